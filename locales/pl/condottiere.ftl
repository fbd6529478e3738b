# Condottiere: każde słowo aplikacji, po polsku.
#
# Terminologia według polskiej instrukcji wydania Fantasy Flight Games (2006):
# najemnik, kukła, dobosz, bohaterka, zima, wiosna, biskup, kapitulacja, kurtyzana,
# znacznik Condottiere, znacznik papieskiej łaski, znacznik kontroli, kompania,
# stos kart odrzuconych, ostateczna bitwa, zasady opcjonalne.
# Karty spoza tej edycji (Z-Man): Szpieg (Spy), Zdrajca (Turncoat).
#
# Liczebniki: { $count -> [one] … [few] … *[many] … } (1 karta, 2 karty, 5 kart, 22 karty).
# Imiona graczy, karty i regiony trafiają do zdań w mianowniku: zdania są ułożone tak,
# żeby mianownik był poprawny (dwukropek, rzeczownik przed nazwą: „region Mediolan”).

## The page

page-title = Condottiere
app-title = Condottiere
app-tagline = Wynajmuj najemników, wygrywaj bitwy i zdobywaj miasta renesansowych Włoch.
manifest-description = Karciana gra Dominique’a Ehrharda o renesansowych Włoszech: graj offline ze znajomymi albo z uczciwą sztuczną inteligencją.
language-label = Język
loading = Wczytywanie…

## Setup

setup-title = Nowa gra
setup-preset = Edycja
setup-variants = Zasady opcjonalne
setup-seats = Gracze
setup-add-seat = Dodaj gracza
setup-remove-seat = Usuń gracza: { $name }
setup-seat-name = Imię gracza nr { $number }
setup-seat-kind = Kto gra jako { $name }
setup-seat-color = Kolor gracza: { $name }
setup-color-name = { $color ->
    [0] czerwony
    [1] niebieski
    [2] zielony
    [3] złoty
    [4] fioletowy
   *[5] grafitowy
}
setup-human = Człowiek
setup-first = Pierwszy Condottiere
setup-first-random = Losowo
setup-seed = Ziarno
setup-seed-hint = To samo ziarno rozdaje te same karty na każdym urządzeniu.
setup-seed-invalid = „{ $value }” to nie jest ziarno: użyj samych cyfr. To samo ziarno rozdaje te same karty na każdym urządzeniu.
setup-new-seed = Nowe ziarno
setup-pace = Tempo SI
setup-start = Graj
setup-rules = Zasady tej edycji
setup-default-player = Gracz { $number }
setup-invalid = Nie można przygotować tej gry: { $reason }

pace-slow = Wolno
pace-normal = Normalnie
pace-fast = Szybko
pace-instant = Od razu

level-easy = SI – łatwa
level-rule = SI – solidna
level-normal = SI – normalna
level-hard = SI – trudna

## Editions

preset-classic-1995 = Klasyczna (1995)
preset-classic-1995-about = Oryginalna gra: 96 kart; można atakować miasta innych graczy; 2 karty za każde miasto.
preset-classic-hu = Klasyczna, tekst węgierski
preset-classic-hu-about = Klasyczne zasady z węgierskiego wydania: Condottiere może odmówić wyboru regionu; po nierozstrzygniętej bitwie znacznik przechodzi w lewo.
preset-ffg-2006 = Fantasy Flight (2006)
preset-ffg-2006-about = Wiosna, kurtyzany i papieska łaska; na koniec rundy możesz zachować do 2 kart.
preset-zman-2018 = Z-Man (2018)
preset-zman-2018-about = Szpiedzy, zdrajcy i nowy biskup; do zwycięstwa potrzeba 5 regionów albo 3 sąsiadujących ze sobą.
preset-zman-classic = Z-Man, talia klasyczna
preset-zman-classic-about = Zasady Z-Man z talią z wersji klasycznej: wraca klasyczny biskup.
preset-zman-duel = Pojedynek Z-Man (dla 2 graczy)
preset-zman-duel-about = Dwóch graczy, dwie identyczne talie po 23 karty: wygrywa ten, kto pierwszy wygra 3 bitwy.

## Optional rules

variant-draw-after-battle = Dobieranie po bitwie: 7 kart na start, po każdej bitwie dobierasz do 3
variant-campaign = Gra na punkty: kilka partii do 20 punktów
variant-bigger-kingdoms = Większe królestwa: do zwycięstwa potrzeba o jeden sąsiedni region więcej
variant-capture = Odbijanie regionów: można atakować regiony innych graczy; obrońca ma przewagę
variant-hidden-cards = Zakryte karty: karty najemników, bohaterek, doboszy i kurtyzan zagrywa się zakryte

## Rules at hand (a short summary of the chosen edition)

rules-duel-decks = Każdy gracz ma własną talię 23 kart i 8 kart na ręce; po bitwie każdy dobiera z powrotem do 8.
rules-duel-goal = Wygrywa ten, kto pierwszy wygra 3 bitwy; gdy obu graczom skończą się karty, wygrywa ten, kto wygrał więcej bitew.
rules-goal-adjacent = W grze { $players }-osobowej wygrywasz, kontrolując { $adjacent ->
    [one] 1 region
    [few] { $adjacent } regiony sąsiadujące ze sobą
   *[many] { $adjacent } regionów sąsiadujących ze sobą
}.
rules-goal-total = W grze { $players }-osobowej wygrywasz, kontrolując { $total ->
    [one] 1 dowolny region
    [few] { $total } dowolne regiony
   *[many] { $total } dowolnych regionów
}.
rules-goal-either = W grze { $players }-osobowej wygrywasz, kontrolując { $total ->
    [one] 1 dowolny region
    [few] { $total } dowolne regiony
   *[many] { $total } dowolnych regionów
} albo { $adjacent ->
    [one] 1 region
    [few] { $adjacent } regiony sąsiadujące ze sobą
   *[many] { $adjacent } regionów sąsiadujących ze sobą
}.
rules-battle = Condottiere wybiera region; wszyscy po kolei zagrywają jedną kartę albo pasują; najsilniejsza kompania zdobywa region i znacznik Condottiere.
rules-deal-return = Runda kończy się, gdy karty ma już najwyżej jeden gracz: każdy dostaje { $base ->
    [one] 1 kartę
    [few] { $base } karty
   *[many] { $base } kart
} plus { $per-region } za każdy kontrolowany region; ostatni gracz oddaje swoje karty do talii.
rules-deal-keep = Runda kończy się, gdy karty ma już najwyżej jeden gracz: każdy dobiera do { $base ->
    [one] 1 karty
    [few] { $base } kart
   *[many] { $base } kart
} plus { $per-region } za każdy kontrolowany region; ostatni gracz może zachować do 2 kart.
rules-deal-discard = Runda kończy się, gdy karty ma już najwyżej jeden gracz: każdy dostaje { $base ->
    [one] 1 kartę
    [few] { $base } karty
   *[many] { $base } kart
} plus { $per-region } za każdy kontrolowany region; ostatni gracz odrzuca swoje karty.
rules-token-stays = Po nierozstrzygniętej bitwie Condottiere zachowuje znacznik.
rules-token-left = Po nierozstrzygniętej bitwie znacznik przechodzi do gracza siedzącego po lewej.
rules-token-random = Po nierozstrzygniętej bitwie znacznik trafia do losowo wybranego gracza spośród remisujących.
rules-attack-owned = Można atakować regiony kontrolowane przez innych graczy; obrońca może zwlekać z zagraniem karty, a przy remisie zachowuje region.
rules-may-decline = Condottiere może odmówić wyboru regionu i przekazać znacznik w lewo.
rules-favor-optional = Kto zagra biskupa, może umieścić znacznik papieskiej łaski w wolnym regionie (nie będzie tam bitwy) albo zostawić go poza planszą.
rules-favor-mandatory = Kto zagra biskupa, umieszcza znacznik papieskiej łaski w wolnym regionie: nie może się tam toczyć żadna bitwa.
rules-no-region-final = Gdy nie zostanie żaden wolny region, wygrywa gracz z największą liczbą regionów; remisujący gracze toczą ostateczną bitwę.
rules-no-region-shared = Gdy nie zostanie żaden wolny region, wygrywa gracz z największą liczbą regionów; remisujący gracze dzielą się zwycięstwem.

## Hand-off between players on one device

handoff-title = Przekaż urządzenie: { $name }
handoff-tap = { $name }, dotknij, gdy możesz zaczynać

## The table

turn-yours = { $name }, twój ruch
turn-waiting = { $name } zastanawia się…
prompt-choose-region = Wybierz na mapie region następnej bitwy.
prompt-battle = Zagraj kartę albo spasuj.
prompt-scarecrow = Twoja kukła pozwala wziąć z powrotem na rękę najemnika:
prompt-favor = Umieść znacznik papieskiej łaski w wolnym regionie na mapie.
prompt-hand-discard = Nie masz już żadnego najemnika. Odrzucić całą rękę (pokazując ją wszystkim)?
prompt-keep = Koniec rundy: wybierz do 2 kart, które zachowasz, i potwierdź.
prompt-draw = Dobieranie po bitwie: ile kart bierzesz?

action-pass = Pasuję
action-pass-key = Pasuję (P)
action-pass-reveal = Pasuję i odkrywam
action-decline = Odmów i oddaj znacznik
action-take-none = Nic nie bierz
action-take = Weź z powrotem: { $card }
action-take-from = Weź kartę { $card } od gracza { $name }
action-favor-off = Zostaw łaskę poza planszą
action-favor-place = Papieska łaska → { $region }
action-discard-hand = Odrzuć rękę
action-keep-hand = Zatrzymaj rękę
action-keep-none = Nic nie zatrzymuj
action-draw = { $count ->
    [0] Nie dobieraj
    [one] Dobierz 1 kartę
    [few] Dobierz { $count } karty
   *[many] Dobierz { $count } kart
}
action-confirm = Potwierdź
action-hint = Podpowiedź
action-rematch = Rewanż
action-new-game = Nowa gra
action-leave = Wyjdź z tej gry (zostanie zapisana)
hint-suggests = Sugestia: { $move }
hint-thinking = Myślę…

table-hand = Twoja ręka
table-cards = { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[many] { $count } kart
}
table-deck = Talia: { $count }
table-discard = Odrzucone: { $count }
table-passed = pas
table-token = Condottiere
table-season = Pora roku: { $season }
table-no-season = Bez pory roku
table-battle-for = Bitwa o region { $region }
table-final-battle = Ostateczna bitwa
table-duel-battle = Bitwa { $number }
table-between-battles = Między bitwami
table-round = Runda { $number }
table-regions = { $count ->
    [one] 1 region
    [few] { $count } regiony
   *[many] { $count } regionów
}
table-battles-won = { $count ->
    [one] 1 wygrana bitwa
    [few] { $count } wygrane bitwy
   *[many] { $count } wygranych bitew
}
table-defender = obrońca
table-face-down = Zakryta karta

strength-base = Najemnicy
strength-winter = Zima
strength-drummer = Dobosz
strength-spring = Wiosna
strength-heroines = Bohaterki
strength-courtesans = Kurtyzany
strength-spies = Szpiedzy
strength-total = Siła

map-title = Włochy
map-favor = Papieska łaska
map-token = Condottiere
map-region-held = { $region }, w posiadaniu: { $name }
map-region-contested = { $region }, trwa bitwa
map-region-favor = { $region }, papieska łaska

## The chronicle (the game's log)

log-title = Kronika
log-game-started = Karty zostały rozdane. Pierwszym Condottiere jest { $name }.
log-campaign-game = Zaczyna się partia nr { $number } gry na punkty.
log-declined = { $name } odmawia wyboru regionu; znacznik Condottiere przejmuje { $next }.
log-region-chosen = { $name } wybiera region { $region } na następną bitwę.
log-battle-started = Bitwa o region { $region }: zaczyna { $name }.
log-battle-started-defended = Bitwa o region { $region } (broni go { $defender }): zaczyna { $name }.
log-duel-battle = Nowa bitwa: zaczyna { $name }.
log-final-battle-started = Ostateczna bitwa: zaczyna { $name }.
log-played = { $name } zagrywa kartę { $card }.
log-played-face-down = { $name } zagrywa zakrytą kartę.
log-revealed = { $name } odkrywa kartę { $card }.
log-passed = { $name } pasuje.
log-passed-no-cards = { $name } nie ma kart i pasuje.
log-passed-stays = { $name } czeka (obrońca może jeszcze zagrać).
log-season = Nastaje pora roku: { $season }.
log-season-replaced = Nastaje pora roku: { $season }; karta { $old } zostaje odrzucona.
log-bishop = Biskup odrzuca wszystkich najemników o sile { $value } w grze.
log-bishop-nothing = Biskup nie znajduje żadnego najemnika do odrzucenia.
log-scarecrow = Kukła: { $name } zabiera kartę { $card } z kompanii gracza { $from }.
log-scarecrow-own = Kukła: { $name } bierze z powrotem na rękę kartę { $card }.
log-scarecrow-nothing = Kukła: { $name } niczego nie zabiera.
log-favor = { $name } umieszcza znacznik papieskiej łaski w regionie { $region }.
log-favor-off = { $name } zostawia znacznik papieskiej łaski poza planszą.
log-strengths = Siła kompanii: { $list }.
log-strength-entry = { $name } { $strength }
log-surrender = { $name } zagrywa kartę { $card }: bitwa natychmiast się kończy.
log-classic-bishop = { $name } zagrywa biskupa: bitwa kończy się bez zwycięzcy.
log-conquered = { $name } podbija region { $region }.
log-conquered-from = { $name } odbija region { $region } (dotąd: { $from }).
log-held = { $name } utrzymuje kontrolę nad regionem { $region }.
log-failed = Nikt nie wygrywa bitwy.
log-duel-won = { $name } wygrywa bitwę ({ $count ->
    [one] 1 wygrana
    [few] { $count } wygrane
   *[many] { $count } wygranych
}).
log-token-won-battle = { $name } jako zwycięzca bierze znacznik Condottiere.
log-token-defended = { $name } jako obrońca bierze znacznik Condottiere.
log-token-kept = { $name } zachowuje znacznik Condottiere.
log-token-passed-left = Znacznik Condottiere przechodzi w lewo: dostaje go { $name }.
log-token-drawn = Znacznik Condottiere trafia do losowo wybranego gracza: { $name }.
log-token-most-courtesans = { $name } ma najwięcej kurtyzan i bierze znacznik Condottiere.
log-token-most-spies = { $name } ma najwięcej szpiegów i bierze znacznik Condottiere.
log-token-first = { $name } rozpoczyna pierwszą bitwę.
log-hand-discarded = { $name } odrzuca rękę bez najemników: { $cards }.
log-last-returned = { $count ->
    [one] { $name } oddaje do talii swoją ostatnią kartę.
    [few] { $name } oddaje do talii { $count } ostatnie karty.
   *[many] { $name } oddaje do talii { $count } ostatnich kart.
}
log-last-discarded = { $count ->
    [one] { $name } odrzuca swoją ostatnią kartę.
    [few] { $name } odrzuca { $count } ostatnie karty.
   *[many] { $name } odrzuca { $count } ostatnich kart.
}
log-last-kept = { $kept ->
    [0] { $name } nie zachowuje żadnej karty
    [one] { $name } zachowuje 1 kartę
    [few] { $name } zachowuje { $kept } karty
   *[many] { $name } zachowuje { $kept } kart
} i { $discarded ->
    [0] niczego nie odrzuca
    [one] odrzuca 1 kartę
    [few] odrzuca { $discarded } karty
   *[many] odrzuca { $discarded } kart
}.
log-round-ended = Runda { $number } dobiega końca; karty są tasowane na nowo.
log-dealt = { $count ->
    [0] { $name } nie dostaje żadnej karty.
    [one] { $name } dostaje 1 kartę.
    [few] { $name } dostaje { $count } karty.
   *[many] { $name } dostaje { $count } kart.
}
log-reshuffled = Stos kart odrzuconych zostaje potasowany i wraca do talii.
log-final-battle = Nie został żaden wolny region: ostateczną bitwę toczą { $names }.
log-campaign-scored = Wyniki partii nr { $number }: { $scores }.
log-campaign-score-entry = { $name } { $score }
log-game-over = Koniec gry: { $outcome }.
list-separator = ,{" "}

## The end of the game

over-title = Koniec gry
over-won = Wygrywa { $names }
over-shared = Wspólne zwycięstwo: { $names }
over-outcome = { $who } – { $reason }
over-stats = Regiony: { $regions } · wygrane bitwy: { $battles }
reason-adjacent = { $count ->
    [one] 1 region
    [few] { $count } regiony sąsiadujące ze sobą
   *[many] { $count } regionów sąsiadujących ze sobą
}
reason-total = { $count ->
    [one] 1 region
    [few] { $count } regiony
   *[many] { $count } regionów
}
reason-most = najwięcej regionów ({ $count }), gdy nie został żaden wolny
reason-final = ostateczna bitwa
reason-shared = remis, zwycięstwo jest wspólne
reason-battles = { $count ->
    [one] 1 wygrana bitwa
    [few] { $count } wygrane bitwy
   *[many] { $count } wygranych bitew
}
reason-more-battles = więcej wygranych bitew, gdy skończyły się karty
reason-draw = remis
reason-campaign = { $count ->
    [one] 1 punkt
    [few] { $count } punkty
   *[many] { $count } punktów
}

## Cards

card-m1 = Najemnik 1
card-m2 = Najemnik 2
card-m3 = Najemnik 3
card-m4 = Najemnik 4
card-m5 = Najemnik 5
card-m6 = Najemnik 6
card-m10 = Najemnik 10
card-scarecrow = Kukła
card-drummer = Dobosz
card-heroine = Bohaterka
card-winter = Zima
card-spring = Wiosna
card-bishop = Biskup
card-surrender = Kapitu­lacja
card-turncoat = Zdrajca
card-courtesan = Kurtyzana
card-spy = Szpieg

help-mercenary = Najemnik dodaje swoją wartość do twojej siły.
help-scarecrow = Weź jednego najemnika ze swojej kompanii z powrotem na rękę.
help-scarecrow-any = Weź jednego najemnika z dowolnej kompanii na rękę.
help-drummer = Podwaja wartość najemników w twojej kompanii. Kolejny dobosz nic już nie dodaje.
help-heroine = Dodaje 10. Nie działają na nią zima, wiosna ani dobosz.
help-winter = Każdy najemnik w każdej kompanii ma siłę 1. Odrzuca wiosnę.
help-spring = +3 dla każdego najemnika o najwyższej wartości w grze. Odrzuca zimę.
help-bishop = Odrzuca wszystkie najsilniejsze karty najemników w grze, po czym umieszczasz znacznik papieskiej łaski.
help-bishop-nofavor = Odrzuca wszystkie najsilniejsze karty najemników w grze.
help-classic-bishop = Bitwa natychmiast się kończy, bez zwycięzcy.
help-surrender = Bitwa natychmiast się kończy; wygrywa najsilniejsza kompania.
help-courtesan = Dodaje 1. Kto ma najwięcej kurtyzan, bierze po bitwie znacznik Condottiere.
help-spy = Dodaje 1. Kto ma najwięcej szpiegów, bierze po bitwie znacznik Condottiere.
card-with-help = { $card }: { $help }

## The regions (city names as your language writes them)

region-torino = Turyn
region-milano = Mediolan
region-venezia = Wenecja
region-genova = Genua
region-mantova = Mantua
region-parma = Parma
region-modena = Modena
region-ferrara = Ferrara
region-bologna = Bolonia
region-lucca = Lukka
region-firenze = Florencja
region-siena = Siena
region-urbino = Urbino
region-ancona = Ankona
region-spoleto = Spoleto
region-roma = Rzym
region-napoli = Neapol

## Saved games

saves-title = Zapisane gry
saves-none = Nie ma jeszcze zapisanych gier: każda gra zapisuje się po każdym ruchu.
saves-resume = Wznów
saves-export = Eksportuj
saves-delete = Usuń
saves-import = Importuj zapisaną grę (.json)
saves-imported = Zapisana gra została zaimportowana.
saves-import-failed = Nie udało się zaimportować tego pliku: { $reason }. Nic nie zostało zmienione.
saves-unreadable = Nie udało się odczytać jednej z zapisanych gier ({ $reason }). Pozostałe są w porządku.
saves-resume-failed = Nie udało się wznowić zapisanej gry: { $reason }. Pozostała bez zmian.
saves-finished = zakończona
saves-in-progress = w toku
saves-progress = { $battles ->
    [one] 1 bitwa
    [few] { $battles } bitwy
   *[many] { $battles } bitew
} · { $regions }
saves-region-count = { $name } { $count }
saves-entry = { $edition } – { $players }

save-error-not-json = to nie jest zapisana gra
save-error-no-version = to nie jest zapis gry Condottiere
save-error-newer = zapisano w nowszej wersji aplikacji (format { $version })
save-error-damaged = zapisana gra jest uszkodzona
save-error-replay = nie da się odtworzyć ruchu nr { $number }
save-error-gone = tej zapisanej gry już nie ma
save-error-full = pamięć przeglądarki jest pełna: usuń albo wyeksportuj kilka zapisanych gier
save-error-write = nie udało się zapisać gry w tej przeglądarce
save-error-read-file = nie udało się odczytać pliku
save-error-make-file = nie udało się utworzyć pliku
save-error-setup = ustawienia gry są nieprawidłowe

## Share links and replays

share-title = Udostępnij
share-deal = Link do rozdania: ci sami gracze, zasady i karty na każdym urządzeniu
share-record = Link do zapisu: odtwarza tę grę ruch po ruchu
share-copy = Kopiuj
share-copied = Skopiowano
link-deal-loaded = To rozdanie pochodzi z linku: naciśnij „Graj”, a dostaniesz te same karty.
link-bad-title = Nie można otworzyć tego linku
link-error-not-base64 = link zawiera znaki, których nie ma w żadnym kodzie gry
link-error-too-short = link jest ucięty
link-error-checksum = link został po drodze zmieniony albo ucięty (suma kontrolna się nie zgadza)
link-error-kind = to nie jest kod gry Condottiere
link-error-version = ten kod gry pochodzi z nowszej wersji aplikacji
link-error-invalid = kod gry opisuje grę, której nie da się przygotować
link-error-action = ruch nr { $number } z zapisu jest w tej grze niemożliwy

replay-title = Powtórka
replay-back = ◀ Wstecz
replay-start = « Początek
replay-end = Koniec »
replay-forward = Dalej ▶
replay-position = Ruch { $step } z { $total }
replay-jump = Przejdź do bitwy
replay-battle = { $number }. { $region }
replay-continue = Graj dalej stąd

## Errors

error-title = Coś poszło nie tak
error-illegal = Ten ruch jest teraz niedozwolony: { $move }.

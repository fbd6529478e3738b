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

## The front door (one tap to play; the setup is its own screen)
home-title = Zagraj w Condottiere
home-continue = Kontynuuj
home-play = Graj
home-play-table = { $edition } · graczy: { $players } · { $opponents }
home-pass-and-play = Gra przy jednym urządzeniu
home-pass-and-play-detail = Przyjaciele przy jednym urządzeniu: każdy widzi tylko swoją rękę.
home-friends = Graj z przyjaciółmi
home-friends-detail = Każdy na swoim urządzeniu, przez link lub kod QR.
home-daily-open = Dzisiejsze rozdanie czeka · seria: { $count }
home-daily-done = Dzisiejsze rozdanie rozegrane · seria: { $count }
home-more = Więcej
home-custom = Własna gra
home-rules = Zasady
home-back = ← Wróć na początek

## Setup
setup-default-player = Gracz { $number }

pace-slow = Wolno
pace-normal = Normalnie
pace-fast = Szybko
pace-instant = Od razu

level-easy = SI – łatwa
level-rule = SI – solidna
level-normal = SI – normalna
level-hard = SI – trudna
level-expert = SI – ekspert

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

## The way to the rules page (its texts are in later.ftl)

rules-button = Zasady
rules-variant-name-draw-after-battle = Dobieranie po bitwie
rules-variant-name-campaign = Gra na punkty
rules-variant-name-bigger-kingdoms = Większe królestwa
rules-variant-name-capture = Odbijanie regionów
rules-variant-name-hidden-cards = Zakryte karty

## Hand-off between players on one device

handoff-title = Przekaż urządzenie: { $name }
handoff-tap = { $name }, dotknij, gdy możesz zaczynać
handoff-undo = { $name }: cofnij swój ruch

## The table

turn-yours = { $name }, twój ruch
turn-waiting = { $name } zastanawia się…
turn-ai-stalled = { $name } nie może jeszcze zagrać
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
action-undo = Cofnij ruch
action-hint = Podpowiedź
action-rematch = Rewanż
action-new-game = Nowa gra
action-leave = Wyjdź z tej gry (zostanie zapisana)
hint-suggests = Sugestia: { $move }
hint-thinking = Myślę…
ai-unavailable = Gracze komputerowi nie mogli wystartować (ich wątek roboczy nie wczytał się lub nie odpowiedział). Twoja gra jest zachowana.
ai-retry = Spróbuj ponownie

table-hand = Twoja ręka
table-hand-of = { $count ->
    [one] Twoja ręka, 1 karta
    [few] Twoja ręka, { $count } karty
   *[many] Twoja ręka, { $count } kart
}
table-row-of = Kompania gracza { $name }
table-row-cards = { $count ->
    [0] Nie zagrano żadnej karty
    [one] Zagrano 1 kartę
    [few] Zagrano { $count } karty
   *[many] Zagrano { $count } kart
}
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
strength-of = Siła gracza { $name }: { $strength }

map-title = Włochy
map-favor = Papieska łaska
map-token = Condottiere
map-region-held = { $region }, w posiadaniu: { $name }
map-region-contested = { $region }, trwa bitwa
map-region-favor = { $region }, papieska łaska

## The chronicle (the game's log)

log-title = Kronika
log-show-reasons = Pokazuj powody ruchów SI
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
over-taken-back = { $count ->
    [one] W tej grze cofnięto 1 ruch.
    [few] W tej grze cofnięto { $count } ruchy.
   *[many] W tej grze cofnięto { $count } ruchów.
}
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
card-in-hand = { $card }, { $index } z { $count }: { $help }

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
saves-resume = Wznów
saves-resume-failed = Nie udało się wznowić zapisanej gry: { $reason }. Pozostała bez zmian.
saves-region-count = { $name } { $count }
saves-entry = { $edition } – { $players }

save-error-replay = nie da się odtworzyć ruchu nr { $number }
save-error-gone = tej zapisanej gry już nie ma
save-error-full = pamięć przeglądarki jest pełna: usuń albo wyeksportuj kilka zapisanych gier
save-error-write = nie udało się zapisać gry w tej przeglądarce
save-error-read-file = nie udało się odczytać pliku
save-error-make-file = nie udało się utworzyć pliku
save-error-setup = ustawienia gry są nieprawidłowe
save-error-id = identyfikator zapisanej gry nie pochodzi z tej aplikacji
save-error-reasons = zapisane powody ruchów SI nie pasują do ruchów gry
save-error-daily = zapisana gra jest oznaczona jako rozdanie dnia, ale jej rozdanie nie jest rozdaniem tego dnia

## Share links and replays

share-title = Udostępnij
share-deal = Link do rozdania: ci sami gracze, zasady i karty na każdym urządzeniu
share-record = Link do zapisu: odtwarza tę grę ruch po ruchu
share-after-game = Linki do tej gry pojawią się po jej zakończeniu, żeby żaden gracz nie mógł podejrzeć cudzej ręki.
share-record-in-play = W trakcie gry link do zapisu odtwarza ją tak, jak ty ją widzisz: twoją rękę, niczyją inną. Po zakończeniu gry link pokazuje karty wszystkich.
share-copy = Kopiuj
share-copied = Skopiowano

## Errors

error-title = Coś poszło nie tak
error-illegal = Ten ruch jest teraz niedozwolony: { $move } ({ $reason }).
error-no-undo = Nie masz teraz żadnego ruchu, który można cofnąć.
error-stale = Gra poszła dalej, zanim ten ruch dotarł; nic się nie zmieniło.
error-not-your-turn = To nie twoja kolej; nic się nie zmieniło.
error-texts = Nie udało się wczytać tekstów w języku { $language }: język działa offline, gdy raz został otwarty online. Sprawdź połączenie i spróbuj ponownie.

# Why the rules refuse a move (the reason in error-illegal); why a game cannot be set up
# (a save's, a link's, the setup screen's); what is wrong with the seats.
refusal-game-over = gra się skończyła
refusal-awaits-region = teraz { $name } wybiera region następnej bitwy
refusal-awaits-card = teraz { $name } zagrywa kartę albo pasuje
refusal-awaits-take-back = teraz { $name } wybiera najemnika, którego kukła weźmie z powrotem
refusal-awaits-favor = teraz { $name } umieszcza znacznik papieskiej łaski
refusal-awaits-hand-discard = teraz { $name } decyduje, czy odrzucić rękę bez najemników
refusal-awaits-keep = teraz { $name } wybiera do 2 kart, które zachowa na następną rundę
refusal-awaits-draw = teraz { $name } wybiera, ile kart dobrać: od 0 do { $most }
refusal-favor-region = w regionie { $region } jest papieska łaska: nie można tam stoczyć bitwy
refusal-own-region = { $name } już kontroluje region { $region }
refusal-controlled = region { $region } kontroluje { $owner }, a w edycji { $edition } nie można atakować kontrolowanych regionów (pozwala na to zasada „Odbijanie regionów”)
refusal-all-declined = wszyscy pozostali gracze już odmówili: ten Condottiere musi wybrać region
refusal-no-decline = w edycji { $edition } Condottiere musi wybrać region: odmówić pozwala tylko klasyczny tekst węgierski
refusal-not-in-hand = { $name } nie ma na ręce karty { $card }
refusal-no-face-down = w kompanii nie ma zakrytej karty do odkrycia
refusal-must-take = w edycji { $edition } kukła musi wziąć z powrotem najemnika, jeśli może
refusal-own-row = w edycji { $edition } kukła bierze z powrotem tylko z kompanii swojego gracza
refusal-not-mercenary = kukła bierze z powrotem tylko najemników, nie kartę { $card }
refusal-no-face-up = w tej kompanii nie ma odkrytej karty { $card } do wzięcia z powrotem
refusal-favor-contested = papieska łaska nie może trafić do regionu { $region }, o który toczy się bitwa
refusal-favor-controlled = region { $region } jest kontrolowany: papieska łaska trafia do regionu, którego nikt nie kontroluje
refusal-favor-required = w edycji { $edition } papieską łaskę trzeba umieścić w wolnym regionie
refusal-not-held = { $name } nie ma tych kart
refusal-draw-too-many = { $name } może teraz dobrać najwyżej { $most }, nie { $count }: do 3 kart, w granicach limitu ręki 10 + 1 za region, z tego, co jest w talii i na stosie kart odrzuconych
setup-error-players = w edycji { $edition } gra od { $min } do { $max } graczy, nie { $players }
setup-error-variant = zasada opcjonalna „{ $rule }” nie pasuje do edycji { $edition }
setup-error-campaign = gra na punkty wymaga celu powyżej 0 punktów
setup-error-rules = zasady nie są zasadami edycji { $edition } z jej zasadami opcjonalnymi: ktoś zmienił je ręcznie
setup-error-first = pierwszy Condottiere nie jest żadnym z { $players } graczy
seat-error-count = miejsc: { $seats }, graczy: { $players }; każdy gracz potrzebuje dokładnie jednego miejsca
seat-error-no-name = gracz nr { $number } nie ma imienia
seat-error-long-name = imię gracza nr { $number } jest dłuższe niż { $most } znaków
seat-error-color = gracz nr { $number } ma kolor, którego nie ma w grze
seat-error-same-name = dwóch graczy nazywa się „{ $name }”: każdy potrzebuje własnego imienia

## Your record (statistics against the AI)
# $edition to nazwa edycji (preset-…); $opponents to jedna z wiadomości stats-against-…,
# w celowniku, bo w zdaniach stoi po „przeciwko” („przeciwko łatwej SI”).

stats-title = Twoje wyniki
kept-error-damaged = zawartość zapisu jest uszkodzona
kept-error-no-version = zapis nie ma numeru wersji: nie pochodzi z tej gry
kept-error-not-json = zapis nie ma właściwego formatu
kept-error-newer = zapisała go nowsza wersja gry (format { $version })
settings-error-unreadable = Nie udało się odczytać twoich ustawień ({ $reason }), więc obowiązują domyślne. Uszkodzoną kopię odłożono w tej przeglądarce; nic nie przepadło.
settings-error-unreadable-kept = Nie udało się odczytać twoich ustawień ({ $reason }) ani przenieść ich w bezpieczne miejsce: obowiązują domyślne i nic nie jest zapisywane w ich miejsce.
settings-error-newer = Twoje ustawienia zapisała nowsza wersja gry (format { $version }): zostają nietknięte, dopóki ta strona się nie zaktualizuje.
settings-error-save = Nie udało się zapisać twoich ustawień: { $reason }.
# A record the page could not read when it opened, said on the screen the player is on.
stats-error-unreadable = Nie udało się odczytać twoich wyników ({ $reason }), więc zaczyna się nowy zapis wyników. Uszkodzoną kopię odłożono w tej przeglądarce; nic nie przepadło.
stats-error-unreadable-kept = Nie udało się odczytać twoich wyników ({ $reason }) ani przenieść ich w bezpieczne miejsce, więc zostają bez zmian, a na razie żadne gry nie są zapisywane.
stats-error-newer = Twoje wyniki zapisała nowsza wersja gry (format { $version }). Pozostają nietknięte, a gry nie będą zapisywane, dopóki ta strona nie zostanie zaktualizowana.
daily-error-unreadable = Nie udało się odczytać twoich wyników rozdań dnia ({ $reason }), więc zaczynają się od nowa. Uszkodzoną kopię odłożono w tej przeglądarce; nic nie przepadło.
daily-error-unreadable-kept = Nie udało się odczytać twoich wyników rozdań dnia ({ $reason }) ani przenieść ich w bezpieczne miejsce, więc zostają bez zmian, a na razie żadne rozdania dnia nie są zapisywane.
daily-error-newer = Twoje wyniki rozdań dnia zapisała nowsza wersja gry (format { $version }): zostają nietknięte i nic nie będzie zapisywane, dopóki ta strona się nie zaktualizuje.

## A new version of the game

update-available-game = Nowa wersja Condottiere jest gotowa. Twoja gra jest zapisana i wróci po odświeżeniu strony.
update-available = Nowa wersja Condottiere jest gotowa.
update-reload = Odśwież teraz
update-dismiss = Później

## Why the AI played as it did (one line under each AI move in the chronicle)
# Czas teraźniejszy, bez form rodzajowych: gracz SI może mieć dowolne imię.

why-forced = Nie ma innego ruchu.
why-region = Ten region najlepiej służy budowie własnego królestwa.
why-weak-hand = Ma za słabą rękę, żeby rozpocząć bitwę.
why-winning = Ma największą siłę i nikt z walczących nie może jej już przebić.
why-safe-lead = Ma przewagę, która powinna się utrzymać.
why-lock-win = Kończy bitwę, póki prowadzi.
why-contest = Warto walczyć: szacuje, że potrzebuje około { $cost ->
    [one] 1 punktu
    [few] { $cost } punktów
   *[many] { $cost } punktów
} siły, i wyłoży najwyżej { $budget }.
why-fold = Szkoda kart: szacuje, że ten region jest wart najwyżej { $budget ->
    [one] 1 punkt
    [few] { $budget } punkty
   *[many] { $budget } punktów
} siły.
why-rescue = Ratuje najemnika, zanim spasuje.
why-spoil = Nie pozwala innemu graczowi wygrać tej bitwy.
why-dump = Z tymi kartami nie da się walczyć: pozbywa się ich, żeby przyspieszyć nowe rozdanie.
why-best = Najlepszy znaleziony ruch.
why-draw-most = Więcej kart to więcej możliwości: dobiera tyle, ile może.
why-whim = Kaprys: łatwa SI czasem gra na chybił trafił.
why-idle = { $count ->
    [one] W ostatniej bitwie nikt nie zagrał karty: żeby runda nie utknęła, zagrywa kartę.
    [few] W { $count } ostatnich bitwach nikt nie zagrał karty: żeby runda nie utknęła, zagrywa kartę.
   *[many] W { $count } ostatnich bitwach nikt nie zagrał karty: żeby runda nie utknęła, zagrywa kartę.
}
why-search = { $count ->
    [one] Po 1 symulowanej grze szacuje swoją szansę na wygraną: { $percent }%.
    [few] Po { $count } symulowanych grach szacuje swoją szansę na wygraną: { $percent }%.
   *[many] Po { $count } symulowanych grach szacuje swoją szansę na wygraną: { $percent }%.
}
why-search-rather = Jej szacunki szansy na wygraną: { $moves }.
# Expert's reading of the table, after why-search-rather when it changed the move. $clue: one
# of why-read-… below ($name: a player, $card: a card); $read and $visible: the strength of
# the Mercenaries expected in that player's hand, as read from their moves and from the
# visible cards alone (why-read-number); $direction: weaker or stronger, from those two
# numbers; $instead: the move it would have made without the reading.
why-read = Odczyt stołu: { $clue }, więc najemnicy w tej ręce są zapewne { $direction ->
    [weaker] słabsi
   *[stronger] silniejsi
}, niż się wydaje (siła około { $read }, a nie { $visible }). Bez tego odczytu: { $instead }.
why-read-passed-at-once = { $name } – pas od razu
why-read-passed = { $name } – pas
why-read-played = { $name } – zagrana karta { $card }
why-read-face-down = { $name } – karta zagrana zakryta
why-read-kept-hand = { $name } – zatrzymana ręka bez najemników
why-read-other = ruchy gracza { $name } w tej rundzie
why-read-number = { $whole },{ $tenth }

## Learn to play: the invitation on the setup screen (the lesson itself is in later.ftl)

learn-start = Naucz się grać
learn-offer-text = Pierwsza gra z przewodnikiem, krok po kroku.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Zamknij
sound-label = Dźwięk

## Tabs
elsewhere-title = Ta gra toczy się w innej karcie
elsewhere-text = Otwarto ją w innej karcie lub innym oknie tej przeglądarki i tam jest kontynuowana, a jej ruchy są tam zapisywane. Przejmij ją z powrotem, aby grać dalej tutaj, ze wszystkimi ruchami wykonanymi tam: tamta karta wtedy się zatrzyma.
elsewhere-take-back = Przejmij grę z powrotem
elsewhere-menu = Wróć do menu
elsewhere-deleted-title = Ta gra została usunięta
elsewhere-deleted-text = Usunięto ją z zapisanych gier, w innej karcie lub tutaj, więc nic z niej nie jest teraz zapisane. Przywróć ją, by grać tu dalej ze wszystkimi jej ruchami, albo ją zostaw.
elsewhere-bring-back = Przywróć ją
elsewhere-deleted-leave = Wyjdź
## The daily deal (crates/session/src/daily.rs, src/ui/daily.rs)
daily-button = Rozdanie dnia
## Puzzles: the way to them on the setup screen (the puzzles themselves are in later.ftl)

puzzle-open = Zagadki bitewne
puzzle-offer-text = Jedna bitwa, jeden cel: znajdź najlepszą drogę.

## Review: the way to it, and the AI's alternatives (the chronicle's reasons tell them too; the
# review itself is in later.ftl). $action, $other1, $other2: moves; $chance, $chance1, $chance2: whole percents.
screen-unavailable = Nie udało się wczytać tego ekranu: połącz się raz z internetem i spróbuj ponownie.
screen-loading = Wczytywanie…

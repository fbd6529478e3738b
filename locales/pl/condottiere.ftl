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

## Rules at hand (sentences of the rules page below)

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

## Rules page (the whole rules of one edition; the "Rules at hand" messages above are used on it too)

rules-button = Zasady
rules-link = Zasady: { $rule }
rules-title = Zasady: { $edition }
rules-back-setup = Wróć do ustawień gry
rules-back-game = Wróć do gry
rules-escape-key = Esc
rules-edition-label = Pokaż zasady edycji
rules-other-edition = To nie jest edycja wybrana do twojej gry.
rules-contents = Na tej stronie
rules-from-game = To są dokładnie te zasady, według których toczy się trwająca gra.
rules-variants-on = Włączone zasady opcjonalne: { $list }.
rules-variants-none = Żadna zasada opcjonalna nie jest włączona.

rules-goal-title = Cel gry
rules-goal-intro = Wygrywaj bitwy, by zdobywać regiony Włoch. Gra kończy się, gdy tylko po bitwie któryś z graczy kontroluje wystarczająco wiele regionów:
rules-this-table = tylu was gra
rules-goal-adjacent-means = Regiony sąsiadujące ze sobą tworzą na mapie jedną spójną grupę: każdy graniczy z co najmniej jednym innym regionem tej grupy; nie wszystkie muszą graniczyć ze wszystkimi.
rules-goal-bigger = Zasada „Większe królestwa” jest włączona: podane wyżej liczby regionów sąsiadujących ze sobą już uwzględniają dodatkowy region.
rules-goal-talk = Gracze mogą się dogadywać, składać obietnice i targować się, ale nigdy nie mogą wymieniać się kartami.
rules-duel-no-map = W pojedynku nie ma mapy: za każdą wygraną bitwę dostajesz znacznik kontroli.

rules-setup-title = Przygotowanie gry
rules-setup-deck = Potasuj talię, która liczy { $count ->
    [one] 1 kartę
    [few] { $count } karty
   *[many] { $count } kart
} (ich wykaz znajdziesz niżej, w części „Karty”).
rules-setup-hand = Rozdaj każdemu graczowi po { $count ->
    [one] 1 karcie
    [few] { $count } karty
   *[many] { $count } kart
}.
rules-setup-first = Pierwszy Condottiere – wskazany w ustawieniach gry albo wylosowany – bierze znacznik Condottiere i wybiera region pierwszej bitwy.
rules-setup-first-duel = Gracz, który rozpoczyna pierwszą bitwę, jest wskazany w ustawieniach gry albo wylosowany.

rules-battle-title = Przebieg bitwy
rules-choose-title = Wybór regionu
rules-choose-free = Condottiere (gracz, który ma znacznik Condottiere) wybiera region, którego nikt nie kontroluje.
rules-choose-no-favor = Nie można wybrać regionu, w którym leży znacznik papieskiej łaski.
rules-choose-again = Można ponownie wybrać region, o który toczyła się nierozstrzygnięta bitwa.
rules-choose-decline-limit = Gdy od ostatniej bitwy wyboru odmówili już wszyscy pozostali gracze, Condottiere musi wybrać region.
rules-duel-start = Nie wybiera się regionu: następną bitwę rozpoczyna gracz, który ma znacznik bitwy.
rules-turns-title = Tury
rules-turns-play = Zaczynając od Condottiere i dalej zgodnie z ruchem wskazówek zegara (w lewo), każdy gracz, który nadal bierze udział w bitwie, albo zagrywa z ręki jedną odkrytą kartę do swojej kompanii, albo pasuje.
rules-turns-pass = Gracz, który spasował, nie bierze już udziału w tej bitwie, ale karty w jego kompanii nadal się liczą. Gracz bez kart na ręce musi spasować.
rules-turns-last = Gdy wszyscy pozostali spasują, ostatni gracz może dalej zagrywać karty, po jednej, dopóki sam nie spasuje.
rules-turns-defender = Przewaga obrońcy: gdy region należy do któregoś z graczy, jego właściciel może pasować, nie tracąc prawa do zagrywania kart, dopóki nie zagra pierwszej karty; potem obowiązują zwykłe zasady. Gdy spasują już wszyscy pozostali gracze, kolejne spasowanie właściciela jest ostateczne.
rules-turns-end = Bitwa kończy się, gdy spasują wszyscy gracze, albo natychmiast, gdy ktoś zagra kartę { $surrender }.
rules-turns-end-bishop = Bitwa kończy się, gdy spasują wszyscy gracze, albo natychmiast, gdy ktoś zagra kartę { $surrender } lub kartę { $bishop }.
rules-turns-hidden = Zasada „Zakryte karty” jest włączona: niektóre karty zagrywa się zakryte (zobacz „Zasady opcjonalne”).

rules-strength-title = Siła
rules-strength-intro = Siłę kompanii liczy się, zaczynając od wartości wydrukowanych na kartach jej najemników, w tej kolejności:
rules-strength-bishop = { $bishop }: zaraz po zagraniu odrzuca wszystkie karty najemników o najwyższej wartości ze wszystkich kompanii, także z kompanii graczy, którzy spasowali.
rules-strength-winter = { $winter }: każdy najemnik ma siłę 1.
rules-strength-drummer = { $drummer }: najemnicy w jego kompanii liczą się podwójnie (po 2, gdy w grze jest karta { $winter }).
rules-strength-spring = { $spring }: każdy najemnik o najwyższej wydrukowanej wartości w grze dostaje +3, doliczane już po podwojeniu przez kartę { $drummer } (tych 3 punktów się nie podwaja).
rules-strength-flat = Na koniec karty, które dodają stałą wartość i na które nic z powyższego nie działa: { $list }.
rules-strength-flat-entry = { $card } +{ $value }
rules-strength-seasons = W grze może być naraz tylko jedna pora roku: karta { $winter } odrzuca kartę { $spring }, która jest w grze, a karta { $spring } – kartę { $winter }. Kolejne karty tej samej pory roku nic nie dodają.
rules-strength-example-classic = Przykład: 10, 10, 5, 4, 4, 1, 1 i 1 dają 36; gdy w grze jest karta { $winter } – 8; jeśli w tej kompanii jest też karta { $drummer } – 16.
rules-strength-example-spring = Przykład: najemnicy 2 i 4 z kartą { $drummer }, gdy w grze jest karta { $spring }, a 4 jest najwyższą wartością na stole: (2 + 4) × 2 = 12, plus 3 daje 15.

rules-after-title = Rozstrzyganie bitwy
rules-after-intro = Gdy bitwa się skończy, po kolei:
rules-after-winner = Gracz, który jako jedyny ma najwyższą siłę, wygrywa bitwę: umieszcza w regionie swój znacznik kontroli (w miejsce znacznika dotychczasowego właściciela, jeśli taki był) i bierze znacznik Condottiere.
rules-after-winner-duel = Gracz z wyższą siłą wygrywa bitwę: bierze znacznik kontroli i znacznik bitwy.
rules-after-failed = Bitwa jest nierozstrzygnięta, gdy kilku graczy remisuje z najwyższą siłą albo nikt nie zagrał żadnej karty: nikt nie zdobywa regionu.
rules-after-failed-bishop = Bitwa jest nierozstrzygnięta, gdy kilku graczy remisuje z najwyższą siłą, nikt nie zagrał żadnej karty albo zakończyła ją karta { $bishop }: nikt nie zdobywa regionu.
rules-after-defender = Gdy region miał właściciela, a bitwa jest nierozstrzygnięta, właściciel zachowuje region i bierze znacznik Condottiere.
rules-after-override = Następnie znacznik Condottiere przejmuje gracz, który ma w kompanii najwięcej kart { $card }; jeśli kilku graczy ma ich najwięcej po równo, nic się nie zmienia.
rules-after-victory = Gracz, który kontroluje teraz wystarczająco wiele regionów (zobacz „Cel gry”), wygrywa grę.
rules-after-victory-duel = Gracz, który wygrał już { $count ->
    [one] 1 bitwę
    [few] { $count } bitwy
   *[many] { $count } bitew
}, wygrywa grę.
rules-after-choose-next = Gracz ze znacznikiem Condottiere od razu wybiera region następnej bitwy, zanim kompanie zostaną odrzucone.
rules-after-clear = Wszystkie zagrane karty, łącznie z porą roku, trafiają na stos kart odrzuconych.
rules-after-clear-duel = Wszystkie zagrane karty odpadają z gry i nikt ich już nie ogląda.
rules-after-hand-discard = Gracz, który nie ma na ręce żadnego najemnika, może odrzucić całą rękę, pokazując ją wszystkim; gracze decydują po kolei, zgodnie z ruchem wskazówek zegara, zaczynając od gracza ze znacznikiem Condottiere.
rules-after-draw = Zasada „Dobieranie po bitwie” jest włączona: każdy gracz może teraz dobrać do 3 kart (zobacz „Zasady opcjonalne”); nie ma rund ani odrzucania kart z ręki.
rules-after-refill-duel = Każdy gracz dobiera ze swojej talii z powrotem do { $count ->
    [one] 1 karty
    [few] { $count } kart
   *[many] { $count } kart
}, o ile starczy kart. Pusta talia nie jest odnawiana: gracz, któremu skończyły się karty, musi pasować w każdej kolejnej bitwie.
rules-after-round-example = Na przykład gracz bez kart na ręce, który kontroluje 3 regiony, dostaje { $count ->
    [one] 1 kartę
    [few] { $count } karty
   *[many] { $count } kart
}.
rules-after-next = Gracz ze znacznikiem Condottiere rozpoczyna następną bitwę – nawet jeśli wygrał, zagrywając ostatnią kartę; wtedy może już tylko pasować.
rules-after-next-chosen = Zaczyna się bitwa w wybranym regionie, a rozpoczyna ją gracz ze znacznikiem Condottiere – nawet jeśli wygrał, zagrywając ostatnią kartę; wtedy może już tylko pasować.
rules-after-next-duel = Następną bitwę rozpoczyna gracz, który ma znacznik bitwy.
rules-after-empty-deck = Gdy trzeba dobrać kartę z pustej talii, stos kart odrzuconych zostaje potasowany i tworzy nową talię.

rules-cards-title = Karty
rules-cards-intro = Talia liczy { $count ->
    [one] 1 kartę
    [few] { $count } karty
   *[many] { $count } kart
}:
rules-cards-intro-duel = Każdy gracz ma własną talię, identyczną jak talia przeciwnika; każda liczy { $count ->
    [one] 1 kartę
    [few] { $count } karty
   *[many] { $count } kart
}:
rules-cards-mercenaries = Najemnicy
rules-card-count = { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[many] { $count } kart
}
rules-card-count-duel = { $count ->
    [one] 1 karta w każdej talii
    [few] { $count } karty w każdej talii
   *[many] { $count } kart w każdej talii
}
rules-card-mercenary = Najemnik dodaje do siły swojej kompanii wartość wydrukowaną na karcie (od 1 do 10).
rules-card-face-down = Zasada „Zakryte karty” jest włączona: tę kartę zagrywa się zakrytą.
rules-card-sees-face-up = Zasada „Zakryte karty” jest włączona: działa tylko na odkrytych najemników.
rules-card-scarecrow-any = Weź z powrotem na rękę jednego najemnika z dowolnej kompanii, swojej lub innego gracza, albo nie bierz niczego. Nie można w ten sposób wziąć bohaterki ani innej karty specjalnej.
rules-card-scarecrow-own = Weź z powrotem na rękę jednego najemnika ze swojej kompanii albo nie bierz niczego. Nie można w ten sposób wziąć bohaterki ani innej karty specjalnej.
rules-card-scarecrow-must = Weź z powrotem na rękę jednego najemnika ze swojej kompanii: jeśli jakiś tam jest, musisz go wziąć. Nie można w ten sposób wziąć bohaterki ani innej karty specjalnej.
rules-card-drummer = Najemnicy w twojej kompanii liczą się podwójnie. Zagranie kilku doboszy do tej samej kompanii nic więcej nie daje.
rules-card-heroine = Dodaje 10 do twojej siły. Żadna inna karta jej nie zmienia i żadna kukła nie może jej zabrać.
rules-card-winter = Każdy najemnik w każdej kompanii, także w kompanii gracza, który zagrał tę kartę, ma siłę 1 aż do końca bitwy.
rules-card-winter-replaces = Odrzuca kartę { $spring }, jeśli jest w grze: naraz może działać tylko jedna pora roku.
rules-card-spring = Każdy najemnik o najwyższej wartości w grze dostaje +3; najwyższa wartość może się zmieniać, gdy karty trafiają do gry i z niej znikają. Odrzuca kartę { $winter }, jeśli jest w grze.
rules-card-bishop = Odrzuca wszystkie karty najemników o najwyższej wartości ze wszystkich kompanii (jeśli w grze nie ma żadnego najemnika, nic się nie dzieje).
rules-card-bishop-no-favor = W tej edycji nie ma papieskiej łaski.
rules-card-bishop-favor-stays = Znacznik papieskiej łaski zostaje na miejscu, dopóki nie przeniesie go następna karta { $bishop }, i nigdy nie trafia do regionu, o który toczy się bitwa.
rules-card-bishop-favor-anywhere = Zasada „Odbijanie regionów” jest włączona: znacznik papieskiej łaski można umieścić w dowolnym regionie, kontrolowanym lub nie, albo zdjąć z planszy.
rules-card-classic-bishop = Bitwa natychmiast się kończy bez zwycięzcy: siły się nie porównuje, a znacznik Condottiere przechodzi tak jak po każdej nierozstrzygniętej bitwie.
rules-card-classic-bishop-owner = Region, który miał właściciela, nadal do niego należy, a właściciel bierze znacznik Condottiere.
rules-card-surrender = Bitwa natychmiast się kończy, a siły porównuje się jak zwykle.
rules-card-surrender-owner = Obrońca, który nie zagrał jeszcze żadnej karty, nie dostaje już szansy, by to zrobić.
rules-card-courtesan = Dodaje 1 do twojej siły. Po bitwie znacznik Condottiere bierze gracz, który ma najwięcej kurtyzan, chyba że kilku graczy ma ich najwięcej po równo.
rules-card-spy = Dodaje 1 do twojej siły. Po bitwie znacznik Condottiere bierze gracz, który ma najwięcej szpiegów, chyba że kilku graczy ma ich najwięcej po równo.

rules-variants-title = Zasady opcjonalne
rules-variants-intro = Te zasady opcjonalne można włączyć dla tej edycji w ustawieniach gry.
rules-variant-on = włączona
rules-variant-off = wyłączona
rules-variant-name-draw-after-battle = Dobieranie po bitwie
rules-variant-name-campaign = Gra na punkty
rules-variant-name-bigger-kingdoms = Większe królestwa
rules-variant-name-capture = Odbijanie regionów
rules-variant-name-hidden-cards = Zakryte karty
rules-opt-draw-after-battle = Na początku gry każdy gracz dostaje 7 kart. Po każdej bitwie każdy może dobrać do 3 kart – ile, decyduje sam – ale nigdy ponad limit 10 kart plus 1 za każdy kontrolowany region. Jeśli nikt nie ma już kart, wszyscy dobierają po 10. Nie ma rund ani odrzucania kart z ręki.
rules-opt-campaign = Rozgrywa się kilka partii z rzędu, do { $target ->
    [one] 1 punktu
    [few] { $target } punktów
   *[many] { $target } punktów
}. Na koniec każdej partii każdy gracz dostaje 1 punkt za każdy kontrolowany region, a zwycięstwo dzięki regionom sąsiadującym ze sobą daje 5 punktów więcej. Każda nowa partia zaczyna się na pustej mapie, a znacznik Condottiere zostaje u gracza, który go ma.
rules-opt-campaign-end-final = Gdy ktoś zdobędzie co najmniej { $target ->
    [one] 1 punkt
    [few] { $target } punkty
   *[many] { $target } punktów
}, wygrywa gracz z najlepszym wynikiem; remis rozstrzyga ostateczna bitwa.
rules-opt-campaign-end-shared = Gdy ktoś zdobędzie co najmniej { $target ->
    [one] 1 punkt
    [few] { $target } punkty
   *[many] { $target } punktów
}, wygrywa gracz z najlepszym wynikiem; remisujący gracze dzielą się zwycięstwem.
rules-opt-bigger-kingdoms = Do zwycięstwa potrzeba o jeden region sąsiadujący więcej: na przykład zamiast { $from ->
    [one] 1 sąsiadującego regionu
    [few] { $from } sąsiadujących regionów
   *[many] { $from } sąsiadujących regionów
} trzeba mieć { $to }.
rules-opt-bigger-kingdoms-total = Liczba dowolnych regionów potrzebna do zwycięstwa się nie zmienia.
rules-opt-capture = Do bitwy można też wybrać region kontrolowany przez innego gracza, a jego właściciel ma przewagę obrońcy (zobacz „Tury”); gdy bitwa jest nierozstrzygnięta, właściciel zachowuje region i bierze znacznik Condottiere.
rules-opt-capture-favor = Kto zagra kartę { $bishop }, może umieścić znacznik papieskiej łaski w dowolnym regionie, kontrolowanym lub nie (nigdy w tym, o który toczy się bitwa), albo zdjąć go z planszy.
rules-opt-hidden-cards = Te karty zagrywa się zakryte: { $cards }. Zagranie kolejnej karty odkrywa twoją zakrytą kartę, więc w kompanii nigdy nie ma więcej niż jednej zakrytej; gdy pasujesz, możesz ją odkryć albo zostawić zakrytą.
rules-opt-hidden-cards-strength = Ogłaszana siła uwzględnia tylko odkryte karty. Gdy bitwa się kończy – także przez kartę { $surrender } – wszystkie karty zostają odkryte, zanim porówna się siły.
rules-opt-hidden-cards-reach = Karta { $scarecrow } działa tylko na odkrytych najemników.
rules-opt-hidden-cards-reach-bishop = Karty { $scarecrow } i { $bishop } działają tylko na odkrytych najemników.

rules-end-title = Koniec gry
rules-end-victory = Gra kończy się, gdy tylko po bitwie któryś z graczy kontroluje wystarczająco wiele regionów (zobacz „Cel gry”).
rules-end-no-region-when = Nie zostaje żaden wolny region, gdy wszystkie regiony są kontrolowane albo w jedynym niekontrolowanym regionie leży znacznik papieskiej łaski.
rules-end-no-region-when-plain = Nie zostaje żaden wolny region, gdy wszystkie regiony są kontrolowane.
rules-end-no-region-never = Można atakować regiony kontrolowane przez innych graczy, więc zawsze zostaje jakiś region do zdobycia.
rules-end-final-battle = Ostateczna bitwa: biorą w niej udział tylko remisujący gracze. Odrzucają karty z ręki, wszystkie karty zostają potasowane i każdy z nich dostaje 10 kart plus { $per-region } za każdy kontrolowany region. Rozpoczyna ją gracz ze znacznikiem Condottiere, a jeśli nie bierze w niej udziału – najbliższy remisujący gracz po jego lewej stronie. Zwycięzca tej bitwy wygrywa grę; remis w niej oznacza wspólne zwycięstwo.
rules-end-favor = Jeśli żaden region nie jest wolny, gdy po zagraniu karty { $bishop } trzeba umieścić znacznik papieskiej łaski, znacznik schodzi z planszy do czasu zagrania następnej karty { $bishop }.
rules-end-campaign = Zasada „Gra na punkty” jest włączona: na koniec partii gracze dostają punkty, a kolejne partie rozgrywa się, dopóki ktoś nie zdobędzie { $target ->
    [one] 1 punktu
    [few] { $target } punktów
   *[many] { $target } punktów
} (zobacz „Zasady opcjonalne”).
rules-end-duel = Grę wygrywa gracz, który pierwszy wygra { $count ->
    [one] 1 bitwę
    [few] { $count } bitwy
   *[many] { $count } bitew
}. Gdy obu graczom skończą się karty, na ręce i w talii, wygrywa ten, kto wygrał więcej bitew; przy równej liczbie jest remis.

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
share-after-game = Linki do tej gry pojawią się po jej zakończeniu, żeby żaden gracz nie mógł podejrzeć cudzej ręki.
share-record-shows-hands = Link do zapisu odtwarza grę z odkrytymi kartami wszystkich graczy.
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
error-no-undo = Nie masz teraz żadnego ruchu, który można cofnąć.

## Your record (statistics against the AI)
# $edition to nazwa edycji (preset-…); $opponents to jedna z wiadomości stats-against-…,
# w celowniku, bo w zdaniach stoi po „przeciwko” („przeciwko łatwej SI”).

stats-title = Twoje wyniki
stats-empty = Nie ma jeszcze żadnych wyników. Trafia tu każda ukończona gra przeciwko SI z jednym graczem-człowiekiem.
stats-group-title = { $edition }, przeciwko { $opponents }
stats-against-easy = łatwej SI
stats-against-rule = solidnej SI
stats-against-normal = normalnej SI
stats-against-hard = trudnej SI
stats-against-expert = SI na poziomie eksperta
stats-against-mixed = SI na różnych poziomach
stats-games = Gry
stats-wins = Wygrane
stats-shared = Wspólne zwycięstwa
stats-share = Odsetek wygranych
stats-share-value = { $percent }%
stats-share-none = jeszcze brak
stats-streak = Wygrane z rzędu
stats-best = Najlepsza seria
stats-recent = { $count ->
    [one] Ostatni wynik
    [few] Ostatnie { $count } wyniki, od najnowszego
   *[many] Ostatnich { $count } wyników, od najnowszego
}
stats-result-win = Wygrana
stats-result-loss = Przegrana
stats-result-shared = Wspólne zwycięstwo
stats-result-entry = { $result }, { $date }
stats-result-uncounted = { $result }, { $date }, nie liczy się: { $marks }
stats-mark-replay = kontynuowana z powtórki
stats-mark-import = zaimportowana z pliku
stats-mark-taken-back = { $count ->
    [one] cofnięty ruch
    [few] { $count } cofnięte ruchy
   *[many] { $count } cofniętych ruchów
}
stats-legend = ✓ wygrana · ✗ przegrana · ½ wspólne zwycięstwo · linia przerywana: nie liczy się
stats-rules = Zapisywane są tylko gry z jednym graczem-człowiekiem. Wspólne zwycięstwo liczy się jako gra, ale nie jako wygrana, i przerywa serię. Gry kontynuowane z powtórki, zaimportowane z pliku albo z cofniętym ruchem są na liście, ale nie liczą się do wyników.
stats-reset = Wyzeruj wyniki
stats-reset-question = Usunąć wszystkie twoje wyniki? Tego nie da się cofnąć.
stats-reset-yes = Usuń wyniki
stats-reset-no = Zachowaj
stats-reset-done = Twoje wyniki zostały wyzerowane.
stats-aside = { $count ->
    [one] Uszkodzony zapis wyników jest przechowywany osobno w tej przeglądarce.
    [few] { $count } uszkodzone zapisy wyników są przechowywane osobno w tej przeglądarce.
   *[many] { $count } uszkodzonych zapisów wyników jest przechowywanych osobno w tej przeglądarce.
}
stats-aside-delete = { $count ->
    [one] Usuń uszkodzony zapis
    [few] Usuń uszkodzone zapisy
   *[many] Usuń uszkodzone zapisy
}
stats-error-unreadable = Nie udało się odczytać twoich wyników ({ $reason }), więc zaczyna się nowy zapis wyników. Uszkodzony tekst jest przechowywany osobno w pamięci tej przeglądarki pod kluczem „{ $key }”.
stats-error-unreadable-kept = Nie udało się odczytać twoich wyników ({ $reason }) ani przenieść ich w bezpieczne miejsce, więc zostają bez zmian, a na razie żadne gry nie są zapisywane.
stats-error-not-json = zapis nie ma formatu wyników
stats-error-no-version = zapis nie ma numeru wersji
stats-error-damaged = zawartość zapisu jest uszkodzona
stats-error-newer = Twoje wyniki zapisała nowsza wersja gry (format { $version }). Pozostają nietknięte, a gry nie będą zapisywane, dopóki ta strona nie zostanie zaktualizowana.
stats-error-save = Nie udało się zapisać twoich wyników: { $reason }.
stats-over-streak = { $count ->
    [1] Wygrana przeciwko { $opponents } ({ $edition }): zaczyna się nowa seria.
    [one] { $count } wygrana z rzędu przeciwko { $opponents } ({ $edition })!
    [few] { $count } wygrane z rzędu przeciwko { $opponents } ({ $edition })!
   *[many] { $count } wygranych z rzędu przeciwko { $opponents } ({ $edition })!
}
stats-over-shared = Wspólne zwycięstwo przeciwko { $opponents } ({ $edition }): liczy się jako gra, ale nie jako wygrana, a twoja seria zaczyna się od nowa.
stats-over-loss = Przeciwko { $opponents } ({ $edition }) wygrane gry: { $wins } z { $games }.
stats-over-not-counted = Ta gra jest w twoich wynikach, ale się nie liczy: { $marks }.

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
why-search = { $count ->
    [one] Po 1 symulowanej grze szacuje swoją szansę na wygraną: { $percent }%.
    [few] Po { $count } symulowanych grach szacuje swoją szansę na wygraną: { $percent }%.
   *[many] Po { $count } symulowanych grach szacuje swoją szansę na wygraną: { $percent }%.
}
why-search-rather = Jej szacunki szansy na wygraną: { $moves }.

## Learn to play (a guided first game on a prepared deal)
# $you, $opponent1 i $opponent2 to imiona graczy; $card, $card1, $card2 to nazwy kart;
# $region i $won to nazwy regionów; $strength (siła uczącego się), $strength1, $strength2
# i $best (lepsza z dwóch pozostałych) to siły; $value to wartość wydrukowana na najemniku.
# Trener mówi do gracza na „ty”; bez form rodzajowych (czas teraźniejszy, „gracze …”).

learn-title = Nauka gry
learn-step-count = Krok { $number } z { $total }
learn-next = Dalej
learn-leave = Zakończ lekcję
learn-start = Naucz się grać
learn-dismiss = Nie teraz
learn-invite-title = Pierwszy raz grasz w Condottiere?
learn-invite-text = Naucz się grać w grze z przewodnikiem przeciwko dwóm przeciwnikom: trener krok po kroku pokaże ci działanie każdej karty, którą zagrywasz. Zajmie to około pięciu minut.
learn-offer-text = Pierwsza gra z przewodnikiem, krok po kroku.
learn-step-region = Grasz jako { $you } przeciwko graczom { $opponent1 } i { $opponent2 }. Masz znacznik Condottiere, więc to ty wybierasz, gdzie rozegra się pierwsza bitwa. Wybierz na mapie region { $region }.
learn-step-mercenary = Najemnicy to twoja armia: każdy ma siłę równą liczbie na karcie. Zacznij od słabego i zobacz, jak odpowiedzą inni: zagraj kartę { $card }.
learn-step-drummer = Przeciwnicy odpowiedzieli najemnikami 10. Karta { $card } podwaja każdego najemnika w twojej kompanii, także tych, których zagrasz po niej. Zagraj kartę { $card }.
learn-step-mercenary-10 = Z doboszem twoja kompania ma siłę { $strength }. Teraz zagraj kartę { $card }: po podwojeniu będzie miała siłę 20.
learn-step-winter = { $opponent1 } cię dogania: ma już { $strength1 }, ty masz { $strength }, a mogą nadejść kolejni silni najemnicy. Karta { $card } sprawia, że każdy najemnik w każdej kompanii ma siłę 1; twój dobosz nadal podwaja twoich. Zagraj kartę { $card }.
learn-step-breakdown = Gracze { $opponent1 } i { $opponent2 } spasowali: nie biorą już udziału w tej bitwie, ale ich kompanie nadal się liczą. Liczba przy twojej kompanii to twoja siła: rozwiń ją i zobacz, skąd się bierze wynik { $strength }.
learn-step-winter-ones = Wszyscy pozostali spasowali, więc możesz grać dalej w pojedynkę, jak długo chcesz. Zimą najemnik 1 jest wart tyle samo co 10: zagraj kartę { $card }…
learn-step-scarecrow = …a teraz kartę { $card }: pozwala ci wziąć z powrotem na rękę najemnika ze swojej kompanii. Zagraj ją, żeby zachować najemnika 10 na bitwę, w której będzie miał siłę 10.
learn-step-take-back = Wybierz najemnika, którego kukła zabierze z powrotem na rękę: { $card }.
learn-step-pass = Nadal prowadzisz, { $strength } do { $best }. Spasuj: gdy spasują wszyscy, bitwa się kończy, a region zdobywa najsilniejsza kompania.
learn-step-decided = Bitwa skończona. Siła: ty { $strength }, { $opponent1 } { $strength1 }, { $opponent2 } { $strength2 }. Wygrywa gracz, który jako jedyny ma najwyższą siłę: region { $won } jest twój i ma teraz na mapie twój kolor, a ty zachowujesz znacznik Condottiere. Przy remisie nikt nie zdobywa regionu.
learn-step-next-region = Wygrana bitwa daje ci prawo, by od razu wybrać region następnej bitwy. Regiony, które się stykają, tworzą królestwo: przy trzech graczach do zwycięstwa wystarczą 4 regiony sąsiadujące ze sobą albo 6 dowolnych. Wybierz region { $region }, sąsiadujący z regionem { $won }.
learn-step-second-battle = Nowa bitwa i to ty ją zaczynasz. Zagraj kartę { $card }.
learn-step-bishop = Karta { $card } odrzuca wszystkich najemników o wartości { $value } w grze, ze wszystkich kompanii, a potem pozwala ci umieścić znacznik papieskiej łaski. Zagraj kartę { $card }.
learn-step-favor = Umieść znacznik papieskiej łaski: o region, w którym leży, nie może się toczyć żadna bitwa. Połóż go w regionie { $region }.
learn-step-pass-again = Zachowaj najlepsze karty na kolejne bitwy: spasuj teraz i niech { $opponent1 } i { $opponent2 } zużyją swoje w walce o region { $region }.
learn-step-round-end = Gracze { $opponent1 } i { $opponent2 } grali dalej, a potem odrzucili ręce, na których nie było żadnego najemnika. Gdy karty ma już najwyżej jeden gracz, runda się kończy. Tym graczem jesteś ty: możesz zachować do 2 kart, reszta wraca do talii, a każdy dobiera do 10 kart plus 1 za każdy kontrolowany region.
learn-step-keep = Zachowaj karty { $card1 } i { $card2 }: wybierz obie, a potem naciśnij „Potwierdź”.
learn-done-title = Teraz twoja gra
learn-done = To już cała gra: wygrywaj bitwy, buduj królestwo. Teraz grasz na własną rękę przeciwko łatwej SI, a przycisk „Podpowiedź” zaproponuje ci ruch, kiedy tylko zechcesz. Powodzenia!
learn-declined-card = Dobra myśl, ale na razie zachowaj kartę { $tried }: ten krok pokazuje, jak działa karta { $expected }. Wypróbuj ją – jest zaznaczona na stole.
learn-declined-move = Ruch „{ $tried }” przyda się w twoich własnych grach, w których każdy dozwolony ruch zależy od ciebie. W tej lekcji każdy ruch jest przygotowany tak, żeby pokazać ci działanie każdej karty: w tym kroku chodzi o ruch „{ $expected }”.

## Review
# The review of a finished game: its analysis and its screen. $move counts the
# record's moves from 1; $name, $mover: players' names; $action, $played, $best, $other1,
# $other2: actions as the chronicle names them; $from, $to, $chance, $chance-best,
# $chance1, $chance2: whole percents; $trend is "up" or "down"; $number counts battles.

review-battle-region = bitwa o region { $region }
review-battle-final = ostateczna bitwa
review-battle-duel = bitwa { $number }
review-battle-none = przed pierwszą bitwą
review-turning-point = Ruch { $move }, { $battle }: { $mover } — { $action }. Szansa gracza { $name } { $trend ->
    [up] wzrosła
   *[down] spadła
} z { $from }% do { $to }%.
review-verdict-best = Najlepszy ruch
review-verdict-good = Dobry ruch
review-verdict-inaccuracy = Niedokładność
review-verdict-mistake = Błąd
review-verdict-blunder = Poważny błąd
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%) zamiast { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%) zamiast { $other1 } ({ $chance1 }%) lub { $other2 } ({ $chance2 }%)
review-decision = Ruch { $move }, { $name }: { $played } ({ $chance }%); najlepszy znaleziony: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = Ruch { $move }, { $name }: { $played } ({ $chance }%), najlepszy znaleziony ruch.
review-error-not-a-record = To nie jest zapis gry.
review-error-setup = Zasady lub miejsca w tym zapisie nie tworzą gry, którą ta wersja potrafi rozdać.
review-error-illegal = Ruchu { $move } z zapisu nie da się wykonać w tej sytuacji: zapis jest uszkodzony albo pochodzi z innej wersji.
review-error-unfinished = Gra w tym zapisie nie jest skończona: omówić można tylko skończoną grę.
review-open = Przeanalizuj partię
review-title = Analiza partii
review-unavailable = Nie udało się wczytać analizy: połącz się raz z internetem i spróbuj ponownie.
review-back = Wróć
review-working = Analiza partii…
review-cancel = Anuluj
review-cancelled = Analizę anulowano.
review-failed = Analiza została przerwana: ta przeglądarka nie mogła jej przeprowadzić.
review-again = Analizuj ponownie
review-point = Ruch { $move }, { $battle }: { $mover } — { $action }.
review-deal = Rozdanie
review-chart-title = Szansa na zwycięstwo po każdym ruchu
review-chart-help = Wybierz ruch strzałkami lub wskaźnikiem (Page Up i Page Down o bitwę); wybierz go ponownie albo naciśnij Enter, by zobaczyć powtórkę.
review-table-move = Ruch
review-open-replay = Powtórka ruchu { $move }
review-back-to-review = Wróć do analizy
review-turning-title = Punkty zwrotne
review-decisions-title = Ocenione decyzje
review-verdict-scale = Ocena z tego, co gracz mógł widzieć, po szansie na zwycięstwo oddanej wobec najlepszego znalezionego ruchu: dobry ruch do { $good } punktów, niedokładność do { $inaccuracy }, błąd do { $mistake }, poważny błąd powyżej.
review-summary = { $name }: dokładność { $accuracy }% w { $count ->
    [one] jednej decyzji
    [few] { $count } decyzjach
   *[many] { $count } decyzjach
}.
review-none-judged = Brak decyzji gracza-człowieka do oceny.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Zamknij
sound-label = Dźwięk

# Condottiere: the texts the page's own screens do not need, in Polish: the rules page,
# the lesson's coach, the review of a game, the puzzles, a record's replay, and the
# screens' module's custom game, saved games, record and daily calendar. They are
# fetched when one of those opens first (the service worker keeps them for offline play);
# condottiere.ftl has the rest. Which file a message belongs in follows from its id
# (crates/i18n, `Part::of` and its exceptions); `cargo test -p i18n` names any message
# in the wrong file.

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

## Learn to play (a guided first game on a prepared deal)
# $you, $opponent1 i $opponent2 to imiona graczy; $card, $card1, $card2 to nazwy kart;
# $region i $won to nazwy regionów; $strength (siła uczącego się), $strength1, $strength2
# i $best (lepsza z dwóch pozostałych) to siły; $value to wartość wydrukowana na najemniku.
# Trener mówi do gracza na „ty”; bez form rodzajowych (czas teraźniejszy, „gracze …”).

learn-title = Nauka gry
learn-step-count = Krok { $number } z { $total }
learn-next = Dalej
learn-leave = Zakończ lekcję
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
# The review of a finished game (its analysis; the screen comes later). $move counts the
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
review-decision = Ruch { $move }, { $name }: { $played } ({ $chance }%); najlepszy znaleziony: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = Ruch { $move }, { $name }: { $played } ({ $chance }%), najlepszy znaleziony ruch.
review-error-not-a-record = To nie jest zapis gry.
review-error-setup = Zasady lub miejsca w tym zapisie nie tworzą gry, którą ta wersja potrafi rozdać.
review-error-illegal = Ruchu { $move } z zapisu nie da się wykonać w tej sytuacji: zapis jest uszkodzony albo pochodzi z innej wersji.
review-error-unfinished = Gra w tym zapisie nie jest skończona: omówić można tylko skończoną grę.
review-error-seat-kind = Miejsce { $number } w zapisie gry nie jest ani „human”, ani poziomem SI: „{ $kind }”.
review-title = Analiza partii
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

## Replays (a record link's game, step by step)

replay-title = Powtórka
replay-back = ◀ Wstecz
replay-start = « Początek
replay-end = Koniec »
replay-forward = Dalej ▶
replay-position = Ruch { $step } z { $total }
replay-jump = Przejdź do bitwy
replay-battle = { $number }. { $region }
replay-continue = Graj dalej stąd
replay-as-seat = Gra jeszcze trwa: odtwarzana jest tak, jak widzi ją { $name }, bez cudzych kart.
replay-public = Gra jeszcze trwa: odtwarzana jest tak, jak widzi ją cały stół, bez żadnych kart na ręku.

## Game states read from a file (the command line's apply; seats are numbered from 0 there)

state-error-seat = stan gry wskazuje miejsce { $seat }, a jego miejsca mają numery od 0 do { $last }
state-error-unseated = miejsca { $seat } nie ma przy stole, a mimo to ma karty lub punkty
state-error-decks = talie nie pasują do edycji: w pojedynku każdy gracz ma własną talię i nie ma wspólnej, w pozostałych edycjach jest jedna wspólna talia
state-error-cards = karty nie tworzą talii tej edycji: { $found } × { $card }, a talia ma { $expected }
state-error-own-cards = własne karty miejsca { $seat } nie tworzą całej talii pojedynku: { $found } × { $card }, a talia ma { $expected }
state-error-known = karty, które wszyscy widzieli, jak miejsce { $seat } bierze z powrotem, nie są na jego ręce
state-error-face-down = w kompanii miejsca { $seat } leży zakryta karta, na którą zasady nie pozwalają
state-error-season = pora roku w grze nie zgadza się z kartami pór roku w kompaniach
state-error-board = papieska łaska albo właściciel regionu jest tam, gdzie zasady go nie dopuszczają
state-error-counters = któryś licznik jest poza zakresem (runda, gra na punkty, odmowy, wygrane bitwy albo krok po bitwie)
state-error-phase = faza gry nie pasuje do reszty stanu

## Puzzles
# Zagadka bitewna: pozycja w bitwie, cel w jednym zdaniu i udowodnione rozwiązanie.
# $region to nazwa regionu; $name imię gracza; $card nazwa karty; $number numer miejsca
# od 1; $moves zdania z kolejnymi ruchami; $kept i $best liczby kart (lub siła); $count
# i $expected liczby znaków; $character jeden znak kodu.

puzzle-player = Gracz { $number }
puzzle-difficulty-easy = Łatwa
puzzle-difficulty-medium = Średnia
puzzle-difficulty-hard = Trudna
puzzle-goal-win = Wygraj bitwę o region { $region }.
puzzle-goal-win-duel = Wygraj tę bitwę.
puzzle-goal-keep-cards = Wygraj bitwę o region { $region }, zachowując na ręce jak najwięcej kart.
puzzle-goal-keep-cards-duel = Wygraj tę bitwę, zachowując na ręce jak najwięcej kart.
puzzle-goal-keep-strength = Wygraj bitwę o region { $region }, zachowując na ręce jak największą siłę.
puzzle-goal-keep-strength-duel = Wygraj tę bitwę, zachowując na ręce jak największą siłę.
puzzle-goal-stop = Nie pozwól, by bitwę o region { $region } wygrał gracz { $name }.
puzzle-goal-stop-duel = Nie pozwól, by tę bitwę wygrał gracz { $name }.
puzzle-goal-kingdom = Zdobądź region { $region }: dopełnia twoje królestwo i daje ci zwycięstwo w grze.
puzzle-goal-kingdom-duel = Wygraj tę bitwę: trzecia wygrana bitwa daje ci zwycięstwo w grze.
puzzle-strength-note = Siła na ręce: każdy najemnik liczy się według swojej wartości, bohaterka 10, kurtyzana lub szpieg 1, każda inna karta 0. Najemnik zabrany z powrotem przez kukłę znów jest na twojej ręce.
puzzle-you-play = Zagrywasz kartę { $card }.
puzzle-you-pass = Pasujesz.
puzzle-you-wait = Czekasz (obrońca może jeszcze zagrać).
puzzle-you-take = Kukła: bierzesz z powrotem na rękę kartę { $card }.
puzzle-you-take-from = Kukła: zabierasz kartę { $card } z kompanii gracza { $name }.
puzzle-you-take-nothing = Kukła: niczego nie zabierasz.
puzzle-take-yours = Kukła: { $name } zabiera kartę { $card } z twojej kompanii.
puzzle-you-favor = Umieszczasz znacznik papieskiej łaski, gdzie chcesz.
puzzle-favor = { $name } umieszcza znacznik papieskiej łaski.
puzzle-solution = Rozwiązanie: { $moves }
puzzle-then-pass = Potem pasujesz: cel jest osiągnięty.
puzzle-end-you = Wygrywasz bitwę.
puzzle-end-other = Bitwę wygrywa { $name }.
puzzle-end-nobody = Nikt nie wygrywa bitwy.
puzzle-failed-missed = Po tym ruchu cel jest już nieosiągalny.
puzzle-failed-cards = Wciąż możesz wygrać, ale skończysz bitwę najwyżej z { $kept ->
    [one] 1 kartą
    [few] { $kept } kartami
   *[many] { $kept } kartami
} na ręce, a można było z { $best }.
puzzle-failed-strength = Wciąż możesz wygrać, ale skończysz bitwę z siłą na ręce najwyżej { $kept }, a można było { $best }.
puzzle-hint = Pomyśl o tej karcie: { $card }.
puzzle-code-length = Kod zagadki ma { $expected } znaków, a nie { $count }.
puzzle-code-character = Znak „{ $character }” nie może wystąpić w kodzie zagadki.
puzzle-code-typo = W tym kodzie zagadki jest literówka.
puzzle-code-none = Żadna zagadka nie ma tego kodu.

## Puzzles on screen
# $count, $best: numbers of puzzles; $code: a puzzle's code; $difficulty: a difficulty's
# name; $name: a player's name; $cards: a list of cards' names.
puzzle-title = Zagadki bitewne
puzzle-intro = Bitwa, w której znane jest wszystko, co ważne, i cel w jednym zdaniu. Rozegraj ją na stole; liczy się tylko najlepsza droga.
puzzle-solved-count = { $count ->
    [one] 1 rozwiązana zagadka
    [few] { $count } rozwiązane zagadki
   *[many] { $count } rozwiązanych zagadek
}
puzzle-streak = Seria: { $count } (najlepsza: { $best })
puzzle-daily = Zagadka dnia
puzzle-loading = Przygotowuję zagadkę…
puzzle-unavailable = Nie udało się przygotować zagadki: pomocnik gry nie odpowiedział.
puzzle-to-setup = Wróć do ustawień gry
puzzle-list = Wszystkie zagadki
puzzle-heading = Zagadka { $code } · { $difficulty }
puzzle-hand-of = { $name } ma w ręce: { $cards }.
puzzle-hand-empty = żadnych kart
puzzle-state-playing = Twój ruch.
puzzle-state-waiting = Pozostali odpowiadają…
puzzle-state-solved = Rozwiązana: cel osiągnięty najlepszą drogą.
puzzle-state-failed = Tym razem nie.
puzzle-hint-button = Podpowiedź
puzzle-retry = Spróbuj ponownie
puzzle-next = Następna zagadka
puzzle-error-unreadable = Nie udało się odczytać twoich wyników zagadek ({ $reason }), więc zaczynają się od nowa. Uszkodzoną kopię odłożono w tej przeglądarce; nic nie przepadło.
puzzle-error-unreadable-kept = Nie udało się odczytać twoich wyników zagadek ({ $reason }) ani przenieść ich w bezpieczne miejsce, więc zostają bez zmian, a na razie żadne zagadki nie są zapisywane.
puzzle-error-newer = Twoje wyniki zagadek zapisała nowsza wersja gry (format { $version }): zostają nietknięte i nic nie będzie zapisywane, dopóki ta strona się nie zaktualizuje.
puzzle-error-save = Nie udało się zapisać twoich wyników zagadek: { $reason }.

## The custom game, the saved games, the record and the daily calendar (the screens' module)

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
setup-friend = Przyjaciel, na swoim urządzeniu
setup-first = Pierwszy Condottiere
setup-first-random = Losowo
setup-seed = Ziarno
setup-seed-hint = To samo ziarno rozdaje te same karty na każdym urządzeniu.
setup-seed-invalid = „{ $value }” to nie jest ziarno: użyj samych cyfr. To samo ziarno rozdaje te same karty na każdym urządzeniu.
setup-new-seed = Nowe ziarno
setup-pace = Tempo SI
setup-start = Graj
setup-rules = Zasady tej edycji
setup-invalid = Nie można przygotować tej gry: { $reason }
rules-link = Zasady: { $rule }
saves-none = Nie ma jeszcze zapisanych gier: każda gra zapisuje się po każdym ruchu.
saves-export = Eksportuj
saves-delete = Usuń
saves-deleted = Gra została usunięta: przez tydzień można ją przywrócić poniżej.
saves-undo-delete = Cofnij
saves-undeleted = Gra wróciła na listę.
saves-deleted-title = Ostatnio usunięte
saves-deleted-hint = Usuniętą grę można przywrócić przez tydzień; potem znika na dobre.
saves-deleted-at = usunięta { $date }
saves-import = Importuj zapisaną grę (.json)
saves-imported = Zapisana gra została zaimportowana.
saves-import-failed = Nie udało się zaimportować tego pliku: { $reason }. Nic nie zostało zmienione.
saves-unreadable = Nie udało się odczytać jednej z zapisanych gier ({ $reason }).
saves-unreadable-others = { $count ->
    [one] Pozostała zapisana gra jest w porządku.
    [few] Pozostałe { $count } zapisane gry są w porządku.
   *[many] Pozostałe { $count } zapisanych gier jest w porządku.
}
saves-finished = zakończona
saves-in-progress = w toku
saves-progress = { $battles ->
    [one] 1 bitwa
    [few] { $battles } bitwy
   *[many] { $battles } bitew
} · { $regions }
stats-empty = Nie ma jeszcze żadnych wyników. Trafia tu każda ukończona gra przeciwko SI z jednym graczem-człowiekiem.
stats-group-title = { $edition }, przeciwko { $opponents }
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
daily-intro = Jedno rozdanie dziennie, takie samo dla wszystkich: porównaj wynik ze znajomymi. Twoim wynikiem dnia jest pierwsza gra w jego rozdanie rozpoczęta tutaj tego dnia, gdy ukończysz ją tego samego dnia; każda inna gra w to rozdanie to trening.
daily-practice-note = Trening: ta gra nie zmienia twoich wyników rozdań dnia.
daily-settings = { $edition } · czterech graczy · ty przeciw trzem normalnym SI
daily-start-practice = Graj jako trening
daily-continue = Kontynuuj grę dnia
daily-continue-note = Gra dnia została tu rozpoczęta i jeszcze się nie skończyła: toczy się dalej od miejsca, w którym została przerwana, a jej wynik będzie wynikiem dnia.
daily-start-again = Zagraj jeszcze raz (trening)
daily-back = Wróć
daily-record-title = Rozdanie dnia
daily-streak = Dni z rzędu
daily-best = Najlepsza seria
daily-calendar = Ostatnie cztery tygodnie
daily-calendar-hint = Wybierz dzień, aby zagrać jego rozdanie; miniony dzień to trening.
daily-day-win = { $date }: wygrana
daily-day-loss = { $date }: bez wygranej
daily-day-shared = { $date }: wspólne zwycięstwo
daily-day-practice = { $date }: tylko trening
daily-day-missed = { $date }: nie zagrano
daily-day-today = { $date }: dziś, jeszcze do zagrania
daily-legend = ✓ wygrana · ✗ bez wygranej · ½ wspólne · • tylko trening
daily-rules = Dzień się liczy, gdy ukończysz grę dnia (pierwszą rozdaną tutaj) tego samego dnia, z wygraną lub bez; każdy kolejny dzień przedłuża serię, opuszczony dzień ją kończy.

## Moved with their screens to the screens' module
link-deal-loaded = To rozdanie pochodzi z linku: naciśnij „Graj”, a dostaniesz te same karty.
link-bad-title = Nie można otworzyć tego linku
link-error-not-base64 = link zawiera znaki, których nie ma w żadnym kodzie gry
link-error-too-short = link jest ucięty
link-error-checksum = link został po drodze zmieniony albo ucięty (suma kontrolna się nie zgadza)
link-error-kind = to nie jest kod gry Condottiere
link-error-version = ten kod gry pochodzi z nowszej wersji aplikacji
link-error-invalid = kod gry opisuje grę, której nie da się przygotować
link-error-action = ruch nr { $number } z zapisu jest w tej grze niemożliwy
stats-against-easy = łatwej SI
stats-against-rule = solidnej SI
stats-against-normal = normalnej SI
stats-against-hard = trudnej SI
stats-against-expert = SI na poziomie eksperta
stats-against-mixed = SI na różnych poziomach
stats-mark-replay = kontynuowana z powtórki
stats-mark-import = zaimportowana z pliku
stats-mark-taken-back = { $count ->
    [one] cofnięty ruch
    [few] { $count } cofnięte ruchy
   *[many] { $count } cofniętych ruchów
}
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
daily-title = Rozdanie dnia
daily-deal-of = Rozdanie z { $date }
daily-start = Graj to rozdanie
daily-error-format = „{ $date }” to nie data: link do rozdania dnia kończy się datą w postaci RRRR-MM-DD.
daily-error-year = „{ $date }”: rozdania dnia nie sięgają przed rok 1970.
daily-error-month = „{ $date }” to nie data: nie ma takiego miesiąca.
daily-error-day = „{ $date }” to nie data: ten miesiąc nie ma takiego dnia.
daily-error-future = Rozdanie z { $date } jeszcze nie wyszło: wróć tego dnia.
daily-outcome-win = wygrana
daily-outcome-loss = bez wygranej
daily-outcome-shared = wspólne zwycięstwo
daily-share-title = Condottiere, rozdanie dnia { $date }: { $outcome }
daily-share-practice = Condottiere, rozdanie dnia { $date } (trening): { $outcome }
daily-share-figures = regiony { $regions } · wygrane bitwy { $battles } · cofnięte ruchy { $takebacks }
daily-result-counted = Twój wynik z { $date } trafił do twoich wyników.
daily-result-practice = Trening: twój wynik z { $date } się nie zmienia.
daily-share = Skopiuj wynik
daily-copied = Skopiowano: wklej go znajomym.
daily-copy-failed = Kopiowanie odrzucone: tekst jest zaznaczony, skopiuj go klawiaturą lub z menu.
daily-error-save = Nie udało się zapisać twoich wyników rozdań dnia: { $reason }.
review-open = Przeanalizuj partię
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%) zamiast { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%) zamiast { $other1 } ({ $chance1 }%) lub { $other2 } ({ $chance2 }%)
friends-refused-stale = Gra poszła dalej, zanim dotarł twój ruch; nic się nie zmieniło.
friends-refused-not-your-turn = To nie twoja kolej; nic się nie zmieniło.
friends-refused-not-your-seat = Ten ruch dotyczył cudzego miejsca przy stole; nic się nie zmieniło.
friends-refused-malformed = Gospodarz nie mógł odczytać tego, co wysłało twoje urządzenie; nic się nie zmieniło.
friends-refused-oversized = To, co wysłało twoje urządzenie, było dla gospodarza za długie; nic się nie zmieniło.
friends-refused-illegal = Zasady nie pozwalają teraz na ten ruch; nic się nie zmieniło.
friends-refused-no-take-back = Nie masz teraz żadnego ruchu, który można cofnąć.
friends-refused-seat-taken = To miejsce jest zajęte: zaproszenie zostało już użyte. Poproś gospodarza o nowe zaproszenie.
friends-refused-unknown-seat = Przy tym stole nie ma takiego miejsca dla znajomego. Poproś gospodarza o nowe zaproszenie.
friends-refused-not-started = Gra jeszcze się nie zaczęła; poczekaj, aż gospodarz ją rozpocznie.
friends-refused-game-over = Gra się skończyła; nic się nie zmieniło.
friends-refused-newer-version = Twoja aplikacja jest nowsza niż aplikacja gospodarza: gospodarz powinien odświeżyć stronę, aby ją zaktualizować.
friends-host-title = Twój stół dla przyjaciół
friends-host-intro = Wyślij każdemu przyjacielowi zaproszenie na jego miejsce: link albo kod QR dla kogoś w tym samym pokoju. Każdy odeśle ci link odpowiedzi: otwórz go w tej przeglądarce albo wklej poniżej. Nie zamykaj tej strony podczas gry.
friends-help-deals = Urządzenie gospodarza rozdaje karty i prowadzi stół: urządzenie każdego przyjaciela dostaje tylko własną rękę i to, co widzą wszyscy. Nie pośredniczy żaden nasz serwer: urządzenia łączą się bezpośrednio.
friends-player-host = przy tym urządzeniu
friends-player-friend = przyjaciel
friends-player-ai = SI
friends-presence-waiting = czeka
friends-presence-connected = jest
friends-presence-away = nieobecny
friends-invite-link = Zaproszenie dla: { $seat }
friends-invite-making = Przygotowuję zaproszenie…
friends-invite-failed = To urządzenie i urządzenie przyjaciela nie mogły się połączyć. Spróbujcie w tej samej sieci Wi-Fi albo dodajcie serwer TURN w ustawieniach połączenia na obu urządzeniach; potem zaproś ponownie.
friends-seat-connecting = Odpowiedź odebrana: łączę…
friends-reinvite = Zaproś ponownie
friends-paste-label = Link odpowiedzi przyjaciela
friends-accept-reply = Przyjmij odpowiedź
friends-reply-not-ours = Ta odpowiedź dotyczy zaproszenia, na które ten stół nie czeka. Wyślij przyjacielowi nowe zaproszenie.
friends-reply-refused = Na zaproszenie z tej odpowiedzi już odpowiedziano: miejsce jest zajęte. Aby dać je temu urządzeniu, użyj przy nim „Zaproś ponownie” i wyślij nowe zaproszenie.
friends-start = Rozpocznij grę
friends-start-waiting = { $count ->
    [one] Czekamy na { $count } przyjaciela.
    [few] Czekamy na { $count } przyjaciół.
   *[many] Czekamy na { $count } przyjaciół.
}
friends-stand-in = Niech SI gra za to miejsce, aż przyjaciel wróci
friends-panel = Przyjaciele przy stole
friends-cannot-host = Tej gry nie można poprowadzić
friends-settings = Ustawienia połączenia
friends-ice-servers = Serwery pomagające urządzeniom w różnych sieciach się odnaleźć (jeden w wierszu; dla TURN: adres, nazwa użytkownika i hasło)
friends-ice-help = Urządzenia w tej samej sieci ich nie potrzebują. Serwer STUN podaje urządzeniu tylko jego adres; serwer TURN przekazuje grę, gdy nic innego nie działa. Pusta lista: żadnych serwerów.
friends-ice-save = Zapisz serwery
friends-ice-default = Przywróć domyślne
friends-ice-saved = Zapisano: nowe zaproszenia i odpowiedzi użyją tych serwerów.
friends-ice-bad-line = Wiersz { $line }: { $problem }
friends-ice-bad-address = to nie adres serwera (zaczyna się od stun:, stuns:, turn: lub turns:, potem nazwa serwera)
friends-ice-turn-credentials = serwer TURN wymaga nazwy użytkownika i hasła po adresie
friends-ice-too-many = za dużo słów: serwer STUN to sam adres; serwer TURN to adres, nazwa użytkownika i hasło
friends-share = Udostępnij
friends-share-title = Condottiere
friends-qr-caption = Albo zeskanuj ten kod aparatem drugiego urządzenia.
friends-invite-bad = Tego zaproszenia nie można otworzyć
friends-invite-ask-again = Poproś gospodarza o ponowne przesłanie całego zaproszenia.
friends-code-wrong-kind = to nie jest zaproszenie ani odpowiedź tej gry
friends-code-invalid = części danych nie da się odczytać
friends-join-title = { $host } zaprasza cię do gry { $edition } dla { $players ->
    [one] { $players } gracza
    [few] { $players } graczy
   *[many] { $players } graczy
}
friends-join-intro = Wybierz imię, które zobaczą inni, a potem odeślij gospodarzowi odpowiedź przygotowaną przez tę stronę.
friends-your-name = Twoje imię
friends-name-needed = { $count ->
    [one] Wpisz imię o długości najwyżej { $count } znaku.
    [few] Wpisz imię o długości najwyżej { $count } znaków.
   *[many] Wpisz imię o długości najwyżej { $count } znaków.
}
friends-join = Przygotuj odpowiedź
friends-answering = Przygotowuję twoją odpowiedź…
friends-reply-link = Twoja odpowiedź
friends-reply-intro = Wyślij tę odpowiedź do: { $host }, tak jak przyszło zaproszenie (albo pokaż kod do zeskanowania). Gdy ją otworzy, jesteś przy stole.
friends-reply-waiting = Czekam, aż { $host } otworzy twoją odpowiedź…
friends-reply-slow = Jeszcze bez połączenia. Jeśli gospodarz otworzył odpowiedź i nic się nie dzieje, urządzenia nie mogą się połączyć: spróbujcie tej samej sieci Wi-Fi albo serwera TURN w ustawieniach połączenia na obu urządzeniach. Jeśli miejsce było już zajęte, poproś o nowe zaproszenie.
friends-connecting = Połączono: dołączam do stołu…
friends-joined-waiting = Jesteś przy stole gospodarza ({ $host }). Gra zacznie się, gdy gospodarz ją rozpocznie.
friends-lost = Połączenie z gospodarzem ({ $host }) zostało utracone. Poproś o ponowne zaproszenie („Zaproś ponownie” przy twoim miejscu) i otwórz nowe: zastaniesz stół taki, jaki jest.
friends-failed = To urządzenie nie mogło połączyć się z urządzeniem gospodarza ({ $host }). Spróbujcie tej samej sieci Wi-Fi albo dodajcie serwer TURN w ustawieniach połączenia na obu urządzeniach, a potem przygotuj nową odpowiedź.
friends-try-again = Przygotuj nową odpowiedź
friends-used = Ta przeglądarka już zajęła miejsce z tego zaproszenia. Aby wrócić do stołu gospodarza ({ $host }), poproś o ponowne zaproszenie („Zaproś ponownie” przy twoim miejscu) i otwórz nowe.
friends-outdated = Aplikacja gospodarza ({ $host }) jest nowsza niż ta: odśwież tę stronę, aby ją zaktualizować, i otwórz zaproszenie ponownie.
friends-reply-bad = Tej odpowiedzi nie można otworzyć
friends-reply-title = Odpowiedź przyjaciela
friends-reply-handing = Przekazuję odpowiedź twojemu stołowi…
friends-reply-taken = Twój stół ma odpowiedź: wróć do jego karty.
friends-reply-no-table = Żaden stół w tej przeglądarce nie czeka na tę odpowiedź. Otwórz ją w przeglądarce, w której prowadzisz stół, albo tam ją wklej.

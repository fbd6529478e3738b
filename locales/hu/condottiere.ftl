# Condottiere: az alkalmazás minden szövege magyarul.
#
# Forrás: locales/en/condottiere.ftl. A kártyák és szabályok nevei a klasszikus kiadás
# magyar szabálykönyvét követik (Thaur fordítása, 2003): zsoldos, madárijesztő, dobos,
# hősnő, tél, püspök, megadás; ütközet, forduló, város, condottiere-jelző.
# A változókat ({ $name }, { $card }, { $region }) alanyesetben illesztjük be: soha ne
# kapjanak ragot, ezért a mondatok kettősponttal vagy birtokos szerkezettel élnek.

## The page

page-title = Condottiere
app-title = Condottiere
app-tagline = Bérelj zsoldosokat, nyerj ütközeteket, és hódítsd meg a reneszánsz Itália városait!
manifest-description = Dominique Ehrhard kártyajátéka a reneszánsz Itáliáról: játssz offline a barátaid vagy a csalás nélkül játszó gép ellen.
language-label = Nyelv
loading = Betöltés…

## Setup

setup-title = Új játék
setup-preset = Kiadás
setup-variants = Opcionális szabályok
setup-seats = Játékosok
setup-add-seat = Új játékos
setup-remove-seat = Eltávolítás: { $name }
setup-seat-name = { $number }. játékos neve
setup-seat-kind = Ki irányítja: { $name }
setup-seat-color = { $name } színe
setup-color-name = { $color ->
    [0] piros
    [1] kék
    [2] zöld
    [3] arany
    [4] lila
   *[5] palaszürke
}
setup-human = Ember
setup-first = Első condottiere
setup-first-random = Sorsolással
setup-seed = Keverési kód
setup-seed-hint = Ugyanaz a kód bárhol ugyanazokat a lapokat osztja.
setup-seed-invalid = „{ $value }” nem keverési kód: csak számjegyeket írj. Ugyanaz a kód bárhol ugyanazokat a lapokat osztja.
setup-new-seed = Új kód
setup-pace = A gép tempója
setup-start = Kezdés
setup-rules = A kiadás szabályai
setup-default-player = { $number }. játékos
setup-invalid = Ez a játék így nem indítható: { $reason }

pace-slow = Lassú
pace-normal = Normál
pace-fast = Gyors
pace-instant = Azonnali

level-easy = Gép – könnyű
level-rule = Gép – higgadt
level-normal = Gép – normál
level-hard = Gép – nehéz
level-expert = Gép – mester

## Editions

preset-classic-1995 = Klasszikus (1995)
preset-classic-1995-about = Az eredeti játék: 96 lap; az elfoglalt városok is megtámadhatók; városonként 2 lap jár.
preset-classic-hu = Klasszikus, magyar szabálykönyv
preset-classic-hu-about = A klasszikus szabályok a magyar szabálykönyv szerint: a condottiere dönthet úgy, hogy nem jelöl ki várost; ha egy ütközetet senki sem nyer meg, a jelző balra továbbkerül.
preset-ffg-2006 = Fantasy Flight (2006)
preset-ffg-2006-about = Tavasz, kurtizánok és pápai kegy; a forduló végén legfeljebb 2 lap megtartható.
preset-zman-2018 = Z-Man (2018)
preset-zman-2018-about = Kémek, árulók és az új püspök; 5 város vagy 3 szomszédos hozza a győzelmet.
preset-zman-classic = Z-Man, klasszikus pakli
preset-zman-classic-about = A Z-Man szabályai a klasszikus változat paklijával: visszatér a klasszikus püspök.
preset-zman-duel = Z-Man párbaj (2 játékos)
preset-zman-duel-about = Két játékos, két egyforma, 23 lapos pakli: aki előbb nyer 3 ütközetet, az győz.

## Optional rules

variant-draw-after-battle = Húzás ütközet után: 7 lapos kezdőkéz, minden ütközet után legfeljebb 3 lap húzható
variant-campaign = Pontozás: több játék 20 pontig
variant-bigger-kingdoms = Nagyobb királyságok: eggyel több szomszédos város kell a győzelemhez
variant-capture = Városok elhódítása: az elfoglalt városok is megtámadhatók; a védő előnyben van
variant-hidden-cards = Rejtett lapok: a zsoldosok, hősnők, dobosok és kurtizánok lefordítva kerülnek ki

## Rules at hand (sentences of the rules page below)

rules-duel-decks = Mindkét játékosnak saját, 23 lapos paklija és 8 lapos keze van; minden ütközet után mindketten visszahúznak 8 lapig.
rules-duel-goal = Aki előbb nyer 3 ütközetet, az győz; ha mindkét játékos lapjai elfogytak, az nyer, aki több ütközetet nyert meg.
rules-goal-adjacent = { $players } játékosnál { $adjacent } szomszédos város birtoklásával nyersz.
rules-goal-total = { $players } játékosnál { $total } város birtoklásával nyersz, bárhol legyenek is.
rules-goal-either = { $players } játékosnál { $adjacent } szomszédos város vagy bárhol összesen { $total } város birtoklásával nyersz.
rules-battle = A condottiere kiválaszt egy várost; ezután sorban mindenki kijátszik egy lapot vagy passzol; a legerősebb sereg elfoglalja a várost, és megkapja a jelzőt.
rules-deal-return = Egy forduló akkor ér véget, ha már legfeljebb egy játékosnak van lapja: mindenki kap { $base } lapot, valamint minden birtokolt városáért még { $per-region } lapot; az utolsó játékos visszaadja a lapjait.
rules-deal-keep = Egy forduló akkor ér véget, ha már legfeljebb egy játékosnak van lapja: mindenki { $base } lapra egészíti ki a kezét, és minden birtokolt városáért még { $per-region } lapot kap; az utolsó játékos legfeljebb 2 lapot megtarthat.
rules-deal-discard = Egy forduló akkor ér véget, ha már legfeljebb egy játékosnak van lapja: mindenki kap { $base } lapot, valamint minden birtokolt városáért még { $per-region } lapot; az utolsó játékos eldobja a lapjait.
rules-token-stays = Sikertelen ütközet után a condottiere megtartja a jelzőt.
rules-token-left = Sikertelen ütközet után a jelző a balra ülő játékoshoz kerül.
rules-token-random = Sikertelen ütközet után a holtversenyben állók közül sorsolás dönti el, ki kapja a jelzőt.
rules-attack-owned = A más játékos birtokában lévő városok is megtámadhatók; a védő kivárhat az első lapjával, és holtverseny esetén megtartja a várost.
rules-may-decline = A condottiere dönthet úgy, hogy nem jelöl ki várost, és a jelzőt a balra ülő játékosnak adja.
rules-favor-optional = A püspököt kijátszó játékos a pápai kegyet egy szabad városra teheti (ott nem lehet ütközet), vagy a táblán kívül hagyhatja.
rules-favor-mandatory = A püspököt kijátszó játékos a pápai kegyet egy szabad városra teszi: ott nem vívható ütközet.
rules-no-region-final = Ha nem maradt szabad város, az nyer, akinek a legtöbb városa van; a holtversenyben állók döntő ütközetet vívnak.
rules-no-region-shared = Ha nem maradt szabad város, az nyer, akinek a legtöbb városa van; a holtversenyben állók megosztoznak a győzelmen.

## Rules page (the whole rules of one edition; the "Rules at hand" messages above are used on it too)

rules-button = Szabályok
rules-link = Szabály: { $rule }
rules-title = Szabályok: { $edition }
rules-back-setup = Vissza a beállításokhoz
rules-back-game = Vissza a játékhoz
rules-escape-key = Esc
rules-edition-label = Ennek a kiadásnak a szabályai:
rules-other-edition = Nem ezt a kiadást választottad a játékodhoz.
rules-contents = Ezen az oldalon
rules-from-game = Ezek pontosan a folyamatban lévő játék szabályai.
rules-variants-on = Bekapcsolt opcionális szabályok: { $list }.
rules-variants-none = Egyik opcionális szabály sincs bekapcsolva.

rules-goal-title = A játék célja
rules-goal-intro = Nyerj ütközeteket, és hódítsd meg Itália városait! A játék azonnal véget ér, amint egy ütközet után valamelyik játékos elég várost birtokol:
rules-this-table = ennyien játszotok
rules-goal-adjacent-means = A szomszédos városok egyetlen összefüggő csoportot alkotnak a térképen: mindegyiknek van közös határa a csoport legalább egy másik városával; nem kell mindegyiknek mindegyikkel határosnak lennie.
rules-goal-bigger = A „Nagyobb királyságok” szabály be van kapcsolva: a szomszédos városok fenti számában már benne van az egy további város.
rules-goal-talk = A játékosok tárgyalhatnak, ígérgethetnek és alkudozhatnak, de lapot cserélni soha nem lehet.
rules-duel-no-map = A párbajnak nincs térképe: minden megnyert ütközet egy korongot ér.

rules-setup-title = Előkészületek
rules-setup-deck = Keverd meg a pakli { $count } lapját (a felsorolásukat lent, „A kártyák” részben találod).
rules-setup-hand = Ossz ki minden játékosnak { $count ->
    [one] 1 lapot
   *[other] { $count } lapot
}.
rules-setup-first = Az első condottiere – akit a beállításoknál választottatok ki, vagy akit sorsolás jelölt ki – megkapja a condottiere-jelzőt, és kiválasztja az első ütközet helyszínét.
rules-setup-first-duel = Azt, hogy ki kezdi az első ütközetet, a beállításoknál választjátok ki, vagy sorsolás dönti el.

rules-battle-title = Az ütközet
rules-choose-title = A város kiválasztása
rules-choose-free = A condottiere (az a játékos, akinél a condottiere-jelző van) kiválaszt egy várost, amelyet még senki sem birtokol.
rules-choose-no-favor = Azt a várost, amelyen a pápai kegy van, nem lehet kiválasztani.
rules-choose-again = Az a város, amelyért vívott ütközetet senki sem nyert meg, újra kiválasztható.
rules-choose-decline-limit = Ha a legutóbbi ütközet óta már minden többi játékos lemondott a választásról, a condottiere-nek választania kell.
rules-duel-start = Nincs kiválasztandó város: az ütközetjelzőt birtokló játékos kezdi a következő ütközetet.
rules-turns-title = A körök
rules-turns-play = A condottiere-től kezdve, az óramutató járása szerint (balra haladva) minden játékos, aki még részt vesz az ütközetben, vagy kijátszik egy lapot a kezéből képpel felfelé a seregébe, vagy passzol.
rules-turns-pass = Aki passzolt, kiesik ebből az ütközetből, de a seregében lévő lapok továbbra is számítanak. Akinek nincs lap a kezében, annak passzolnia kell.
rules-turns-last = Ha már mindenki más passzolt, az utolsó játékos egyenként tovább játszhat ki lapokat, amíg maga is nem passzol.
rules-turns-defender = A védő előnye: ha a város egy játékos birtokában van, a birtokosa úgy is passzolhat, hogy nem esik ki az ütközetből, egészen addig, amíg ki nem játssza az első lapját; onnantól a szokásos szabályok vonatkoznak rá. Ha már minden más játékos passzolt, a birtokos következő passza végleges.
rules-turns-end = Az ütközet akkor ér véget, ha minden játékos passzolt, vagy azonnal, amint valaki kijátszik egy { $surrender } lapot.
rules-turns-end-bishop = Az ütközet akkor ér véget, ha minden játékos passzolt, vagy azonnal, amint valaki kijátszik egy { $surrender } vagy egy { $bishop } lapot.
rules-turns-hidden = A „Rejtett lapok” szabály be van kapcsolva: egyes lapokat lefordítva kell kijátszani (lásd: „Opcionális szabályok”).

rules-strength-title = A seregek ereje
rules-strength-intro = Egy sereg ereje a zsoldosai lapra nyomtatott értékéből indul, és a következő sorrendben kell kiszámolni:
rules-strength-bishop = { $bishop }: kijátszásakor először a legmagasabb zsoldosérték minden példánya a dobott lapok közé kerül az összes seregből, a passzolt játékosok seregeit is beleértve.
rules-strength-winter = { $winter }: minden zsoldos 1-et ér.
rules-strength-drummer = { $drummer }: a saját seregének zsoldosai kétszeresen számítanak (ha a { $winter } is érvényben van, egyenként 2-t érnek).
rules-strength-spring = { $spring }: a játékban lévő legmagasabb nyomtatott értékű zsoldosok mindegyike +3-at kap, amelyet a { $drummer } duplázása után kell hozzáadni (a 3 nem duplázódik).
rules-strength-flat = Végül azok a lapok, amelyek rögzített értéket adnak hozzá, és amelyeket a fentiek egyike sem módosít: { $list }.
rules-strength-flat-entry = { $card } +{ $value }
rules-strength-seasons = Egyszerre csak egy évszak lehet érvényben: a { $winter } a dobott lapok közé teszi az érvényben lévő { $spring } lapot, a { $spring } pedig a { $winter } lapot. Ugyanannak az évszaknak a további példányai nem adnak hozzá semmit.
rules-strength-example-classic = Példa: 10, 10, 5, 4, 4, 1, 1 és 1 összesen 36; ha érvényben van a { $winter }, csak 8; ha pedig a seregben egy { $drummer } is van, 16.
rules-strength-example-spring = Példa: egy sereg egy 2-es és egy 4-es zsoldossal, valamint egy { $drummer } lappal, miközben érvényben van a { $spring }, és a 4-es a legmagasabb a játékban: (2 + 4) × 2 = 12, plusz 3, vagyis 15.

rules-after-title = Az ütközet után
rules-after-intro = Amikor az ütközet véget ér, a következő sorrendben:
rules-after-winner = Az a játékos nyeri meg az ütközetet, akinek a serege egyedül a legerősebb: egy korongját a városra teszi (ha volt korábbi birtokos, annak korongja helyére), és megkapja a jelzőt.
rules-after-winner-duel = Az a játékos nyeri meg az ütközetet, akinek a serege erősebb: kap egy korongot, és megkapja az ütközetjelzőt.
rules-after-failed = Az ütközet sikertelen, ha a legnagyobb erőn többen osztoznak holtversenyben, vagy senki sem játszott ki lapot: a várost senki sem kapja meg.
rules-after-failed-bishop = Az ütközet sikertelen, ha a legnagyobb erőn többen osztoznak holtversenyben, ha senki sem játszott ki lapot, vagy ha egy { $bishop } vetett neki véget: a várost senki sem kapja meg.
rules-after-defender = Ha a városnak volt birtokosa, és az ütközet sikertelen, a birtokos megtartja a várost, és megkapja a jelzőt.
rules-after-override = Ezután az kapja meg helyette a jelzőt, akinek a seregében a legtöbb { $card } lap van; ha a legtöbbön többen osztoznak, nem változik semmi.
rules-after-victory = Ha egy játékos most már elég várost birtokol (lásd: „A játék célja”), megnyeri a játékot.
rules-after-victory-duel = Aki ezzel már { $count ->
    [one] 1 ütközetet
   *[other] { $count } ütközetet
} nyert meg, az megnyeri a játékot.
rules-after-choose-next = A jelző birtokosa most, még a seregek elvonulása előtt kiválasztja a következő ütközet helyszínét.
rules-after-clear = Minden kijátszott lap, az évszakot is beleértve, a dobott lapok közé kerül.
rules-after-clear-duel = Minden kijátszott lap kikerül a játékból; senki sem nézheti át őket.
rules-after-hand-discard = Akinek nincs zsoldos a kezében, az eldobhatja az összes lapját, mindenkinek megmutatva; a jelző birtokosától kezdve az óramutató járása szerint mindenki sorban dönt.
rules-after-draw = A „Húzás ütközet után” szabály be van kapcsolva: most minden játékos húzhat legfeljebb 3 lapot (lásd: „Opcionális szabályok”); nincsenek fordulók, és nincs lapeldobás.
rules-after-refill-duel = Minden játékos visszahúz { $count } lapig a saját paklijából, amíg abban van lap. Az üres paklit nem töltik fel újra: akinek minden lapja elfogyott, annak minden további ütközetben passzolnia kell.
rules-after-round-example = Például egy üres kezű, 3 várost birtokló játékos { $count } lapot kap.
rules-after-next = A jelző birtokosa kezdi a következő ütközetet – még az a játékos is, aki az utolsó lapjával nyert, bár ő ekkor már csak passzolni tud.
rules-after-next-chosen = Elkezdődik az ütközet a kiválasztott városért, és a jelző birtokosa kezdi – még az a játékos is, aki az utolsó lapjával nyert, bár ő ekkor már csak passzolni tud.
rules-after-next-duel = Az ütközetjelzőt birtokló játékos kezdi a következő ütközetet.
rules-after-empty-deck = Ha üres pakliból kellene lapot húzni, a dobott lapokat megkeverve új paklit kell képezni.

rules-cards-title = A kártyák
rules-cards-intro = A pakliban { $count } lap van:
rules-cards-intro-duel = Mindkét játékosnak saját, { $count } lapos paklija van, mindkettő ugyanolyan:
rules-cards-mercenaries = Zsoldosok
rules-card-count = { $count ->
    [one] 1 lap
   *[other] { $count } lap
}
rules-card-count-duel = { $count ->
    [one] paklinként 1 lap
   *[other] paklinként { $count } lap
}
rules-card-mercenary = A zsoldos a lapra nyomtatott értékét (1-től 10-ig) hozzáadja a sereg erejéhez.
rules-card-face-down = A „Rejtett lapok” szabály be van kapcsolva: ezt a lapot lefordítva kell kijátszani.
rules-card-sees-face-up = A „Rejtett lapok” szabály be van kapcsolva: csak a felfordított zsoldosokra hat.
rules-card-scarecrow-any = Vegyél vissza a kezedbe egy zsoldost bármelyik seregből, a sajátodból vagy egy másik játékoséból, vagy ne vegyél vissza semmit. Hősnőt vagy más speciális lapot soha.
rules-card-scarecrow-own = Vegyél vissza a kezedbe egy zsoldost a saját seregedből, vagy ne vegyél vissza semmit. Hősnőt vagy más speciális lapot soha.
rules-card-scarecrow-must = Vegyél vissza a kezedbe egy zsoldost a saját seregedből: ha van ilyen, egyet kötelező visszavenned. Hősnőt vagy más speciális lapot soha.
rules-card-drummer = A seregedben lévő zsoldosok kétszeresen számítanak. Ugyanabban a seregben több dobos sem ad hozzá többet.
rules-card-heroine = 10-zel növeli a sereged erejét. Semmilyen más lap nem módosítja, és madárijesztővel sem lehet visszavenni.
rules-card-winter = Az ütközet végéig minden sereg minden zsoldosa 1-et ér, a telet kijátszó játékosé is.
rules-card-winter-replaces = A dobott lapok közé teszi az érvényben lévő { $spring } lapot: egyszerre csak egy évszak lehet érvényben.
rules-card-spring = A játékban lévő legmagasabb zsoldosérték minden példánya +3-at kap; a legmagasabb érték változhat, ahogy lapok kerülnek játékba és kerülnek ki onnan. A dobott lapok közé teszi az érvényben lévő { $winter } lapot.
rules-card-bishop = A legmagasabb zsoldosérték minden példánya a dobott lapok közé kerül az összes seregből (ha nincs zsoldos játékban, semmi sem történik).
rules-card-bishop-no-favor = Ebben a kiadásban nincs pápai kegy.
rules-card-bishop-favor-stays = A kegy ott marad, amíg a következő { $bishop } el nem mozdítja, és soha nem kerülhet arra a városra, amelyért éppen az ütközet folyik.
rules-card-bishop-favor-anywhere = A „Városok elhódítása” szabály be van kapcsolva: a kegy bármelyik városra kerülhet, akár birtokolja valaki, akár nem, vagy le is vehető a tábláról.
rules-card-classic-bishop = Az ütközet azonnal véget ér, győztes nélkül: az erőket nem kell összevetni, és a jelző ugyanúgy kerül tovább, mint bármely sikertelen ütközet után.
rules-card-classic-bishop-owner = A birtokolt város a birtokosáé marad, és a birtokos megkapja a jelzőt.
rules-card-surrender = Az ütközet azonnal véget ér, és az erőket a szokásos módon kell összevetni.
rules-card-surrender-owner = Ha a védő még nem játszott ki lapot, már nem is teheti meg.
rules-card-courtesan = 1-gyel növeli a sereged erejét. Az ütközet után az kapja meg a jelzőt, akinek a legtöbb kurtizánja van, kivéve, ha a legtöbbön többen osztoznak.
rules-card-spy = 1-gyel növeli a sereged erejét. Az ütközet után az kapja meg a jelzőt, akinek a legtöbb kéme van, kivéve, ha a legtöbbön többen osztoznak.

rules-variants-title = Opcionális szabályok
rules-variants-intro = Ehhez a kiadáshoz ezek az opcionális szabályok kapcsolhatók be a beállításoknál.
rules-variant-on = bekapcsolva
rules-variant-off = kikapcsolva
rules-variant-name-draw-after-battle = Húzás ütközet után
rules-variant-name-campaign = Pontozás
rules-variant-name-bigger-kingdoms = Nagyobb királyságok
rules-variant-name-capture = Városok elhódítása
rules-variant-name-hidden-cards = Rejtett lapok
rules-opt-draw-after-battle = A kezdőkéz 7 lapos. Minden ütközet után minden játékos húzhat legfeljebb 3 lapot – hogy mennyit, azt maga dönti el –, de a kezében sosem lehet több lap, mint 10, plusz birtokolt városonként 1. Ha senkinek sem maradt lapja, mindenki 10 lapot húz. Nincsenek fordulók, és nincs lapeldobás.
rules-opt-campaign = Több játékot játszotok egymás után, { $target } pontig. Minden játék végén minden játékos 1 pontot kap minden birtokolt városáért, a szomszédos városokkal elért győzelem pedig még 5 pontot ér. Minden új játék üres térképpel kezdődik, és a jelző a birtokosánál marad.
rules-opt-campaign-end-final = Amint valakinek legalább { $target } pontja van, a legtöbb pontot szerzett játékos nyer; holtverseny esetén döntő ütközet dönt.
rules-opt-campaign-end-shared = Amint valakinek legalább { $target } pontja van, a legtöbb pontot szerzett játékos nyer; a holtversenyben állók megosztoznak a győzelmen.
rules-opt-bigger-kingdoms = A győzelemhez eggyel több szomszédos város kell: például { $from } szomszédos város helyett { $to }.
rules-opt-bigger-kingdoms-total = Ahol bárhol a térképen birtokolt adott számú város is győzelmet hoz, ott ez a szám nem változik.
rules-opt-capture = A más játékos birtokában lévő városokat is ki lehet választani az ütközet helyszínéül, és a birtokosukat megilleti a védő előnye (lásd: „A körök”); ha az ütközet sikertelen, a birtokos megtartja a várost, és megkapja a jelzőt.
rules-opt-capture-favor = A { $bishop } lapot kijátszó játékos bármelyik városra teheti a pápai kegyet, akár birtokolja valaki, akár nem (de sosem arra, amelyért éppen az ütközet folyik), vagy le is veheti a tábláról.
rules-opt-hidden-cards = Ezeket a lapokat lefordítva kell kijátszani: { $cards }. Amikor kijátszod a következő lapodat, a lefordított lapodat felfordítod, így egy seregben sosem lehet egynél több rejtett lap; amikor passzolsz, felfordíthatod, vagy rejtve is hagyhatod.
rules-opt-hidden-cards-strength = A bejelentett erőbe csak a felfordított lapok számítanak. Amikor az ütközet véget ér – akkor is, ha egy { $surrender } lap vetett neki véget –, az erők összevetése előtt minden lapot fel kell fordítani.
rules-opt-hidden-cards-reach = A { $scarecrow } csak a felfordított zsoldosokra hat.
rules-opt-hidden-cards-reach-bishop = A { $scarecrow } és a { $bishop } csak a felfordított zsoldosokra hat.

rules-end-title = A játék vége
rules-end-victory = A játék azonnal véget ér, amint egy ütközet után valamelyik játékos elég várost birtokol (lásd: „A játék célja”).
rules-end-no-region-when = Nem marad szabad város, ha már minden várost birtokol valaki, vagy az egyetlen szabad városon a pápai kegy van.
rules-end-no-region-when-plain = Nem marad szabad város, ha már minden várost birtokol valaki.
rules-end-no-region-never = A más játékos birtokában lévő városok is megtámadhatók, így mindig marad város, amelyért ütközetet lehet vívni.
rules-end-final-battle = A döntő ütközet: csak a holtversenyben álló játékosok vesznek részt benne. Eldobják a kezükben lévő lapokat, az összes lapot megkeverik, és mindegyikük kap 10 lapot, valamint minden birtokolt városáért még { $per-region } lapot. A jelző birtokosa kezdi, vagy ha ő nem vesz részt benne, a tőle az óramutató járása szerint legközelebb ülő, holtversenyben álló játékos. Aki megnyeri, az megnyeri a játékot; ha ez az ütközet is holtversennyel végződik, a résztvevők megosztoznak a győzelmen.
rules-end-favor = Ha egy { $bishop } kijátszásakor nincs szabad város, ahová a pápai kegyet tenni kellene, a kegy lekerül a tábláról a következő { $bishop } kijátszásáig.
rules-end-campaign = A „Pontozás” szabály be van kapcsolva: minden játék végén pontokat kaptok, és új játék kezdődik, amíg valaki el nem ér { $target } pontot (lásd: „Opcionális szabályok”).
rules-end-duel = Az nyeri meg a játékot, aki elsőként nyer meg { $count ->
    [one] 1 ütközetet
   *[other] { $count } ütközetet
}. Ha mindkét játékosnak elfogyott minden lapja, a kezében és a paklijában is, az nyer, aki több ütközetet nyert meg; ha ugyanannyit, az döntetlen.

## Hand-off between players on one device

handoff-title = Add át a készüléket: { $name }
handoff-tap = { $name }, koppints, ha készen állsz
handoff-undo = { $name }, vond vissza a lépésedet

## The table

turn-yours = { $name }, te következel
turn-waiting = { $name } gondolkodik…
turn-ai-stalled = { $name } még nem tud lépni
prompt-choose-region = Válaszd ki a térképen a következő ütközet helyszínét.
prompt-battle = Játssz ki egy lapot, vagy passzolj.
prompt-scarecrow = A madárijesztőddel visszaveszel egy zsoldost a kezedbe:
prompt-favor = Tedd a pápai kegyet a térkép egyik szabad városára.
prompt-hand-discard = Nincs több zsoldosod. Eldobod az összes lapodat (mindenki láthatja őket)?
prompt-keep = Véget ér a forduló: válassz ki legfeljebb 2 lapot, amelyet megtartasz, majd hagyd jóvá.
prompt-draw = Húzás az ütközet után: hány lapot húzol?

action-pass = Passz
action-pass-key = Passz (P)
action-pass-reveal = Passz és felfordítás
action-decline = Nem választok (jelző tovább)
action-take-none = Nincs visszavétel
action-take = { $card } visszavétele
action-take-from = { $card } visszavétele { $name } seregéből
action-favor-off = Nem teszem le a kegyet
action-favor-place = Pápai kegy → { $region }
action-discard-hand = Lapok eldobása
action-keep-hand = Lapok megtartása
action-keep-none = Egyet sem tartok meg
action-draw = { $count ->
    [0] Nem húzok lapot
    [one] Húzok 1 lapot
   *[other] Húzok { $count } lapot
}
action-confirm = Jóváhagyás
action-undo = Visszavonás
action-hint = Tipp
action-rematch = Visszavágó
action-new-game = Új játék
action-leave = Kilépés (a játék mentve marad)
hint-suggests = Javaslat: { $move }
hint-thinking = Gondolkodás…
ai-unavailable = A gépi játékosok nem tudtak elindulni (a háttérszáluk nem töltődött be, vagy nem válaszolt). A játszmád megmaradt.
ai-retry = Újrapróbálás

table-hand = A kezed
table-hand-of = { $count ->
    [one] A kezed, 1 lap
   *[other] A kezed, { $count } lap
}
table-row-of = { $name } serege
table-row-cards = { $count ->
    [0] Nincs kijátszott lap
    [one] 1 kijátszott lap
   *[other] { $count } kijátszott lap
}
table-cards = { $count ->
    [one] 1 lap
   *[other] { $count } lap
}
table-deck = Pakli: { $count }
table-discard = Dobott: { $count }
table-passed = passzolt
table-token = Condottiere
table-season = Évszak: { $season }
table-no-season = Nincs évszak
table-battle-for = Ütközet: { $region }
table-final-battle = Döntő ütközet
table-duel-battle = { $number }. ütközet
table-between-battles = Ütközetek között
table-round = { $number }. forduló
table-regions = { $count ->
    [one] 1 város
   *[other] { $count } város
}
table-battles-won = { $count ->
    [one] 1 nyert ütközet
   *[other] { $count } nyert ütközet
}
table-defender = védő
table-face-down = Lefordított lap

strength-base = Zsoldosok
strength-winter = Tél
strength-drummer = Dobos
strength-spring = Tavasz
strength-heroines = Hősnők
strength-courtesans = Kurtizánok
strength-spies = Kémek
strength-total = Erő
strength-of = { $name } ereje: { $strength }

map-title = Itália
map-favor = Pápai kegy
map-token = Condottiere
map-region-held = { $region }, birtokosa: { $name }
map-region-contested = { $region }, ütközet folyik
map-region-favor = { $region }, pápai kegy

## The chronicle (the game's log)

log-title = Krónika
log-show-reasons = Mutasd a gép indokait
log-game-started = Kiosztották a lapokat. Az első condottiere: { $name }.
log-campaign-game = Kezdődik a sorozat { $number }. játéka.
log-declined = { $name } nem jelöl ki várost, és továbbadja a jelzőt. Az új condottiere: { $next }.
log-region-chosen = { $name } kijelöli a következő ütközet helyszínét: { $region }.
log-battle-started = Ütközet: { $region }. { $name } kezd.
log-battle-started-defended = Ütközet: { $region } (védő: { $defender }). { $name } kezd.
log-duel-battle = Új ütközet: { $name } kezd.
log-final-battle-started = Döntő ütközet: { $name } kezd.
log-played = { $name } kijátszik egy lapot: { $card }.
log-played-face-down = { $name } lefordítva kijátszik egy lapot.
log-revealed = { $name } felfordít egy lapot: { $card }.
log-passed = { $name } passzol.
log-passed-no-cards = { $name } lapjai elfogytak, passzol.
log-passed-stays = { $name } kivár (a védő később még kijátszhat lapot).
log-season = Érvénybe lép: { $season }.
log-season-replaced = Érvénybe lép: { $season }; a dobott lapok közé kerül: { $old }.
log-bishop = A püspök miatt minden kijátszott { $value } értékű zsoldos a dobott lapok közé kerül.
log-bishop-nothing = A püspök nem talál eldobandó zsoldost.
log-scarecrow = { $name } madárijesztővel visszavesz egy zsoldost { $from } seregéből: { $card }.
log-scarecrow-own = { $name } madárijesztővel visszavesz egy zsoldost: { $card }.
log-scarecrow-nothing = { $name } madárijesztőt játszik ki, de nem vesz vissza semmit.
log-favor = { $name } erre a városra teszi a pápai kegyet: { $region }.
log-favor-off = { $name } a táblán kívül hagyja a pápai kegyet.
log-strengths = A seregek ereje: { $list }.
log-strength-entry = { $name } { $strength }
log-surrender = { $name } kijátszik egy lapot: { $card }; az ütközet azonnal véget ér.
log-classic-bishop = { $name } kijátssza a püspököt: az ütközet győztes nélkül ér véget.
log-conquered = { $name } meghódítja a várost: { $region }.
log-conquered-from = { $name } elhódítja { $from } városát: { $region }.
log-held = { $name } megvédi a városát: { $region }.
log-failed = Az ütközetet senki sem nyeri meg.
log-duel-won = { $name } megnyeri az ütközetet ({ $count ->
    [one] első győzelme
   *[other] { $count }. győzelme
}).
log-token-won-battle = { $name } győztesként megkapja a jelzőt.
log-token-defended = { $name } védőként megkapja a jelzőt.
log-token-kept = { $name } megtartja a jelzőt.
log-token-passed-left = A jelzőt a balra ülő játékos kapja: { $name }.
log-token-drawn = A jelzőről sorsolás dönt: { $name } kapja.
log-token-most-courtesans = { $name } kapja a jelzőt, mert neki van a legtöbb kurtizánja.
log-token-most-spies = { $name } kapja a jelzőt, mert neki van a legtöbb kéme.
log-token-first = { $name } kezdi az első ütközetet.
log-hand-discarded = { $name } eldobja a lapjait, mert nincs köztük zsoldos: { $cards }.
log-last-returned = { $count ->
    [one] { $name } visszateszi az utolsó lapját a pakliba.
   *[other] { $name } visszateszi az utolsó { $count } lapját a pakliba.
}
log-last-discarded = { $count ->
    [one] { $name } eldobja az utolsó lapját.
   *[other] { $name } eldobja az utolsó { $count } lapját.
}
log-last-kept = { $kept ->
    [0] { $name } egy lapot sem tart meg, és { $discarded } lapot eldob.
    [one] { $name } 1 lapot megtart, és { $discarded } lapot eldob.
   *[other] { $name } { $kept } lapot megtart, és { $discarded } lapot eldob.
}
log-round-ended = { $number }. forduló vége: a lapokat újrakeverik.
log-dealt = { $count ->
    [0] { $name } nem húz lapot.
    [one] { $name } 1 lapot húz.
   *[other] { $name } { $count } lapot húz.
}
log-reshuffled = A dobott lapokat bekeverik a pakliba.
log-final-battle = Nem maradt szabad város: döntő ütközet következik. Résztvevők: { $names }.
log-campaign-scored = Pontozás, { $number }. játék: { $scores }.
log-campaign-score-entry = { $name } { $score }
log-game-over = Vége a játéknak: { $outcome }.
list-separator = ,{" "}

## The end of the game

over-title = Vége a játéknak
over-won = { $names } nyert
over-shared = Közös győzelem: { $names }
over-outcome = { $who } – { $reason }
over-stats = Városok: { $regions } · nyert ütközetek: { $battles }
over-taken-back = { $count ->
    [one] Ebben a játékban 1 lépést visszavontak.
   *[other] Ebben a játékban { $count } lépést visszavontak.
}
reason-adjacent = { $count } szomszédos város
reason-total = { $count ->
    [one] 1 város
   *[other] { $count } város
}
reason-most = a legtöbb város ({ $count }), miután elfogytak a szabad városok
reason-final = a döntő ütközet
reason-shared = holtverseny, megosztott győzelem
reason-battles = { $count ->
    [one] 1 nyert ütközet
   *[other] { $count } nyert ütközet
}
reason-more-battles = több nyert ütközet, amikor elfogytak a lapok
reason-draw = döntetlen
reason-campaign = { $count } pont a sorozatban

## Cards

card-m1 = Zsoldos 1
card-m2 = Zsoldos 2
card-m3 = Zsoldos 3
card-m4 = Zsoldos 4
card-m5 = Zsoldos 5
card-m6 = Zsoldos 6
card-m10 = Zsoldos 10
card-scarecrow = Madár­ijesztő
card-drummer = Dobos
card-heroine = Hősnő
card-winter = Tél
card-spring = Tavasz
card-bishop = Püspök
card-surrender = Megadás
card-turncoat = Áruló
card-courtesan = Kurtizán
card-spy = Kém

help-mercenary = A zsoldos az értékével növeli a sereged erejét.
help-scarecrow = Vegyél vissza a kezedbe egy zsoldost a saját seregedből.
help-scarecrow-any = Vegyél vissza a kezedbe egy zsoldost bármelyik seregből.
help-drummer = Megduplázza a sereged zsoldosainak erejét. Több dobos sem ad hozzá többet.
help-heroine = 10 erőt ad. A tél, a tavasz és a dobos nem módosítja.
help-winter = Minden seregben minden zsoldos 1-et ér. A kijátszott tavasz a dobott lapok közé kerül.
help-spring = A legmagasabb értékű kijátszott zsoldosok mind +3-at kapnak. A kijátszott tél a dobott lapok közé kerül.
help-bishop = A legmagasabb értékű kijátszott zsoldos minden példánya a dobott lapok közé kerül, majd te helyezed el a pápai kegyet.
help-bishop-nofavor = A legmagasabb értékű kijátszott zsoldos minden példánya a dobott lapok közé kerül.
help-classic-bishop = Az ütközet azonnal véget ér, győztes nélkül.
help-surrender = Az ütközet azonnal véget ér; a legerősebb sereg győz.
help-courtesan = 1 erőt ad. Akinek a legtöbb kurtizánja van, az kapja a jelzőt az ütközet után.
help-spy = 1 erőt ad. Akinek a legtöbb kéme van, az kapja a jelzőt az ütközet után.
card-with-help = { $card }: { $help }
card-in-hand = { $card } ({ $index }. példány, összesen { $count }): { $help }

## The regions (city names as your language writes them)

region-torino = Torino
region-milano = Milánó
region-venezia = Velence
region-genova = Genova
region-mantova = Mantova
region-parma = Parma
region-modena = Modena
region-ferrara = Ferrara
region-bologna = Bologna
region-lucca = Lucca
region-firenze = Firenze
region-siena = Siena
region-urbino = Urbino
region-ancona = Ancona
region-spoleto = Spoleto
region-roma = Róma
region-napoli = Nápoly

## Saved games

saves-title = Mentett játékok
saves-none = Még nincs mentett játék. Minden játékot minden lépés után automatikusan elmentünk.
saves-resume = Folytatás
saves-export = Exportálás
saves-delete = Törlés
saves-import = Mentett játék importálása (.json)
saves-imported = A mentett játék importálása sikerült.
saves-import-failed = Ezt a fájlt nem sikerült importálni: { $reason }. Semmi sem változott.
saves-unreadable = Egy mentett játékot nem sikerült beolvasni ({ $reason }). A többi rendben van.
saves-resume-failed = A mentett játékot nem sikerült folytatni: { $reason }. Változatlanul megmaradt.
saves-finished = befejezett
saves-in-progress = folyamatban
saves-progress = { $battles ->
    [one] 1 ütközet
   *[other] { $battles } ütközet
} · { $regions }
saves-region-count = { $name } { $count }
saves-entry = { $edition } – { $players }

save-error-not-json = ez nem mentett játék
save-error-no-version = ez nem Condottiere-mentés
save-error-newer = az alkalmazás egy újabb verziójával mentették (formátum: { $version })
save-error-damaged = a mentett játék sérült
save-error-replay = a mentés { $number }. lépése nem játszható le újra
save-error-gone = ez a mentett játék már nem létezik
save-error-full = a böngésző tárhelye megtelt: törölj vagy exportálj néhány mentett játékot
save-error-write = a játékot nem sikerült menteni ebben a böngészőben
save-error-read-file = a fájlt nem sikerült beolvasni
save-error-make-file = a fájlt nem sikerült létrehozni
save-error-setup = a játék beállításai érvénytelenek

## Share links and replays

share-title = Megosztás
share-deal = Osztás linkje: ugyanazok a játékosok, szabályok és lapok bármely eszközön
share-record = Játszma linkje: lépésről lépésre visszajátssza ezt a játékot
share-after-game = A játék linkjeit a játék végén kínáljuk fel, hogy senki se láthassa a többiek kezét.
share-record-shows-hands = A játszma linkje úgy játssza vissza a játékot, hogy minden játékos keze látható.
share-copy = Másolás
share-copied = Másolva
link-deal-loaded = Ez az osztás egy linkből érkezett: ugyanezekhez a lapokhoz nyomd meg a Kezdés gombot.
link-bad-title = Ez a link nem nyitható meg
link-error-not-base64 = a link olyan karaktereket tartalmaz, amelyek játékkódban sosem fordulnak elő
link-error-too-short = a link csonka
link-error-checksum = a link útközben megváltozott vagy megcsonkult (az ellenőrzőösszege nem egyezik)
link-error-kind = ez nem Condottiere-játékkód
link-error-version = ez a játékkód az alkalmazás egy újabb verziójából származik
link-error-invalid = a játékkód olyan játékot ír le, amely nem állítható össze
link-error-action = a rögzített játszma { $number }. lépése nem szabályos

replay-title = Visszajátszás
replay-back = ◀ Vissza
replay-start = « Eleje
replay-end = Vége »
replay-forward = Előre ▶
replay-position = Lépés: { $step } / { $total }
replay-jump = Ugrás egy ütközethez
replay-battle = { $number }. { $region }
replay-continue = Folytatás innen

## Errors

error-title = Valami hiba történt
error-illegal = Ez a lépés most nem megengedett: { $move }.
error-no-undo = Most nincs olyan lépésed, amelyet visszavonhatnál.

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.

stats-title = Eredményeid
stats-empty = Még nincs rögzített játék. Itt jelenik meg minden befejezett játék, amelyet egyetlen emberi játékos játszott a gép ellen.
stats-group-title = { $edition }, { $opponents } ellen
stats-against-easy = a könnyű gép
stats-against-rule = a higgadt gép
stats-against-normal = a normál gép
stats-against-hard = a nehéz gép
stats-against-expert = a mester szintű gép
stats-against-mixed = vegyes szintű gépek
stats-games = Játékok
stats-wins = Győzelmek
stats-shared = Közös győzelmek
stats-share = Győzelmi arány
stats-share-value = { $percent }%
stats-share-none = még nincs
stats-streak = Győzelmek zsinórban
stats-best = Legjobb széria
stats-recent = { $count ->
    [one] A legutóbbi eredmény
   *[other] A legutóbbi { $count } eredmény, a legújabbal kezdve
}
stats-result-win = Győzelem
stats-result-loss = Vereség
stats-result-shared = Közös győzelem
stats-result-entry = { $result }, { $date }
stats-result-uncounted = { $result }, { $date }, nem számít bele: { $marks }
stats-mark-replay = visszajátszásból folytatva
stats-mark-import = fájlból importálva
stats-mark-taken-back = { $count ->
    [one] egy visszavont lépés
   *[other] { $count } visszavont lépés
}
stats-legend = ✓ győzelem · ✗ vereség · ½ közös győzelem · szaggatott: nem számít bele
stats-rules = Csak az egyetlen emberi játékossal játszott játékokat rögzítjük. A közös győzelem játéknak számít, de győzelemnek nem, és megszakítja a szériát. A visszajátszásból folytatott, a fájlból importált és a visszavont lépést tartalmazó játékok megjelennek a listában, de nem számítanak bele.
stats-reset = Eredmények törlése
stats-reset-question = Törlöd az összes eredményedet? Ez nem vonható vissza.
stats-reset-yes = Igen, törlöm
stats-reset-no = Megtartom
stats-reset-done = Az eredményeidet töröltük.
stats-aside = { $count ->
    [one] Egy sérült eredménylistát félretettünk ebben a böngészőben.
   *[other] { $count } sérült eredménylistát félretettünk ebben a böngészőben.
}
stats-aside-delete = { $count ->
    [one] A sérült eredménylista törlése
   *[other] A sérült eredménylisták törlése
}
stats-error-unreadable = Az eredménylistádat nem sikerült beolvasni ({ $reason }), ezért új lista kezdődik. A sérült szöveget félretettük ennek a böngészőnek a tárhelyén, ezen a néven: „{ $key }”.
stats-error-unreadable-kept = Az eredménylistádat nem sikerült beolvasni ({ $reason }), és félretenni sem, ezért változatlanul hagytuk, és egyelőre nem rögzítünk játékokat.
stats-error-not-json = nem az eredménylista formátumában van
stats-error-no-version = nincs verziószáma
stats-error-damaged = a tartalma sérült
stats-error-newer = Az eredménylistádat a játék egy újabb verziója írta (formátum: { $version }). Érintetlenül hagyjuk, és amíg ezt az oldalt nem frissíted, nem rögzítünk játékokat.
stats-error-save = Az eredménylistádat nem sikerült menteni: { $reason }.
stats-over-streak = { $count ->
    [1] Győzelem { $opponents } ellen ({ $edition }): új széria kezdődik.
    [one] { $count } győzelem zsinórban { $opponents } ellen ({ $edition })!
   *[other] { $count } győzelem zsinórban { $opponents } ellen ({ $edition })!
}
stats-over-shared = Közös győzelem { $opponents } ellen ({ $edition }): játéknak számít, de győzelemnek nem, és a szériád elölről kezdődik.
stats-over-loss = { $games ->
    [one] Eddig { $games } játékból { $wins } győzelem { $opponents } ellen ({ $edition }).
   *[other] Eddig { $games } játékból { $wins } győzelem { $opponents } ellen ({ $edition }).
}
stats-over-not-counted = Ez a játék szerepel az eredményeid között, de nem számít bele: { $marks }.

## A new version of the game

update-available-game = Elkészült a Condottiere új verziója. A játékod el van mentve, és az újratöltés után folytathatod.
update-available = Elkészült a Condottiere új verziója.
update-reload = Újratöltés most
update-dismiss = Később

## Why the AI played as it did (one line under each AI move in the chronicle)

why-forced = Nem volt más lehetősége.
why-region = Ez a város szolgálja legjobban a királyságát.
why-weak-hand = A keze túl gyenge ahhoz, hogy ütközetet kezdjen.
why-winning = Övé a legerősebb sereg, és a bent maradók közül senki sem tud rá válaszolni.
why-safe-lead = Az előnye várhatóan kitart.
why-lock-win = Véget vet az ütközetnek, amíg még vezet.
why-contest = Megéri harcolni érte: nagyjából { $cost } erőre számít, és legfeljebb { $budget } erőt áldoz rá.
why-fold = Nem éri meg a lapokat: ez a város legfeljebb { $budget } erőt ért neki.
why-rescue = Mielőtt kiszáll, megment egy zsoldost.
why-spoil = Megakadályozza, hogy egy másik játékos megnyerje ezt az ütközetet.
why-dump = Ezzel a kézzel nem lehet harcolni: kijátssza a lapjait, hogy új osztás jöjjön.
why-best = A legjobb lépés, amit talált.
why-draw-most = Több lap, több lehetőség: annyit húz, amennyit lehet.
why-whim = Szeszély: a könnyű gép néha véletlenszerűen játszik.
why-search = { $count ->
    [one] { $count } szimulált játék alapján { $percent }%-ra becsüli a nyerési esélyét.
   *[other] { $count } szimulált játék alapján { $percent }%-ra becsüli a nyerési esélyét.
}
why-search-rather = Becslése a győzelmi esélyekről: { $moves }.

## Learn to play (a guided first game on a prepared deal)

learn-title = Tanuld meg a játékot
learn-step-count = Lépés: { $number } / { $total }
learn-next = Tovább
learn-leave = Kilépés a leckéből
learn-start = Tanuld meg a játékot
learn-dismiss = Most nem
learn-invite-title = Még új neked a Condottiere?
learn-invite-text = Tanuld meg a játékot egy vezetett játékban két ellenfél ellen: egy edző lépésről lépésre bemutat minden lapot, amikor kijátszod. Nagyjából öt percig tart.
learn-offer-text = Vezetett első játék, lépésről lépésre.
learn-step-region = Te vagy { $you }, az ellenfeleid: { $opponent1 } és { $opponent2 }. Nálad van a condottiere-jelző, így te választod ki, hol legyen az első ütközet. Válaszd ki a térképen ezt a várost: { $region }.
learn-step-mercenary = A zsoldosok alkotják a seregedet: mindegyik annyit ér, amennyi a rá nyomtatott szám. Kezdj egy kicsivel, és figyeld, mit válaszolnak a többiek: játszd ki a { $card } lapodat.
learn-step-drummer = A válaszuk: Zsoldos 10. A { $card } megduplázza a seregedben lévő összes zsoldos erejét, azokét is, amelyeket utána játszol ki. Játszd ki a { $card } lapot.
learn-step-mercenary-10 = A dobossal a sereged ereje most { $strength }. Játszd ki a { $card } lapodat: duplázva 20-at ér.
learn-step-winter = { $opponent1 } utolért: az ereje { $strength1 }, a tiéd { $strength }, és még jöhetnek nagy zsoldosok. A { $card } lappal minden seregben minden zsoldos 1-et ér; a dobosod a te zsoldosaidat továbbra is megduplázza. Játszd ki a { $card } lapot.
learn-step-breakdown = { $opponent1 } és { $opponent2 } passzoltak: kiestek ebből az ütközetből, de a seregük továbbra is számít. A seregednél látható szám, { $strength }, az erőd: nyisd meg, és nézd meg, hogyan jön ki.
learn-step-winter-ones = Mindenki más passzolt, így egyedül játszhatsz tovább, ameddig csak akarsz. Amíg a tél érvényben van, egy 1-es ugyanannyit ér, mint egy 10-es: játszd ki a { $card } lapodat…
learn-step-scarecrow = …most pedig a { $card } lapot: egy zsoldost visszavesz a seregedből a kezedbe. Játszd ki, hogy a Zsoldos 10 lapodat egy olyan ütközetre tartogathasd, ahol valóban 10-et ér.
learn-step-take-back = Válaszd ki, melyik zsoldost veszed vissza a madárijesztővel: a { $card } lapodat.
learn-step-pass = Még mindig te vezetsz, { $strength }–{ $best } arányban. Passzolj: ha már mindenki passzolt, az ütközet véget ér, és a legerősebb sereg elfoglalja a várost.
learn-step-decided = Vége az ütközetnek. Az erőd { $strength } volt, { $opponent1 } ereje { $strength1 }, { $opponent2 } ereje { $strength2 }. Az győz, akinek a serege egyedül a legerősebb: { $won } a tiéd, a térképen felveszi a színedet, és nálad marad a condottiere-jelző. Holtverseny esetén a várost senki sem kapja meg.
learn-step-next-region = Győztesként azonnal te választod ki a következő ütközet helyszínét. Az egymással határos városok királyságot alkotnak: három játékosnál 4 szomszédos város vagy bárhol összesen 6 város birtoklásával nyersz. Válaszd ki ezt a várost: { $region } ({ $won } szomszédja).
learn-step-second-battle = Új ütközet, és te kezdesz. Játszd ki a { $card } lapodat.
learn-step-bishop = A { $card } minden seregből a dobott lapok közé teszi az összes kijátszott { $value } értékű zsoldost, majd te helyezed el a pápai kegyet. Játszd ki a { $card } lapot.
learn-step-favor = Helyezd el a pápai kegyet: azért a városért, amelyen a kegy van, nem vívható ütközet. Tedd erre a városra: { $region }.
learn-step-pass-again = Tartogasd a legjobb lapjaidat a következő ütközetekre: most passzolj, és hagyd, hogy { $opponent1 } és { $opponent2 } a sajátjukat költsék el ebben az ütközetben ({ $region }).
learn-step-round-end = { $opponent1 } és { $opponent2 } tovább játszottak, aztán eldobták a lapjaikat, mert nem volt köztük zsoldos. Ha már legfeljebb egy játékosnak van lapja, a forduló véget ér. Most te vagy ez a játékos: legfeljebb 2 lapot megtarthatsz, a többi visszakerül a pakliba, majd mindenki 10 lapra egészíti ki a kezét, és minden birtokolt városáért még 1 lapot kap.
learn-step-keep = Tartsd meg ezt a két lapodat: { $card1 } és { $card2 }. Válaszd ki mindkettőt, majd nyomd meg a Jóváhagyás gombot.
learn-done-title = Innentől a tiéd a játék
learn-done = Ennyi az egész játék: nyerj ütközeteket, és építs királyságot! Innentől egyedül játszol a könnyű gép ellen, és a Tipp gomb bármikor javasol egy lépést, ha szeretnéd. Sok sikert!
learn-declined-card = Jó gondolat, de a { $tried } lapot most még tartogasd: ez a lépés azt mutatja be, mire jó a { $expected }. Próbáld ki: meg van jelölve az asztalon.
learn-declined-move = „{ $tried }”: a saját játékaidban ez jó lépés, hiszen ott minden szabályos lépés közül te választasz. Ebben a leckében viszont minden lépés elő van készítve, hogy minden lapot működés közben láthass. Ennek a lépésnek a témája: „{ $expected }”.

## Review
# The review of a finished game: its analysis and its screen. $move counts the
# record's moves from 1; $name, $mover: players' names; $action, $played, $best, $other1,
# $other2: actions as the chronicle names them; $from, $to, $chance, $chance-best,
# $chance1, $chance2: whole percents; $trend is "up" or "down"; $number counts battles.

review-battle-region = ütközet: { $region }
review-battle-final = döntő ütközet
review-battle-duel = { $number }. ütközet
review-battle-none = az első ütközet előtt
review-turning-point = { $move }. lépés ({ $battle }): { $mover } — { $action }. { $name } esélye { $from }%-ról { $to }%-ra { $trend ->
    [up] nőtt
   *[down] csökkent
}.
review-verdict-best = Legjobb lépés
review-verdict-good = Jó lépés
review-verdict-inaccuracy = Pontatlanság
review-verdict-mistake = Hiba
review-verdict-blunder = Baklövés
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%), nem pedig { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%), nem pedig { $other1 } ({ $chance1 }%) vagy { $other2 } ({ $chance2 }%)
review-decision = { $move }. lépés, { $name }: { $played } ({ $chance }%); a legjobb talált lépés: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = { $move }. lépés, { $name }: { $played } ({ $chance }%), a legjobb talált lépés.
review-error-not-a-record = Ez nem játszmafeljegyzés.
review-error-setup = A feljegyzés szabályaiból és játékosaiból ez a verzió nem tud játszmát osztani.
review-error-illegal = A feljegyzés { $move }. lépése ebben az állásban nem játszható meg: a feljegyzés sérült, vagy más verzió készítette.
review-error-unfinished = A feljegyzés játszmája nem ért véget: csak befejezett játszmát lehet elemezni.
review-open = A játszma elemzése
review-title = A játszma elemzése
review-unavailable = Az elemzést nem sikerült betölteni: csatlakozz egyszer az internetre, majd próbáld újra.
review-back = Vissza
review-working = A játszma elemzése…
review-cancel = Mégse
review-cancelled = Az elemzés megszakítva.
review-failed = Az elemzés leállt: ez a böngésző nem tudta lefuttatni.
review-again = Elemzés újra
review-point = { $move }. lépés ({ $battle }): { $mover } — { $action }.
review-deal = Osztás
review-chart-title = A győzelmi esély minden lépés után
review-chart-help = Válassz lépést a nyilakkal vagy a mutatóval (a Page Up és a Page Down ütközetenként lép); válaszd újra, vagy nyomj Entert a visszajátszásához.
review-table-move = Lépés
review-open-replay = A(z) { $move }. lépés visszajátszása
review-back-to-review = Vissza az elemzéshez
review-turning-title = Fordulópontok
review-decisions-title = Értékelt döntések
review-verdict-scale = Abból ítélve, amit a játékos láthatott: mennyi győzelmi esélyt adott fel a legjobb talált lépéshez képest. Jó lépés { $good } pontig, pontatlanság { $inaccuracy }, hiba { $mistake } pontig, afölött baklövés.
review-summary = { $name }: pontosság { $accuracy }% { $count ->
    [one] egy döntésben
   *[other] { $count } döntésben
}.
review-none-judged = Nincs értékelhető emberi döntés.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Bezárás
sound-label = Hang

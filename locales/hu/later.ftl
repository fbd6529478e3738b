# Condottiere: the texts the page's own screens do not need, in Hungarian: the rules page,
# the lesson's coach, the review of a game, the puzzles, a record's replay, and the
# screens' module's custom game, saved games, record and daily calendar. They are
# fetched when one of those opens first (the service worker keeps them for offline play);
# condottiere.ftl has the rest. Which file a message belongs in follows from its id
# (crates/i18n, `Part::of` and its exceptions); `cargo test -p i18n` names any message
# in the wrong file.

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

## Learn to play (a guided first game on a prepared deal)

learn-title = Tanuld meg a játékot
learn-step-count = Lépés: { $number } / { $total }
learn-next = Tovább
learn-leave = Kilépés a leckéből
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
# The review of a finished game (its analysis; the screen comes later). $move counts the
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
review-decision = { $move }. lépés, { $name }: { $played } ({ $chance }%); a legjobb talált lépés: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = { $move }. lépés, { $name }: { $played } ({ $chance }%), a legjobb talált lépés.
review-error-not-a-record = Ez nem játszmafeljegyzés.
review-error-setup = A feljegyzés szabályaiból és játékosaiból ez a verzió nem tud játszmát osztani.
review-error-illegal = A feljegyzés { $move }. lépése ebben az állásban nem játszható meg: a feljegyzés sérült, vagy más verzió készítette.
review-error-unfinished = A feljegyzés játszmája nem ért véget: csak befejezett játszmát lehet elemezni.
review-error-seat-kind = A feljegyzés { $number }. helye se nem „human”, se nem gépi szint: „{ $kind }”.
review-title = A játszma elemzése
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

## Replays (a record link's game, step by step)

replay-title = Visszajátszás
replay-back = ◀ Vissza
replay-start = « Eleje
replay-end = Vége »
replay-forward = Előre ▶
replay-position = Lépés: { $step } / { $total }
replay-jump = Ugrás egy ütközethez
replay-battle = { $number }. { $region }
replay-continue = Folytatás innen
replay-as-seat = A játék még tart: úgy játssza vissza, ahogy { $name } látja, mások lapjai nélkül.
replay-public = A játék még tart: úgy játssza vissza, ahogy az asztal látja, kézben tartott lapok nélkül.

## Game states read from a file (the command line's apply; seats are numbered from 0 there)

state-error-seat = az állás a(z) { $seat }. helyre hivatkozik, de a helyei 0 és { $last } között vannak számozva
state-error-unseated = a(z) { $seat }. hely nincs az asztalnál, mégis vannak lapjai vagy pontjai
state-error-decks = a paklik nem illenek a kiadáshoz: párbajban minden játékosnak saját paklija van, és nincs közös; a többi kiadásban egy közös pakli van
state-error-cards = a lapok nem a kiadás paklija: { $found } × { $card }, a pakliban { $expected } van
state-error-own-cards = a(z) { $seat }. hely saját lapjai nem egy teljes párbajpakli: { $found } × { $card }, a pakliban { $expected } van
state-error-known = azok a lapok, amelyeket mindenki szeme láttára vett vissza a(z) { $seat }. hely, nincsenek a kezében
state-error-face-down = a(z) { $seat }. hely seregében olyan lefordított lap van, amelyet a szabályok nem engednek
state-error-season = a játékban lévő évszak nem egyezik a seregekben lévő évszaklapokkal
state-error-board = a pápai kegy vagy egy város birtokosa olyan helyen van, ahová a szabályok nem engedik
state-error-counters = egy számláló kívül esik a megengedett tartományon (forduló, pontozás, visszautasítások, megnyert ütközetek vagy az ütközet utáni lépés)
state-error-phase = a játék szakasza nem illik az állás többi részéhez

## Puzzles
# Csatafeladvány: egy ütközet állása, egysoros cél és a bizonyított megoldás.
# $region egy város neve; $name egy játékos neve; $card egy lap neve; $number a hely
# száma 1-től; $moves a lépések mondatai egymás után; $kept és $best lapok száma (vagy
# erő); $count és $expected karakterek száma; $character a kód egy karaktere.

puzzle-player = { $number }. játékos
puzzle-difficulty-easy = Könnyű
puzzle-difficulty-medium = Közepes
puzzle-difficulty-hard = Nehéz
puzzle-goal-win = Nyerd meg az ütközetet ezért a városért: { $region }.
puzzle-goal-win-duel = Nyerd meg ezt az ütközetet.
puzzle-goal-keep-cards = Nyerd meg az ütközetet ezért a városért: { $region }, és tarts meg a kezedben minél több lapot.
puzzle-goal-keep-cards-duel = Nyerd meg ezt az ütközetet, és tarts meg a kezedben minél több lapot.
puzzle-goal-keep-strength = Nyerd meg az ütközetet ezért a városért: { $region }, és tarts meg a kezedben minél nagyobb erőt.
puzzle-goal-keep-strength-duel = Nyerd meg ezt az ütközetet, és tarts meg a kezedben minél nagyobb erőt.
puzzle-goal-stop = Ne hagyd, hogy { $name } megnyerje az ütközetet ezért a városért: { $region }.
puzzle-goal-stop-duel = Ne hagyd, hogy { $name } megnyerje ezt az ütközetet.
puzzle-goal-kingdom = Szerezd meg ezt a várost: { $region }. Ezzel teljes a birodalmad, és megnyered a játékot.
puzzle-goal-kingdom-duel = Nyerd meg ezt az ütközetet: a harmadik megnyert ütközettel megnyered a játékot.
puzzle-strength-note = Erő a kézben: minden zsoldos az értékét éri, a hősnő 10-et, a kurtizán vagy a kém 1-et, minden más lap 0-t. A madárijesztővel visszavett zsoldos újra a kezedben van.
puzzle-you-play = Kijátszol egy lapot: { $card }.
puzzle-you-pass = Passzolsz.
puzzle-you-wait = Kivársz (a védő később még kijátszhat lapot).
puzzle-you-take = A madárijesztővel visszaveszel egy zsoldost: { $card }.
puzzle-you-take-from = A madárijesztővel visszaveszel egy zsoldost { $name } seregéből: { $card }.
puzzle-you-take-nothing = A madárijesztővel nem veszel vissza semmit.
puzzle-take-yours = { $name } madárijesztővel elvesz egy zsoldost a seregedből: { $card }.
puzzle-you-favor = A pápai kegyet oda teszed, ahová akarod.
puzzle-favor = { $name } elhelyezi a pápai kegyet.
puzzle-solution = A megoldás: { $moves }
puzzle-then-pass = Aztán passzolsz: a cél teljesült.
puzzle-end-you = Megnyered az ütközetet.
puzzle-end-other = Az ütközetet { $name } nyeri meg.
puzzle-end-nobody = Az ütközetet senki sem nyeri meg.
puzzle-failed-missed = E lépés után a cél már elérhetetlen.
puzzle-failed-cards = Még nyerhetsz, de legfeljebb { $kept ->
    [one] 1 lappal
   *[other] { $kept } lappal
} a kezedben fejezed be az ütközetet, pedig { $best } is lehetett volna.
puzzle-failed-strength = Még nyerhetsz, de legfeljebb { $kept } erővel a kezedben fejezed be az ütközetet, pedig { $best } is lehetett volna.
puzzle-hint = Gondolj erre a lapra: { $card }.
puzzle-code-length = A feladvány kódja { $expected } karakteres, ez pedig { $count } karakter.
puzzle-code-character = Ez a karakter nem lehet feladványkódban: „{ $character }”.
puzzle-code-typo = Ebben a feladványkódban elírás van.
puzzle-code-none = Ilyen kódú feladvány nincs.

## Puzzles on screen
# $count, $best: numbers of puzzles; $code: a puzzle's code; $difficulty: a difficulty's
# name; $name: a player's name; $cards: a list of cards' names.
puzzle-title = Csatafeladványok
puzzle-intro = Egy csata, amelyben minden ismert, ami számít, és egy egysoros cél. Játszd le az asztalon; csak a legjobb út számít.
puzzle-solved-count = { $count ->
    [one] 1 megoldott feladvány
   *[other] { $count } megoldott feladvány
}
puzzle-streak = Sorozat: { $count } (legjobb: { $best })
puzzle-daily = A nap feladványa
puzzle-loading = A feladvány készül…
puzzle-unavailable = A feladványt nem sikerült előkészíteni: a játék segédje nem válaszolt.
puzzle-to-setup = Vissza a játék beállításához
puzzle-list = Összes feladvány
puzzle-heading = { $code } feladvány · { $difficulty }
puzzle-hand-of = { $name } kezében: { $cards }.
puzzle-hand-empty = nincs lap
puzzle-state-playing = Te lépsz.
puzzle-state-waiting = A többiek válaszolnak…
puzzle-state-solved = Megoldva: a cél a legjobb úton teljesült.
puzzle-state-failed = Most nem sikerült.
puzzle-hint-button = Tipp
puzzle-retry = Újra
puzzle-next = Következő feladvány
puzzle-error-unreadable = A feladványeredményeid nem olvashatók ({ $reason }), ezért újak kezdődnek. A sérült másolatot félretettük ebben a böngészőben, nem veszett el.
puzzle-error-unreadable-kept = A feladványeredményeidet nem sikerült beolvasni ({ $reason }), és félretenni sem, ezért változatlanul hagytuk, és egyelőre nem rögzítünk feladványokat.
puzzle-error-newer = A feladványeredményeidet a játék egy újabb változata írta (formátum: { $version }): érintetlenül maradnak, és semmi sem kerül rögzítésre, amíg ez az oldal nem frissül.
puzzle-error-save = A feladványeredményeid mentése nem sikerült: { $reason }.

## The custom game, the saved games, the record and the daily calendar (the screens' module)

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
setup-friend = Egy barát, a saját eszközén
setup-first = Első condottiere
setup-first-random = Sorsolással
setup-seed = Keverési kód
setup-seed-hint = Ugyanaz a kód bárhol ugyanazokat a lapokat osztja.
setup-seed-invalid = „{ $value }” nem keverési kód: csak számjegyeket írj. Ugyanaz a kód bárhol ugyanazokat a lapokat osztja.
setup-new-seed = Új kód
setup-pace = A gép tempója
setup-start = Kezdés
setup-rules = A kiadás szabályai
setup-invalid = Ez a játék így nem indítható: { $reason }
rules-link = Szabály: { $rule }
saves-none = Még nincs mentett játék. Minden játékot minden lépés után automatikusan elmentünk.
saves-export = Exportálás
saves-delete = Törlés
saves-deleted = A játékot töröltük: egy hétig visszahozhatod lent.
saves-undo-delete = Visszavonás
saves-undeleted = A játék újra a listán van.
saves-deleted-title = Nemrég törölt
saves-deleted-hint = A törölt játék egy hétig visszahozható; utána végleg eltűnik.
saves-deleted-at = törölve: { $date }
saves-import = Mentett játék importálása (.json)
saves-imported = A mentett játék importálása sikerült.
saves-import-failed = Ezt a fájlt nem sikerült importálni: { $reason }. Semmi sem változott.
saves-unreadable = Egy mentett játékot nem sikerült beolvasni ({ $reason }).
saves-unreadable-others = { $count ->
    [one] A másik mentett játék rendben van.
   *[other] A többi { $count } mentett játék rendben van.
}
saves-finished = befejezett
saves-in-progress = folyamatban
saves-progress = { $battles ->
    [one] 1 ütközet
   *[other] { $battles } ütközet
} · { $regions }
stats-empty = Még nincs rögzített játék. Itt jelenik meg minden befejezett játék, amelyet egyetlen emberi játékos játszott a gép ellen.
stats-group-title = { $edition }, { $opponents } ellen
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
daily-intro = Naponta egy osztás, mindenkinek ugyanaz: hasonlítsd össze az eredményed a barátaidéval. A napi eredményed a nap osztásának az az első játéka, amelyet itt aznap kezdesz el, ha aznap be is fejezed; az osztás minden más játéka gyakorlás.
daily-practice-note = Gyakorlás: ez a játék nem változtat a napi eredményeiden.
daily-settings = { $edition } · négy játékos · te három normál gép ellen
daily-start-practice = Gyakorlásként
daily-continue = A nap játékának folytatása
daily-continue-note = A nap játékát itt kezdted el, és még nincs vége: ott folytatódik, ahol abbamaradt, és az eredménye lesz a napi eredmény.
daily-start-again = Újra (gyakorlás)
daily-back = Vissza
daily-record-title = A nap osztása
daily-streak = Napok zsinórban
daily-best = Legjobb széria
daily-calendar = Az elmúlt négy hét
daily-calendar-hint = Válassz egy napot, hogy lejátszd az osztását; egy elmúlt nap gyakorlás.
daily-day-win = { $date }: győzelem
daily-day-loss = { $date }: nem nyert
daily-day-shared = { $date }: közös győzelem
daily-day-practice = { $date }: csak gyakorlás
daily-day-missed = { $date }: nem játszott
daily-day-today = { $date }: ma, még hátravan
daily-legend = ✓ győzelem · ✗ nem nyert · ½ közös · • csak gyakorlás
daily-rules = Egy nap akkor számít, ha a nap játékát (az itt elsőként osztottat) még aznap befejezed, akár nyersz, akár nem; minden egymást követő nap növeli a szériát, egy kihagyott nap véget vet neki.

## Moved with their screens to the screens' module
link-deal-loaded = Ez az osztás egy linkből érkezett: ugyanezekhez a lapokhoz nyomd meg a Kezdés gombot.
link-bad-title = Ez a link nem nyitható meg
link-error-not-base64 = a link olyan karaktereket tartalmaz, amelyek játékkódban sosem fordulnak elő
link-error-too-short = a link csonka
link-error-checksum = a link útközben megváltozott vagy megcsonkult (az ellenőrzőösszege nem egyezik)
link-error-kind = ez nem Condottiere-játékkód
link-error-version = ez a játékkód az alkalmazás egy újabb verziójából származik
link-error-invalid = a játékkód olyan játékot ír le, amely nem állítható össze
link-error-action = a rögzített játszma { $number }. lépése nem szabályos
stats-against-easy = a könnyű gép
stats-against-rule = a higgadt gép
stats-against-normal = a normál gép
stats-against-hard = a nehéz gép
stats-against-expert = a mester szintű gép
stats-against-mixed = vegyes szintű gépek
stats-mark-replay = visszajátszásból folytatva
stats-mark-import = fájlból importálva
stats-mark-taken-back = { $count ->
    [one] egy visszavont lépés
   *[other] { $count } visszavont lépés
}
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
daily-title = A nap osztása
daily-deal-of = { $date } osztása
daily-start = Játszd az osztást
daily-error-format = „{ $date }” nem dátum: a nap osztásának linkje ÉÉÉÉ-HH-NN alakú dátummal végződik.
daily-error-year = „{ $date }”: 1970 előtt nincs napi osztás.
daily-error-month = „{ $date }” nem dátum: nincs ilyen hónap.
daily-error-day = „{ $date }” nem dátum: abban a hónapban nincs ilyen nap.
daily-error-future = A(z) { $date } osztása még nem jelent meg: gyere vissza azon a napon.
daily-outcome-win = győzelem
daily-outcome-loss = nem nyert
daily-outcome-shared = közös győzelem
daily-share-title = Condottiere, a nap osztása, { $date }: { $outcome }
daily-share-practice = Condottiere, a nap osztása, { $date } (gyakorlás): { $outcome }
daily-share-figures = városok { $regions } · nyert ütközetek { $battles } · visszavont lépések { $takebacks }
daily-result-counted = A(z) { $date } eredményed bekerült az eredményeid közé.
daily-result-practice = Gyakorlás: a(z) { $date } eredményed nem változik.
daily-share = Eredmény másolása
daily-copied = Másolva: küldd el a barátaidnak.
daily-copy-failed = A másolást a böngésző nem engedte: a szöveg ki van jelölve, másold billentyűvel vagy a menüből.
daily-error-save = A napi eredményeid mentése nem sikerült: { $reason }.
review-open = A játszma elemzése
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%), nem pedig { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%), nem pedig { $other1 } ({ $chance1 }%) vagy { $other2 } ({ $chance2 }%)
friends-refused-stale = A játék továbbhaladt, mielőtt a lépésed megérkezett; semmi sem változott.
friends-refused-not-your-turn = Nem te következel; semmi sem változott.
friends-refused-not-your-seat = Ez a lépés egy olyan helyé volt, amelyhez nem csatlakoztál; semmi sem változott.
friends-refused-malformed = A házigazda nem tudta elolvasni, amit az eszközöd küldött; semmi sem változott.
friends-refused-oversized = Amit az eszközöd küldött, túl hosszú volt a házigazdának; semmi sem változott.
friends-refused-illegal = A szabályok most nem engedik ezt a lépést; semmi sem változott.
friends-refused-no-take-back = Most nincs olyan lépésed, amelyet visszavonhatnál.
friends-refused-seat-taken = Ez a hely foglalt: a meghívóját már felhasználták. Kérj új meghívót a házigazdától.
friends-refused-unknown-seat = Ennél az asztalnál nincs ilyen hely egy barát számára. Kérj új meghívót a házigazdától.
friends-refused-not-started = A játék még nem kezdődött el; várd meg, amíg a házigazda elindítja.
friends-refused-game-over = A játéknak vége; semmi sem változott.
friends-refused-newer-version = Az alkalmazásod újabb, mint a házigazdáé: a házigazdának újra kell töltenie az oldalt, hogy frissüljön.
friends-host-title = Asztalod a barátaidnak
friends-host-intro = Küldd el minden barátodnak a helyére szóló meghívót: egy linket, vagy a QR-kódot annak, aki a szobában van. Mindenki visszaküld egy válaszlinket: nyisd meg ebben a böngészőben, vagy illeszd be lent. Játék közben hagyd nyitva ezt az oldalt.
friends-help-deals = A házigazda eszköze osztja a lapokat és vezeti az asztalt: minden barát eszköze csak a saját kezét kapja meg, és azt, amit mindenki lát. Nincs köztük saját szerverünk: az eszközök közvetlenül beszélnek egymással.
friends-player-host = ennél az eszköznél
friends-player-friend = barát
friends-player-ai = MI
friends-presence-waiting = várakozik
friends-presence-connected = itt van
friends-presence-away = távol
friends-invite-link = Meghívó neki: { $seat }
friends-invite-making = A meghívó készül…
friends-invite-failed = Ez az eszköz és a barátodé nem tudott kapcsolódni. Próbáljátok ugyanazon a Wi-Fi-n, vagy adjatok meg TURN-szervert a kapcsolat beállításaiban mindkét eszközön; aztán hívd meg újra.
friends-seat-connecting = Megjött a válasz: kapcsolódás…
friends-reinvite = Meghívás újra
friends-paste-label = Egy barát válaszlinkje
friends-accept-reply = Válasz elfogadása
friends-reply-not-ours = Ez a válasz olyan meghívóra felel, amelyre ez az asztal nem vár. Küldj a barátodnak új meghívót.
friends-reply-refused = Erre a meghívóra már válaszoltak: a hely foglalt. Ha ennek az eszköznek adnád, használd a hely „Meghívás újra” gombját, és küldd el az új meghívót.
friends-start = Játék indítása
friends-start-waiting = { $count ->
    [one] Még { $count } barátra vársz.
   *[other] Még { $count } barátra vársz.
}
friends-stand-in = Játsszon egy MI ezen a helyen, amíg a barát vissza nem jön
friends-panel = Barátok az asztalnál
friends-cannot-host = Ezt a játszmát nem lehet vezetni
friends-settings = Kapcsolat beállításai
friends-ice-servers = Szerverek, amelyek segítenek a különböző hálózatokon lévő eszközöknek egymásra találni (soronként egy; TURN esetén: a cím, a felhasználónév és a jelszó)
friends-ice-help = Az azonos hálózaton lévő eszközöknek nem kell. A STUN-szerver csak a saját címét mondja meg az eszköznek; a TURN-szerver továbbítja a játékot, ha semmi más nem megy. Üres lista: egy sem.
friends-ice-save = Szerverek mentése
friends-ice-default = Vissza az alapértelmezettre
friends-ice-saved = Mentve: az új meghívók és válaszok ezeket a szervereket használják.
friends-ice-bad-line = { $line }. sor: { $problem }
friends-ice-bad-address = ez nem szervercím (stun:, stuns:, turn: vagy turns: után jön a szerver neve)
friends-ice-turn-credentials = a TURN-szervernek a cím után kell a felhasználónév és a jelszó
friends-ice-too-many = túl sok szó: a STUN-szerver csak a cím; a TURN-szerver a cím, a felhasználónév és a jelszó
friends-share = Megosztás
friends-share-title = Condottiere
friends-qr-caption = Vagy olvasd be ezt a kódot a másik eszköz kamerájával.
friends-invite-bad = Ezt a meghívót nem lehet megnyitni
friends-invite-ask-again = Kérd meg a házigazdát, hogy küldje el újra a teljes meghívót.
friends-code-wrong-kind = ez nem ennek a játéknak a meghívója vagy válasza
friends-code-invalid = egyes adatai nem olvashatók
friends-join-title = { $host } meghív a(z) { $edition } játékra, { $players ->
    [one] { $players } játékos
   *[other] { $players } játékos
} részére
friends-join-intro = Válaszd ki a nevet, amelyet a többiek látnak, majd küldd vissza a házigazdának az oldal által készített választ.
friends-your-name = A neved
friends-name-needed = { $count ->
    [one] Írj be egy legfeljebb { $count } karakteres nevet.
   *[other] Írj be egy legfeljebb { $count } karakteres nevet.
}
friends-join = Válasz elkészítése
friends-answering = A válaszod készül…
friends-reply-link = A válaszod
friends-reply-intro = Küldd el ezt a választ neki: { $host }, ugyanúgy, ahogy a meghívó jött (vagy mutasd meg a kódot). Amikor megnyitja, ott vagy az asztalnál.
friends-reply-waiting = Várjuk, hogy { $host } megnyissa a válaszodat…
friends-reply-slow = Még nincs kapcsolat. Ha a házigazda megnyitotta a válaszodat, és semmi sem történik, a két eszköz nem éri el egymást: próbáljátok ugyanazon a Wi-Fi-n, vagy TURN-szerverrel a kapcsolat beállításaiban mindkét eszközön. Ha a hely már foglalt volt, kérj új meghívót.
friends-connecting = Kapcsolódva: csatlakozás az asztalhoz…
friends-joined-waiting = Ott vagy { $host } asztalánál. A játék akkor indul, amikor { $host } elindítja.
friends-lost = Megszakadt a kapcsolat vele: { $host }. Kérd meg, hogy hívjon meg újra (a helyed „Meghívás újra” gombjával), majd nyisd meg az új meghívót: az asztalt úgy találod, ahogy van.
friends-failed = Ez az eszköz nem tudott kapcsolódni { $host } eszközéhez. Próbáljátok ugyanazon a Wi-Fi-n, vagy adjatok meg TURN-szervert a kapcsolat beállításaiban mindkét eszközön, aztán készíts új választ.
friends-try-again = Új válasz készítése
friends-used = Ez a böngésző már elfoglalta ennek a meghívónak a helyét. Ha vissza akarsz térni { $host } asztalához, kérd meg, hogy hívjon meg újra (a helyed „Meghívás újra” gombjával), és nyisd meg az új meghívót.
friends-outdated = { $host } alkalmazása újabb ennél: töltsd újra ezt az oldalt a frissítéshez, aztán nyisd meg újra a meghívót.
friends-reply-bad = Ezt a választ nem lehet megnyitni
friends-reply-title = Egy barát válasza
friends-reply-handing = A válasz átadása az asztalodnak…
friends-reply-taken = Az asztalod megkapta a választ: menj vissza a lapjára.
friends-reply-no-table = Ebben a böngészőben egy asztal sem vár erre a válaszra. Nyisd meg abban a böngészőben, ahol az asztalt vezeted, vagy illeszd be ott.

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

## The front door (one tap to play; the setup is its own screen)
home-title = Condottiere játék
home-continue = Folytatás
home-play = Játék
home-play-table = { $edition } · { $players } játékos · { $opponents }
home-pass-and-play = Játék egy eszközön
home-pass-and-play-detail = Barátok egy eszköz körül: mindenki csak a saját lapjait látja.
home-friends = Játék barátokkal
home-friends-detail = Mindenki a saját eszközén, linkkel vagy QR-kóddal.
home-daily-open = A mai leosztás vár · sorozat: { $count }
home-daily-done = A mai leosztást lejátszottad · sorozat: { $count }
home-more = Továbbiak
home-custom = Egyéni játék
home-rules = Szabályok
home-back = ← Vissza a kezdéshez

## Setup
setup-default-player = { $number }. játékos

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

## The way to the rules page (its texts are in later.ftl)

rules-button = Szabályok
rules-variant-name-draw-after-battle = Húzás ütközet után
rules-variant-name-campaign = Pontozás
rules-variant-name-bigger-kingdoms = Nagyobb királyságok
rules-variant-name-capture = Városok elhódítása
rules-variant-name-hidden-cards = Rejtett lapok

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
saves-resume = Folytatás
saves-resume-failed = A mentett játékot nem sikerült folytatni: { $reason }. Változatlanul megmaradt.
saves-region-count = { $name } { $count }
saves-entry = { $edition } – { $players }

save-error-replay = a mentés { $number }. lépése nem játszható le újra
save-error-gone = ez a mentett játék már nem létezik
save-error-full = a böngésző tárhelye megtelt: törölj vagy exportálj néhány mentett játékot
save-error-write = a játékot nem sikerült menteni ebben a böngészőben
save-error-read-file = a fájlt nem sikerült beolvasni
save-error-make-file = a fájlt nem sikerült létrehozni
save-error-setup = a játék beállításai érvénytelenek
save-error-id = a mentett játék azonosítóját nem ez az alkalmazás írta
save-error-reasons = a mentett játékban őrzött gépi indokok nem illenek a lépéseihez
save-error-daily = a mentett játék napi osztásként van megjelölve, de az osztása nem azé a napé

## Share links and replays

share-title = Megosztás
share-deal = Osztás linkje: ugyanazok a játékosok, szabályok és lapok bármely eszközön
share-record = Játszma linkje: lépésről lépésre visszajátssza ezt a játékot
share-after-game = A játék linkjeit a játék végén kínáljuk fel, hogy senki se láthassa a többiek kezét.
share-record-in-play = Amíg a játék tart, a játszma linkje úgy játssza vissza, ahogy te látod: a saját kezedet, senki másét. A játék végén a link mindenki lapjait mutatja.
share-copy = Másolás
share-copied = Másolva

## Errors

error-title = Valami hiba történt
error-illegal = Ez a lépés most nem megengedett: { $move } ({ $reason }).
error-no-undo = Most nincs olyan lépésed, amelyet visszavonhatnál.
error-stale = A játék továbbhaladt, mielőtt ez a lépés megérkezett; semmi sem változott.
error-not-your-turn = Nem te következel; semmi sem változott.
error-texts = Nem sikerült betölteni a szövegeket ezen a nyelven: { $language }. Egy nyelv akkor működik offline, ha egyszer már online megnyitottad. Ellenőrizd a kapcsolatot, és próbáld újra.

# Why the rules refuse a move (the reason in error-illegal); why a game cannot be set up
# (a save's, a link's, the setup screen's); what is wrong with the seats.
refusal-game-over = a játéknak vége
refusal-awaits-region = most { $name } választja ki a következő ütközet helyszínét
refusal-awaits-card = most { $name } játszik ki lapot, vagy passzol
refusal-awaits-take-back = most { $name } választja ki, melyik zsoldost veszi vissza a madárijesztővel
refusal-awaits-favor = most { $name } helyezi el a pápai kegyet
refusal-awaits-hand-discard = most { $name } dönti el, eldobja-e a zsoldos nélküli lapjait
refusal-awaits-keep = most { $name } választ ki legfeljebb 2 lapot, amelyet megtart a következő fordulóra
refusal-awaits-draw = most { $name } dönti el, hány lapot húz: 0 és { $most } között
refusal-favor-region = { $region }: ezen a városon a pápai kegy van, itt nem lehet ütközet
refusal-own-region = { $region }: ezt a várost már { $name } birtokolja
refusal-controlled = { $region }: ezt a várost { $owner } birtokolja, és a(z) { $edition } kiadásban elfoglalt várost nem lehet megtámadni (a Városok elhódítása szabály megengedi)
refusal-all-declined = már minden más játékos nem választott: ennek a condottierének választania kell
refusal-no-decline = a(z) { $edition } kiadásban a condottierének választania kell: csak a klasszikus magyar szabálykönyv engedi, hogy ne válasszon
refusal-not-in-hand = { $name } kezében nincs ilyen lap: { $card }
refusal-no-face-down = a seregben nincs felfordítható lefordított lap
refusal-must-take = a(z) { $edition } kiadásban a madárijesztőnek vissza kell vennie egy zsoldost, ha tud
refusal-own-row = a(z) { $edition } kiadásban a madárijesztő csak a saját játékosa seregéből vesz vissza
refusal-not-mercenary = a madárijesztő csak zsoldost vesz vissza, ezt a lapot nem: { $card }
refusal-no-face-up = abban a seregben nincs visszavehető felfordított lap: { $card }
refusal-favor-contested = a pápai kegy nem kerülhet arra a városra, amelyért az ütközet folyik: { $region }
refusal-favor-controlled = { $region }: ezt a várost valaki birtokolja, a pápai kegy olyan városra kerül, amelyet senki sem birtokol
refusal-favor-required = a(z) { $edition } kiadásban a pápai kegyet egy szabad városra kell tenni
refusal-not-held = { $name } kezében nincsenek meg ezek a lapok
refusal-draw-too-many = { $name } most legfeljebb { $most } lapot húzhat, nem { $count } lapot: legfeljebb 3-at, a 10 + városonként 1 lapos kézkorláton belül, abból, ami a pakliban és a dobott lapok között van
setup-error-players = a(z) { $edition } kiadás { $min }–{ $max } játékosra készült, nem { $players } játékosra
setup-error-variant = ez az opcionális szabály nem illik a(z) { $edition } kiadáshoz: „{ $rule }”
setup-error-campaign = a pontozáshoz 0-nál nagyobb célpontszám kell
setup-error-rules = a szabályok nem a(z) { $edition } kiadás és opcionális szabályai szerintiek: valaki kézzel átírta őket
setup-error-first = a kezdő condottiere nem tartozik a(z) { $players } játékos közé
seat-error-count = helyek: { $seats }, játékosok: { $players }; minden játékosnak pontosan egy hely kell
seat-error-no-name = a(z) { $number }. játékosnak nincs neve
seat-error-long-name = a(z) { $number }. játékos neve hosszabb { $most } karakternél
seat-error-color = a(z) { $number }. játékos színe nem létezik a játékban
seat-error-same-name = két játékos neve is „{ $name }”: mindenkinek saját név kell

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.

stats-title = Eredményeid
kept-error-damaged = a tartalma sérült
kept-error-no-version = nincs verziószáma: nem ez a játék írta
kept-error-not-json = nem a megfelelő formátumban van
kept-error-newer = a játék egy újabb verziója írta (formátum: { $version })
settings-error-unreadable = A beállításaidat nem sikerült beolvasni ({ $reason }), ezért az alapértelmezettek érvényesek. A sérült másolatot félretettük ebben a böngészőben, nem veszett el.
settings-error-unreadable-kept = A beállításaidat nem sikerült beolvasni ({ $reason }), és félretenni sem: az alapértelmezettek érvényesek, és semmit sem mentünk föléjük.
settings-error-newer = A beállításaidat a játék egy újabb változata írta (formátum: { $version }): érintetlenül maradnak, amíg ez az oldal nem frissül.
settings-error-save = A beállításaidat nem sikerült menteni: { $reason }.
# A record the page could not read when it opened, said on the screen the player is on.
stats-error-unreadable = Az eredménylistádat nem sikerült beolvasni ({ $reason }), ezért új lista kezdődik. A sérült másolatot félretettük ebben a böngészőben, nem veszett el.
stats-error-unreadable-kept = Az eredménylistádat nem sikerült beolvasni ({ $reason }), és félretenni sem, ezért változatlanul hagytuk, és egyelőre nem rögzítünk játékokat.
stats-error-newer = Az eredménylistádat a játék egy újabb verziója írta (formátum: { $version }). Érintetlenül hagyjuk, és amíg ezt az oldalt nem frissíted, nem rögzítünk játékokat.
daily-error-unreadable = A napi eredményeid nem olvashatók ({ $reason }), ezért újak kezdődnek. A sérült másolatot félretettük ebben a böngészőben, nem veszett el.
daily-error-unreadable-kept = A napi eredményeidet nem sikerült beolvasni ({ $reason }), és félretenni sem, ezért változatlanul hagytuk, és egyelőre nem rögzítünk napi játékokat.
daily-error-newer = A napi eredményeidet a játék egy újabb változata írta (formátum: { $version }): érintetlenül maradnak, és semmi sem kerül rögzítésre, amíg ez az oldal nem frissül.

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
why-idle = { $count ->
    [one] Az utolsó ütközetben senki sem játszott ki lapot: hogy a forduló ne akadjon el, kijátszik egyet.
   *[other] Az utolsó { $count } ütközetben senki sem játszott ki lapot: hogy a forduló ne akadjon el, kijátszik egyet.
}
why-search = { $count ->
    [one] { $count } szimulált játék alapján { $percent }%-ra becsüli a nyerési esélyét.
   *[other] { $count } szimulált játék alapján { $percent }%-ra becsüli a nyerési esélyét.
}
why-search-rather = Becslése a győzelmi esélyekről: { $moves }.
# Expert's reading of the table, after why-search-rather when it changed the move. $clue: one
# of why-read-… below ($name: a player, $card: a card); $read and $visible: the strength of
# the Mercenaries expected in that player's hand, as read from their moves and from the
# visible cards alone (why-read-number); $direction: weaker or stronger, from those two
# numbers; $instead: the move it would have made without the reading.
why-read = Az asztal olvasása: { $clue }, így abban a kézben a zsoldosok valószínűleg { $direction ->
    [weaker] gyengébbek
   *[stronger] erősebbek
}, mint amilyennek látszanak (nagyjából { $read } erő { $visible } helyett). Enélkül ez lett volna a lépés: { $instead }.
why-read-passed-at-once = { $name } azonnal passzolt
why-read-passed = { $name } passzolt
why-read-played = { $name } kijátszotta: { $card }
why-read-face-down = { $name } lefordítva játszott ki egy lapot
why-read-kept-hand = { $name } megtartott egy zsoldos nélküli kezet
why-read-other = { $name } lépései ebben a körben
why-read-number = { $whole },{ $tenth }

## Learn to play: the invitation on the setup screen (the lesson itself is in later.ftl)

learn-start = Tanuld meg a játékot
learn-offer-text = Vezetett első játék, lépésről lépésre.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Bezárás
sound-label = Hang

## Tabs
elsewhere-title = Ez a játék egy másik böngészőlapon folytatódik
elsewhere-text = Megnyitották a böngésző egy másik lapján vagy ablakában, és ott folyik tovább, ott mentődnek a lépései is. Vedd vissza, hogy itt játssz tovább, az ott megtett összes lépéssel együtt: a másik böngészőlap ekkor leáll.
elsewhere-take-back = A játék visszavétele
elsewhere-menu = Vissza a menübe
elsewhere-deleted-title = Ezt a játékot törölték
elsewhere-deleted-text = Törölték a mentett játékok közül, egy másik böngészőlapon vagy itt, így most semmi sincs belőle mentve. Hozd vissza, hogy itt játssz tovább az összes lépésével, vagy hagyd itt.
elsewhere-bring-back = Visszahozás
elsewhere-deleted-leave = Kilépés
## The daily deal (crates/session/src/daily.rs, src/ui/daily.rs)
daily-button = A nap osztása
## Puzzles: the way to them on the setup screen (the puzzles themselves are in later.ftl)

puzzle-open = Csatafeladványok
puzzle-offer-text = Egy csata, egy cél: találd meg a legjobb utat.

## Review: the way to it, and the AI's alternatives (the chronicle's reasons tell them too; the
# review itself is in later.ftl). $action, $other1, $other2: moves; $chance, $chance1, $chance2: whole percents.
screen-unavailable = Ezt a képernyőt nem sikerült betölteni: csatlakozz egyszer az internetre, majd próbáld újra.
screen-loading = Betöltés…

# Condottiere: ogni parola mostrata dall'app, in italiano.
#
# Tradotto da locales/en/condottiere.ftl (la fonte). Termini del gioco come li usa
# l'edizione italiana: Mercenario, Spaventapasseri, Tamburino, Eroina, Inverno,
# Primavera, Vescovo, Resa, Voltagabbana, Cortigiana, Spia, il favore del Papa,
# il segnalino Condottiere, la linea (di battaglia).

## The page

page-title = Condottiere
app-title = Condottiere
app-tagline = Assolda mercenari, vinci battaglie e conquista le città dell'Italia rinascimentale.
manifest-description = Il gioco di carte di Dominique Ehrhard sull'Italia del Rinascimento: gioca offline contro gli amici o contro un'IA che non bara.
language-label = Lingua
loading = Caricamento…

## The front door (one tap to play; the setup is its own screen)
home-title = Gioca a Condottiere
home-continue = Continua
home-play = Gioca
home-play-table = { $edition } · { $players } giocatori · { $opponents }
home-pass-and-play = Gioco a turno
home-pass-and-play-detail = Amici attorno a un solo dispositivo: ognuno vede solo la propria mano.
home-friends = Gioca con gli amici
home-friends-detail = Ognuno sul proprio dispositivo, con un link o un codice QR.
home-daily-open = La mano del giorno ti aspetta · serie: { $count }
home-daily-done = La mano del giorno è giocata · serie: { $count }
home-more = Altro
home-custom = Partita personalizzata
home-rules = Regole
home-back = ← Torna all'inizio

## Setup
setup-default-player = Giocatore { $number }

pace-slow = Lento
pace-normal = Normale
pace-fast = Veloce
pace-instant = Istantaneo

level-easy = IA — facile
level-rule = IA — metodica
level-normal = IA — normale
level-hard = IA — difficile
level-expert = IA — esperta

## Editions

preset-classic-1995 = Classica (1995)
preset-classic-1995-about = Il gioco originale: 96 carte; si possono attaccare le città già controllate; 2 carte per città.
preset-classic-hu = Classica, testo ungherese
preset-classic-hu-about = Le regole classiche dell'edizione ungherese: il Condottiere può rinunciare a scegliere; se nessuno vince la battaglia, il segnalino passa a sinistra.
preset-ffg-2006 = Fantasy Flight (2006)
preset-ffg-2006-about = Primavera, Cortigiane e il favore del Papa; a fine round si tengono fino a 2 carte.
preset-zman-2018 = Z-Man (2018)
preset-zman-2018-about = Spie, Voltagabbana e il nuovo Vescovo; si vince con 5 regioni, o con 3 adiacenti.
preset-zman-classic = Z-Man, mazzo classico
preset-zman-classic-about = Le regole Z-Man con il mazzo della versione classica: torna il Vescovo classico.
preset-zman-duel = Z-Man, duello (2 giocatori)
preset-zman-duel-about = Due giocatori, due mazzi identici da 23 carte: il primo che vince 3 battaglie vince la partita.

## Optional rules

variant-draw-after-battle = Pesca dopo la battaglia: mani da 7 carte, dopo ogni battaglia si pesca fino a 3 carte
variant-campaign = Campagna: più partite, fino a 20 punti
variant-bigger-kingdoms = Regni più grandi: per vincere serve una regione adiacente in più
variant-capture = Cattura: si possono attaccare le regioni già controllate; il difensore è avvantaggiato
variant-hidden-cards = Carte coperte: Mercenari, Eroine, Tamburini e Cortigiane si giocano a faccia in giù

## The way to the rules page (its texts are in later.ftl)

rules-button = Regole
rules-variant-name-draw-after-battle = Pesca dopo la battaglia
rules-variant-name-campaign = Campagna
rules-variant-name-bigger-kingdoms = Regni più grandi
rules-variant-name-capture = Cattura
rules-variant-name-hidden-cards = Carte coperte

## Hand-off between players on one device

handoff-title = Passa il dispositivo a { $name }
handoff-tap = { $name }, tocca lo schermo per iniziare
handoff-undo = { $name }: annulla la tua mossa

## The table

turn-yours = { $name }, tocca a te
turn-waiting = { $name } sta pensando…
turn-ai-stalled = { $name } non può ancora giocare
prompt-choose-region = Scegli sulla mappa la regione della prossima battaglia.
prompt-battle = Gioca una carta o passa.
prompt-scarecrow = Il tuo Spaventapasseri ti fa riprendere in mano un Mercenario:
prompt-favor = Piazza il favore del Papa su una regione libera della mappa.
prompt-hand-discard = Non hai più Mercenari. Vuoi scartare tutta la mano (mostrandola a tutti)?
prompt-keep = Il round finisce: scegli fino a 2 carte da tenere, poi conferma.
prompt-draw = Pesca dopo la battaglia: quante carte prendi?

action-pass = Passa
action-pass-key = Passa (P)
action-pass-reveal = Passa e scopri
action-decline = Rinuncia e passa il segnalino
action-take-none = Non prendere nulla
action-take = Riprendi { $card }
action-take-from = Prendi { $card } da { $name }
action-favor-off = Non piazzare il favore
action-favor-place = Favore del Papa → { $region }
action-discard-hand = Scarta la mano
action-keep-hand = Tieni la mano
action-keep-none = Non tenere nulla
action-draw = { $count ->
    [0] Nessuna carta
    [one] Prendi 1 carta
   *[other] Prendi { $count } carte
}
action-confirm = Conferma
action-undo = Annulla
action-hint = Consiglio
action-rematch = Rivincita
action-new-game = Nuova partita
action-leave = Esci da questa partita (resta salvata)
hint-suggests = Consiglio: { $move }
hint-thinking = Sto pensando…
ai-unavailable = I giocatori del computer non sono riusciti a partire (il loro worker non si è caricato o non ha risposto). La tua partita è conservata.
ai-retry = Riprova

table-hand = La tua mano
table-hand-of = { $count ->
    [one] La tua mano, 1 carta
   *[other] La tua mano, { $count } carte
}
table-row-of = Linea di { $name }
table-row-cards = { $count ->
    [0] Nessuna carta giocata
    [one] 1 carta giocata
   *[other] { $count } carte giocate
}
table-cards = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
table-deck = Mazzo: { $count }
table-discard = Scarti: { $count }
table-passed = ha passato
table-token = Condottiere
table-season = Stagione: { $season }
table-no-season = Nessuna stagione
table-battle-for = Battaglia per { $region }
table-final-battle = Battaglia finale
table-duel-battle = Battaglia { $number }
table-between-battles = Tra due battaglie
table-round = Round { $number }
table-regions = { $count ->
    [one] 1 regione
   *[other] { $count } regioni
}
table-battles-won = { $count ->
    [one] 1 battaglia vinta
   *[other] { $count } battaglie vinte
}
table-defender = in difesa
table-face-down = Una carta coperta

strength-base = Mercenari
strength-winter = Inverno
strength-drummer = Tamburino
strength-spring = Primavera
strength-heroines = Eroine
strength-courtesans = Cortigiane
strength-spies = Spie
strength-total = Forza
strength-of = Forza di { $name }: { $strength }

map-title = Italia
map-favor = Favore del Papa
map-token = Condottiere
map-region-held = { $region }, controllata da { $name }
map-region-contested = { $region }, battaglia in corso
map-region-favor = { $region }, favore del Papa

## The chronicle (the game's log)

log-title = Cronaca
log-show-reasons = Mostra i motivi dell'IA
log-game-started = Le carte sono distribuite. { $name } è il primo Condottiere.
log-campaign-game = Inizia la partita { $number } della campagna.
log-declined = { $name } rinuncia a scegliere e passa il segnalino a { $next }.
log-region-chosen = { $name } sceglie { $region } per la prossima battaglia.
log-battle-started = Battaglia per { $region }: apre { $name }.
log-battle-started-defended = Battaglia per { $region }, in mano a { $defender }: apre { $name }.
log-duel-battle = Nuova battaglia: apre { $name }.
log-final-battle-started = La battaglia finale: apre { $name }.
log-played = { $name } gioca { $card }.
log-played-face-down = { $name } gioca una carta coperta.
log-revealed = { $name } scopre { $card }.
log-passed = { $name } passa.
log-passed-no-cards = { $name } non ha carte e passa.
log-passed-stays = { $name } attende (il difensore può ancora giocare).
log-season = Stagione in gioco: { $season }.
log-season-replaced = { $season } sostituisce { $old }.
log-bishop = Il Vescovo scarta tutti i Mercenari { $value } in gioco.
log-bishop-nothing = Il Vescovo non trova Mercenari da scartare.
log-scarecrow = Lo Spaventapasseri di { $name } riprende { $card } dalla linea di { $from }.
log-scarecrow-own = Lo Spaventapasseri di { $name } riprende { $card }.
log-scarecrow-nothing = Lo Spaventapasseri di { $name } non riprende nulla.
log-favor = { $name } piazza il favore del Papa su { $region }.
log-favor-off = { $name } tiene il favore del Papa fuori dal tabellone.
log-strengths = Forze: { $list }.
log-strength-entry = { $name } { $strength }
log-surrender = { $name } gioca { $card }: la battaglia finisce subito.
log-classic-bishop = { $name } gioca il Vescovo: la battaglia finisce senza vincitori.
log-conquered = { $name } conquista { $region }.
log-conquered-from = { $name } strappa { $region } a { $from }.
log-held = { $name } mantiene { $region }.
log-failed = Nessuno vince la battaglia.
log-duel-won = { $name } vince la battaglia ({ $count ->
    [one] 1 vinta
   *[other] { $count } vinte
}).
log-token-won-battle = { $name } ha vinto e prende il segnalino.
log-token-defended = { $name } ha difeso la regione e prende il segnalino.
log-token-kept = { $name } tiene il segnalino.
log-token-passed-left = Il segnalino passa a sinistra, a { $name }.
log-token-drawn = Il segnalino viene assegnato a sorte: { $name }.
log-token-most-courtesans = { $name } ha più Cortigiane e prende il segnalino.
log-token-most-spies = { $name } ha più Spie e prende il segnalino.
log-token-first = { $name } apre la prima battaglia.
log-hand-discarded = { $name } scarta una mano senza Mercenari: { $cards }.
log-last-returned = { $count ->
    [one] { $name } rimette la sua ultima carta nel mazzo.
   *[other] { $name } rimette le sue ultime { $count } carte nel mazzo.
}
log-last-discarded = { $count ->
    [one] { $name } scarta la sua ultima carta.
   *[other] { $name } scarta le sue ultime { $count } carte.
}
log-last-kept = { $kept ->
    [0] { $name } non tiene nessuna carta e ne scarta { $discarded }.
    [one] { $name } tiene 1 carta e ne scarta { $discarded }.
   *[other] { $name } tiene { $kept } carte e ne scarta { $discarded }.
}
log-round-ended = Il round { $number } finisce; le carte vengono rimescolate.
log-dealt = { $count ->
    [0] { $name } non pesca nessuna carta.
    [one] { $name } pesca 1 carta.
   *[other] { $name } pesca { $count } carte.
}
log-reshuffled = La pila degli scarti viene rimescolata nel mazzo.
log-final-battle = Non resta nessuna regione: battaglia finale tra { $names }.
log-campaign-scored = Punteggio della partita { $number }: { $scores }.
log-campaign-score-entry = { $name } { $score }
log-game-over = Fine della partita: { $outcome }.
list-separator = ,{" "}

## The end of the game

over-title = Partita finita
over-won = Vince { $names }
over-shared = Vittoria condivisa: { $names }
over-outcome = { $who } — { $reason }
over-stats = Regioni { $regions } · battaglie vinte { $battles }
over-taken-back = { $count ->
    [one] In questa partita è stata annullata 1 mossa.
   *[other] In questa partita sono state annullate { $count } mosse.
}
reason-adjacent = { $count } regioni adiacenti
reason-total = { $count ->
    [one] 1 regione
   *[other] { $count } regioni
}
reason-most = il maggior numero di regioni ({ $count }) quando non ne restava nessuna
reason-final = la battaglia finale
reason-shared = parità, la vittoria è condivisa
reason-battles = { $count ->
    [one] 1 battaglia vinta
   *[other] { $count } battaglie vinte
}
reason-more-battles = più battaglie vinte quando le carte sono finite
reason-draw = pareggio
reason-campaign = { $count ->
    [one] 1 punto della campagna
   *[other] { $count } punti della campagna
}

## Cards

card-m1 = Mercenario 1
card-m2 = Mercenario 2
card-m3 = Mercenario 3
card-m4 = Mercenario 4
card-m5 = Mercenario 5
card-m6 = Mercenario 6
card-m10 = Mercenario 10
card-scarecrow = Spaventa­passeri
card-drummer = Tamburino
card-heroine = Eroina
card-winter = Inverno
card-spring = Primavera
card-bishop = Vescovo
card-surrender = Resa
card-turncoat = Volta­gabbana
card-courtesan = Corti­giana
card-spy = Spia

help-mercenary = Un Mercenario aggiunge il suo valore alla tua forza.
help-scarecrow = Riprendi in mano un Mercenario dalla tua linea.
help-scarecrow-any = Riprendi in mano un Mercenario da una linea qualsiasi.
help-drummer = Raddoppia i Mercenari della tua linea. Altri Tamburini non aggiungono nulla.
help-heroine = Vale 10. Inverno, Primavera e Tamburino non la modificano.
help-winter = Ogni Mercenario in ogni linea vale 1. Scarta la Primavera.
help-spring = +3 a ogni Mercenario del valore più alto in gioco. Scarta l'Inverno.
help-bishop = Scarta tutte le copie del Mercenario più alto in gioco, poi piazzi il favore del Papa.
help-bishop-nofavor = Scarta tutte le copie del Mercenario più alto in gioco.
help-classic-bishop = La battaglia finisce subito senza vincitori.
help-surrender = La battaglia finisce subito; vince la linea più forte.
help-courtesan = Vale 1. Chi ha più Cortigiane prende il segnalino dopo la battaglia.
help-spy = Vale 1. Chi ha più Spie prende il segnalino dopo la battaglia.
card-with-help = { $card }: { $help }
card-in-hand = { $card }, { $index } di { $count }: { $help }

## The regions (city names as your language writes them)

region-torino = Torino
region-milano = Milano
region-venezia = Venezia
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
region-roma = Roma
region-napoli = Napoli

## Saved games

saves-title = Partite salvate
saves-resume = Riprendi
saves-resume-failed = Impossibile riprendere la partita salvata: { $reason }. È rimasta com'era.
saves-region-count = { $name } { $count }
saves-entry = { $edition } — { $players }

save-error-replay = la mossa { $number } non può essere rigiocata
save-error-gone = questa partita salvata non esiste più
save-error-full = la memoria del browser è piena: elimina o esporta qualche partita salvata
save-error-write = non è stato possibile salvare la partita in questo browser
save-error-read-file = non è stato possibile leggere il file
save-error-make-file = non è stato possibile creare il file
save-error-setup = la configurazione della partita non è valida
save-error-id = l'identificativo della partita salvata non è uno di quelli che questa app scrive
save-error-reasons = i motivi dell'IA salvati con la partita non corrispondono alle sue mosse
save-error-daily = la partita salvata è segnata come smazzata del giorno, ma la sua smazzata non è quella di quel giorno

## Share links and replays

share-title = Condividi
share-deal = Link della smazzata: stessi giocatori, regole e carte su qualsiasi dispositivo
share-record = Link della registrazione: rivedi questa partita mossa per mossa
share-after-game = I link a questa partita vengono proposti quando finisce, così nessun giocatore può vedere la mano di un altro.
share-record-in-play = Finché la partita è in corso, il link della registrazione la fa rivedere come la vedi tu: la tua mano, quella di nessun altro. A partita finita, il link mostra tutte le mani.
share-copy = Copia
share-copied = Copiato

## Errors

error-title = Qualcosa è andato storto
error-illegal = Questa mossa ora non è consentita: { $move } ({ $reason }).
error-no-undo = Ora non hai nessuna mossa da annullare.
error-stale = La partita è andata avanti prima che arrivasse questa mossa; non è cambiato nulla.
error-not-your-turn = Non è il tuo turno; non è cambiato nulla.
error-texts = Non è stato possibile caricare i testi in { $language }: una lingua funziona offline dopo essere stata aperta una volta online. Controlla la connessione e riprova.

# Why the rules refuse a move (the reason in error-illegal); why a game cannot be set up
# (a save's, a link's, the setup screen's); what is wrong with the seats.
refusal-game-over = la partita è finita
refusal-awaits-region = ora tocca a { $name } scegliere la regione della prossima battaglia
refusal-awaits-card = ora tocca a { $name } giocare una carta o passare
refusal-awaits-take-back = ora tocca a { $name } scegliere il Mercenario che lo Spaventapasseri riprende
refusal-awaits-favor = ora tocca a { $name } piazzare il favore del Papa
refusal-awaits-hand-discard = ora tocca a { $name } decidere se scartare una mano senza Mercenari
refusal-awaits-keep = ora tocca a { $name } scegliere fino a 2 carte da tenere per il prossimo round
refusal-awaits-draw = ora tocca a { $name } scegliere quante carte pescare, da 0 a { $most }
refusal-favor-region = su { $region } c'è il favore del Papa: lì non si può combattere
refusal-own-region = { $name } controlla già { $region }
refusal-controlled = { $owner } controlla { $region }, e nell'edizione { $edition } le regioni controllate non si possono attaccare (la regola Cattura lo permette)
refusal-all-declined = tutti gli altri giocatori hanno già rinunciato: questo Condottiere deve scegliere
refusal-no-decline = nell'edizione { $edition } il Condottiere deve scegliere: solo il testo classico ungherese permette di rinunciare
refusal-not-in-hand = { $name } non ha in mano { $card }
refusal-no-face-down = nella linea non c'è una carta coperta da scoprire
refusal-must-take = nell'edizione { $edition } lo Spaventapasseri deve riprendere un Mercenario quando può
refusal-own-row = nell'edizione { $edition } lo Spaventapasseri riprende solo dalla linea del suo giocatore
refusal-not-mercenary = lo Spaventapasseri riprende solo Mercenari, non { $card }
refusal-no-face-up = in quella linea non c'è nessun { $card } scoperto da riprendere
refusal-favor-contested = il favore del Papa non può andare su { $region }, la regione contesa
refusal-favor-controlled = { $region } è controllata: il favore del Papa va su una regione che nessuno controlla
refusal-favor-required = nell'edizione { $edition } il favore del Papa va piazzato su una regione libera
refusal-not-held = { $name } non ha quelle carte
refusal-draw-too-many = { $name } ora può pescarne al massimo { $most }, non { $count }: fino a 3 carte, entro il limite di mano di 10 + 1 per regione, da ciò che c'è nel mazzo e negli scarti
setup-error-players = l'edizione { $edition } si gioca da { $min } a { $max } giocatori, non { $players }
setup-error-variant = la regola opzionale «{ $rule }» non si combina con l'edizione { $edition }
setup-error-campaign = una campagna ha bisogno di un obiettivo sopra 0 punti
setup-error-rules = le regole non sono quelle dell'edizione { $edition } con le sue regole opzionali: qualcuna è stata cambiata a mano
setup-error-first = il primo Condottiere non è uno dei { $players } giocatori
seat-error-count = posti: { $seats }, giocatori: { $players }; ogni giocatore ha bisogno di esattamente un posto
seat-error-no-name = il giocatore { $number } non ha un nome
seat-error-long-name = il nome del giocatore { $number } supera i { $most } caratteri
seat-error-color = il giocatore { $number } ha un colore che il gioco non ha
seat-error-same-name = due giocatori si chiamano «{ $name }»: ognuno ha bisogno di un nome suo

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.

stats-title = Le tue statistiche
kept-error-damaged = il contenuto è danneggiato
kept-error-no-version = manca il numero di versione: non l'ha scritto questo gioco
kept-error-not-json = il formato non è quello giusto
kept-error-newer = è stato scritto da una versione più recente del gioco (formato { $version })
settings-error-unreadable = Impossibile leggere le tue impostazioni ({ $reason }), quindi valgono quelle predefinite. La copia danneggiata è conservata a parte in questo browser, non è andata persa.
settings-error-unreadable-kept = Impossibile leggere le tue impostazioni ({ $reason }) e impossibile anche spostarle da parte: valgono quelle predefinite e nulla viene salvato al loro posto.
settings-error-newer = Le tue impostazioni sono state scritte da una versione più recente del gioco (formato { $version }): restano intatte finché questa pagina non si aggiorna.
settings-error-save = Impossibile salvare le tue impostazioni: { $reason }.
# A record the page could not read when it opened, said on the screen the player is on.
stats-error-unreadable = Impossibile leggere le tue statistiche ({ $reason }), quindi se ne iniziano di nuove. La copia danneggiata è conservata a parte in questo browser, non è andata persa.
stats-error-unreadable-kept = Impossibile leggere le tue statistiche ({ $reason }) e impossibile anche spostarle da parte: restano come sono e per ora nessuna partita viene registrata.
stats-error-newer = Le tue statistiche sono state scritte da una versione più recente del gioco (formato { $version }). Restano intatte, e nessuna partita viene registrata finché questa pagina non viene aggiornata.
daily-error-unreadable = Non è stato possibile leggere i tuoi risultati giornalieri ({ $reason }), quindi ne iniziano di nuovi. La copia danneggiata è conservata a parte in questo browser, non è andata persa.
daily-error-unreadable-kept = Impossibile leggere i tuoi risultati giornalieri ({ $reason }) e impossibile anche spostarli da parte: restano come sono e per ora nessuna partita giornaliera viene registrata.
daily-error-newer = I tuoi risultati giornalieri sono stati scritti da una versione più recente del gioco (formato { $version }): restano intatti e non si registra nulla finché questa pagina non si aggiorna.

## A new version of the game

update-available-game = È pronta una nuova versione di Condottiere. La tua partita è salvata e la ritroverai dopo il ricaricamento.
update-available = È pronta una nuova versione di Condottiere.
update-reload = Ricarica ora
update-dismiss = Più tardi

## Why the AI played as it did (one line under each AI move in the chronicle)

why-forced = Non aveva altre mosse.
why-region = La regione più utile al suo regno.
why-weak-hand = La sua mano è troppo debole per aprire una battaglia.
why-winning = Ha la linea più forte e chi resta in battaglia non può più rispondere.
why-safe-lead = Il suo vantaggio dovrebbe reggere.
why-lock-win = Chiude la battaglia finché è in vantaggio.
why-contest = Vale la pena combattere: prevede che serva una forza di circa { $cost } e ne spenderà fino a { $budget }.
why-fold = Troppe carte per quel che vale: ai suoi occhi la regione valeva al massimo una forza di { $budget }.
why-rescue = Mette in salvo un Mercenario prima di ritirarsi.
why-spoil = Impedisce a un altro giocatore di vincere questa battaglia.
why-dump = Con questa mano non può combattere: se ne libera per ricevere carte nuove.
why-best = La scelta migliore che ha trovato.
why-draw-most = Più carte, più scelte: pesca tutte quelle che può.
why-whim = Un capriccio: l'IA facile a volte gioca a caso.
why-idle = { $count ->
    [one] Nell'ultima battaglia nessuno ha giocato carte: per non bloccare il round, ne gioca una.
   *[other] Nelle ultime { $count } battaglie nessuno ha giocato carte: per non bloccare il round, ne gioca una.
}
why-search = { $count ->
    [one] Dopo { $count } partita simulata, stima al { $percent }% le sue probabilità di vittoria.
   *[other] Dopo { $count } partite simulate, stima al { $percent }% le sue probabilità di vittoria.
}
why-search-rather = Le sue stime delle probabilità di vittoria: { $moves }.
# Expert's reading of the table, after why-search-rather when it changed the move. $clue: one
# of why-read-… below ($name: a player, $card: a card); $read and $visible: the strength of
# the Mercenaries expected in that player's hand, as read from their moves and from the
# visible cards alone (why-read-number); $direction: weaker or stronger, from those two
# numbers; $instead: the move it would have made without the reading.
why-read = Lettura del tavolo: { $clue }, quindi i Mercenari di quella mano sono probabilmente { $direction ->
    [weaker] più deboli
   *[stronger] più forti
} di quanto sembri (forza di circa { $read } invece di { $visible }). Senza questa lettura: { $instead }.
why-read-passed-at-once = { $name } ha passato subito
why-read-passed = { $name } ha passato
why-read-played = { $name } ha giocato { $card }
why-read-face-down = { $name } ha giocato una carta coperta
why-read-kept-hand = { $name } ha tenuto una mano senza Mercenari
why-read-other = le mosse di { $name } in questo turno
why-read-number = { $whole },{ $tenth }

## Learn to play: the invitation on the setup screen (the lesson itself is in later.ftl)

learn-start = Impara a giocare
learn-offer-text = Una prima partita guidata, passo dopo passo.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Chiudi
sound-label = Suoni

## Tabs
elsewhere-title = Questa partita continua in un'altra scheda
elsewhere-text = È stata aperta in un'altra scheda o finestra di questo browser e prosegue lì, dove vengono salvate le sue mosse. Riprendila per continuare a giocare qui con tutte le mosse fatte lì: l'altra scheda allora si ferma.
elsewhere-take-back = Riprendi la partita qui
elsewhere-menu = Torna al menu
elsewhere-deleted-title = Questa partita è stata eliminata
elsewhere-deleted-text = È stata eliminata dalle partite salvate, in un'altra scheda o qui, e ora non ne resta nulla di salvato. Recuperala per continuare a giocare qui con tutte le sue mosse, oppure lasciala.
elsewhere-bring-back = Recuperala
elsewhere-deleted-leave = Esci
## The daily deal (crates/session/src/daily.rs, src/ui/daily.rs)
daily-button = Smazzata del giorno
## Puzzles: the way to them on the setup screen (the puzzles themselves are in later.ftl)

puzzle-open = Problemi di battaglia
puzzle-offer-text = Una battaglia, un obiettivo: trova la via migliore.

## Review: the way to it, and the AI's alternatives (the chronicle's reasons tell them too; the
# review itself is in later.ftl). $action, $other1, $other2: moves; $chance, $chance1, $chance2: whole percents.
screen-unavailable = Non è stato possibile caricare questa schermata: collegati a internet una volta e riprova.
screen-loading = Caricamento…

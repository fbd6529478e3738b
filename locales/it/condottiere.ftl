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

## Setup

setup-title = Nuova partita
setup-preset = Edizione
setup-variants = Regole opzionali
setup-seats = Giocatori
setup-add-seat = Aggiungi un giocatore
setup-remove-seat = Rimuovi { $name }
setup-seat-name = Nome del giocatore { $number }
setup-seat-kind = Chi controlla { $name }
setup-seat-color = Colore di { $name }
setup-color-name = { $color ->
    [0] rosso
    [1] blu
    [2] verde
    [3] oro
    [4] viola
   *[5] ardesia
}
setup-human = Umano
setup-first = Primo Condottiere
setup-first-random = Estratto a sorte
setup-seed = Seme
setup-seed-hint = Lo stesso seme distribuisce le stesse carte ovunque.
setup-seed-invalid = «{ $value }» non è un seme: usa solo cifre. Lo stesso seme distribuisce le stesse carte ovunque.
setup-new-seed = Nuovo seme
setup-pace = Ritmo dell'IA
setup-start = Gioca
setup-rules = Regole di questa edizione
setup-default-player = Giocatore { $number }
setup-invalid = Impossibile preparare questa partita: { $reason }

pace-slow = Lento
pace-normal = Normale
pace-fast = Veloce
pace-instant = Istantaneo

level-easy = IA — facile
level-rule = IA — metodica
level-normal = IA — normale
level-hard = IA — difficile

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

## Rules at hand (a short summary of the chosen edition)

rules-duel-decks = Ogni giocatore ha un proprio mazzo da 23 carte e una mano di 8; dopo una battaglia entrambi pescano fino a tornare a 8 carte.
rules-duel-goal = Vince la partita chi si aggiudica per primo 3 battaglie; se entrambi restano senza carte, vince chi ha vinto più battaglie.
rules-goal-adjacent = Con { $players } giocatori vinci con { $adjacent } regioni adiacenti.
rules-goal-total = Con { $players } giocatori vinci con { $total } regioni in qualsiasi punto della mappa.
rules-goal-either = Con { $players } giocatori vinci con { $adjacent } regioni adiacenti o con { $total } regioni in qualsiasi punto della mappa.
rules-battle = Il Condottiere sceglie una regione; a turno ognuno gioca una carta o passa; la linea più forte conquista la regione e prende il segnalino.
rules-deal-return = Il round finisce quando al massimo un giocatore ha ancora carte: ognuno riceve { $base } carte più { $per-region } per ogni regione controllata; l'ultimo giocatore rimette le sue carte nel mazzo.
rules-deal-keep = Il round finisce quando al massimo un giocatore ha ancora carte: ognuno riceve carte fino ad averne { $base } più { $per-region } per ogni regione controllata; l'ultimo giocatore tiene fino a 2 carte.
rules-deal-discard = Il round finisce quando al massimo un giocatore ha ancora carte: ognuno riceve { $base } carte più { $per-region } per ogni regione controllata; l'ultimo giocatore scarta le sue carte.
rules-token-stays = Se nessuno vince la battaglia, il Condottiere tiene il segnalino.
rules-token-left = Se nessuno vince la battaglia, il segnalino passa a sinistra.
rules-token-random = Se nessuno vince la battaglia, il segnalino va a un giocatore estratto a sorte fra quelli in parità.
rules-attack-owned = Si possono attaccare le regioni controllate da un altro giocatore; il difensore può aspettare prima di giocare e, in caso di parità, mantiene la regione.
rules-may-decline = Il Condottiere può rinunciare a scegliere e passare il segnalino a sinistra.
rules-favor-optional = Chi gioca il Vescovo può piazzare il favore del Papa su una regione libera (lì non si combatte) oppure tenerlo fuori dal tabellone.
rules-favor-mandatory = Chi gioca il Vescovo piazza il favore del Papa su una regione libera: lì non si può combattere.
rules-no-region-final = Se non resta nessuna regione, vince chi ne ha di più; i giocatori in parità combattono una battaglia finale.
rules-no-region-shared = Se non resta nessuna regione, vince chi ne ha di più; i giocatori in parità condividono la vittoria.

## Hand-off between players on one device

handoff-title = Passa il dispositivo a { $name }
handoff-tap = { $name }, tocca lo schermo per iniziare

## The table

turn-yours = { $name }, tocca a te
turn-waiting = { $name } sta pensando…
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
action-hint = Consiglio
action-rematch = Rivincita
action-new-game = Nuova partita
action-leave = Esci da questa partita (resta salvata)
hint-suggests = Consiglio: { $move }
hint-thinking = Sto pensando…

table-hand = La tua mano
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

map-title = Italia
map-favor = Favore del Papa
map-token = Condottiere
map-region-held = { $region }, controllata da { $name }
map-region-contested = { $region }, battaglia in corso
map-region-favor = { $region }, favore del Papa

## The chronicle (the game's log)

log-title = Cronaca
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
saves-none = Ancora nessuna partita salvata: ogni partita viene salvata dopo ogni mossa.
saves-resume = Riprendi
saves-export = Esporta
saves-delete = Elimina
saves-import = Importa una partita salvata (.json)
saves-imported = La partita salvata è stata importata.
saves-import-failed = Impossibile importare il file: { $reason }. Non è stato modificato nulla.
saves-unreadable = Impossibile leggere una partita salvata ({ $reason }). Le altre sono a posto.
saves-resume-failed = Impossibile riprendere la partita salvata: { $reason }. È rimasta com'era.
saves-finished = finita
saves-in-progress = in corso
saves-progress = { $battles ->
    [one] 1 battaglia
   *[other] { $battles } battaglie
} · { $regions }
saves-region-count = { $name } { $count }
saves-entry = { $edition } — { $players }

save-error-not-json = non è una partita salvata
save-error-no-version = non è una partita salvata di Condottiere
save-error-newer = salvata da una versione più recente dell'app (formato { $version })
save-error-damaged = la partita salvata è danneggiata
save-error-replay = la mossa { $number } non può essere rigiocata
save-error-gone = questa partita salvata non esiste più
save-error-full = la memoria del browser è piena: elimina o esporta qualche partita salvata
save-error-write = non è stato possibile salvare la partita in questo browser
save-error-read-file = non è stato possibile leggere il file
save-error-make-file = non è stato possibile creare il file
save-error-setup = la configurazione della partita non è valida

## Share links and replays

share-title = Condividi
share-deal = Link della smazzata: stessi giocatori, regole e carte su qualsiasi dispositivo
share-record = Link della registrazione: rivedi questa partita mossa per mossa
share-copy = Copia
share-copied = Copiato
link-deal-loaded = Questa smazzata arriva da un link: premi Gioca per avere le stesse carte.
link-bad-title = Impossibile aprire questo link
link-error-not-base64 = il link contiene caratteri che un codice di partita non ha mai
link-error-too-short = il link è troncato
link-error-checksum = il link è stato modificato o troncato lungo la strada (il checksum non corrisponde)
link-error-kind = questo non è un codice di partita di Condottiere
link-error-version = questo codice di partita viene da una versione più recente dell'app
link-error-invalid = il codice descrive una partita che non si può preparare
link-error-action = la mossa { $number } della registrazione non è possibile in quella partita

replay-title = Replay
replay-back = ◀ Indietro
replay-start = « Inizio
replay-end = Fine »
replay-forward = Avanti ▶
replay-position = Mossa { $step } di { $total }
replay-jump = Vai a una battaglia
replay-battle = { $number }. { $region }
replay-continue = Continua da qui

## Errors

error-title = Qualcosa è andato storto
error-illegal = Questa mossa ora non è consentita: { $move }.

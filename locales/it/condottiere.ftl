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

## Rules at hand (sentences of the rules page below)

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

## Rules page (the whole rules of one edition; the "Rules at hand" messages above are used on it too)

rules-button = Regole
rules-link = Regole: { $rule }
rules-title = Regole: { $edition }
rules-back-setup = Torna alla preparazione
rules-back-game = Torna alla partita
rules-escape-key = Esc
rules-edition-label = Mostra le regole dell'edizione
rules-other-edition = Questa non è l'edizione scelta per la tua partita.
rules-contents = In questa pagina
rules-from-game = Queste sono esattamente le regole della partita in corso.
rules-variants-on = Regole opzionali attive: { $list }.
rules-variants-none = Nessuna regola opzionale è attiva.

rules-goal-title = Lo scopo del gioco
rules-goal-intro = Vinci battaglie per conquistare le regioni d'Italia. La partita finisce non appena, dopo una battaglia, un giocatore controlla abbastanza regioni:
rules-this-table = il tuo numero di giocatori
rules-goal-adjacent-means = Le regioni adiacenti formano un unico gruppo collegato sulla mappa: ognuna confina con almeno un'altra regione del gruppo, ma non è necessario che confinino tutte fra loro.
rules-goal-bigger = La regola «Regni più grandi» è attiva: i numeri di regioni adiacenti indicati sopra comprendono già la regione in più.
rules-goal-talk = I giocatori possono parlare, fare promesse e trattare, ma non possono mai scambiarsi carte.
rules-duel-no-map = Il duello non ha mappa: ogni battaglia vinta fa guadagnare un segnalino di controllo.

rules-setup-title = Preparazione
rules-setup-deck = Mescola le { $count } carte del mazzo (elencate più sotto, in «Le carte»).
rules-setup-hand = Distribuisci { $count ->
    [one] 1 carta
   *[other] { $count } carte
} a ogni giocatore.
rules-setup-first = Il primo Condottiere — scelto nella schermata di preparazione o estratto a sorte — prende il segnalino Condottiere e sceglie la regione della prima battaglia.
rules-setup-first-duel = Il giocatore che apre la prima battaglia viene scelto nella schermata di preparazione o estratto a sorte.

rules-battle-title = La battaglia
rules-choose-title = La scelta della regione
rules-choose-free = Il Condottiere (il giocatore che ha il segnalino) sceglie una regione che nessuno controlla.
rules-choose-no-favor = Non si può scegliere la regione con il favore del Papa.
rules-choose-again = Si può scegliere di nuovo la regione di una battaglia che nessuno ha vinto.
rules-choose-decline-limit = Se dall'ultima battaglia tutti gli altri giocatori hanno già rinunciato, il Condottiere deve scegliere.
rules-duel-start = Non c'è nessuna regione da scegliere: il giocatore che ha il segnalino di battaglia apre la battaglia successiva.
rules-turns-title = I turni
rules-turns-play = A partire dal Condottiere e in senso orario (verso sinistra), ogni giocatore ancora in battaglia gioca una carta dalla mano mettendola scoperta nella propria linea, oppure passa.
rules-turns-pass = Chi passa esce da questa battaglia, ma le carte nella sua linea continuano a contare. Chi non ha carte in mano deve passare.
rules-turns-last = Quando tutti gli altri hanno passato, l'ultimo giocatore può continuare a giocare carte, una alla volta, finché non passa anche lui.
rules-turns-defender = Vantaggio del difensore: se la regione appartiene a un giocatore, il proprietario può passare senza uscire dalla battaglia finché non ha giocato la sua prima carta; da quel momento valgono le regole normali. Quando tutti gli altri giocatori hanno passato, se il proprietario passa ancora esce definitivamente dalla battaglia.
rules-turns-end = La battaglia finisce quando tutti i giocatori hanno passato, oppure subito quando qualcuno gioca una carta { $surrender }.
rules-turns-end-bishop = La battaglia finisce quando tutti i giocatori hanno passato, oppure subito quando qualcuno gioca una carta { $surrender } o una carta { $bishop }.
rules-turns-hidden = La regola «Carte coperte» è attiva: alcune carte si giocano coperte (vedi «Regole opzionali»).

rules-strength-title = La forza
rules-strength-intro = La forza di una linea parte dai valori stampati dei suoi Mercenari e si calcola in quest'ordine:
rules-strength-bishop = { $bishop }: quando viene giocato, per prima cosa scarta tutte le copie del Mercenario di valore più alto in tutte le linee, comprese quelle dei giocatori che hanno passato.
rules-strength-winter = { $winter }: ogni Mercenario vale 1.
rules-strength-drummer = { $drummer }: i Mercenari della sua linea valgono il doppio (2 ciascuno in { $winter }).
rules-strength-spring = { $spring }: ogni Mercenario del valore stampato più alto in gioco riceve +3, che si aggiunge dopo il raddoppio del { $drummer } (il 3 non viene raddoppiato).
rules-strength-flat = Infine, le carte che aggiungono un valore fisso, che nulla di quanto sopra modifica: { $list }.
rules-strength-flat-entry = { $card } +{ $value }
rules-strength-seasons = È in gioco una sola stagione alla volta: una carta { $winter } scarta la carta { $spring } in gioco, e una carta { $spring } scarta la carta { $winter }. Altre copie della stessa stagione non aggiungono nulla.
rules-strength-example-classic = Esempio: 10, 10, 5, 4, 4, 1, 1 e 1 fanno 36; in { $winter } fanno 8; se nella stessa linea c'è anche un { $drummer }, 16.
rules-strength-example-spring = Esempio: un 2 e un 4 con un { $drummer } in { $spring }, dove il 4 è il valore più alto in gioco: (2 + 4) × 2 = 12, più 3 fa 15.

rules-after-title = Dopo la battaglia
rules-after-intro = Quando la battaglia finisce, in quest'ordine:
rules-after-winner = Il giocatore che ha, da solo, la forza più alta vince la battaglia: piazza un segnalino di controllo sulla regione (al posto di quello del precedente proprietario, se c'era) e prende il segnalino Condottiere.
rules-after-winner-duel = Il giocatore con la forza più alta vince la battaglia: prende un segnalino di controllo e il segnalino di battaglia.
rules-after-failed = Una battaglia resta senza vincitore se c'è parità per la forza più alta o se nessuno ha giocato carte: nessuno conquista la regione.
rules-after-failed-bishop = Una battaglia resta senza vincitore se c'è parità per la forza più alta, se nessuno ha giocato carte o se l'ha fatta finire una carta { $bishop }: nessuno conquista la regione.
rules-after-defender = Se la regione aveva un proprietario e la battaglia resta senza vincitore, il proprietario mantiene la regione e prende il segnalino.
rules-after-override = Poi il segnalino va invece al giocatore con più carte { $card } nella sua linea; se c'è parità per il maggior numero, non cambia nulla.
rules-after-victory = Se ora un giocatore controlla abbastanza regioni (vedi «Lo scopo del gioco»), vince la partita.
rules-after-victory-duel = Se ora un giocatore ha vinto { $count ->
    [one] 1 battaglia
   *[other] { $count } battaglie
}, vince la partita.
rules-after-choose-next = Chi ha il segnalino sceglie subito la regione della battaglia successiva, prima che gli eserciti vengano tolti dal tavolo.
rules-after-clear = Tutte le carte giocate, stagione compresa, vanno nella pila degli scarti.
rules-after-clear-duel = Tutte le carte giocate escono dal gioco, senza che nessuno le guardi.
rules-after-hand-discard = Chi non ha Mercenari in mano può scartare tutta la mano, mostrandola a tutti; si decide a turno, in senso orario a partire da chi ha il segnalino.
rules-after-draw = La regola «Pesca dopo la battaglia» è attiva: ora ogni giocatore può pescare fino a 3 carte (vedi «Regole opzionali»); non ci sono round né scarti della mano.
rules-after-refill-duel = Ogni giocatore pesca dal proprio mazzo fino a tornare a { $count } carte, finché il mazzo lo permette. Un mazzo vuoto non viene ricostituito: chi non ha più carte deve passare in tutte le battaglie successive.
rules-after-round-example = Per esempio, un giocatore con la mano vuota e 3 regioni riceve { $count } carte.
rules-after-next = Chi ha il segnalino apre la battaglia successiva — anche un giocatore che ha vinto con la sua ultima carta, che però potrà solo passare.
rules-after-next-chosen = Inizia la battaglia nella regione scelta, aperta da chi ha il segnalino — anche se è un giocatore che ha vinto con la sua ultima carta, che però potrà solo passare.
rules-after-next-duel = Il giocatore che ha il segnalino di battaglia apre la battaglia successiva.
rules-after-empty-deck = Quando bisogna pescare una carta da un mazzo vuoto, si mescola la pila degli scarti per formare un nuovo mazzo.

rules-cards-title = Le carte
rules-cards-intro = Il mazzo è composto da { $count } carte:
rules-cards-intro-duel = Ogni giocatore ha un proprio mazzo di { $count } carte, uguale per entrambi:
rules-cards-mercenaries = Mercenari
rules-card-count = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
rules-card-count-duel = { $count ->
    [one] 1 carta per mazzo
   *[other] { $count } carte per mazzo
}
rules-card-mercenary = Un Mercenario aggiunge il suo valore stampato (da 1 a 10) alla forza della sua linea.
rules-card-face-down = La regola «Carte coperte» è attiva: questa carta si gioca coperta.
rules-card-sees-face-up = La regola «Carte coperte» è attiva: questa carta agisce solo sui Mercenari scoperti.
rules-card-scarecrow-any = Riprendi in mano un Mercenario da una linea qualsiasi, la tua o quella di un altro giocatore, oppure non prendere nulla. Mai un'Eroina o un'altra carta speciale.
rules-card-scarecrow-own = Riprendi in mano un Mercenario dalla tua linea, oppure non prendere nulla. Mai un'Eroina o un'altra carta speciale.
rules-card-scarecrow-must = Riprendi in mano un Mercenario dalla tua linea: se ce n'è almeno uno, devi riprenderlo. Mai un'Eroina o un'altra carta speciale.
rules-card-drummer = I Mercenari della tua linea valgono il doppio. Altri Tamburini nella stessa linea non aggiungono nulla.
rules-card-heroine = Aggiunge 10 alla tua forza. Nessun'altra carta la modifica e nessuno Spaventapasseri può riprenderla.
rules-card-winter = Ogni Mercenario in ogni linea, compresa quella di chi l'ha giocato, vale 1 fino alla fine della battaglia.
rules-card-winter-replaces = Scarta l'eventuale carta { $spring } in gioco: c'è una sola stagione alla volta.
rules-card-spring = Ogni copia del Mercenario di valore più alto in gioco riceve +3; il valore più alto può cambiare man mano che le carte entrano ed escono dal gioco. Scarta l'eventuale carta { $winter } in gioco.
rules-card-bishop = Scarta tutte le copie del Mercenario di valore più alto in tutte le linee (se non ci sono Mercenari in gioco, non scarta nulla).
rules-card-bishop-no-favor = In questa edizione non c'è il favore del Papa.
rules-card-bishop-favor-stays = Il favore resta dov'è finché il prossimo { $bishop } non lo sposta, e non va mai sulla regione contesa.
rules-card-bishop-favor-anywhere = La regola «Cattura» è attiva: il favore può andare su qualsiasi regione, controllata o no, oppure essere tolto dal tabellone.
rules-card-classic-bishop = La battaglia finisce subito senza vincitori: le forze non vengono confrontate e il segnalino passa come dopo ogni battaglia senza vincitore.
rules-card-classic-bishop-owner = Una regione che ha un proprietario resta sua, e il proprietario prende il segnalino.
rules-card-surrender = La battaglia finisce subito e le forze vengono confrontate come al solito.
rules-card-surrender-owner = Un difensore che non ha ancora giocato carte non ha più occasione di farlo.
rules-card-courtesan = Aggiunge 1 alla tua forza. Dopo la battaglia, il giocatore con più Cortigiane prende il segnalino, a meno che non ci sia parità per il maggior numero.
rules-card-spy = Aggiunge 1 alla tua forza. Dopo la battaglia, il giocatore con più Spie prende il segnalino, a meno che non ci sia parità per il maggior numero.

rules-variants-title = Regole opzionali
rules-variants-intro = Per questa edizione puoi attivare queste regole opzionali nella schermata di preparazione.
rules-variant-on = attiva
rules-variant-off = non attiva
rules-variant-name-draw-after-battle = Pesca dopo la battaglia
rules-variant-name-campaign = Campagna
rules-variant-name-bigger-kingdoms = Regni più grandi
rules-variant-name-capture = Cattura
rules-variant-name-hidden-cards = Carte coperte
rules-opt-draw-after-battle = Le mani iniziali sono di 7 carte. Dopo ogni battaglia ogni giocatore può pescare fino a 3 carte — quante, lo sceglie lui — ma mai oltre 10 carte più 1 per ogni regione che controlla. Se nessuno ha più carte, tutti pescano 10 carte. Non ci sono round né scarti della mano.
rules-opt-campaign = Si giocano più partite di fila, fino a { $target } punti. Alla fine di ogni partita ogni giocatore segna 1 punto per ogni regione che controlla, e una vittoria con regioni adiacenti vale 5 punti in più. Ogni nuova partita inizia con la mappa libera, e il segnalino resta a chi lo ha.
rules-opt-campaign-end-final = Quando qualcuno arriva a { $target } punti o più, vince chi ha il punteggio più alto; una parità si risolve con una battaglia finale.
rules-opt-campaign-end-shared = Quando qualcuno arriva a { $target } punti o più, vince chi ha il punteggio più alto; i giocatori in parità condividono la vittoria.
rules-opt-bigger-kingdoms = Per vincere serve una regione adiacente in più: per esempio, { $from } regioni adiacenti diventano { $to }.
rules-opt-bigger-kingdoms-total = La vittoria con un certo numero di regioni in qualsiasi punto della mappa non cambia.
rules-opt-capture = Si possono scegliere per una battaglia anche le regioni controllate da un altro giocatore, e il loro proprietario ha il vantaggio del difensore (vedi «I turni»); se nessuno vince la battaglia, il proprietario mantiene la regione e prende il segnalino.
rules-opt-capture-favor = Chi gioca il { $bishop } può piazzare il favore del Papa su qualsiasi regione, controllata o no (mai su quella contesa), oppure toglierlo dal tabellone.
rules-opt-hidden-cards = Queste carte si giocano coperte: { $cards }. Quando giochi la carta successiva, scopri la tua carta coperta, quindi in una linea non c'è mai più di una carta coperta; quando passi, puoi scoprirla o lasciarla coperta.
rules-opt-hidden-cards-strength = La forza annunciata conta solo le carte scoperte. Quando la battaglia finisce, anche per una carta { $surrender }, tutte le carte vengono scoperte prima di confrontare le forze.
rules-opt-hidden-cards-reach = Lo { $scarecrow } agisce solo sui Mercenari scoperti.
rules-opt-hidden-cards-reach-bishop = Lo { $scarecrow } e il { $bishop } agiscono solo sui Mercenari scoperti.

rules-end-title = La fine della partita
rules-end-victory = La partita finisce non appena, dopo una battaglia, un giocatore controlla abbastanza regioni (vedi «Lo scopo del gioco»).
rules-end-no-region-when = Non resta nessuna regione quando tutte le regioni sono controllate, o quando l'unica regione libera è quella con il favore del Papa.
rules-end-no-region-when-plain = Non resta nessuna regione quando tutte le regioni sono controllate.
rules-end-no-region-never = Si possono attaccare le regioni controllate da un altro giocatore, quindi resta sempre una regione per cui combattere.
rules-end-final-battle = La battaglia finale: vi partecipano solo i giocatori in parità. Scartano le loro mani, tutte le carte vengono mescolate e ognuno riceve 10 carte più { $per-region } per ogni regione che controlla. La apre chi ha il segnalino, oppure il giocatore in parità più vicino a lui in senso orario. Chi la vince vince la partita; se anche questa finisce in parità, la vittoria è condivisa.
rules-end-favor = Se non c'è nessuna regione libera quando chi ha giocato un { $bishop } deve piazzare il favore del Papa, il favore lascia il tabellone fino al prossimo { $bishop }.
rules-end-campaign = La regola «Campagna» è attiva: alla fine di ogni partita si segnano punti, e si gioca una nuova partita finché qualcuno non arriva a { $target } punti (vedi «Regole opzionali»).
rules-end-duel = Vince la partita chi si aggiudica per primo { $count ->
    [one] 1 battaglia
   *[other] { $count } battaglie
}. Quando entrambi i giocatori hanno finito le carte, in mano e nel mazzo, vince chi ha vinto più battaglie; a parità di battaglie vinte, la partita finisce in pareggio.

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
share-after-game = I link a questa partita vengono proposti quando finisce, così nessun giocatore può vedere la mano di un altro.
share-record-shows-hands = Il link della registrazione fa rivedere la partita con tutte le mani scoperte.
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
error-no-undo = Ora non hai nessuna mossa da annullare.

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.

stats-title = Le tue statistiche
stats-empty = Ancora nessuna partita registrata. Qui viene registrata ogni partita finita contro l'IA con un solo giocatore umano.
stats-group-title = { $edition }, contro { $opponents }
stats-against-easy = l'IA facile
stats-against-rule = l'IA metodica
stats-against-normal = l'IA normale
stats-against-hard = l'IA difficile
stats-against-expert = l'IA esperta
stats-against-mixed = IA di livelli diversi
stats-games = Partite
stats-wins = Vittorie
stats-shared = Vittorie condivise
stats-share = Percentuale di vittorie
stats-share-value = { $percent }%
stats-share-none = ancora nessuna
stats-streak = Vittorie di fila
stats-best = Serie migliore
stats-recent = { $count ->
    [one] L'ultimo risultato
   *[other] Gli ultimi { $count } risultati, dal più recente
}
stats-result-win = Vinta
stats-result-loss = Persa
stats-result-shared = Vittoria condivisa
stats-result-entry = { $result }, { $date }
stats-result-uncounted = { $result }, { $date }, non conteggiata: { $marks }
stats-mark-replay = ripresa da un replay
stats-mark-import = importata da un file
stats-mark-taken-back = { $count ->
    [one] una mossa annullata
   *[other] { $count } mosse annullate
}
stats-legend = ✓ vinta · ✗ persa · ½ vittoria condivisa · tratteggiata: non conteggiata
stats-rules = Vengono registrate solo le partite con un solo giocatore umano. Una vittoria condivisa conta come partita ma non come vittoria, e interrompe la serie. Le partite riprese da un replay, importate da un file o con una mossa annullata compaiono nell'elenco ma non vengono conteggiate.
stats-reset = Azzera le statistiche
stats-reset-question = Vuoi cancellare tutte le tue statistiche? Non si può tornare indietro.
stats-reset-yes = Cancella le statistiche
stats-reset-no = Tienile
stats-reset-done = Le tue statistiche sono state azzerate.
stats-aside = { $count ->
    [one] Una copia danneggiata delle statistiche è conservata a parte in questo browser.
   *[other] { $count } copie danneggiate delle statistiche sono conservate a parte in questo browser.
}
stats-aside-delete = { $count ->
    [one] Elimina la copia danneggiata
   *[other] Elimina le copie danneggiate
}
stats-error-unreadable = Impossibile leggere le tue statistiche ({ $reason }), quindi se ne iniziano di nuove. Il testo danneggiato è conservato a parte nella memoria di questo browser, con la chiave «{ $key }».
stats-error-unreadable-kept = Impossibile leggere le tue statistiche ({ $reason }) e impossibile anche spostarle da parte: restano come sono e per ora nessuna partita viene registrata.
stats-error-not-json = il formato non è quello delle statistiche
stats-error-no-version = manca il numero di versione
stats-error-damaged = il contenuto è danneggiato
stats-error-newer = Le tue statistiche sono state scritte da una versione più recente del gioco (formato { $version }). Restano intatte, e nessuna partita viene registrata finché questa pagina non viene aggiornata.
stats-error-save = Impossibile salvare le tue statistiche: { $reason }.
stats-over-streak = { $count ->
    [1] Una vittoria contro { $opponents } ({ $edition }): inizia una nuova serie.
    [one] { $count } vittoria di fila contro { $opponents } ({ $edition })!
   *[other] { $count } vittorie di fila contro { $opponents } ({ $edition })!
}
stats-over-shared = Una vittoria condivisa contro { $opponents } ({ $edition }): conta come partita, non come vittoria, e la tua serie riparte da zero.
stats-over-loss = Contro { $opponents } ({ $edition }): { $wins ->
    [one] hai vinto 1 partita
   *[other] hai vinto { $wins } partite
} su { $games }.
stats-over-not-counted = Questa partita compare nelle tue statistiche ma non viene conteggiata: { $marks }.

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
why-search = { $count ->
    [one] Dopo { $count } partita simulata, stima al { $percent }% le sue probabilità di vittoria.
   *[other] Dopo { $count } partite simulate, stima al { $percent }% le sue probabilità di vittoria.
}
why-search-rather = Le sue stime delle probabilità di vittoria: { $moves }.

## Learn to play (a guided first game on a prepared deal)
# $you, $opponent1 and $opponent2 are the players' names; $card, $card1, $card2 card names;
# $region and $won region names; $strength (the learner's), $strength1, $strength2 and
# $best (the best of the other two) are strengths; $value is a Mercenary's printed value.

learn-title = Impara a giocare
learn-step-count = Passo { $number } di { $total }
learn-next = Avanti
learn-leave = Esci dalla lezione
learn-start = Impara a giocare
learn-dismiss = Non ora
learn-invite-title = Non hai mai giocato a Condottiere?
learn-invite-text = Impara a giocare con una partita guidata contro due avversari: una guida ti mostra ogni carta mentre la giochi, passo dopo passo. Ci vogliono circa cinque minuti.
learn-offer-text = Una prima partita guidata, passo dopo passo.
learn-step-region = Tu sei { $you }, contro { $opponent1 } e { $opponent2 }. Hai il segnalino Condottiere, quindi scegli tu dove si combatte la prima battaglia. Scegli { $region } sulla mappa.
learn-step-mercenary = I Mercenari sono il tuo esercito: ognuno vale il suo numero. Apri con uno piccolo e guarda come rispondono gli altri: gioca il tuo { $card }.
learn-step-drummer = Hanno risposto con dei Mercenari 10. Il { $card } raddoppia ogni Mercenario della tua linea, anche quelli che giocherai dopo. Gioca il { $card }.
learn-step-mercenary-10 = Con il Tamburino la tua linea vale { $strength }. Ora gioca il tuo { $card }: raddoppiato, vale 20.
learn-step-winter = { $opponent1 } ti ha raggiunto, { $strength1 } contro { $strength }, e potrebbero arrivare altri Mercenari grossi. La carta { $card } fa valere 1 ogni Mercenario, in ogni linea; il tuo Tamburino raddoppia ancora i tuoi. Gioca la carta { $card }.
learn-step-breakdown = { $opponent1 } e { $opponent2 } hanno passato: sono fuori da questa battaglia, ma le loro linee continuano a contare. Il numero sulla tua linea è la tua forza: aprilo per vedere come si arriva al tuo { $strength }.
learn-step-winter-ones = Tutti gli altri hanno passato, quindi ora puoi continuare a giocare quanto vuoi. In Inverno un 1 vale quanto un 10: gioca il tuo { $card }…
learn-step-scarecrow = …e ora lo { $card }: ti fa riprendere in mano un Mercenario dalla tua linea. Giocalo per tenerti il Mercenario 10 per una battaglia in cui valga davvero 10.
learn-step-take-back = Scegli il Mercenario che lo Spaventapasseri riprende: il tuo { $card }.
learn-step-pass = Sei ancora in vantaggio, { $strength } a { $best }. Passa: quando tutti hanno passato, la battaglia finisce e la linea più forte conquista la regione.
learn-step-decided = La battaglia è finita. Tu avevi { $strength }, { $opponent1 } { $strength1 } e { $opponent2 } { $strength2 }. Vince chi ha, da solo, la forza più alta: { $won } è tua e prende il tuo colore sulla mappa, e tieni il segnalino Condottiere. In caso di parità, nessuno conquista la regione.
learn-step-next-region = Hai vinto, quindi scegli subito la regione della prossima battaglia. Le regioni che confinano formano un regno: con tre giocatori si vince con 4 regioni adiacenti o con 6 in tutto. Scegli { $region }, accanto a { $won }.
learn-step-second-battle = Una nuova battaglia, e la apri tu. Gioca il tuo { $card }.
learn-step-bishop = Il { $card } scarta tutti i Mercenari { $value } in gioco, in ogni linea, e poi ti fa piazzare il favore del Papa. Gioca il { $card }.
learn-step-favor = Piazza il favore del Papa: nella regione dove si trova non si può combattere. Mettilo su { $region }.
learn-step-pass-again = Tieni le carte migliori per le prossime battaglie: passa adesso, e lascia che { $opponent1 } e { $opponent2 } spendano le loro per { $region }.
learn-step-round-end = { $opponent1 } e { $opponent2 } hanno continuato a giocare, poi hanno scartato le loro mani, in cui non c'erano Mercenari. Quando al massimo un giocatore ha ancora carte, il round finisce. Quel giocatore sei tu: tieni fino a 2 carte, le altre tornano nel mazzo, e ognuno riceve carte fino ad averne 10 più 1 per ogni regione che controlla.
learn-step-keep = Tieni { $card1 } e { $card2 }: scegli entrambe le carte, poi premi Conferma.
learn-done-title = Ora tocca a te
learn-done = Il gioco è tutto qui: vinci battaglie, costruisci un regno. Ora la partita è nelle tue mani, contro l'IA facile, e il pulsante Consiglio ti suggerisce una mossa ogni volta che vuoi. Buona fortuna!
learn-declined-card = Ben pensato, ma per ora tieni la carta { $tried }: questo passo mostra cosa fa la carta { $expected }. Provala: è evidenziata sul tavolo.
learn-declined-move = «{ $tried }» è una buona mossa nelle tue partite, dove ogni mossa consentita la scegli tu. In questa lezione ogni mossa è preparata perché tu possa vedere all'opera ogni carta: questo passo riguarda «{ $expected }».

## Review
# The review of a finished game: its analysis and its screen. $move counts the
# record's moves from 1; $name, $mover: players' names; $action, $played, $best, $other1,
# $other2: actions as the chronicle names them; $from, $to, $chance, $chance-best,
# $chance1, $chance2: whole percents; $trend is "up" or "down"; $number counts battles.

review-battle-region = la battaglia per { $region }
review-battle-final = la battaglia finale
review-battle-duel = la battaglia { $number }
review-battle-none = prima della prima battaglia
review-turning-point = Mossa { $move }, { $battle }: { $mover } — { $action }. La probabilità di vittoria di { $name } { $trend ->
    [up] sale
   *[down] scende
} da { $from }% a { $to }%.
review-verdict-best = Mossa migliore
review-verdict-good = Buona mossa
review-verdict-inaccuracy = Imprecisione
review-verdict-mistake = Errore
review-verdict-blunder = Errore grave
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%) invece di { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%) invece di { $other1 } ({ $chance1 }%) o { $other2 } ({ $chance2 }%)
review-decision = Mossa { $move }, { $name }: { $played } ({ $chance }%); la migliore trovata: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = Mossa { $move }, { $name }: { $played } ({ $chance }%), la mossa migliore trovata.
review-error-not-a-record = Questa non è la registrazione di una partita.
review-error-setup = Le regole o i posti di questa registrazione non formano una partita che questa versione sappia distribuire.
review-error-illegal = La mossa { $move } della registrazione non si può giocare in quella posizione: la registrazione è danneggiata o viene da un'altra versione.
review-error-unfinished = La partita di questa registrazione non è finita: si può analizzare solo una partita conclusa.
review-open = Analizza la partita
review-title = Analisi della partita
review-unavailable = Non è stato possibile caricare l'analisi: collegati a internet una volta e riprova.
review-back = Indietro
review-working = Analisi della partita…
review-cancel = Annulla
review-cancelled = L'analisi è stata annullata.
review-failed = L'analisi si è interrotta: questo browser non è riuscito a eseguirla.
review-again = Analizza di nuovo
review-point = Mossa { $move }, { $battle }: { $mover } — { $action }.
review-deal = Distribuzione
review-chart-title = Probabilità di vittoria dopo ogni mossa
review-chart-help = Scegli una mossa con le frecce o il puntatore (Pagina su e Pagina giù per battaglia); sceglila di nuovo, o premi Invio, per rivederla.
review-table-move = Mossa
review-open-replay = Rivedi la mossa { $move }
review-back-to-review = Torna all'analisi
review-turning-title = Svolte
review-decisions-title = Decisioni giudicate
review-verdict-scale = Giudicate da ciò che il giocatore poteva vedere, in base alla probabilità di vittoria persa rispetto alla mossa migliore trovata: buona fino a { $good } punti, imprecisione fino a { $inaccuracy }, errore fino a { $mistake }, errore grave oltre.
review-summary = { $name }: precisione { $accuracy }% su { $count ->
    [one] una decisione
   *[other] { $count } decisioni
}.
review-none-judged = Nessuna decisione di un giocatore umano da giudicare.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Chiudi
sound-label = Suoni

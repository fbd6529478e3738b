# Condottiere: the texts the page's own screens do not need, in Italian: the rules page,
# the lesson's coach, the review of a game, the puzzles, a record's replay, and the
# screens' module's custom game, saved games, record and daily calendar. They are
# fetched when one of those opens first (the service worker keeps them for offline play);
# condottiere.ftl has the rest. Which file a message belongs in follows from its id
# (crates/i18n, `Part::of` and its exceptions); `cargo test -p i18n` names any message
# in the wrong file.

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

## Learn to play (a guided first game on a prepared deal)
# $you, $opponent1 and $opponent2 are the players' names; $card, $card1, $card2 card names;
# $region and $won region names; $strength (the learner's), $strength1, $strength2 and
# $best (the best of the other two) are strengths; $value is a Mercenary's printed value.

learn-title = Impara a giocare
learn-step-count = Passo { $number } di { $total }
learn-next = Avanti
learn-leave = Esci dalla lezione
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
# The review of a finished game (its analysis; the screen comes later). $move counts the
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
review-decision = Mossa { $move }, { $name }: { $played } ({ $chance }%); la migliore trovata: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = Mossa { $move }, { $name }: { $played } ({ $chance }%), la mossa migliore trovata.
review-error-not-a-record = Questa non è la registrazione di una partita.
review-error-setup = Le regole o i posti di questa registrazione non formano una partita che questa versione sappia distribuire.
review-error-illegal = La mossa { $move } della registrazione non si può giocare in quella posizione: la registrazione è danneggiata o viene da un'altra versione.
review-error-unfinished = La partita di questa registrazione non è finita: si può analizzare solo una partita conclusa.
review-error-seat-kind = Il posto { $number } della registrazione non è né “human” né un livello dell'IA: “{ $kind }”.
review-title = Analisi della partita
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

## Replays (a record link's game, step by step)

replay-title = Replay
replay-back = ◀ Indietro
replay-start = « Inizio
replay-end = Fine »
replay-forward = Avanti ▶
replay-position = Mossa { $step } di { $total }
replay-jump = Vai a una battaglia
replay-battle = { $number }. { $region }
replay-continue = Continua da qui
replay-as-seat = La partita è ancora in corso: la si rivede come la vede { $name }, senza le mani degli altri.
replay-public = La partita è ancora in corso: la si rivede come la vede il tavolo, senza mostrare le mani.

## Game states read from a file (the command line's apply; seats are numbered from 0 there)

state-error-seat = lo stato nomina il posto { $seat }, ma i suoi posti sono numerati da 0 a { $last }
state-error-unseated = il posto { $seat } non è al tavolo, eppure ha carte o punti
state-error-decks = i mazzi non corrispondono all'edizione: nel duello ogni giocatore ha il suo mazzo e non c'è un mazzo comune, nelle altre c'è un solo mazzo comune
state-error-cards = le carte non sono il mazzo dell'edizione: { $found } × { $card } dove il mazzo ne ha { $expected }
state-error-own-cards = le carte proprie del posto { $seat } non formano un mazzo da duello intero: { $found } × { $card } dove il mazzo ne ha { $expected }
state-error-known = le carte che tutti hanno visto riprendere dal posto { $seat } non sono nella sua mano
state-error-face-down = nella linea del posto { $seat } c'è una carta coperta che le regole non permettono
state-error-season = la stagione in gioco non corrisponde alle carte stagione nelle linee
state-error-board = il favore del Papa, o il padrone di una regione, è dove le regole non lo permettono
state-error-counters = un conteggio è fuori dai limiti (il round, la campagna, le rinunce, le battaglie vinte o il passo dopo una battaglia)
state-error-phase = la fase non corrisponde al resto dello stato

## Puzzles
# Un problema di battaglia: una posizione in battaglia, un obiettivo in una riga e la sua
# soluzione dimostrata. $region è il nome di una regione; $name il nome di un giocatore;
# $card il nome di una carta; $number il numero del posto da 1; $moves le frasi delle
# mosse una dopo l'altra; $kept e $best numeri di carte (o una forza); $count e $expected
# numeri di caratteri; $character un carattere del codice.

puzzle-player = Giocatore { $number }
puzzle-difficulty-easy = Facile
puzzle-difficulty-medium = Medio
puzzle-difficulty-hard = Difficile
puzzle-goal-win = Vinci la battaglia per { $region }.
puzzle-goal-win-duel = Vinci questa battaglia.
puzzle-goal-keep-cards = Vinci la battaglia per { $region } tenendo in mano più carte che puoi.
puzzle-goal-keep-cards-duel = Vinci questa battaglia tenendo in mano più carte che puoi.
puzzle-goal-keep-strength = Vinci la battaglia per { $region } tenendo in mano più forza che puoi.
puzzle-goal-keep-strength-duel = Vinci questa battaglia tenendo in mano più forza che puoi.
puzzle-goal-stop = Fai in modo che { $name } non vinca la battaglia per { $region }.
puzzle-goal-stop-duel = Fai in modo che { $name } non vinca questa battaglia.
puzzle-goal-kingdom = Conquista { $region }: completa il tuo regno e ti fa vincere la partita.
puzzle-goal-kingdom-duel = Vinci questa battaglia: la terza battaglia vinta ti fa vincere la partita.
puzzle-strength-note = Forza in mano: ogni Mercenario vale il suo numero, un'Eroina 10, una Cortigiana o una Spia 1, ogni altra carta 0. Un Mercenario ripreso dal tuo Spaventapasseri torna nella tua mano.
puzzle-you-play = Giochi { $card }.
puzzle-you-pass = Passi.
puzzle-you-wait = Attendi (il difensore può ancora giocare).
puzzle-you-take = Il tuo Spaventapasseri riprende { $card }.
puzzle-you-take-from = Il tuo Spaventapasseri riprende { $card } dalla linea di { $name }.
puzzle-you-take-nothing = Il tuo Spaventapasseri non riprende nulla.
puzzle-take-yours = Lo Spaventapasseri di { $name } riprende { $card } dalla tua linea.
puzzle-you-favor = Piazzi il favore del Papa dove vuoi.
puzzle-favor = { $name } piazza il favore del Papa.
puzzle-solution = La soluzione: { $moves }
puzzle-then-pass = Poi passi: l'obiettivo è tuo.
puzzle-end-you = Vinci la battaglia.
puzzle-end-other = { $name } vince la battaglia.
puzzle-end-nobody = Nessuno vince la battaglia.
puzzle-failed-missed = Dopo questa mossa l'obiettivo non è più raggiungibile.
puzzle-failed-cards = Puoi ancora vincere, ma chiudi la battaglia con al massimo { $kept ->
    [one] 1 carta
   *[other] { $kept } carte
} in mano, mentre era possibile tenerne { $best }.
puzzle-failed-strength = Puoi ancora vincere, ma chiudi la battaglia con al massimo { $kept } di forza in mano, mentre era possibile tenerne { $best }.
puzzle-hint = Pensa a questa carta: { $card }.
puzzle-code-length = Un codice di problema ha { $expected } caratteri, non { $count }.
puzzle-code-character = «{ $character }» non può far parte di un codice di problema.
puzzle-code-typo = Questo codice di problema contiene un errore di battitura.
puzzle-code-none = Nessun problema ha questo codice.

## Puzzles on screen
# $count, $best: numbers of puzzles; $code: a puzzle's code; $difficulty: a difficulty's
# name; $name: a player's name; $cards: a list of cards' names.
puzzle-title = Problemi di battaglia
puzzle-intro = Una battaglia in cui tutto ciò che conta è noto, e un obiettivo in una riga. Giocala sul tavolo; conta solo la via migliore.
puzzle-solved-count = { $count ->
    [one] 1 problema risolto
   *[other] { $count } problemi risolti
}
puzzle-streak = Serie: { $count } (migliore: { $best })
puzzle-daily = Problema del giorno
puzzle-loading = Preparazione del problema…
puzzle-unavailable = Impossibile preparare il problema: l'aiutante del gioco non ha risposto.
puzzle-to-setup = Torna alla preparazione della partita
puzzle-list = Tutti i problemi
puzzle-heading = Problema { $code } · { $difficulty }
puzzle-hand-of = { $name } ha in mano: { $cards }.
puzzle-hand-empty = nessuna carta
puzzle-state-playing = Tocca a te.
puzzle-state-waiting = Gli altri rispondono…
puzzle-state-solved = Risolto: obiettivo raggiunto nel modo migliore.
puzzle-state-failed = Non questa volta.
puzzle-hint-button = Suggerimento
puzzle-retry = Riprova
puzzle-next = Problema successivo
puzzle-error-unreadable = Non è stato possibile leggere i tuoi risultati dei problemi ({ $reason }), quindi ne iniziano di nuovi. La copia danneggiata è conservata a parte in questo browser, non è andata persa.
puzzle-error-unreadable-kept = Impossibile leggere i tuoi risultati dei problemi ({ $reason }) e impossibile anche spostarli da parte: restano come sono e per ora nessun problema viene registrato.
puzzle-error-newer = I tuoi risultati dei problemi sono stati scritti da una versione più recente del gioco (formato { $version }): restano intatti e non si registra nulla finché questa pagina non si aggiorna.
puzzle-error-save = Non è stato possibile salvare i tuoi risultati dei problemi: { $reason }.

## The custom game, the saved games, the record and the daily calendar (the screens' module)

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
setup-friend = Un amico, sul suo dispositivo
setup-first = Primo Condottiere
setup-first-random = Estratto a sorte
setup-seed = Seme
setup-seed-hint = Lo stesso seme distribuisce le stesse carte ovunque.
setup-seed-invalid = «{ $value }» non è un seme: usa solo cifre. Lo stesso seme distribuisce le stesse carte ovunque.
setup-new-seed = Nuovo seme
setup-pace = Ritmo dell'IA
setup-start = Gioca
setup-rules = Regole di questa edizione
setup-invalid = Impossibile preparare questa partita: { $reason }
rules-link = Regole: { $rule }
saves-none = Ancora nessuna partita salvata: ogni partita viene salvata dopo ogni mossa.
saves-export = Esporta
saves-delete = Elimina
saves-deleted = La partita è stata eliminata: per una settimana puoi recuperarla qui sotto.
saves-undo-delete = Annulla
saves-undeleted = La partita è di nuovo nella lista.
saves-deleted-title = Eliminate di recente
saves-deleted-hint = Una partita eliminata si può recuperare per una settimana; poi sparisce per sempre.
saves-deleted-at = eliminata il { $date }
saves-import = Importa una partita salvata (.json)
saves-imported = La partita salvata è stata importata.
saves-import-failed = Impossibile importare il file: { $reason }. Non è stato modificato nulla.
saves-unreadable = Impossibile leggere una partita salvata ({ $reason }).
saves-unreadable-others = { $count ->
    [one] L'altra partita salvata è a posto.
   *[other] Le altre { $count } partite salvate sono a posto.
}
saves-finished = finita
saves-in-progress = in corso
saves-progress = { $battles ->
    [one] 1 battaglia
   *[other] { $battles } battaglie
} · { $regions }
stats-empty = Ancora nessuna partita registrata. Qui viene registrata ogni partita finita contro l'IA con un solo giocatore umano.
stats-group-title = { $edition }, contro { $opponents }
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
daily-intro = Una smazzata al giorno, uguale per tutti, da confrontare con gli amici. Il tuo risultato del giorno è la prima partita della sua smazzata iniziata qui quel giorno, se la finisci in quel giorno; ogni altra partita della smazzata è allenamento.
daily-practice-note = Allenamento: questa partita non cambia i tuoi risultati giornalieri.
daily-settings = { $edition } · quattro giocatori · tu contro tre IA normali
daily-start-practice = Gioca come allenamento
daily-continue = Continua la partita del giorno
daily-continue-note = La partita del giorno è stata iniziata qui e non è finita: riprende da dove era rimasta, e il suo risultato sarà quello del giorno.
daily-start-again = Gioca ancora (allenamento)
daily-back = Indietro
daily-record-title = Smazzata del giorno
daily-streak = Giorni di fila
daily-best = Serie migliore
daily-calendar = Le ultime quattro settimane
daily-calendar-hint = Scegli un giorno per giocarne la smazzata; un giorno passato è allenamento.
daily-day-win = { $date }: vinta
daily-day-loss = { $date }: non vinta
daily-day-shared = { $date }: vittoria condivisa
daily-day-practice = { $date }: solo allenamento
daily-day-missed = { $date }: non giocata
daily-day-today = { $date }: oggi, ancora da giocare
daily-legend = ✓ vinta · ✗ non vinta · ½ condivisa · • solo allenamento
daily-rules = Un giorno conta quando finisci la partita del giorno (la prima distribuita qui) in quel giorno, vinta o no; ogni giorno di fila allunga la serie, un giorno saltato la interrompe.

## Moved with their screens to the screens' module
link-deal-loaded = Questa smazzata arriva da un link: premi Gioca per avere le stesse carte.
link-bad-title = Impossibile aprire questo link
link-error-not-base64 = il link contiene caratteri che un codice di partita non ha mai
link-error-too-short = il link è troncato
link-error-checksum = il link è stato modificato o troncato lungo la strada (il checksum non corrisponde)
link-error-kind = questo non è un codice di partita di Condottiere
link-error-version = questo codice di partita viene da una versione più recente dell'app
link-error-invalid = il codice descrive una partita che non si può preparare
link-error-action = la mossa { $number } della registrazione non è possibile in quella partita
stats-against-easy = l'IA facile
stats-against-rule = l'IA metodica
stats-against-normal = l'IA normale
stats-against-hard = l'IA difficile
stats-against-expert = l'IA esperta
stats-against-mixed = IA di livelli diversi
stats-mark-replay = ripresa da un replay
stats-mark-import = importata da un file
stats-mark-taken-back = { $count ->
    [one] una mossa annullata
   *[other] { $count } mosse annullate
}
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
daily-title = Smazzata del giorno
daily-deal-of = La smazzata del { $date }
daily-start = Gioca la smazzata
daily-error-format = «{ $date }» non è una data: il link di una smazzata del giorno finisce con la data scritta AAAA-MM-GG.
daily-error-year = «{ $date }»: non ci sono smazzate del giorno prima del 1970.
daily-error-month = «{ $date }» non è una data: quel mese non esiste.
daily-error-day = «{ $date }» non è una data: quel mese non ha quel giorno.
daily-error-future = La smazzata del { $date } non è ancora uscita: torna quel giorno.
daily-outcome-win = vinta
daily-outcome-loss = non vinta
daily-outcome-shared = vittoria condivisa
daily-share-title = Condottiere, smazzata del giorno { $date }: { $outcome }
daily-share-practice = Condottiere, smazzata del giorno { $date } (allenamento): { $outcome }
daily-share-figures = regioni { $regions } · battaglie vinte { $battles } · mosse annullate { $takebacks }
daily-result-counted = Il tuo risultato del { $date } è nelle tue statistiche.
daily-result-practice = Allenamento: il tuo risultato del { $date } resta com'era.
daily-share = Copia il risultato
daily-copied = Copiato: incollalo ai tuoi amici.
daily-copy-failed = Copia rifiutata: il testo è selezionato, copialo con la tastiera o dal menu.
daily-error-save = Non è stato possibile salvare i tuoi risultati giornalieri: { $reason }.
review-open = Analizza la partita
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%) invece di { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%) invece di { $other1 } ({ $chance1 }%) o { $other2 } ({ $chance2 }%)
friends-refused-stale = La partita è andata avanti prima che arrivasse la tua mossa; non è cambiato nulla.
friends-refused-not-your-turn = Non è il tuo turno; non è cambiato nulla.
friends-refused-not-your-seat = Questa mossa era per un posto che non hai preso; non è cambiato nulla.
friends-refused-malformed = Chi ospita la partita non è riuscito a leggere ciò che ha inviato il tuo dispositivo; non è cambiato nulla.
friends-refused-oversized = Ciò che ha inviato il tuo dispositivo era troppo lungo per chi ospita la partita; non è cambiato nulla.
friends-refused-illegal = Le regole non permettono questa mossa ora; non è cambiato nulla.
friends-refused-no-take-back = Ora non hai nessuna mossa da annullare.
friends-refused-seat-taken = Questo posto è occupato: il suo invito è già stato usato. Chiedi un nuovo invito a chi ospita la partita.
friends-refused-unknown-seat = A questo tavolo non c'è un posto simile per un amico. Chiedi un nuovo invito a chi ospita la partita.
friends-refused-not-started = La partita non è ancora iniziata; aspetta che chi la ospita la avvii.
friends-refused-game-over = La partita è finita; non è cambiato nulla.
friends-refused-newer-version = La tua app è più recente di quella di chi ospita la partita: deve ricaricare la pagina per aggiornarla.
friends-host-title = Il tuo tavolo per gli amici
friends-host-intro = Manda a ogni amico l'invito per il suo posto: un link, o il codice QR per chi è nella stanza. Ogni amico ti rimanda un link di risposta: aprilo in questo browser o incollalo qui sotto. Tieni aperta questa pagina mentre giocate.
friends-help-deals = Il dispositivo di chi ospita distribuisce le carte e tiene il tavolo: il dispositivo di ogni amico riceve solo la propria mano e ciò che vedono tutti. Nessun nostro server è coinvolto: i dispositivi si parlano direttamente.
friends-player-host = su questo dispositivo
friends-player-friend = un amico
friends-player-ai = IA
friends-presence-waiting = in attesa
friends-presence-connected = presente
friends-presence-away = assente
friends-invite-link = Invito per { $seat }
friends-invite-making = Preparo l'invito…
friends-invite-failed = Questo dispositivo e quello dell'amico non sono riusciti a collegarsi. Provate sulla stessa rete Wi-Fi, o aggiungete un server TURN nelle impostazioni di connessione su entrambi; poi invita di nuovo.
friends-seat-connecting = Risposta ricevuta: connessione in corso…
friends-reinvite = Invita di nuovo
friends-paste-label = Il link di risposta di un amico
friends-accept-reply = Accetta la risposta
friends-reply-not-ours = Questa risposta riguarda un invito che questo tavolo non aspetta. Manda all'amico un nuovo invito.
friends-reply-refused = All'invito di questa risposta è già stato risposto: il posto è occupato. Per darlo a questo dispositivo usa «Invita di nuovo» su quel posto e manda il nuovo invito.
friends-start = Inizia la partita
friends-start-waiting = { $count ->
    [one] Manca { $count } amico.
   *[other] Mancano { $count } amici.
}
friends-stand-in = Fai giocare un'IA al posto dell'amico finché non torna
friends-panel = Amici al tavolo
friends-cannot-host = Questa partita non può essere ospitata
friends-settings = Impostazioni di connessione
friends-ice-servers = Server che aiutano i dispositivi su reti diverse a trovarsi (uno per riga; per TURN: l'indirizzo, il nome utente e la password)
friends-ice-help = Ai dispositivi sulla stessa rete non servono. Un server STUN dice solo a un dispositivo il suo indirizzo; un server TURN inoltra la partita quando nient'altro funziona. Lista vuota: nessuno.
friends-ice-save = Salva i server
friends-ice-default = Torna al predefinito
friends-ice-saved = Salvato: i nuovi inviti e le risposte useranno questi server.
friends-ice-bad-line = Riga { $line }: { $problem }
friends-ice-bad-address = non è l'indirizzo di un server (inizia con stun:, stuns:, turn: o turns:, poi il nome del server)
friends-ice-turn-credentials = un server TURN richiede nome utente e password dopo l'indirizzo
friends-ice-too-many = troppe parole: un server STUN è solo l'indirizzo; un server TURN è indirizzo, nome utente e password
friends-share = Condividi
friends-share-title = Condottiere
friends-qr-caption = Oppure inquadra questo codice con la fotocamera dell'altro dispositivo.
friends-invite-bad = Questo invito non può essere aperto
friends-invite-ask-again = Chiedi a chi ospita di rimandare l'invito, intero.
friends-code-wrong-kind = non è un invito né una risposta di questo gioco
friends-code-invalid = alcuni dettagli non si leggono
friends-join-title = { $host } ti invita a { $edition } per { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}
friends-join-intro = Scegli il nome che vedranno gli altri, poi rimanda a chi ospita la risposta preparata da questa pagina.
friends-your-name = Il tuo nome
friends-name-needed = { $count ->
    [one] Scrivi un nome di al massimo { $count } carattere.
   *[other] Scrivi un nome di al massimo { $count } caratteri.
}
friends-join = Prepara la risposta
friends-answering = Preparo la tua risposta…
friends-reply-link = La tua risposta
friends-reply-intro = Manda questa risposta a { $host }, come è arrivato l'invito (o fagli inquadrare il codice). Quando la apre, sei al tavolo.
friends-reply-waiting = In attesa che { $host } apra la tua risposta…
friends-reply-slow = Non ancora connesso. Se chi ospita ha aperto la tua risposta e non succede nulla, i due dispositivi non si raggiungono: provate la stessa rete Wi-Fi, o un server TURN nelle impostazioni di connessione su entrambi. Se il posto era già occupato, chiedi un nuovo invito.
friends-connecting = Connesso: mi unisco al tavolo…
friends-joined-waiting = Sei al tavolo di { $host }. La partita comincia quando { $host } la avvia.
friends-lost = La connessione con { $host } è persa. Chiedi a { $host } di invitarti di nuovo («Invita di nuovo» sul tuo posto), poi apri il nuovo invito: troverai il tavolo com'è.
friends-failed = Questo dispositivo non è riuscito a collegarsi a quello di { $host }. Provate la stessa rete Wi-Fi, o aggiungete un server TURN nelle impostazioni di connessione su entrambi, poi prepara una nuova risposta.
friends-try-again = Prepara una nuova risposta
friends-used = Questo browser ha già preso il posto di questo invito. Per tornare al tavolo di { $host }, chiedi di invitarti di nuovo («Invita di nuovo» sul tuo posto) e apri il nuovo invito.
friends-outdated = L'app di { $host } è più recente di questa: ricarica la pagina per aggiornarla, poi riapri l'invito.
friends-reply-bad = Questa risposta non può essere aperta
friends-reply-title = La risposta di un amico
friends-reply-handing = Passo la risposta al tuo tavolo…
friends-reply-taken = Il tuo tavolo ha la risposta: torna alla sua scheda.
friends-reply-no-table = Nessun tavolo in questo browser aspetta questa risposta. Aprila nel browser in cui ospiti il tavolo, o incollala lì.

# Condottiere: the texts the page's own screens do not need, in English: the rules page,
# the lesson's coach, the review of a game, the puzzles, a record's replay, and the
# screens' module's custom game, saved games, record and daily calendar. They are
# fetched when one of those opens first (the service worker keeps them for offline play);
# condottiere.ftl has the rest. Which file a message belongs in follows from its id
# (crates/i18n, `Part::of` and its exceptions); `cargo test -p i18n` names any message
# in the wrong file.

## Rules at hand (sentences of the rules page below)

rules-duel-decks = Each player has their own 23-card deck and a hand of 8; after a battle both draw back up to 8.
rules-duel-goal = The first to win 3 battles wins; when both are out of cards, more battles won wins.
rules-goal-adjacent = With { $players } players you win with { $adjacent } adjacent regions.
rules-goal-total = With { $players } players you win with { $total } regions anywhere.
rules-goal-either = With { $players } players you win with { $adjacent } adjacent regions or { $total } regions anywhere.
rules-battle = The Condottiere chooses a region; everyone in turn plays one card or passes; the strongest row takes the region and the token.
rules-deal-return = A round ends when at most one player has cards: everyone is dealt { $base } cards plus { $per-region } per region controlled; the last player returns their cards.
rules-deal-keep = A round ends when at most one player has cards: everyone is dealt up to { $base } cards plus { $per-region } per region controlled; the last player keeps up to 2 cards.
rules-deal-discard = A round ends when at most one player has cards: everyone is dealt { $base } cards plus { $per-region } per region controlled; the last player discards their cards.
rules-token-stays = After a failed battle the Condottiere keeps the token.
rules-token-left = After a failed battle the token passes to the left.
rules-token-random = After a failed battle a random tied player takes the token.
rules-attack-owned = Regions another player controls may be attacked; the defender may wait before playing and keeps the region on a tie.
rules-may-decline = The Condottiere may decline to choose and pass the token left.
rules-favor-optional = The Bishop's player may place the papal favor on a free region (no battle there) or keep it off the board.
rules-favor-mandatory = The Bishop's player places the papal favor on a free region: no battle may be fought there.
rules-no-region-final = If no region is left, the most regions win; tied players fight a final battle.
rules-no-region-shared = If no region is left, the most regions win; tied players share the victory.

## Rules page (the whole rules of one edition; the "Rules at hand" messages above are used on it too)

rules-title = Rules: { $edition }
rules-back-setup = Back to the setup
rules-back-game = Back to the game
rules-escape-key = Esc
rules-edition-label = Show the rules of
rules-other-edition = This is not the edition selected for your game.
rules-contents = On this page
rules-from-game = These are the exact rules of the game in progress.
rules-variants-on = Optional rules switched on: { $list }.
rules-variants-none = No optional rule is switched on.

rules-goal-title = The goal
rules-goal-intro = Win battles to take the regions of Italy. The game ends as soon as a player controls enough regions after a battle:
rules-this-table = your player count
rules-goal-adjacent-means = Adjacent regions form one connected group on the map: each borders at least one other region of the group; they need not all border each other.
rules-goal-bigger = Bigger kingdoms is switched on: the adjacent counts above already include its extra region.
rules-goal-talk = Players may talk, promise and bargain, but never trade cards.
rules-duel-no-map = The duel has no map: each battle won earns a control marker.

rules-setup-title = Setup
rules-setup-deck = Shuffle the { $count } cards of the deck (listed below under “The cards”).
rules-setup-hand = Deal { $count ->
    [one] 1 card
   *[other] { $count } cards
} to each player.
rules-setup-first = The first Condottiere — chosen on the setup screen, or drawn at random — takes the Condottiere token and chooses the region of the first battle.
rules-setup-first-duel = The player who opens the first battle is chosen on the setup screen, or drawn at random.

rules-battle-title = A battle
rules-choose-title = Choosing the region
rules-choose-free = The Condottiere (the player holding the token) chooses a region that nobody controls.
rules-choose-no-favor = The region with the papal favor may not be chosen.
rules-choose-again = The region of a battle nobody won may be chosen again.
rules-choose-decline-limit = Once every other player has declined since the last battle, the Condottiere must choose.
rules-duel-start = There is no region to choose: the player holding the battle marker opens the next battle.
rules-turns-title = Turns
rules-turns-play = Starting with the Condottiere and going clockwise (to the left), each player still in the battle either plays one card from their hand face up into their row, or passes.
rules-turns-pass = A player who passes is out of this battle, but the cards in their row still count. A player with no cards in hand must pass.
rules-turns-last = When everyone else has passed, the last player may go on playing cards, one at a time, until they pass too.
rules-turns-defender = Defender's advantage: when the region belongs to a player, its owner may pass without leaving the battle until they have played a first card; after that, the usual rules apply. Once every other player has passed, the owner's next pass is final.
rules-turns-end = The battle ends when every player has passed, or at once when someone plays a { $surrender }.
rules-turns-end-bishop = The battle ends when every player has passed, or at once when someone plays a { $surrender } or a { $bishop }.
rules-turns-hidden = Hidden cards is switched on: some cards are played face down (see “Optional rules”).

rules-strength-title = Strength
rules-strength-intro = A row's strength starts from the printed values of its Mercenaries and is worked out in this order:
rules-strength-bishop = { $bishop }: when played, it first discards every copy of the highest Mercenary value in all rows, passed players' rows included.
rules-strength-winter = { $winter }: every Mercenary counts 1.
rules-strength-drummer = { $drummer }: the Mercenaries of its row count double (2 each under { $winter }).
rules-strength-spring = { $spring }: every Mercenary of the highest printed value in play gets +3, added after the { $drummer } doubles (the 3 is not doubled).
rules-strength-flat = Last, the cards that add a fixed amount, which nothing above changes: { $list }.
rules-strength-flat-entry = { $card } +{ $value }
rules-strength-seasons = Only one season is in play at a time: a { $winter } discards the { $spring } in play, and a { $spring } the { $winter }. More copies of the same season add nothing.
rules-strength-example-classic = Example: 10, 10, 5, 4, 4, 1, 1 and 1 make 36; under { $winter } they make 8; with a { $drummer } in their row as well, 16.
rules-strength-example-spring = Example: a 2 and a 4 with a { $drummer } under { $spring }, the 4 being the highest in play: (2 + 4) × 2 = 12, plus 3 makes 15.

rules-after-title = After the battle
rules-after-intro = When the battle ends, in this order:
rules-after-winner = The player with the single highest strength wins the battle: they place a control marker on the region (replacing the former owner's, if any) and take the token.
rules-after-winner-duel = The player with the higher strength wins the battle: they take a control marker and the battle marker.
rules-after-failed = A battle fails when strengths tie for the highest or nobody played a card: nobody takes the region.
rules-after-failed-bishop = A battle fails when strengths tie for the highest, nobody played a card, or a { $bishop } ended it: nobody takes the region.
rules-after-defender = When the region had an owner and the battle fails, the owner keeps the region and takes the token.
rules-after-override = Then the player with the most { $card } cards in their row takes the token instead; a tie for the most changes nothing.
rules-after-victory = A player who now controls enough regions (see “The goal”) wins the game.
rules-after-victory-duel = A player who has now won { $count ->
    [one] 1 battle
   *[other] { $count } battles
} wins the game.
rules-after-choose-next = The token holder chooses the region of the next battle now, before the armies are cleared away.
rules-after-clear = Every card played, the season included, goes to the discard pile.
rules-after-clear-duel = Every card played leaves the game, unseen.
rules-after-hand-discard = A player with no Mercenary in hand may discard their whole hand, shown to all; each decides in turn, clockwise from the token holder.
rules-after-draw = Draw after battle is switched on: each player may now draw up to 3 cards (see “Optional rules”); there are no rounds and no hand discards.
rules-after-refill-duel = Each player draws back up to { $count } cards from their own deck, as far as it goes. An empty deck is not reset: a player with no cards left must pass in every further battle.
rules-after-round-example = For example, a player with an empty hand and 3 regions is dealt { $count } cards.
rules-after-next = The token holder opens the next battle — even a player who won with their last card, though they can then only pass.
rules-after-next-chosen = The battle in the chosen region begins, opened by the token holder — even a player who won with their last card, though they can then only pass.
rules-after-next-duel = The player holding the battle marker opens the next battle.
rules-after-empty-deck = When a card must be drawn from an empty deck, the discard pile is shuffled to make a new one.

rules-cards-title = The cards
rules-cards-intro = The deck has { $count } cards:
rules-cards-intro-duel = Each player has their own deck of { $count } cards, the same for both:
rules-cards-mercenaries = Mercenaries
rules-card-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
rules-card-count-duel = { $count ->
    [one] 1 card in each deck
   *[other] { $count } cards in each deck
}
rules-card-mercenary = A Mercenary adds its printed value (1 to 10) to its row's strength.
rules-card-face-down = Hidden cards is switched on: it is played face down.
rules-card-sees-face-up = Hidden cards is switched on: it sees only face-up Mercenaries.
rules-card-scarecrow-any = Take one Mercenary back into your hand from any row, yours or another player's, or take nothing. Never a Heroine or another special card.
rules-card-scarecrow-own = Take one Mercenary from your own row back into your hand, or take nothing. Never a Heroine or another special card.
rules-card-scarecrow-must = Take one Mercenary from your own row back into your hand: if there is one, you must take one. Never a Heroine or another special card.
rules-card-drummer = The Mercenaries in your row count double. More Drummers in the same row add nothing.
rules-card-heroine = Adds 10 to your strength. No other card changes it, and no Scarecrow can take it back.
rules-card-winter = Every Mercenary in every row, its player's own included, counts 1 until the battle ends.
rules-card-winter-replaces = It discards any { $spring } in play: only one season at a time.
rules-card-spring = Every copy of the highest Mercenary value in play gets +3; the highest value can change as cards come and go. It discards any { $winter } in play.
rules-card-bishop = Discards every copy of the highest Mercenary value in all rows (if no Mercenary is in play, nothing).
rules-card-bishop-no-favor = There is no papal favor in this edition.
rules-card-bishop-favor-stays = The favor stays until the next { $bishop } moves it, and it never goes on the region being fought over.
rules-card-bishop-favor-anywhere = Capture is switched on: the favor may go on any region, controlled or not, or be taken off the board.
rules-card-classic-bishop = The battle ends at once with no winner: strengths are not compared, and the token goes as after any failed battle.
rules-card-classic-bishop-owner = A region with an owner stays theirs, and the owner takes the token.
rules-card-surrender = The battle ends at once, and strengths are compared as usual.
rules-card-surrender-owner = A defender who has not played a card yet gets no chance to.
rules-card-courtesan = Adds 1 to your strength. After the battle, the player with the most Courtesans takes the token, unless tied for the most.
rules-card-spy = Adds 1 to your strength. After the battle, the player with the most Spies takes the token, unless tied for the most.

rules-variants-title = Optional rules
rules-variants-intro = These optional rules may be switched on for this edition on the setup screen.
rules-variant-on = switched on
rules-variant-off = switched off
rules-opt-draw-after-battle = Opening hands have 7 cards. After each battle every player may draw up to 3 cards — how many is their own choice — but never beyond 10 cards plus 1 per region they control. If nobody has a card left, everyone draws 10. There are no rounds and no hand discards.
rules-opt-campaign = Several games are played in a row, to { $target } points. At the end of each game every player scores 1 point per region they control, and a win by adjacent regions scores 5 more. Each new game starts on a clear map, and the token stays with its holder.
rules-opt-campaign-end-final = Once someone has { $target } points or more, the highest score wins; a tie is settled by a final battle.
rules-opt-campaign-end-shared = Once someone has { $target } points or more, the highest score wins; tied players share the victory.
rules-opt-bigger-kingdoms = One more adjacent region is needed to win: for example, { $from } adjacent regions become { $to }.
rules-opt-bigger-kingdoms-total = A number of regions anywhere on the map wins as before.
rules-opt-capture = Regions another player controls may also be chosen for a battle, and their owner has the defender's advantage (see “Turns”); when the battle fails, the owner keeps the region and takes the token.
rules-opt-capture-favor = The { $bishop } may put the papal favor on any region, controlled or not (never the one being fought over), or take it off the board.
rules-opt-hidden-cards = These cards are played face down: { $cards }. Playing your next card turns your face-down card up, so a row never hides more than one; when you pass, you may turn it up or leave it hidden.
rules-opt-hidden-cards-strength = The strength announced counts only face-up cards. When the battle ends, also by a { $surrender }, every card is turned up before strengths are compared.
rules-opt-hidden-cards-reach = The { $scarecrow } sees only face-up Mercenaries.
rules-opt-hidden-cards-reach-bishop = The { $scarecrow } and the { $bishop } see only face-up Mercenaries.

rules-end-title = The end of the game
rules-end-victory = The game ends as soon as a player controls enough regions after a battle (see “The goal”).
rules-end-no-region-when = No region is left when every region is controlled, or the only free one carries the papal favor.
rules-end-no-region-when-plain = No region is left when every region is controlled.
rules-end-no-region-never = Regions another player controls may be attacked, so a region to fight for is always left.
rules-end-final-battle = The final battle: only the tied players take part. They discard their hands, all the cards are shuffled, and each is dealt 10 cards plus { $per-region } per region they control. The token holder, or the nearest tied player clockwise from them, opens it. Its winner wins the game; a tie in it shares the victory.
rules-end-favor = If no region is free when a { $bishop } must place the papal favor, the favor leaves the board until the next { $bishop }.
rules-end-campaign = Campaign is switched on: the end of a game scores points, and a new game begins until someone reaches { $target } points (see “Optional rules”).
rules-end-duel = The first player to win { $count ->
    [one] 1 battle
   *[other] { $count } battles
} wins the game. When both players are out of cards, in hand and deck, the one with more battles won wins; equal numbers make a draw.

## Learn to play (a guided first game on a prepared deal)
# $you, $opponent1 and $opponent2 are the players' names; $card, $card1, $card2 card names;
# $region and $won region names; $strength (the learner's), $strength1, $strength2 and
# $best (the best of the other two) are strengths; $value is a Mercenary's printed value.

learn-title = Learn to play
learn-step-count = Step { $number } of { $total }
learn-next = Next
learn-leave = Leave the lesson
learn-step-region = You are { $you }, against { $opponent1 } and { $opponent2 }. You hold the Condottiere token, so you choose where the first battle is fought. Choose { $region } on the map.
learn-step-mercenary = Mercenaries are your army: each counts its number. Open with a small one and see how the others answer: play your { $card }.
learn-step-drummer = They answered with Mercenaries 10. The { $card } doubles every Mercenary in your row, also those you play after it. Play the { $card }.
learn-step-mercenary-10 = With the Drummer your row counts { $strength }. Now play your { $card }: doubled, it counts 20.
learn-step-winter = { $opponent1 } has caught up, { $strength1 } to your { $strength }, and more big Mercenaries may come. { $card } makes every Mercenary count 1, in every row; your Drummer still doubles yours. Play { $card }.
learn-step-breakdown = { $opponent1 } and { $opponent2 } have passed: they are out of this battle, and their rows still count. The number on your row is your strength: open it to see how your { $strength } is counted.
learn-step-winter-ones = Everyone else has passed, so you may play on alone as long as you like. Under Winter a 1 counts as much as a 10: play your { $card }…
learn-step-scarecrow = …and now the { $card }: it takes a Mercenary from your row back to your hand. Play it to save your Mercenary 10 for a battle where it counts 10.
learn-step-take-back = Choose the Mercenary the Scarecrow takes back: your { $card }.
learn-step-pass = You still lead, { $strength } to { $best }. Pass: when everyone has passed, the battle ends and the strongest row wins the region.
learn-step-decided = The battle is over. You had { $strength }, { $opponent1 } { $strength1 } and { $opponent2 } { $strength2 }. The single highest strength wins: { $won } is yours and takes your colour on the map, and you keep the Condottiere token. On a tie, nobody takes the region.
learn-step-next-region = As the winner you choose the next battle's region at once. Regions that touch make a kingdom: with three players, 4 adjacent regions or 6 in all win the game. Choose { $region }, next to { $won }.
learn-step-second-battle = A new battle, and you open it. Play your { $card }.
learn-step-bishop = The { $card } discards every Mercenary { $value } in play, in every row, and then lets you place the papal favor. Play the { $card }.
learn-step-favor = Place the papal favor: no battle can be fought for the region where it lies. Put it on { $region }.
learn-step-pass-again = Keep your best cards for the battles to come: pass now, and let { $opponent1 } and { $opponent2 } spend theirs on { $region }.
learn-step-round-end = { $opponent1 } and { $opponent2 } played on, then threw away their hands, which held no Mercenary. When at most one player still has cards, the round ends. You are that player: you keep up to 2 cards, the rest go back into the deck, and everyone is dealt up to 10 cards plus 1 for each region they hold.
learn-step-keep = Keep your { $card1 } and your { $card2 }: choose both, then Confirm.
learn-done-title = Your game now
learn-done = That is the whole game: win battles, build a kingdom. You are on your own now, against the easy AI, and the Hint button suggests a move whenever you want one. Good luck!
learn-declined-card = Good thinking, but keep your { $tried } for now: this step shows what { $expected } does. Try it; it is marked on the table.
learn-declined-move = { $tried } is a fine move in your own games, where every legal move is yours to choose. In this lesson each move is prepared so you can see every card at work: this step is about { $expected }.

## Review
# The review of a finished game (its analysis; the screen comes later). $move counts the
# record's moves from 1; $name, $mover: players' names; $action, $played, $best, $other1,
# $other2: actions as the chronicle names them; $from, $to, $chance, $chance-best,
# $chance1, $chance2: whole percents; $trend is "up" or "down"; $number counts battles.

review-battle-region = the battle for { $region }
review-battle-final = the final battle
review-battle-duel = battle { $number }
review-battle-none = before the first battle
review-turning-point = Move { $move }, { $battle }: { $mover } — { $action }. { $name }'s chance { $trend ->
    [up] rose
   *[down] fell
} from { $from }% to { $to }%.
review-verdict-best = Best
review-verdict-good = Good
review-verdict-inaccuracy = Inaccuracy
review-verdict-mistake = Mistake
review-verdict-blunder = Blunder
review-decision = Move { $move }, { $name }: { $played } ({ $chance }%); best found: { $best } ({ $chance-best }%). { $verdict }.
review-decision-best = Move { $move }, { $name }: { $played } ({ $chance }%), the best move found.
review-error-not-a-record = This is not a game record.
review-error-setup = The record's rules or seats are not a game this version can deal.
review-error-illegal = Move { $move } of the record cannot be played where it stands: the record is damaged or comes from another version.
review-error-unfinished = The game in this record is not over: only a finished game can be reviewed.
review-error-seat-kind = Seat { $number } of the record is of a kind that is neither “human” nor an AI level: “{ $kind }”.
review-title = Review of the game
review-back = Back
review-working = Analysing the game…
review-cancel = Cancel
review-cancelled = The analysis was cancelled.
review-failed = The analysis stopped: this browser could not run it.
review-again = Analyse again
review-point = Move { $move }, { $battle }: { $mover } — { $action }.
review-deal = Deal
review-chart-title = Chance to win after each move
review-chart-help = Choose a move with the arrow keys or the pointer (Page Up and Page Down go by battle); choose it again, or press Enter, for its replay.
review-table-move = Move
review-open-replay = Replay move { $move }
review-back-to-review = Back to the review
review-turning-title = Turning points
review-decisions-title = Decisions judged
review-verdict-scale = Judged from what the player could see, by the chance to win given up against the best move found: good up to { $good } points, inaccuracy up to { $inaccuracy }, mistake up to { $mistake }, blunder beyond.
review-summary = { $name }: accuracy { $accuracy }% over { $count ->
    [one] one decision
   *[other] { $count } decisions
}.
review-none-judged = No decision of a human player to judge.

## Replays (a record link's game, step by step)

replay-title = Replay
replay-back = ◀ Back
replay-start = « Start
replay-end = End »
replay-forward = Forward ▶
replay-position = Move { $step } of { $total }
replay-jump = Jump to a battle
replay-battle = { $number }. { $region }
replay-continue = Continue from here
replay-as-seat = The game is still going on: it replays as { $name } sees it, with no one else's hand.
replay-public = The game is still going on: it replays as the table sees it, with no hand shown.

## Game states read from a file (the command line's apply; seats are numbered from 0 there)

state-error-seat = the state names seat { $seat }, but its seats are numbered 0 to { $last }
state-error-unseated = seat { $seat } is not at the table, yet it holds cards or scores
state-error-decks = the decks do not fit the edition: the duel has one deck per player and no shared deck, the others one shared deck
state-error-cards = the cards are not the edition's deck: { $found } × { $card } where it has { $expected }
state-error-own-cards = seat { $seat }'s own cards are not one whole duel deck: { $found } × { $card } where it has { $expected }
state-error-known = the cards everyone saw seat { $seat } take back are not in its hand
state-error-face-down = seat { $seat }'s row holds a face-down card the rules do not allow
state-error-season = the season in play does not match the season cards in the rows
state-error-board = the papal favor, or a region's owner, is where the rules cannot put it
state-error-counters = a count is out of range (the round, the campaign, the declines, the battles won or the step after a battle)
state-error-phase = the phase does not fit the rest of the state

## Puzzles
# A battle puzzle: a position in a battle, a goal in one line, and its proved solution.
# $region is a region's name; $name a player's name; $card a card's name; $number a
# seat's number from 1; $moves sentences of moves one after the other; $kept and $best
# numbers of cards (or a strength); $count and $expected numbers of characters;
# $character one character of a code.

puzzle-player = Player { $number }
puzzle-difficulty-easy = Easy
puzzle-difficulty-medium = Medium
puzzle-difficulty-hard = Hard
puzzle-goal-win = Win the battle for { $region }.
puzzle-goal-win-duel = Win this battle.
puzzle-goal-keep-cards = Win the battle for { $region }, keeping as many cards in hand as you can.
puzzle-goal-keep-cards-duel = Win this battle, keeping as many cards in hand as you can.
puzzle-goal-keep-strength = Win the battle for { $region }, keeping as much strength in hand as you can.
puzzle-goal-keep-strength-duel = Win this battle, keeping as much strength in hand as you can.
puzzle-goal-stop = Make sure { $name } does not win the battle for { $region }.
puzzle-goal-stop-duel = Make sure { $name } does not win this battle.
puzzle-goal-kingdom = Win { $region }: it completes your kingdom and wins the game.
puzzle-goal-kingdom-duel = Win this battle: your third battle won wins the game.
puzzle-strength-note = Strength in hand: each Mercenary counts its value, a Heroine 10, a Courtesan or a Spy 1, any other card 0. A Mercenary your Scarecrow takes back is in your hand again.
puzzle-you-play = You play { $card }.
puzzle-you-pass = You pass.
puzzle-you-wait = You wait (the defender may still play).
puzzle-you-take = Your Scarecrow takes { $card } back.
puzzle-you-take-from = Your Scarecrow takes { $card } back from { $name }'s row.
puzzle-you-take-nothing = Your Scarecrow takes nothing back.
puzzle-take-yours = { $name }'s Scarecrow takes { $card } back from your row.
puzzle-you-favor = You place the papal favor where you like.
puzzle-favor = { $name } places the papal favor.
puzzle-solution = The solution: { $moves }
puzzle-then-pass = Then you pass: the goal is yours.
puzzle-end-you = You win the battle.
puzzle-end-other = { $name } wins the battle.
puzzle-end-nobody = Nobody wins the battle.
puzzle-failed-missed = After that move the goal is out of reach.
puzzle-failed-cards = You can still win, but you end the battle with at most { $kept ->
    [one] 1 card
   *[other] { $kept } cards
} in hand, where { $best } was possible.
puzzle-failed-strength = You can still win, but you end the battle with a strength of at most { $kept } in hand, where { $best } was possible.
puzzle-hint = Think about this card: { $card }.
puzzle-code-length = A puzzle code has { $expected } characters, not { $count }.
puzzle-code-character = “{ $character }” cannot be in a puzzle code.
puzzle-code-typo = This puzzle code has a typo.
puzzle-code-none = No puzzle has this code.

## Puzzles on screen
# $count, $best: numbers of puzzles; $code: a puzzle's code; $difficulty: a difficulty's
# name; $name: a player's name; $cards: a list of cards' names.
puzzle-title = Battle puzzles
puzzle-intro = A battle where everything that matters is known, and a goal in one line. Play it on the table; only the best way counts.
puzzle-solved-count = { $count ->
    [one] 1 puzzle solved
   *[other] { $count } puzzles solved
}
puzzle-streak = Streak: { $count } (best: { $best })
puzzle-daily = Puzzle of the day
puzzle-loading = Setting the puzzle up…
puzzle-unavailable = The puzzle could not be prepared: the game's helper did not answer.
puzzle-to-setup = Back to the game setup
puzzle-list = All puzzles
puzzle-heading = Puzzle { $code } · { $difficulty }
puzzle-hand-of = { $name } holds: { $cards }.
puzzle-hand-empty = no cards
puzzle-state-playing = Your move.
puzzle-state-waiting = The others answer…
puzzle-state-solved = Solved: the goal is met the best way.
puzzle-state-failed = Not this time.
puzzle-hint-button = Hint
puzzle-retry = Try again
puzzle-next = Next puzzle
puzzle-error-unreadable = Your puzzle record could not be read ({ $reason }), so a new one begins. The damaged copy is kept aside in this browser, not lost.
puzzle-error-unreadable-kept = Your puzzle record could not be read ({ $reason }) and could not be moved aside either, so it is left as it is and no puzzles are recorded for now.
puzzle-error-newer = Your puzzle record was written by a newer version of the game (format { $version }): it is left untouched, and nothing is recorded until this page is updated.
puzzle-error-save = Your puzzle record could not be saved: { $reason }.

## The custom game, the saved games, the record and the daily calendar (the screens' module)

setup-title = New game
setup-preset = Edition
setup-variants = Optional rules
setup-seats = Players
setup-add-seat = Add a player
setup-remove-seat = Remove { $name }
setup-seat-name = Player { $number }'s name
setup-seat-kind = Who plays { $name }
setup-seat-color = { $name }'s colour
setup-color-name = { $color ->
    [0] red
    [1] blue
    [2] green
    [3] gold
    [4] purple
   *[5] slate
}
setup-human = Human
setup-friend = A friend, on their own device
setup-first = First Condottiere
setup-first-random = Drawn at random
setup-seed = Seed
setup-seed-hint = The same seed deals the same cards anywhere.
setup-seed-invalid = “{ $value }” is not a seed: use digits only. The same seed deals the same cards anywhere.
setup-new-seed = New seed
setup-pace = AI pace
setup-start = Play
setup-rules = Rules of this edition
setup-invalid = This game cannot be set up: { $reason }
rules-link = Rules: { $rule }
saves-none = No saved games yet: every game is saved after each move.
saves-export = Export
saves-delete = Delete
saves-deleted = The game was deleted: it can be brought back below for a week.
saves-undo-delete = Undo
saves-undeleted = The game is back in the list.
saves-deleted-title = Recently deleted
saves-deleted-hint = A deleted game can be brought back for a week; then it goes for good.
saves-deleted-at = deleted { $date }
saves-import = Import a saved game (.json)
saves-imported = The saved game was imported.
saves-import-failed = That file could not be imported: { $reason }. Nothing was changed.
saves-unreadable = A saved game could not be read ({ $reason }).
saves-unreadable-others = { $count ->
    [one] The other saved game is fine.
   *[other] The other { $count } saved games are fine.
}
saves-finished = finished
saves-in-progress = in progress
saves-progress = { $battles ->
    [one] 1 battle
   *[other] { $battles } battles
} · { $regions }
stats-empty = No games recorded yet. Every finished game against the AI with one human player is recorded here.
stats-group-title = { $edition }, against { $opponents }
stats-games = Games
stats-wins = Wins
stats-shared = Shared victories
stats-share = Win share
stats-share-value = { $percent }%
stats-share-none = none yet
stats-streak = Wins in a row
stats-best = Best streak
stats-recent = { $count ->
    [one] The last result
   *[other] The last { $count } results, newest first
}
stats-result-win = Won
stats-result-loss = Lost
stats-result-shared = Shared victory
stats-result-entry = { $result }, { $date }
stats-result-uncounted = { $result }, { $date }, not counted: { $marks }
stats-legend = ✓ won · ✗ lost · ½ shared victory · dashed: not counted
stats-rules = Only games with one human player are recorded. A shared victory counts as a game but not as a win, and ends a streak. Games continued from a replay, imported from a file, or with a move taken back are listed but not counted.
stats-reset = Reset record
stats-reset-question = Erase your whole record? This cannot be undone.
stats-reset-yes = Erase the record
stats-reset-no = Keep it
stats-reset-done = Your record was reset.
stats-aside = { $count ->
    [one] A damaged record is kept aside in this browser.
   *[other] { $count } damaged records are kept aside in this browser.
}
stats-aside-delete = { $count ->
    [one] Delete the damaged record
   *[other] Delete the damaged records
}
daily-intro = One deal a day, the same for everyone, to compare with your friends. Your result for a day is the first game of its deal that you begin here on that day, once you finish it that day; any other game of the deal is practice.
daily-practice-note = Practice: this game does not change your daily record.
daily-settings = { $edition } · four players · you against three normal AIs
daily-start-practice = Play as practice
daily-continue = Continue the day's game
daily-continue-note = The day's game was begun here and is not finished: it goes on where it was left, and its result will be the day's.
daily-start-again = Play again (practice)
daily-back = Back
daily-record-title = Daily deal
daily-streak = Days in a row
daily-best = Best streak
daily-calendar = The last four weeks
daily-calendar-hint = Pick a day to play its deal; a past day is practice.
daily-day-win = { $date }: won
daily-day-loss = { $date }: not won
daily-day-shared = { $date }: shared victory
daily-day-practice = { $date }: practice only
daily-day-missed = { $date }: not played
daily-day-today = { $date }: today, still to play
daily-legend = ✓ won · ✗ not won · ½ shared · • practice only
daily-rules = A day counts when you finish the day's game (the first one you deal here) on that day, won or not; each day in a row keeps the streak, a day missed ends it.

## Moved with their screens to the screens' module
link-deal-loaded = This deal came from a link: press Play for the same cards.
link-bad-title = This link cannot be opened
link-error-not-base64 = the link contains characters a game code never has
link-error-too-short = the link is cut short
link-error-checksum = the link was changed or cut on the way (its checksum does not match)
link-error-kind = this is not a Condottiere game code
link-error-version = this game code comes from a newer version of the app
link-error-invalid = the game code describes a game that cannot be set up
link-error-action = the record's move { $number } is not possible in its game
stats-against-easy = the easy AI
stats-against-rule = the steady AI
stats-against-normal = the normal AI
stats-against-hard = the hard AI
stats-against-expert = the expert AI
stats-against-mixed = AIs of mixed levels
stats-mark-replay = continued from a replay
stats-mark-import = imported from a file
stats-mark-taken-back = { $count ->
    [one] a move taken back
   *[other] { $count } moves taken back
}
stats-error-save = Your record could not be saved: { $reason }.
stats-over-streak = { $count ->
    [1] A win against { $opponents } ({ $edition }): a new streak begins.
    [one] { $count } win in a row against { $opponents } ({ $edition })!
   *[other] { $count } wins in a row against { $opponents } ({ $edition })!
}
stats-over-shared = A shared victory against { $opponents } ({ $edition }): it counts as a game, not as a win, and starts your streak afresh.
stats-over-loss = { $games ->
    [one] Against { $opponents } ({ $edition }): { $wins } of { $games } game won.
   *[other] Against { $opponents } ({ $edition }): { $wins } of { $games } games won.
}
stats-over-not-counted = This game is in your record but not counted: { $marks }.
daily-title = Daily deal
daily-deal-of = The deal of { $date }
daily-start = Play the deal
daily-error-format = “{ $date }” is not a date: a daily deal's link ends with its date, written YYYY-MM-DD.
daily-error-year = “{ $date }”: there are no daily deals before 1970.
daily-error-month = “{ $date }” is not a date: there is no such month.
daily-error-day = “{ $date }” is not a date: that month has no such day.
daily-error-future = The deal of { $date } is not out yet: come back on that day.
daily-outcome-win = won
daily-outcome-loss = not won
daily-outcome-shared = shared victory
daily-share-title = Condottiere daily deal { $date }: { $outcome }
daily-share-practice = Condottiere daily deal { $date } (practice): { $outcome }
daily-share-figures = regions { $regions } · battles won { $battles } · moves taken back { $takebacks }
daily-result-counted = Your result for { $date } is in your record.
daily-result-practice = Practice: your record for { $date } stays as it was.
daily-share = Copy the result
daily-copied = Copied: paste it to your friends.
daily-copy-failed = Copying was refused: the text is selected, copy it with your keyboard or menu.
daily-error-save = Your daily record could not be saved: { $reason }.
review-open = Review the game
review-alternatives-none = { $action } ({ $chance }%)
review-alternatives-one = { $action } ({ $chance }%) rather than { $other1 } ({ $chance1 }%)
review-alternatives-two = { $action } ({ $chance }%) rather than { $other1 } ({ $chance1 }%) or { $other2 } ({ $chance2 }%)
friends-refused-stale = The table moved on before your move arrived; nothing changed.
friends-refused-not-your-turn = It is not your turn; nothing changed.
friends-refused-not-your-seat = That move was for a seat you did not join; nothing changed.
friends-refused-malformed = The host could not read what your device sent; nothing changed.
friends-refused-oversized = What your device sent was too long for the host to read; nothing changed.
friends-refused-illegal = The rules do not allow that move now; nothing changed.
friends-refused-no-take-back = There is no move of yours to take back now.
friends-refused-seat-taken = This seat is taken: its invite was already used. Ask the host for a new invite.
friends-refused-unknown-seat = This table has no such seat for a friend. Ask the host for a new invite.
friends-refused-not-started = The game has not started yet; wait for the host to start it.
friends-refused-game-over = The game is over; nothing changed.
friends-refused-newer-version = Your app is newer than the host's: the host should reload the page to update it.
friends-host-title = Your table for friends
friends-host-intro = Send each friend the invite for their seat: a link, or the QR code for a friend in the room. Each friend sends you a reply link: open it in this browser, or paste it below. Keep this page open while you play.
friends-help-deals = The host's device deals the cards and holds the table: each friend's device receives only its own hand and what everyone sees. No server of ours is involved: the devices talk directly.
friends-player-host = at this device
friends-player-friend = a friend
friends-player-ai = AI
friends-presence-waiting = waiting
friends-presence-connected = here
friends-presence-away = away
friends-invite-link = Invite for { $seat }
friends-invite-making = Preparing the invite…
friends-invite-failed = This device and the friend's could not connect. Try both on the same Wi-Fi, or add a TURN server in the connection settings on both devices; then invite again.
friends-seat-connecting = Reply received: connecting…
friends-reinvite = Invite again
friends-paste-label = A friend's reply link
friends-accept-reply = Accept the reply
friends-reply-not-ours = This reply answers an invite this table is not waiting on. Send the friend a new invite.
friends-reply-refused = This reply's invite was answered already: its seat is taken. To give the seat to this device, use Invite again on it and send the new invite.
friends-start = Start the game
friends-start-waiting = { $count ->
    [one] Waiting for { $count } friend.
   *[other] Waiting for { $count } friends.
}
friends-stand-in = Let an AI play this seat until the friend is back
friends-panel = Friends at the table
friends-cannot-host = This game cannot be hosted
friends-settings = Connection settings
friends-ice-servers = Servers that help devices on different networks find each other (one a line; for TURN: the address, the user name and the password)
friends-ice-help = Devices on the same network need none. A STUN server only tells a device its own address; a TURN server relays the game when nothing else works. Leave the list empty to use none.
friends-ice-save = Save the servers
friends-ice-default = Back to the default
friends-ice-saved = Saved: new invites and replies use these servers.
friends-ice-bad-line = Line { $line }: { $problem }
friends-ice-bad-address = not a server's address (it starts with stun:, stuns:, turn: or turns:, then the server's name)
friends-ice-turn-credentials = a TURN server needs its user name and password after the address
friends-ice-too-many = too many words: a STUN server is just its address; a TURN server, its address, user name and password
friends-share = Share
friends-share-title = Condottiere
friends-qr-caption = Or scan this code with the other device's camera.
friends-invite-bad = This invite cannot be opened
friends-invite-ask-again = Ask the host to send the invite again, whole.
friends-code-wrong-kind = this is not an invite or a reply of this game
friends-code-invalid = some of its details do not read
friends-join-title = { $host } invites you to { $edition } for { $players ->
    [one] { $players } player
   *[other] { $players } players
}
friends-join-intro = Choose the name the others will see, then send the reply this page makes back to the host.
friends-your-name = Your name
friends-name-needed = { $count ->
    [one] Write a name of at most { $count } character.
   *[other] Write a name of at most { $count } characters.
}
friends-join = Make my reply
friends-answering = Preparing your reply…
friends-reply-link = Your reply
friends-reply-intro = Send this reply to { $host }, the way the invite came (or let { $host } scan the code). When { $host } opens it, you are at the table.
friends-reply-waiting = Waiting for { $host } to open your reply…
friends-reply-slow = Not connected yet. If the host has opened your reply and nothing happens, the two devices cannot reach each other: try the same Wi-Fi, or a TURN server in the connection settings on both devices. If the seat was taken already, ask for a new invite.
friends-connecting = Connected: joining the table…
friends-joined-waiting = You are at { $host }'s table. The game starts when { $host } starts it.
friends-lost = The connection to { $host } is lost. Ask { $host } to invite you again (Invite again on your seat), then open the new invite: you will find the table as it is.
friends-failed = This device could not connect to { $host }'s. Try both on the same Wi-Fi, or add a TURN server in the connection settings on both devices, then make a new reply.
friends-try-again = Make a new reply
friends-used = This browser has taken this invite's seat already. To come back to { $host }'s table, ask { $host } to invite you again (Invite again on your seat) and open the new invite.
friends-outdated = { $host }'s app is newer than this one: reload this page to update it, then open the invite again.
friends-reply-bad = This reply cannot be opened
friends-reply-title = A friend's reply
friends-reply-handing = Handing the reply to your table…
friends-reply-taken = Your table has the reply: go back to its tab.
friends-reply-no-table = No table in this browser is waiting for this reply. Open it in the browser where you host the table, or paste it there.

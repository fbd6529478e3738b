# Condottiere: the words of the page's own screens (the front door, the table, the end of
# a game), in English (the source language). The rest is in later.ftl, fetched only when
# a screen that needs it first opens; `cargo test -p i18n` says where a
# message belongs. Every message is one line (a selection's variants excepted).
#
# Translators: copy this file and later.ftl to locales/<code>/ and translate the text
# after each "=". Keep every message id and every { $variable }: a test fails when a
# message or a variable is missing or extra. Reorder words freely; plurals use
# { $count -> [one] … *[other] … } with your language's CLDR categories
# (zero, one, two, few, many, other). Card, edition and rule names should be the ones
# your language's printed rulebook uses. A card name longer than about 10 letters may
# carry a soft hyphen (U+00AD) where the word may break on the small card face.

## The page

page-title = Condottiere
app-title = Condottiere
app-tagline = Hire mercenaries, win battles, and take the cities of Renaissance Italy.
manifest-description = Dominique Ehrhard's card game of Renaissance Italy: play offline against friends or honest AI.
language-label = Language
loading = Loading…

## The front door (one tap to play; the setup is its own screen)
home-title = Play Condottiere
home-continue = Continue
home-play = Play
home-play-table = { $edition } · { $players } players · { $opponents }
home-pass-and-play = Pass and play
home-pass-and-play-detail = Friends around one device: each sees only their own hand.
home-friends = Play with friends
home-friends-detail = Each on their own device, by a link or a QR code.
home-daily-open = Today's deal is waiting · streak: { $count }
home-daily-done = Today's deal is played · streak: { $count }
home-more = More
home-custom = Custom game
home-rules = Rules
home-back = ← Back to the start

## Setup
setup-default-player = Player { $number }

pace-slow = Slow
pace-normal = Normal
pace-fast = Fast
pace-instant = Instant

level-easy = AI — easy
level-rule = AI — steady
level-normal = AI — normal
level-hard = AI — hard
level-expert = AI — expert

## Editions

preset-classic-1995 = Classic (1995)
preset-classic-1995-about = The original game: 96 cards; owned cities may be attacked; 2 cards per city.
preset-classic-hu = Classic, Hungarian text
preset-classic-hu-about = The classic rules as printed in Hungary: the Condottiere may decline to choose; a battle nobody wins passes the token left.
preset-ffg-2006 = Fantasy Flight (2006)
preset-ffg-2006-about = Spring, Courtesans and the papal favor; keep up to 2 cards at a round's end.
preset-zman-2018 = Z-Man (2018)
preset-zman-2018-about = Spies, Turncoats and the new Bishop; 5 regions, or 3 adjacent, win.
preset-zman-classic = Z-Man, classic deck
preset-zman-classic-about = The Z-Man rules with the classic-version deck: the classic Bishop returns.
preset-zman-duel = Z-Man duel (2 players)
preset-zman-duel-about = Two players, two identical 23-card decks: the first to win 3 battles wins.

## Optional rules

variant-draw-after-battle = Draw after battle: 7-card hands, draw up to 3 after each battle
variant-campaign = Campaign: several games to 20 points
variant-bigger-kingdoms = Bigger kingdoms: one more adjacent region to win
variant-capture = Capture: owned regions may be attacked; the defender has the advantage
variant-hidden-cards = Hidden cards: Mercenaries, Heroines, Drummers and Courtesans go face down

## The way to the rules page (its texts are in later.ftl)

rules-button = Rules
rules-variant-name-draw-after-battle = Draw after battle
rules-variant-name-campaign = Campaign
rules-variant-name-bigger-kingdoms = Bigger kingdoms
rules-variant-name-capture = Capture
rules-variant-name-hidden-cards = Hidden cards

## Hand-off between players on one device

handoff-title = Pass the device to { $name }
handoff-tap = { $name }, tap when ready
handoff-undo = { $name }: take back your move

## The table

turn-yours = { $name }, your turn
turn-waiting = { $name } is thinking…
turn-ai-stalled = { $name } cannot play yet
prompt-choose-region = Choose the region of the next battle on the map.
prompt-battle = Play a card or pass.
prompt-scarecrow = Your Scarecrow takes a Mercenary back into your hand:
prompt-favor = Place the papal favor on a free region of the map.
prompt-hand-discard = You have no Mercenary left. Discard your whole hand (shown to all)?
prompt-keep = The round ends: choose up to 2 cards to keep, then confirm.
prompt-draw = Draw after the battle: how many cards do you take?

action-pass = Pass
action-pass-key = Pass (P)
action-pass-reveal = Pass and turn up
action-decline = Decline and pass the token
action-take-none = Take nothing
action-take = Take back { $card }
action-take-from = Take { $card } from { $name }
action-favor-off = Keep the favor off the board
action-favor-place = Papal favor → { $region }
action-discard-hand = Discard hand
action-keep-hand = Keep hand
action-keep-none = Keep nothing
action-draw = { $count ->
    [0] Take no card
    [one] Take 1 card
   *[other] Take { $count } cards
}
action-confirm = Confirm
action-undo = Take back
action-hint = Hint
action-rematch = Rematch
action-new-game = New game
action-leave = Leave this game (it stays saved)
hint-suggests = Suggested: { $move }
hint-thinking = Thinking…
ai-unavailable = The computer players could not start (their worker did not load or answer). Your game is kept.
ai-retry = Try again

table-hand = Your hand
table-hand-of = { $count ->
    [one] Your hand, 1 card
   *[other] Your hand, { $count } cards
}
table-row-of = { $name }'s row
table-row-cards = { $count ->
    [0] No card played
    [one] 1 card played
   *[other] { $count } cards played
}
table-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
table-deck = Deck: { $count }
table-discard = Discard: { $count }
table-passed = passed
table-token = Condottiere
table-season = Season: { $season }
table-no-season = No season
table-battle-for = Battle for { $region }
table-final-battle = Final battle
table-duel-battle = Battle { $number }
table-between-battles = Between battles
table-round = Round { $number }
table-regions = { $count ->
    [one] 1 region
   *[other] { $count } regions
}
table-battles-won = { $count ->
    [one] 1 battle won
   *[other] { $count } battles won
}
table-defender = defending
table-face-down = A face-down card

strength-base = Mercenaries
strength-winter = Winter
strength-drummer = Drummer
strength-spring = Spring
strength-heroines = Heroines
strength-courtesans = Courtesans
strength-spies = Spies
strength-total = Strength
strength-of = { $name }'s strength: { $strength }

map-title = Italy
map-favor = Papal favor
map-token = Condottiere
map-region-held = { $region }, held by { $name }
map-region-contested = { $region }, contested
map-region-favor = { $region }, papal favor

## The chronicle (the game's log)

log-title = Chronicle
log-show-reasons = Show the AI's reasons
log-game-started = The cards are dealt. { $name } is the first Condottiere.
log-campaign-game = Game { $number } of the campaign begins.
log-declined = { $name } declines to choose and passes the token to { $next }.
log-region-chosen = { $name } chooses { $region } for the next battle.
log-battle-started = Battle for { $region }: { $name } opens.
log-battle-started-defended = Battle for { $region }, held by { $defender }: { $name } opens.
log-duel-battle = A new battle: { $name } opens.
log-final-battle-started = The final battle: { $name } opens.
log-played = { $name } plays { $card }.
log-played-face-down = { $name } plays a card face down.
log-revealed = { $name } turns up { $card }.
log-passed = { $name } passes.
log-passed-no-cards = { $name } has no cards and passes.
log-passed-stays = { $name } waits (the defender may still play).
log-season = { $season } is now in play.
log-season-replaced = { $season } replaces { $old }.
log-bishop = The Bishop discards every Mercenary { $value } in play.
log-bishop-nothing = The Bishop finds no Mercenary to discard.
log-scarecrow = { $name }'s Scarecrow takes { $card } back from { $from }'s row.
log-scarecrow-own = { $name }'s Scarecrow takes { $card } back.
log-scarecrow-nothing = { $name }'s Scarecrow takes nothing back.
log-favor = { $name } places the papal favor on { $region }.
log-favor-off = { $name } keeps the papal favor off the board.
log-strengths = Strengths: { $list }.
log-strength-entry = { $name } { $strength }
log-surrender = { $name } plays { $card }: the battle ends at once.
log-classic-bishop = { $name } plays the Bishop: the battle ends with no winner.
log-conquered = { $name } conquers { $region }.
log-conquered-from = { $name } takes { $region } from { $from }.
log-held = { $name } holds { $region }.
log-failed = Nobody wins the battle.
log-duel-won = { $name } wins the battle ({ $count ->
    [one] 1 won
   *[other] { $count } won
}).
log-token-won-battle = { $name } takes the token as the winner.
log-token-defended = { $name } takes the token as the defender.
log-token-kept = { $name } keeps the token.
log-token-passed-left = The token passes left to { $name }.
log-token-drawn = The token is drawn at random: { $name }.
log-token-most-courtesans = { $name } takes the token with the most Courtesans.
log-token-most-spies = { $name } takes the token with the most Spies.
log-token-first = { $name } opens the first battle.
log-hand-discarded = { $name } discards a hand with no Mercenary: { $cards }.
log-last-returned = { $count ->
    [one] { $name } returns their last card to the deck.
   *[other] { $name } returns their last { $count } cards to the deck.
}
log-last-discarded = { $count ->
    [one] { $name } discards their last card.
   *[other] { $name } discards their last { $count } cards.
}
log-last-kept = { $kept ->
    [0] { $name } keeps no card and discards { $discarded }.
    [one] { $name } keeps 1 card and discards { $discarded }.
   *[other] { $name } keeps { $kept } cards and discards { $discarded }.
}
log-round-ended = Round { $number } ends; the cards are reshuffled.
log-dealt = { $count ->
    [0] { $name } draws no card.
    [one] { $name } draws 1 card.
   *[other] { $name } draws { $count } cards.
}
log-reshuffled = The discard pile is shuffled into the deck.
log-final-battle = No region is left: { $names } fight a final battle.
log-campaign-scored = Game { $number } scored: { $scores }.
log-campaign-score-entry = { $name } { $score }
log-game-over = Game over: { $outcome }.
list-separator = ,{" "}

## The end of the game

over-title = Game over
over-won = { $names } wins
over-shared = Shared victory: { $names }
over-outcome = { $who } — { $reason }
over-stats = Regions { $regions } · battles won { $battles }
over-taken-back = { $count ->
    [one] 1 move was taken back in this game.
   *[other] { $count } moves were taken back in this game.
}
reason-adjacent = { $count } adjacent regions
reason-total = { $count ->
    [one] 1 region
   *[other] { $count } regions
}
reason-most = the most regions ({ $count }) when none was left
reason-final = the final battle
reason-shared = a tie, the victory is shared
reason-battles = { $count ->
    [one] 1 battle won
   *[other] { $count } battles won
}
reason-more-battles = more battles won when the cards ran out
reason-draw = a draw
reason-campaign = { $count } campaign points

## Cards

card-m1 = Mercenary 1
card-m2 = Mercenary 2
card-m3 = Mercenary 3
card-m4 = Mercenary 4
card-m5 = Mercenary 5
card-m6 = Mercenary 6
card-m10 = Mercenary 10
card-scarecrow = Scarecrow
card-drummer = Drummer
card-heroine = Heroine
card-winter = Winter
card-spring = Spring
card-bishop = Bishop
card-surrender = Surrender
card-turncoat = Turncoat
card-courtesan = Courtesan
card-spy = Spy

help-mercenary = A Mercenary adds its value to your strength.
help-scarecrow = Take one Mercenary from your row back into your hand.
help-scarecrow-any = Take one Mercenary from any row back into your hand.
help-drummer = Doubles the Mercenaries in your row. More Drummers add nothing.
help-heroine = Adds 10. Winter, Spring and the Drummer do not change it.
help-winter = Every Mercenary in every row counts 1. Discards Spring.
help-spring = +3 to every Mercenary of the highest value in play. Discards Winter.
help-bishop = Discards every copy of the highest Mercenary in play, then you place the papal favor.
help-bishop-nofavor = Discards every copy of the highest Mercenary in play.
help-classic-bishop = The battle ends at once with no winner.
help-surrender = The battle ends at once; the strongest row wins.
help-courtesan = Adds 1. The most Courtesans take the token after the battle.
help-spy = Adds 1. The most Spies take the token after the battle.
card-with-help = { $card }: { $help }
card-in-hand = { $card }, { $index } of { $count }: { $help }

## The regions (city names as your language writes them)

region-torino = Turin
region-milano = Milan
region-venezia = Venice
region-genova = Genoa
region-mantova = Mantua
region-parma = Parma
region-modena = Modena
region-ferrara = Ferrara
region-bologna = Bologna
region-lucca = Lucca
region-firenze = Florence
region-siena = Siena
region-urbino = Urbino
region-ancona = Ancona
region-spoleto = Spoleto
region-roma = Rome
region-napoli = Naples

## Saved games

saves-title = Saved games
saves-resume = Resume
saves-resume-failed = The saved game could not be resumed: { $reason }. It was left as it is.
saves-region-count = { $name } { $count }
saves-entry = { $edition } — { $players }

save-error-replay = move { $number } cannot be replayed
save-error-gone = this saved game is gone
save-error-full = the browser's storage is full: delete or export some saved games
save-error-write = the game could not be saved in this browser
save-error-read-file = the file could not be read
save-error-make-file = the file could not be made
save-error-setup = the game's setup is not valid
save-error-id = the saved game's id is not one this app writes
save-error-reasons = the AI's reasons kept in the saved game do not match its moves
save-error-daily = the saved game is marked as a daily deal, but its deal is not that day's

## Share links and replays

share-title = Share
share-deal = Deal link: the same seats, rules and cards on any device
share-record = Record link: replays this game move by move
share-after-game = Links to this game are offered when it ends, so that no player can see another's hand.
share-record-in-play = While the game is on, the record link replays it as you see it: your own hand, nobody else's. Once it is over, the link shows every hand.
share-copy = Copy
share-copied = Copied

## Errors

error-title = Something went wrong
error-illegal = That move is not allowed now: { $move } ({ $reason }).
error-no-undo = There is no move of yours to take back now.
error-stale = The table moved on before this move arrived; nothing changed.
error-not-your-turn = It is not your turn; nothing changed.
error-texts = The texts in { $language } could not be loaded: a language works offline once it has been opened online. Check the connection and try again.

# Why the rules refuse a move (the reason in error-illegal); why a game cannot be set up
# (a save's, a link's, the setup screen's); what is wrong with the seats.
refusal-game-over = the game is over
refusal-awaits-region = { $name } must choose the region of the next battle
refusal-awaits-card = { $name } must play a card or pass
refusal-awaits-take-back = { $name } must pick the Mercenary the Scarecrow takes back
refusal-awaits-favor = { $name } must place the papal favor
refusal-awaits-hand-discard = { $name } must decide whether to discard a hand with no Mercenary
refusal-awaits-keep = { $name } must choose up to 2 cards to keep for the next round
refusal-awaits-draw = { $name } must choose how many cards to draw, from 0 to { $most }
refusal-favor-region = { $region } has the papal favor: no battle may be fought there
refusal-own-region = { $name } already controls { $region }
refusal-controlled = { $owner } controls { $region }, and in { $edition } controlled regions cannot be attacked (the Capture option allows it)
refusal-all-declined = every other player has already declined: this Condottiere must choose
refusal-no-decline = in { $edition } the Condottiere must choose: only the Hungarian classic text lets them decline
refusal-not-in-hand = { $name } has no { $card } in hand
refusal-no-face-down = there is no face-down card in the row to turn up
refusal-must-take = in { $edition } the Scarecrow must take a Mercenary back when it can
refusal-own-row = in { $edition } the Scarecrow takes back only from its player's own row
refusal-not-mercenary = the Scarecrow takes back only Mercenaries, not { $card }
refusal-no-face-up = there is no face-up { $card } in that row to take back
refusal-favor-contested = the papal favor may not go on { $region }, the region being fought over
refusal-favor-controlled = { $region } is controlled: the papal favor goes on a region nobody controls
refusal-favor-required = in { $edition } the papal favor must be placed on a free region
refusal-not-held = { $name } does not hold those cards
refusal-draw-too-many = { $name } may draw at most { $most } now, not { $count }: up to 3 cards, within the hand limit of 10 + 1 per region, from what the deck and the discard pile hold
setup-error-players = { $edition } is played by { $min } to { $max } players, not { $players }
setup-error-variant = the optional rule “{ $rule }” does not go with { $edition }
setup-error-campaign = a campaign needs a target above 0 points
setup-error-rules = the rules are not those of { $edition } and its optional rules: one was changed by hand
setup-error-first = the first Condottiere is not one of the { $players } players
seat-error-count = seats: { $seats }, players: { $players }; each player needs exactly one seat
seat-error-no-name = player { $number } has no name
seat-error-long-name = player { $number }'s name is longer than { $most } characters
seat-error-color = player { $number } has a colour the game does not have
seat-error-same-name = two players are called “{ $name }”: each needs a name of their own

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.

stats-title = Your record
kept-error-damaged = its contents are damaged
kept-error-no-version = it has no version number: this game did not write it
kept-error-not-json = it is not in this game's format
kept-error-newer = it was written by a newer version of the game (format { $version })
settings-error-unreadable = Your settings could not be read ({ $reason }), so the default ones apply. The damaged copy is kept aside in this browser, not lost.
settings-error-unreadable-kept = Your settings could not be read ({ $reason }) and could not be moved aside either: the default ones apply, and nothing is saved over them.
settings-error-newer = Your settings were written by a newer version of the game (format { $version }): they are left untouched until this page is updated.
settings-error-save = Your settings could not be saved: { $reason }.
# A record the page could not read when it opened, said on the screen the player is on.
stats-error-unreadable = Your record could not be read ({ $reason }), so a new one begins. The damaged copy is kept aside in this browser, not lost.
stats-error-unreadable-kept = Your record could not be read ({ $reason }) and could not be moved aside either, so it is left as it is and no games are recorded for now.
stats-error-newer = Your record was written by a newer version of the game (format { $version }). It is left untouched, and no games are recorded until this page is updated.
daily-error-unreadable = Your daily record could not be read ({ $reason }), so a new one begins. The damaged copy is kept aside in this browser, not lost.
daily-error-unreadable-kept = Your daily record could not be read ({ $reason }) and could not be moved aside either, so it is left as it is and no daily games are recorded for now.
daily-error-newer = Your daily record was written by a newer version of the game (format { $version }): it is left untouched, and nothing is recorded until this page is updated.

## A new version of the game

update-available-game = A new version of Condottiere is ready. Your game is saved and will be back after the reload.
update-available = A new version of Condottiere is ready.
update-reload = Reload now
update-dismiss = Later

## Why the AI played as it did (one line under each AI move in the chronicle)

why-forced = It had no other move.
why-region = The region that serves its kingdom best.
why-weak-hand = Its hand is too weak to open a battle.
why-winning = It is the strongest and nobody left can answer.
why-safe-lead = Its lead should hold.
why-lock-win = It ends the battle while it is ahead.
why-contest = Worth fighting for: it expects to need about { $cost } strength and will spend up to { $budget }.
why-fold = Not worth the cards: the region was worth at most { $budget } strength to it.
why-rescue = It saves a Mercenary before dropping out.
why-spoil = It stops another player from winning this battle.
why-dump = This hand cannot fight: it plays it out for a new deal.
why-best = The best choice it found.
why-draw-most = More cards, more choices: it draws as many as it may.
why-whim = A whim: the easy AI sometimes plays at random.
why-idle = { $count ->
    [one] Nobody played a card in the last battle: rather than let the round stall, it plays one.
   *[other] Nobody played a card in the last { $count } battles: rather than let the round stall, it plays one.
}
why-search = { $count ->
    [one] After { $count } simulated game, it rates its chance to win at { $percent }%.
   *[other] After { $count } simulated games, it rates its chance to win at { $percent }%.
}
# $moves: the move chosen and the others weighed, each with its chance (review-alternatives-…).
why-search-rather = Its estimates of the chance to win: { $moves }.
# Expert's reading of the table, after why-search-rather when it changed the move. $clue: one
# of why-read-… below ($name: a player, $card: a card); $read and $visible: the strength of
# the Mercenaries expected in that player's hand, as read from their moves and from the
# visible cards alone (why-read-number); $direction: weaker or stronger, from those two
# numbers; $instead: the move it would have made without the reading.
why-read = Reading the table: { $clue }, so that hand is probably { $direction ->
    [weaker] weaker
   *[stronger] stronger
} in Mercenaries than it looks (about { $read } strength rather than { $visible }). Without that reading: { $instead }.
why-read-passed-at-once = { $name } passed at once
why-read-passed = { $name } passed
why-read-played = { $name } played { $card }
why-read-face-down = { $name } played a card face down
why-read-kept-hand = { $name } kept a hand with no Mercenary
why-read-other = { $name }'s moves this round
why-read-number = { $whole }.{ $tenth }

## Learn to play: the invitation on the setup screen (the lesson itself is in later.ftl)

learn-start = Learn to play
learn-offer-text = A guided first game, step by step.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Close
sound-label = Sound

## Tabs
# The game shown in this tab was opened in another tab or window of the same browser,
# which now writes it: this one stops until the player takes the game back.
elsewhere-title = This game continues in another tab
elsewhere-text = It was opened in another tab or window of this browser and goes on there, where its moves are saved. Take it back to play on here with every move made there: the other tab then stops.
elsewhere-take-back = Take the game back
elsewhere-menu = Back to the menu
elsewhere-deleted-title = This game was deleted
elsewhere-deleted-text = It was deleted from the saved games, in another tab or here, so nothing of it is saved now. Bring it back to play on here with every move it had, or leave it.
elsewhere-bring-back = Bring it back
elsewhere-deleted-leave = Leave
## The daily deal (crates/session/src/daily.rs, src/ui/daily.rs)
# $date is a day written YYYY-MM-DD; $edition an edition's name (preset-…); $outcome one
# of daily-outcome-…
daily-button = Daily deal
## Puzzles: the way to them on the setup screen (the puzzles themselves are in later.ftl)

puzzle-open = Battle puzzles
puzzle-offer-text = One battle, one goal: find the best way.

## Review: the way to it, and the AI's alternatives (the chronicle's reasons tell them too; the
# review itself is in later.ftl). $action, $other1, $other2: moves; $chance, $chance1, $chance2: whole percents.
screen-unavailable = This screen could not be loaded: go online once, then try again.
screen-loading = Loading…

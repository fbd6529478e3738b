//! The game state and its rules: who decides, what is legal, what an action does.
//!
//! The rules live in one file per area, so a rule is found where its name says:
//!
//! | file | rules |
//! |---|---|
//! | `mod.rs` | the state, the deal, reading and arranging a position |
//! | `table.rs` | what every player may know (the phase, the battle, the outcome); which regions may be chosen |
//! | `legal.rs` | the legal actions, and why anything else is refused ([`crate::Refusal`]) |
//! | `turn.rs` | applying an action; a battle's turn order, passing, the defender |
//! | `cards.rs` | each card's effect when played; face-down cards |
//! | `battle.rs` | the end of a battle: strengths, the region, the token |
//! | `round.rs` | after a battle: hand discard, round end, Draw after battle, the duel's refill |
//! | `ending.rs` | victory, no region left, the final battle, the campaign |

mod battle;
mod cards;
mod ending;
mod legal;
mod round;
mod table;
mod turn;

pub use crate::card::PlayedCard;
pub use crate::rules::MAX_PLAYERS;
pub use crate::setup::Setup;
pub use table::{Battle, Cleanup, CleanupStage, Outcome, Phase, Table};

use crate::card::{Card, CardCounts};
use crate::event::{Event, EventSink, TokenReason};
use crate::map::{Region, REGION_COUNT};
use crate::pile::{OwnDecks, Pile, Rows};
use crate::rng::GameRng;
use crate::rules::Rules;
use crate::setup::SetupError;
use crate::strength::{highest_mercenary, row_strength, Strength};
use serde::Serialize;
use std::fmt;

/// The whole state of one game, hidden cards included. It holds no pointer (piles are
/// inline, see [`crate::pile`]), so a clone is one copy of about 1.3 kB.
///
/// A game comes from a checked setup ([`Game::new`]) or a checked state
/// (`Game::try_from` an [`crate::UncheckedGame`]); reading one from JSON goes through the
/// latter, so a state that no game could reach is refused with a [`crate::StateError`].
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Game {
    pub(crate) table: Table,
    pub(crate) hands: [CardCounts; MAX_PLAYERS],
    pub(crate) rows: Rows,
    /// The shared deck; the top is the end.
    pub(crate) deck: Pile<Card>,
    /// Duel: each player's own deck.
    pub(crate) own_decks: OwnDecks,
    pub(crate) rng: GameRng,
}

/// Every part but the generator is `Copy`: the clone copies them as one block (a derived
/// `Clone` would copy the arrays item by item).
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            table: self.table,
            hands: self.hands,
            rows: self.rows,
            deck: self.deck,
            own_decks: self.own_decks,
            rng: self.rng.clone(),
        }
    }
}

/// The game state seen through `Display`: a short text summary for logs and the CLI.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.table;
        writeln!(
            f,
            "{} with {} players, round {}, {} battles fought",
            t.rules.preset, t.players, t.round, t.battles_fought
        )?;
        writeln!(f, "phase: {:?}; token: seat {}", t.phase, t.token)?;
        for seat in 0..t.players {
            let regions: Vec<&str> = Region::ALL
                .iter()
                .filter(|r| t.owners[r.index()] == Some(seat))
                .map(|r| r.name())
                .collect();
            let row: Vec<String> = self.rows[seat as usize]
                .iter()
                .map(|p| {
                    if p.face_up {
                        p.card.to_string()
                    } else {
                        format!("({})", p.card)
                    }
                })
                .collect();
            writeln!(
                f,
                "seat {seat}: hand [{}] row [{}] regions [{}]",
                self.hands[seat as usize],
                row.join(" "),
                regions.join(" ")
            )?;
        }
        if let Some(o) = t.outcome {
            writeln!(f, "game over: winners {:06b} by {:?}", o.winners, o.reason)?;
        }
        Ok(())
    }
}

impl Game {
    /// Deals a new game. Fails, with the reason, on a setup no edition allows
    /// ([`Setup::check`]): this is the one way a game comes from a setup read from
    /// outside (a save's record, a link, the command line).
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        setup.check()?;
        Ok(Game::deal(setup))
    }

    /// Deals a game under rules no edition has (a custom mix, for experiments and the
    /// engine's tests). Only what keeps the engine sound is checked: 2 to
    /// [`MAX_PLAYERS`] players within the rules' own range, optional rules the edition
    /// takes, the first seat. Nothing read from outside comes here: saves, links and the
    /// command line deal through [`Game::new`].
    pub fn new_custom(setup: Setup) -> Result<Game, SetupError> {
        setup.check_custom()?;
        Ok(Game::deal(setup))
    }

    /// Deals a checked setup.
    fn deal(setup: Setup) -> Game {
        let Setup {
            rules,
            players,
            seed,
            first,
        } = setup;
        let mut rng = GameRng::from_seed(seed);
        let token = match first {
            Some(seat) if !rules.duel => seat,
            _ => rng.below(players as u32) as u8,
        };
        let table = Table {
            rules,
            players,
            phase: Phase::ChooseRegion,
            token,
            owners: [None; REGION_COUNT],
            favor: None,
            battle: Battle::default(),
            season: None,
            discard: CardCounts::EMPTY,
            out_of_game: [CardCounts::EMPTY; MAX_PLAYERS],
            known_in_hand: [CardCounts::EMPTY; MAX_PLAYERS],
            battles_won: [0; MAX_PLAYERS],
            battles_fought: 0,
            round: 1,
            declines: 0,
            campaign_scores: [0; MAX_PLAYERS],
            campaign_game: 1,
            final_battle: false,
            cleanup: Cleanup::default(),
            outcome: None,
        };
        let mut game = Game {
            table,
            hands: [CardCounts::EMPTY; MAX_PLAYERS],
            rows: Rows::EMPTY,
            deck: Pile::EMPTY,
            own_decks: OwnDecks::default(),
            rng,
        };
        game.deal_new_game(&mut ());
        game
    }

    /// Shuffles every card into the deck(s) and deals the opening hands.
    pub(super) fn deal_new_game(&mut self, ev: &mut impl EventSink) {
        let rules = self.table.rules;
        let players = self.table.players as usize;
        self.hands = [CardCounts::EMPTY; MAX_PLAYERS];
        self.table.discard = CardCounts::EMPTY;
        self.table.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        if rules.duel {
            let one = Pile::from_counts(&rules.deck.composition());
            let mut decks = [one; 2];
            for deck in &mut decks[..players] {
                self.rng.shuffle(deck);
            }
            self.own_decks = OwnDecks::new(decks.into_iter().take(players));
        } else {
            self.deck = Pile::from_counts(&rules.deck.composition());
            self.rng.shuffle(&mut self.deck);
        }
        ev.push(Event::GameStarted {
            game: self.table.campaign_game,
            token: self.table.token,
        });
        for seat in 0..players as u8 {
            self.draw(seat, rules.opening_hand as u32, ev);
        }
        if rules.duel {
            ev.push(Event::TokenMoved {
                from: self.table.token,
                to: self.table.token,
                reason: TokenReason::DrawnAtStart,
            });
            self.start_battle(None, ev);
        } else {
            self.table.phase = Phase::ChooseRegion;
        }
    }

    // ----- reading the state -----

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn rules(&self) -> &Rules {
        &self.table.rules
    }

    pub fn players(&self) -> u8 {
        self.table.players
    }

    pub fn phase(&self) -> Phase {
        self.table.phase
    }

    pub fn to_act(&self) -> Option<u8> {
        self.table.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.table.phase == Phase::GameOver
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.table.outcome
    }

    pub fn hand(&self, seat: u8) -> &CardCounts {
        &self.hands[seat as usize]
    }

    pub fn row(&self, seat: u8) -> &[PlayedCard] {
        &self.rows[seat as usize]
    }

    /// `seat`'s row as counts, face-down cards included, without a walk of the row.
    pub fn row_counts(&self, seat: u8) -> &CardCounts {
        self.rows.counts(seat as usize)
    }

    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }

    pub fn own_deck_size(&self, seat: u8) -> usize {
        self.own_decks.get(seat as usize).map_or(0, |d| d.len())
    }

    /// Every card in the game, wherever it is: for the conservation invariant.
    pub fn card_census(&self) -> CardCounts {
        let t = &self.table;
        let mut all = CardCounts::from_cards(self.deck.iter().copied());
        for d in self.own_decks.iter() {
            all.add_all(&CardCounts::from_cards(d.iter().copied()));
        }
        all.add_all(&t.discard);
        for seat in 0..MAX_PLAYERS {
            all.add_all(&self.hands[seat]);
            all.add_all(&t.out_of_game[seat]);
            all.add_all(&CardCounts::from_cards(
                self.rows[seat].iter().map(|p| p.card),
            ));
        }
        all
    }

    /// The total of [`Game::strengths`] for each seat: what a battle's end compares.
    /// Only the totals are worked out, held in registers (the full breakdowns, built
    /// field by field and then copied, cost a stalled copy per row on every battle).
    pub fn strength_totals(&self) -> [i32; MAX_PLAYERS] {
        let mut out = [0; MAX_PLAYERS];
        for (total, s) in out.iter_mut().zip(self.row_strengths()) {
            *total = s.total;
        }
        out
    }

    /// True strength of every seat's row, face-down cards included.
    pub fn strengths(&self) -> [Strength; MAX_PLAYERS] {
        let mut out = [Strength::default(); MAX_PLAYERS];
        for (s, row) in out.iter_mut().zip(self.row_strengths()) {
            *s = row;
        }
        out
    }

    /// Each seated player's row strength in seat order, worked out as it is read (so a
    /// caller that keeps only the totals computes only those).
    #[inline]
    fn row_strengths(&self) -> impl Iterator<Item = Strength> + '_ {
        let counts = &self.rows.all_counts()[..self.table.players as usize];
        let highest = highest_mercenary(counts);
        let season = self.table.season;
        counts.iter().map(move |c| row_strength(c, season, highest))
    }

    // ----- arranging a position (tests, puzzles, bug reports) -----

    /// Makes `seat`'s hand exactly `cards` by trading with the deck (the duel: the seat's
    /// own deck), so every card stays accounted for. Fails, changing nothing, when the
    /// deck does not hold the cards needed.
    pub fn arrange_hand(&mut self, seat: u8, cards: CardCounts) -> Result<(), String> {
        if seat >= self.table.players {
            return Err(format!("there is no seat {seat}"));
        }
        let s = seat as usize;
        // Only the duel deals each seat its own deck (none exist otherwise).
        let deck = match self.own_decks.get_mut(s) {
            Some(own) => own,
            None => &mut self.deck,
        };
        let mut pool = CardCounts::from_cards(deck.iter().copied());
        pool.add_all(&self.hands[s]);
        if !pool.includes(&cards) {
            return Err(format!(
                "the deck and seat {seat}'s hand do not hold [{cards}] between them"
            ));
        }
        deck.extend(self.hands[s].cards());
        for card in cards.cards() {
            if let Some(pos) = deck.iter().rposition(|&c| c == card) {
                deck.remove(pos);
            }
        }
        self.hands[s] = cards;
        self.table.known_in_hand[s] = CardCounts::EMPTY;
        Ok(())
    }

    /// Sets who controls `region` (no marker: `None`).
    pub fn arrange_owner(&mut self, region: Region, owner: Option<u8>) {
        self.table.owners[region.index()] = owner.filter(|&o| o < self.table.players);
    }

    /// Gives the token to `seat` (between battles).
    pub fn arrange_token(&mut self, seat: u8) {
        if seat < self.table.players {
            self.table.token = seat;
        }
    }
}

//! The game state and its rules: who decides, what is legal, what an action does.

use crate::action::Action;
use crate::card::{Card, CardCounts};
use crate::event::{BattleEnd, Event, EventSink, TokenReason, WinReason};
use crate::map::{largest_connected_group, Region, RegionSet, REGION_COUNT};
use crate::rng::GameRng;
use crate::rules::{FavorRule, LastPlayerCards, Rules, TieRule, TokenOnFail};
use crate::strength::{highest_mercenary, row_strength, Season, Strength};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seats a game can have.
pub const MAX_PLAYERS: usize = 6;

/// How a game is set up: everything a deal depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub rules: Rules,
    pub players: u8,
    pub seed: u64,
    /// The first Condottiere; `None` draws one from the seed (the duel always draws).
    #[serde(default)]
    pub first: Option<u8>,
}

/// A card in a row, face up or (Hidden cards) face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedCard {
    pub card: Card,
    pub face_up: bool,
}

/// The battle being fought (or the last one, between battles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// `None` in the duel and the final battle.
    pub region: Option<Region>,
    /// Seats taking part (bit mask): everyone, or the tied players of a final battle.
    pub participants: u8,
    /// Seats out of this battle (bit mask).
    pub passed: u8,
    /// The region's owner, when attacking owned regions is allowed.
    pub defender: Option<u8>,
    pub defender_played: bool,
    pub opener: u8,
}

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// The token holder chooses the next battle's region (or declines, classic-hu).
    ChooseRegion,
    /// `seat` plays a card or passes.
    Battle {
        seat: u8,
    },
    /// `seat` played a Scarecrow and picks the Mercenary to take back.
    Scarecrow {
        seat: u8,
    },
    /// `seat` played the new Bishop and places the papal favor.
    Favor {
        seat: u8,
    },
    /// `seat` has no Mercenary in hand and may discard it.
    HandDiscard {
        seat: u8,
    },
    /// ffg round end: `seat`, the last with cards, keeps up to 2.
    KeepCards {
        seat: u8,
    },
    GameOver,
}

/// Progress through the steps after a battle (RULES.md §7), which decisions interrupt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cleanup {
    pub stage: CleanupStage,
    /// Hand discard: how many seats after the token holder have been asked.
    pub asked: u8,
    /// ffg: the region chosen before the clean-up.
    pub chosen: Option<Region>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CleanupStage {
    /// No clean-up under way.
    #[default]
    Idle,
    /// ffg: the region is chosen first.
    ChooseFirst,
    HandDiscard,
    Refill,
    /// Waiting for the last player's keep decision.
    Keep,
    Next,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seat mask of the winners: several share a victory.
    pub winners: u8,
    pub reason: WinReason,
}

impl Outcome {
    pub fn winner_seats(&self) -> impl Iterator<Item = u8> + '_ {
        (0..MAX_PLAYERS as u8).filter(move |s| self.winners & (1 << s) != 0)
    }
}

/// Everything every player may know: the board, the rows' face-up cards, counts.
/// Shared by [`Game`] and the per-player [`crate::Observation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub rules: Rules,
    pub players: u8,
    pub phase: Phase,
    pub token: u8,
    pub owners: [Option<u8>; REGION_COUNT],
    pub favor: Option<Region>,
    pub battle: Battle,
    /// The season in play. Season cards lie in their player's row (they add no strength
    /// there), so the duel knows whose they were when they leave the game.
    pub season: Option<Season>,
    /// The discard pile: every card in it was seen by all.
    pub discard: CardCounts,
    /// Duel: cards out of the game, per the player who owned them.
    pub out_of_game: [CardCounts; MAX_PLAYERS],
    /// Cards known to be in a hand: Mercenaries a Scarecrow took back in view of all.
    pub known_in_hand: [CardCounts; MAX_PLAYERS],
    pub battles_won: [u8; MAX_PLAYERS],
    pub battles_fought: u32,
    pub round: u32,
    /// Declines in a row since the last battle (classic-hu).
    pub declines: u8,
    pub campaign_scores: [u16; MAX_PLAYERS],
    pub campaign_game: u16,
    pub final_battle: bool,
    pub cleanup: Cleanup,
    pub outcome: Option<Outcome>,
}

impl Table {
    /// Seats that control `region`... as a set of regions per seat.
    pub fn regions_of(&self, seat: u8) -> RegionSet {
        self.owners
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == Some(seat))
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    pub fn region_count(&self, seat: u8) -> u8 {
        self.regions_of(seat).count_ones() as u8
    }

    /// The seat whose decision it is, if any.
    pub fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::ChooseRegion => Some(self.token),
            Phase::Battle { seat }
            | Phase::Scarecrow { seat }
            | Phase::Favor { seat }
            | Phase::HandDiscard { seat }
            | Phase::KeepCards { seat } => Some(seat),
            Phase::GameOver => None,
        }
    }

    /// Regions `seat` may choose for a battle (RULES.md §5.1).
    pub fn selectable_regions(&self, seat: u8) -> RegionSet {
        let mut set = 0;
        for r in Region::ALL {
            if self.favor == Some(r) {
                continue;
            }
            let ok = match self.owners[r.index()] {
                None => true,
                Some(owner) => self.rules.attack_owned && owner != seat,
            };
            if ok {
                set |= 1 << r.index();
            }
        }
        set
    }

    /// Regions the favor may go on now (R3: never the contested region).
    pub fn favor_regions(&self) -> RegionSet {
        let mut set = 0;
        for r in Region::ALL {
            if Some(r) == self.battle.region {
                continue;
            }
            if self.rules.favor_anywhere || self.owners[r.index()].is_none() {
                set |= 1 << r.index();
            }
        }
        set
    }

    pub fn favor_may_stay_off(&self) -> bool {
        self.rules.favor == FavorRule::Optional || self.rules.favor_anywhere
    }

    pub fn in_battle(&self, seat: u8) -> bool {
        self.battle.participants & (1 << seat) != 0 && self.battle.passed & (1 << seat) == 0
    }

    fn next_seat(&self, seat: u8) -> u8 {
        (seat + 1) % self.players
    }
}

/// The whole state of one game, hidden cards included. Cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) table: Table,
    pub(crate) hands: [CardCounts; MAX_PLAYERS],
    pub(crate) rows: [Vec<PlayedCard>; MAX_PLAYERS],
    /// The shared deck; the top is the end.
    pub(crate) deck: Vec<Card>,
    /// Duel: each player's own deck.
    pub(crate) own_decks: Vec<Vec<Card>>,
    pub(crate) rng: GameRng,
}

/// An action that is not legal now, with the rule that forbids it. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    pub action: Action,
    pub reason: String,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not allowed: {}", self.action, self.reason)
    }
}

impl std::error::Error for IllegalAction {}

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
    /// Deals a new game. Fails on a player count or variant mix the rules do not allow.
    pub fn new(setup: Setup) -> Result<Game, String> {
        let Setup {
            rules,
            players,
            seed,
            first,
        } = setup;
        rules.check(players)?;
        if let Some(first) = first {
            if first >= players {
                return Err(format!(
                    "seat {first} cannot start: seats are numbered 0 to {}",
                    players - 1
                ));
            }
        }
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
            rows: Default::default(),
            deck: Vec::new(),
            own_decks: Vec::new(),
            rng,
        };
        game.deal_new_game(&mut ());
        Ok(game)
    }

    /// Shuffles every card into the deck(s) and deals the opening hands.
    fn deal_new_game(&mut self, ev: &mut impl EventSink) {
        let rules = self.table.rules;
        let players = self.table.players as usize;
        self.hands = [CardCounts::EMPTY; MAX_PLAYERS];
        self.table.discard = CardCounts::EMPTY;
        self.table.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        if rules.duel {
            let one: Vec<Card> = rules.deck.composition().cards().collect();
            self.own_decks = (0..players).map(|_| one.clone()).collect();
            for seat in 0..players {
                let mut deck = std::mem::take(&mut self.own_decks[seat]);
                self.rng.shuffle(&mut deck);
                self.own_decks[seat] = deck;
            }
        } else {
            self.deck = rules.deck.composition().cards().collect();
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

    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }

    pub fn own_deck_size(&self, seat: u8) -> usize {
        self.own_decks.get(seat as usize).map_or(0, Vec::len)
    }

    /// Every card in the game, wherever it is: for the conservation invariant.
    pub fn card_census(&self) -> CardCounts {
        let t = &self.table;
        let mut all = CardCounts::from_cards(self.deck.iter().copied());
        for d in &self.own_decks {
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

    /// A row's cards as counts: all of them, or only the face-up ones.
    pub(crate) fn row_counts(&self, seat: u8, face_up_only: bool) -> CardCounts {
        CardCounts::from_cards(
            self.rows[seat as usize]
                .iter()
                .filter(|p| p.face_up || !face_up_only)
                .map(|p| p.card),
        )
    }

    /// True strength of every seat's row, face-down cards included.
    pub fn strengths(&self) -> [Strength; MAX_PLAYERS] {
        let mut counts = [CardCounts::EMPTY; MAX_PLAYERS];
        for seat in 0..self.table.players {
            counts[seat as usize] = self.row_counts(seat, false);
        }
        let highest = highest_mercenary(&counts[..self.table.players as usize]);
        counts.map(|c| row_strength(&c, self.table.season, highest))
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
        let deck = if self.table.rules.duel {
            &mut self.own_decks[s]
        } else {
            &mut self.deck
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

    // ----- legal actions -----

    /// The legal actions of the seat to act (empty when the game is over).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(24);
        self.legal_actions_into(&mut out);
        out
    }

    /// Writes the legal actions into `out` (cleared first), without allocating when it
    /// has room: the AI's hot path.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let t = &self.table;
        match t.phase {
            Phase::GameOver => {}
            Phase::ChooseRegion => {
                let set = t.selectable_regions(t.token);
                for r in Region::ALL {
                    if set & (1 << r.index()) != 0 {
                        out.push(Action::ChooseRegion(r));
                    }
                }
                if self.may_decline() {
                    out.push(Action::Decline);
                }
            }
            Phase::Battle { seat } => {
                for (card, _) in self.hands[seat as usize].iter() {
                    out.push(Action::Play(card));
                }
                out.push(Action::Pass);
                if self.has_face_down(seat) {
                    out.push(Action::PassReveal);
                }
            }
            Phase::Scarecrow { seat } => {
                self.scarecrow_targets(seat, out);
                if t.rules.scarecrow_optional {
                    out.push(Action::TakeNothing);
                }
            }
            Phase::Favor { .. } => {
                let set = t.favor_regions();
                for r in Region::ALL {
                    if set & (1 << r.index()) != 0 {
                        out.push(Action::PlaceFavor(r));
                    }
                }
                if t.favor_may_stay_off() {
                    out.push(Action::FavorOff);
                }
            }
            Phase::HandDiscard { .. } => {
                out.push(Action::DiscardHand);
                out.push(Action::KeepHand);
            }
            Phase::KeepCards { seat } => {
                let hand = self.hands[seat as usize];
                out.push(Action::Keep([None, None]));
                let kinds: Vec<Card> = hand.iter().map(|(c, _)| c).collect();
                for (i, &a) in kinds.iter().enumerate() {
                    out.push(Action::Keep([Some(a), None]));
                    if hand.get(a) >= 2 {
                        out.push(Action::Keep([Some(a), Some(a)]));
                    }
                    for &b in &kinds[i + 1..] {
                        out.push(Action::Keep([Some(a), Some(b)]));
                    }
                }
            }
        }
    }

    fn may_decline(&self) -> bool {
        let t = &self.table;
        // Ruling: once the token has gone round the table by declines, the holder must
        // choose, or a game could never end (004 is silent).
        t.rules.may_decline
            && t.cleanup.stage == CleanupStage::Idle
            && (t.declines as u32 + 1) < t.players as u32
    }

    fn has_face_down(&self, seat: u8) -> bool {
        self.rows[seat as usize].iter().any(|p| !p.face_up)
    }

    /// The Scarecrow's possible targets: face-up Mercenaries, one action per value.
    fn scarecrow_targets(&self, seat: u8, out: &mut Vec<Action>) {
        let t = &self.table;
        let push_row = |out: &mut Vec<Action>, owner: u8, from: Option<u8>| {
            let mut seen = 0u16;
            for p in &self.rows[owner as usize] {
                if p.face_up && p.card.is_mercenary() && seen & (1 << p.card.index()) == 0 {
                    seen |= 1 << p.card.index();
                    out.push(Action::TakeBack { card: p.card, from });
                }
            }
        };
        push_row(out, seat, None);
        if t.rules.scarecrow_any_row {
            for other in 0..t.players {
                if other != seat {
                    push_row(out, other, Some(other));
                }
            }
        }
    }

    fn has_scarecrow_target(&self, seat: u8) -> bool {
        let t = &self.table;
        (0..t.players).any(|owner| {
            (owner == seat || t.rules.scarecrow_any_row)
                && self.rows[owner as usize]
                    .iter()
                    .any(|p| p.face_up && p.card.is_mercenary())
        })
    }

    // ----- applying actions -----

    /// Applies `action` if it is legal, returning what happened; otherwise returns why
    /// not and leaves the game untouched.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_with(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] writing events into any sink.
    pub fn apply_with(
        &mut self,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), IllegalAction> {
        let mut legal = Vec::with_capacity(24);
        self.legal_actions_into(&mut legal);
        if !legal.contains(&action) {
            return Err(IllegalAction {
                action,
                reason: self.explain_illegal(action),
            });
        }
        self.apply_unchecked(action, events);
        Ok(())
    }

    /// Applies an action known to be legal (from [`Game::legal_actions`]): the AI's fast
    /// path. An illegal action here may leave the game inconsistent.
    pub fn apply_unchecked(&mut self, action: Action, ev: &mut impl EventSink) {
        let seat = match self.table.to_act() {
            Some(seat) => seat,
            None => return,
        };
        match action {
            Action::ChooseRegion(region) => self.choose_region(seat, region, ev),
            Action::Decline => {
                let to = self.table.next_seat(seat);
                self.table.token = to;
                self.table.declines += 1;
                ev.push(Event::Declined { seat, to });
                ev.push(Event::TokenMoved {
                    from: seat,
                    to,
                    reason: TokenReason::Declined,
                });
                self.begin_choice(ev);
            }
            Action::Play(card) => self.play(seat, card, ev),
            Action::Pass | Action::PassReveal => {
                if action == Action::PassReveal {
                    self.reveal_row(seat, ev);
                }
                self.pass(seat, false, ev);
            }
            Action::TakeBack { card, from } => {
                let owner = from.unwrap_or(seat);
                let row = &mut self.rows[owner as usize];
                if let Some(pos) = row.iter().rposition(|p| p.face_up && p.card == card) {
                    row.remove(pos);
                    self.hands[seat as usize].add(card, 1);
                    self.table.known_in_hand[seat as usize].add(card, 1);
                    ev.push(Event::ScarecrowTook {
                        seat,
                        card,
                        from: owner,
                    });
                }
                self.next_turn(seat, ev);
            }
            Action::TakeNothing => {
                ev.push(Event::ScarecrowTookNothing { seat });
                self.next_turn(seat, ev);
            }
            Action::PlaceFavor(region) => {
                self.table.favor = Some(region);
                ev.push(Event::FavorPlaced {
                    seat,
                    region: Some(region),
                });
                self.next_turn(seat, ev);
            }
            Action::FavorOff => {
                self.table.favor = None;
                ev.push(Event::FavorPlaced { seat, region: None });
                self.next_turn(seat, ev);
            }
            Action::DiscardHand => {
                let cards = std::mem::take(&mut self.hands[seat as usize]);
                self.table.known_in_hand[seat as usize] = CardCounts::EMPTY;
                if self.table.rules.duel {
                    self.table.out_of_game[seat as usize].add_all(&cards);
                } else {
                    self.table.discard.add_all(&cards);
                }
                ev.push(Event::HandDiscarded { seat, cards });
                self.table.cleanup.asked += 1;
                self.advance_cleanup(ev);
            }
            Action::KeepHand => {
                ev.push(Event::HandKept { seat });
                self.table.cleanup.asked += 1;
                self.advance_cleanup(ev);
            }
            Action::Keep(kept) => {
                let hand = &mut self.hands[seat as usize];
                let mut keep = CardCounts::EMPTY;
                for c in kept.iter().flatten() {
                    keep.add(*c, 1);
                }
                let discarded = hand.total() - keep.total();
                // The rest goes back into the deck, which is about to be reshuffled.
                let mut rest = *hand;
                rest.subtract_saturating(&keep);
                *hand = keep;
                self.table.discard.add_all(&rest);
                ev.push(Event::LastCardsKept {
                    seat,
                    kept: keep.total() as u8,
                    discarded: discarded as u8,
                });
                self.redeal_round(ev);
                self.table.cleanup.stage = CleanupStage::Next;
                self.advance_cleanup(ev);
            }
        }
    }

    fn choose_region(&mut self, seat: u8, region: Region, ev: &mut impl EventSink) {
        self.table.declines = 0;
        ev.push(Event::RegionChosen { seat, region });
        if self.table.cleanup.stage == CleanupStage::ChooseFirst {
            self.table.cleanup.chosen = Some(region);
            self.table.cleanup.stage = CleanupStage::HandDiscard;
            self.table.cleanup.asked = 0;
            self.advance_cleanup(ev);
        } else {
            self.start_battle(Some(region), ev);
        }
    }

    /// Opens a battle at `region` (None: duel or final battle) with the token holder first.
    fn start_battle(&mut self, region: Option<Region>, ev: &mut impl EventSink) {
        let t = &mut self.table;
        t.cleanup = Cleanup::default();
        let participants = if t.final_battle {
            t.battle.participants
        } else {
            (1u8 << t.players) - 1
        };
        let defender = region
            .and_then(|r| t.owners[r.index()])
            .filter(|&owner| t.rules.attack_owned && owner != t.token);
        // The final battle is opened by the token holder, or the nearest tied player
        // clockwise from them (000, 003).
        let mut opener = t.token;
        while participants & (1 << opener) == 0 {
            opener = (opener + 1) % t.players;
        }
        t.battle = Battle {
            region,
            participants,
            passed: 0,
            defender,
            defender_played: false,
            opener,
        };
        ev.push(Event::BattleStarted {
            region,
            opener,
            defender,
            participants,
        });
        self.seek_turn(opener, ev);
    }

    /// Gives the turn to the first seat still in the battle, clockwise from `start`
    /// (inclusive). Seats with no cards pass at once; if nobody is left, the battle ends.
    fn seek_turn(&mut self, start: u8, ev: &mut impl EventSink) {
        let n = self.table.players;
        let mut seat = start % n;
        for _ in 0..n {
            if self.table.in_battle(seat) {
                if self.hands[seat as usize].is_empty() {
                    self.table.battle.passed |= 1 << seat;
                    ev.push(Event::Passed {
                        seat,
                        no_cards: true,
                        stays_in: false,
                    });
                } else {
                    self.table.phase = Phase::Battle { seat };
                    return;
                }
            }
            seat = (seat + 1) % n;
        }
        self.end_battle(BattleEnd::AllPassed, ev);
    }

    /// The turn passes clockwise after `seat` (back to `seat` if all others are out).
    fn next_turn(&mut self, seat: u8, ev: &mut impl EventSink) {
        let next = self.table.next_seat(seat);
        self.seek_turn(next, ev);
    }

    fn reveal_row(&mut self, seat: u8, ev: &mut impl EventSink) {
        for p in self.rows[seat as usize].iter_mut() {
            if !p.face_up {
                p.face_up = true;
                ev.push(Event::Revealed { seat, card: p.card });
            }
        }
    }

    fn pass(&mut self, seat: u8, no_cards: bool, ev: &mut impl EventSink) {
        let b = &mut self.table.battle;
        let others_out = (b.participants & !b.passed & !(1 << seat)) == 0;
        // Defender's advantage (§5.3): a pass before the first card keeps the defender in,
        // unless everyone else is already out (R2).
        let stays_in = b.defender == Some(seat) && !b.defender_played && !others_out;
        if !stays_in {
            b.passed |= 1 << seat;
        }
        ev.push(Event::Passed {
            seat,
            no_cards,
            stays_in,
        });
        self.next_turn(seat, ev);
    }

    fn play(&mut self, seat: u8, card: Card, ev: &mut impl EventSink) {
        let s = seat as usize;
        self.hands[s].remove(card, 1);
        let known = &mut self.table.known_in_hand[s];
        if known.contains(card) {
            known.remove(card, 1);
        }
        if self.table.battle.defender == Some(seat) {
            self.table.battle.defender_played = true;
        }
        let hidden = self.table.rules.variants.hidden_cards;
        if hidden {
            // Playing the next card turns the row's face-down card face up (§9).
            self.reveal_row(seat, ev);
        }
        match card {
            Card::Winter | Card::Spring => {
                let season = if card == Card::Winter {
                    Season::Winter
                } else {
                    Season::Spring
                };
                // Only one season is in play: the other one's cards are discarded (§6).
                let replaced = self.table.season.filter(|&old| old != season);
                if let Some(old) = replaced {
                    let duel = self.table.rules.duel;
                    for (owner, row) in self.rows.iter_mut().enumerate() {
                        let before = row.len();
                        row.retain(|p| p.card != old.card());
                        let n = (before - row.len()) as u8;
                        if duel {
                            self.table.out_of_game[owner].add(old.card(), n);
                        } else {
                            self.table.discard.add(old.card(), n);
                        }
                    }
                }
                self.table.season = Some(season);
                self.rows[s].push(PlayedCard {
                    card,
                    face_up: true,
                });
                ev.push(Event::Played {
                    seat,
                    card: Some(card),
                });
                ev.push(Event::SeasonChanged { season, replaced });
                self.next_turn(seat, ev);
            }
            _ => {
                let face_up = !(hidden && card.hides());
                self.rows[s].push(PlayedCard { card, face_up });
                ev.push(Event::Played {
                    seat,
                    card: face_up.then_some(card),
                });
                match card {
                    Card::Surrender => self.end_battle(BattleEnd::Surrender { seat }, ev),
                    Card::ClassicBishop => self.end_battle(BattleEnd::ClassicBishop { seat }, ev),
                    Card::Bishop => {
                        self.bishop_discard(ev);
                        if self.table.rules.favor != FavorRule::None
                            && !self.table.final_battle
                            && (self.table.favor_regions() != 0 || self.table.favor_may_stay_off())
                        {
                            self.table.phase = Phase::Favor { seat };
                        } else {
                            if self.table.rules.favor != FavorRule::None && !self.table.final_battle
                            {
                                // No free region: the favor is taken and cannot be placed.
                                self.table.favor = None;
                                ev.push(Event::FavorPlaced { seat, region: None });
                            }
                            self.next_turn(seat, ev);
                        }
                    }
                    Card::Scarecrow => {
                        if self.has_scarecrow_target(seat) {
                            self.table.phase = Phase::Scarecrow { seat };
                        } else {
                            ev.push(Event::ScarecrowTookNothing { seat });
                            self.next_turn(seat, ev);
                        }
                    }
                    _ => self.next_turn(seat, ev),
                }
            }
        }
    }

    /// The new Bishop: every face-up copy of the highest printed Mercenary value in all
    /// rows is discarded (§6.1; Hidden cards: face-down ones are not seen).
    fn bishop_discard(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players as usize;
        let top = Card::MERCENARIES.iter().rev().copied().find(|&m| {
            self.rows[..players]
                .iter()
                .any(|row| row.iter().any(|p| p.face_up && p.card == m))
        });
        let mut removed = [0u8; 6];
        if let Some(top) = top {
            for (seat, row) in self.rows[..players].iter_mut().enumerate() {
                let before = row.len();
                row.retain(|p| !(p.face_up && p.card == top));
                let n = (before - row.len()) as u8;
                removed[seat] = n;
                if self.table.rules.duel {
                    self.table.out_of_game[seat].add(top, n);
                } else {
                    self.table.discard.add(top, n);
                }
            }
        }
        ev.push(Event::BishopDiscarded {
            value: top.and_then(Card::mercenary_value),
            removed,
        });
    }

    // ----- the end of a battle -----

    fn end_battle(&mut self, how: BattleEnd, ev: &mut impl EventSink) {
        let players = self.table.players;
        for seat in 0..players {
            self.reveal_row(seat, ev);
        }
        let participants = self.table.battle.participants;
        let region = self.table.battle.region;
        let mut strengths = [0i32; 6];
        let mut winner = None;
        let mut tied = 0u8;
        if !matches!(how, BattleEnd::ClassicBishop { .. }) {
            let all = self.strengths();
            let mut best = 0;
            for seat in 0..players {
                if participants & (1 << seat) != 0 {
                    strengths[seat as usize] = all[seat as usize].total;
                    best = best.max(all[seat as usize].total);
                }
            }
            for seat in 0..players {
                if participants & (1 << seat) != 0 && strengths[seat as usize] == best {
                    tied |= 1 << seat;
                }
            }
            if best > 0 && tied.count_ones() == 1 {
                winner = Some(tied.trailing_zeros() as u8);
                tied = 0;
            }
        } else {
            tied = participants;
        }
        ev.push(Event::BattleEnded {
            how,
            strengths,
            winner,
        });
        self.table.battles_fought += 1;
        let holder = self.table.token;

        if self.table.final_battle {
            let winners = winner.map_or(tied, |w| 1 << w);
            let reason = if winner.is_some() {
                WinReason::FinalBattle
            } else {
                WinReason::SharedVictory
            };
            self.discard_rows();
            self.game_over(winners, reason, ev);
            return;
        }

        match winner {
            Some(w) => {
                if let Some(r) = region {
                    let from = self.table.owners[r.index()];
                    self.table.owners[r.index()] = Some(w);
                    ev.push(Event::RegionConquered {
                        seat: w,
                        region: r,
                        from,
                    });
                }
                self.table.battles_won[w as usize] += 1;
                if self.table.rules.duel {
                    ev.push(Event::BattleWon {
                        seat: w,
                        battles: self.table.battles_won[w as usize],
                    });
                }
                self.move_token(w, TokenReason::WonBattle, ev);
            }
            None => {
                ev.push(Event::BattleFailed { region, tied });
                if let Some(d) = self.table.battle.defender {
                    if let Some(r) = region {
                        ev.push(Event::RegionHeld { seat: d, region: r });
                    }
                    self.move_token(d, TokenReason::Defended, ev);
                } else {
                    match self.table.rules.token_on_fail {
                        TokenOnFail::Stays => {
                            self.move_token(holder, TokenReason::KeptAfterFailedBattle, ev)
                        }
                        TokenOnFail::PassesLeft => {
                            let to = self.table.next_seat(holder);
                            self.move_token(to, TokenReason::PassedLeftAfterFailedBattle, ev)
                        }
                        TokenOnFail::RandomAmongTied => {
                            let pool = if tied == 0 { participants } else { tied };
                            let k = self.rng.below(pool.count_ones());
                            let mut seat = 0u8;
                            let mut seen = 0;
                            for s in 0..players {
                                if pool & (1 << s) != 0 {
                                    if seen == k {
                                        seat = s;
                                        break;
                                    }
                                    seen += 1;
                                }
                            }
                            self.move_token(seat, TokenReason::DrawnAfterFailedBattle, ev)
                        }
                    }
                }
            }
        }

        // Token override (§7.2): the most Courtesans (ffg) or Spies (zman).
        if let Some(card) = self.table.rules.token_override {
            let counts: Vec<u8> = (0..players)
                .map(|s| {
                    self.rows[s as usize]
                        .iter()
                        .filter(|p| p.card == card)
                        .count() as u8
                })
                .collect();
            let best = counts.iter().copied().max().unwrap_or(0);
            if best > 0 && counts.iter().filter(|&&c| c == best).count() == 1 {
                let seat = counts.iter().position(|&c| c == best).unwrap_or(0) as u8;
                let reason = if card == Card::Spy {
                    TokenReason::MostSpies
                } else {
                    TokenReason::MostCourtesans
                };
                if seat != self.table.token {
                    self.move_token(seat, reason, ev);
                }
            }
        }

        self.discard_rows();

        if self.check_victory(ev) {
            return;
        }
        if self.table.rules.duel {
            self.table.cleanup = Cleanup {
                stage: CleanupStage::HandDiscard,
                asked: 0,
                chosen: None,
            };
            self.advance_cleanup(ev);
            return;
        }
        if self.check_no_region_left(ev) {
            return;
        }
        if self.table.rules.variants.draw_after_battle {
            // 003: the draw comes right after the strengths are compared, before the
            // next region is chosen.
            self.draw_after_battle(ev);
        }
        let first = if self.table.rules.choose_region_before_cleanup {
            CleanupStage::ChooseFirst
        } else {
            CleanupStage::HandDiscard
        };
        self.table.cleanup = Cleanup {
            stage: first,
            asked: 0,
            chosen: None,
        };
        self.advance_cleanup(ev);
    }

    fn move_token(&mut self, to: u8, reason: TokenReason, ev: &mut impl EventSink) {
        let from = self.table.token;
        self.table.token = to;
        ev.push(Event::TokenMoved { from, to, reason });
    }

    /// All rows, seasons included, go to the discard pile (duel: out of the game).
    fn discard_rows(&mut self) {
        let duel = self.table.rules.duel;
        for seat in 0..self.table.players as usize {
            for p in self.rows[seat].drain(..) {
                if duel {
                    self.table.out_of_game[seat].add(p.card, 1);
                } else {
                    self.table.discard.add(p.card, 1);
                }
            }
        }
        self.table.season = None;
    }

    /// Victory check (§8): true if the game (or a campaign game) ended.
    fn check_victory(&mut self, ev: &mut impl EventSink) -> bool {
        let t = &self.table;
        if t.rules.duel {
            let need = t.rules.victory_battles.unwrap_or(3);
            for seat in 0..t.players {
                let won = t.battles_won[seat as usize];
                if won >= need {
                    self.game_over(1 << seat, WinReason::BattlesWon { battles: won }, ev);
                    return true;
                }
            }
            return false;
        }
        let target = t.rules.victory_for(t.players);
        for seat in 0..t.players {
            let set = t.regions_of(seat);
            let count = set.count_ones() as u8;
            let group = largest_connected_group(set) as u8;
            if target.adjacent.is_some_and(|n| group >= n) {
                self.end_of_game(1 << seat, WinReason::Adjacent { regions: group }, ev);
                return true;
            }
            if target.total.is_some_and(|n| count >= n) {
                self.end_of_game(1 << seat, WinReason::Total { regions: count }, ev);
                return true;
            }
        }
        false
    }

    /// When no region can be chosen for the next battle, the most regions win (§8).
    fn check_no_region_left(&mut self, ev: &mut impl EventSink) -> bool {
        let t = &self.table;
        if t.selectable_regions(t.token) != 0 {
            return false;
        }
        let counts: Vec<u8> = (0..t.players).map(|s| t.region_count(s)).collect();
        let best = counts.iter().copied().max().unwrap_or(0);
        let tied = (0..t.players)
            .filter(|&s| counts[s as usize] == best)
            .fold(0u8, |m, s| m | 1 << s);
        if tied.count_ones() == 1 {
            self.end_of_game(tied, WinReason::MostRegions { regions: best }, ev);
        } else if t.rules.variants.campaign_target.is_some() {
            self.end_of_game(tied, WinReason::SharedVictory, ev);
        } else {
            match t.rules.no_region_tie {
                TieRule::Shared => self.game_over(tied, WinReason::SharedVictory, ev),
                TieRule::FinalBattle => self.start_final_battle(tied, ev),
            }
        }
        true
    }

    /// A game of the map ended. In a campaign it is scored and the next game dealt,
    /// unless someone reached the target.
    fn end_of_game(&mut self, winners: u8, reason: WinReason, ev: &mut impl EventSink) {
        let Some(target) = self.table.rules.variants.campaign_target else {
            self.game_over(winners, reason, ev);
            return;
        };
        let t = &mut self.table;
        for seat in 0..t.players {
            let regions = t.owners.iter().filter(|o| **o == Some(seat)).count() as u16;
            let bonus =
                if winners & (1 << seat) != 0 && matches!(reason, WinReason::Adjacent { .. }) {
                    5
                } else {
                    0
                };
            t.campaign_scores[seat as usize] += regions + bonus;
        }
        ev.push(Event::CampaignScored {
            game: t.campaign_game,
            scores: t.campaign_scores,
        });
        let best = t.campaign_scores[..t.players as usize]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        if best >= target {
            let tied = (0..t.players)
                .filter(|&s| t.campaign_scores[s as usize] == best)
                .fold(0u8, |m, s| m | 1 << s);
            if tied.count_ones() == 1 {
                self.game_over(tied, WinReason::Campaign { score: best }, ev);
            } else {
                match t.rules.no_region_tie {
                    TieRule::Shared => self.game_over(tied, WinReason::SharedVictory, ev),
                    TieRule::FinalBattle => self.start_final_battle(tied, ev),
                }
            }
            return;
        }
        // Next game of the campaign: a clear board; the token stays where it is.
        t.campaign_game += 1;
        t.owners = [None; REGION_COUNT];
        t.favor = None;
        t.round = 1;
        t.declines = 0;
        t.cleanup = Cleanup::default();
        self.deck.clear();
        self.deal_new_game(ev);
    }

    fn game_over(&mut self, winners: u8, reason: WinReason, ev: &mut impl EventSink) {
        self.table.outcome = Some(Outcome { winners, reason });
        self.table.phase = Phase::GameOver;
        self.table.cleanup = Cleanup::default();
        ev.push(Event::GameOver { winners, reason });
    }

    /// The final battle (§8): the tied players discard their hands, all cards are
    /// shuffled, and each gets 10 + the preset's bonus per region.
    fn start_final_battle(&mut self, tied: u8, ev: &mut impl EventSink) {
        ev.push(Event::FinalBattle { seats: tied });
        let players = self.table.players;
        self.table.final_battle = true;
        self.table.battle.participants = tied;
        self.table.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        self.gather_all_cards_into_deck();
        for seat in 0..players {
            if tied & (1 << seat) != 0 {
                let n = 10
                    + self.table.rules.final_battle_per_region as u32
                        * self.table.region_count(seat) as u32;
                self.draw(seat, n, ev);
            }
        }
        self.start_battle(None, ev);
    }

    fn gather_all_cards_into_deck(&mut self) {
        for seat in 0..MAX_PLAYERS {
            let hand = std::mem::take(&mut self.hands[seat]);
            self.deck.extend(hand.cards());
            self.deck.extend(self.rows[seat].drain(..).map(|p| p.card));
        }
        let discard = std::mem::take(&mut self.table.discard);
        self.deck.extend(discard.cards());
        self.table.season = None;
        self.deck.sort_unstable();
        self.rng.shuffle(&mut self.deck);
    }

    /// Runs the clean-up steps after a battle until a decision is needed.
    fn advance_cleanup(&mut self, ev: &mut impl EventSink) {
        loop {
            match self.table.cleanup.stage {
                CleanupStage::Idle => return,
                CleanupStage::ChooseFirst => {
                    self.table.phase = Phase::ChooseRegion;
                    return;
                }
                CleanupStage::HandDiscard => {
                    if self.table.rules.variants.draw_after_battle {
                        self.table.cleanup.stage = CleanupStage::Refill;
                        continue;
                    }
                    let n = self.table.players;
                    while self.table.cleanup.asked < n {
                        let seat = (self.table.token + self.table.cleanup.asked) % n;
                        let hand = &self.hands[seat as usize];
                        if !hand.is_empty() && !hand.has_mercenary() {
                            self.table.phase = Phase::HandDiscard { seat };
                            return;
                        }
                        self.table.cleanup.asked += 1;
                    }
                    self.table.cleanup.stage = CleanupStage::Refill;
                }
                CleanupStage::Refill => {
                    self.table.cleanup.stage = CleanupStage::Next;
                    if self.table.rules.duel {
                        self.refill_duel(ev);
                        if self.is_over() {
                            return;
                        }
                    } else if self.table.rules.variants.draw_after_battle {
                        // Drawn already, right after the battle.
                    } else if let Some(keeper) = self.round_end_keeper() {
                        // At most one player has cards: the round ends.
                        match (keeper, self.table.rules.last_player) {
                            (Some(seat), LastPlayerCards::KeepUpTo2) => {
                                self.table.cleanup.stage = CleanupStage::Keep;
                                self.table.phase = Phase::KeepCards { seat };
                                return;
                            }
                            (Some(seat), LastPlayerCards::Return) => {
                                let hand = std::mem::take(&mut self.hands[seat as usize]);
                                self.deck.extend(hand.cards());
                                ev.push(Event::LastCardsReturned {
                                    seat,
                                    count: hand.total() as u8,
                                });
                            }
                            (Some(seat), LastPlayerCards::Discard) => {
                                let hand = std::mem::take(&mut self.hands[seat as usize]);
                                self.table.discard.add_all(&hand);
                                ev.push(Event::LastCardsDiscarded {
                                    seat,
                                    count: hand.total() as u8,
                                });
                            }
                            (None, _) => {}
                        }
                        self.redeal_round(ev);
                    }
                }
                CleanupStage::Keep => return,
                CleanupStage::Next => {
                    let chosen = self.table.cleanup.chosen;
                    self.table.cleanup = Cleanup::default();
                    match chosen {
                        Some(region) => self.start_battle(Some(region), ev),
                        None => self.begin_choice(ev),
                    }
                    return;
                }
            }
        }
    }

    /// `Some(keeper)` when the round ends: at most one player still has cards.
    fn round_end_keeper(&self) -> Option<Option<u8>> {
        let mut holders = (0..self.table.players).filter(|&s| !self.hands[s as usize].is_empty());
        match (holders.next(), holders.next()) {
            (None, _) => Some(None),
            (Some(seat), None) => Some(Some(seat)),
            _ => None,
        }
    }

    /// A new round: every card not in a hand is shuffled into the deck, and each player
    /// is dealt up to the base hand, then the bonus per region (§7.6).
    fn redeal_round(&mut self, ev: &mut impl EventSink) {
        let t = &mut self.table;
        ev.push(Event::RoundEnded { round: t.round });
        t.round += 1;
        t.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        let discard = std::mem::take(&mut t.discard);
        self.deck.extend(discard.cards());
        self.deck.sort_unstable();
        self.rng.shuffle(&mut self.deck);
        let base = self.table.rules.hand_base as u32;
        let bonus = self.table.rules.hand_per_region as u32;
        for seat in 0..self.table.players {
            let held = self.hands[seat as usize].total();
            let n = base.saturating_sub(held) + bonus * self.table.region_count(seat) as u32;
            self.draw(seat, n, ev);
        }
    }

    /// Draw after battle (§9): up to 3 cards each, never above 10 + 1 per region; if
    /// nobody has cards, everyone draws 10.
    fn draw_after_battle(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players;
        let nobody = (0..players).all(|s| self.hands[s as usize].is_empty());
        for seat in 0..players {
            let n = if nobody {
                10
            } else {
                let limit = 10 + self.table.region_count(seat) as u32;
                let held = self.hands[seat as usize].total();
                limit.saturating_sub(held).min(3)
            };
            self.draw(seat, n, ev);
        }
    }

    /// Duel: each draws back up to 8 from their own deck; when both are out of cards
    /// and nobody has won 3 battles, more battles won wins (§10).
    fn refill_duel(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players;
        for seat in 0..players {
            let held = self.hands[seat as usize].total();
            let n = (self.table.rules.hand_base as u32).saturating_sub(held);
            self.draw(seat, n, ev);
        }
        let out = |s: u8| self.hands[s as usize].is_empty() && self.own_deck_size(s) == 0;
        if (0..players).all(out) {
            let (a, b) = (self.table.battles_won[0], self.table.battles_won[1]);
            if a == b {
                self.game_over(0b11, WinReason::DuelDraw, ev);
            } else {
                let w = if a > b { 0 } else { 1 };
                self.game_over(1 << w, WinReason::MoreBattlesWon, ev);
            }
        }
    }

    /// Draws `n` cards into `seat`'s hand. An empty shared deck takes the discard pile,
    /// reshuffled (R4); when both are empty, the draw stops.
    fn draw(&mut self, seat: u8, n: u32, ev: &mut impl EventSink) {
        let mut drawn = 0u32;
        for _ in 0..n {
            let card = if self.table.rules.duel {
                self.own_decks[seat as usize].pop()
            } else {
                if self.deck.is_empty() && !self.table.discard.is_empty() {
                    let discard = std::mem::take(&mut self.table.discard);
                    self.deck.extend(discard.cards());
                    self.rng.shuffle(&mut self.deck);
                    ev.push(Event::DeckReshuffled {
                        cards: self.deck.len() as u32,
                    });
                }
                self.deck.pop()
            };
            match card {
                Some(card) => {
                    self.hands[seat as usize].add(card, 1);
                    drawn += 1;
                }
                None => break,
            }
        }
        if drawn > 0 {
            ev.push(Event::Dealt {
                seat,
                count: drawn as u8,
            });
        }
    }

    /// Before the token holder chooses: the duel starts its next battle at once.
    fn begin_choice(&mut self, ev: &mut impl EventSink) {
        if self.table.rules.duel {
            self.start_battle(None, ev);
        } else {
            self.table.phase = Phase::ChooseRegion;
        }
    }

    // ----- explaining refusals -----

    fn explain_illegal(&self, action: Action) -> String {
        let t = &self.table;
        let Some(seat) = t.to_act() else {
            return "the game is over".into();
        };
        let expected = match t.phase {
            Phase::ChooseRegion => format!("seat {seat} must choose the region of the next battle"),
            Phase::Battle { .. } => format!("seat {seat} must play a card or pass"),
            Phase::Scarecrow { .. } => {
                format!("seat {seat} must pick the Mercenary their Scarecrow takes back")
            }
            Phase::Favor { .. } => format!("seat {seat} must place the papal favor"),
            Phase::HandDiscard { .. } => {
                format!("seat {seat} must decide whether to discard a hand with no Mercenary")
            }
            Phase::KeepCards { .. } => {
                format!("seat {seat} must choose up to 2 cards to keep for the next round")
            }
            Phase::GameOver => "the game is over".into(),
        };
        let preset = t.rules.preset;
        match (t.phase, action) {
            (Phase::ChooseRegion, Action::ChooseRegion(r)) => {
                if t.favor == Some(r) {
                    format!("{r} has the papal favor: no battle may be fought there (§6)")
                } else if t.owners[r.index()] == Some(seat) {
                    format!("seat {seat} already controls {r}")
                } else if let Some(owner) = t.owners[r.index()] {
                    format!("{r} is controlled by seat {owner}, and in {preset} controlled regions cannot be attacked (§5.1; the Capture variant allows it)")
                } else {
                    expected
                }
            }
            (Phase::ChooseRegion, Action::Decline) => {
                if t.rules.may_decline {
                    "every other player has already declined: this Condottiere must choose (ruling on 004)".into()
                } else {
                    format!("only the Hungarian classic rules let the Condottiere decline; in {preset} the token holder must choose")
                }
            }
            (Phase::Battle { .. }, Action::Play(card)) => {
                format!("seat {seat} has no {card} in hand")
            }
            (Phase::Battle { .. }, Action::PassReveal) => {
                "there is no face-down card in the row to reveal (Hidden cards only)".into()
            }
            (Phase::Scarecrow { .. }, Action::TakeNothing) => {
                format!("in {preset} the Scarecrow must take a Mercenary back when it can (002)")
            }
            (Phase::Scarecrow { .. }, Action::TakeBack { card, from }) => {
                if from.is_some_and(|f| f != seat) && !t.rules.scarecrow_any_row {
                    format!("in {preset} the Scarecrow takes only from its player's own row")
                } else if !card.is_mercenary() {
                    format!("the Scarecrow takes back only Mercenaries, never a {card}")
                } else {
                    format!("there is no face-up {card} in that row to take back")
                }
            }
            (Phase::Favor { .. }, Action::PlaceFavor(r)) => {
                if Some(r) == t.battle.region {
                    format!("the favor may not go on {r}, the region being fought over (R3)")
                } else {
                    format!("{r} is controlled: the favor goes on a region with no control marker")
                }
            }
            (Phase::Favor { .. }, Action::FavorOff) => {
                format!("in {preset} the favor must be placed on a free region")
            }
            (Phase::KeepCards { .. }, Action::Keep(_)) => {
                format!("seat {seat} does not hold those cards")
            }
            _ => format!("{expected}, not '{action}'"),
        }
    }
}

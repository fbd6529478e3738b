//! Applying an action, and the turn order of a battle (RULES.md §5): who opens, who plays
//! next, passing, and the defender's advantage.

use super::{Battle, Cleanup, CleanupStage, Game, Phase};
use crate::action::Action;
use crate::event::{BattleEnd, Event, EventSink, TokenReason};
use crate::map::Region;
use crate::refusal::IllegalAction;
use crate::rng::GameRng;

impl Game {
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
        if !self.is_legal(action) {
            return Err(IllegalAction {
                action,
                reason: self.refusal(action),
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
            Action::Decline => self.decline(seat, ev),
            Action::Play(card) => self.play(seat, card, ev),
            Action::Pass => self.pass(seat, false, ev),
            Action::PassReveal => {
                self.reveal_row(seat, ev);
                self.pass(seat, false, ev);
            }
            Action::TakeBack { card, from } => self.take_back(seat, card, from, ev),
            Action::TakeNothing => self.take_nothing(seat, ev),
            Action::PlaceFavor(region) => self.place_favor(seat, Some(region), ev),
            Action::FavorOff => self.place_favor(seat, None, ev),
            Action::DiscardHand => self.discard_hand(seat, ev),
            Action::KeepHand => {
                ev.push(Event::HandKept { seat });
                self.table.cleanup.asked += 1;
                self.advance_cleanup(ev);
            }
            Action::Keep(kept) => self.keep_cards(seat, kept, ev),
            Action::Draw(n) => self.draw_chosen(seat, n, ev),
        }
    }

    /// Draws an action as [`Game::random_action`] does (the same action, the same draws)
    /// and applies it; `None` when the game is over. A card drawn in a battle turn, most
    /// actions of a random game, is played at once: a test of the action's kind, which
    /// follows the draw's own test, instead of the jump on every kind of action in
    /// [`Game::apply_unchecked`], which random play mispredicts.
    pub fn apply_random(&mut self, rng: &mut GameRng, ev: &mut impl EventSink) -> Option<Action> {
        let action = self.random_action(rng)?;
        match (self.table.phase, action) {
            (Phase::Battle { seat }, Action::Play(card)) => self.play(seat, card, ev),
            _ => self.apply_unchecked(action, ev),
        }
        Some(action)
    }

    /// classic-hu: the token holder passes the token left instead of choosing (004).
    fn decline(&mut self, seat: u8, ev: &mut impl EventSink) {
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

    pub(super) fn choose_region(&mut self, seat: u8, region: Region, ev: &mut impl EventSink) {
        self.table.declines = 0;
        ev.push(Event::RegionChosen { seat, region });
        if self.table.cleanup.stage == CleanupStage::ChooseFirst {
            // ffg: the armies are discarded once the next region is chosen (000, 003).
            self.discard_rows();
            self.table.cleanup.chosen = Some(region);
            self.table.cleanup.stage = CleanupStage::HandDiscard;
            self.table.cleanup.asked = 0;
            self.advance_cleanup(ev);
        } else {
            self.start_battle(Some(region), ev);
        }
    }

    /// Opens a battle at `region` (None: duel or final battle) with the token holder first.
    pub(super) fn start_battle(&mut self, region: Option<Region>, ev: &mut impl EventSink) {
        let t = &mut self.table;
        t.cleanup = Cleanup::default();
        let participants = if t.final_battle {
            t.battle.participants
        } else {
            (1u8 << t.players) - 1
        };
        // The owner defends. Only where controlled regions may be attacked is a chosen
        // region owned, and never by the token holder who chose it (selectable_regions).
        let defender = region.and_then(|r| t.owners[r.index()]);
        // The final battle is opened by the token holder, or the nearest tied player
        // clockwise from them (000, 003).
        let mut opener = t.token;
        while participants & (1 << opener) == 0 {
            opener = t.next_seat(opener);
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
    pub(super) fn seek_turn(&mut self, start: u8, ev: &mut impl EventSink) {
        debug_assert!(start < self.table.players);
        loop {
            // The seats still in, turned so that `start` is bit 0 (seats before it follow
            // the last seat): the lowest bit is the next seat clockwise, with no branch
            // on where it sits.
            let b = &self.table.battle;
            let active = (b.participants & !b.passed) as u32;
            if active == 0 {
                break;
            }
            let turned = active >> start | active << (self.table.players - start);
            let seat = self.table.seat_after(start, turned.trailing_zeros() as u8);
            if !self.hands[seat as usize].is_empty() {
                self.table.phase = Phase::Battle { seat };
                return;
            }
            self.table.battle.passed |= 1 << seat;
            ev.push(Event::Passed {
                seat,
                no_cards: true,
                stays_in: false,
            });
        }
        self.end_battle(BattleEnd::AllPassed, ev);
    }

    /// The turn passes clockwise after `seat` (back to `seat` if all others are out).
    pub(super) fn next_turn(&mut self, seat: u8, ev: &mut impl EventSink) {
        let next = self.table.next_seat(seat);
        self.seek_turn(next, ev);
    }

    pub(super) fn reveal_row(&mut self, seat: u8, ev: &mut impl EventSink) {
        if !self.rows_may_hide() {
            return;
        }
        for p in self.rows[seat as usize].iter_mut() {
            if !p.face_up {
                p.face_up = true;
                ev.push(Event::Revealed { seat, card: p.card });
            }
        }
    }

    pub(super) fn pass(&mut self, seat: u8, no_cards: bool, ev: &mut impl EventSink) {
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

    /// Before the token holder chooses: the duel starts its next battle at once.
    pub(super) fn begin_choice(&mut self, ev: &mut impl EventSink) {
        if self.table.rules.duel {
            self.start_battle(None, ev);
        } else {
            self.table.phase = Phase::ChooseRegion;
        }
    }
}

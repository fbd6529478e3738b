//! What the player to act may do (RULES.md §5–7), and why anything else is refused
//! ([`crate::Refusal`]).

use super::{CleanupStage, Game, Phase};
use crate::action::Action;
use crate::card::{Card, CARD_KINDS};
use crate::map::{Region, RegionSet};
use crate::refusal::{Decision, Refusal};
use crate::rng::GameRng;
use crate::rules::MAX_PLAYERS;

impl Game {
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
        // Room for the longest battle turn up front, so each push below is a store.
        out.reserve(CARD_KINDS + 2);
        self.for_each_legal(|a| out.push(a));
    }

    /// A legal action drawn uniformly with `rng`: the very action that
    /// `legal[rng.below(legal.len())]` picks from [`Game::legal_actions`], with the same
    /// draws, but without writing the list (random play-outs and the benchmarks).
    /// `None` when the game is over.
    pub fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        if let Phase::Battle { seat } = self.table.phase {
            // A battle turn (four decisions in five): the held kinds are a bit set, so the
            // pick is the k-th set bit, or one of the passes after them.
            let kinds = self.hands[seat as usize].kinds();
            let held = kinds.count_ones();
            let count = held + 1 + self.has_face_down(seat) as u32;
            let k = rng.below(count);
            return Some(if k < held {
                Action::Play(Card::ALL[nth_bit(kinds, k)])
            } else if k == held {
                Action::Pass
            } else {
                Action::PassReveal
            });
        }
        // The region choices are bit sets too, with one more action after them.
        let t = &self.table;
        let regions = match t.phase {
            Phase::ChooseRegion => Some((
                t.selectable_regions(t.token),
                Action::ChooseRegion as fn(Region) -> Action,
                self.may_decline().then_some(Action::Decline),
            )),
            Phase::Favor { .. } => Some((
                t.favor_regions(),
                Action::PlaceFavor as fn(Region) -> Action,
                t.favor_may_stay_off().then_some(Action::FavorOff),
            )),
            _ => None,
        };
        if let Some((set, action, last)) = regions {
            let count = set.count_ones();
            let k = rng.below(count + last.is_some() as u32);
            return if k < count {
                Some(action(Region::ALL[nth_bit(set, k)]))
            } else {
                last
            };
        }
        self.random_rare_action(rng)
    }

    /// [`Game::random_action`] for the rarer decisions: count, draw, then walk to the
    /// pick. Kept out of line, so that the common decisions above are tested one by one
    /// rather than through a jump table on the phase, which random play mispredicts.
    #[inline(never)]
    fn random_rare_action(&self, rng: &mut GameRng) -> Option<Action> {
        if let Phase::Scarecrow { seat } = self.table.phase {
            if !self.rows_may_hide() {
                return self.random_take_back(seat, rng);
            }
        }
        let mut count = 0u32;
        self.for_each_legal(|_| count += 1);
        if count == 0 {
            return None;
        }
        let k = rng.below(count);
        let (mut seen, mut picked) = (0u32, None);
        self.for_each_legal(|a| {
            if seen == k {
                picked = Some(a);
            }
            seen += 1;
        });
        picked
    }

    /// [`Game::random_action`] for a Scarecrow when every card is face up. Each row offers
    /// one action per Mercenary value it holds, which its counts give without a walk;
    /// only the row the pick falls in is walked, to find that value's place in row order.
    fn random_take_back(&self, seat: u8, rng: &mut GameRng) -> Option<Action> {
        let (rows, n) = self.scarecrow_rows(seat);
        let rows = &rows[..n];
        let offers = |owner: u8| {
            self.rows
                .counts(owner as usize)
                .mercenary_kinds()
                .count_ones()
        };
        let total: u32 = rows.iter().map(|&(owner, _)| offers(owner)).sum();
        let count = total + self.table.rules.scarecrow_optional as u32;
        if count == 0 {
            return None;
        }
        let mut k = rng.below(count);
        for &(owner, from) in rows {
            let here = offers(owner);
            if k < here {
                return self.row_take_backs(owner, from).nth(k as usize);
            }
            k -= here;
        }
        Some(Action::TakeNothing)
    }

    /// A battle turn's actions: each card kind in hand, pass, and (Hidden cards, with a
    /// face-down card in the row) pass and turn it up.
    #[inline]
    fn battle_actions(&self, seat: u8, f: &mut impl FnMut(Action)) {
        // The kinds held come from the hand's counts word by word, and only those are
        // visited: most decisions are battle turns, and the AI's play-outs ask this most.
        for_each_kind(self.hands[seat as usize].kinds(), |card| {
            f(Action::Play(card))
        });
        f(Action::Pass);
        if self.has_face_down(seat) {
            f(Action::PassReveal);
        }
    }

    /// Whether `action` is legal now, without building the list.
    pub fn is_legal(&self, action: Action) -> bool {
        let mut found = false;
        self.for_each_legal(|a| found |= a == action);
        found
    }

    /// Calls `f` with each legal action, in the order of [`Game::legal_actions`] (which
    /// share links rely on: they store an action as its index in this list).
    fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        let t = &self.table;
        match t.phase {
            Phase::GameOver => {}
            Phase::ChooseRegion => {
                for_each_region(t.selectable_regions(t.token), |r| {
                    f(Action::ChooseRegion(r))
                });
                if self.may_decline() {
                    f(Action::Decline);
                }
            }
            Phase::Battle { seat } => self.battle_actions(seat, &mut f),
            Phase::Scarecrow { seat } => {
                self.scarecrow_targets(seat, &mut f);
                if t.rules.scarecrow_optional {
                    f(Action::TakeNothing);
                }
            }
            Phase::Favor { .. } => {
                for_each_region(t.favor_regions(), |r| f(Action::PlaceFavor(r)));
                if t.favor_may_stay_off() {
                    f(Action::FavorOff);
                }
            }
            Phase::HandDiscard { .. } => {
                f(Action::DiscardHand);
                f(Action::KeepHand);
            }
            Phase::DrawCards { seat } => {
                for n in 0..=self.draw_limit(seat) {
                    f(Action::Draw(n));
                }
            }
            Phase::KeepCards { seat } => {
                let hand = self.hands[seat as usize];
                let kinds = hand.kinds();
                f(Action::Keep([None, None]));
                for_each_kind(kinds, |a| {
                    f(Action::Keep([Some(a), None]));
                    if hand.get(a) >= 2 {
                        f(Action::Keep([Some(a), Some(a)]));
                    }
                    // Every other kind after this one.
                    let later = kinds & !((2u32 << a.index()) - 1);
                    for_each_kind(later, |b| f(Action::Keep([Some(a), Some(b)])));
                });
            }
        }
    }

    pub(super) fn may_decline(&self) -> bool {
        let t = &self.table;
        // Ruling: once the token has gone round the table by declines, the holder must
        // choose, or a game could never end (004 is silent).
        t.rules.may_decline
            && t.cleanup.stage == CleanupStage::Idle
            && (t.declines as u32 + 1) < t.players as u32
    }

    pub(super) fn has_face_down(&self, seat: u8) -> bool {
        self.rows_may_hide() && self.rows[seat as usize].iter().any(|p| !p.face_up)
    }

    /// Cards go face down only under Hidden cards (§9): without it no row needs a look,
    /// and a row's counts ([`Game::row_counts`]) are its face-up cards.
    #[mutants::skip] // A shortcut: the rows it spares are all face up, so looking gives the same answer.
    pub fn rows_may_hide(&self) -> bool {
        self.table.rules.variants.hidden_cards
    }

    /// The Scarecrow's possible targets: face-up Mercenaries, one action per value.
    pub(super) fn scarecrow_targets(&self, seat: u8, f: &mut impl FnMut(Action)) {
        let (rows, n) = self.scarecrow_rows(seat);
        for &(owner, from) in &rows[..n] {
            self.row_take_backs(owner, from).for_each(&mut *f);
        }
    }

    /// The rows a Scarecrow played by `seat` may take from, in the order of the legal
    /// list: the player's own, then (where any row may be chosen) the others' in seat
    /// order, each with the `from` its take-backs name. The rows and how many there are.
    fn scarecrow_rows(&self, seat: u8) -> ([(u8, Option<u8>); MAX_PLAYERS], usize) {
        let t = &self.table;
        let mut rows = [(seat, None); MAX_PLAYERS];
        let mut n = 1;
        if t.rules.scarecrow_any_row {
            for other in (0..t.players).filter(|&other| other != seat) {
                rows[n] = (other, Some(other));
                n += 1;
            }
        }
        (rows, n)
    }

    /// The take-backs `owner`'s row offers: one per face-up Mercenary value, in the order
    /// the values first appear in the row.
    fn row_take_backs(&self, owner: u8, from: Option<u8>) -> impl Iterator<Item = Action> + '_ {
        let mut seen = 0u32;
        self.rows[owner as usize].iter().filter_map(move |p| {
            let bit = 1 << p.card.index();
            let first = p.face_up && p.card.is_mercenary() && seen & bit == 0;
            if first {
                seen |= bit;
            }
            first.then_some(Action::TakeBack { card: p.card, from })
        })
    }

    pub(super) fn has_scarecrow_target(&self, seat: u8) -> bool {
        let t = &self.table;
        (0..t.players).any(|owner| {
            (owner == seat || t.rules.scarecrow_any_row)
                && if self.rows_may_hide() {
                    self.rows[owner as usize]
                        .iter()
                        .any(|p| p.face_up && p.card.is_mercenary())
                } else {
                    // Every card is face up: the row's counts say it.
                    self.rows.counts(owner as usize).has_mercenary()
                }
        })
    }
}

impl Game {
    /// Why `action` is not legal now (it must not be: a legal action has no refusal).
    pub(super) fn refusal(&self, action: Action) -> Refusal {
        let t = &self.table;
        let Some(seat) = t.to_act() else {
            return Refusal::GameOver;
        };
        let decision = match t.phase {
            Phase::Battle { .. } => Decision::Card,
            Phase::Scarecrow { .. } => Decision::TakeBack,
            Phase::Favor { .. } => Decision::Favor,
            Phase::HandDiscard { .. } => Decision::HandDiscard,
            Phase::KeepCards { .. } => Decision::Keep,
            Phase::DrawCards { .. } => Decision::Draw {
                most: self.draw_limit(seat),
            },
            Phase::ChooseRegion | Phase::GameOver => Decision::Region,
        };
        let awaits = Refusal::Awaits { seat, decision };
        let preset = t.rules.preset;
        match (t.phase, action) {
            (Phase::ChooseRegion, Action::ChooseRegion(region)) => {
                if t.favor == Some(region) {
                    Refusal::FavorRegion { region }
                } else if t.owners[region.index()] == Some(seat) {
                    Refusal::OwnRegion { seat, region }
                } else if let Some(owner) = t.owners[region.index()] {
                    Refusal::Controlled {
                        region,
                        owner,
                        preset,
                    }
                } else {
                    awaits
                }
            }
            (Phase::ChooseRegion, Action::Decline) => {
                if t.rules.may_decline {
                    Refusal::AllDeclined
                } else {
                    Refusal::NoDecline { preset }
                }
            }
            (Phase::Battle { .. }, Action::Play(card)) => Refusal::NotInHand { seat, card },
            (Phase::Battle { .. }, Action::PassReveal) => Refusal::NoFaceDown,
            (Phase::Scarecrow { .. }, Action::TakeNothing) => Refusal::MustTake { preset },
            (Phase::Scarecrow { .. }, Action::TakeBack { card, from }) => {
                if from.is_some_and(|f| f != seat) && !t.rules.scarecrow_any_row {
                    Refusal::OwnRowOnly { preset }
                } else if !card.is_mercenary() {
                    Refusal::NotMercenary { card }
                } else {
                    Refusal::NoFaceUp { card }
                }
            }
            (Phase::Favor { .. }, Action::PlaceFavor(region)) => {
                if Some(region) == t.battle.region {
                    Refusal::FavorContested { region }
                } else {
                    Refusal::FavorControlled { region }
                }
            }
            (Phase::Favor { .. }, Action::FavorOff) => Refusal::FavorRequired { preset },
            (Phase::KeepCards { .. }, Action::Keep(_)) => Refusal::NotHeld { seat },
            (Phase::DrawCards { .. }, Action::Draw(asked)) => Refusal::DrawTooMany {
                seat,
                most: self.draw_limit(seat),
                asked,
            },
            _ => awaits,
        }
    }
}

/// Calls `f` with each region of `set`, in map order.
fn for_each_region(mut set: RegionSet, mut f: impl FnMut(Region)) {
    while set != 0 {
        f(Region::ALL[set.trailing_zeros() as usize]);
        set &= set - 1;
    }
}

/// The index of the `k`-th set bit (from 0) of `bits`, which has more than `k` and no bit
/// above 23 (card kinds and regions fit in 17).
///
/// Without branches: random play picks `k` at random, so a loop clearing `k` bits would
/// mispredict its exit at almost every pick. The byte holding the bit comes from the
/// counts of the bytes below it, the bit within the byte from a table.
#[inline]
fn nth_bit(bits: u32, k: u32) -> usize {
    debug_assert!(k < bits.count_ones() && bits < 1 << 24);
    let below_1 = (bits & 0xff).count_ones();
    let below_2 = (bits & 0xffff).count_ones();
    let past_0 = (k >= below_1) as u32;
    let past_1 = (k >= below_2) as u32;
    let byte = past_0 + past_1;
    let skipped = past_0 * below_1 + past_1 * (below_2 - below_1);
    let in_byte = (bits >> (8 * byte)) & 0xff;
    8 * byte as usize + NTH_IN_BYTE[in_byte as usize][((k - skipped) & 7) as usize] as usize
}

/// `NTH_IN_BYTE[b][k]`: the index of the `k`-th set bit of byte `b` (0 where it has none).
static NTH_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if b & (1 << bit) != 0 {
                table[b][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// Calls `f` with each card kind of `kinds` (a [`crate::CardCounts::kinds`] mask), in
/// notation order.
fn for_each_kind(mut kinds: u32, mut f: impl FnMut(Card)) {
    while kinds != 0 {
        f(Card::ALL[kinds.trailing_zeros() as usize]);
        kinds &= kinds - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table-driven pick is the `k`-th set bit for every set of 17 bits and every `k`
    /// (the card kinds and the regions), as clearing the lower bits one by one finds it.
    #[test]
    fn nth_bit_is_the_kth_set_bit_of_every_set() {
        for bits in 1u32..1 << 17 {
            let mut rest = bits;
            for k in 0..bits.count_ones() {
                assert_eq!(
                    nth_bit(bits, k),
                    rest.trailing_zeros() as usize,
                    "{bits:b} {k}"
                );
                rest &= rest - 1;
            }
        }
        assert_eq!(nth_bit(1 << 23 | 1, 1), 23);
    }

    /// A Scarecrow with nothing to take back and no choice to take nothing (a state only a
    /// damaged save could hold) offers no action, and random play picks none.
    #[test]
    fn a_scarecrow_with_no_target_offers_nothing() {
        use crate::game::Setup;
        use crate::rules::Preset;
        for (preset, optional) in [(Preset::Zman2018, false), (Preset::Ffg2006, true)] {
            let mut game = Game::new(Setup {
                rules: preset.rules(),
                players: 3,
                seed: 4,
                first: Some(1),
            })
            .unwrap();
            game.table.phase = Phase::Scarecrow { seat: 1 };
            let mut rng = GameRng::from_seed(5);
            let expected = optional.then_some(Action::TakeNothing);
            assert_eq!(game.legal_actions(), Vec::from_iter(expected), "{preset:?}");
            assert_eq!(game.random_action(&mut rng), expected, "{preset:?}");
        }
    }
}

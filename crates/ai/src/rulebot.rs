//! The rule-based bot: quick (microseconds), explainable, and reading only what its seat
//! may know (a [`View`]).
//!
//! Condottiere is as much about folding cheaply as about winning, so every battle
//! decision weighs a *stake* (what the region is worth to this seat, plus what it is
//! worth to stop the likely winner, in region units from [`crate::kingdom`]) against
//! the *price* of the cards it would spend (their [`worth`] for later battles). The bot
//! commits when it can reach a winning strength within the budget the stake allows, and
//! otherwise passes early, rescuing a big Mercenary with a Scarecrow when it can.

use crate::battlefield::{hand_worth, worth, Battlefield};
use crate::kingdom::Board;
use crate::view::View;
use engine::{Action, Card, CardCounts, Game, Observation, Phase, Region, MAX_PLAYERS};
use std::fmt;

/// Why the rule bot chose what it chose: for hints and logs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// The only legal action.
    Forced,
    /// The region scoring best for this seat's kingdom and against the others'.
    Region { score: f32 },
    /// Declining: the hand is too weak to open a battle worth having.
    WeakHand,
    /// Already the strongest with nobody left to answer: passing wins.
    Winning,
    /// Ahead by enough that the others are unlikely to answer.
    SafeLead,
    /// Surrender while ahead: the battle ends now and is won.
    LockWin,
    /// Playing towards a strength that should win, within budget.
    Contest { stake: f32, budget: f32, cost: f32 },
    /// The battle costs more than it is worth: out.
    Fold { stake: f32, budget: f32 },
    /// A Scarecrow to take a Mercenary back before folding.
    Rescue,
    /// A classic Bishop ends a battle another player was about to win.
    Spoil,
    /// A card that can do nothing, played out so the round can end.
    Dump,
    /// Scarecrow target, favor placement, hand discard or cards kept: best by score.
    Best { score: f32 },
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Forced => f.write_str("the only legal move"),
            Why::Region { score } => write!(f, "the best region for my kingdom ({score:.1})"),
            Why::WeakHand => f.write_str("my hand is too weak to fight"),
            Why::Winning => f.write_str("I am the strongest and nobody can answer"),
            Why::SafeLead => f.write_str("my lead should hold"),
            Why::LockWin => f.write_str("end the battle while I am ahead"),
            Why::Contest {
                stake,
                budget,
                cost,
            } => write!(
                f,
                "worth fighting for (stake {stake:.1}, budget {budget:.0}, needs about {cost:.0})"
            ),
            Why::Fold { stake, budget } => {
                write!(
                    f,
                    "not worth the cards (stake {stake:.1}, budget {budget:.0})"
                )
            }
            Why::Rescue => f.write_str("save a Mercenary before folding"),
            Why::Spoil => f.write_str("stop another player from winning this battle"),
            Why::Dump => f.write_str("this hand cannot fight: play it out for a new deal"),
            Why::Best { score } => write!(f, "the best option ({score:.1})"),
        }
    }
}

/// Tunable weights of the rule bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RuleBot {
    /// Strength points worth spending per region unit of stake.
    pub spend_per_unit: f32,
    /// Share of another player's gain that counts as this seat's stake in stopping them.
    pub deny_weight: f32,
    /// The same when the other player would win the game with this battle.
    pub deny_win_weight: f32,
    /// How much of their budget the others are expected to put in when answering.
    pub response_share: f32,
    /// A hand with no Mercenary worth less than this is discarded.
    pub discard_below: f32,
    /// Below this chance of winning the escalation, fold rather than take the lead.
    pub hopeless: f32,
}

impl Default for RuleBot {
    fn default() -> Self {
        RuleBot {
            spend_per_unit: 3.0,
            deny_weight: 0.25,
            deny_win_weight: 0.5,
            response_share: 0.7,
            discard_below: 8.0,
            hopeless: 0.45,
        }
    }
}

/// Average worth of a card in an unseen hand, for the others' potential.
const AVG_CARD: f32 = 4.0;

impl RuleBot {
    /// The bot's action for this observation; `None` when the seat has nothing to decide.
    pub fn decide(&self, obs: &Observation) -> Option<Action> {
        self.choose(&View::from_observation(obs)).map(|(a, _)| a)
    }

    /// The bot's action for `seat` in a full game, reading only that seat's view.
    pub fn decide_in_game(&self, game: &Game, legal: &[Action]) -> Option<Action> {
        let seat = game.to_act()?;
        self.choose(&View::from_game(game, seat, legal))
            .map(|(a, _)| a)
    }

    /// The action and the reason for it. Always one of `view.legal`.
    pub fn choose(&self, view: &View) -> Option<(Action, Why)> {
        let first = *view.legal.first()?;
        if view.legal.len() == 1 {
            return Some((first, Why::Forced));
        }
        let (action, why) = match view.table.phase {
            Phase::ChooseRegion => self.choose_region(view),
            Phase::Battle { .. } => self.battle(view),
            Phase::Scarecrow { .. } => self.scarecrow(view),
            Phase::Favor { .. } => self.favor(view),
            Phase::HandDiscard { .. } => self.hand_discard(view),
            Phase::KeepCards { .. } => self.keep(view),
            Phase::GameOver => return None,
        };
        // Belt and braces: never hand back an action the engine would refuse.
        if view.legal.contains(&action) {
            Some((action, why))
        } else {
            let fallback = if view.legal.contains(&Action::Pass) {
                Action::Pass
            } else {
                first
            };
            Some((fallback, Why::Forced))
        }
    }

    // ----- region choice -----

    /// How strong this seat's hand is against the others': 1 is even.
    fn hand_ratio(&self, view: &View) -> f32 {
        let mine = hand_worth(&view.hand);
        let others: Vec<f32> = (0..view.players())
            .filter(|&s| s != view.seat)
            .map(|s| view.hand_sizes[s as usize] as f32 * AVG_CARD)
            .collect();
        let avg = others.iter().sum::<f32>() / others.len().max(1) as f32;
        ((mine + 4.0) / (avg + 4.0)).clamp(0.3, 2.5)
    }

    /// Score of opening a battle at `region`: this seat's gain, weighted by how likely it
    /// is to win with its hand, minus what the others would gain (much more if one of
    /// them would win the game there).
    fn region_score(&self, view: &View, board: &Board, region: Region, ratio: f32) -> f32 {
        let me = view.seat;
        let (mine, _) = board.gain(me, Some(region));
        let mut score = mine * ratio.min(1.5);
        // Room to grow: a region whose neighbourhood is still open is worth more.
        if board.has_room(me, region) {
            score += 0.3;
        }
        if let Some(owner) = view.table.owners[region.index()] {
            // Capture: taking it from its owner also sets them back.
            score += 0.5 * board.loss_if_taken(owner, region);
        }
        for o in 0..view.players() {
            if o == me {
                continue;
            }
            let (gain, wins) = board.gain(o, Some(region));
            score -= if wins { gain * 0.5 / ratio } else { 0.3 * gain };
        }
        score
    }

    fn choose_region(&self, view: &View) -> (Action, Why) {
        let board = Board::of(view.table);
        let ratio = self.hand_ratio(view);
        let mut best: Option<(Action, f32)> = None;
        for &a in view.legal {
            if let Action::ChooseRegion(r) = a {
                let s = self.region_score(view, &board, r, ratio);
                if best.is_none_or(|(_, b)| s > b) {
                    best = Some((a, s));
                }
            }
        }
        match best {
            Some((_, score))
                if view.legal.contains(&Action::Decline) && ratio < 0.6 && score < 1.0 =>
            {
                (Action::Decline, Why::WeakHand)
            }
            Some((a, score)) => (a, Why::Region { score }),
            None => (view.legal[0], Why::Forced),
        }
    }

    // ----- the battle -----

    /// What winning this battle is worth to every seat (its own gain), and whether it
    /// would win the game: computed once per decision.
    fn battle_gains(&self, view: &View, board: &Board) -> [(f32, bool); MAX_PLAYERS] {
        let mut out = [(0.0, false); MAX_PLAYERS];
        for s in 0..view.players() {
            if view.participant(s) {
                out[s as usize] = board.gain(s, view.table.battle.region);
            }
        }
        out
    }

    /// What winning this battle is worth to `seat`: its own gain, plus stopping the
    /// other who would gain most (a defender's gain is keeping its region).
    fn stake(&self, view: &View, gains: &[(f32, bool); MAX_PLAYERS], seat: u8) -> f32 {
        let mut deny: f32 = 0.0;
        for o in 0..view.players() {
            if o == seat || !view.participant(o) {
                continue;
            }
            let (gain, wins) = gains[o as usize];
            // Two players: what the other wins, this seat loses.
            let w = if view.players() == 2 {
                1.0
            } else if wins {
                self.deny_win_weight
            } else {
                self.deny_weight
            };
            deny = deny.max(w * gain);
        }
        gains[seat as usize].0 + deny
    }

    /// Strength points `seat` would spend now: the stake's worth, more when its hand
    /// outlasts the others' (cards left at a round's end are lost).
    fn budget(&self, view: &View, stake: f32, seat: u8, hand_size: f32) -> f32 {
        let (mut sum, mut n) = (0.0, 0.0);
        for o in 0..view.players() {
            if o != seat && view.participant(o) {
                sum += view.hand_sizes[o as usize] as f32;
                n += 1.0;
            }
        }
        let avg = sum / f32::max(n, 1.0);
        let abundance = ((hand_size + 1.0) / (avg + 1.0)).sqrt().clamp(0.6, 2.0);
        // Two players: every card the other must spend to win is one it will not have
        // later, so fighting pays twice.
        let duel = if view.players() == 2 { 2.0 } else { 1.0 };
        stake * self.spend_per_unit * abundance * duel
    }

    fn battle(&self, view: &View) -> (Action, Why) {
        let me = view.seat;
        let board = Board::of(view.table);
        let seat_gains = self.battle_gains(view, &board);
        let bf = Battlefield::of(view);
        let st = bf.strengths();
        let mine = st[me as usize];
        let best = bf.best_other(me, &st);
        let stake = self.stake(view, &seat_gains, me);
        let budget = self.budget(view, stake, me, view.hand.total() as f32);
        let gains = self.gains(view, &bf);
        let contest = |cost: f32| Why::Contest {
            stake,
            budget,
            cost,
        };

        // The battle as an escalation: each side can raise its row up to a cap, what it
        // would pay for this region (its budget), bounded by its cards. For the others
        // the cards are unseen: an average card each.
        let mut their_cap = best;
        let mut anyone = false;
        for o in view.active_others() {
            anyone = true;
            let s = self.stake(view, &seat_gains, o);
            let cards = view.hand_sizes[o as usize] as f32;
            let push = self.budget(view, s, o, cards).min(cards * AVG_CARD) * self.response_share;
            their_cap = their_cap.max(st[o as usize] + push.round() as i32);
        }

        if !anyone {
            // The others are out: beat the best row if it is worth the price.
            if mine > best {
                return (Action::Pass, Why::Winning);
            }
            // One card that wins for certain is worth playing for any real region: a
            // card can win at most one battle later either, and were everyone to hoard
            // such cards no battle would ever be won again.
            let single = gains.iter().any(|g| g.1 > best - mine);
            return match plan(&gains, best - mine + 1) {
                Some((card, cost)) if cost <= budget || (single && stake >= 1.0) => {
                    (Action::Play(card), contest(cost))
                }
                _ => self.fold(view, &bf, stake, budget),
            };
        }

        // What is left of the budget after the cards already in the row: a battle is
        // never worth more in total than its stake.
        let committed: f32 = bf.rows[me as usize]
            .iter()
            .map(|(c, n)| worth(c, &view.hand) * n as f32)
            .sum();
        let remaining = budget - committed;
        let (mut reachable, spent) = max_gain(&gains, remaining);
        // A Drummer not yet in the row adds nothing now but doubles what follows.
        if view.can_play(Card::Drummer)
            && !bf.rows[me as usize].contains(Card::Drummer)
            && spent + worth(Card::Drummer, &view.hand) <= remaining
        {
            reachable += reachable.min(20);
        }
        let my_cap = mine + reachable;
        // Chance of winning the escalation, from the gap between the caps.
        let p = 1.0 / (1.0 + crate::math::exp(-((my_cap - their_cap) as f32) / 5.0));

        if mine > best {
            if view.can_play(Card::Surrender) && stake >= 0.8 && mine <= their_cap {
                return (Action::Play(Card::Surrender), Why::LockWin);
            }
            if mine > their_cap {
                return (self.pass_keeping_hidden(view), Why::SafeLead);
            }
            // Raise only when likely to win the escalation; otherwise make them pay.
            if p >= 0.5 {
                if let Some((card, cost)) = plan(&gains, their_cap - mine + 1) {
                    if cost <= remaining {
                        return (Action::Play(card), contest(cost));
                    }
                }
            }
            return (self.pass_keeping_hidden(view), Why::SafeLead);
        }

        // Behind or level: take the lead if it is within what is left of the budget,
        // unless the others look sure to outbid. Between two players folding hands the
        // other the battle for what it has already played, while every card it must
        // add to beat this seat costs it as much as this seat's cost it: fold later.
        let hopeless = if view.players() == 2 {
            self.hopeless * 0.1
        } else {
            self.hopeless
        };
        if p >= hopeless {
            if let Some((card, cost)) = plan(&gains, best - mine + 1) {
                if cost <= remaining {
                    return (Action::Play(card), contest(cost));
                }
            }
        }
        self.fold(view, &bf, stake, budget)
    }

    /// Each playable card's immediate gain in margin over the strongest other row, with
    /// its worth and how many copies are in hand; best gain per worth first.
    fn gains(&self, view: &View, bf: &Battlefield) -> Gains {
        let me = view.seat;
        let base = bf.margin(me);
        let mut out = Gains {
            items: [(Card::M1, 0, 0.0, 0); 17],
            len: 0,
        };
        for (card, copies) in view.hand.iter() {
            if !view.can_play(card) {
                continue;
            }
            let gain = match card {
                Card::Surrender | Card::ClassicBishop => continue,
                Card::Scarecrow => {
                    // Only where it can take from another row (classic-1995) does it help.
                    if !view.table.rules.scarecrow_any_row {
                        continue;
                    }
                    self.best_steal(view, bf).0
                }
                _ => bf.with_play(me, card).margin(me) - base,
            };
            if gain > 0 {
                let copies = if card.is_mercenary() || card == Card::Heroine {
                    copies
                } else {
                    1
                };
                out.items[out.len] = (card, gain, worth(card, &view.hand).max(0.5), copies);
                out.len += 1;
            }
        }
        out.items[..out.len].sort_by(|a, b| (b.1 as f32 / b.2).total_cmp(&(a.1 as f32 / a.2)));
        out
    }

    /// classic-1995 Scarecrow: the margin gained by taking the best face-up Mercenary
    /// from another row, and that target.
    fn best_steal(&self, view: &View, bf: &Battlefield) -> (i32, Option<(Card, u8)>) {
        let me = view.seat;
        let base = bf.margin(me);
        let mut best = (0, None);
        for o in 0..view.players() {
            if o == me {
                continue;
            }
            for m in Card::MERCENARIES {
                if bf.up[o as usize].contains(m) {
                    let gain = bf.without(o, m).margin(me) - base;
                    if gain > best.0 {
                        best = (gain, Some((m, o)));
                    }
                }
            }
        }
        best
    }

    /// Giving up this battle: save a big Mercenary first, spoil a dangerous win, or pass.
    fn fold(&self, view: &View, bf: &Battlefield, stake: f32, budget: f32) -> (Action, Why) {
        let me = view.seat;
        let row = bf.up[me as usize];
        let biggest = Card::MERCENARIES.iter().rev().find(|&&m| row.contains(m));
        if view.can_play(Card::Scarecrow) {
            if let Some(&m) = biggest {
                if worth(m, &view.hand) >= 4.0 {
                    return (Action::Play(Card::Scarecrow), Why::Rescue);
                }
            }
        }
        // A classic Bishop stops a battle another player is about to win at great gain.
        if view.can_play(Card::ClassicBishop) {
            let board = Board::of(view.table);
            let st = bf.strengths();
            let leader = (0..view.players())
                .filter(|&o| o != me && view.participant(o))
                .max_by_key(|&o| st[o as usize]);
            if let Some(l) = leader {
                let (gain, _) = board.gain(l, view.table.battle.region);
                let mine_lost = view
                    .table
                    .battle
                    .region
                    .map_or(0.0, |r| board.loss_if_taken(me, r));
                if st[l as usize] > st[me as usize] && (gain >= 2.5 || mine_lost >= 1.0) {
                    return (Action::Play(Card::ClassicBishop), Why::Spoil);
                }
            }
        }
        if let Some(card) = self.dump(view, bf) {
            return (Action::Play(card), Why::Dump);
        }
        (self.pass_keeping_hidden(view), Why::Fold { stake, budget })
    }

    /// A hand that can add no strength (no Mercenary, Heroine or Courtesan) only delays
    /// the next deal: play out a card that changes nothing for the worse, so the round
    /// can end. (Were every such hand kept, a round could go on for ever.)
    fn dump(&self, view: &View, bf: &Battlefield) -> Option<Card> {
        if !cannot_fight(&view.hand) {
            return None;
        }
        let me = view.seat;
        let base = bf.margin(me);
        let nobody_played = bf.strengths().iter().all(|&s| s == 0);
        let order = [
            Card::Scarecrow,
            Card::Drummer,
            Card::Spring,
            Card::Winter,
            Card::Bishop,
            Card::Surrender,
            Card::ClassicBishop,
        ];
        order.into_iter().find(|&c| {
            view.can_play(c)
                && match c {
                    // Ending the battle hands it to the leader, unless nobody has played.
                    Card::Surrender | Card::ClassicBishop => nobody_played || base > 0,
                    Card::Scarecrow => {
                        bf.up[me as usize].is_empty() || !view.table.rules.scarecrow_optional
                    }
                    _ => bf.with_play(me, c).margin(me) >= base,
                }
        })
    }

    /// Pass; under Hidden cards reveal the face-down card only if it is strong (a weak
    /// one is better left for the others to fear).
    fn pass_keeping_hidden(&self, view: &View) -> Action {
        if view.legal.contains(&Action::PassReveal) {
            let strong = view
                .own_down
                .iter()
                .any(|(c, _)| c.mercenary_value().is_some_and(|v| v >= 5) || c == Card::Heroine);
            if strong {
                return Action::PassReveal;
            }
        }
        Action::Pass
    }

    // ----- the other decisions -----

    /// Scarecrow: which Mercenary to take back. While still fighting, a card taken from
    /// the own row costs strength; when folding it is pure gain.
    fn scarecrow(&self, view: &View) -> (Action, Why) {
        let me = view.seat;
        let board = Board::of(view.table);
        let bf = Battlefield::of(view);
        let base = bf.margin(me);
        let stake = self.stake(view, &self.battle_gains(view, &board), me);
        let budget = self.budget(view, stake, me, view.hand.total() as f32);
        // Still in the fight if a winning strength looks affordable.
        let gains = self.gains(view, &bf);
        let contesting = base > 0 || plan(&gains, 1 - base).is_some_and(|(_, c)| c <= budget);
        let w = if contesting { 1.0 } else { 0.15 };
        let mut best = (Action::TakeNothing, 0.0f32);
        for &a in view.legal {
            let score = match a {
                Action::TakeBack { card, from } => {
                    let owner = from.unwrap_or(me);
                    let margin = bf.without(owner, card).margin(me);
                    worth(card, &view.hand) + w * (margin - base) as f32
                }
                Action::TakeNothing => 0.0,
                _ => continue,
            };
            if score > best.1 || !view.legal.contains(&best.0) {
                best = (a, score);
            }
        }
        (best.0, Why::Best { score: best.1 })
    }

    /// Papal favor: on the free region that most helps the others (above all one that
    /// would complete someone's kingdom), not one this seat wants; or off the board.
    fn favor(&self, view: &View) -> (Action, Why) {
        let t = view.table;
        let me = view.seat;
        let board = Board::of(t);
        let mut best: Option<(Action, f32)> = None;
        for &a in view.legal {
            let score = match a {
                Action::PlaceFavor(r) => {
                    let mut s = 0.0;
                    match t.owners[r.index()] {
                        // Capture: the favor shields its region from attack.
                        Some(o) if o == me => s += 0.5 * board.loss_if_taken(me, r),
                        Some(o) => s -= 0.5 * board.loss_if_taken(o, r),
                        None => {
                            s -= board.gain(me, Some(r)).0;
                            for o in 0..view.players() {
                                if o != me {
                                    let (g, wins) = board.gain(o, Some(r));
                                    s += if wins { g } else { 0.4 * g };
                                }
                            }
                        }
                    }
                    s
                }
                Action::FavorOff => {
                    // Freeing a region this seat wants, when the favor now blocks one.
                    t.favor.map_or(0.2, |r| {
                        if t.owners[r.index()].is_none() {
                            0.2 + 0.5 * board.gain(me, Some(r)).0
                        } else {
                            0.2
                        }
                    })
                }
                _ => continue,
            };
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((a, score));
            }
        }
        best.map_or((view.legal[0], Why::Forced), |(a, s)| {
            (a, Why::Best { score: s })
        })
    }

    /// A hand with no Mercenary: discard it when what is left is too weak to matter.
    /// Without Mercenaries, Drummers and Scarecrows add nothing; what can still win is a
    /// Heroine, Courtesans or Spies, and what can still hurt others a season or a Bishop.
    fn hand_discard(&self, view: &View) -> (Action, Why) {
        let h = &view.hand;
        let w = 10.0 * h.get(Card::Heroine) as f32
            + 1.5 * (h.get(Card::Courtesan) + h.get(Card::Spy)) as f32
            + 3.0 * (h.get(Card::Bishop) + h.get(Card::Winter) + h.get(Card::Spring)) as f32
            + 4.0 * (h.get(Card::Surrender) + h.get(Card::ClassicBishop)) as f32;
        if w < self.discard_below {
            (Action::DiscardHand, Why::WeakHand)
        } else {
            (Action::KeepHand, Why::Best { score: w })
        }
    }

    /// ffg round end: keep the two cards worth most for the next round.
    fn keep(&self, view: &View) -> (Action, Why) {
        let mut best = (view.legal[0], f32::MIN);
        for &a in view.legal {
            if let Action::Keep(cards) = a {
                let s: f32 = cards.iter().flatten().map(|&c| worth(c, &view.hand)).sum();
                if s > best.1 {
                    best = (a, s);
                }
            }
        }
        (best.0, Why::Best { score: best.1 })
    }
}

/// Whether a hand can add no strength at all: no Mercenary, Heroine, Courtesan or Spy.
/// Holding on to such a hand only delays the next deal (or, in the duel's last battles,
/// the end of the game).
pub fn cannot_fight(hand: &CardCounts) -> bool {
    !hand.is_empty()
        && !hand.iter().any(|(c, _)| {
            c.is_mercenary() || matches!(c, Card::Heroine | Card::Courtesan | Card::Spy)
        })
}

/// Playable cards with their gain in margin, worth and copies, best gain per worth first.
#[derive(Clone, Copy)]
struct Gains {
    items: [(Card, i32, f32, u8); 17],
    len: usize,
}

impl Gains {
    fn iter(&self) -> impl Iterator<Item = &(Card, i32, f32, u8)> {
        self.items[..self.len].iter()
    }
}

/// The card to play first towards gaining `need` margin, and the total worth spent: the
/// cheapest single card that does it, or else the best gains per worth until it is done
/// (led by the biggest of them, which shows strength early).
fn plan(gains: &Gains, need: i32) -> Option<(Card, f32)> {
    let single = gains
        .iter()
        .filter(|g| g.1 >= need)
        .min_by(|a, b| a.2.total_cmp(&b.2).then(a.1.cmp(&b.1)));
    if let Some(&(card, _, cost, _)) = single {
        return Some((card, cost));
    }
    let mut got = 0;
    let mut cost = 0.0;
    let mut lead: Option<(Card, i32)> = None;
    for &(card, gain, w, copies) in gains.iter() {
        if lead.is_none_or(|(_, g)| gain > g) {
            lead = Some((card, gain));
        }
        for _ in 0..copies {
            got += gain;
            cost += w;
            if got >= need {
                return lead.map(|(c, _)| (c, cost));
            }
        }
    }
    None
}

/// The most margin reachable spending at most `budget` worth, best gains per worth
/// first, and the worth it takes.
fn max_gain(gains: &Gains, budget: f32) -> (i32, f32) {
    let mut got = 0;
    let mut cost = 0.0;
    for &(_, gain, w, copies) in gains.iter() {
        for _ in 0..copies {
            if cost + w > budget {
                break;
            }
            got += gain;
            cost += w;
        }
    }
    (got, cost)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{CardCounts, Game, Preset, Setup};

    /// An ffg-2006 game for four with these hands (seat 0 holds the token and opens).
    fn arranged(hands: [&str; 4]) -> Game {
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed: 11,
            first: Some(0),
        })
        .unwrap();
        for seat in 0..4 {
            game.arrange_hand(seat, CardCounts::EMPTY).unwrap();
        }
        for (seat, hand) in hands.iter().enumerate() {
            game.arrange_hand(seat as u8, hand.parse().unwrap())
                .unwrap();
        }
        game
    }

    fn play(game: &mut Game, actions: &str) {
        for a in engine::parse_actions(actions).unwrap() {
            game.apply(a).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    fn bot(game: &Game) -> (Action, Why) {
        let obs = game.observation(game.to_act().unwrap());
        RuleBot::default()
            .choose(&View::from_observation(&obs))
            .unwrap()
    }

    #[test]
    fn passes_when_it_already_wins() {
        let mut g = arranged(["M10 M2 M3", "M5 M1", "M4", "M6"]);
        play(&mut g, "region Roma; M10; M5; pass; pass; M2; pass");
        // Seat 0 leads 12 to 5 and everyone else is out.
        assert_eq!(bot(&g), (Action::Pass, Why::Winning));
    }

    #[test]
    fn surrender_locks_a_lead_the_others_could_answer() {
        let mut g = arranged(["M10 M6 Surrender", "M5 M10 M10 Heroine", "M4", "M6"]);
        play(&mut g, "region Roma; M10; M5; pass; pass");
        assert_eq!(bot(&g).0, Action::Play(Card::Surrender));
    }

    #[test]
    fn never_a_second_drummer() {
        let mut g = arranged(["Drummer Drummer M5 M1 M2", "M5 M6 M4", "M4", "M6"]);
        play(&mut g, "region Roma; M5; M6; pass; pass; Drummer; M4");
        // 10 against 15: another Drummer would add nothing.
        assert_ne!(bot(&g).0, Action::Play(Card::Drummer));
    }

    #[test]
    fn winter_against_big_mercenaries() {
        let mut g = arranged(["M1 M1 M2 M2 Winter", "M10 M10 M3", "M4", "M6"]);
        play(
            &mut g,
            "region Roma; M1; M10; pass; pass; M1; M10; M2; pass",
        );
        // 4 against 20; under Winter 3 against 2.
        assert_eq!(bot(&g).0, Action::Play(Card::Winter));
    }

    #[test]
    fn bishop_when_it_hurts_the_others_more() {
        let mut g = arranged(["M6 M5 Bishop M1", "M10 M10 M3", "M4", "M6"]);
        play(&mut g, "region Roma; M6; M10; pass; pass; M5; M10; M1; M3");
        // 12 against 23; the Bishop takes both 10s: 12 against 3.
        assert_eq!(bot(&g).0, Action::Play(Card::Bishop));
    }

    #[test]
    fn scarecrow_rescues_a_big_mercenary_from_a_lost_battle() {
        let mut g = arranged(["M10 Scarecrow M1", "M10 M10 Heroine M6", "M4", "M6"]);
        play(&mut g, "region Roma; M10; M10; pass; pass; M1; M10; ");
        // 11 against 20 with a Heroine to come: out, but take the 10 back first.
        let (action, why) = bot(&g);
        assert_eq!((action, why), (Action::Play(Card::Scarecrow), Why::Rescue));
        g.apply(action).unwrap();
        assert_eq!(
            bot(&g).0,
            Action::TakeBack {
                card: Card::M10,
                from: None
            }
        );
    }

    #[test]
    fn favor_goes_where_an_opponent_would_win() {
        let mut g = arranged(["Bishop M1", "M5", "M4", "M6"]);
        g.arrange_owner(Region::Roma, Some(1));
        g.arrange_owner(Region::Napoli, Some(1));
        play(&mut g, "region Torino; Bishop");
        let (action, _) = bot(&g);
        let Action::PlaceFavor(r) = action else {
            panic!("{action}")
        };
        // Three connected regions win: any free neighbour of Roma or Napoli would do it.
        let group = (1u32 << Region::Roma.index()) | (1 << Region::Napoli.index());
        let completing = Region::Roma.neighbours_mask() | Region::Napoli.neighbours_mask();
        assert!(completing & !group & (1 << r.index()) != 0, "{r}");
    }

    #[test]
    fn region_choice_completes_its_own_kingdom() {
        let mut g = arranged(["M10 M10 M5 Heroine", "M5", "M4", "M6"]);
        g.arrange_owner(Region::Torino, Some(0));
        g.arrange_owner(Region::Milano, Some(0));
        let (action, _) = bot(&g);
        let Action::ChooseRegion(r) = action else {
            panic!("{action}")
        };
        assert!(
            [
                Region::Genova,
                Region::Venezia,
                Region::Mantova,
                Region::Modena,
                Region::Parma
            ]
            .contains(&r),
            "{r}"
        );
    }

    #[test]
    fn keeps_its_best_two_cards_at_the_round_end() {
        let mut g = arranged(["M1 M10 Heroine Scarecrow", "", "", ""]);
        // The others have nothing: seat 0 wins, chooses the next region, and is the last
        // with cards.
        play(&mut g, "region Roma; M1; pass; region Napoli");
        assert_eq!(
            bot(&g).0,
            Action::Keep([Some(Card::M10), Some(Card::Heroine)])
        );
    }

    #[test]
    fn discards_a_hand_that_cannot_fight() {
        let mut g = arranged(["M1 Scarecrow Scarecrow Drummer", "M2 M3", "M4 M5", "M6 M2"]);
        play(
            &mut g,
            "region Roma; M1; pass; pass; pass; pass; region Napoli",
        );
        assert_eq!(g.phase(), Phase::HandDiscard { seat: 0 });
        assert_eq!(bot(&g).0, Action::DiscardHand);
        let mut g = arranged(["M1 Heroine Drummer", "M2 M3", "M4 M5", "M6 M2"]);
        play(
            &mut g,
            "region Roma; M1; pass; pass; pass; pass; region Napoli",
        );
        assert_eq!(bot(&g).0, Action::KeepHand);
    }
}

//! The rule bot in battle: a stake against the price of cards, the battle as an
//! escalation between what each side would pay, and the specials (Surrender, seasons,
//! Bishops, Scarecrow) judged by what they do to the margin over the strongest row.

use super::{cannot_fight, RuleBot, Why, AVG_CARD};
use crate::battlefield::{worth, Battlefield};
use crate::kingdom::Board;
use crate::view::View;
use engine::{Action, Card, MAX_PLAYERS};

impl RuleBot {
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

    pub(super) fn battle(&self, view: &View) -> (Action, Why) {
        let me = view.seat;
        let board = Board::of(view.table);
        let seat_gains = self.battle_gains(view, &board);
        let bf = Battlefield::of(view);
        let st = bf.strengths();
        let mine = st[me as usize];
        let best = bf.best_other(me, &st);
        let stake = self.stake(view, &seat_gains, me);
        let budget = self.budget(view, stake, me, view.hand.total() as f32);
        let gains = self.gains(view, &bf, &st);
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
    /// `st`: the battlefield's strengths.
    fn gains(&self, view: &View, bf: &Battlefield, st: &[i32; MAX_PLAYERS]) -> Gains {
        let me = view.seat;
        let base = bf.margin_given(me, st);
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
                _ => bf.margin_after(me, card, st) - base,
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
        let st = bf.strengths();
        let base = bf.margin_given(me, &st);
        let nobody_played = st.iter().all(|&s| s == 0);
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
                    _ => bf.margin_after(me, c, &st) >= base,
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

    /// Scarecrow: which Mercenary to take back. While still fighting, a card taken from
    /// the own row costs strength; when folding it is pure gain.
    pub(super) fn scarecrow(&self, view: &View) -> (Action, Why) {
        let me = view.seat;
        let board = Board::of(view.table);
        let bf = Battlefield::of(view);
        let st = bf.strengths();
        let base = bf.margin_given(me, &st);
        let stake = self.stake(view, &self.battle_gains(view, &board), me);
        let budget = self.budget(view, stake, me, view.hand.total() as f32);
        // Still in the fight if a winning strength looks affordable.
        let gains = self.gains(view, &bf, &st);
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

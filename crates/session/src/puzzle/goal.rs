//! What a puzzle asks, and how the end of its battle scores for the puzzle's player.
//!
//! Every goal is judged when the battle ends, by the engine's own result (the single
//! strongest row wins; a tie, a classic Bishop or nobody playing has no winner). A score
//! is a number the player wants as high as possible: 0 when the goal is missed, more
//! when it is met, and for the two "win it cheaply" goals the more the less it cost.

use super::key::flat_strength;
use engine::{Card, CardCounts};
use serde::{Deserialize, Serialize};

/// A puzzle's goal, for the seat that solves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "goal", rename_all = "kebab-case")]
pub enum Goal {
    /// Win the battle: the single strongest row when it ends.
    Win,
    /// Win it, with the fewest cards gone from hand when it ends (a Scarecrow's
    /// Mercenary taken back counts as back in hand).
    WinKeepingCards,
    /// Win it, with the least strength gone from hand when it ends: a Mercenary counts
    /// its value, a Heroine 10, a Courtesan or a Spy 1, any other card 0.
    WinKeepingStrength,
    /// Make sure this seat does not win the battle (nobody winning will do).
    Stop { seat: u8 },
    /// Win the battle whose region (in the duel: whose third battle won) wins the game.
    Kingdom,
}

/// The score of a missed goal.
pub const MISSED: i32 = 0;
/// The score of a met win-it-cheaply goal at no cost: far above any cost a hand can pay.
const FREE: i32 = 1000;

/// What a hand is worth as strength: Mercenaries their value, Heroines 10, Courtesans
/// and Spies 1.
pub fn hand_strength(hand: &CardCounts) -> i32 {
    let mercenaries: u32 = Card::MERCENARIES
        .iter()
        .map(|&m| hand.get(m) as u32 * m.mercenary_value().unwrap_or(0) as u32)
        .sum();
    (mercenaries + flat_strength(hand)) as i32
}

impl Goal {
    /// Whether the score also counts the cost.
    pub fn counts_cost(self) -> bool {
        matches!(self, Goal::WinKeepingCards | Goal::WinKeepingStrength)
    }

    /// What the goal costs so far: cards or strength gone from `start` to `now`.
    pub fn cost(self, start: &CardCounts, now: &CardCounts) -> i32 {
        match self {
            Goal::WinKeepingStrength => hand_strength(start) - hand_strength(now),
            _ => start.total() as i32 - now.total() as i32,
        }
    }

    /// What the seat keeps in hand at the end of a cheap win scored `score`, from a hand
    /// of `start`: cards, or strength.
    pub fn kept(self, start: &CardCounts, score: i32) -> i32 {
        let cost = FREE - score;
        match self {
            Goal::WinKeepingStrength => hand_strength(start) - cost,
            _ => start.total() as i32 - cost,
        }
    }

    /// The score of a battle that ended with `winner`, for `seat`, whose hand went from
    /// `start` to `end`.
    pub fn score(self, seat: u8, winner: Option<u8>, start: &CardCounts, end: &CardCounts) -> i32 {
        match self {
            Goal::Stop { seat: rival } => (winner != Some(rival)) as i32,
            _ if winner != Some(seat) => MISSED,
            Goal::Win | Goal::Kingdom => 1,
            _ => FREE - self.cost(start, end),
        }
    }

    /// The most `seat` can still score from a position where its hand is `now`: the
    /// solver stops looking at a decision once a move reaches it. Paying more never
    /// makes a cost smaller, except that a Scarecrow can bring a strong Mercenary back.
    pub fn most(self, start: &CardCounts, now: &CardCounts) -> i32 {
        match self {
            Goal::WinKeepingStrength if now.contains(Card::Scarecrow) => i32::MAX,
            Goal::WinKeepingCards | Goal::WinKeepingStrength => FREE - self.cost(start, now),
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> CardCounts {
        text.parse().unwrap()
    }

    #[test]
    fn hands_are_worth_their_printed_strength() {
        assert_eq!(
            hand_strength(&hand("M10 M1 Heroine Courtesan Spy Winter Drummer")),
            23
        );
        assert_eq!(hand_strength(&CardCounts::EMPTY), 0);
    }

    /// Each goal's score of a battle's end, met and missed.
    #[test]
    fn scores_follow_the_goal() {
        let start = hand("M10 M5 M1 Scarecrow");
        let end = hand("M5 M1");
        assert_eq!(Goal::Win.score(1, Some(1), &start, &end), 1);
        assert_eq!(Goal::Win.score(1, Some(2), &start, &end), MISSED);
        assert_eq!(Goal::Win.score(1, None, &start, &end), MISSED);
        assert_eq!(Goal::Kingdom.score(1, Some(1), &start, &end), 1);
        assert_eq!(Goal::Kingdom.score(1, Some(0), &start, &end), MISSED);
        assert_eq!(
            Goal::Stop { seat: 2 }.score(1, Some(2), &start, &end),
            MISSED
        );
        assert_eq!(Goal::Stop { seat: 2 }.score(1, None, &start, &end), 1);
        assert_eq!(Goal::Stop { seat: 2 }.score(1, Some(0), &start, &end), 1);
        assert_eq!(
            Goal::WinKeepingCards.score(1, Some(1), &start, &end),
            FREE - 2
        );
        assert_eq!(
            Goal::WinKeepingCards.score(1, Some(0), &start, &end),
            MISSED
        );
        assert_eq!(
            Goal::WinKeepingStrength.score(1, Some(1), &start, &end),
            FREE - 10
        );
        // A Scarecrow that brought a 10 back from the row gains strength.
        let richer = hand("M10 M10 M5 M1");
        assert_eq!(
            Goal::WinKeepingStrength.score(1, Some(1), &start, &richer),
            FREE + 10
        );
        assert!(Goal::WinKeepingCards.counts_cost() && !Goal::Win.counts_cost());
    }

    /// What a cheap win keeps in hand, from its score.
    #[test]
    fn kept_is_the_hand_left() {
        let start = hand("M10 M5 M1 Scarecrow");
        let end = hand("M5");
        for goal in [Goal::WinKeepingCards, Goal::WinKeepingStrength] {
            let score = goal.score(0, Some(0), &start, &end);
            let kept = goal.kept(&start, score);
            match goal {
                Goal::WinKeepingCards => assert_eq!(kept, 1),
                _ => assert_eq!(kept, 5),
            }
        }
        assert_eq!(Goal::WinKeepingStrength.kept(&start, FREE), 16);
        assert_eq!(Goal::WinKeepingCards.kept(&start, FREE), 4);
    }

    /// The bound the solver stops at is never below a score still reachable.
    #[test]
    fn the_most_is_a_bound() {
        let start = hand("M10 M5 M1 Scarecrow");
        let now = hand("M5 M1 Scarecrow");
        assert_eq!(Goal::WinKeepingCards.most(&start, &now), FREE - 1);
        assert_eq!(Goal::WinKeepingStrength.most(&start, &now), i32::MAX);
        let plain = hand("M5 M1");
        assert_eq!(Goal::WinKeepingStrength.most(&start, &plain), FREE - 10);
        assert_eq!(Goal::Win.most(&start, &plain), 1);
        assert_eq!(Goal::Stop { seat: 0 }.most(&start, &plain), 1);
    }
}

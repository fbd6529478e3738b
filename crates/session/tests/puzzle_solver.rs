//! The exact solver against brute force: on small positions drawn from every edition,
//! for every goal, the score it proves for the position and for each move equals that
//! of a plain search of every line (no table, no early stop, every place of the favor);
//! and on positions built by hand, each card effect decides as the rules say.

use engine::{Action, Card, Game, Preset};
use session::puzzle::audit::Exact;
use session::puzzle::generate::rivals;
use session::puzzle::goal::Goal;
use session::puzzle::position;
use session::puzzle::solution::{prove, Rejection, Step};
use session::puzzle::solver::Solver;
use std::collections::BTreeSet;

mod common;
use common::{build, plays};

/// Plain max-min over every line from `game`, or `None` past `budget` positions.
struct Brute {
    seat: u8,
    moves: Exact,
    budget: usize,
    played: BTreeSet<Card>,
}

impl Brute {
    fn score_after(&mut self, game: &Game, action: Action) -> Option<i32> {
        assert!(game.is_legal(action));
        if let Action::Play(card) = action {
            self.played.insert(card);
        }
        // One move and the battle's end as the audit applies them; the search is this
        // test's own: every line, nothing remembered.
        match self.moves.after(game, action) {
            Err(score) => Some(score),
            Ok(next) => self.score(&next),
        }
    }

    fn score(&mut self, game: &Game) -> Option<i32> {
        self.budget = self.budget.checked_sub(1)?;
        let mine = game.to_act() == Some(self.seat);
        let mut scores = Vec::new();
        for action in game.legal_actions() {
            scores.push(self.score_after(game, action)?);
        }
        if mine {
            scores.into_iter().max()
        } else {
            scores.into_iter().min()
        }
    }
}

fn goals(game: &Game, seat: u8) -> Vec<Goal> {
    let mut goals = vec![Goal::Win, Goal::WinKeepingCards, Goal::WinKeepingStrength];
    goals.extend(
        rivals(game, seat)
            .into_iter()
            .take(2)
            .map(|r| Goal::Stop { seat: r }),
    );
    goals
}

#[test]
fn the_solver_agrees_with_brute_force_on_small_positions() {
    let quick = std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some();
    // Positions of a seat alone in the battle, and with others still in, half each.
    let (wanted, budget) = if quick { (40, 20_000) } else { (160, 60_000) };
    let mut compared = 0;
    let mut alone = 0;
    let mut played = BTreeSet::new();
    let mut presets = BTreeSet::new();
    let mut contested = 0;
    for number in 0..100_000u64 {
        if compared >= wanted {
            break;
        }
        let Some(pos) = position::draw(number) else {
            continue;
        };
        let by_itself = position::alone(&pos.game, pos.seat);
        if position::hand_subsets(&pos.game) > 40 || by_itself && alone * 2 >= wanted {
            continue;
        }
        let (game, seat) = (&pos.game, pos.seat);
        let mut all_small = true;
        for goal in goals(game, seat) {
            let mut brute = Brute {
                seat,
                moves: Exact::new(game, seat, goal),
                budget,
                played: BTreeSet::new(),
            };
            let Some(expected) = brute.score(game) else {
                all_small = false;
                break;
            };
            let mut solver = Solver::new(game, seat, goal).unwrap();
            assert_eq!(solver.score(game), expected, "{number} {goal:?}\n{game}");
            let mut exact = Exact::new(game, seat, goal);
            assert_eq!(exact.score(game), expected, "{number} {goal:?}");
            for action in game.legal_actions() {
                brute.budget = budget;
                let by_brute = brute.score_after(game, action);
                assert_eq!(
                    Some(solver.score_after(game, action)),
                    by_brute,
                    "{number} {goal:?} {action}\n{game}"
                );
            }
            played.extend(brute.played);
        }
        if all_small {
            compared += 1;
            presets.insert(game.rules().preset.id());
            contested += !by_itself as usize;
            alone += by_itself as usize;
        }
    }
    assert_eq!(compared, wanted);
    assert_eq!(presets.len(), Preset::ALL.len(), "{presets:?}");
    assert_eq!(
        contested * 2,
        compared,
        "{contested} of {compared} with replies"
    );
    if !quick {
        // Every card effect was weighed somewhere.
        for card in [
            Card::Winter,
            Card::Spring,
            Card::Drummer,
            Card::Bishop,
            Card::ClassicBishop,
            Card::Scarecrow,
            Card::Surrender,
            Card::Heroine,
            Card::Courtesan,
            Card::Spy,
        ] {
            assert!(played.contains(&card), "{card} never played: {played:?}");
        }
    }
}

/// Winter makes seat 0's three 1s beat two 10s: one card. Winning at all has two
/// answers (Winter, or a 2 and then Winter), keeping the most cards one.
#[test]
fn winter_wins_cheapest() {
    let game = build(
        Preset::ClassicHu,
        &["M1 M1 M1 M2 Winter", "M10 M10 M3"],
        "region Roma; M1; M10; M1; M10; M1; pass",
    );
    assert_eq!(
        prove(&game, 0, Goal::Win).unwrap_err(),
        Rejection::NotUnique { step: 0 }
    );
    let (proof, _) = prove(&game, 0, Goal::WinKeepingCards).unwrap();
    assert_eq!(proof.solution(), plays(&[(0, Action::Play(Card::Winter))]));
    assert_eq!(
        proof.best,
        Goal::WinKeepingCards.score(
            0,
            Some(0),
            &"M2 Winter".parse().unwrap(),
            &"M2".parse().unwrap()
        )
    );
    assert_eq!(proof.effects, [Card::Winter]);
}

/// Surrender ends the battle while seat 0 leads; anything else lets three 10s come.
#[test]
fn surrender_ends_it_in_the_lead() {
    let game = build(
        Preset::ClassicHu,
        &["M5 Surrender M1", "M2 M10 M10 M10"],
        "region Roma; M5; M2",
    );
    let (proof, mut solver) = prove(&game, 0, Goal::Win).unwrap();
    assert_eq!(proof.line, plays(&[(0, Action::Play(Card::Surrender))]));
    assert_eq!(proof.solution_len, 1);
    assert_eq!(solver.score_after(&game, Action::Pass), 0);
    assert_eq!(solver.score_after(&game, Action::Play(Card::M1)), 0);
}

/// The new Bishop discards the 10 that beats seat 0; the favor's place is free.
#[test]
fn the_bishop_discards_the_strongest() {
    let game = build(
        Preset::Ffg2006,
        &["M3 M3 Bishop M1", "M10 M2"],
        "region Roma; M3; M10; M3; pass",
    );
    let (proof, _) = prove(&game, 0, Goal::WinKeepingCards).unwrap();
    assert_eq!(
        proof.solution()[0],
        Step {
            seat: 0,
            action: Action::Play(Card::Bishop)
        }
    );
    assert!(matches!(
        proof.solution()[1].action,
        Action::PlaceFavor(_) | Action::FavorOff
    ));
    assert_eq!(proof.solution().len(), 2);
    assert_eq!(proof.decisions, 1);
}

/// A Drummer doubles the row: 4 + 3 become 14 against 12 and a last 1, for no strength
/// from hand, where a 10 or a 6 would win too but cost their value.
#[test]
fn the_drummer_doubles_for_least_strength() {
    let game = build(
        Preset::ClassicHu,
        &["M4 M3 Drummer M10 M6", "M6 M6 M1"],
        "region Roma; M4; M6; M3; M6",
    );
    assert_eq!(game.to_act(), Some(0));
    let (proof, mut solver) = prove(&game, 0, Goal::WinKeepingStrength).unwrap();
    // Seat 1's 1 cannot catch up: it passes, and the goal is in hand.
    let expected = plays(&[(0, Action::Play(Card::Drummer)), (1, Action::Pass)]);
    assert_eq!(proof.solution(), expected);
    assert_eq!(
        solver.score_after(&game, Action::Play(Card::M6)),
        proof.best - 6
    );
    assert_eq!(
        solver.score_after(&game, Action::Play(Card::M10)),
        proof.best - 10
    );
    // Any card wins: as a plain win it has three answers.
    assert!(matches!(
        prove(&game, 0, Goal::Win),
        Err(Rejection::NotUnique { step: 0 })
    ));
}

/// The Heroine is worth 10 whatever the season: under Winter a 10 only ties, and the
/// Heroine wins whatever the last 1 does, for 10 of strength.
#[test]
fn a_heroine_counts_ten_in_winter() {
    let game = build(
        Preset::ClassicHu,
        &["M2 Winter Heroine M10", "M10 M10 M1"],
        "region Roma; M2; M10; Winter; M10",
    );
    assert_eq!(game.strength_totals()[..2], [1, 2]);
    assert_eq!(game.to_act(), Some(0));
    let (proof, mut solver) = prove(&game, 0, Goal::WinKeepingStrength).unwrap();
    assert_eq!(
        proof.solution()[0],
        Step {
            seat: 0,
            action: Action::Play(Card::Heroine)
        }
    );
    assert_eq!(proof.decisions, 1);
    // The 10 first, then the Heroine after the 1: a win, for 20.
    assert_eq!(
        solver.score_after(&game, Action::Play(Card::M10)),
        proof.best - 10
    );
}

/// A search for a medium or hard puzzle proves only a seat alone in the battle with at
/// least 3 (medium) or 4 (hard) cards; an easy one proves every position.
#[test]
fn searches_prove_only_the_positions_worth_it() {
    use session::puzzle::generate::worth_proving;
    use session::puzzle::position::Position;
    use session::puzzle::Difficulty::{Easy, Hard, Medium};
    let cases = [
        // Seat 1 is still in: only an easy search.
        (
            ["M1 M2 M3 M4 M5 M6", "M10 M5"],
            "region Roma; M1; M10",
            [true, false, false],
        ),
        // Alone with 2, 3 and 4 cards.
        (
            ["M1 M2 M3", "M10 M5"],
            "region Roma; M1; pass",
            [true, false, false],
        ),
        (
            ["M1 M2 M3 M4", "M10 M5"],
            "region Roma; M1; pass",
            [true, true, false],
        ),
        (
            ["M1 M2 M3 M4 M5", "M10 M5"],
            "region Roma; M1; pass",
            [true, true, true],
        ),
    ];
    for (hands, script, expected) in cases {
        let position = Position {
            game: build(Preset::ClassicHu, &hands, script),
            seat: 0,
            setup: None,
            history: Vec::new(),
        };
        let worth = [Easy, Medium, Hard].map(|d| worth_proving(d, &position));
        assert_eq!(worth, expected, "{hands:?} {script}");
    }
}

/// A classic-1995 Scarecrow may take from the rival's row: its 5 or its 4 both win, so
/// the answer is not one, though both play the same card.
#[test]
fn two_take_backs_are_two_answers() {
    let game = build(
        Preset::Classic1995,
        &["M4 M2 M2 Scarecrow", "M5 M4 M1"],
        "region Roma; M4; M5; M2; M4; M2; pass",
    );
    assert_eq!(game.strength_totals()[..2], [8, 9]);
    assert_eq!(
        prove(&game, 0, Goal::Win).unwrap_err(),
        Rejection::NotUnique { step: 1 }
    );
}

/// The solver counts the positions it proves and gives up past its budget.
#[test]
fn the_solver_keeps_to_its_budget() {
    let game = build(
        Preset::ClassicHu,
        &["M4 M3 Drummer M10 M6", "M6 M6 M1"],
        "region Roma; M4; M6; M3; M6",
    );
    let mut solver = Solver::new(&game, 0, Goal::WinKeepingStrength).unwrap();
    assert_eq!(solver.positions(), 0);
    assert!(solver.score(&game) > 0);
    assert!(solver.positions() > 3, "{}", solver.positions());
    assert!(!solver.exhausted());
    let mut short = Solver::new(&game, 0, Goal::WinKeepingStrength)
        .unwrap()
        .with_budget(3);
    short.score(&game);
    assert!(short.exhausted());
}

//! Judging one decision on a constructed position, from the player's own observation.

use engine::{parse_actions, Action, Card, CardCounts, Game, Preset, Region, Setup};
use session::review::{judge, Verdict};

const BUDGET: u32 = 1_500;

/// Seat 0 holds Turin and Milan (ffg-2006, 4 players: 3 adjacent regions win) and fights
/// for Genoa, which borders both. It leads 10 to 6 against seat 1, the only other player
/// still in, and holds a Surrender: playing it ends the battle at once, wins Genoa and
/// the game; passing leaves seat 1 alone to outbid it at leisure.
fn winning_position(other_hand: &str) -> Game {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 11,
        first: Some(0),
    })
    .unwrap();
    game.arrange_owner(Region::Torino, Some(0));
    game.arrange_owner(Region::Milano, Some(0));
    let hand = |text: &str| text.parse::<CardCounts>().unwrap();
    game.arrange_hand(0, hand("M10 Surrender M1 M2 Scarecrow"))
        .unwrap();
    game.arrange_hand(1, hand(other_hand)).unwrap();
    for action in parse_actions("region Genova; M10; M6; pass; pass").unwrap() {
        game.apply(action).unwrap();
    }
    assert_eq!(game.to_act(), Some(0));
    game
}

#[test]
fn the_winning_move_is_best_and_throwing_the_battle_away_a_blunder() {
    let game = winning_position("M6 M10 M5 Heroine Drummer M4");
    let obs = game.observation(0);
    let surrender = Action::Play(Card::Surrender);
    let won = judge(&obs, surrender, 5, BUDGET, 1).unwrap();
    assert_eq!(won.best, surrender, "{won:?}");
    assert_eq!(won.verdict, Verdict::Best);
    assert_eq!(
        won.chance_best, 100,
        "a move that wins the game is a certain win"
    );
    let thrown = judge(&obs, Action::Pass, 5, BUDGET, 1).unwrap();
    assert_eq!(thrown.verdict, Verdict::Blunder, "{thrown:?}");
    assert_eq!(thrown.best, surrender);
    assert!(thrown.loss() >= 30, "{thrown:?}");
    assert_eq!(thrown.move_index, 5);
    assert_eq!(thrown.seat, 0);
    // The data of the decision: every legal action rated, the best first.
    assert_eq!(thrown.options.len(), obs.legal.len());
    assert_eq!(thrown.options[0], (surrender, 100));
    assert!(thrown
        .options
        .contains(&(Action::Pass, thrown.chance_played)));
}

/// What seat 0 cannot see does not change the judgement: two games that differ only in
/// seat 1's hidden hand are judged alike, to the last figure.
#[test]
fn a_decision_is_judged_from_the_players_own_observation() {
    let strong = winning_position("M6 M10 M5 Heroine Drummer M4");
    let weak = winning_position("M6 M1 M1 M2 Winter Spring");
    assert_ne!(strong.hand(1), weak.hand(1));
    let (a, b) = (strong.observation(0), weak.observation(0));
    // Nothing else differs from seat 0's seat... but the deck, which it cannot see either.
    assert_eq!(a.hand, b.hand);
    let m1 = Action::Play(Card::M1);
    assert_eq!(
        judge(&a, m1, 5, 400, 7).unwrap(),
        judge(&b, m1, 5, 400, 7).unwrap()
    );
}

#[test]
fn nothing_to_judge_without_a_choice_or_with_an_illegal_move() {
    let game = winning_position("M6 M10 M5 Heroine Drummer M4");
    // Seat 1 is not to act: it has no legal action in its observation.
    let idle = game.observation(1);
    assert!(judge(&idle, Action::Pass, 5, 100, 1).is_none());
    // A card seat 0 does not hold.
    let obs = game.observation(0);
    assert!(judge(&obs, Action::Play(Card::Winter), 5, 100, 1).is_none());
    // A forced decision: one legal action only.
    let mut forced = obs.clone();
    forced.legal.truncate(1);
    let only = forced.legal[0];
    assert!(judge(&forced, only, 5, 100, 1).is_none());
}

/// A tiny budget still rates every legal action (two iterations each at least), so the
/// played one always has a chance.
#[test]
fn every_legal_action_is_rated_whatever_the_budget() {
    let game = winning_position("M6 M10 M5 Heroine Drummer M4");
    let obs = game.observation(0);
    for &action in &obs.legal {
        let d = judge(&obs, action, 5, 1, 3).unwrap();
        assert_eq!(d.options.len(), obs.legal.len(), "{d:?}");
        assert_eq!(d.played, action);
    }
}

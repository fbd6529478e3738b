//! The round's public history: it shows a seat nothing it may not see, and the samplers
//! deal only games under which everything seen since the deal could have happened.

use engine::{
    Action, Card, CardCounts, Game, GameRng, Observation, Preset, Record, RoundLog, Rules, Setup,
    Variant,
};

/// Random games per configuration; mutation testing plays a tenth.
fn games() -> u64 {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        12
    } else {
        120
    }
}

/// The configurations the history is checked under: face-down cards, Scarecrows taking
/// back from any row, hands discarded, draws after battle restarting the history.
fn configurations() -> Vec<(Rules, u8)> {
    vec![
        (Preset::Ffg2006.rules(), 4),
        (
            Preset::Ffg2006.rules().with_variant(Variant::HiddenCards),
            4,
        ),
        (
            Preset::Ffg2006
                .rules()
                .with_variant(Variant::DrawAfterBattle),
            3,
        ),
        (
            Preset::Zman2018.rules().with_variant(Variant::HiddenCards),
            5,
        ),
        (Preset::Classic1995.rules(), 3),
    ]
}

/// Plays random legal actions with a log beside the game, calling `at` before each
/// action (with the game, its log and the record so far).
fn random_games(mut at: impl FnMut(&Game, &RoundLog, &Record, &mut GameRng)) {
    for (rules, players) in configurations() {
        for i in 0..games() {
            let setup = Setup {
                rules,
                players,
                seed: 1000 + i,
                first: None,
            };
            let mut game = Game::new(setup).unwrap();
            let mut log = RoundLog::new(&game);
            let mut record = Record::new(setup);
            let mut rng = GameRng::from_seed(i);
            while !game.is_over() && record.actions.len() < 400 {
                at(&game, &log, &record, &mut rng);
                let legal = game.legal_actions();
                let action = legal[rng.below(legal.len() as u32) as usize];
                let seat = game.to_act().unwrap();
                let events = game.apply(action).unwrap();
                log.note(seat, action, &events, &game);
                record.actions.push(action);
            }
        }
    }
}

/// The deck of a position: every card not in a hand, a row, the discard or out of play.
fn deck_of(game: &Game) -> CardCounts {
    let mut deck = game.card_census();
    let t = game.table();
    for seat in 0..t.players {
        deck.subtract_saturating(game.hand(seat));
        deck.subtract_saturating(&t.out_of_game[seat as usize]);
        deck.subtract_saturating(&CardCounts::from_cards(
            game.row(seat).iter().map(|p| p.card),
        ));
    }
    deck.subtract_saturating(&t.discard);
    deck
}

/// Replays `actions` from `start`, keeping a log; `None` if one of them is illegal.
fn replay(start: &Game, actions: &[(u8, Action)]) -> Option<(Game, RoundLog)> {
    let mut game = start.clone();
    let mut log = RoundLog::new(&game);
    for &(seat, action) in actions {
        if game.to_act() != Some(seat) {
            return None;
        }
        let events = game.apply(action).ok()?;
        log.note(seat, action, &events, &game);
    }
    Some((game, log))
}

/// A twin round: its start, its actions, and whether the card swapped is one played face
/// down.
type Twin = (Game, Vec<(u8, Action)>, bool);

/// A twin of the round for `observer`: another seat's card that the observer never saw
/// (one kept in hand all round, or the card it played face down and never turned up)
/// swapped at the deal for a card of the deck of the same kind (Mercenary or not, so
/// the hand discards stay as they were). `None` when no such card exists. The second
/// value tells whether the swapped card is the one played face down.
fn twin(game: &Game, log: &RoundLog, observer: u8, rng: &mut GameRng) -> Option<Twin> {
    let start = log.start();
    let mut actions: Vec<(u8, Action)> = log.actions().collect();
    let players = start.players();
    let other = (observer + 1 + rng.below(players as u32 - 1) as u8) % players;
    if !start.table().known_in_hand[other as usize].is_empty() {
        return None; // arrange_hand would forget what the table knows of that hand
    }
    let deck = deck_of(start);
    let used = |card: Card| {
        actions.iter().any(|&(s, a)| {
            s == other
                && (a == Action::DiscardHand
                    || matches!(a, Action::Play(c) | Action::TakeBack { card: c, .. } if c == card))
        })
    };
    // The card it played face down and never showed, if any: a row's face-down card is
    // always the last its seat played (the next card turns it up).
    let face_down = game.row(other).iter().find(|p| !p.face_up).map(|p| p.card);
    let hidden_play = face_down.and_then(|card| {
        actions
            .iter()
            .rposition(|&(s, a)| s == other && matches!(a, Action::Play(_)))
            .filter(|&i| actions[i].1 == Action::Play(card))
    });
    let (card, played_at) = match hidden_play {
        Some(i) if rng.below(2) == 0 => match actions[i].1 {
            Action::Play(card) => (card, Some(i)),
            _ => unreachable!("only a play goes face down"),
        },
        _ => {
            let held: Vec<Card> = start.hand(other).cards().filter(|&c| !used(c)).collect();
            (
                *held.get(rng.below(held.len().max(1) as u32) as usize)?,
                None,
            )
        }
    };
    let fits = |c: Card| {
        c != card
            && c.is_mercenary() == card.is_mercenary()
            && (played_at.is_none() || c.hides())
            && !used(c)
    };
    let swaps: Vec<Card> = deck.cards().filter(|&c| fits(c)).collect();
    let swap = *swaps.get(rng.below(swaps.len().max(1) as u32) as usize)?;
    let mut hand = *start.hand(other);
    hand.remove(card, 1);
    hand.add(swap, 1);
    let mut twin = start.clone();
    twin.arrange_hand(other, hand).ok()?;
    if let Some(i) = played_at {
        actions[i].1 = Action::Play(swap);
    }
    Some((twin, actions, played_at.is_some()))
}

#[test]
fn the_history_shows_a_seat_the_same_whatever_the_others_hide() {
    let (mut compared, mut face_down) = (0u32, 0u32);
    random_games(|game, log, record, rng| {
        if record.actions.len() % 5 != 0 || log.actions().count() == 0 {
            return;
        }
        let observer = rng.below(game.players() as u32) as u8;
        let Some((start, actions, hidden)) = twin(game, log, observer, rng) else {
            return;
        };
        // An action the swap made illegal (a Scarecrow with another target, say) ends
        // the trial: only rounds that played out the same are compared.
        let Some((other_game, other_log)) = replay(&start, &actions) else {
            return;
        };
        assert_ne!(
            other_game, *game,
            "the twin holds another card than the game"
        );
        let seen = game.observation_with(observer, log);
        assert_eq!(
            other_game.observation_with(observer, &other_log),
            seen,
            "seat {observer} tells two rounds apart that differ only in a card it never saw"
        );
        compared += 1;
        face_down += hidden as u32;
    });
    eprintln!("{compared} twins compared, {face_down} with another face-down card");
    assert!(compared > 500, "only {compared} twins compared");
    assert!(
        face_down > 20,
        "only {face_down} twins differed in a face-down card"
    );
}

#[test]
fn a_face_down_card_is_masked_until_it_is_turned_up() {
    let rules = Preset::Ffg2006.rules().with_variant(Variant::HiddenCards);
    let setup = Setup {
        rules,
        players: 3,
        seed: 4,
        first: Some(0),
    };
    let mut game = Game::new(setup).unwrap();
    for (seat, hand) in ["M1 M2 M3", "M5 M6 Heroine", "M4 M10 Drummer"]
        .iter()
        .enumerate()
    {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    let mut log = RoundLog::new(&game);
    let play = |game: &mut Game, log: &mut RoundLog, text: &str| {
        let action: Action = text.parse().unwrap();
        let seat = game.to_act().unwrap();
        let events = game.apply(action).unwrap();
        log.note(seat, action, &events, game);
    };
    play(&mut game, &mut log, "region Roma");
    play(&mut game, &mut log, "M2"); // seat 0, face down
    play(&mut game, &mut log, "M5"); // seat 1, face down
    let seen = |log: &RoundLog, seat: u8| -> Vec<Option<Action>> {
        log.seen_by(seat).actions.iter().map(|s| s.action).collect()
    };
    let m2 = Some(Action::Play(Card::M2));
    let m5 = Some(Action::Play(Card::M5));
    assert_eq!(
        seen(&log, 2),
        [Some("region Roma".parse().unwrap()), None, None]
    );
    // Each seat knows its own card.
    assert_eq!(seen(&log, 0)[1], m2);
    assert_eq!(seen(&log, 1)[2], m5);
    assert_eq!(seen(&log, 0)[2], None);
    play(&mut game, &mut log, "M4"); // seat 2
    play(&mut game, &mut log, "M3"); // seat 0's next card turns its M2 up
    assert_eq!(seen(&log, 2)[1], m2, "turned up: seen by all");
    assert_eq!(seen(&log, 2)[2], None, "still face down");
    assert_eq!(
        seen(&log, 2)[4],
        None,
        "the new card is face down in its turn"
    );
}

/// Follows a sampled round with a log of its own: the deal of the round's start, then
/// each action the replay shows, applied to the position it shows it in.
fn sample_with_log(obs: &Observation, rng: &mut GameRng) -> Option<(Game, RoundLog)> {
    let start = obs.deal_start(rng)?;
    let mut log = RoundLog::new(&start);
    let mut last = start.clone();
    let present = obs.replay_round(start, rng, &mut |step| {
        assert_eq!(step.game.to_act(), Some(step.seat));
        assert!(step.proposal > 0.0 && step.proposal <= 1.0);
        last = step.game.clone();
        let events = last.apply(step.action).expect("a legal action");
        log.note(step.seat, step.action, &events, &last);
    })?;
    assert_eq!(last, present);
    Some((present, log))
}

#[test]
fn sampled_rounds_agree_with_every_public_fact() {
    let (mut checked, mut refused, mut different) = (0u32, 0u32, 0u32);
    random_games(|game, log, record, rng| {
        if record.actions.len() % 3 != 0 || game.rules().duel {
            return;
        }
        let seat = game.to_act().unwrap();
        let obs = game.observation_with(seat, log);
        let sampled = (0..64).find_map(|_| {
            let s = sample_with_log(&obs, rng);
            refused += s.is_none() as u32;
            s
        });
        let (sample, sample_log) = sampled.unwrap_or_else(|| {
            panic!(
                "no consistent deal within 64 tries: {:?} {}p, seat {seat}, history {:?}\n{game}",
                game.rules().preset,
                game.players(),
                obs.history.as_ref().map(|h| &h.actions)
            )
        });
        // The same present position, the same history seen, the same cards in play.
        assert_eq!(sample.observation_with(seat, &sample_log), obs);
        assert_eq!(sample.card_census(), game.card_census());
        let others = (0..game.players()).filter(|&s| s != seat);
        different += others.clone().any(|s| sample.hand(s) != game.hand(s)) as u32;
        checked += 1;
    });
    assert!(checked > 1000, "only {checked} positions");
    assert!(
        different > checked / 2,
        "the sampler deals other hands than the game's ({different} of {checked})"
    );
    eprintln!("{checked} positions, {refused} deals refused");
}

/// A seat that kept its hand after a battle, asked because it held no Mercenary, holds
/// none in any deal; the present position alone would often give it some.
#[test]
fn a_hand_kept_without_mercenaries_is_dealt_none() {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 3,
        seed: 8,
        first: Some(0),
    })
    .unwrap();
    let hands = [
        "M10 M10 M6 M5",
        "M1 Heroine Winter Spring Drummer",
        "M2 M3 M4",
    ];
    for (seat, hand) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    let mut log = RoundLog::new(&game);
    // Seat 1 spends its only Mercenary; seat 0 wins; seat 1 is asked and keeps its hand.
    for text in [
        "region Roma",
        "M10",
        "M1",
        "pass",
        "pass",
        "pass",
        "region Napoli",
        "keep hand",
    ] {
        let seat = game.to_act().unwrap();
        let action: Action = text.parse().unwrap();
        let events = game
            .apply(action)
            .unwrap_or_else(|e| panic!("{text}: {e}\n{game}"));
        log.note(seat, action, &events, &game);
    }
    let obs = game.observation_with(0, &log);
    let mut rng = GameRng::from_seed(3);
    let mut present_with_mercenary = 0;
    for _ in 0..200 {
        let dealt = obs.sample_game(&mut rng);
        assert!(!dealt.hand(1).has_mercenary(), "{}", dealt.hand(1));
        assert_eq!(dealt.hand(1).total(), 4);
        present_with_mercenary += obs.sample_present(&mut rng).hand(1).has_mercenary() as u32;
    }
    assert!(present_with_mercenary > 100, "{present_with_mercenary}");
}

/// Without a history both samplers deal the same games from the same generator.
#[test]
fn without_a_history_the_sampler_is_the_present_one() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 2,
        first: Some(1),
    })
    .unwrap();
    let obs = game.observation(1);
    assert!(obs.history.is_none());
    let (mut a, mut b) = (GameRng::from_seed(9), GameRng::from_seed(9));
    for _ in 0..20 {
        assert_eq!(obs.sample_game(&mut a), obs.sample_present(&mut b));
    }
}

/// The history travels to the AI's worker as JSON: it comes back the same, and the
/// present position's JSON is as it was.
#[test]
fn the_history_survives_json() {
    let mut record = Record::new(Setup {
        rules: Preset::Ffg2006.rules().with_variant(Variant::HiddenCards),
        players: 4,
        seed: 12,
        first: Some(0),
    });
    let (mut game, _) = record.replay().unwrap();
    let mut rng = GameRng::from_seed(1);
    for _ in 0..30 {
        let legal = game.legal_actions();
        let a = legal[rng.below(legal.len() as u32) as usize];
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let (replayed, log) = record.replay_logged().unwrap();
    assert_eq!(replayed, game);
    let obs = game.observation_with(2, &log);
    assert!(!obs.history.as_ref().unwrap().actions.is_empty());
    let json = serde_json::to_string(&obs).unwrap();
    assert_eq!(serde_json::from_str::<Observation>(&json).unwrap(), obs);
    let plain = serde_json::to_string(&game.observation(2)).unwrap();
    assert!(!plain.contains("history"));
    assert_eq!(
        serde_json::from_str::<Observation>(&plain).unwrap(),
        game.observation(2)
    );
}

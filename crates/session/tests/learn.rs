//! Learn to play: the prepared deal and its script still teach what the coach says they
//! teach. If a change of the engine makes a scripted move illegal, or a teaching point
//! (Winter, the Scarecrow, the favor, the round's end...) no longer happens where the
//! coach expects it, this fails: fix the script in crates/session/src/learn.rs, and the
//! coach's words.

mod common;
use common::Acting;

use engine::{Action, Card, Event, Phase, Region, Season};
use i18n::Catalog;
use session::learn::{self, Ask, Coach, LEARNER, SCRIPT, STEPS};
use session::{Origin, Session};

/// Plays the whole script, returning the session and the events of each move.
fn play() -> (Session, Vec<Vec<Event>>) {
    let mut s = learn::session().expect("the lesson's setup is valid");
    let script = learn::script();
    assert_eq!(script.len(), SCRIPT.len(), "every scripted move parses");
    let mut events = Vec::new();
    for (i, action) in script.into_iter().enumerate() {
        let human = s.human_to_act() == Some(LEARNER);
        let is_step = STEPS.iter().any(|st| st.at == i && st.ask == Ask::Move);
        assert_eq!(
            human, is_step,
            "move {i} ({action}): the learner acts exactly at the coach's steps"
        );
        if !human {
            assert_eq!(
                learn::scripted_reply(&s),
                Some(action),
                "move {i} is the opponents' prepared move"
            );
        }
        events.push(
            s.apply(action)
                .unwrap_or_else(|e| panic!("move {i} ({action}) is illegal: {e:?}")),
        );
    }
    (s, events)
}

fn happened(events: &[Vec<Event>], at: usize, what: impl Fn(&Event) -> bool) -> bool {
    events[at].iter().any(what)
}

#[test]
fn the_lesson_is_a_three_player_ffg_game_never_recorded() {
    let s = learn::session().unwrap();
    assert_eq!(s.origin(), Origin::Lesson);
    assert_eq!(s.game().players(), 3);
    assert_eq!(s.preset(), engine::Preset::Ffg2006);
    assert_eq!(s.acting(), Some(LEARNER));
    assert_eq!(s.viewer(), Some(LEARNER));
    assert!(session::stats::finished(&s, 0.0).is_none());
}

#[test]
fn every_scripted_move_is_legal_and_teaches_its_point() {
    let (s, ev) = play();
    let step_at = |text: &str| STEPS.iter().find(|st| st.text == text).unwrap().at;

    // Winter is played by the learner and is the season.
    let winter = step_at("learn-step-winter");
    assert!(happened(&ev, winter, |e| matches!(
        e,
        Event::SeasonChanged {
            season: Season::Winter,
            ..
        }
    )));
    assert!(happened(&ev, winter, |e| matches!(
        e,
        Event::Played {
            seat: 0,
            card: Some(Card::Winter)
        }
    )));
    // The Scarecrow takes the Mercenary 10 back to the learner's hand.
    let take = step_at("learn-step-take-back");
    assert!(happened(&ev, take, |e| matches!(
        e,
        Event::ScarecrowTook {
            seat: 0,
            card: Card::M10,
            ..
        }
    )));
    // The learner's pass ends the first battle, won 4 to 3 and 3.
    let pass = step_at("learn-step-pass");
    assert!(happened(
        &ev,
        pass,
        |e| matches!(e, Event::BattleEnded { strengths, winner: Some(0), .. } if strengths[..3] == [4, 3, 3])
    ));
    assert!(happened(&ev, pass, |e| matches!(
        e,
        Event::RegionConquered {
            seat: 0,
            region: Region::Firenze,
            ..
        }
    )));
    // The Bishop discards, then the learner places the favor on Roma.
    let bishop = step_at("learn-step-bishop");
    assert!(happened(&ev, bishop, |e| matches!(
        e,
        Event::BishopDiscarded { value: Some(5), .. }
    )));
    let favor = step_at("learn-step-favor");
    assert!(happened(&ev, favor, |e| matches!(
        e,
        Event::FavorPlaced {
            seat: 0,
            region: Some(Region::Roma)
        }
    )));
    // The round ends with the learner keeping two cards.
    let keep = step_at("learn-step-keep");
    assert!(happened(&ev, keep, |e| matches!(
        e,
        Event::RoundEnded { round: 1 }
    )));
    assert!(s.game().table().round == 2);
    assert_eq!(s.game().table().favor, Some(Region::Roma));
    assert!(s.game().hand(LEARNER).contains(Card::M10));
    assert!(s.game().hand(LEARNER).contains(Card::Heroine));
    // After the guided part the game goes on, with the AI to move.
    assert!(!s.game().is_over());
    assert!(!learn::guided(&s));
    assert!(matches!(s.game().phase(), Phase::Battle { .. }));
    assert!(s.ai_to_act().is_some());
}

#[test]
fn the_coach_follows_the_moves_played_and_the_explanations_read() {
    // Every position with a step asks for a move there: an explanation always comes
    // before a move (so the coach waits only where no step stands).
    for st in STEPS {
        assert!(
            STEPS.iter().any(|m| m.at == st.at && m.ask == Ask::Move),
            "step at {} has no move",
            st.at
        );
    }
    assert_eq!(
        learn::coach(0, &[]),
        Coach::Step {
            index: 0,
            waiting: false
        }
    );
    // While the opponents answer, the last message stays, with nothing to do.
    assert_eq!(
        learn::coach(2, &[]),
        Coach::Step {
            index: 1,
            waiting: true
        }
    );
    // An explanation comes before the move at the same position, until it is read.
    let breakdown = STEPS
        .iter()
        .position(|st| st.ask == Ask::Breakdown)
        .unwrap();
    let at = STEPS[breakdown].at;
    assert_eq!(
        learn::coach(at, &[]),
        Coach::Step {
            index: breakdown,
            waiting: false
        }
    );
    assert_eq!(
        learn::coach(at, &[breakdown]),
        Coach::Step {
            index: breakdown + 1,
            waiting: false
        }
    );
    assert_eq!(learn::coach(SCRIPT.len(), &[]), Coach::Done);
}

#[test]
fn a_move_the_step_does_not_ask_for_is_turned_down() {
    let s = learn::session().unwrap();
    let asked = Action::ChooseRegion(Region::Firenze);
    assert_eq!(learn::check(&s, asked), None);
    assert_eq!(
        learn::check(&s, Action::ChooseRegion(Region::Roma)),
        Some(asked)
    );
    // A game that is not a lesson is never checked.
    let mut free = s.clone();
    free.mark_origin(Origin::New);
    assert_eq!(
        learn::check(&free, Action::ChooseRegion(Region::Roma)),
        None
    );
}

/// Every step's words at its place in the script, as the learner reads them: names,
/// cards, regions and strengths filled in from the game.
#[test]
fn every_step_says_what_the_table_shows() {
    let words = Catalog::english();
    let expected = [
        "You are Anna, against Bianca and Carlo. You hold the Condottiere token, so you choose where the first battle is fought. Choose Florence on the map.",
        "Mercenaries are your army: each counts its number. Open with a small one and see how the others answer: play your Mercenary 3.",
        "They answered with Mercenaries 10. The Drummer doubles every Mercenary in your row, also those you play after it. Play the Drummer.",
        "With the Drummer your row counts 6. Now play your Mercenary 10: doubled, it counts 20.",
        "Bianca has caught up, 26 to your 26, and more big Mercenaries may come. Winter makes every Mercenary count 1, in every row; your Drummer still doubles yours. Play Winter.",
        "Bianca and Carlo have passed: they are out of this battle, and their rows still count. The number on your row is your strength: open it to see how your 4 is counted.",
        "Everyone else has passed, so you may play on alone as long as you like. Under Winter a 1 counts as much as a 10: play your Mercenary 1…",
        "…and now the Scarecrow: it takes a Mercenary from your row back to your hand. Play it to save your Mercenary 10 for a battle where it counts 10.",
        "Choose the Mercenary the Scarecrow takes back: your Mercenary 10.",
        "You still lead, 4 to 3. Pass: when everyone has passed, the battle ends and the strongest row wins the region.",
        "The battle is over. You had 4, Bianca 3 and Carlo 3. The single highest strength wins: Florence is yours and takes your colour on the map, and you keep the Condottiere token. On a tie, nobody takes the region.",
        "As the winner you choose the next battle's region at once. Regions that touch make a kingdom: with three players, 4 adjacent regions or 6 in all win the game. Choose Siena, next to Florence.",
        "A new battle, and you open it. Play your Mercenary 2.",
        "The Bishop discards every Mercenary 5 in play, in every row, and then lets you place the papal favor. Play the Bishop.",
        "Place the papal favor: no battle can be fought for the region where it lies. Put it on Rome.",
        "Keep your best cards for the battles to come: pass now, and let Bianca and Carlo spend theirs on Siena.",
        "Bianca and Carlo played on, then threw away their hands, which held no Mercenary. When at most one player still has cards, the round ends. You are that player: you keep up to 2 cards, the rest go back into the deck, and everyone is dealt up to 10 cards plus 1 for each region they hold.",
        "Keep your Mercenary 10 and your Heroine: choose both, then Confirm.",
    ];
    let mut s = learn::session().unwrap();
    let mut said = Vec::new();
    for (i, action) in learn::script().into_iter().enumerate() {
        for (index, st) in STEPS.iter().enumerate() {
            if st.at == i {
                said.push(learn::step_text(&words, &s.view(Some(LEARNER)), index));
            }
        }
        s.apply(action).unwrap();
    }
    assert_eq!(said, expected);
}

#[test]
fn the_coach_answers_a_move_it_did_not_ask_for() {
    let words = Catalog::english();
    let mut s = learn::session().unwrap();
    let asked = learn::scripted(0).unwrap();
    assert_eq!(
        learn::declined_text(
            &words,
            &s.view(Some(LEARNER)),
            Action::ChooseRegion(Region::Roma),
            asked
        ),
        "Rome is a fine move in your own games, where every legal move is yours to choose. \
         In this lesson each move is prepared so you can see every card at work: this step is \
         about Florence."
    );
    s.apply(asked).unwrap();
    let asked = learn::scripted(1).unwrap();
    assert_eq!(
        learn::declined_text(
            &words,
            &s.view(Some(LEARNER)),
            Action::Play(Card::M10),
            asked
        ),
        "Good thinking, but keep your Mercenary 10 for now: this step shows what Mercenary 3 \
         does. Try it; it is marked on the table."
    );
    assert!(
        learn::declined_text(&words, &s.view(Some(LEARNER)), Action::Pass, asked)
            .starts_with("Pass is a fine move")
    );
}

#[test]
fn the_script_names_its_regions_and_kept_cards() {
    assert_eq!(
        learn::region_of(Action::ChooseRegion(Region::Siena)),
        Some(Region::Siena)
    );
    assert_eq!(
        learn::region_of(Action::PlaceFavor(Region::Roma)),
        Some(Region::Roma)
    );
    assert_eq!(learn::region_of(Action::Pass), None);
    assert_eq!(
        learn::keep_cards(Action::Keep([Some(Card::M10), Some(Card::Heroine)])),
        [Card::M10, Card::Heroine]
    );
    assert_eq!(learn::keep_cards(Action::Keep([None, None])), []);
    assert_eq!(learn::keep_cards(Action::Pass), []);
    assert_eq!(learn::scripted(SCRIPT.len()), None);
    assert!(learn::is_lesson(&learn::session().unwrap()));
}

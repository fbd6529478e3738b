//! Component tests in headless Chromium: the map, the game screen's privacy, the AI's
//! turns and the hint, each mounted alone on a session built in the test.
//! (`cargo test -p condottiere --target wasm32-unknown-unknown`, see scripts/test.sh.)
#![cfg(target_arch = "wasm32")]

use condottiere::ai_client::decide_on_main_thread;
use condottiere::ai_service::decide_in_browser;
use condottiere::table::{Kind, Table};
use condottiere::ui::game::{Feed, GameScreen};
use condottiere::ui::map::{selectable_regions, ItalyMap, MapState};
use engine::{Action, Phase, Preset, Region, Setup};
use leptos::mount::mount_to;
use leptos::prelude::*;
use session::{AiLevel, SeatConfig, SeatKind, Session};
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

mod common;
use common::{all, click, container, one, sleep};

wasm_bindgen_test_configure!(run_in_browser);

fn session(players: u8, kinds: &[SeatKind], seed: u64) -> Session {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players,
        seed,
        first: Some(0),
    };
    let seats = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatConfig {
            name: format!("Player {i}"),
            color: i as u8,
            kind,
        })
        .collect();
    Session::new(setup, seats).unwrap()
}

/// The game screen on `session`, at no AI delay, mounted in a fresh element. The test page
/// has no AI worker: the AI decides on the main thread.
async fn mount_game(session: Session, id: &str) -> (Table, HtmlElement, impl Drop) {
    decide_on_main_thread(Some(decide_in_browser));
    mount_screen(session, id).await
}

/// The game screen on a table of its own, with the AI left to its worker.
async fn mount_screen(session: Session, id: &str) -> (Table, HtmlElement, impl Drop) {
    let root = container(id);
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let handle = mount_to(root.clone(), {
        let made = made.clone();
        move || {
            let table = Table::new(0, None);
            table.begin(session, Kind::Game);
            table.show_here();
            made.set(Some(table));
            view! { <GameScreen feed=Feed::of(table)/> }
        }
    });
    leptos::task::tick().await;
    (
        made.get().expect("the table is made with the mount"),
        root,
        handle,
    )
}

/// Reads the whole game at `table` (the test's view from above the table).
fn whole<T>(table: Table, read: impl FnOnce(&Session) -> T) -> T {
    table.reveal(read).expect("a game at the table")
}

#[wasm_bindgen_test]
async fn map_marks_owners_and_only_selectable_regions_answer_clicks() {
    let s = session(3, &[SeatKind::Human; 3], 5);
    let mut state = MapState::of(&s.view(None), Vec::new());
    state.owners[Region::Roma.index()] = Some(1);
    state.owner_seats[Region::Roma.index()] = Some(1);
    state.owner_names[Region::Roma.index()] = Some("Bianca".into());
    state.favor = Some(Region::Napoli);
    state.selectable = vec![(Region::Milano, Action::ChooseRegion(Region::Milano))];
    let state = RwSignal::new(state);
    let picked: RwSignal<Vec<Action>> = RwSignal::new(Vec::new());
    let root = container("test-map");
    let handle = mount_to(root.clone(), move || {
        view! { <ItalyMap state=state.into() on_pick=Callback::new(move |a| picked.update(|p| p.push(a)))/> }
    });
    leptos::task::tick().await;

    let regions = all(&root, "path[data-region]");
    assert_eq!(regions.len(), 17, "one shape per region");
    let roma = one(&root, r#"[data-region="Roma"]"#).unwrap();
    assert_eq!(roma.get_attribute("data-owner").as_deref(), Some("1"));
    let owned = all(&root, r#"[data-region][data-owner]:not([data-owner=""])"#);
    assert_eq!(owned.len(), 1, "only Roma has an owner");
    // Each region says what a sighted player sees; only a selectable one is a button.
    assert_eq!(
        roma.get_attribute("aria-label").as_deref(),
        Some("Rome, held by Bianca")
    );
    assert_eq!(roma.get_attribute("role").as_deref(), Some("img"));
    let napoli = one(&root, r#"[data-region="Napoli"]"#).unwrap();
    assert_eq!(
        napoli.get_attribute("aria-label").as_deref(),
        Some("Naples, papal favor")
    );
    let selectable = all(&root, r#"[data-selectable="true"]"#);
    assert_eq!(selectable.len(), 1);
    assert_eq!(
        selectable[0].get_attribute("data-region").as_deref(),
        Some("Milano")
    );
    assert_eq!(
        selectable[0].get_attribute("role").as_deref(),
        Some("button")
    );
    assert_eq!(
        selectable[0].get_attribute("tabindex").as_deref(),
        Some("0"),
        "the map's one Tab stop"
    );

    click(&roma);
    assert!(picked.get_untracked().is_empty(), "Roma may not be chosen");
    click(&selectable[0]);
    assert_eq!(
        picked.get_untracked(),
        vec![Action::ChooseRegion(Region::Milano)]
    );

    // Once the choice is made, nothing is selectable or focusable any more.
    state.update(|s| s.selectable.clear());
    leptos::task::tick().await;
    assert!(all(&root, r#"[data-selectable="true"]"#).is_empty());
    let milano = one(&root, r#"[data-region="Milano"]"#).unwrap();
    assert_eq!(
        milano.get_attribute("tabindex"),
        None,
        "no longer focusable"
    );
    assert_eq!(
        milano.get_attribute("role").as_deref(),
        Some("img"),
        "no longer a button"
    );
    click(&milano);
    assert_eq!(picked.get_untracked().len(), 1);

    drop(handle);
    root.remove();
}

#[wasm_bindgen_test]
async fn the_selectable_regions_are_the_legal_ones() {
    let s = session(3, &[SeatKind::Human; 3], 9);
    let legal = s.game().legal_actions();
    let selectable = selectable_regions(s.game().phase(), &legal);
    assert_eq!(s.game().phase(), Phase::ChooseRegion);
    assert_eq!(
        selectable.len(),
        legal
            .iter()
            .filter(|a| matches!(a, Action::ChooseRegion(_)))
            .count()
    );
    assert!(selectable
        .iter()
        .all(|(r, a)| *a == Action::ChooseRegion(*r)));
}

/// Pass-and-play: while the device changes hands nothing private is in the DOM; after
/// the tap, exactly the holder's hand is.
#[wasm_bindgen_test]
async fn handoff_screen_keeps_every_hand_out_of_the_dom() {
    let (table, root, handle) =
        mount_game(session(3, &[SeatKind::Human; 3], 21), "test-handoff").await;

    assert!(one(&root, r#"[data-screen="handoff"]"#).is_some());
    assert!(all(&root, "[data-card]").is_empty());
    assert!(one(&root, ".hand").is_none());
    assert!(root.text_content().unwrap().contains("Player 0"));

    click(&one(&root, r#"[data-action="reveal"]"#).unwrap());
    leptos::task::tick().await;
    assert!(one(&root, r#"[data-screen="handoff"]"#).is_none());
    let hand = whole(table, |s| s.game().hand(0).to_string());
    let shown: Vec<String> = all(&root, "[data-card]")
        .iter()
        .filter_map(|e| e.get_attribute("data-card"))
        .collect();
    assert_eq!(shown.join(" "), hand, "seat 0's hand, in order");

    // Seat 0 chooses a region by clicking it and plays a Mercenary: seat 1 must take the
    // device, and then sees which card just arrived.
    let region = all(&root, r#"[data-selectable="true"]"#)
        .into_iter()
        .next()
        .expect("a region to choose");
    click(&region);
    leptos::task::tick().await;
    let mercenary = all(&root, "button[data-card][data-playable]")
        .into_iter()
        .find(|b| {
            b.get_attribute("data-card")
                .is_some_and(|c| c.starts_with('M'))
        })
        .expect("a Mercenary to play");
    let played = mercenary.get_attribute("data-card").unwrap();
    click(&mercenary);
    leptos::task::tick().await;
    assert!(one(&root, r#"[data-screen="handoff"]"#).is_some());
    assert!(all(&root, "[data-card], [data-row-card]").is_empty());
    assert!(root.text_content().unwrap().contains("Player 1"));

    click(&one(&root, r#"[data-action="reveal"]"#).unwrap());
    leptos::task::tick().await;
    let fresh = all(&root, ".slot.fresh [data-row-card]");
    assert_eq!(fresh.len(), 1, "one card is marked as just played");
    assert_eq!(fresh[0].get_attribute("data-row-card"), Some(played));
    let seat0 = one(&root, r#"[data-seat="0"]"#).unwrap();
    assert!(seat0.contains(Some(&fresh[0])), "in seat 0's row");

    // Seat 1 passes: nothing new lands in a row, so no card is marked.
    click(&one(&root, r#"[data-action="pass"]"#).expect("a pass button"));
    leptos::task::tick().await;
    assert!(one(&root, r#"[data-screen="handoff"]"#).is_some());
    click(&one(&root, r#"[data-action="reveal"]"#).unwrap());
    leptos::task::tick().await;
    assert!(all(&root, ".slot.fresh").is_empty());
    let steps = whole(table, |s| s.record().actions.len());
    assert_eq!(steps, 3);

    drop(handle);
    root.remove();
}

/// An AI that cannot answer (here: the test page has no worker to load) stops the game
/// with a message and loses nothing; "Try again" asks again, and the AI moves.
#[wasm_bindgen_test]
async fn an_ai_that_cannot_answer_is_reported_and_asked_again() {
    let kinds = [
        SeatKind::Ai(AiLevel::Rule),
        SeatKind::Human,
        SeatKind::Ai(AiLevel::Rule),
    ];
    // Only the worker may answer, and there is none.
    decide_on_main_thread(None);
    let (table, root, handle) = mount_screen(session(3, &kinds, 41), "test-ai-fails").await;
    let actions = || whole(table, |s| s.record().actions.len());
    assert!(whole(table, |s| s.ai_to_act().is_some()));
    let before = actions();
    let mut waited = 0;
    while one(&root, r#"[data-error="ai"]"#).is_none() {
        assert!(waited < 10_000, "no message for the AI that did not answer");
        sleep(20).await;
        waited += 20;
    }
    let notice = one(&root, r#"[data-error="ai"]"#).unwrap();
    assert_eq!(notice.get_attribute("role").as_deref(), Some("alert"));
    assert!(notice.text_content().unwrap().contains("Your game is kept"));
    assert_eq!(actions(), before, "a move was made without an answer");

    decide_on_main_thread(Some(decide_in_browser));
    click(&one(&root, r#"[data-action="retry-ai"]"#).expect("a try-again button"));
    leptos::task::tick().await;
    let mut waited = 0;
    while actions() == before {
        assert!(waited < 10_000, "the AI did not move when asked again");
        sleep(20).await;
        waited += 20;
    }
    assert!(one(&root, r#"[data-error="ai"]"#).is_none());

    drop(handle);
    root.remove();
}

/// The AI seats move by themselves (here on the main thread: tests have no worker) until
/// the human must act again, and a hint is given for the human's position only.
#[wasm_bindgen_test]
async fn ai_seats_play_on_and_the_hint_belongs_to_its_position() {
    let kinds = [
        SeatKind::Human,
        SeatKind::Ai(AiLevel::Rule),
        SeatKind::Ai(AiLevel::Rule),
    ];
    let (table, root, handle) = mount_game(session(3, &kinds, 33), "test-ai").await;
    // A single human holds the device from the start: no hand-off.
    assert!(one(&root, r#"[data-screen="handoff"]"#).is_none());

    click(&one(&root, r#"[data-action="hint"]"#).expect("a hint button"));
    leptos::task::tick().await;
    let hint_text = || one(&root, ".hint").and_then(|h| h.text_content());
    assert_eq!(hint_text().as_deref(), Some("Thinking…"));
    // The Hard search answers asynchronously (from the worker, or here the fallback).
    let mut waited = 0;
    while !hint_text().is_some_and(|t| t.starts_with("Suggested: ")) {
        assert!(waited < 20_000, "no hint came: {:?}", hint_text());
        sleep(20).await;
        waited += 20;
    }

    let region = all(&root, r#"[data-selectable="true"]"#)
        .into_iter()
        .next()
        .unwrap();
    click(&region);
    leptos::task::tick().await;
    assert!(one(&root, ".hint").is_none(), "a hint for an old position");
    click(&one(&root, r#"[data-action="pass"]"#).unwrap());

    // The two AIs finish the battle between themselves; wait until the human is asked.
    let mut waited = 0;
    while whole(table, |s| s.human_to_act().is_none()) {
        assert!(waited < 10_000, "the AIs never handed the turn back");
        sleep(20).await;
        waited += 20;
    }
    leptos::task::tick().await;
    let (steps, phase) = whole(table, |s| (s.record().actions.len(), s.game().phase()));
    assert!(steps > 2, "the AIs played ({steps} actions)");
    let screen = one(&root, r#"[data-screen="game"]"#).unwrap();
    assert_eq!(
        screen.get_attribute("data-step"),
        Some(steps.to_string()),
        "the screen shows the latest position"
    );
    assert!(phase != Phase::GameOver, "one battle does not end the game");
    // The chronicle lists the newest event first, numbered from the deal (1) upwards.
    let log = one(&root, "ol.log").unwrap();
    // An AI's reason joins the line of its move: lines, not log entries, are numbered;
    // during play a reason says only what any player may read.
    let lines = table.view().with_untracked(|v| {
        v.as_ref()
            .unwrap()
            .chronicle_lines(&condottiere::i18n::catalog())
    });
    assert_eq!(log.get_attribute("start"), Some(lines.len().to_string()));
    assert!(log.has_attribute("reversed"));
    let first = one(&root, "ol.log li").unwrap().text_content().unwrap();
    let newest = lines.last().unwrap();
    assert_eq!(
        first,
        format!("{}{}", newest.text, newest.why.clone().unwrap_or_default())
    );
    assert!(
        lines.iter().any(|l| l.why.is_some()),
        "the AIs' moves come with their reasons"
    );

    drop(handle);
    root.remove();
}

//! The friend's screens: the invite (who asks, to what, under which name), the reply to
//! send back, the lobby until the host starts, the table, and the end with this device's
//! copy of the record. And the reply's own screen on the host's device, which hands the
//! reply to the table waiting for it.

use super::guest::{presence_word, Joining, Step};
use super::host::Hosting;
use super::link_out::{LinkKind, LinkOut};
use super::rtc;
use super::servers::ConnectionSettings;
use crate::i18n::{t, tf, tr};
use crate::table::{Keeping, Kind, Table};
use crate::ui::game::{GameScreen, Icon};
use crate::ui::later::Exit;
use crate::ui::over::GameOver;
use i18n::Arg;
use leptos::prelude::*;
use session::screen::Screen;
use session::{SeatKind, Session};

/// How long the reply waits for the host before the friend is told what else to try.
const REPLY_PATIENCE_MS: u64 = 45_000;
/// How long a reply opened in a tab with no table waits for another tab's word.
const HANDOVER_MS: u64 = 3_000;

/// Why a code (an invite's, a reply's) cannot be read, in the player's words.
pub fn code_error_text(error: net::CodeError) -> String {
    use net::CodeError;
    t(match error {
        CodeError::NotBase64 => "link-error-not-base64",
        CodeError::TooShort => "link-error-too-short",
        CodeError::Checksum => "link-error-checksum",
        CodeError::WrongKind(_) => "friends-code-wrong-kind",
        CodeError::Newer(_) => "link-error-version",
        CodeError::Invalid(_) => "friends-code-invalid",
    })
}

/// An invite that cannot be read.
pub fn bad_invite(error: net::CodeError, exit: Callback<Exit>) -> AnyView {
    view! {
        <section class="link-error" data-screen="link-error">
            <h2>{tr("friends-invite-bad")}</h2>
            <p class="error" role="alert">{move || code_error_text(error)}</p>
            <p>{tr("friends-invite-ask-again")}</p>
            <button class="primary" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
        </section>
    }
    .into_any()
}

/// The friend's screens for `joining`.
pub fn join_view(joining: Joining, exit: Callback<Exit>) -> AnyView {
    let host = move || joining.invite.with_value(|i| i.host.clone());
    let step = Memo::new(move |_| joining.step.get());
    let has_view = Memo::new(move |_| joining.lobby.with(Option::is_some));
    let feed = joining.feed();
    let started = Memo::new(move |_| feed.view.with(Option::is_some));
    let over = Memo::new(move |_| joining.record.with(Option::is_some));
    let leave = Callback::new(move |_| {
        joining.close();
        exit.run(Exit::To(Screen::Home));
    });
    let title = move || {
        let (preset, players) = joining.invite.with_value(|i| (i.preset, i.players));
        tf(
            "friends-join-title",
            &[
                ("host", Arg::player(host())),
                ("edition", crate::i18n::preset_text(preset).0.into()),
                ("players", i64::from(players).into()),
            ],
        )
    };
    let body = move || {
        match (step.get(), started.get(), over.get()) {
        (_, _, true) => finished(joining, exit),
        (Step::Connected, false, _) => lobby(joining, has_view),
        (Step::Invited, ..) => name_form(joining),
        (Step::Answering, ..) => view! {
            <p class="friends-status" role="status" data-friends-step="answering">{tr("friends-answering")}</p>
        }
        .into_any(),
        (Step::Reply(link), ..) => reply_out(joining, link),
        (Step::Failed, ..) => view! {
            {problem("failed", "friends-failed", joining)}
            <button class="primary" data-action="join-again" on:click=move |_| {
                let name = joining.name.get_untracked();
                joining.answer(name);
            }>{tr("friends-try-again")}</button>
            <ConnectionSettings/>
        }
        .into_any(),
        (Step::Used, ..) => problem("used", "friends-used", joining),
        (Step::Outdated, ..) => problem("outdated", "friends-outdated", joining),
        (Step::Lost | Step::Connected, ..) => problem("lost", "friends-lost", joining),
    }
    };
    // During the game the table is the screen (the page lays it out as its own); before
    // it and after it, the invite's title says where this is.
    let playing = Memo::new(move |_| {
        started.get() && !over.get() && matches!(step.get(), Step::Connected | Step::Lost)
    });
    let screen = move || {
        match playing.get() {
        true => table(joining, feed, leave),
        false => view! {
            <section class="friends join" data-screen="join">
                <button type="button" class="subtle back-home" data-action="home" on:click=move |_| leave.run(())>{tr("home-back")}</button>
                <h2>{title}</h2>
                {body}
            </section>
        }
        .into_any(),
    }
    };
    view! { {screen} }.into_any()
}

/// A step's words (`id`, given the host's name), marked `data-friends-step`.
fn problem(step: &'static str, id: &'static str, joining: Joining) -> AnyView {
    let host = joining.invite.with_value(|i| i.host.clone());
    view! {
        <p class="friends-status warning" role="alert" data-friends-step=step>
            {move || tf(id, &[("host", Arg::player(host.clone()))])}
        </p>
    }
    .into_any()
}

/// The friend's name, and the way to the reply.
fn name_form(joining: Joining) -> AnyView {
    let name = RwSignal::new(joining.name.get_untracked());
    let refused = RwSignal::new(false);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        refused.set(!joining.answer(name.get_untracked()));
    };
    view! {
        <form class="friends-name" on:submit=submit>
            <p>{tr("friends-join-intro")}</p>
            <label>
                {tr("friends-your-name")}
                <input type="text" data-join-name="" maxlength=net::name::MAX_NAME_CHARS.to_string() autocomplete="nickname" required=true
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
            </label>
            {move || refused.get().then(|| view! {
                <p class="error" role="alert">{move || tf("friends-name-needed", &[("count", (net::name::MAX_NAME_CHARS as i64).into())])}</p>
            })}
            <button type="submit" class="primary" data-action="join">{tr("friends-join")}</button>
            <p class="muted">{tr("friends-help-deals")}</p>
            <ConnectionSettings/>
        </form>
    }
    .into_any()
}

/// The reply to send back, and what happens next.
fn reply_out(joining: Joining, link: String) -> AnyView {
    let host = joining.invite.with_value(|i| i.host.clone());
    let slow = RwSignal::new(false);
    set_timeout(
        move || {
            slow.try_set(true);
        },
        std::time::Duration::from_millis(REPLY_PATIENCE_MS),
    );
    let label = Signal::derive(|| t("friends-reply-link"));
    let words = move |id: &'static str| {
        let host = host.clone();
        move || tf(id, &[("host", Arg::player(host.clone()))])
    };
    view! {
        <div class="friends-reply" data-friends-step="reply">
            <p>{words("friends-reply-intro")}</p>
            <LinkOut url=link kind=LinkKind::Reply label=label/>
            <p class="friends-status" role="status">{words("friends-reply-waiting")}</p>
            {move || slow.get().then(|| view! { <p class="warning" data-friends-slow="">{tr("friends-reply-slow")}</p> })}
        </div>
    }
    .into_any()
}

/// The seats as every device sees them, `[data-seat][data-seat-state]`.
fn seat_list(seats: Signal<Vec<net::SeatState>>) -> impl IntoView {
    move || {
        seats.with(|seats| {
            seats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let state = presence_word(s.presence);
                    let name = s.name.clone();
                    let who = match s.player {
                        net::Player::Host => "friends-player-host",
                        net::Player::Friend => "friends-player-friend",
                        net::Player::Ai => "friends-player-ai",
                    };
                    let presence = format!("friends-presence-{state}");
                    view! {
                        <li data-seat=i.to_string() data-seat-state=state>
                            <bdi class="seat-name">{name}</bdi>
                            " · " {move || t(who)}
                            " · " <span class="presence">{move || t(&presence)}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    }
}

/// Connected, before the game: the host's table as it fills.
fn lobby(joining: Joining, has_lobby: Memo<bool>) -> AnyView {
    let host = joining.invite.with_value(|i| i.host.clone());
    let seats = Signal::derive(move || joining.seats.get());
    view! {
        <div class="friends-lobby" data-friends-step="lobby">
            <p role="status">{move || if has_lobby.get() {
                tf("friends-joined-waiting", &[("host", Arg::player(host.clone()))])
            } else {
                t("friends-connecting")
            }}</p>
            <ol class="friends-seats">{seat_list(seats)}</ol>
            <p class="muted">{tr("friends-help-deals")}</p>
        </div>
    }
    .into_any()
}

/// The game on this device, from the host's view of this seat.
fn table(joining: Joining, feed: crate::ui::game::Feed, leave: Callback<()>) -> AnyView {
    let host = joining.invite.with_value(|i| i.host.clone());
    let lost = Memo::new(move |_| joining.step.get() == Step::Lost);
    let panel = ViewFn::from(move || {
        let host = host.clone();
        move || {
            let host = host.clone();
            lost.get().then(move || {
                view! {
                    <p class="friends-status warning" role="alert" data-friends-step="lost">
                        {move || tf("friends-lost", &[("host", Arg::player(host.clone()))])}
                    </p>
                }
            })
        }
    });
    let tools = ViewFn::from(move || {
        view! {
            <button class="tool subtle leave" data-action="leave" on:click=move |_| leave.run(())>
                {Icon::Leave.view()}<span class="tool-label">{tr("action-leave")}</span>
            </button>
        }
    });
    super::in_place::with_rules(move || {
        let (tools, panel) = (tools.clone(), panel.clone());
        view! { <GameScreen feed=feed tools=tools panel=panel/> }.into_any()
    })
}

/// The game is over: this device's copy of the record, saved here with this seat as the
/// player's (the host's people and the other friends are friends here), and its end.
fn finished(joining: Joining, exit: Callback<Exit>) -> AnyView {
    let Some(mut parts) = joining.record.get_untracked() else {
        return ().into_any();
    };
    let mine = joining.invite.with_value(|i| i.seat);
    for (i, seat) in parts.seats.iter_mut().enumerate() {
        seat.kind = match seat.kind {
            _ if i == usize::from(mine) => SeatKind::Human,
            kind if kind.is_person() => SeatKind::Friend,
            kind => kind,
        };
    }
    // A copy of its own (the host's game may be saved in this browser too).
    parts.id = crate::persist::new_id();
    let Ok(session) = Session::rebuild(parts) else {
        return problem("lost", "friends-lost", joining);
    };
    let id = session.id().to_string();
    crate::persist::begin(&id);
    let table = Table::new(
        0,
        Some(Keeping::Saved {
            records: expect_context(),
            daily: expect_context(),
            save_error: RwSignal::new(None),
        }),
    );
    table.begin(session, Kind::Game);
    let review = Callback::new(move |_| exit.run(Exit::ReviewSave { id: id.clone() }));
    let home = Callback::new(move |_| {
        joining.close();
        exit.run(Exit::To(Screen::Home));
    });
    view! {
        <GameOver table=table on_home=home on_review=review/>
        {crate::ui::later::over::share_links(&table)}
    }
    .into_any()
}

/// A friend's reply opened on the host's device: handed to the table hosted in this tab,
/// or to the tab that hosts it.
pub fn reply_view(
    code: String,
    hosted: Option<(Option<String>, Hosting)>,
    exit: Callback<Exit>,
) -> AnyView {
    if let Err(e) = net::Reply::decode(&code) {
        return view! {
            <section class="link-error" data-screen="link-error">
                <h2>{tr("friends-reply-bad")}</h2>
                <p class="error" role="alert">{move || code_error_text(e)}</p>
                <button class="primary" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
            </section>
        }
        .into_any();
    }
    if let Some((id, hosting)) = hosted {
        // Back to the table, which shows the seat connecting (or why it cannot), in place
        // of the reply: Forward does not hand it over twice.
        let _ = hosting.accept_reply(&code);
        exit.run(Exit::Replace(Screen::Friends(id)));
        return ().into_any();
    }
    // Another tab of this browser may host the table: it says so when it has the reply.
    let taken = RwSignal::new(None::<bool>);
    let wanted = format!("taken:{code}");
    rtc::listen_for_replies(move |message| {
        if message == wanted {
            taken.try_set(Some(true));
        }
    });
    rtc::post_to_tabs(&format!("reply:{code}"));
    set_timeout(
        move || {
            if taken.try_get_untracked() == Some(None) {
                taken.try_set(Some(false));
            }
        },
        std::time::Duration::from_millis(HANDOVER_MS),
    );
    view! {
        <section class="friends" data-screen="reply">
            <h2>{tr("friends-reply-title")}</h2>
            {move || match taken.get() {
                None => view! { <p role="status" data-reply-state="sending">{tr("friends-reply-handing")}</p> }.into_any(),
                Some(true) => view! { <p role="status" data-reply-state="taken">{tr("friends-reply-taken")}</p> }.into_any(),
                Some(false) => view! { <p class="warning" role="alert" data-reply-state="no-table">{tr("friends-reply-no-table")}</p> }.into_any(),
            }}
            <button class="action" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
        </section>
    }
    .into_any()
}

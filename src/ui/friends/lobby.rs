//! The host's screens: the lobby (each seat, each friend's invite, the replies coming
//! back, the start once every friend is there), the table during the game with the
//! friends' seats under it (invite again, an AI standing in for a friend away), and the
//! end, from which the same friends play again.

use super::guest::{presence_of, presence_word};
use super::host::{Hosting, InviteShown, Phase, ReplyProblem};
use super::join::code_error_text;
use super::keeper::FriendsKeeper;
use super::link_out::{LinkKind, LinkOut};
use super::servers::ConnectionSettings;
use crate::i18n::{t, tf, tr};
use crate::ui::game::{Feed, GameScreen, Icon};
use crate::ui::later::Exit;
use crate::ui::over::GameOver;
use i18n::Arg;
use leptos::prelude::*;
use session::screen::Screen;

/// A saved game that cannot be hosted again, and why.
pub fn cannot_host(error: session::Error, exit: Callback<Exit>) -> AnyView {
    view! {
        <section class="link-error" data-screen="link-error">
            <h2>{tr("friends-cannot-host")}</h2>
            <p class="error" role="alert">{move || error.text(&crate::i18n::catalog())}</p>
            <button class="primary" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
        </section>
    }
    .into_any()
}

/// The host's screens for `hosting`.
pub fn host_view(hosting: Hosting, keeper: FriendsKeeper, exit: Callback<Exit>) -> AnyView {
    let playing = Memo::new(move |_| hosting.phase.with(|p| *p == Phase::Playing));
    let state = Memo::new(move |_| hosting.table.state());
    // A new game (the lobby's, or a rematch) takes its id's address in place of this one.
    // Dealt a task later: the deal draws another screen in place of the one whose button
    // asked for it, and that button's handler must not be running then.
    let deal = move |rematch: bool| {
        set_timeout(
            move || {
                let id = match rematch {
                    false => hosting.start(),
                    true => hosting.rematch(),
                };
                if let Some(id) = id {
                    keeper.dealt(id.clone());
                    exit.run(Exit::Replace(Screen::Friends(Some(id))));
                }
            },
            std::time::Duration::ZERO,
        )
    };
    let screen = move || match (playing.get(), state.get()) {
        (false, _) => lobby(hosting, Callback::new(move |_| deal(false)), exit),
        (true, Some(true)) => over(hosting, Callback::new(move |_| deal(true)), exit),
        (true, _) => game(hosting, exit),
    };
    view! { {screen} }.into_any()
}

/// What the seat's invite shows: being made, its link, a connection on its way, or why
/// it could not connect.
fn invite_block(hosting: Hosting, seat: u8) -> impl IntoView {
    let shown = Memo::new(move |_| {
        hosting
            .invites
            .with(|i| i.get(seat as usize).cloned().flatten())
    });
    let link = Memo::new(move |_| shown.with(|s| s.as_ref().and_then(|s| s.link.clone())));
    let label = Signal::derive(move || {
        let name = hosting
            .seats
            .with(|s| s.get(seat as usize).map(|s| s.name.clone()))
            .unwrap_or_default();
        tf("friends-invite-link", &[("seat", Arg::player(name))])
    });
    let status = move || {
        let shown: Option<InviteShown> = shown.get();
        let id = match shown {
            None => return None,
            Some(s) if s.failed => "friends-invite-failed",
            Some(s) if s.connecting => "friends-seat-connecting",
            Some(s) if s.link.is_none() => "friends-invite-making",
            Some(_) => return None,
        };
        Some(
            view! { <p class="friends-status" role="status" data-invite-state=id>{move || t(id)}</p> },
        )
    };
    view! {
        {status}
        {move || link.get().map(|url| view! { <LinkOut url=url kind=LinkKind::Invite(seat) label=label/> })}
    }
}

/// The button that makes a new invite for `seat` (letting go of the device there).
fn reinvite(hosting: Hosting, seat: u8) -> impl IntoView {
    view! {
        <button type="button" class="subtle" data-action="reinvite" data-for-seat=seat.to_string()
            on:click=move |_| hosting.invite(seat)>{tr("friends-reinvite")}</button>
    }
}

/// Where the host gives the table a reply that came by message or mail.
fn paste_reply(hosting: Hosting) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let accept = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if hosting.accept_reply(&text.get_untracked()).is_ok() {
            text.set(String::new());
        }
    };
    let problem = move || {
        hosting.reply_problem.get().map(|p| {
            let words = move || match p {
                ReplyProblem::Unreadable(e) => code_error_text(e),
                ReplyProblem::NotOurs => t("friends-reply-not-ours"),
                ReplyProblem::Refused => t("friends-reply-refused"),
            };
            view! { <p class="error" role="alert" data-reply-problem="">{words}</p> }
        })
    };
    view! {
        <form class="friends-paste" on:submit=accept>
            <label>
                {tr("friends-paste-label")}
                <input type="text" data-paste-reply="" autocomplete="off" spellcheck="false"
                    prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))/>
            </label>
            <button type="submit" data-action="accept-reply">{tr("friends-accept-reply")}</button>
            {problem}
        </form>
    }
}

/// Who plays a seat, as the seat lists say it.
fn player_word(player: net::Player) -> &'static str {
    match player {
        net::Player::Host => "friends-player-host",
        net::Player::Friend => "friends-player-friend",
        net::Player::Ai => "friends-player-ai",
    }
}

/// The lobby: every seat, each friend's invite, and the start.
fn lobby(hosting: Hosting, start: Callback<()>, exit: Callback<Exit>) -> AnyView {
    let count = hosting.phase.with_untracked(|p| match p {
        Phase::Lobby(form) => form.seats.len(),
        Phase::Playing => 0,
    });
    let rows = (0..count as u8)
        .map(|seat| {
            let state = Memo::new(move |_| {
                hosting
                    .seats
                    .with(|s| s.get(seat as usize).map(|s| (s.name.clone(), s.player, s.presence)))
            });
            let friend = move || state.with(|s| s.as_ref().is_some_and(|s| s.1 == net::Player::Friend));
            // A seat taken needs its invite no more (Invite again lets its device go).
            let here = move || state.with(|s| s.as_ref().is_some_and(|s| s.2 == net::Presence::Connected));
            view! {
                <li data-seat=seat.to_string() data-seat-state=move || state.with(|s| s.as_ref().map(|s| presence_word(s.2)))>
                    <p class="friends-seat-line">
                        <bdi class="seat-name">{move || state.with(|s| s.as_ref().map(|s| s.0.clone()))}</bdi>
                        " · " {move || state.with(|s| s.as_ref().map(|s| t(player_word(s.1))))}
                        " · " <span class="presence">{move || state.with(|s| s.as_ref().map(|s| t(&format!("friends-presence-{}", presence_word(s.2)))))}</span>
                    </p>
                    {move || (friend() && !here()).then(|| invite_block(hosting, seat))}
                    {move || friend().then(|| reinvite(hosting, seat))}
                </li>
            }
        })
        .collect_view();
    let ready = Memo::new(move |_| hosting.all_here());
    let waiting = move || {
        hosting.seats.with(|s| {
            s.iter()
                .filter(|s| {
                    s.player == net::Player::Friend && s.presence != net::Presence::Connected
                })
                .count()
        })
    };
    view! {
        <section class="friends host" data-screen="friends">
            <button type="button" class="subtle back-home" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
            <h2>{tr("friends-host-title")}</h2>
            <p>{tr("friends-host-intro")}</p>
            <p class="muted">{tr("friends-help-deals")}</p>
            <ol class="friends-seats">{rows}</ol>
            {paste_reply(hosting)}
            {move || hosting.deal_error.get().map(|e| view! { <p class="error" role="alert">{move || e.text(&crate::i18n::catalog())}</p> })}
            <div class="actions">
                <button type="button" class="primary" data-action="start" disabled=move || !ready.get()
                    on:click=move |_| start.run(())>{tr("friends-start")}</button>
                {move || (!ready.get()).then(|| view! {
                    <span class="muted" role="status">{move || tf("friends-start-waiting", &[("count", (waiting() as i64).into())])}</span>
                })}
            </div>
            <ConnectionSettings/>
        </section>
    }
    .into_any()
}

/// The friends' seats under the host's table: each one's presence, invite again, the
/// invite out for a friend who is not there, and an AI to play for one away.
fn friends_panel(hosting: Hosting) -> impl IntoView {
    let friends: Vec<u8> = hosting.seats.with_untracked(|s| {
        s.iter()
            .enumerate()
            .filter(|(_, s)| s.player == net::Player::Friend)
            .map(|(i, _)| i as u8)
            .collect()
    });
    let rows = friends
        .into_iter()
        .map(|seat| {
            // The game's name for the seat (a friend who came back under another name is
            // still the seat the table knows).
            let name = hosting
                .table
                .public(|p| p.seats.get(seat as usize).map(|s| s.name.clone()))
                .flatten();
            let state = Memo::new(move |_| {
                hosting.seats.with(|s| {
                    s.get(seat as usize).map(|s| {
                        let name = name.clone().unwrap_or_else(|| s.name.clone());
                        (name, s.presence, s.stand_in)
                    })
                })
            });
            let presence = move || state.with(|s| s.as_ref().map(|s| s.1));
            let here = move || presence() == Some(net::Presence::Connected);
            let stand_in = move || state.with(|s| s.as_ref().is_some_and(|s| s.2));
            view! {
                <li data-friend-seat=seat.to_string() data-seat-state=move || presence().map(presence_word)>
                    <p class="friends-seat-line">
                        <bdi class="seat-name">{move || state.with(|s| s.as_ref().map(|s| s.0.clone()))}</bdi>
                        " · " <span class="presence">{move || presence().map(|p| t(&format!("friends-presence-{}", presence_word(p))))}</span>
                    </p>
                    // A friend not here: invite them again (or let an AI play for them).
                    {move || (!here()).then(|| view! {
                        {reinvite(hosting, seat)}
                        <label class="check">
                            <input type="checkbox" data-action="stand-in" data-for-seat=seat.to_string()
                                prop:checked=stand_in on:change=move |ev| hosting.stand_in(seat, event_target_checked(&ev))/>
                            {tr("friends-stand-in")}
                        </label>
                        {invite_block(hosting, seat)}
                    })}
                </li>
            }
        })
        .collect_view();
    let all_here = Memo::new(move |_| hosting.all_here());
    view! {
        <section class="friends-panel" aria-label=tr("friends-panel")>
            <ul class="friends-seats">{rows}</ul>
            {move || (!all_here.get()).then(|| paste_reply(hosting))}
            {move || hosting.save_error.get().map(|e| view! { <p class="error" role="alert">{move || e.text(&crate::i18n::catalog())}</p> })}
        </section>
    }
}

/// The game at the host's table.
fn game(hosting: Hosting, exit: Callback<Exit>) -> AnyView {
    let table = hosting.table;
    // The deciders (the AI seats, and any AI standing in) play while the table is shown.
    table.show_here();
    let feed = Feed {
        presence: Signal::derive(move || hosting.seats.with(|s| presence_of(s))),
        ..Feed::of(table)
    };
    let tools = ViewFn::from(move || {
        view! {
            <button class="tool subtle leave" data-action="leave" on:click=move |_| exit.run(Exit::To(Screen::Home))>
                {Icon::Leave.view()}<span class="tool-label">{tr("action-leave")}</span>
            </button>
        }
    });
    let panel = ViewFn::from(move || friends_panel(hosting));
    super::in_place::with_rules(move || {
        let (tools, panel) = (tools.clone(), panel.clone());
        view! { <GameScreen feed=feed tools=tools panel=panel/> }.into_any()
    })
}

/// The end of the game at the host's table: the same friends may play again.
fn over(hosting: Hosting, rematch: Callback<()>, exit: Callback<Exit>) -> AnyView {
    let table = hosting.table;
    let review = Callback::new(move |_| {
        if let Some(id) = table.public(|p| p.id.clone()) {
            exit.run(Exit::ReviewSave { id });
        }
    });
    let home = Callback::new(move |_| exit.run(Exit::To(Screen::Home)));
    view! {
        <GameOver table=table on_rematch=rematch on_home=home on_review=review/>
        {crate::ui::later::over::share_links(&table)}
        {friends_panel(hosting)}
    }
    .into_any()
}

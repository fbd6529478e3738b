//! The connection settings, on the host's and the friend's screens: the servers that help
//! two devices on different networks find each other (STUN, and TURN for those who have
//! one), a public default, and the way to change or empty the list.

use crate::i18n::{t, tf, tr};
use crate::settings::Settings;
use leptos::prelude::*;
use session::settings::{read_ice_servers, IceServerProblem};

/// The settings' panel, closed until opened.
#[component]
pub fn ConnectionSettings() -> impl IntoView {
    let settings = expect_context::<Settings>();
    let text = RwSignal::new(settings.ice_servers().join("\n"));
    let problem = RwSignal::new(None::<(usize, IceServerProblem)>);
    let saved = RwSignal::new(false);
    let save = move |_| match read_ice_servers(&text.get_untracked()) {
        Ok(servers) => {
            problem.set(None);
            settings.set_ice_servers(Some(servers));
            saved.set(true);
        }
        Err(found) => {
            problem.set(Some(found));
            saved.set(false);
        }
    };
    let default = move |_| {
        settings.set_ice_servers(None);
        text.set(settings.ice_servers().join("\n"));
        problem.set(None);
        saved.set(true);
    };
    view! {
        <details class="friends-settings">
            <summary>{tr("friends-settings")}</summary>
            <label>
                {tr("friends-ice-servers")}
                <textarea data-ice-servers="" rows="3" spellcheck="false" autocomplete="off"
                    prop:value=move || text.get()
                    on:input=move |ev| { text.set(event_target_value(&ev)); saved.set(false); }></textarea>
            </label>
            <p class="muted">{tr("friends-ice-help")}</p>
            {move || problem.get().map(|(line, p)| view! {
                <p class="error" role="alert">{move || tf("friends-ice-bad-line", &[("line", (line as i64).into()), ("problem", t(p.message_id()).into())])}</p>
            })}
            {move || saved.get().then(|| view! { <p role="status" class="muted">{tr("friends-ice-saved")}</p> })}
            <div class="actions">
                <button type="button" data-action="ice-save" on:click=save>{tr("friends-ice-save")}</button>
                <button type="button" class="subtle" data-action="ice-default" on:click=default>{tr("friends-ice-default")}</button>
            </div>
        </details>
    }
}

//! The rules page: the whole rules of one edition, written from its `Rules` (so a custom
//! mix of optional rules reads right), opened from the setup screen or from a game.
//!
//! The page takes the place of the screen it was opened from; that screen's state lives
//! in App's signals, so closing the page (its button or Escape) rebuilds it as it was and
//! puts the focus back on the button that opened the page. A game's AI does not play while
//! the page is shown: the game screen, which asks the AI, is not mounted.

mod cards;
mod sections;

pub use sections::{variant_name, RulesFrom};

use crate::i18n::{preset_text, t, tf, tr};
use crate::ui::nav::Nav;
use engine::{Preset, Rules, Variant};
use leptos::prelude::*;
use session::screen::Screen;
use wasm_bindgen::JsCast;

/// What the rules page shows and how to go back.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RulesRequest {
    /// The rules shown now (the setup's edition, another one picked on the page, or the
    /// game's exact rules).
    pub rules: Rules,
    /// The optional rules chosen on the setup screen, applied to whichever edition is shown.
    pub chosen: Vec<Variant>,
    /// Seats at the table, to mark the matching victory condition.
    pub players: u8,
    pub from: RulesFrom,
    /// The optional rule whose paragraph the page opens at.
    pub anchor: Option<Variant>,
    /// CSS selector of the control that opened the page: it gets the focus back.
    pub return_focus: String,
    /// The page's scroll position when the rules were opened.
    pub scroll_y: f64,
}

/// The rules page's signal, shared through context: the page as it was asked for, and
/// (in the page, not in the screens' module) the screen on show, which opening the rules
/// moves to the rules page and closing them moves back from.
#[derive(Clone, Copy)]
pub struct RulesPages(pub RwSignal<Option<RulesRequest>>, pub Option<Nav>);

impl RulesPages {
    /// The page's rules, opened as the screen `nav` shows.
    pub fn new(nav: Nav) -> RulesPages {
        RulesPages(RwSignal::new(None), Some(nav))
    }

    pub fn open(
        self,
        rules: Rules,
        chosen: Vec<Variant>,
        players: u8,
        from: RulesFrom,
        anchor: Option<Variant>,
        return_focus: String,
    ) {
        let scroll_y = web_sys::window()
            .and_then(|w| w.scroll_y().ok())
            .unwrap_or(0.0);
        self.0.set(Some(RulesRequest {
            rules,
            chosen,
            players,
            from,
            anchor,
            return_focus,
            scroll_y,
        }));
        if let Some(nav) = self.1 {
            nav.go(Screen::Rules);
        }
    }

    /// Back to the screen the page was opened from, scrolled as it was, the focus on the
    /// control that opened the page.
    pub fn close(self) {
        let Some(request) = self.0.get_untracked() else {
            return;
        };
        self.0.set(None);
        if let Some(nav) = self.1 {
            nav.back();
        }
        // Back moves through the browser's history, whose answer (popstate) may come several
        // frames later on a busy device; the opener gets the focus once the page is gone and
        // the opener is drawn, one frame after that, because the game screen also moves focus
        // to the player's next decision in its first frame (ui::focus).
        restore_when_drawn(request.return_focus, request.scroll_y, 120, self.1);
    }
}

/// Waits up to `frames` frames for the rules page to be gone (`nav` no longer on it) and
/// `selector` to be drawn, then puts the focus there and the scroll where it was.
fn restore_when_drawn(selector: String, scroll_y: f64, frames: u32, nav: Option<Nav>) {
    request_animation_frame(move || {
        // The opener is drawn by another screen: looked up by the selector it gave.
        let gone = nav.is_none_or(|nav| !nav.shows(&Screen::Rules));
        let opener = (gone && !selector.is_empty())
            .then(|| crate::ui::focus::query(&selector))
            .flatten();
        if !gone || (opener.is_none() && !selector.is_empty()) {
            if frames > 0 {
                restore_when_drawn(selector, scroll_y, frames - 1, nav);
            }
            return;
        }
        request_animation_frame(move || {
            let Some(window) = web_sys::window() else {
                return;
            };
            window.scroll_to_with_x_and_y(0.0, scroll_y);
            if let Some(el) = opener.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
            // Focusing may scroll a control that sat at the screen's edge; keep the place.
            window.scroll_to_with_x_and_y(0.0, scroll_y);
        });
    });
}

/// The rules of `preset` with the optional rules in `chosen` that it allows.
fn rules_with(preset: Preset, chosen: &[Variant]) -> Rules {
    let base = preset.rules();
    chosen
        .iter()
        .filter(|v| base.variant_allowed(**v))
        .fold(base, |r, &v| r.with_variant(v))
}

/// The game screen's way to the rules of the game in progress (none when the game screen
/// is mounted alone, without App).
#[component]
pub fn GameRulesButton(feed: crate::ui::game::Feed) -> impl IntoView {
    use_context::<RulesPages>().map(|pages| {
        let open = move |_| {
            let Some((rules, players)) = feed
                .view
                .with_untracked(|v| v.as_ref().map(|v| (*v.rules(), v.players())))
            else {
                return;
            };
            pages.open(
                rules,
                Vec::new(),
                players,
                RulesFrom::Game,
                None,
                r#"[data-action="rules"]"#.into(),
            );
        };
        view! {
            <button type="button" class="subtle rules-open" data-action="rules" on:click=open>
                {tr("rules-button")}
            </button>
        }
    })
}

/// A heading of the rules page by its selector. (Looked up, not held: the page's text is
/// tens of headings drawn from static markup, and only the one a link or the opener
/// names is ever needed, once.)
fn heading(selector: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()??
        .dyn_into()
        .ok()
}

/// Focuses the page's title, or the optional rule's heading it was opened at.
fn land(anchor: Option<Variant>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let at_anchor = anchor.and_then(|v| heading(&format!("#rules-variant-{} h4", v.id())));
    let target = match at_anchor {
        Some(heading) => {
            heading.scroll_into_view();
            Some(heading)
        }
        None => {
            window.scroll_to_with_x_and_y(0.0, 0.0);
            heading("#rules-title")
        }
    };
    if let Some(el) = target {
        let _ = el.focus();
    }
}

/// Scrolls to a section of the page and moves the focus there, without touching the
/// address (the app's links live in its `#/…` part).
fn jump(id: &'static str) -> impl Fn(leptos::ev::MouseEvent) + 'static {
    move |ev| {
        ev.prevent_default();
        if let Some(el) = heading(&format!("#{id} h3")) {
            el.scroll_into_view();
            let _ = el.focus();
        }
    }
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let pages = expect_context::<RulesPages>();
    let request = pages.0;

    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            ev.prevent_default();
            pages.close();
        }
    });
    on_cleanup(move || keys.remove());

    let (from, anchor, setup_preset) = request.with_untracked(|r| {
        r.as_ref().map_or((RulesFrom::Setup, None, None), |r| {
            (r.from, r.anchor, Some(r.rules.preset))
        })
    });
    request_animation_frame(move || land(anchor));

    let shown = move || request.with(|r| r.as_ref().map(|r| (r.rules, r.players)));
    let preset = move || shown().map_or(Preset::Ffg2006, |(rules, _)| rules.preset);
    let back_label = match from {
        RulesFrom::Setup => t("rules-back-setup"),
        RulesFrom::Game => t("rules-back-game"),
    };
    let back = move |_| pages.close();

    // From the setup screen the page may show another edition; the game's rules are fixed.
    let picker = (from == RulesFrom::Setup).then(|| {
        let options = Preset::ALL
            .into_iter()
            .map(|p| {
                view! { <option value=p.id() selected=move || preset() == p>{preset_text(p).0}</option> }
            })
            .collect_view();
        let change = move |ev| {
            let Ok(p) = event_target_value(&ev).parse::<Preset>() else {
                return;
            };
            request.update(|r| {
                if let Some(r) = r.as_mut() {
                    r.rules = rules_with(p, &r.chosen);
                }
            });
        };
        view! {
            <p class="rules-edition">
                <label>
                    {tr("rules-edition-label")}" "
                    <select data-field="rules-preset" on:change=change>{options}</select>
                </label>
            </p>
            {move || (Some(preset()) != setup_preset).then(|| view! {
                <p class="notice" data-rules-other="true">{tr("rules-other-edition")}</p>
            })}
        }
    });

    let contents = [
        ("rules-goal", "rules-goal-title"),
        ("rules-setup", "rules-setup-title"),
        ("rules-battle", "rules-battle-title"),
        ("rules-cards", "rules-cards-title"),
        ("rules-variants", "rules-variants-title"),
        ("rules-end", "rules-end-title"),
    ]
    .into_iter()
    .map(|(id, title)| {
        view! { <li><a href=format!("#{id}") on:click=jump(id)>{t(title)}</a></li> }
    })
    .collect_view();

    let body = move || {
        shown().map(|(rules, players)| {
            view! {
                <p class="rules-about">{preset_text(rules.preset).1}</p>
                {sections::summary(&rules, from)}
                {sections::goal(&rules, players)}
                {sections::setup(&rules)}
                {sections::battle(&rules)}
                {cards::deck(&rules)}
                {cards::variants(&rules)}
                {sections::end(&rules)}
            }
        })
    };

    view! {
        <section class="rules-page" data-screen="rules" data-rules-preset=move || preset().id()>
            <div class="rules-bar">
                <button type="button" class="primary rules-back" data-action="rules-back" aria-keyshortcuts="Escape" on:click=back>
                    {back_label.clone()}
                    <kbd class="rules-key">{tr("rules-escape-key")}</kbd>
                </button>
            </div>
            <h2 id="rules-title" tabindex="-1">
                {move || tf("rules-title", &[("edition", preset_text(preset()).0.into())])}
            </h2>
            {picker}
            <nav class="rules-contents" aria-label=tr("rules-contents")>
                <ul>{contents}</ul>
            </nav>
            {body}
            <div class="rules-bar">
                <button type="button" class="primary rules-back" data-action="rules-back" aria-keyshortcuts="Escape" on:click=back>
                    {back_label}
                    <kbd class="rules-key">{tr("rules-escape-key")}</kbd>
                </button>
            </div>
        </section>
    }
}

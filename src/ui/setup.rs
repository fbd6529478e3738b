//! The setup screen: edition, optional rules, 2–6 seats, first Condottiere, seed, pace.
//! "Play" on first load starts a 4-player ffg-2006 game against three AI opponents.

use crate::i18n::{preset_text, t, tf, tr, variant_text};
use crate::ui::colors::{color, pattern, PLAYER_COLORS};
use crate::ui::rules::{variant_name, RulesFrom, RulesPages};
use engine::{Preset, Rules, Setup, Variant};
use leptos::prelude::*;
use session::settings::{Settings, TableChoice};
use session::{AiLevel, SeatConfig, SeatKind};

/// What the setup screen edits (it travels as JSON between the page and the screens'
/// module, which draws the setup screen).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SetupForm {
    pub preset: Preset,
    pub variants: Vec<Variant>,
    pub seats: Vec<SeatConfig>,
    pub first: Option<u8>,
    pub seed: u64,
}

const DEFAULT_NAMES: [&str; 6] = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];

impl SetupForm {
    pub fn new(seed: u64) -> SetupForm {
        let seats = (0..4)
            .map(|i| SeatConfig {
                name: DEFAULT_NAMES[i].to_string(),
                color: i as u8,
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Ai(AiLevel::Normal)
                },
            })
            .collect();
        SetupForm {
            preset: Preset::Ffg2006,
            variants: Vec::new(),
            seats,
            first: None,
            seed,
        }
    }

    /// The form a deal link describes.
    pub fn from_shared(setup: &Setup, seats: &[links::SharedSeat]) -> SetupForm {
        SetupForm {
            preset: setup.rules.preset,
            variants: Variant::ALL
                .into_iter()
                .filter(|v| setup.rules.has_variant(*v))
                .collect(),
            seats: seats.iter().map(SeatConfig::from_shared).collect(),
            first: setup.first,
            seed: setup.seed,
        }
    }

    pub fn rules(&self) -> Rules {
        self.variants
            .iter()
            .filter(|v| self.preset.rules().variant_allowed(**v))
            .fold(self.preset.rules(), |r, &v| r.with_variant(v))
    }

    pub fn setup(&self) -> Setup {
        Setup {
            rules: self.rules(),
            players: self.seats.len() as u8,
            seed: self.seed,
            first: self.first,
        }
    }

    /// Keeps the seat count inside the preset's range.
    fn fit_seats(&mut self) {
        let rules = self.preset.rules();
        while self.seats.len() < rules.min_players as usize {
            self.add_seat();
        }
        self.seats.truncate(rules.max_players as usize);
        if self.first.is_some_and(|f| f as usize >= self.seats.len()) {
            self.first = None;
        }
    }

    fn add_seat(&mut self) {
        let used: Vec<u8> = self.seats.iter().map(|s| s.color).collect();
        let color = (0..PLAYER_COLORS.len() as u8)
            .find(|c| !used.contains(c))
            .unwrap_or(0);
        let name = DEFAULT_NAMES
            .iter()
            .find(|n| !self.seats.iter().any(|s| s.name == **n))
            .map_or_else(
                || {
                    tf(
                        "setup-default-player",
                        &[("number", (self.seats.len() + 1).into())],
                    )
                },
                |n| n.to_string(),
            );
        self.seats.push(SeatConfig {
            name,
            color,
            kind: SeatKind::Ai(AiLevel::Normal),
        });
    }
}

/// What is wrong with the custom game as set up, put into words when drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupProblem {
    /// The table is refused (its seats, its rules), with why.
    Refused(session::Error),
    /// A seed that is not a number, as typed.
    Seed(String),
}

impl SetupProblem {
    pub fn text(&self) -> String {
        match self {
            SetupProblem::Refused(e) => e.text(&crate::i18n::catalog()),
            SetupProblem::Seed(value) => {
                tf("setup-seed-invalid", &[("value", value.as_str().into())])
            }
        }
    }
}

impl SetupForm {
    /// Whether a game can be dealt from this form, and why not.
    pub fn check(&self, words: &i18n::Catalog) -> Result<(), SetupProblem> {
        session::Session::new(self.setup(), self.seats_for_play(words))
            .map(|_| ())
            .map_err(SetupProblem::Refused)
    }

    /// The seats as a game takes them: a blank name becomes the seat's default name
    /// ("Player 2"), and a name another seat has gets its number ("Anna 2"), so every
    /// seat is named, and named apart, wherever the table says who acts.
    pub fn seats_for_play(&self, words: &i18n::Catalog) -> Vec<SeatConfig> {
        let mut seats: Vec<SeatConfig> = Vec::with_capacity(self.seats.len());
        for (i, seat) in self.seats.iter().enumerate() {
            let trimmed = seat.name.trim();
            let base = if trimmed.is_empty() {
                words.format("setup-default-player", &[("number", (i + 1).into())])
            } else {
                trimmed.to_string()
            };
            let mut name = base.clone();
            let mut n = 2;
            while seats.iter().any(|s| s.name == name) {
                name = format!("{base} {n}");
                n += 1;
            }
            seats.push(SeatConfig {
                name,
                ..seat.clone()
            });
        }
        seats
    }

    /// The name the player goes by at a table of their own (the daily deal): the first
    /// human seat's, else the first default name.
    pub fn player_name(&self) -> String {
        self.seats
            .iter()
            .find(|s| s.kind == SeatKind::Human && !s.name.trim().is_empty())
            .map_or_else(
                || DEFAULT_NAMES[0].to_string(),
                |s| s.name.trim().to_string(),
            )
    }

    /// The table this form sets up, as the settings keep it.
    fn choice(&self) -> TableChoice {
        TableChoice {
            preset: self.preset,
            variants: self.variants.clone(),
            seats: self.seats.clone(),
            first: self.first,
        }
    }

    /// A table of friends on their own devices: the same edition, the player at this
    /// device in the first seat, a friend in each other.
    pub fn with_friends(&self) -> SetupForm {
        let mut form = self.clone();
        for (i, seat) in form.seats.iter_mut().enumerate() {
            seat.kind = if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Friend
            };
        }
        form.seed = fresh_seed();
        form
    }

    /// A pass-and-play table: the same edition, every seat a human.
    pub fn pass_and_play(&self) -> SetupForm {
        let mut form = self.clone();
        for seat in &mut form.seats {
            seat.kind = SeatKind::Human;
        }
        form.seed = fresh_seed();
        form
    }
}

/// The player's settings, shared through context (App provides it).
pub type SettingsStore = crate::records::Record<Settings>;

/// The form for the front door's Play: the last table started, with a new deal; the
/// default table (four players, ffg-2006, against three Normal AIs) before the first.
pub fn last_form(settings: SettingsStore) -> SetupForm {
    let mut form = SetupForm::new(fresh_seed());
    if let Some(choice) = settings.with_untracked(|s| s.table.value.clone()) {
        form.preset = choice.preset;
        form.variants = choice.variants;
        form.seats = choice.seats;
        form.first = choice.first;
        form.fit_seats();
    }
    form
}

/// Remembers the table `form` sets up, for the front door's Play.
pub fn remember_form(settings: SettingsStore, form: &SetupForm) {
    let now = crate::persist::now_ms();
    let choice = form.choice();
    settings.update(|s| s.table.choose(Some(choice), now));
}

/// A seed from the browser's randomness (not game randomness: that all flows from it).
pub fn fresh_seed() -> u64 {
    let a = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let b = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (a << 32 | b) % 1_000_000_000_000
}

fn kind_value(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "human",
        SeatKind::Friend => "friend",
        SeatKind::Ai(level) => level.id(),
    }
}

fn kind_from(value: &str) -> SeatKind {
    if value == "friend" {
        return SeatKind::Friend;
    }
    AiLevel::ALL
        .into_iter()
        .find(|l| l.id() == value)
        .map_or(SeatKind::Human, SeatKind::Ai)
}

#[component]
pub fn SetupScreen(
    form: RwSignal<SetupForm>,
    pace_ms: RwSignal<u32>,
    on_start: Callback<()>,
    error: RwSignal<Option<SetupProblem>>,
) -> impl IntoView {
    // The rules page lives in App; a setup screen mounted alone (tests) has none.
    let pages = use_context::<RulesPages>();
    let presets = Preset::ALL
        .into_iter()
        .map(|p| {
            let selected = move || form.with(|f| f.preset == p);
            view! {
                <label class="preset" class:selected=selected>
                    <input
                        type="radio"
                        name="preset"
                        value=p.id()
                        data-preset=p.id()
                        prop:checked=selected
                        on:change=move |_| form.update(|f| { f.preset = p; f.fit_seats(); })
                    />
                    <span class="preset-name">{preset_text(p).0}</span>
                    <span class="preset-description">{preset_text(p).1}</span>
                </label>
            }
        })
        .collect_view();
    let variants = move || {
        let rules = form.with(|f| f.preset.rules());
        Variant::ALL
            .into_iter()
            .filter(|v| rules.variant_allowed(*v))
            .map(|v| {
                let checked = move || form.with(|f| f.variants.contains(&v));
                view! {
                    <div class="variant-row">
                    <label class="variant">
                        <input
                            type="checkbox"
                            data-variant=v.id()
                            prop:checked=checked
                            on:change=move |_| form.update(|f| {
                                if let Some(i) = f.variants.iter().position(|x| *x == v) {
                                    f.variants.remove(i);
                                } else {
                                    f.variants.push(v);
                                }
                            })
                        />
                        {variant_text(v)}
                    </label>
                    {pages.map(|pages| view! {
                        <button
                            type="button"
                            class="subtle rules-link"
                            data-rules-link=v.id()
                            aria-label=tf("rules-link", &[("rule", variant_name(v).into())])
                            on:click=move |_| open_rules(pages, form, Some(v))
                        >
                            {tr("rules-button")}
                        </button>
                    })}
                    </div>
                }
            })
            .collect_view()
    };
    let seats = move || {
        let count = form.with(|f| f.seats.len());
        let (min, max) = form.with(|f| {
            let r = f.preset.rules();
            (r.min_players as usize, r.max_players as usize)
        });
        let rows = (0..count)
            .map(|i| {
                let seat = form.with_untracked(|f| f.seats[i].clone());
                let options = [("human", t("setup-human")), ("friend", t("setup-friend"))]
                    .into_iter()
                    .chain(AiLevel::ALL.into_iter().map(|l| (l.id(), l.label(&crate::i18n::catalog()))))
                    .map(|(value, label)| {
                        view! { <option value=value selected={kind_value(seat.kind) == value}>{label}</option> }
                    })
                    .collect_view();
                // The seat's name as typed now, for the labels that name it.
                let seat_name = move || form.with(|f| f.seats.get(i).map(|s| s.name.clone()).unwrap_or_default());
                // Native radio buttons styled as swatches: one group per seat, arrow keys
                // move between colours, and the chosen one is announced as checked.
                let colors = (0..PLAYER_COLORS.len() as u8)
                    .map(|c| {
                        view! {
                            <label
                                class=format!("swatch pattern-{}", pattern(c))
                                class:selected=move || form.with(|f| f.seats.get(i).is_some_and(|s| s.color == c))
                                style=format!("--seat-color: {}", color(c))
                            >
                                <input
                                    type="radio"
                                    class="visually-hidden"
                                    name=format!("seat-{i}-color")
                                    value=c.to_string()
                                    data-color=c.to_string()
                                    prop:checked=move || form.with(|f| f.seats.get(i).is_some_and(|s| s.color == c))
                                    on:change=move |_| form.update(|f| {
                                        // Swap with whoever has that colour, so colours stay distinct.
                                        let old = f.seats[i].color;
                                        for s in f.seats.iter_mut() {
                                            if s.color == c { s.color = old; }
                                        }
                                        f.seats[i].color = c;
                                    })
                                />
                                <span class="visually-hidden">{tf("setup-color-name", &[("color", c.into())])}</span>
                            </label>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="seat" data-seat-setup=i.to_string()>
                        <input
                            type="text"
                            class="seat-name"
                            maxlength="40"
                            aria-label=tf("setup-seat-name", &[("number", (i + 1).into())])
                            prop:value=seat.name.clone()
                            on:input=move |ev| {
                                let value = event_target_value(&ev);
                                form.update(|f| f.seats[i].name = value);
                            }
                        />
                        <select
                            aria-label=move || tf("setup-seat-kind", &[("name", seat_name().into())])
                            data-seat-kind=i.to_string()
                            on:change=move |ev| {
                                let value = event_target_value(&ev);
                                form.update(|f| f.seats[i].kind = kind_from(&value));
                            }
                        >
                            {options}
                        </select>
                        <span
                            class="swatches"
                            role="radiogroup"
                            aria-label=move || tf("setup-seat-color", &[("name", seat_name().into())])
                        >
                            {colors}
                        </span>
                        {(count > min).then(|| view! {
                            <button type="button" class="subtle" data-action="remove-seat" on:click=move |_| form.update(|f| { f.seats.remove(i); f.fit_seats(); })>
                                {move || tf("setup-remove-seat", &[("name", seat_name().into())])}
                            </button>
                        })}
                    </div>
                }
            })
            .collect_view();
        view! {
            {rows}
            {(count < max).then(|| view! {
                <button type="button" class="subtle" data-action="add-seat" on:click=move |_| form.update(|f| f.add_seat())>
                    {tr("setup-add-seat")}
                </button>
            })}
        }
    };
    let first_options = move || {
        let names: Vec<String> = form.with(|f| f.seats.iter().map(|s| s.name.clone()).collect());
        let first = form.with(|f| f.first);
        std::iter::once(("random".to_string(), t("setup-first-random"), first.is_none()))
            .chain(names.into_iter().enumerate().map(|(i, n)| (i.to_string(), n, first == Some(i as u8))))
            .map(|(value, label, selected)| view! { <option value=value selected=selected>{label}</option> })
            .collect_view()
    };
    let paces = [
        ("pace-slow", 900u32),
        ("pace-normal", 300),
        ("pace-fast", 120),
        ("pace-instant", 0),
    ]
    .into_iter()
    .map(|(key, ms)| {
        view! { <option value=ms.to_string() selected=move || { pace_ms.get() == ms }>{t(key)}</option> }
    })
    .collect_view();
    view! {
        <section class="setup" data-screen="setup">
            <h2>{tr("setup-title")}</h2>
            <fieldset>
                <legend>{tr("setup-preset")}</legend>
                <div class="presets">{presets}</div>
                {pages.map(|pages| view! {
                    <button type="button" class="subtle rules-open" data-action="rules" on:click=move |_| open_rules(pages, form, None)>
                        {tr("setup-rules")}
                    </button>
                })}
            </fieldset>
            <fieldset>
                <legend>{tr("setup-variants")}</legend>
                <div class="variants">{variants}</div>
            </fieldset>
            <fieldset>
                <legend>{tr("setup-seats")}</legend>
                <div class="seats">{seats}</div>
            </fieldset>
            <div class="setup-row">
                <label>
                    {tr("setup-first")}
                    <select data-field="first" on:change=move |ev| {
                        let value = event_target_value(&ev);
                        form.update(|f| f.first = value.parse().ok());
                    }>{first_options}</select>
                </label>
                <label>
                    {tr("setup-seed")}
                    <input
                        type="text"
                        inputmode="numeric"
                        data-field="seed"
                        title=tr("setup-seed-hint")
                        prop:value=move || form.with(|f| f.seed.to_string())
                        on:change=move |ev| {
                            let value = event_target_value(&ev);
                            match value.trim().parse::<u64>() {
                                Ok(seed) => { form.update(|f| f.seed = seed); error.set(None); }
                                Err(_) => error.set(Some(SetupProblem::Seed(value))),
                            }
                        }
                    />
                </label>
                <button type="button" class="subtle" on:click=move |_| form.update(|f| f.seed = fresh_seed())>{tr("setup-new-seed")}</button>
                <label>
                    {tr("setup-pace")}
                    <select data-field="pace" on:change=move |ev| {
                        if let Ok(ms) = event_target_value(&ev).parse() { pace_ms.set(ms); }
                    }>{paces}</select>
                </label>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{move || e.text()}</p> })}
            <button class="primary big" data-action="start" on:click=move |_| on_start.run(())>{tr("setup-start")}</button>
        </section>
    }
}

/// Opens the rules page on the edition and optional rules being set up, at one optional
/// rule's paragraph if asked.
fn open_rules(pages: RulesPages, form: RwSignal<SetupForm>, at: Option<Variant>) {
    let (rules, chosen, players) =
        form.with_untracked(|f| (f.rules(), f.variants.clone(), f.seats.len() as u8));
    let back_to = match at {
        Some(v) => format!(r#"[data-rules-link="{}"]"#, v.id()),
        None => r#"[data-action="rules"]"#.to_string(),
    };
    pages.open(rules, chosen, players, RulesFrom::Setup, at, back_to);
}

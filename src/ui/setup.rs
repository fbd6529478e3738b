//! The setup screen: edition, optional rules, 2–6 seats, first Condottiere, seed, pace.
//! "Play" on first load starts a 4-player ffg-2006 game against three AI opponents.

use crate::i18n::{t, tf};
use crate::session::{AiLevel, SeatConfig, SeatKind};
use crate::ui::colors::{color, pattern, PLAYER_COLORS};
use engine::{Preset, Rules, Setup, Variant};
use leptos::prelude::*;

/// What the setup screen edits.
#[derive(Clone, Debug, PartialEq)]
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
            .unwrap_or(&"Player");
        self.seats.push(SeatConfig {
            name: name.to_string(),
            color,
            kind: SeatKind::Ai(AiLevel::Normal),
        });
    }
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
        SeatKind::Ai(level) => level.id(),
    }
}

fn kind_from(value: &str) -> SeatKind {
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
    error: RwSignal<Option<String>>,
) -> impl IntoView {
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
                    <span class="preset-name">{crate::i18n::preset_text(p).0}</span>
                    <span class="preset-description">{crate::i18n::preset_text(p).1}</span>
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
                let key: &'static str = match v {
                    Variant::DrawAfterBattle => "variant.draw-after-battle",
                    Variant::Campaign => "variant.campaign",
                    Variant::BiggerKingdoms => "variant.bigger-kingdoms",
                    Variant::Capture => "variant.capture",
                    Variant::HiddenCards => "variant.hidden-cards",
                };
                let checked = move || form.with(|f| f.variants.contains(&v));
                view! {
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
                        {t(key)}
                    </label>
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
                let options = std::iter::once(("human", t("setup.human")))
                    .chain(AiLevel::ALL.into_iter().map(|l| (l.id(), l.label())))
                    .map(|(value, label)| {
                        view! { <option value=value selected={kind_value(seat.kind) == value}>{label}</option> }
                    })
                    .collect_view();
                let colors = (0..PLAYER_COLORS.len() as u8)
                    .map(|c| {
                        view! {
                            <button
                                type="button"
                                class=format!("swatch pattern-{}", pattern(c))
                                class:selected=move || form.with(|f| f.seats.get(i).is_some_and(|s| s.color == c))
                                style=format!("--seat-color: {}", color(c))
                                aria-label=format!("colour {}", c + 1)
                                on:click=move |_| form.update(|f| {
                                    // Swap with whoever has that colour, so colours stay distinct.
                                    let old = f.seats[i].color;
                                    for s in f.seats.iter_mut() {
                                        if s.color == c { s.color = old; }
                                    }
                                    f.seats[i].color = c;
                                })
                            ></button>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="seat" data-seat-setup=i.to_string()>
                        <input
                            type="text"
                            class="seat-name"
                            maxlength="40"
                            aria-label=t("setup.name")
                            prop:value=seat.name.clone()
                            on:input=move |ev| {
                                let value = event_target_value(&ev);
                                form.update(|f| f.seats[i].name = value);
                            }
                        />
                        <select
                            aria-label="kind"
                            data-seat-kind=i.to_string()
                            on:change=move |ev| {
                                let value = event_target_value(&ev);
                                form.update(|f| f.seats[i].kind = kind_from(&value));
                            }
                        >
                            {options}
                        </select>
                        <span class="swatches">{colors}</span>
                        {(count > min).then(|| view! {
                            <button type="button" class="subtle" on:click=move |_| form.update(|f| { f.seats.remove(i); f.fit_seats(); })>
                                {t("setup.remove_seat")}
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
                    {t("setup.add_seat")}
                </button>
            })}
        }
    };
    let first_options = move || {
        let names: Vec<String> = form.with(|f| f.seats.iter().map(|s| s.name.clone()).collect());
        let first = form.with(|f| f.first);
        std::iter::once(("random".to_string(), t("setup.first_random").to_string(), first.is_none()))
            .chain(names.into_iter().enumerate().map(|(i, n)| (i.to_string(), n, first == Some(i as u8))))
            .map(|(value, label, selected)| view! { <option value=value selected=selected>{label}</option> })
            .collect_view()
    };
    let paces = [
        ("pace.slow", 900u32),
        ("pace.normal", 300),
        ("pace.fast", 120),
        ("pace.instant", 0),
    ]
    .into_iter()
    .map(|(key, ms)| {
        view! { <option value=ms.to_string() selected=move || { pace_ms.get() == ms }>{t(key)}</option> }
    })
    .collect_view();
    let rules_summary = move || form.with(|f| rules_lines(&f.rules(), f.seats.len() as u8));
    view! {
        <section class="setup" data-screen="setup">
            <h2>{t("setup.title")}</h2>
            <fieldset>
                <legend>{t("setup.preset")}</legend>
                <div class="presets">{presets}</div>
            </fieldset>
            <fieldset>
                <legend>{t("setup.variants")}</legend>
                <div class="variants">{variants}</div>
            </fieldset>
            <fieldset>
                <legend>{t("setup.seats")}</legend>
                <div class="seats">{seats}</div>
            </fieldset>
            <div class="setup-row">
                <label>
                    {t("setup.first")}
                    <select data-field="first" on:change=move |ev| {
                        let value = event_target_value(&ev);
                        form.update(|f| f.first = value.parse().ok());
                    }>{first_options}</select>
                </label>
                <label>
                    {t("setup.seed")}
                    <input
                        type="text"
                        inputmode="numeric"
                        data-field="seed"
                        title=t("setup.seed_hint")
                        prop:value=move || form.with(|f| f.seed.to_string())
                        on:change=move |ev| {
                            let value = event_target_value(&ev);
                            match value.trim().parse::<u64>() {
                                Ok(seed) => { form.update(|f| f.seed = seed); error.set(None); }
                                Err(_) => error.set(Some(format!("'{value}': {}", t("setup.seed_hint")))),
                            }
                        }
                    />
                </label>
                <button type="button" class="subtle" on:click=move |_| form.update(|f| f.seed = fresh_seed())>{t("setup.new_seed")}</button>
                <label>
                    {t("setup.pace")}
                    <select data-field="pace" on:change=move |ev| {
                        if let Ok(ms) = event_target_value(&ev).parse() { pace_ms.set(ms); }
                    }>{paces}</select>
                </label>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button class="primary big" data-action="start" on:click=move |_| on_start.run(())>{t("setup.start")}</button>
            <details class="rules-summary">
                <summary>{t("setup.rules")}</summary>
                <ul>{move || rules_summary().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </details>
        </section>
    }
}

/// A short rules page for the chosen edition, from the rules' own fields.
pub fn rules_lines(rules: &Rules, players: u8) -> Vec<String> {
    use engine::rules::{FavorRule, LastPlayerCards, TieRule, TokenOnFail};
    let mut lines = vec![crate::i18n::preset_text(rules.preset).1.to_string()];
    if rules.duel {
        lines.push("Each player has an own 23-card deck and a hand of 8; after a battle both draw back up to 8.".into());
        lines.push(
            "The first to win 3 battles wins; when both are out of cards, more battles won wins."
                .into(),
        );
        return lines;
    }
    let v = rules.victory_for(players);
    let mut goal = Vec::new();
    if let Some(n) = v.adjacent {
        goal.push(format!("{n} adjacent regions"));
    }
    if let Some(n) = v.total {
        goal.push(format!("{n} regions anywhere"));
    }
    lines.push(format!(
        "With {players} players you win with {}.",
        goal.join(" or ")
    ));
    lines.push("The Condottiere chooses a region; everyone in turn plays one card or passes; the strongest row takes the region and the token.".into());
    lines.push(format!(
        "A round ends when at most one player has cards: everyone is dealt {} plus {} per region controlled{}.",
        rules.hand_base,
        rules.hand_per_region,
        match rules.last_player {
            LastPlayerCards::Return => "; the last player returns their cards",
            LastPlayerCards::KeepUpTo2 => "; the last player keeps up to 2 cards",
            LastPlayerCards::Discard => "; the last player discards their cards",
        }
    ));
    lines.push(match rules.token_on_fail {
        TokenOnFail::Stays => "After a failed battle the Condottiere keeps the token.".into(),
        TokenOnFail::PassesLeft => "After a failed battle the token passes to the left.".into(),
        TokenOnFail::RandomAmongTied => {
            "After a failed battle a random tied player takes the token.".into()
        }
    });
    if rules.attack_owned {
        lines.push("Regions another player controls may be attacked; the defender may wait before playing and keeps the region on a tie.".into());
    }
    if rules.may_decline {
        lines.push("The Condottiere may decline to choose and pass the token left.".into());
    }
    match rules.favor {
        FavorRule::Optional => lines.push("The Bishop's player may place the papal favor on a free region (no battle there) or keep it off the board.".into()),
        FavorRule::Mandatory => lines.push("The Bishop's player places the papal favor on a free region: no battle may be fought there.".into()),
        FavorRule::None => {}
    }
    lines.push(match rules.no_region_tie {
        TieRule::FinalBattle => {
            "If no region is left, the most regions win; tied players fight a final battle.".into()
        }
        TieRule::Shared => {
            "If no region is left, the most regions win; tied players share the victory.".into()
        }
    });
    lines.push(tf("setup.seed_hint", &[]));
    lines
}

//! The parchment map of Italy: 17 regions, control markers in player colours and
//! patterns with the owner's coat of arms on each held city, the Condottiere token on the
//! contested region, the papal favor, and the regions the acting player may choose,
//! highlighted and clickable.
//!
//! Names are laid out per language (`board::label_layout`) at the size that reads well at
//! the size the map is drawn (at least 11 CSS px, 10 on the smallest phones), measured as
//! the screen changes. The markers sit at each region's visual centre.
//! For keyboard and screen-reader players the map is one Tab stop: arrow keys move to the
//! nearest selectable region in that direction, and every region says what a sighted
//! player sees ("Firenze, held by Bianca, papal favor").

use crate::i18n::{region_name, tf};
use crate::ui::colors::{color, fill, PLAYER_COLORS};
use crate::ui::heraldry::arms_on_map;
use crate::ui::parts::{mark, Part, Parts};
use engine::{Action, Phase, Region};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// What the map shows; computed from the session by the caller.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MapState {
    /// Colour index of each region's owner.
    pub owners: [Option<u8>; 17],
    /// Seat of each region's owner, for the `data-owner` attribute.
    pub owner_seats: [Option<u8>; 17],
    /// Name of each region's owner, for its accessible name.
    pub owner_names: [Option<String>; 17],
    pub contested: Option<Region>,
    pub favor: Option<Region>,
    /// Regions clickable now, with the action a click sends.
    pub selectable: Vec<(Region, Action)>,
    pub token_color: Option<u8>,
}

impl MapState {
    /// The map of a view of the game as it stands: owners in their colours, the battle's
    /// region (between battles, none), the favor, and the regions `selectable` now.
    pub fn of(view: &session::SeatView, selectable: Vec<(Region, Action)>) -> MapState {
        let table = view.table();
        let colors: Vec<u8> = view.seats.iter().map(|seat| seat.color).collect();
        let color_of = |seat: u8| colors.get(seat as usize).copied().unwrap_or(seat);
        MapState {
            owners: table.owners.map(|o| o.map(color_of)),
            owner_seats: table.owners,
            owner_names: table
                .owners
                .map(|o| o.map(|seat| view.name(seat).to_string())),
            contested: table
                .battle
                .region
                .filter(|_| !matches!(table.phase, Phase::ChooseRegion | Phase::GameOver)),
            favor: table.favor,
            selectable,
            token_color: Some(color_of(table.token)),
        }
    }

    pub fn action_for(&self, region: Region) -> Option<Action> {
        self.selectable
            .iter()
            .find(|(r, _)| *r == region)
            .map(|(_, a)| *a)
    }
}

/// Selectable regions for a legal-action list in the given phase.
pub fn selectable_regions(phase: Phase, legal: &[Action]) -> Vec<(Region, Action)> {
    legal
        .iter()
        .filter_map(|a| match (phase, a) {
            (Phase::ChooseRegion, Action::ChooseRegion(r)) => Some((*r, *a)),
            (Phase::Favor { .. }, Action::PlaceFavor(r)) => Some((*r, *a)),
            _ => None,
        })
        .collect()
}

/// SVG patterns, one per player colour: solid, stripes, dots, cross-hatch, waves, checks.
fn pattern_defs() -> impl IntoView {
    PLAYER_COLORS
        .iter()
        .enumerate()
        .map(|(i, (c, kind))| {
            let id = format!("owner-{i}");
            let marks = match *kind {
                "stripes" => view! { <path d="M0 8 L8 0 M-2 2 L2 -2 M6 10 L10 6" stroke="#f6ecd2" stroke-width="1.6"/> }.into_any(),
                "dots" => view! { <circle cx="4" cy="4" r="1.6" fill="#f6ecd2"/> }.into_any(),
                "cross" => view! { <path d="M0 0 L8 8 M8 0 L0 8" stroke="#f6ecd2" stroke-width="1.1"/> }.into_any(),
                "waves" => view! { <path d="M0 5 Q2 2 4 5 T8 5" fill="none" stroke="#f6ecd2" stroke-width="1.2"/> }.into_any(),
                "checks" => view! { <rect x="0" y="0" width="4" height="4" fill="#f6ecd2" fill-opacity="0.45"/> }.into_any(),
                _ => view! { <g></g> }.into_any(),
            };
            view! {
                <pattern id=id width="8" height="8" patternUnits="userSpaceOnUse">
                    <rect width="8" height="8" fill=*c/>
                    {marks}
                </pattern>
            }
        })
        .collect_view()
}

/// What a sighted player reads off a region: its name, its owner, the battle, the favor.
fn region_description(state: &MapState, region: Region) -> String {
    let i = region.index();
    let mut text = match &state.owner_names[i] {
        Some(owner) => tf(
            "map-region-held",
            &[
                ("region", region_name(region).into()),
                ("name", i18n::Arg::player(owner.as_str())),
            ],
        ),
        None => region_name(region),
    };
    if state.contested == Some(region) {
        text = tf("map-region-contested", &[("region", text.into())]);
    }
    if state.favor == Some(region) {
        text = tf("map-region-favor", &[("region", text.into())]);
    }
    text
}

/// The names' font size (SVG units) for a map drawn at `scale` CSS px per unit on a screen
/// `screen_width` px wide: the smallest that reads at 11.2 px or more (10.2 under 390 px),
/// between the map's own size and the largest the layout places without overlaps.
pub fn label_size(scale: f64, screen_width: f64) -> u8 {
    let wanted = if screen_width >= 390.0 { 11.2 } else { 10.2 };
    let smallest = board::LABEL_FONT_SIZE as i64;
    if scale <= 0.0 {
        return smallest as u8;
    }
    ((wanted / scale).ceil() as i64).clamp(smallest, LARGEST_LABEL) as u8
}

/// The largest name size (SVG units) [`board::label_layout`] lays out without overlaps.
const LARGEST_LABEL: i64 = 31;

/// The region names of the current language, placed at one font size.
struct Labels {
    lang: i18n::Lang,
    size: u8,
    names: Rc<[String; 17]>,
    placements: [board::LabelPlacement; 17],
}

/// The names placed at `size` for the current language, laid out once per language and
/// size (a few milliseconds each).
fn labels(size: u8) -> Rc<Labels> {
    thread_local! {
        static CACHE: RefCell<Vec<Rc<Labels>>> = const { RefCell::new(Vec::new()) };
    }
    let lang = crate::i18n::current();
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        cache.retain(|l| l.lang == lang);
        if let Some(l) = cache.iter().find(|l| l.size == size) {
            return l.clone();
        }
        let names = cache
            .first()
            .map(|l| l.names.clone())
            .unwrap_or_else(|| Rc::new(Region::ALL.map(region_name)));
        let refs = names.each_ref().map(String::as_str);
        let labels = Rc::new(Labels {
            lang,
            size,
            placements: board::label_layout(&refs, f32::from(size)),
            names,
        });
        cache.push(labels.clone());
        labels
    })
}

/// The selectable region nearest to `from` in the direction of an arrow key, judged from
/// the regions' visual centres; `None` if nothing lies that way.
fn next_region(state: &MapState, from: Region, key: &str) -> Option<Region> {
    let (dx, dy) = match key {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        _ => return None,
    };
    let (fx, fy) = board::region_shape(from).marker;
    state
        .selectable
        .iter()
        .map(|(r, _)| *r)
        .filter(|r| *r != from)
        .filter_map(|r| {
            let (x, y) = board::region_shape(r).marker;
            let (vx, vy) = (x - fx, y - fy);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            // In the half-plane of the arrow, nearest first, straight ahead preferred.
            (along > 0.0).then_some((r, along + 2.0 * across))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(r, _)| r)
}

/// The map. `on_pick` receives the action of a clicked selectable region; `parts` is the
/// table's registry of its elements (the map keeps its own when drawn alone).
#[component]
pub fn ItalyMap(
    state: Signal<MapState>,
    on_pick: Callback<Action>,
    #[prop(optional)] parts: Option<Parts>,
) -> impl IntoView {
    let parts = parts.unwrap_or_default();
    let shapes = board::region_shapes();
    let (x, y, w, h) = board::VIEW_BOX;
    let view_box = format!("{x} {y} {w} {h}");
    // The region that holds the map's one Tab stop, and the one with keyboard focus.
    let current: RwSignal<Option<Region>> = RwSignal::new(None);
    let focused: RwSignal<Option<Region>> = RwSignal::new(None);
    let tab_stop = Memo::new(move |_| {
        state.with(|s| {
            let remembered = current.get().filter(|r| s.action_for(*r).is_some());
            remembered.or_else(|| s.selectable.first().map(|(r, _)| *r))
        })
    });
    let regions = shapes
        .iter()
        .map(|shape| {
            let region = shape.region;
            let i = region.index();
            let path = shape.path.clone();
            let (cx, cy) = shape.marker;
            let owner = move || state.with(|s| s.owners[i]);
            let owner_seat =
                move || state.with(|s| s.owner_seats[i].map(|o| o.to_string()).unwrap_or_default());
            let selectable = move || state.with(|s| s.action_for(region).is_some());
            let fill_of = move || owner().map(fill).unwrap_or_else(|| "#efe0bb".to_string());
            let click = move |_| {
                if let Some(action) = state.with_untracked(|s| s.action_for(region)) {
                    on_pick.run(action);
                }
            };
            let key = move |ev: leptos::ev::KeyboardEvent| {
                let key = ev.key();
                if key == "Enter" || key == " " {
                    if let Some(action) = state.with_untracked(|s| s.action_for(region)) {
                        ev.prevent_default();
                        on_pick.run(action);
                    }
                } else if let Some(next) = state.with_untracked(|s| next_region(s, region, &key)) {
                    ev.prevent_default();
                    current.set(Some(next));
                    parts.focus(Part::Region(next));
                } else if key.starts_with("Arrow") {
                    ev.prevent_default();
                }
            };
            view! {
                <g class="region-group">
                    <path
                        class="region"
                        class:selectable=selectable
                        class:contested=move || state.with(|s| s.contested == Some(region))
                        d=path
                        fill=fill_of
                        use:mark=(parts, Part::Region(region))
                        data-region=region.name()
                        data-owner=owner_seat
                        data-selectable=move || selectable().then_some("true")
                        tabindex=move || selectable().then(|| if tab_stop.get() == Some(region) { "0" } else { "-1" })
                        role=move || if selectable() { "button" } else { "img" }
                        aria-label=move || state.with(|s| region_description(s, region))
                        on:click=click
                        on:keydown=key
                    >
                        <title>{move || state.with(|s| region_description(s, region))}</title>
                    </path>
                    <circle class="city" cx=cx cy=cy r="6"/>
                </g>
            }
        })
        .collect_view();
    // Which region has focus is followed from the window, not from the regions: in
    // Chromium an SVG element with a focus or blur listener is a Tab stop whatever its
    // tabindex says, and every region was one (17 stops during a battle).
    let region_of = move |ev: &web_sys::FocusEvent| match parts.of_event(ev) {
        Some(Part::Region(region)) => Some(region),
        _ => None,
    };
    // (A region removed with focus on it is blurred as the map goes: by then the map's
    // signals may be gone.)
    let focus_in = window_event_listener(leptos::ev::focusin, move |ev| {
        if let Some(region) = region_of(&ev) {
            current.try_set(Some(region));
            focused.try_set(Some(region));
        }
    });
    let focus_out = window_event_listener(leptos::ev::focusout, move |ev| {
        if region_of(&ev).is_some() {
            focused.try_set(None);
        }
    });
    on_cleanup(move || {
        focus_in.remove();
        focus_out.remove();
    });
    // The names are set at the size that reads well at the size the map is drawn: measured
    // after every change (the table around the map may have grown or shrunk) and on every
    // resize of the window.
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let label_units: RwSignal<Option<u8>> = RwSignal::new(None);
    let measure = move || {
        // Measured a frame after a change: the map may be gone by then (the game ended).
        let (Some(svg), Some(window)) = (svg_ref.try_get_untracked().flatten(), web_sys::window())
        else {
            return;
        };
        let r = svg.get_bounding_client_rect();
        let scale = (r.width() / f64::from(w)).min(r.height() / f64::from(h));
        let screen = window
            .inner_width()
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
        let size = label_size(scale, screen);
        if r.width() > 0.0 && label_units.try_get_untracked().flatten() != Some(size) {
            label_units.try_set(Some(size));
        }
    };
    Effect::new(move |_| {
        state.track();
        request_animation_frame(measure);
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resized.remove());
    let names = move || {
        label_units.get().map(|size| {
            let l = labels(size);
            let texts = l
                .placements
                .iter()
                .zip(l.names.iter())
                .map(|(p, name)| {
                    let (lx, ly) = p.centre;
                    view! { <text class="label" x=lx y=ly text-anchor="middle" dominant-baseline="central" font-size=size stroke-width=f32::from(size) * 0.26>{name.clone()}</text> }
                })
                .collect_view();
            view! { <g class="labels" aria-hidden="true">{texts}</g> }
        })
    };
    let markers = move || {
        state.with(|s| {
            let mut out = Vec::new();
            for shape in board::region_shapes().iter() {
                let (mx, my) = shape.marker;
                let i = shape.region.index();
                let marked = s.contested == Some(shape.region) || s.favor == Some(shape.region);
                // The owner's coat of arms on the city, unless the token or the favor sits
                // there (the region's fill still shows its owner). Its corners stay within
                // the marker disc, which no name covers.
                if let (Some(owner), false) = (s.owners[i], marked) {
                    out.push(arms_on_map(owner, mx, my, 1.7 * shape.marker_radius).into_any());
                }
                if s.contested == Some(shape.region) {
                    let c = s.token_color.map(color).unwrap_or("#3b2a1a");
                    let k = 2.2 * (shape.marker_radius / 20.0).min(1.0);
                    out.push(
                        view! {
                            <g class="token" transform=format!("translate({mx},{}) scale({k})", my + 0.5 * k) aria-hidden="true" use:mark=(parts, Part::MapToken)>
                                <path d="M0 -9 L6 0 L3 0 L3 8 L-3 8 L-3 0 L-6 0 Z" fill=c stroke="#1c120a" stroke-width="1"/>
                            </g>
                        }
                        .into_any(),
                    );
                }
                if s.favor == Some(shape.region) {
                    let k = 2.0 * (shape.marker_radius / 15.2).min(1.0);
                    out.push(
                        view! {
                            <g class="favor" transform=format!("translate({mx},{my}) scale({k})") data-favor=shape.region.name() aria-hidden="true" use:mark=(parts, Part::MapFavor)>
                                <circle r="7" fill="#f5d76e" stroke="#7a5c00" stroke-width="1.2"/>
                                <path d="M0 -4.5 L0 4.5 M-3.2 -1.5 L3.2 -1.5" stroke="#5b3f00" stroke-width="1.6"/>
                            </g>
                        }
                        .into_any(),
                    );
                }
            }
            out
        })
    };
    // The focused region's outline, drawn above every other region so no neighbour hides
    // part of it.
    let focus_ring = move || {
        focused.get().map(|r| {
            view! { <path class="focus-ring" d=board::region_shape(r).path.clone() aria-hidden="true"/> }
        })
    };
    view! {
        <svg class="italy" node_ref=svg_ref viewBox=view_box role="group" aria-label=crate::i18n::tr("map-title") use:mark=(parts, Part::Map)>
            <defs>{pattern_defs()}</defs>
            <rect class="sea" x=x y=y width=w height=h/>
            <path class="foreign" d=board::foreign_land_path()/>
            <path class="coast" d=board::coastline_path()/>
            {regions}
            {markers}
            {names}
            {focus_ring}
        </svg>
    }
}

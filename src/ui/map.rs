//! The parchment map of Italy: 17 regions, control markers in player colours and
//! patterns, the Condottiere token on the contested region, the papal favor, and the
//! regions the acting player may choose, highlighted and clickable.

use crate::ui::colors::{color, fill, PLAYER_COLORS};
use engine::{Action, Phase, Region};
use leptos::prelude::*;

/// What the map shows; computed from the session by the caller.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MapState {
    /// Colour index of each region's owner.
    pub owners: [Option<u8>; 17],
    /// Seat of each region's owner, for the `data-owner` attribute.
    pub owner_seats: [Option<u8>; 17],
    pub contested: Option<Region>,
    pub favor: Option<Region>,
    /// Regions clickable now, with the action a click sends.
    pub selectable: Vec<(Region, Action)>,
    pub token_color: Option<u8>,
}

impl MapState {
    /// The map of a session as it stands: owners in their colours, the battle's region
    /// (between battles, none), the favor, and the regions `selectable` now.
    pub fn of(session: &crate::session::Session, selectable: Vec<(Region, Action)>) -> MapState {
        let table = session.game.table();
        let colors: Vec<u8> = session.seats.iter().map(|seat| seat.color).collect();
        let color_of = |seat: u8| colors.get(seat as usize).copied().unwrap_or(seat);
        MapState {
            owners: table.owners.map(|o| o.map(color_of)),
            owner_seats: table.owners,
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

/// The map. `on_pick` receives the action of a clicked selectable region.
#[component]
pub fn ItalyMap(state: Signal<MapState>, on_pick: Callback<Action>) -> impl IntoView {
    let shapes = board::region_shapes();
    let (x, y, w, h) = board::VIEW_BOX;
    let view_box = format!("{x} {y} {w} {h}");
    let regions = shapes
        .iter()
        .map(|shape| {
            let region = shape.region;
            let i = region.index();
            let path = shape.path.clone();
            let (lx, ly) = shape.label;
            let (cx, cy) = shape.city;
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
                if ev.key() == "Enter" || ev.key() == " " {
                    if let Some(action) = state.with_untracked(|s| s.action_for(region)) {
                        ev.prevent_default();
                        on_pick.run(action);
                    }
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
                        data-region=region.name()
                        data-owner=owner_seat
                        data-selectable=move || selectable().then_some("true")
                        tabindex=move || if selectable() { "0" } else { "-1" }
                        role="button"
                        aria-label=region.name()
                        on:click=click
                        on:keydown=key
                    >
                        <title>{region.name()}</title>
                    </path>
                    <circle class="city" cx=cx cy=cy r="6"/>
                    <text class="label" x=lx y=ly text-anchor="middle" dominant-baseline="central" font-size=board::LABEL_FONT_SIZE>{region.name()}</text>
                </g>
            }
        })
        .collect_view();
    let markers = move || {
        state.with(|s| {
            let mut out = Vec::new();
            for shape in board::region_shapes().iter() {
                let (cx, cy) = shape.city;
                if s.contested == Some(shape.region) {
                    let c = s.token_color.map(color).unwrap_or("#3b2a1a");
                    out.push(
                        view! {
                            <g class="token" transform=format!("translate({cx},{}) scale(2.2)", cy - 26.0)>
                                <title>"Condottiere"</title>
                                <path d="M0 -9 L6 0 L3 0 L3 8 L-3 8 L-3 0 L-6 0 Z" fill=c stroke="#1c120a" stroke-width="1"/>
                            </g>
                        }
                        .into_any(),
                    );
                }
                if s.favor == Some(shape.region) {
                    out.push(
                        view! {
                            <g class="favor" transform=format!("translate({},{}) scale(2)", cx + 20.0, cy - 14.0) data-favor=shape.region.name()>
                                <title>{crate::i18n::t("map.favor")}</title>
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
    view! {
        <svg class="italy" viewBox=view_box role="img" aria-label=crate::i18n::t("map.title")>
            <defs>{pattern_defs()}</defs>
            <rect class="sea" x=x y=y width=w height=h/>
            <path class="foreign" d=board::foreign_land_path()/>
            <path class="coast" d=board::coastline_path()/>
            {regions}
            {markers}
        </svg>
    }
}

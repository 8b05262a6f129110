//! Where each area of the sheet goes. Two arrangements of the same drawings:
//! - narrow (phones, small windows): 1000 units wide, the map on top, the areas below in pairs;
//! - wide (desktop): 1500 units wide, the Warehouse and the Bank beside the map.

use leptos::prelude::*;

use super::context::Ctx;
use super::marks::n;
use super::{bag, bank, deeds, depot, development, map, monks, places, score, warehouse};

/// Sheets at least this wide on screen (CSS pixels) get the wide arrangement.
const WIDE_FROM: f64 = 760.0;

/// Whether the sheet drawn in `node` is wide on screen: first guessed from the window, then
/// measured from the sheet's container once it is mounted and whenever the window is resized.
pub fn wide_signal(node: NodeRef<leptos::svg::Svg>) -> RwSignal<bool> {
    let window_width = || window().inner_width().ok().and_then(|w| w.as_f64());
    let measure = move || {
        let container = node
            .get_untracked()
            .and_then(|svg| svg.parent_element())
            .map(|p| f64::from(p.client_width()))
            .filter(|&w| w > 0.0);
        container
            .or_else(window_width)
            .is_some_and(|w| w >= WIDE_FROM)
    };
    let wide = RwSignal::new(window_width().is_some_and(|w| w >= WIDE_FROM + 300.0));
    let update = move || {
        let now = measure();
        if wide.get_untracked() != now {
            wide.set(now);
        }
    };
    Effect::new(move |_| {
        if node.get().is_some() {
            update();
        }
    });
    let handle = window_event_listener(leptos::ev::resize, move |_| update());
    on_cleanup(move || handle.remove());
    wide
}

/// Moves the keyboard focus to the first target of the sheet in `node`, if it has one.
pub fn focus_first_target(node: NodeRef<leptos::svg::Svg>) {
    use wasm_bindgen::JsCast;
    let first = node
        .get_untracked()
        .and_then(|svg| svg.query_selector("[data-legal='true']").ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(el) = first {
        let _ = el.focus();
    }
}

/// Height of the header band.
const HEADER: f64 = 60.0;
/// Total heights of the two arrangements.
const NARROW_HEIGHT: f64 = 2636.0;
const WIDE_HEIGHT: f64 = 1942.0;

/// The sheet's viewBox.
pub fn view_box(wide: bool) -> &'static str {
    if wide {
        "0 0 1500 1942"
    } else {
        "0 0 1000 2636"
    }
}

/// Shared paint: the paper, the hatching of crossed-out regions.
pub fn defs() -> impl IntoView {
    view! {
        <defs>
            <radialGradient id="os-paper" cx="50%" cy="40%" r="75%">
                <stop offset="0%" stop-color="#fbf5e4" />
                <stop offset="70%" stop-color="#f3e8cc" />
                <stop offset="100%" stop-color="#e6d3a8" />
            </radialGradient>
            <filter id="os-grain" x="0" y="0" width="100%" height="100%">
                <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" />
                <feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.33  0 0 0 0 0.15  0 0 0 0.09 0" />
            </filter>
            <pattern id="os-hatch" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="12" height="12" fill="#cfc3a6" />
                <line x1="0" y1="0" x2="0" y2="12" stroke="#8d8068" stroke-width="3" />
            </pattern>
        </defs>
    }
}

/// Where an area goes.
fn at(x: f64, y: f64, content: AnyView) -> AnyView {
    view! { <g transform=format!("translate({} {})", n(x), n(y))>{content}</g> }.into_any()
}

/// The paper and the frame of a whole sheet or zone.
pub fn paper(w: f64, h: f64) -> AnyView {
    view! {
        <rect class="paper" width=n(w) height=n(h) rx="18" />
        <rect class="paper-grain" width=n(w) height=n(h) rx="18" filter="url(#os-grain)" />
        <rect class="paper-edge" x="4" y="4" width=n(w - 8.0) height=n(h - 8.0) rx="15" />
    }
    .into_any()
}

/// A panel's frame: a double rule and its title.
pub fn frame(w: f64, h: f64, title: String) -> AnyView {
    view! {
        <rect class="panel" width=n(w) height=n(h) rx="10" />
        <rect class="panel-inner" x="5" y="5" width=n(w - 10.0) height=n(h - 10.0) rx="7" />
        <text class="panel-title" x="18" y="33">{title}</text>
    }
    .into_any()
}

fn header(ctx: &Ctx, w: f64) -> AnyView {
    let setup = ctx.game.setup();
    let who = match setup.solo {
        Some(level) => format!("Solo game against Jeanne · {level:?}"),
        None => format!("{} players", setup.players),
    };
    let title = format!("Orléans · Scoresheet of {}", Ctx::name(ctx.player));
    view! {
        <text class="sheet-title" x="28" y="44">{title}</text>
        <text class="sheet-sub" x=n(w - 28.0) y="44">{who}</text>
    }
    .into_any()
}

/// The whole sheet in one arrangement.
pub fn sheet(ctx: &Ctx, wide: bool) -> AnyView {
    let (w, h) = if wide {
        (1500.0, WIDE_HEIGHT)
    } else {
        (1000.0, NARROW_HEIGHT)
    };
    let half = 485.0;
    let areas = if wide {
        vec![
            at(0.0, HEADER, map::map(ctx)),
            at(1005.0, 70.0, warehouse::panel(ctx, half)),
            at(1005.0, 420.0, bank::panel(ctx, half)),
            at(10.0, 770.0, depot::depot(ctx, 430.0)),
            at(450.0, 770.0, monks::monks(ctx, 300.0)),
            at(760.0, 770.0, bag::bag(ctx, 260.0)),
            at(1030.0, 770.0, score::citizens(ctx, 460.0)),
            at(10.0, 910.0, development::panel(ctx, 1480.0, true)),
            at(10.0, 1070.0, deeds::panel(ctx, 1480.0)),
            at(10.0, 1350.0, places::panel(ctx, 1480.0, true)),
            at(10.0, 1822.0, score::strip(ctx, 1480.0)),
        ]
    } else {
        vec![
            at(0.0, HEADER, map::map(ctx)),
            at(10.0, 770.0, warehouse::panel(ctx, half)),
            at(505.0, 770.0, bank::panel(ctx, half)),
            at(10.0, 1120.0, depot::depot(ctx, half)),
            at(505.0, 1120.0, score::citizens(ctx, half)),
            at(10.0, 1260.0, monks::monks(ctx, half)),
            at(505.0, 1260.0, bag::bag(ctx, half)),
            at(10.0, 1400.0, development::panel(ctx, 980.0, false)),
            at(10.0, 1660.0, deeds::panel(ctx, 980.0)),
            at(10.0, 1940.0, places::panel(ctx, 980.0, false)),
            at(10.0, 2516.0, score::strip(ctx, 980.0)),
        ]
    };
    view! {
        {paper(w, h)}
        {header(ctx, w)}
        {areas}
    }
    .into_any()
}

//! The sheet on the page: a container whose markup is the rendered SVG, redrawn in one effect
//! (only the areas that changed are replaced), and one click and one keydown listener on it that
//! play the target under the pointer or the focus (the target names its action by
//! `data-action`, its index among the targets drawn).

use leptos::ev;
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use super::Drawing;
use crate::engine::{Action, Game, PlayerId};

/// Sheets at least this wide on screen (CSS pixels) get the wide arrangement.
const WIDE_FROM: f64 = 760.0;

/// The index named by `data-action` on the target an event came from, if it came from one.
fn action_index(ev: &web_sys::Event) -> Option<usize> {
    let el = ev.target()?.dyn_into::<Element>().ok()?;
    el.closest("[data-action]").ok()??.get_attribute("data-action")?.parse().ok()
}

/// Whether the sheet in `host` gets the wide arrangement: measured on its container, or on the
/// window while the container is hidden.
fn measure_wide(host: &Element) -> bool {
    let container = host.parent_element().map(|p| f64::from(p.client_width())).filter(|&w| w > 0.0);
    container.or_else(|| window().inner_width().ok().and_then(|w| w.as_f64())).is_some_and(|w| w >= WIDE_FROM)
}

/// Shows `drawing` in `host`, where `last` was shown: only the areas that changed are replaced
/// when the rest is the same (the areas are the last children of the `<svg>`), else the whole
/// drawing.
fn show(host: &Element, last: StoredValue<Drawing>, drawing: Drawing) {
    let changed = last.with_value(|last| {
        let areas = host.first_element_child().map(|svg| svg.children());
        let first = match &areas {
            Some(areas) if last.same_frame(&drawing) => {
                (areas.length() as usize).checked_sub(drawing.area_count())
            }
            _ => None,
        };
        let (Some(areas), Some(first)) = (areas, first) else {
            host.set_inner_html(&drawing.markup);
            return true;
        };
        let mut changed = false;
        for (k, (was, now)) in last.areas().zip(drawing.areas()).enumerate() {
            if was != now {
                match areas.item((first + k) as u32) {
                    Some(area) => area.set_outer_html(now),
                    None => {
                        host.set_inner_html(&drawing.markup);
                        return true;
                    }
                }
                changed = true;
            }
        }
        changed
    });
    if changed {
        last.set_value(drawing);
    }
}

/// One player's interactive sheet.
#[component]
pub fn Sheet(
    /// The game.
    game: Signal<Game>,
    /// Whose sheet.
    player: PlayerId,
    /// The legal actions to offer as targets on this sheet (empty when it is not theirs to act).
    targets: Signal<Vec<Action>>,
    /// Plays an action.
    on_action: Callback<Action>,
    /// The player's name, in the sheet's header ("Player N" when not given).
    #[prop(optional, into)]
    name: Option<String>,
) -> impl IntoView {
    // The screens build the sheet again when the language changes: its words are read once.
    let w = crate::app::lang::words();
    let name = name.unwrap_or_else(|| super::default_name(w, player));
    let host = NodeRef::<Div>::new();
    // The arrangement: measured when the sheet is first drawn, then on every window resize.
    let wide = RwSignal::new(false);
    let measured = StoredValue::new(false);
    // The targets as drawn (what `data-action` indexes), and the markup shown.
    let drawn = StoredValue::new(Vec::<Action>::new());
    let last = StoredValue::new(Drawing::default());
    // Set when a target is played from the keyboard: once the sheet is redrawn, the focus moves
    // to its first new target, if there is one.
    let keyboard = StoredValue::new(false);
    Effect::new(move |_| {
        let Some(el) = host.get() else { return };
        if !measured.get_value() {
            measured.set_value(true);
            let now = measure_wide(&el);
            wide.update_untracked(|w| *w = now);
        }
        let wide = wide.get();
        let drawing = targets.with(|t| {
            drawn.set_value(t.clone());
            game.with(|g| super::draw(w, g, player, &name, t, wide))
        });
        show(&el, last, drawing);
        if keyboard.get_value() {
            keyboard.set_value(false);
            let first = el.query_selector("[data-legal='true']").ok().flatten();
            if let Some(first) = first.and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
                let _ = first.focus();
            }
        }
    });
    let resize = window_event_listener(ev::resize, move |_| {
        if let Some(el) = host.get_untracked() {
            let now = measure_wide(&el);
            if now != wide.get_untracked() {
                wide.set(now);
            }
        }
    });
    on_cleanup(move || resize.remove());
    let play = move |ev: &web_sys::Event| match action_index(ev)
        .and_then(|k| drawn.with_value(|t| t.get(k).copied()))
    {
        Some(a) => {
            on_action.run(a);
            true
        }
        None => false,
    };
    let keydown = move |ev: ev::KeyboardEvent| {
        let key = ev.key();
        if (key == "Enter" || key == " ") && action_index(&ev).is_some() {
            ev.prevent_default();
            keyboard.set_value(true);
            if !play(&ev) {
                keyboard.set_value(false);
            }
        }
    };
    view! {
        <div
            class="sheet-host"
            node_ref=host
            on:click=move |ev| {
                play(&ev);
            }
            on:keydown=keydown
        ></div>
    }
}

/// Jeanne's zone in the solo game.
#[component]
pub fn JeanneZone(
    /// The game.
    game: Signal<Game>,
) -> impl IntoView {
    let w = crate::app::lang::words();
    let host = NodeRef::<Div>::new();
    let last = StoredValue::new(Drawing::default());
    Effect::new(move |_| {
        if let Some(el) = host.get() {
            show(&el, last, game.with(|g| super::draw_jeanne(w, g)));
        }
    });
    view! { <div class="sheet-host" node_ref=host></div> }
}

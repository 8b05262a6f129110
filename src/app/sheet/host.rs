//! The sheet on the page: a container whose markup is the rendered SVG, redrawn in one effect
//! (only the marks and targets that changed are edited; a sheet shown for the first time comes a
//! few areas a frame, see [`fill`]), and one click and one keydown listener on it that
//! play the target under the pointer or the focus (the target names its action by
//! `data-action`, see [`named_action`]).

use leptos::ev;
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use super::fill::{self, Shown};
use super::patch::{diff, Edit};
use super::Drawing;
use crate::app::browser::later;
use crate::engine::{Action, Game, PlayerId};

/// Sheets at least this wide on screen (CSS pixels) get the wide arrangement.
const WIDE_FROM: f64 = 760.0;

/// The action named by `data-action` (its notation, as saves write it) on the choice an event
/// came from, a target of a sheet or a button of the prompt, if it came from one.
pub fn named_action(ev: &web_sys::Event) -> Option<Action> {
    let el = ev.target()?.dyn_into::<Element>().ok()?;
    el.closest("[data-action]").ok()??.get_attribute("data-action")?.parse().ok()
}

/// Whether the sheet in `host` gets the wide arrangement: measured on its container, or on the
/// window while the container is hidden.
fn measure_wide(host: &Element) -> bool {
    let container = host.parent_element().map(|p| f64::from(p.client_width())).filter(|&w| w > 0.0);
    container.or_else(|| window().inner_width().ok().and_then(|w| w.as_f64())).is_some_and(|w| w >= WIDE_FROM)
}

/// The element at `path` from `root` (see [`Edit`]).
fn at(root: &Element, path: &[u32]) -> Option<Element> {
    path.iter().try_fold(root.clone(), |el, &k| el.children().item(k))
}

/// Applies `edits` to the elements under `root`; false if the page no longer matches them.
fn apply(root: &Element, edits: &[Edit]) -> bool {
    for edit in edits {
        let done = match edit {
            Edit::Attrs { path, set, remove } => at(root, path).is_some_and(|el| {
                remove.iter().all(|name| el.remove_attribute(name).is_ok())
                    && set.iter().all(|(name, value)| el.set_attribute(name, value).is_ok())
            }),
            Edit::Replace { path, markup } => at(root, path).map(|el| el.set_outer_html(markup)).is_some(),
            Edit::Text { path, text } => at(root, path).map(|el| el.set_text_content(Some(text))).is_some(),
            Edit::Splice { path, at: from, count, markup } => at(root, path).is_some_and(|parent| {
                let kids = parent.children();
                for _ in 0..*count {
                    match kids.item(*from) {
                        Some(kid) => kid.remove(),
                        None => return false,
                    }
                }
                markup.is_empty()
                    || match kids.item(*from) {
                        Some(next) => next.insert_adjacent_html("beforebegin", markup).is_ok(),
                        None => parent.insert_adjacent_html("beforeend", markup).is_ok(),
                    }
            }),
        };
        if !done {
            return false;
        }
    }
    true
}

/// Shows `drawing` in `host`: when only areas changed (the areas are the last children of the
/// sheet's root), only the marks and targets that changed in the areas on the page are edited
/// (see [`patch`](super::patch); those still to come are put in as they are now); else the whole
/// drawing is put in anew, a few areas a frame (see [`fill`]).
fn show(host: &Element, shown: StoredValue<Shown>, drawing: Drawing) {
    let edited = shown.with_value(|s| {
        if !s.drawing.same_frame(&drawing) {
            return false;
        }
        let Some(filled) = s.filled else { return false };
        let Some(areas) = host.first_element_child().map(|root| root.children()) else { return false };
        let Some(first) = (areas.length() as usize).checked_sub(drawing.area_count()) else { return false };
        s.drawing.areas().zip(drawing.areas()).take(filled).enumerate().all(|(k, (was, now))| {
            s.drawing.same_area(&drawing, k)
                || areas.item((first + k) as u32).is_some_and(|area| apply(&area, &diff(was, now)))
        })
    });
    match edited {
        // Kept even when nothing changed: the next drawing copies its areas by their keys. An
        // area partly put in that changed meanwhile is put in anew.
        true => shown.update_value(|s| {
            if s.filled.is_some_and(|k| s.part > 0 && s.drawing.area(k) != drawing.area(k)) {
                s.part = 0;
            }
            s.drawing = drawing;
        }),
        false => fill::start(host, shown, drawing),
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
    /// Whether the sheet is on view (always when not given): a sheet out of view is brought
    /// up to date only when it comes into view.
    #[prop(optional, into)]
    shown: Option<Signal<bool>>,
    /// Whether the sheet scrolls with nothing in it to focus (a phone's zoomed sheet without
    /// targets): then its container takes the focus itself, so that the keyboard can scroll it.
    #[prop(optional, into)]
    scrollable: Option<Signal<bool>>,
) -> impl IntoView {
    // The screens build the sheet again when the language changes: its words are read once.
    let w = crate::app::browser::lang::words();
    let name = name.unwrap_or_else(|| super::default_name(w, player));
    let host = NodeRef::<Div>::new();
    // The arrangement: measured when the sheet is first drawn, then on every window resize.
    let wide = RwSignal::new(false);
    let measured = StoredValue::new(false);
    // The targets as drawn (those that a click plays), and the markup shown.
    let drawn = StoredValue::new(Vec::<Action>::new());
    let on_page = StoredValue::new(Shown::default());
    // What the markup shown was drawn from besides the targets: the game (the length of its log
    // and the hash of its state), and the arrangement. The same draw the same sheet, which need
    // not be drawn again: the table catching up with a decision that the sheet shows already
    // (see `Session::human_play`) costs no drawing.
    let drawn_from = StoredValue::new(None::<(usize, u64, bool)>);
    // Set when a target is played from the keyboard: once the sheet is redrawn, the focus moves
    // to its first new target, if there is one.
    let keyboard = StoredValue::new(false);
    Effect::new(move |_| {
        let Some(el) = host.get() else { return };
        // Out of view, it keeps its drawing, but no target: what is out of view takes no focus.
        if shown.is_some_and(|shown| !shown.get()) && drawn.with_value(Vec::is_empty) {
            return;
        }
        if !measured.get_value() {
            measured.set_value(true);
            let now = measure_wide(&el);
            wide.update_untracked(|w| *w = now);
        }
        let wide = wide.get();
        let from = game.with(|g| (g.log().len(), g.state_hash(), wide));
        // Read once: the targets may be derived from the game's legal actions.
        let now = targets.get();
        if drawn_from.get_value() != Some(from) || drawn.with_value(|d| *d != now) {
            let drawing = on_page.with_value(|s| {
                game.with(|g| super::draw(w, g, player, &name, &now, wide, Some(&s.drawing)))
            });
            drawn.set_value(now);
            show(&el, on_page, drawing);
            drawn_from.set_value(Some(from));
        }
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
    let play =
        move |ev: &web_sys::Event| match named_action(ev).filter(|a| drawn.with_value(|t| t.contains(a))) {
            Some(a) => {
                on_action.run(a);
                true
            }
            None => false,
        };
    let keydown = move |ev: ev::KeyboardEvent| {
        let key = ev.key();
        if (key == "Enter" || key == " ") && named_action(&ev).is_some() {
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
            tabindex=move || scrollable.is_some_and(|s| s.get()).then_some("0")
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
    /// Whether the zone is on view (always when not given), as for [`Sheet`].
    #[prop(optional, into)]
    shown: Option<Signal<bool>>,
) -> impl IntoView {
    let w = crate::app::browser::lang::words();
    let host = NodeRef::<Div>::new();
    let on_page = StoredValue::new(Shown::default());
    Effect::new(move |_| {
        let Some(el) = host.get() else { return };
        if shown.is_none_or(|shown| shown.get()) {
            show(&el, on_page, game.with(|g| super::draw_jeanne(w, g)));
        }
    });
    view! { <div class="sheet-host" node_ref=host></div> }
}

/// Every player's sheet of `game` under their name, and Jeanne's zone in a solo game: the end
/// screen's and the replay's sheets (never played on: `targets` only marks the replay's next
/// action). Their places come at once, the sheets once the screen's first frame is drawn, one a
/// frame: its words show first, and each sheet, the largest part of it, is drawn, measured in
/// its place and laid out in tasks of its own (two drawn in one task held a slow phone's page for
/// long).
#[component]
pub fn FinalSheets(
    /// The game.
    game: Signal<Game>,
    /// The players' names, by seat.
    names: Vec<String>,
    /// Targets drawn on the sheets (none on the end screen).
    #[prop(into)]
    targets: Signal<Vec<Action>>,
) -> impl IntoView {
    let w = crate::app::browser::lang::words();
    let solo = game.with_untracked(|g| g.jeanne().is_some());
    let no_action = Callback::new(|_: Action| {});
    let count = names.len() + usize::from(solo);
    let parts = later::one_a_frame(count);
    let sheets = names
        .into_iter()
        .enumerate()
        .map(|(p, name)| {
            let sheet = {
                let name = name.clone();
                parts.part(p, move || view! { <Sheet game player=p as PlayerId targets on_action=no_action name=name.clone() /> })
            };
            view! {
                <figure class="final-sheet" data-seat=p>
                    <figcaption><bdi>{name}</bdi></figcaption>
                    {sheet}
                </figure>
            }
        })
        .collect_view();
    let jeanne = solo.then(|| {
        view! {
            <figure class="final-sheet">
                <figcaption>{w.jeanne()}</figcaption>
                {parts.part(count - 1, move || view! { <JeanneZone game /> })}
            </figure>
        }
    });
    view! { <div class="final-sheets" aria-busy=parts.busy()>{sheets} {jeanne}</div> }
}

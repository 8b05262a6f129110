//! The choice comes to you: where the targets of the decision on the sheet shown are (for a
//! phone's zoom, [`zoom`]), after each change of the table the view brings them all into view
//! when they fit (their areas whole across when those fit too), else the first; the one
//! previewed if it is not in view; and a focus that never moves the page. The view moves
//! smoothly, unless the person asks for reduced motion.

use leptos::prelude::document;
use leptos::prelude::window;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Function, Object, Reflect};
use web_sys::{DomRect, Element};

use crate::app::browser::later;
use crate::app::sheet::zoom::{self, Span};

/// The room kept between the targets brought into view and the window's edges, in CSS px.
const MARGIN: f64 = 8.0;

/// Calls the method `name` of `target` with one argument: a string, or an object of `options`.
fn call(target: &JsValue, name: &str, string: Option<&str>, options: &[(&str, JsValue)]) -> Option<JsValue> {
    let arg: JsValue = match string {
        Some(s) => s.into(),
        None => Object::new().into(),
    };
    for (key, value) in options {
        let _ = Reflect::set(&arg, &JsValue::from_str(key), value);
    }
    let f = Reflect::get(target, &JsValue::from_str(name)).ok()?.dyn_into::<Function>().ok()?;
    f.call1(target, &arg).ok()
}

/// Puts the focus on `el` without scrolling the page.
pub fn focus_in_place(el: &Element) {
    call(el, "focus", None, &[("preventScroll", JsValue::TRUE)]);
}

/// Where targets are in view, down the window: above the prompt when it is docked at the bottom
/// of a phone's window, else the window's bottom.
fn view_bottom() -> f64 {
    let prompt = document()
        .query_selector(".table-screen .prompt")
        .ok()
        .flatten()
        .map(|p| p.get_bounding_client_rect());
    let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    prompt.filter(|p| p.bottom() >= height - 1.0 && p.top() > height / 3.0).map_or(height, |p| p.top())
}

/// Whether `target` (on the sheet shown) is in view: above `bottom` (see [`view_bottom`]), and
/// within the sheet's frame (which scrolls sideways when the sheet is zoomed on a phone).
fn in_view(target: &Element, bottom: f64) -> bool {
    let frame = target.closest(".sheet-frame").ok().flatten().map(|f| f.get_bounding_client_rect());
    let r = target.get_bounding_client_rect();
    let inside = frame.as_ref().is_none_or(|f| r.left() >= f.left() && r.right() <= f.right());
    inside && r.top() >= 0.0 && r.bottom() <= bottom
}

/// How the view moves: smoothly, unless the person asks for reduced motion.
fn behavior() -> JsValue {
    let reduced = call(&window(), "matchMedia", Some("(prefers-reduced-motion: reduce)"), &[])
        .and_then(|list| Reflect::get(&list, &JsValue::from_str("matches")).ok())
        .is_some_and(|m| m.is_truthy());
    JsValue::from_str(if reduced { "auto" } else { "smooth" })
}

/// Scrolls `target` into view, `block` its place in the window ("start", "nearest").
fn scroll_to(target: &Element, block: &str) {
    let options = [("block", block.into()), ("inline", "center".into()), ("behavior", behavior())];
    call(target, "scrollIntoView", None, &options);
}

/// Scrolls `target` (the window, or an element) by `left` and `top` CSS px.
fn scroll_by(target: &JsValue, left: f64, top: f64) {
    call(target, "scrollBy", None, &[("left", left.into()), ("top", top.into()), ("behavior", behavior())]);
}

/// The span across and down that covers `rects`.
fn covering(rects: impl Iterator<Item = DomRect>) -> Option<(Span, Span)> {
    rects.fold(None, |cover, r| {
        let (across, down) = cover.unwrap_or((
            Span { from: f64::INFINITY, to: f64::NEG_INFINITY },
            Span { from: f64::INFINITY, to: f64::NEG_INFINITY },
        ));
        Some((
            Span { from: across.from.min(r.left()), to: across.to.max(r.right()) },
            Span { from: down.from.min(r.top()), to: down.to.max(r.bottom()) },
        ))
    })
}

/// The areas of the sheet that hold `targets` (each area the group in an `<svg>` of the sheet's
/// own, which covers the whole sheet).
fn areas_of(targets: &[Element]) -> impl Iterator<Item = DomRect> + '_ {
    targets.iter().filter_map(|t| Some(t.closest(".sheet > svg > g").ok()??.get_bounding_client_rect()))
}

/// The targets of the decision on the sheet shown.
fn targets() -> Vec<Element> {
    let Ok(all) = document().query_selector_all(".sheet-frame:not([hidden]) [data-legal='true']") else {
        return Vec::new();
    };
    (0..all.length()).filter_map(|i| all.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// Where the targets of the decision on the sheet shown are, and the room there is for them (see
/// [`zoom::choose`]); none if it has no target.
pub fn measure() -> Option<zoom::Targets> {
    let targets = targets();
    let host = targets.first()?.closest(".sheet-host").ok()??;
    let root = host.query_selector(".sheet").ok()??;
    let units: f64 = root.get_attribute("data-view-box")?.split(' ').nth(2)?.parse().ok()?;
    let sheet = root.get_bounding_client_rect();
    // The sheet's units from the page's px, at the zoom shown now.
    let scale = sheet.width() / units;
    let to_units = |(across, down): (Span, Span)| {
        let along = |s: Span, from: f64| Span { from: (s.from - from) / scale, to: (s.to - from) / scale };
        (along(across, sheet.left()), along(down, sheet.top()))
    };
    let (across, down) = to_units(covering(targets.iter().map(Element::get_bounding_client_rect))?);
    let (areas, _) = to_units(covering(areas_of(&targets))?);
    let smallest = targets
        .iter()
        .map(|t| {
            let r = t.get_bounding_client_rect();
            r.width().min(r.height()) / scale
        })
        .fold(f64::INFINITY, f64::min);
    let width = f64::from(host.client_width());
    Some(zoom::Targets {
        across,
        down,
        areas,
        smallest,
        px_per_unit: width / units,
        width: width - 2.0 * MARGIN,
        height: view_bottom() - 2.0 * MARGIN,
    })
}

/// Brings the targets of the sheet shown into view unless they are: all of them when they fit
/// (centred across on their areas when those fit too), else the first.
fn bring_targets() {
    let targets = targets();
    let bottom = view_bottom();
    let Some(first) = targets.first().filter(|_| !targets.iter().all(|t| in_view(t, bottom))) else {
        return;
    };
    let Some(host) = first.closest(".sheet-host").ok().flatten() else { return };
    let frame = host.get_bounding_client_rect();
    let Some((across, down)) = covering(targets.iter().map(Element::get_bounding_client_rect)) else {
        return;
    };
    let areas = covering(areas_of(&targets)).map(|(a, _)| a);
    let alone = first.get_bounding_client_rect();
    let room = frame.width() - 2.0 * MARGIN;
    let across = match areas.filter(|a| a.len() <= room) {
        Some(areas) => areas,
        None if across.len() <= room => across,
        None => Span { from: alone.left(), to: alone.right() },
    };
    let down = match down.len() <= bottom - 2.0 * MARGIN {
        true => down,
        false => Span { from: alone.top(), to: alone.bottom() },
    };
    let centre = |s: Span| (s.from + s.to) / 2.0;
    if across.from < frame.left() + MARGIN || across.to > frame.right() - MARGIN {
        scroll_by(&host, centre(across) - (frame.left() + frame.width() / 2.0), 0.0);
    }
    if down.from < MARGIN || down.to > bottom - MARGIN {
        scroll_by(&window(), 0.0, centre(down) - bottom / 2.0);
    }
}

/// The view follows the choice focused, hovered or held: the target of the sheet shown named
/// `action` (its `data-action`) comes into view if it is not (when a decision's targets do not
/// all fit a phone's window, the prompt lists them all).
pub fn follow_target(action: &str) {
    let target = targets().into_iter().find(|t| t.get_attribute("data-action").as_deref() == Some(action));
    if let Some(target) = target.filter(|t| !in_view(t, view_bottom())) {
        scroll_to(&target, "nearest");
    }
}

/// After a change of the table, once the page shows it: the prompt shows the decision from its
/// top; a turn `opening` shows the page from its top (whose turn it is, the sheet's title), and
/// any other decision brings its targets into view.
pub fn bring_into_view(opening: bool) {
    if let Some(body) = document().query_selector(".table-screen .prompt-body").ok().flatten() {
        body.set_scroll_top(0);
    }
    if opening {
        window().scroll_to_with_x_and_y(0.0, 0.0);
    } else {
        bring_targets();
    }
}

/// The id of the panel's heading, where the focus goes when the button it was on disappears.
pub const HEADING_ID: &str = "prompt-heading";

/// After a decision made from the keyboard or by assistive technology (not `pointed`, see
/// [`pointed`](crate::app::session::pointed)), once the page shows it: see [`keep_focus`]. It
/// waits for the end of the next frame, whose layout is then done: focusing earlier (in the
/// frame's animation callbacks, the changes not laid out yet) makes the browser lay the page out
/// there and then, for the focus alone, a slow phone's frame over again. Even then, focusing
/// makes the browser bring the page's style and layout up to date at once, a slow phone's long
/// task: a pointer's click or tap (whose next decision is pointed at, not reached by Tab) keeps
/// the focus where the browser leaves it.
pub fn keep_focus_once_shown(pointed: bool) {
    if pointed {
        return;
    }
    later::after_frame(keep_focus);
}

/// If the focus was on a button that is gone, puts it on the hand-over's button if it shows (so
/// that the keyboard opens the next turn too), else on the prompt's heading so that Tab goes on
/// from there; without moving the page (a tap never throws the page elsewhere).
fn keep_focus() {
    let doc = document();
    let lost = doc.active_element().is_none_or(|e| e.tag_name() == "BODY");
    let to = doc.query_selector(".open-turn").ok().flatten().or_else(|| doc.get_element_by_id(HEADING_ID));
    if let Some(to) = to.filter(|_| lost) {
        focus_in_place(&to);
    }
}

//! The rules on the page: a modal window over whatever screen is shown (the game goes on
//! under it, untouched), opened at one section or where the reader left it (the top at first),
//! closed by its button or Escape, the focus then back where it was; a change of language keeps
//! the reader at their section. Its contents are written at build time (see the module's
//! top) in each language, heading and language switch included; the page's language's are
//! fetched the first time the window opens (the service worker has them offline), and the
//! other's when its switch is used.
//!
//! Plain DOM, one listener on the document for every button and link of the rules: the
//! first-load budget leaves little room, and a Leptos component for the window alone took
//! 4 KB of it (gzipped), about three times this whole file.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement};

use super::file;
use super::html::ID_PREFIX;
use crate::app::svg::Svg;
use crate::app::{browser::fetch, browser::lang};
use crate::i18n::Lang;
use crate::model::panel::Panel;

/// The id of the rules' window in the page, and of its contents.
const DIALOG: &str = "rules";
const CONTENTS: &str = "rules-contents";

thread_local! {
    /// The language whose rules the window holds, once loaded.
    static SHOWN: Cell<Option<Lang>> = const { Cell::new(None) };
    /// The last load asked for: a load that ends after a newer one was asked is dropped.
    static ASKED: Cell<u32> = const { Cell::new(0) };
    /// The section the reader was at when the window last closed ("" for the top).
    static LEFT_AT: RefCell<String> = const { RefCell::new(String::new()) };
    /// Whether the window's stylesheet has come (or could not): the window is hidden until
    /// then, and a hidden heading takes no focus.
    static STYLED: Cell<bool> = const { Cell::new(false) };
    /// The section to show once the stylesheet has come, if the contents came first.
    static WAITING: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn element<T: JsCast>(id: &str) -> Option<T> {
    document().get_element_by_id(id)?.dyn_into().ok()
}

/// The value of `attr` on the element an event came from or its nearest ancestor with it.
pub(crate) fn attr_of(ev: &web_sys::Event, attr: &str) -> Option<String> {
    let target = ev.target()?.dyn_into::<Element>().ok()?;
    target.closest(&format!("[{attr}]")).ok()??.get_attribute(attr)
}

/// The rules' window: made the first time the rules open, at the end of the page's body
/// (outside the screens, so that it stays open while they change). Its stylesheet comes with
/// it (`rules/rules.css`, not needed before); the window stays hidden until it has loaded.
fn window_element() -> Option<HtmlDialogElement> {
    if let Some(d) = element(DIALOG) {
        return Some(d);
    }
    let doc = document();
    let d: HtmlDialogElement = doc.create_element("dialog").ok()?.dyn_into().ok()?;
    d.set_id(DIALOG);
    d.set_class_name("rules");
    let _ = d.set_attribute("aria-labelledby", "rules-title");
    d.set_inner_html("<link rel=\"stylesheet\" href=\"rules/rules.css\"><div id=\"rules-contents\"></div>");
    let styled = Closure::<dyn Fn()>::new(on_styled).into_js_value();
    if let Some(link) = d.first_element_child() {
        for event in ["load", "error"] {
            let _ = link.add_event_listener_with_callback(event, styled.unchecked_ref());
        }
    }
    // A stylesheet that neither comes nor fails: the window shows after its delay anyway (the
    // end of its animation, style/main.css), and the section with it.
    let _ = d.add_event_listener_with_callback("animationend", styled.unchecked_ref());
    doc.body()?.append_child(&d).ok()?;
    Some(d)
}

/// Once the window's stylesheet has come, or could not (the window is then shown unstyled
/// rather than after its delay), or once that delay is over: shows the section waiting for it.
fn on_styled() {
    STYLED.set(true);
    if let Some(d) = element::<Element>(DIALOG) {
        let _ = d.set_attribute("style", "visibility: visible");
    }
    if let Some(id) = WAITING.take() {
        show_section(&id);
    }
}

/// Opens the rules at `section` ("": where the reader left them).
fn open(section: &str) {
    let Some(dialog) = window_element() else { return };
    if !dialog.open() {
        let _ = dialog.show_modal();
    }
    let section = match section {
        "" => LEFT_AT.with_borrow(String::clone),
        s => s.to_string(),
    };
    let lang = lang::signal().get_untracked();
    if SHOWN.get() == Some(lang) {
        show_section(&section);
    } else {
        load(lang, &section);
    }
}

/// The section the reader is at: the last one whose heading has reached the top of the
/// window's body ("" above the first).
fn reading() -> String {
    let mut at = String::new();
    let Some(body) = element::<Element>("rules-body") else { return at };
    // A heading a line below the top is the one being read.
    let top = body.get_bounding_client_rect().top() + 24.0;
    let Ok(sections) = body.query_selector_all("section") else { return at };
    for i in 0..sections.length() {
        let Some(section) = sections.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        match section.first_element_child() {
            Some(h) if h.get_bounding_client_rect().top() <= top => at = section.id(),
            _ => break,
        }
    }
    at.strip_prefix(ID_PREFIX).unwrap_or_default().to_string()
}

/// Keeps the section the reader is at, for the next time the rules open.
fn remember() {
    LEFT_AT.set(reading());
}

/// Shows the section `id` (the top for ""), and moves the focus to its heading (the window's
/// for the top) so that it is read out; once the window's stylesheet has come, if it has not
/// (the contents may come first).
fn show_section(id: &str) {
    if !STYLED.get() {
        WAITING.set(Some(id.to_string()));
        return;
    }
    let heading = match id {
        "" => {
            if let Some(body) = element::<Element>("rules-body") {
                body.set_scroll_top(0);
            }
            element("rules-title")
        }
        _ => element::<Element>(&format!("{ID_PREFIX}{id}")).and_then(|s| s.first_element_child()),
    };
    if let Some(h) = heading.and_then(|h| h.dyn_into::<HtmlElement>().ok()) {
        if !id.is_empty() {
            h.scroll_into_view();
        }
        let _ = h.focus();
    }
}

/// Says in the window that the rules of `lang` could not be loaded, with buttons to try again
/// and to close.
fn failed(contents: &Element, lang: Lang) {
    let w = lang.words();
    let mut s = Svg::with_capacity(400);
    s.push("<p class=\"rules-status\" role=\"alert\" id=\"rules-title\">");
    s.text(w.rules_failed());
    s.push("</p><p class=\"rules-status\"><button type=\"button\" data-retry=\"\">");
    s.text(w.retry());
    s.push("</button> <button type=\"button\" data-close=\"\">");
    s.text(w.close());
    s.push("</button></p>");
    contents.set_inner_html(&s.finish());
}

/// Fetches the rules of `lang` into the window, then shows `section`.
fn load(lang: Lang, section: &str) {
    let Some(contents) = element::<Element>(CONTENTS) else { return };
    let ask = ASKED.get().wrapping_add(1);
    ASKED.set(ask);
    SHOWN.set(None);
    let section = section.to_string();
    fetch::text(&file(lang), move |markup| {
        if ASKED.get() != ask {
            return;
        }
        match markup {
            Some(markup) => {
                contents.set_inner_html(&markup);
                SHOWN.set(Some(lang));
                show_section(&section);
            }
            None => failed(&contents, lang),
        }
    });
}

/// The button that opens the rules at the top (see [`listen`]).
#[component]
pub fn RulesButton() -> impl IntoView {
    view! { <button class="rules-open" data-section="">{lang::words().rules()}</button> }
}

/// A help button per part of the sheet (and of Jeanne's zone in a solo game), each opening the
/// rules at that part's section: a strip of buttons above the sheet rather than over its
/// panels, which on a phone are too small to hold a target of 24 CSS pixels without covering
/// what they print. Not in the print view. Markup with no listener of its own (see [`listen`]).
#[component]
pub fn HelpStrip(
    /// Whether Jeanne's zone is in the game.
    solo: bool,
) -> impl IntoView {
    let w = lang::words();
    let mut s = Svg::with_capacity(2000);
    for &p in Panel::SHEET.iter().chain(if solo { &Panel::JEANNE[..] } else { &[] }) {
        s.put(
            "<button type=\"button\" class=\"help-button\" data-section=\"$\"><span class=\"help-mark\" aria-hidden=\"true\">?</span>",
            &[p.section()],
            &[],
        );
        s.text(w.panel(p));
        s.push("</button>");
    }
    view! { <nav class="help-strip" aria-label=w.help_strip() inner_html=s.finish()></nav> }
}

/// What a click on the page does to the rules, if it is on one of their buttons or links.
fn on_click(ev: web_sys::Event) {
    // One look up from what was clicked (every click of the page comes here, a slow phone's
    // decisions included), for the nearest of the buttons this listener knows.
    const KNOWN: &str = "[data-section],[data-to],[data-lang],[data-close],[data-retry]";
    let Some(button) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()?.closest(KNOWN).ok()?) else {
        return;
    };
    if let Some(section) = button.get_attribute("data-section") {
        open(&section);
    } else if let Some(to) = button.get_attribute("data-to") {
        // A link goes to its section without touching the page's address.
        ev.prevent_default();
        show_section(&to);
    } else if let Some(lang) = button.get_attribute("data-lang").as_deref().and_then(Lang::from_code) {
        // The window's language switch: the page's language, and the rules follow, at the
        // section the reader is at.
        let at = reading();
        lang::choose(lang);
        load(lang, &at);
    } else if button.has_attribute("data-close") {
        if let Some(d) = element::<HtmlDialogElement>(DIALOG) {
            remember();
            d.close();
        }
    } else if button.has_attribute("data-retry") {
        load(lang::signal().get_untracked(), "");
    }
}

/// Escape is about to close the window (it still shows where the reader is).
fn on_cancel(ev: web_sys::Event) {
    if ev.target().and_then(|t| t.dyn_into::<Element>().ok()).is_some_and(|t| t.id() == DIALOG) {
        remember();
    }
}

/// When the window closes (its button, Escape): the browser gives the focus back to what had
/// it; if that is gone (the screens were built again in the other language), to the Rules
/// button.
fn on_close(ev: web_sys::Event) {
    let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
    if target.is_none_or(|t| t.id() != DIALOG) {
        return;
    }
    let doc = document();
    if doc.active_element().is_none_or(|e| e.tag_name() == "BODY") {
        if let Some(b) =
            doc.query_selector(".rules-open").ok().flatten().and_then(|b| b.dyn_into::<HtmlElement>().ok())
        {
            let _ = b.focus();
        }
    }
}

/// Listens, once for the page, to the clicks on the rules' buttons and links (the Rules
/// buttons, the help buttons, the window's heading and links) and to the window's closing (and
/// Escape before it): one listener each on the document, rather than one per button, to keep
/// the app's code small.
/// Call it at the root, once the page's language is in the context: the listeners read it.
pub fn listen() {
    let Some(owner) = Owner::current() else { return };
    let doc = document();
    for (event, listener) in
        [("click", on_click as fn(web_sys::Event)), ("close", on_close), ("cancel", on_cancel)]
    {
        let owner = owner.clone();
        let f = Closure::<dyn Fn(web_sys::Event)>::new(move |ev| owner.with(|| listener(ev))).into_js_value();
        // `close` and `cancel` do not bubble: they are heard on their way down (capture).
        let _ = doc.add_event_listener_with_callback_and_bool(event, f.unchecked_ref(), event != "click");
    }
}

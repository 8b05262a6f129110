//! The language the page speaks: the player's choice if they made one, else the browser's
//! (French for `fr-*`, else English). It is a signal in the page's context: components take
//! their words from [`words`], and the screens build themselves again when it changes (their
//! state lives outside what they rebuild, so nothing is lost). `<html lang>` follows it.

use leptos::prelude::*;

use crate::app::browser::storage;
use crate::i18n::{Lang, Words};
use crate::model::record::LANG_KEY;

/// The page's language, in the context.
#[derive(Clone, Copy)]
struct Language(RwSignal<Lang>);

/// The language to start in: the stored choice, else the browser's preferences.
fn initial() -> Lang {
    if let Some(lang) = storage::read(LANG_KEY).as_deref().and_then(Lang::from_code) {
        return lang;
    }
    let navigator = window().navigator();
    let tags: Vec<String> = navigator.languages().iter().filter_map(|t| t.as_string()).collect();
    let first = navigator.language();
    Lang::for_browser(tags.iter().map(String::as_str).chain(first.as_deref()))
}

/// Sets `<html lang>` to `lang`, and the document's title (the browser's tab) to the game's
/// title in it.
fn mark_document(lang: Lang) {
    let doc = document();
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    doc.set_title(lang.words().title());
    // The app installed from this page gets its name in this language.
    if let Ok(Some(link)) = doc.query_selector("link[rel=manifest]") {
        let _ = link.set_attribute("href", lang.manifest());
    }
}

/// Puts the page's language in the context (call once, at the root) and returns it.
pub fn provide() -> RwSignal<Lang> {
    let lang = RwSignal::new(initial());
    Effect::new(move |_| mark_document(lang.get()));
    provide_context(Language(lang));
    lang
}

/// The page's language (tracked: a closure reading it runs again when it changes).
pub fn current() -> Lang {
    expect_context::<Language>().0.get()
}

/// The words of the page's language, read without tracking: for the body of a component,
/// which its screen builds again when the language changes.
pub fn words() -> &'static dyn Words {
    expect_context::<Language>().0.get_untracked().words()
}

/// The page's language as a signal, for code that runs out of the context's reach (a timer).
pub fn signal() -> ReadSignal<Lang> {
    expect_context::<Language>().0.read_only()
}

/// Switches the page to `lang` and remembers the choice.
pub fn choose(lang: Lang) {
    expect_context::<Language>().0.set(lang);
    // Without storage the choice lasts for this visit.
    let _ = storage::write(LANG_KEY, lang.code());
}

/// The language switch: a button per language, the current one pressed. Each is named in its
/// own language, so a player who does not read the current one still finds theirs. It shows
/// the name, or where room is short (the style sheet decides) the code: "FR", "EN".
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let w = words();
    let buttons = Lang::ALL
        .into_iter()
        .map(|l| {
            let name = l.words().language_name();
            view! {
                <button
                    class="lang-choice"
                    lang=l.code()
                    // Holds the code too: the compact switch shows only the code (label in name).
                    aria-label=format!("{name}, {}", l.code().to_ascii_uppercase())
                    aria-pressed=move || (current() == l).to_string()
                    on:click=move |_| choose(l)
                >
                    <span class="lang-name">{name}</span>
                    <span class="lang-code" aria-hidden="true">{l.code().to_ascii_uppercase()}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="lang-switch" role="group" aria-label=w.language_label()>
            {buttons}
        </div>
    }
}

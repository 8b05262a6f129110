//! The guided first game on the page (see [`tutorial`]): starting it and the step's words in the
//! prompt. The words are fetched when a step shows, in the page's language: they are not in the
//! app's code.

use leptos::prelude::*;

use crate::app::browser::storage::{self, Loaded};
use crate::app::svg::Svg;
use crate::app::{browser::fetch, browser::lang};
use crate::engine::Game;
use crate::i18n::Words;
use crate::model::errors::AppError;
use crate::model::modes::tutorial::{self, Entry, Stage, STEPS};
use crate::model::play::Replayed;
use crate::model::record::{Meta, Seat};

/// The guided game, new, for the table.
pub fn start(w: &dyn Words) -> Result<Loaded, AppError> {
    let game = Game::new(tutorial::setup()).map_err(AppError::Setup)?;
    let meta = Meta {
        id: storage::new_id(),
        names: vec![w.player(1)],
        seats: vec![Seat::Human],
        created: storage::now(),
        is_try: false,
    };
    Ok(Loaded::new(meta, Replayed::new(game)))
}

/// The guided game's words, as far as they have come.
#[derive(Clone, PartialEq)]
enum Loading {
    Asked,
    Ready(Vec<Entry>),
    Failed,
}

/// The guided game's words in the page's language, fetched when made (the screens are made
/// again when the language changes), and fetched again on demand after a failure.
#[derive(Clone, Copy)]
pub struct Texts {
    loading: RwSignal<Loading>,
    load: Callback<()>,
}

impl Texts {
    /// Fetches the words.
    pub fn fetch() -> Texts {
        let loading = RwSignal::new(Loading::Asked);
        let file = tutorial::file(lang::signal().get_untracked().code());
        let load = Callback::new(move |()| {
            loading.set(Loading::Asked);
            fetch::text(&file, move |text| {
                let read = text.and_then(|t| tutorial::parse(&t).ok());
                loading.try_set(read.map_or(Loading::Failed, Loading::Ready));
            });
        });
        load.run(());
        Texts { loading, load }
    }

    /// Whether the words could not be had.
    fn failed(self) -> bool {
        self.loading.with(|l| *l == Loading::Failed)
    }

    /// The markup of `key`'s words, what to do (`what`) or why, as a paragraph; or, in place of
    /// what to do, the failure. Tracked. (Markup rather than a view: the first-load budget.)
    fn markup(self, w: &dyn Words, key: &str, what: bool) -> String {
        let mut s = Svg::with_capacity(600);
        self.loading.with(|l| match l {
            Loading::Asked => {}
            Loading::Ready(entries) => {
                if let Some(e) = tutorial::entry(entries, key) {
                    s.push(if what { "<p class=\"tutorial-what\">" } else { "<p class=\"tutorial-why\">" });
                    s.text(if what { &e.what } else { &e.why });
                    s.push("</p>");
                }
            }
            Loading::Failed if what => {
                s.push("<p class=\"problem\">");
                s.text(w.tutorial_failed());
                s.push("</p>");
            }
            Loading::Failed => {}
        });
        s.finish()
    }
}

/// The guided game's panel at `stage`: where it stands, what to do, the step's `choices` (its
/// one decision, so that it shows right under its words, also on a phone's docked prompt), why,
/// and a button to its rules' section (heard by the rules' listener).
pub fn step(w: &'static dyn Words, texts: Texts, stage: Stage, choices: Option<AnyView>) -> impl IntoView {
    let (key, section) = stage.words();
    // Between two steps, the count stays at the step done (the next one counts when it comes).
    let at = match stage {
        Stage::Step(i) => i + 1,
        Stage::Between(i) => i.max(1),
        Stage::Done => STEPS.len(),
    };
    let mut head = Svg::with_capacity(100);
    head.push("<span>");
    head.text(w.tutorial());
    head.push("</span><span class=\"tutorial-count\">");
    head.text(&format!("{at}/{}", STEPS.len()));
    head.push("</span>");
    let mut rules = Svg::with_capacity(200);
    rules.put(
        "<button type=\"button\" class=\"help-button\" data-section=\"$\"><span class=\"help-mark\" aria-hidden=\"true\">?</span>",
        &[section],
        &[],
    );
    rules.text(w.rules());
    rules.push("</button>");
    let rules = rules.finish();
    view! {
        <div class="tutorial" data-step=key>
            <p class="tutorial-head" inner_html=head.finish()></p>
            <div aria-live="polite" inner_html=move || texts.markup(w, key, true)></div>
            {move || texts.failed().then(|| view! { <button on:click=move |_| texts.load.run(())>{w.retry()}</button> })}
            {choices}
            <div inner_html=move || texts.markup(w, key, false) + &rules></div>
        </div>
    }
}

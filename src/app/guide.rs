//! The guided first game on the page (see [`tutorial`]): starting it, the step's words in the
//! prompt, and the end screen's explanation of each line of the score. The words are fetched
//! when one of these shows, in the page's language: they are not in the app's code.

use leptos::prelude::*;

use crate::app::play::Replayed;
use crate::app::record::{AppError, Meta, Seat};
use crate::app::result::{JEANNE_LINE, LINES, LINE_SECTIONS};
use crate::app::storage::{self, Loaded};
use crate::app::tutorial::{self, Entry, Stage, STEPS};
use crate::app::{fetch, lang};
use crate::engine::Game;
use crate::i18n::Words;

/// The guided game, new, for the table.
pub fn start(w: &dyn Words) -> Result<Loaded, AppError> {
    let game = Game::new(tutorial::setup()).map_err(AppError::Setup)?;
    let meta = Meta {
        id: storage::new_id(),
        names: vec![w.player(1)],
        seats: vec![Seat::Human],
        created: storage::now(),
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

    /// The words of `key`, what to do (`what`) or why, as a paragraph; or, in place of what to
    /// do, the failure with a button to try again. Tracked.
    fn show(self, w: &'static dyn Words, key: &str, what: bool) -> Option<AnyView> {
        self.loading.with(|l| match l {
            Loading::Asked => None,
            Loading::Ready(entries) => tutorial::entry(entries, key).map(|e| {
                if what {
                    view! { <p class="tutorial-what">{e.what.clone()}</p> }.into_any()
                } else {
                    view! { <p class="tutorial-why">{e.why.clone()}</p> }.into_any()
                }
            }),
            Loading::Failed => what.then(|| {
                view! {
                    <p class="problem">{w.tutorial_failed()}</p>
                    <button on:click=move |_| self.load.run(())>{w.retry()}</button>
                }
                .into_any()
            }),
        })
    }
}

/// The guided game's panel at `stage`: where it stands, what to do, the step's `choices` (its
/// one decision, so that it shows right under its words, also on a phone's docked prompt), why,
/// and its rules' section.
pub fn step(w: &'static dyn Words, texts: Texts, stage: Stage, choices: Option<AnyView>) -> impl IntoView {
    let (key, section) = stage.words();
    let at = match stage {
        Stage::Step(i) | Stage::Between(i) => i + 1,
        Stage::Done => STEPS.len(),
    };
    view! {
        <div class="tutorial" data-step=key>
            <p class="tutorial-head">
                <span>{w.tutorial()}</span>
                <span class="tutorial-count">{format!("{at}/{}", STEPS.len())}</span>
            </p>
            <div aria-live="polite">{move || texts.show(w, key, true)}</div>
            {choices}
            {move || texts.show(w, key, false)}
            <button type="button" class="help-button" data-section=section>
                <span class="help-mark" aria-hidden="true">"?"</span>
                {w.rules()}
            </button>
        </div>
    }
}

/// How the score was made: each line of the breakdown, its name opening its rules' section,
/// and what it counts.
#[component]
pub fn ScoreExplained(solo: bool) -> impl IntoView {
    let w = lang::words();
    let texts = Texts::fetch();
    let names = w.breakdown_lines();
    let lines = (0..LINES)
        .filter(|&i| solo || i != JEANNE_LINE)
        .map(|i| {
            let key = tutorial::score_key(i);
            view! {
                <dt>
                    <button type="button" class="link" data-section=LINE_SECTIONS[i]>{names[i]}</button>
                </dt>
                <dd>{move || (texts.show(w, &key, true), texts.show(w, &key, false))}</dd>
            }
        })
        .collect_view();
    view! {
        <section class="card score-explained" aria-labelledby="score-explained">
            <h2 id="score-explained">{w.how_score_made()}</h2>
            <dl>{lines}</dl>
        </section>
    }
}

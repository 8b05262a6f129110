//! Printing: a game's sheets, or blank sheets for playing with pen and paper, one A4 page each.
//!
//! The pages are drawn into a container of their own, the first child of `<body>`, that the
//! screen never shows and print media shows alone (`style/print.css`). A Print button fills it
//! with a [`Job`] through the [`Printer`], then opens the browser's print dialog; it is emptied
//! again after printing. The pages' code (the sheets') is a part of the wasm loaded on demand:
//! the start screen prints blank sheets, but does not draw a sheet otherwise.
//!
//! On screen the container is laid out off the page at a fixed width (hidden, not
//! `display: none`), so that the sheets measure a definite width and draw their wide
//! arrangement, the one that fits an A4 page best, whatever the window's size; and so that the
//! shared paint (`<defs>`) of the first sheet in the document stays rendered in print.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::js_sys::{Date, Object, Reflect};

use crate::app::browser::deferred::{self, SplitLoaderError};
use crate::app::browser::later;
use crate::app::screens::breakdown::Breakdown;
use crate::app::sheet::{self, JeanneZone, Sheet};
use crate::engine::{Action, Game, PlayerId, Setup};
use crate::i18n::Words;
use crate::model::errors::AppError;
use crate::model::result::{self, Column};

/// What one page shows large.
#[derive(Clone, Copy)]
enum Drawing {
    /// This player's sheet.
    Sheet(PlayerId),
    /// Jeanne's zone (solo game).
    Jeanne,
}

/// One A4 page.
#[derive(Clone)]
struct Page {
    /// Whose: the page's title, and the name on the sheet.
    name: String,
    drawing: Drawing,
    /// Their column of the score breakdown (none on a blank sheet).
    score: Option<Column>,
}

/// What to print: a game as it is, its pages, and what kind of print it is, in the words of
/// the language it was asked in.
#[derive(Clone)]
pub struct Job {
    words: &'static dyn Words,
    game: Game,
    pages: Vec<Page>,
    /// The heading of the score breakdowns.
    score_title: &'static str,
    /// Blank sheets for pen and paper rather than a game's sheets.
    blank: bool,
}

impl Job {
    /// Every sheet of `game` as it is now, each with its player's score breakdown, then
    /// Jeanne's zone with hers in the solo game (not the sheets played elsewhere: they are
    /// on paper already, and the breakdown leaves them out).
    pub fn of(w: &'static dyn Words, game: &Game, names: &[String]) -> Job {
        let mut columns = result::breakdown(game, names, w.jeanne()).into_iter();
        let mut pages: Vec<Page> = names
            .iter()
            .enumerate()
            .filter(|&(p, _)| !game.is_remote(p as PlayerId))
            .map(|(p, name)| Page {
                name: name.clone(),
                drawing: Drawing::Sheet(p as PlayerId),
                score: columns.next(),
            })
            .collect();
        if game.jeanne().is_some() {
            pages.push(Page { name: w.jeanne().into(), drawing: Drawing::Jeanne, score: columns.next() });
        }
        let score_title = if game.is_over() { w.score_breakdown() } else { w.score_breakdown_so_far() };
        Job { words: w, game: game.clone(), pages, score_title, blank: false }
    }

    /// A blank sheet to play with pen and paper: the first player's sheet of a fresh game of
    /// `setup`, with no action played; in the solo game, the player's sheet then Jeanne's zone
    /// (the back of the solo sheet).
    pub fn blank(w: &'static dyn Words, setup: Setup) -> Result<Job, AppError> {
        let game = Game::new(setup).map_err(AppError::BlankSheet)?;
        let mut pages = vec![Page { name: w.player(1), drawing: Drawing::Sheet(0), score: None }];
        if game.jeanne().is_some() {
            pages.push(Page { name: w.jeanne().into(), drawing: Drawing::Jeanne, score: None });
        }
        Ok(Job { words: w, game, pages, score_title: "", blank: true })
    }
}

/// Today in words, in the locale of `w`: "5 March 2025", "5 mars 2025".
fn today(w: &dyn Words) -> String {
    let options = Object::new();
    for (key, value) in [("day", "numeric"), ("month", "long"), ("year", "numeric")] {
        let _ = Reflect::set(&options, &JsValue::from_str(key), &JsValue::from_str(value));
    }
    Date::new_0().to_locale_date_string(w.locale(), &options).into()
}

/// The app's printer: what is to be printed now, shared through the context.
#[derive(Clone, Copy)]
pub struct Printer {
    job: RwSignal<Option<Job>>,
}

impl Printer {
    /// Makes the printer of the app, for [`Printer::get`] below this component.
    pub fn provide() -> Printer {
        let printer = Printer { job: RwSignal::new(None) };
        provide_context(printer);
        printer
    }

    /// The app's printer (call it while a component is created, not in an event handler).
    pub fn get() -> Printer {
        expect_context()
    }

    /// Draws the pages of `job`, then opens the print dialog once they are on the page; first
    /// loads the pages' code (nothing is printed if it cannot be loaded).
    pub fn print(self, job: Job) {
        leptos::task::spawn_local(async move {
            if pages_code().await.is_err() {
                return;
            }
            self.job.set(Some(job));
            // The pages are built, and the sheets arranged for their width, before the next
            // frame; the dialog opens once the sheets are whole (they come a few areas a frame).
            later::next_frame(|| {
                sheet::after_drawn(|| {
                    later::after(Duration::ZERO, || {
                        let _ = window().print();
                    });
                })
            });
        });
    }
}

/// One page: a header line, the sheet (or Jeanne's zone) as large as the page allows, and the
/// score breakdown.
fn page(page: Page, game: Signal<Game>, about: String, score_title: &'static str) -> impl IntoView {
    let Page { name, drawing, score } = page;
    let zone = matches!(drawing, Drawing::Jeanne);
    let drawing = match drawing {
        Drawing::Sheet(player) => view! {
            <Sheet
                game
                player
                targets=Signal::derive(Vec::<Action>::new)
                on_action=Callback::new(|_: Action| {})
                name=name.clone()
            />
        }
        .into_any(),
        Drawing::Jeanne => view! { <JeanneZone game /> }.into_any(),
    };
    let score = score.map(|column| {
        view! {
            <section class="print-score">
                <h2>{score_title}</h2>
                <Breakdown columns=vec![column] />
            </section>
        }
    });
    view! {
        <article class="print-page">
            <header class="print-head">
                <h1><bdi>{name}</bdi></h1>
                <p>{about}</p>
            </header>
            <div class="print-sheet" class:print-zone=zone>{drawing}</div>
            {score}
        </article>
    }
}

/// The pages of a job.
#[component]
fn Pages(job: Job) -> impl IntoView {
    let Job { words: w, game, pages, score_title, blank } = job;
    let about = blank
        .then(|| w.blank_sheet().to_string())
        .into_iter()
        .chain([w.game_kind(game.setup()), w.seed(game.setup().seed), w.printed_on(&today(w))])
        .collect::<Vec<_>>()
        .join(" · ");
    // The game as it was when Print was pressed: the pages do not follow the game on.
    let game = Signal::stored(game);
    pages.into_iter().map(|p| page(p, game, about.clone(), score_title)).collect_view()
}

/// The pages of a job, in a part of the wasm loaded on demand (`pages_code` loads it).
#[wasm_split_helpers::wasm_split(print, fallible, preload(pages_code))]
fn pages(job: Job) -> Result<AnyView, SplitLoaderError> {
    Ok(view! { <Pages job /> }.into_any())
}

/// The print container: the pages of the job being printed, if any. Emptied after printing.
#[component]
pub fn PrintRoot(printer: Printer) -> impl IntoView {
    let done = window_event_listener_untyped("afterprint", move |_| printer.job.set(None));
    on_cleanup(move || done.remove());
    view! {
        <div class="print-root" aria-hidden="true">
            // Built at once, as the job is set (its code is loaded by then), and in the page when
            // the sheets measure their width.
            {move || printer.job.get().and_then(|job| deferred::now(pages(job))?.ok())}
        </div>
    }
}

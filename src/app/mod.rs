//! The browser app (Leptos, client-side rendered) over the model (`crate::model`) and its words
//! (`crate::i18n`): `sheet` draws the scoresheet as SVG markup, `markup` and `svg` the other
//! figures, `rules` the rules' text, all built and tested natively; the page itself, built for
//! wasm only, is the session (the game in play), the table, the screens around it and the
//! browser's services.

pub mod markup;
pub mod rules;
pub mod sheet;
pub mod svg;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod browser;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod screens;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod session;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod table;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
pub use root::mount;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod root {
    use std::sync::Arc;

    use leptos::prelude::*;

    use crate::app::browser::deferred::{Deferred, SplitLoaderError};
    use crate::app::browser::storage::{self, Loaded};
    use crate::app::browser::{lang, later, update};
    use crate::app::screens::challenge::ChallengeScreen;
    use crate::app::screens::end::EndScreen;
    use crate::app::screens::print::{PrintRoot, Printer};
    use crate::app::screens::replay::ReplayScreen;
    use crate::app::screens::review::{KeyMoment, Moment};
    use crate::app::screens::start::StartScreen;
    use crate::app::session::Session;
    use crate::app::table::TableScreen;
    use crate::engine::Save;
    use crate::model::errors::{AppError, Refusal};
    use crate::model::modes::challenge::Challenge;
    use crate::model::record::Meta;
    use crate::model::replay::Replay;
    use crate::model::review::Review;

    /// What the page shows.
    #[derive(Clone)]
    enum Screen {
        /// New game, saved games, history.
        Start,
        /// A game: the table, then its end screen.
        Game(Arc<Loaded>),
        /// A game stepped through in the replay view, whether it came from a link, the game to
        /// go back to when the view closes (the one on the table it was opened from), and the
        /// review's key moment it opens at.
        Replay(Arc<(Meta, Replay, Vec<Review>)>, bool, Option<Arc<Loaded>>, Option<KeyMoment>),
        /// A challenge from a link: the game to play, or both results.
        Challenge(Arc<Challenge>),
    }

    /// The replay view of `loaded`, going back to it when it closes if `back` (to the start
    /// otherwise); `None` if the game cannot be stepped through.
    fn replay_of(loaded: Loaded, back: bool, moment: Option<KeyMoment>) -> Option<Screen> {
        let replay = Replay::of(&Save::of(&loaded.replayed.game)).ok()?;
        let meta = loaded.meta.clone();
        Some(Screen::Replay(
            Arc::new((meta, replay, Vec::new())),
            false,
            back.then(|| Arc::new(loaded)),
            moment,
        ))
    }

    /// A game on the table, then its end screen once it is over. The session outlives the
    /// screens, which are built again when the language changes.
    #[component]
    fn GameScreen(
        loaded: Loaded,
        on_leave: Callback<()>,
        on_open: Callback<Loaded>,
        /// Opens the game in the replay view, coming back to it after.
        on_replay: Callback<Loaded>,
        /// Opens the game in the replay view at a review's key moment, coming back to it after.
        on_moment: Callback<Moment>,
    ) -> impl IntoView {
        let session = Session::start(loaded, on_open);
        // This tab leaves the game; another tab with it on its table keeps it.
        let on_leave = Callback::new(move |()| {
            storage::leave(&session.id());
            session.forget_if_untouched();
            on_leave.run(());
        });
        // The end screen comes once the last turn is ended (its player may undo until then;
        // after, the game stays over). It comes in a task after the frame that shows the last
        // turn's end on the table, which it then hides; the table is taken out of the page in a
        // task after the end screen's first frame: on a slow phone, the table's 2,500 elements
        // taken out and the end screen built in the click's task was a long task.
        let over = Memo::new(move |_| session.finished());
        let ended = RwSignal::new(over.get_untracked());
        let table_gone = RwSignal::new(over.get_untracked());
        Effect::new(move |_| {
            if over.get() && !ended.get_untracked() {
                later::frame_by_frame(vec![
                    Box::new(move || ended.try_set(true).is_none()),
                    Box::new(move || table_gone.try_set(true).is_none()),
                ]);
            }
        });
        // A new screen (the table, then the end) starts at the top; a language change does not.
        Effect::new(move |_| {
            ended.track();
            window().scroll_to_with_x_and_y(0.0, 0.0);
        });
        let table = move || {
            lang::current();
            (!table_gone.get()).then(|| view! { <TableScreen session on_leave on_replay ended /> })
        };
        let end = move || {
            lang::current();
            ended.get().then(|| view! { <EndScreen session on_leave on_open on_replay on_moment /> })
        };
        view! { {end} {table} }
    }

    /// Declares a screen's view as a split point of the page's wasm: a part loaded on demand
    /// (scripts/page-wasm.mjs cuts the module there).
    macro_rules! split_point {
        ($(#[$doc:meta])* $part:ident: fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $view:block) => {
            $(#[$doc])*
            #[wasm_split_helpers::wasm_split($part, fallible)]
            fn $name($($arg: $ty),*) -> Result<AnyView, SplitLoaderError> {
                Ok($view)
            }
        };
    }

    split_point! {
        /// The game's screens, a part of the wasm loaded on demand (the start screen does not need it).
        game: fn game_screen(
            loaded: Loaded,
            on_leave: Callback<()>,
            on_open: Callback<Loaded>,
            on_replay: Callback<Loaded>,
            on_moment: Callback<Moment>,
        ) {
            view! { <GameScreen loaded on_leave on_open on_replay on_moment /> }.into_any()
        }
    }

    split_point! {
        /// The replay view, a part of the wasm loaded on demand.
        replay: fn replay_screen(
            shown: (Meta, Replay, Vec<Review>),
            on_leave: Callback<()>,
            from_link: bool,
            to_game: bool,
            moment: Option<KeyMoment>,
            on_open: Callback<Loaded>,
        ) {
            let (meta, replay, carried) = shown;
            view! { <ReplayScreen meta replay carried on_leave from_link to_game moment on_open /> }.into_any()
        }
    }

    split_point! {
        /// A challenge's screen, a part of the wasm loaded on demand.
        challenge: fn challenge_screen(
            challenge: Challenge,
            on_open: Callback<Loaded>,
            on_leave: Callback<()>,
        ) {
            view! { <ChallengeScreen challenge on_open on_leave /> }.into_any()
        }
    }

    /// The app: resumes the current game if there is one, else shows the start screen.
    #[component]
    fn App() -> impl IntoView {
        lang::provide();
        update::provide();
        crate::app::rules::listen();
        let (resumed, problem) = storage::resume(lang::words());
        // Without storage the app plays on, and says once that nothing is saved.
        let blocked = (!storage::available()).then_some(AppError::Save(Refusal::Unavailable));
        let notices = RwSignal::new(problem.into_iter().chain(blocked).collect::<Vec<_>>());
        let mut first = resumed.map_or(Screen::Start, |l| Screen::Game(Arc::new(l)));
        // A link carrying a game opens it in the replay view, one carrying a challenge its
        // screen; a damaged one says so on the start screen, and changes nothing.
        let hash = window().location().hash().unwrap_or_default();
        let linked = match (crate::model::share::read(&hash), Challenge::read(&hash)) {
            (Some(record), _) => Some(record.and_then(|r| {
                let replay = Replay::of(&r.save)?;
                Ok(Screen::Replay(Arc::new((r.meta, replay, r.reviews)), true, None, None))
            })),
            (_, Some(challenge)) => Some(challenge.map(|c| Screen::Challenge(Arc::new(c)))),
            _ => None,
        };
        match linked {
            Some(Ok(screen)) => first = screen,
            Some(Err(e)) => {
                notices.update(|n| n.push(AppError::Link(e)));
                first = Screen::Start;
            }
            None => {}
        }
        // A link pasted into this tab's address bar changes only the fragment: the page opens
        // it as it would in a new tab.
        let _ = window_event_listener(leptos::ev::hashchange, |_| {
            let hash = window().location().hash().unwrap_or_default();
            if hash.starts_with(crate::model::share::FRAGMENT)
                || hash.starts_with(crate::model::modes::challenge::FRAGMENT)
            {
                let _ = window().location().reload();
            }
        });
        let screen = RwSignal::new(first);
        let on_open = Callback::new(move |l: Loaded| {
            forget_link();
            screen.set(Screen::Game(Arc::new(l)));
        });
        let on_leave = Callback::new(move |()| {
            forget_link();
            screen.set(Screen::Start);
        });
        let on_replay =
            Callback::new(move |l: Loaded| replay_of(l, false, None).into_iter().for_each(|s| screen.set(s)));
        let on_rewatch =
            Callback::new(move |l: Loaded| replay_of(l, true, None).into_iter().for_each(|s| screen.set(s)));
        let on_moment = Callback::new(move |(l, at): Moment| {
            replay_of(l, true, Some(at)).into_iter().for_each(|s| screen.set(s))
        });
        // The print container comes first in the page (see `print`).
        let printer = Printer::provide();
        view! {
            <PrintRoot printer />
            {move || match screen.get() {
                Screen::Start => view! { <StartScreen on_open on_replay notices /> }.into_any(),
                Screen::Replay(shown, from_link, back, moment) => {
                    let shown = (*shown).clone();
                    let to_game = back.is_some();
                    let on_leave = match back {
                        Some(game) => Callback::new(move |()| screen.set(Screen::Game(game.clone()))),
                        None => on_leave,
                    };
                    let screen = replay_screen(shown, on_leave, from_link, to_game, moment, on_open);
                    view! { <Deferred screen /> }.into_any()
                }
                Screen::Challenge(c) => {
                    let screen = challenge_screen((*c).clone(), on_open, on_leave);
                    view! { <Deferred screen /> }.into_any()
                }
                Screen::Game(loaded) => {
                    let screen = game_screen((*loaded).clone(), on_leave, on_open, on_rewatch, on_moment);
                    view! { <Deferred screen /> }.into_any()
                }
            }}
        }
    }

    /// Takes a link's fragment out of the address once its screen is left, so that a reload
    /// resumes where the player is instead of opening the link again.
    fn forget_link() {
        let here = window().location();
        if here.hash().is_ok_and(|h| !h.is_empty()) {
            let page = here.pathname().unwrap_or_default() + &here.search().unwrap_or_default();
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&page));
            }
        }
    }

    /// Mounts the app to the document's `<body>` a task after the wasm's start, then calls
    /// `mounted`: the end of the wasm's compilation and the first render are two tasks, neither
    /// long on a slow phone.
    pub fn mount(mounted: fn()) {
        crate::app::browser::caret::watch();
        later::after(std::time::Duration::ZERO, move || {
            leptos::mount::mount_to_body(App);
            mounted();
        });
    }
}

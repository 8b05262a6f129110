//! "Challenge a friend" on the page: the card on the end screen (the link to copy, and both
//! results once there are two) and the screen a challenge's link opens. The rest is in
//! [`crate::model::modes::challenge`].

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::js_sys;

use crate::app::browser::lang::{self, LanguageSwitch};
use crate::app::browser::storage::{self, Loaded};
use crate::app::rules::RulesButton;
use crate::app::screens::form::seat_name;
use crate::app::screens::guide;
use crate::app::session::Session;
use crate::app::svg::Svg;
use crate::engine::Game;
use crate::i18n::Words;
use crate::model::errors::AppError;
use crate::model::modes::challenge::{self, Challenge};
use crate::model::play::Replayed;
use crate::model::record::settings::{self, Settings};
use crate::model::record::{self, Finished, Meta, Seat};

/// A link given to copy: its address, and whether the clipboard took it.
#[derive(Clone)]
pub struct Link {
    url: String,
    copied: bool,
}

/// Shows in `link` this page's address with `fragment` instead of its own, and copies it to the
/// clipboard. Where the browser has no clipboard for the page (outside a secure context) or
/// refuses the write, the link says so, to be copied by hand; the refusal is handled, so it
/// never reaches the recovery panel as an unhandled rejection.
pub fn copy_link(fragment: &str, link: RwSignal<Option<Link>>) {
    let here = window().location();
    let page = here.pathname().unwrap_or_default();
    let url = format!("{}{page}{fragment}", here.origin().unwrap_or_default());
    let clipboard = window().navigator().clipboard();
    let copied = !clipboard.is_undefined();
    if copied {
        let written = clipboard.write_text(&url);
        // One function for both outcomes, so that it is called (and freed) once: the write
        // fulfils with `undefined` and is refused with an error.
        let settled = Closure::once_into_js(move |outcome: JsValue| {
            if !outcome.is_undefined() {
                link.update(|l| l.iter_mut().for_each(|l| l.copied = false));
            }
        });
        if let Ok(then) = js_sys::Reflect::get(&written, &JsValue::from_str("then")) {
            let _ = then.unchecked_into::<js_sys::Function>().call2(&written, &settled, &settled);
        }
    }
    link.set(Some(Link { url, copied }));
}

/// The challenge stored with game `id`, if one is (one that cannot be read is not shown: the
/// game itself is untouched).
fn stored(id: &str) -> Option<Challenge> {
    Challenge::from_json(&storage::read(&challenge::key(id))?).ok()
}

/// Results side by side: a column per game, a row per seat, then Jeanne's; and once there are
/// two, the verdict, by each side's best person among `seats`. (Markup rather than a view:
/// nothing in it changes, and the first-load budget.)
fn scores(w: &'static dyn Words, seats: &[Seat], results: Vec<Finished>) -> impl IntoView {
    let rows = results.first().map_or(0, |r| r.names.len() + usize::from(r.jeanne.is_some()));
    let mut s = Svg::with_capacity(120 + 60 * rows * results.len());
    s.push("<thead><tr>");
    for i in 0..results.len() {
        s.push("<th scope=\"col\">");
        s.text(w.side(i));
        s.push("</th>");
    }
    s.push("</tr></thead><tbody>");
    for i in 0..rows {
        s.push("<tr>");
        for r in &results {
            let cell = match r.names.get(i) {
                Some(name) => w.challenge_score(name, r.totals[i]),
                None => w.challenge_score(w.jeanne(), r.jeanne.unwrap_or_default()),
            };
            s.push("<td>");
            s.text(&cell);
            s.push("</td>");
        }
        s.push("</tr>");
    }
    s.push("</tbody>");
    let verdict = challenge::verdict(seats, &results).map(|v| w.challenge_verdict(&v));
    view! {
        <table class="challenge-scores" inner_html=s.finish()></table>
        {verdict.map(|v| view! { <p class="challenge-verdict">{v}</p> })}
    }
}

/// The link given, to read or select again, said by `label` once copied (else that it was not).
pub fn copied_link(label: &'static str, link: RwSignal<Option<Link>>) -> impl IntoView {
    let w = lang::words();
    move || {
        link.get().map(|Link { url, copied }| {
            view! {
                <label class="replay-link">
                    <span>{if copied { label } else { w.link_not_copied() }}</span>
                    <input type="text" readonly prop:value=url />
                </label>
            }
        })
    }
}

/// The end screen's challenge card: both results once there are two (this game answers a
/// challenge, or the answer to its own came back), and the button that copies the link.
#[component]
pub fn ChallengeCard(session: Session) -> impl IntoView {
    let w = lang::words();
    let meta = session.record().meta;
    let mine = session.game.with_untracked(|g| Challenge::of(&meta, g, storage::now()));
    let (results, to_send) = challenge::at_end(stored(&meta.id), mine);
    let answer = to_send.results.len() == 2;
    let fragment = to_send.fragment();
    let link = RwSignal::new(None);
    let shown = !results.is_empty();
    view! {
        <section class="card challenge" aria-labelledby="challenge">
            <h2 id="challenge">{if shown { w.challenge_result() } else { w.challenge_title() }}</h2>
            {shown.then(|| scores(w, &meta.seats, results))}
            <button class="challenge-link" on:click=move |_| copy_link(&fragment, link)>
                {if answer { w.send_back() } else { w.challenge_friend() }}
            </button>
            {copied_link(w.challenge_copied(), link)}
        </section>
    }
}

/// The game of challenge `c` on this device: the one stored if it was started, else a new one
/// with the same setup and seats, its people's seats named as `typed` (seat, name; the names
/// are remembered for the new-game form), its computers' as the challenger's. The challenge is
/// stored with it, so that its end screen shows both results.
fn game_of(w: &dyn Words, c: &Challenge, typed: &[(usize, String)]) -> Result<Loaded, AppError> {
    let id = c.game_id();
    let loaded = match storage::open(w, &id) {
        Some(opened) => opened?,
        None => {
            let game = Game::new(c.save.setup.clone()).map_err(AppError::Setup)?;
            let mut form = Settings::parse(&storage::read(settings::SETTINGS_KEY).unwrap_or_default());
            let mut names = c.results[0].names.clone();
            for (seat, name) in typed {
                names[*seat] = seat_name(w, name, *seat);
                form.names[*seat] = name.trim().to_string();
            }
            // Without storage the names are not remembered: the game plays on.
            let _ = storage::write(settings::SETTINGS_KEY, &form.to_json());
            let meta = Meta {
                id: id.clone(),
                names,
                seats: c.seats.clone(),
                created: storage::now(),
                is_try: false,
            };
            Loaded::new(meta, Replayed::new(game))
        }
    };
    // Without storage the game plays on (the start screen says nothing is saved); its end
    // screen then shows its own result only.
    let _ = storage::write(&challenge::key(&id), &c.to_json());
    Ok(loaded)
}

/// The screen a challenge's link opens, under the game's name, with the language switch, the
/// rules and the guided first game for a friend who does not know the game: who challenges,
/// the name to play under (the new-game form's, remembered) and the game to play (their score
/// hidden until it is played); or, once the link carries the answer, both results and the
/// verdict (stored with the challenger's game if it is on this device: no game is added).
#[component]
pub fn ChallengeScreen(
    challenge: Challenge,
    on_open: Callback<Loaded>,
    on_leave: Callback<()>,
) -> impl IntoView {
    let answered = challenge.results.len() == 2;
    let home = &challenge.results[0].id;
    if answered && storage::read(&record::game_key(home)).is_some() {
        // Without it the game's end screen shows its own result only: the link still shows both.
        let _ = storage::write(&challenge::key(home), &challenge.to_json());
    }
    // A game started on it keeps its names: they are asked before the first start only.
    let started = storage::read(&record::game_key(&challenge.game_id())).is_some();
    let remembered = Settings::parse(&storage::read(settings::SETTINGS_KEY).unwrap_or_default());
    let people: Vec<(usize, RwSignal<String>)> = (!answered && !started)
        .then(|| challenge.seats.iter().enumerate().filter(|(_, s)| **s == Seat::Human))
        .into_iter()
        .flatten()
        .map(|(i, _)| (i, RwSignal::new(remembered.names.get(i).cloned().unwrap_or_default())))
        .collect();
    let problem = RwSignal::new(None::<AppError>);
    let challenge = StoredValue::new(challenge);
    move || {
        let w = lang::current().words();
        let c = challenge.get_value();
        let from = w.challenge_from(&c.results[0].names, &w.game_kind(&c.save.setup));
        let results = answered.then(|| scores(w, &c.seats, c.results.clone()));
        let names = people.clone();
        let play = move |_| {
            let typed: Vec<(usize, String)> = names.iter().map(|(i, n)| (*i, n.get_untracked())).collect();
            match challenge.with_value(|c| game_of(w, c, &typed)) {
                Ok(loaded) => on_open.run(loaded),
                Err(e) => problem.set(Some(e)),
            }
        };
        let one = people.len() == 1;
        let inputs = people
            .iter()
            .map(|&(i, name)| {
                let label = if one { w.your_name().to_string() } else { w.player(i + 1) };
                view! {
                    <label class="challenge-name">
                        <span>{label}</span>
                        <input
                            type="text"
                            maxlength="20"
                            dir="auto"
                            prop:value=name.get_untracked()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                    </label>
                }
            })
            .collect_view();
        let learn = move |_| match guide::start(w) {
            Ok(loaded) => on_open.run(loaded),
            Err(e) => problem.set(Some(e)),
        };
        view! {
            <main class="challenge-screen card">
                <header class="challenge-head">
                    <LanguageSwitch />
                    <p class="eyebrow game-name">{w.title()}</p>
                    <h1>{if answered { w.challenge_result() } else { w.challenge_title() }}</h1>
                </header>
                {results}
                <div class="challenge-invite" hidden=answered>
                    <p>{from}</p>
                    <p class="hint">{w.score_hidden()}</p>
                    {inputs}
                    <button class="challenge-play primary" on:click=play>{w.accept()}</button>
                </div>
                <div class="challenge-learn">
                    <RulesButton />
                    <button class="learn" on:click=learn>{w.learn_by_playing()}</button>
                </div>
                <p class="problem" role="alert">{move || problem.with(|e| e.as_ref().map(|e| w.app_error(e)))}</p>
                <button class="challenge-close" on:click=move |_| on_leave.run(())>{w.back_to_start()}</button>
            </main>
        }
    }
}

//! The daily challenge on the page: its card on the start screen (today's game to play or
//! resume, the streak and the best score) and the result card on the end screen of a day's
//! game (its text to copy, its picture to save). The rest is in [`crate::model::modes::daily`].

use leptos::prelude::*;
use web_sys::js_sys::Date;

use crate::app::browser::lang;
use crate::app::browser::storage::{self, Loaded};
use crate::app::markup;
use crate::app::screens::form::{radio, seat_name};
use crate::engine::{Game, SoloLevel};
use crate::i18n::daily_card_text;
use crate::model::errors::AppError;
use crate::model::modes::daily::{Day, Played, Standing};
use crate::model::play::Replayed;
use crate::model::record::{Finished, Meta, Seat};

/// Today on this device's calendar.
fn today() -> Day {
    let now = Date::new_0();
    // The browser's calendar always gives a real day.
    Day::new(now.get_full_year() as i32, now.get_month() as u8 + 1, now.get_date() as u8).unwrap_or(Day {
        year: 2026,
        month: 1,
        day: 1,
    })
}

/// Today's game: the one stored if it was started, else a new one at `level` for `name`.
fn todays_game(day: Day, level: SoloLevel, name: String) -> Result<Loaded, AppError> {
    if let Some(opened) = storage::open(lang::words(), &day.id()) {
        return opened;
    }
    let game = Game::new(day.setup(level)).map_err(AppError::Setup)?;
    let meta = Meta {
        id: day.id(),
        names: vec![name],
        seats: vec![Seat::Human],
        created: storage::now(),
        is_try: false,
    };
    Ok(Loaded::new(meta, Replayed::new(game)))
}

/// The daily challenge's card on the start screen. `history` is the start screen's list of
/// finished games; `name` the new-game form's first name (the player's, if typed).
#[component]
pub fn DailyCard(
    history: RwSignal<Vec<Finished>>,
    name: Signal<String>,
    on_open: Callback<Loaded>,
) -> impl IntoView {
    let w = lang::words();
    let day = today();
    let level = RwSignal::new(SoloLevel::Standard);
    let problem = RwSignal::new(None::<AppError>);
    let standing = Memo::new(move |_| history.with(|h| Standing::of(h, day)));
    let play = move |_| match todays_game(day, level.get_untracked(), seat_name(w, &name.get_untracked(), 0))
    {
        Ok(loaded) => on_open.run(loaded),
        Err(e) => problem.set(Some(e)),
    };
    let levels = [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special].map(|l| {
        view! {
            <label class="seg">
                {radio("daily-level", level, l)}
                <span>{w.level(l)}</span>
            </label>
        }
    });
    // One tree whose words change, rather than a tree per case (smaller code).
    let stored = move || {
        history.track();
        storage::read(&crate::model::record::game_key(&day.id())).is_some()
    };
    let choosing = move || standing.with(|s| s.today.is_none()) && !stored();
    view! {
        <section class="card daily" aria-labelledby="daily">
            <h2 id="daily">{w.daily_title()} " · " {day.iso()}</h2>
            <p class="hint">
                {move || match standing.get().today {
                    Some(p) => w.daily_done(p.score, p.jeanne),
                    None => w.daily_intro().to_string(),
                }}
            </p>
            <fieldset hidden=move || !choosing()>
                <legend>{w.solo_level()}</legend>
                <div class="segmented">{levels}</div>
            </fieldset>
            <button class="daily-play primary" on:click=play>
                {move || match standing.get().today {
                    Some(_) => w.open_saved(true),
                    None if stored() => w.daily_resume(),
                    None => w.daily_play(),
                }}
            </button>
            <p class="daily-standing" hidden=move || standing.with(|s| s.streak == 0 && s.best.is_none())>
                {move || {
                    let s = standing.get();
                    let best = s.best.map(|b| format!(" · {}", w.daily_best(b.score, &b.day.iso())));
                    format!("{}{}", w.daily_streak(s.streak), best.unwrap_or_default())
                }}
            </p>
            {move || problem.with(|e| e.as_ref().map(|e| view! { <p class="problem" role="alert">{w.app_error(e)}</p> }))}
        </section>
    }
}

/// The result card of a finished daily game (`meta`'s game, over): its picture, its text to
/// copy and the picture to save. Nothing for another game.
pub fn result_card(meta: &Meta, game: &Game) -> Option<impl IntoView> {
    let w = lang::words();
    let line = Finished::of(meta, game, storage::now());
    let played = Played::of(&line)?;
    // The autosave may not have added this game to the history yet.
    let (mut history, _) = storage::history(w);
    if !history.iter().any(|f| f.id == line.id) {
        history.push(line);
    }
    let streak = Standing::of(&history, played.day).streak;
    let text = daily_card_text(w, played, streak);
    let picture = markup::card_picture(w, played, streak);
    let copied = RwSignal::new(false);
    let copy = {
        let text = text.clone();
        move |_| {
            let _ = window().navigator().clipboard().write_text(&text);
            copied.set(true);
        }
    };
    let file = format!("orleans-{}.svg", played.day.id());
    let save = {
        let picture = picture.clone();
        move |_| {
            let _ = storage::download(&file, &picture);
        }
    };
    Some(view! {
        <section class="card daily-result" aria-labelledby="daily-result">
            <h2 id="daily-result">{w.daily_result()}</h2>
            <div class="daily-picture" role="img" aria-label=w.picture_alt() inner_html=picture></div>
            <pre class="daily-text">{text}</pre>
            <div class="end-actions">
                <button class="daily-copy" on:click=copy>{w.copy_result()}</button>
                <button class="daily-save" on:click=save>{w.save_picture()}</button>
            </div>
            {move || copied.get().then(|| view! { <p role="status">{w.result_copied()}</p> })}
        </section>
    })
}

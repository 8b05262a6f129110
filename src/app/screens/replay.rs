//! The replay view: a game stepped through action by action (first, back, forward, last, a
//! slider, the arrow keys, Home and End, and play at a chosen speed), with every sheet and
//! Jeanne's zone as they stood, the next action highlighted on the sheet and the log in step.
//! It shows states replayed from the save ([`Replay`]) and never changes the game; "Try it here"
//! starts a new game from the moment shown. A finished game can be reviewed here too; at a
//! review's key moment, the view highlights the choice made there and the best one.

use std::time::Duration;

use leptos::prelude::*;

use crate::app::browser::lang::{self, LanguageSwitch};
use crate::app::browser::storage::{self, Loaded};
use crate::app::browser::{later, probe};
use crate::app::screens::challenge::{copied_link, copy_link};
use crate::app::screens::review::{KeyMoment, ReviewCard};
use crate::app::sheet::FinalSheets;
use crate::engine::{Action, Game, PlayerId};
use crate::i18n::{finished_scores, replay_log, verdict};
use crate::model::play::Replayed;
use crate::model::record::{Finished, Meta, Record};
use crate::model::replay::Replay;
use crate::model::review::{self, Kept, Review};
use crate::model::share;

/// The speeds offered, in actions per second.
const SPEEDS: [u32; 4] = [1, 2, 4, 8];

/// The most frames [`show_sheet`] waits for the sheets to be drawn.
const SHEET_FRAMES: u32 = 30;

/// Brings seat `seat`'s sheet into view (a 4-player game's may be the fourth down), once the
/// sheets are drawn: they come a frame or more after the view; at most `frames` frames on.
fn show_sheet(seat: PlayerId, frames: u32) {
    later::after_frame(move || {
        let drawn = document()
            .query_selector(&format!(
                ".replay-screen .final-sheets:not([aria-busy]) .final-sheet[data-seat=\"{seat}\"]"
            ))
            .ok()
            .flatten();
        match drawn {
            Some(sheet) => sheet.scroll_into_view(),
            None if frames > 0 => show_sheet(seat, frames - 1),
            None => {}
        }
    });
}

/// The replay view of `replay`, played by the players of `meta`; `on_leave` closes it.
#[component]
pub fn ReplayScreen(
    meta: Meta,
    replay: Replay,
    on_leave: Callback<()>,
    /// Whether the game came from a link: the view offers to add it to the saved games.
    #[prop(optional)]
    from_link: bool,
    /// Whether the view was opened from the game (closing it goes back there, not to the start).
    #[prop(optional)]
    to_game: bool,
    /// The reviews the link carried (kept here, not in storage, unless the game is added).
    #[prop(optional)]
    carried: Vec<Review>,
    /// A review's key moment to open at.
    moment: Option<KeyMoment>,
    /// Opens a new game (a try from the moment shown).
    on_open: Callback<Loaded>,
) -> impl IntoView {
    let total = replay.len();
    let end = StoredValue::new(replay.game_at(total));
    let record = StoredValue::new(end.with_value(|g| Record::of(&meta, g)));
    // The reviews kept with the game: in storage for a saved game; for a game from a link, here
    // until it is added to the saved games (then there too).
    let saved_as = RwSignal::new((!from_link).then(|| meta.id.clone()));
    let kept = RwSignal::new(record.with_value(|r| {
        let mut kept = match saved_as.get_untracked() {
            Some(id) => storage::kept_reviews(&id, &r.save),
            None => Kept::of(None, &r.save),
        };
        carried.into_iter().for_each(|c| kept.keep(c));
        kept
    }));
    let carrying = move || Record { reviews: kept.get_untracked().reviews, ..record.get_value() };
    let link = RwSignal::new(None);
    let added = RwSignal::new(false);
    let share = move |_| copy_link(&share::fragment(&carrying()), link);
    let add = move |_| {
        if let Ok(id) = storage::add_once(&carrying()) {
            saved_as.set(Some(id));
            added.set(true);
        }
    };
    // A game from a link opens at its start (its header says how it ended); one opened here, at
    // its end; a key moment, at its decision.
    let opened_at = moment.map_or(if from_link { 0 } else { total }, |m| m.step);
    let step = RwSignal::new(opened_at.min(total));
    let setup = end.with_value(|g| g.setup().clone());
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(SPEEDS[1]);
    let replay = StoredValue::new(replay);
    // A new step is always another game (games are not compared).
    let game = Memo::new_with_compare(move |_| replay.with_value(|r| r.game_at(step.get())), |_, _| true);
    // The key moment shown (opened at, or chosen in the review below), and its best choice at
    // its step.
    let moment = RwSignal::new(moment);
    let best = move |at: usize| moment.get().filter(|m| m.step == at).map(|m| m.best);
    let review_moment = Callback::new(move |at: KeyMoment| {
        moment.set(Some(at));
        step.set(at.step.min(total));
        show_sheet(at.seat, SHEET_FRAMES);
    });
    // Opened at a key moment: the seat's sheet, once drawn.
    if let Some(at) = moment.get_untracked() {
        show_sheet(at.seat, SHEET_FRAMES);
    }
    let targets = Signal::derive(move || {
        let at = step.get();
        let next = replay.with_value(|r| r.next_action(at));
        let mut targets: Vec<Action> = next.into_iter().collect();
        targets.extend(best(at).filter(|&b| Some(b) != next));
        targets
    });
    // A try: a new game from the moment shown, the game shown untouched.
    let try_here = move |_: leptos::ev::MouseEvent| {
        let meta = Meta {
            id: storage::new_id(),
            created: storage::now(),
            is_try: true,
            ..record.with_value(|r| r.meta.clone())
        };
        let save = record.with_value(|r| review::try_from(&r.save, step.get_untracked()));
        if let Ok(replayed) = Replayed::of(&save) {
            on_open.run(Loaded::new(meta, replayed));
        }
    };
    // The tests read the state shown, as on the table.
    probe::follow(game.into());
    let go = move |to: usize| step.set(to.min(total));

    // Play: one action per tick at the chosen speed, stopping at the end.
    Effect::new(move |_| {
        if !playing.get() {
            return;
        }
        let period = Duration::from_millis(u64::from(1000 / speed.get()));
        if let Ok(handle) = set_interval_with_handle(
            move || {
                if step.get_untracked() >= total {
                    playing.set(false);
                } else {
                    step.update(|s| *s += 1);
                }
            },
            period,
        ) {
            on_cleanup(move || handle.clear());
        }
    });
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let now = step.get_untracked();
        match ev.key().as_str() {
            "ArrowLeft" => go(now.saturating_sub(1)),
            "ArrowRight" => go(now + 1),
            "Home" => go(0),
            "End" => go(total),
            _ => return,
        }
        // The slider moves by itself on arrow keys; the step above is the only move.
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    move || {
        let w = lang::current().words();
        let names = meta.names.clone();
        let log_names = names.clone();
        let log = move || {
            let (lines, recent) = replay.with_value(|r| replay_log(w, r, &log_names, step.get()));
            let from = lines.len() - recent;
            lines
                .into_iter()
                .enumerate()
                .rev()
                .map(|(i, line)| {
                    let current = i >= from;
                    view! { <li class:current=current>{line}</li> }
                })
                .collect_view()
        };
        let speeds = SPEEDS
            .map(|s| view! { <option value=s.to_string() selected=move || speed.get() == s>{format!("×{s}")}</option> });
        view! {
            <main class="replay-screen">
                <header class="title">
                    <LanguageSwitch />
                    <h1>{w.replay()}</h1>
                    // Who played, how it ended, what game it was and when.
                    <p class="replay-about">
                        {end.with_value(|g| g.is_over().then(|| verdict(w, g, &names)))}
                        " " <span>{end.with_value(|g| {
                            let scores = finished_scores(w, &Finished::of(&meta, g, meta.created));
                            format!("{scores} · {} · {}", w.game_kind(&setup), storage::date(w, meta.created))
                        })}</span>
                    </p>
                    <p class="replay-step" aria-live="polite">{move || w.step_of(step.get(), total)}</p>
                    {move || {
                        let at = step.get();
                        let (best, chosen) = (best(at)?, replay.with_value(|r| r.next_action(at))?);
                        let r = lang::current().review_words();
                        let said = game.with(|g| r.review_at_moment(&w.action(g, chosen), &w.action(g, best)));
                        Some(view! { <p class="replay-moment">{said}</p> })
                    }}
                </header>
                <nav class="replay-controls card" aria-label=w.replay()>
                    <button class="replay-first" on:click=move |_| go(0)>{w.first()}</button>
                    <button class="replay-back" on:click=move |_| go(step.get_untracked().saturating_sub(1))>
                        {w.back()}
                    </button>
                    <button class="replay-play primary" on:click=move |_| playing.update(|p| *p = !*p)>
                        {move || if playing.get() { w.pause() } else { w.play() }}
                    </button>
                    <button class="replay-forward" on:click=move |_| go(step.get_untracked() + 1)>
                        {w.forward()}
                    </button>
                    <button class="replay-last" on:click=move |_| go(total)>{w.last()}</button>
                    <label class="replay-speed">
                        <span>{w.speed()}</span>
                        <select on:change=move |ev| {
                            if let Ok(s) = event_target_value(&ev).parse() {
                                speed.set(s);
                            }
                        }>{speeds}</select>
                    </label>
                    <label class="replay-slider">
                        <span>{w.action_shown()}</span>
                        <input
                            type="range"
                            min="0"
                            max=total.to_string()
                            prop:value=move || step.get().to_string()
                            on:input=move |ev| {
                                if let Ok(s) = event_target_value(&ev).parse() {
                                    go(s);
                                }
                            }
                        />
                    </label>
                    <p class="hint replay-keys">{w.replay_keys()}</p>
                    <button class="replay-share" on:click=share>{w.share()}</button>
                    <button
                        class="replay-try"
                        title=lang::current().review_words().try_here()[1]
                        disabled=move || { step.get() >= total }
                        on:click=try_here
                    >
                        {lang::current().review_words().try_here()[0]}
                    </button>
                    {from_link.then(|| view! {
                        <button class="replay-add" on:click=add>{w.add_to_saved()}</button>
                    })}
                    {move || added.get().then(|| view! { <p class="replay-added" role="status">{w.in_saved()}</p> })}
                    {copied_link(w.link_copied(), link)}
                    <button class="replay-close" on:click=move |_| on_leave.run(())>
                        {if to_game { w.back_to_game() } else { w.back_to_start() }}
                    </button>
                </nav>
                <FinalSheets game=Signal::from(game) names targets />
                <section class="card replay-log" aria-label=w.game_log()>
                    <ol reversed tabindex="0">{log}</ol>
                </section>
                {end.with_value(Game::is_over).then(|| {
                    let (record, end) = (record.get_value(), end.get_value());
                    view! { <ReviewCard record end on_moment=review_moment kept saved_as /> }
                })}
            </main>
        }
    }
}

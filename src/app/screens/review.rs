//! The end screen's game review: for a seat (the device's person, or the winner among the
//! people), the thinking worker assesses each decision in turn (a progress bar and Cancel; the
//! page is never held), then the card shows the points given up in all, a chart of them round by
//! round, the key moments (each opens the replay there) and every decision. A review is kept
//! with the game ([`Kept`]), shown again at once.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::app::browser::storage::{self, Loaded};
use crate::app::browser::thinker;
use crate::app::svg::Svg;
use crate::engine::{Action, Game, PlayerId, Save};
use crate::i18n::{isolate, preview, ReviewWords};
use crate::model::play;
use crate::model::record::{Record, Seat};
use crate::model::review::{Assessment, Kept, Review, Reviewer};
use crate::model::think::Task;

/// Hard's sampled games per decision for a quick look (the full review: a Hard seat's budget).
const QUICK_ITERATIONS: u32 = 500;

/// Where the review stands.
#[derive(Clone, PartialEq)]
enum State {
    /// Not asked yet.
    Idle,
    /// Under way (its progress apart, so that the card is not drawn again at each decision).
    Running,
    Cancelled,
    Failed(String),
    Done(Arc<Review>),
}

/// A review's key moment, as the replay view opens it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeyMoment {
    /// The decision's step: the game before it is the game after `step` actions.
    pub step: usize,
    /// The best choice there.
    pub best: Action,
    /// The seat reviewed, who decided there.
    pub seat: PlayerId,
}

/// A key moment to open in the replay, and the game.
pub type Moment = (Loaded, KeyMoment);

/// The review card of the finished game `record` (`end`: the game at its end); a key moment's
/// button gives it to `on_moment`.
#[component]
pub fn ReviewCard(
    record: Record,
    end: Game,
    on_moment: Callback<KeyMoment>,
    /// The reviews kept with the game, shown at once; a review done joins them.
    kept: RwSignal<Kept>,
    /// The id the game is saved under, where storage keeps its reviews; `None` for a game not
    /// among the saved ones (from a link), whose reviews stay in `kept` only.
    #[prop(into)]
    saved_as: Signal<Option<String>>,
) -> impl IntoView {
    let w = lang::current().review_words();
    let names = record.meta.names.clone();
    let people: Vec<PlayerId> = record
        .meta
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == Seat::Human)
        .map(|(p, _)| p as PlayerId)
        .collect();
    let &first = people.first()?;
    // The winner among the people, if several share the device; but a seat reviewed already
    // if the winner is not.
    let scores: Vec<u16> = end.scores().iter().map(|s| s.total).collect();
    let winner = people.iter().copied().max_by_key(|&p| (scores[usize::from(p)], std::cmp::Reverse(p)));
    let winner = winner.unwrap_or(first);
    let reviewed = kept.with_untracked(|k| people.iter().copied().find(|&p| k.review(p).is_some()));
    let shown_first =
        if kept.with_untracked(|k| k.review(winner).is_some()) { winner } else { reviewed.unwrap_or(winner) };
    let seat = RwSignal::new(shown_first);
    let full = RwSignal::new(true);
    let state = RwSignal::new(State::Idle);
    // Decisions assessed, and in all, while a review runs.
    let progress = RwSignal::new((0, 0));
    let save = StoredValue::new(record.save);
    // The seat's kept review, shown at once (a new choice of seat stops one under way).
    Effect::new(move |_| {
        let shown = kept.with_untracked(|k| k.review(seat.get()).cloned());
        state.set(shown.map_or(State::Idle, |r| State::Done(Arc::new(r))));
    });
    // A review done is kept with the game (in storage too, once the game is saved).
    Effect::new(move |_| {
        if let State::Done(review) = state.get() {
            if kept.with_untracked(|k| k.review(review.seat) != Some(&review)) {
                kept.update(|k| k.keep((*review).clone()));
                if let Some(id) = saved_as.get_untracked() {
                    kept.with_untracked(|k| storage::keep_reviews(&id, k));
                }
            }
        }
    });
    // Each review run has its number: an answer for a run cancelled or replaced is dropped.
    let run = StoredValue::new(0u32);
    let start = move |_| {
        run.update_value(|r| *r += 1);
        let iterations = if full.get_untracked() { play::HARD_ITERATIONS } else { QUICK_ITERATIONS };
        match save.with_value(|save| Reviewer::new(save, seat.get_untracked(), iterations)) {
            Ok(reviewer) => {
                progress.set(reviewer.progress());
                state.set(State::Running);
                let watch = Watch { state, progress, run, this: run.get_value() };
                next(Rc::new(RefCell::new(reviewer)), watch, iterations);
            }
            Err(e) => state.set(State::Failed(e.to_string())),
        }
    };
    let cancel = move |_| {
        run.update_value(|r| *r += 1);
        state.set(State::Cancelled);
    };
    let seat_choice = (people.len() > 1).then(|| {
        let options = people
            .iter()
            .map(|&p| {
                // Isolated: an option holds no markup (no <bdi>).
                let name = isolate(&names[usize::from(p)]);
                view! { <option value=p.to_string() selected=move || seat.get() == p>{name}</option> }
            })
            .collect_view();
        view! {
            <label>
                <span>{w.review_seat()}</span>
                <select on:change=move |ev| {
                    if let Ok(p) = event_target_value(&ev).parse() {
                        run.update_value(|r| *r += 1);
                        seat.set(p);
                    }
                }>{options}</select>
            </label>
        }
    });
    let depths = w.review_depths();
    let shown = move || match state.get() {
        State::Idle => None,
        State::Running => Some(
            view! {
                <div class="review-progress">
                    <progress
                        max=move || progress.get().1.to_string()
                        value=move || progress.get().0.to_string()
                        aria-label=w.review_title()
                    ></progress>
                    <span>{move || w.review_progress(progress.get().0, progress.get().1)}</span>
                    <button class="review-cancel" on:click=cancel>{w.review_cancel()}</button>
                </div>
            }
            .into_any(),
        ),
        State::Cancelled => {
            Some(view! { <p class="hint" role="status">{w.review_cancelled()}</p> }.into_any())
        }
        State::Failed(why) => {
            Some(view! { <p class="hint" role="alert">{w.review_failed(&why)}</p> }.into_any())
        }
        State::Done(review) => {
            let seat = usize::from(review.seat);
            let shown = save.with_value(|save| {
                result(w, &names[seat], scores[seat], save, &review, on_moment).into_any()
            });
            Some(shown)
        }
    };
    let busy = move || state.get() == State::Running;
    Some(view! {
        <section class="card review" aria-labelledby="review-title">
            <h2 id="review-title">{w.review_title()}</h2>
            <p class="hint">{w.review_intro()}</p>
            <div class="review-ask">
                {seat_choice}
                <label>
                    <span>{w.review_depth()}</span>
                    <select on:change=move |ev| full.set(event_target_value(&ev) == "full")>
                        <option value="full" selected=true>{depths[1]}</option>
                        <option value="quick">{depths[0]}</option>
                    </select>
                </label>
                <button class="review-start primary" disabled=busy on:click=start>{w.review_start()}</button>
            </div>
            {shown}
        </section>
    })
}

/// What a review under way reports to, and its run's number.
#[derive(Clone, Copy)]
struct Watch {
    state: RwSignal<State>,
    progress: RwSignal<(usize, usize)>,
    run: StoredValue<u32>,
    this: u32,
}

/// Asks the worker to assess the reviewer's next decision, and so on until the last; then the
/// review is done. Stops once the run is no longer `watch.this` (cancelled, or another started).
fn next(reviewer: Rc<RefCell<Reviewer>>, watch: Watch, iterations: u32) {
    let asked = reviewer.borrow().upcoming().map(|(game, chosen)| {
        let legal = game.legal_actions();
        let index = legal.iter().position(|&a| a == chosen).unwrap_or_default() as u32;
        (game.clone(), legal, index)
    });
    let Some((game, legal, index)) = asked else {
        let review = reviewer.borrow().finished();
        if let Some(review) = review {
            watch.state.set(State::Done(Arc::new(review)));
        }
        return;
    };
    thinker::ask(Task::Assess(index), &game, iterations, move |reply| {
        if watch.run.try_get_value() != Some(watch.this) {
            return;
        }
        match reply.as_deref() {
            Ok([best, ..]) if best.index < legal.len() => {
                reviewer.borrow_mut().take(Assessment { best: legal[best.index], loss: best.gain });
                watch.progress.set(reviewer.borrow().progress());
                next(reviewer, watch, iterations);
            }
            Ok(_) => watch.state.set(State::Failed("no choice".into())),
            Err(why) => watch.state.set(State::Failed(why.clone())),
        }
    });
}

/// Whole points, as the review says them.
fn points(loss: f64) -> u32 {
    loss.round() as u32
}

/// The finished review: the summary, the chart, the key moments and every decision.
fn result(
    w: &'static dyn ReviewWords,
    name: &str,
    score: u16,
    save: &Save,
    review: &Review,
    on_moment: Callback<KeyMoment>,
) -> impl IntoView {
    let words = lang::current().words();
    let lost = points(review.lost());
    let share = (lost * 100).checked_div(u32::from(score)).unwrap_or(0);
    let summary = w.review_summary(name, lost, review.decisions.len(), share, score);
    // The words of every decision, from one walk through the game; a key moment's, with what
    // each choice gives as the engine previews it.
    let moments = review.key_moments();
    let mut said = Vec::new();
    let _ = review.walk(save, |game: &Game, d| {
        let (chosen, best) = (words.action(game, d.chosen), words.action(game, d.assessment.best));
        let why = moments.iter().any(|m| m.step == d.step).then(|| {
            let gives = |action| {
                preview(words, game, action)
                    .map(|(effect, then)| if effect.is_empty() { then } else { effect })
                    .unwrap_or_default()
            };
            let best = gives(d.assessment.best);
            (!best.is_empty()).then(|| w.review_why(&best, &gives(d.chosen)))
        });
        said.push((chosen, best, why.flatten().unwrap_or_default()));
    });
    let moment_items = moments
        .iter()
        .map(|d| {
            let i = review.decisions.iter().position(|x| x.step == d.step).unwrap_or_default();
            let (chosen, best, why) = said.get(i).cloned().unwrap_or_default();
            let at = KeyMoment { step: d.step, best: d.assessment.best, seat: review.seat };
            let line = w.review_moment(d.round, &chosen, &best, points(d.assessment.loss));
            let line = if why.is_empty() { line } else { format!("{line} {why}") };
            view! {
                <li>
                    <span>{line}</span>
                    <button class="review-show" on:click=move |_| on_moment.run(at)>
                        {w.review_show()}
                    </button>
                </li>
            }
        })
        .collect_view();
    let moments_shown = if moments.is_empty() {
        view! { <p>{w.review_no_moment()}</p> }.into_any()
    } else {
        view! { <ol class="review-moments">{moment_items}</ol> }.into_any()
    };
    let heads = w.review_table();
    let rows = review
        .decisions
        .iter()
        .zip(&said)
        .map(|(d, (chosen, best, _))| {
            let best = if d.assessment.best == d.chosen { "—".to_string() } else { best.clone() };
            view! {
                <tr>
                    <td>{d.round}</td>
                    <td>{chosen.clone()}</td>
                    <td>{best}</td>
                    <td>{points(d.assessment.loss)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="review-result">
            <p class="review-summary"><strong>{summary}</strong></p>
            <p class="hint">{w.review_noise()}</p>
            <figure class="chart review-chart">
                <div inner_html=chart(w, review)></div>
                <figcaption>
                    <ul class="legend">
                        <li><span class="key key-bar" aria-hidden="true"></span>{w.review_chart()[1]}</li>
                        <li><span class="key key-line" aria-hidden="true"></span>{w.review_chart()[2]}</li>
                    </ul>
                </figcaption>
            </figure>
            <h3>{w.review_moments()}</h3>
            {moments_shown}
            <details class="review-decisions">
                <summary>{heads[0]}</summary>
                <div class="breakdown-scroll" tabindex="0" role="region" aria-label=heads[0]>
                    <table>
                        <thead>
                            <tr><th>{heads[1]}</th><th>{heads[2]}</th><th>{heads[3]}</th><th>{heads[4]}</th></tr>
                        </thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </div>
    }
}

/// The chart of the points given up: a bar per round and the running total as a line, with the
/// sheet's SVG writer.
fn chart(w: &dyn ReviewWords, review: &Review) -> String {
    const WIDTH: f64 = 320.0;
    const HEIGHT: f64 = 120.0;
    const LEFT: f64 = 28.0;
    const BOTTOM: f64 = 18.0;
    let rounds = review.by_round();
    let total = review.lost().max(1.0);
    let [title, per_round, in_all] = w.review_chart();
    let step = (WIDTH - LEFT) / rounds.len().max(1) as f64;
    let y_of = |v: f64| HEIGHT - BOTTOM - (HEIGHT - BOTTOM - 8.0) * v / total;
    let mut s = Svg::with_capacity(400 + 160 * rounds.len());
    s.t("<svg viewBox=\"0 0 @ @\" role=\"img\" aria-label=\"", &[WIDTH, HEIGHT]);
    s.text(title);
    s.push("\">");
    s.t("<line class=\"axis\" x1=\"@\" y1=\"@\" x2=\"@\" y2=\"@\"/>", &[LEFT, y_of(0.0), WIDTH, y_of(0.0)]);
    s.t(
        "<text class=\"axis-label\" x=\"@\" y=\"@\" text-anchor=\"end\">@</text>",
        &[LEFT - 4.0, y_of(total) + 4.0, total.round()],
    );
    let mut sum = 0.0;
    let mut line = String::new();
    for (i, &(round, lost)) in rounds.iter().enumerate() {
        let x = LEFT + step * i as f64;
        s.t(
            "<rect class=\"seg seg-0\" x=\"@\" y=\"@\" width=\"@\" height=\"@\"><title>",
            &[x + step * 0.2, y_of(lost), step * 0.6, y_of(0.0) - y_of(lost)],
        );
        s.text(&format!("{round}: {} {per_round}", points(lost)));
        s.push("</title></rect>");
        s.t(
            "<text class=\"axis-label\" x=\"@\" y=\"@\" text-anchor=\"middle\">@</text>",
            &[x + step / 2.0, HEIGHT - 4.0, f64::from(round)],
        );
        sum += lost;
        let mut point = Svg::with_capacity(24);
        point.t("@,@ ", &[x + step / 2.0, y_of(sum)]);
        line.push_str(&point.finish());
    }
    s.put("<polyline class=\"review-total\" points=\"$\"><title>", &[&line], &[]);
    s.text(&format!("{} {in_all}", points(sum)));
    s.push("</title></polyline></svg>");
    s.finish()
}

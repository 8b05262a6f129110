//! The end screen: who won, the score breakdown as a table and as bars, and the filled sheets.

use leptos::prelude::*;

use crate::app::browser::lang::{self, LanguageSwitch};
use crate::app::browser::later;
use crate::app::browser::storage::{self, Loaded};
use crate::app::screens::breakdown::{Breakdown, Chart, ScoreExplained};
use crate::app::screens::challenge::{copied_link, copy_link, ChallengeCard};
use crate::app::screens::print::{Job, Printer};
use crate::app::screens::review::{Moment, ReviewCard};
use crate::app::session::Session;
use crate::app::sheet::FinalSheets;
use crate::app::table::notice::SaveNotices;
use crate::app::{markup, screens::daily, screens::form};
use crate::engine::{Game, Save, Setup};
use crate::i18n::verdict;
use crate::model::errors::AppError;
use crate::model::play::Replayed;
use crate::model::record::summary::Outcome;
use crate::model::record::{Meta, Record};
use crate::model::result;
use crate::model::share;

/// A new game with the finished one's settings (players, names, seats, level, places, start
/// player), a new random seed, and the exchange cards a new game of its level is played with.
fn rematch(session: Session) -> Result<Loaded, AppError> {
    // Without the guided game's stacked bag: a rematch of it is a normal game. A rematch of a
    // Special challenge saved with an older edition of the exchange cards plays the newest.
    let setup = session.game.with_untracked(|g| Setup {
        seed: form::random_seed(),
        stacked: Vec::new(),
        exchange: Setup::exchange_for(g.setup().solo),
        ..g.setup().clone()
    });
    // A game beside the physical one stays one: it is told its chance again.
    let game = match setup.remote != 0 || session.game.with_untracked(Game::has_chance_nodes) {
        true => Game::with_chance_nodes(setup),
        false => Game::new(setup),
    }
    .map_err(AppError::Setup)?;
    let meta = Meta {
        id: storage::new_id(),
        names: session.names(),
        seats: session.seats(),
        created: storage::now(),
        is_try: false,
    };
    Ok(Loaded::new(meta, Replayed::new(game)))
}

/// The end screen of a finished game; Rematch opens a new one with `on_open`, Replay steps
/// through this one with `on_replay`, a review's key moment opens there with `on_moment`.
#[component]
pub fn EndScreen(
    session: Session,
    on_leave: Callback<()>,
    on_open: Callback<Loaded>,
    on_replay: Callback<Loaded>,
    on_moment: Callback<Moment>,
) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let (verdict, columns, tie, elsewhere) = session.game.with_untracked(|g| {
        let elsewhere = markup::elsewhere_markup(w, g, &names);
        let tie = Outcome::of(g).tied_with_jeanne();
        (verdict(w, g, &names), result::breakdown(g, &names, w.jeanne()), tie, elsewhere)
    });
    let game = Signal::from(session.game);
    // The reviews kept with the game: the review card's, and carried by its link.
    let kept =
        RwSignal::new(session.game.with_untracked(|g| storage::kept_reviews(&session.id(), &Save::of(g))));
    // Below the verdict, the screen comes in parts, one a frame after its first (see `later`):
    // laid out in one frame, its cards held a slow phone's page for long (the score's table and
    // its chart together, too).
    let parts = later::one_a_frame(4);
    let chart = {
        let columns = columns.clone();
        parts.part(1, move || {
            view! {
                <section class="card">
                    <h2>{w.points()}</h2>
                    <Chart columns=columns.clone() />
                </section>
            }
        })
    };
    let results = parts.part(0, move || {
        // The seats played elsewhere: what they claimed, their scores on their own sheets.
        let elsewhere = (!elsewhere.is_empty()).then(|| {
            view! {
                <section class="card elsewhere">
                    <h2>{w.companion_badge()}</h2>
                    <ul inner_html=elsewhere.clone()></ul>
                </section>
            }
        });
        view! {
            {elsewhere}
            {session.game.with_untracked(|g| daily::result_card(&session.record().meta, g))}
            // A challenge replays the seed's draws: none for a game told its draws.
            {(!session.game.with_untracked(Game::has_chance_nodes)).then(|| view! { <ChallengeCard session /> })}
            <div class="end-figures">
                <section class="card">
                    <h2>{w.score_breakdown()}</h2>
                    // Focusable, so that a keyboard scrolls it too where it is wider than the screen.
                    <div class="breakdown-scroll" tabindex="0" role="region" aria-label=w.score_breakdown()>
                        <Breakdown columns=columns.clone() />
                    </div>
                </section>
                {chart.clone()}
            </div>
        }
    });
    let reading = {
        let names = names.clone();
        parts.part(2, move || {
            view! {
                <ScoreExplained game names=names.clone() seats=session.seats() />
                <ReviewCard
                    record=session.record()
                    end=session.game.get_untracked()
                    on_moment=Callback::new(move |at| on_moment.run((session.loaded(), at)))
                    kept
                    saved_as=Some(session.id())
                />
            }
        })
    };
    let sheets = {
        let names = names.clone();
        parts.part(3, move || {
            view! {
                <section class="final">
                    <h2>{w.the_sheets()}</h2>
                    <FinalSheets game names=names.clone() targets=Vec::new() />
                </section>
            }
        })
    };
    let armed = RwSignal::new(false);
    // Share: a link to the game's replay, copied.
    let link = RwSignal::new(None);
    let share = move |_| {
        let record = Record { reviews: kept.get_untracked().reviews, ..session.record() };
        copy_link(&share::fragment(&record), link);
    };
    let printer = Printer::get();
    let print = {
        let names = names.clone();
        move |_| printer.print(session.game.with_untracked(|g| Job::of(w, g, &names)))
    };
    view! {
        <main class="end-screen">
            <header class="end-head card">
                <LanguageSwitch />
                <p class="eyebrow">{w.game_over()}</p>
                <h1>{verdict}</h1>
                // Said when it decided the game.
                {tie.then(|| view! { <p class="hint">{w.player_wins_ties()}</p> })}
                <SaveNotices session on_leave />
                <div class="end-actions">
                    <button on:click=move |_| session.export()>{w.export_game()}</button>
                    <button class="print" on:click=print title=w.print_sheets_title()>
                        {w.print_sheets()}
                    </button>
                    <button class="replay" on:click=move |_| on_replay.run(session.loaded())>{w.replay()}</button>
                    <button class="share" on:click=share>{w.share()}</button>
                    // Asked once more first: a new game starts.
                    <button
                        class="rematch"
                        class:primary=move || armed.get()
                        on:click=move |_| match armed.get() {
                            false => armed.set(true),
                            true => match rematch(session) {
                                Ok(loaded) => on_open.run(loaded),
                                Err(e) => session.problem.set(Some(e)),
                            },
                        }
                        on:blur=move |_| armed.set(false)
                    >
                        {move || if armed.get() { w.really_rematch() } else { w.rematch() }}
                    </button>
                    <button class="primary" on:click=move |_| on_leave.run(())>{w.back_to_start()}</button>
                </div>
                {copied_link(w.link_copied(), link)}
            </header>
            <div class="end-body" aria-busy=parts.busy()>{results} {reading} {sheets}</div>
        </main>
    }
}

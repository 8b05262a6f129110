//! The end screen: who won, the score breakdown as a table and as bars, and the filled sheets.

use leptos::prelude::*;

use crate::app::print::{Job, Printer};
use crate::app::result;
use crate::app::score::{Breakdown, Chart};
use crate::app::session::Session;
use crate::app::sheet::{JeanneZone, Sheet};
use crate::engine::{Action, PlayerId};

/// The end screen of a finished game.
#[component]
pub fn EndScreen(session: Session, on_leave: Callback<()>) -> impl IntoView {
    let names = session.names();
    let (verdict, columns, solo) = session
        .game
        .with_untracked(|g| (result::verdict(g, &names), result::breakdown(g, &names), g.jeanne().is_some()));
    let game = Signal::from(session.game);
    let printer = Printer::get();
    let print = {
        let names = names.clone();
        move |_| printer.print(session.game.with_untracked(|g| Job::of(g, &names)))
    };
    let no_targets = Signal::derive(Vec::<Action>::new);
    let no_action = Callback::new(|_: Action| {});
    let sheets = names
        .iter()
        .enumerate()
        .map(|(p, name)| {
            view! {
                <figure class="final-sheet">
                    <figcaption>{name.clone()}</figcaption>
                    <Sheet game player=p as PlayerId targets=no_targets on_action=no_action name=name.clone() />
                </figure>
            }
        })
        .collect_view();
    let jeanne = solo.then(|| {
        view! {
            <figure class="final-sheet">
                <figcaption>"Jeanne"</figcaption>
                <JeanneZone game />
            </figure>
        }
    });
    view! {
        <main class="end-screen">
            <header class="end-head card">
                <p class="eyebrow">"Game over"</p>
                <h1>{verdict}</h1>
                {solo.then(|| view! { <p class="hint">"Against Jeanne, the player wins ties."</p> })}
                {move || session.problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                <div class="end-actions">
                    <button on:click=move |_| session.export()>"Export the game"</button>
                    <button on:click=print title="One A4 page per sheet, with the score breakdown">
                        "Print the sheets"
                    </button>
                    <button class="primary" on:click=move |_| on_leave.run(())>"Back to the start"</button>
                </div>
            </header>
            <div class="end-figures">
                <section class="card">
                    <h2>"Score breakdown"</h2>
                    <div class="breakdown-scroll">
                        <Breakdown columns=columns.clone() />
                    </div>
                </section>
                <section class="card">
                    <h2>"Points"</h2>
                    <Chart columns />
                </section>
            </div>
            <section class="final">
                <h2>"The sheets"</h2>
                <div class="final-sheets">{sheets} {jeanne}</div>
            </section>
        </main>
    }
}

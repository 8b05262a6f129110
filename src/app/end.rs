//! The end screen: who won, the score breakdown as a table and as bars, and the filled sheets.

use leptos::prelude::*;

use crate::app::lang::{self, LanguageSwitch};
use crate::app::notice::SaveNotices;
use crate::app::print::{Job, Printer};
use crate::app::result;
use crate::app::score::{Breakdown, Chart};
use crate::app::session::Session;
use crate::app::sheet::{JeanneZone, Sheet};
use crate::engine::{Action, PlayerId};

/// The end screen of a finished game.
#[component]
pub fn EndScreen(session: Session, on_leave: Callback<()>) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let (verdict, columns, solo) = session.game.with_untracked(|g| {
        (result::verdict(w, g, &names), result::breakdown(w, g, &names), g.jeanne().is_some())
    });
    let game = Signal::from(session.game);
    let printer = Printer::get();
    let print = {
        let names = names.clone();
        move |_| printer.print(session.game.with_untracked(|g| Job::of(w, g, &names)))
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
                <figcaption>{w.jeanne()}</figcaption>
                <JeanneZone game />
            </figure>
        }
    });
    view! {
        <main class="end-screen">
            <header class="end-head card">
                <LanguageSwitch />
                <p class="eyebrow">{w.game_over()}</p>
                <h1>{verdict}</h1>
                {solo.then(|| view! { <p class="hint">{w.player_wins_ties()}</p> })}
                <SaveNotices session on_leave />
                <div class="end-actions">
                    <button on:click=move |_| session.export()>{w.export_game()}</button>
                    <button class="print" on:click=print title=w.print_sheets_title()>
                        {w.print_sheets()}
                    </button>
                    <button class="primary" on:click=move |_| on_leave.run(())>{w.back_to_start()}</button>
                </div>
            </header>
            <div class="end-figures">
                <section class="card">
                    <h2>{w.score_breakdown()}</h2>
                    <div class="breakdown-scroll">
                        <Breakdown columns=columns.clone() />
                    </div>
                </section>
                <section class="card">
                    <h2>{w.points()}</h2>
                    <Chart columns />
                </section>
            </div>
            <section class="final">
                <h2>{w.the_sheets()}</h2>
                <div class="final-sheets">{sheets} {jeanne}</div>
            </section>
        </main>
    }
}

//! The hint: on a person's decision, a button asks the thinking worker for Hard's top choices;
//! they are listed in the prompt, best first, each with how many expected points it falls behind
//! the best, and marked on the sheet (their targets drawn thicker, in another colour, and
//! numbered in the list's order). Asking plays nothing; a press on a listed choice plays it, as
//! its button or target would.

use leptos::prelude::*;

use crate::app::session::{Hint, HintState, Session};
use crate::app::{browser::lang, browser::thinker};
use crate::engine::Action;
use crate::model::play;
use crate::model::think::Task;

/// The hint button and what it found, for the person deciding now.
#[component]
pub fn HintPanel(session: Session) -> impl IntoView {
    let w = lang::words();
    let at = move || session.game.with(|g| g.log().len());
    // The hint of this decision, if one was asked.
    let current = Memo::new(move |_| session.hint.get().filter(|h| h.at == at()));
    Effect::new(move |_| {
        let hinted = match current.get() {
            Some(Hint { state: HintState::Shown(choices), .. }) => choices,
            _ => Vec::new(),
        };
        // Marks are on the sheet only once a hint was shown (this decision's or the last kept):
        // else, at most decisions, the page is not searched for them.
        let shown =
            session.hint.with_untracked(|h| matches!(h, Some(Hint { state: HintState::Shown(_), .. })));
        if shown {
            mark_on_sheet(&hinted);
        }
    });
    let ask = move |_| {
        // One search per decision; a failed one may be asked again.
        if current.get_untracked().is_some_and(|h| h.state != HintState::Failed) {
            return;
        }
        let at = at();
        session.hint.set(Some(Hint { at, state: HintState::Searching }));
        let game = session.game.get_untracked();
        let legal = game.legal_actions();
        thinker::ask(Task::Rank, &game, play::HARD_ITERATIONS, move |reply| {
            let state = match reply {
                Ok(choices) => HintState::Shown(
                    choices.iter().filter_map(|c| legal.get(c.index).map(|&a| (a, c.gain))).collect(),
                ),
                Err(why) => {
                    web_sys::console::warn_1(&format!("hint: {why}").into());
                    HintState::Failed
                }
            };
            // Only if the game is still at that decision (and the table still there).
            if session.game.try_with_untracked(|g| g.log().len()) == Some(at) {
                session.hint.set(Some(Hint { at, state }));
            }
        });
    };
    let shown = move || {
        current.get().map(|hint| match hint.state {
            HintState::Searching => view! { <p class="hint-result">{w.hint_searching()}</p> }.into_any(),
            HintState::Failed => view! { <p class="hint-result">{w.hint_failed()}</p> }.into_any(),
            HintState::Shown(choices) => {
                // Best first: each choice's points against the best's, and a press plays it.
                let best = choices.first().map_or(0.0, |&(_, gain)| gain);
                let items = session.game.with_untracked(|g| {
                    choices
                        .iter()
                        .map(|&(a, gain)| {
                            view! {
                                <li>
                                    <button class="link hint-play" on:click=move |_| session.human_play(a)>
                                        {w.action(g, a)}
                                    </button>
                                    " — "
                                    {w.behind_best(best - gain)}
                                </li>
                            }
                        })
                        .collect_view()
                });
                view! {
                    <div class="hint-result">
                        <p class="hint-title">{w.hint_heading()}</p>
                        <ol class="hint-choices">{items}</ol>
                    </div>
                }
                .into_any()
            }
        })
    };
    view! {
        <div class="hint-panel">
            <button class="hint-button" title=w.hint_what() on:click=ask>
                {w.hint()}
            </button>
            <div role="status" aria-live="polite">
                {shown}
            </div>
        </div>
    }
}

/// Marks the hinted actions' targets on the sheet (`data-hint`: their rank in the hint), and
/// unmarks the others. The sheet names its targets by their actions' notation (`data-action`).
fn mark_on_sheet(hinted: &[(Action, f64)]) {
    let doc = document();
    while let Ok(Some(el)) = doc.query_selector(".sheet-host [data-hint]") {
        let _ = el.remove_attribute("data-hint");
    }
    for (rank, (action, _)) in hinted.iter().enumerate() {
        if let Ok(Some(el)) = doc.query_selector(&format!(".sheet-host [data-action=\"{action}\"]")) {
            let _ = el.set_attribute("data-hint", &(rank + 1).to_string());
        }
    }
}

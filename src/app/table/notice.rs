//! The notices on the table and the end screen: the game went on (or was deleted) in another
//! tab, with the way to follow it; storage missing or full, with Export and a way to try again;
//! a Hard seat playing as Normal without its thinking worker, with a way to try it again; a new
//! version of the app, between two turns. Each is one element, replaced, never repeated.

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::app::browser::update::UpdateNotice;
use crate::app::session::Session;
use crate::model::errors::{AppError, Refusal};
use crate::model::record::Elsewhere;

/// The saving notices of `session`; `on_leave` goes back to the start screen.
#[component]
pub fn SaveNotices(session: Session, on_leave: Callback<()>) -> impl IntoView {
    let w = lang::words();
    let elsewhere = move || {
        session.elsewhere.get().map(|what| {
            let deleted = what == Elsewhere::Deleted;
            let next = if deleted {
                view! {
                    <button class="primary back" on:click=move |_| on_leave.run(())>
                        {w.back_to_start()}
                    </button>
                }
                .into_any()
            } else {
                view! {
                    <button class="primary follow" on:click=move |_| session.follow()>
                        {w.follow_elsewhere()}
                    </button>
                }
                .into_any()
            };
            view! {
                <div class="elsewhere card" role="alert">
                    <p>{if deleted { w.deleted_elsewhere() } else { w.continued_elsewhere() }}</p>
                    <div class="notice-actions">
                        {next}
                        <button class="export-copy" on:click=move |_| session.export()>
                            {w.export_this_copy()}
                        </button>
                    </div>
                </div>
            }
        })
    };
    let problem = move || {
        session.problem.with(|p| {
            p.as_ref().map(|p| {
                let saving = matches!(p, AppError::Save(_) | AppError::History(_));
                let retry = saving && !matches!(p, AppError::Save(Refusal::Unavailable));
                let actions = saving.then(|| {
                    view! {
                        <div class="notice-actions">
                            <button class="export-now" on:click=move |_| session.export()>
                                {w.export()}
                            </button>
                            {retry.then(|| view! {
                                <button class="retry" on:click=move |_| session.retry()>{w.retry_save()}</button>
                            })}
                        </div>
                    }
                });
                view! {
                    <div class="problem" class:save-problem=saving role="alert">
                        <p>{w.app_error(p)}</p>
                        {actions}
                    </div>
                }
            })
        })
    };
    let names = session.names();
    let weak_hard = move || {
        session.weak_hard.get().map(|p| {
            view! {
                <div class="problem weak-hard" role="status">
                    <p>{w.hard_unavailable(&names[p as usize])}</p>
                    <div class="notice-actions">
                        <button class="retry-thinking" on:click=move |_| session.retry_thinking()>
                            {w.retry_thinking()}
                        </button>
                    </div>
                </div>
            }
        })
    };
    view! {
        {elsewhere}
        {problem}
        {weak_hard}
        // Between two turns (nothing of a turn played, nothing to undo) or at the end.
        <UpdateNotice safe=Signal::derive(move || !session.can_undo()) />
    }
}

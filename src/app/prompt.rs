//! The prompt panel: the decision to make now, headed by what it is about, with one button per
//! legal action that is not a target on the sheet (at a pick: each laid-out follower with Take
//! and Recruit a Monk). The panel decides nothing: every button is a legal action.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::play::{self, Mover};
use crate::app::session::{Session, View};
use crate::app::sheet::on_sheet;
use crate::app::tokens::TokenIcon;
use crate::engine::{data, Action, Follower, Game, PlayerId, Task};
use crate::text;

/// The id of the panel's heading, where the focus goes when the button it was on disappears.
const HEADING_ID: &str = "prompt-heading";

/// After a decision, if the focus was on a button that is gone, puts it on the prompt's
/// heading so that Tab goes on from there.
pub fn keep_focus() {
    let doc = document();
    let lost = doc.active_element().is_none_or(|e| e.tag_name() == "BODY");
    if let Some(heading) =
        doc.get_element_by_id(HEADING_ID).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        if lost {
            let _ = heading.focus();
        }
    }
}

/// The heading of a human's decision.
fn heading(game: &Game, legal: &[Action]) -> String {
    if play::is_pick(legal) {
        return "Pick a token".into();
    }
    match game.current().and_then(Task::next_step) {
        Some(step) => text::step(step),
        None => "Several bonuses wait: which one first?".into(),
    }
}

/// One legal action as a button.
fn action_button(session: Session, game: &Game, action: Action) -> impl IntoView {
    let class = match action {
        Action::Decline | Action::Recruit(_) => "choice secondary",
        _ => "choice",
    };
    view! {
        <button class=class data-legal="true" on:click=move |_| session.human_play(action)>
            {text::action(game, action)}
        </button>
    }
}

/// The laid-out tokens of a pick, each with its Take and Recruit buttons.
fn pick(session: Session, game: &Game, legal: &[Action], player: PlayerId) -> impl IntoView {
    let monks_left = data::MONKS - game.sheet(player).monks;
    let tiles = Follower::ALL
        .into_iter()
        .filter(|f| game.laid_out()[f.index()] > 0)
        .map(|f| {
            let count = game.laid_out()[f.index()];
            let buttons: Vec<_> = [Action::Take(f), Action::Recruit(f)]
                .into_iter()
                .filter(|a| legal.contains(a))
                .map(|a| action_button(session, game, a))
                .collect();
            view! {
                <li class="pick-tile">
                    <p class="pick-name">
                        <TokenIcon follower=f />
                        <span>{f.name()}</span>
                        {(count > 1).then(|| view! { <span class="count">{format!("×{count}")}</span> })}
                    </p>
                    <div class="pick-buttons">{buttons}</div>
                </li>
            }
        })
        .collect_view();
    let monks = match monks_left {
        0 => "No Monk left to recruit.".to_string(),
        1 => "1 Monk left to recruit.".to_string(),
        n => format!("{n} Monks left to recruit."),
    };
    view! {
        <p class="hint">
            "Take a token to act with it, or recruit a Monk: the token is discarded and you act as any follower. "
            {monks}
        </p>
        <ul class="pick-tiles">{tiles}</ul>
    }
}

/// The prompt panel.
#[component]
pub fn Prompt(session: Session, legal: Memo<Vec<Action>>) -> impl IntoView {
    let names = session.names();
    let name = move |p: u8| names[p as usize].clone();
    let body = move || {
        let mover = session.mover();
        let legal = legal.get();
        session.game.with(|game| match mover {
            Mover::Human(p) => {
                let on_the_sheet = legal.iter().filter(|&&a| on_sheet(a)).count();
                let in_prompt = legal.len() - on_the_sheet;
                let viewing = session.viewed.get() == View::Sheet(p);
                let sheet_hint = match (on_the_sheet, viewing) {
                    (0, _) => None,
                    (n, true) => Some(
                        view! {
                            <p class="hint sheet-hint">
                                {format!(
                                    "Choose on your sheet: {n} highlighted spot{}{}.",
                                    if n == 1 { "" } else { "s" },
                                    if in_prompt == 0 { "" } else { ", or below" },
                                )}
                            </p>
                        }
                        .into_any(),
                    ),
                    (_, false) => Some(
                        view! {
                            <p class="hint sheet-hint">
                                {format!("The choices are on {}’s sheet. ", name(p))}
                                <button class="link" on:click=move |_| session.viewed.set(View::Sheet(p))>
                                    {format!("Show {}’s sheet", name(p))}
                                </button>
                            </p>
                        }
                        .into_any(),
                    ),
                };
                let choices = if play::is_pick(&legal) {
                    pick(session, game, &legal, p).into_any()
                } else {
                    let buttons: Vec<_> = legal
                        .iter()
                        .filter(|&&a| !on_sheet(a))
                        .map(|&a| action_button(session, game, a))
                        .collect();
                    view! { <div class="choices">{buttons}</div> }.into_any()
                };
                view! {
                    <h2 id=HEADING_ID tabindex="-1">{heading(game, &legal)}</h2>
                    {sheet_hint}
                    {choices}
                }
                .into_any()
            }
            Mover::Computer(p) => view! {
                <h2 id=HEADING_ID tabindex="-1">{format!("{} is playing…", name(p))}</h2>
                <p class="hint">"The computer plays this seat; follow its moves in the game log."</p>
            }
            .into_any(),
            Mover::Jeanne => view! {
                <h2 id=HEADING_ID tabindex="-1">"Jeanne is playing…"</h2>
                <p class="hint">"She reveals her next card and takes a token."</p>
            }
            .into_any(),
            Mover::Nobody => view! { <h2 id=HEADING_ID tabindex="-1">"The game is over"</h2> }.into_any(),
        })
    };
    view! { <section class="card prompt" aria-label="Decision">{body}</section> }
}

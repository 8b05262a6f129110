//! The prompt panel: the decision to make now, headed by what it is about, with one button per
//! legal action that is not a target on the sheet (at a pick: each laid-out follower with Take
//! and Recruit a Monk). The panel decides nothing: every button is a legal action.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::hint::HintPanel;
use crate::app::lang;
use crate::app::play::{self, Mover};
use crate::app::session::{Session, View};
use crate::app::sheet::on_sheet;
use crate::app::tokens::TokenIcon;
use crate::engine::{data, Action, Follower, Game, PlayerId};
use crate::i18n::Words;

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
fn heading(w: &dyn Words, game: &Game, legal: &[Action]) -> String {
    if play::is_pick(legal) {
        return w.pick_token().into();
    }
    match game.current().filter(|t| t.next_step().is_some()) {
        Some(task) => w.heading(task),
        None => w.which_bonus_first().into(),
    }
}

/// One legal action as a button. Declining is marked as such, for the browser tests' players,
/// which prefer any other choice whatever the page's language.
fn action_button(w: &dyn Words, session: Session, game: &Game, action: Action) -> impl IntoView {
    let class = match action {
        Action::Decline | Action::Recruit(_) => "choice secondary",
        _ => "choice",
    };
    view! {
        <button
            class=class
            data-legal="true"
            data-decline=(action == Action::Decline).then_some("true")
            on:click=move |_| session.human_play(action)
        >
            {w.action(game, action)}
        </button>
    }
}

/// The laid-out tokens of a pick, each with its Take and Recruit buttons.
fn pick(w: &dyn Words, session: Session, game: &Game, legal: &[Action], player: PlayerId) -> impl IntoView {
    let monks_left = data::MONKS - game.sheet(player).monks;
    let tiles = Follower::ALL
        .into_iter()
        .filter(|f| game.laid_out()[f.index()] > 0)
        .map(|f| {
            let count = game.laid_out()[f.index()];
            let buttons: Vec<_> = [Action::Take(f), Action::Recruit(f)]
                .into_iter()
                .filter(|a| legal.contains(a))
                .map(|a| action_button(w, session, game, a))
                .collect();
            view! {
                <li class="pick-tile">
                    <p class="pick-name">
                        <TokenIcon follower=f />
                        <span>{w.follower(f)}</span>
                        {(count > 1).then(|| view! { <span class="count">{format!("×{count}")}</span> })}
                    </p>
                    <div class="pick-buttons">{buttons}</div>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="hint">{w.pick_hint()} {w.monks_left(monks_left)}</p>
        <ul class="pick-tiles">{tiles}</ul>
    }
}

/// The prompt panel.
#[component]
pub fn Prompt(session: Session, legal: Memo<Vec<Action>>) -> impl IntoView {
    let w = lang::words();
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
                            <p class="hint sheet-hint">{w.choose_on_sheet(n, in_prompt > 0)}</p>
                        }
                        .into_any(),
                    ),
                    (_, false) => Some(
                        view! {
                            <p class="hint sheet-hint">
                                {w.choices_on_sheet_of(&name(p))}
                                <button class="link" on:click=move |_| session.viewed.set(View::Sheet(p))>
                                    {w.show_sheet_of(&name(p))}
                                </button>
                            </p>
                        }
                        .into_any(),
                    ),
                };
                let choices = if play::is_pick(&legal) {
                    pick(w, session, game, &legal, p).into_any()
                } else {
                    let buttons: Vec<_> = legal
                        .iter()
                        .filter(|&&a| !on_sheet(a))
                        .map(|&a| action_button(w, session, game, a))
                        .collect();
                    view! { <div class="choices">{buttons}</div> }.into_any()
                };
                view! {
                    <h2 id=HEADING_ID tabindex="-1">{heading(w, game, &legal)}</h2>
                    {sheet_hint}
                    {choices}
                    <HintPanel session />
                }
                .into_any()
            }
            Mover::Computer(p) => {
                let thinking = w.thinking(&name(p));
                view! {
                    <h2 id=HEADING_ID tabindex="-1">{w.is_playing_now(&name(p))}</h2>
                    <p class="hint">{w.computer_hint()}</p>
                    <p class="thinking" role="status">
                        {move || session.thinking.get().then(|| thinking.clone())}
                    </p>
                }
                .into_any()
            }
            Mover::Jeanne => view! {
                <h2 id=HEADING_ID tabindex="-1">{w.jeanne_is_playing_now()}</h2>
                <p class="hint">{w.jeanne_hint()}</p>
            }
            .into_any(),
            Mover::Nobody => view! { <h2 id=HEADING_ID tabindex="-1">{w.game_is_over()}</h2> }.into_any(),
        })
    };
    view! { <section class="card prompt" aria-label=w.decision()>{body}</section> }
}

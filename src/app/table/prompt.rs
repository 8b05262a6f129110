//! The prompt panel: the decision to make now, headed by what it is about, with one button per
//! legal action, the targets on the sheet included (at a pick: each laid-out follower with Take
//! and Recruit a Monk, what it would do now and what the next Monk costs, and what changed
//! since the person's last turn), the options closed now with why, the preview of the choice
//! focused or hovered, and the last round's notice; once the turn is played out, "End my turn".
//! The panel decides nothing: every choice button is a legal action, every word of what a choice
//! would do comes from the engine's answers.

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::app::browser::reach::{keep_focus_once_shown, HEADING_ID};
use crate::app::screens::guide::{self, Texts};
use crate::app::session::{Session, View};
use crate::app::sheet::on_sheet;
use crate::app::table::hint::HintPanel;
use crate::app::table::tokens::TokenIcon;
use crate::engine::{data, Action, Claim, Event, Follower, Game, PlayerId};
use crate::i18n::{changes_line, follower_now, preview, recruit_terms, Words};
use crate::model::play::{self, Mover};
use crate::model::tutorial::{self, Stage};

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

/// One legal action as a button, `k` its index among the legal actions (its `data-action`, by
/// which its focus or hover previews it, see the table). Declining is marked as such, for the
/// browser tests' players, which prefer any other choice whatever the page's language.
fn action_button(w: &dyn Words, session: Session, game: &Game, action: Action, k: usize) -> impl IntoView {
    let class = match action {
        Action::Decline | Action::Recruit(_) => "choice secondary",
        _ => "choice",
    };
    view! {
        <button
            class=class
            data-legal="true"
            data-action=k
            data-decline=(action == Action::Decline).then_some("true")
            on:click=move |_| session.human_play(action)
        >
            {w.outcome(game, action)}
        </button>
    }
}

/// The options the rules show that cannot be taken now (of follower `only`, if given): not
/// buttons that play, but ones that say why (`aria-disabled`, the reason in their text).
fn closed_buttons(w: &dyn Words, game: &Game, only: Option<Follower>) -> impl IntoView {
    game.closed_options()
        .into_iter()
        .filter(|&(a, _)| only.is_none_or(|f| a == Action::Recruit(f)))
        .map(|(a, why)| {
            view! {
                <button class="choice closed" aria-disabled="true">
                    {format!("{} — {}", w.action(game, a), w.blocked(why))}
                </button>
            }
        })
        .collect_view()
}

/// The preview of the choice focused or hovered, as the engine works it out: what it does, its
/// effect (chain included; also in `data-effect`, for the tests), and what the choice it leads
/// to offers.
fn previewed(w: &'static dyn Words, session: Session, legal: Memo<Vec<Action>>) -> impl IntoView {
    move || {
        let action = session.preview.get().filter(|a| legal.with(|l| l.contains(a)))?;
        let (what, (effect, then)) =
            session.game.with(|g| Some((w.action(g, action), preview(w, g, action)?)))?;
        let told: Vec<&str> = [effect.as_str(), &then].into_iter().filter(|t| !t.is_empty()).collect();
        let text = match told.is_empty() {
            true => what,
            false => format!("{what}{}{}", w.colon(), told.join(" — ")),
        };
        Some(view! {
            <p class="preview" aria-live="polite" data-effect=effect>
                {text}
            </p>
        })
    }
}

/// The laid-out tokens of a pick, each with its Take and Recruit buttons (and what it would do
/// for the person picking, unless the seat is played elsewhere).
fn pick(w: &dyn Words, session: Session, game: &Game, legal: &[Action], player: PlayerId) -> impl IntoView {
    let here = !game.is_remote(player);
    let monks_left = data::MONKS - game.sheet(player).monks;
    let tiles = Follower::ALL
        .into_iter()
        .filter(|f| game.laid_out()[f.index()] > 0)
        .map(|f| {
            let count = game.laid_out()[f.index()];
            let buttons: Vec<_> = [Action::Take(f), Action::Recruit(f)]
                .into_iter()
                .filter_map(|a| {
                    legal.iter().position(|&l| l == a).map(|k| action_button(w, session, game, a, k))
                })
                .collect();
            view! {
                <li class="pick-tile">
                    <p class="pick-name">
                        <TokenIcon follower=f />
                        <span>{w.follower(f)}</span>
                        {(count > 1).then(|| view! { <span class="count">{format!("×{count}")}</span> })}
                    </p>
                    {here.then(|| view! { <p class="pick-does">{follower_now(w, game, f)}</p> })}
                    <div class="pick-buttons">{buttons} {closed_buttons(w, game, Some(f))}</div>
                </li>
            }
        })
        .collect_view();
    let intro = if here { w.pick_hint() } else { w.which_token_hint() };
    let terms = here.then(|| recruit_terms(w, game)).flatten();
    // One text, its sentences spaced (a missing middle one must not join the other two).
    let hint = [Some(intro.to_string()), terms, Some(w.monks_left(monks_left))];
    let hint = hint.into_iter().flatten().collect::<Vec<_>>().join(" ");
    view! {
        <p class="hint">{hint}</p>
        <ul class="pick-tiles">{tiles}</ul>
    }
}

/// What a seat played elsewhere claimed on its turn: the shared items it may still claim,
/// grouped (trading posts, places, yellow bonuses), and "Nothing more".
fn claims(w: &dyn Words, session: Session, game: &Game, legal: &[Action]) -> impl IntoView {
    let group = |k: usize| match legal[k] {
        Action::Claim(Claim::Post(_)) => 0,
        Action::Claim(Claim::Place(_)) => 1,
        Action::Claim(Claim::Yellow(_)) => 2,
        _ => 3,
    };
    let groups = w
        .claim_groups()
        .into_iter()
        .enumerate()
        .map(|(g, name)| {
            let buttons: Vec<_> = (0..legal.len())
                .filter(|&k| group(k) == g)
                .map(|k| action_button(w, session, game, legal[k], k))
                .collect();
            (!buttons.is_empty()).then(|| {
                view! {
                    <h3>{name}</h3>
                    <div class="choices">{buttons}</div>
                }
            })
        })
        .collect_view();
    let told =
        (0..legal.len()).filter(|&k| group(k) == 3).map(|k| action_button(w, session, game, legal[k], k));
    view! {
        <p class="hint">{w.what_claimed_hint()}</p>
        {groups}
        <div class="choices told">{told.collect_view()}</div>
    }
}

/// What each other seat did since `player`'s last turn, one line per seat.
fn since_last_turn(w: &dyn Words, session: Session, player: PlayerId) -> Option<impl IntoView> {
    let names = session.names();
    let players = names.len();
    let lines = session
        .events
        .with(|e| play::changes(e, play::since_last_turn(e, player, players as PlayerId), players));
    if lines.is_empty() {
        return None;
    }
    let lines = lines
        .into_iter()
        .map(|(p, list)| {
            let name = names.get(usize::from(p)).map_or(w.jeanne(), String::as_str);
            view! { <li>{changes_line(w, name, &list)}</li> }
        })
        .collect_view();
    Some(view! {
        <div class="since">
            <h3>{w.since_your_turn()}</h3>
            <ul class="since-lines">{lines}</ul>
            <p class="hint">{w.new_marks_hint()}</p>
        </div>
    })
}

/// The prompt panel.
#[component]
pub fn Prompt(session: Session, legal: Memo<Vec<Action>>) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let name = move |p: u8| names[p as usize].clone();
    let legal_memo = legal;
    // The guided game's words, fetched once the table shows it.
    let texts = session.game.with_untracked(|g| tutorial::is_tutorial(g.setup())).then(Texts::fetch);
    let body = move || {
        let mover = session.mover();
        let legal = legal.get();
        session.game.with(|game| match mover {
            Mover::Human(p) => {
                // Every choice is a button here; the hint says which are also on the sheet shown.
                let on_the_sheet = legal.iter().filter(|&&a| on_sheet(a)).count();
                let sheet_hint = (on_the_sheet > 0 && session.viewed.get() == View::Sheet(p))
                    .then(|| view! { <p class="hint sheet-hint">{w.choose_on_sheet(on_the_sheet)}</p> });
                let picking = play::is_pick(&legal);
                // The choices as buttons, with the options closed now and why (not in a step of
                // the guided game, which offers its one decision).
                let buttons = |closed: bool| {
                    let buttons: Vec<_> = legal
                        .iter()
                        .enumerate()
                        .map(|(k, &a)| action_button(w, session, game, a, k))
                        .collect();
                    let closed = closed.then(|| closed_buttons(w, game, None));
                    view! { <div class="choices">{buttons} {closed}</div> }.into_any()
                };
                // A step of the guided game shows its one decision under its words, and no hint.
                let guided = texts.zip(tutorial::stage(game).filter(|s| matches!(s, Stage::Step(_))));
                let choices = match guided {
                    Some(_) => None,
                    None if picking => Some(pick(w, session, game, &legal, p).into_any()),
                    None => Some(buttons(true)),
                };
                let guided = guided.map(|(texts, stage)| guide::step(w, texts, stage, Some(buttons(false))));
                let hint = choices.is_some().then(|| view! { <HintPanel session /> });
                // The last round is announced at every pick of it, as in the log.
                let last_round = (picking && game.is_last_round())
                    .then(|| view! { <p class="notice last-round">{w.event(&[], Event::LastRound)}</p> });
                view! {
                    {guided}
                    <h2 id=HEADING_ID tabindex="-1">{heading(w, game, &legal)}</h2>
                    {last_round}
                    {picking.then(|| since_last_turn(w, session, p))}
                    {sheet_hint}
                    {choices}
                    // Below the choices, so that its coming never moves a choice under the pointer.
                    {previewed(w, session, legal_memo)}
                    {hint}
                }
                .into_any()
            }
            Mover::Ending(p) => view! {
                <h2 id=HEADING_ID tabindex="-1">{w.turn_played(&name(p))}</h2>
                <p class="hint">{w.end_turn_hint()}</p>
                <button
                    class="choice primary end-turn"
                    on:click=move |_| {
                        session.end_turn();
                        keep_focus_once_shown(crate::app::session::pointed());
                    }
                >
                    {w.end_turn()}
                </button>
            }
            .into_any(),
            // The hand-over: the prompt comes over the whole table (see `style/main.css`).
            Mover::HandOver(p) => view! {
                <h2 id=HEADING_ID tabindex="-1">{w.pass_to(&name(p))}</h2>
                <button
                    class="choice primary open-turn"
                    on:click=move |_| {
                        session.open_turn();
                        keep_focus_once_shown(crate::app::session::pointed());
                    }
                >
                    {w.open_turn(&name(p))}
                </button>
            }
            .into_any(),
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
            // A seat played elsewhere: the token it took, then what it claimed.
            Mover::Elsewhere(p) => {
                let picking = play::is_pick(&legal);
                let heading = if picking { w.which_token(&name(p)) } else { w.what_claimed(&name(p)) };
                let choices = match picking {
                    true => pick(w, session, game, &legal, p).into_any(),
                    false => claims(w, session, game, &legal).into_any(),
                };
                view! {
                    <h2 id=HEADING_ID tabindex="-1">{heading}</h2>
                    {picking.then(|| since_last_turn(w, session, p))}
                    {choices}
                }
                .into_any()
            }
            // Beside the physical game: what chance gave at the table, one button per outcome.
            Mover::Told => {
                let chance = game.chance().expect("a chance node");
                let buttons: Vec<_> =
                    legal.iter().enumerate().map(|(k, &a)| action_button(w, session, game, a, k)).collect();
                view! {
                    <h2 id=HEADING_ID tabindex="-1">{w.told_heading(chance)}</h2>
                    <p class="hint">{w.told_hint(chance)}</p>
                    <div class="choices told">{buttons}</div>
                }
                .into_any()
            }
            Mover::Nobody => view! { <h2 id=HEADING_ID tabindex="-1">{w.game_is_over()}</h2> }.into_any(),
        })
    };
    let handing_over = move || matches!(session.mover(), Mover::HandOver(_));
    view! {
        <section class="card prompt" class:handover=handing_over aria-label=w.decision()>
            // Between two steps and after the last, the guided game's words head the prompt.
            {move || {
                let stage = session.game.with(tutorial::stage).filter(|s| !matches!(s, Stage::Step(_)));
                texts.zip(stage).map(|(texts, stage)| guide::step(w, texts, stage, None))
            }}
            {body}
        </section>
    }
}

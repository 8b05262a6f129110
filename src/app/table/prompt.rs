//! The prompt panel: the decision to make now, headed by what it is about, with one button per
//! legal action, the targets on the sheet included (at a pick: each laid-out follower with Take
//! and Recruit a Monk, what it would do now and what the next Monk costs, and what changed
//! since the person's last turn), the options closed now with why, the preview of the choice
//! focused or hovered, and the last round's notice; once the turn is played out, "End my turn";
//! between two people's turns, the hand-over's cover over the table. The panel decides nothing:
//! every choice button is a legal action, every word of what a choice would do comes from the
//! engine's answers.

use leptos::prelude::*;

use crate::app::browser::reach::{keep_focus_once_shown, HEADING_ID};
use crate::app::browser::{lang, later};
use crate::app::screens::guide::{self, Texts};
use crate::app::session::{Session, View};
use crate::app::sheet::{named_action, on_sheet};
use crate::app::table::hint::HintPanel;
use crate::app::table::tokens::TokenIcon;
use crate::engine::{data, Action, Chance, Claim, Event, Follower, Game, PlayerId};
use crate::i18n::{changes_line, follower_now_and_brief, log_lines, preview, recruit_terms, Words};
use crate::model::modes::tutorial::{self, Stage};
use crate::model::play::{self, Mover};

/// How many of the last moves a computer seat's prompt shows.
const JUST_PLAYED: usize = 3;

/// The id of the hand-over's heading.
const COVER_HEADING_ID: &str = "handover-heading";

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

/// The decision offered now (one of `legal`) that the choice an event came from names, if any
/// (see `sheet::named_action`).
pub(super) fn offered_choice(ev: &web_sys::Event, legal: Memo<Vec<Action>>) -> Option<Action> {
    named_action(ev).filter(|a| legal.with_untracked(|l| l.contains(a)))
}

/// One legal action as a button, named by its notation (its `data-action`, by which the panel
/// plays it and its focus or hover previews it, see the table). Declining is marked as such, for
/// the browser tests' players, which prefer any other choice whatever the page's language.
/// `short`: its words in brief (see [`GameWords::in_brief`]), its name the whole words.
fn action_button(w: &dyn Words, game: &Game, action: Action, short: bool) -> impl IntoView {
    let class = match action {
        Action::Decline | Action::Recruit(_) => "choice secondary",
        _ => "choice",
    };
    let words = w.outcome(game, action);
    let (label, name) = match short.then(|| w.short_action(action)).flatten() {
        Some(brief) => (brief, Some(words)),
        None => (words, None),
    };
    view! {
        <button
            class=class
            data-legal="true"
            data-action=action.to_string()
            data-decline=(action == Action::Decline).then_some("true")
            aria-label=name
        >
            {match action {
                Action::Draw(f) | Action::Imitate(f) => Some(view! { <TokenIcon follower=f /> }),
                _ => None,
            }}
            {label}
        </button>
    }
}

/// The options the rules show that cannot be taken now: not buttons that play, but ones that
/// say why (`aria-disabled`, the reason in their text).
fn closed_buttons(w: &dyn Words, game: &Game) -> impl IntoView {
    game.closed_options()
        .into_iter()
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

/// The laid-out tokens of a pick: a row per follower, whose main button takes it (with how many
/// there are and what it would do for the person picking, unless the seat is played elsewhere)
/// and, apart at its end, a button that recruits a Monk discarding it; then, folded, what
/// changed since the person's last turn and how a pick works.
fn pick(w: &dyn Words, session: Session, game: &Game, legal: &[Action], player: PlayerId) -> impl IntoView {
    let here = !game.is_remote(player);
    let monks_left = data::MONKS - game.sheet(player).monks;
    let button = |a: Action, class: &'static str, label: Option<String>, content: AnyView| {
        legal.contains(&a).then(|| {
            view! {
                <button
                    class=class
                    data-legal="true"
                    data-action=a.to_string()
                    aria-label=label
                >
                    {content}
                </button>
            }
        })
    };
    let rows = Follower::ALL
        .into_iter()
        .filter(|f| game.laid_out()[f.index()] > 0)
        .map(|f| {
            let count = game.laid_out()[f.index()];
            let count = (count > 1).then(|| format!("×{count}"));
            // Said in full, and in brief for a phone's narrower row (the stylesheet shows one).
            let does = here.then(|| follower_now_and_brief(w, game, f));
            // Its action in words for screen readers first, then what shows.
            let take = view! {
                <span class="sr-only">{w.outcome(game, Action::Take(f))}</span>
                <TokenIcon follower=f />
                <span class="take-name">{w.follower(f)}</span>
                {count.map(|c| view! { <span class="count">{c}</span> })}
                {does.map(|(full, brief)| view! {
                    <span class="pick-does">{full}</span>
                    <span class="pick-brief">{brief}</span>
                })}
            };
            let take = button(Action::Take(f), "choice take", None, take.into_any());
            let recruit = Action::Recruit(f);
            let label = Some(w.outcome(game, recruit));
            let recruit = button(recruit, "choice secondary recruit", label, w.recruit_short().into_any());
            view! { <li>{take} {recruit}</li> }
        })
        .collect_view();
    // No Monk left: one closed option says why, for every token.
    let closed =
        game.closed_options().into_iter().find(|&(a, _)| matches!(a, Action::Recruit(_))).map(|(_, why)| {
            view! {
                <button class="choice closed" aria-disabled="true">
                    {format!("{} — {}", w.recruit_monk(), w.blocked(why))}
                </button>
            }
        });
    let intro = if here { w.pick_hint() } else { w.which_token_hint() };
    let terms = here.then(|| recruit_terms(w, game)).flatten();
    // One text, its sentences spaced (a missing middle one must not join the other two).
    let hint = [Some(intro.to_string()), terms, Some(w.monks_left(monks_left))];
    let hint = hint.into_iter().flatten().collect::<Vec<_>>().join(" ");
    view! {
        <ul class="pick-rows">{rows}</ul>
        {closed}
        {here.then(|| since_last_turn(w, session, player))}
        <details class="pick-help">
            <summary>{w.how_to_pick()}</summary>
            <p class="hint">{hint}</p>
        </details>
    }
}

/// What a seat played elsewhere claimed on its turn: "Nothing more" first (the usual answer),
/// then the shared items it may still claim, each group folded (trading posts, places, yellow
/// bonuses).
fn claims(w: &dyn Words, game: &Game, legal: &[Action]) -> impl IntoView {
    let group = |a: Action| match a {
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
            let buttons: Vec<_> =
                legal.iter().filter(|&&a| group(a) == g).map(|&a| action_button(w, game, a, false)).collect();
            let count = buttons.len();
            (count > 0).then(|| {
                view! {
                    <details class="claim-group">
                        <summary>{format!("{name} ({count})")}</summary>
                        <div class="choices">{buttons}</div>
                    </details>
                }
            })
        })
        .collect_view();
    let told = legal.iter().filter(|&&a| group(a) == 3).map(|&a| action_button(w, game, a, false));
    view! {
        <div class="choices told">{told.collect_view()}</div>
        <p class="hint">{w.what_claimed_hint()}</p>
        {groups}
    }
}

/// What each other seat did since `player`'s last turn, one line per seat, folded under one
/// line after the choices (the sheets flag the new marks).
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
        <details class="since">
            <summary>{w.since_your_turn()}</summary>
            <ul class="since-lines">{lines}</ul>
            <p class="hint">{w.new_marks_hint()}</p>
        </details>
    })
}

/// The heading of the decision of `mover` (a seat named by `name`), `legal` the choices.
fn heading_of(
    w: &dyn Words,
    game: &Game,
    mover: Mover,
    legal: &[Action],
    name: impl Fn(PlayerId) -> String,
) -> String {
    match mover {
        Mover::Human(_) => heading(w, game, legal),
        Mover::Ending(p) => w.turn_played(&name(p)),
        Mover::HandOver(p) => w.pass_to(&name(p)),
        Mover::Computer(p) => w.is_playing_now(&name(p)),
        Mover::Jeanne => w.jeanne_is_playing_now().into(),
        Mover::Elsewhere(p) if play::is_pick(legal) => w.which_token(&name(p)),
        Mover::Elsewhere(p) => w.what_claimed(&name(p)),
        Mover::Told => game.chance().map(|c| w.told_heading(c)).unwrap_or_default(),
        Mover::Nobody => w.game_is_over().into(),
    }
}

/// The magnifier of the whole-sheet toggle: a minus to see the whole sheet, a plus to zoom back.
fn magnifier(plus: bool) -> impl IntoView {
    view! {
        <svg class="magnifier" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="6.5" />
            <path d="M15 15l6 6M7 10h6" />
            {plus.then(|| view! { <path d="M10 7v6" /> })}
        </svg>
    }
}

/// The prompt panel: its head (the decision's heading, Undo, and on a phone the whole-sheet
/// toggle, never scrolled away), then the decision; during a hand-over, the cover over the table
/// and the panel under it, inert. `whole` is whether a phone shows the whole sheet rather than
/// zoomed on the decision, `zoomable` whether the sheet shown is zoomed on it.
#[component]
pub fn Prompt(
    session: Session,
    legal: Memo<Vec<Action>>,
    whole: RwSignal<bool>,
    zoomable: Signal<bool>,
) -> impl IntoView {
    let w = lang::words();
    let names = StoredValue::new(session.names());
    let name = move |p: PlayerId| names.with_value(|n| n[p as usize].clone());
    let legal_memo = legal;
    // The guided game's words, fetched once the table shows it.
    let texts = session.game.with_untracked(|g| tutorial::is_tutorial(g.setup())).then(Texts::fetch);
    // A step of the guided game, with its words: it shows its one decision under them, and no hint.
    let guided_step =
        move |game: &Game| texts.zip(tutorial::stage(game).filter(|s| matches!(s, Stage::Step(_))));
    // The decision shown: during the hand-over, the turn it opens, built under its cover (inert)
    // and laid out as it will show, in a task after the one that shows the person's sheet under
    // it (see `Session::follow_the_turn`; together, a slow phone's long task): opening the turn
    // only takes the cover away.
    let under_cover = RwSignal::new(None::<PlayerId>);
    Effect::new(move |_| match session.mover() {
        Mover::HandOver(p) if session.viewed.get() == View::Sheet(p) => later::after_frame(move || {
            // Not once the table is gone, nor if the hand-over is over meanwhile.
            if session.game.try_with_untracked(|_| ()).is_some()
                && untrack(|| session.mover()) == Mover::HandOver(p)
                && under_cover.try_set(Some(p)).is_none()
            {
                later::lay_out_after_effects();
            }
        }),
        _ if under_cover.get_untracked().is_some() => under_cover.set(None),
        _ => {}
    });
    let acting = Memo::new(move |_| match session.mover() {
        Mover::HandOver(p) if under_cover.get() == Some(p) => Mover::Human(p),
        mover => mover,
    });
    let title = move || {
        let mover = acting.get();
        legal.with(|legal| session.game.with(|game| heading_of(w, game, mover, legal, name)))
    };
    let body = move || {
        let mover = acting.get();
        let legal = legal.get();
        session.game.with(|game| match mover {
            Mover::Human(p) => {
                // Every choice is a button here; the hint after them says which are also on the
                // sheet shown.
                let short = w.in_brief(&legal);
                let on_the_sheet = legal.iter().filter(|&&a| on_sheet(a)).count();
                let sheet_hint = (on_the_sheet > 0 && session.viewed.get() == View::Sheet(p))
                    .then(|| view! { <p class="hint sheet-hint">{w.or_on_sheet(on_the_sheet)}</p> });
                let picking = play::is_pick(&legal);
                // The choices as buttons, with the options closed now and why (not in a step of
                // the guided game, which offers its one decision).
                let buttons = |closed: bool| {
                    let buttons: Vec<_> = legal.iter().map(|&a| action_button(w, game, a, short)).collect();
                    let closed = closed.then(|| closed_buttons(w, game));
                    view! { <div class="choices" class:short=short>{buttons} {closed}</div> }.into_any()
                };
                let guided = guided_step(game);
                let choices = match guided {
                    Some(_) => None,
                    None if picking => Some(pick(w, session, game, &legal, p).into_any()),
                    None => Some(buttons(true)),
                };
                let guided = guided.map(|(texts, stage)| guide::step(w, texts, stage, Some(buttons(false))));
                // The last round is announced at every pick of it, as in the log.
                let last_round = (picking && game.is_last_round())
                    .then(|| view! { <p class="notice last-round">{w.event(&[], Event::LastRound)}</p> });
                view! {
                    {guided}
                    {last_round}
                    {choices}
                    {sheet_hint}
                    // Below the choices, so that its coming never moves a choice under the pointer.
                    {previewed(w, session, legal_memo)}
                }
                .into_any()
            }
            Mover::Ending(_) => view! {
                <button
                    class="choice primary end-turn"
                    on:click=move |_| {
                        session.end_turn();
                        keep_focus_once_shown(crate::app::session::pointed());
                    }
                >
                    {w.end_turn()}
                </button>
                <p class="hint">{w.end_turn_hint()}</p>
            }
            .into_any(),
            Mover::Computer(p) => {
                let thinking = w.thinking(&name(p));
                // Its moves as they come, newest first, as the log words them.
                let names = session.names();
                let just_played = move || {
                    let lines = session.events.with(|e| log_lines(w, &names, e));
                    lines
                        .into_iter()
                        .rev()
                        .take(JUST_PLAYED)
                        .map(|line| view! { <li>{line}</li> })
                        .collect_view()
                };
                view! {
                    <p class="thinking" role="status">
                        {move || session.thinking.get().then(|| thinking.clone())}
                    </p>
                    <ol class="just-played" aria-label=w.just_played()>{just_played}</ol>
                    <p class="hint">{w.computer_hint()}</p>
                }
                .into_any()
            }
            Mover::Jeanne => view! { <p class="hint">{w.jeanne_hint()}</p> }.into_any(),
            // A seat played elsewhere: the token it took, then what it claimed.
            Mover::Elsewhere(p) => match play::is_pick(&legal) {
                true => pick(w, session, game, &legal, p).into_any(),
                false => claims(w, game, &legal).into_any(),
            },
            // Beside the physical game: what chance gave at the table, one button per outcome.
            Mover::Told => {
                let chance = game.chance().expect("a chance node");
                let buttons: Vec<_> = legal.iter().map(|&a| action_button(w, game, a, false)).collect();
                // A draw says which of its sequence it is and where its token goes; the bag is a
                // row of its tokens.
                let draw = chance == Chance::Draw;
                let draws = draw.then(|| view! { <p class="draws">{w.told_draws(game.draws_owed())}</p> });
                view! {
                    {draws}
                    <div class="choices told" class:bag=draw>{buttons}</div>
                    <p class="hint">{w.told_hint(chance)}</p>
                }
                .into_any()
            }
            Mover::HandOver(_) | Mover::Nobody => ().into_any(),
        })
    };
    // The hand-over: a cover over the whole table (see `style/main.css`), whose button opens the
    // next person's turn. It comes with the click that ends a turn, before the table passes it
    // (see `Session::end_turn`).
    let handed_to = Memo::new(move |_| session.handing_over_to());
    let handing_over = move || handed_to.with(Option::is_some);
    let cover = move || {
        handed_to.get().map(|p| {
            view! {
                <div class="card handover-cover" role="dialog" aria-modal="true" aria-labelledby=COVER_HEADING_ID>
                    <h2 id=COVER_HEADING_ID>{w.pass_to(&name(p))}</h2>
                    <button
                        class="choice primary open-turn"
                        on:click=move |_| {
                            session.open_turn();
                            keep_focus_once_shown(crate::app::session::pointed());
                        }
                    >
                        {w.open_turn(&name(p))}
                    </button>
                </div>
            }
        })
    };
    // The hint comes after a person's choices (not after a guided game's step, which offers its
    // one decision), built once for the turn: from one decision to the next it stays, its words
    // following the decision (see `HintPanel`).
    let hinted = Memo::new(move |_| {
        matches!(acting.get(), Mover::Human(_)) && session.game.with(|g| guided_step(g).is_none())
    });
    let hint = move || hinted.get().then(|| view! { <HintPanel session /> });
    let picking = move || legal.with(|l| play::is_pick(l));
    view! {
        {cover}
        <section class="card prompt" class:picking=picking inert=handing_over aria-label=w.decision()>
            <div class="prompt-head">
                <h2 id=HEADING_ID tabindex="-1">{title}</h2>
                <button
                    class="undo"
                    disabled=move || !session.can_undo()
                    title=w.undo_title()
                    on:click=move |_| session.undo()
                >
                    {w.undo()}
                </button>
                <button
                    class="whole"
                    hidden=move || !zoomable.get() && !whole.get()
                    aria-pressed=move || whole.get().to_string()
                    aria-label=w.whole_sheet()
                    title=w.whole_sheet()
                    on:click=move |_| whole.update(|v| *v = !*v)
                >
                    {move || magnifier(whole.get())}
                </button>
            </div>
            // One listener plays the choice clicked, by its `data-action` (see `action_button`).
            <div
                class="prompt-body"
                on:click=move |ev| {
                    if let Some(a) = offered_choice(&ev, legal) {
                        session.human_play(a);
                    }
                }
            >
                // Between two steps and after the last, the guided game's words head the decision.
                {move || {
                    let stage = session.game.with(tutorial::stage).filter(|s| !matches!(s, Stage::Step(_)));
                    texts.zip(stage).map(|(texts, stage)| guide::step(w, texts, stage, None))
                }}
                {body}
                {hint}
            </div>
        </section>
    }
}

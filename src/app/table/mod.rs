//! The table screen of a game in progress: whose turn it is, the round and the bag, the sheet
//! shown large with a tab per player (and Jeanne), the prompt, the tokens and the game log.

pub mod hint;
pub mod log;
pub mod notice;
pub mod prompt;
pub mod recent;
pub mod tokens;

use std::time::Duration;

use leptos::prelude::*;

use crate::app::browser::lang::{self, LanguageSwitch};
use crate::app::browser::storage::Loaded;
use crate::app::browser::tap::{self, Taps};
use crate::app::browser::{later, reach};
use crate::app::rules::{HelpStrip, RulesButton};
use crate::app::screens::print::{Job, Printer};
use crate::app::session::{Session, View};
use crate::app::sheet::zoom::{self, Level, Zoomed};
use crate::app::sheet::{self, named_action, on_sheet, JeanneZone, Sheet};
use crate::app::table::log::GameLog;
use crate::app::table::notice::SaveNotices;
use crate::app::table::prompt::{offered_choice, Prompt};
use crate::app::table::tokens::Supply;
use crate::engine::{Action, Game, PlayerId};
use crate::i18n::jeanne_said;
use crate::model::modes::tutorial;
use crate::model::play::{self, Mover};
use crate::model::record::Seat;

/// How long the pointer rests on a choice before its hover previews it.
const HOVER_REST: Duration = Duration::from_millis(120);

/// What a finger's tap clicks at its release (see [`Taps`]): a choice (a target of the sheet, a
/// decision's button) and the table's buttons, the hand-over's included.
const TAPPED: &str = "[data-action], button:not(:disabled)";

/// The bar above the table: round, bag, and the buttons.
#[component]
fn TopBar(session: Session, on_leave: Callback<()>, on_replay: Callback<Loaded>) -> impl IntoView {
    let w = lang::words();
    let game = session.game;
    let names = session.names();
    let bags = game.with_untracked(|g| g.players() + g.jeanne().is_some() as usize);
    let companion = game.with_untracked(Game::has_chance_nodes);
    let open = RwSignal::new(false);
    let printer = Printer::get();
    let print = {
        let names = names.clone();
        move |_| printer.print(game.with_untracked(|g| Job::of(w, g, &names)))
    };
    let status = move || {
        game.with(|g| {
            let bag = (g.bags_crossed() as usize + 1).min(bags);
            let start = names.get(g.start_player() as usize).map_or(w.jeanne(), String::as_str);
            w.status(g.round(), bag, bags, start)
        })
    };
    view! {
        <header class="topbar">
            <h1 class="brand">"Orléans" <span>"Draw & Write"</span></h1>
            {companion.then(|| view! { <p class="badge companion">{w.companion_badge()}</p> })}
            <p class="status">{status}</p>
            // On a phone the buttons fold under Menu (Undo is the prompt's, always within reach).
            <button
                class="menu-toggle"
                aria-expanded=move || open.get().to_string()
                aria-controls="table-actions"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {w.menu()}
            </button>
            <div class="topbar-actions" id="table-actions" class:open=open>
                <button on:click=move |_| session.export() title=w.export_title()>
                    {w.export()}
                </button>
                <button class="print" on:click=print title=w.print_title()>
                    {w.print()}
                </button>
                <button class="replay" on:click=move |_| on_replay.run(session.loaded()) title=w.replay_title()>
                    {w.replay()}
                </button>
                <button on:click=move |_| on_leave.run(()) title=w.leave_title()>
                    {w.leave()}
                </button>
            </div>
            <RulesButton />
            <LanguageSwitch />
        </header>
    }
}

/// Whose turn it is, in large letters; it comes in anew when the turn passes.
#[component]
fn Banner(session: Session) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    // A new banner for each turn in a lasting live region.
    let banner = move || {
        let (text, class) = match session.mover() {
            Mover::Human(p) | Mover::Ending(p) => (w.turn_of(&names[p as usize]), "banner human"),
            Mover::HandOver(p) => (w.pass_to(&names[p as usize]), "banner human"),
            Mover::Computer(p) => (w.computer_is_playing(&names[p as usize]), "banner computer"),
            Mover::Jeanne => (w.jeanne_is_playing().to_string(), "banner jeanne"),
            Mover::Told => (w.tell_the_table().to_string(), "banner"),
            Mover::Elsewhere(p) => (w.turn_elsewhere(&names[p as usize]), "banner"),
            Mover::Nobody => (w.game_is_over().to_string(), "banner"),
        };
        view! { <p class=class>{text}</p> }
    };
    view! { <div role="status">{banner}</div> }
}

/// A tab per player with their live score, and Jeanne's in the solo game.
#[component]
fn Tabs(session: Session) -> impl IntoView {
    let w = lang::words();
    let game = session.game;
    let scores = Memo::new(move |_| game.with(Game::scores));
    let seats = session.seats();
    let tab = move |view: View,
                    name: String,
                    kind: Option<&'static str>,
                    score: Option<Signal<u16>>,
                    turn: Signal<bool>| {
        view! {
            <button
                role="tab"
                class="tab"
                class:turn=turn
                aria-selected=move || (session.viewed.get() == view).to_string()
                on:click=move |_| session.viewed.set(view)
            >
                <span class="tab-name"><bdi>{name}</bdi></span>
                {kind.map(|kind| view! { <span class="tab-kind">{kind}</span> })}
                {score.map(|score| view! { <span class="tab-score" title=w.score_now()>{score}</span> })}
            </button>
        }
    };
    let players = session
        .names()
        .into_iter()
        .enumerate()
        .map(|(p, name)| {
            let p = p as PlayerId;
            let turn = Signal::derive(move || session.mover().seat() == Some(p));
            // A seat played elsewhere keeps its score on its own sheet: no score here.
            if game.with_untracked(|g| g.is_remote(p)) {
                return tab(View::Sheet(p), name, Some(w.elsewhere()), None, turn);
            }
            let score = Signal::derive(move || scores.with(|s| s[p as usize].total));
            let kind = (seats[p as usize] != Seat::Human).then(|| w.computer_tab());
            tab(View::Sheet(p), name, kind, Some(score), turn)
        })
        .collect_view();
    let jeanne = game.with_untracked(|g| g.jeanne().is_some()).then(|| {
        let score = Signal::derive(move || game.with(|g| g.jeanne().map_or(0, |j| j.score().total)));
        let turn = Signal::derive(move || session.mover() == Mover::Jeanne);
        tab(View::Jeanne, w.jeanne().into(), None, Some(score), turn)
    });
    view! {
        <nav class="tabs" role="tablist" aria-label=w.sheets()>
            {players}
            {jeanne}
        </nav>
    }
}

/// What Jeanne did last and why (solo game).
#[component]
fn JeanneSaid(session: Session) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let said = move || {
        session.events.with(|e| jeanne_said(w, e, &names)).unwrap_or_else(|| w.jeanne_not_yet().into())
    };
    view! { <p class="jeanne-line">{said}</p> }
}

/// Jeanne's last turn in the side panel, with the way to her zone (solo game).
#[component]
fn JeannePanel(session: Session) -> impl IntoView {
    let w = lang::words();
    view! {
        <section class="card jeanne-panel" aria-label=w.jeanne()>
            <h2>{w.jeanne_last_turn()}</h2>
            <JeanneSaid session />
            <button class="link" on:click=move |_| session.viewed.set(View::Jeanne)>
                {w.show_jeanne_zone()}
            </button>
        </section>
    }
}

/// Each sheet's targets, whether it is shown and how far it is zoomed on a phone (before the
/// person's asking for the whole sheet), by seat.
#[derive(Clone, Copy)]
struct Zoom {
    targets: Memo<Vec<Action>>,
    shown: Memo<bool>,
    /// The level fitted to the last decision with targets (see [`zoom::choose`]) and the labels it
    /// brings back, whole once its person's turn is over.
    level: RwSignal<Zoomed>,
}

/// The targets and zoom of each sheet (see [`Zoom`]).
fn zooms(session: Session, legal: Memo<Vec<Action>>) -> Vec<Zoom> {
    let players = session.game.with_untracked(Game::players) as PlayerId;
    (0..players)
        .map(|p| {
            // A memo: the sheets not acting see their (empty) targets unchanged.
            let targets = Memo::new(move |_| sheet_targets(session, p, session.mover(), || legal.get()));
            let shown = Memo::new(move |_| session.viewed.get() == View::Sheet(p));
            // On a phone, a sheet with targets is shown at the level fitted to them (see
            // `follow_the_table`), and stays so for the rest of its person's turn, until they end
            // it: the sheet does not jump to its whole view and back under their finger between
            // two decisions (nor after the last, whose mark they see where they made it), and a
            // zoom, which restyles the labels it shows or hides, slows a phone's decision only
            // when its level changes. Behind the hand-over it stays until the next person's sheet
            // takes its place; hidden, it goes back to its whole view (laid out there, see
            // `Board`), as it shows at their next hand-over.
            let wanted = Memo::new(move |before| {
                let now = targets.with(|t| !t.is_empty());
                let kept = match session.mover() {
                    Mover::Human(q) | Mover::Ending(q) => q == p,
                    Mover::HandOver(_) => true,
                    _ => false,
                };
                now || (before == Some(&true) && kept && shown.get())
            });
            let level = RwSignal::new(Zoomed::WHOLE);
            Effect::new(move |_| {
                if !wanted.get() && level.get_untracked() != Zoomed::WHOLE {
                    level.set(Zoomed::WHOLE);
                }
            });
            Zoom { targets, shown, level }
        })
        .collect()
}

/// The sheet (or Jeanne's zone) shown large. A sheet is drawn the first time it is viewed and
/// then stays, out of sight when another is viewed (and brought up to date only when viewed
/// again), so that passing the turn costs no redrawing and an action redraws one sheet only. The
/// sheets lie side by side in a row that moves the one viewed into sight (style/main.css): out of
/// sight, a sheet stays painted, out of the accessibility tree and without a target to focus.
/// Jeanne's zone takes the row's place when viewed.
/// `whole`: the person asked for the whole sheet rather than the zoom.
#[component]
fn Board(session: Session, zooms: Vec<Zoom>, whole: RwSignal<bool>) -> impl IntoView {
    let game = Signal::from(session.game);
    let on_action = Callback::new(move |a: Action| session.human_play(a));
    let sheets = zooms
        .into_iter()
        .enumerate()
        .map(|(p, Zoom { targets, shown, level, .. })| {
            let p = p as PlayerId;
            // A decision just made shows on the sheet before the rest of the table follows (see
            // `Session::human_play`): the sheet draws the next decision's targets with its marks,
            // from the game as it is (untracked: the table is told once it catches up).
            let drawn_targets = Signal::derive(move || match session.catching_up() {
                true => untrack(|| sheet_targets(session, p, session.mover(), || session.game.with(offered))),
                false => targets.get(),
            });
            let drawn = Memo::new(move |before| before == Some(&true) || shown.get());
            let zoom = Memo::new(move |_| if whole.get() { Zoomed::WHOLE } else { level.get() });
            let scrollable =
                Signal::derive(move || shown.get() && zoom.get() != Zoomed::WHOLE && targets.with(Vec::is_empty));
            // What the frame draws. A sheet on view draws its zoom at once. A hidden one (the
            // last person's, going back to whole behind the hand-over) draws it in two steps,
            // each when the page is idle: the labels it shows or hides, then the level, laid out
            // there. Drawn at once, its labels were restyled in the frame that paints the next
            // person's sheet (or at their next hand-over), a slow phone's long task. The labels
            // come first, so that none smaller than 9 px shows; shown meanwhile, the sheet draws
            // the rest at once.
            let staged = RwSignal::new(Zoomed::WHOLE);
            let drawn_zoom = Memo::new(move |_| if shown.get() { zoom.get() } else { staged.get() });
            Effect::new(move |_| {
                let now = zoom.get();
                if shown.get() {
                    staged.set(now);
                    return;
                }
                // A step, while the sheet is still hidden at `now`.
                let step = move |drawn: Zoomed| {
                    let current = zoom.try_get_untracked() == Some(now) && shown.try_get_untracked() == Some(false);
                    current && staged.try_set(drawn).is_none()
                };
                let was = staged.get_untracked();
                if was == now {
                    return;
                }
                // The level once the labels' frame is drawn, laid out in its task.
                let level_step = move || {
                    later::when_idle(move || {
                        if step(now) {
                            later::lay_out_after_effects();
                        }
                    })
                };
                later::when_idle(move || {
                    if step(was.with_labels_of(now)) {
                        later::next_frame(level_step);
                    }
                });
            });
            view! {
                <div
                    class=move || frame_class(drawn_zoom.get())
                    data-zoom=move || drawn_zoom.get().level.attr()
                    hidden=move || !shown.get()
                    aria-hidden=move || (!shown.get()).then_some("true")
                >
                    {move || drawn.get().then(|| view! { <Sheet game player=p targets=drawn_targets on_action name=session.names()[p as usize].clone() shown=shown scrollable /> })}
                </div>
            }
        })
        .collect_view();
    let jeanne = game.with_untracked(|g| g.jeanne().is_some()).then(|| {
        view! {
            <div class="sheet-frame jeanne-frame" hidden=move || session.viewed.get() != View::Jeanne>
                <JeanneSaid session />
                <JeanneZone game shown=Signal::derive(move || session.viewed.get() == View::Jeanne) />
            </div>
        }
    });
    let solo = jeanne.is_some();
    // The sheet the row shows: the one viewed, or the last while Jeanne's zone is.
    let at = Memo::new(move |before| match session.viewed.get() {
        View::Sheet(p) => p,
        View::Jeanne => before.copied().unwrap_or(0),
    });
    view! {
        <HelpStrip solo />
        <div class="sheet-row" hidden=move || session.viewed.get() == View::Jeanne>
            <div class="sheet-track" style:transform=move || format!("translateX({}%)", -100 * at.get() as i32)>
                {sheets}
            </div>
        </div>
        {jeanne}
    }
}

/// A sheet's frame's classes at `zoom`: whether it is zoomed, and the labels that brings back.
fn frame_class(zoom: Zoomed) -> String {
    let mut class = String::from("sheet-frame");
    if zoom.level != Level::Whole {
        class.push_str(" zoom");
    }
    for labels in zoom.label_classes() {
        class.push(' ');
        class.push_str(labels);
    }
    class
}

/// The table screen.
#[component]
pub fn TableScreen(
    session: Session,
    on_leave: Callback<()>,
    /// Opens the game in the replay view.
    on_replay: Callback<Loaded>,
    /// The game's end screen is shown: the table, hidden, is about to go.
    #[prop(into)]
    ended: Signal<bool>,
) -> impl IntoView {
    let w = lang::words();
    let game = session.game;
    // In the guided game, a step offers its decision only.
    let legal = Memo::new(move |_| game.with(offered));
    let solo = game.with_untracked(|g| g.jeanne().is_some());
    undo_keys(session);
    let zooms = zooms(session, legal);
    follow_the_table(session, legal, zooms.iter().map(|z| z.level).collect());
    // The view follows the choice previewed, on the sheet.
    Effect::new(move |_| {
        if let Some(a) = session.preview.get().filter(|&a| on_sheet(a)) {
            reach::follow_target(&a.to_string());
        }
    });
    let whole = RwSignal::new(false);
    // The supply and the log, below the decision, follow the game a frame behind the rest of the
    // table: the task that shows a decision's whole table (the prompt, the banner, the zoom) was
    // a slow phone's long task with them.
    let side = later::frame_behind(move || {
        game.track();
        session.events.track();
    });
    // Whether the sheet shown is zoomed on the decision (as the person has not asked for the
    // whole sheet): once it is not (the turn passed), the next turn opens zoomed again.
    let zoomable = {
        let zooms = zooms.clone();
        Memo::new(move |_| match session.viewed.get() {
            View::Sheet(p) => zooms[p as usize].level.get() != Zoomed::WHOLE,
            View::Jeanne => false,
        })
    };
    Effect::new(move |_| {
        if !zoomable.get() && whole.get_untracked() {
            whole.set(false);
        }
    });
    // The choice focused, hovered or long-pressed (a touch's context menu), on the sheet or in
    // the prompt, is previewed in the prompt until another is or a choice is made; only then is
    // its effect worked out. Its `data-action` names its action (see `sheet::named_action`).
    // A press focuses the choice pressed: that focus previews nothing new (the pointer's hover
    // did), so that the preview's coming never moves the choices between the press and the
    // release (the docked prompt of a phone grows), which would make the click miss.
    let pressing = StoredValue::new(false);
    // A hover previews once the pointer, moved onto a choice, stays there (see `HOVER_REST`): a
    // pointer passing over choices, a click that follows the pointer's arrival and a change of
    // the page under a resting pointer (which hovers whatever comes under it, with no move)
    // preview nothing, which would cost the engine's preview and a frame of the page for a
    // paragraph gone with the click.
    let hovered = StoredValue::new(None::<Action>);
    let resting = StoredValue::new(None::<TimeoutHandle>);
    let stop_resting = move || {
        let _ = hovered.try_set_value(None);
        if let Some(handle) = resting.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    };
    on_cleanup(stop_resting);
    let previewable = move |ev: &web_sys::Event| {
        if ev.type_() == "focusin" && pressing.get_value() {
            return None;
        }
        offered_choice(ev, legal)
    };
    let show = move |a: Action| {
        if session.preview.try_get_untracked().is_some_and(|p| p != Some(a)) {
            session.preview.set(Some(a));
        }
    };
    let preview = move |ev: &web_sys::Event| {
        stop_resting();
        let Some(a) = previewable(ev) else { return };
        match ev.type_().as_str() {
            "pointerover" => hovered.set_value(Some(a)),
            "contextmenu" => {
                ev.prevent_default();
                show(a);
            }
            _ => show(a),
        }
    };
    // A finger held on a choice previews it (a timer on pointer events: iOS Safari sends no
    // `contextmenu` on a long press); the click that follows its release plays nothing.
    let holding = StoredValue::new(None::<TimeoutHandle>);
    let held = StoredValue::new(false);
    let stop_holding = move || {
        if let Some(handle) = holding.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    };
    on_cleanup(stop_holding);
    let hold = move |ev: &web_sys::PointerEvent| {
        stop_holding();
        held.set_value(false);
        if ev.pointer_type() != "touch" {
            return;
        }
        let Some(a) = previewable(ev) else { return };
        let timer = later::after(tap::HOLD, move || {
            let _ = held.try_set_value(true);
            show(a);
        });
        holding.set_value(timer);
    };
    let taps = StoredValue::new_local(Taps::new(TAPPED));
    let moved = move || {
        if let Some(a) = hovered.try_update_value(Option::take).flatten() {
            resting.set_value(later::after(HOVER_REST, move || show(a)));
        }
    };
    view! {
        <main class="table-screen" class:ended=ended>
            <TopBar session on_leave on_replay />
            <Banner session />
            <SaveNotices session on_leave />
            // The side panel comes first in the page, so that Tab reaches the decision first.
            <div
                class="layout"
                on:pointerdown=move |ev| {
                    stop_resting();
                    pressing.set_value(true);
                    hold(&ev);
                    taps.update_value(|t| t.press(&ev));
                }
                // A finger's tap is clicked at its release, not a frame later.
                on:touchend=move |ev| taps.update_value(|t| t.release(&ev))
                // The release of a hold that previewed plays nothing.
                on:click:capture=move |ev| {
                    if held.get_value() {
                        held.set_value(false);
                        ev.stop_propagation();
                        ev.prevent_default();
                    }
                }
                // A press on a choice does not focus it (as Safari does for buttons): the choice
                // is played at the click and leaves, and taking the focus back from it (a blur on
                // the click's path) makes a slow phone restyle the page. Other buttons keep it (a
                // help button gets it back when its section closes); Tab's focus is untouched.
                on:mousedown=move |ev| {
                    // On a choice: a target of the sheet or a decision's button (`data-action`).
                    if named_action(&ev).is_some() {
                        ev.prevent_default();
                    }
                }
                on:pointerup=move |_| {
                    pressing.set_value(false);
                    stop_holding();
                }
                on:pointercancel=move |_| {
                    pressing.set_value(false);
                    stop_holding();
                    held.set_value(false);
                    taps.update_value(Taps::cancel);
                }
                on:focusin=move |ev| preview(&ev)
                // Hovering, by a pointer that hovers (a mouse, a pen): a finger's tap fires these
                // too, and previews only when held (above).
                on:pointerover=move |ev| {
                    if ev.pointer_type() != "touch" {
                        preview(&ev);
                    }
                }
                on:pointermove=move |ev| {
                    if ev.pointer_type() != "touch" {
                        moved();
                    }
                }
                on:click=move |_| stop_resting()
                on:contextmenu=move |ev| preview(&ev)
            >
                <aside class="side">
                    <Prompt session legal whole zoomable=zoomable.into() />
                    {solo.then(|| view! { <JeannePanel session /> })}
                    <Supply game follows=side />
                    <GameLog session follows=side />
                </aside>
                <section class="board" aria-label=w.sheets()>
                    <Tabs session />
                    <Board session zooms whole />
                </section>
            </div>
        </main>
    }
}

/// The targets on sheet `p` when `mover` acts and `legal` are the decisions offered: the
/// decisions made on the sheet, while it is its person's to act on and on view.
fn sheet_targets(
    session: Session,
    p: PlayerId,
    mover: Mover,
    legal: impl FnOnce() -> Vec<Action>,
) -> Vec<Action> {
    match (mover, session.viewed.get()) {
        (Mover::Human(q), View::Sheet(v)) if q == p && v == p => {
            legal().into_iter().filter(|&a| on_sheet(a)).collect()
        }
        _ => Vec::new(),
    }
}

/// The decisions offered now: the legal actions, in the guided game those of its step.
fn offered(game: &Game) -> Vec<Action> {
    tutorial::offered(game, game.legal_actions())
}

/// After each change of the table, once the page shows it: the new marks since the last turn of
/// the person whose turn begins are flagged (see `recent`), a phone's zoom is fitted to the
/// decision's targets on the sheet shown (see [`zoom::choose`]) and the decision comes into view
/// (see `reach`); and again when the window changes width (a phone turned, say).
fn follow_the_table(session: Session, legal: Memo<Vec<Action>>, levels: Vec<RwSignal<Zoomed>>) {
    // The table is built again when the language changes: its words are read once.
    let w = lang::words();
    let levels = StoredValue::new(levels);
    let flags = StoredValue::new_local(recent::Flags::default());
    // The marks due at the last change; whether the page is to follow it already. A change often
    // comes as two (an end of turn: whose hands, then the sheet viewed): the page follows the
    // last, once.
    let due_now = StoredValue::new(None);
    let opening = StoredValue::new(false);
    let waiting = StoredValue::new(false);
    // A new width (a phone turned, a window resized) is followed in a task after the resize's
    // listeners: the sheet shown has then started again in its new arrangement, if it has one,
    // and the view waits for it whole (`sheet::after_drawn`) before it measures the targets. A
    // new height alone (a phone's address bar hidden as the page scrolls) leaves the view where
    // the person put it.
    let resized = Trigger::new();
    let width = StoredValue::new(window_width());
    let handle = window_event_listener(leptos::ev::resize, move |_| {
        let now = window_width();
        if now != width.get_value() {
            width.set_value(now);
            later::after(Duration::ZERO, move || resized.notify());
        }
    });
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        let due = recent::due(session, legal);
        resized.track();
        legal.track();
        session.hands.track();
        session.viewed.track();
        due_now.set_value(due);
        // A person's turn opens with their pick (and opens again if they undo back to it),
        // shown from the page's top already behind the hand-over's cover: the frame that takes
        // the cover away then paints what is rastered under it.
        opening.set_value(
            matches!(session.mover(), Mover::Human(_) | Mover::HandOver(_))
                && legal.with(|l| play::is_pick(l)),
        );
        if waiting.get_value() {
            return;
        }
        waiting.set_value(true);
        // Behind the hand-over's cover, in a task after the frame: the frame that shows the next
        // person's sheet only paints it (with this work, a slow phone's long task).
        let behind_cover = matches!(session.mover(), Mover::HandOver(_));
        // Once the sheets are whole (a sheet shown for the first time comes a few areas a
        // frame): their marks and targets are all on the page.
        sheet::after_drawn(move || {
            let follow = move || {
                // The table may be gone meanwhile (the game ended).
                // The flags first: their classes change the style only, and the view's moves
                // then lay the page out once, with them.
                if let Some(due) = due_now.try_get_value() {
                    waiting.set_value(false);
                    recent::show(w, session, due, flags);
                    let opening = opening.get_value();
                    let zoom = match (session.viewed.get_untracked(), reach::measure()) {
                        (View::Sheet(p), Some(targets)) => {
                            let level = levels.with_value(|l| l[p as usize]);
                            let now = level.get_untracked();
                            let fitted = Zoomed::at(zoom::choose(now.level, &targets), targets.px_per_unit);
                            (fitted != now).then_some((level, fitted))
                        }
                        _ => None,
                    };
                    match zoom {
                        // A new level restyles the labels it shows or hides and lays the sheet out
                        // again: in a task of its own, laid out there (the view's moves read the
                        // layout), and painted by the next frame; with this frame's paint, a slow
                        // phone's long task. Not once a later change is to be followed (its own
                        // level comes with it), nor once the table is gone.
                        Some((level, fitted)) => {
                            later::after(Duration::ZERO, move || {
                                if waiting.try_get_value() == Some(false) && level.try_set(fitted).is_none() {
                                    later::after_effects(move || reach::bring_into_view(opening));
                                }
                            });
                        }
                        None => later::after_effects(move || reach::bring_into_view(opening)),
                    }
                }
            };
            if behind_cover {
                later::after(Duration::ZERO, follow);
            } else {
                follow();
            }
        });
    });
}

/// The window's width in CSS px (0 if unknown).
fn window_width() -> f64 {
    window().inner_width().ok().and_then(|w| w.as_f64()).unwrap_or(0.0)
}

/// Ctrl+Z (Cmd+Z on macOS) undoes, Ctrl+Shift+Z (and Ctrl+Y) redoes, while the table is shown;
/// not while typing in a text field, where the keys keep their own meaning.
fn undo_keys(session: Session) {
    let handle = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if !(ev.ctrl_key() || ev.meta_key()) || ev.alt_key() || typing(&ev) {
            return;
        }
        let key = ev.key().to_ascii_lowercase();
        let redo = match key.as_str() {
            "z" => ev.shift_key(),
            "y" if !ev.shift_key() => true,
            _ => return,
        };
        ev.prevent_default();
        if session.game.try_with_untracked(|_| ()).is_none() {
            return;
        }
        if redo {
            session.redo();
        } else {
            session.undo();
        }
    });
    on_cleanup(move || handle.remove());
}

/// Whether a key event goes to a text field (the table has nothing else editable).
fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

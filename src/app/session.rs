//! The game on the table: the game and its log as signals, the players' names and seats, the
//! sheet being looked at; playing a human's decision (on the sheet first, on the rest of the
//! table after the next frame), undo, ending a turn and handing the device over, the computer
//! seats and Jeanne moving by themselves, and the autosave after every action.
//!
//! The autosave runs once the page shows the action (after the next frame), off the click's
//! path; an action not saved yet is saved at once when the page is hidden or left, or the game
//! leaves the table, so that nothing is lost.
//!
//! The autosave never overwrites what another tab stored: the session keeps the text it last
//! read or wrote for its game, and writes only while storage still holds that text
//! ([`record::check`]). Another tab's write or delete shows at once (the `storage` event): the
//! session stops saving and offers to follow it. When storage is missing or full, the game
//! stays in memory and the autosave tries again after every action (and on demand).

use std::time::Duration;

use leptos::prelude::*;

use crate::app::browser::storage::{self, Loaded};
use crate::app::{
    browser::caret, browser::lang, browser::later, browser::probe, browser::reach, browser::tap,
    browser::thinker,
};
use crate::engine::{Action, Event, Game, PlayerId};
use crate::i18n::Lang;
use crate::model::errors::{self, AppError, ImportError, Refusal};
use crate::model::play::{self, Hands, Mover, Replayed};
use crate::model::record::summary::Summary;
use crate::model::record::{self, Check, Elsewhere, Finished, Meta, Record, Seat, Turn};
use crate::model::think::Task;
use crate::players::Level;

/// The computer's pause: `?fast` in the page's address makes it 0, `?delay=N` N milliseconds
/// (bounded).
fn computer_delay() -> Duration {
    Duration::from_millis(play::computer_delay_ms(&window().location().search().unwrap_or_default()))
}

/// The latest what waits for the next frame (the autosave, the table catching up with a
/// decision) waits when no frame comes (a hidden page).
const UNSEEN: Duration = Duration::from_millis(250);

/// What the board shows large.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// This player's sheet.
    Sheet(PlayerId),
    /// Jeanne's zone, in the solo game.
    Jeanne,
}

/// A hint for the decision at one position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The game's log length when it was asked: it holds for that decision only.
    pub at: usize,
    /// Where the search is.
    pub state: HintState,
}

/// Where a hint's search is.
#[derive(Clone, Debug, PartialEq)]
pub enum HintState {
    /// The worker is searching.
    Searching,
    /// Hard's top choices, best first, with their expected gain in points.
    Shown(Vec<(Action, f64)>),
    /// No hint could be given (the worker failed).
    Failed,
}

/// The game on the table. Cheap to copy: every field is a handle.
#[derive(Clone, Copy)]
pub struct Session {
    /// The game.
    pub game: RwSignal<Game>,
    /// The events of the opening and of each action (see [`Replayed`]).
    pub events: RwSignal<Vec<Vec<Event>>>,
    /// What the board shows large.
    pub viewed: RwSignal<View>,
    /// Why the last autosave or export failed, if it did (worded where it is shown).
    pub problem: RwSignal<Option<AppError>>,
    /// What another tab did to this game, if it did: then this tab saves nothing more.
    pub elsewhere: RwSignal<Option<Elsewhere>>,
    meta: StoredValue<Meta>,
    /// The text storage held for the game when this tab last read or wrote it.
    seen: StoredValue<Option<String>>,
    /// Whether this finished game is in the history.
    in_history: StoredValue<bool>,
    /// Opens another game (or this one as storage holds it) in place of this one.
    reopen: Callback<Loaded>,
    /// The page's language, for the autosave run by a timer, out of the context's reach.
    lang: ReadSignal<Lang>,
    /// The decisions undone in this turn, the last undone on top: Redo plays them again. Any
    /// other action clears it.
    redo: StoredValue<Vec<Action>>,
    /// Whether an action waits for the autosave.
    unsaved: StoredValue<bool>,
    /// Whether the session is to settle what the last changes left waiting (see
    /// [`Session::settle`]).
    settling: StoredValue<bool>,
    /// What the table waits for between two turns (saved with the game, see [`Hands::saved`]).
    pub hands: RwSignal<Hands>,
    /// Whether a Hard seat is searching for its move (in the thinking worker).
    pub thinking: RwSignal<bool>,
    /// The Hard seat that last played as Normal because the thinking worker could not start; the
    /// table says so until a Hard move comes from the worker again.
    pub weak_hard: RwSignal<Option<PlayerId>>,
    /// The hint asked for the decision now, if any (see [`hint`]).
    pub hint: RwSignal<Option<Hint>>,
    /// The choice focused or hovered, whose effect the prompt previews.
    pub preview: RwSignal<Option<Action>>,
    /// A person's decision that their sheet shows and the rest of the table not yet (see
    /// [`Session::human_play`]).
    pending: RwSignal<Option<Pending>>,
    /// Whether the person at the table may undo: worked out once per change of the game or the
    /// hands, for all that shows it (Undo, the update notice).
    undoable: Memo<bool>,
    /// Who acts now at the table: worked out once per change of the game or the hands, for all
    /// that follows it (the banner, the tabs, the sheets' targets, the prompt, the turn's sheet).
    mover: Memo<Mover>,
    /// The person whose hand-over's cover shows before the table has passed the turn to them
    /// (see [`Session::end_turn`]).
    covering: RwSignal<Option<PlayerId>>,
}

/// A decision played that the table has still to show (see [`Session::human_play`]).
#[derive(Clone, Copy)]
struct Pending {
    /// When (see [`probe::clock`]).
    clicked: f64,
    /// Whether it came from a pointer's click or tap (else from the keyboard or assistive
    /// technology, whose focus the prompt keeps).
    pointed: bool,
    /// Whether the sheet shows it (its frame has come, or, for a tap's, the sheet's change is
    /// made and its frame is the next).
    shown: bool,
}

impl Session {
    /// Puts a game on the table (remembered as this tab's current game), stores it if it is
    /// not stored yet, and sets its computer seats and Jeanne going. `reopen` opens another game
    /// in its place (following another tab).
    pub fn start(loaded: Loaded, reopen: Callback<Loaded>) -> Session {
        let Loaded { meta, replayed: Replayed { game, events }, stored, shortened, turn } = loaded;
        storage::set_current(&meta.id);
        let first = Mover::of(&game, &meta.seats);
        // The turn in progress as it was left, undo and redo included.
        let hands = Hands::resumed(&game, &meta.seats, turn.as_ref());
        let redo = play::redo_of(&game, turn.as_ref());
        let new = stored.is_none();
        // A game stored finished is in the history already.
        let in_history = !new && game.is_over();
        let viewed = View::Sheet(match first {
            Mover::Human(p) => p,
            // The first sheet a person plays here (not one played elsewhere).
            _ => (0..meta.seats.len() as PlayerId)
                .find(|&p| play::plays_here(&game, &meta.seats, p))
                .unwrap_or(0),
        });
        let (game, hands, meta) = (RwSignal::new(game), RwSignal::new(hands), StoredValue::new(meta));
        let covering = RwSignal::new(None);
        let undoable = Memo::new(move |_| {
            let hands = hands.get();
            meta.with_value(|m| game.with(|g| may_undo(g, &m.seats, hands, covering.get())))
        });
        let mover = Memo::new(move |_| {
            let hands = hands.get();
            meta.with_value(|m| game.with(|g| Mover::at(g, &m.seats, hands)))
        });
        let session = Session {
            viewed: RwSignal::new(viewed),
            game,
            events: RwSignal::new(events),
            problem: RwSignal::new(None),
            elsewhere: RwSignal::new(None),
            meta,
            seen: StoredValue::new(stored),
            in_history: StoredValue::new(in_history),
            reopen,
            lang: lang::signal(),
            redo: StoredValue::new(redo),
            unsaved: StoredValue::new(false),
            settling: StoredValue::new(false),
            hands,
            thinking: RwSignal::new(false),
            weak_hard: RwSignal::new(None),
            hint: RwSignal::new(None),
            preview: RwSignal::new(None),
            pending: RwSignal::new(None),
            undoable,
            mover,
            covering,
        };
        if new {
            session.autosave();
        } else if !storage::available() {
            session.problem.set(Some(AppError::Save(Refusal::Unavailable)));
        }
        if shortened && session.problem.with_untracked(Option::is_none) {
            session.problem.set(Some(AppError::NamesShortened));
        }
        session.save_before_leaving();
        session.watch_other_tabs();
        session.follow_the_turn();
        session.run_computers();
        let hard = session.seats().contains(&Seat::Computer(Level::Hard));
        if hard && !session.game.with_untracked(Game::is_over) {
            thinker::warm_up();
        }
        probe::follow(session.game.into());
        session
    }

    /// The game's id.
    pub fn id(&self) -> String {
        self.meta.with_value(|m| m.id.clone())
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        self.meta.with_value(|m| m.names.clone())
    }

    /// Who plays each seat.
    pub fn seats(&self) -> Vec<Seat> {
        self.meta.with_value(|m| m.seats.clone())
    }

    /// Who acts now at the table (tracked).
    pub fn mover(&self) -> Mover {
        self.mover.get()
    }

    /// Who acts now at the table (untracked).
    fn mover_untracked(&self) -> Mover {
        self.mover.get_untracked()
    }

    /// Whether the person at the table may undo (tracked).
    pub fn can_undo(&self) -> bool {
        self.undoable.get()
    }

    /// The person the device is to be handed to, while the hand-over's cover shows (tracked).
    pub fn handing_over_to(&self) -> Option<PlayerId> {
        self.covering.get().or_else(|| match self.mover() {
            Mover::HandOver(p) => Some(p),
            _ => None,
        })
    }

    /// Whether the game is over and its last turn ended: time for the end screen (tracked).
    pub fn finished(&self) -> bool {
        self.game.with(Game::is_over) && self.hands.get().ending.is_none()
    }

    /// The game's record, for the autosave and the export.
    pub fn record(&self) -> Record {
        let record = self.meta.with_value(|m| self.game.with_untracked(|g| Record::of(m, g)));
        Record { turn: self.turn(), ..record }
    }

    /// The turn in progress as saved with the game (see [`Hands::saved`]).
    fn turn(&self) -> Option<Turn> {
        let (hands, redo) = (self.hands.get_untracked(), self.redo.get_value());
        self.game.with_untracked(|g| hands.saved(g, &self.seats(), &redo))
    }

    /// The game as it stands, saved first, to be put on the table again (after the replay
    /// view): the same game, events and stored text, so that coming back is not mistaken for
    /// another tab's change.
    pub fn loaded(&self) -> Loaded {
        self.flush();
        Loaded {
            meta: self.meta.get_value(),
            replayed: Replayed { game: self.game.get_untracked(), events: self.events.get_untracked() },
            stored: self.seen.get_value(),
            shortened: false,
            turn: self.turn(),
        }
    }

    /// Forgets the game if no decision was made in it and storage holds it as this tab left it:
    /// a game started and left at once is not kept among the saved games.
    pub fn forget_if_untouched(&self) {
        let untouched =
            self.game.with_untracked(|g| g.log().is_empty()) && self.elsewhere.get_untracked().is_none();
        let key = record::game_key(&self.id());
        if untouched && storage::read(&key) == self.seen.get_value() {
            storage::delete(&key);
        }
    }

    /// Offers the game as a JSON file download.
    pub fn export(&self) {
        let record = storage::with_reviews(self.record());
        if let Err(e) = storage::download(&storage::export_name(&record.meta), &record.to_json()) {
            self.problem.set(Some(AppError::Export(errors::clip_detail(&format!("{e:?}")))));
        }
    }

    /// Plays a human's decision and times the click to the updated sheet. The sheet shows it in
    /// the next frame, the rest of the table after ([`Session::settle`]); until then a click
    /// plays nothing, as does the second click of a double-click (`detail` ≥ 2): both were
    /// aimed at the decision just made. The turn's last decision does not pass the turn
    /// ([`Session::end_turn`] does, so undo stays open).
    pub fn human_play(&self, action: Action) {
        let clicked = probe::clock();
        let clicks = click_count();
        if repeated(clicks) || self.pending.with_untracked(Option::is_some) {
            return;
        }
        let mover = self.mover_untracked();
        if !mover.is_entered() {
            return;
        }
        let_go_of_focus_and_caret();
        if !self.apply_quietly(action) {
            return;
        }
        if let Mover::Human(p) = mover {
            self.hold_the_turn_quietly(p);
        }
        let pending = Pending { clicked, pointed: by_pointer(clicks), shown: false };
        if tap::releasing() {
            // A tap clicked at its release: no mouse event follows it, so the sheet changes in
            // its task, laid out in the frame that paints it.
            self.pending.set(Some(Pending { shown: true, ..pending }));
            probe::record_timing(later::after_effects, probe::SHOWN, clicked);
            return;
        }
        // A mouse's or the browser's click: the sheet is drawn in the next frame. A change made
        // in the click's task would have the browser lay the page out there and then (to follow
        // the pointer over it), and once more in the frame.
        self.pending.update_untracked(|p| *p = Some(pending));
        let session = *self;
        later::next_frame(move || {
            session.pending.try_update(|p| p.iter_mut().for_each(|p| p.shown = true));
        });
        probe::record_timing(later::next_frame, probe::SHOWN, clicked);
    }

    /// Whether the sheet shows a decision that the rest of the table does not show yet
    /// (tracked): the sheet's targets are then read from the game untracked (see
    /// [`Session::human_play`]).
    pub fn catching_up(&self) -> bool {
        self.pending.with(Option::is_some)
    }

    /// Shows on the whole table the decision that the sheet shows (see
    /// [`Session::human_play`]); nothing if there is none.
    fn catch_up(&self) {
        let Some(Pending { clicked, pointed, .. }) = self.pending.try_get_untracked().flatten() else {
            return;
        };
        if self.preview.get_untracked().is_some() {
            self.preview.set(None);
        }
        self.notify_played();
        self.hands.notify();
        self.events.with_untracked(|e| probe::publish_effect(self.lang.get_untracked().words(), e));
        self.pending.set(None);
        reach::keep_focus_once_shown(pointed);
        later::lay_out_after_effects();
        probe::record_timing(later::next_frame, probe::CAUGHT_UP, clicked);
    }

    /// Sets whose turn waits to be ended (one way of changing it: one copy of the code).
    fn set_ending(&self, ending: Option<PlayerId>) {
        self.set_ending_quietly(ending);
        self.hands.notify();
    }

    /// [`Session::set_ending`] without telling the table.
    fn set_ending_quietly(&self, ending: Option<PlayerId>) {
        self.hands.update_untracked(|h| h.ending = ending);
    }

    /// Once `player`'s decision has played their turn out, the table waits for them to end it.
    fn hold_the_turn(&self, player: PlayerId) {
        if self.hold_the_turn_quietly(player) {
            self.hands.notify();
        }
    }

    /// [`Session::hold_the_turn`] without telling the table; whether the turn is held.
    fn hold_the_turn_quietly(&self, player: PlayerId) -> bool {
        let done = self.game.with_untracked(|g| play::turn_done(g, player));
        if done {
            self.set_ending_quietly(Some(player));
        }
        done
    }

    /// Ends the turn played out: the next seat moves (after the hand-over between two people).
    /// The second click of a double-click never reaches what comes next (see
    /// [`Session::human_play`]).
    ///
    /// Before a hand-over, the click's task shows its cover alone, and the table passes the turn
    /// behind it in a task after that frame: together, the click showed on a slow phone only once
    /// the whole table had changed.
    pub fn end_turn(&self) {
        let hands = self.hands.get_untracked();
        if repeated(click_count()) || hands.ending.is_none() || self.covering.get_untracked().is_some() {
            return;
        }
        let_go_of_focus_and_caret();
        let next = self.game.with_untracked(|g| Mover::at(g, &self.seats(), Hands { ending: None, ..hands }));
        if let Mover::HandOver(p) = next {
            self.covering.set(Some(p));
            later::lay_out_after_effects();
            let session = *self;
            later::after_frame(move || session.pass_the_turn());
            return;
        }
        self.pass_the_turn();
    }

    /// Passes the turn that [`Session::end_turn`] ended, if it is not passed yet (and the table
    /// is still there). The table changes in the task running now and is laid out at its end
    /// (see [`later::lay_out_after_effects`]): the next frame only paints it.
    fn pass_the_turn(&self) {
        if self.hands.try_get_untracked().is_none_or(|h| h.ending.is_none()) {
            return;
        }
        self.redo.update_value(Vec::clear);
        self.set_ending(None);
        if self.covering.get_untracked().is_some() {
            self.covering.set(None);
        }
        self.save_soon();
        later::lay_out_after_effects();
    }

    /// The person the device was handed to opens their turn (passed now if its cover came
    /// before it, see [`Session::end_turn`]).
    pub fn open_turn(&self) {
        if repeated(click_count()) {
            return;
        }
        if self.covering.get_untracked().is_some() {
            self.pass_the_turn();
        }
        if let Mover::HandOver(p) = self.mover_untracked() {
            let_go_of_focus_and_caret();
            self.hands.set(Hands { holder: Some(p), ..self.hands.get_untracked() });
            self.save_soon();
        }
    }

    /// Takes back the human's last decision of this turn (Redo plays it again).
    pub fn undo(&self) {
        self.catch_up();
        let hands = self.hands.get_untracked();
        let covering = self.covering.get_untracked();
        if !self.game.with_untracked(|g| may_undo(g, &self.seats(), hands, covering)) {
            return;
        }
        // The entry taken back (beside the physical game, with the turns of Jeanne after it).
        let (to, last) = self.game.with_untracked(|g| {
            let to = play::undo_to(g).unwrap_or_default();
            (to, g.log().get(to).copied())
        });
        if hands.ending.is_some() {
            self.set_ending(None);
        }
        // Taking back the game's last move: its history line is written again when it ends.
        if self.game.with_untracked(Game::is_over) {
            self.in_history.set_value(false);
        }
        self.game.update(|g| *g = play::undone(g));
        // The opening's events, then one list per action left.
        self.events.update(|e| e.truncate(to + 1));
        if let Some(action) = last {
            self.redo.update_value(|r| r.push(action));
        }
        self.save_soon();
    }

    /// Plays again the last entry the person undid in this turn (beside the physical game,
    /// a told outcome too).
    pub fn redo(&self) {
        self.catch_up();
        let mover = self.mover_untracked();
        if !mover.is_entered() {
            return;
        }
        let Some(action) = self.redo.try_update_value(Vec::pop).flatten() else { return };
        if self.commit(action) {
            if let Mover::Human(p) = mover {
                self.hold_the_turn(p);
            }
        } else {
            // The game no longer allows it (it should): nothing more to redo.
            self.redo.update_value(Vec::clear);
        }
    }

    /// Plays a new action: what was undone can no longer be redone.
    fn apply(&self, action: Action) {
        if self.apply_quietly(action) {
            self.notify_played();
        }
    }

    /// [`Session::apply`] without telling what shows the game; whether the game took it.
    fn apply_quietly(&self, action: Action) -> bool {
        self.redo.update_value(Vec::clear);
        self.commit_quietly(action)
    }

    /// Plays an action and saves; whether the game took it.
    fn commit(&self, action: Action) -> bool {
        let taken = self.commit_quietly(action);
        if taken {
            self.notify_played();
        }
        taken
    }

    /// Tells what shows the game that actions were played.
    fn notify_played(&self) {
        self.game.notify();
        self.events.notify();
    }

    /// Plays an action and saves, without telling what shows the game; whether the game took it.
    fn commit_quietly(&self, action: Action) -> bool {
        let mut caused = None;
        self.game.update_untracked(|g| caused = g.apply(action).ok());
        let Some(events) = caused else { return false };
        self.events.update_untracked(|e| e.push(events));
        self.save_soon();
        true
    }

    /// Autosaves once the page shows the change (see [`Session::settle`]): one save for all the
    /// changes made meanwhile.
    fn save_soon(&self) {
        self.unsaved.set_value(true);
        self.settle_soon();
    }

    /// Settles what the changes made meanwhile leave waiting once the page shows them: in a
    /// task after the next frame, or shortly in a hidden page (it draws no frame). A page hidden
    /// before that frame settles then (see [`Session::save_before_leaving`]).
    fn settle_soon(&self) {
        if self.settling.get_value() {
            return;
        }
        self.settling.set_value(true);
        let session = *self;
        if document().hidden() {
            later::after(UNSEEN, move || session.settle());
        } else {
            later::after_frame(move || session.settle());
        }
    }

    /// What the changes leave for once the page shows them: the whole table catching up with a
    /// decision its sheet shows, and the autosave. Not with one whose frame has not come in a
    /// visible page (a click between the frame and this task): a click before that frame is aimed
    /// at what the page shows, and the frame comes, however late on a busy phone. In a visible
    /// page the autosave comes in a task of its own: with the table's catch-up, a slow phone's
    /// long task. A hidden page saves at once (it may be ended without warning).
    fn settle(&self) {
        if self.settling.try_set_value(false).is_some() {
            return;
        }
        let hidden = document().hidden();
        match self.pending.get_untracked() {
            Some(Pending { shown: false, .. }) if !hidden => self.settle_soon(),
            _ => self.catch_up(),
        }
        if hidden {
            self.flush();
        } else {
            let session = *self;
            later::after(Duration::ZERO, move || session.flush());
        }
    }

    /// Autosaves now if an action waits for it.
    fn flush(&self) {
        if self.unsaved.try_get_value() == Some(true) {
            self.autosave();
        }
    }

    /// Saves what waits for the autosave when the page is hidden (a phone may end a hidden
    /// page without warning; a page being left or reloaded is hidden first), and when the game
    /// leaves the table. A hidden page draws no frame: the table catches up with a decision
    /// that waits for one then too (see [`Session::human_play`]).
    fn save_before_leaving(self) {
        let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| {
            if document().hidden() {
                self.settle();
            }
        });
        on_cleanup(move || {
            hidden.remove();
            self.flush();
        });
    }

    /// Stores the game, unless another tab changed it; once it is over, adds it to the history.
    /// A failure is shown (once: the same notice stays) and the next call tries again.
    fn autosave(&self) {
        self.unsaved.set_value(false);
        if self.elsewhere.get_untracked().is_some() {
            return;
        }
        let json = self.record().to_json();
        let key = record::game_key(&self.id());
        let stored = match storage::read_checked(&key) {
            Ok(stored) => stored,
            Err(refusal) => return self.problem.set(Some(AppError::Save(refusal))),
        };
        match record::check(self.seen.get_value().as_deref(), stored.as_deref(), &json) {
            Check::Elsewhere(what) => return self.elsewhere.set(Some(what)),
            Check::UpToDate => {}
            Check::Write => {
                if let Err(refusal) = storage::write(&key, &json) {
                    return self.problem.set(Some(AppError::Save(refusal)));
                }
            }
        }
        storage::keep_summary(
            &self.meta.with_value(|m| self.game.with_untracked(|g| Summary::of(m, g, &json))),
        );
        self.seen.set_value(Some(json));
        if self.game.with_untracked(Game::is_over) && !self.in_history.get_value() {
            let line =
                self.meta.with_value(|m| self.game.with_untracked(|g| Finished::of(m, g, storage::now())));
            if let Err(refusal) = storage::finish(self.lang.get_untracked().words(), line) {
                return self.problem.set(Some(AppError::History(refusal)));
            }
            self.in_history.set_value(true);
        }
        // A notice of the opening (names cut) stays until the first action.
        if self.problem.with_untracked(|p| matches!(p, Some(AppError::Save(_) | AppError::History(_)))) {
            self.problem.set(None);
        }
    }

    /// Starts the thinking worker again, after it could not start: the next Hard move asks it
    /// (and the table says so again if it still cannot).
    pub fn retry_thinking(&self) {
        self.weak_hard.set(None);
        thinker::warm_up();
    }

    /// Tries the autosave again (the player asked, or another tab may have made room).
    pub fn retry(&self) {
        self.autosave();
    }

    /// Loads the game as another tab left it in storage, in place of this tab's copy.
    pub fn follow(&self) {
        match storage::reload(&self.id()) {
            Some(Ok(loaded)) => self.reopen.run(loaded),
            // Deleted meanwhile, or unreadable: say so, and keep this copy.
            None => self.elsewhere.set(Some(Elsewhere::Deleted)),
            // Written by another version of the app, say: tell why, and keep this copy.
            Some(Err(e)) => {
                let file = record::game_key(&self.id());
                self.problem.set(Some(AppError::Import { file, why: ImportError::Load(e) }));
            }
        }
    }

    /// Notices at once when another tab writes or deletes this game (the `storage` event
    /// fires in every other tab of the page's origin), and when it may have made room.
    fn watch_other_tabs(self) {
        let key = record::game_key(&self.id());
        let handle = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            let ours = ev.key().is_none_or(|k| k == key);
            if ours && self.game.try_with_untracked(|_| ()).is_some() {
                self.check_stored();
            }
            // Another tab deleted something, maybe making room.
            if ev.new_value().is_none()
                && self.elsewhere.try_get_untracked() == Some(None)
                && self
                    .problem
                    .try_with_untracked(|p| matches!(p, Some(AppError::Save(_) | AppError::History(_))))
                    == Some(true)
            {
                self.autosave();
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// Compares what storage holds for this game with what this tab last saw there.
    fn check_stored(&self) {
        let json = self.record().to_json();
        let Ok(stored) = storage::read_checked(&record::game_key(&self.id())) else { return };
        match record::check(self.seen.get_value().as_deref(), stored.as_deref(), &json) {
            Check::Elsewhere(what) => self.elsewhere.set(Some(what)),
            // The other tab stored this very state: this tab is in step again.
            Check::UpToDate => {
                self.seen.set_value(stored);
                self.elsewhere.set(None);
            }
            // Storage holds again what this tab last saw (the other tab undid): nothing of the
            // other tab's would be lost by saving here.
            Check::Write => self.elsewhere.set(None),
        }
    }

    /// When the turn passes to a human, their sheet comes forward. Behind the hand-over it comes
    /// in a task of its own a frame after the hand-over is drawn: the click that ended the turn
    /// shows at once, and the next sheet (styled and laid out whole when shown) is ready when
    /// they open their turn.
    fn follow_the_turn(self) {
        Effect::new(move |_| match self.mover() {
            Mover::Human(p) => self.viewed.set(View::Sheet(p)),
            Mover::HandOver(p) => later::next_frame(move || {
                later::after_frame(move || {
                    // Not once the table is gone, nor if the hand-over is over meanwhile.
                    if self.hands.try_get_untracked().is_some()
                        && self.mover_untracked() == Mover::HandOver(p)
                    {
                        self.viewed.set(View::Sheet(p));
                        // Laid out here, once its effects are drawn: the next frame only paints.
                        later::lay_out_after_effects();
                    }
                })
            }),
            _ => {}
        });
    }

    /// Computer seats and Jeanne move by themselves, one action per pause.
    fn run_computers(self) {
        let delay = computer_delay();
        Effect::new(move |_| {
            let at = self.game.with(|g| g.log().len());
            if !self.mover().is_automatic() {
                return;
            }
            later::after(delay, move || {
                // Skip if the game changed or left the table meanwhile.
                let due = self.game.try_with_untracked(|g| g.log().len() == at && !g.is_over());
                if due == Some(true) {
                    self.play_computer(at);
                }
            });
        });
    }
}

impl Session {
    /// Plays the computer's move now (at log length `at`): a Hard seat's comes from the thinking
    /// worker, every other at once.
    fn play_computer(self, at: usize) {
        let seat = match self.game.with_untracked(|g| Mover::of(g, &self.seats())) {
            Mover::Computer(p) => Some(p),
            _ => None,
        };
        let level = match seat.map(|p| self.seats()[p as usize]) {
            Some(Seat::Computer(level)) => level,
            _ => Seat::COMPUTER_LEVEL,
        };
        if let Some(action) = self.game.with_untracked(|g| play::seat_action(g, level)) {
            self.apply(action);
            return;
        }
        self.thinking.set(true);
        let game = self.game.get_untracked();
        let legal = game.legal_actions();
        thinker::ask(Task::Choose, &game, play::HARD_ITERATIONS, move |reply| {
            // The table may be gone, or the game moved on (another tab, a new game).
            if self.thinking.try_set(false).is_some() {
                return;
            }
            if self.game.try_with_untracked(|g| g.log().len() == at && !g.is_over()) != Some(true) {
                return;
            }
            let action = match reply.as_deref() {
                Ok([choice, ..]) => legal.get(choice.index).copied(),
                _ => None,
            };
            // Without the worker (it failed to load, or gave no move): the seat plays as Normal
            // this once, the table says so and the console says why. The page holds no copy of
            // Hard's search: it would weigh on every first load for a case that should not happen.
            if action.is_some() && self.weak_hard.get_untracked().is_some() {
                self.weak_hard.set(None);
            }
            let action = action.or_else(|| {
                let why = match &reply {
                    Ok(_) => "no choice",
                    Err(why) => why.as_str(),
                };
                web_sys::console::warn_1(&format!("thinking worker: {why}; this move is Normal's").into());
                self.weak_hard.set(seat);
                self.game.with_untracked(|g| play::seat_action(g, Level::Normal))
            });
            if let Some(action) = action {
                self.apply(action);
            }
        });
    }
}

/// Whether the person at the table may undo with these `hands`: not once their turn is ended
/// and its hand-over's cover shows (`covering`, see [`Session::end_turn`]).
fn may_undo(game: &Game, seats: &[Seat], hands: Hands, covering: Option<PlayerId>) -> bool {
    covering.is_none() && play::can_undo(game, seats, hands)
}

/// The browser's count of clicks at one spot (`detail`) of the click being handled now: 1 for a
/// mouse's or a tap's single click, 2 and more within a multi-click, 0 for a click from the
/// keyboard or assistive technology; `None` when the event handled is not a click.
fn click_count() -> Option<i32> {
    use wasm_bindgen::JsCast;
    let event: web_sys::UiEvent = window().event().dyn_into().ok()?;
    (event.type_() == "click").then(|| event.detail())
}

/// Whether the event being handled now is a pointer's click or tap (a click from the keyboard
/// or assistive technology has `detail` 0).
pub fn pointed() -> bool {
    by_pointer(click_count())
}

/// Whether `clicks` ([`click_count`]) are a pointer's.
fn by_pointer(clicks: Option<i32>) -> bool {
    clicks.is_some_and(|n| n >= 1)
}

/// Whether `clicks` ([`click_count`]) are the second (or a later) click of a multi-click.
fn repeated(clicks: Option<i32>) -> bool {
    clicks.is_some_and(|n| n >= 2)
}

/// The element played with the focus (a choice played from the keyboard, since a press does not
/// focus a choice, see the table's `mousedown`, or a button such as "End my turn") lets the
/// focus go before the table changes: removing the focused element in the middle of the changes
/// makes the browser restyle and lay out the page there and then, a slow phone's frame over
/// again. Once the page shows the change, [`reach::keep_focus_once_shown`] puts the focus back
/// in the prompt (after a decision from the keyboard or assistive technology).
///
/// A caret left in the page's text goes too (see [`caret`]).
fn let_go_of_focus_and_caret() {
    use wasm_bindgen::JsCast;
    caret::let_go();
    let Some(el) = document().active_element() else { return };
    // Nothing focused (the page's body stands for it): blurring it would still restyle the page.
    if document().body().is_some_and(|body| *body == el) {
        return;
    }
    let _ = match el.dyn_into::<web_sys::HtmlElement>() {
        Ok(html) => html.blur(),
        Err(el) => el.dyn_into::<web_sys::SvgElement>().map_or(Ok(()), |svg| svg.blur()),
    };
}

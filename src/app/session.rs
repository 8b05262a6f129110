//! The game on the table: the game and its log as signals, the players' names and seats, the
//! sheet being looked at; playing a human's decision, undo, the computer seats and Jeanne
//! moving by themselves, and the autosave after every action.

use std::time::Duration;

use leptos::prelude::*;

use crate::app::play::{self, Mover, Replayed};
use crate::app::record::{AppError, Finished, Meta, Record, Seat};
use crate::app::storage::{self, Loaded};
use crate::app::{lang, probe, prompt};
use crate::engine::{Action, Event, Game, PlayerId};
use crate::i18n::Lang;

/// Pause before each move of a computer seat or Jeanne, so the players can follow it.
const COMPUTER_DELAY_MS: u64 = 500;

/// The computer's pause: `?fast` in the page's address makes it 0, `?delay=N` N milliseconds.
fn computer_delay() -> Duration {
    let search = window().location().search().unwrap_or_default();
    let mut ms = COMPUTER_DELAY_MS;
    for pair in search.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            _ if pair == "fast" => ms = 0,
            Some(("delay", n)) => ms = n.parse().unwrap_or(ms),
            _ => {}
        }
    }
    Duration::from_millis(ms)
}

/// What the board shows large.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// This player's sheet.
    Sheet(PlayerId),
    /// Jeanne's zone, in the solo game.
    Jeanne,
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
    meta: StoredValue<Meta>,
    /// The page's language, for the autosave run by a timer, out of the context's reach.
    lang: ReadSignal<Lang>,
}

impl Session {
    /// Puts a game on the table (remembered as the current game) and sets its computer seats
    /// and Jeanne going.
    pub fn start(loaded: Loaded) -> Session {
        let Loaded { meta, replayed: Replayed { game, events } } = loaded;
        storage::set_current(Some(&meta.id));
        let first = Mover::of(&game, &meta.seats);
        let session = Session {
            viewed: RwSignal::new(View::Sheet(match first {
                Mover::Human(p) => p,
                _ => meta.seats.iter().position(|&s| s == Seat::Human).unwrap_or(0) as PlayerId,
            })),
            game: RwSignal::new(game),
            events: RwSignal::new(events),
            problem: RwSignal::new(None),
            meta: StoredValue::new(meta),
            lang: lang::signal(),
        };
        session.follow_the_turn();
        session.run_computers();
        Effect::new(move |_| session.game.with(probe::publish));
        session
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        self.meta.with_value(|m| m.names.clone())
    }

    /// Who plays each seat.
    pub fn seats(&self) -> Vec<Seat> {
        self.meta.with_value(|m| m.seats.clone())
    }

    /// Who acts now (tracked).
    pub fn mover(&self) -> Mover {
        let seats = self.seats();
        self.game.with(|g| Mover::of(g, &seats))
    }

    /// Whether the human acting now may undo (tracked).
    pub fn can_undo(&self) -> bool {
        let seats = self.seats();
        self.game.with(|g| play::can_undo(g, &seats))
    }

    /// The game's record, for the autosave and the export.
    pub fn record(&self) -> Record {
        self.meta.with_value(|m| self.game.with_untracked(|g| Record::of(m, g)))
    }

    /// Offers the game as a JSON file download.
    pub fn export(&self) {
        let record = self.record();
        if let Err(e) = storage::download(&storage::export_name(&record.meta), &record.to_json()) {
            self.problem.set(Some(AppError::Export(format!("{e:?}"))));
        }
    }

    /// Plays a human's decision, and records the time from the click to the updated page.
    pub fn human_play(&self, action: Action) {
        let clicked = probe::clock();
        if !matches!(self.game.with_untracked(|g| Mover::of(g, &self.seats())), Mover::Human(_)) {
            return;
        }
        self.apply(action);
        request_animation_frame(move || {
            probe::record_timing(clicked);
            prompt::keep_focus();
        });
    }

    /// Takes back the human's last decision of this turn.
    pub fn undo(&self) {
        if !self.game.with_untracked(|g| play::can_undo(g, &self.seats())) {
            return;
        }
        self.game.update(|g| *g = play::undone(g));
        self.events.update(|e| {
            e.pop();
        });
        self.autosave();
    }

    fn apply(&self, action: Action) {
        let mut caused = None;
        self.game.update(|g| caused = g.apply(action).ok());
        if let Some(events) = caused {
            self.events.update(|e| e.push(events));
            self.autosave();
        }
    }

    /// Stores the game; once it is over, adds it to the history.
    fn autosave(&self) {
        let record = self.record();
        let mut result = storage::store(&record);
        if self.game.with_untracked(Game::is_over) {
            let line = self.game.with_untracked(|g| Finished::of(&record.meta, g, storage::now()));
            result = result.and(storage::finish(self.lang.get_untracked().words(), line));
        }
        self.problem.set(result.err());
    }

    /// When the turn passes to a human, their sheet comes forward.
    fn follow_the_turn(self) {
        let mover = Memo::new(move |_| self.mover());
        Effect::new(move |_| {
            if let Mover::Human(p) = mover.get() {
                self.viewed.set(View::Sheet(p));
            }
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
            set_timeout(
                move || {
                    // Skip if the game changed or left the table meanwhile.
                    let due = self.game.try_with_untracked(|g| g.log().len() == at && !g.is_over());
                    if due == Some(true) {
                        let action = self.game.with_untracked(play::computer_action);
                        self.apply(action);
                    }
                },
                delay,
            );
        });
    }
}

//! The words of the game itself: followers, goods, places, cities and connections; what an
//! action does, what a decision is about, what happened (the log), Jeanne's turns, and why the
//! engine refused something.

use super::{case, isolate, roman, Words};
use crate::engine::data::{
    self, Arrow, Bonus, Gain, JeanneMonk, JeanneRow, PlaceKey, PlaceKind, PlusEffect, SoloEffect, SOLO_CARDS,
};
use crate::engine::{
    Action, ActionError, Area, Cause, Choice, ConnectionKind, Event, Follower, Game, Good, JeanneTurn,
    LoadError, PlaceId, SetupError, SoloLevel, Source, Standard, Step, Task, Yellow,
};

/// The game's words. Required methods are one language's words; provided ones choose which
/// words a game state calls for, the same way in every language.
pub trait GameWords {
    // ---- Things ------------------------------------------------------------------------------

    /// A follower's name: "Knight".
    fn follower(&self, f: Follower) -> &'static str;
    /// A follower with its article: "the Knight".
    fn the_follower(&self, f: Follower) -> &'static str;
    /// The letter (or two) printed on a follower's icon: "K".
    fn follower_initial(&self, f: Follower) -> &'static str;
    /// A good's name in running text: "grain".
    fn good(&self, g: Good) -> &'static str;
    /// A good's name as a title: "Grain".
    fn good_title(&self, g: Good) -> &'static str;
    /// A place's name: "Stable".
    fn place_name(&self, key: PlaceKey) -> &'static str;
    /// A place with its article: "the Stable".
    fn the_place(&self, key: PlaceKey) -> String;
    /// A numbered city: "city 8" (Orléans is named by [`GameWords::orleans`]).
    fn numbered_city(&self, c: u8) -> String;
    /// Where a trading post goes, in a sentence: "in city 8", "in Orléans".
    fn in_city(&self, c: u8) -> String;
    /// A city named in a sentence: "city 8" (in French with its article, "la ville 8").
    fn the_city(&self, c: u8) -> String;
    /// "Orléans".
    fn orleans(&self) -> &'static str {
        "Orléans"
    }
    /// "development", as a connection's icon.
    fn development_icon(&self) -> &'static str;
    /// A connection: "road Orléans–5 (grain, cheese)", its `ends` (see
    /// [`GameWords::connection_ends`]) named by its kind.
    fn connection_named(&self, kind: ConnectionKind, ends: &str) -> String;
    /// A place with its category and what it does: "Stable (I): with a Craftsman: …".
    fn place_described(&self, name: &str, category: &str, what: &str) -> String;
    /// The name of a solo level: "Special challenge".
    fn level(&self, level: SoloLevel) -> &'static str;
    /// The name of one of Jeanne's rows: "Boatman".
    fn jeanne_row(&self, row: JeanneRow) -> &'static str {
        self.follower(match row {
            JeanneRow::Boatman => Follower::Boatman,
            JeanneRow::Farmer => Follower::Farmer,
            JeanneRow::Knight => Follower::Knight,
            JeanneRow::Scholar => Follower::Scholar,
        })
    }
    /// A seat, and the name of a player left unnamed: "Player 2" (`n` from 1).
    fn player(&self, n: usize) -> String;
    /// A game of `n` players: "3 players".
    fn n_players(&self, n: usize) -> String;
    /// "Jeanne".
    fn jeanne(&self) -> &'static str {
        "Jeanne"
    }

    // ---- Gains, bonuses, choices -------------------------------------------------------------

    /// One gain of an effect: "1 coin", "fill 1 road".
    fn gain(&self, g: Gain) -> String;
    /// The same gain `n` (2 or more) times in one: "2 coins", "fill 2 roads"; `None` where
    /// the gain is better told again each time.
    fn gain_times(&self, g: Gain, n: u8) -> Option<String>;
    /// The words joining gains: " + ".
    fn and_then(&self) -> &'static str {
        " + "
    }
    /// What a bonus is: "2 coins", "a Monk action".
    fn bonus(&self, b: Bonus) -> String;
    /// A yellow bonus's name: "the Warehouse citizen".
    fn yellow(&self, y: Yellow) -> String;
    /// A standard action: "Standard action: fill 1 road".
    fn standard(&self, s: Standard) -> &'static str;
    /// A gain of the Circus or the Carpentry: "1 coin + 1 development".
    fn choice(&self, c: Choice) -> &'static str;
    /// What an action place does with `follower` (`None`: any follower): "with a Craftsman: …".
    fn place_action(&self, follower: Option<Follower>, gains: &str) -> String;
    /// What a "+" place does each time `f` is taken.
    fn place_plus(&self, f: Follower, effect: PlusEffect) -> String;
    /// What a place other than an action or "+" place does.
    fn place_other(&self, kind: PlaceKind) -> &'static str;

    // ---- Decisions ---------------------------------------------------------------------------

    /// The heading of a decision: "What will you do with the Knight?".
    fn step_words(&self, step: Step) -> String;
    /// The name of a waiting task from its next step, where it differs from the heading.
    fn task_words(&self, step: Step) -> Option<String>;
    /// "Resolve next: {task}".
    fn resolve_next(&self, task: &str) -> String;
    /// Where a task comes from, in running text: "development box 6", "Bank row 1 complete",
    /// "your Knight".
    fn source_words(&self, s: Source) -> String;
    /// What marked a development box, in running text: "road 5–9 (cheese, development)",
    /// "Scholar’s action", "beneficial deed 2", or a source's words.
    fn cause_words(&self, c: Cause) -> String;
    /// A decision's heading with its source: "Development box 6 — Monk action: act as which
    /// follower?".
    fn sourced(&self, source: &str, what: &str) -> String;
    /// A waiting task with its source: "a Monk action (development box 6)".
    fn task_from(&self, task: &str, source: &str) -> String;
    /// The words of an action played in the prompt or on the sheet, other than Jeanne's
    /// turns, the waiting tasks and the places (see [`GameWords::action`]).
    fn action_words(&self, a: Action) -> String;
    /// A Bank row by its number, where the heading names the Bank: "Row 2".
    fn row_number(&self, n: u8) -> String;
    /// "Use the {place}".
    fn use_place(&self, place: &str) -> String;
    /// "Beneficial deed {n}: {gains}".
    fn deed_action(&self, n: u8, gains: &str) -> String;
    /// "Acquire the {place} ({cost} coins)".
    fn acquire(&self, place: &str, cost: u8) -> String;

    // ---- Jeanne ------------------------------------------------------------------------------

    /// What a solo card's effect makes Jeanne do: "builds a trading post".
    fn effect(&self, e: SoloEffect) -> &'static str;
    /// The same effect when it changes nothing: "would steal the Bank citizen, but it is no
    /// longer open".
    fn effect_void(&self, e: SoloEffect) -> &'static str;
    /// Her turn, with its reason.
    fn jeanne_turn_words(
        &self,
        card: &str,
        arrow: Arrow,
        follower: Follower,
        row: bool,
        effect: &str,
    ) -> String;
    /// A card's Monk action, for the card's back.
    fn jeanne_monk(&self, m: JeanneMonk) -> String;

    // ---- The log -----------------------------------------------------------------------------

    /// A line of the game log for `e`, `who` naming a seat; `None` for events too small to
    /// tell.
    fn event_words(&self, who: &dyn Fn(u8) -> String, e: Event) -> Option<String>;

    // ---- Errors ------------------------------------------------------------------------------

    /// Why a setup was refused.
    fn setup_error(&self, e: SetupError) -> String;
    /// Why an action was refused.
    fn action_error(&self, e: ActionError) -> String;
    /// Why a save could not be loaded.
    fn load_error(&self, e: &LoadError) -> String;

    // ---- Provided: the same choice of words in every language --------------------------------

    /// A city: Orléans or a numbered city.
    fn city(&self, c: u8) -> String {
        if c == 0 {
            self.orleans().into()
        } else {
            self.numbered_city(c)
        }
    }

    /// A connection of the map, with the icons it shows.
    fn connection(&self, id: u8) -> String {
        self.connection_named(data::CONNECTIONS[usize::from(id)].kind, &self.connection_ends(id))
    }

    /// A connection's cities and the icons it shows, its kind aside: "Orléans–5 (grain, cheese)".
    fn connection_ends(&self, id: u8) -> String {
        let c = &data::CONNECTIONS[usize::from(id)];
        let icons: Vec<&str> = c
            .icons
            .iter()
            .map(|i| match i {
                crate::engine::Icon::Good(g) => self.good(*g),
                crate::engine::Icon::Development => self.development_icon(),
            })
            .collect();
        let from = if c.a == 0 { self.orleans().to_string() } else { c.a.to_string() };
        format!("{from}–{} ({})", c.b, icons.join(", "))
    }

    /// What a list of gains gives: "1 coin + 1 good of your choice".
    /// Equal gains are told once with their count: "2 coins", not "1 coin + 1 coin".
    fn gains(&self, list: &[Gain]) -> String {
        let mut counted: Vec<(Gain, u8)> = Vec::new();
        for &g in list {
            match counted.iter_mut().find(|(h, _)| *h == g) {
                Some((_, n)) => *n += 1,
                None => counted.push((g, 1)),
            }
        }
        let mut words = Vec::new();
        for (g, n) in counted {
            match (n, self.gain_times(g, n)) {
                (2.., Some(w)) => words.push(w),
                _ => words.extend((0..n).map(|_| self.gain(g))),
            }
        }
        words.join(self.and_then())
    }

    /// A place with its category and what it does.
    fn place(&self, id: PlaceId) -> String {
        let p = &data::PLACES[usize::from(id)];
        let what = match p.kind {
            PlaceKind::Action(f, list) => self.place_action(f, &self.gains(list)),
            PlaceKind::Plus(f, effect) => self.place_plus(f, effect),
            other => self.place_other(other).to_string(),
        };
        self.place_described(self.place_name(p.key), roman(p.category), &what)
    }

    /// The name of a place of the table.
    fn place_of(&self, id: PlaceId) -> &'static str {
        self.place_name(data::PLACES[usize::from(id)].key)
    }

    /// A place of the table with its article: "the Stable".
    fn the_place_of(&self, id: PlaceId) -> String {
        self.the_place(data::PLACES[usize::from(id)].key)
    }

    /// The heading of a step.
    fn step(&self, step: Step) -> String {
        self.step_words(step)
    }

    /// The name of a waiting task, from its next step.
    fn task(&self, step: Step) -> String {
        self.task_words(step).unwrap_or_else(|| self.step_words(step))
    }

    /// Where a task comes from.
    fn source(&self, s: Source) -> String {
        self.source_words(s)
    }

    /// The heading of the task's next decision, naming where the task comes from (once: not
    /// again when the step's words already name it).
    fn heading(&self, task: &Task) -> String {
        let what = task.next_step().map_or(String::new(), |s| self.step(s));
        let from = self.source(task.source);
        if case::lowercase(&what).contains(&case::lowercase(&from)) {
            what
        } else {
            self.sourced(&capitalized(&from), &what)
        }
    }

    /// A waiting task, named with its source (once).
    fn task_named(&self, task: &Task) -> String {
        let what = task.next_step().map_or(String::new(), |s| self.task(s));
        let from = self.source(task.source);
        if case::lowercase(&what).contains(&case::lowercase(&from)) {
            what
        } else {
            self.task_from(&what, &from)
        }
    }

    /// An action's button in a few words, where the decision's heading says the rest (the
    /// Monk's follower, the good, the Bank row, the road or waterway, the city), so that its
    /// choices go several to a line: the words are part of [`GameWords::action`]'s, which stay
    /// the button's name. `None` for the other actions.
    fn short_action(&self, a: Action) -> Option<String> {
        match a {
            Action::Imitate(f) => Some(self.follower(f).into()),
            Action::MarkGood(g) => Some(self.good_title(g).into()),
            Action::GainCoin(r) | Action::Spend(r) => Some(self.row_number(r + 1)),
            Action::Fill(c) => Some(self.connection_ends(c)),
            Action::Build(c) => Some(capitalized(&self.city(c))),
            _ => None,
        }
    }

    /// Whether a decision's choices are said in brief ([`GameWords::short_action`]): all of one
    /// kind that has brief words, but for declining.
    fn in_brief(&self, legal: &[Action]) -> bool {
        let mut kinds = legal
            .iter()
            .filter(|&&a| a != Action::Decline)
            .map(|&a| self.short_action(a).map(|_| std::mem::discriminant(&a)));
        match kinds.next() {
            Some(Some(first)) => kinds.all(|k| k == Some(first)),
            _ => false,
        }
    }

    /// What an action will do, for its button or its target's label.
    fn action(&self, game: &Game, a: Action) -> String {
        match a {
            Action::Next(i) => {
                let task = game.pending().get(usize::from(i));
                self.resolve_next(&task.map_or(String::new(), |t| self.task_named(t)))
            }
            Action::UsePlace(p) => self.use_place(&self.place(p)),
            Action::Deed(d) => self.deed_action(d + 1, &self.gains(data::DEEDS[usize::from(d)].effect)),
            Action::Acquire(p) => {
                let cost = data::place_cost(data::PLACES[usize::from(p)].category);
                self.acquire(&self.place(p), cost)
            }
            Action::Jeanne(turn) => {
                // Her Monk action does nothing at the Standard level: say so before it is played.
                let standard = game.jeanne().is_some_and(|j| j.level == SoloLevel::Standard);
                self.jeanne_played(turn, !(standard && turn.effect == SoloEffect::Monk))
            }
            other => self.action_words(other),
        }
    }

    /// Jeanne's turn, with its reason: "Card 5, arrow →: … Jeanne takes it and circles a shield".
    fn jeanne_turn(&self, t: JeanneTurn) -> String {
        let card = &SOLO_CARDS[usize::from(t.card)];
        let row = JeanneRow::of(t.follower).is_some();
        self.jeanne_turn_words(card.name, t.arrow, t.follower, row, self.effect(t.effect))
    }

    /// Jeanne's turn as played, for the log: its effect as it came out (`done`: it changed
    /// something).
    fn jeanne_played(&self, t: JeanneTurn, done: bool) -> String {
        let card = &SOLO_CARDS[usize::from(t.card)];
        let row = JeanneRow::of(t.follower).is_some();
        let effect = if done { self.effect(t.effect) } else { self.effect_void(t.effect) };
        self.jeanne_turn_words(card.name, t.arrow, t.follower, row, effect)
    }

    /// A line of the game log, naming seats by `names`, isolated (Jeanne beyond them); `None`
    /// for events too small to tell.
    fn event(&self, names: &[String], e: Event) -> Option<String> {
        let who = |p: u8| names.get(usize::from(p)).map_or_else(|| self.jeanne().into(), |n| isolate(n));
        self.event_words(&who, e)
    }

    /// A completed area of a sheet: "Warehouse column 2".
    fn area(&self, area: Area, i: u8) -> String;
}

/// `text` with its first letter upper-case, for a heading.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| std::iter::once(case::upper(first)).chain(chars).collect())
}

/// The game log's lines for `events`, oldest first.
pub fn log_lines(w: &dyn Words, names: &[String], events: &[Vec<Event>]) -> Vec<String> {
    events.iter().flatten().filter_map(|&e| w.event(names, e)).collect()
}

/// What Jeanne did on her last turn, and why, from the `events` of the game (see
/// [`Replayed`](crate::model::play::Replayed)): her turn's event tells whether her card's effect changed anything.
pub fn jeanne_said(w: &dyn Words, events: &[Vec<Event>], names: &[String]) -> Option<String> {
    let turn = events.iter().rev().flat_map(|e| e.iter().rev()).find(|e| matches!(e, Event::Jeanne(..)))?;
    w.event(names, *turn)
}

//! How the app plays a game, apart from the page: who moves now (and what the table waits for
//! between two turns), what the computer seats play, when the human may undo, what changed since
//! a seat's last turn, and replaying a save with its log. No browser code: tested natively.

use crate::engine::{
    Action, CityId, ConnectionId, Decider, DeedId, Event, Follower, Game, Good, LoadError, PlaceId, PlayerId,
    Save, Yellow,
};
use crate::model::record::{Seat, Turn};
use crate::players::{computer_seed, Level};

/// Who acts now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A person at the device, in this seat.
    Human(PlayerId),
    /// The computer, in this seat.
    Computer(PlayerId),
    /// Jeanne, in the solo game.
    Jeanne,
    /// Nobody: the game is over.
    Nobody,
    /// The person in this seat has played their turn out and has not ended it yet: they may
    /// still undo, and nothing else moves until they end it.
    Ending(PlayerId),
    /// The device goes to the person in this seat, who opens their turn when they have it.
    HandOver(PlayerId),
    /// The person at the device tells what chance gave at the table: a game played beside the
    /// physical one (its chance outcomes are told, [`Game::has_chance_nodes`]).
    Told,
    /// The person at the device tells the turn of this seat, played elsewhere on its own sheet:
    /// the token it took, then the shared items it claimed ([`Game::is_remote`]).
    Elsewhere(PlayerId),
}

/// What the table waits for between two turns. Saved with the game as its [`Turn`] when the
/// game alone does not say it, so that a reload comes back to the same buttons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hands {
    /// The seat whose turn is played out and not ended yet.
    pub ending: Option<PlayerId>,
    /// The seat of the person holding the device: another person's turn starts with the
    /// hand-over.
    pub holder: Option<PlayerId>,
}

impl Hands {
    /// At the start of a game (or a game resumed without its turn): the device is with whoever
    /// decides now.
    pub fn at_start(game: &Game, seats: &[Seat]) -> Hands {
        let holder = match Mover::of(game, seats) {
            Mover::Human(p) => Some(p),
            _ => None,
        };
        Hands { ending: None, holder }
    }

    /// The hands of a game resumed with the `turn` the table saved, if they fit the game (a
    /// person's seats; a turn waits to be ended once it is played out), else [`Hands::at_start`].
    pub fn resumed(game: &Game, seats: &[Seat], turn: Option<&Turn>) -> Hands {
        let start = Hands::at_start(game, seats);
        let Some(turn) = turn else { return start };
        let person = |p: PlayerId| seats.get(usize::from(p)) == Some(&Seat::Human);
        let ending = turn
            .ending
            .is_none_or(|p| person(p) && turn_done(game, p) && game.log().len() > game.turn_start());
        match ending && turn.holder.is_none_or(person) {
            true => Hands { ending: turn.ending, holder: turn.holder },
            false => start,
        }
    }

    /// What the table saves of these hands and the decisions Redo would play again (`redo`,
    /// the last undone last): `None` when the game alone says it.
    pub fn saved(self, game: &Game, seats: &[Seat], redo: &[Action]) -> Option<Turn> {
        (self != Hands::at_start(game, seats) || !redo.is_empty()).then(|| Turn {
            ending: self.ending,
            holder: self.holder,
            redo: redo.to_vec(),
        })
    }
}

/// The decisions of the saved `turn` that Redo may play again in `game`: all of them if each
/// is legal after the ones before it, else none.
pub fn redo_of(game: &Game, turn: Option<&Turn>) -> Vec<Action> {
    let Some(turn) = turn else { return Vec::new() };
    let mut replayed = game.clone();
    match turn.redo.iter().rev().all(|&a| replayed.apply(a).is_ok()) {
        true => turn.redo.clone(),
        false => Vec::new(),
    }
}

impl Mover {
    /// Who decides now in `game`, given who plays each seat.
    pub fn of(game: &Game, seats: &[Seat]) -> Mover {
        match game.decider() {
            None => Mover::Nobody,
            // A game beside the physical one is told what chance gave; the app's other games
            // settle chance themselves, and a chance node would play by itself too.
            Some(Decider::Chance) if game.has_chance_nodes() => Mover::Told,
            Some(Decider::Jeanne | Decider::Chance) => Mover::Jeanne,
            Some(Decider::Player(p)) if game.is_remote(p) => Mover::Elsewhere(p),
            Some(Decider::Player(p)) => match seats[p as usize] {
                Seat::Human => Mover::Human(p),
                Seat::Computer(_) => Mover::Computer(p),
            },
        }
    }

    /// Who acts now at the table: the game's decider, unless the table waits for a person to
    /// end their turn, or for the device to go to the next person (with two people or more).
    pub fn at(game: &Game, seats: &[Seat], hands: Hands) -> Mover {
        if let Some(p) = hands.ending {
            return Mover::Ending(p);
        }
        let people = people(game, seats);
        match Mover::of(game, seats) {
            Mover::Human(p) if people > 1 && hands.holder != Some(p) => Mover::HandOver(p),
            m => m,
        }
    }

    /// Whether the person at the device makes or tells this move: their decision, what chance
    /// gave at the table, a turn played elsewhere.
    pub fn is_entered(self) -> bool {
        matches!(self, Mover::Human(_) | Mover::Told | Mover::Elsewhere(_))
    }

    /// Whether the app plays this move by itself.
    pub fn is_automatic(self) -> bool {
        matches!(self, Mover::Computer(_) | Mover::Jeanne)
    }

    /// The seat whose turn it is, if a player's (a person's or the computer's).
    pub fn seat(self) -> Option<PlayerId> {
        match self {
            Mover::Human(p)
            | Mover::Computer(p)
            | Mover::Ending(p)
            | Mover::HandOver(p)
            | Mover::Elsewhere(p) => Some(p),
            Mover::Jeanne | Mover::Nobody | Mover::Told => None,
        }
    }
}

/// Whether a person plays seat `p`'s sheet on this device (not the computer, not a seat
/// played elsewhere).
pub fn plays_here(game: &Game, seats: &[Seat], p: PlayerId) -> bool {
    seats[p as usize] == Seat::Human && !game.is_remote(p)
}

/// The number of people who play a sheet on this device (the seats played elsewhere aside).
pub fn people(game: &Game, seats: &[Seat]) -> usize {
    (0..seats.len() as PlayerId).filter(|&p| plays_here(game, seats, p)).count()
}

/// Whether `player`'s turn is played out in `game`: someone else decides, a new pick is due, or
/// the game is over.
pub fn turn_done(game: &Game, player: PlayerId) -> bool {
    game.decider() != Some(Decider::Player(player)) || is_pick(&game.legal_actions())
}

/// Whether these legal actions are a pick: take a laid-out token or recruit a Monk.
pub fn is_pick(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Take(_) | Action::Recruit(_)))
}

/// Whether the person at the table may take back their last decision: only during their own
/// turn (back to its pick included) until they end it, never across another seat's actions.
/// Beside the physical game, the person tells everything: the last entry, whatever it was,
/// is taken back (not while the device waits to be handed over).
pub fn can_undo(game: &Game, seats: &[Seat], hands: Hands) -> bool {
    let open = match Mover::at(game, seats, hands) {
        Mover::HandOver(_) => false,
        _ if game.has_chance_nodes() => return undo_to(game).is_some(),
        Mover::Ending(_) => true,
        Mover::Human(_) => !is_pick(&game.legal_actions()),
        _ => false,
    };
    open && !game.log().is_empty() && game.log().len() > game.turn_start()
}

/// The length of the log once its last entry is taken back, if it has one: the last action,
/// or beside the physical game the last one a person entered (Jeanne's turns, which the app
/// plays, go with the entry before them).
pub fn undo_to(game: &Game) -> Option<usize> {
    let log = game.log();
    match game.has_chance_nodes() {
        true => log.iter().rposition(|a| !matches!(a, Action::Jeanne(_))),
        false => log.len().checked_sub(1),
    }
}

/// The game before its last entry (see [`undo_to`]): replayed from the setup.
pub fn undone(game: &Game) -> Game {
    game.replayed(undo_to(game).expect("an entry to take back"))
}

/// What a computer seat of the default level (or Jeanne, or chance) plays now: see
/// [`seat_action`].
pub fn computer_action(game: &Game) -> Action {
    seat_action(game, Seat::COMPUTER_LEVEL).expect("the default level decides at once")
}

/// What a computer seat of `level` (or Jeanne, or chance) plays now, if it decides at once:
/// the level's player, seeded by [`computer_seed`] so that a replay makes the same moves; chance
/// takes the game's seeded outcome. `None` for a Hard seat's decision: Hard searches
/// [`HARD_ITERATIONS`] sampled games in the thinking worker (`think`).
pub fn seat_action(game: &Game, level: Level) -> Option<Action> {
    if let Some(outcome) = game.sample_chance() {
        return Some(outcome);
    }
    Some(level.quick_player(computer_seed(game))?.choose(game))
}

/// Hard's sampled games per decision in the app (in its worker, see `docs/bots.md`): what keeps
/// a decision within a second at p95 in Chromium on a busy two-core machine.
pub const HARD_ITERATIONS: u32 = 3000;

/// A game rebuilt from its save, with what each action caused.
#[derive(Clone)]
pub struct Replayed {
    /// The game as it stands.
    pub game: Game,
    /// The events of the opening, then of each action in the log.
    pub events: Vec<Vec<Event>>,
}

impl Replayed {
    /// A new game, with its opening: the tokens laid out for the first round (none yet in a
    /// game told its draws: each draw is an action).
    pub fn new(game: Game) -> Replayed {
        let events = vec![opening(&game)];
        Replayed { game, events }
    }

    /// Replays a save (its version already checked by [`Save::from_json`]), through the
    /// engine's replay path.
    pub fn of(save: &Save) -> Result<Replayed, LoadError> {
        let mut events = vec![Vec::new()];
        let game = save.replay_each(|e| events.push(e))?;
        if !game.has_chance_nodes() {
            events[0] = opening(&Game::new(save.setup.clone()).map_err(LoadError::Setup)?);
        }
        Ok(Replayed { game, events })
    }
}

/// The events of a game's opening, `game` as it was set up.
fn opening(game: &Game) -> Vec<Event> {
    match game.has_chance_nodes() {
        true => Vec::new(),
        false => vec![Event::LaidOut(game.laid_out())],
    }
}

/// A change on the table since a seat's last turn, for the summary line of who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Took this token (a player or Jeanne).
    Took(Follower),
    /// Recruited a Monk.
    Monk,
    /// Marked this good, so many times.
    Good(Good, u8),
    /// Circled so many coins.
    Coins(u8),
    /// Spent so many coins.
    Spent(u8),
    /// Filled this connection.
    Connection(ConnectionId),
    /// Built a trading post in this city.
    Post(CityId),
    /// Acquired this place.
    Place(PlaceId),
    /// Marked a space of this beneficial deed.
    Deed(DeedId),
    /// Marked so many development boxes.
    Developed(u8),
    /// Circled a shield.
    Shield,
    /// Claimed this yellow bonus.
    Claimed(Yellow),
    /// Crossed this city on the player's map (Jeanne's trading post).
    Crossed(CityId),
    /// Crossed this yellow bonus on the player's sheet (Jeanne).
    CrossedBonus(Yellow),
    /// Removed this place card from the game (Jeanne).
    Removed(PlaceId),
}

/// Whether `e` begins a turn (a pick, or Jeanne's turn), and whose (Jeanne is `jeanne`).
fn turn_begun_by(e: &Event, jeanne: PlayerId) -> Option<PlayerId> {
    match *e {
        Event::Took(p, _) | Event::Recruited(p, _) => Some(p),
        Event::Jeanne(..) => Some(jeanne),
        _ => None,
    }
}

/// Where "what changed since your last turn" starts for `player` in `events` (see [`Replayed`]):
/// the first turn after their last one; 0 before their first turn; `events.len()` when no turn
/// followed theirs. Read from the events alone, so it holds after a reload.
pub fn since_last_turn(events: &[Vec<Event>], player: PlayerId, jeanne: PlayerId) -> usize {
    let begun = |i: usize| events[i].iter().find_map(|e| turn_begun_by(e, jeanne));
    let Some(last) = (0..events.len()).rev().find(|&i| begun(i) == Some(player)) else { return 0 };
    (last + 1..events.len()).find(|&i| begun(i).is_some()).unwrap_or(events.len())
}

/// What each seat did in `events[since..]`, seat by seat (Jeanne, numbered `players`, last):
/// only the seats that did something.
pub fn changes(events: &[Vec<Event>], since: usize, players: usize) -> Vec<(PlayerId, Vec<Change>)> {
    let jeanne = players as PlayerId;
    let mut per: Vec<Vec<Change>> = vec![Vec::new(); players + 1];
    // Development is told by its new total: the boxes marked are the difference.
    let mut developed = vec![(0u8, 0u8); players + 1];
    for (i, e) in events.iter().enumerate().flat_map(|(i, list)| list.iter().map(move |e| (i, e))) {
        if let Event::Developed(p, total, _) = *e {
            let d = &mut developed[usize::from(p)];
            if i < since {
                *d = (total, total);
            } else {
                d.1 = total;
            }
        }
    }
    let add = |list: &mut Vec<Change>, c: Change| {
        let merged = list.iter_mut().find_map(|old| match (old, c) {
            (Change::Good(g, n), Change::Good(h, _)) if *g == h => Some(n),
            (Change::Coins(n), Change::Coins(_)) | (Change::Spent(n), Change::Spent(_)) => Some(n),
            _ => None,
        });
        match merged {
            Some(n) => *n += 1,
            None => list.push(c),
        }
    };
    for e in events.iter().skip(since).flatten() {
        let (who, change) = match *e {
            Event::Took(p, f) => (p, Change::Took(f)),
            Event::Recruited(p, _) => (p, Change::Monk),
            Event::GoodMarked(p, g) => (p, Change::Good(g, 1)),
            Event::CoinCircled(p, _) => (p, Change::Coins(1)),
            Event::CoinSpent(p, _) => (p, Change::Spent(1)),
            Event::Shield(p, true) => (p, Change::Shield),
            Event::Filled(p, c) => (p, Change::Connection(c)),
            Event::PostBuilt(p, c) => (p, Change::Post(c)),
            Event::PlaceAcquired(p, i) => (p, Change::Place(i)),
            Event::DeedMarked(p, d, _) => (p, Change::Deed(d)),
            Event::YellowClaimed(p, y) => (p, Change::Claimed(y)),
            Event::Jeanne(turn, _) => (jeanne, Change::Took(turn.follower)),
            Event::JeannePost(Some(c)) => (jeanne, Change::Crossed(c)),
            Event::JeanneCrossed(y) => (jeanne, Change::CrossedBonus(y)),
            Event::PlaceRemoved(i) => (jeanne, Change::Removed(i)),
            _ => continue,
        };
        if let Some(list) = per.get_mut(usize::from(who)) {
            add(list, change);
        }
    }
    for (list, (before, after)) in per.iter_mut().zip(developed) {
        if after > before {
            list.push(Change::Developed(after - before));
        }
    }
    per.into_iter()
        .enumerate()
        .filter(|(_, list)| !list.is_empty())
        .map(|(p, list)| (p as PlayerId, list))
        .collect()
}

/// The computer's usual pause before each move, in milliseconds.
pub const COMPUTER_DELAY_MS: u64 = 500;
/// The longest pause the address may ask for, in milliseconds.
pub const MAX_COMPUTER_DELAY_MS: u64 = 10_000;

/// The computer's pause asked for by the page address's query `search`: `fast` makes it 0,
/// `delay=N` N milliseconds (at most [`MAX_COMPUTER_DELAY_MS`]); else [`COMPUTER_DELAY_MS`].
pub fn computer_delay_ms(search: &str) -> u64 {
    let mut ms = COMPUTER_DELAY_MS;
    for pair in search.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            _ if pair == "fast" => ms = 0,
            Some(("delay", n)) => ms = n.parse::<u64>().map_or(ms, |n| n.min(MAX_COMPUTER_DELAY_MS)),
            _ => {}
        }
    }
    ms
}

#[cfg(test)]
mod tests;

//! How the app plays a game, apart from the page: who moves now, what the computer seats play,
//! when the human may undo, and replaying a save with its log. No browser code: tested natively.

use crate::app::record::Seat;
use crate::engine::{Action, Decider, Event, Game, LoadError, PlayerId, Save};
use crate::i18n::Words;
use crate::players::Level;

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
}

impl Mover {
    /// Who decides now in `game`, given who plays each seat.
    pub fn of(game: &Game, seats: &[Seat]) -> Mover {
        match game.decider() {
            None => Mover::Nobody,
            // The app's games settle chance themselves; a chance node would play by itself too.
            Some(Decider::Jeanne | Decider::Chance) => Mover::Jeanne,
            Some(Decider::Player(p)) => match seats[p as usize] {
                Seat::Human => Mover::Human(p),
                Seat::Computer(_) => Mover::Computer(p),
            },
        }
    }

    /// Whether the app plays this move by itself.
    pub fn is_automatic(self) -> bool {
        matches!(self, Mover::Computer(_) | Mover::Jeanne)
    }
}

/// Whether these legal actions are a pick: take a laid-out token or recruit a Monk.
pub fn is_pick(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Take(_) | Action::Recruit(_)))
}

/// Whether the human deciding now may take back their last decision: only during their own
/// turn (back to its pick included), never across another seat's actions.
pub fn can_undo(game: &Game, seats: &[Seat]) -> bool {
    matches!(Mover::of(game, seats), Mover::Human(_))
        && !game.log().is_empty()
        && game.log().len() > game.turn_start()
        && !is_pick(&game.legal_actions())
}

/// The game before its last action: replayed from the setup.
pub fn undone(game: &Game) -> Game {
    let log = game.log();
    Game::replay(game.setup().clone(), &log[..log.len() - 1])
        .unwrap_or_else(|e| panic!("a prefix of a played game replays: {e}"))
}

/// What a computer seat of the default level (or Jeanne, or chance) plays now: see
/// [`seat_action`].
pub fn computer_action(game: &Game) -> Action {
    seat_action(game, Seat::COMPUTER_LEVEL)
}

/// What a computer seat of `level` (or Jeanne, or chance) plays now: the level's player, seeded
/// by [`computer_seed`] so that a replay makes the same moves, Hard searching
/// [`HARD_ITERATIONS`] sampled games; chance takes the game's seeded outcome.
pub fn seat_action(game: &Game, level: Level) -> Action {
    if let Some(outcome) = game.sample_chance() {
        return outcome;
    }
    level.player(computer_seed(game), HARD_ITERATIONS).choose(game)
}

/// The seed of a computer player's decision now: the game's seed and the position.
pub fn computer_seed(game: &Game) -> u64 {
    game.setup().seed ^ game.log().len() as u64
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
    /// A new game, with its opening: the tokens laid out for the first round.
    pub fn new(game: Game) -> Replayed {
        let events = vec![vec![Event::LaidOut(game.laid_out())]];
        Replayed { game, events }
    }

    /// Replays a save (its version already checked by [`Save::from_json`]).
    pub fn of(save: &Save) -> Result<Replayed, LoadError> {
        let game = Game::new(save.setup.clone()).map_err(LoadError::Setup)?;
        let mut replayed = Replayed::new(game);
        for (index, &action) in save.actions.iter().enumerate() {
            let events =
                replayed.game.apply(action).map_err(|_| LoadError::IllegalAction { index, action })?;
            replayed.events.push(events);
        }
        Ok(replayed)
    }
}

/// The game log's lines for `events`, oldest first.
pub fn log_lines(w: &dyn Words, names: &[String], events: &[Vec<Event>]) -> Vec<String> {
    events.iter().flatten().filter_map(|&e| w.event(names, e)).collect()
}

/// What Jeanne did on her last turn, and why, from the `events` of the game (see
/// [`Replayed`]): her turn's event tells whether her card's effect changed anything.
pub fn jeanne_said(w: &dyn Words, events: &[Vec<Event>], names: &[String]) -> Option<String> {
    let turn = events.iter().rev().flat_map(|e| e.iter().rev()).find(|e| matches!(e, Event::Jeanne(..)))?;
    w.event(names, *turn)
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
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup, SoloLevel};
    use crate::i18n::{En, Fr};

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn a_human_undoes_their_own_turn_back_to_its_pick_and_no_further() {
        let seats = [Seat::Human, Seat::Human];
        let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap();
        assert!(!can_undo(&game, &seats), "nothing to undo at the start");
        let start = game.state_hash();
        game.apply(game.legal_actions()[0]).unwrap();
        assert!(can_undo(&game, &seats), "the pick can be undone");
        let back = undone(&game);
        assert_eq!(back.state_hash(), start);
        assert!(back.log().is_empty());
        // Play the first player's turn to its end: the second player may not undo it.
        while game.decider() == Some(Decider::Player(0)) {
            assert!(can_undo(&game, &seats));
            let legal = game.legal_actions();
            let a = legal.iter().copied().find(|&a| a != Action::Decline).unwrap_or(legal[0]);
            game.apply(a).unwrap();
        }
        assert_eq!(game.decider(), Some(Decider::Player(1)));
        assert!(!can_undo(&game, &seats));
    }

    #[test]
    fn nobody_undoes_a_computer_or_jeanne() {
        let mut game = Game::new(Setup::solo(SoloLevel::Standard, 2)).unwrap();
        game.apply(Action::Take(match game.legal_actions()[0] {
            Action::Take(f) => f,
            a => panic!("{a:?}"),
        }))
        .unwrap();
        assert!(!can_undo(&game, &[Seat::Computer(Level::Easy)]));
        assert!(can_undo(&game, &[Seat::Human]));
        while Mover::of(&game, &[Seat::Human]) != Mover::Jeanne {
            game.apply(computer_action(&game)).unwrap();
        }
        assert!(Mover::Jeanne.is_automatic() && !can_undo(&game, &[Seat::Human]));
    }

    #[test]
    fn a_replayed_save_is_the_same_game_with_its_log() {
        for setup in [Setup::new(4, PlaceMode::Cards, 5), Setup::solo(SoloLevel::Special, 9)] {
            let mut live = Replayed::new(Game::new(setup).unwrap());
            while live.game.log().len() < 120 && !live.game.is_over() {
                let a = computer_action(&live.game);
                let events = live.game.apply(a).unwrap();
                live.events.push(events);
            }
            let replayed = Replayed::of(&Save::of(&live.game)).unwrap();
            assert_eq!(replayed.game.state_hash(), live.game.state_hash());
            assert_eq!(replayed.events, live.events);
            let lines = log_lines(&En, &names(4), &replayed.events);
            assert!(lines[0].starts_with("New round: laid out"));
            let lignes = log_lines(&Fr, &names(4), &replayed.events);
            assert!(lignes[0].starts_with("Nouvelle manche\u{a0}: jetons disposés"), "{}", lignes[0]);
            assert_eq!(lignes.len(), lines.len());
        }
    }

    #[test]
    fn an_illegal_saved_action_is_reported_with_its_place() {
        let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
        let mut save = Save::of(&game);
        save.actions.push(Action::Decline);
        let err = Replayed::of(&save).err().unwrap();
        assert_eq!(err, LoadError::IllegalAction { index: 0, action: Action::Decline });
    }

    #[test]
    fn jeanne_explains_her_last_turn() {
        let mut played = Replayed::new(Game::new(Setup::solo(SoloLevel::Connoisseur, 4)).unwrap());
        assert_eq!(jeanne_said(&En, &played.events, &names(1)), None);
        while Mover::of(&played.game, &[Seat::Human]) != Mover::Nobody {
            let events = played.game.apply(computer_action(&played.game)).unwrap();
            played.events.push(events);
        }
        assert!(jeanne_said(&En, &played.events, &names(1)).unwrap().contains("Jeanne takes it"));
        assert!(jeanne_said(&Fr, &played.events, &names(1)).unwrap().contains("Jeanne le prend"));
    }

    #[test]
    fn the_computer_delay_is_bounded() {
        assert_eq!(computer_delay_ms(""), COMPUTER_DELAY_MS);
        assert_eq!(computer_delay_ms("?fast"), 0);
        assert_eq!(computer_delay_ms("?delay=20"), 20);
        assert_eq!(computer_delay_ms("?delay=3000000000"), MAX_COMPUTER_DELAY_MS);
        assert_eq!(computer_delay_ms("?delay=99999999999999999999999"), COMPUTER_DELAY_MS);
        assert_eq!(computer_delay_ms("?delay=-5&x=1"), COMPUTER_DELAY_MS);
    }
}

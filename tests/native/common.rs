//! Helpers shared by the scenario tests: stacked games and short ways to play actions.
#![allow(dead_code)] // each test file uses a different subset

use std::path::{Path, PathBuf};

use orleans_dw::engine::*;
use orleans_dw::model::review::{Assessment, Decision, Review};

/// The repository's folder.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir`, but in installed packages (`node_modules`) and the tests' output.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !path.is_dir() {
                out.push(path);
            } else if name != "node_modules" && name != "output" {
                folders.push(path);
            }
        }
    }
    out
}

/// A game whose bag is stacked: first the tokens set aside at setup, then each round's tokens,
/// in the order they are drawn. Later draws are random (seed 7).
pub fn stacked(players: u8, places: PlaceMode, set_aside: &[Follower], rounds: &[&[Follower]]) -> Game {
    let mut setup = Setup::new(players, places, 7);
    setup.stacked = set_aside.iter().chain(rounds.iter().flat_map(|r| r.iter())).copied().collect();
    Game::new(setup).expect("valid setup")
}

/// Applies `action`, panicking with the legal actions if it is refused.
pub fn act(game: &mut Game, action: Action) -> Vec<Event> {
    let legal = game.legal_actions();
    game.apply(action).unwrap_or_else(|e| panic!("{e}; legal now: {legal:?}"))
}

/// Applies each action in turn.
pub fn act_all(game: &mut Game, actions: &[Action]) {
    for &a in actions {
        act(game, a);
    }
}

/// The current decider's seat.
pub fn decider(game: &Game) -> PlayerId {
    match game.decider().expect("game not over") {
        Decider::Player(p) => p,
        Decider::Jeanne => panic!("Jeanne decides, not a player"),
        Decider::Chance => panic!("chance decides, not a player"),
    }
}

/// Whether `action` is legal now.
pub fn legal(game: &Game, action: Action) -> bool {
    game.legal_actions().contains(&action)
}

/// The connection between cities `a` and `b`.
pub fn connection(a: CityId, b: CityId) -> ConnectionId {
    let (a, b) = (a.min(b), a.max(b));
    data::CONNECTIONS
        .iter()
        .position(|c| c.a == a && c.b == b)
        .unwrap_or_else(|| panic!("no connection {a}–{b}")) as ConnectionId
}

/// The first connection of `kind` touching Orléans.
pub fn from_orleans(kind: ConnectionKind) -> ConnectionId {
    data::CONNECTIONS
        .iter()
        .position(|c| c.a == ORLEANS && c.kind == kind)
        .expect("Orléans has both kinds of connection") as ConnectionId
}

/// The name of a place's key in the tests: `FourHorseTeam`.
pub fn key_name(p: &data::Place) -> String {
    format!("{:?}", p.key)
}

/// The id of the place whose key is `name` written as the rulebook does ("Four-Horse Team" for
/// `PlaceKey::FourHorseTeam`).
pub fn place(name: &str) -> PlaceId {
    let key: String = name.chars().filter(|c| c.is_alphanumeric()).collect();
    data::PLACES.iter().position(|p| key_name(p) == key).unwrap_or_else(|| panic!("no place {name}"))
        as PlaceId
}

/// Lets the current decider take a token and decline its action (to move the game on).
pub fn take_and_pass(game: &mut Game, f: Follower) {
    act(game, Action::Take(f));
    act(game, Action::Decline);
}

/// A tiny seeded generator (xorshift64) for the tests' own random choices, independent of the
/// game's: a failing seed replays the same run.
pub struct TestRng(u64);

impl TestRng {
    /// A generator started from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> TestRng {
        TestRng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// One of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    /// `base` with a few of its lines mutated, as a fuzz test of a line-based text format
    /// wants them: a line removed, repeated, swapped with another, cut, with one of `pieces`
    /// inserted, replaced by a line of `other`, or with a bit flipped (kept only if the text
    /// stays UTF-8: the app reads text); and, once in five times, the whole text cut.
    pub fn mutate_lines(&mut self, base: &str, other: &str, pieces: &[&str]) -> String {
        let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
        for _ in 0..=self.below(4) {
            if lines.is_empty() {
                break;
            }
            let k = self.below(lines.len());
            match self.below(7) {
                0 => {
                    lines.remove(k);
                }
                1 => {
                    let copy = lines[k].clone();
                    lines.insert(self.below(lines.len() + 1), copy);
                }
                2 => {
                    let j = self.below(lines.len());
                    lines.swap(k, j);
                }
                3 => {
                    let cut = char_boundary(&lines[k], self.below(lines[k].len() + 1));
                    lines[k].truncate(cut);
                }
                4 => {
                    let at = char_boundary(&lines[k], self.below(lines[k].len() + 1));
                    let piece = *self.pick(pieces);
                    lines[k].insert_str(at, piece);
                }
                5 => {
                    let other: Vec<&str> = other.lines().collect();
                    lines[k] = self.pick(&other).to_string();
                }
                _ => {
                    let mut bytes = lines[k].clone().into_bytes();
                    if !bytes.is_empty() {
                        let b = self.below(bytes.len());
                        bytes[b] ^= 1 << self.below(8);
                    }
                    if let Ok(s) = String::from_utf8(bytes) {
                        lines[k] = s;
                    }
                }
            }
        }
        let mut out = lines.join("\n");
        if self.one_in(5) {
            let cut = char_boundary(&out, self.below(out.len() + 1));
            out.truncate(cut);
        }
        out
    }
}

/// The last character boundary of `text` at or before byte `at`.
fn char_boundary(text: &str, at: usize) -> usize {
    (0..=at).rev().find(|&c| text.is_char_boundary(c)).unwrap_or(0)
}

/// A made-up review of `seat` in the game `save` records: at each of its decisions (a choice
/// among several), another choice than the one made as the best at two in three, with a loss in
/// hundredths of a point (as formats keep it).
pub fn made_up_review(save: &Save, seat: PlayerId) -> Review {
    let mut decisions = Vec::new();
    save.walk(|step, game, chosen| {
        let legal = game.legal_actions();
        if game.decider() == Some(Decider::Player(seat)) && legal.len() > 1 {
            let other = legal.iter().copied().find(|&a| a != chosen).unwrap();
            let best = if step % 3 == 0 { chosen } else { other };
            let loss = if best == chosen { 0.0 } else { (step * 37 % 900) as f64 / 100.0 };
            decisions.push(Decision {
                step,
                round: game.round(),
                chosen,
                assessment: Assessment { best, loss },
            });
        }
    })
    .unwrap();
    Review { seat, iterations: 500, decisions }
}

//! Chance nodes (OpenSpiel's): the draws from the bag, the cards of Jeanne's face-down pile and
//! the places she removes, as actions with their weights; the seeded generator that plays
//! them; and the determinization a search player samples the hidden state with.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore};

use super::*;
use crate::engine::data::SOLO_CARDS;

/// The draws from the bag still owed (see [`Game::draws_owed`]): first to the waiting area,
/// then to the laid-out tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawsOwed {
    /// Tokens still to draw to the waiting area (at setup and after each empty bag)…
    pub set_aside: u8,
    /// …of this many.
    pub set_aside_of: u8,
    /// Tokens still to draw and lay out for the round…
    pub lay_out: u8,
    /// …of this many.
    pub lay_out_of: u8,
}

impl DrawsOwed {
    /// The next draw: whether its token goes to the waiting area, its number in its sequence
    /// (from 1), and how many that sequence holds.
    pub fn next(self) -> (bool, u8, u8) {
        match self.set_aside {
            0 => (false, self.lay_out_of + 1 - self.lay_out, self.lay_out_of),
            left => (true, self.set_aside_of + 1 - left, self.set_aside_of),
        }
    }
}

/// What chance decides next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chance {
    /// A token drawn from the bag.
    Draw,
    /// The next card of Jeanne's face-down pile: its top after a shuffle, or the card under the
    /// top before her turn (the back of which gives her reading direction).
    Card,
    /// The place of this category Jeanne removes.
    Removal(u8),
}

impl Game {
    /// What chance decides now, if the game stands at a chance node.
    pub fn chance(&self) -> Option<Chance> {
        if self.phase == Phase::Over {
            return None;
        }
        if let Some(category) = self.owed_removal {
            return Some(Chance::Removal(category));
        }
        if self.owed_set_aside > 0 || self.owed_lay_out > 0 {
            return Some(Chance::Draw);
        }
        let j = self.jeanne.as_ref()?;
        // Her turn reads the back of the card under the top; otherwise only the top is seen.
        let seen = if self.phase == Phase::Pick && self.jeanne_to_move() { 2 } else { 1 };
        (usize::from(self.pile_known) < j.pile.len().min(seen)).then_some(Chance::Card)
    }

    /// The draws owed now: to the waiting area (set aside, first), then to the laid-out tokens,
    /// each with how many its sequence holds.
    pub fn draws_owed(&self) -> DrawsOwed {
        let counts = self.counts();
        DrawsOwed {
            set_aside: self.owed_set_aside,
            set_aside_of: counts.set_aside,
            lay_out: self.owed_lay_out,
            lay_out_of: counts.draw,
        }
    }

    /// Whether the game stands at a chance node (only a game made with
    /// [`Game::with_chance_nodes`] stops at one).
    pub fn is_chance_node(&self) -> bool {
        self.chance().is_some()
    }

    /// The outcomes of the chance node, each with its weight (what is left of each kind: the
    /// tokens of each follower in the bag, one for each card or place); empty elsewhere. A
    /// stacked draw has one outcome.
    pub fn chance_outcomes(&self) -> Vec<(Action, u32)> {
        match self.chance() {
            None => Vec::new(),
            Some(Chance::Draw) => match self.setup.stacked.get(self.draws as usize) {
                Some(&f) => vec![(Action::Draw(f), 1)],
                None => Follower::ALL
                    .into_iter()
                    .filter(|f| self.bag[f.index()] > 0)
                    .map(|f| (Action::Draw(f), u32::from(self.bag[f.index()])))
                    .collect(),
            },
            Some(Chance::Card) => {
                let mut cards = self.unknown_cards().to_vec();
                cards.sort_unstable();
                cards.into_iter().map(|c| (Action::Card(c), 1)).collect()
            }
            Some(Chance::Removal(category)) => {
                self.removable(category).map(|i| (Action::Remove(i as PlaceId), 1)).collect()
            }
        }
    }

    /// The outcome the game's seeded generator gives the chance node, if the game stands at
    /// one: applying it is [`Game::settle`]'s step. Reading it changes nothing.
    pub fn sample_chance(&self) -> Option<Action> {
        Some(match self.chance()? {
            Chance::Draw => match self.setup.stacked.get(self.draws as usize) {
                Some(&f) => Action::Draw(f),
                None => Action::Draw(bag_draw(&self.bag, &mut self.rng.clone())),
            },
            // The pile was shuffled with the seeded generator: its order is the outcome.
            Chance::Card => Action::Card(*self.unknown_cards().last().expect("a card to settle")),
            Chance::Removal(category) => {
                let open: Vec<usize> = self.removable(category).collect();
                let i = match self.setup.removals {
                    Removals::Shared => open.choose(&mut self.rng.clone()),
                    Removals::PerTurn => open.choose(&mut self.removal_rng()),
                };
                Action::Remove(*i.expect("a place to remove") as PlaceId)
            }
        })
    }

    /// Plays every chance node due now with the game's seeded generator (nothing is logged):
    /// the game then stands at a decision, or is over.
    pub fn settle(&mut self) {
        while self.settle_next() {
            self.advance();
        }
    }

    /// Plays the chance node due now, if the game stands at one, with the seeded generator
    /// (nothing is logged): [`Game::sample_chance`]'s outcome, carried out. Returns whether
    /// there was one.
    pub(super) fn settle_next(&mut self) -> bool {
        match self.chance() {
            None => false,
            // A random draw: the generator moves on by that very draw (drawn once, not sampled
            // and then drawn again).
            Some(Chance::Draw) if self.setup.stacked.get(self.draws as usize).is_none() => {
                let f = bag_draw(&self.bag, &mut self.rng);
                self.take_draw(f);
                true
            }
            Some(_) => {
                let outcome = self.sample_chance().expect("an outcome at a chance node");
                self.perform_chance(outcome);
                true
            }
        }
    }

    /// Stops at chance nodes from now on, or not (settling those due now).
    pub fn set_chance_nodes(&mut self, on: bool) {
        self.chance_nodes = on;
        if !on {
            self.settle();
        }
    }

    /// Whether this game stops at chance nodes.
    pub fn has_chance_nodes(&self) -> bool {
        self.chance_nodes
    }

    /// Carries out a chance outcome (one of [`Game::chance_outcomes`]).
    pub(super) fn perform_chance(&mut self, outcome: Action) {
        match outcome {
            Action::Draw(f) => {
                if self.setup.stacked.get(self.draws as usize).is_none() {
                    // The seeded generator moves on by one draw whatever the outcome, so the
                    // draws to come do not depend on this one.
                    bag_draw(&self.bag, &mut self.rng);
                }
                self.take_draw(f);
            }
            Action::Card(c) => {
                let known = usize::from(self.pile_known);
                let pile = &mut self.jeanne.as_mut().expect("a solo game").pile;
                let slot = pile.len() - 1 - known;
                let at = pile[..=slot].iter().position(|&x| x == c).expect("a face-down card");
                pile.swap(at, slot);
                self.pile_known += 1;
            }
            Action::Remove(i) => {
                if self.setup.removals == Removals::Shared {
                    let open: Vec<usize> = self.removable(PLACES[i as usize].category).collect();
                    open.choose(&mut self.rng);
                }
                self.owed_removal = None;
                self.set_place(i as usize, PlaceSlot::Removed);
                self.events.push(Event::PlaceRemoved(i));
            }
            _ => unreachable!("“{outcome}” is not a chance outcome"),
        }
    }

    /// Whether `outcome` is an outcome of the chance node.
    pub(super) fn chance_allows(&self, outcome: Action) -> bool {
        outcome.is_chance() && self.chance_outcomes().iter().any(|&(a, _)| a == outcome)
    }

    /// Takes follower `f`, drawn from the bag, to the waiting area or the laid-out tokens.
    fn take_draw(&mut self, f: Follower) {
        self.draws += 1;
        self.bag[f.index()] -= 1;
        if self.owed_set_aside > 0 {
            self.owed_set_aside -= 1;
            self.waiting[f.index()] += 1;
        } else {
            self.owed_lay_out -= 1;
            self.laid_out[f.index()] += 1;
            if self.owed_lay_out == 0 {
                self.events.push(Event::LaidOut(self.laid_out));
                if self.is_last_round() {
                    self.events.push(Event::LastRound);
                }
            }
        }
    }

    /// The face-down cards chance has not settled, the next one to settle last.
    fn unknown_cards(&self) -> &[u8] {
        let pile = &self.jeanne.as_ref().expect("a solo game").pile;
        &pile[..pile.len() - usize::from(self.pile_known)]
    }

    /// The places of `category` still open, which Jeanne may remove.
    pub(super) fn removable(&self, category: u8) -> impl Iterator<Item = usize> {
        bits(self.available).filter(move |&i| PLACES[i].category == category)
    }

    /// The stream of this turn's removal: from the seed and the turn alone.
    fn removal_rng(&self) -> GameRng {
        GameRng::new(
            self.setup.seed ^ u64::from(self.turn).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ 0x5245_4D4F_5645,
        )
    }

    /// A copy of the game in which everything a player cannot know is sampled anew from
    /// `seed`, consistently with what they can know: the future draws and removals (the seed,
    /// the generator, the rest of a stacked bag) and the order of Jeanne's face-down pile, whose
    /// top keeps the back it shows. Two games that differ only in hidden state give the same
    /// copy for the same seed: a search player that plays on such copies never reads the
    /// real future.
    pub fn determinize(&self, seed: u64) -> Game {
        let mut game = self.clone();
        game.sample_hidden(seed);
        game
    }

    /// [`Game::determinize`] into `into`, reusing its buffers (a search samples a game per
    /// iteration).
    pub fn determinize_into(&self, seed: u64, into: &mut Game) {
        into.clone_from(self);
        into.sample_hidden(seed);
    }

    /// Samples anew from `seed` what a player cannot know ([`Game::determinize`]).
    fn sample_hidden(&mut self, seed: u64) {
        let mut rng = GameRng::new(seed);
        self.setup.seed = rng.next_u64();
        self.setup.stacked.truncate(self.draws as usize);
        self.rng = GameRng::new(rng.next_u64());
        if let Some(j) = self.jeanne.as_mut() {
            // Every face is hidden; the top shows its back.
            let back = |c: u8| (SOLO_CARDS[c as usize].arrow, SOLO_CARDS[c as usize].monk);
            if let Some(shown) = j.pile.last().map(|&c| back(c)) {
                j.pile.sort_unstable();
                j.pile.shuffle(&mut rng);
                let same: Vec<usize> = (0..j.pile.len()).filter(|&i| back(j.pile[i]) == shown).collect();
                let at = *same.choose(&mut rng).expect("the top card itself shows that back");
                let top = j.pile.len() - 1;
                j.pile.swap(at, top);
            }
        }
    }
}

/// A follower drawn from `bag` with `rng`, weighted by the tokens left.
fn bag_draw(bag: &[u8; 6], rng: &mut GameRng) -> Follower {
    let total: u8 = bag.iter().sum();
    let mut r = rng.random_range(0..total);
    for f in Follower::ALL {
        if r < bag[f.index()] {
            return f;
        }
        r -= bag[f.index()];
    }
    unreachable!("the draw is below the bag's total")
}

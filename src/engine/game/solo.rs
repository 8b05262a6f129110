//! The solo game (RULES 11): Jeanne's zone, her solo cards and her turns.

use rand::seq::SliceRandom;

use super::Game;
use crate::engine::action::{Event, JeanneTurn};
use crate::engine::data::{
    self, Arrow, Exchange, JeanneMonk, JeanneRow, ScholarBox, SoloEffect, JEANNE_LEVELS, JEANNE_ROW_POINTS,
    JEANNE_SCHOLAR, JEANNE_SHIELDS, SOLO_CARDS, SOLO_PILE,
};
use crate::engine::types::{CityId, SoloLevel, Yellow};

/// The human's seat in a solo game.
const HUMAN: u8 = 0;
/// Jeanne's seat in the pick order of a solo game.
pub(super) const JEANNE: u8 = 1;

/// Jeanne's zone and her solo cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Jeanne {
    /// The level played.
    pub level: SoloLevel,
    /// Boxes marked in her Boatman, Farmer, Knight and Scholar rows.
    pub rows: [u8; 4],
    /// Shields circled (the first row, then the second).
    pub shields: u8,
    /// Development levels marked, 0–6.
    pub levels: u8,
    /// Trading posts circled.
    pub posts: u8,
    /// Citizens circled (the majority citizen included).
    pub citizens: u8,
    /// The face-down pile (indices into `SOLO_CARDS`), its top last.
    pub pile: Vec<u8>,
    /// The revealed cards, the last revealed last.
    pub discard: Vec<u8>,
}

/// Jeanne's score (RULES 11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct JeanneScore {
    /// Points of her marked Boatman, Farmer and Knight boxes.
    pub rows: u16,
    /// Her circled shields.
    pub depot: u16,
    /// Her trading posts.
    pub posts: u8,
    /// Her citizens.
    pub citizens: u8,
    /// Her highest development level.
    pub level: u8,
    /// (posts + citizens) × level.
    pub posts_and_citizens: u16,
    /// The sum.
    pub total: u16,
}

impl Jeanne {
    pub(super) fn new(level: SoloLevel, exchange: Exchange, rng: &mut impl rand::Rng) -> Jeanne {
        let mut jeanne = Jeanne {
            level,
            rows: [0; 4],
            shields: 0,
            levels: 0,
            posts: 0,
            citizens: 0,
            pile: Vec::new(),
            discard: Vec::new(),
        };
        jeanne.shuffle_all(exchange, rng);
        jeanne
    }

    /// The 14 cards of this level, shuffled face down (RULES 11, setup and first empty bag):
    /// in the Special challenge, the exchange cards of edition `exchange` replace cards 1–4.
    fn shuffle_all(&mut self, exchange: Exchange, rng: &mut impl rand::Rng) {
        let special = self.level == SoloLevel::Special;
        let swapped = exchange.cards();
        self.pile =
            (0..SOLO_PILE as u8).map(|i| if special && i < 4 { swapped[i as usize] } else { i }).collect();
        self.pile.shuffle(rng);
        self.discard.clear();
    }

    /// Her development level: the highest marked, 1 before any.
    pub fn level_value(&self) -> u8 {
        self.levels.checked_sub(1).map_or(1, |i| JEANNE_LEVELS[i as usize])
    }

    /// Her score as it stands.
    pub fn score(&self) -> JeanneScore {
        let rows = (0..3).map(|r| JEANNE_ROW_POINTS[r][..self.rows[r] as usize].iter().sum::<u16>()).sum();
        let depot = JEANNE_SHIELDS.iter().flat_map(|row| row.iter()).take(self.shields as usize).sum();
        let level = self.level_value();
        let posts_and_citizens = (self.posts + self.citizens) as u16 * level as u16;
        JeanneScore {
            rows,
            depot,
            posts: self.posts,
            citizens: self.citizens,
            level,
            posts_and_citizens,
            total: rows + depot + posts_and_citizens,
        }
    }

    fn row_length(row: JeanneRow) -> u8 {
        match row {
            JeanneRow::Scholar => JEANNE_SCHOLAR.len() as u8,
            _ => JEANNE_ROW_POINTS[row.index()].len() as u8,
        }
    }
}

impl Game {
    /// The Jeanne of a solo game.
    pub fn jeanne(&self) -> Option<&Jeanne> {
        self.jeanne.as_ref()
    }

    fn jeanne_mut(&mut self) -> &mut Jeanne {
        self.jeanne.as_mut().expect("a solo game")
    }

    /// What Jeanne does on her turn now (RULES 11): the top card is revealed, the back of the
    /// next one gives the direction, and she takes the first laid-out follower that way.
    pub(super) fn jeanne_turn(&self) -> JeanneTurn {
        let j = self.jeanne.as_ref().expect("a solo game");
        let card = *j.pile.last().expect("the pile never runs out within a bag");
        // The back of the next card; with no next card, the revealed card's own back.
        let next = j.pile.len().checked_sub(2).map_or(card, |i| j.pile[i]);
        let arrow = SOLO_CARDS[next as usize].arrow;
        let face = &SOLO_CARDS[card as usize].face;
        let mut reading: Vec<_> = face.to_vec();
        if arrow == Arrow::Left {
            reading.reverse();
        }
        let (follower, effect) = reading
            .into_iter()
            .find(|(f, _)| self.laid_out[f.index()] > 0)
            .expect("a token is laid out on every turn");
        JeanneTurn { card, arrow, follower, effect }
    }

    /// Plays Jeanne's turn.
    pub(super) fn jeanne_play(&mut self, turn: JeanneTurn) {
        let f = turn.follower;
        let j = self.jeanne_mut();
        let revealed = j.pile.pop().expect("the revealed card");
        j.discard.push(revealed);
        self.pile_known -= 1;
        self.laid_out[f.index()] -= 1;
        self.waiting[f.index()] += 1;
        self.tokens_taken[JEANNE as usize] += 1;
        let at = self.events.len();
        self.events.push(Event::Jeanne(turn, true));
        if let Some(row) = JeanneRow::of(f) {
            self.jeanne_mark(row);
        }
        let done = self.jeanne_effect(turn.effect);
        self.events[at] = Event::Jeanne(turn, done);
    }

    /// Marks the next box of her row; a Scholar box also does its extra effect.
    fn jeanne_mark(&mut self, row: JeanneRow) {
        let j = self.jeanne_mut();
        let marked = j.rows[row.index()];
        if marked >= Jeanne::row_length(row) {
            return;
        }
        j.rows[row.index()] += 1;
        if row != JeanneRow::Scholar {
            return;
        }
        match JEANNE_SCHOLAR[marked as usize] {
            ScholarBox::Level => self.jeanne_effect(SoloEffect::Level),
            ScholarBox::Shield => self.jeanne_effect(SoloEffect::Shield),
            ScholarBox::Monk => self.jeanne_effect(SoloEffect::Monk),
            ScholarBox::FirstCitizen => self.jeanne_steal(Yellow::FirstDevCitizen),
            ScholarBox::SecondCitizen => self.jeanne_steal(Yellow::SecondDevCitizen),
        };
    }

    /// Resolves a card's effect; returns whether it changed anything.
    fn jeanne_effect(&mut self, effect: SoloEffect) -> bool {
        let card = &SOLO_CARDS[*self.jeanne_mut().discard.last().expect("a revealed card") as usize];
        match effect {
            SoloEffect::BuildPost => {
                self.jeanne_build(card.city);
                true
            }
            SoloEffect::RemovePlace => self.remove_place(card.category),
            SoloEffect::Shield => {
                let j = self.jeanne_mut();
                let before = j.shields;
                j.shields = (j.shields + 1).min(JEANNE_SHIELDS.iter().map(|r| r.len() as u8).sum());
                j.shields != before
            }
            SoloEffect::Level => {
                let j = self.jeanne_mut();
                let before = j.levels;
                j.levels = (j.levels + 1).min(JEANNE_LEVELS.len() as u8);
                j.levels != before
            }
            SoloEffect::CrossBankYellow => {
                let bank = (0..5).map(Yellow::BankColumnShield).chain([Yellow::BankCitizen]);
                match bank.into_iter().find(|&y| self.sheets[HUMAN as usize].yellow_open(y)) {
                    Some(y) => self.jeanne_cross(y),
                    None => false,
                }
            }
            SoloEffect::Citizen => {
                self.jeanne_mut().citizens += 1;
                true
            }
            SoloEffect::StealWarehouseCitizen => self.jeanne_steal(Yellow::WarehouseCitizen),
            SoloEffect::StealBankCitizen => self.jeanne_steal(Yellow::BankCitizen),
            SoloEffect::CrossDeed => {
                let sheet = &self.sheets[HUMAN as usize];
                let mut deeds: Vec<u8> = (0..5).filter(|&d| sheet.yellow_open(Yellow::Deed(d))).collect();
                // Against the arrow: an arrow to the right crosses the rightmost open deed.
                let arrow = SOLO_CARDS[self.next_back()].arrow;
                if arrow == Arrow::Right {
                    deeds.reverse();
                }
                match deeds.first() {
                    Some(&d) => self.jeanne_cross(Yellow::Deed(d)),
                    None => false,
                }
            }
            SoloEffect::Monk => self.jeanne_monk(card.city),
        }
    }

    /// Index of the card whose back is visible on the face-down pile.
    fn next_back(&self) -> usize {
        let j = self.jeanne.as_ref().expect("a solo game");
        *j.pile.last().or(j.discard.last()).expect("a solo card") as usize
    }

    /// Her Monk action: none in Standard; otherwise the back of the next card says what.
    /// Returns whether she performed one.
    fn jeanne_monk(&mut self, city: CityId) -> bool {
        if self.jeanne_mut().level == SoloLevel::Standard {
            return false;
        }
        match SOLO_CARDS[self.next_back()].monk {
            JeanneMonk::Post => self.jeanne_build(city),
            JeanneMonk::Mark(row) => {
                self.jeanne_mark(row);
                self.jeanne_effect(SoloEffect::Shield);
            }
        }
        true
    }

    /// Her trading post: crosses the card's city on the player's map, or the next free one
    /// above it, wrapping to the lowest ([D-13]); she circles the post in any case.
    fn jeanne_build(&mut self, city: CityId) {
        self.jeanne_mut().posts += 1;
        let sheet = &self.sheets[HUMAN as usize];
        let cities = data::CITIES.len() as CityId;
        let free = |c: CityId| !sheet.has_post(c) && !sheet.is_crossed(c);
        let target = (city..cities).chain(1..city).find(|&c| free(c));
        if let Some(c) = target {
            self.sheets[HUMAN as usize].crossed_cities |= 1 << c;
        }
        self.events.push(Event::JeannePost(target));
    }

    /// Removes a random unacquired place card of `category` from the game (chance decides
    /// which, [`Chance::Removal`](super::Chance::Removal)); returns whether one was left to remove.
    fn remove_place(&mut self, category: u8) -> bool {
        let any = self.removable(category).next().is_some();
        if any {
            self.owed_removal = Some(category);
        }
        any
    }

    /// Takes a citizen from the player's sheet if still open there; returns whether it was.
    fn jeanne_steal(&mut self, y: Yellow) -> bool {
        let stolen = self.jeanne_cross(y);
        if stolen {
            self.jeanne_mut().citizens += 1;
        }
        stolen
    }

    /// Crosses yellow bonus `y` on the player's sheet if still open; returns whether it was.
    fn jeanne_cross(&mut self, y: Yellow) -> bool {
        let sheet = &mut self.sheets[HUMAN as usize];
        if !sheet.yellow_open(y) {
            return false;
        }
        sheet.yellow_crossed |= y.bit();
        self.events.push(Event::JeanneCrossed(y));
        true
    }

    /// After the first empty bag, all solo cards are shuffled into a new pile.
    pub(super) fn reshuffle_solo_cards(&mut self) {
        if let Some(mut j) = self.jeanne.take() {
            j.shuffle_all(self.setup.exchange, &mut self.rng);
            self.jeanne = Some(j);
            self.pile_known = 0;
        }
    }
}

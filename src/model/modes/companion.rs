//! A game played beside the physical one, apart from the page: the setup the new-game form's
//! choices make, checked by the engine (at least one sheet on this device; four place cards of
//! each category on the table). Such a game stops at every chance node: the person tells each
//! draw from the bag, each card of Jeanne's pile and each place she removes. No browser code:
//! tested natively.

use crate::engine::data::PLACES;
use crate::engine::{cards_on_table, Game, PlaceMode, Setup, SoloLevel};
use crate::model::errors::AppError;

/// The new-game form's choices for a game beside the physical one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// 1 (solo against Jeanne) to 5.
    pub players: usize,
    /// The solo level.
    pub level: SoloLevel,
    /// Printed places or place cards (the solo game is played with cards).
    pub places: PlaceMode,
    /// The seats whose sheets are on this device, one bit per seat (seat 0 starts).
    pub here: u8,
    /// The place cards laid out on the table, one bit per place.
    pub cards: u32,
}

/// The places printed on the sheet, one bit per place: the checklist's first cards.
pub fn printed_places() -> u32 {
    (0..PLACES.len()).filter(|&i| PLACES[i].printed).fold(0, |mask, i| mask | 1 << i)
}

impl Choices {
    /// Whether the game is played with place cards.
    pub fn with_cards(&self) -> bool {
        self.players == 1 || self.places == PlaceMode::Cards
    }

    /// The game of these choices, set up to be told its chance (`seed` only shuffles what
    /// nobody sees), or why not.
    pub fn game(&self, seed: u64) -> Result<Game, AppError> {
        if self.with_cards() {
            // The engine reads no cards as "deal them": ticking none is refused here, by its check.
            cards_on_table(self.cards).map_err(AppError::Setup)?;
        }
        let setup = match self.players {
            1 => Setup::solo(self.level, seed),
            n => {
                let seats = (1u8 << n) - 1;
                Setup { remote: seats & !self.here, ..Setup::new(n as u8, self.places, seed) }
            }
        };
        let cards = if self.with_cards() { self.cards } else { 0 };
        Game::with_chance_nodes(Setup { cards, ..setup }).map_err(AppError::Setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::data::CARDS_PER_CATEGORY;
    use crate::engine::SetupError;
    use crate::model::play::{Mover, Replayed};
    use crate::model::record::Seat;

    fn choices(players: usize) -> Choices {
        Choices {
            players,
            level: SoloLevel::Standard,
            places: PlaceMode::Printed,
            here: 1,
            cards: printed_places(),
        }
    }

    #[test]
    fn the_printed_places_are_four_of_each_category() {
        assert_eq!(printed_places().count_ones() as usize, 5 * CARDS_PER_CATEGORY);
        assert!(choices(1).game(3).is_ok());
    }

    #[test]
    fn the_form_s_choices_are_checked() {
        let game = choices(3).game(1).unwrap();
        assert!(game.has_chance_nodes() && game.log().is_empty());
        assert_eq!(Mover::of(&game, &[Seat::Human; 3]), Mover::Told);
        assert!(Replayed::new(game).events[0].is_empty(), "nothing laid out before the draws are told");
        assert_eq!(
            Choices { here: 0, ..choices(2) }.game(1).err(),
            Some(AppError::Setup(SetupError::NoSeatHere))
        );
        // A seat beyond the players does not count.
        assert_eq!(
            Choices { here: 0b100, ..choices(2) }.game(1).err(),
            Some(AppError::Setup(SetupError::NoSeatHere))
        );
        let one_short = printed_places() & !(1 << printed_places().trailing_zeros());
        let category = PLACES[printed_places().trailing_zeros() as usize].category;
        let short = Choices { cards: one_short, places: PlaceMode::Cards, ..choices(2) };
        assert_eq!(
            short.game(1).err(),
            Some(AppError::Setup(SetupError::CardsOfCategory { category, chosen: 3 }))
        );
        // Printed places need no cards; the solo game does, and its one sheet is here.
        assert!(Choices { cards: 0, ..choices(2) }.game(1).is_ok());
        assert!(Choices { cards: 0, ..choices(1) }.game(1).is_err());
        assert!(Choices { here: 0, ..choices(1) }.game(1).is_ok());
    }

    #[test]
    fn the_seats_not_here_are_played_elsewhere_and_the_cards_are_the_table_s() {
        let cards = printed_places();
        let game = Choices { here: 0b010, places: PlaceMode::Cards, ..choices(3) }.game(9).unwrap();
        assert_eq!((game.setup().remote, game.setup().cards), (0b101, cards));
        assert!(game.is_remote(0) && !game.is_remote(1) && game.is_remote(2));
        let open = (0..PLACES.len() as u8).filter(|&i| game.place(i) != crate::engine::PlaceSlot::OutOfGame);
        assert_eq!(open.fold(0u32, |m, i| m | 1 << i), cards);
        // Every sheet here: nobody elsewhere; printed places: no cards.
        let game = Choices { here: 0b11111, ..choices(2) }.game(9).unwrap();
        assert_eq!((game.setup().remote, game.setup().cards), (0, 0));
        let solo = choices(1).game(9).unwrap();
        assert_eq!((solo.setup().remote, solo.setup().cards), (0, cards));
    }
}

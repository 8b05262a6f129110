//! The words of a game played beside the physical one ([`CompanionWords`]).

use crate::engine::data::{self, SOLO_CARDS};
use crate::engine::{
    Action, Chance, Claim, Decider, DrawsOwed, Follower, Game, PlaceId, PlaceSlot, PlayerId, Yellow,
};
use crate::i18n::game::capitalized;
use crate::i18n::{GameWords, Words};

/// The words of a game played beside the physical one: its entry in the new-game form, its
/// mark on the table, and the prompts that ask what happened at the table.
pub trait CompanionWords: GameWords {
    /// The new-game form's switch: "Play with the physical game".
    fn companion(&self) -> &'static str;
    /// What it does, under the switch.
    fn companion_what(&self) -> &'static str;
    /// The mark of such a game on the table and in the lists: "With the physical game".
    fn companion_badge(&self) -> &'static str;
    /// The box of a seat whose sheet is on this device.
    fn sheet_here(&self) -> &'static str;
    /// Under the seats: the names go in turn order, and the other sheets are played elsewhere.
    fn companion_seats_hint(&self) -> &'static str;
    /// The legend of the place cards laid out on the table.
    fn cards_on_table(&self) -> &'static str;
    /// Under it: four of each category.
    fn cards_on_table_hint(&self) -> &'static str;
    /// A category of place cards, as the checklist heads it: "Category II".
    fn category(&self, category: u8) -> String;
    /// The new game is refused: `chosen` place cards of `category` are ticked, not 4.
    fn cards_of_category(&self, category: u8, chosen: usize) -> String;
    /// The new game is refused: no sheet is on this device.
    fn no_sheet_here(&self) -> &'static str;
    /// The banner while the app waits to be told what chance gave.
    fn tell_the_table(&self) -> &'static str;
    /// The prompt's heading at a chance node, naming where the outcome comes from.
    fn told_heading(&self, chance: Chance) -> String;
    /// What to do at the table before pressing the outcome.
    fn told_hint(&self, chance: Chance) -> &'static str;
    /// The draw asked for, where its token goes and what is left: "Draw 2 of 3, for the waiting
    /// area; then 5 tokens to lay out.", "Draw 4 of 5, to lay out."
    fn told_draws(&self, owed: DrawsOwed) -> String;
    /// A follower that may be drawn, with the tokens of it left in the bag.
    fn drawn_follower(&self, follower: Follower, left: u8) -> String;
    /// A card of Jeanne's pile, by its printed name.
    fn solo_card(&self, name: &str) -> String;
    /// The banner while the person tells the turn of a seat played elsewhere.
    fn turn_elsewhere(&self, name: &str) -> String;
    /// The prompt's heading: the token a seat played elsewhere took.
    fn which_token(&self, name: &str) -> String;
    /// What to press for it.
    fn which_token_hint(&self) -> &'static str;
    /// A seat played elsewhere took this token.
    fn took_token(&self, follower: Follower) -> String;
    /// A seat played elsewhere recruited a Monk, discarding this token.
    fn recruited_with(&self, follower: Follower) -> String;
    /// The prompt's heading: what a seat played elsewhere claimed on its turn.
    fn what_claimed(&self, name: &str) -> String;
    /// What to press for it.
    fn what_claimed_hint(&self) -> &'static str;
    /// The groups of claims: trading posts, places, yellow bonuses.
    fn claim_groups(&self) -> [&'static str; 3];
    /// The turn of a seat played elsewhere is told: "Nothing more".
    fn nothing_more(&self) -> &'static str;
    /// A seat played elsewhere, on its tab: "elsewhere".
    fn elsewhere(&self) -> &'static str;
    /// In place of the score of a seat played elsewhere.
    fn score_elsewhere(&self) -> &'static str;
    /// What a seat played elsewhere claimed, on the end screen: "Claimed: …".
    fn claimed(&self, what: &[String]) -> String;

    /// An action as its button says it: a chance outcome (the follower drawn with what is left
    /// of it in the bag, the card by its printed name, the place by its name), what a seat
    /// played elsewhere took and claimed, and any other action as [`GameWords::action`].
    fn outcome(&self, game: &Game, outcome: Action) -> String {
        match outcome {
            Action::Draw(f) => self.drawn_follower(f, game.bag()[f.index()]),
            Action::Card(c) => self.solo_card(SOLO_CARDS[usize::from(c)].name),
            Action::Remove(p) => self.place(p),
            Action::Claim(Claim::Post(c)) => self.city(c),
            Action::Claim(Claim::Place(p)) => self.place(p),
            Action::Claim(Claim::Yellow(y)) => capitalized(&self.yellow(y)),
            Action::Told => self.nothing_more().into(),
            Action::Take(f) if elsewhere(game) => self.took_token(f),
            Action::Recruit(f) if elsewhere(game) => self.recruited_with(f),
            a => self.action(game, a),
        }
    }
}

/// Whether the seat deciding now is played elsewhere.
fn elsewhere(game: &Game) -> bool {
    matches!(game.decider(), Some(Decider::Player(p)) if game.is_remote(p))
}

/// What each seat played elsewhere claimed of the shared items, one line per seat with its
/// name: its trading posts, places and yellow bonuses (its score is on its own sheet). The name
/// as typed: the markup isolates it.
pub fn played_elsewhere(w: &dyn Words, game: &Game, names: &[String]) -> Vec<(String, String)> {
    (0..game.players() as PlayerId)
        .filter(|&p| game.is_remote(p))
        .map(|p| {
            let sheet = game.sheet(p);
            let posts = (0..data::CITIES.len() as u8).filter(|&c| sheet.has_post(c)).map(|c| w.city(c));
            let places = (0..data::PLACES.len() as PlaceId)
                .filter(|&i| matches!(game.place(i), PlaceSlot::Owned { player, .. } if player == p))
                .map(|i| w.place(i));
            let yellows = Yellow::ALL.into_iter().filter(|&y| sheet.has_yellow(y)).map(|y| w.yellow(y));
            let claimed: Vec<String> = posts.chain(places).chain(yellows).collect();
            (names[usize::from(p)].clone(), w.claimed(&claimed))
        })
        .collect()
}

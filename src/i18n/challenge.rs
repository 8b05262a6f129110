//! The words of "Challenge a friend" ([`ChallengeWords`]).

use crate::model::modes::challenge::Verdict;

/// The words of a challenge: its link on the end screen, the screen that opens it, and both
/// results side by side.
pub trait ChallengeWords {
    /// The end screen's button that copies a link to this game's setup and result.
    fn challenge_friend(&self) -> &'static str;
    /// The same button on a game played on a challenge: the link carries both results.
    fn send_back(&self) -> &'static str;
    /// Said beside the copied link: what it carries.
    fn challenge_copied(&self) -> &'static str;
    /// The screen of a challenge received, as a title.
    fn challenge_title(&self) -> &'static str;
    /// Who challenges, and what the game is: "Anna challenges you to the same game: …".
    fn challenge_from(&self, names: &[String], kind: &str) -> String;
    /// Why the challenger's score is not shown yet.
    fn score_hidden(&self) -> &'static str;
    /// Starts (or goes back to) the game of the challenge.
    fn accept(&self) -> &'static str;
    /// Both results, as a heading.
    fn challenge_result(&self) -> &'static str;
    /// The heading of a column of results: the challenger's (0), the answer's (1).
    fn side(&self, i: usize) -> &'static str;
    /// A player's score in a column: "Anna: 58".
    fn challenge_score(&self, name: &str, total: u16) -> String;
    /// Who won the challenge and by how much, or a tie: "Zoé wins by 15 points: 52 to 37.".
    fn challenge_verdict(&self, verdict: &Verdict) -> String;
    /// The label of the name the friend plays under: "Your name".
    fn your_name(&self) -> &'static str;
}

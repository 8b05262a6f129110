//! The page's screens around the table: the start screen and its new-game form, the end screen,
//! a challenge's, the daily game's, the game review, the replay view, the guided game and the print view.

pub mod breakdown;
pub mod challenge;
pub mod daily;
pub mod end;
pub mod form;
pub mod guide;
pub mod print;
pub mod replay;
pub mod review;
pub mod start;

//! The ways of playing beside a game at the table: the challenges (`challenge`, a game's setup
//! sent to a friend; `daily`, the day's game), a game beside the physical one (`companion`) and
//! the guided first game (`tutorial`).

pub mod challenge;
pub mod companion;
pub mod daily;
pub mod tutorial;

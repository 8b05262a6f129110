//! The app's model, without browser code and without words (built and tested natively): the
//! turn flow with undo and redo (`play`), what is stored and its formats (`record`), the history
//! of finished games (`history`), what can go wrong (`errors`), a game's result (`result`), its
//! review (`review`), replays and the links that carry a game (`replay`, `share`), the ways of
//! playing beside a game at the table (`modes`), the thinking worker's messages (`think`) and the
//! parts of the sheet the rules explain (`panel`). The language layer words it; the app shows it.

pub mod errors;
pub mod history;
pub mod modes;
pub mod panel;
pub mod play;
pub mod record;
pub mod replay;
pub mod result;
pub mod review;
pub mod share;
#[cfg(test)]
pub mod testing;
pub mod think;

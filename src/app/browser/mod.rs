//! The page's browser services: storage, fetches, the thinking worker, the language, parts
//! loaded on demand, frame scheduling, the caret, a finger's taps, what brings a decision into
//! view and a new version of the app.

pub mod caret;
pub mod deferred;
pub mod fetch;
pub mod lang;
pub mod later;
pub mod probe;
pub mod reach;
pub mod storage;
pub mod tap;
pub mod thinker;
pub mod update;

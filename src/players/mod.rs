//! The computer players.

mod normal;

pub use normal::{value, Greedy};

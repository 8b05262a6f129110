//! Joan of Arc: Orléans Draw & Write — the rules engine and the browser app.
pub mod app;
pub mod engine;
pub mod i18n;
pub mod model;
pub mod players;

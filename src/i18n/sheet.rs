//! The words of the scoresheet and of Jeanne's zone: titles, labels, and what each spot says
//! to a screen reader and in its tooltip.

/// The sheet's words.
pub trait SheetWords {}

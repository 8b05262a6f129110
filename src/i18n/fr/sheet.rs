//! The sheet's words.

use super::Fr;
use crate::i18n::SheetWords;

impl SheetWords for Fr {}

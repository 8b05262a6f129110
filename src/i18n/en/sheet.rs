//! The sheet's words.

use super::En;
use crate::i18n::SheetWords;

impl SheetWords for En {}

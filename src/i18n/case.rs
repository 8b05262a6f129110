//! Upper and lower case for the letters of the app's words and of player names: ASCII, the
//! Latin-1 letters and œ/Œ, ÿ/Ÿ (what English and French write); every other character is
//! left as it is. Small tables of our own rather than the standard library's Unicode ones, which
//! would weigh on the page.

/// The lower-case form of `c`.
pub fn lower(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
        'Œ' => 'œ',
        'Ÿ' => 'ÿ',
        _ => c,
    }
}

/// The upper-case form of `c`.
pub fn upper(c: char) -> char {
    match c {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' => char::from_u32(c as u32 - 0x20).unwrap_or(c),
        'œ' => 'Œ',
        'ÿ' => 'Ÿ',
        _ => c,
    }
}

/// `text` in lower case.
pub fn lowercase(text: &str) -> String {
    text.chars().map(lower).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_agree_with_unicode_on_the_letters_of_english_and_french() {
        for c in ('\0'..='ÿ').chain("œŒŸ’«»".chars()) {
            if c == 'ß' || c == 'µ' {
                // No single upper-case letter of its own (SS, Μ): left as it is.
                assert_eq!(upper(c), c);
                continue;
            }
            assert_eq!(lower(c).to_string(), c.to_lowercase().to_string(), "{c}");
            assert_eq!(upper(c).to_string(), c.to_uppercase().to_string(), "{c}");
        }
        assert_eq!(lowercase("Église d’Orléans, ŒUVRE"), "église d’orléans, œuvre");
        assert_eq!(upper('ж'), 'ж');
    }
}

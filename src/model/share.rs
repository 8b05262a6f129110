//! A game in a link, with no server: the saved-game record as JSON, in base64url, in the
//! fragment of the app's address (`#game=…`), which browsers never send to a server. A
//! finished 4-player game takes about 1,300 characters. No browser code: tested natively.

use crate::engine::LoadError;
use crate::model::record::{check_size, Record};

/// What starts the fragment of a shared game's link.
pub const FRAGMENT: &str = "#game=";

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The fragment (from `#`) of a link carrying `record`.
pub fn fragment(record: &Record) -> String {
    pack(FRAGMENT, &record.to_json())
}

/// The record carried by a link's fragment (from `#`), if it carries one: `None` for another
/// fragment, the reason for one that cannot be read.
pub fn read(fragment: &str) -> Option<Result<Record, LoadError>> {
    Some(unpack(fragment, FRAGMENT)?.and_then(|json| Record::from_json(&json)))
}

/// A fragment starting with `prefix` that carries `text` in base64url (the links of games and
/// of challenges).
pub fn pack(prefix: &str, text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(prefix.len() + bytes.len() * 4 / 3 + 3);
    out.push_str(prefix);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The text a fragment written by [`pack`] with `prefix` carries: `None` for a fragment
/// without that prefix, an error for one that is damaged or too long.
pub fn unpack(fragment: &str, prefix: &str) -> Option<Result<String, LoadError>> {
    let text = fragment.strip_prefix(prefix)?;
    let malformed = || LoadError::Malformed("the link is damaged".into());
    if let Err(e) = check_size(text.len() * 3 / 4) {
        return Some(Err(e));
    }
    let mut bytes = Vec::with_capacity(text.len() * 3 / 4);
    let (mut n, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else { return Some(Err(malformed())) };
        n = n << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((n >> bits) as u8);
        }
    }
    Some(String::from_utf8(bytes).map_err(|_| malformed()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, PlaceMode, Setup};
    use crate::model::play::computer_action;
    use crate::model::record::{Meta, Seat};

    #[test]
    fn a_finished_four_player_game_travels_in_a_link_of_at_most_2000_characters() {
        let mut longest = 0;
        for seed in 0..10 {
            let mut game = Game::new(Setup::new(4, PlaceMode::Cards, seed)).unwrap();
            while !game.is_over() {
                game.apply(computer_action(&game)).unwrap();
            }
            let meta = Meta {
                id: format!("19b4c2d5e6f-{seed:04x}"),
                names: ["Anna", "Bruno", "Chloé", "Dara"].map(String::from).to_vec(),
                seats: vec![Seat::Human; 4],
                created: 1_764_000_000_000,
                is_try: false,
            };
            let record = Record::of(&meta, &game);
            let link = format!("https://example.org/orleans/{}", fragment(&record));
            longest = longest.max(link.len());
            let back = read(&fragment(&record)).unwrap().unwrap();
            assert_eq!(back, record);
            assert_eq!(back.save.load().unwrap().state_hash(), game.state_hash());
        }
        assert!(longest <= 2_000, "{longest} characters");
    }

    #[test]
    fn other_or_damaged_fragments_are_told_apart() {
        assert!(read("").is_none());
        assert!(read("#top").is_none());
        assert!(matches!(read("#game=%%%"), Some(Err(LoadError::Malformed(_)))));
        assert!(matches!(read("#game=AAAA"), Some(Err(LoadError::Malformed(_)))));
    }
}

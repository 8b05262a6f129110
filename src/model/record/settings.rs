//! The new-game form's last settings, kept in storage for the next game: their key, bounds and
//! format.

use super::{Seat, MAX_NAME_CHARS};
use crate::engine::{PlaceMode, SoloLevel};
use crate::model::modes::companion;

/// Where the new-game form's last settings are kept.
pub const SETTINGS_KEY: &str = "orleans-dw:settings";
/// The longest settings text read back: anything longer is not ours.
pub const MAX_SETTINGS_BYTES: usize = 4_000;
/// The number of seats the new-game form offers.
pub const SEATS: usize = 5;
/// The names the new-game form offers for the five seats.
pub const DEFAULT_NAMES: [&str; SEATS] = ["Anna", "Bruno", "Clara", "David", "Emma"];

/// The new-game form's settings, remembered for the next game (never the seed).
///
/// Stored as a JSON list of strings (a format the app reads anyway, so that remembering costs
/// the page little code): players, level, places, who starts (a seat or `random`), the five
/// seats ([`Seat::name`]: `human` or the computer's level; `computer`, stored before seats had
/// levels, reads as Normal), the five names; then, for a game beside the physical one (settings
/// stored before it lack them), `companion` or `app`, the seats on this device and the place
/// cards on the table (each a number, its bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// 1 (solo) to 5.
    pub players: usize,
    /// The five seats' names (the form keeps all five, shown or not).
    pub names: Vec<String>,
    /// Who plays each of the five seats.
    pub seats: Vec<Seat>,
    /// The solo level.
    pub level: SoloLevel,
    /// Printed places or place cards.
    pub places: PlaceMode,
    /// Who starts: a seat, or `None` for drawn at random.
    pub start: Option<usize>,
    /// Whether the game is played beside the physical one.
    pub companion: bool,
    /// Beside the physical game: the seats whose sheets are on this device, one bit per seat.
    pub here: u8,
    /// Beside the physical game: the place cards on the table, one bit per place.
    pub cards: u32,
}

const LEVELS: [(SoloLevel, &str); 3] = [
    (SoloLevel::Standard, "standard"),
    (SoloLevel::Connoisseur, "connoisseur"),
    (SoloLevel::Special, "special"),
];
const PLACE_MODES: [(PlaceMode, &str); 2] = [(PlaceMode::Printed, "printed"), (PlaceMode::Cards, "cards")];
const RANDOM: &str = "random";
/// The settings' mark of a game beside the physical one.
const COMPANION: &str = "companion";
/// The number of places (cards) in the game.
const PLACES: usize = crate::engine::data::PLACES.len();

/// The name of `v` in `table`.
fn name_of<T: PartialEq>(v: &T, table: &[(T, &'static str)]) -> &'static str {
    table.iter().find(|(n, _)| n == v).map_or("", |(_, name)| name)
}

/// The value named `text` in `table`, if any.
fn named<T: Copy>(table: &[(T, &str)], text: Option<&String>) -> Option<T> {
    table.iter().find(|(_, name)| Some(*name) == text.map(String::as_str)).map(|&(v, _)| v)
}

impl Default for Settings {
    /// Two people, printed places, the first player starts.
    fn default() -> Settings {
        Settings {
            players: 2,
            names: DEFAULT_NAMES.iter().map(|n| n.to_string()).collect(),
            seats: vec![Seat::Human; SEATS],
            level: SoloLevel::Standard,
            places: PlaceMode::Printed,
            start: Some(0),
            companion: false,
            here: 1,
            cards: companion::printed_places(),
        }
    }
}

impl Settings {
    /// The settings stored as `text`, bounded and checked: what is not valid falls back to its
    /// default (all of them for text that is not a list of strings), names are cut to
    /// [`MAX_NAME_CHARS`].
    pub fn parse(text: &str) -> Settings {
        let default = Settings::default();
        if text.len() > MAX_SETTINGS_BYTES {
            return default;
        }
        let Ok(read) = serde_json::from_str::<Vec<String>>(text) else { return default };
        let number = |i: usize| read.get(i).and_then(|n| n.parse::<usize>().ok());
        let players = number(0).filter(|n| (1..=SEATS).contains(n)).unwrap_or(default.players);
        let level = named(&LEVELS, read.get(1)).unwrap_or(default.level);
        let places = named(&PLACE_MODES, read.get(2)).unwrap_or(default.places);
        let start = match (read.get(3).map(String::as_str), number(3)) {
            (Some(RANDOM), _) => None,
            (_, Some(p)) if p < SEATS => Some(p),
            _ => default.start,
        };
        let seats: Option<Vec<Seat>> =
            (4..4 + SEATS).map(|i| read.get(i).and_then(|n| Seat::parse(n))).collect();
        let names = read
            .get(4 + SEATS..4 + 2 * SEATS)
            .map(|names| names.iter().map(|n| n.chars().take(MAX_NAME_CHARS).collect()).collect());
        let tail = 4 + 2 * SEATS;
        let bits = |i: usize| read.get(tail + i).and_then(|n| n.parse::<u32>().ok());
        Settings {
            players,
            names: names.unwrap_or(default.names),
            seats: seats.unwrap_or(default.seats),
            level,
            places,
            start,
            companion: read.get(tail).is_some_and(|c| c == COMPANION),
            here: bits(1).filter(|&h| h < 1 << SEATS).map_or(default.here, |h| h as u8),
            cards: bits(2).filter(|&c| c < 1 << PLACES).unwrap_or(default.cards),
        }
    }

    /// The settings as stored (see [`Settings`]).
    pub fn to_json(&self) -> String {
        let head = [
            self.players.to_string(),
            name_of(&self.level, &LEVELS).to_string(),
            name_of(&self.places, &PLACE_MODES).to_string(),
            self.start.map_or_else(|| RANDOM.to_string(), |p| p.to_string()),
        ];
        let seats = self.seats.iter().map(|s| s.name().to_string());
        let companion = [
            if self.companion { COMPANION } else { "app" }.to_string(),
            self.here.to_string(),
            self.cards.to_string(),
        ];
        let list: Vec<String> =
            head.into_iter().chain(seats).chain(self.names.iter().cloned()).chain(companion).collect();
        serde_json::to_string(&list).expect("settings are written")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::Level;

    #[test]
    fn settings_read_back_bounded_and_checked() {
        let mine = Settings {
            players: 4,
            names: ["Zoé", "B", "", "D", "E"].map(String::from).to_vec(),
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Normal),
                Seat::Human,
                Seat::Computer(Level::Hard),
                Seat::Human,
            ],
            level: SoloLevel::Special,
            places: PlaceMode::Cards,
            start: None,
            companion: true,
            here: 0b101,
            cards: 0xF0F0F,
        };
        let json = mine.to_json();
        assert_eq!(
            json,
            r#"["4","special","cards","random","human","normal","human","hard","human","Zoé","B","","D","E","companion","5","986895"]"#
        );
        assert_eq!(Settings::parse(&json), mine);
        // Settings stored before the game beside the physical one: its defaults.
        let before = Settings::parse(&format!("{}]", json.split(",\"companion\"").next().unwrap()));
        let default = Settings::default();
        let old = Settings { companion: false, here: default.here, cards: default.cards, ..mine.clone() };
        assert_eq!(before, old);
        let json = old.to_json();
        assert!(json.ends_with(&format!(r#""E","app","1","{}"]"#, default.cards)), "{json}");
        // Bounded: seats beyond five, places beyond thirty.
        let wild = Settings::parse(&mine.to_json().replace(r#""5","986895""#, r#""99","9999999999""#));
        assert_eq!((wild.here, wild.cards), (default.here, default.cards));
        let json = mine.to_json();
        // Settings stored before seats had levels: their computer seats are Normal.
        let older = json.replace("\"hard\"", "\"computer\"");
        assert_eq!(Settings::parse(&older).seats[3], Seat::Computer(Level::Normal));
        assert_eq!(Settings::parse(&Settings { start: Some(3), ..mine.clone() }.to_json()).start, Some(3));
        assert_eq!(Settings::parse(&Settings::default().to_json()), Settings::default());
        // Not settings: the defaults.
        for bad in ["", "null", "[]", "{", "{\"players\":2}", "\"x\"", "[1,2]", "[\"x\"]"] {
            assert_eq!(Settings::parse(bad), Settings::default(), "{bad}");
        }
        let long = format!("[\"{}\"]", "a".repeat(MAX_SETTINGS_BYTES));
        assert_eq!(Settings::parse(&long), Settings::default());
        // A bad value falls back to its default, the rest stays.
        let fixed = Settings::parse(&json.replace("[\"4\"", "[\"9\""));
        assert_eq!(fixed, Settings { players: 2, ..mine.clone() });
        let fixed = Settings::parse(&json.replace("\"random\"", "\"7\""));
        assert_eq!(fixed, Settings { start: Some(0), ..mine.clone() });
        let fixed = Settings::parse(&json.replace("\"special\"", "\"hard\""));
        assert_eq!(fixed, Settings { level: SoloLevel::Standard, ..mine.clone() });
        let fixed =
            Settings::parse(&json.replace("\"hard\",\"human\",\"Zoé\"", "\"robot\",\"human\",\"Zoé\""));
        assert_eq!(fixed, Settings { seats: Settings::default().seats, ..mine.clone() });
        let fixed = Settings::parse(&json.replace(",\"E\",", ","));
        // One name short: what follows the names is read one place early, and checked.
        assert_eq!((fixed.companion, fixed.here, fixed.cards), (false, 1, Settings::default().cards));
        let long = Settings::parse(&json.replace("Zoé", &"Z".repeat(40)));
        assert_eq!(long.names[0], "Z".repeat(MAX_NAME_CHARS));
    }
}

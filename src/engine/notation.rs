//! The notation of actions: one short token per decision, as saves (from version 4) and shared
//! links store them. A token is an upper-case letter, the verb, followed by lower-case letters
//! and digits; a game's actions are their tokens one after the other, with nothing between
//! them (`TkSrF03`), so a whole game fits in a link.
//!
//! Things are named by stable identifiers, never by their position in a data table: cities by
//! their printed number (one character, `0` for Orléans then `1`–`9`, `a`–`m` for 10–22), a
//! connection by its two cities (lower first), a place by its two-letter code in
//! [`PLACE_CODES`], a solo card by its printed name (and its edition's number, for an exchange
//! card of a later edition than the first: `1b2`), deeds and Bank rows by their printed order
//! from 1.
//!
//! | Action | Token |
//! |---|---|
//! | `Take(f)`, `Recruit(f)`, `Imitate(f)` | `Tk`, `Rf`, `Is` (followers `f` `b` `k` `c` `t` `s`) |
//! | `Next(i)` | `N1` (index into the pending bonuses) |
//! | `Decline`, `KeepGoods` | `D`, `K` |
//! | `Standard(s)` | `Sg` mark a good, `Sr` road, `Sw` waterway, `Sc` coin, `Sp` post, `Sa` place, `Sd` develop |
//! | `UsePlace(p)`, `Acquire(p)` | `Uwi`, `Awi` (the Winery) |
//! | `Deed(d)` | `E1`–`E5` (the printed deed number) |
//! | `GainCoin(r)`, `Spend(r)` | `C1`, `X3` (Bank rows 1–3, top to bottom) |
//! | `MarkGood(g)` | `Mw` (goods `g` grain, `c` cheese, `w` wine, `o` wool, `b` brocade) |
//! | `Swap(a, b)` | `Wgo` |
//! | `Fill(c)`, `Build(c)` | `F03` (Orléans–3), `B5` (city 5) |
//! | `Pay(n)` | `P2` |
//! | `Choose(c)` | `Hc` coin, `Hd` develop, `Hcc`, `Hcd`, `Hdd` |
//! | `Jeanne(t)` | `J3blk`: the card's printed name, the arrow (`l`, `r`), the follower (her card's effect follows from them) |
//! | `Draw(f)`, `Card(c)`, `Remove(p)` (chance) | `Gk`, `V3b`, `Owi` |
//! | `Claim(Post(c))`, `Claim(Place(p))` | `Lp5` (city 5), `Lawi` (the Winery) |
//! | `Claim(Yellow(y))` | `Lyw` Warehouse citizen, `Lyb` Bank citizen, `Lys1`–`Lys5` Bank column shields, `Lyd1`, `Lyd2` development citizens, `Lyc` city 22's citizen, `Lye1`–`Lye5` deeds |
//! | `Told` | `Z` |
//!
//! `action.to_string().parse() == Ok(action)` for every action, and [`read_all`] of
//! [`write_all`] gives the list back. The word notation of saves of versions 2 and 3 is read by
//! [`legacy`].

pub mod legacy;

use std::fmt;
use std::str::FromStr;

use crate::engine::action::JeanneTurn;
use crate::engine::action::{Action, Choice, Claim, Standard};
use crate::engine::data::{Arrow, Exchange, PlaceKey, CITIES, CONNECTIONS, PLACES, SOLO_CARDS};
use crate::engine::types::{CityId, ConnectionId, Follower, Good, PlaceId, Yellow};

/// [D-12] The stable code of each place in saves and links: two letters, never reused.
pub const PLACE_CODES: [(PlaceKey, &str); 30] = [
    (PlaceKey::Stable, "st"),
    (PlaceKey::Library, "li"),
    (PlaceKey::Mill, "mi"),
    (PlaceKey::Brewery, "br"),
    (PlaceKey::Fields, "fi"),
    (PlaceKey::Cemetery, "ce"),
    (PlaceKey::Distillery, "di"),
    (PlaceKey::Archives, "ar"),
    (PlaceKey::FishingBoat, "fb"),
    (PlaceKey::TradeRoute, "tr"),
    (PlaceKey::Treehouse, "th"),
    (PlaceKey::Hayrick, "ha"),
    (PlaceKey::CheeseDairy, "cd"),
    (PlaceKey::Carpentry, "ca"),
    (PlaceKey::TwoMaster, "tm"),
    (PlaceKey::FourHorseTeam, "fh"),
    (PlaceKey::Tavern, "ta"),
    (PlaceKey::Architect, "ac"),
    (PlaceKey::Winery, "wi"),
    (PlaceKey::Confessional, "co"),
    (PlaceKey::Falconry, "fa"),
    (PlaceKey::Guesthouse, "gu"),
    (PlaceKey::ConsultingOffice, "cs"),
    (PlaceKey::Park, "pa"),
    (PlaceKey::Storehouse, "sh"),
    (PlaceKey::School, "sc"),
    (PlaceKey::Goldsmith, "go"),
    (PlaceKey::Circus, "ci"),
    (PlaceKey::Machinery, "ma"),
    (PlaceKey::Observatory, "ob"),
];

const FOLLOWERS: [(Follower, char); 6] = [
    (Follower::Farmer, 'f'),
    (Follower::Boatman, 'b'),
    (Follower::Knight, 'k'),
    (Follower::Craftsman, 'c'),
    (Follower::Trader, 't'),
    (Follower::Scholar, 's'),
];

const GOODS: [(Good, char); 5] =
    [(Good::Grain, 'g'), (Good::Cheese, 'c'), (Good::Wine, 'w'), (Good::Wool, 'o'), (Good::Brocade, 'b')];

const STANDARDS: [(Standard, char); 7] = [
    (Standard::MarkGood, 'g'),
    (Standard::FillRoad, 'r'),
    (Standard::FillWaterway, 'w'),
    (Standard::GainCoin, 'c'),
    (Standard::BuildPost, 'p'),
    (Standard::AcquirePlace, 'a'),
    (Standard::Develop, 'd'),
];

const CHOICES: [(Choice, &str); 5] = [
    (Choice::Coin, "c"),
    (Choice::Develop, "d"),
    (Choice::TwoCoins, "cc"),
    (Choice::CoinAndDevelop, "cd"),
    (Choice::TwoDevelop, "dd"),
];

const ARROWS: [(Arrow, char); 2] = [(Arrow::Right, 'r'), (Arrow::Left, 'l')];

/// The yellow bonuses without a number; those with one (Bank column shields `s`, development
/// citizens `d`, deeds `e`) are written with their printed number from 1.
const YELLOWS: [(Yellow, char); 3] =
    [(Yellow::WarehouseCitizen, 'w'), (Yellow::BankCitizen, 'b'), (Yellow::City22Citizen, 'c')];

/// The code of `value` in `table` (every table lists every value).
fn code<T: PartialEq, C: Copy + Default>(table: &[(T, C)], value: T) -> C {
    table.iter().find(|(v, _)| *v == value).map_or_else(C::default, |&(_, c)| c)
}

/// Jeanne's turn with `card`, `arrow` and `follower`, its effect read from the card.
pub(crate) fn jeanne_turn(card: u8, arrow: Arrow, follower: Follower) -> Option<JeanneTurn> {
    let &(_, effect) = SOLO_CARDS.get(usize::from(card))?.face.iter().find(|(f, _)| *f == follower)?;
    Some(JeanneTurn { card, arrow, follower, effect })
}

/// The connection between cities `a` and `b` (lower first), if there is one.
fn connection_between(a: CityId, b: CityId) -> Option<ConnectionId> {
    CONNECTIONS.iter().position(|l| (l.a, l.b) == (a, b)).map(|i| i as ConnectionId)
}

/// The one-character code of a city: its printed number in base 36.
fn city_code(city: CityId) -> char {
    char::from_digit(u32::from(city), 36).unwrap_or('?')
}

/// The code of a place (by its identity, not its position).
fn place_code(place: PlaceId) -> &'static str {
    PLACES.get(usize::from(place)).map_or("??", |p| code(&PLACE_CODES, p.key))
}

/// The code of a yellow bonus.
fn yellow_code(y: Yellow, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match y {
        Yellow::BankColumnShield(c) => write!(f, "s{}", u16::from(c) + 1),
        Yellow::FirstDevCitizen => f.write_str("d1"),
        Yellow::SecondDevCitizen => f.write_str("d2"),
        Yellow::Deed(d) => write!(f, "e{}", u16::from(d) + 1),
        _ => write!(f, "{}", code(&YELLOWS, y)),
    }
}

/// The code of a solo card: its printed name in lower case, followed for an exchange card of
/// a later edition than the first by the edition's number (`1b2`): the first edition's codes
/// are those of the saves written before there were editions.
fn card_code(card: u8) -> String {
    let name = SOLO_CARDS.get(usize::from(card)).map_or("?", |c| c.name).to_ascii_lowercase();
    match Exchange::of_card(card).filter(|&e| e != Exchange::First) {
        Some(e) => format!("{name}{}", e.number()),
        None => name,
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let follower = |x| code(&FOLLOWERS, x);
        let good = |g| code(&GOODS, g);
        match *self {
            Action::Take(x) => write!(f, "T{}", follower(x)),
            Action::Recruit(x) => write!(f, "R{}", follower(x)),
            Action::Next(i) => write!(f, "N{i}"),
            Action::Decline => f.write_str("D"),
            Action::Standard(s) => write!(f, "S{}", code(&STANDARDS, s)),
            Action::UsePlace(p) => write!(f, "U{}", place_code(p)),
            Action::Deed(d) => write!(f, "E{}", u16::from(d) + 1),
            Action::Imitate(x) => write!(f, "I{}", follower(x)),
            Action::GainCoin(r) => write!(f, "C{}", u16::from(r) + 1),
            Action::Spend(r) => write!(f, "X{}", u16::from(r) + 1),
            Action::MarkGood(g) => write!(f, "M{}", good(g)),
            Action::Fill(c) => match CONNECTIONS.get(usize::from(c)) {
                Some(l) => write!(f, "F{}{}", city_code(l.a), city_code(l.b)),
                None => f.write_str("F??"),
            },
            Action::Build(c) => write!(f, "B{}", city_code(c)),
            Action::Acquire(p) => write!(f, "A{}", place_code(p)),
            Action::Pay(n) => write!(f, "P{n}"),
            Action::Swap(a, b) => write!(f, "W{}{}", good(a), good(b)),
            Action::KeepGoods => f.write_str("K"),
            Action::Choose(c) => write!(f, "H{}", code(&CHOICES, c)),
            Action::Jeanne(t) => {
                write!(f, "J{}{}{}", card_code(t.card), code(&ARROWS, t.arrow), follower(t.follower))
            }
            Action::Draw(x) => write!(f, "G{}", follower(x)),
            Action::Card(c) => write!(f, "V{}", card_code(c)),
            Action::Remove(p) => write!(f, "O{}", place_code(p)),
            Action::Claim(Claim::Post(c)) => write!(f, "Lp{}", city_code(c)),
            Action::Claim(Claim::Place(p)) => write!(f, "La{}", place_code(p)),
            Action::Claim(Claim::Yellow(y)) => {
                f.write_str("Ly")?;
                yellow_code(y, f)
            }
            Action::Told => f.write_str("Z"),
        }
    }
}

/// A text that is not an action's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” is not an action", self.0)
    }
}

impl std::error::Error for ParseActionError {}

/// The rest of a token, read from the front; `None` means "not an action".
struct Token<'a>(&'a str);

impl Token<'_> {
    fn char(&mut self) -> Option<char> {
        let c = self.0.chars().next()?;
        self.0 = &self.0[c.len_utf8()..];
        Some(c)
    }

    fn one_of<T: Copy>(&mut self, table: &[(T, char)]) -> Option<T> {
        let c = self.char()?;
        table.iter().find(|(_, code)| *code == c).map(|&(v, _)| v)
    }

    /// A number written without leading zeros (so that each number has one spelling).
    fn number(&mut self) -> Option<u8> {
        let digits = self.0.len() - self.0.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (text, rest) = self.0.split_at(digits);
        if text.len() > 1 && text.starts_with('0') {
            return None;
        }
        self.0 = rest;
        text.parse().ok()
    }

    /// A printed number from 1 (deeds, Bank rows), as its 0-based index below `count`.
    fn printed(&mut self, count: u8) -> Option<u8> {
        let n = self.number()?;
        (1..=count).contains(&n).then(|| n - 1)
    }

    fn city(&mut self) -> Option<CityId> {
        let c = self.char()?;
        let city = c.to_digit(36).filter(|_| !c.is_ascii_uppercase())? as usize;
        (city < CITIES.len()).then_some(city as CityId)
    }

    fn place(&mut self) -> Option<PlaceId> {
        let text = self.0.get(..2)?;
        self.0 = &self.0[2..];
        let &(key, _) = PLACE_CODES.iter().find(|(_, c)| *c == text)?;
        PLACES.iter().position(|p| p.key == key).map(|i| i as PlaceId)
    }

    fn card(&mut self) -> Option<u8> {
        let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let number = digits(self.0);
        // An exchange card: `b`, then its edition's number after the first.
        let len = match self.0[number..].strip_prefix('b') {
            Some(after) => number + 1 + digits(after),
            None => number,
        };
        let (text, rest) = self.0.split_at(len);
        self.0 = rest;
        (0..SOLO_CARDS.len() as u8).find(|&c| card_code(c) == text)
    }

    fn yellow(&mut self) -> Option<Yellow> {
        Some(match self.char()? {
            's' => Yellow::BankColumnShield(self.printed(5)?),
            'd' => [Yellow::FirstDevCitizen, Yellow::SecondDevCitizen][usize::from(self.printed(2)?)],
            'e' => Yellow::Deed(self.printed(5)?),
            c => YELLOWS.iter().find(|(_, code)| *code == c)?.0,
        })
    }

    fn claim(&mut self) -> Option<Claim> {
        Some(match self.char()? {
            'p' => Claim::Post(self.city()?),
            'a' => Claim::Place(self.place()?),
            'y' => Claim::Yellow(self.yellow()?),
            _ => return None,
        })
    }

    fn action(&mut self) -> Option<Action> {
        let action = match self.char()? {
            'T' => Action::Take(self.one_of(&FOLLOWERS)?),
            'R' => Action::Recruit(self.one_of(&FOLLOWERS)?),
            'N' => Action::Next(self.number()?),
            'D' => Action::Decline,
            'S' => Action::Standard(self.one_of(&STANDARDS)?),
            'U' => Action::UsePlace(self.place()?),
            'E' => Action::Deed(self.printed(5)?),
            'I' => Action::Imitate(self.one_of(&FOLLOWERS)?),
            'C' => Action::GainCoin(self.printed(3)?),
            'X' => Action::Spend(self.printed(3)?),
            'M' => Action::MarkGood(self.one_of(&GOODS)?),
            'F' => {
                let (a, b) = (self.city()?, self.city()?);
                Action::Fill(connection_between(a, b).filter(|_| a < b)?)
            }
            'B' => Action::Build(self.city()?),
            'A' => Action::Acquire(self.place()?),
            'P' => Action::Pay(self.number()?),
            'W' => Action::Swap(self.one_of(&GOODS)?, self.one_of(&GOODS)?),
            'K' => Action::KeepGoods,
            'H' => {
                let &(choice, _) = CHOICES.iter().find(|(_, c)| *c == self.0)?;
                self.0 = "";
                Action::Choose(choice)
            }
            'J' => {
                let card = self.card()?;
                let arrow = self.one_of(&ARROWS)?;
                Action::Jeanne(jeanne_turn(card, arrow, self.one_of(&FOLLOWERS)?)?)
            }
            'G' => Action::Draw(self.one_of(&FOLLOWERS)?),
            'V' => Action::Card(self.card()?),
            'O' => Action::Remove(self.place()?),
            'L' => Action::Claim(self.claim()?),
            'Z' => Action::Told,
            _ => return None,
        };
        // Nothing may follow.
        self.0.is_empty().then_some(action)
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads one token.
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        Token(s).action().ok_or_else(|| ParseActionError(s.to_string()))
    }
}

/// The tokens of `actions`, one after the other.
pub fn write_all(actions: &[Action]) -> String {
    use fmt::Write;
    let mut out = String::with_capacity(3 * actions.len());
    for a in actions {
        let _ = write!(out, "{a}");
    }
    out
}

/// Reads a list of tokens as [`write_all`] writes them; the error quotes the first token that is
/// not an action (a text starting with something else than a verb is one such token).
pub fn read_all(text: &str) -> Result<Vec<Action>, ParseActionError> {
    let mut actions = Vec::with_capacity(text.len() / 2);
    let mut rest = text;
    while !rest.is_empty() {
        let end =
            rest.char_indices().skip(1).find(|(_, c)| c.is_ascii_uppercase()).map_or(rest.len(), |(i, _)| i);
        let (token, next) = rest.split_at(end);
        actions.push(token.parse()?);
        rest = next;
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back_what_it_writes() {
        let turn = jeanne_turn(16, Arrow::Left, Follower::Knight).unwrap();
        let winery = PLACES.iter().position(|p| p.key == PlaceKey::Winery).unwrap() as PlaceId;
        let orleans_3 = connection_between(0, 3).unwrap();
        let cases = [
            (Action::Take(Follower::Knight), "Tk"),
            (Action::Standard(Standard::FillWaterway), "Sw"),
            (Action::Swap(Good::Grain, Good::Wool), "Wgo"),
            (Action::Choose(Choice::CoinAndDevelop), "Hcd"),
            (Action::Choose(Choice::Coin), "Hc"),
            (Action::GainCoin(2), "C3"),
            (Action::Deed(0), "E1"),
            (Action::KeepGoods, "K"),
            (Action::Next(12), "N12"),
            (Action::Fill(orleans_3), "F03"),
            (Action::Build(22), "Bm"),
            (Action::Acquire(winery), "Awi"),
            (Action::UsePlace(winery), "Uwi"),
            (Action::Jeanne(turn), "J3blk"),
            (Action::Jeanne(jeanne_turn(13, Arrow::Right, Follower::Farmer).unwrap()), "J14rf"),
            (Action::Draw(Follower::Trader), "Gt"),
            (Action::Card(16), "V3b"),
            (Action::Card(21), "V4b2"),
            (Action::Jeanne(jeanne_turn(18, Arrow::Right, Follower::Knight).unwrap()), "J1b2rk"),
            (Action::Card(0), "V1"),
            (Action::Remove(winery), "Owi"),
            (Action::Claim(Claim::Post(0)), "Lp0"),
            (Action::Claim(Claim::Post(22)), "Lpm"),
            (Action::Claim(Claim::Place(winery)), "Lawi"),
            (Action::Claim(Claim::Yellow(Yellow::WarehouseCitizen)), "Lyw"),
            (Action::Claim(Claim::Yellow(Yellow::BankCitizen)), "Lyb"),
            (Action::Claim(Claim::Yellow(Yellow::City22Citizen)), "Lyc"),
            (Action::Claim(Claim::Yellow(Yellow::BankColumnShield(4))), "Lys5"),
            (Action::Claim(Claim::Yellow(Yellow::FirstDevCitizen)), "Lyd1"),
            (Action::Claim(Claim::Yellow(Yellow::SecondDevCitizen)), "Lyd2"),
            (Action::Claim(Claim::Yellow(Yellow::Deed(2))), "Lye3"),
            (Action::Told, "Z"),
        ];
        for (action, text) in cases {
            assert_eq!(action.to_string(), text);
            assert_eq!(text.parse::<Action>(), Ok(action));
        }
        let all: Vec<Action> = cases.iter().map(|(a, _)| *a).collect();
        assert_eq!(read_all(&write_all(&all)), Ok(all));
    }

    #[test]
    fn every_place_has_one_code_of_two_letters() {
        for p in &PLACES {
            let codes: Vec<&str> = PLACE_CODES.iter().filter(|(k, _)| *k == p.key).map(|(_, c)| *c).collect();
            assert_eq!(codes.len(), 1, "{:?}", p.key);
            assert!(codes[0].len() == 2 && codes[0].chars().all(|c| c.is_ascii_lowercase()));
            assert_eq!(PLACE_CODES.iter().filter(|(_, c)| *c == codes[0]).count(), 1, "{} twice", codes[0]);
        }
    }

    #[test]
    fn anything_else_is_refused_with_the_text() {
        for text in [
            "", "T", "Tm", "Tkk", "N", "N01", "N300", "tk", "E0", "E6", "C0", "C4", "F30", "F04", "Fzz",
            "Bn", "BA", "Axx", "Aw", "J99lk", "J1bxk", "V99", "V1B", "Gm", "O", "H", "Hx", "Hcdd", "Zz", "é",
            "L", "Lp", "Lpn", "Lx5", "Law", "Lay", "Ly", "Lyx", "Lys0", "Lys6", "Lys01", "Lyd3", "Lye6",
            "Lyw1",
        ] {
            assert_eq!(text.parse::<Action>(), Err(ParseActionError(text.to_string())), "{text:?}");
        }
        assert_eq!(read_all("TkSqMw"), Err(ParseActionError("Sq".into())));
        assert_eq!(read_all("kT"), Err(ParseActionError("k".into())));
        assert_eq!(read_all(""), Ok(Vec::new()));
    }
}

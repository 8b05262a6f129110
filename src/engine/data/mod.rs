//! Every table of the game in one place: the rulebook's numbers, and each decision ([D-n]) or
//! designed table ([C-n]) of `docs/rules.md`, tagged with its number so it can be re-tuned here.

mod map;
mod solo;

pub use map::{connections_of, City, Connection, CITIES, CONNECTIONS, CONNECTIONS_AT, CONNECTION_ENDS};
pub use solo::*;

use crate::engine::types::{Follower, Good, Yellow};

/// [D-1] The 27 follower tokens in the bag, per follower (Farmer, Boatman, Knight, Craftsman,
/// Trader, Scholar).
pub const TOKEN_MIX: [u8; 6] = [5, 5, 5, 4, 4, 4];

/// Total number of follower tokens.
pub const TOKENS: u8 = 27;

/// [D-2] The coin printed as already circled: Bank row 1 (index 0), first coin.
pub const START_COIN_ROW: usize = 0;

/// Per player count (index = players), the rulebook's counts (RULES 3 and 4).
pub struct PlayerCount {
    /// Tokens drawn and laid out each round.
    pub draw: u8,
    /// Tokens set aside in the waiting area at setup and at each refill.
    pub set_aside: u8,
    /// Cities crossed out at setup (their connections cannot be filled).
    pub crossed_cities: &'static [u8],
    /// Whether beneficial deed 5 is crossed out.
    pub deed5_crossed: bool,
    /// Places of a category that must be acquired before the next one opens.
    pub opening: u8,
}

/// The counts for `players` players (2–5).
pub fn player_count(players: u8) -> &'static PlayerCount {
    const TWO: PlayerCount = PlayerCount {
        draw: 5,
        set_aside: 2,
        crossed_cities: &[18, 19, 20, 21, 22],
        deed5_crossed: true,
        opening: 1,
    };
    const THREE: PlayerCount = PlayerCount {
        draw: 4,
        set_aside: 3,
        crossed_cities: &[20, 21, 22],
        deed5_crossed: false,
        opening: 1,
    };
    const FOUR: PlayerCount =
        PlayerCount { draw: 5, set_aside: 2, crossed_cities: &[], deed5_crossed: false, opening: 2 };
    const FIVE: PlayerCount =
        PlayerCount { draw: 6, set_aside: 3, crossed_cities: &[], deed5_crossed: false, opening: 2 };
    match players {
        2 => &TWO,
        3 => &THREE,
        4 => &FOUR,
        _ => &FIVE,
    }
}

/// Monks on a sheet, and the points for 0/1/2/3 recruited (RULES 4).
pub const MONKS: u8 = 3;
/// Points at the end for 0, 1, 2 or 3 Monks recruited.
pub const MONK_POINTS: [u16; 4] = [7, 6, 4, 0];

/// Something a sheet gives when a condition is met (a filled column, a marked box…).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bonus {
    /// Circle this many coins.
    Coins(u8),
    /// Mark one good of your choice.
    AnyGood,
    /// Mark this many development boxes.
    Develop(u8),
    /// Circle one shield.
    Shield,
    /// A Monk action.
    MonkAction,
    /// This follower's action, as if taken (without "taking").
    FollowerAction(Follower),
    /// Build a trading post without paying.
    FreePost,
    /// Points at the end (the sheet shows them circled; scoring reads them).
    EndPoints(u8),
    /// A citizen: always a yellow bonus, named here.
    Citizen(Yellow),
}

/// Warehouse: boxes per row.
pub const WAREHOUSE_BOXES: u8 = 5;
/// [D-6] Points for a complete row: grain, cheese, wine, wool, brocade.
pub const WAREHOUSE_ROW_POINTS: [u16; 5] = [3, 4, 5, 6, 7];
/// Warehouse column bonuses (RULES 6.1), column 1 to 5.
pub const WAREHOUSE_COLUMN_BONUS: [Bonus; 5] = [
    Bonus::Coins(2),
    Bonus::MonkAction,
    Bonus::Develop(4),
    Bonus::EndPoints(5),
    Bonus::Citizen(Yellow::WarehouseCitizen),
];

/// Bank: rows and coins per row.
pub const BANK_ROWS: usize = 3;
/// Coins in each Bank row.
pub const BANK_COINS: u8 = 5;
/// [D-7] Bonus of a Bank row once all its coins are circled, rows 1 to 3.
pub const BANK_ROW_BONUS: [Bonus; BANK_ROWS] =
    [Bonus::MonkAction, Bonus::EndPoints(4), Bonus::Citizen(Yellow::BankCitizen)];
/// [D-7] Bonus of a Bank column once its three coins are crossed, columns 1 to 5. Each column
/// also carries the yellow shield `Yellow::BankColumnShield`.
pub const BANK_COLUMN_BONUS: [Bonus; 5] = [
    Bonus::FollowerAction(Follower::Farmer),
    Bonus::Develop(2),
    Bonus::FreePost,
    Bonus::MonkAction,
    Bonus::EndPoints(7),
];

/// [D-8] The Depot's shields, left to right, and their values.
pub const SHIELDS: [u16; 8] = [2, 2, 3, 3, 4, 4, 5, 5];

/// One box of the development track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DevBox {
    /// The development level this box sets, if it carries a level symbol.
    pub level: Option<u8>,
    /// The bonus printed on it, if any.
    pub bonus: Option<Bonus>,
}

const fn dev(level: Option<u8>, bonus: Option<Bonus>) -> DevBox {
    DevBox { level, bonus }
}
const PLAIN: DevBox = dev(None, None);

/// [D-9] The development track: 30 boxes (index 0 is box 1). Level symbols at boxes 4, 9, 15,
/// 21, 28; bonuses: coins at 2 and 17, Monk actions at 6 and 20, citizens (yellow) at 7 and 19,
/// goods at 11 and 26, shields at 13 and 24.
pub const DEV_TRACK: [DevBox; 30] = [
    PLAIN,                                                     // 1
    dev(None, Some(Bonus::Coins(1))),                          // 2
    PLAIN,                                                     // 3
    dev(Some(2), None),                                        // 4
    PLAIN,                                                     // 5
    dev(None, Some(Bonus::MonkAction)),                        // 6
    dev(None, Some(Bonus::Citizen(Yellow::FirstDevCitizen))),  // 7
    PLAIN,                                                     // 8
    dev(Some(3), None),                                        // 9
    PLAIN,                                                     // 10
    dev(None, Some(Bonus::AnyGood)),                           // 11
    PLAIN,                                                     // 12
    dev(None, Some(Bonus::Shield)),                            // 13
    PLAIN,                                                     // 14
    dev(Some(4), None),                                        // 15
    PLAIN,                                                     // 16
    dev(None, Some(Bonus::Coins(1))),                          // 17
    PLAIN,                                                     // 18
    dev(None, Some(Bonus::Citizen(Yellow::SecondDevCitizen))), // 19
    dev(None, Some(Bonus::MonkAction)),                        // 20
    dev(Some(5), None),                                        // 21
    PLAIN,                                                     // 22
    PLAIN,                                                     // 23
    dev(None, Some(Bonus::Shield)),                            // 24
    PLAIN,                                                     // 25
    dev(None, Some(Bonus::AnyGood)),                           // 26
    PLAIN,                                                     // 27
    dev(Some(6), None),                                        // 28
    PLAIN,                                                     // 29
    PLAIN,                                                     // 30
];

/// The development level after marking `boxes` boxes (1 before any symbol).
pub fn level_after(boxes: u8) -> u8 {
    DEV_TRACK[..boxes as usize].iter().rev().find_map(|b| b.level).unwrap_or(1)
}

/// A piece of an effect, done in order. Used by places, deeds and the standard actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gain {
    /// Circle a coin (choose the row).
    Coin,
    /// Mark a good of your choice.
    AnyGood,
    /// Mark this good.
    Good(Good),
    /// Mark this many development boxes.
    Develop(u8),
    /// Fill a road.
    Road,
    /// Fill a waterway.
    Waterway,
    /// Spend 1 coin and build a trading post.
    PaidPost,
    /// One development per complete Warehouse column.
    DevelopPerWarehouseColumn,
    /// One development per fully crossed Bank column.
    DevelopPerBankColumn,
    /// One development per trading post.
    DevelopPerPost,
}

/// A beneficial deed (RULES 8).
pub struct Deed {
    /// The three follower spaces.
    pub spaces: [Follower; 3],
    /// What marking a space gives.
    pub effect: &'static [Gain],
    /// The yellow completion bonus.
    pub completion: Bonus,
}

/// [D-10] The five beneficial deeds.
pub const DEEDS: [Deed; 5] = [
    Deed {
        spaces: [Follower::Farmer, Follower::Boatman, Follower::Scholar],
        effect: &[Gain::AnyGood, Gain::Develop(1)],
        completion: Bonus::FollowerAction(Follower::Craftsman),
    },
    Deed {
        spaces: [Follower::Knight, Follower::Farmer, Follower::Boatman],
        effect: &[Gain::Road],
        completion: Bonus::MonkAction,
    },
    Deed {
        spaces: [Follower::Craftsman, Follower::Trader, Follower::Scholar],
        effect: &[Gain::Coin, Gain::Develop(1)],
        completion: Bonus::FollowerAction(Follower::Craftsman),
    },
    Deed {
        spaces: [Follower::Trader, Follower::Farmer, Follower::Knight],
        effect: &[Gain::Coin, Gain::AnyGood],
        completion: Bonus::Citizen(Yellow::Deed(3)),
    },
    Deed {
        spaces: [Follower::Boatman, Follower::Craftsman, Follower::Scholar],
        effect: &[Gain::AnyGood, Gain::Develop(1)],
        completion: Bonus::Citizen(Yellow::Deed(4)),
    },
];

/// What a place does (RULES 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceKind {
    /// Option (B) with this follower (`None`: any follower, the Circus).
    Action(Option<Follower>, &'static [Gain]),
    /// The Circus: with any follower, choose 2 coins, 1 coin + 1 development, or 2 development.
    Circus,
    /// A "+" place: its effect each time you *take* this follower, before the action.
    Plus(Follower, PlusEffect),
    /// A passive ability.
    Passive(Passive),
    /// The School: a taken Scholar may act as any other follower.
    School,
    /// The Observatory: with a recruited Monk, develop up to the next level symbol.
    Observatory,
}

/// The effect of a "+" place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlusEffect {
    /// Distillery: gain 1 coin.
    Coin,
    /// Archives: mark 1 development.
    Develop,
    /// Carpentry: gain 1 coin or mark 1 development.
    CoinOrDevelop,
    /// Consulting Office, Machinery: mark 1 good of your choice.
    AnyGood,
}

/// A passive place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passive {
    /// Cemetery: acquiring a place costs 1 coin less (paying in full stays allowed).
    Cemetery,
    /// Treehouse: on a filled road, one good shown may be swapped for another.
    Treehouse,
    /// Tavern: trading posts may be built in crossed-out cities.
    Tavern,
}

/// The identity of a place: the language layer names it, the tests find it by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceKey {
    Stable,
    Library,
    Mill,
    Brewery,
    Fields,
    Cemetery,
    Distillery,
    Archives,
    FishingBoat,
    TradeRoute,
    Treehouse,
    Hayrick,
    CheeseDairy,
    Carpentry,
    TwoMaster,
    FourHorseTeam,
    Tavern,
    Architect,
    Winery,
    Confessional,
    Falconry,
    Guesthouse,
    ConsultingOffice,
    Park,
    Storehouse,
    School,
    Goldsmith,
    Circus,
    Machinery,
    Observatory,
}

/// A place card (or printed place).
pub struct Place {
    /// Which place it is.
    pub key: PlaceKey,
    /// Category 1–5 (I–V).
    pub category: u8,
    /// Whether it is one of the 20 places printed on the sheet.
    pub printed: bool,
    /// What it does.
    pub kind: PlaceKind,
}

const fn place(key: PlaceKey, category: u8, printed: bool, kind: PlaceKind) -> Place {
    Place { key, category, printed, kind }
}

use Follower::*;
use PlaceKey::*;
use PlaceKind::{Action as Act, Passive as Pas, Plus};

/// [D-12] The 30 places, 6 per category in the rulebook's order: the follower that activates each
/// action place, and the 20 printed places (`printed: true`).
pub const PLACES: [Place; 30] = [
    place(Stable, 1, true, Act(Some(Craftsman), &[Gain::Coin, Gain::AnyGood])),
    place(Library, 1, true, Act(Some(Scholar), &[Gain::Develop(2)])),
    place(Mill, 1, true, Act(Some(Boatman), &[Gain::Coin, Gain::Develop(1)])),
    place(Brewery, 1, true, Act(Some(Trader), &[Gain::Coin, Gain::Coin])),
    place(Fields, 1, false, Act(Some(Boatman), &[Gain::Develop(1), Gain::AnyGood])),
    place(Cemetery, 1, false, Pas(Passive::Cemetery)),
    place(Distillery, 2, false, Plus(Trader, PlusEffect::Coin)),
    place(Archives, 2, true, Plus(Scholar, PlusEffect::Develop)),
    place(FishingBoat, 2, true, Act(Some(Boatman), &[Gain::Waterway, Gain::Coin])),
    place(TradeRoute, 2, true, Act(Some(Knight), &[Gain::Road, Gain::Develop(1)])),
    place(Treehouse, 2, false, Pas(Passive::Treehouse)),
    place(Hayrick, 2, true, Act(Some(Farmer), &[Gain::Good(Good::Grain), Gain::AnyGood])),
    place(CheeseDairy, 3, true, Act(Some(Farmer), &[Gain::Good(Good::Cheese), Gain::AnyGood])),
    place(Carpentry, 3, false, Plus(Craftsman, PlusEffect::CoinOrDevelop)),
    place(TwoMaster, 3, true, Act(Some(Boatman), &[Gain::Waterway, Gain::Waterway])),
    place(FourHorseTeam, 3, true, Act(Some(Knight), &[Gain::Road, Gain::Road])),
    place(Tavern, 3, true, Pas(Passive::Tavern)),
    place(Architect, 3, false, Act(Some(Knight), &[Gain::PaidPost])),
    place(Winery, 4, true, Act(Some(Farmer), &[Gain::Good(Good::Wine), Gain::AnyGood])),
    place(Confessional, 4, true, Act(Some(Scholar), &[Gain::Develop(3)])),
    place(Falconry, 4, true, Act(Some(Knight), &[Gain::Coin, Gain::Develop(1), Gain::AnyGood])),
    place(Guesthouse, 4, false, Act(Some(Craftsman), &[Gain::DevelopPerWarehouseColumn])),
    place(ConsultingOffice, 4, false, Plus(Scholar, PlusEffect::AnyGood)),
    place(Park, 4, true, Act(Some(Trader), &[Gain::DevelopPerBankColumn])),
    place(Storehouse, 5, true, Act(Some(Trader), &[Gain::AnyGood, Gain::AnyGood])),
    place(School, 5, true, PlaceKind::School),
    place(Goldsmith, 5, true, Act(Some(Craftsman), &[Gain::DevelopPerPost])),
    place(Circus, 5, true, PlaceKind::Circus),
    place(Machinery, 5, false, Plus(Farmer, PlusEffect::AnyGood)),
    place(Observatory, 5, false, PlaceKind::Observatory),
];

/// Places per category in play with place cards (RULES 3.4).
pub const CARDS_PER_CATEGORY: usize = 4;

/// Cost in coins of a place of `category` (RULES 9.2).
pub const fn place_cost(category: u8) -> u8 {
    if category <= 2 {
        1
    } else {
        2
    }
}

/// The places a purse of `coins` pays for (RULES 9.2), one bit per place of [`PLACES`].
pub fn affordable(coins: u8) -> u32 {
    /// By purse of 0, 1, and 2 or more coins (the dearest place costs 2), worked out once.
    const BY_PURSE: [u32; 3] = {
        let mut by_purse = [0; 3];
        let mut i = 0;
        while i < PLACES.len() {
            let mut purse = place_cost(PLACES[i].category) as usize;
            while purse < by_purse.len() {
                by_purse[purse] |= 1 << i;
                purse += 1;
            }
            i += 1;
        }
        by_purse
    };
    BY_PURSE[coins.min(2) as usize]
}

/// The places of each passive ability (by [`Passive`] as an index), one bit per place of
/// [`PLACES`]: whether a player has one is a mask test.
pub const PASSIVE_PLACES: [u32; 3] = {
    let mut masks = [0; 3];
    let mut i = 0;
    while i < PLACES.len() {
        if let PlaceKind::Passive(passive) = PLACES[i].kind {
            masks[passive as usize] |= 1 << i;
        }
        i += 1;
    }
    masks
};

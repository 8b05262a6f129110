//! Words for the UI: what an action will do, what a decision is about, what happened. Pure
//! functions of the engine's state, so they are tested natively.

use crate::engine::data::{
    self, Arrow, Bonus, Gain, JeanneMonk, JeanneRow, PlaceKind, SoloEffect, SOLO_CARDS,
};
use crate::engine::{
    Action, Area, Choice, Event, Follower, Game, Good, Icon, PlaceId, SoloLevel, Standard, Step, Via, Yellow,
};

/// "the Knight".
pub fn follower(f: Follower) -> String {
    format!("the {}", f.name())
}

/// A city's name: "Orléans" or "city 8".
pub fn city(c: u8) -> String {
    if c == 0 {
        "Orléans".into()
    } else {
        format!("city {c}")
    }
}

/// "road Orléans–5 (grain, cheese)".
pub fn connection(id: u8) -> String {
    let c = &data::CONNECTIONS[id as usize];
    let kind = match c.kind {
        crate::engine::ConnectionKind::Road => "road",
        crate::engine::ConnectionKind::Waterway => "waterway",
    };
    let icons: Vec<&str> = c
        .icons
        .iter()
        .map(|i| match i {
            Icon::Good(g) => g.name(),
            Icon::Development => "development",
        })
        .collect();
    let from = if c.a == 0 { "Orléans".to_string() } else { c.a.to_string() };
    format!("{kind} {from}–{} ({})", c.b, icons.join(", "))
}

/// What a list of gains gives: "1 coin + 1 good of your choice".
pub fn gains(list: &[Gain]) -> String {
    list.iter().map(|&g| gain(g)).collect::<Vec<_>>().join(" + ")
}

fn gain(g: Gain) -> String {
    match g {
        Gain::Coin => "1 coin".into(),
        Gain::AnyGood => "1 good of your choice".into(),
        Gain::Good(good) => format!("1 {}", good.name()),
        Gain::Develop(1) => "1 development".into(),
        Gain::Develop(n) => format!("{n} development"),
        Gain::Road => "fill 1 road".into(),
        Gain::Waterway => "fill 1 waterway".into(),
        Gain::PaidPost => "spend 1 coin to build a trading post".into(),
        Gain::DevelopPerWarehouseColumn => "1 development per complete Warehouse column".into(),
        Gain::DevelopPerBankColumn => "1 development per fully spent Bank column".into(),
        Gain::DevelopPerPost => "1 development per trading post".into(),
    }
}

/// What a place does.
pub fn place(id: PlaceId) -> String {
    let p = &data::PLACES[id as usize];
    let what = match p.kind {
        PlaceKind::Action(Some(f), list) => format!("with a {}: {}", f.name(), gains(list)),
        PlaceKind::Action(None, list) => format!("with any follower: {}", gains(list)),
        PlaceKind::Circus => "with any follower: 2 coins, or 1 coin + 1 development, or 2 development".into(),
        PlaceKind::Plus(f, effect) => {
            let e = match effect {
                data::PlusEffect::Coin => "gain 1 coin",
                data::PlusEffect::Develop => "mark 1 development",
                data::PlusEffect::CoinOrDevelop => "gain 1 coin or mark 1 development",
                data::PlusEffect::AnyGood => "mark 1 good of your choice",
            };
            format!("each time you take a {}: {e}", f.name())
        }
        PlaceKind::Passive(data::Passive::Cemetery) => "places cost 1 coin less".into(),
        PlaceKind::Passive(data::Passive::Treehouse) => {
            "when you fill a road, you may swap one good shown on it".into()
        }
        PlaceKind::Passive(data::Passive::Tavern) => "you may build in crossed-out cities".into(),
        PlaceKind::School => "a taken Scholar may act as any other follower".into(),
        PlaceKind::Observatory => "with a recruited Monk: develop up to the next level symbol".into(),
    };
    format!("{} ({}): {what}", p.name, roman(p.category))
}

/// I–V.
pub fn roman(category: u8) -> &'static str {
    ["I", "II", "III", "IV", "V"][(category - 1) as usize]
}

fn standard(s: Standard) -> &'static str {
    match s {
        Standard::MarkGood => "Standard action: mark 1 good of your choice",
        Standard::FillRoad => "Standard action: fill 1 road",
        Standard::FillWaterway => "Standard action: fill 1 waterway",
        Standard::GainCoin => "Standard action: gain 1 coin",
        Standard::BuildPost => "Standard action: spend 1 coin to build a trading post",
        Standard::AcquirePlace => "Standard action: acquire a place",
        Standard::Develop => "Standard action: mark 1 development",
    }
}

fn choice(c: Choice) -> &'static str {
    match c {
        Choice::Coin => "1 coin",
        Choice::Develop => "1 development",
        Choice::TwoCoins => "2 coins",
        Choice::CoinAndDevelop => "1 coin + 1 development",
        Choice::TwoDevelop => "2 development",
    }
}

/// What a bonus is.
pub fn bonus(b: Bonus) -> String {
    match b {
        Bonus::Coins(1) => "1 coin".into(),
        Bonus::Coins(n) => format!("{n} coins"),
        Bonus::AnyGood => "1 good of your choice".into(),
        Bonus::Develop(n) => format!("{n} development"),
        Bonus::Shield => "1 shield".into(),
        Bonus::MonkAction => "a Monk action".into(),
        Bonus::FollowerAction(f) => format!("a {} action", f.name()),
        Bonus::FreePost => "a free trading post".into(),
        Bonus::EndPoints(n) => format!("{n} points at the end"),
        Bonus::Citizen(_) => "a citizen".into(),
    }
}

/// A yellow bonus's name.
pub fn yellow(y: Yellow) -> String {
    match y {
        Yellow::WarehouseCitizen => "the Warehouse citizen".into(),
        Yellow::BankCitizen => "the Bank citizen".into(),
        Yellow::BankColumnShield(c) => format!("the shield of Bank column {}", c + 1),
        Yellow::FirstDevCitizen => "the first development citizen".into(),
        Yellow::SecondDevCitizen => "the second development citizen".into(),
        Yellow::City22Citizen => "the citizen of city 22".into(),
        Yellow::Deed(d) => format!("beneficial deed {}", d + 1),
    }
}

/// What a step of a task is about: the heading of the choice.
pub fn step(step: Step) -> String {
    match step {
        Step::Options(f, Via::Monk) => format!("Monk action as {}: choose how to use it", follower(f)),
        Step::Options(f, _) => format!("What will you do with {}?", follower(f)),
        Step::Imitate { recruited: true } => "Recruited Monk: act as which follower?".into(),
        Step::Imitate { recruited: false } => "Monk action: act as which follower?".into(),
        Step::SchoolAs => "School: your Scholar acts as which follower?".into(),
        Step::Circus => "Circus: choose your gain".into(),
        Step::CoinOrDevelop => "Carpentry: a coin or a development?".into(),
        Step::FreePost => "Build a trading post without paying: choose a city".into(),
        Step::Spend => "Spend a coin: choose the Bank row".into(),
        Step::Acquire => "Acquire a place: choose it".into(),
        Step::Pay(p) => format!("Cemetery: how much do you pay for the {}?", data::PLACES[p as usize].name),
        Step::Swap(c) => format!("Treehouse: swap a good of the {}?", connection(c)),
        Step::Observatory => "Observatory".into(),
        Step::Gain(Gain::Coin) => "Gain a coin: choose the Bank row".into(),
        Step::Gain(Gain::AnyGood) => "Mark a good of your choice".into(),
        Step::Gain(Gain::Road) => "Fill a road: choose it on the map".into(),
        Step::Gain(Gain::Waterway) => "Fill a waterway: choose it on the map".into(),
        Step::Gain(Gain::PaidPost) => "Build a trading post: choose a city".into(),
        Step::Gain(g) => gain(g),
    }
}

/// What an action will do, for its button or its target's label.
pub fn action(game: &Game, a: Action) -> String {
    match a {
        Action::Take(f) => format!("Take {} and act with it", follower(f)),
        Action::Recruit(f) => format!("Recruit a Monk, discarding {}", follower(f)),
        Action::Next(i) => {
            let task = &game.pending()[i as usize];
            format!("Resolve next: {}", task.next_step().map_or(String::new(), task_name))
        }
        Action::Decline => "Decline (do nothing)".into(),
        Action::Standard(s) => standard(s).into(),
        Action::UsePlace(p) => format!("Use the {}", place(p)),
        Action::Deed(d) => format!("Beneficial deed {}: {}", d + 1, gains(data::DEEDS[d as usize].effect)),
        Action::Imitate(f) => format!("Act as {}", follower(f)),
        Action::GainCoin(r) => format!("Circle a coin in Bank row {}", r + 1),
        Action::Spend(r) => format!("Spend a coin of Bank row {}", r + 1),
        Action::MarkGood(g) => format!("Mark {}", g.name()),
        Action::Fill(c) => format!("Fill the {}", connection(c)),
        Action::Build(c) => format!("Build a trading post in {}", city(c)),
        Action::Acquire(p) => {
            let cost = data::place_cost(data::PLACES[p as usize].category);
            format!("Acquire the {} ({cost} coin{})", place(p), if cost > 1 { "s" } else { "" })
        }
        Action::Pay(n) => format!("Pay {n} coin{}", if n == 1 { "" } else { "s" }),
        Action::Swap(from, to) => format!("Take {} instead of {}", to.name(), from.name()),
        Action::KeepGoods => "Keep the goods shown".into(),
        Action::Choose(c) => format!("Take {}", choice(c)),
        Action::Jeanne(turn) => jeanne_turn(turn),
    }
}

/// The name of a waiting task, from its next step.
fn task_name(step: Step) -> String {
    match step {
        Step::Options(f, Via::Taken) => format!("your action with {}", follower(f)),
        Step::Options(f, _) => format!("a {} action", f.name()),
        Step::Imitate { .. } => "a Monk action".into(),
        Step::FreePost => "a free trading post".into(),
        Step::CoinOrDevelop => "the Carpentry".into(),
        Step::Gain(Gain::Coin) => "gain coins".into(),
        Step::Gain(Gain::AnyGood) => "a good of your choice".into(),
        other => self::step(other),
    }
}

fn effect(e: SoloEffect) -> &'static str {
    match e {
        SoloEffect::BuildPost => "builds a trading post",
        SoloEffect::RemovePlace => "removes a place card",
        SoloEffect::Shield => "circles a shield",
        SoloEffect::Level => "raises her development level",
        SoloEffect::CrossBankYellow => "crosses your first open yellow Bank bonus",
        SoloEffect::Citizen => "circles a citizen",
        SoloEffect::StealWarehouseCitizen => "steals the Warehouse citizen",
        SoloEffect::StealBankCitizen => "steals the Bank citizen",
        SoloEffect::CrossDeed => "crosses a beneficial deed",
        SoloEffect::Monk => "performs a Monk action",
    }
}

/// Jeanne's turn, with its reason: "Card 5, arrow →: Jeanne takes the Knight and circles a shield".
pub fn jeanne_turn(t: crate::engine::JeanneTurn) -> String {
    let card = &SOLO_CARDS[t.card as usize];
    let arrow = if t.arrow == Arrow::Right { "→" } else { "←" };
    let row = if data::JeanneRow::of(t.follower).is_some() { "marks her row and " } else { "" };
    format!(
        "Card {}, arrow {arrow}: the first laid-out follower is {}; Jeanne takes it, {row}{}",
        card.name,
        follower(t.follower),
        effect(t.effect)
    )
}

/// A Jeanne card's Monk action, for the card's back.
pub fn jeanne_monk(m: JeanneMonk) -> String {
    match m {
        JeanneMonk::Post => "Monk: build a trading post".into(),
        JeanneMonk::Mark(row) => format!("Monk: mark her {} row and a shield", jeanne_row(row)),
    }
}

/// The name of one of Jeanne's rows: "Boatman".
pub fn jeanne_row(row: JeanneRow) -> &'static str {
    match row {
        JeanneRow::Boatman => "Boatman",
        JeanneRow::Farmer => "Farmer",
        JeanneRow::Knight => "Knight",
        JeanneRow::Scholar => "Scholar",
    }
}

/// The name of a solo level: "Special challenge".
pub fn level(level: SoloLevel) -> &'static str {
    match level {
        SoloLevel::Standard => "Standard",
        SoloLevel::Connoisseur => "Connoisseur",
        SoloLevel::Special => "Special challenge",
    }
}

/// A line of the game log, or `None` for events too small to tell.
pub fn event(names: &[String], e: Event) -> Option<String> {
    let who = |p: u8| names.get(p as usize).cloned().unwrap_or_else(|| "Jeanne".into());
    Some(match e {
        Event::LaidOut(tokens) => {
            let list: Vec<String> = crate::engine::Follower::ALL
                .iter()
                .filter(|f| tokens[f.index()] > 0)
                .map(|f| format!("{}×{}", tokens[f.index()], f.name()))
                .collect();
            format!("New round: laid out {}", list.join(", "))
        }
        Event::Took(p, f) => format!("{} takes {}", who(p), follower(f)),
        Event::Recruited(p, f) => format!("{} recruits a Monk, discarding {}", who(p), follower(f)),
        Event::GoodMarked(p, g) => format!("{} marks {}", who(p), g.name()),
        Event::CoinCircled(p, r) => format!("{} gains a coin (row {})", who(p), r + 1),
        Event::CoinSpent(p, r) => format!("{} spends a coin (row {})", who(p), r + 1),
        Event::Shield(p, true) => format!("{} circles a shield", who(p)),
        Event::Shield(p, false) => format!("{}'s Depot is full: the shield is lost", who(p)),
        Event::Developed(..) => return None,
        Event::LevelRaised(p, l) => format!("{} reaches development level {l}", who(p)),
        Event::Filled(p, c) => format!("{} fills the {}", who(p), connection(c)),
        Event::PostBuilt(p, c) => format!("{} builds a trading post in {}", who(p), city(c)),
        Event::PlaceAcquired(p, id) => format!("{} acquires the {}", who(p), data::PLACES[id as usize].name),
        Event::DeedMarked(p, d, f) => format!("{} marks deed {} with {}", who(p), d + 1, follower(f)),
        Event::YellowClaimed(p, y) => format!("{} is first: {}", who(p), yellow(y)),
        Event::Completed(p, area, i) => {
            let what = match area {
                Area::WarehouseColumn => format!("Warehouse column {}", i + 1),
                Area::BankRow => format!("Bank row {}", i + 1),
                Area::BankColumn => format!("Bank column {}", i + 1),
            };
            format!("{} completes {what}", who(p))
        }
        Event::Declined(p) => format!("{} declines", who(p)),
        Event::BagEmptied(n) => format!("The bag is empty: bag-track box {n} is crossed"),
        Event::Majority(Some(p)) => format!("{} has the most trading posts: the majority citizen", who(p)),
        Event::Majority(None) => "Tie for the most trading posts: nobody gets the majority citizen".into(),
        Event::Jeanne(t) => jeanne_turn(t),
        Event::JeannePost(Some(c)) => {
            format!("Jeanne builds a trading post: {} is crossed on your map", city(c))
        }
        Event::JeannePost(None) => "Jeanne builds a trading post (no free city left to cross)".into(),
        Event::JeanneCrossed(y) => format!("Jeanne crosses {}", yellow(y)),
        Event::PlaceRemoved(id) => {
            format!("Jeanne removes the {} from the game", data::PLACES[id as usize].name)
        }
        Event::GameOver => "The game is over".into(),
    })
}

/// A good's name with a capital: "Grain".
pub fn good_title(g: Good) -> String {
    let n = g.name();
    n[..1].to_uppercase() + &n[1..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup};

    #[test]
    fn every_legal_action_of_random_games_has_words() {
        for seed in 0..20 {
            let setup = match seed % 3 {
                0 => Setup::solo(crate::engine::SoloLevel::Connoisseur, seed),
                _ => Setup::new(2 + (seed % 4) as u8, PlaceMode::Cards, seed),
            };
            let mut game = Game::new(setup).unwrap();
            let names: Vec<String> = (0..5).map(|i| format!("P{i}")).collect();
            let mut i = 0usize;
            while !game.is_over() {
                let legal = game.legal_actions();
                for &a in &legal {
                    assert!(!action(&game, a).is_empty());
                }
                if let Some(s) = game.current().and_then(|t| t.next_step()) {
                    assert!(!step(s).is_empty());
                }
                i = (i * 31 + 7) % 1009;
                let events = game.apply(legal[i % legal.len()]).unwrap();
                for e in events {
                    if let Some(line) = event(&names, e) {
                        assert!(!line.is_empty() && !line.contains("{"));
                    }
                }
            }
        }
    }

    #[test]
    fn words_name_the_right_things() {
        assert_eq!(city(0), "Orléans");
        assert_eq!(roman(4), "IV");
        assert_eq!(good_title(Good::Brocade), "Brocade");
        let stable = data::PLACES.iter().position(|p| p.name == "Stable").unwrap() as u8;
        assert_eq!(place(stable), "Stable (I): with a Craftsman: 1 coin + 1 good of your choice");
    }
}

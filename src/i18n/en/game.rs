//! The game's words in English.

use super::{plural, En};
use crate::engine::data::{
    Arrow, Bonus, Gain, JeanneMonk, Passive, PlaceKey, PlaceKind, PlusEffect, SoloEffect, SOLO_CARDS,
};
use crate::engine::{
    Action, ActionError, Area, Cause, Choice, ConnectionKind, Event, Follower, Good, LoadError, SetupError,
    SoloLevel, Source, Standard, Step, Via, Yellow, OLDEST_SAVE_VERSION, SAVE_VERSION,
};
use crate::i18n::{roman, GameWords};

impl GameWords for En {
    fn follower(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "Farmer",
            Follower::Boatman => "Boatman",
            Follower::Knight => "Knight",
            Follower::Craftsman => "Craftsman",
            Follower::Trader => "Trader",
            Follower::Scholar => "Scholar",
        }
    }

    fn the_follower(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "the Farmer",
            Follower::Boatman => "the Boatman",
            Follower::Knight => "the Knight",
            Follower::Craftsman => "the Craftsman",
            Follower::Trader => "the Trader",
            Follower::Scholar => "the Scholar",
        }
    }

    fn follower_initial(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "F",
            Follower::Boatman => "B",
            Follower::Knight => "K",
            Follower::Craftsman => "C",
            Follower::Trader => "T",
            Follower::Scholar => "S",
        }
    }

    fn good(&self, g: Good) -> &'static str {
        match g {
            Good::Grain => "grain",
            Good::Cheese => "cheese",
            Good::Wine => "wine",
            Good::Wool => "wool",
            Good::Brocade => "brocade",
        }
    }

    fn good_title(&self, g: Good) -> &'static str {
        match g {
            Good::Grain => "Grain",
            Good::Cheese => "Cheese",
            Good::Wine => "Wine",
            Good::Wool => "Wool",
            Good::Brocade => "Brocade",
        }
    }

    fn place_name(&self, key: PlaceKey) -> &'static str {
        use PlaceKey::*;
        match key {
            Stable => "Stable",
            Library => "Library",
            Mill => "Mill",
            Brewery => "Brewery",
            Fields => "Fields",
            Cemetery => "Cemetery",
            Distillery => "Distillery",
            Archives => "Archives",
            FishingBoat => "Fishing Boat",
            TradeRoute => "Trade Route",
            Treehouse => "Treehouse",
            Hayrick => "Hayrick",
            CheeseDairy => "Cheese Dairy",
            Carpentry => "Carpentry",
            TwoMaster => "Two-Master",
            FourHorseTeam => "Four-Horse Team",
            Tavern => "Tavern",
            Architect => "Architect",
            Winery => "Winery",
            Confessional => "Confessional",
            Falconry => "Falconry",
            Guesthouse => "Guesthouse",
            ConsultingOffice => "Consulting Office",
            Park => "Park",
            Storehouse => "Storehouse",
            School => "School",
            Goldsmith => "Goldsmith",
            Circus => "Circus",
            Machinery => "Machinery",
            Observatory => "Observatory",
        }
    }

    fn the_place(&self, key: PlaceKey) -> String {
        format!("the {}", self.place_name(key))
    }

    fn player(&self, n: usize) -> String {
        format!("Player {n}")
    }

    fn n_players(&self, n: usize) -> String {
        format!("{n} {}", plural(n as u64, "player", "players"))
    }

    fn numbered_city(&self, c: u8) -> String {
        format!("city {c}")
    }

    fn in_city(&self, c: u8) -> String {
        format!("in {}", self.city(c))
    }

    fn the_city(&self, c: u8) -> String {
        self.city(c)
    }

    fn development_icon(&self) -> &'static str {
        "development"
    }

    fn connection_named(&self, kind: ConnectionKind, ends: &str) -> String {
        let kind = match kind {
            ConnectionKind::Road => "road",
            ConnectionKind::Waterway => "waterway",
        };
        format!("{kind} {ends}")
    }

    fn place_described(&self, name: &str, category: &str, what: &str) -> String {
        format!("{name} ({category}): {what}")
    }

    fn level(&self, level: SoloLevel) -> &'static str {
        match level {
            SoloLevel::Standard => "Standard",
            SoloLevel::Connoisseur => "Connoisseur",
            SoloLevel::Special => "Special challenge",
        }
    }

    fn gain(&self, g: Gain) -> String {
        match g {
            Gain::Coin => "1 coin".into(),
            Gain::AnyGood => "1 good of your choice".into(),
            Gain::Good(good) => format!("1 {}", self.good(good)),
            Gain::Develop(n) => format!("{n} development"),
            Gain::Road => "fill 1 road".into(),
            Gain::Waterway => "fill 1 waterway".into(),
            Gain::PaidPost => "spend 1 coin to build a trading post".into(),
            Gain::DevelopPerWarehouseColumn => "1 development per complete Warehouse column".into(),
            Gain::DevelopPerBankColumn => "1 development per fully spent Bank column".into(),
            Gain::DevelopPerPost => "1 development per trading post".into(),
        }
    }

    fn gain_times(&self, g: Gain, n: u8) -> Option<String> {
        Some(match g {
            Gain::Coin => format!("{n} coins"),
            Gain::AnyGood => format!("{n} goods of your choice"),
            Gain::Develop(d) => format!("{} development", n * d),
            Gain::Road => format!("fill {n} roads"),
            Gain::Waterway => format!("fill {n} waterways"),
            _ => return None,
        })
    }

    fn bonus(&self, b: Bonus) -> String {
        match b {
            Bonus::Coins(n) => format!("{n} {}", plural(n.into(), "coin", "coins")),
            Bonus::AnyGood => "1 good of your choice".into(),
            Bonus::Develop(n) => format!("{n} development"),
            Bonus::Shield => "1 shield".into(),
            Bonus::MonkAction => "a Monk action".into(),
            Bonus::FollowerAction(f) => format!("a {} action", self.follower(f)),
            Bonus::FreePost => "a free trading post".into(),
            Bonus::EndPoints(n) => format!("{n} {} at the end", plural(n.into(), "point", "points")),
            Bonus::Citizen(_) => "a citizen".into(),
        }
    }

    fn yellow(&self, y: Yellow) -> String {
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

    fn standard(&self, s: Standard) -> &'static str {
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

    fn choice(&self, c: Choice) -> &'static str {
        match c {
            Choice::Coin => "1 coin",
            Choice::Develop => "1 development",
            Choice::TwoCoins => "2 coins",
            Choice::CoinAndDevelop => "1 coin + 1 development",
            Choice::TwoDevelop => "2 development",
        }
    }

    fn place_action(&self, follower: Option<Follower>, gains: &str) -> String {
        match follower {
            Some(f) => format!("with a {}: {gains}", self.follower(f)),
            None => format!("with any follower: {gains}"),
        }
    }

    fn place_plus(&self, f: Follower, effect: PlusEffect) -> String {
        let e = match effect {
            PlusEffect::Coin => "gain 1 coin",
            PlusEffect::Develop => "mark 1 development",
            PlusEffect::CoinOrDevelop => "gain 1 coin or mark 1 development",
            PlusEffect::AnyGood => "mark 1 good of your choice",
        };
        format!("each time you take a {}: {e}", self.follower(f))
    }

    fn place_other(&self, kind: PlaceKind) -> &'static str {
        match kind {
            PlaceKind::Circus => "with any follower: 2 coins, or 1 coin + 1 development, or 2 development",
            PlaceKind::Passive(Passive::Cemetery) => "places cost 1 coin less",
            PlaceKind::Passive(Passive::Treehouse) => {
                "when you fill a road, you may swap one good shown on it"
            }
            PlaceKind::Passive(Passive::Tavern) => "you may build in crossed-out cities",
            PlaceKind::School => "a taken Scholar may act as any other follower",
            PlaceKind::Observatory => "with a recruited Monk: develop up to the next level symbol",
            PlaceKind::Action(..) | PlaceKind::Plus(..) => "",
        }
    }

    fn step_words(&self, step: Step) -> String {
        match step {
            Step::Options(f, Via::Monk) => {
                format!("Monk action as {}: choose how to use it", self.the_follower(f))
            }
            Step::Options(f, Via::Taken) => format!("Your {}: what will you do with it?", self.follower(f)),
            Step::Options(f, _) => format!("What will you do with {}?", self.the_follower(f)),
            Step::Imitate { recruited: true } => "Recruited Monk: act as which follower?".into(),
            Step::Imitate { recruited: false } => "Monk action: act as which follower?".into(),
            Step::SchoolAs => "School: your Scholar acts as which follower?".into(),
            Step::Circus => "Circus: choose your gain".into(),
            Step::CoinOrDevelop => "Carpentry: a coin or a development?".into(),
            Step::FreePost => "Build a trading post without paying: choose a city".into(),
            Step::Spend => "Spend a coin: choose the Bank row".into(),
            Step::Acquire => "Acquire a place: choose it".into(),
            Step::Pay(p) => format!("Cemetery: how much do you pay for {}?", self.the_place_of(p)),
            Step::Swap(c) => format!("Treehouse: swap a good of the {}?", self.connection(c)),
            Step::Observatory => "Observatory".into(),
            Step::Gain(Gain::Coin) => "Gain a coin: choose the Bank row".into(),
            Step::Gain(Gain::AnyGood) => "Mark a good of your choice".into(),
            Step::Gain(Gain::Road) => "Fill a road: choose it on the map".into(),
            Step::Gain(Gain::Waterway) => "Fill a waterway: choose it on the map".into(),
            Step::Gain(Gain::PaidPost) => "Build a trading post: choose a city".into(),
            Step::Gain(g) => self.gain(g),
        }
    }

    fn task_words(&self, step: Step) -> Option<String> {
        Some(match step {
            Step::Options(f, Via::Taken) => format!("your {}’s action", self.follower(f)),
            Step::Options(f, _) => format!("a {} action", self.follower(f)),
            Step::Imitate { .. } => "a Monk action".into(),
            Step::FreePost => "a free trading post".into(),
            Step::CoinOrDevelop => "the Carpentry".into(),
            Step::Gain(Gain::Coin) => "gain coins".into(),
            Step::Gain(Gain::AnyGood) => "a good of your choice".into(),
            _ => return None,
        })
    }

    fn resolve_next(&self, task: &str) -> String {
        format!("Resolve next: {task}")
    }

    fn source_words(&self, s: Source) -> String {
        match s {
            Source::Taken(f) => format!("your {}", self.follower(f)),
            Source::Recruited => "recruited Monk".into(),
            Source::Place(id) => self.place_of(id).into(),
            Source::Deed(d) => format!("beneficial deed {} complete", d + 1),
            Source::WarehouseColumn(i) => format!("Warehouse column {} complete", i + 1),
            Source::BankRow(i) => format!("Bank row {} complete", i + 1),
            Source::BankColumn(i) => format!("Bank column {} spent", i + 1),
            Source::DevelopmentBox(n) => format!("development box {n}"),
        }
    }

    fn cause_words(&self, c: Cause) -> String {
        match c {
            Cause::Connection(id) => self.connection(id),
            Cause::Scholar => "Scholar’s action".into(),
            Cause::Deed(d) => format!("beneficial deed {}", d + 1),
            Cause::Source(s) => self.source_words(s),
        }
    }

    fn sourced(&self, source: &str, what: &str) -> String {
        format!("{source} — {what}")
    }

    fn task_from(&self, task: &str, source: &str) -> String {
        format!("{task} ({source})")
    }

    fn action_words(&self, a: Action) -> String {
        match a {
            Action::Take(f) => format!("Take {} and act with it", self.the_follower(f)),
            Action::Recruit(f) => format!("Recruit a Monk, discarding {}", self.the_follower(f)),
            Action::Decline => "Decline (do nothing)".into(),
            Action::Standard(s) => self.standard(s).into(),
            Action::Imitate(f) => format!("Act as {}", self.the_follower(f)),
            Action::GainCoin(r) => format!("Circle a coin in Bank row {}", r + 1),
            Action::Spend(r) => format!("Spend a coin of Bank row {}", r + 1),
            Action::MarkGood(g) => format!("Mark {}", self.good(g)),
            Action::Fill(c) => format!("Fill the {}", self.connection(c)),
            Action::Build(c) => format!("Build a trading post {}", self.in_city(c)),
            Action::Pay(n) => format!("Pay {n} {}", plural(n.into(), "coin", "coins")),
            Action::Swap(from, to) => format!("Take {} instead of {}", self.good(to), self.good(from)),
            Action::KeepGoods => "Keep the goods shown".into(),
            Action::Choose(c) => format!("Take {}", self.choice(c)),
            Action::Next(_)
            | Action::UsePlace(_)
            | Action::Deed(_)
            | Action::Acquire(_)
            | Action::Jeanne(_)
            | Action::Claim(_)
            | Action::Told => String::new(),
            Action::Draw(f) => format!("Draw {} from the bag", self.the_follower(f)),
            Action::Card(c) => format!("Jeanne’s next card: {}", SOLO_CARDS[usize::from(c)].name),
            Action::Remove(p) => format!("Jeanne removes {} from the game", self.place(p)),
        }
    }

    fn row_number(&self, n: u8) -> String {
        format!("Row {n}")
    }

    fn use_place(&self, place: &str) -> String {
        format!("Use the {place}")
    }

    fn deed_action(&self, n: u8, gains: &str) -> String {
        format!("Beneficial deed {n}: {gains}")
    }

    fn acquire(&self, place: &str, cost: u8) -> String {
        format!("Acquire the {place} ({cost} {})", plural(cost.into(), "coin", "coins"))
    }

    fn effect(&self, e: SoloEffect) -> &'static str {
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

    fn effect_void(&self, e: SoloEffect) -> &'static str {
        match e {
            SoloEffect::BuildPost => "builds a trading post",
            SoloEffect::RemovePlace => "would remove a place card, but none is left",
            SoloEffect::Shield => "would circle a shield, but her Depot is full",
            SoloEffect::Level => "would raise her development level, but it is at its highest",
            SoloEffect::CrossBankYellow => "would cross your first open yellow Bank bonus, but none is open",
            SoloEffect::Citizen => "circles a citizen",
            SoloEffect::StealWarehouseCitizen => {
                "would steal the Warehouse citizen, but it is no longer open"
            }
            SoloEffect::StealBankCitizen => "would steal the Bank citizen, but it is no longer open",
            SoloEffect::CrossDeed => "would cross a beneficial deed, but none is left",
            SoloEffect::Monk => "does nothing (no Monk action at the Standard level)",
        }
    }

    fn jeanne_turn_words(
        &self,
        card: &str,
        arrow: Arrow,
        follower: Follower,
        row: bool,
        effect: &str,
    ) -> String {
        let arrow = if arrow == Arrow::Right { "→" } else { "←" };
        let row = if row { "marks her row and " } else { "" };
        format!(
            "Card {card}, arrow {arrow}: the first laid-out follower is {}; Jeanne takes it, {row}{effect}",
            self.the_follower(follower)
        )
    }

    fn jeanne_monk(&self, m: JeanneMonk) -> String {
        match m {
            JeanneMonk::Post => "Monk: build a trading post".into(),
            JeanneMonk::Mark(row) => format!("Monk: mark her {} row and a shield", self.jeanne_row(row)),
        }
    }

    fn area(&self, area: Area, i: u8) -> String {
        match area {
            Area::WarehouseColumn => format!("Warehouse column {}", i + 1),
            Area::BankRow => format!("Bank row {}", i + 1),
            Area::BankColumn => format!("Bank column {}", i + 1),
        }
    }

    fn event_words(&self, who: &dyn Fn(u8) -> String, e: Event) -> Option<String> {
        Some(match e {
            Event::LaidOut(tokens) => {
                let list: Vec<String> = Follower::ALL
                    .iter()
                    .filter(|f| tokens[f.index()] > 0)
                    .map(|&f| format!("{}×{}", tokens[f.index()], self.follower(f)))
                    .collect();
                format!("New round: laid out {}", list.join(", "))
            }
            Event::LastRound => "The last round: the game ends after it".into(),
            Event::Took(p, f) => format!("{} takes {}", who(p), self.the_follower(f)),
            Event::Recruited(p, f) => {
                format!("{} recruits a Monk, discarding {}", who(p), self.the_follower(f))
            }
            Event::GoodMarked(p, g) => format!("{} marks {}", who(p), self.good(g)),
            Event::CoinCircled(p, r) => format!("{} gains a coin (row {})", who(p), r + 1),
            Event::CoinSpent(p, r) => format!("{} spends a coin (row {})", who(p), r + 1),
            Event::Shield(p, true) => format!("{} circles a shield", who(p)),
            Event::Shield(p, false) => format!("{}’s Depot is full: the shield is lost", who(p)),
            Event::Developed(p, n, c) => {
                format!("{} marks development box {n} — {}", who(p), self.cause_words(c))
            }
            Event::PlaceUsed(p, id) => format!("{} uses {}", who(p), self.the_place_of(id)),
            Event::Bonus(p, b, s) => format!("{} gets {} ({})", who(p), self.bonus(b), self.source(s)),
            Event::LevelRaised(p, l) => format!("{} reaches development level {l}", who(p)),
            Event::Filled(p, c) => format!("{} fills the {}", who(p), self.connection(c)),
            Event::PostBuilt(p, c) => format!("{} builds a trading post {}", who(p), self.in_city(c)),
            Event::PlaceAcquired(p, id) => format!("{} acquires {}", who(p), self.the_place_of(id)),
            Event::DeedMarked(p, d, f) => {
                format!("{} marks deed {} with {}", who(p), d + 1, self.the_follower(f))
            }
            Event::YellowClaimed(p, y) => format!("{} is first: {}", who(p), self.yellow(y)),
            Event::Completed(p, area, i) => format!("{} completes {}", who(p), self.area(area, i)),
            Event::Declined(p) => format!("{} declines", who(p)),
            Event::BagEmptied(n) => format!("The bag is empty: bag-track box {n} is crossed"),
            Event::Majority(Some(p)) => {
                format!("{} has the most trading posts: the majority citizen", who(p))
            }
            Event::Majority(None) => {
                "Tie for the most trading posts: nobody gets the majority citizen".into()
            }
            Event::Jeanne(t, done) => self.jeanne_played(t, done),
            Event::JeannePost(Some(c)) => {
                format!("Jeanne builds a trading post: {} is crossed on your map", self.city(c))
            }
            Event::JeannePost(None) => "Jeanne builds a trading post (no free city left to cross)".into(),
            Event::JeanneCrossed(y) => format!("Jeanne crosses {}", self.yellow(y)),
            Event::PlaceRemoved(id) => format!("Jeanne removes {} from the game", self.the_place_of(id)),
            Event::GameOver => "The game is over".into(),
        })
    }

    fn setup_error(&self, e: SetupError) -> String {
        match e {
            SetupError::Players(n) => format!("a game takes 2 to 5 players, or 1 against Jeanne, not {n}"),
            SetupError::SoloWithPrintedPlaces => {
                "the solo game is played with place cards, not the printed places".into()
            }
            SetupError::Stacked(i) => format!("stacked draw {} is not in the bag then", i + 1),
            SetupError::Remote => "companion mode takes 2 to 5 players".into(),
            SetupError::NoSeatHere => "companion mode needs at least one player on this device".into(),
            SetupError::Cards => "place cards on the table need a game played with place cards".into(),
            SetupError::CardsOfCategory { category, chosen } => {
                format!("the table holds {chosen} place cards of category {}, not 4", roman(category))
            }
            SetupError::Exchange => {
                "an edition of the exchange cards 1B–4B belongs to a Special challenge only".into()
            }
        }
    }

    fn action_error(&self, e: ActionError) -> String {
        match e {
            ActionError::GameOver => "the game is over".into(),
            ActionError::Illegal(a) => format!("“{a}” is not a legal action now"),
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Malformed(detail) => format!("this is not a saved game ({detail})"),
            LoadError::UnknownVersion(v) => {
                format!("this save has format version {v}; this app reads versions {OLDEST_SAVE_VERSION} to {SAVE_VERSION}")
            }
            LoadError::Setup(e) => format!("the saved setup is invalid: {}", self.setup_error(*e)),
            LoadError::IllegalAction { index, action } => {
                format!("saved action {} (“{action}”) is not legal there", index + 1)
            }
            LoadError::TooLarge { bytes, limit } => format!(
                "the file is too large ({} KB; a saved game takes less than {} KB)",
                bytes.div_ceil(1000),
                limit / 1000
            ),
            LoadError::Players { names, players, .. } if names != players => {
                format!("this is not a saved game (it names {names} players for a game of {players})")
            }
            LoadError::Players { seats, players, .. } => {
                format!("this is not a saved game (it has {seats} seats for a game of {players} players)")
            }
        }
    }
}

//! Changes to the sheets: goods, coins, shields, development, connections, trading posts,
//! deeds, and the bonuses and yellow bonuses they trigger.

use super::*;

impl Game {
    /// Whether the setup crossed yellow bonus `y` out of this game on every sheet (RULES 3:
    /// city 22's citizen and deed 5 with few seats, the solo game included).
    pub fn crossed_at_setup(&self, y: Yellow) -> bool {
        let counts = self.counts();
        match y {
            Yellow::City22Citizen => counts.crossed_cities.contains(&22),
            Yellow::Deed(4) => counts.deed5_crossed,
            _ => false,
        }
    }

    pub(super) fn sheet_mut(&mut self, p: PlayerId) -> &mut Sheet {
        &mut self.sheets[p as usize]
    }

    /// Gives `bonus` from `source` to `p`: done now if it needs no decision, queued otherwise
    /// (RULES 5.5). Each is logged with its source, but a citizen, which names itself.
    pub(super) fn trigger(&mut self, p: PlayerId, bonus: Bonus, source: Source) {
        let queued = match bonus {
            Bonus::Coins(n) => {
                Task::new(std::iter::repeat_n(Step::Gain(Gain::Coin), n.into()), false, source)
            }
            Bonus::AnyGood => Task::new([Step::Gain(Gain::AnyGood)], false, source),
            Bonus::MonkAction => Task::new([Step::Imitate { recruited: false }], true, source),
            Bonus::FollowerAction(f) => Task::new([Step::Options(f, Via::Bonus)], true, source),
            Bonus::FreePost => Task::new([Step::FreePost], true, source),
            Bonus::Develop(n) => {
                self.events.push(Event::Bonus(p, bonus, source));
                return self.develop(p, n, Cause::Source(source));
            }
            Bonus::Shield => {
                self.events.push(Event::Bonus(p, bonus, source));
                return self.shield(p);
            }
            Bonus::Citizen(y) => {
                self.claim(p, y);
                return;
            }
            Bonus::EndPoints(_) => {
                self.events.push(Event::Bonus(p, bonus, source));
                return;
            }
        };
        self.events.push(Event::Bonus(p, bonus, source));
        self.pending.push(queued);
    }

    /// Claims yellow bonus `y` for `p` if still open there; everybody else crosses it.
    pub(super) fn claim(&mut self, p: PlayerId, y: Yellow) -> bool {
        if !self.sheets[p as usize].yellow_open(y) {
            return false;
        }
        for (i, sheet) in self.sheets.iter_mut().enumerate() {
            if i == p as usize {
                sheet.yellow_circled |= y.bit();
            } else if sheet.yellow_open(y) {
                sheet.yellow_crossed |= y.bit();
            }
        }
        self.events.push(Event::YellowClaimed(p, y));
        true
    }

    pub(super) fn shield(&mut self, p: PlayerId) {
        let sheet = self.sheet_mut(p);
        let gained = (sheet.shields as usize) < data::SHIELDS.len();
        sheet.shields += gained as u8;
        self.events.push(Event::Shield(p, gained));
    }

    /// Marks `good` (RULES 6.1): a full row gives a shield instead; a full column its bonus.
    pub(super) fn mark_good(&mut self, p: PlayerId, good: Good) {
        let sheet = self.sheet_mut(p);
        if sheet.row_full(good) {
            return self.shield(p);
        }
        sheet.warehouse[good.index()] += 1;
        let column = sheet.warehouse[good.index()];
        let complete = sheet.warehouse_columns() == column;
        self.events.push(Event::GoodMarked(p, good));
        if complete {
            self.events.push(Event::Completed(p, Area::WarehouseColumn, column - 1));
            self.trigger(p, WAREHOUSE_COLUMN_BONUS[column as usize - 1], Source::WarehouseColumn(column - 1));
        }
    }

    pub(super) fn circle_coin(&mut self, p: PlayerId, row: u8) {
        let coins = &mut self.sheet_mut(p).bank[row as usize];
        coins.circled += 1;
        let full = coins.circled == data::BANK_COINS;
        self.events.push(Event::CoinCircled(p, row));
        if full {
            self.events.push(Event::Completed(p, Area::BankRow, row));
            self.trigger(p, BANK_ROW_BONUS[row as usize], Source::BankRow(row));
        }
    }

    pub(super) fn spend(&mut self, p: PlayerId, row: u8) {
        let sheet = self.sheet_mut(p);
        sheet.bank[row as usize].crossed += 1;
        let column = sheet.bank[row as usize].crossed;
        let complete = sheet.bank_columns() == column;
        self.events.push(Event::CoinSpent(p, row));
        if complete {
            let c = column - 1;
            self.events.push(Event::Completed(p, Area::BankColumn, c));
            self.trigger(p, BANK_COLUMN_BONUS[c as usize], Source::BankColumn(c));
            if self.claim(p, Yellow::BankColumnShield(c)) {
                self.shield(p);
            }
        }
    }

    /// Marks `boxes` development boxes because of `cause`, with their levels and bonuses
    /// (RULES 6.4).
    pub(super) fn develop(&mut self, p: PlayerId, boxes: u8, cause: Cause) {
        for _ in 0..boxes {
            let Some(dev_box) = DEV_TRACK.get(self.sheets[p as usize].development as usize) else {
                return;
            };
            let marked = self.mark_dev_box(p, dev_box.level);
            self.events.push(Event::Developed(p, marked, cause));
            if let Some(bonus) = dev_box.bonus {
                self.trigger(p, bonus, Source::DevelopmentBox(marked));
            }
        }
    }

    pub(super) fn mark_dev_box(&mut self, p: PlayerId, level: Option<u8>) -> u8 {
        let sheet = self.sheet_mut(p);
        sheet.development += 1;
        let marked = sheet.development;
        if let Some(level) = level {
            self.events.push(Event::LevelRaised(p, level));
        }
        marked
    }

    /// The Observatory: boxes up to the next level symbol; only yellow bonuses count.
    pub(super) fn observatory(&mut self, p: PlayerId, cause: Cause) {
        let Some(target) = next_level_box(self.sheets[p as usize].development) else { return };
        while (self.sheets[p as usize].development as usize) <= target {
            let dev_box = DEV_TRACK[self.sheets[p as usize].development as usize];
            let marked = self.mark_dev_box(p, dev_box.level);
            self.events.push(Event::Developed(p, marked, cause));
            if let Some(Bonus::Citizen(y)) = dev_box.bonus {
                self.claim(p, y);
            }
        }
    }

    /// Fills connection `c` and gains its icons (or first asks about the Treehouse swap).
    pub(super) fn fill(&mut self, p: PlayerId, c: ConnectionId) {
        self.sheet_mut(p).connections |= 1 << c;
        self.networks[p as usize].fill(c);
        self.events.push(Event::Filled(p, c));
        let connection = &CONNECTIONS[c as usize];
        let sheet = &self.sheets[p as usize];
        let swap = connection.kind == ConnectionKind::Road
            && self.has_passive(p, Passive::Treehouse)
            && connection.icons.iter().any(|i| matches!(i, Icon::Good(_)))
            && Good::ALL.iter().any(|&g| !sheet.row_full(g));
        if swap {
            self.push_steps([Step::Swap(c)]);
        } else {
            self.gain_icons(p, c, None);
        }
    }

    /// Gains the icons of connection `c`, one good swapped for another with the Treehouse.
    pub(super) fn gain_icons(&mut self, p: PlayerId, c: ConnectionId, mut swap: Option<(Good, Good)>) {
        if let (Some(_), Some(treehouse)) = (swap, self.passive_place(p, Passive::Treehouse)) {
            self.events.push(Event::PlaceUsed(p, treehouse));
        }
        for &icon in CONNECTIONS[c as usize].icons {
            match icon {
                Icon::Good(g) => match swap {
                    Some((from, to)) if from == g => {
                        swap = None;
                        self.mark_good(p, to);
                    }
                    _ => self.mark_good(p, g),
                },
                Icon::Development => self.develop(p, 1, Cause::Connection(c)),
            }
        }
    }

    /// Builds a trading post in `city` (RULES 5.3); everybody else crosses the city.
    pub(super) fn build(&mut self, p: PlayerId, city: CityId) {
        if self.sheets[p as usize].crossed_cities & (1 << city) != 0 {
            // Only the Tavern lets a post be built in a crossed city.
            if let Some(tavern) = self.passive_place(p, Passive::Tavern) {
                self.events.push(Event::PlaceUsed(p, tavern));
            }
        }
        for (i, sheet) in self.sheets.iter_mut().enumerate() {
            if i == p as usize {
                sheet.posts |= 1 << city;
            } else if city != ORLEANS && !sheet.has_post(city) {
                sheet.crossed_cities |= 1 << city;
            }
        }
        self.events.push(Event::PostBuilt(p, city));
        if city == 22 {
            self.claim(p, Yellow::City22Citizen);
        }
    }

    /// Option (C): marks the deed's space for `f`, gains its effect, and completes it (RULES 8).
    pub(super) fn mark_deed(&mut self, p: PlayerId, d: DeedId, f: Follower) {
        let deed = &DEEDS[d as usize];
        let space = deed.spaces.iter().position(|&s| s == f).expect("a space for this follower");
        let sheet = self.sheet_mut(p);
        sheet.deeds[d as usize] |= 1 << space;
        let complete = sheet.deeds[d as usize] == 0b111;
        self.events.push(Event::DeedMarked(p, d, f));
        self.push_steps(deed.effect.iter().map(|&g| Step::Gain(g)));
        if complete {
            self.trigger(p, deed.completion, Source::Deed(d));
            self.claim(p, Yellow::Deed(d));
        }
    }
}

//! Which actions are legal now: every decision the current decider can make.

use super::*;

impl Game {
    /// Every action the decider can take now. [`Game::apply`] accepts exactly these.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Pick if self.jeanne_to_move() => vec![Action::Jeanne(self.jeanne_turn())],
            Phase::Pick => {
                let p = self.picker();
                let mut v = Vec::new();
                for f in Follower::ALL.into_iter().filter(|f| self.laid_out[f.index()] > 0) {
                    v.push(Action::Take(f));
                    if self.sheets[p as usize].monks < data::MONKS {
                        v.push(Action::Recruit(f));
                    }
                }
                v
            }
            Phase::Turn => match &self.current {
                Some(task) => {
                    let p = self.picker();
                    let mut v = task.next_step().map_or(Vec::new(), |s| self.step_options(p, s));
                    if task.optional && !task.opened {
                        v.push(Action::Decline);
                    }
                    v
                }
                None => self.startable().map(|i| Action::Next(i as u8)).collect(),
            },
        }
    }

    /// Pending tasks that may start now: "+" places first, then any in the player's order.
    pub(super) fn startable(&self) -> impl Iterator<Item = usize> + '_ {
        let plus_first = self.pending.iter().any(|t| t.plus);
        (0..self.pending.len()).filter(move |&i| !plus_first || self.pending[i].plus)
    }

    /// The choices of a step that needs a decision (empty for steps done without one).
    pub(super) fn step_options(&self, p: PlayerId, step: Step) -> Vec<Action> {
        let sheet = &self.sheets[p as usize];
        match step {
            Step::Gain(Gain::Coin) => (0..3u8)
                .filter(|&r| sheet.bank[r as usize].circled < data::BANK_COINS)
                .map(Action::GainCoin)
                .collect(),
            Step::Gain(Gain::AnyGood) => {
                Good::ALL.into_iter().filter(|&g| !sheet.row_full(g)).map(Action::MarkGood).collect()
            }
            Step::Gain(Gain::Road) => self.fillable(p, ConnectionKind::Road).map(Action::Fill).collect(),
            Step::Gain(Gain::Waterway) => {
                self.fillable(p, ConnectionKind::Waterway).map(Action::Fill).collect()
            }
            Step::Gain(Gain::PaidPost) if sheet.coins() > 0 => self.buildable(p).map(Action::Build).collect(),
            Step::FreePost => self.buildable(p).map(Action::Build).collect(),
            Step::Gain(_) | Step::Observatory => Vec::new(),
            Step::Options(f, via) => self.follower_options(p, f, via),
            Step::Imitate { recruited } => {
                let mut v: Vec<Action> = Follower::ALL
                    .into_iter()
                    .filter(|&f| !self.follower_options(p, f, Via::Monk).is_empty())
                    .map(Action::Imitate)
                    .collect();
                if recruited {
                    v.extend(
                        self.usable_places(p)
                            .filter(|&i| PLACES[i].kind == PlaceKind::Observatory)
                            .filter(|_| next_level_box(sheet.development).is_some())
                            .map(|i| Action::UsePlace(i as PlaceId)),
                    );
                }
                v
            }
            Step::SchoolAs => Follower::ALL
                .into_iter()
                .filter(|&f| f != Follower::Scholar)
                .filter(|&f| !self.follower_options(p, f, Via::School).is_empty())
                .map(Action::Imitate)
                .collect(),
            Step::Circus => {
                [Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop].map(Action::Choose).to_vec()
            }
            Step::CoinOrDevelop => vec![Action::Choose(Choice::Coin), Action::Choose(Choice::Develop)],
            Step::Spend => (0..3u8)
                .filter(|&r| {
                    let row = sheet.bank[r as usize];
                    row.crossed < row.circled
                })
                .map(Action::Spend)
                .collect(),
            Step::Acquire => (0..PLACES.len())
                .filter(|&i| self.acquirable(p, i))
                .map(|i| Action::Acquire(i as PlaceId))
                .collect(),
            Step::Pay(id) => {
                let cost = data::place_cost(PLACES[id as usize].category);
                let mut v = vec![Action::Pay(cost - 1)];
                if sheet.coins() >= cost {
                    v.push(Action::Pay(cost));
                }
                v
            }
            Step::Swap(c) => {
                let mut v = vec![Action::KeepGoods];
                for &icon in CONNECTIONS[c as usize].icons {
                    if let Icon::Good(from) = icon {
                        for to in Good::ALL.into_iter().filter(|&g| g != from && !sheet.row_full(g)) {
                            if !v.contains(&Action::Swap(from, to)) {
                                v.push(Action::Swap(from, to));
                            }
                        }
                    }
                }
                v
            }
        }
    }

    /// Options (A), (B) and (C) open to `p` acting as `f`, each only if it does something.
    pub(super) fn follower_options(&self, p: PlayerId, f: Follower, via: Via) -> Vec<Action> {
        let sheet = &self.sheets[p as usize];
        let mut v = Vec::new();
        let standard: &[Standard] = match f {
            Follower::Farmer => &[Standard::MarkGood],
            Follower::Knight => &[Standard::FillRoad],
            Follower::Boatman => &[Standard::FillWaterway, Standard::GainCoin],
            Follower::Craftsman => &[Standard::BuildPost, Standard::GainCoin],
            Follower::Trader => &[Standard::AcquirePlace, Standard::GainCoin],
            Follower::Scholar => &[Standard::Develop],
        };
        for &s in standard {
            let possible = match s {
                Standard::FillRoad => self.gain_possible(p, Gain::Road),
                Standard::FillWaterway => self.gain_possible(p, Gain::Waterway),
                Standard::BuildPost => self.gain_possible(p, Gain::PaidPost),
                Standard::AcquirePlace => (0..PLACES.len()).any(|i| self.acquirable(p, i)),
                _ => true,
            };
            if possible {
                v.push(Action::Standard(s));
            }
        }
        for i in self.usable_places(p) {
            let open = match PLACES[i].kind {
                PlaceKind::Action(Some(g), gains) => {
                    g == f && gains.iter().any(|&x| self.gain_possible(p, x))
                }
                PlaceKind::Circus => true,
                PlaceKind::School => {
                    via == Via::Taken
                        && f == Follower::Scholar
                        && !self.step_options(p, Step::SchoolAs).is_empty()
                }
                _ => false,
            };
            if open {
                v.push(Action::UsePlace(i as PlaceId));
            }
        }
        if via != Via::Monk {
            for (d, deed) in DEEDS.iter().enumerate() {
                let free = deed.spaces.iter().position(|&s| s == f).is_some_and(|s| !sheet.deed_marked(d, s));
                let crossed = sheet.yellow_crossed & Yellow::Deed(d as DeedId).bit() != 0;
                if free && !crossed {
                    v.push(Action::Deed(d as DeedId));
                }
            }
        }
        v
    }

    /// Whether a gain would do anything for `p` now.
    pub(super) fn gain_possible(&self, p: PlayerId, gain: Gain) -> bool {
        let sheet = &self.sheets[p as usize];
        match gain {
            Gain::Road => self.fillable(p, ConnectionKind::Road).next().is_some(),
            Gain::Waterway => self.fillable(p, ConnectionKind::Waterway).next().is_some(),
            Gain::PaidPost => sheet.coins() > 0 && self.buildable(p).next().is_some(),
            Gain::DevelopPerWarehouseColumn => sheet.warehouse_columns() > 0,
            Gain::DevelopPerBankColumn => sheet.bank_columns() > 0,
            Gain::DevelopPerPost => sheet.post_count() > 0,
            Gain::Coin | Gain::AnyGood | Gain::Good(_) | Gain::Develop(_) => true,
        }
    }

    /// Connections of `kind` that `p` may fill (RULES 5.2, [D-3]).
    pub(super) fn fillable(
        &self,
        p: PlayerId,
        kind: ConnectionKind,
    ) -> impl Iterator<Item = ConnectionId> + '_ {
        let sheet = &self.sheets[p as usize];
        let network = sheet.network();
        let out = self.region_crossed();
        CONNECTIONS.iter().enumerate().filter_map(move |(i, c)| {
            let ends = 1u32 << c.a | 1 << c.b;
            let open = c.kind == kind && !sheet.filled(i) && ends & out == 0 && ends & network != 0;
            open.then_some(i as ConnectionId)
        })
    }

    /// Cities crossed out by the player count.
    pub(super) fn region_crossed(&self) -> u32 {
        self.counts().crossed_cities.iter().fold(0, |acc, &c| acc | 1 << c)
    }

    /// Cities where `p` may build a trading post (RULES 5.3, the Tavern).
    pub(super) fn buildable(&self, p: PlayerId) -> impl Iterator<Item = CityId> + '_ {
        let sheet = &self.sheets[p as usize];
        let network = sheet.network();
        let tavern = self.has_passive(p, Passive::Tavern);
        let out = self.region_crossed();
        (0..data::CITIES.len() as CityId).filter(move |&c| {
            network & (1 << c) != 0
                && !sheet.has_post(c)
                && out & (1 << c) == 0
                && (tavern || !sheet.is_crossed(c))
        })
    }

    /// Whether `p` may acquire place `id` now, the price included (RULES 9.2).
    pub(super) fn acquirable(&self, p: PlayerId, id: usize) -> bool {
        let place = &PLACES[id];
        let discount = self.has_passive(p, Passive::Cemetery) as u8;
        self.places[id] == PlaceSlot::Available
            && self.category_open(place.category)
            && self.sheets[p as usize].coins() + discount >= data::place_cost(place.category)
    }

    pub(super) fn category_open(&self, category: u8) -> bool {
        let need = self.counts().opening as usize;
        let acquired = |cat: u8| {
            (0..PLACES.len())
                .filter(|&i| PLACES[i].category == cat && matches!(self.places[i], PlaceSlot::Owned { .. }))
                .count()
        };
        category == 1 || acquired(category - 1) >= need
    }
}

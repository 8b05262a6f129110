//! Which actions are legal now: every decision the current decider can make.

use super::*;
use crate::engine::data::connections_of;

impl Game {
    /// Every action the decider can take now (at a chance node, its outcomes).
    /// [`Game::apply`] accepts exactly these.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(16);
        self.legal_actions_into(&mut v);
        v
    }

    /// [`Game::legal_actions`] into `v` (cleared first), reusing its room.
    pub fn legal_actions_into(&self, v: &mut Vec<Action>) {
        v.clear();
        if self.chance().is_some() {
            v.extend(self.chance_outcomes().into_iter().map(|(a, _)| a));
            return;
        }
        match self.phase {
            Phase::Over => {}
            Phase::Pick if self.jeanne_to_move() => v.push(Action::Jeanne(self.jeanne_turn())),
            Phase::Pick => {
                let p = self.picker();
                for f in Follower::ALL.into_iter().filter(|f| self.laid_out[f.index()] > 0) {
                    v.push(Action::Take(f));
                    if self.sheets[p as usize].monks < data::MONKS {
                        v.push(Action::Recruit(f));
                    }
                }
            }
            Phase::Turn => match &self.current {
                Some(task) => {
                    if let Some(s) = task.next_step() {
                        self.step_options_into(self.picker(), s, v);
                    }
                    if task.optional && !task.opened {
                        v.push(Action::Decline);
                    }
                }
                None => v.extend(self.startable().map(|i| Action::Next(i as u8))),
            },
            Phase::Claims => self.claims_into(self.picker(), v),
        }
    }

    /// The shared items seat `p`, played elsewhere, may still claim this turn, then
    /// [`Action::Told`]: the cities open to its trading posts, the places open to acquire
    /// (their price unknown here), the yellow bonuses nobody has.
    fn claims_into(&self, p: PlayerId, v: &mut Vec<Action>) {
        v.extend(bits(self.open_cities(p)).map(|c| Action::Claim(Claim::Post(c as CityId))));
        v.extend(bits(self.open).map(|i| Action::Claim(Claim::Place(i as PlaceId))));
        v.extend(
            Yellow::ALL
                .into_iter()
                .filter(|&y| self.yellow_claimable(p, y))
                .map(|y| Action::Claim(Claim::Yellow(y))),
        );
        v.push(Action::Told);
    }

    /// Whether seat `p`, played elsewhere, may claim yellow bonus `y`: nobody has it. City
    /// 22's citizen is not claimed alone: it comes with the post there ([`Claim::Post`]), which
    /// the others must cross.
    fn yellow_claimable(&self, p: PlayerId, y: Yellow) -> bool {
        y != Yellow::City22Citizen && Yellow::ALL.contains(&y) && self.sheets[p as usize].yellow_open(y)
    }

    /// Whether seat `p`, played elsewhere, may claim `claim` now (one of [`Game::claims_into`]).
    fn claim_open(&self, p: PlayerId, claim: Claim) -> bool {
        match claim {
            Claim::Post(c) => has_bit(self.open_cities(p), c),
            Claim::Place(i) => has_bit(self.open, i),
            Claim::Yellow(y) => self.yellow_claimable(p, y),
        }
    }

    /// Whether `action` is one of [`Game::legal_actions`], found without listing them all.
    pub(super) fn is_legal(&self, action: Action) -> bool {
        if self.chance().is_some() {
            return self.chance_allows(action);
        }
        match self.phase {
            Phase::Over => false,
            Phase::Pick if self.jeanne_to_move() => action == Action::Jeanne(self.jeanne_turn()),
            Phase::Pick => match action {
                Action::Take(f) => self.laid_out[f.index()] > 0,
                Action::Recruit(f) => {
                    self.laid_out[f.index()] > 0 && self.sheets[self.picker() as usize].monks < data::MONKS
                }
                _ => false,
            },
            Phase::Turn => match (&self.current, action) {
                (None, Action::Next(i)) => self.startable().any(|s| s == i as usize),
                (None, _) => false,
                (Some(task), Action::Decline) => task.optional && !task.opened,
                (Some(task), _) => {
                    task.next_step().is_some_and(|step| self.step_allows(self.picker(), step, action))
                }
            },
            Phase::Claims => match action {
                Action::Claim(claim) => self.claim_open(self.picker(), claim),
                Action::Told => true,
                _ => false,
            },
        }
    }

    /// Whether `action` is a choice of `step` for `p`: a mask test for the steps whose choices
    /// are masks (see [`Game::step_options_into`]).
    fn step_allows(&self, p: PlayerId, step: Step, action: Action) -> bool {
        let sheet = &self.sheets[p as usize];
        match (step, action) {
            (Step::Options(f, via), _) => self.follower_option_open(p, f, via, action),
            (Step::Gain(Gain::Coin), Action::GainCoin(r)) => has_bit(rows_to_circle(sheet), r),
            (Step::Gain(Gain::AnyGood), Action::MarkGood(g)) => has_bit(goods_open(sheet), g.index() as u8),
            (Step::Gain(Gain::Road), Action::Fill(c)) => has_bit(self.fillable(p, ConnectionKind::Road), c),
            (Step::Gain(Gain::Waterway), Action::Fill(c)) => {
                has_bit(self.fillable(p, ConnectionKind::Waterway), c)
            }
            (Step::Gain(Gain::PaidPost), Action::Build(c)) => has_bit(self.paid_post_cities(p), c),
            (Step::FreePost, Action::Build(c)) => has_bit(self.buildable(p), c),
            (Step::Spend, Action::Spend(r)) => has_bit(rows_to_spend(sheet), r),
            (Step::Acquire, Action::Acquire(i)) => has_bit(self.acquirable_mask(p), i),
            // The other steps have a few options at most: look for the action among them.
            _ => {
                let mut probe = Probe { target: Some(action), ..Probe::default() };
                self.step_options_into(p, step, &mut probe);
                probe.found
            }
        }
    }

    /// Pending tasks that may start now: "+" places first, then any in the player's order.
    pub(super) fn startable(&self) -> Bits {
        // A mask, walked without a call per task in the size-optimised browser build.
        let (mut plus, mut all) = (0u64, 0u64);
        for (i, task) in self.pending.iter().enumerate() {
            all |= 1 << i;
            plus |= u64::from(task.plus) << i;
        }
        bits(if plus != 0 { plus } else { all })
    }

    /// Appends the choices of `step` for `p` to `v` (none for steps done without a decision).
    pub(super) fn step_options_into(&self, p: PlayerId, step: Step, v: &mut impl Options) {
        let sheet = &self.sheets[p as usize];
        match step {
            Step::Gain(Gain::Coin) => {
                v.add_all(bits(rows_to_circle(sheet)).map(|r| Action::GainCoin(r as u8)))
            }
            Step::Gain(Gain::AnyGood) => {
                v.add_all(bits(goods_open(sheet)).map(|g| Action::MarkGood(Good::ALL[g])))
            }
            Step::Gain(Gain::Road) => v.add_all(
                bits(self.fillable(p, ConnectionKind::Road)).map(|c| Action::Fill(c as ConnectionId)),
            ),
            Step::Gain(Gain::Waterway) => v.add_all(
                bits(self.fillable(p, ConnectionKind::Waterway)).map(|c| Action::Fill(c as ConnectionId)),
            ),
            Step::Gain(Gain::PaidPost) => {
                v.add_all(bits(self.paid_post_cities(p)).map(|c| Action::Build(c as CityId)))
            }
            Step::FreePost => v.add_all(bits(self.buildable(p)).map(|c| Action::Build(c as CityId))),
            Step::Gain(_) | Step::Observatory => {}
            Step::Options(f, via) => self.follower_options_into(p, f, via, v),
            Step::Imitate { recruited } => {
                v.add_all(
                    Follower::ALL
                        .into_iter()
                        .filter(|&f| self.follower_has_options(p, f, Via::Monk))
                        .map(Action::Imitate),
                );
                if recruited {
                    v.add_all(
                        self.usable_places(p)
                            .filter(|&i| PLACES[i].kind == PlaceKind::Observatory)
                            .filter(|_| next_level_box(sheet.development).is_some())
                            .map(|i| Action::UsePlace(i as PlaceId)),
                    );
                }
            }
            Step::SchoolAs => v.add_all(
                Follower::ALL
                    .into_iter()
                    .filter(|&f| f != Follower::Scholar)
                    .filter(|&f| self.follower_has_options(p, f, Via::School))
                    .map(Action::Imitate),
            ),
            Step::Circus => {
                v.add_all([Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop].map(Action::Choose))
            }
            Step::CoinOrDevelop => v.add_all([Action::Choose(Choice::Coin), Action::Choose(Choice::Develop)]),
            Step::Spend => v.add_all(bits(rows_to_spend(sheet)).map(|r| Action::Spend(r as u8))),
            Step::Acquire => v.add_all(bits(self.acquirable_mask(p)).map(|i| Action::Acquire(i as PlaceId))),
            Step::Pay(id) => {
                let cost = data::place_cost(PLACES[id as usize].category);
                v.add(Action::Pay(cost - 1));
                if sheet.coins() >= cost {
                    v.add(Action::Pay(cost));
                }
            }
            Step::Swap(c) => {
                v.add(Action::KeepGoods);
                // Each swap once, even where a road shows the same good twice.
                let mut listed = 0u32;
                for &icon in CONNECTIONS[c as usize].icons {
                    if let Icon::Good(good) = icon {
                        for to in Good::ALL.into_iter().filter(|&g| g != good && !sheet.row_full(g)) {
                            let bit = 1 << (good.index() * 5 + to.index());
                            if listed & bit == 0 {
                                listed |= bit;
                                v.add(Action::Swap(good, to));
                            }
                        }
                    }
                }
            }
        }
    }

    /// The standard options (A) and (C) of follower `f`, in the rulebook's order.
    pub fn standards(f: Follower) -> &'static [Standard] {
        match f {
            Follower::Farmer => &[Standard::MarkGood],
            Follower::Knight => &[Standard::FillRoad],
            Follower::Boatman => &[Standard::FillWaterway, Standard::GainCoin],
            Follower::Craftsman => &[Standard::BuildPost, Standard::GainCoin],
            Follower::Trader => &[Standard::AcquirePlace, Standard::GainCoin],
            Follower::Scholar => &[Standard::Develop],
        }
    }

    /// The options (A), (B) and (C) open to `p` acting as `f`, each only if it does something:
    /// the standard options, then the places, then the deeds.
    fn follower_options(&self, p: PlayerId, f: Follower, via: Via) -> impl Iterator<Item = Action> + '_ {
        let standards = Game::standards(f).iter().filter(move |&&s| self.standard_open(p, s));
        let places = self.usable_places(p).filter(move |&i| self.place_open(p, f, via, i));
        let deeds = (0..DEEDS.len()).filter(move |&d| via != Via::Monk && self.deed_open(p, f, d));
        standards
            .map(|&s| Action::Standard(s))
            .chain(places.map(|i| Action::UsePlace(i as PlaceId)))
            .chain(deeds.map(|d| Action::Deed(d as DeedId)))
    }

    /// Appends the options open to `p` acting as `f` to `v` (see [`Game::follower_options`]).
    pub(super) fn follower_options_into(&self, p: PlayerId, f: Follower, via: Via, v: &mut impl Options) {
        v.add_all(self.follower_options(p, f, via));
    }

    /// Whether `p` acting as `f` has any option at all.
    pub(super) fn follower_has_options(&self, p: PlayerId, f: Follower, via: Via) -> bool {
        self.follower_options(p, f, via).next().is_some()
    }

    /// Whether `action` is an option open to `p` acting as `f` (via `via`): one of
    /// [`Game::follower_options`], checked without listing them.
    pub(super) fn follower_option_open(&self, p: PlayerId, f: Follower, via: Via, action: Action) -> bool {
        match action {
            Action::Standard(s) => Game::standards(f).contains(&s) && self.standard_open(p, s),
            Action::UsePlace(i) if (i as usize) < PLACES.len() && self.usable(p, i as usize) => {
                self.place_open(p, f, via, i as usize)
            }
            Action::Deed(d) => {
                via != Via::Monk && (d as usize) < DEEDS.len() && self.deed_open(p, f, d as usize)
            }
            _ => false,
        }
    }

    /// Whether standard option `s` does something for `p` now.
    fn standard_open(&self, p: PlayerId, s: Standard) -> bool {
        match s {
            Standard::FillRoad => self.gain_possible(p, Gain::Road),
            Standard::FillWaterway => self.gain_possible(p, Gain::Waterway),
            Standard::BuildPost => self.gain_possible(p, Gain::PaidPost),
            Standard::AcquirePlace => self.acquirable_mask(p) != 0,
            _ => true,
        }
    }

    /// Whether `p`'s usable place `i` is an option for `f` that does something now.
    fn place_open(&self, p: PlayerId, f: Follower, via: Via, i: usize) -> bool {
        match PLACES[i].kind {
            PlaceKind::Action(Some(g), gains) => g == f && gains.iter().any(|&x| self.gain_possible(p, x)),
            PlaceKind::Circus => true,
            PlaceKind::School => {
                via == Via::Taken
                    && f == Follower::Scholar
                    && Follower::ALL
                        .into_iter()
                        .any(|g| g != Follower::Scholar && self.follower_has_options(p, g, Via::School))
            }
            _ => false,
        }
    }

    /// Whether deed `d` has a free space for `f` on `p`'s sheet and is not crossed out.
    fn deed_open(&self, p: PlayerId, f: Follower, d: usize) -> bool {
        let sheet = &self.sheets[p as usize];
        let free = DEEDS[d].spaces.iter().position(|&s| s == f).is_some_and(|s| !sheet.deed_marked(d, s));
        free && sheet.yellow_crossed & Yellow::Deed(d as DeedId).bit() == 0
    }

    /// Whether a gain would do anything for `p` now.
    pub(super) fn gain_possible(&self, p: PlayerId, gain: Gain) -> bool {
        let sheet = &self.sheets[p as usize];
        match gain {
            Gain::Road => self.fillable(p, ConnectionKind::Road) != 0,
            Gain::Waterway => self.fillable(p, ConnectionKind::Waterway) != 0,
            Gain::PaidPost => self.paid_post_cities(p) != 0,
            Gain::DevelopPerWarehouseColumn => sheet.warehouse_columns() > 0,
            Gain::DevelopPerBankColumn => sheet.bank_columns() > 0,
            Gain::DevelopPerPost => sheet.post_count() > 0,
            Gain::Coin | Gain::AnyGood | Gain::Good(_) | Gain::Develop(_) => true,
        }
    }

    /// Connections of `kind` that `p` may fill (RULES 5.2, [D-3]): not filled, with an end on
    /// `p`'s network and none in a region crossed out. One bit per connection.
    pub(super) fn fillable(&self, p: PlayerId, kind: ConnectionKind) -> u64 {
        const ROADS: u64 = connections_of(ConnectionKind::Road);
        const WATERWAYS: u64 = connections_of(ConnectionKind::Waterway);
        let of_kind = match kind {
            ConnectionKind::Road => ROADS,
            ConnectionKind::Waterway => WATERWAYS,
        };
        of_kind & !self.sheets[p as usize].connections & self.networks[p as usize].reach & !self.region_cut
    }

    /// Cities where `p` may build a trading post (RULES 5.3, the Tavern), one bit per city.
    pub(super) fn buildable(&self, p: PlayerId) -> u32 {
        self.open_cities(p) & self.networks[p as usize].cities
    }

    /// Cities where `p` may build a trading post paying a coin: [`Game::buildable`] if `p`
    /// has a coin, none otherwise.
    fn paid_post_cities(&self, p: PlayerId) -> u32 {
        if self.sheets[p as usize].coins() > 0 {
            self.buildable(p)
        } else {
            0
        }
    }

    /// Cities open to a trading post of `p`, its network aside, one bit per city: not crossed
    /// out by the player count, without a post of `p`, and without another's post but in
    /// Orléans (unless `p` has the Tavern).
    fn open_cities(&self, p: PlayerId) -> u32 {
        let sheet = &self.sheets[p as usize];
        let crossed = if self.has_passive(p, Passive::Tavern) { 0 } else { sheet.crossed_cities };
        let cities = (1u32 << data::CITIES.len()) - 1;
        cities & !self.region_crossed & !sheet.posts & !crossed
    }

    /// The places `p` may acquire now, the price included (RULES 9.2), one bit per place.
    pub(super) fn acquirable_mask(&self, p: PlayerId) -> u32 {
        let discount = self.has_passive(p, Passive::Cemetery) as u8;
        self.open & data::affordable(self.sheets[p as usize].coins() + discount)
    }
}

/// The Bank rows of `sheet` with a coin left to circle, one bit per row.
fn rows_to_circle(sheet: &Sheet) -> u8 {
    (0..3).filter(|&r| sheet.bank[r].circled < data::BANK_COINS).fold(0, |rows, r| rows | 1 << r)
}

/// The Bank rows of `sheet` with a circled coin left to spend, one bit per row.
fn rows_to_spend(sheet: &Sheet) -> u8 {
    (0..3).filter(|&r| sheet.bank[r].crossed < sheet.bank[r].circled).fold(0, |rows, r| rows | 1 << r)
}

/// The goods whose Warehouse row on `sheet` is not full, one bit per [`Good::index`].
fn goods_open(sheet: &Sheet) -> u8 {
    Good::ALL.into_iter().filter(|&g| !sheet.row_full(g)).fold(0, |goods, g| goods | 1 << g.index())
}

/// Whether bit `i` of `mask` is set (none beyond its width).
fn has_bit(mask: impl Into<u64>, i: u8) -> bool {
    mask.into().checked_shr(i.into()).is_some_and(|m| m & 1 != 0)
}

/// Where the options of a step go: a list, or a [`Probe`] that only looks at them.
pub(super) trait Options {
    /// Takes one option.
    fn add(&mut self, action: Action);

    /// Takes each option in turn.
    fn add_all(&mut self, actions: impl IntoIterator<Item = Action>) {
        actions.into_iter().for_each(|a| self.add(a));
    }
}

impl Options for Vec<Action> {
    fn add(&mut self, action: Action) {
        self.push(action);
    }
}

/// The options of a step seen without a list on the heap: how many, the first one, and
/// whether one of them is `target`.
#[derive(Default)]
pub(super) struct Probe {
    /// The option looked for.
    pub target: Option<Action>,
    /// Whether `target` is among the options.
    pub found: bool,
    /// How many options there are.
    pub count: usize,
    /// The first option.
    pub first: Option<Action>,
}

impl Options for Probe {
    fn add(&mut self, action: Action) {
        self.count += 1;
        self.first.get_or_insert(action);
        self.found |= self.target == Some(action);
    }
}

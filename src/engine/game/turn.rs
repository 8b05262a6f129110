//! Applying an action: the turn's tasks, their steps, and everything that needs no decision.

use super::legal::Probe;
use super::*;

impl Game {
    /// Applies a legal action and everything that follows from it without a decision.
    /// Returns what happened; an illegal action is refused and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        self.play(action)?;
        Ok(std::mem::take(&mut self.events))
    }

    /// [`Game::apply`] without the events, for players and simulations that do not read
    /// them: the same game, without building a list on every action.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.events.clear();
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if !self.is_legal(action) {
            return Err(ActionError::Illegal(action));
        }
        self.log.push(action);
        if action.is_chance() {
            self.perform_chance(action);
        } else {
            self.perform(action);
        }
        self.advance();
        Ok(())
    }

    pub(super) fn perform(&mut self, action: Action) {
        let p = self.picker();
        match action {
            Action::Take(f) => {
                self.laid_out[f.index()] -= 1;
                self.waiting[f.index()] += 1;
                self.tokens_taken[p as usize] += 1;
                self.events.push(Event::Took(p, f));
                if self.is_remote(p) {
                    return self.begin_claims();
                }
                self.begin_turn(Task::new([Step::Options(f, Via::Taken)], true, Source::Taken(f)));
                self.take_plus_places(p, f);
            }
            Action::Recruit(f) => {
                self.laid_out[f.index()] -= 1;
                self.waiting[f.index()] += 1;
                self.sheets[p as usize].monks += 1;
                self.events.push(Event::Recruited(p, f));
                if self.is_remote(p) {
                    return self.begin_claims();
                }
                self.begin_turn(Task::new([Step::Imitate { recruited: true }], true, Source::Recruited));
            }
            Action::Claim(Claim::Post(city)) => self.build(p, city),
            Action::Claim(Claim::Place(i)) => {
                self.set_place(i as usize, PlaceSlot::Owned { player: p, turn: self.turn });
                self.events.push(Event::PlaceAcquired(p, i));
            }
            Action::Claim(Claim::Yellow(y)) => {
                self.claim(p, y);
            }
            Action::Told => self.end_turn(),
            Action::Next(i) => {
                let task = self.pending.remove(i as usize);
                self.current = Some(task);
            }
            Action::Decline => {
                self.current = None;
                self.events.push(Event::Declined(p));
            }
            Action::Jeanne(turn) => {
                self.start_turn(Phase::Turn);
                self.jeanne_play(turn);
            }
            _ => {
                let task = self.current.as_mut().expect("a decision belongs to the current task");
                task.opened = true;
                let step = task.steps.pop().expect("a decision belongs to a step");
                self.decide(p, step, action);
            }
        }
    }

    /// A turn begun by the action just logged, in `phase`.
    fn start_turn(&mut self, phase: Phase) {
        self.turn_start = self.log.len() - 1;
        self.next_turn();
        self.phase = phase;
    }

    /// The turn of a seat played elsewhere, its token taken: it tells its claims.
    fn begin_claims(&mut self) {
        self.start_turn(Phase::Claims);
    }

    pub(super) fn begin_turn(&mut self, main: Task) {
        self.start_turn(Phase::Turn);
        self.pending.push(main);
    }

    /// The "+" places of the taken follower: their effects come before the action (RULES 9.1).
    pub(super) fn take_plus_places(&mut self, p: PlayerId, f: Follower) {
        let plus: Vec<(usize, PlusEffect)> = self
            .usable_places(p)
            .filter_map(|i| match PLACES[i].kind {
                PlaceKind::Plus(g, effect) if g == f => Some((i, effect)),
                _ => None,
            })
            .collect();
        for (i, effect) in plus {
            self.events.push(Event::PlaceUsed(p, i as PlaceId));
            let step = match effect {
                PlusEffect::Develop => {
                    self.develop(p, 1, Cause::Source(Source::Place(i as PlaceId)));
                    continue;
                }
                PlusEffect::Coin => Step::Gain(Gain::Coin),
                PlusEffect::AnyGood => Step::Gain(Gain::AnyGood),
                PlusEffect::CoinOrDevelop => Step::CoinOrDevelop,
            };
            let mut task = Task::new([step], false, Source::Place(i as PlaceId));
            task.plus = true;
            self.pending.push(task);
        }
    }

    /// Carries out `action`, the decision of `step` (already removed from the current task).
    pub(super) fn decide(&mut self, p: PlayerId, step: Step, action: Action) {
        let cause = match action {
            Action::Standard(Standard::Develop) => Some(Cause::Scholar),
            Action::UsePlace(i) => Some(Cause::Source(Source::Place(i))),
            Action::Deed(d) => Some(Cause::Deed(d)),
            _ => None,
        };
        if let (Some(cause), Some(task)) = (cause, self.current.as_mut()) {
            task.cause = cause;
        }
        match (step, action) {
            (_, Action::GainCoin(r)) => self.circle_coin(p, r),
            (_, Action::MarkGood(g)) => self.mark_good(p, g),
            (_, Action::Fill(c)) => self.fill(p, c),
            (_, Action::Spend(r)) => self.spend(p, r),
            (Step::Gain(Gain::PaidPost), Action::Build(c)) => {
                self.push_steps([Step::Spend]);
                self.build(p, c);
            }
            (_, Action::Build(c)) => self.build(p, c),
            (_, Action::Standard(s)) => self.push_steps([match s {
                Standard::MarkGood => Step::Gain(Gain::AnyGood),
                Standard::FillRoad => Step::Gain(Gain::Road),
                Standard::FillWaterway => Step::Gain(Gain::Waterway),
                Standard::GainCoin => Step::Gain(Gain::Coin),
                Standard::BuildPost => Step::Gain(Gain::PaidPost),
                Standard::AcquirePlace => Step::Acquire,
                Standard::Develop => Step::Gain(Gain::Develop(1)),
            }]),
            (_, Action::UsePlace(i)) => {
                self.events.push(Event::PlaceUsed(p, i));
                match PLACES[i as usize].kind {
                    PlaceKind::Action(_, gains) => self.push_steps(gains.iter().map(|&g| Step::Gain(g))),
                    PlaceKind::Circus => self.push_steps([Step::Circus]),
                    PlaceKind::School => self.push_steps([Step::SchoolAs]),
                    PlaceKind::Observatory => self.push_steps([Step::Observatory]),
                    PlaceKind::Plus(..) | PlaceKind::Passive(_) => unreachable!("not an action place"),
                }
            }
            (Step::Options(f, _), Action::Deed(d)) => self.mark_deed(p, d, f),
            (Step::SchoolAs, Action::Imitate(f)) => self.push_steps([Step::Options(f, Via::School)]),
            (_, Action::Imitate(f)) => self.push_steps([Step::Options(f, Via::Monk)]),
            (_, Action::Choose(choice)) => self.push_steps(
                match choice {
                    Choice::Coin => &[Gain::Coin][..],
                    Choice::Develop => &[Gain::Develop(1)],
                    Choice::TwoCoins => &[Gain::Coin, Gain::Coin],
                    Choice::CoinAndDevelop => &[Gain::Coin, Gain::Develop(1)],
                    Choice::TwoDevelop => &[Gain::Develop(2)],
                }
                .iter()
                .map(|&g| Step::Gain(g)),
            ),
            (_, Action::Acquire(i)) => {
                self.set_place(i as usize, PlaceSlot::Owned { player: p, turn: self.turn });
                self.events.push(Event::PlaceAcquired(p, i));
                let cost = data::place_cost(PLACES[i as usize].category);
                if self.has_passive(p, Passive::Cemetery) {
                    self.push_steps([Step::Pay(i)]);
                } else {
                    self.push_steps(std::iter::repeat_n(Step::Spend, cost as usize));
                }
            }
            (Step::Pay(i), Action::Pay(n)) => {
                let discounted = n < data::place_cost(PLACES[i as usize].category);
                if let Some(cemetery) = self.passive_place(p, Passive::Cemetery).filter(|_| discounted) {
                    self.events.push(Event::PlaceUsed(p, cemetery));
                }
                self.push_steps(std::iter::repeat_n(Step::Spend, n as usize))
            }
            (Step::Swap(c), Action::KeepGoods) => self.gain_icons(p, c, None),
            (Step::Swap(c), Action::Swap(from, to)) => self.gain_icons(p, c, Some((from, to))),
            (_, action) => unreachable!("“{action}” is not a decision of this step"),
        }
    }

    pub(super) fn push_steps<I: IntoIterator<Item = Step>>(&mut self, steps: I)
    where
        I::IntoIter: DoubleEndedIterator,
    {
        let task = self.current.as_mut().expect("steps belong to the current task");
        task.push_front(steps.into_iter());
    }

    /// Runs everything that needs no decision, until a decision is needed or the game ends.
    pub(super) fn advance(&mut self) {
        loop {
            if self.chance_nodes {
                if self.chance().is_some() {
                    return;
                }
            } else if self.settle_next() {
                continue;
            }
            if self.phase != Phase::Turn {
                return;
            }
            let p = self.picker();
            let Some(task) = &self.current else {
                let first_two = {
                    let mut startable = self.startable();
                    (startable.next(), startable.next())
                };
                match first_two {
                    (Some(i), None) => {
                        let task = self.pending.remove(i);
                        self.current = Some(task);
                        continue;
                    }
                    (Some(_), Some(_)) => return,
                    (None, _) => {
                        self.end_turn();
                        continue;
                    }
                }
            };
            let declinable = task.optional && !task.opened;
            let Some(step) = task.next_step() else {
                self.current = None;
                continue;
            };
            if self.run_without_decision(p, step) {
                continue;
            }
            if declinable {
                return;
            }
            let mut options = Probe::default();
            self.step_options_into(p, step, &mut options);
            if options.count > 1 {
                return;
            }
            let step = self.pop_step();
            if let Some(action) = options.first {
                self.decide(p, step, action);
            }
        }
    }

    pub(super) fn pop_step(&mut self) -> Step {
        self.current.as_mut().and_then(|t| t.steps.pop()).expect("a step to pop")
    }

    /// Does `step` at once if it needs no decision; returns whether it did.
    pub(super) fn run_without_decision(&mut self, p: PlayerId, step: Step) -> bool {
        let sheet = &self.sheets[p as usize];
        let gain = match step {
            Step::Gain(g) => g,
            Step::Observatory => {
                self.pop_step();
                self.observatory(p, self.cause());
                return true;
            }
            _ => return false,
        };
        let boxes = match gain {
            Gain::Coin if sheet.bank_full() => {
                self.pop_step();
                self.shield(p);
                return true;
            }
            Gain::AnyGood if Good::ALL.iter().all(|&g| sheet.row_full(g)) => {
                self.pop_step();
                self.shield(p);
                return true;
            }
            Gain::Good(g) => {
                self.pop_step();
                self.mark_good(p, g);
                return true;
            }
            Gain::Develop(n) => n,
            Gain::DevelopPerWarehouseColumn => sheet.warehouse_columns(),
            Gain::DevelopPerBankColumn => sheet.bank_columns(),
            Gain::DevelopPerPost => sheet.post_count(),
            _ => return false,
        };
        self.pop_step();
        self.develop(p, boxes, self.cause());
        true
    }

    /// What the current task's development gains come from.
    fn cause(&self) -> Cause {
        self.current.as_ref().expect("a gain belongs to the current task").cause
    }
}

//! The round flow: drawing from the bag, the pick order, passing the bag, and the end.

use super::*;

impl Game {
    /// Owes the draws of the tokens set aside (RULES 3; after each empty bag).
    pub(super) fn set_aside(&mut self) {
        self.owed_set_aside = self.counts().set_aside;
    }

    /// Starts a round: owes its draws (laid out once drawn) and sets the pick order.
    pub(super) fn start_round(&mut self) {
        self.owed_lay_out = self.counts().draw;
        let n = self.setup.seats();
        let s = self.start_player;
        self.order = if n == 2 {
            vec![s, 1 - s, s, 1 - s, s]
        } else {
            (0..n).map(|i| (s + i) % n).chain([s]).collect()
        };
        self.pick = 0;
        self.phase = Phase::Pick;
    }

    /// A stacked bag the bag cannot give is refused: the bag holds the whole mix again after
    /// each empty bag, since every drawn token is taken within its round.
    pub(super) fn check_stacked(&self) -> Result<(), SetupError> {
        let mut bag = data::TOKEN_MIX;
        for (i, f) in self.setup.stacked.iter().enumerate() {
            if bag.iter().all(|&t| t == 0) {
                bag = data::TOKEN_MIX;
            }
            if bag[f.index()] == 0 {
                return Err(SetupError::Stacked(i));
            }
            bag[f.index()] -= 1;
        }
        Ok(())
    }

    pub(super) fn end_turn(&mut self) {
        self.pick += 1;
        if (self.pick as usize) < self.order.len() {
            self.phase = Phase::Pick;
            return;
        }
        self.start_player = (self.start_player + 1) % self.setup.seats();
        if self.bag.iter().all(|&t| t == 0) {
            self.bags_crossed += 1;
            self.events.push(Event::BagEmptied(self.bags_crossed));
            if self.bags_crossed == self.setup.seats() {
                return self.finish();
            }
            if self.bags_crossed == 1 {
                self.reshuffle_solo_cards();
            }
            for f in 0..6 {
                self.bag[f] += std::mem::take(&mut self.waiting[f]);
            }
            self.set_aside();
        }
        self.round += 1;
        self.start_round();
    }

    /// The end (RULES 7): the majority citizen, then the game is over.
    pub(super) fn finish(&mut self) {
        // Posts per seat; Jeanne contests the majority in a solo game.
        let posts: Vec<u8> =
            self.sheets.iter().map(Sheet::post_count).chain(self.jeanne.as_ref().map(|j| j.posts)).collect();
        let most = posts.iter().max().copied().unwrap_or(0);
        let leaders: Vec<usize> = (0..posts.len()).filter(|&p| posts[p] == most).collect();
        let winner = (leaders.len() == 1).then(|| leaders[0]);
        match winner {
            Some(p) if p < self.sheets.len() => self.sheets[p].majority_citizen = true,
            Some(_) => self.jeanne.as_mut().expect("Jeanne's seat").citizens += 1,
            None => {}
        }
        self.events.push(Event::Majority(winner.map(|p| p as PlayerId)));
        self.phase = Phase::Over;
        self.events.push(Event::GameOver);
    }
}

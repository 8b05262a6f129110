//! The daily challenge: one solo game a day against Jeanne, the same for everyone on that date
//! (the seed comes from the date; the player chooses the level), playable offline. A day's
//! game is stored under the id `daily-YYYY-MM-DD`, so that the day has one game on a device and
//! the history tells the finished ones apart; the streak and the best score are read from the
//! history, with nothing stored beside it.

use crate::engine::{Setup, SoloLevel};
use crate::model::record::Finished;

/// What a daily game's id starts with.
const ID_PREFIX: &str = "daily-";

/// A calendar day (proleptic Gregorian).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    /// The year.
    pub year: i32,
    /// The month, 1–12.
    pub month: u8,
    /// The day of the month, 1–31.
    pub day: u8,
}

impl Day {
    /// The day, if it exists.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Day> {
        let d = Day { year, month, day };
        let real =
            (1..=9999).contains(&year) && (1..=12).contains(&month) && day >= 1 && day <= d.month_length();
        real.then_some(d)
    }

    /// How many days its month has.
    fn month_length(self) -> u8 {
        match self.month {
            2 if self.year % 4 == 0 && (self.year % 100 != 0 || self.year % 400 == 0) => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    /// Days since 1970-01-01 (negative before), by the civil-calendar count of whole eras of
    /// 400 years.
    fn number(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let day_of_year = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The day `n` days after 1970-01-01: the inverse of [`Day::number`].
    fn of_number(n: i64) -> Day {
        let z = n + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
        Day { year, month, day }
    }

    /// The day before.
    pub fn before(self) -> Day {
        Day::of_number(self.number() - 1)
    }

    /// The day after.
    pub fn after(self) -> Day {
        Day::of_number(self.number() + 1)
    }

    /// The day as ISO 8601 writes it: "2026-11-26".
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The day written as [`Day::iso`] does, if `text` is one.
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.split('-');
        let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if parts.next().is_some() || !digits(y, 4) || !digits(m, 2) || !digits(d, 2) {
            return None;
        }
        Day::new(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)
    }

    /// The id of the day's game: "daily-2026-11-26".
    pub fn id(self) -> String {
        format!("{ID_PREFIX}{}", self.iso())
    }

    /// The day of a daily game's id, if `id` is one.
    pub fn of_id(id: &str) -> Option<Day> {
        Day::parse(id.strip_prefix(ID_PREFIX)?)
    }

    /// The day's seed: FNV-1a of its ISO date, so that every device draws the same game on
    /// that date (and another the next day), whatever its language or time.
    pub fn seed(self) -> u64 {
        self.iso()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    }

    /// The day's game at `level`.
    pub fn setup(self, level: SoloLevel) -> Setup {
        Setup::solo(level, self.seed())
    }
}

/// A finished daily game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Its day.
    pub day: Day,
    /// The level it was played at.
    pub level: SoloLevel,
    /// The player's score.
    pub score: u16,
    /// Jeanne's score.
    pub jeanne: u16,
}

impl Played {
    /// The daily game a history line records, if it records one.
    pub fn of(line: &Finished) -> Option<Played> {
        Some(Played {
            day: Day::of_id(&line.id)?,
            level: line.solo?,
            score: *line.totals.first()?,
            jeanne: line.jeanne?,
        })
    }

    /// Whether the player won: Jeanne wins only with more points (ties go to the player,
    /// RULES 9).
    pub fn won(self) -> bool {
        self.score >= self.jeanne
    }
}

/// The player's daily record on this device: today's game if it is over, the streak and the
/// best score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// Today's game, once finished.
    pub today: Option<Played>,
    /// Days in a row with a finished daily game, up to today (or up to yesterday while
    /// today's is not finished: the streak is not lost before the day is).
    pub streak: u32,
    /// The best score of any daily game (the earliest of equals).
    pub best: Option<Played>,
}

impl Standing {
    /// The standing on `today`, from the history of finished games.
    pub fn of(history: &[Finished], today: Day) -> Standing {
        let today_game = played_on(history, today);
        let last = if today_game.is_some() { today } else { today.before() };
        Standing { today: today_game, streak: run_to(history, last).1, best: best(history) }
    }

    /// Which lines of `history` the standing can read today or on any later day: the daily
    /// games of the newest run of days in a row (a streak can only go on from there) and the
    /// best one. The others can leave the history without changing it.
    pub fn needs(history: &[Finished]) -> impl Fn(&Finished) -> bool {
        let newest = history.iter().filter_map(Played::of).map(|p| p.day).max();
        let run = newest.map(|last| run_to(history, last).0..=last);
        let best = best(history);
        move |line| {
            Played::of(line)
                .is_some_and(|p| Some(p) == best || run.as_ref().is_some_and(|days| days.contains(&p.day)))
        }
    }
}

/// The daily game of `history` played on `day`. A history is short: a scan (no map, no sort).
fn played_on(history: &[Finished], day: Day) -> Option<Played> {
    history.iter().filter_map(Played::of).find(|p| p.day == day)
}

/// The run of days in a row with a daily game that ends on `last`: its first day and its
/// length (`last` and 0 when `last` has none).
fn run_to(history: &[Finished], last: Day) -> (Day, u32) {
    let (mut first, mut length) = (last, 0);
    let mut day = last;
    while played_on(history, day).is_some() {
        (first, length) = (day, length + 1);
        day = day.before();
    }
    (first, length)
}

/// The best daily game of `history` (the earliest of equals).
fn best(history: &[Finished]) -> Option<Played> {
    history.iter().filter_map(Played::of).fold(None, |best, p| match best {
        Some(b) if b.score > p.score || (b.score == p.score && b.day <= p.day) => Some(b),
        _ => Some(p),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    fn line(id: &str, score: u16, jeanne: u16) -> Finished {
        Finished {
            id: id.into(),
            finished: 0,
            names: vec!["Anna".into()],
            totals: vec![score],
            jeanne: Some(jeanne),
            solo: Some(SoloLevel::Standard),
            winners: Vec::new(),
            remote: 0,
        }
    }

    #[test]
    fn days_count_across_months_years_and_leap_days() {
        assert_eq!(Day::new(1970, 1, 1).unwrap().number(), 0);
        assert_eq!(day("2026-11-26").number(), 20_783);
        assert_eq!(day("2024-02-28").after(), day("2024-02-29"));
        assert_eq!(day("2023-02-28").after(), day("2023-03-01"));
        assert_eq!(day("2026-01-01").before(), day("2025-12-31"));
        assert_eq!(day("2000-02-29").after(), day("2000-03-01"));
        // Every day of four centuries goes forth and back to itself.
        let mut d = day("1900-01-01");
        for _ in 0..146_097 {
            let next = d.after();
            assert_eq!(next.before(), d);
            assert_eq!(next.number(), d.number() + 1);
            assert!(Day::new(next.year, next.month, next.day).is_some(), "{next:?}");
            d = next;
        }
        assert_eq!(d, day("2300-01-01"));
    }

    #[test]
    fn only_real_days_are_read() {
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-11-31",
            "26-11-26",
            "2026-1-26",
            "2026-11-26-1",
            "",
            "x",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        assert_eq!(day("2024-02-29").iso(), "2024-02-29");
        assert_eq!(Day::of_id("daily-2026-11-26"), Some(day("2026-11-26")));
        assert_eq!(Day::of_id("18f3a-0c1d"), None);
        assert_eq!(day("2026-11-26").id(), "daily-2026-11-26");
    }

    #[test]
    fn each_day_has_its_own_seed_the_same_everywhere() {
        let today = day("2026-11-26");
        assert_eq!(today.seed(), day("2026-11-26").seed());
        assert_ne!(today.seed(), today.after().seed());
        assert_eq!(today.setup(SoloLevel::Special).seed, today.seed());
        assert_eq!(today.setup(SoloLevel::Special).solo, Some(SoloLevel::Special));
    }

    #[test]
    fn the_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let history = [
            line("daily-2026-11-22", 40, 50),
            line("daily-2026-11-24", 61, 50),
            line("18f3a-0c1d", 90, 10),
            line("daily-2026-11-25", 55, 52),
        ];
        let s = Standing::of(&history, day("2026-11-26"));
        assert_eq!((s.today, s.streak), (None, 2));
        assert_eq!(s.best.map(|b| (b.day, b.score)), Some((day("2026-11-24"), 61)));
        let mut more = history.to_vec();
        more.push(line("daily-2026-11-26", 30, 60));
        let s = Standing::of(&more, day("2026-11-26"));
        assert_eq!((s.today.map(|t| t.won()), s.streak), (Some(false), 3));
        assert_eq!(Standing::of(&history, day("2026-11-28")).streak, 0);
        assert_eq!(Standing::of(&[], day("2026-11-26")), Standing::default());
    }
}

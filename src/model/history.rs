//! The history of finished games: a line a game, newest first, at most [`CAP`] lines, so that
//! the start screen reads and draws it quickly however long a device has been played on. The
//! daily games that the daily standing reads (its streak, its best score) are kept beyond the cap.

use crate::model::modes::daily::Standing;
use crate::model::record::Finished;

/// How many finished games the history keeps (besides the daily games the standing needs).
pub const CAP: usize = 200;

/// Adds a finished game at the front of `history`, replacing an earlier line of the same game,
/// and drops what goes beyond the cap.
pub fn add(history: &mut Vec<Finished>, line: Finished) {
    line.add_to(history);
    compact(history);
}

/// Drops the oldest lines beyond [`CAP`], but not a daily game that the standing needs; says
/// whether it dropped any (a history stored before the cap is written again, once).
pub fn compact(history: &mut Vec<Finished>) -> bool {
    if history.len() <= CAP {
        return false;
    }
    let needed = Standing::needs(history);
    let keep: Vec<bool> = history.iter().enumerate().map(|(i, line)| i < CAP || needed(line)).collect();
    let before = history.len();
    let mut keep = keep.into_iter();
    history.retain(|_| keep.next().unwrap_or(true));
    history.len() < before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SoloLevel;
    use crate::model::modes::daily::Day;

    fn line(id: String, score: u16) -> Finished {
        Finished {
            id,
            finished: 0,
            names: vec!["Anna".into()],
            totals: vec![score],
            jeanne: Some(50),
            solo: Some(SoloLevel::Standard),
            winners: Vec::new(),
            remote: 0,
        }
    }

    #[test]
    fn the_history_keeps_its_cap_and_the_daily_standing() {
        let today = Day::parse("2026-11-26").unwrap();
        // Newest first: 10 daily games in a row up to today, then many games, then an older run
        // of daily games holding the best score.
        let mut history = Vec::new();
        let mut day = today;
        for _ in 0..10 {
            history.push(line(day.id(), 40));
            day = day.before();
        }
        for i in 0..3 * CAP {
            history.push(line(format!("game-{i}"), 60));
        }
        day = day.before().before();
        for score in [70, 90, 30] {
            history.push(line(day.id(), score));
            day = day.before();
        }
        let full = history.clone();
        let standing = Standing::of(&full, today);
        assert_eq!((standing.streak, standing.best.map(|b| b.score)), (10, Some(90)));

        assert!(compact(&mut history));
        assert_eq!(history.len(), CAP + 1, "the cap and the best daily game");
        for day in [today, today.after(), today.after().after()] {
            assert_eq!(Standing::of(&history, day), Standing::of(&full, day));
        }
        assert!(history[..CAP].iter().zip(0..).all(|(f, i)| i < 10 || f.id == format!("game-{}", i - 10)));
        assert!(!compact(&mut history), "a compact history stays as it is");

        // A line added keeps the cap; the streak goes on.
        let before = history.clone();
        add(&mut history, line(today.after().id(), 10));
        assert_eq!(history.len(), CAP + 1);
        assert_eq!(Standing::of(&history, today.after()).streak, 11);
        assert_eq!(history[1..CAP], before[..CAP - 1]);
    }

    #[test]
    fn a_long_streak_is_kept_whole() {
        let today = Day::parse("2026-11-26").unwrap();
        let mut history = Vec::new();
        let mut day = today;
        for _ in 0..CAP + 50 {
            history.push(line(day.id(), 40));
            day = day.before();
        }
        history.push(line("old".into(), 40));
        assert!(compact(&mut history));
        assert_eq!(history.len(), CAP + 50);
        assert_eq!(Standing::of(&history, today).streak, (CAP + 50) as u32);
    }
}

//! The words of a challenge in English.

use super::{plural, En};
use crate::i18n::{isolate, ChallengeWords};
use crate::model::modes::challenge::Verdict;

impl ChallengeWords for En {
    fn challenge_friend(&self) -> &'static str {
        "Challenge a friend"
    }

    fn send_back(&self) -> &'static str {
        "Send your result back"
    }

    fn challenge_copied(&self) -> &'static str {
        "Link copied: send it. It carries the setup and the scores, not the moves."
    }

    fn challenge_title(&self) -> &'static str {
        "A challenge"
    }

    fn challenge_from(&self, names: &[String], kind: &str) -> String {
        let verb = if names.len() == 1 { "challenges" } else { "challenge" };
        format!(
            "{} {verb} you: {kind}, the same draws, your own choices.",
            names.iter().map(|n| isolate(n)).collect::<Vec<_>>().join(", ")
        )
    }

    fn score_hidden(&self) -> &'static str {
        "The other game’s score stays hidden until yours ends, so that it does not change how you play; \
         then both scores are shown side by side."
    }

    fn accept(&self) -> &'static str {
        "Play this game"
    }

    fn challenge_result(&self) -> &'static str {
        "Challenge result"
    }

    fn side(&self, i: usize) -> &'static str {
        ["Challenge", "Reply"][i.min(1)]
    }

    fn challenge_score(&self, name: &str, total: u16) -> String {
        let name = isolate(name);
        format!("{name}: {total}")
    }

    fn challenge_verdict(&self, verdict: &Verdict) -> String {
        match verdict {
            Verdict::Won { winner, loser, .. } => {
                let by = winner.total - loser.total;
                let points = plural(by.into(), "point", "points");
                format!(
                    "{} wins by {by} {points}: {} to {}.",
                    isolate(&winner.name),
                    winner.total,
                    loser.total
                )
            }
            Verdict::Tie(total) => format!("A tie: {total} points each."),
        }
    }

    fn your_name(&self) -> &'static str {
        "Your name"
    }
}

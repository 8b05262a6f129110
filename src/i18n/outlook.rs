//! What a choice would do before it is made ([`OutlookWords`]): what each follower lets you do
//! now, why an option is closed, and the preview of an action's effect, worded from what the
//! engine says ([`Game::preview`], [`Game::reach`], [`Game::closed_options`]).

use super::Words;
use crate::engine::{data, Action, Blocked, Decider, Event, Follower, Game, Standard};

/// The words of what a choice would do. Required methods only: what joins them is in the free
/// functions of this module, compiled once for every language.
pub trait OutlookWords {
    /// What taking follower `f` lets you do: "fill a road next to your network".
    fn follower_does(&self, f: Follower) -> &'static str;
    /// How many choices standard action `s` offers now, where the count tells something
    /// (`n` ≥ 1): "3 roads you can fill".
    fn reach_words(&self, s: Standard, n: usize) -> Option<String>;
    /// What standard action `s` offers now in brief, for one line of a phone's pick (`n` ≥ 1,
    /// its reach): "3 roads to fill", "a good of your choice".
    fn brief_offer(&self, s: Standard, n: usize) -> String;
    /// Why an option offers nothing now, in brief: "no road in reach".
    fn brief_blocked(&self, b: Blocked) -> &'static str;
    /// A follower's offer with its other option: "1 city to build in, or a coin".
    fn or_a_coin(&self, offer: &str) -> String;
    /// A follower's coin, its only option now, and why: "a coin (no coin to spend)".
    fn only_a_coin(&self, why: &str) -> String;
    /// Why an option cannot be taken now: "no coin to spend".
    fn blocked(&self, b: Blocked) -> &'static str;
    /// One change of an effect in few words, "cheese", "development box 4", "→ a Monk action
    /// (development box 6)"; `None` for what restates the action itself or is not a change of
    /// the player's sheet.
    fn effect_part(&self, e: Event) -> Option<String>;
    /// What the next Monk costs: "Your next Monk costs 1 point at the end (Monks: 7 → 6)."
    fn recruit_cost(&self, from: u16, to: u16) -> String;
}

/// The changes of `events`, in few words: "cheese, development box 4, level 2" (empty when
/// nothing changed yet). The preview of a target and the check of what a click did both word
/// the engine's events with it.
pub fn effect(w: &dyn Words, events: &[Event]) -> String {
    events.iter().filter_map(|&e| w.effect_part(e)).collect::<Vec<_>>().join(", ")
}

/// What follower `f` would do for the player deciding now: "fill a road next to your network —
/// 3 roads you can fill", or why its main action would do nothing.
pub fn follower_now(w: &dyn Words, game: &Game, f: Follower) -> String {
    let s = Game::standards(f)[0];
    standard_now(w, game.reach(s), s, w.follower_does(f))
}

/// [`follower_now`], and the same in brief for a phone's pick: "2 waterways to fill, or a
/// coin", "a coin (no coin to spend)", "no road in reach" (the engine asked once for both).
pub fn follower_now_and_brief(w: &dyn Words, game: &Game, f: Follower) -> (String, String) {
    let standards = Game::standards(f);
    let reach = game.reach(standards[0]);
    let coin = standards.contains(&Standard::GainCoin);
    let brief = match (reach, coin) {
        (Ok(n), false) => w.brief_offer(standards[0], n),
        (Ok(n), true) => w.or_a_coin(&w.brief_offer(standards[0], n)),
        (Err(b), false) => w.brief_blocked(b).into(),
        (Err(b), true) => w.only_a_coin(w.brief_blocked(b)),
    };
    (standard_now(w, reach, standards[0], w.follower_does(f)), brief)
}

/// `what` followed by `reach`, standard action `s`'s now (see [`Game::reach`]), or why it has
/// none.
fn standard_now(w: &dyn Words, reach: Result<usize, Blocked>, s: Standard, what: &str) -> String {
    let detail = match reach {
        Ok(n) => w.reach_words(s, n),
        Err(b) => Some(w.blocked(b).to_string()),
    };
    match detail {
        Some(d) if what.is_empty() => d,
        Some(d) => format!("{what} — {d}"),
        None => what.to_string(),
    }
}

/// The preview of `action`: its effect as the engine works it out on a copy of the game (see
/// [`effect`]), and, for a choice that leads to another, what that one offers, or else the
/// decision that comes next in the turn. `None` if the game refuses the action.
pub fn preview(w: &dyn Words, game: &Game, action: Action) -> Option<(String, String)> {
    let (after, events) = game.preview(action).ok()?;
    let next =
        || after.current().filter(|t| t.next_step().is_some()).map(|t| w.heading(t)).unwrap_or_default();
    let then = match action {
        Action::Take(f) | Action::Imitate(f) => follower_now(w, game, f),
        Action::Standard(s) => game.reach(s).ok().and_then(|n| w.reach_words(s, n)).unwrap_or_else(next),
        _ => next(),
    };
    Some((effect(w, &events), then))
}

/// The pick's words about recruiting: what the next Monk costs at the end, if one is left.
pub fn recruit_terms(w: &dyn Words, game: &Game) -> Option<String> {
    let Some(Decider::Player(p)) = game.decider() else { return None };
    let monks = usize::from(game.sheet(p).monks);
    let to = *data::MONK_POINTS.get(monks + 1)?;
    Some(w.recruit_cost(data::MONK_POINTS[monks], to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::data::Bonus;
    use crate::engine::{Area, Good, PlaceMode, Setup, SoloLevel, Source};
    use crate::i18n::Lang;

    /// Every word of this part in `lang`, for every value it takes.
    fn every_word(lang: Lang) -> Vec<String> {
        let w = lang.words();
        let mut all: Vec<String> = Follower::ALL.iter().map(|&f| w.follower_does(f).to_string()).collect();
        for s in [Standard::FillRoad, Standard::FillWaterway, Standard::BuildPost, Standard::AcquirePlace] {
            all.extend([1, 3].map(|n| w.reach_words(s, n).expect("a count that tells something")));
        }
        all.extend(
            [
                Blocked::NoCoin,
                Blocked::NoRoad,
                Blocked::NoWaterway,
                Blocked::NoCity,
                Blocked::NoPlace,
                Blocked::NoMonk,
                Blocked::Nothing,
            ]
            .map(|b| w.blocked(b).to_string()),
        );
        for s in [Standard::MarkGood, Standard::Develop, Standard::FillRoad, Standard::BuildPost] {
            all.extend([1, 3].map(|n| w.brief_offer(s, n)));
        }
        for s in [Standard::FillWaterway, Standard::AcquirePlace] {
            all.extend([1, 3].map(|n| w.or_a_coin(&w.brief_offer(s, n))));
        }
        for b in [Blocked::NoCoin, Blocked::NoRoad, Blocked::NoWaterway, Blocked::NoCity, Blocked::NoPlace] {
            all.extend([w.brief_blocked(b).to_string(), w.only_a_coin(w.brief_blocked(b))]);
        }
        all.extend([w.recruit_cost(7, 6), w.recruit_cost(4, 0)]);
        all.push(effect(w, &sample_events()));
        all
    }

    /// A chain: a road's cheese completes a Warehouse column, a development box raises the
    /// level and gives a Monk action; a full Depot; a first-come citizen.
    fn sample_events() -> Vec<Event> {
        vec![
            Event::Filled(0, 3),
            Event::GoodMarked(0, Good::Cheese),
            Event::Completed(0, Area::WarehouseColumn, 0),
            Event::Developed(0, 4, crate::engine::Cause::Connection(3)),
            Event::LevelRaised(0, 2),
            Event::Bonus(0, Bonus::MonkAction, Source::DevelopmentBox(6)),
            Event::CoinCircled(0, 1),
            Event::CoinSpent(0, 0),
            Event::Shield(0, false),
            Event::YellowClaimed(0, crate::engine::Yellow::WarehouseCitizen),
            Event::LaidOut([1; 6]),
        ]
    }

    #[test]
    fn each_word_exists_in_both_languages_and_french_follows_french_typography() {
        let (en, fr) = (every_word(Lang::En), every_word(Lang::Fr));
        for (e, f) in en.iter().zip(&fr) {
            assert!(!e.trim().is_empty() && !e.contains("  ") && !e.contains('\''), "{e}");
            assert!(!f.trim().is_empty() && !f.contains("  ") && !f.contains('\''), "{f}");
            assert_ne!(e, f, "French reads as English");
            for mark in [":", ";", "?", "!"] {
                assert!(!f.contains(&format!(" {mark}")), "{f}");
            }
        }
    }

    #[test]
    fn an_effect_tells_each_change_of_the_chain_and_not_the_action_itself() {
        assert_eq!(
            effect(Lang::En.words(), &sample_events()),
            "cheese, Warehouse column 1 complete, development box 4, level 2, → a Monk action \
             (development box 6), 1 coin (row 2), −1 coin (row 1), no shield: the Depot is full, \
             first: the Warehouse citizen"
        );
        assert_eq!(
            effect(Lang::Fr.words(), &sample_events()),
            "fromage, la colonne 1 de l’Entrepôt complète, case de développement 4, niveau 2, \
             → une action Moine (case de développement 6), 1 pièce (rangée 2), −1 pièce (rangée 1), \
             pas de bouclier\u{a0}: le Dépôt est plein, premier\u{a0}: le citoyen de l’Entrepôt"
        );
        assert_eq!(effect(Lang::En.words(), &[Event::Filled(0, 3), Event::LaidOut([1; 6])]), "");
    }

    #[test]
    fn a_follower_says_what_it_would_do_now_and_recruiting_what_it_costs() {
        let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
        let roads = game.reach(Standard::FillRoad).unwrap();
        assert_eq!(
            follower_now(Lang::En.words(), &game, Follower::Knight),
            format!("fill a road next to your network — {roads} roads you can fill")
        );
        assert_eq!(
            follower_now(Lang::Fr.words(), &game, Follower::Knight),
            format!("remplir une route reliée à votre réseau — {roads} routes possibles")
        );
        assert_eq!(follower_now(Lang::En.words(), &game, Follower::Farmer), "mark a good of your choice");
        assert_eq!(
            follower_now_and_brief(Lang::En.words(), &game, Follower::Knight).1,
            format!("{roads} roads to fill")
        );
        assert_eq!(
            follower_now_and_brief(Lang::Fr.words(), &game, Follower::Knight).1,
            format!("{roads} routes à remplir")
        );
        assert_eq!(
            follower_now_and_brief(Lang::En.words(), &game, Follower::Craftsman).1,
            "1 city to build in, or a coin"
        );
        let en = Lang::En.words();
        for f in [Follower::Knight, Follower::Craftsman, Follower::Farmer] {
            assert_eq!(follower_now_and_brief(en, &game, f).0, follower_now(en, &game, f));
        }
        assert_eq!(en.only_a_coin(en.brief_blocked(Blocked::NoCoin)), "a coin (no coin to spend)");
        assert_eq!(
            follower_now_and_brief(Lang::Fr.words(), &game, Follower::Farmer).1,
            "1 marchandise au choix"
        );
        assert_eq!(
            recruit_terms(Lang::En.words(), &game).unwrap(),
            "Your next Monk costs 1 point at the end (Monks: 7 → 6)."
        );
        assert_eq!(
            recruit_terms(Lang::Fr.words(), &game).unwrap(),
            "Votre prochain Moine coûte 1 point en fin de partie (Moines\u{a0}: 7 → 6)."
        );
    }

    /// Over random games, in both languages: the preview of every legal action has the words of
    /// the effect applying it has; a closed option's reason is worded.
    #[test]
    fn the_preview_of_every_legal_action_is_what_applying_it_does() {
        for seed in 0..12u64 {
            let setup = match seed % 3 {
                0 => Setup::solo(SoloLevel::Special, seed),
                n => Setup::new(n as u8 + 2, PlaceMode::Cards, seed),
            };
            let mut game = Game::new(setup).unwrap();
            let mut k = seed as usize;
            while !game.is_over() {
                let legal = game.legal_actions();
                for lang in [Lang::En, Lang::Fr] {
                    let w = lang.words();
                    for &a in &legal {
                        let (said, _) = preview(w, &game, a).expect("a legal action previews");
                        assert_eq!(said, effect(w, &game.clone().apply(a).unwrap()), "{a:?}");
                    }
                    for (_, why) in game.closed_options() {
                        assert!(!w.blocked(why).is_empty());
                    }
                }
                k = (k * 31 + 7) % 1009;
                game.apply(legal[k % legal.len()]).unwrap();
            }
        }
    }
}

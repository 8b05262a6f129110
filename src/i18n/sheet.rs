//! The words of the scoresheet and of Jeanne's zone: titles, labels, and what each spot says
//! to a screen reader and in its tooltip.
//!
//! Numbers given to these methods are as the sheet shows them (rows, columns, boxes and
//! players counted from 1). The sheet chooses which words a state calls for; the methods only
//! say them.

use crate::engine::data::{Arrow, Passive, SoloEffect};
use crate::engine::{JeanneScore, Score};

/// The sheet's words. Every method is one language's words; the sheet code chooses among them.
pub trait SheetWords {
    // ---- The whole sheet ---------------------------------------------------------------------

    /// What joins a thing and what is said of it: ": " (French: a non-breaking space first).
    fn colon(&self) -> &'static str;
    /// The label of a player's whole sheet: "Sheet of player 1".
    fn sheet_of(&self, n: u8) -> String;
    /// The sheet's heading: "Orléans · Scoresheet of Anna".
    fn scoresheet_of(&self, name: &str) -> String;
    /// The heading's right side in the solo game: "Solo game against Jeanne · Standard".
    fn solo_against(&self, level: &str) -> String;
    /// Points, short, in panel titles: "12 pts".
    fn pts(&self, n: u16) -> String;

    // ---- Yellow bonuses ----------------------------------------------------------------------

    /// A yellow bonus this player has: "the Bank citizen: circled, it is yours".
    fn yellow_mine(&self, what: &str) -> String;
    /// A yellow bonus nobody has yet: "the Bank citizen: still open".
    fn yellow_open(&self, what: &str) -> String;
    /// A yellow bonus crossed out here, and why: "the Bank citizen: crossed, claimed by Player 2".
    fn yellow_crossed(&self, what: &str, why: &str) -> String;
    /// Why: another player has it: "claimed by Player 2".
    fn claimed_by(&self, name: &str) -> String;
    /// Why: Jeanne took it: "taken by Jeanne".
    fn taken_by_jeanne(&self) -> &'static str;
    /// Why: it is out of this game: "not in play in this game".
    fn not_in_play(&self) -> &'static str;
    /// A citizen as a bonus, with its yellow state: "a citizen, yellow: …".
    fn citizen_yellow(&self, state: &str) -> String;

    // ---- The map -----------------------------------------------------------------------------

    /// The map's label: "Map: 3 connections filled, 1 trading post".
    fn map_label(&self, filled: u32, posts: u8) -> String;
    /// Of a city: "your trading post".
    fn your_post(&self) -> &'static str;
    /// Of a city: "on your network".
    fn on_your_network(&self) -> &'static str;
    /// Of a city or a deed out of play for the number of seats: "not in play with 2 players".
    fn out_with(&self, seats: u8) -> String;
    /// Of a city crossed for another player's trading post: "crossed: Player 2's trading post".
    fn crossed_post_of(&self, name: &str) -> String;
    /// Of a city crossed for another reason: "crossed out".
    fn crossed_out(&self) -> &'static str;
    /// "Road", in the map's legend.
    fn road(&self) -> &'static str;
    /// "Waterway", in the map's legend.
    fn waterway(&self) -> &'static str;
    /// "Filled (pen)", in the map's legend.
    fn filled_pen(&self) -> &'static str;
    /// The compass's north: "N".
    fn north(&self) -> &'static str;
    /// The river's name.
    fn loire(&self) -> &'static str {
        "Loire"
    }
    /// City 22's citizen, with its yellow state.
    fn city22_citizen(&self, state: &str) -> String;

    // ---- The Warehouse -----------------------------------------------------------------------

    /// "Warehouse".
    fn warehouse(&self) -> &'static str;
    /// The Warehouse's note: "full row: 1 shield instead".
    fn warehouse_note(&self) -> &'static str;
    /// A row: "Grain row: 2 of 5 boxes marked; 3 points when full".
    fn warehouse_row(&self, good: &str, marked: u8, boxes: u8, points: u16) -> String;
    /// Of a full row: "full".
    fn row_full(&self) -> &'static str;
    /// A column's bonus: "Column 1 bonus: 2 coins".
    fn warehouse_column(&self, n: usize, bonus: &str) -> String;
    /// Of a complete column: "column complete".
    fn column_complete(&self) -> &'static str;

    // ---- The Bank ----------------------------------------------------------------------------

    /// "Bank".
    fn bank(&self) -> &'static str;
    /// The Bank's title: "Bank · 2 coins to spend".
    fn bank_title(&self, coins: u8) -> String;
    /// The Bank's note: "circle = gain · cross = spend".
    fn bank_note(&self) -> &'static str;
    /// A row: "Bank row 1: 2 coins circled, 1 spent; all five circled: a Monk action".
    fn bank_row(&self, n: usize, circled: u8, spent: u8, bonus: &str) -> String;
    /// A column: "Bank column 1: all three spent gives …; yellow: …".
    fn bank_column(&self, n: usize, bonus: &str, shield: &str) -> String;
    /// Of a bonus obtained: "done".
    fn done(&self) -> &'static str;
    /// The four short lines left of the column bonuses: "column", "spent", "first", "to do it".
    fn bank_column_notes(&self) -> [&'static str; 4];
    /// Under the free trading post: "free".
    fn free(&self) -> &'static str;
    /// After a development star, per complete column: "/col.".
    fn per_column(&self) -> &'static str;
    /// After a development star, per trading post: "/post".
    fn per_post(&self) -> &'static str;

    // ---- The Depot, the Monks, the bag track -------------------------------------------------

    /// "Depot".
    fn depot(&self) -> &'static str;
    /// The Depot's label: "Depot: 2 of 8 shields circled, 4 points".
    fn depot_label(&self, circled: usize, total: usize, points: u16) -> String;
    /// The Depot's note: "shields".
    fn shields(&self) -> &'static str;
    /// "Monks".
    fn monks(&self) -> &'static str;
    /// The Monks' label: "Monks: 1 of 3 recruited; 6 points at the end".
    fn monks_label(&self, recruited: usize, total: u8, points: u16) -> String;
    /// "Bags", the bag track's title.
    fn bags(&self) -> &'static str;
    /// The bag track's label: "Bag track: 1 of 3 bags emptied; the game ends when all 3 are crossed".
    fn bag_label(&self, emptied: u8, seats: u8) -> String;

    // ---- The development track ---------------------------------------------------------------

    /// "Development".
    fn development(&self) -> &'static str;
    /// A development level: "level ×3".
    fn level_of(&self, level: u8) -> String;
    /// A box of the track: "Development box 7".
    fn development_box(&self, n: usize) -> String;
    /// The track's label: "Development track: 5 of 30 boxes marked, level ×2".
    fn development_label(&self, marked: u8, total: usize, level: u8) -> String;
    /// The track's note: "the level multiplies trading posts + citizens".
    fn development_note(&self) -> &'static str;
    /// Of a box or a space: "marked".
    fn marked(&self) -> &'static str;

    // ---- The beneficial deeds ----------------------------------------------------------------

    /// "Beneficial deeds".
    fn deeds(&self) -> &'static str;
    /// The deeds' note: "mark a space with the exact follower you take".
    fn deeds_note(&self) -> &'static str;
    /// A deed: "Beneficial deed 1: spaces …; each space gives …; completing it (yellow) gives …".
    fn deed_label(&self, n: usize, spaces: &str, each: &str, bonus: &str) -> String;
    /// A space of a deed: "Deed 1 space: Knight".
    fn deed_space(&self, n: usize, follower: &str) -> String;
    /// Of a deed this player completed: "completed: yours".
    fn deed_yours(&self) -> &'static str;
    /// Of a deed another player completed: "completed by Player 2".
    fn completed_by(&self, name: &str) -> String;
    /// Of a deed Jeanne crossed: "crossed by Jeanne".
    fn crossed_by_jeanne(&self) -> &'static str;
    /// Before a deed's effect: "each".
    fn each(&self) -> &'static str;
    /// Before a deed's completion bonus: "all 3".
    fn all_three(&self) -> &'static str;

    // ---- The places --------------------------------------------------------------------------

    /// The places' title with the printed places: "Places (printed)".
    fn places_printed(&self) -> &'static str;
    /// The places' title with the place cards: "Places (cards in play)".
    fn places_cards(&self) -> &'static str;
    /// The places' note: "acquire with a Trader · I opens II, II opens III…".
    fn places_note(&self) -> &'static str;
    /// A place: "Stable (I): …; cost 1 coin; available".
    fn place_label(&self, place: &str, cost: u8, state: &str) -> String;
    /// Of a place nobody has: "available".
    fn available(&self) -> &'static str;
    /// Of a place this player has: "yours".
    fn yours(&self) -> &'static str;
    /// Of a place another player has: "owned by Player 2".
    fn owned_by(&self, name: &str) -> String;
    /// Of a place out of the game: "removed from the game".
    fn removed_from_game(&self) -> &'static str;
    /// On a place out of the game: "removed".
    fn removed(&self) -> &'static str;
    /// In place of the follower, on a place any follower uses: "any".
    fn any_follower(&self) -> &'static str;
    /// The two short lines of a place that changes a rule.
    fn passive_lines(&self, p: Passive) -> [&'static str; 2];
    /// The two short lines of the School.
    fn school_lines(&self) -> [&'static str; 2];
    /// The two short lines of the Observatory.
    fn observatory_lines(&self) -> [&'static str; 2];

    // ---- Citizens and score ------------------------------------------------------------------

    /// "Citizens".
    fn citizens(&self) -> &'static str;
    /// The citizens' label: "Citizens: 2 circled".
    fn citizens_label(&self, count: u8) -> String;
    /// The short names of the citizen spaces, in the sheet's order: city 22, the Bank, the
    /// Warehouse, development boxes 7 and 19, deeds 4 and 5, the majority.
    fn citizen_tags(&self) -> [&'static str; 8];
    /// A citizen space: "Citizen (Bank): …".
    fn citizen_label(&self, tag: &str, state: &str) -> String;
    /// The majority citizen, this player's.
    fn majority_mine(&self) -> &'static str;
    /// The majority citizen while the game goes on.
    fn majority_open(&self) -> &'static str;
    /// The majority citizen, crossed: `name` had the most trading posts.
    fn majority_crossed(&self, name: &str) -> String;
    /// The majority citizen, crossed: nobody had the most alone.
    fn majority_tied(&self) -> &'static str;
    /// "Posts", in the scoring strip.
    fn posts(&self) -> &'static str;
    /// "Level", in the scoring strip.
    fn level_word(&self) -> &'static str;
    /// "Total", in the scoring strip.
    fn total(&self) -> &'static str;
    /// "Final score".
    fn final_score(&self) -> &'static str;
    /// "Score so far".
    fn score_so_far(&self) -> &'static str;
    /// The scoring strip's label, headed by `title`.
    fn score_label(&self, title: &str, sc: &Score) -> String;

    // ---- Followers ---------------------------------------------------------------------------

    // ---- Jeanne's zone -----------------------------------------------------------------------

    /// The zone's label: "Jeanne's zone".
    fn jeanne_zone(&self) -> &'static str;
    /// The zone outside a solo game: "No Jeanne in this game".
    fn no_jeanne(&self) -> &'static str;
    /// "Her score: 12".
    fn her_score(&self, total: u16) -> String;
    /// "Her rows".
    fn her_rows(&self) -> &'static str;
    /// The rows' note: "Scholar boxes: extra effects".
    fn scholar_note(&self) -> &'static str;
    /// One of her rows: "Jeanne's Knight row: 2 of 8 marked".
    fn jeanne_row_label(&self, follower: &str, marked: usize, len: usize) -> String;
    /// "Her Depot".
    fn her_depot(&self) -> &'static str;
    /// Her Depot's label: "Jeanne's Depot: 3 shields circled, 7 points".
    fn jeanne_depot_label(&self, shields: u8, points: u16) -> String;
    /// "Her level".
    fn her_level(&self) -> &'static str;
    /// Her levels' label: "Jeanne's development: 2 of 6 levels marked, level ×3".
    fn jeanne_levels_label(&self, marked: u8, level: u8) -> String;
    /// Her tally's title: "Trading posts 3 · Citizens 1".
    fn tally_title(&self, posts: u8, citizens: u8) -> String;
    /// Her tally's note: "she crosses a city on your map for each post".
    fn tally_note(&self) -> &'static str;
    /// "Jeanne's trading posts: 3".
    fn jeanne_posts(&self, n: u8) -> String;
    /// "Jeanne's citizens: 1".
    fn jeanne_citizens(&self, n: u8) -> String;
    /// Her score in full: "Score: rows 4 + shields 7 + (posts 3 + citizens 1) × level 2 = 19".
    fn jeanne_score(&self, sc: &JeanneScore) -> String;
    /// Her cards' title: "Her last card · the next card's back".
    fn her_cards(&self) -> &'static str;
    /// Before her first card: "No card revealed yet (the pile was just shuffled)".
    fn no_card_yet(&self) -> &'static str;
    /// A solo card: "Card 5".
    fn card(&self, name: &str) -> String;
    /// Over the card's reading arrow: "reading order (the next card's arrow)".
    fn reading_order(&self) -> &'static str;
    /// Under a solo card's city: "city".
    fn city_word(&self) -> &'static str;
    /// The short word under a solo card's effect: "shield".
    fn solo_effect_word(&self, e: SoloEffect) -> &'static str;
    /// The letter telling the Warehouse citizen on a solo card: "W".
    fn warehouse_initial(&self) -> &'static str;
    /// The letter telling the Bank citizen on a solo card: "B".
    fn bank_initial(&self) -> &'static str;
    /// Which way a card's arrow reads: "left to right".
    fn reading_way(&self, arrow: Arrow) -> &'static str;
    /// The next card's back: "Next card's back: read the next card left to right; Monk: …".
    fn next_back(&self, way: &str, monk: &str) -> String;
    /// On the next card's back, its Monk action builds: "Monk: build a post".
    fn back_post(&self) -> &'static str;
    /// On the next card's back, its Monk action marks a row: "Monk: Knight row + shield".
    fn back_mark(&self, row: &str) -> String;
}

#[cfg(test)]
mod tests {
    use super::SheetWords;
    use crate::engine::data::{Arrow, Passive, SoloEffect};
    use crate::engine::{JeanneScore, Score};
    use crate::i18n::Lang;

    /// Every word of the sheet, in one language (the arguments are examples).
    fn all(w: &dyn SheetWords) -> Vec<String> {
        let sc = Score {
            posts: 1,
            citizens: 2,
            level: 3,
            posts_and_citizens: 9,
            warehouse: 4,
            bank: 5,
            monks: 6,
            depot: 7,
            total: 31,
        };
        let jsc = JeanneScore {
            rows: 1,
            depot: 2,
            posts: 3,
            citizens: 4,
            level: 2,
            posts_and_citizens: 14,
            total: 17,
        };
        let mut v: Vec<String> = vec![
            w.colon().into(),
            w.sheet_of(1),
            w.scoresheet_of("Anna"),
            w.solo_against("Standard"),
            w.pts(12),
            w.yellow_mine("x"),
            w.yellow_open("x"),
            w.yellow_crossed("x", "y"),
            w.claimed_by("Anna"),
            w.taken_by_jeanne().into(),
            w.not_in_play().into(),
            w.citizen_yellow("x"),
            w.map_label(3, 1),
            w.your_post().into(),
            w.on_your_network().into(),
            w.out_with(2),
            w.crossed_post_of("Anna"),
            w.crossed_out().into(),
            w.road().into(),
            w.waterway().into(),
            w.filled_pen().into(),
            w.north().into(),
            w.loire().into(),
            w.city22_citizen("x"),
            w.warehouse().into(),
            w.warehouse_note().into(),
            w.warehouse_row("Grain", 2, 5, 3),
            w.row_full().into(),
            w.warehouse_column(1, "x"),
            w.column_complete().into(),
            w.bank().into(),
            w.bank_title(2),
            w.bank_note().into(),
            w.bank_row(1, 2, 1, "x"),
            w.bank_column(1, "x", "y"),
            w.done().into(),
            w.free().into(),
            w.per_column().into(),
            w.per_post().into(),
            w.depot().into(),
            w.depot_label(2, 8, 4),
            w.shields().into(),
            w.monks().into(),
            w.monks_label(1, 3, 6),
            w.bags().into(),
            w.bag_label(1, 3),
            w.development().into(),
            w.level_of(3),
            w.development_box(7),
            w.development_label(5, 30, 2),
            w.development_note().into(),
            w.marked().into(),
            w.deeds().into(),
            w.deeds_note().into(),
            w.deed_label(1, "x", "y", "z"),
            w.deed_space(1, "x"),
            w.deed_yours().into(),
            w.completed_by("Anna"),
            w.crossed_by_jeanne().into(),
            w.each().into(),
            w.all_three().into(),
            w.places_printed().into(),
            w.places_cards().into(),
            w.places_note().into(),
            w.place_label("x", 2, "y"),
            w.available().into(),
            w.yours().into(),
            w.owned_by("Anna"),
            w.removed_from_game().into(),
            w.removed().into(),
            w.any_follower().into(),
            w.citizens().into(),
            w.citizens_label(2),
            w.citizen_label("x", "y"),
            w.majority_mine().into(),
            w.majority_open().into(),
            w.majority_crossed("Anna"),
            w.majority_tied().into(),
            w.posts().into(),
            w.level_word().into(),
            w.total().into(),
            w.final_score().into(),
            w.score_so_far().into(),
            w.score_label("x", &sc),
            w.jeanne_zone().into(),
            w.no_jeanne().into(),
            w.her_score(12),
            w.her_rows().into(),
            w.scholar_note().into(),
            w.jeanne_row_label("x", 2, 8),
            w.her_depot().into(),
            w.jeanne_depot_label(3, 7),
            w.her_level().into(),
            w.jeanne_levels_label(2, 3),
            w.tally_title(3, 1),
            w.tally_note().into(),
            w.jeanne_posts(3),
            w.jeanne_citizens(1),
            w.jeanne_score(&jsc),
            w.her_cards().into(),
            w.no_card_yet().into(),
            w.card("5"),
            w.reading_order().into(),
            w.city_word().into(),
            w.warehouse_initial().into(),
            w.bank_initial().into(),
            w.next_back("x", "y"),
            w.back_post().into(),
            w.back_mark("x"),
        ];
        v.extend(w.bank_column_notes().map(String::from));
        v.extend(w.citizen_tags().map(String::from));
        v.extend(w.school_lines().map(String::from));
        v.extend(w.observatory_lines().map(String::from));
        for p in [Passive::Cemetery, Passive::Treehouse, Passive::Tavern] {
            v.extend(w.passive_lines(p).map(String::from));
        }
        for e in SoloEffect::ALL {
            v.push(w.solo_effect_word(e).into());
        }
        for a in [Arrow::Left, Arrow::Right] {
            v.push(w.reading_way(a).into());
        }
        v
    }

    #[test]
    fn every_sheet_word_is_said_in_every_language() {
        for lang in Lang::ALL {
            for (k, words) in all(lang.words()).iter().enumerate() {
                assert!(!words.trim().is_empty(), "{lang:?}: sheet word {k} is empty");
            }
        }
    }

    #[test]
    fn french_sheet_words_differ_from_english_ones_where_they_should() {
        let (en, fr) = (all(Lang::En.words()), all(Lang::Fr.words()));
        assert_eq!(en.len(), fr.len());
        let same = en.iter().zip(&fr).filter(|(e, f)| e == f).count();
        // Names, symbols and letters shared by both languages ("Loire", "N", "B", "Total"…).
        assert!(same < 20, "{same} sheet words are the same in English and French");
    }

    #[test]
    fn french_sheet_words_follow_french_typography() {
        for words in all(Lang::Fr.words()) {
            for (i, c) in words.char_indices() {
                if c == ':' || c == ';' {
                    let before = words[..i].chars().next_back();
                    assert!(
                        before.is_none() || before == Some('\u{a0}'),
                        "no non-breaking space before {c:?} in {words:?}"
                    );
                }
            }
            assert!(!words.contains('\''), "straight apostrophe in {words:?}");
        }
    }
}

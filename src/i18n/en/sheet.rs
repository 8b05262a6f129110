//! The sheet's words in English.

use super::{plural, En};
use crate::engine::data::{Arrow, Passive, SoloEffect};
use crate::engine::{JeanneScore, Score};
use crate::i18n::{isolate, SheetWords};

impl SheetWords for En {
    fn colon(&self) -> &'static str {
        ": "
    }

    fn sheet_of(&self, n: u8) -> String {
        format!("Sheet of player {n}")
    }

    fn scoresheet_of(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Orléans · Scoresheet of {name}")
    }

    fn solo_against(&self, level: &str) -> String {
        format!("Solo game against Jeanne · {level}")
    }

    fn pts(&self, n: u16) -> String {
        format!("{n} {}", plural(n.into(), "pt", "pts"))
    }

    fn yellow_mine(&self, what: &str) -> String {
        format!("{what}: circled, it is yours")
    }

    fn yellow_open(&self, what: &str) -> String {
        format!("{what}: still open")
    }

    fn yellow_crossed(&self, what: &str, why: &str) -> String {
        format!("{what}: crossed, {why}")
    }

    fn claimed_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("claimed by {name}")
    }

    fn taken_by_jeanne(&self) -> &'static str {
        "taken by Jeanne"
    }

    fn not_in_play(&self) -> &'static str {
        "not in play in this game"
    }

    fn citizen_yellow(&self, state: &str) -> String {
        format!("a citizen, yellow: {state}")
    }

    fn map_label(&self, filled: u32, posts: u8) -> String {
        format!(
            "Map: {filled} {} filled, {posts} {}",
            plural(filled.into(), "connection", "connections"),
            plural(posts.into(), "trading post", "trading posts")
        )
    }

    fn your_post(&self) -> &'static str {
        "your trading post"
    }

    fn on_your_network(&self) -> &'static str {
        "on your network"
    }

    fn out_with(&self, seats: u8) -> String {
        format!("not in play with {seats} players")
    }

    fn crossed_post_of(&self, name: &str) -> String {
        let name = isolate(name);
        format!("crossed: {name}'s trading post")
    }

    fn crossed_out(&self) -> &'static str {
        "crossed out"
    }

    fn road(&self) -> &'static str {
        "Road"
    }

    fn waterway(&self) -> &'static str {
        "Waterway"
    }

    fn filled_pen(&self) -> &'static str {
        "Filled (pen)"
    }

    fn north(&self) -> &'static str {
        "N"
    }

    fn city22_citizen(&self, state: &str) -> String {
        format!("Citizen of city 22 (yellow bonus, for the first to build there): {state}")
    }

    fn warehouse(&self) -> &'static str {
        "Warehouse"
    }

    fn warehouse_note(&self) -> &'static str {
        "full row: 1 shield instead"
    }

    fn warehouse_row(&self, good: &str, marked: u8, boxes: u8, points: u16) -> String {
        format!("{good} row: {marked} of {boxes} boxes marked; {points} points when full")
    }

    fn row_full(&self) -> &'static str {
        "full"
    }

    fn warehouse_column(&self, n: usize, bonus: &str) -> String {
        format!("Column {n} bonus: {bonus}")
    }

    fn column_complete(&self) -> &'static str {
        "column complete"
    }

    fn bank(&self) -> &'static str {
        "Bank"
    }

    fn bank_title(&self, coins: u8) -> String {
        format!("Bank · {coins} {} to spend", plural(coins.into(), "coin", "coins"))
    }

    fn bank_note(&self) -> &'static str {
        "circle = gain · cross = spend"
    }

    fn bank_row(&self, n: usize, circled: u8, spent: u8, bonus: &str) -> String {
        format!(
            "Bank row {n}: {circled} {} circled, {spent} spent; all five circled: {bonus}",
            plural(circled.into(), "coin", "coins")
        )
    }

    fn bank_column(&self, n: usize, bonus: &str, shield: &str) -> String {
        format!("Bank column {n}: all three spent gives {bonus}; yellow: {shield}")
    }

    fn done(&self) -> &'static str {
        "done"
    }

    fn bank_column_notes(&self) -> [&'static str; 4] {
        ["column", "spent", "first", "to do it"]
    }

    fn free(&self) -> &'static str {
        "free"
    }

    fn per_column(&self) -> &'static str {
        "/col."
    }

    fn per_post(&self) -> &'static str {
        "/post"
    }

    fn depot(&self) -> &'static str {
        "Depot"
    }

    fn depot_label(&self, circled: usize, total: usize, points: u16) -> String {
        format!("Depot: {circled} of {total} shields circled, {points} points")
    }

    fn shields(&self) -> &'static str {
        "shields"
    }

    fn monks(&self) -> &'static str {
        "Monks"
    }

    fn monks_label(&self, recruited: usize, total: u8, points: u16) -> String {
        format!("Monks: {recruited} of {total} recruited; {points} points at the end")
    }

    fn bags(&self) -> &'static str {
        "Bags"
    }

    fn bag_label(&self, emptied: u8, seats: u8) -> String {
        format!("Bag track: {emptied} of {seats} bags emptied; the game ends when all {seats} are crossed")
    }

    fn development(&self) -> &'static str {
        "Development"
    }

    fn level_of(&self, level: u8) -> String {
        format!("level ×{level}")
    }

    fn development_box(&self, n: usize) -> String {
        format!("Development box {n}")
    }

    fn development_label(&self, marked: u8, total: usize, level: u8) -> String {
        format!("Development track: {marked} of {total} boxes marked, level ×{level}")
    }

    fn development_note(&self) -> &'static str {
        "the level multiplies trading posts + citizens"
    }

    fn marked(&self) -> &'static str {
        "marked"
    }

    fn deeds(&self) -> &'static str {
        "Beneficial deeds"
    }

    fn deeds_note(&self) -> &'static str {
        "mark a space with the exact follower you take"
    }

    fn deed_label(&self, n: usize, spaces: &str, each: &str, bonus: &str) -> String {
        format!(
            "Beneficial deed {n}: spaces {spaces}; each space gives {each}; completing it (yellow) gives {bonus}"
        )
    }

    fn deed_space(&self, n: usize, follower: &str) -> String {
        format!("Deed {n} space: {follower}")
    }

    fn deed_yours(&self) -> &'static str {
        "completed: yours"
    }

    fn completed_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("completed by {name}")
    }

    fn crossed_by_jeanne(&self) -> &'static str {
        "crossed by Jeanne"
    }

    fn each(&self) -> &'static str {
        "each"
    }

    fn all_three(&self) -> &'static str {
        "all 3"
    }

    fn places_printed(&self) -> &'static str {
        "Places (printed)"
    }

    fn places_cards(&self) -> &'static str {
        "Places (cards in play)"
    }

    fn places_note(&self) -> &'static str {
        "acquire with a Trader · I opens II, II opens III…"
    }

    fn place_label(&self, place: &str, cost: u8, state: &str) -> String {
        format!("{place}; cost {cost} {}; {state}", plural(cost.into(), "coin", "coins"))
    }

    fn available(&self) -> &'static str {
        "available"
    }

    fn yours(&self) -> &'static str {
        "yours"
    }

    fn owned_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("owned by {name}")
    }

    fn removed_from_game(&self) -> &'static str {
        "removed from the game"
    }

    fn removed(&self) -> &'static str {
        "removed"
    }

    fn any_follower(&self) -> &'static str {
        "any"
    }

    fn passive_lines(&self, p: Passive) -> [&'static str; 2] {
        match p {
            Passive::Cemetery => ["places cost", "1 coin less"],
            Passive::Treehouse => ["swap a good", "on a road you fill"],
            Passive::Tavern => ["build in", "crossed-out cities"],
        }
    }

    fn school_lines(&self) -> [&'static str; 2] {
        ["the Scholar acts", "as any follower"]
    }

    fn observatory_lines(&self) -> [&'static str; 2] {
        ["develop up to", "the next level"]
    }

    fn citizens(&self) -> &'static str {
        "Citizens"
    }

    fn citizens_label(&self, count: u8) -> String {
        format!("Citizens: {count} circled")
    }

    fn citizen_tags(&self) -> [&'static str; 8] {
        ["City 22", "Bank", "Wareh.", "Dev. 7", "Dev. 19", "Deed 4", "Deed 5", "Majority"]
    }

    fn citizen_label(&self, tag: &str, state: &str) -> String {
        format!("Citizen ({tag}): {state}")
    }

    fn majority_mine(&self) -> &'static str {
        "the majority citizen: yours (most trading posts)"
    }

    fn majority_open(&self) -> &'static str {
        "the majority citizen: to the player with the most trading posts at the end"
    }

    fn majority_crossed(&self, name: &str) -> String {
        let name = isolate(name);
        format!("the majority citizen: crossed, {name} had the most trading posts")
    }

    fn majority_tied(&self) -> &'static str {
        "the majority citizen: crossed, nobody had the most trading posts alone"
    }

    fn posts(&self) -> &'static str {
        "Posts"
    }

    fn level_word(&self) -> &'static str {
        "Level"
    }

    fn total(&self) -> &'static str {
        "Total"
    }

    fn final_score(&self) -> &'static str {
        "Final score"
    }

    fn score_so_far(&self) -> &'static str {
        "Score so far"
    }

    fn score_label(&self, title: &str, sc: &Score) -> String {
        format!(
            "{title}: ({} {} + {} {}) × level {} = {}; Warehouse {}, Bank {}, Monks {}, Depot {}; total {}",
            sc.posts,
            plural(sc.posts.into(), "trading post", "trading posts"),
            sc.citizens,
            plural(sc.citizens.into(), "citizen", "citizens"),
            sc.level,
            sc.posts_and_citizens,
            sc.warehouse,
            sc.bank,
            sc.monks,
            sc.depot,
            sc.total
        )
    }

    fn jeanne_zone(&self) -> &'static str {
        "Jeanne's zone"
    }

    fn no_jeanne(&self) -> &'static str {
        "No Jeanne in this game"
    }

    fn her_score(&self, total: u16) -> String {
        format!("Her score: {total}")
    }

    fn her_rows(&self) -> &'static str {
        "Her rows"
    }

    fn scholar_note(&self) -> &'static str {
        "Scholar boxes: extra effects"
    }

    fn jeanne_row_label(&self, follower: &str, marked: usize, len: usize) -> String {
        format!("Jeanne's {follower} row: {marked} of {len} marked")
    }

    fn her_depot(&self) -> &'static str {
        "Her Depot"
    }

    fn jeanne_depot_label(&self, shields: u8, points: u16) -> String {
        format!(
            "Jeanne's Depot: {shields} {} circled, {points} {}",
            plural(shields.into(), "shield", "shields"),
            plural(points.into(), "point", "points")
        )
    }

    fn her_level(&self) -> &'static str {
        "Her level"
    }

    fn jeanne_levels_label(&self, marked: u8, level: u8) -> String {
        format!("Jeanne's development: {marked} of 6 levels marked, level ×{level}")
    }

    fn tally_title(&self, posts: u8, citizens: u8) -> String {
        format!("Trading posts {posts} · Citizens {citizens}")
    }

    fn tally_note(&self) -> &'static str {
        "she crosses a city on your map for each post"
    }

    fn jeanne_posts(&self, n: u8) -> String {
        format!("Jeanne's trading posts: {n}")
    }

    fn jeanne_citizens(&self, n: u8) -> String {
        format!("Jeanne's citizens: {n}")
    }

    fn jeanne_score(&self, sc: &JeanneScore) -> String {
        format!(
            "Score: rows {} + shields {} + (posts {} + citizens {}) × level {} = {}",
            sc.rows, sc.depot, sc.posts, sc.citizens, sc.level, sc.total
        )
    }

    fn her_cards(&self) -> &'static str {
        "Her last card · the next card's back"
    }

    fn no_card_yet(&self) -> &'static str {
        "No card revealed yet (the pile was just shuffled)"
    }

    fn card(&self, name: &str) -> String {
        format!("Card {name}")
    }

    fn reading_order(&self) -> &'static str {
        "reading order (the next card's arrow)"
    }

    fn city_word(&self) -> &'static str {
        "city"
    }

    fn solo_effect_word(&self, e: SoloEffect) -> &'static str {
        match e {
            SoloEffect::BuildPost => "post",
            SoloEffect::RemovePlace => "remove place",
            SoloEffect::Shield => "shield",
            SoloEffect::Level => "level",
            SoloEffect::CrossBankYellow => "Bank yellow",
            SoloEffect::Citizen => "citizen",
            SoloEffect::StealWarehouseCitizen => "steal W. cit.",
            SoloEffect::StealBankCitizen => "steal B. cit.",
            SoloEffect::CrossDeed => "cross deed",
            SoloEffect::Monk => "Monk",
        }
    }

    fn warehouse_initial(&self) -> &'static str {
        "W"
    }

    fn bank_initial(&self) -> &'static str {
        "B"
    }

    fn reading_way(&self, arrow: Arrow) -> &'static str {
        match arrow {
            Arrow::Right => "left to right",
            Arrow::Left => "right to left",
        }
    }

    fn next_back(&self, way: &str, monk: &str) -> String {
        format!("Next card's back: read the next card {way}; {monk}")
    }

    fn back_post(&self) -> &'static str {
        "Monk: build a post"
    }

    fn back_mark(&self, row: &str) -> String {
        format!("Monk: {row} row + shield")
    }
}

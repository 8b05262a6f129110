//! Jeanne's zone in the solo game: her four rows, her two-row Depot, her development levels, her
//! trading posts and citizens, her score, and her last revealed card with the back of the next
//! one, so the player can follow why she did what she did.

use leptos::prelude::*;

use super::followers::follower_icon;
use super::icons::{citizen_icon, monk_icon, post_icon, shield_icon, tr};
use super::layout::{frame, paper};
use super::marks::{circle_mark, n, seed, x_mark};
use crate::engine::data::{
    Arrow, JeanneMonk, JeanneRow, ScholarBox, SoloEffect, JEANNE_LEVELS, JEANNE_ROW_POINTS,
    JEANNE_SCHOLAR, JEANNE_SHIELDS, SOLO_CARDS,
};
use crate::engine::{Action, Follower, Game, Jeanne, JeanneTurn};
use crate::text;

const WIDTH: f64 = 1000.0;
const HEIGHT: f64 = 730.0;

/// The zone's viewBox (one arrangement fits both phone and desktop).
pub fn view_box(_wide: bool) -> &'static str {
    "0 0 1000 730"
}

fn at(x: f64, y: f64, content: AnyView) -> AnyView {
    view! { <g transform=format!("translate({} {})", n(x), n(y))>{content}</g> }.into_any()
}

/// A small level badge "×N" (her development levels, the Scholar boxes that raise them).
fn level_badge(x: f64, y: f64, label: String) -> AnyView {
    view! {
        <path class="level-badge" d=format!("M{} {}h36l-6 11 6 11h-36l6-11z", n(x - 18.0), n(y - 11.0)) />
        <text class="level-text" x=n(x) y=n(y + 6.5)>{label}</text>
    }
    .into_any()
}

/// The icon of a solo card's effect, and a short word for it.
fn effect_icon(e: SoloEffect, x: f64, y: f64, size: f64) -> (AnyView, &'static str) {
    let cross = |v: AnyView| {
        view! { {v} <path class="printed-x" d=super::marks::x_path(x, y, size * 0.4, 5) /> }
            .into_any()
    };
    let tagged = |v: AnyView, tag: &'static str| {
        view! {
            {v}
            <text class="ic-tag" x=n(x + size * 0.45) y=n(y + size * 0.5)>{tag}</text>
        }
        .into_any()
    };
    match e {
        SoloEffect::BuildPost => (post_icon(x, y, size), "post"),
        SoloEffect::RemovePlace => (
            cross(view! { <rect class="mini-card" x=n(x - size * 0.32) y=n(y - size * 0.45) width=n(size * 0.64) height=n(size * 0.9) rx="3" /> }.into_any()),
            "remove place",
        ),
        SoloEffect::Shield => (shield_icon(x, y, size, None), "shield"),
        SoloEffect::Level => (level_badge(x, y, "+1".into()), "level"),
        SoloEffect::CrossBankYellow => (
            cross(view! {
                <rect class="yellow-bg" x=n(x - size * 0.45) y=n(y - size * 0.45) width=n(size * 0.9) height=n(size * 0.9) rx="5" />
                {shield_icon(x, y, size * 0.7, None)}
            }
            .into_any()),
            "Bank yellow",
        ),
        SoloEffect::Citizen => (citizen_icon(x, y, size), "citizen"),
        SoloEffect::StealWarehouseCitizen => (tagged(citizen_icon(x, y, size), "W"), "steal W. cit."),
        SoloEffect::StealBankCitizen => (tagged(citizen_icon(x, y, size), "B"), "steal B. cit."),
        SoloEffect::CrossDeed => (
            cross(view! { <path class="mini-deed" d="M-34-40H34V40H-34Z" transform=tr(x, y, size) /> }.into_any()),
            "cross deed",
        ),
        SoloEffect::Monk => (monk_icon(x, y, size), "Monk"),
    }
}

fn scholar_box_icon(b: ScholarBox, x: f64, y: f64) -> AnyView {
    match b {
        ScholarBox::Level => level_badge(x, y, "+1".into()),
        ScholarBox::FirstCitizen => view! {
            {citizen_icon(x - 4.0, y, 26.0)}
            <text class="ic-tag" x=n(x + 12.0) y=n(y + 14.0)>"1"</text>
        }
        .into_any(),
        ScholarBox::SecondCitizen => view! {
            {citizen_icon(x - 4.0, y, 26.0)}
            <text class="ic-tag" x=n(x + 12.0) y=n(y + 14.0)>"2"</text>
        }
        .into_any(),
        ScholarBox::Shield => shield_icon(x, y, 26.0, None),
        ScholarBox::Monk => monk_icon(x, y, 26.0),
    }
}

/// Her four rows.
fn rows(j: &Jeanne) -> AnyView {
    let order = [
        (JeanneRow::Boatman, Follower::Boatman),
        (JeanneRow::Farmer, Follower::Farmer),
        (JeanneRow::Knight, Follower::Knight),
        (JeanneRow::Scholar, Follower::Scholar),
    ];
    let rows = order
        .iter()
        .enumerate()
        .map(|(k, &(row, f))| {
            let y = 86.0 + 50.0 * k as f64;
            let marked = j.rows[row.index()] as usize;
            let len = if row == JeanneRow::Scholar { JEANNE_SCHOLAR.len() } else { JEANNE_ROW_POINTS[row.index()].len() };
            let boxes = (0..len)
                .map(|i| {
                    let x = 104.0 + 56.0 * i as f64;
                    let inside = if row == JeanneRow::Scholar {
                        scholar_box_icon(JEANNE_SCHOLAR[i], x, y)
                    } else {
                        view! { <text class="box-num" x=n(x) y=n(y + 8.0)>{JEANNE_ROW_POINTS[row.index()][i].to_string()}</text> }.into_any()
                    };
                    view! {
                        <rect class="box" x=n(x - 23.0) y=n(y - 21.0) width="46" height="42" rx="4" />
                        {inside}
                        {(i < marked).then(|| x_mark(x, y, 15.0, seed(200 + k as u32, i as u32)))}
                    }
                })
                .collect_view();
            let points: u16 = if row == JeanneRow::Scholar {
                0
            } else {
                JEANNE_ROW_POINTS[row.index()][..marked].iter().sum()
            };
            let total = (row != JeanneRow::Scholar).then(|| {
                view! { <text class="row-total" x="522" y=n(y + 8.0)>{format!("{points} pts")}</text> }
            });
            let label = format!("Jeanne's {} row: {marked} of {len} marked", f.name());
            view! {
                <g role="group" aria-label=label>
                    {follower_icon(f, 44.0, y, 34.0)}
                    {boxes}
                    {total}
                </g>
            }
        })
        .collect_view();
    view! {
        {frame(580.0, 280.0, "Her rows".into())}
        <text class="note" x="562" y="33">"Scholar boxes: extra effects"</text>
        {rows}
    }
    .into_any()
}

/// Her Depot: two rows of shields (the second only once the first is full).
fn depot(j: &Jeanne) -> AnyView {
    let mut k = 0usize;
    let mut shields = Vec::new();
    for (r, row) in JEANNE_SHIELDS.iter().enumerate() {
        for (i, &v) in row.iter().enumerate() {
            let (x, y) = (70.0 + 60.0 * i as f64, 84.0 + 52.0 * r as f64);
            shields.push(view! {
                {shield_icon(x, y, 40.0, Some(v))}
                {(k < j.shields as usize).then(|| circle_mark(x, y, 23.0, 25.0, seed(210, k as u32)))}
            });
            k += 1;
        }
    }
    let pts = j.score().depot;
    view! {
        {frame(390.0, 170.0, format!("Her Depot · {pts} pts"))}
        <g role="group" aria-label=format!("Jeanne's Depot: {} shields circled, {pts} points", j.shields)>{shields}</g>
    }
    .into_any()
}

/// Her six development levels.
fn levels(j: &Jeanne) -> AnyView {
    let boxes = JEANNE_LEVELS
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let x = 62.0 + 54.0 * i as f64;
            let y = 68.0;
            let marked = i < j.levels as usize;
            let current = i + 1 == j.levels as usize;
            view! {
                <rect class="box box-level" x=n(x - 22.0) y=n(y - 20.0) width="44" height="40" rx="4" />
                <text class="level-text" x=n(x) y=n(y + 7.0)>{format!("×{l}")}</text>
                {marked.then(|| x_mark(x, y, 14.0, seed(220, i as u32)))}
                {current.then(|| circle_mark(x, y, 28.0, 24.0, seed(221, i as u32)))}
            }
        })
        .collect_view();
    let level = j.level_value();
    view! {
        {frame(390.0, 100.0, format!("Her level · ×{level}"))}
        <g role="group" aria-label=format!("Jeanne's development: {} of 6 levels marked, level ×{level}", j.levels)>{boxes}</g>
    }
    .into_any()
}

/// Her trading posts, citizens and score.
fn tally(j: &Jeanne) -> AnyView {
    let s = j.score();
    let slots = |count: u8, total: u8, x0: f64, kind: u32| {
        (0..total.max(count))
            .map(|i| {
                let x = x0 + 32.0 * f64::from(i);
                let icon = if kind == 0 { post_icon(x, 70.0, 24.0) } else { citizen_icon(x, 70.0, 24.0) };
                view! {
                    {icon}
                    {(i < count).then(|| circle_mark(x, 70.0, 15.0, 16.0, seed(230 + kind, u32::from(i))))}
                }
            })
            .collect_view()
    };
    let formula = format!(
        "Score: rows {} + shields {} + (posts {} + citizens {}) × level {} = {}",
        s.rows, s.depot, s.posts, s.citizens, s.level, s.total
    );
    view! {
        {frame(980.0, 130.0, format!("Trading posts {} · Citizens {}", s.posts, s.citizens))}
        <text class="note" x="962" y="33">"she crosses a city on your map for each post"</text>
        <g role="group" aria-label=format!("Jeanne's trading posts: {}", s.posts)>{slots(s.posts, 12, 36.0, 0)}</g>
        <g role="group" aria-label=format!("Jeanne's citizens: {}", s.citizens)>{slots(s.citizens, 8, 460.0, 1)}</g>
        <text class="jeanne-score" x="490" y="116">{formula}</text>
    }
    .into_any()
}

/// Her last turn, if it was played with the card now on top of her discard pile.
fn last_turn(game: &Game, card: u8) -> Option<JeanneTurn> {
    game.log().iter().rev().find_map(|a| match a {
        Action::Jeanne(t) if t.card == card => Some(*t),
        _ => None,
    })
}

/// Her last revealed card and the back of the next one.
fn cards(game: &Game, j: &Jeanne) -> AnyView {
    let last = j.discard.last().copied();
    let face = match last {
        Some(c) => {
            let card = &SOLO_CARDS[c as usize];
            let turn = last_turn(game, c);
            let entries = card
                .face
                .iter()
                .enumerate()
                .map(|(i, &(f, e))| {
                    let x = 84.0 + 92.0 * i as f64;
                    let (icon, word) = effect_icon(e, x, 142.0, 32.0);
                    let taken = turn.is_some_and(|t| t.follower == f);
                    view! {
                        {follower_icon(f, x, 94.0, 38.0)}
                        <path class="arrow" d=format!("M{} 116v8", n(x)) />
                        {icon}
                        <text class="ic-word" x=n(x) y="182">{word}</text>
                        {taken.then(|| circle_mark(x, 130.0, 38.0, 62.0, seed(240, i as u32)))}
                    }
                })
                .collect_view();
            let why = turn.map_or_else(String::new, text::jeanne_turn);
            let reading = match turn.map(|t| t.arrow) {
                Some(Arrow::Left) => "M600 67H175m10-7-10 7 10 7",
                Some(Arrow::Right) => "M175 67H600m-10-7 10 7-10 7",
                None => "",
            };
            view! {
                <rect class="solo-card" x="24" y="44" width="700" height="150" rx="10" />
                <text class="solo-name" x="40" y="72">{format!("Card {}", card.name)}</text>
                <path class="reading" d=reading />
                <text class="ic-word" x="375" y="59">"reading order (the next card's arrow)"</text>
                {entries}
                <circle class="city" cx="660" cy="106" r="22" />
                <text class="city-num" x="660" y="114">{card.city.to_string()}</text>
                <text class="ic-word" x="660" y="146">"city"</text>
                <rect class="cat-badge" x="642" y="154" width="36" height="26" rx="4" />
                <text class="cat-text" x="660" y="173">{text::roman(card.category)}</text>
                <text class="jeanne-why" x="24" y="216">{why.clone()}</text>
                <title>{why}</title>
            }
            .into_any()
        }
        None => view! {
            <rect class="solo-card solo-none" x="24" y="44" width="700" height="150" rx="10" />
            <text class="solo-name" x="374" y="126">"No card revealed yet (the pile was just shuffled)"</text>
        }
        .into_any(),
    };
    let back = match j.pile.last() {
        Some(&c) => {
            let card = &SOLO_CARDS[c as usize];
            let arrow = match card.arrow {
                Arrow::Right => "M-60 0H50M26-22 54 0 26 22",
                Arrow::Left => "M60 0H-50M-26-22-54 0-26 22",
            };
            let monk = match card.monk {
                JeanneMonk::Post => "Monk: build a post".to_string(),
                JeanneMonk::Mark(row) => format!("Monk: {row:?} row + shield"),
            };
            let label = format!(
                "Next card's back: read the next card {}; {}",
                if card.arrow == Arrow::Right {
                    "left to right"
                } else {
                    "right to left"
                },
                text::jeanne_monk(card.monk)
            );
            let label_aria = label.clone();
            view! {
                <g role="group" aria-label=label_aria>
                    <title>{label}</title>
                    <rect class="solo-back" x="748" y="44" width="208" height="150" rx="10" />
                    <path class="back-arrow" d=arrow transform="translate(852 104)" />
                    <text class="ic-word back-word" x="852" y="160">{monk}</text>
                </g>
            }
            .into_any()
        }
        None => ().into_any(),
    };
    view! {
        {frame(980.0, 230.0, "Her last card · the next card's back".into())}
        {face}
        {back}
    }
    .into_any()
}

/// Jeanne's zone, or a note when the game is not a solo game.
pub fn zone(game: &Game, _wide: bool) -> AnyView {
    let Some(j) = game.jeanne() else {
        return view! { <text class="sheet-sub" x="500" y="60">"No Jeanne in this game"</text> }
            .into_any();
    };
    let total = j.score().total;
    view! {
        {paper(WIDTH, HEIGHT)}
        <text class="sheet-title" x="28" y="44">{format!("Jeanne · {:?}", j.level)}</text>
        <text class="sheet-sub" x="972" y="44">{format!("Her score: {total}")}</text>
        {at(10.0, 60.0, rows(j))}
        {at(600.0, 60.0, depot(j))}
        {at(600.0, 240.0, levels(j))}
        {at(10.0, 350.0, tally(j))}
        {at(10.0, 490.0, cards(game, j))}
    }
    .into_any()
}

//! What every area needs to draw itself: the game, whose sheet, the targets to offer, and the
//! helpers that turn a drawing into a clickable target or show a yellow bonus's state.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use super::marks::{circle_mark, seed, x_mark};
use crate::engine::{Action, Game, PlayerId, Sheet, Yellow};
use crate::text;

/// The state of one yellow bonus on this sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YState {
    /// Nobody has it yet.
    Open,
    /// This player has it (circled).
    Mine,
    /// Someone else has it, or it is out of the game (crossed).
    Crossed,
}

/// The drawing context of one sheet.
pub struct Ctx<'a> {
    /// The game.
    pub game: &'a Game,
    /// Whose sheet.
    pub player: PlayerId,
    /// That player's sheet.
    pub sheet: &'a Sheet,
    targets: Vec<Action>,
    on_action: Callback<Action>,
    keyboard: StoredValue<bool>,
}

impl<'a> Ctx<'a> {
    /// A context for `player`'s sheet; only the `targets` played on the sheet are kept.
    /// `keyboard` is set when a target is played from the keyboard (the sheet then moves the
    /// focus to the next target once it is redrawn).
    pub fn new(
        game: &'a Game,
        player: PlayerId,
        targets: &[Action],
        on_action: Callback<Action>,
        keyboard: StoredValue<bool>,
    ) -> Ctx<'a> {
        let player = player.min(game.players().saturating_sub(1) as PlayerId);
        Ctx {
            game,
            player,
            sheet: game.sheet(player),
            targets: targets
                .iter()
                .copied()
                .filter(|&a| super::on_sheet(a))
                .collect(),
            on_action,
            keyboard,
        }
    }

    /// `a`, if it is a target now.
    pub fn target(&self, a: Action) -> Option<Action> {
        self.targets.contains(&a).then_some(a)
    }

    /// The seats at the table: the players, and Jeanne in the solo game.
    pub fn seats(&self) -> u8 {
        self.game.setup().players + self.game.setup().solo.is_some() as u8
    }

    /// A player's name on the sheet.
    pub fn name(p: PlayerId) -> String {
        format!("Player {}", p + 1)
    }

    /// The state of yellow bonus `y` here, and who has it, in words.
    pub fn yellow(&self, y: Yellow) -> (YState, String) {
        if self.sheet.has_yellow(y) {
            return (
                YState::Mine,
                format!("{}: circled, it is yours", text::yellow(y)),
            );
        }
        if self.sheet.yellow_open(y) {
            return (YState::Open, format!("{}: still open", text::yellow(y)));
        }
        let who = match self.game.holder(y) {
            Some(p) => format!("claimed by {}", Self::name(p)),
            None if self.game.jeanne().is_some() => "taken by Jeanne".into(),
            None => "not in play in this game".into(),
        };
        (
            YState::Crossed,
            format!("{}: crossed, {who}", text::yellow(y)),
        )
    }

    /// The pen mark of a yellow bonus drawn around (`x`, `y`): a circle, an X or nothing.
    pub fn yellow_mark(&self, y: Yellow, x: f64, cy: f64, r: f64) -> AnyView {
        let s = seed(40, y.bit() as u32);
        match self.yellow(y).0 {
            YState::Open => ().into_any(),
            YState::Mine => circle_mark(x, cy, r, r, s),
            YState::Crossed => x_mark(x, cy, r * 0.8, s),
        }
    }

    /// `content` as a clickable target playing `a`: highlighted, focusable, labelled with the
    /// action's words (and the same words as its tooltip).
    pub fn clickable(&self, a: Action, class: &'static str, content: AnyView) -> AnyView {
        let label = text::action(self.game, a);
        let label_aria = label.clone();
        let (on_action, keyboard) = (self.on_action, self.keyboard);
        let keydown = move |ev: KeyboardEvent| {
            let key = ev.key();
            if key == "Enter" || key == " " {
                ev.prevent_default();
                keyboard.set_value(true);
                on_action.run(a);
            }
        };
        view! {
            <g
                class=format!("target {class}")
                data-legal="true"
                tabindex="0"
                role="button"
                aria-label=label_aria
                on:click=move |_| on_action.run(a)
                on:keydown=keydown
            >
                <title>{label}</title>
                {content}
            </g>
        }
        .into_any()
    }

    /// `content` as a labelled, non-clickable group with a tooltip.
    pub fn labelled(label: String, content: AnyView) -> AnyView {
        let label_aria = label.clone();
        view! {
            <g role="group" aria-label=label_aria>
                <title>{label}</title>
                {content}
            </g>
        }
        .into_any()
    }
}

//! The words of the screens around the sheet: the start screen, the table, the prompt, the
//! log, the end screen, printing, saves and their errors.

use super::{isolate, GameWords, Words};
use crate::engine::data::Bonus;
use crate::engine::{Game, PlaceMode, PlayerId, Setup, SoloLevel};
use crate::model::errors::{AppError, ImportError, Unreadable};
use crate::model::play::Change;
use crate::model::record::summary::{Outcome, Summary};
use crate::model::record::{Finished, Seat};
use crate::model::result::Part;

/// The screens' words. Required methods are one language's words; provided ones choose which
/// words a game or an error calls for, the same way in every language.
pub trait ScreenWords: GameWords {
    // ---- The language ------------------------------------------------------------------------

    /// The language's own name, in itself: "English", "Français".
    fn language_name(&self) -> &'static str;
    /// The label of the language switch: "Language".
    fn language_label(&self) -> &'static str;
    /// The locale that writes dates: "en-GB".
    fn locale(&self) -> &'static str;

    // ---- The start screen --------------------------------------------------------------------

    /// The game's full title: "Joan of Arc: Orléans Draw & Write".
    fn title(&self) -> &'static str;
    /// The line above the title: "A draw-and-write game for 1 to 5 players".
    fn tagline(&self) -> &'static str;
    /// The button that hides the notices: "Dismiss".
    fn dismiss(&self) -> &'static str;
    /// A new version of the app has arrived and waits to be loaded.
    fn update_ready(&self) -> &'static str;
    /// The button that loads the new version.
    fn load_update(&self) -> &'static str;
    /// "New game".
    fn new_game(&self) -> &'static str;
    /// The legend of the number of players: "Players".
    fn players_legend(&self) -> &'static str;
    /// The choice of one player: "1 · solo".
    fn one_solo(&self) -> &'static str;
    /// The legend of the seats: "Seats".
    fn seats(&self) -> &'static str;
    /// "Played by".
    fn played_by(&self) -> &'static str;
    /// A seat played at the device: "A person".
    fn a_person(&self) -> &'static str;
    /// The legend of the places: "Places".
    fn places(&self) -> &'static str;
    /// A way to play the places, as an option's title: "Printed places".
    fn place_mode(&self, mode: PlaceMode) -> &'static str;
    /// What that way is: "4 random cards of each category".
    fn place_mode_what(&self, mode: PlaceMode) -> &'static str;
    /// That way in running text: "printed places".
    fn place_mode_short(&self, mode: PlaceMode) -> &'static str;
    /// The legend of the solo level: "Solo level against Jeanne".
    fn solo_level(&self) -> &'static str;
    /// What a solo level means: "Jeanne performs no Monk actions.".
    fn level_what(&self, level: SoloLevel) -> &'static str;
    /// "The solo game is played with the place cards."
    fn solo_cards_hint(&self) -> &'static str;
    /// The fold of the settings few games change: "More: places, seed, the physical game".
    fn more_options(&self) -> &'static str;
    /// The label of the seed: "Seed (optional)".
    fn seed_label(&self) -> &'static str;
    /// The seed field's placeholder: "random".
    fn seed_random(&self) -> &'static str;
    /// "The same seed deals the same game."
    fn seed_hint(&self) -> &'static str;
    /// "Start the game".
    fn start_game(&self) -> &'static str;
    /// The button printing a blank sheet: "Print a blank sheet" (`solo`: the solo one).
    fn print_blank(&self, solo: bool) -> &'static str;
    /// What that prints, for `players` players.
    fn print_blank_hint(&self, players: usize) -> String;
    /// "Delete".
    fn delete(&self) -> &'static str;
    /// The same button, asking once more: "Really delete?".
    fn really_delete(&self) -> &'static str;
    /// A computer seat's name in a list: "Anna (computer)".
    fn computer_seat(&self, name: &str) -> String;
    /// A finished saved game: "Finished: {verdict}".
    fn finished(&self, verdict: &str) -> String;
    /// A saved game in progress: "Round 3, 41 decisions played".
    fn progress(&self, round: u16, decisions: usize) -> String;
    /// "See the result" (a finished game) or "Resume".
    fn open_saved(&self, finished: bool) -> &'static str;
    /// A saved game's details: "{kind} · seed {seed} · started {date}"; with no seed, a game
    /// told from the physical game's table (its seed decides nothing one sees).
    fn saved_details(&self, kind: &str, seed: Option<u64>, date: &str) -> String;
    /// The kind of a game that is a try, started from a moment of another ("Try it here").
    fn a_try(&self, kind: &str) -> String;
    /// "Export".
    fn export(&self) -> &'static str;
    /// "Download".
    fn download(&self) -> &'static str;
    /// When a value was set aside: "set aside {date}".
    fn set_aside_on(&self, date: &str) -> String;
    /// "Saved games".
    fn saved_games(&self) -> &'static str;
    /// The empty list of saved games.
    fn no_saved_game(&self) -> &'static str;
    /// "Import a game file…".
    fn import_file(&self) -> &'static str;
    /// The heading of the values set aside: "Set aside".
    fn set_aside(&self) -> &'static str;
    /// What the values set aside are.
    fn set_aside_hint(&self) -> &'static str;
    /// "Finished games".
    fn finished_games(&self) -> &'static str;
    /// The button under the history that shows `n` more of its games.
    fn show_more_games(&self, n: usize) -> String;
    /// What the history keeps: the `cap` most recent games, and the daily games the standing
    /// reads.
    fn history_kept(&self, cap: usize) -> String;
    /// The history's column heads: ended, game, scores, winner.
    fn history_heads(&self) -> [&'static str; 4];
    /// A solo game in the history: "Solo, {level}".
    fn solo_short(&self, level: &str) -> String;
    /// A solo game: "Solo against Jeanne ({level})".
    fn solo_game_against(&self, level: &str) -> String;

    // ---- The table ---------------------------------------------------------------------------

    /// "Anna’s turn".
    fn turn_of(&self, name: &str) -> String;
    /// The status line: "Round 3 · Bag 1 of 2 · Start player: Anna".
    fn status(&self, round: u16, bag: usize, bags: usize, start: &str) -> String;
    /// "↶ Undo".
    fn undo(&self) -> &'static str;
    /// What Undo does.
    fn undo_title(&self) -> &'static str;
    /// What Export does.
    fn export_title(&self) -> &'static str;
    /// "Print".
    fn print(&self) -> &'static str;
    /// What Print does.
    fn print_title(&self) -> &'static str;
    /// "Leave".
    fn leave(&self) -> &'static str;
    /// What Leave does.
    fn leave_title(&self) -> &'static str;
    /// The banner of a computer seat: "Anna (computer) is playing".
    fn computer_is_playing(&self, name: &str) -> String;
    /// "Jeanne is playing".
    fn jeanne_is_playing(&self) -> &'static str;
    /// "The game is over".
    fn game_is_over(&self) -> &'static str;
    /// The mark of a computer seat's tab: "computer".
    fn computer_tab(&self) -> &'static str;
    /// The title of a tab's score: "Score if the game ended now".
    fn score_now(&self) -> &'static str;
    /// The label of the sheets: "Sheets".
    fn sheets(&self) -> &'static str;
    /// "Jeanne has not played yet."
    fn jeanne_not_yet(&self) -> &'static str;
    /// "Jeanne’s last turn".
    fn jeanne_last_turn(&self) -> &'static str;
    /// "Show Jeanne’s zone".
    fn show_jeanne_zone(&self) -> &'static str;

    // ---- The prompt --------------------------------------------------------------------------

    /// The label of the prompt: "Decision".
    fn decision(&self) -> &'static str;
    /// The heading of a pick: "Pick a token".
    fn pick_token(&self) -> &'static str;
    /// The heading of a choice between waiting bonuses.
    fn which_bonus_first(&self) -> &'static str;
    /// How a pick works (ends with a space: the Monks left follow).
    fn pick_hint(&self) -> &'static str;
    /// "2 Monks left to recruit."
    fn monks_left(&self, n: u8) -> String;
    /// A pick's button that recruits a Monk, discarding the token of its row: "Monk".
    fn recruit_short(&self) -> &'static str;
    /// What unfolds a pick's explanation: "How a pick works".
    fn how_to_pick(&self) -> &'static str;
    /// A closed option of a pick: "Recruit a Monk".
    fn recruit_monk(&self) -> &'static str;
    /// The phone's toggle between the sheet zoomed on the decision and the whole sheet:
    /// "Whole sheet".
    fn whole_sheet(&self) -> &'static str;
    /// The phone's button that shows the table's other buttons: "Menu".
    fn menu(&self) -> &'static str;
    /// After the choices (every one a button): "Or choose on your sheet: 3 highlighted spots."
    fn or_on_sheet(&self, n: usize) -> String;
    /// The heading while a computer seat plays: "Anna is playing…".
    fn is_playing_now(&self, name: &str) -> String;
    /// What a computer seat does.
    fn computer_hint(&self) -> &'static str;
    /// The name of the list of the last moves, under a computer seat's prompt: "Just played".
    fn just_played(&self) -> &'static str;
    /// "Jeanne is playing…".
    fn jeanne_is_playing_now(&self) -> &'static str;
    /// What Jeanne does.
    fn jeanne_hint(&self) -> &'static str;

    // ---- Ending a turn, handing the device over, what changed --------------------------------

    /// The button that ends the turn: "End my turn".
    fn end_turn(&self) -> &'static str;
    /// The prompt's heading once the turn is played out: "Anna, your turn is played".
    fn turn_played(&self, name: &str) -> String;
    /// What may still be done before ending the turn.
    fn end_turn_hint(&self) -> &'static str;
    /// The hand-over's heading: "Pass to Clara".
    fn pass_to(&self, name: &str) -> String;
    /// The button with which the next person opens their turn: "I am Clara: open my turn".
    fn open_turn(&self, name: &str) -> String;
    /// The heading of the summary: "Since your last turn".
    fn since_your_turn(&self) -> &'static str;
    /// How the new marks look on the sheets.
    fn new_marks_hint(&self) -> &'static str;
    /// A seat that changed nothing: "nothing new".
    fn nothing_new(&self) -> &'static str;
    /// A token taken: "took {the_follower}".
    fn took(&self, the_follower: &str) -> String;
    /// "recruited a Monk".
    fn recruited_monk(&self) -> &'static str;
    /// Coins spent: "1 coin spent".
    fn coins_spent(&self, n: u8) -> String;
    /// A trading post built, `at` where (see [`GameWords::in_city`]): "post in city 7".
    fn post_in(&self, at: &str) -> String;
    /// A place acquired: "acquired {the_place}".
    fn acquired(&self, the_place: &str) -> String;
    /// A space of a deed marked: "deed 4".
    fn deed_marked(&self, n: u8) -> String;
    /// Something Jeanne crossed on the player's sheet: "crossed {what}".
    fn jeanne_crossed(&self, what: &str) -> String;
    /// A place card Jeanne removed: "removed {the_place}".
    fn removed_place(&self, the_place: &str) -> String;

    // ---- The tokens and the log --------------------------------------------------------------

    /// The label of the tokens: "Tokens".
    fn tokens(&self) -> &'static str;
    /// "Laid out".
    fn laid_out(&self) -> &'static str;
    /// "Waiting area".
    fn waiting_area(&self) -> &'static str;
    /// "In the bag".
    fn in_the_bag(&self) -> &'static str;
    /// "Game log".
    fn game_log(&self) -> &'static str;

    // ---- The end screen and the result -------------------------------------------------------

    /// "Game over".
    fn game_over(&self) -> &'static str;
    /// "Against Jeanne, the player wins ties."
    fn player_wins_ties(&self) -> &'static str;
    /// "Export the game".
    fn export_game(&self) -> &'static str;
    /// "Print the sheets".
    fn print_sheets(&self) -> &'static str;
    /// What that prints.
    fn print_sheets_title(&self) -> &'static str;
    /// "Back to the start".
    fn back_to_start(&self) -> &'static str;
    /// "Score breakdown".
    fn score_breakdown(&self) -> &'static str;
    /// "Score breakdown so far" (a game in progress).
    fn score_breakdown_so_far(&self) -> &'static str;
    /// The heading of the chart: "Points".
    fn points(&self) -> &'static str;
    /// "The sheets".
    fn the_sheets(&self) -> &'static str;
    /// The lines of the score breakdown, top to bottom (see `app::result::LINES`).
    fn breakdown_lines(&self) -> [&'static str; 10];
    /// The point lines' short names, for the chart (see `app::result::POINT_LINES`).
    fn segments(&self) -> [&'static str; 6];
    /// What one thing on a sheet gave, with its points: "5 trading posts (Orléans, city 3, …)
    /// × level 4: 20 points".
    fn score_part(&self, part: &Part, points: u16) -> String;
    /// A segment of a bar, with its points: "Depot: 12".
    fn segment_points(&self, segment: &str, points: u16) -> String;
    /// The chart's label: "Points per player".
    fn points_per_player(&self) -> &'static str;
    /// "Jeanne wins, 80 to 75".
    fn jeanne_wins(&self, hers: u16, mine: u16) -> String;
    /// "Anna beats Jeanne, 80 to 75".
    fn beats_jeanne(&self, name: &str, mine: u16, hers: u16) -> String;
    /// "Anna wins with 80 points".
    fn wins_with(&self, name: &str, points: u16) -> String;
    /// "Anna, Bruno and Clara share the win with 80 points" (two names or more).
    fn share_the_win(&self, names: &[String], points: u16) -> String;
    /// Companion mode, where the seats played elsewhere score on their own sheets: no winner is
    /// known here.
    fn winner_on_paper(&self) -> &'static str;

    // ---- Printing ----------------------------------------------------------------------------

    /// "Blank sheet".
    fn blank_sheet(&self) -> &'static str;
    /// "seed 42".
    fn seed(&self, seed: u64) -> String;
    /// "printed 5 March 2025", `date` written in [`ScreenWords::locale`].
    fn printed_on(&self, date: &str) -> String;

    // ---- Errors ------------------------------------------------------------------------------

    /// An error of the app, as a sentence.
    fn app_error(&self, e: &AppError) -> String;
    /// Why an imported file was refused.
    fn import_error(&self, e: &ImportError) -> String;
    /// Why a stored value could not be read.
    fn unreadable(&self, e: &Unreadable) -> String;

    // ---- Provided: the same choice of words in every language --------------------------------

    /// What kind of game a setup makes: "Solo against Jeanne (Connoisseur)", "3 players ·
    /// printed places".
    fn game_kind(&self, setup: &Setup) -> String {
        match setup.solo {
            Some(level) => self.solo_game_against(self.level(level)),
            None => {
                format!("{} · {}", self.n_players(setup.players.into()), self.place_mode_short(setup.places))
            }
        }
    }

    // ---- Saving: storage refused, blocked or full, the game changed in another tab ---------

    /// Why the browser's storage did not take a value, as a clause.
    fn refusal(&self, r: &crate::model::errors::Refusal) -> String;
    /// The notice of a tab whose game went on in another tab or window.
    fn continued_elsewhere(&self) -> &'static str;
    /// The notice of a tab whose game was deleted in another tab or window.
    fn deleted_elsewhere(&self) -> &'static str;
    /// The button that loads the game as the other tab left it: "Continue from there".
    fn follow_elsewhere(&self) -> &'static str;
    /// The button that exports this tab's copy of the game: "Export this copy".
    fn export_this_copy(&self) -> &'static str;
    /// The button that tries to save again: "Try saving again".
    fn retry_save(&self) -> &'static str;

    // ---- The recovery panel: the app stopped on an error (a panic or an uncaught error) -----

    /// Its title: "Something went wrong".
    fn recovery_title(&self) -> &'static str;
    /// What happened and what to do, when a game is saved (`has_game`) or not.
    fn recovery_what(&self, has_game: bool) -> &'static str;
    /// The button that downloads the game as saved: "Export this game".
    fn recovery_export(&self) -> &'static str;
    /// The button that reloads the page: "Reload the page".
    fn recovery_reload(&self) -> &'static str;
    /// The summary of the error's technical details: "Details for a bug report".
    fn recovery_details(&self) -> &'static str;

    // ---- A screen whose code loads on demand (the table, the replay) ------------------------

    /// While its code arrives: "Loading…".
    fn loading_screen(&self) -> &'static str;
    /// When its code cannot be loaded: what happened and what to do.
    fn screen_not_loaded(&self) -> &'static str;
    /// The end screen's button for a new game with the same settings: "Rematch".
    fn rematch(&self) -> &'static str;
    /// The same button, asking once more: "Start a new game, same players?".
    fn really_rematch(&self) -> &'static str;
    /// The new-game form's choice of the start player: "Who starts".
    fn who_starts(&self) -> &'static str;
    /// Why the table chooses: "The last player to have been in Orléans starts."
    fn who_starts_help(&self) -> &'static str;
    /// The start player drawn at random: "Drawn at random".
    fn start_random(&self) -> &'static str;

    // ---- The installed app (the web manifest of the language, public/manifest*.webmanifest) --

    /// The app's short name under its icon: "Orléans D&W".
    fn app_short_name(&self) -> &'static str;
    /// What the app is, for the install prompt and the stores.
    fn app_description(&self) -> &'static str;
}

/// One change since a seat's last turn, in short. A function of the layer rather than a
/// provided method: a provided method is compiled again for each language behind `dyn Words`.
fn change(w: &dyn Words, c: Change) -> String {
    match c {
        Change::Took(f) => w.took(w.the_follower(f)),
        Change::Monk => w.recruited_monk().into(),
        Change::Good(g, 1) => w.good(g).into(),
        Change::Good(g, n) => format!("{}\u{a0}×{n}", w.good(g)),
        Change::Coins(n) => w.bonus(Bonus::Coins(n)),
        Change::Spent(n) => w.coins_spent(n),
        Change::Connection(id) => w.connection(id),
        Change::Post(city) => w.post_in(&w.in_city(city)),
        Change::Place(id) => w.acquired(&w.the_place_of(id)),
        Change::Deed(d) => w.deed_marked(d + 1),
        Change::Developed(n) => w.bonus(Bonus::Develop(n)),
        Change::Shield => w.bonus(Bonus::Shield),
        Change::Claimed(y) => w.yellow(y),
        Change::Crossed(city) => w.jeanne_crossed(&w.the_city(city)),
        Change::CrossedBonus(y) => w.jeanne_crossed(&w.yellow(y)),
        Change::Removed(id) => w.removed_place(&w.the_place_of(id)),
    }
}

/// A seat's summary line in the words of `w`: "Bruno: road 5–9 (cheese), cheese, 2 coins" (the
/// name isolated, see [`isolate`]).
pub fn changes_line(w: &dyn Words, name: &str, changes: &[Change]) -> String {
    let list: Vec<String> = changes.iter().map(|&c| change(w, c)).collect();
    let list = if list.is_empty() { w.nothing_new().to_string() } else { list.join(", ") };
    format!("{}{}{list}", isolate(name), w.colon())
}

/// The result of `outcome` in one sentence, with the players' `names`.
pub fn outcome_verdict(w: &dyn Words, outcome: &Outcome, names: &[String]) -> String {
    let total = |p: PlayerId| outcome.totals.get(usize::from(p)).copied().unwrap_or(0);
    let name = |p: PlayerId| names.get(usize::from(p)).cloned().unwrap_or_default();
    if let Some(hers) = outcome.jeanne {
        return if outcome.winners.is_empty() {
            w.jeanne_wins(hers, total(0))
        } else {
            w.beats_jeanne(&name(0), total(0), hers)
        };
    }
    let best = outcome.winners.first().map_or(0, |&p| total(p));
    match outcome.winners.iter().map(|&p| name(p)).collect::<Vec<_>>().as_slice() {
        // Companion mode: the other seats' scores are on their own sheets.
        [] => w.winner_on_paper().into(),
        [one] => w.wins_with(one, best),
        many => w.share_the_win(many, best),
    }
}

/// The result in one sentence.
pub fn verdict(w: &dyn Words, game: &Game, names: &[String]) -> String {
    outcome_verdict(w, &Outcome::of(game), names)
}

/// A finished game's scores in one line: "Anna 37 · Bruno 22 · Jeanne 30", each name isolated
/// (see [`isolate`]: a score stays after its name) (a seat played elsewhere scores on its own
/// sheet: "—").
pub fn finished_scores(w: &dyn Words, f: &Finished) -> String {
    f.names
        .iter()
        .zip(&f.totals)
        .enumerate()
        .map(|(p, (n, t))| {
            let n = isolate(n);
            if f.remote >> p & 1 == 0 {
                format!("{n} {t}")
            } else {
                format!("{n} —")
            }
        })
        .chain(f.jeanne.map(|j| format!("{} {j}", w.jeanne())))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Who plays `summary`'s game, as the list shows them (each name isolated).
pub fn summary_who(w: &dyn Words, summary: &Summary) -> String {
    let seats = summary.meta.names.iter().zip(&summary.meta.seats);
    seats
        .map(|(n, s)| if *s == Seat::Human { isolate(n) } else { w.computer_seat(n) })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where `summary`'s game stands, in words: its verdict once over.
pub fn summary_progress(w: &dyn Words, summary: &Summary) -> String {
    if summary.over {
        w.finished(&outcome_verdict(w, &summary.outcome, &summary.meta.names))
    } else {
        w.progress(summary.round, summary.actions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{LoadError, SetupError};
    use crate::i18n::Lang;

    /// Every screen word of `lang`, with what it is, for sample values.
    fn every_screen_word(lang: Lang) -> Vec<(String, String)> {
        let w = lang.words();
        let mut all: Vec<(&str, String)> = vec![
            ("language_name", w.language_name().into()),
            ("language_label", w.language_label().into()),
            ("title", w.title().into()),
            ("tagline", w.tagline().into()),
            ("dismiss", w.dismiss().into()),
            ("new_game", w.new_game().into()),
            ("players_legend", w.players_legend().into()),
            ("seats", w.seats().into()),
            ("player", w.player(2)),
            ("played_by", w.played_by().into()),
            ("a_person", w.a_person().into()),
            ("computer_of_level", w.computer_of_level(crate::players::Level::Hard)),
            ("places", w.places().into()),
            ("solo_level", w.solo_level().into()),
            ("solo_cards_hint", w.solo_cards_hint().into()),
            ("seed_label", w.seed_label().into()),
            ("seed_random", w.seed_random().into()),
            ("seed_hint", w.seed_hint().into()),
            ("start_game", w.start_game().into()),
            ("print_blank solo", w.print_blank(true).into()),
            ("print_blank", w.print_blank(false).into()),
            ("print_blank_hint 1", w.print_blank_hint(1)),
            ("print_blank_hint 3", w.print_blank_hint(3)),
            ("delete", w.delete().into()),
            ("really_delete", w.really_delete().into()),
            ("computer_seat", w.computer_seat("Anna")),
            ("finished", w.finished("Anna")),
            ("progress", w.progress(3, 41)),
            ("open_saved finished", w.open_saved(true).into()),
            ("open_saved", w.open_saved(false).into()),
            ("saved_details", w.saved_details("K", Some(7), "D")),
            ("saved_details told", w.saved_details("K", None, "D")),
            ("a_try", w.a_try("K")),
            ("export", w.export().into()),
            ("download", w.download().into()),
            ("set_aside_on", w.set_aside_on("D")),
            ("saved_games", w.saved_games().into()),
            ("no_saved_game", w.no_saved_game().into()),
            ("import_file", w.import_file().into()),
            ("set_aside", w.set_aside().into()),
            ("set_aside_hint", w.set_aside_hint().into()),
            ("finished_games", w.finished_games().into()),
            ("show_more_games", w.show_more_games(20)),
            ("history_kept", w.history_kept(200)),
            ("history_heads", w.history_heads().join("|")),
            ("n_players", w.n_players(3)),
            ("turn_of", w.turn_of("Anna")),
            ("status", w.status(3, 1, 2, "Anna")),
            ("undo", w.undo().into()),
            ("undo_title", w.undo_title().into()),
            ("export_title", w.export_title().into()),
            ("print", w.print().into()),
            ("print_title", w.print_title().into()),
            ("leave", w.leave().into()),
            ("leave_title", w.leave_title().into()),
            ("computer_is_playing", w.computer_is_playing("Anna")),
            ("jeanne_is_playing", w.jeanne_is_playing().into()),
            ("game_is_over", w.game_is_over().into()),
            ("computer_tab", w.computer_tab().into()),
            ("score_now", w.score_now().into()),
            ("sheets", w.sheets().into()),
            ("jeanne_not_yet", w.jeanne_not_yet().into()),
            ("jeanne_last_turn", w.jeanne_last_turn().into()),
            ("show_jeanne_zone", w.show_jeanne_zone().into()),
            ("decision", w.decision().into()),
            ("pick_token", w.pick_token().into()),
            ("which_bonus_first", w.which_bonus_first().into()),
            ("pick_hint", w.pick_hint().into()),
            ("monks_left 0", w.monks_left(0)),
            ("monks_left 2", w.monks_left(2)),
            ("or_on_sheet", w.or_on_sheet(3)),
            ("is_playing_now", w.is_playing_now("Anna")),
            ("computer_hint", w.computer_hint().into()),
            ("just_played", w.just_played().into()),
            ("jeanne_is_playing_now", w.jeanne_is_playing_now().into()),
            ("jeanne_hint", w.jeanne_hint().into()),
            ("end_turn", w.end_turn().into()),
            ("turn_played", w.turn_played("Anna")),
            ("end_turn_hint", w.end_turn_hint().into()),
            ("pass_to", w.pass_to("Clara")),
            ("open_turn", w.open_turn("Clara")),
            ("since_your_turn", w.since_your_turn().into()),
            ("new_marks_hint", w.new_marks_hint().into()),
            ("nothing_new", changes_line(w, "Bruno", &[])),
            ("recruited_monk", w.recruited_monk().into()),
            ("coins_spent 2", w.coins_spent(2)),
            ("deed_marked", w.deed_marked(4)),
            (
                "changes_line",
                changes_line(
                    w,
                    "Bruno",
                    &[
                        Change::Took(crate::engine::Follower::Knight),
                        Change::Connection(0),
                        Change::Connection(5),
                        Change::Good(crate::engine::Good::Cheese, 1),
                        Change::Good(crate::engine::Good::Wool, 2),
                        Change::Coins(2),
                        Change::Post(7),
                        Change::Place(3),
                    ],
                ),
            ),
            (
                "changes_line jeanne",
                changes_line(
                    w,
                    "Jeanne",
                    &[
                        Change::Crossed(7),
                        Change::CrossedBonus(crate::engine::Yellow::BankCitizen),
                        Change::Removed(3),
                        Change::Claimed(crate::engine::Yellow::Deed(2)),
                    ],
                ),
            ),
            ("tokens", w.tokens().into()),
            ("laid_out", w.laid_out().into()),
            ("waiting_area", w.waiting_area().into()),
            ("in_the_bag", w.in_the_bag().into()),
            ("game_log", w.game_log().into()),
            ("game_over", w.game_over().into()),
            ("player_wins_ties", w.player_wins_ties().into()),
            ("export_game", w.export_game().into()),
            ("print_sheets", w.print_sheets().into()),
            ("print_sheets_title", w.print_sheets_title().into()),
            ("back_to_start", w.back_to_start().into()),
            ("score_breakdown", w.score_breakdown().into()),
            ("score_breakdown_so_far", w.score_breakdown_so_far().into()),
            ("points", w.points().into()),
            ("the_sheets", w.the_sheets().into()),
            ("breakdown_lines", w.breakdown_lines()[..9].join("|")),
            ("segments", w.segments().join("|")),
            ("segment_points", w.segment_points("S", 4)),
            ("score_made_by", w.score_made_by(Some("Anna"))),
            ("score_made_by Bruno", w.score_made_by(Some("Bruno"))),
            ("score_made_by you", w.score_made_by(None)),
            ("points_per_player", w.points_per_player().into()),
            ("jeanne_wins", w.jeanne_wins(80, 75)),
            ("beats_jeanne", w.beats_jeanne("Anna", 80, 75)),
            ("wins_with", w.wins_with("Anna", 80)),
            ("share_the_win", w.share_the_win(&["A".into(), "B".into()], 80)),
            ("blank_sheet", w.blank_sheet().into()),
            ("seed", w.seed(7)),
            ("printed_on", w.printed_on("D")),
            ("game_kind", w.game_kind(&Setup::new(3, PlaceMode::Printed, 1))),
            ("game_kind solo", w.game_kind(&Setup::solo(SoloLevel::Special, 1))),
            ("app_error seed", w.app_error(&AppError::Seed("x".into()))),
            ("app_error setup", w.app_error(&AppError::Setup(SetupError::Players(7)))),
            ("app_error blank", w.app_error(&AppError::BlankSheet(SetupError::SoloWithPrintedPlaces))),
            ("app_error save", w.app_error(&AppError::Save("q".into()))),
            ("app_error history", w.app_error(&AppError::History("q".into()))),
            ("app_error export", w.app_error(&AppError::Export("q".into()))),
            (
                "app_error import",
                w.app_error(&AppError::Import { file: "f".into(), why: ImportError::NotText }),
            ),
            (
                "app_error set aside",
                w.app_error(&AppError::SetAside {
                    key: "k".into(),
                    why: Unreadable::Game(LoadError::UnknownVersion(9)),
                }),
            ),
            (
                "app_error not set aside",
                w.app_error(&AppError::NotSetAside {
                    key: "k".into(),
                    why: Unreadable::Json("q".into()),
                    refused: "q".into(),
                }),
            ),
            ("import_error save", w.import_error(&ImportError::Save("q".into()))),
        ];
        for mode in [PlaceMode::Printed, PlaceMode::Cards] {
            all.push(("place_mode", w.place_mode(mode).into()));
            all.push(("place_mode_what", w.place_mode_what(mode).into()));
            all.push(("place_mode_short", w.place_mode_short(mode).into()));
        }
        for level in [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special] {
            all.push(("level_what", w.level_what(level).into()));
        }
        {
            use crate::engine::Good;
            use crate::model::result::Part;
            let parts = [
                (Part::Posts { cities: vec![0, 3, 12], level: 4 }, 12),
                (Part::Posts { cities: Vec::new(), level: 1 }, 0),
                (Part::Citizens { count: 1, level: 3 }, 3),
                (Part::WarehouseRow(Good::Wine), 5),
                (Part::WarehouseColumn, 5),
                (Part::Nothing { line: 4 }, 0),
                (Part::BankRow, 4),
                (Part::BankColumn, 7),
                (Part::Nothing { line: 5 }, 0),
                (Part::Monks { recruited: 0 }, 7),
                (Part::Monks { recruited: 2 }, 4),
                (Part::Shields(&[]), 0),
                (Part::Shields(&[2, 2, 3]), 7),
            ];
            for (part, points) in parts {
                all.push(("score_part", w.score_part(&part, points)));
            }
        }
        {
            use crate::model::errors::Refusal;
            for r in [Refusal::Unavailable, Refusal::Full, Refusal::from("q")] {
                if r != Refusal::from("q") {
                    all.push(("refusal", w.refusal(&r)));
                }
                all.push(("app_error save", w.app_error(&AppError::Save(r.clone()))));
                all.push(("app_error history", w.app_error(&AppError::History(r.clone()))));
            }
            all.push(("app_error names shortened", w.app_error(&AppError::NamesShortened)));
            all.push(("continued_elsewhere", w.continued_elsewhere().into()));
            all.push(("deleted_elsewhere", w.deleted_elsewhere().into()));
            all.push(("follow_elsewhere", w.follow_elsewhere().into()));
            all.push(("export_this_copy", w.export_this_copy().into()));
            all.push(("retry_save", w.retry_save().into()));
        }
        all.push(("recovery_title", w.recovery_title().into()));
        all.push(("recovery_what game", w.recovery_what(true).into()));
        all.push(("recovery_what", w.recovery_what(false).into()));
        all.push(("recovery_export", w.recovery_export().into()));
        all.push(("recovery_reload", w.recovery_reload().into()));
        all.push(("recovery_details", w.recovery_details().into()));
        all.push(("loading_screen", w.loading_screen().into()));
        all.push(("screen_not_loaded", w.screen_not_loaded().into()));
        all.into_iter().map(|(what, text)| (what.to_string(), text)).collect()
    }

    #[test]
    fn every_screen_word_exists_in_both_languages_and_french_says_it_in_french() {
        let en = every_screen_word(Lang::En);
        let fr = every_screen_word(Lang::Fr);
        assert_eq!(en.len(), fr.len());
        for (what, text) in en.iter().chain(&fr) {
            assert!(!text.trim().is_empty(), "{what} has no text");
            assert!(!text.contains('{') && !text.contains("  "), "{what}: {text:?}");
        }
        let same: Vec<&str> =
            en.iter().zip(&fr).filter(|(e, f)| e.1 == f.1).map(|(e, _)| e.0.as_str()).collect();
        assert!(same.is_empty(), "French reads as English for {same:?}");
    }

    #[test]
    fn french_screen_words_follow_french_typography() {
        for (what, text) in every_screen_word(Lang::Fr) {
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                let before = i.checked_sub(1).map(|j| chars[j]);
                match c {
                    ':' | ';' => assert_eq!(before, Some('\u{a0}'), "{what}: {text:?}"),
                    '?' | '!' => assert_eq!(before, Some('\u{202f}'), "{what}: {text:?}"),
                    '\'' | '"' | '“' | '”' => panic!("{what}: English quotes in {text:?}"),
                    _ => {}
                }
            }
        }
    }

    #[test]
    fn the_browser_tests_english_stays_as_it_was() {
        let w = Lang::En.words();
        // The names are isolated (see `isolate`): the browser tests read them without the isolates.
        let (anna, bruno) = (isolate("Anna"), isolate("Bruno"));
        assert_eq!(w.status(3, 1, 2, "Anna"), format!("Round 3 · Bag 1 of 2 · Start player: {anna}"));
        assert_eq!(w.turn_of("Anna"), format!("{anna}’s turn"));
        assert_eq!(w.game_kind(&Setup::solo(SoloLevel::Standard, 1)), "Solo against Jeanne (Standard)");
        assert_eq!(w.game_kind(&Setup::new(3, PlaceMode::Printed, 1)), "3 players · printed places");
        assert_eq!(w.printed_on("26 November 2026"), "printed 26 November 2026");
        assert_eq!(w.progress(2, 1), "Round 2, 1 decision played");
        let fr = Lang::Fr.words();
        assert_eq!(fr.printed_on("26 novembre 2026"), "imprimé le 26 novembre 2026");
        assert_eq!(
            fr.status(3, 1, 2, "Anna"),
            format!("Manche 3 · Sac 1 sur 2 · Premier joueur\u{a0}: {anna}")
        );
        assert_eq!(fr.monks_left(1), "Encore 1 Moine à recruter.");
        assert_eq!(
            changes_line(
                w,
                "Bruno",
                &[Change::Connection(0), Change::Good(crate::engine::Good::Cheese, 1), Change::Coins(2)]
            ),
            format!("{bruno}: waterway 16–19 (wine, brocade), cheese, 2 coins")
        );
        assert_eq!(
            changes_line(fr, "Bruno", &[Change::Coins(1), Change::Spent(2)]),
            format!("{bruno}\u{a0}: 1 pièce, 2 pièces dépensées")
        );
    }

    #[test]
    fn a_seats_score_is_told_by_its_name_or_as_yours() {
        use crate::model::result::Part;
        let (en, fr) = (Lang::En.words(), Lang::Fr.words());
        let (anna, bruno) = (isolate("Anna"), isolate("Bruno"));
        assert_eq!(en.score_made_by(Some("Anna")), format!("How {anna}’s score was made"));
        assert_eq!(en.score_made_by(None), "How your score was made");
        assert_eq!(fr.score_made_by(Some("Anna")), format!("D’où vient le score d’{anna}"));
        assert_eq!(fr.score_made_by(Some("Bruno")), format!("D’où vient le score de {bruno}"));
        assert_eq!(fr.score_made_by(None), "D’où vient votre score");
        let posts = Part::Posts { cities: vec![0, 7], level: 3 };
        assert_eq!(en.score_part(&posts, 6), "2 trading posts (Orléans, city 7) × level 3: 6 points");
        assert_eq!(fr.score_part(&posts, 6), "2 comptoirs (Orléans, ville 7) × niveau 3\u{a0}: 6 points");
        let shields = Part::Shields(&[2, 2, 3]);
        assert_eq!(en.score_part(&shields, 7), "3 shields circled, 2 + 2 + 3: 7 points");
        assert_eq!(en.score_part(&Part::Monks { recruited: 1 }, 6), "1 Monk recruited: 6 points");
    }
}

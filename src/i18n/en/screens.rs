//! The screens' words in English.

use super::{plural, En};
use crate::engine::{LoadError, PlaceMode, SetupError, SoloLevel};
use crate::i18n::{isolate, CompanionWords, GameWords, ScreenWords};
use crate::model::errors::{AppError, ImportError, Unreadable};
use crate::model::result::Part;

impl ScreenWords for En {
    fn language_name(&self) -> &'static str {
        "English"
    }

    fn language_label(&self) -> &'static str {
        "Language"
    }

    fn locale(&self) -> &'static str {
        "en-GB"
    }

    fn title(&self) -> &'static str {
        "Joan of Arc: Orléans Draw & Write"
    }

    fn tagline(&self) -> &'static str {
        "A draw-and-write game for 1 to 5 players"
    }

    fn dismiss(&self) -> &'static str {
        "Dismiss"
    }

    fn update_ready(&self) -> &'static str {
        "A new version of the app is ready. Your games are saved: loading it takes a moment."
    }

    fn load_update(&self) -> &'static str {
        "Load the new version"
    }

    fn new_game(&self) -> &'static str {
        "New game"
    }

    fn players_legend(&self) -> &'static str {
        "Players"
    }

    fn one_solo(&self) -> &'static str {
        "1 · solo"
    }

    fn seats(&self) -> &'static str {
        "Seats"
    }

    fn played_by(&self) -> &'static str {
        "Played by"
    }

    fn a_person(&self) -> &'static str {
        "A person"
    }

    fn places(&self) -> &'static str {
        "Places"
    }

    fn place_mode(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => "Printed places",
            PlaceMode::Cards => "Place cards",
        }
    }

    fn place_mode_what(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => "the 20 places on every sheet; recommended for a first game",
            PlaceMode::Cards => "4 random cards of each category",
        }
    }

    fn place_mode_short(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => "printed places",
            PlaceMode::Cards => "place cards",
        }
    }

    fn solo_level(&self) -> &'static str {
        "Solo level against Jeanne"
    }

    fn level_what(&self, level: SoloLevel) -> &'static str {
        match level {
            SoloLevel::Standard => "Jeanne performs no Monk actions.",
            SoloLevel::Connoisseur => "Jeanne also performs Monk actions.",
            SoloLevel::Special => "Connoisseur, with the exchange cards 1B–4B.",
        }
    }

    fn solo_cards_hint(&self) -> &'static str {
        "The solo game is played with the place cards."
    }

    fn more_options(&self) -> &'static str {
        "More: places, seed, the physical game"
    }

    fn seed_label(&self) -> &'static str {
        "Seed (optional)"
    }

    fn seed_random(&self) -> &'static str {
        "random"
    }

    fn seed_hint(&self) -> &'static str {
        "The same seed deals the same game."
    }

    fn start_game(&self) -> &'static str {
        "Start the game"
    }

    fn print_blank(&self, solo: bool) -> &'static str {
        if solo {
            "Print a blank solo sheet"
        } else {
            "Print a blank sheet"
        }
    }

    fn print_blank_hint(&self, players: usize) -> String {
        match players {
            1 => "To play with pen and paper: your sheet and Jeanne’s zone, two A4 pages.".into(),
            n => {
                format!("To play with pen and paper: a sheet for {n} players (printed places), one A4 page.")
            }
        }
    }

    fn delete(&self) -> &'static str {
        "Delete"
    }

    fn really_delete(&self) -> &'static str {
        "Really delete?"
    }

    fn computer_seat(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (computer)")
    }

    fn finished(&self, verdict: &str) -> String {
        format!("Finished: {verdict}")
    }

    fn progress(&self, round: u16, decisions: usize) -> String {
        format!("Round {round}, {decisions} {} played", plural(decisions as u64, "decision", "decisions"))
    }

    fn open_saved(&self, finished: bool) -> &'static str {
        if finished {
            "See the result"
        } else {
            "Resume"
        }
    }

    fn saved_details(&self, kind: &str, seed: Option<u64>, date: &str) -> String {
        match seed {
            Some(seed) => format!("{kind} · seed {seed} · started {date}"),
            None => format!("{kind} · with the physical game · started {date}"),
        }
    }

    fn a_try(&self, kind: &str) -> String {
        format!("A try · {kind}")
    }

    fn export(&self) -> &'static str {
        "Export"
    }

    fn download(&self) -> &'static str {
        "Download"
    }

    fn set_aside_on(&self, date: &str) -> String {
        format!("set aside {date}")
    }

    fn saved_games(&self) -> &'static str {
        "Saved games"
    }

    fn no_saved_game(&self) -> &'static str {
        "No saved game yet: every game is saved as it is played."
    }

    fn import_file(&self) -> &'static str {
        "Import a game file…"
    }

    fn set_aside(&self) -> &'static str {
        "Set aside"
    }

    fn set_aside_hint(&self) -> &'static str {
        "Saved data that could not be read. It is kept here untouched: download it or delete it."
    }

    fn finished_games(&self) -> &'static str {
        "Finished games"
    }

    fn show_more_games(&self, n: usize) -> String {
        format!("Show {n} more")
    }

    fn history_kept(&self, cap: usize) -> String {
        format!(
            "The {cap} most recent games are kept here, and the daily games of your streak and best score."
        )
    }

    fn history_heads(&self) -> [&'static str; 4] {
        ["Ended", "Game", "Scores", "Winner"]
    }

    fn solo_short(&self, level: &str) -> String {
        format!("Solo, {level}")
    }

    fn solo_game_against(&self, level: &str) -> String {
        format!("Solo against Jeanne ({level})")
    }

    fn turn_of(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}’s turn")
    }

    fn status(&self, round: u16, bag: usize, bags: usize, start: &str) -> String {
        let start = isolate(start);
        format!("Round {round} · Bag {bag} of {bags} · Start player: {start}")
    }

    fn undo(&self) -> &'static str {
        "↶ Undo"
    }

    fn undo_title(&self) -> &'static str {
        "Take back your last decision of this turn"
    }

    fn export_title(&self) -> &'static str {
        "Download this game as a JSON file"
    }

    fn print(&self) -> &'static str {
        "Print"
    }

    fn print_title(&self) -> &'static str {
        "Print every sheet as it is now, one A4 page each"
    }

    fn leave(&self) -> &'static str {
        "Leave"
    }

    fn leave_title(&self) -> &'static str {
        "Back to the start screen (the game stays saved)"
    }

    fn computer_is_playing(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (computer) is playing")
    }

    fn jeanne_is_playing(&self) -> &'static str {
        "Jeanne is playing"
    }

    fn game_is_over(&self) -> &'static str {
        "The game is over"
    }

    fn computer_tab(&self) -> &'static str {
        "computer"
    }

    fn score_now(&self) -> &'static str {
        "Score if the game ended now"
    }

    fn sheets(&self) -> &'static str {
        "Sheets"
    }

    fn jeanne_not_yet(&self) -> &'static str {
        "Jeanne has not played yet."
    }

    fn jeanne_last_turn(&self) -> &'static str {
        "Jeanne’s last turn"
    }

    fn show_jeanne_zone(&self) -> &'static str {
        "Show Jeanne’s zone"
    }

    fn decision(&self) -> &'static str {
        "Decision"
    }

    fn pick_token(&self) -> &'static str {
        "Pick a token"
    }

    fn which_bonus_first(&self) -> &'static str {
        "Several bonuses wait: which one first?"
    }

    fn pick_hint(&self) -> &'static str {
        "Take a token to act with it, or recruit a Monk: the token is discarded and you act as any follower. "
    }

    fn monks_left(&self, n: u8) -> String {
        match n {
            0 => "No Monk left to recruit.".into(),
            n => format!("{n} {} left to recruit.", plural(n.into(), "Monk", "Monks")),
        }
    }

    fn recruit_short(&self) -> &'static str {
        "Monk"
    }

    fn how_to_pick(&self) -> &'static str {
        "How a pick works"
    }

    fn recruit_monk(&self) -> &'static str {
        "Recruit a Monk"
    }

    fn whole_sheet(&self) -> &'static str {
        "Whole sheet"
    }

    fn menu(&self) -> &'static str {
        "Menu"
    }

    fn or_on_sheet(&self, n: usize) -> String {
        format!("Or choose on your sheet: {n} highlighted {}.", plural(n as u64, "spot", "spots"))
    }

    fn is_playing_now(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} is playing…")
    }

    fn computer_hint(&self) -> &'static str {
        "The computer plays this seat: its moves show above as they come, and in the game log."
    }

    fn just_played(&self) -> &'static str {
        "Just played"
    }

    fn jeanne_is_playing_now(&self) -> &'static str {
        "Jeanne is playing…"
    }

    fn jeanne_hint(&self) -> &'static str {
        "She reveals her next card and takes a token."
    }

    fn end_turn(&self) -> &'static str {
        "End my turn"
    }

    fn turn_played(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}, your turn is played")
    }

    fn end_turn_hint(&self) -> &'static str {
        "You may still undo. End your turn to pass the play on."
    }

    fn pass_to(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Pass to {name}")
    }

    fn open_turn(&self, name: &str) -> String {
        let name = isolate(name);
        format!("I am {name}: open my turn")
    }

    fn since_your_turn(&self) -> &'static str {
        "Since your last turn"
    }

    fn new_marks_hint(&self) -> &'static str {
        "Their new marks are dashed on the sheets until you act."
    }

    fn nothing_new(&self) -> &'static str {
        "nothing new"
    }

    fn took(&self, the_follower: &str) -> String {
        format!("took {the_follower}")
    }

    fn recruited_monk(&self) -> &'static str {
        "recruited a Monk"
    }

    fn coins_spent(&self, n: u8) -> String {
        format!("{n} {} spent", plural(n.into(), "coin", "coins"))
    }

    fn post_in(&self, at: &str) -> String {
        format!("post {at}")
    }

    fn acquired(&self, the_place: &str) -> String {
        format!("acquired {the_place}")
    }

    fn deed_marked(&self, n: u8) -> String {
        format!("deed {n}")
    }

    fn jeanne_crossed(&self, what: &str) -> String {
        format!("crossed {what}")
    }

    fn removed_place(&self, the_place: &str) -> String {
        format!("removed {the_place}")
    }

    fn tokens(&self) -> &'static str {
        "Tokens"
    }

    fn laid_out(&self) -> &'static str {
        "Laid out"
    }

    fn waiting_area(&self) -> &'static str {
        "Waiting area"
    }

    fn in_the_bag(&self) -> &'static str {
        "In the bag"
    }

    fn game_log(&self) -> &'static str {
        "Game log"
    }

    fn game_over(&self) -> &'static str {
        "Game over"
    }

    fn player_wins_ties(&self) -> &'static str {
        "Against Jeanne, the player wins ties."
    }

    fn export_game(&self) -> &'static str {
        "Export the game"
    }

    fn print_sheets(&self) -> &'static str {
        "Print the sheets"
    }

    fn print_sheets_title(&self) -> &'static str {
        "One A4 page per sheet, with the score breakdown"
    }

    fn back_to_start(&self) -> &'static str {
        "Back to the start"
    }

    fn score_breakdown(&self) -> &'static str {
        "Score breakdown"
    }

    fn score_breakdown_so_far(&self) -> &'static str {
        "Score breakdown so far"
    }

    fn points(&self) -> &'static str {
        "Points"
    }

    fn the_sheets(&self) -> &'static str {
        "The sheets"
    }

    fn breakdown_lines(&self) -> [&'static str; 10] {
        [
            "Trading posts",
            "Citizens",
            "Development level",
            "(Posts + citizens) × level",
            "Warehouse",
            "Bank",
            "Monks",
            "Depot",
            "Jeanne's rows",
            "Total",
        ]
    }

    fn segments(&self) -> [&'static str; 6] {
        ["Posts & citizens", "Warehouse", "Bank", "Monks", "Depot", "Jeanne's rows"]
    }

    fn score_part(&self, part: &Part, points: u16) -> String {
        let what = match part {
            Part::Posts { cities, level } => {
                let n = cities.len();
                let list: Vec<String> = cities.iter().map(|&c| self.city(c)).collect();
                let named = if n == 0 { String::new() } else { format!(" ({})", list.join(", ")) };
                format!("{n} {}{named} × level {level}", plural(n as u64, "trading post", "trading posts"))
            }
            Part::Citizens { count, level } => {
                format!("{count} {} × level {level}", plural((*count).into(), "citizen", "citizens"))
            }
            Part::WarehouseRow(g) => format!("The {} row, full", self.good(*g)),
            Part::WarehouseColumn => "Column 4, marked in every row".into(),
            Part::BankRow => "Row 2, all circled".into(),
            Part::BankColumn => "Column 5, all crossed".into(),
            Part::Nothing { line: 4 } => "No full row, and column 4 not marked in every row".into(),
            Part::Nothing { .. } => "Neither row 2 all circled nor column 5 all crossed".into(),
            Part::Monks { recruited: 0 } => "No Monk recruited".into(),
            Part::Monks { recruited } => {
                format!("{recruited} {} recruited", plural((*recruited).into(), "Monk", "Monks"))
            }
            Part::Shields([]) => "No shield circled".into(),
            Part::Shields(values) => {
                let sum: Vec<String> = values.iter().map(u16::to_string).collect();
                let n = values.len();
                format!("{n} {} circled, {}", plural(n as u64, "shield", "shields"), sum.join(" + "))
            }
        };
        format!("{what}: {points} {}", plural(points.into(), "point", "points"))
    }

    fn segment_points(&self, segment: &str, points: u16) -> String {
        format!("{segment}: {points}")
    }

    fn points_per_player(&self) -> &'static str {
        "Points per player"
    }

    fn jeanne_wins(&self, hers: u16, mine: u16) -> String {
        format!("Jeanne wins, {hers} to {mine}")
    }

    fn beats_jeanne(&self, name: &str, mine: u16, hers: u16) -> String {
        let name = isolate(name);
        format!("{name} beats Jeanne, {mine} to {hers}")
    }

    fn wins_with(&self, name: &str, points: u16) -> String {
        let name = isolate(name);
        format!("{name} wins with {points} points")
    }

    fn share_the_win(&self, names: &[String], points: u16) -> String {
        let names: Vec<String> = names.iter().map(|n| isolate(n)).collect();
        let (last, init) = names.split_last().expect("a shared win has winners");
        format!("{} and {last} share the win with {points} points", init.join(", "))
    }

    fn winner_on_paper(&self) -> &'static str {
        "Compare the sheets to find the winner: the players elsewhere score on their own"
    }

    fn blank_sheet(&self) -> &'static str {
        "Blank sheet"
    }

    fn seed(&self, seed: u64) -> String {
        format!("seed {seed}")
    }

    fn printed_on(&self, date: &str) -> String {
        format!("printed {date}")
    }

    fn app_error(&self, e: &AppError) -> String {
        match e {
            AppError::Seed(typed) => format!("The seed must be a whole number, not “{typed}”."),
            // The new-game form's refusals say what to tick.
            AppError::Setup(SetupError::NoSeatHere) => self.no_sheet_here().into(),
            AppError::Setup(SetupError::CardsOfCategory { category, chosen }) => {
                self.cards_of_category(*category, usize::from(*chosen))
            }
            AppError::Setup(e) => format!("This game cannot be set up: {}.", self.setup_error(*e)),
            AppError::BlankSheet(e) => format!("This sheet cannot be set up: {}.", self.setup_error(*e)),
            AppError::Save(crate::model::errors::Refusal::Unavailable) => {
                "Games cannot be saved in this browser now (site data may be blocked, or storage turned \
                 off). You can still play: a game stays on this page until you close it. Use Export to \
                 keep it."
                    .into()
            }
            AppError::Save(crate::model::errors::Refusal::Full) => format!(
                "This browser’s storage is full: the latest moves are not saved yet. They stay on this \
                 page, and are saved at the next move, or with “{}” once there is room (delete saved \
                 games you no longer need). Use Export to keep a copy now.",
                self.retry_save()
            ),
            AppError::Save(why) => format!(
                "The game could not be saved in this browser ({}). It stays on this page: use Export to \
                 keep it.",
                self.refusal(why)
            ),
            AppError::History(why) => {
                format!("The finished game could not be added to the history yet ({}).", self.refusal(why))
            }
            AppError::NamesShortened => {
                format!(
                    "Names longer than {} characters were shortened.",
                    crate::model::record::MAX_NAME_CHARS
                )
            }
            AppError::Export(why) => format!("The export failed: {why}"),
            AppError::Link(LoadError::TooLarge { bytes, .. }) => format!(
                "This link cannot be opened: it is too long ({} KB; a game's link takes far less). Nothing was changed.",
                bytes.div_ceil(1000)
            ),
            AppError::Link(why) => {
                format!("This link cannot be opened: {}. Nothing was changed.", self.load_error(why))
            }
            AppError::Import { file, why } => {
                format!("“{file}” could not be imported: {}.", self.import_error(why))
            }
            AppError::SetAside { key, why } => format!(
                "The saved data “{key}” could not be read ({}). It was set aside: see “Set aside” below.",
                self.unreadable(why)
            ),
            AppError::NotSetAside { key, why, refused } => format!(
                "The saved data “{key}” could not be read ({}), nor set aside ({}); it was left as it is, \
                 listed under “Set aside” on the start screen to download or delete.",
                self.unreadable(why),
                self.refusal(refused)
            ),
        }
    }

    fn import_error(&self, e: &ImportError) -> String {
        match e {
            ImportError::NotText => "the file is not text".into(),
            ImportError::Load(e) => self.load_error(e),
            ImportError::Save(why) => format!("this browser could not store it ({})", self.refusal(why)),
        }
    }

    fn unreadable(&self, e: &Unreadable) -> String {
        match e {
            Unreadable::Game(e) => self.load_error(e),
            Unreadable::Json(detail) => format!("unreadable: {detail}"),
        }
    }

    fn refusal(&self, r: &crate::model::errors::Refusal) -> String {
        use crate::model::errors::Refusal;
        match r {
            Refusal::Unavailable => "this browser does not let the app keep data now".into(),
            Refusal::Full => "this browser’s storage is full".into(),
            Refusal::Other(why) => why.clone(),
        }
    }

    fn continued_elsewhere(&self) -> &'static str {
        "This game went on in another tab or window. This tab no longer saves it, so that nothing \
         played there is overwritten."
    }

    fn deleted_elsewhere(&self) -> &'static str {
        "This game was deleted in another tab or window. This tab no longer saves it: export it to \
         keep this copy."
    }

    fn follow_elsewhere(&self) -> &'static str {
        "Continue from there"
    }

    fn export_this_copy(&self) -> &'static str {
        "Export this copy"
    }

    fn retry_save(&self) -> &'static str {
        "Try saving again"
    }

    fn recovery_title(&self) -> &'static str {
        "Something went wrong"
    }

    fn recovery_what(&self, has_game: bool) -> &'static str {
        if has_game {
            "The app stopped because of an error in it. Your game is saved as it was before the last \
             action: export it to keep a copy, then reload the page to play on."
        } else {
            "The app stopped because of an error in it. Reload the page to start again."
        }
    }

    fn recovery_export(&self) -> &'static str {
        "Export this game"
    }

    fn recovery_reload(&self) -> &'static str {
        "Reload the page"
    }

    fn recovery_details(&self) -> &'static str {
        "Details for a bug report"
    }

    fn loading_screen(&self) -> &'static str {
        "Loading…"
    }

    fn screen_not_loaded(&self) -> &'static str {
        "This screen could not be loaded: the app was not fully downloaded. Check your connection, then reload the page. Your saved games are kept."
    }

    fn rematch(&self) -> &'static str {
        "Rematch"
    }

    fn really_rematch(&self) -> &'static str {
        "Start a new game, same players?"
    }

    fn who_starts(&self) -> &'static str {
        "Who starts"
    }

    fn who_starts_help(&self) -> &'static str {
        "The last player to have been in Orléans starts."
    }

    fn start_random(&self) -> &'static str {
        "Drawn at random"
    }

    fn app_short_name(&self) -> &'static str {
        "Orléans D&W"
    }

    fn app_description(&self) -> &'static str {
        "The draw-and-write board game Joan of Arc: Orléans Draw & Write for 1 to 5 players on one \
         device, or solo against Jeanne. Works offline."
    }
}

//! Tests of the records: their round trips, bounds, keys and the checks of two tabs.

use super::*;
use crate::engine::PlaceMode;
use crate::engine::{Setup, SAVE_VERSION};
use crate::model::errors::{clip_detail, excerpt, Refusal, EXCERPT_CHARS, MAX_DETAIL_CHARS};
use crate::model::play;
use crate::model::testing::meta;

fn played(setup: Setup, actions: usize) -> Game {
    let mut game = Game::new(setup).unwrap();
    for _ in 0..actions {
        game.apply(play::computer_action(&game)).unwrap();
    }
    game
}

#[test]
fn a_record_round_trips() {
    let game = played(Setup::new(3, PlaceMode::Printed, 7), 30);
    let record = Record::of(&meta(3), &game);
    let back = Record::from_json(&record.to_json()).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.save.actions.len(), 30);
}

#[test]
fn a_try_is_marked_and_other_games_read_and_write_as_before() {
    let game = played(Setup::new(2, PlaceMode::Printed, 3), 10);
    let plain = Record::of(&meta(2), &game).to_json();
    assert!(!plain.contains("\"try\""));
    assert!(!Record::from_json(&plain).unwrap().meta.is_try);
    let tried = Record::of(&Meta { is_try: true, ..meta(2) }, &game);
    let json = tried.to_json();
    assert!(json.contains("\"created\":1,\"try\":true}"), "{json}");
    assert_eq!(Record::from_json(&json).unwrap(), tried);
}

#[test]
fn saves_keep_each_seats_level_and_older_computer_seats_are_normal() {
    let seats = Seat::CHOICES.to_vec();
    let json = serde_json::to_string(&seats).unwrap();
    assert_eq!(json, r#"["Human",{"Computer":"random"},{"Computer":"easy"},"Computer",{"Computer":"hard"}]"#);
    assert_eq!(serde_json::from_str::<Vec<Seat>>(&json).unwrap(), seats);
    let mut record = Record::of(&meta(2), &played(Setup::new(2, PlaceMode::Printed, 3), 5));
    record.meta.seats = vec![Seat::Computer(Level::Hard), Seat::Computer(Level::Easy)];
    assert_eq!(Record::from_json(&record.to_json()).unwrap(), record);
    // A save written before seats had levels.
    record.meta.seats = vec![Seat::Human, Seat::Computer(Level::Normal)];
    let older = record.to_json();
    assert!(older.contains(r#""seats":["Human","Computer"]"#));
    assert_eq!(Record::from_json(&older).unwrap().meta.seats[1], Seat::Computer(Level::Normal));
    let unknown = older.replace(r#""Computer"]"#, r#"{"Computer":"genius"}]"#);
    assert!(matches!(Record::from_json(&unknown), Err(LoadError::Malformed(_))));
    for seat in Seat::CHOICES {
        assert_eq!(Seat::parse(seat.name()), Some(seat));
    }
}

#[test]
fn bad_records_say_why() {
    assert!(matches!(Record::from_json("garbage"), Err(LoadError::Malformed(_))));
    assert!(matches!(Record::from_json("{\"meta\":1}"), Err(LoadError::Malformed(_))));
    let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
    let json = Record::of(&meta(2), &game).to_json();
    let written = format!("\"version\":{}", crate::engine::version_for(game.setup()));
    let newer = json.replace(&written, &format!("\"version\":{}", SAVE_VERSION + 1));
    assert_ne!(newer, json);
    assert_eq!(Record::from_json(&newer), Err(LoadError::UnknownVersion(SAVE_VERSION + 1)));
    let wrong = Record::of(&meta(3), &game);
    let err = Record::from_json(&wrong.to_json()).unwrap_err();
    assert_eq!(err, LoadError::Players { names: 3, seats: 3, players: 2 });
    assert_eq!(err.to_string(), "this is not a saved game: it names 3 players for a game of 2");
}

#[test]
fn keys_name_what_they_hold() {
    assert_eq!(game_id(&game_key("abc")), Some("abc"));
    assert_eq!(game_id(CURRENT_KEY), None);
    let q = quarantine_key(&game_key("abc"), 5);
    assert!(is_quarantine_key(&q) && game_id(&q).is_none());
    assert!(!is_quarantine_key(&game_key("abc")));
}

#[test]
fn the_history_keeps_one_line_per_game_newest_first() {
    let mut game = Game::new(Setup::solo(SoloLevel::Standard, 3)).unwrap();
    while !game.is_over() {
        game.apply(play::computer_action(&game)).unwrap();
    }
    let mut history = Vec::new();
    Finished::of(&meta(1), &game, 1).add_to(&mut history);
    Finished::of(&Meta { id: "g2".into(), ..meta(1) }, &game, 2).add_to(&mut history);
    Finished::of(&meta(1), &game, 3).add_to(&mut history);
    assert_eq!(history.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(), ["g1", "g2"]);
    let line = &history[0];
    assert_eq!(line.jeanne, Some(game.jeanne().unwrap().score().total));
    assert_eq!(line.winners.len(), 1);
}

#[test]
fn a_tab_writes_only_over_what_it_last_saw() {
    let (a, b, c) = ("{a}", "{b}", "{c}");
    // Nothing stored and never seen there: a new game, or storage that failed so far.
    assert_eq!(check(None, None, a), Check::Write);
    assert_eq!(check(Some(a), Some(a), b), Check::Write);
    assert_eq!(check(Some(a), Some(b), b), Check::UpToDate);
    assert_eq!(check(None, Some(b), b), Check::UpToDate);
    // Another tab played on, undid, or wrote the same game first.
    assert_eq!(check(Some(a), Some(b), c), Check::Elsewhere(Elsewhere::Moved));
    assert_eq!(check(None, Some(b), c), Check::Elsewhere(Elsewhere::Moved));
    // Another tab deleted it.
    assert_eq!(check(Some(a), None, b), Check::Elsewhere(Elsewhere::Deleted));
}

#[test]
fn two_tabs_on_one_game_never_overwrite_each_other() {
    // Storage, and what tabs A and B last saw there; A plays 12 moves, then B 1.
    let game = played(Setup::new(2, PlaceMode::Printed, 5), 2);
    let mut stored = Some(Record::of(&meta(2), &game).to_json());
    let (mut seen_a, seen_b) = (stored.clone(), stored.clone());
    let mut a = game.clone();
    for _ in 0..12 {
        a.apply(play::computer_action(&a)).unwrap();
        let next = Record::of(&meta(2), &a).to_json();
        assert_eq!(check(seen_a.as_deref(), stored.as_deref(), &next), Check::Write);
        stored = Some(next);
        seen_a = stored.clone();
    }
    let mut b = game;
    b.apply(play::computer_action(&b)).unwrap();
    let next = Record::of(&meta(2), &b).to_json();
    assert_eq!(check(seen_b.as_deref(), stored.as_deref(), &next), Check::Elsewhere(Elsewhere::Moved));
    // Nothing of A's is lost: storage still holds its 14 actions.
    assert_eq!(Record::from_json(stored.as_deref().unwrap()).unwrap().save.actions.len(), 14);
}

#[test]
fn inputs_are_bounded() {
    // A 10 MB file is refused before it is read, at once.
    let big = "x".repeat(10_000_000);
    let started = std::time::Instant::now();
    assert_eq!(
        Record::from_json(&big),
        Err(LoadError::TooLarge { bytes: 10_000_000, limit: MAX_RECORD_BYTES })
    );
    assert!(started.elapsed().as_millis() < 100);
    // A message quotes a short excerpt of what it read, never all of it.
    let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
    let json = Record::of(&meta(2), &game).to_json();
    let long_action = json.replace("\"moves\":\"\"", &format!("\"moves\":\"{}\"", "y".repeat(900_000)));
    let Err(LoadError::Malformed(detail)) = Record::from_json(&long_action) else { panic!("read") };
    assert!(detail.chars().count() <= MAX_DETAIL_CHARS + 1, "{detail}");
    assert!(detail.contains(&format!("{}…", "y".repeat(EXCERPT_CHARS - 1))), "{detail}");
    let bad_seats = json.replace("\"Human\"", &format!("\"{}\"", "z".repeat(400_000)));
    let Err(LoadError::Malformed(detail)) = Record::from_json(&bad_seats) else { panic!("read") };
    assert!(detail.len() < 4 * MAX_DETAIL_CHARS, "{detail}");
    // Names longer than the form's are cut.
    let mut long = Record::of(&meta(2), &game);
    long.meta.names[1] = "<img src=x onerror=alert(1)>".repeat(1000);
    let (record, cut) = Record::read(&long.to_json()).unwrap();
    assert!(cut);
    assert_eq!(record.meta.names, ["P0", "<img src=x onerror=a"]);
    assert!(!Record::read(&json).unwrap().1);
    assert_eq!(excerpt("abc", 2), "ab…");
    assert_eq!(excerpt("éàü", 3), "éàü");
    assert_eq!(clip_detail("unknown “short”"), "unknown “short”");
    assert!(
        is_good_id("19a3c-0f3e") && !is_good_id("") && !is_good_id("../x") && !is_good_id(&"a".repeat(41))
    );
    assert_eq!(Refusal::from("q"), Refusal::Other("q".into()));
}

#[test]
fn names_keep_no_direction_control_whether_typed_read_from_a_file_or_from_the_history() {
    assert_eq!(clean_name("\u{202e}exe.live\u{202c}"), "exe.live");
    assert_eq!(clean_name("\u{2067}שרה\u{2069} \u{200f}"), "שרה ");
    assert_eq!(clean_name("Anna"), "Anna");
    // From a file: cleaned, and counted as cut only for its length (the controls not counted).
    let mut record = Record::of(&meta(2), &Game::new(Setup::new(2, PlaceMode::Printed, 3)).unwrap());
    record.meta.names = vec!["\u{202e}exe.live".into(), format!("\u{202b}{}", "x".repeat(20))];
    let (read, cut) = Record::read(&record.to_json()).unwrap();
    assert_eq!(read.meta.names, ["exe.live".to_string(), "x".repeat(20)]);
    assert!(!cut);
    // From the history.
    let line = r#"{"id":"g1","finished":1,"names":["\u202eab"],"totals":[3],"jeanne":4,"solo":"Standard","winners":["\u202eab"]}"#;
    let finished: Finished = serde_json::from_str(line).unwrap();
    assert_eq!((finished.names[0].as_str(), finished.winners[0].as_str()), ("ab", "ab"));
}

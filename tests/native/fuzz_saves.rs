//! A seeded fuzz test of every parser of stored and imported text: the engine's save
//! ([`Save::from_json`], then [`Save::load`], which replays it), the action notation
//! ([`Action::from_str`]), the app's saved-game record ([`Record::from_json`], then
//! [`Replayed::of`]), its history list, the other values it stores (summaries, settings, values
//! set aside), challenges and the links that carry games and challenges ([`Challenge::read`]),
//! the reviews a record carries (their compact decisions mutated: a review that does not fit its
//! game is left out, the game read all the same),
//! the thinking worker's questions; and that text that is not JSON at all is refused as
//! malformed, saying where.
//!
//! Inputs are mutations of valid saves and records of random games (byte flips, truncations,
//! duplications, splices of two saves, random notation tokens, huge numbers, deep nesting,
//! unicode, and changes to one value of the parsed JSON), and of valid and random notation
//! strings. No input may panic, and every refusal is a typed error ([`LoadError`],
//! [`ParseActionError`]) that both languages can word. What is accepted must read back as
//! written. A failure prints its seed and input, so it replays.

use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::str::FromStr;

use crate::common::{made_up_review, TestRng};
use orleans_dw::engine::*;
use orleans_dw::i18n::Lang;
use orleans_dw::model::modes::challenge::Challenge;
use orleans_dw::model::play::Replayed;
use orleans_dw::model::record::settings::Settings;
use orleans_dw::model::record::summary::Summary;
use orleans_dw::model::record::{Finished, Quarantined, Record};
use orleans_dw::model::think::{self, Answer};
use serde_json::{json, Value};

/// Inputs per parser family (saves, records, notation); the history list gets fewer.
const PER_FAMILY: usize = 50_000;
/// The random games whose saves are mutated.
const GAMES: u64 = 24;

/// A random game of `setup`, played `steps` actions deep (to its end if it ends first).
fn random_game(setup: Setup, steps: usize, rng: &mut TestRng) -> Game {
    let mut game = Game::new(setup).expect("valid setup");
    for _ in 0..steps {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        // Rarely decline, so that games go deep.
        let preferred: Vec<Action> = legal.iter().copied().filter(|a| *a != Action::Decline).collect();
        let pool = if preferred.is_empty() || rng.one_in(12) { &legal } else { &preferred };
        game.apply(*rng.pick(pool)).expect("a listed action applies");
    }
    game
}

/// The valid inputs that are mutated: saves, records (JSON) and notation strings.
struct Corpus {
    saves: Vec<String>,
    records: Vec<String>,
    /// Challenges' JSON, with one result or two.
    challenges: Vec<String>,
    /// Records of finished games carrying reviews (also among `records`).
    reviewed: Vec<String>,
    notation: Vec<String>,
    /// Every word the notation uses, and a few it does not.
    tokens: Vec<String>,
}

fn corpus() -> Corpus {
    let mut rng = TestRng::new(2024);
    let levels = [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special];
    let (mut saves, mut records, mut notation) = (Vec::new(), Vec::new(), Vec::new());
    let (mut challenges, mut reviewed) = (Vec::new(), Vec::new());
    for seed in 0..GAMES {
        let players = 1 + (seed % 5) as u8;
        let mut setup = match players {
            1 => Setup::solo(levels[(seed / 5 % 3) as usize], seed),
            _ => Setup::new(players, if seed % 2 == 0 { PlaceMode::Printed } else { PlaceMode::Cards }, seed),
        };
        // Companion games: seats played elsewhere (their claims in the moves), and in place-card
        // games the cards on the table.
        if players > 1 && seed % 4 >= 2 {
            setup.remote = 1 + rng.below((1 << players) - 2) as u8;
            if setup.places == PlaceMode::Cards {
                let dealt = Game::new(setup.clone()).expect("valid setup");
                setup.cards =
                    (0..30).filter(|&i| dealt.place(i) == PlaceSlot::Available).fold(0, |m, i| m | 1 << i);
            }
        }
        // Whole games, and games stopped early (short saves mutate into more kinds of input).
        let steps = if seed % 3 == 0 { 12 + rng.below(60) } else { usize::MAX };
        let game = random_game(setup, steps, &mut rng);
        let save = Save::of(&game);
        notation.extend(save.actions.iter().map(Action::to_string));
        let names: Vec<String> = (0..players)
            .map(|p| ["Anna", "Bruno", "Chloé", "Dara", "Émile"][p as usize].to_string())
            .collect();
        let seats: Vec<&str> = (0..players).map(|p| if p % 2 == 0 { "Human" } else { "Computer" }).collect();
        let record = json!({
            "meta": { "id": format!("fuzz-{seed}"), "names": names, "seats": seats, "created": 1_700_000_000_000u64 + seed },
            "save": serde_json::from_str::<Value>(&save.to_json()).unwrap(),
        });
        saves.push(save.to_json());
        if game.is_over() {
            let record = Record::from_json(&record.to_string()).expect("a valid record");
            let challenge = Challenge::of(&record.meta, &game, 1_700_000_000_000 + seed);
            let answer = Challenge::of(&record.meta, &game, seed).results.remove(0);
            challenges.push(challenge.to_json());
            challenges.push(challenge.answered(answer).to_json());
            // The same game carrying reviews of two seats (the review family mutates them).
            if players >= 2 {
                let reviews = (0..2).map(|p| made_up_review(&record.save, p)).collect();
                reviewed.push(Record { reviews, ..record }.to_json());
            }
        }
        records.push(record.to_string());
    }
    // The saves of older versions, in their word notation, are mutated too.
    for file in ["save_v2_four", "save_v2_solo", "save_v3_four", "save_v3_solo", "save_v5_companion"] {
        saves.push(std::fs::read_to_string(format!("tests/fixtures/{file}.json")).unwrap());
    }
    notation.sort();
    notation.dedup();
    // Whole tokens, and their verbs and arguments apart.
    let mut tokens: Vec<String> =
        notation.iter().flat_map(|n| [n.clone(), n[..1].to_string(), n[1..].to_string()]).collect();
    tokens.extend(
        [
            "",
            " ",
            "0",
            "255",
            "256",
            "-1",
            "+1",
            "01",
            "1e3",
            "999999999999",
            "Take",
            "TAKE",
            "knight ",
            "take knight",
            "fill 12",
            "Fzz",
            "F0",
            "3b",
            "1B",
            "\t",
            "\n",
            "jeanne",
            "1B",
            "4B",
            "15",
            "19",
            "right",
            "left",
            "up",
            "é",
            "\u{0}",
            "🐎",
            "\u{202e}",
            "\u{301}",
            "L",
            "Ly",
            "Lys6",
            "Lye0",
            "Lpn",
            "Laxx",
            "Z",
            "Zz",
        ]
        .map(str::to_string),
    );
    tokens.sort();
    tokens.dedup();
    records.extend(reviewed.iter().cloned());
    Corpus { saves, records, challenges, reviewed, notation, tokens }
}

// ---- Mutations ------------------------------------------------------------------------------

const HUGE: [&str; 10] = [
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "-9223372036854775809",
    "1e400",
    "-0",
    "0.5",
    "65536",
    "4294967296",
    "99999999999999999999999999999999999999999999999999",
];

const UNICODE: [&str; 12] = [
    "é",
    "\u{301}",
    "\u{202e}",
    "\u{200b}",
    "\u{feff}",
    "\u{0}",
    "🐎",
    "\u{10ffff}",
    "\\ud800",
    "\\u0000",
    "\\\"",
    "\u{fffd}",
];

/// What may come between two words of notation.
const SEPARATORS: [&str; 7] = [" ", " ", " ", "  ", "\t", "", "-"];

/// A random piece of notation: up to 5 tokens with random separators.
fn random_notation(rng: &mut TestRng, c: &Corpus) -> String {
    let mut s = String::new();
    for i in 0..1 + rng.below(5) {
        if i > 0 {
            let separator: &&str = rng.pick(&SEPARATORS);
            s.push_str(separator);
        }
        s.push_str(rng.pick(&c.tokens).as_str());
    }
    s
}

/// JSON nested `depth` levels deep around `inner`.
fn nested(depth: usize, inner: &str, object: bool) -> String {
    let (open, close) = if object { ("{\"a\":", "}") } else { ("[", "]") };
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

/// A random JSON value (small), of any type.
fn random_value(rng: &mut TestRng, c: &Corpus) -> Value {
    match rng.below(9) {
        0 => Value::Null,
        1 => Value::Bool(rng.one_in(2)),
        2 => json!(rng.below(300)),
        3 => serde_json::from_str(rng.pick(&HUGE[..]).trim()).unwrap_or(json!(-1)),
        4 => json!(random_notation(rng, c)),
        5 => json!([random_notation(rng, c)]),
        6 => json!({}),
        7 => json!(rng.pick(&c.tokens).repeat(1 + rng.below(200))),
        _ => json!(["Anna", "Bruno", "Chloé"].map(|n| n.repeat(1 + rng.below(3)))),
    }
}

/// Changes one value of a parsed JSON document: replaced, removed, duplicated or given a
/// neighbour, at any depth.
fn mutate_value(v: &mut Value, rng: &mut TestRng, c: &Corpus) {
    let descend = rng.below(4) != 0;
    match v {
        Value::Object(map) if !map.is_empty() => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let key = rng.pick(&keys).clone();
            if descend {
                mutate_value(map.get_mut(&key).unwrap(), rng, c);
            } else {
                match rng.below(4) {
                    0 => {
                        map.remove(&key);
                    }
                    1 => {
                        map.insert(key, random_value(rng, c));
                    }
                    2 => {
                        map.insert(format!("{key}x"), random_value(rng, c));
                    }
                    _ => {
                        let value = map.remove(&key).unwrap();
                        map.insert(key.to_uppercase(), value);
                    }
                }
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let i = rng.below(items.len());
            if descend {
                mutate_value(&mut items[i], rng, c);
            } else {
                match rng.below(5) {
                    0 => {
                        items.remove(i);
                    }
                    1 => items.insert(i, items[rng.below(items.len())].clone()),
                    2 => items.truncate(i),
                    3 => {
                        let j = rng.below(items.len());
                        items.swap(i, j)
                    }
                    _ => items[i] = random_value(rng, c),
                }
            }
        }
        _ => *v = random_value(rng, c),
    }
}

/// A mutation of `base` (one of `others`' kind), chosen by `rng`; several may stack.
fn mutate(base: &str, others: &[String], rng: &mut TestRng, c: &Corpus) -> String {
    // A third of the inputs stay valid JSON, with values changed: they reach the typed layers.
    if rng.one_in(3) {
        if let Ok(mut v) = serde_json::from_str::<Value>(base) {
            for _ in 0..1 + rng.below(3) {
                mutate_value(&mut v, rng, c);
            }
            return v.to_string();
        }
    }
    let mut bytes = base.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) * usize::from(rng.one_in(3)) {
        let len = bytes.len().max(1);
        match rng.below(11) {
            // Byte flips.
            0 => {
                for _ in 0..1 + rng.below(8) {
                    if !bytes.is_empty() {
                        let i = rng.below(bytes.len());
                        bytes[i] ^= 1 << rng.below(8);
                    }
                }
            }
            // A random byte anywhere.
            1 => {
                let i = rng.below(len);
                if i < bytes.len() {
                    bytes[i] = rng.below(256) as u8;
                }
            }
            // Truncation.
            2 => bytes.truncate(rng.below(len)),
            // A slice duplicated elsewhere.
            3 if !bytes.is_empty() => {
                let a = rng.below(bytes.len());
                let b = (a + 1 + rng.below(64)).min(bytes.len());
                let piece = bytes[a..b].repeat(1 + rng.below(3));
                let at = rng.below(bytes.len() + 1);
                bytes.splice(at..at, piece);
            }
            // The start of this one, the end of another.
            4 => {
                let other = rng.pick(others).as_bytes();
                let cut = rng.below(bytes.len() + 1);
                let from = rng.below(other.len() + 1);
                bytes.truncate(cut);
                bytes.extend_from_slice(&other[from..]);
            }
            // Random notation in place of a stored action, or anywhere.
            5 => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let actions: Vec<usize> = text.match_indices("\",\"").map(|(i, _)| i + 3).collect();
                let at = if actions.is_empty() { rng.below(text.len() + 1) } else { *rng.pick(&actions) };
                let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                let end = text[at..].find('"').map_or(text.len(), |e| at + e);
                let end = if rng.one_in(3) { at } else { end };
                bytes = format!("{}{}{}", &text[..at], random_notation(rng, c), &text[end..]).into_bytes();
            }
            // A huge or odd number in place of a number.
            6 => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let digits: Vec<usize> =
                    text.char_indices().filter(|(_, ch)| ch.is_ascii_digit()).map(|(i, _)| i).collect();
                if let Some(&at) = (!digits.is_empty()).then(|| rng.pick(&digits)) {
                    let end = text[at..].find(|ch: char| !ch.is_ascii_digit()).map_or(text.len(), |e| at + e);
                    bytes = format!("{}{}{}", &text[..at], rng.pick(&HUGE), &text[end..]).into_bytes();
                }
            }
            // Deep nesting: around the whole, or in place of a value.
            7 => {
                let depth = *rng.pick(&[10, 127, 128, 129, 1000, 100_000]);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                bytes = if rng.one_in(2) {
                    nested(depth, &text, rng.one_in(2)).into_bytes()
                } else {
                    match text.find("\"actions\":") {
                        Some(i) => format!("{}{}}}", &text[..i + 10], nested(depth, "0", rng.one_in(2))),
                        None => nested(depth, "", false),
                    }
                    .into_bytes()
                };
            }
            // Unicode (and escapes) inserted.
            8 => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let mut at = rng.below(text.len() + 1);
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                let piece = rng.pick(&UNICODE).repeat(1 + rng.below(4));
                bytes = format!("{}{piece}{}", &text[..at], &text[at..]).into_bytes();
            }
            // One value of the parsed JSON changed (reaches the typed layers beneath the syntax).
            _ => {
                if let Ok(mut v) = serde_json::from_slice::<Value>(&bytes) {
                    for _ in 0..1 + rng.below(2) {
                        mutate_value(&mut v, rng, c);
                    }
                    bytes = v.to_string().into_bytes();
                }
            }
        }
    }
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

// ---- The parsers, each checked --------------------------------------------------------------

/// What became of an input: accepted, or the kind of its refusal.
type Outcome = String;

/// The kind of a load error, worded in both languages (a refusal must be one the app can show).
fn refused(e: &LoadError) -> Outcome {
    for lang in [Lang::En, Lang::Fr] {
        assert!(!lang.words().load_error(e).trim().is_empty(), "{e:?} has no words");
    }
    // The variant's name ("Malformed", "IllegalAction"…).
    let kind = format!("{e:?}");
    kind[..kind.find(['(', ' ', '{']).unwrap_or(kind.len())].to_string()
}

/// Reads `json` as the engine's save, then replays it.
fn check_save(json: &str) -> Outcome {
    let save = match Save::from_json(json) {
        Err(e) => return refused(&e),
        Ok(save) => save,
    };
    // What is read is what is written back (in today's version).
    let today = Save { version: version_for(&save.setup), ..save.clone() };
    assert_eq!(Save::from_json(&save.to_json()).as_ref(), Ok(&today));
    match save.load() {
        Err(e) => refused(&e),
        Ok(game) => {
            assert_eq!(game.log(), &save.actions[..]);
            "accepted".into()
        }
    }
}

/// Reads `json` as the app's saved-game record, then replays its save as the app does. The
/// reviews it carries, if any are kept, are of its game: each decision's choice is the game's
/// action at its step.
fn check_record(json: &str) -> Outcome {
    let record = match Record::from_json(json) {
        Err(e) => return refused(&e),
        Ok(record) => record,
    };
    for review in &record.reviews {
        assert!(review.seat < record.save.setup.players);
        assert!(review.decisions.windows(2).all(|w| w[0].step < w[1].step));
        for d in &review.decisions {
            assert_eq!(record.save.actions.get(d.step), Some(&d.chosen), "step {}", d.step);
        }
    }
    // What is read is what is written back (in the version its setup needs).
    let mut today = record.clone();
    today.save.version = version_for(&record.save.setup);
    assert_eq!(Record::from_json(&record.to_json()).as_ref(), Ok(&today));
    match Replayed::of(&record.save) {
        Err(e) => refused(&e),
        Ok(r) => {
            assert_eq!(r.events.len(), record.save.actions.len() + 1);
            "accepted".into()
        }
    }
}

/// Reads `json` as a record carrying reviews, as [`check_record`]: how many reviews it keeps.
fn check_reviewed(json: &str) -> Outcome {
    match check_record(json).as_str() {
        "accepted" => format!("{} reviews kept", Record::from_json(json).expect("read").reviews.len()),
        refused => refused.into(),
    }
}

/// A record of `c.reviewed` whose reviews' decisions (one seat's, in their compact form) are
/// mutated, or given random notation.
fn mutate_reviews(rng: &mut TestRng, c: &Corpus) -> String {
    let mut record: Value = serde_json::from_str(rng.pick(&c.reviewed).as_str()).expect("a record");
    let seat = rng.below(2);
    let decisions = &mut record["reviews"]["reviews"][seat]["decisions"];
    let Some(text) = decisions.as_str() else { return record.to_string() };
    let others: Vec<String> = c.reviewed.iter().map(|r| r[r.len() / 2..].to_string()).collect();
    *decisions = match rng.below(3) {
        0 => json!(mutate(text, &others, rng, c)),
        1 => {
            let words: Vec<&str> = text.split(' ').collect();
            let at = rng.below(words.len() + 1);
            let piece = random_notation(rng, c);
            json!([&words[..at], &[piece.as_str()], &words[at..]].concat().join(" "))
        }
        _ => {
            let mut words: Vec<String> = text.split(' ').map(str::to_string).collect();
            let i = rng.below(words.len());
            words[i] = format!(
                "{}{}",
                words[i],
                rng.pick(&["=", "=0", "=-1", "=99999999999", "Tk", "Z", "0", " ", ""])
            );
            json!(words.join(" "))
        }
    };
    record.to_string()
}

/// Reads `json` as a challenge, and as the link that carries it: what is read is written back
/// the same, and its game sets up.
fn check_challenge(json: &str) -> Outcome {
    let challenge = match Challenge::from_json(json) {
        Err(e) => return refused(&e),
        Ok(c) => c,
    };
    let mut today = challenge.clone();
    today.save.version = version_for(&challenge.save.setup);
    assert_eq!(Challenge::from_json(&challenge.to_json()).as_ref(), Ok(&today));
    assert_eq!(Challenge::read(&challenge.fragment()), Some(Ok(today)));
    assert!(challenge.save.actions.is_empty() && (1..=2).contains(&challenge.results.len()));
    Game::new(challenge.save.setup.clone()).expect("its game sets up");
    "accepted".into()
}

/// Reads `text` as a link's fragment (a game's or a challenge's): refused with a typed error
/// or read, never a panic.
fn check_link(text: &str) -> Outcome {
    let game = orleans_dw::model::share::read(text).map(|r| r.map(|_| ()));
    let challenge = Challenge::read(text).map(|r| r.map(|_| ()));
    match game.or(challenge) {
        None => "not a link".into(),
        Some(Ok(())) => "accepted".into(),
        Some(Err(e)) => refused(&e),
    }
}

/// Reads `text` as one action's notation.
fn check_notation(text: &str) -> Outcome {
    match Action::from_str(text) {
        Err(e) => {
            // The refusal names the text it refused.
            assert_eq!(e, ParseActionError(text.to_string()));
            assert!(!e.to_string().is_empty());
            "not an action".into()
        }
        Ok(action) => {
            assert_eq!(action.to_string().parse::<Action>(), Ok(action), "{text:?}");
            // An action also reads as a list of one, and one token more is refused or read.
            assert_eq!(notation::read_all(text), Ok(vec![action]));
            let two = format!("{text}{text}");
            if let Ok(list) = notation::read_all(&two) {
                assert_eq!(notation::write_all(&list), two, "{two:?}");
            }
            "accepted".into()
        }
    }
}

/// Reads `json` as the history list.
fn check_history(json: &str) -> Outcome {
    match Finished::list_from_json(json) {
        Ok(list) => {
            let again = Finished::list_from_json(&serde_json::to_string(&list).unwrap());
            assert_eq!(again.ok().as_ref(), Some(&list));
            "accepted".into()
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            "Malformed".into()
        }
    }
}

/// Reads `text` as each other value the app stores or the worker is sent: each refuses it or
/// writes back what it read.
fn check_stored(text: &str) -> Outcome {
    let summary = Summary::read(text, "");
    let settings = Settings::parse(text);
    assert_eq!(Settings::parse(&settings.to_json()), settings);
    let set_aside = serde_json::from_str::<Quarantined>(text);
    if let Ok(q) = &set_aside {
        let again = serde_json::from_str::<Quarantined>(&serde_json::to_string(q).unwrap());
        assert_eq!(again.ok().as_ref(), Some(q));
    }
    let answer = serde_json::from_str::<Answer>(&think::answer(text)).expect("the worker's answer reads");
    match (summary, set_aside, answer.choices) {
        (None, Err(_), Err(_)) => "Malformed".into(),
        _ => "accepted".into(),
    }
}

/// Reads `text` as JSON: text that is not JSON is refused as a malformed save, in words that
/// say where, or as a save of the other version it names (the version is read alone skipping
/// the rest, whose escapes and numbers are not checked); but for a number too large for a
/// float where no number is read (the reader skips the fields it does not know).
fn check_json(text: &str) -> Outcome {
    let Err(e) = serde_json::from_str::<Value>(text) else { return "accepted".into() };
    match Save::from_json(text) {
        Err(LoadError::Malformed(detail)) => {
            assert!(detail.contains(" at line "), "{text:?}: {detail}");
            "Malformed".into()
        }
        Err(e) => refused(&e),
        Ok(_) => {
            assert!(e.to_string().starts_with("number out of range"), "{text:?}: {e}");
            "large number".into()
        }
    }
}

/// What every family's inputs became: (family, outcome) → count.
type Tally = BTreeMap<(&'static str, Outcome), usize>;

/// Runs `check` on `input` and counts its outcome; a panic becomes a failure that shows how to
/// replay it.
fn run(
    family: &'static str,
    seed: u64,
    input: &str,
    check: fn(&str) -> Outcome,
    tally: &mut Tally,
) -> Result<(), String> {
    match panic::catch_unwind(AssertUnwindSafe(|| check(input))) {
        Ok(outcome) => {
            *tally.entry((family, outcome)).or_default() += 1;
            Ok(())
        }
        Err(cause) => {
            let why = cause
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| cause.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let shown: String = input.chars().take(300).collect();
            Err(format!("{family} #{seed}: panicked ({why}) on {} bytes: {shown:?}", input.len()))
        }
    }
}

#[test]
fn every_parser_refuses_mutated_input_with_a_typed_error_and_never_panics() {
    let started = std::time::Instant::now();
    let c = corpus();
    // The valid inputs themselves are accepted.
    for s in &c.saves {
        assert_eq!(check_save(s), "accepted", "a valid save is refused: {s}");
    }
    for r in &c.records {
        assert_eq!(check_record(r), "accepted", "a valid record is refused: {r}");
    }
    assert!(c.reviewed.len() >= 8, "only {} records with reviews", c.reviewed.len());
    for r in &c.reviewed {
        assert_eq!(check_reviewed(r), "2 reviews kept", "a record's reviews are left out: {r}");
    }
    for n in &c.notation {
        assert_eq!(check_notation(n), "accepted", "valid notation is refused: {n:?}");
    }
    // Companion games give the fuzzer the claims of every kind and the end of a remote turn.
    for verb in ["Lp", "La", "Ly", "Z"] {
        assert!(c.notation.iter().any(|n| n.starts_with(verb)), "no {verb} token in the corpus");
    }
    assert!(c.challenges.len() >= 8, "only {} challenges", c.challenges.len());
    for ch in &c.challenges {
        assert_eq!(check_challenge(ch), "accepted", "a valid challenge is refused: {ch}");
    }
    // This thread's panics are caught and listed, not printed one by one; the other tests of the
    // binary (other threads) still print theirs.
    let fuzzing = std::thread::current().id();
    let default_hook: std::sync::Arc<dyn Fn(&panic::PanicHookInfo) + Send + Sync> = panic::take_hook().into();
    let others = default_hook.clone();
    panic::set_hook(Box::new(move |info| {
        if std::thread::current().id() != fuzzing {
            others(info);
        }
    }));

    let mut failures = Vec::new();
    let mut tally = Tally::new();
    let mut rng = TestRng::new(13);
    for i in 0..PER_FAMILY {
        let seed = i as u64;
        let save = mutate(rng.pick(&c.saves).as_str(), &c.saves, &mut rng, &c);
        let record = mutate(rng.pick(&c.records).as_str(), &c.records, &mut rng, &c);
        let notation = if rng.one_in(2) {
            random_notation(&mut rng, &c)
        } else {
            mutate(rng.pick(&c.notation).as_str(), &c.notation, &mut rng, &c)
        };
        let mut results = vec![
            run("save", seed, &save, check_save, &mut tally),
            run("record", seed, &record, check_record, &mut tally),
            run("notation", seed, &notation, check_notation, &mut tally),
            run("json", seed, if i % 2 == 0 { &save } else { &record }, check_json, &mut tally),
            run("stored", seed, &record, check_stored, &mut tally),
        ];
        let reviewed = mutate_reviews(&mut rng, &c);
        results.push(run("review", seed, &reviewed, check_reviewed, &mut tally));
        if i % 2 == 0 {
            // Challenges, and the links that carry them: mutated, or cut, or with a byte
            // changed in the link itself.
            let challenge = mutate(rng.pick(&c.challenges).as_str(), &c.challenges, &mut rng, &c);
            results.push(run("challenge", seed, &challenge, check_challenge, &mut tally));
            let mut link = Challenge::from_json(rng.pick(&c.challenges).as_str()).expect("valid").fragment();
            if rng.one_in(2) {
                link = format!("#challenge={}", orleans_dw::model::share::pack("", &challenge));
            } else {
                let at = 1 + rng.below(link.len() - 1);
                link.replace_range(at..=at, if rng.one_in(2) { "%" } else { "A" });
                if rng.one_in(3) {
                    link.truncate(at);
                }
            }
            results.push(run("link", seed, &link, check_link, &mut tally));
        }
        if i % 4 == 0 {
            // The history list: mutated lines, or a mutated record (mostly refused).
            let history = if rng.one_in(2) {
                let line = json!({"id": "x", "finished": 1, "names": ["A", "B"], "totals": [3, 4],
                    "jeanne": null, "solo": null, "winners": ["B"]});
                mutate(&json!([line, line]).to_string(), &c.records, &mut rng, &c)
            } else {
                record
            };
            results.push(run("history", seed, &history, check_history, &mut tally));
        }
        failures.extend(results.into_iter().filter_map(Result::err));
        assert!(failures.len() < 20, "{}", failures.join("\n"));
    }
    panic::set_hook(Box::new(move |info| default_hook(info)));

    let inputs: usize = tally.values().sum();
    println!("fuzz: {inputs} inputs in {:.1} s", started.elapsed().as_secs_f64());
    for ((family, outcome), n) in &tally {
        println!("fuzz:   {family}: {n} {outcome}");
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(inputs >= 100_000, "only {inputs} inputs");
    // The mutations reach the typed layers beneath the JSON reader: setups, replays, records.
    for (family, outcome) in [
        ("save", "accepted"),
        ("save", "IllegalAction"),
        ("save", "Setup"),
        ("save", "UnknownVersion"),
        ("record", "accepted"),
        ("record", "IllegalAction"),
        ("challenge", "accepted"),
        ("challenge", "Malformed"),
        ("challenge", "Setup"),
        ("challenge", "Players"),
        ("link", "accepted"),
        ("link", "Malformed"),
        ("review", "2 reviews kept"),
        ("review", "1 reviews kept"),
        ("notation", "accepted"),
        ("json", "accepted"),
        ("json", "Malformed"),
    ] {
        assert!(
            tally.contains_key(&(family, outcome.to_string())),
            "no {family} input was {outcome}: {tally:?}"
        );
    }
}

//! Tests of the tutorial: its script plays from its setup, one offered decision per step; its
//! words exist for every step in both languages, in French typography; their reader refuses
//! what is malformed.

use super::*;

/// The languages of the tutorial's words.
#[derive(Clone, Copy, Debug)]
enum Lang {
    En,
    Fr,
}

impl Lang {
    /// The language's code, as in the words' file names.
    fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }
}

const EN: &str = include_str!("../../../i18n/tutorial/en.txt");
const FR: &str = include_str!("../../../i18n/tutorial/fr.txt");

fn texts(lang: Lang) -> Vec<Entry> {
    let text = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
    };
    parse(text).unwrap_or_else(|e| panic!("tutorial/{}.txt: {e:?}", lang.code()))
}

/// Plays Jeanne's turns until the player decides (or the game ends).
fn let_jeanne_play(game: &mut Game) {
    while game.decider() == Some(Decider::Jeanne) {
        let legal = game.legal_actions();
        assert_eq!(offered(game, legal.clone()), legal, "Jeanne's turns are not restricted");
        game.apply(legal[0]).expect("Jeanne's turn is legal");
    }
}

#[test]
fn the_script_plays_step_by_step_from_the_tutorial_setup_offering_one_decision_each() {
    let mut game = Game::new(setup()).expect("the stacked bag fits the bag");
    assert!(is_tutorial(game.setup()));
    for (i, step) in STEPS.iter().enumerate() {
        let_jeanne_play(&mut game);
        assert_eq!(stage(&game), Some(Stage::Step(i)), "step {i} ({})", step.key);
        let expected: Action = step.expect.parse().unwrap_or_else(|e| panic!("step {i}: {e:?}"));
        let legal = game.legal_actions();
        assert!(
            legal.contains(&expected),
            "step {i} ({}): {expected} is not legal; legal: {legal:?}",
            step.key
        );
        assert!(legal.len() > 1 || i > 0, "the first step has a choice to restrict");
        assert_eq!(offered(&game, legal), vec![expected], "step {i}: only its decision is offered");
        game.apply(expected).unwrap();
        if game.decider() != Some(Decider::Player(0)) && i + 1 < STEPS.len() {
            assert_eq!(stage(&game), Some(Stage::Between(i + 1)));
        }
    }
    let_jeanne_play(&mut game);
    assert_eq!(stage(&game), Some(Stage::Done));
    let legal = game.legal_actions();
    assert!(legal.len() > 1, "the game goes on freely");
    assert_eq!(offered(&game, legal.clone()), legal, "every decision is offered once the script is played");
    game.apply(legal[0]).unwrap();
    assert_eq!(stage(&game), None, "after a free decision, the tutorial says no more");
}

#[test]
fn the_script_teaches_what_it_says() {
    let mut game = Game::new(setup()).unwrap();
    for step in &STEPS {
        let_jeanne_play(&mut game);
        game.apply(step.expect.parse().unwrap()).unwrap();
    }
    let sheet = game.sheet(0);
    assert_eq!(sheet.post_count(), 1, "a trading post");
    assert_eq!(sheet.monks, 1, "a Monk");
    assert_eq!(sheet.level(), 2, "a development level");
    assert!(sheet.has_yellow(crate::engine::Yellow::FirstDevCitizen), "the yellow race won");
}

#[test]
fn a_normal_game_is_no_tutorial() {
    let game = Game::new(Setup::solo(SoloLevel::Standard, SEED)).unwrap();
    assert_eq!(stage(&game), None);
    let legal = game.legal_actions();
    assert_eq!(offered(&game, legal.clone()), legal);
}

/// Every key the app looks up.
fn keys() -> Vec<String> {
    let mut keys: Vec<String> = STEPS.iter().map(|s| s.key.to_string()).collect();
    keys.extend([BETWEEN.to_string(), DONE.key.to_string()]);
    keys
}

#[test]
fn every_step_has_its_words_in_both_languages_and_nothing_more() {
    let keys = keys();
    let mut unique = keys.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), keys.len(), "every step has a key of its own");
    for lang in [Lang::En, Lang::Fr] {
        let entries = texts(lang);
        let found: Vec<&str> = entries.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(found, keys, "tutorial/{}.txt holds every key, in the script's order", lang.code());
        assert!(entries.iter().all(|e| !e.why.is_empty()), "every entry says why");
    }
    for (e, f) in texts(Lang::En).iter().zip(texts(Lang::Fr)) {
        assert_ne!(e.what, f.what, "{}: French reads as English", e.key);
        assert_ne!(e.why, f.why, "{}: French reads as English", e.key);
    }
}

#[test]
fn the_french_words_follow_french_typography() {
    for e in texts(Lang::Fr) {
        for text in [&e.what, &e.why] {
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                let before = i.checked_sub(1).map(|j| chars[j]);
                let after = chars.get(i + 1).copied();
                match c {
                    ':' | ';' => assert_eq!(before, Some('\u{a0}'), "{}: {text:?}", e.key),
                    '?' | '!' => assert_eq!(before, Some('\u{202f}'), "{}: {text:?}", e.key),
                    '«' => assert_eq!(after, Some('\u{a0}'), "{}: {text:?}", e.key),
                    '»' => assert_eq!(before, Some('\u{a0}'), "{}: {text:?}", e.key),
                    '\'' | '"' => panic!("{}: English quotes in {text:?}", e.key),
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn the_reader_takes_entries_and_refuses_what_is_malformed() {
    let text = "# a comment\n\n[a]\nDo this.\nBecause\nof that.\n[b]\nOnly what.\n";
    let entries = parse(text).unwrap();
    assert_eq!(
        entries,
        [
            Entry { key: "a".into(), what: "Do this.".into(), why: "Because of that.".into() },
            Entry { key: "b".into(), what: "Only what.".into(), why: String::new() },
        ]
    );
    assert_eq!(entry(&entries, "b").map(|e| e.what.as_str()), Some("Only what."));
    assert_eq!(entry(&entries, "c"), None);
    let error = |text: &str| parse(text).unwrap_err();
    assert_eq!(error("words\n[a]\nx"), TextError { line: 1, kind: TextErrorKind::NoKey });
    assert_eq!(error("[a]\nx\n[]\ny"), TextError { line: 3, kind: TextErrorKind::BadKey });
    assert_eq!(error("[a] more\nx"), TextError { line: 1, kind: TextErrorKind::BadKey });
    assert_eq!(error("[a]\nx\n[a]\ny"), TextError { line: 3, kind: TextErrorKind::Twice });
    assert_eq!(error("[a]\n\n[b]\ny"), TextError { line: 1, kind: TextErrorKind::Empty });
    assert_eq!(error("[a]\nx\n[b]\n"), TextError { line: 3, kind: TextErrorKind::Empty });
    assert_eq!(parse(""), Ok(Vec::new()));
}

//! Tests of the language layer: every game word exists in both languages, French says it in
//! French, and the browser's languages pick the right one.

use super::game::capitalized;
use super::*;
use crate::engine::data::{
    self, Arrow, Bonus, Gain, JeanneMonk, JeanneRow, PlaceKey, PlaceKind, SoloEffect, CONNECTIONS, PLACES,
};
use crate::engine::{
    Action, ActionError, Area, Cause, Choice, DrawsOwed, Event, Follower, Game, Good, Icon, LoadError,
    PlaceMode, Setup, SetupError, SoloLevel, Standard, Step, Via, Yellow,
};

const BOTH: [Lang; 2] = [Lang::En, Lang::Fr];

/// Every value of the small enums the game words take.
fn gains() -> Vec<Gain> {
    let mut all = vec![
        Gain::Coin,
        Gain::AnyGood,
        Gain::Develop(1),
        Gain::Develop(3),
        Gain::Road,
        Gain::Waterway,
        Gain::PaidPost,
        Gain::DevelopPerWarehouseColumn,
        Gain::DevelopPerBankColumn,
        Gain::DevelopPerPost,
    ];
    all.extend(Good::ALL.map(Gain::Good));
    all
}

fn bonuses() -> Vec<Bonus> {
    let mut all = vec![
        Bonus::Coins(1),
        Bonus::Coins(2),
        Bonus::AnyGood,
        Bonus::Develop(4),
        Bonus::Shield,
        Bonus::MonkAction,
        Bonus::FreePost,
        Bonus::EndPoints(1),
        Bonus::EndPoints(7),
        Bonus::Citizen(Yellow::BankCitizen),
    ];
    all.extend(Follower::ALL.map(Bonus::FollowerAction));
    all
}

fn yellows() -> Vec<Yellow> {
    let mut all = vec![
        Yellow::WarehouseCitizen,
        Yellow::BankCitizen,
        Yellow::FirstDevCitizen,
        Yellow::SecondDevCitizen,
        Yellow::City22Citizen,
    ];
    all.extend((0..5).map(Yellow::BankColumnShield));
    all.extend((0..5).map(Yellow::Deed));
    all
}

fn steps() -> Vec<Step> {
    let mut all = vec![
        Step::Imitate { recruited: true },
        Step::Imitate { recruited: false },
        Step::SchoolAs,
        Step::Circus,
        Step::CoinOrDevelop,
        Step::FreePost,
        Step::Spend,
        Step::Acquire,
        Step::Pay(5),
        Step::Swap(0),
        Step::Observatory,
    ];
    for f in Follower::ALL {
        all.extend([Via::Taken, Via::Monk, Via::Bonus, Via::School].map(|v| Step::Options(f, v)));
    }
    all.extend(gains().into_iter().map(Step::Gain));
    all
}

/// Every game word of `lang` for every value, with what it is for.
fn every_game_word(lang: Lang) -> Vec<(String, String)> {
    let w = lang.words();
    let mut all: Vec<(String, String)> = Vec::new();
    let mut put = |what: String, text: String| all.push((what, text));
    for f in Follower::ALL {
        put(format!("follower {f:?}"), w.follower(f).into());
        put(format!("the follower {f:?}"), w.the_follower(f).into());
        put(format!("initial {f:?}"), w.follower_initial(f).into());
        put(format!("{f:?} action"), w.action_words(Action::Take(f)));
    }
    for g in Good::ALL {
        put(format!("good {g:?}"), w.good(g).into());
        put(format!("good title {g:?}"), w.good_title(g).into());
    }
    for (id, p) in PLACES.iter().enumerate() {
        put(format!("place {:?}", p.key), w.place(id as u8));
        put(format!("the place {:?}", p.key), w.the_place(p.key));
    }
    for c in 0..23 {
        put(format!("city {c}"), w.city(c));
    }
    for c in 0..data::CONNECTIONS.len() as u8 {
        put(format!("connection {c}"), w.connection(c));
    }
    for l in [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special] {
        put(format!("level {l:?}"), w.level(l).into());
    }
    for g in gains() {
        put(format!("gain {g:?}"), w.gain(g));
        if let Some(twice) = w.gain_times(g, 2) {
            put(format!("gain {g:?} twice"), twice);
        }
    }
    for b in bonuses() {
        put(format!("bonus {b:?}"), w.bonus(b));
    }
    for y in yellows() {
        put(format!("yellow {y:?}"), w.yellow(y));
    }
    for s in steps() {
        put(format!("step {s:?}"), w.step(s));
        put(format!("task {s:?}"), w.task(s));
    }
    for e in SoloEffect::ALL {
        put(format!("effect {e:?}"), w.effect(e).into());
        put(format!("void effect {e:?}"), w.effect_void(e).into());
    }
    for row in [JeanneRow::Boatman, JeanneRow::Farmer, JeanneRow::Knight, JeanneRow::Scholar] {
        put(format!("Jeanne's monk {row:?}"), w.jeanne_monk(JeanneMonk::Mark(row)));
    }
    put("Jeanne's monk post".into(), w.jeanne_monk(JeanneMonk::Post));
    put("Jeanne's turn".into(), w.jeanne_turn_words("3B", Arrow::Left, Follower::Knight, true, "x"));
    for s in Standard::ALL {
        put(format!("standard {s:?}"), w.standard(s).into());
    }
    for c in [Choice::Coin, Choice::Develop, Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop] {
        put(format!("choice {c:?}"), w.choice(c).into());
    }
    for a in [Area::WarehouseColumn, Area::BankRow, Area::BankColumn] {
        put(format!("area {a:?}"), w.area(a, 1));
    }
    put("setup error players".into(), w.setup_error(SetupError::Players(7)));
    put("setup error solo".into(), w.setup_error(SetupError::SoloWithPrintedPlaces));
    for (name, e) in [
        ("stacked", SetupError::Stacked(2)),
        ("remote", SetupError::Remote),
        ("no seat here", SetupError::NoSeatHere),
        ("cards", SetupError::Cards),
        ("cards of category", SetupError::CardsOfCategory { category: 2, chosen: 3 }),
        ("card of category", SetupError::CardsOfCategory { category: 5, chosen: 1 }),
    ] {
        put(format!("setup error {name}"), w.setup_error(e));
    }
    put("action error over".into(), w.action_error(ActionError::GameOver));
    put("action error illegal".into(), w.action_error(ActionError::Illegal(Action::Decline)));
    put("load error version".into(), w.load_error(&LoadError::UnknownVersion(9)));
    put(
        "load error action".into(),
        w.load_error(&LoadError::IllegalAction { index: 1, action: Action::Build(9) }),
    );
    put(
        "load error too large".into(),
        w.load_error(&LoadError::TooLarge { bytes: 10_000_000, limit: 1_000_000 }),
    );
    put("load error names".into(), w.load_error(&LoadError::Players { names: 3, seats: 2, players: 2 }));
    put("load error seats".into(), w.load_error(&LoadError::Players { names: 2, seats: 3, players: 2 }));
    let owed = |set_aside, lay_out| DrawsOwed { set_aside, set_aside_of: 3, lay_out, lay_out_of: 5 };
    put("told draws to set aside".into(), w.told_draws(owed(2, 5)));
    put("told draws to lay out".into(), w.told_draws(owed(0, 1)));
    all
}

#[test]
fn each_draw_beside_the_physical_game_says_which_of_its_sequence_it_is() {
    let owed = |set_aside, lay_out| DrawsOwed { set_aside, set_aside_of: 3, lay_out, lay_out_of: 5 };
    let en = Lang::En.words();
    assert_eq!(en.told_draws(owed(3, 5)), "Draw 1 of 3, for the waiting area; then 5 tokens to lay out.");
    assert_eq!(en.told_draws(owed(0, 2)), "Draw 4 of 5, to lay out.");
    assert_eq!(Lang::Fr.words().told_draws(owed(0, 5)), "Tirage 1 sur 5, à disposer.");
}

#[test]
fn every_game_word_exists_in_both_languages() {
    for lang in BOTH {
        for (what, text) in every_game_word(lang) {
            assert!(!text.trim().is_empty(), "{lang:?}: {what} has no text");
            assert!(!text.contains('{') && !text.contains("  "), "{lang:?}: {what}: {text:?}");
        }
    }
}

#[test]
fn french_says_it_in_french() {
    let en = every_game_word(Lang::En);
    let fr = every_game_word(Lang::Fr);
    assert_eq!(en.len(), fr.len());
    // Only names that are the same in both languages may read the same.
    let same: Vec<&str> = en
        .iter()
        .zip(&fr)
        .filter(|(e, f)| e.1 == f.1)
        .map(|(e, _)| e.0.as_str())
        .filter(|what| {
            !what.starts_with("city 0") && !what.starts_with("level ") && !what.starts_with("initial ")
        })
        .collect();
    assert!(same.is_empty(), "French reads as English for {same:?}");
    // A follower's initial tells it apart from the others, in each language (Chevalier and
    // Commerçant both begin with C).
    for lang in BOTH {
        let initials: std::collections::HashSet<&str> =
            Follower::ALL.iter().map(|&f| lang.words().follower_initial(f)).collect();
        assert_eq!(initials.len(), Follower::ALL.len(), "{lang:?}: {initials:?}");
    }
    // The rulebook's vocabulary.
    let w = Lang::Fr.words();
    assert_eq!(w.follower(Follower::Trader), "Commerçant");
    assert_eq!(w.follower(Follower::Scholar), "Érudit");
    assert_eq!(w.the_follower(Follower::Craftsman), "l’Artisan");
    assert_eq!(w.place_name(PlaceKey::FourHorseTeam), "Attelage à quatre");
    assert_eq!(w.the_place(PlaceKey::TwoMaster), "le Deux-mâts");
    assert_eq!(w.the_place(PlaceKey::Stable), "l’Étable");
    assert_eq!(w.level(SoloLevel::Special), "Défi spécial");
    assert_eq!(w.city(8), "ville 8");
    // A city in a sentence takes its article or preposition.
    assert_eq!(w.action_words(Action::Build(8)), "Construire un comptoir dans la ville 8");
    assert_eq!(w.action_words(Action::Build(0)), "Construire un comptoir à Orléans");
    assert_eq!(Lang::En.words().action_words(Action::Build(8)), "Build a trading post in city 8");
    assert_eq!(w.post_in(&w.in_city(8)), "comptoir dans la ville 8");
    assert_eq!(w.jeanne_crossed(&w.the_city(8)), "a barré la ville 8");
}

#[test]
fn plurals_follow_each_language() {
    let (en, fr) = (Lang::En.words(), Lang::Fr.words());
    assert_eq!(en.bonus(Bonus::Coins(1)), "1 coin");
    assert_eq!(en.bonus(Bonus::Coins(2)), "2 coins");
    assert_eq!(en.action_words(Action::Pay(0)), "Pay 0 coins");
    assert_eq!(fr.bonus(Bonus::Coins(1)), "1 pièce");
    assert_eq!(fr.bonus(Bonus::Coins(2)), "2 pièces");
    assert_eq!(fr.action_words(Action::Pay(0)), "Payer 0 pièce");
    assert_eq!(fr.gain(Gain::Develop(2)), "2 cases de développement");
}

#[test]
fn equal_gains_are_told_once_with_their_count() {
    let (en, fr) = (Lang::En.words(), Lang::Fr.words());
    let brewery = PLACES.iter().position(|p| p.key == PlaceKey::Brewery).unwrap() as u8;
    assert_eq!(en.place(brewery), "Brewery (I): with a Trader: 2 coins");
    assert_eq!(fr.place(brewery).matches("2 pièces").count(), 1, "{}", fr.place(brewery));
    assert_eq!(en.gains(&[Gain::Road, Gain::Road]), "fill 2 roads");
    assert_eq!(en.gains(&[Gain::Coin, Gain::AnyGood, Gain::Coin]), "2 coins + 1 good of your choice");
    assert_eq!(en.gains(&[Gain::Develop(1), Gain::Develop(1)]), "2 development");
    assert_eq!(fr.gains(&[Gain::Waterway, Gain::Waterway]), "remplir 2 voies navigables");
    assert_eq!(fr.gains(&[Gain::AnyGood, Gain::AnyGood]), "2 marchandises au choix");
    // No place or deed says the same gain twice.
    for lang in BOTH {
        let w = lang.words();
        for (id, _) in PLACES.iter().enumerate() {
            let text = w.place(id as u8);
            let parts: Vec<&str> = text.split(" + ").collect();
            for (i, a) in parts.iter().enumerate() {
                assert!(!parts[i + 1..].contains(a), "{lang:?}: {text}");
            }
        }
    }
    assert_eq!(en.pts(1), "1 pt");
    assert_eq!(en.pts(12), "12 pts");
    assert_eq!(fr.pts(1), "1 pt");
    assert_eq!(fr.pts(0), "0 pt");
}

#[test]
fn jeanne_turns_say_what_really_happened() {
    let turn = crate::engine::JeanneTurn {
        card: 0,
        arrow: Arrow::Right,
        follower: Follower::Trader,
        effect: SoloEffect::StealBankCitizen,
    };
    let monk = crate::engine::JeanneTurn { effect: SoloEffect::Monk, ..turn };
    let names = vec!["Anna".to_string()];
    for lang in BOTH {
        let w = lang.words();
        let done = w.event(&names, Event::Jeanne(turn, true)).unwrap();
        let not = w.event(&names, Event::Jeanne(turn, false)).unwrap();
        assert!(done.contains(w.effect(SoloEffect::StealBankCitizen)), "{lang:?}: {done}");
        assert!(!not.contains(w.effect(SoloEffect::StealBankCitizen)), "{lang:?}: {not}");
        assert!(not.contains(w.effect_void(SoloEffect::StealBankCitizen)), "{lang:?}: {not}");
        let standard = w.event(&names, Event::Jeanne(monk, false)).unwrap();
        assert!(!standard.contains(w.effect(SoloEffect::Monk)), "{lang:?}: {standard}");
    }
    let en = Lang::En.words();
    assert!(en
        .event(&names, Event::Jeanne(monk, false))
        .unwrap()
        .ends_with("does nothing (no Monk action at the Standard level)"));
}

#[test]
fn words_name_the_right_things() {
    let w = Lang::En.words();
    assert_eq!(w.city(0), "Orléans");
    assert_eq!(roman(4), "IV");
    assert_eq!(w.good_title(Good::Brocade), "Brocade");
    let stable = PLACES.iter().position(|p| p.key == PlaceKey::Stable).unwrap() as u8;
    assert_eq!(w.place(stable), "Stable (I): with a Craftsman: 1 coin + 1 good of your choice");
    assert_eq!(
        Lang::Fr.words().place(stable),
        "Étable (I)\u{a0}: avec un Artisan\u{a0}: 1 pièce + 1 marchandise au choix"
    );
    // Every place kind is described, in both languages.
    for lang in BOTH {
        for (id, p) in PLACES.iter().enumerate() {
            let text = lang.words().place(id as u8);
            assert!(!text.ends_with(": ") && !text.ends_with('\u{a0}'), "{:?} {:?}: {text}", p.key, p.kind);
            if !matches!(p.kind, PlaceKind::Action(..) | PlaceKind::Plus(..)) {
                assert!(!lang.words().place_other(p.kind).is_empty());
            }
        }
    }
}

#[test]
fn every_legal_action_step_and_event_of_random_games_has_words_in_both_languages() {
    // Also: every decision's heading names where its task comes from, and the "resolve next"
    // buttons offered together all read differently.
    let mut several_next = 0;
    for seed in 0..20 {
        let setup = match seed % 3 {
            0 => Setup::solo(SoloLevel::Connoisseur, seed),
            _ => Setup::new(2 + (seed % 4) as u8, PlaceMode::Cards, seed),
        };
        let mut game = Game::new(setup).unwrap();
        let names: Vec<String> = (0..5).map(|i| format!("P{i}")).collect();
        let mut i = 0usize;
        while !game.is_over() {
            let legal = game.legal_actions();
            for lang in BOTH {
                let w = lang.words();
                for &a in &legal {
                    assert!(!w.action(&game, a).is_empty(), "{lang:?}: {a:?}");
                }
                if let Some(task) = game.current().filter(|t| t.next_step().is_some()) {
                    let heading = w.heading(task);
                    let from = w.source(task.source).to_lowercase();
                    assert!(heading.to_lowercase().contains(&from), "{lang:?}: {heading:?} names {from:?}");
                }
                let next: Vec<String> = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Next(_)))
                    .map(|&a| w.action(&game, a))
                    .collect();
                let distinct: std::collections::HashSet<&String> = next.iter().collect();
                assert_eq!(distinct.len(), next.len(), "{lang:?}: {next:?}");
                if next.len() >= 2 {
                    several_next += 1;
                }
            }
            i = (i * 31 + 7) % 1009;
            let events: Vec<Event> = game.apply(legal[i % legal.len()]).unwrap();
            for e in events {
                for lang in BOTH {
                    if let Some(line) = lang.words().event(&names, e) {
                        assert!(!line.is_empty() && !line.contains('{'), "{lang:?}: {e:?}");
                    }
                }
            }
        }
    }
    assert!(several_next > 0, "some turns offered several bonuses to resolve first");
}

#[test]
fn choices_said_in_brief_are_part_of_their_whole_words_and_told_apart_by_the_heading() {
    // A button's name (its whole words) holds the words it shows (WCAG's label in name); the
    // brief words of one decision differ, and a Bank row's heading names the Bank.
    let mut seen = [0usize; 5];
    for seed in 0..30 {
        let setup = match seed % 3 {
            0 => Setup::solo(SoloLevel::Connoisseur, seed),
            _ => Setup::new(2 + (seed % 4) as u8, PlaceMode::Cards, seed),
        };
        let mut game = Game::new(setup).unwrap();
        let mut i = 0usize;
        while !game.is_over() {
            let legal = game.legal_actions();
            for lang in BOTH {
                let w = lang.words();
                if !w.in_brief(&legal) {
                    continue;
                }
                let brief: Vec<String> = legal.iter().filter_map(|&a| w.short_action(a)).collect();
                for &a in legal.iter().filter(|&&a| a != Action::Decline) {
                    let short = w.short_action(a).unwrap().to_lowercase();
                    let whole = w.action(&game, a).to_lowercase();
                    assert!(whole.contains(&short), "{lang:?}: {whole:?} holds {short:?}");
                    seen[match a {
                        Action::Imitate(_) => 0,
                        Action::MarkGood(_) => 1,
                        Action::Fill(_) => 3,
                        Action::Build(_) => 4,
                        _ => 2,
                    }] += 1;
                }
                let distinct: std::collections::HashSet<&String> = brief.iter().collect();
                assert_eq!(distinct.len(), brief.len(), "{lang:?}: {brief:?}");
                if legal.iter().any(|a| matches!(a, Action::GainCoin(_) | Action::Spend(_))) {
                    let task = game.current().expect("a Bank row is chosen for a task");
                    let heading = w.heading(task).to_lowercase();
                    let bank = if lang == Lang::En { "bank" } else { "banque" };
                    assert!(heading.contains(bank), "{lang:?}: {heading:?} names the Bank");
                }
            }
            i = (i * 31 + 7) % 1009;
            game.apply(legal[i % legal.len()]).unwrap();
        }
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "followers, goods, Bank rows, connections and cities said in brief: {seen:?}"
    );
}

#[test]
fn prompts_and_log_name_where_bonuses_come_from() {
    use crate::engine::Source;
    let (en, fr) = (Lang::En.words(), Lang::Fr.words());
    let names = vec!["Anna".to_string()];
    // The log isolates the names (see `isolate`).
    let anna = isolate("Anna");
    let monk = Step::Imitate { recruited: false };
    assert_eq!(
        en.sourced(&capitalized(&en.source(Source::DevelopmentBox(6))), &en.step(monk)),
        "Development box 6 — Monk action: act as which follower?"
    );
    assert_eq!(
        en.task_from(&en.task(monk), &en.source(Source::BankRow(0))),
        "a Monk action (Bank row 1 complete)"
    );
    assert_eq!(
        en.event(&names, Event::Bonus(0, Bonus::MonkAction, Source::DevelopmentBox(6))).unwrap(),
        format!("{anna} gets a Monk action (development box 6)")
    );
    // Each development mark says what made it.
    let dev = |w: &dyn Words, cause| w.event(&names, Event::Developed(0, 7, cause)).unwrap();
    let road = CONNECTIONS.iter().position(|c| c.icons.contains(&Icon::Development)).unwrap() as u8;
    assert_eq!(
        dev(en, Cause::Connection(road)),
        format!("{anna} marks development box 7 — {}", en.connection(road))
    );
    assert_eq!(dev(en, Cause::Scholar), format!("{anna} marks development box 7 — Scholar’s action"));
    assert_eq!(dev(en, Cause::Deed(1)), format!("{anna} marks development box 7 — beneficial deed 2"));
    assert_eq!(
        dev(en, Cause::Source(Source::WarehouseColumn(2))),
        format!("{anna} marks development box 7 — Warehouse column 3 complete")
    );
    assert_eq!(
        dev(fr, Cause::Scholar),
        format!("{anna} marque la case de développement 7 — action de l’Érudit")
    );
    assert_eq!(
        dev(fr, Cause::Deed(1)),
        format!("{anna} marque la case de développement 7 — Acte de bienfaisance 2")
    );
    let mut causes = vec![Cause::Scholar, Cause::Source(Source::BankColumn(1))];
    causes.extend((0..CONNECTIONS.len() as u8).map(Cause::Connection));
    causes.extend((0..5).map(Cause::Deed));
    causes.extend((0..PLACES.len() as u8).map(|i| Cause::Source(Source::Place(i))));
    for c in causes {
        for w in [en, fr] {
            let (line, words) = (dev(w, c), w.cause_words(c));
            assert!(!words.is_empty() && line.ends_with(&format!(" — {words}")), "{c:?}: {line}");
        }
        assert_ne!(dev(en, c), dev(fr, c));
    }
    let carpentry = PLACES.iter().position(|p| p.key == PlaceKey::Carpentry).unwrap() as u8;
    assert_eq!(
        en.event(&names, Event::PlaceUsed(0, carpentry)).unwrap(),
        format!("{anna} uses the Carpentry")
    );
    assert_eq!(
        fr.event(&names, Event::Bonus(0, Bonus::MonkAction, Source::BankRow(0))).unwrap(),
        format!("{anna} obtient une action Moine (rangée 1 de la Banque complète)")
    );
    // Every source has words in both languages, French ones its own.
    let mut sources = vec![Source::Recruited, Source::DevelopmentBox(3)];
    sources.extend(Follower::ALL.map(Source::Taken));
    sources.extend((0..5).map(Source::Deed));
    sources.extend((0..5).map(Source::WarehouseColumn));
    sources.extend((0..3).map(Source::BankRow));
    sources.extend((0..5).map(Source::BankColumn));
    sources.extend((0..PLACES.len() as u8).map(Source::Place));
    for s in sources {
        let (e, f) = (en.source(s), fr.source(s));
        assert!(!e.is_empty() && !f.is_empty() && !e.contains('{') && !f.contains('{'), "{s:?}");
        if !matches!(s, Source::Place(_)) {
            assert_ne!(e, f, "{s:?}");
        }
    }
}

#[test]
fn each_manifest_names_the_app_in_its_language() {
    for lang in Lang::ALL {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("public").join(lang.manifest());
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
        let w = lang.words();
        assert_eq!(manifest["lang"], lang.code());
        assert_eq!(manifest["name"], w.title(), "{lang:?}");
        assert_eq!(manifest["short_name"], w.app_short_name(), "{lang:?}");
        assert_eq!(manifest["description"], w.app_description(), "{lang:?}");
        // One app, whatever the language it was installed in.
        assert_eq!(manifest["id"], "./");
    }
}

#[test]
fn the_browser_languages_choose_french_or_english() {
    assert_eq!(Lang::for_browser(["fr-FR", "en-US"]), Lang::Fr);
    assert_eq!(Lang::for_browser(["fr"]), Lang::Fr);
    assert_eq!(Lang::for_browser(["FR-ca"]), Lang::Fr);
    assert_eq!(Lang::for_browser(["de-DE", "fr-BE"]), Lang::Fr);
    assert_eq!(Lang::for_browser(["en-GB", "fr-FR"]), Lang::En);
    assert_eq!(Lang::for_browser(["de-DE"]), Lang::En);
    assert_eq!(Lang::for_browser([]), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
    assert_eq!(Lang::from_code("de"), None);
}

/// The words of the model's things: the log, a replay's log, a summary, a result, a challenge
/// and the app's errors.
mod model_words {
    use super::*;
    use crate::engine::{Game, LoadError, PlaceMode, Save, Setup, SetupError, SoloLevel};
    use crate::i18n::{jeanne_said, log_lines, replay_log, summary_progress, verdict};
    use crate::model::errors::{AppError, ImportError, Unreadable};
    use crate::model::play::{computer_action, Mover, Replayed};
    use crate::model::record::summary::Summary;
    use crate::model::record::{winner_names, Record, Seat};
    use crate::model::replay::Replay;
    use crate::model::result::{JEANNE_LINE, LINES, TOTAL_LINE};
    use crate::model::testing::{finished, meta, names, played};
    use crate::players::Level;

    #[test]
    fn a_replayed_games_log_is_worded_in_both_languages() {
        for setup in [Setup::new(4, PlaceMode::Cards, 5), Setup::solo(SoloLevel::Special, 9)] {
            let replayed = Replayed::of(&Save::of(&played(setup, 120).game)).unwrap();
            let lines = log_lines(&En, &names(4), &replayed.events);
            assert!(lines[0].starts_with("New round: laid out"));
            let lignes = log_lines(&Fr, &names(4), &replayed.events);
            assert!(lignes[0].starts_with("Nouvelle manche\u{a0}: jetons disposés"), "{}", lignes[0]);
            assert_eq!(lignes.len(), lines.len());
        }
    }

    #[test]
    fn jeanne_explains_her_last_turn() {
        let mut played = Replayed::new(Game::new(Setup::solo(SoloLevel::Connoisseur, 4)).unwrap());
        assert_eq!(jeanne_said(&En, &played.events, &names(1)), None);
        while Mover::of(&played.game, &[Seat::Human]) != Mover::Nobody {
            let events = played.game.apply(computer_action(&played.game)).unwrap();
            played.events.push(events);
        }
        assert!(jeanne_said(&En, &played.events, &names(1)).unwrap().contains("Jeanne takes it"));
        assert!(jeanne_said(&Fr, &played.events, &names(1)).unwrap().contains("Jeanne le prend"));
    }

    #[test]
    fn a_replay_s_log_is_the_game_s_log_up_to_each_step() {
        for setup in [Setup::new(4, PlaceMode::Cards, 8), Setup::solo(SoloLevel::Connoisseur, 3)] {
            let live = finished(setup);
            let replay = Replay::of(&Save::of(&live)).unwrap();
            let names: Vec<String> = (0..live.players()).map(|p| format!("P{p}")).collect();
            let (all, _) = replay_log(&En, &replay, &names, replay.len());
            assert_eq!(all, log_lines(&En, &names, &Replayed::of(&Save::of(&live)).unwrap().events));
            let (start, recent) = replay_log(&En, &replay, &names, 0);
            assert_eq!(start.len(), recent, "the opening's lines");
        }
    }

    #[test]
    fn a_summary_says_what_the_replayed_game_says() {
        for setup in [
            Setup::new(3, PlaceMode::Cards, 4),
            Setup::solo(SoloLevel::Special, 9),
            Setup::solo(SoloLevel::Standard, 2),
            // Companion mode: seat 1 is played elsewhere.
            Setup { remote: 0b10, ..Setup::new(2, PlaceMode::Cards, 5) },
        ] {
            let mut game = Game::new(setup).unwrap();
            let players = game.players();
            for step in 0.. {
                if game.is_over() || step == 40 {
                    let summary = Summary::of(&meta(players), &game, "stored");
                    let back = Summary::read(&summary.to_json(), "stored").unwrap();
                    assert_eq!(back, summary);
                    assert_eq!(back.over, game.is_over());
                    if game.is_over() {
                        for w in [&En as &dyn Words, &Fr] {
                            if game.setup().remote != 0 {
                                assert_eq!(verdict(w, &game, &meta(players).names), w.winner_on_paper());
                            }
                            assert_eq!(
                                summary_progress(w, &back),
                                w.finished(&verdict(w, &game, &meta(players).names))
                            );
                        }
                    } else {
                        assert_eq!(summary_progress(&En, &back), En.progress(game.round(), game.log().len()));
                    }
                }
                if game.is_over() {
                    break;
                }
                game.apply(computer_action(&game)).unwrap();
            }
        }
    }

    #[test]
    fn every_line_and_segment_has_a_name_in_each_language() {
        for w in [&En as &dyn Words, &Fr] {
            let lines = w.breakdown_lines();
            assert_eq!(lines.len(), LINES);
            assert!(lines.iter().chain(&w.segments()).all(|l| !l.is_empty()));
        }
        assert_eq!(En.breakdown_lines()[JEANNE_LINE], "Jeanne's rows");
        assert_eq!(Fr.breakdown_lines()[TOTAL_LINE], "Total");
        assert_eq!(Fr.segments()[0], "Comptoirs et citoyens");
    }

    #[test]
    fn the_verdict_names_the_winner() {
        let game = finished(Setup::solo(SoloLevel::Standard, 4));
        let winner = &winner_names(&game, &names(1))[0];
        assert!(verdict(&En, &game, &names(1)).starts_with(&isolate(winner)));
        let game = finished(Setup::new(3, PlaceMode::Printed, 4));
        let line = verdict(&En, &game, &names(3));
        assert!(
            line.contains("points") && line.starts_with(&isolate(&winner_names(&game, &names(3))[0])),
            "{line}"
        );
        let ligne = verdict(&Fr, &game, &names(3));
        assert!(ligne.contains(" gagne avec ") || ligne.contains(" se partagent la victoire "), "{ligne}");
    }

    #[test]
    fn a_shared_win_names_every_winner() {
        let three = names(3);
        let [p0, p1, p2] = ["P0", "P1", "P2"].map(isolate);
        assert_eq!(En.share_the_win(&three, 70), format!("{p0}, {p1} and {p2} share the win with 70 points"));
        assert_eq!(
            Fr.share_the_win(&three[..2], 70),
            format!("{p0} et {p1} se partagent la victoire avec 70 points")
        );
        assert_eq!(Fr.wins_with("P0", 1), format!("{p0} gagne avec 1 point"));
    }

    #[test]
    fn app_errors_are_worded_in_each_language() {
        let import = AppError::Import {
            file: "bad.json".into(),
            why: ImportError::Load(LoadError::Malformed("x".into())),
        };
        assert_eq!(En.app_error(&import), "“bad.json” could not be imported: this is not a saved game (x).");
        assert_eq!(
            Fr.app_error(&import),
            "«\u{a0}bad.json\u{a0}» n’a pas pu être importé\u{a0}: ce n’est pas une partie sauvegardée (x)."
        );
        assert_eq!(En.app_error(&AppError::Seed("x1".into())), "The seed must be a whole number, not “x1”.");
        assert_eq!(
            Fr.app_error(&AppError::Seed("x1".into())),
            "Le numéro de partie doit être un nombre entier, pas «\u{a0}x1\u{a0}»."
        );
        let set_aside = AppError::SetAside { key: "k".into(), why: Unreadable::Json("eof".into()) };
        assert_eq!(
            En.app_error(&set_aside),
            "The saved data “k” could not be read (unreadable: eof). It was set aside: see “Set aside” below."
        );
        assert!(Fr.app_error(&set_aside).contains(&format!("«\u{a0}{}\u{a0}»", Fr.set_aside())));
        let setup = AppError::Setup(SetupError::Players(7));
        assert_eq!(
            En.app_error(&setup),
            "This game cannot be set up: a game takes 2 to 5 players, or 1 against Jeanne, not 7."
        );
        assert!(Fr.app_error(&setup).ends_with("pas à 7."));
        assert_eq!(Fr.app_error(&AppError::Export("e".into())), "L’export a échoué\u{a0}: e");
    }

    #[test]
    fn the_seat_count_message_names_the_wrong_count() {
        let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
        let mut record = Record::of(&meta(2), &game);
        record.meta.seats.push(Seat::Computer(Level::Hard));
        let err = Record::from_json(&record.to_json()).unwrap_err();
        assert_eq!(err, LoadError::Players { names: 2, seats: 3, players: 2 });
        assert_eq!(En.load_error(&err), "this is not a saved game (it has 3 seats for a game of 2 players)");
        assert_eq!(
            Fr.load_error(&err),
            "ce n’est pas une partie sauvegardée (elle a 3 places pour une partie à 2 joueurs)"
        );
        let err = Record::from_json(&Record::of(&meta(3), &game).to_json()).unwrap_err();
        assert_eq!(En.load_error(&err), "this is not a saved game (it names 3 players for a game of 2)");
        let mut record = Record::of(&meta(2), &game);
        record.meta.seats.pop();
        assert!(En.load_error(&Record::from_json(&record.to_json()).unwrap_err()).contains("it has 1 seats"));
    }

    #[test]
    fn a_challenge_is_worded_in_both_languages_with_french_typography() {
        let names = ["Anna".to_string(), "Bruno".to_string()];
        let words = |lang: Lang| {
            let w = lang.words();
            vec![
                w.challenge_friend().to_string(),
                w.send_back().into(),
                w.challenge_copied().into(),
                w.challenge_title().into(),
                w.challenge_from(&names[..1], "k"),
                w.challenge_from(&names, "k"),
                w.score_hidden().into(),
                w.accept().into(),
                w.challenge_result().into(),
                w.side(0).into(),
                w.side(1).into(),
                w.challenge_score("Anna", 58),
                w.app_error(&AppError::Link(LoadError::Malformed("x".into()))),
                w.app_error(&AppError::Link(LoadError::TooLarge { bytes: 2_000_000, limit: 1_000_000 })),
            ]
        };
        let (en, fr) = (words(Lang::En), words(Lang::Fr));
        for (e, f) in en.iter().zip(&fr) {
            assert!(!e.trim().is_empty() && e != f, "{e} / {f}");
            assert!(!f.contains(" :") && !f.contains(" ;") && !f.contains('\''), "{f}");
        }
        let (anna, bruno) = (isolate("Anna"), isolate("Bruno"));
        assert!(
            en[5].starts_with(&format!("{anna}, {bruno} challenge you"))
                && fr[5].starts_with(&format!("{anna}, {bruno} vous défient"))
        );
        // A link too large is called a link, not a file.
        let (link_en, link_fr) = (en.last().unwrap(), fr.last().unwrap());
        assert!(
            link_en.contains("link") && link_en.contains("too long") && !link_en.contains("file"),
            "{link_en}"
        );
        assert!(
            link_fr.contains("lien") && link_fr.contains("trop long") && !link_fr.contains("fichier"),
            "{link_fr}"
        );
        assert_eq!(fr[11], format!("{anna}\u{a0}: 58"));
    }

    #[test]
    fn a_challenges_verdict_says_who_won_by_how_much_or_a_tie_both_ways_in_both_languages() {
        use crate::model::modes::challenge::{verdict, Verdict};
        use crate::model::record::Finished;
        let result = |name: &str, total: u16| Finished {
            id: "g".into(),
            finished: 1,
            names: vec![name.into()],
            totals: vec![total],
            jeanne: Some(40),
            solo: None,
            winners: Vec::new(),
            remote: 0,
        };
        let said = |lang: Lang, mine: u16, theirs: u16| {
            let v = verdict(&[Seat::Human], &[result("Anna", mine), result("Zoé", theirs)]).unwrap();
            if let Verdict::Won { challenger, .. } = v {
                assert_eq!(challenger, mine > theirs);
            }
            lang.words().challenge_verdict(&v)
        };
        let (anna, zoe) = (isolate("Anna"), isolate("Zoé"));
        assert_eq!(said(Lang::En, 37, 52), format!("{zoe} wins by 15 points: 52 to 37."));
        assert_eq!(said(Lang::En, 52, 51), format!("{anna} wins by 1 point: 52 to 51."));
        assert_eq!(said(Lang::En, 42, 42), "A tie: 42 points each.");
        assert_eq!(said(Lang::Fr, 37, 52), format!("{zoe} l’emporte de 15 points\u{a0}: 52 à 37."));
        assert_eq!(said(Lang::Fr, 52, 51), format!("{anna} l’emporte de 1 point\u{a0}: 52 à 51."));
        assert_eq!(said(Lang::Fr, 42, 42), "Égalité\u{a0}: 42 points chacun.");
        assert_ne!(Lang::En.words().your_name(), Lang::Fr.words().your_name());
    }
}

#[test]
fn a_new_version_is_announced_in_both_languages_with_french_typography() {
    let (en, fr) = (Lang::En.words(), Lang::Fr.words());
    for (e, f) in [(en.update_ready(), fr.update_ready()), (en.load_update(), fr.load_update())] {
        assert!(!e.trim().is_empty() && e != f, "{e} / {f}");
        assert!(!f.contains(" :") && !f.contains('\''), "{f}");
    }
    assert!(en.update_ready().contains("new version") && fr.update_ready().contains("nouvelle version"));
}

/// Whether every `name` in `text` is isolated (between U+2068 and U+2069, see [`isolate`]), and
/// the isolates pair up.
fn isolated_in(text: &str, name: &str) -> bool {
    let [first, pop] = ISOLATES;
    text.contains(name)
        && text.matches(name).count() == text.matches(&isolate(name)).count()
        && text.matches(first).count() == text.matches(pop).count()
}

#[test]
fn names_in_sentences_are_isolated_in_both_languages() {
    use crate::model::play::Change;
    use crate::model::record::summary::Summary;
    use crate::model::record::{Finished, Meta, Seat};
    use crate::model::testing::finished;
    use crate::players::Level;
    // Right-to-left names (Arabic, Hebrew, Hebrew with a number) beside a left-to-right one.
    let game = finished(Setup::new(2, PlaceMode::Printed, 3));
    for lang in BOTH {
        let w = lang.words();
        for name in ["مريم", "דוד", "אבי 2"] {
            let pair = [name.to_string(), "Anna".to_string()];
            let meta = Meta {
                id: "g1".into(),
                names: pair.to_vec(),
                seats: vec![Seat::Human, Seat::Computer(Level::Normal)],
                created: 1,
                is_try: false,
            };
            let mut sentences: Vec<(&str, String)> = vec![
                ("thinking", w.thinking(name)),
                ("hard_unavailable", w.hard_unavailable(name)),
                ("challenge_score", w.challenge_score(name, 18)),
                ("challenge_from", w.challenge_from(&pair, "K")),
                (
                    "challenge_verdict",
                    w.challenge_verdict(&crate::model::modes::challenge::Verdict::Won {
                        winner: crate::model::modes::challenge::Side { name: name.into(), total: 52 },
                        loser: crate::model::modes::challenge::Side { name: "Anna".into(), total: 37 },
                        challenger: true,
                    }),
                ),
                ("score_made_by", w.score_made_by(Some(name))),
                ("turn_elsewhere", w.turn_elsewhere(name)),
                ("which_token", w.which_token(name)),
                ("what_claimed", w.what_claimed(name)),
                ("computer_seat", w.computer_seat(name)),
                ("turn_of", w.turn_of(name)),
                ("status", w.status(3, 1, 2, name)),
                ("computer_is_playing", w.computer_is_playing(name)),
                ("is_playing_now", w.is_playing_now(name)),
                ("turn_played", w.turn_played(name)),
                ("pass_to", w.pass_to(name)),
                ("open_turn", w.open_turn(name)),
                ("beats_jeanne", w.beats_jeanne(name, 80, 75)),
                ("wins_with", w.wins_with(name, 80)),
                ("share_the_win", w.share_the_win(&pair, 80)),
                ("scoresheet_of", w.scoresheet_of(name)),
                ("claimed_by", w.claimed_by(name)),
                ("crossed_post_of", w.crossed_post_of(name)),
                ("completed_by", w.completed_by(name)),
                ("owned_by", w.owned_by(name)),
                ("majority_crossed", w.majority_crossed(name)),
                ("changes_line", changes_line(w, name, &[Change::Coins(2)])),
                ("verdict", verdict(w, &game, &pair)),
                ("finished_scores", finished_scores(w, &Finished::of(&meta, &game, 2))),
                ("summary_who", summary_who(w, &Summary::of(&meta, &game, "s"))),
                ("summary_progress", summary_progress(w, &Summary::of(&meta, &game, "s"))),
            ];
            let events = [Event::Took(0, Follower::Knight), Event::Declined(0), Event::Shield(0, false)];
            sentences.extend(events.map(|e| ("event", w.event(&pair, e).expect("a log line"))));
            for (what, text) in sentences {
                assert!(isolated_in(&text, name), "{lang:?} {what}: {name} not isolated in {text:?}");
                if text.contains("Anna") {
                    assert!(isolated_in(&text, "Anna"), "{lang:?} {what}: Anna not isolated in {text:?}");
                }
            }
        }
        // The French sheet still elides "de" before a vowel, isolates or not.
        assert_eq!(
            Lang::Fr.words().scoresheet_of("Élise"),
            format!("Orléans · Feuille d’{}", isolate("Élise"))
        );
    }
}

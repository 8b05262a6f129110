//! The renderer's tests: targets, well-formed markup, escaping, finished games, Jeanne's zone.

use rand::Rng;

use super::patch::Edit;
use super::{on_sheet, render, render_jeanne};
use crate::app::svg::Svg;
use crate::engine::rng::GameRng;
use crate::engine::{Action, Decider, Game, PlaceMode, Setup, SoloLevel};
use crate::i18n::{Lang, Words};

/// The English words, in which the older tests read the sheet.
fn en() -> &'static dyn Words {
    Lang::En.words()
}

/// Plays random legal actions (rarely declining) until `steps` are played or the game is over.
fn play(game: &mut Game, steps: usize, seed: u64) {
    let mut rng = GameRng::new(seed);
    for _ in 0..steps {
        if game.is_over() {
            return;
        }
        let legal = game.legal_actions();
        let keen: Vec<Action> = legal.iter().copied().filter(|&a| a != Action::Decline).collect();
        let pool = if keen.is_empty() || rng.random_range(0..10) == 0 { &legal } else { &keen };
        let a = pool[rng.random_range(0..pool.len())];
        game.apply(a).expect("a legal action applies");
    }
}

/// A game played until its decider has at least `want` actions on the sheet.
fn with_targets(setup: Setup, want: usize) -> Game {
    for seed in 1..200 {
        let mut game = Game::new(setup.clone()).expect("valid setup");
        let mut rng = GameRng::new(seed);
        for _ in 0..400 {
            play(&mut game, rng.random_range(1..4), seed * 31 + 7);
            if game.is_over() {
                break;
            }
            let on = game.legal_actions().into_iter().filter(|&a| on_sheet(a));
            if matches!(game.decider(), Some(Decider::Player(_))) && on.count() >= want {
                return game;
            }
        }
    }
    panic!("no game state with {want} targets on the sheet");
}

fn decider(game: &Game) -> u8 {
    match game.decider() {
        Some(Decider::Player(p)) => p,
        other => panic!("no player decides: {other:?}"),
    }
}

/// The number of times `needle` occurs in `hay`.
fn count(hay: &str, needle: &str) -> usize {
    hay.matches(needle).count()
}

/// Checks that `svg` is well-formed: every tag closed in order, attributes quoted, no stray
/// `<`, `>` or `&` in text or attribute values (entities aside).
fn check_well_formed(svg: &str) {
    let mut open: Vec<&str> = Vec::new();
    let mut rest = svg;
    while let Some(lt) = rest.find('<') {
        check_text(&rest[..lt]);
        let gt = tag_end(&rest[lt..]).unwrap_or_else(|| panic!("unclosed tag at {}", &rest[lt..]));
        let tag = &rest[lt + 1..lt + gt];
        rest = &rest[lt + gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let top = open.pop().unwrap_or_else(|| panic!("</{name}> closes nothing"));
            assert_eq!(top, name, "</{name}> closes <{top}>");
            continue;
        }
        let (body, self_closing) = match tag.strip_suffix('/') {
            Some(b) => (b, true),
            None => (tag, false),
        };
        let name_end = body.find(' ').unwrap_or(body.len());
        let name = &body[..name_end];
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric()),
            "bad tag name in <{tag}>"
        );
        check_attributes(&body[name_end..], tag);
        if !self_closing {
            open.push(name);
        }
    }
    check_text(rest);
    assert!(open.is_empty(), "unclosed elements: {open:?}");
}

/// Where the tag starting at `s` ends (its `>`), skipping quoted attribute values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quoted = false;
    for (i, c) in s.char_indices().skip(1) {
        match c {
            '"' => quoted = !quoted,
            '>' if !quoted => return Some(i),
            '<' if !quoted => return None,
            _ => {}
        }
    }
    None
}

/// ` name="value"` pairs, each value free of raw `<`, `>` and `&`.
fn check_attributes(mut attrs: &str, tag: &str) {
    while !attrs.is_empty() {
        attrs = attrs.strip_prefix(' ').unwrap_or_else(|| panic!("attributes not separated in <{tag}>"));
        let eq = attrs.find("=\"").unwrap_or_else(|| panic!("unquoted attribute in <{tag}>"));
        let name = &attrs[..eq];
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
            "bad attribute name {name:?} in <{tag}>"
        );
        let value_len = attrs[eq + 2..].find('"').expect("closing quote");
        check_text(&attrs[eq + 2..eq + 2 + value_len]);
        attrs = &attrs[eq + 2 + value_len + 1..];
    }
}

/// Text with no raw `<` or `>`, and `&` only in the entities the renderer writes.
fn check_text(text: &str) {
    assert!(!text.contains(['<', '>']), "raw < or > in {text:?}");
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        assert!(
            ["&amp;", "&lt;", "&gt;", "&quot;"].iter().any(|e| entity.starts_with(e)),
            "raw & in {text:?}"
        );
    }
}

/// What `write` writes.
fn written(write: impl FnOnce(&mut Svg)) -> String {
    let mut s = Svg::with_capacity(64);
    write(&mut s);
    s.finish()
}

/// `text` escaped for XML.
fn esc(text: &str) -> String {
    written(|s| s.text(text))
}

#[test]
fn numbers_are_written_with_one_decimal_at_most() {
    let cases = [
        (12.0, "12"),
        (12.34, "12.3"),
        (12.35, "12.4"),
        (-3.5, "-3.5"),
        (-0.25, "-0.3"),
        (-0.04, "0"),
        (0.96, "1"),
        (-12.96, "-13"),
        (1499.95, "1500"),
        (100.05, "100.1"),
        (7.0e6, "7000000"),
    ];
    for (v, want) in cases {
        assert_eq!(written(|s| s.num(v)), want, "{v}");
    }
    assert_eq!(
        written(|s| s.put("<a b=\"@\" c=\"$\">@$</a>", &["x", "y"], &[1.25, 2.0])),
        "<a b=\"1.3\" c=\"x\">2y</a>"
    );
}

#[test]
fn path_data_is_moved_and_scaled_in_place_of_a_transform() {
    // Absolute coordinates move and scale; an arc's radii scale, its angle and flags stay; a
    // relative command's numbers scale only; a minus sign or the command parts the numbers.
    let at = |d: &str, x, y, k| written(|s| s.path_at(d, x, y, k));
    assert_eq!(at("M0-46A46 46 0 1 0 .1-46Z", 100.0, 50.0, 0.5), "M100 27A23 23 0 1 0 100.05 27Z");
    assert_eq!(at("M-3 46V-4H3V46Z", 10.0, 0.0, 0.25), "M9.25 11.5V-1H10.75V11.5Z");
    assert_eq!(at("M-30 0H30", 0.0, 0.0, 1.0), "M-30 0H30");
    assert_eq!(at("M-33 0Q-25-14-16.5 0T0 0", 5.0, 5.0, 0.1), "M1.7 5Q2.5 3.6 3.35 5T5 5");
    assert_eq!(at("M1 2l-3 4h5v-6z", 0.0, 0.0, 2.0), "M2 4l-6 8h10v-12z");
    assert_eq!(at("M.5.5L1,2", 0.0, 0.0, 1.0), "M0.5 0.5L1 2");
    assert_eq!(at("M1\n2\tL3 4 é", 0.0, 0.0, 1.0), "M1 2L3 4");
    // A number that rounds to zero from below is a plain zero, parted by a space.
    assert_eq!(at("M1-0.001", 0.0, 0.0, 1.0), "M1 0");
    // Same shape as the transform: each point is x + k × its coordinate, to hundredths.
    assert_eq!(at("M-45.7-10.8", 31.0, 7.0, 0.33), "M15.92 3.44");
}

#[test]
fn text_is_escaped() {
    assert_eq!(esc(r#"Tom & "Jerry" <3>"#), "Tom &amp; &quot;Jerry&quot; &lt;3&gt;");
    assert_eq!(esc("Orléans · ok"), "Orléans · ok");
}

#[test]
fn every_target_appears_once_named_by_its_action_with_its_words() {
    for (setup, wide) in [
        (Setup::new(2, PlaceMode::Printed, 3), true),
        (Setup::new(4, PlaceMode::Cards, 5), false),
        (Setup::solo(SoloLevel::Standard, 8), true),
    ] {
        let game = with_targets(setup, 3);
        let player = decider(&game);
        let legal = game.legal_actions();
        let svg = render(en(), &game, player, "Anna", &legal, wide);
        check_well_formed(&svg);
        check_targets(en(), &game, &svg, &legal);
        // The target's own tag: a focusable button of the class of targets.
        let drawn: Vec<Action> = legal.into_iter().filter(|&a| on_sheet(a)).collect();
        for a in &drawn {
            let at = svg.find(&format!("data-action=\"{a}\"")).unwrap();
            let tag_start = svg[..at].rfind('<').unwrap();
            let tag_end = at + svg[at..].find('>').unwrap();
            let tag = &svg[tag_start..=tag_end];
            assert!(tag.starts_with("<g class=\"target "), "{tag}");
            assert!(tag.contains("data-legal=\"true\""), "{tag}");
            assert!(tag.contains("tabindex=\"0\" role=\"button\""), "{tag}");
        }
        assert!(drawn.len() >= 3);
        assert_eq!(count(&svg, "data-legal=\"true\""), drawn.len());
        assert_eq!(count(&svg, "tabindex="), drawn.len());
    }
}

#[test]
fn a_sheet_without_targets_offers_nothing() {
    let game = with_targets(Setup::new(3, PlaceMode::Printed, 11), 2);
    for p in 0..3 {
        for wide in [false, true] {
            let svg = render(en(), &game, p, "Bruno", &[], wide);
            check_well_formed(&svg);
            assert_eq!(count(&svg, "data-legal"), 0);
            assert_eq!(count(&svg, "data-action"), 0);
            assert_eq!(count(&svg, "role=\"button\""), 0);
        }
    }
}

#[test]
fn the_arrangements_have_their_own_view_box_and_the_same_drawings() {
    let game = with_targets(Setup::new(2, PlaceMode::Cards, 21), 2);
    let legal = game.legal_actions();
    let narrow = render(en(), &game, 0, "Anna", &legal, false);
    let wide = render(en(), &game, 0, "Anna", &legal, true);
    assert!(narrow.starts_with(concat!(
        "<div class=\"sheet\" data-view-box=\"0 0 1000 2636\" role=\"group\" aria-label=\"Sheet of player 1\">",
        "<svg viewBox=\"0 0 1000 2636\" role=\"none\"><defs>"
    )));
    assert!(wide.contains("<svg viewBox=\"0 0 1500 1942\""));
    // The paper's <svg> and one per area (a layer over it), all with the same viewBox.
    assert_eq!(count(&narrow, "<svg viewBox=\"0 0 1000 2636\" role=\"none\">"), 1);
    assert_eq!(count(&wide, "<svg viewBox=\"0 0 1500 1942\" role=\"none\">"), 1);
    assert_eq!(count(&narrow, "<svg class=\"layer\" viewBox=\"0 0 1000 2636\" role=\"none\">"), 11);
    assert_eq!(count(&wide, "<svg class=\"layer\" viewBox=\"0 0 1500 1942\" role=\"none\">"), 11);
    for piece in ["<g ", "<path ", "<circle ", "<rect ", "<text ", "<title>"] {
        assert_eq!(count(&narrow, piece), count(&wide, piece), "{piece}");
    }
    // About 900 elements, every group closed.
    let elements = count(&wide, "<") - count(&wide, "</");
    assert!((600..2000).contains(&elements), "{elements} elements");
    assert_eq!(count(&wide, "<g"), count(&wide, "</g>"));
}

#[test]
fn the_name_is_in_the_header_and_escaped() {
    let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    let svg = render(en(), &game, 1, "Tom & <Jerry> \"TJ\"", &[], true);
    check_well_formed(&svg);
    assert!(svg.contains(
        "<text class=\"sheet-title\" x=\"28\" y=\"44\">Orléans · Scoresheet of \u{2068}Tom &amp; &lt;Jerry&gt; &quot;TJ&quot;\u{2069}</text>"
    ));
    assert!(svg.contains("aria-label=\"Sheet of player 2\""));
    assert!(!svg.contains("<Jerry>"));
}

#[test]
fn a_finished_game_renders_with_no_targets() {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 17)).unwrap();
    play(&mut game, 20_000, 5);
    assert!(game.is_over(), "the game did not end");
    let legal = game.legal_actions();
    for p in 0..2 {
        let svg = render(en(), &game, p, "Anna", &legal, p == 0);
        check_well_formed(&svg);
        assert_eq!(count(&svg, "data-legal"), 0);
        assert!(svg.contains(">Final score</text>"));
        // Pen marks: a whole game leaves ink on the sheet.
        assert!(count(&svg, "class=\"ink") > 10);
    }
}

#[test]
fn the_pen_marks_of_a_drawing_are_read_back_by_their_paths() {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 17)).unwrap();
    play(&mut game, 20_000, 5);
    let drawing = super::draw(en(), &game, 0, "Anna", &[], false, None);
    let paths: Vec<&str> = super::ink_paths(&drawing.markup).collect();
    // The marks' paths and the map's filled connections (`ink ink-fill`), not `ink-corner`.
    let marks = count(&drawing.markup, "<path class=\"ink\"") + count(&drawing.markup, "<path class=\"ink ");
    assert!(marks > 10);
    assert_eq!(paths.len(), marks);
    assert!(paths.iter().all(|d| !d.is_empty() && !d.contains(['"', '<'])), "{paths:?}");
}

#[test]
fn jeanne_zone_is_well_formed() {
    let fresh = Game::new(Setup::solo(SoloLevel::Connoisseur, 2)).unwrap();
    let svg = render_jeanne(en(), &fresh);
    check_well_formed(&svg);
    assert!(svg.starts_with("<div class=\"sheet jeanne\" data-view-box=\"0 0 1000 730\""));
    assert!(svg.contains("No card revealed yet"));
    let mut game = fresh.clone();
    play(&mut game, 300, 9);
    let svg = render_jeanne(en(), &game);
    check_well_formed(&svg);
    assert!(svg.contains("<text class=\"solo-name\" x=\"40\" y=\"68\">Card "));
    assert!(count(&svg, "class=\"fol-letter") >= 4 + 3);
    assert_eq!(count(&svg, "data-legal"), 0);
    // Not a solo game: a note.
    let two = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    let svg = render_jeanne(en(), &two);
    check_well_formed(&svg);
    assert!(svg.contains("No Jeanne in this game"));
}

#[test]
fn the_checker_catches_broken_markup() {
    for bad in [
        "<g><rect/>",
        "<g></text>",
        "<text>a < b</text>",
        "<text>Tom & Jerry</text>",
        "<rect x=1/>",
        "<rect x=\"a\"y=\"b\"/>",
    ] {
        let caught = std::panic::catch_unwind(|| check_well_formed(bad)).is_err();
        assert!(caught, "{bad} passed");
    }
    check_well_formed("<g a=\"1\"><text>Tom &amp; Jerry</text><rect/></g>");
}

#[test]
fn the_areas_are_the_last_children_and_can_be_replaced_alone() {
    let game = with_targets(Setup::new(2, PlaceMode::Printed, 5), 2);
    let legal = game.legal_actions();
    let player = decider(&game);
    let before = super::draw(en(), &game, player, "Anna", &[], true, None);
    let after = super::draw(en(), &game, player, "Anna", &legal, true, None);
    assert_eq!(after.markup, render(en(), &game, player, "Anna", &legal, true));
    assert_eq!(after.area_count(), 11);
    // Each area is one element, an <svg> over the whole sheet; the areas end the sheet.
    let areas: Vec<&str> = after.areas().collect();
    for area in &areas {
        assert!(
            area.starts_with(
                "<svg class=\"layer\" viewBox=\"0 0 1500 1942\" role=\"none\"><g transform=\"translate("
            ),
            "{}",
            &area[..80]
        );
        assert!(area.ends_with("</g></svg>"));
        check_well_formed(area);
    }
    assert!(after.markup.ends_with(&format!("</svg>{}</div>", areas.concat())));
    // Offering targets changes some areas only, in the same frame.
    assert!(before.same_frame(&after));
    let changed = before.areas().zip(after.areas()).filter(|(a, b)| a != b).count();
    assert!((1..11).contains(&changed), "{changed} areas changed");
    // Another arrangement, or another header, is another frame.
    assert!(!after.same_frame(&super::draw(en(), &game, player, "Anna", &legal, false, None)));
    assert!(!after.same_frame(&super::draw(en(), &game, player, "Bruno", &legal, true, None)));
    assert!(!super::Drawing::default().same_frame(&after));
    // A page putting the areas in one by one starts from the skeleton, an empty <svg> in each
    // area's place: each replaced by its area in turn, it is the whole drawing.
    let skeleton = after.skeleton();
    check_well_formed(&skeleton);
    assert_eq!(skeleton.matches("<svg class=\"layer\"></svg>").count(), 11);
    let filled = (0..after.area_count()).fold(skeleton, |page, k| {
        page.replacen("<svg class=\"layer\"></svg>", after.area(k).expect("an area"), 1)
    });
    assert_eq!(filled, after.markup);
    assert_eq!(after.area(11), None);
    // Jeanne's zone has five areas; outside a solo game, none.
    let mut solo = Game::new(Setup::solo(SoloLevel::Standard, 4)).unwrap();
    play(&mut solo, 60, 3);
    assert_eq!(super::draw_jeanne(en(), &solo).area_count(), 5);
    let two = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    assert_eq!(super::draw_jeanne(en(), &two).area_count(), 0);
}

#[test]
fn pen_circles_use_exact_enough_trigonometry() {
    // The series agree with the library to a few units in the last place, far below the tenth
    // of a unit the marks are written with.
    for i in -4000..4000 {
        let a = f64::from(i) * 0.003_7;
        let (sin, cos) = super::marks::sin_cos(a);
        assert!((sin - a.sin()).abs() < 1e-15, "sin {a}");
        assert!((cos - a.cos()).abs() < 1e-15, "cos {a}");
    }
}

/// Words that only English writes on the sheet (none of them appears in a French word): the
/// sheet's own words, and the names of the game's things that differ in French.
fn english_only() -> Vec<&'static str> {
    let (en, fr) = (Lang::En.words(), Lang::Fr.words());
    let mut list = vec![
        "Warehouse",
        "Wareh.",
        "Bank",
        "Depot",
        "coin",
        "Coin",
        "citizen",
        "Citizen",
        "deed",
        "Deed",
        "Player",
        "player",
        "Sheet of",
        "Scoresheet",
        "circled",
        "crossed",
        "Crossed",
        "Knight",
        "Scholar",
        "Farmer",
        "Boatman",
        "Craftsman",
        "Trader",
        "Monk",
        "Development",
        "development",
        "shield",
        "trading post",
        "Posts",
        "Places",
        "Road",
        "Waterway",
        "Filled",
        "Map:",
        "Bags",
        "Level",
        "level ×",
        "Score so far",
        "Final score",
        "Her ",
        "Jeanne's",
        "Card ",
        "yellow",
        "still open",
        "spend",
        "gives",
        "yours",
        "each",
        "all 3",
        "free",
        "/post",
        "any",
        "removed",
        "available",
        "owned by",
        "marked",
        "reading order",
        "city",
        "No card",
        "Next card",
        "game",
        "the ",
        " of ",
        " with ",
        " and ",
        "Column",
        "column",
        " row",
    ];
    // A place's English name, unless French writes it within its own ("Archives", "Tavern").
    for p in crate::engine::data::PLACES.iter() {
        let name = en.place_name(p.key);
        if !fr.place_name(p.key).contains(name) {
            list.push(name);
        }
    }
    for g in crate::engine::Good::ALL {
        list.push(en.good_title(g));
    }
    list
}

/// Checks that every action of `targets` played on the sheet is drawn once in `svg`, labelled
/// and titled with its words in `w`, and nothing else is a target.
fn check_targets(w: &dyn Words, game: &Game, svg: &str, targets: &[Action]) {
    let mut drawn = 0;
    for &a in targets {
        // The action's notation names it, as written in an attribute and read back.
        let name = a.to_string();
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric()), "{name}");
        assert_eq!(name.parse::<Action>(), Ok(a));
        let attr = format!("data-action=\"{name}\"");
        if !on_sheet(a) {
            assert_eq!(count(svg, &attr), 0, "{a:?} is played in the prompt");
            continue;
        }
        drawn += 1;
        assert_eq!(count(svg, &attr), 1, "{a:?} drawn {} times", count(svg, &attr));
        let at = svg.find(&attr).unwrap();
        let tag_end = at + svg[at..].find('>').unwrap();
        let words = esc(&w.action(game, a));
        assert!(svg[..tag_end].ends_with(&format!("aria-label=\"{words}\"")), "{a:?}: {words}");
        assert!(svg[tag_end..].starts_with(&format!("><title>{words}</title>")), "{a:?} has no tooltip");
    }
    assert_eq!(count(svg, "data-action="), drawn);
}

/// What a drawing says: its text and its labels (tooltips are text), one piece a line.
fn said(svg: &str) -> String {
    let mut out = String::new();
    let mut rest = svg;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        out.push('\n');
        let gt = tag_end(&rest[lt..]).expect("closed tag");
        let tag = &rest[lt..lt + gt];
        if let Some(at) = tag.find(" aria-label=\"") {
            let value = &tag[at + 13..];
            out.push_str(&value[..value.find('"').expect("closing quote")]);
            out.push('\n');
        }
        rest = &rest[lt + gt + 1..];
    }
    out.push_str(rest);
    out
}

/// Checks a French drawing: well-formed, and without English in what it says.
fn check_french(svg: &str, what: &str) {
    check_well_formed(svg);
    let said = said(svg);
    for word in english_only() {
        if let Some(at) = said.find(word) {
            let line = said[..at].rfind('\n').map_or(0, |i| i + 1);
            let end = said[at..].find('\n').map_or(said.len(), |i| at + i);
            panic!("English {word:?} in the French {what}: {:?}", &said[line..end]);
        }
    }
}

#[test]
fn every_sheet_and_jeanne_zone_render_in_french() {
    let fr = Lang::Fr.words();
    let mut setups = Vec::new();
    for seed in 1..4u64 {
        for players in 2..=5 {
            let places = if seed % 2 == 0 { PlaceMode::Printed } else { PlaceMode::Cards };
            setups.push(Setup::new(players, places, seed * 10 + u64::from(players)));
        }
        for level in [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special] {
            setups.push(Setup::solo(level, seed * 7));
        }
    }
    let mut targets_seen = 0;
    for (i, setup) in setups.into_iter().enumerate() {
        let mut game = Game::new(setup).expect("valid setup");
        // Checkpoints: the start, the middle of the game, and its end.
        for steps in [0, 40, 200, 20_000] {
            play(&mut game, steps, i as u64 * 13 + steps as u64);
            let legal = game.legal_actions();
            for p in 0..game.players() as u8 {
                let mine = matches!(game.decider(), Some(Decider::Player(d)) if d == p);
                let targets: &[Action] = if mine { &legal } else { &[] };
                for wide in [false, true] {
                    let svg = render(fr, &game, p, "Anna", targets, wide);
                    check_french(&svg, &format!("sheet of player {p} ({steps} steps)"));
                    check_targets(fr, &game, &svg, targets);
                    assert!(svg.contains(&format!("aria-label=\"Feuille du joueur {}\"", p + 1)));
                    assert!(svg.contains("Orléans · Feuille d’\u{2068}Anna\u{2069}"));
                    targets_seen += count(&svg, "data-action=");
                }
            }
            let zone = render_jeanne(fr, &game);
            check_french(&zone, &format!("Jeanne's zone ({steps} steps)"));
            if game.jeanne().is_some() {
                assert!(zone.contains("aria-label=\"Zone de Jeanne\""));
            } else {
                assert!(zone.contains("Pas de Jeanne dans cette partie"));
            }
        }
        assert!(game.is_over(), "game {i} did not end");
    }
    assert!(targets_seen > 20, "only {targets_seen} targets drawn");
}

#[test]
fn french_targets_carry_french_words() {
    let fr = Lang::Fr.words();
    for (setup, wide) in
        [(Setup::new(3, PlaceMode::Cards, 5), false), (Setup::solo(SoloLevel::Special, 6), true)]
    {
        let game = with_targets(setup, 3);
        let legal = game.legal_actions();
        let svg = render(fr, &game, decider(&game), "Anna", &legal, wide);
        check_french(&svg, "sheet with targets");
        check_targets(fr, &game, &svg, &legal);
        assert!(count(&svg, "data-legal=\"true\"") >= 3);
    }
}

#[test]
fn the_default_name_is_in_the_language() {
    let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    assert!(render(Lang::Fr.words(), &game, 0, "Bruno", &[], true)
        .contains(">Orléans · Feuille de \u{2068}Bruno\u{2069}<"));
    assert!(render(Lang::Fr.words(), &game, 0, "Élise", &[], true)
        .contains(">Orléans · Feuille d’\u{2068}Élise\u{2069}<"));
    assert_eq!(super::default_name(Lang::En.words(), 0), "Player 1");
    assert_eq!(super::default_name(Lang::Fr.words(), 2), "Joueur 3");
}

#[test]
fn text_widths_follow_the_typeface() {
    use super::fit::{small_caps_width, split_in_two, width, Face};
    // "m" is wider than "i"; accents do not change a letter's width; bold is wider.
    assert!(width("m", 20.0, Face::Regular) > 2.0 * width("i", 20.0, Face::Regular));
    assert_eq!(width("é", 20.0, Face::Italic), width("e", 20.0, Face::Italic));
    assert!(width("Entrepôt", 20.0, Face::Bold) > width("Entrepôt", 20.0, Face::Regular));
    assert!(
        width("Warehouse", 20.0, Face::Regular) > 80.0 && width("Warehouse", 20.0, Face::Regular) < 110.0
    );
    // Small capitals are narrower than capitals.
    let (sc, caps) = (small_caps_width("Banque", 24.0), width("BANQUE", 24.0, Face::Bold));
    assert!(sc > 0.7 * caps && sc < caps);
    assert_eq!(split_in_two("Cabane dans les arbres", 20.0, Face::Bold), Some(("Cabane dans", "les arbres")));
    assert_eq!(split_in_two("Observatoire", 20.0, Face::Bold), None);
    // The isolates around a name draw nothing.
    let isolated = crate::i18n::isolate("Anna");
    assert_eq!(width(&isolated, 30.0, Face::Bold), width("Anna", 30.0, Face::Bold));
}

#[test]
fn long_french_place_names_go_on_two_lines() {
    let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    let svg = render(Lang::Fr.words(), &game, 0, "Anna", &[], false);
    // Narrow cells leave about 150 units beside the cost: "Route commerciale" is too long.
    let printed: Vec<_> = crate::engine::data::PLACES.iter().filter(|p| p.printed).collect();
    for p in printed {
        let name = Lang::Fr.words().place_name(p.key);
        if svg.contains(&format!(">{}</text>", esc(name))) {
            continue;
        }
        let (a, b) =
            super::fit::split_in_two(name, 20.0, super::fit::Face::Bold).expect("a name with a space");
        assert!(svg.contains(&format!(">{}</text>", esc(a))), "{name}");
        assert!(svg.contains(&format!(">{}</text>", esc(b))), "{name}");
    }
    check_french(&svg, "sheet");
}

#[test]
fn solo_sheet_says_what_the_setup_removed_is_not_in_play() {
    // Deed 5 and city 22's citizen are crossed by the solo setup, not by Jeanne (RULES 11).
    for lang in Lang::ALL {
        let w = lang.words();
        let game = Game::new(Setup::solo(SoloLevel::Standard, 3)).unwrap();
        let svg = render(w, &game, 0, "Anna", &[], true);
        assert!(!svg.contains(w.crossed_by_jeanne()), "{lang:?}: Jeanne has crossed nothing yet");
        assert!(!svg.contains(w.taken_by_jeanne()), "{lang:?}: Jeanne has taken nothing yet");
        assert!(count(&svg, w.not_in_play()) >= 2, "{lang:?}: deed 5 and city 22's citizen");
    }
}

#[test]
fn each_drawing_is_reached_from_the_last_by_editing_what_changed() {
    // Whole games, solo and with players, in both arrangements: at every decision the areas
    // edited in place become exactly what the renderer draws.
    for (setup, wide) in [
        (Setup::new(2, PlaceMode::Printed, 3), true),
        (Setup::new(5, PlaceMode::Cards, 8), false),
        (Setup::solo(SoloLevel::Standard, 4), false),
    ] {
        let mut game = Game::new(setup).expect("valid setup");
        let mut last = super::draw(en(), &game, 0, "Anna", &[], wide, None);
        let mut last_zone = super::draw_jeanne(en(), &game);
        let (mut edits, mut replaced) = (0, 0);
        for step in 0..400 {
            if game.is_over() {
                break;
            }
            let legal = game.legal_actions();
            let player = match game.decider() {
                Some(Decider::Player(p)) => p,
                _ => 0,
            };
            let now = super::draw(en(), &game, player, "Anna", &legal, wide, None);
            if now.same_frame(&last) {
                for (was, is) in last.areas().zip(now.areas()) {
                    for edit in super::patch::tests::check(was, is) {
                        edits += 1;
                        let put = match edit {
                            Edit::Replace { markup, .. } | Edit::Splice { markup, .. } => markup.len(),
                            Edit::Attrs { .. } | Edit::Text { .. } => 0,
                        };
                        replaced += (put > 5000) as usize;
                    }
                }
            }
            let zone = super::draw_jeanne(en(), &game);
            for (was, is) in last_zone.areas().zip(zone.areas()) {
                edits += super::patch::tests::check(was, is).len();
            }
            (last, last_zone) = (now, zone);
            play(&mut game, 1, step);
        }
        assert!(edits > 100, "{edits} edits");
        // Large parts are never put in whole (such as the map's 30 connection labels when a
        // road is filled).
        assert_eq!(replaced, 0);
    }
}

#[test]
fn a_sheet_redrawn_from_the_last_drawing_is_the_sheet_drawn_afresh() {
    // Whole games of every size, with undos (a jump back to an earlier state) and a change of
    // arrangement or name now and then: at every decision, each player's sheet redrawn from its
    // last drawing (its areas whose inputs did not change copied) is the sheet drawn afresh, and
    // its areas told unchanged by their keys are those whose markup is unchanged.
    let mut setups = vec![Setup::solo(SoloLevel::Special, 5), Setup::solo(SoloLevel::Standard, 9)];
    setups.extend((2..=5).map(|players| Setup::new(players, PlaceMode::Cards, 40 + u64::from(players))));
    setups.push(Setup::new(3, PlaceMode::Printed, 77));
    let (mut copied, mut drawn) = (0, 0);
    for (i, setup) in setups.into_iter().enumerate() {
        let mut rng = GameRng::new(900 + i as u64);
        let mut game = Game::new(setup).expect("valid setup");
        let mut last: Vec<Option<super::Drawing>> = vec![None; game.players()];
        let (mut wide, mut name) = (i % 2 == 0, "Anna");
        for step in 0..2_000 {
            if game.is_over() {
                break;
            }
            match rng.random_range(0..40) {
                0 if game.log().len() > 5 => game = game.replayed(game.log().len() - rng.random_range(1..6)),
                1 => wide = !wide,
                2 => name = if name == "Anna" { "Bruno" } else { "Anna" },
                _ => {}
            }
            let legal = game.legal_actions();
            for p in 0..game.players() as u8 {
                let mine = matches!(game.decider(), Some(Decider::Player(d)) if d == p);
                let targets: &[Action] = if mine { &legal } else { &[] };
                let fresh = super::draw(en(), &game, p, name, targets, wide, None);
                let again = super::draw(en(), &game, p, name, targets, wide, last[usize::from(p)].as_ref());
                assert_eq!(again, fresh, "game {i}, step {step}, sheet {p}");
                // Within one frame, an area told the same by its key is the same markup.
                if let Some(before) = last[usize::from(p)].as_ref().filter(|b| b.same_frame(&again)) {
                    for k in 0..again.area_count() {
                        let same = before.area(k) == again.area(k);
                        assert_eq!(
                            before.same_area(&again, k),
                            same,
                            "game {i}, step {step}, sheet {p}, area {k}"
                        );
                    }
                }
                copied += again
                    .areas()
                    .zip(last[usize::from(p)].iter().flat_map(|d| d.areas()))
                    .filter(|(a, b)| a == b)
                    .count();
                drawn += again.area_count();
                last[usize::from(p)] = Some(again);
            }
            play(&mut game, 1, rng.random_range(0..1_000_000));
        }
        assert!(game.is_over(), "game {i} did not end");
    }
    // Most areas stay as they were from one decision to the next.
    assert!(copied * 2 > drawn, "{copied} of {drawn} areas unchanged");
}

#[test]
fn a_target_taken_away_leaves_the_other_areas_as_drawn() {
    // Targets name their actions, not their places among the targets: the first target gone,
    // the areas of the others are the same markup (so copied, not drawn and diffed again).
    let mut checked = 0;
    for seed in 0..20 {
        let mut game = Game::new(Setup::new(2, PlaceMode::Printed, seed)).expect("valid setup");
        for step in 0..600 {
            if game.is_over() {
                break;
            }
            if let Some(Decider::Player(p)) = game.decider() {
                let targets: Vec<Action> =
                    game.legal_actions().into_iter().filter(|&a| on_sheet(a)).collect();
                let all = super::draw(en(), &game, p, "Anna", &targets, false, None);
                let fewer = super::draw(en(), &game, p, "Anna", targets.get(1..).unwrap_or(&[]), false, None);
                let gone = targets.first().map(|a| format!("data-action=\"{a}\""));
                let with_targets = all.areas().filter(|a| a.contains("data-action=")).count();
                if let Some(gone) = gone.filter(|_| with_targets >= 2) {
                    for (was, now) in all.areas().zip(fewer.areas()) {
                        assert_eq!(was == now, !was.contains(&gone), "{gone}");
                    }
                    checked += 1;
                }
            }
            play(&mut game, 1, step);
        }
    }
    assert!(checked >= 10, "{checked} decisions with targets in two areas or more");
}

#[test]
fn a_coin_or_box_target_coming_or_going_leaves_the_drawing_as_drawn() {
    // A Bank coin's or a Warehouse box's target lies under its drawing: from the sheet drawn
    // without them to the sheet drawn with them (and back), the edits put in (or take out) the
    // targets alone, never a coin or a box.
    let mut checked = 0;
    for seed in 0..10 {
        let mut game = Game::new(Setup::new(2, PlaceMode::Printed, seed)).expect("valid setup");
        for step in 0..600 {
            if game.is_over() {
                break;
            }
            if let Some(Decider::Player(p)) = game.decider() {
                let targets: Vec<Action> = game
                    .legal_actions()
                    .into_iter()
                    .filter(|a| matches!(a, Action::GainCoin(_) | Action::Spend(_) | Action::MarkGood(_)))
                    .collect();
                if !targets.is_empty() {
                    let with = super::draw(en(), &game, p, "Anna", &targets, false, None);
                    let without = super::draw(en(), &game, p, "Anna", &[], false, None);
                    for (a, b) in with.areas().zip(without.areas()) {
                        for edit in super::patch::tests::check(a, b)
                            .into_iter()
                            .chain(super::patch::tests::check(b, a))
                        {
                            if let Edit::Replace { markup, .. } | Edit::Splice { markup, .. } = edit {
                                let target_alone = markup.starts_with("<g class=\"target ")
                                    && !markup.contains("ic-coin")
                                    && !markup.contains("class=\"box\"");
                                assert!(markup.is_empty() || target_alone, "{markup}");
                            }
                        }
                    }
                    checked += 1;
                }
            }
            play(&mut game, 1, step);
        }
    }
    assert!(checked >= 20, "{checked} decisions with coin or box targets");
}

#[test]
fn a_part_drawn_from_the_same_inputs_is_copied_from_the_drawing_before() {
    use std::cell::Cell;

    use super::layout::place;
    use crate::app::svg::Drawing;
    // One area holding two parts, the second inside the first (so that the first's inputs are
    // both), drawn from `inputs`; `area_key` names the area's inputs. Counts the parts drawn
    // rather than copied.
    let drawn = Cell::new(0);
    let draw = |inputs: (u8, u8), area_key: u64, previous: Option<&Drawing>| {
        let mut s = Svg::with_capacity(200);
        s.push("<div><svg>");
        let area = |s: &mut Svg| {
            s.part(("outer", inputs), |s| {
                drawn.set(drawn.get() + 1);
                s.push("<g>");
                s.part(("inner", inputs.1), |s| {
                    drawn.set(drawn.get() + 1);
                    s.t("<path d=\"M@ 0\"/>", &[f64::from(inputs.1)]);
                });
                s.push("</g>");
            });
        };
        place(&mut s, "0 0 10 10", &[(0.0, 0.0, Some(area_key), &area)], previous);
        s.push("</div>");
        s.drawing()
    };
    let first = draw((1, 1), 1, None);
    assert_eq!(drawn.get(), 2);
    // The area drawn again: its outer part copied whole.
    let second = draw((1, 1), 2, Some(&first));
    assert_eq!((drawn.get(), &second.markup), (2, &first.markup));
    // The area copied whole (the same key), then drawn again with the inner part's inputs
    // changed, then with the outer's: what is copied is found again in each drawing after.
    let third = draw((1, 1), 2, Some(&second));
    assert_eq!((drawn.get(), &third.markup), (2, &first.markup));
    let fourth = draw((1, 2), 3, Some(&third));
    assert_eq!(drawn.get(), 4, "the outer part is drawn again, the inner too");
    let fifth = draw((2, 2), 4, Some(&fourth));
    assert_eq!(drawn.get(), 5, "the outer part is drawn again, the inner copied");
    assert_eq!(fifth.markup, draw((2, 2), 5, None).markup);
    // A drawing of other words or another arrangement (another header) copies nothing, not
    // even a part drawn there from the same inputs.
    let mut s = Svg::with_capacity(200);
    s.push("<div lang=\"fr\"><svg>");
    let before = drawn.get();
    place(
        &mut s,
        "0 0 10 10",
        &[(0.0, 0.0, Some(6), &|s| {
            s.part(("outer", (2u8, 2u8)), |s| {
                drawn.set(drawn.get() + 1);
                s.push("<g/>");
            })
        })],
        Some(&fifth),
    );
    assert_eq!(drawn.get(), before + 1);
}

#[test]
fn the_maps_connections_are_a_few_paths_whatever_is_filled() {
    // Each connection's lines, pill and icons are outlines in a path per look, not elements of
    // their own (a frame that paints a sheet paints each element with work of its own), and the
    // labels' elements stay the same in number as roads and waterways are filled.
    use crate::engine::data::CONNECTIONS;
    let group = |svg: &str, class: &str| {
        let open = format!("<g class=\"{class}\">");
        let from = svg.find(&open).expect("the group is drawn") + open.len();
        svg[from..from + svg[from..].find("</g>").expect("the group is closed")].to_string()
    };
    // The closed outlines of the paths whose class starts with `class`.
    let outlines = |markup: &str, class: &str| {
        let open = format!("<path class=\"{class}");
        let paths = markup.split(open.as_str()).skip(1);
        paths.map(|p| count(&p[..p.find("/>").expect("closed")], "Z")).sum::<usize>()
    };
    let icons = CONNECTIONS.iter().map(|c| c.icons.len()).sum::<usize>();
    for players in [2, 4] {
        let mut game = Game::new(Setup::new(players, PlaceMode::Printed, 7)).expect("valid setup");
        let mut labels_elements = None;
        let mut filled = 0;
        for step in 0..60 {
            let marked = game.sheet(0).connections;
            let svg = render(en(), &game, 0, "Anna", &[], false);
            let connections = group(&svg, "connections");
            assert!(count(&connections, "<path") <= 8, "{connections}");
            // Every connection drawn once: a road as two strokes, a waterway as its bed and wave.
            assert_eq!(count(&connections, "M"), 2 * CONNECTIONS.len());
            let labels = group(&svg, "conn-labels");
            assert_eq!(count(&labels, "<path class=\"pill"), 4);
            assert_eq!(outlines(&labels, "pill pill-"), CONNECTIONS.len(), "a pill per connection");
            assert_eq!(
                outlines(&labels, "pill pill-road pill-filled")
                    + outlines(&labels, "pill pill-river pill-filled"),
                marked.count_ones() as usize
            );
            let elements = count(&labels, "<");
            assert_eq!(*labels_elements.get_or_insert(elements), elements, "step {step}");
            assert!(count(&labels, "<path class=\"ic-") < icons);
            filled = filled.max(marked.count_ones());
            play(&mut game, 4, step);
        }
        assert!(filled > 0, "no connection filled in {players} players' game");
    }
}

#[test]
fn a_layered_areas_printed_shapes_are_a_path_per_look_and_its_tooltips_can_be_hovered() {
    // In the areas drawn in layers, the printed shapes of one look (its classes and its
    // stroke's width) are one path, whatever is marked or offered, and each tooltip's group
    // keeps a shape to hover (its printed shapes are in the layers) or is a target.
    let layered = [
        "area warehouse",
        "area bank",
        "area depot",
        "area citizens",
        "area bag",
        "area development",
        "area deeds",
        "area places",
        "area score",
    ];
    let mut checked = 0;
    each_area_of_two_games(|step, area| {
        if !layered.iter().any(|class| area.contains(&format!("<g class=\"{class}\""))) {
            return;
        }
        let mut looks = Vec::new();
        for path in area.split("<path ").skip(1) {
            let head = &path[..path.find("/>").expect("a path is closed")];
            let class = head.split("class=\"").nth(1).map_or("", |c| &c[..c.find('"').unwrap_or(0)]);
            // Pen marks, and the printed crosses, are drawn over the words they cross.
            if class.starts_with("ink") || class == "printed-x" {
                continue;
            }
            let stroke = head.split("stroke-width=\"").nth(1).unwrap_or("");
            let look = (class.to_string(), stroke.to_string());
            assert!(!looks.contains(&look), "step {step}: {look:?} drawn twice");
            looks.push(look);
        }
        for tooltip in area.split("<title>").skip(1) {
            let after = &tooltip[tooltip.find("</title>").expect("closed") + 8..];
            let hovered = ["<rect class=\"hover", "<rect class=\"hl ", "<circle class=\"hl "];
            assert!(
                hovered.iter().any(|h| after.starts_with(h)),
                "step {step}: {}",
                &after[..80.min(after.len())]
            );
        }
        checked += 1;
    });
    assert!(checked > 1_000, "{checked} areas checked");
}

/// Calls `check` with the step and each area's markup of the deciding player's sheet at every
/// step of two games (2 and 4 players, random play), its targets shown at every other step.
fn each_area_of_two_games(mut check: impl FnMut(u64, &str)) {
    for (players, seed) in [(2, 5), (4, 8)] {
        let mut game = Game::new(Setup::new(players, PlaceMode::Cards, seed)).expect("valid setup");
        for step in 0..400 {
            if game.is_over() {
                break;
            }
            let p = decider(&game);
            let legal = game.legal_actions();
            let svg = render(en(), &game, p, "Anna", &legal, step % 2 == 0);
            svg.split("<svg class=\"layer\"").skip(1).for_each(|area| check(step, area));
            play(&mut game, 1, step);
        }
    }
}

#[test]
fn a_layered_areas_small_labels_are_a_text_per_look_each_glyph_on_its_own_point() {
    // In the areas drawn in layers, the labels of a glyph or two over the symbols (numbers,
    // initials, signs) of one look are one text, whatever is marked or offered, each of its
    // glyphs given its own `x` and `y`; only an initial narrowed to fit its shape stands alone.
    let mut merged = 0;
    each_area_of_two_games(|step, area| {
        let mut looks = Vec::new();
        for text in area.split("<text ").skip(1) {
            let head = &text[..text.find('>').expect("a text's tag is closed")];
            let attribute = |name: &str| {
                head.split(&format!(" {name}=\"")).nth(1).map(|v| &v[..v.find('"').unwrap_or(0)])
            };
            let class = head.split("class=\"").nth(1).map_or("", |c| &c[..c.find('"').unwrap_or(0)]);
            let (Some(x), Some(y)) = (attribute("x"), attribute("y")) else { continue };
            let xs = x.split(' ').count();
            if xs == 1 {
                continue;
            }
            let glyphs = text[head.len() + 1..text.find("</text>").expect("closed")].chars().count();
            assert_eq!((xs, y.split(' ').count()), (glyphs, glyphs), "step {step}: {head}");
            assert!(attribute("textLength").is_none(), "step {step}: {head}");
            let look = (class, attribute("font-size"), attribute("stroke-width"));
            assert!(!looks.contains(&look), "step {step}: {look:?} written twice");
            looks.push(look);
            merged += 1;
        }
    });
    assert!(merged > 1_000, "{merged} texts of several labels");
}

/// The sizes by which the bold labels' glyphs are placed (see `icons::bold_label`) are the ones
/// the style sheet gives their classes.
#[test]
fn bold_labels_are_placed_at_the_style_sheets_sizes() {
    let css = include_str!("../../../style/sheet.css");
    for label in super::icons::BOLD_LABELS {
        let class = label.class.split(' ').next().unwrap_or_default();
        let rule = css
            .lines()
            .find(|l| l.starts_with(&format!(".{class} {{")))
            .unwrap_or_else(|| panic!("style/sheet.css has no rule of its own for .{class}"));
        let size = rule
            .split("font-size:")
            .nth(1)
            .and_then(|r| r.trim().split("px").next()?.parse::<f64>().ok())
            .unwrap_or_else(|| panic!("style/sheet.css gives .{class} no size in px"));
        assert_eq!(
            size, label.size,
            ".{class}: the style sheet's size, and the one its glyphs are placed by"
        );
    }
}

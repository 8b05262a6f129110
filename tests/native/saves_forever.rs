//! Saves that last: a save of every version the app ever wrote is kept in `tests/fixtures`
//! (`save_v<version>_<name>.json`, with the state hash of its final position in
//! `save_v<version>_<name>.hash`), and each must load to that state forever, whatever the data
//! tables' order becomes. And saves stay small: a finished 4-player game in at most 2,000 bytes.

use orleans_dw::engine::*;
use orleans_dw::model::play::computer_action;

const FIXTURES: &str = "tests/fixtures";

/// Every fixture save: (file name, JSON, expected final state hash).
fn fixtures() -> Vec<(String, String, String)> {
    let mut list: Vec<_> = std::fs::read_dir(FIXTURES)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            let stem = name.strip_prefix("save_v")?.strip_suffix(".json")?.to_string();
            let json = std::fs::read_to_string(format!("{FIXTURES}/{name}")).unwrap();
            let hash = std::fs::read_to_string(format!("{FIXTURES}/save_v{stem}.hash"))
                .unwrap_or_else(|_| panic!("{name} has no .hash beside it"));
            Some((name, json, hash.trim().to_string()))
        })
        .collect();
    list.sort();
    list
}

#[test]
fn a_save_of_every_version_loads_to_its_state() {
    let all = fixtures();
    for version in OLDEST_SAVE_VERSION..=SAVE_VERSION {
        let prefix = format!("save_v{version}_");
        assert!(all.iter().any(|(n, ..)| n.starts_with(&prefix)), "no fixture save of version {version}");
    }
    for (name, json, hash) in all {
        let save = Save::from_json(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            name.starts_with(&format!("save_v{}_", save.version)),
            "{name} is of version {}",
            save.version
        );
        let game = save.load().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(game.is_over(), "{name}: a whole game");
        assert_eq!(format!("{:016x}", game.state_hash()), hash, "{name}");
        // Written again in today's format, it is the same game.
        let again = Save::from_json(&Save::of(&game).to_json()).unwrap();
        // The version its setup needs (and 5 for a game that stops at chance nodes).
        assert_eq!(again.version, again.written_version());
        assert!(again.version >= version_for(&again.setup));
        assert_eq!(again.load().unwrap().state_hash(), game.state_hash(), "{name} saved again");
    }
}

#[test]
fn a_finished_four_player_game_takes_at_most_2000_bytes() {
    let mut largest = 0;
    for seed in 0..20 {
        let mut game = Game::new(Setup::new(4, PlaceMode::Cards, seed)).unwrap();
        while !game.is_over() {
            game.apply(computer_action(&game)).unwrap();
        }
        largest = largest.max(Save::of(&game).to_json().len());
    }
    assert!(largest <= 2_000, "{largest} bytes");
}

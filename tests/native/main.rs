//! The native tests, in one binary (one link at the test profile's opt-level): the rules'
//! scenario tests named after docs/rules.md's sections, random play, saves of every version, the
//! players, companion mode and the fuzz tests of every parser.

mod chance;
mod common;
mod companion;
mod fuzz_rules;
mod fuzz_saves;
mod fuzz_tutorial;
mod layers;
mod players;
mod random_play;
mod review;
mod rules_setup_flow_actions;
mod rules_sheet_places;
mod rules_solo;
mod saves_forever;
mod score_parts;
mod spec;
mod state_hashes;

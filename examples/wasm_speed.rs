//! The workloads of `engine_speed` as a wasm library, timed by `examples/wasm_speed.mjs`.

#[cfg(target_arch = "wasm32")]
#[path = "speed/workloads.rs"]
mod workloads;

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Plays `games` random 4-player games; returns the xor of their final hashes, in hex.
    #[wasm_bindgen]
    pub fn random_games(games: u32) -> String {
        format!("{:016x}", super::workloads::random_games(u64::from(games)).1)
    }

    /// Hard's decision, as `engine_speed` times it.
    #[wasm_bindgen]
    pub fn hard_decision(players: u8, seed: u32, moves: u32, iterations: u32) -> String {
        super::workloads::hard_decision(players, u64::from(seed), moves as usize, iterations)
    }
}

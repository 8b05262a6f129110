//! The one random generator of the crate: SplitMix64. The game keeps one inside, so that
//! (setup, seed, actions) reproduces a game on every platform and with every version of this
//! crate; players, the simulator and the tests use it for their own choices.

use rand::RngCore;

/// A small, portable, seedable generator (SplitMix64).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameRng {
    state: u64,
}

impl GameRng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> GameRng {
        GameRng { state: seed }
    }

    /// A number below `n` (which must not be 0), by the modulo of the next output: exact enough
    /// for choosing among a few options, and the same on every platform.
    #[inline(always)]
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// An index into `items`, drawn with probability proportional to `weight` (a total of 0
    /// draws uniformly).
    pub fn weighted<T>(&mut self, items: &[T], weight: impl Fn(&T) -> u64) -> usize {
        let total: u64 = items.iter().map(&weight).sum();
        if total == 0 {
            return self.below(items.len());
        }
        let mut r = self.next_u64() % total;
        for (i, item) in items.iter().enumerate() {
            let w = weight(item);
            if r < w {
                return i;
            }
            r -= w;
        }
        unreachable!("the draw is below the total weight")
    }
}

impl RngCore for GameRng {
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    #[inline(always)]
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }
}

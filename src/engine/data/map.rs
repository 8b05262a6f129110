//! [C-1] The map: Orléans and cities 1–22, their drawing positions, and every connection with
//! its kind and icons.

use crate::engine::types::{CityId, ConnectionKind, Good, Icon};

/// A city on the map.
pub struct City {
    /// Drawing position on a 1000 × 700 map, x to the right.
    pub x: u16,
    /// Drawing position, y downwards.
    pub y: u16,
}

/// A road or waterway between two cities.
pub struct Connection {
    /// One end (the lower city number).
    pub a: CityId,
    /// The other end.
    pub b: CityId,
    /// Road or waterway.
    pub kind: ConnectionKind,
    /// The 1–2 icons printed on it.
    pub icons: &'static [Icon],
}

use ConnectionKind::{Road, Waterway};
use Good::*;
use Icon::{Development as Dev, Good as G};

const fn c(x: u16, y: u16) -> City {
    City { x, y }
}
const fn link(a: CityId, b: CityId, kind: ConnectionKind, icons: &'static [Icon]) -> Connection {
    Connection { a, b, kind, icons }
}

/// Positions of Orléans (index 0) and cities 1–22. Cities 1–17 are numbered by distance from
/// Orléans; 18–19 lie in the south-western corner and 20–22 along the eastern edge.
pub const CITIES: [City; 23] = [
    c(500, 340),
    c(385, 385),
    c(615, 385),
    c(500, 200),
    c(480, 500),
    c(360, 240),
    c(640, 225),
    c(275, 425),
    c(725, 425),
    c(425, 75),
    c(360, 580),
    c(220, 310),
    c(590, 610),
    c(690, 85),
    c(750, 575),
    c(835, 460),
    c(165, 465),
    c(145, 160),
    c(190, 620),
    c(60, 510),
    c(940, 510),
    c(905, 290),
    c(890, 95),
];

/// Every connection: the waterways of the Loire and its tributaries, then the roads.
pub const CONNECTIONS: [Connection; 40] = [
    // The Loire, from the western edge (downstream) to the eastern edge.
    link(16, 19, Waterway, &[G(Wine), G(Brocade)]),
    link(7, 16, Waterway, &[G(Wine)]),
    link(1, 7, Waterway, &[G(Wine), Dev]),
    link(0, 1, Waterway, &[G(Grain)]),
    link(0, 2, Waterway, &[G(Cheese)]),
    link(2, 8, Waterway, &[G(Grain), G(Wine)]),
    link(8, 15, Waterway, &[G(Wine)]),
    link(15, 20, Waterway, &[G(Brocade), Dev]),
    // North-western tributary.
    link(11, 16, Waterway, &[G(Grain), G(Cheese)]),
    link(11, 17, Waterway, &[G(Wool)]),
    // South-western tributary.
    link(7, 10, Waterway, &[G(Brocade)]),
    link(10, 18, Waterway, &[G(Wool), Dev]),
    // Southern tributary, joining just downstream of Orléans.
    link(1, 4, Waterway, &[Dev]),
    link(4, 12, Waterway, &[G(Cheese), G(Brocade)]),
    // South-eastern tributary.
    link(8, 14, Waterway, &[G(Cheese), G(Wool)]),
    // Eastern tributary, along the eastern edge.
    link(15, 21, Waterway, &[G(Brocade)]),
    link(21, 22, Waterway, &[G(Wool), Dev]),
    // Roads.
    link(0, 3, Road, &[G(Grain)]),
    link(0, 5, Road, &[G(Grain), G(Cheese)]),
    link(0, 6, Road, &[Dev]),
    link(1, 5, Road, &[G(Cheese)]),
    link(2, 4, Road, &[G(Cheese), Dev]),
    link(2, 6, Road, &[G(Wool)]),
    link(3, 5, Road, &[G(Grain)]),
    link(3, 6, Road, &[G(Grain), G(Cheese)]),
    link(3, 9, Road, &[G(Grain), Dev]),
    link(4, 10, Road, &[G(Grain)]),
    link(5, 9, Road, &[G(Grain), G(Wool)]),
    link(5, 11, Road, &[G(Cheese)]),
    link(5, 17, Road, &[G(Cheese), G(Wool)]),
    link(6, 8, Road, &[G(Wine), G(Brocade)]),
    link(6, 13, Road, &[G(Grain)]),
    link(6, 21, Road, &[G(Wine), G(Wool)]),
    link(7, 11, Road, &[G(Grain), G(Wine)]),
    link(9, 13, Road, &[G(Grain), G(Brocade)]),
    link(12, 14, Road, &[G(Cheese), Dev]),
    link(13, 22, Road, &[G(Grain), G(Cheese)]),
    link(14, 15, Road, &[G(Wine), G(Wool)]),
    link(14, 20, Road, &[G(Grain), G(Wine)]),
    link(18, 19, Road, &[G(Cheese), G(Wine)]),
];

/// Each connection's two ends, one bit per city: [`CONNECTIONS`] as masks, for speed.
pub const CONNECTION_ENDS: [u32; CONNECTIONS.len()] = {
    let mut ends = [0; CONNECTIONS.len()];
    let mut i = 0;
    while i < CONNECTIONS.len() {
        ends[i] = 1 << CONNECTIONS[i].a | 1 << CONNECTIONS[i].b;
        i += 1;
    }
    ends
};

/// The connections that end at each city, one bit per index of [`CONNECTIONS`]: a network's
/// reach and a region's cut are unions of these, for speed.
pub const CONNECTIONS_AT: [u64; CITIES.len()] = {
    let mut at = [0; CITIES.len()];
    let mut i = 0;
    while i < CONNECTIONS.len() {
        at[CONNECTIONS[i].a as usize] |= 1 << i;
        at[CONNECTIONS[i].b as usize] |= 1 << i;
        i += 1;
    }
    at
};

/// The connections of `kind`, one bit per index of [`CONNECTIONS`].
pub const fn connections_of(kind: ConnectionKind) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < CONNECTIONS.len() {
        if CONNECTIONS[i].kind as u8 == kind as u8 {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::types::ORLEANS;

    /// Cities crossed out with 3 players, and with 2 players (RULES 3.5).
    const CROSSED_3P: [CityId; 3] = [20, 21, 22];
    const CROSSED_2P: [CityId; 5] = [18, 19, 20, 21, 22];

    fn degree(city: CityId) -> usize {
        CONNECTIONS.iter().filter(|l| l.a == city || l.b == city).count()
    }

    fn distance(a: usize, b: usize) -> f64 {
        let (p, q) = (&CITIES[a], &CITIES[b]);
        (f64::from(p.x) - f64::from(q.x)).hypot(f64::from(p.y) - f64::from(q.y))
    }

    /// Whether the cities not in `crossed` form one network through the connections whose two
    /// ends are not crossed (only connections of `kinds`).
    fn connected(crossed: &[CityId], kinds: &[ConnectionKind]) -> bool {
        let live: Vec<CityId> = (0..CITIES.len() as CityId).filter(|c| !crossed.contains(c)).collect();
        let mut seen = vec![false; CITIES.len()];
        let mut stack = vec![ORLEANS];
        seen[ORLEANS as usize] = true;
        while let Some(city) = stack.pop() {
            for l in CONNECTIONS.iter().filter(|l| kinds.contains(&l.kind)) {
                if crossed.contains(&l.a) || crossed.contains(&l.b) {
                    continue;
                }
                let other = if l.a == city {
                    l.b
                } else if l.b == city {
                    l.a
                } else {
                    continue;
                };
                if !seen[other as usize] {
                    seen[other as usize] = true;
                    stack.push(other);
                }
            }
        }
        live.iter().all(|&c| seen[c as usize])
    }

    #[test]
    fn connection_count_and_kinds() {
        let n = CONNECTIONS.len();
        assert!((38..=44).contains(&n), "{n} connections");
        let roads = CONNECTIONS.iter().filter(|l| l.kind == Road).count();
        assert!(roads * 100 >= 50 * n && roads * 100 <= 62 * n, "{roads} roads of {n}");
    }

    #[test]
    fn orleans_has_4_to_6_connections_and_lies_on_the_river() {
        assert!((4..=6).contains(&degree(ORLEANS)), "Orléans degree {}", degree(ORLEANS));
        let waterways =
            CONNECTIONS.iter().filter(|l| l.kind == Waterway && (l.a == ORLEANS || l.b == ORLEANS)).count();
        assert_eq!(waterways, 2, "the Loire flows through Orléans");
        let o = &CITIES[ORLEANS as usize];
        assert!(o.x.abs_diff(500) <= 100 && o.y.abs_diff(350) <= 100, "Orléans near the centre");
    }

    #[test]
    fn ends_are_ordered_and_pairs_unique() {
        for (i, l) in CONNECTIONS.iter().enumerate() {
            assert!(l.a < l.b, "connection {i}: a < b");
            assert!((l.b as usize) < CITIES.len(), "connection {i}: unknown city");
            for m in &CONNECTIONS[i + 1..] {
                assert!((l.a, l.b) != (m.a, m.b), "duplicate pair {}–{}", l.a, l.b);
            }
        }
        for city in 0..CITIES.len() as CityId {
            assert!(degree(city) >= 1, "city {city} has no connection");
        }
    }

    #[test]
    fn icons_one_or_two_and_distinct() {
        for l in &CONNECTIONS {
            assert!((1..=2).contains(&l.icons.len()), "{}–{}: icon count", l.a, l.b);
            if l.icons.len() == 2 {
                assert!(l.icons[0] != l.icons[1], "{}–{}: same icon twice", l.a, l.b);
            }
        }
    }

    #[test]
    fn goods_strictly_decrease_from_grain_to_brocade() {
        let mut goods = [0usize; 5];
        let mut dev = 0;
        for icon in CONNECTIONS.iter().flat_map(|l| l.icons) {
            match icon {
                G(g) => goods[*g as usize] += 1,
                Dev => dev += 1,
            }
        }
        assert!(goods.windows(2).all(|w| w[0] > w[1]), "goods {goods:?}");
        assert!(goods[Brocade as usize] > 0);
        assert!((8..=10).contains(&dev), "{dev} development icons");
    }

    #[test]
    fn map_stays_connected_for_every_player_count() {
        let both = [Road, Waterway];
        assert!(connected(&[], &both), "4–5 players");
        assert!(connected(&CROSSED_3P, &both), "3 players");
        assert!(connected(&CROSSED_2P, &both), "2 players");
    }

    #[test]
    fn waterways_form_one_river_system_without_loops() {
        let mut on_river = vec![false; CITIES.len()];
        let mut waterways = 0;
        for l in CONNECTIONS.iter().filter(|l| l.kind == Waterway) {
            on_river[l.a as usize] = true;
            on_river[l.b as usize] = true;
            waterways += 1;
        }
        let off_river: Vec<CityId> = (0..CITIES.len() as CityId).filter(|&c| !on_river[c as usize]).collect();
        assert!(connected(&off_river, &[Waterway]), "the waterways form one system");
        let river_cities = CITIES.len() - off_river.len();
        assert_eq!(waterways, river_cities - 1, "a river system is a tree");
    }

    #[test]
    fn cities_are_spread_and_numbered_outwards() {
        for (a, p) in CITIES.iter().enumerate() {
            assert!((40..=960).contains(&p.x) && (40..=660).contains(&p.y), "city {a}: margin");
            for b in a + 1..CITIES.len() {
                assert!(distance(a, b) >= 70.0, "cities {a} and {b} too close");
            }
        }
        // Cities 1–17 in order of distance from Orléans; the crossable 18–22 farther than all.
        for a in 1..17 {
            assert!(distance(0, a) <= distance(0, a + 1), "city {a} is farther than {}", a + 1);
        }
        for (a, p) in CITIES.iter().enumerate().skip(18) {
            assert!(distance(0, a) > distance(0, 17), "city {a} should be at the edge");
            let border = p.x.min(1000 - p.x).min(p.y).min(700 - p.y);
            assert!(border <= 100, "city {a} is not at the edge");
        }
    }

    #[test]
    fn drawing_has_no_crossings_and_no_connection_through_a_city() {
        let pos = |c: CityId| {
            let p = &CITIES[c as usize];
            (i64::from(p.x), i64::from(p.y))
        };
        let orient = |p: (i64, i64), q: (i64, i64), r: (i64, i64)| {
            ((q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)).signum()
        };
        for (i, l) in CONNECTIONS.iter().enumerate() {
            let (p, q) = (pos(l.a), pos(l.b));
            for m in &CONNECTIONS[i + 1..] {
                if [m.a, m.b].contains(&l.a) || [m.a, m.b].contains(&l.b) {
                    continue;
                }
                let (r, s) = (pos(m.a), pos(m.b));
                let crosses = orient(p, q, r) * orient(p, q, s) < 0 && orient(r, s, p) * orient(r, s, q) < 0;
                assert!(!crosses, "{}–{} crosses {}–{}", l.a, l.b, m.a, m.b);
            }
            // No connection passes within 40 units of a third city.
            let (px, py, qx, qy) = (p.0 as f64, p.1 as f64, q.0 as f64, q.1 as f64);
            for c in 0..CITIES.len() as CityId {
                if c == l.a || c == l.b {
                    continue;
                }
                let (cx, cy) = (f64::from(CITIES[c as usize].x), f64::from(CITIES[c as usize].y));
                let t = (((cx - px) * (qx - px) + (cy - py) * (qy - py))
                    / ((qx - px).powi(2) + (qy - py).powi(2)))
                .clamp(0.0, 1.0);
                let d = (cx - px - t * (qx - px)).hypot(cy - py - t * (qy - py));
                assert!(d >= 40.0, "{}–{} passes through city {c}", l.a, l.b);
            }
        }
    }
}

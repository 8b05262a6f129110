//! The sheet's words in French, in the vocabulary of the French rulebook (Entrepôt, Banque,
//! Dépôt, piste de développement, Actes de bienfaisance, comptoirs, citoyens…). French
//! typography: a non-breaking space before « : » and « ; ».

use super::{plural, Fr};
use crate::engine::data::{Arrow, Passive, SoloEffect};
use crate::engine::{JeanneScore, Score};
use crate::i18n::{isolate, SheetWords};

impl SheetWords for Fr {
    fn colon(&self) -> &'static str {
        "\u{a0}: "
    }

    fn sheet_of(&self, n: u8) -> String {
        format!("Feuille du joueur {n}")
    }

    fn scoresheet_of(&self, name: &str) -> String {
        // "de" elides before a vowel: "Feuille d’Anna".
        format!("Orléans · Feuille {}{}", super::de(name), isolate(name))
    }

    fn solo_against(&self, level: &str) -> String {
        format!("Partie solo contre Jeanne · {level}")
    }

    fn pts(&self, n: u16) -> String {
        format!("{n} {}", plural(n.into(), "pt", "pts"))
    }

    fn yellow_mine(&self, what: &str) -> String {
        format!("{what}\u{a0}: entouré, il est à vous")
    }

    fn yellow_open(&self, what: &str) -> String {
        format!("{what}\u{a0}: encore libre")
    }

    fn yellow_crossed(&self, what: &str, why: &str) -> String {
        format!("{what}\u{a0}: barré, {why}")
    }

    fn claimed_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("obtenu par {name}")
    }

    fn taken_by_jeanne(&self) -> &'static str {
        "pris par Jeanne"
    }

    fn not_in_play(&self) -> &'static str {
        "hors jeu dans cette partie"
    }

    fn citizen_yellow(&self, state: &str) -> String {
        format!("un citoyen, bonus jaune\u{a0}: {state}")
    }

    fn map_label(&self, filled: u32, posts: u8) -> String {
        format!(
            "Carte\u{a0}: {filled} {} {}, {posts} {}",
            plural(filled.into(), "route ou voie navigable", "routes ou voies navigables"),
            plural(filled.into(), "remplie", "remplies"),
            plural(posts.into(), "comptoir", "comptoirs")
        )
    }

    fn your_post(&self) -> &'static str {
        "votre comptoir"
    }

    fn on_your_network(&self) -> &'static str {
        "reliée à votre réseau"
    }

    fn out_with(&self, seats: u8) -> String {
        format!("hors jeu à {seats} joueurs")
    }

    fn crossed_post_of(&self, name: &str) -> String {
        let name = isolate(name);
        format!("barrée\u{a0}: comptoir de {name}")
    }

    fn crossed_out(&self) -> &'static str {
        "barrée"
    }

    fn road(&self) -> &'static str {
        "Route"
    }

    fn waterway(&self) -> &'static str {
        "Voie navigable"
    }

    fn filled_pen(&self) -> &'static str {
        "Remplie (au stylo)"
    }

    fn north(&self) -> &'static str {
        "N"
    }

    fn city22_citizen(&self, state: &str) -> String {
        format!("Citoyen de la ville 22 (bonus jaune, pour le premier à y construire)\u{a0}: {state}")
    }

    fn warehouse(&self) -> &'static str {
        "Entrepôt"
    }

    fn warehouse_note(&self) -> &'static str {
        "rangée pleine\u{a0}: 1 bouclier à la place"
    }

    fn warehouse_row(&self, good: &str, marked: u8, boxes: u8, points: u16) -> String {
        format!(
            "Rangée {good}\u{a0}: {marked} {} sur {boxes}\u{a0}; {points} points une fois pleine",
            plural(marked.into(), "case marquée", "cases marquées")
        )
    }

    fn row_full(&self) -> &'static str {
        "pleine"
    }

    fn warehouse_column(&self, n: usize, bonus: &str) -> String {
        format!("Bonus de la colonne {n}\u{a0}: {bonus}")
    }

    fn column_complete(&self) -> &'static str {
        "colonne complète"
    }

    fn bank(&self) -> &'static str {
        "Banque"
    }

    fn bank_title(&self, coins: u8) -> String {
        format!("Banque · {coins} {} à dépenser", plural(coins.into(), "pièce", "pièces"))
    }

    fn bank_note(&self) -> &'static str {
        "entourer = gagner · barrer = dépenser"
    }

    fn bank_row(&self, n: usize, circled: u8, spent: u8, bonus: &str) -> String {
        format!(
            "Rangée {n} de la Banque\u{a0}: {circled} {}, {spent} {}\u{a0}; les cinq entourées\u{a0}: {bonus}",
            plural(circled.into(), "pièce entourée", "pièces entourées"),
            plural(spent.into(), "dépensée", "dépensées")
        )
    }

    fn bank_column(&self, n: usize, bonus: &str, shield: &str) -> String {
        format!(
            "Colonne {n} de la Banque\u{a0}: ses trois pièces dépensées donnent {bonus}\u{a0}; bonus jaune\u{a0}: {shield}"
        )
    }

    fn done(&self) -> &'static str {
        "obtenu"
    }

    fn bank_column_notes(&self) -> [&'static str; 4] {
        ["colonne", "barrée", "1er à la", "barrer"]
    }

    fn free(&self) -> &'static str {
        "gratuit"
    }

    fn per_column(&self) -> &'static str {
        "/col."
    }

    fn per_post(&self) -> &'static str {
        "/compt."
    }

    fn depot(&self) -> &'static str {
        "Dépôt"
    }

    fn depot_label(&self, circled: usize, total: usize, points: u16) -> String {
        format!(
            "Dépôt\u{a0}: {circled} {} sur {total}, {points} {}",
            plural(circled as u64, "bouclier entouré", "boucliers entourés"),
            plural(points.into(), "point", "points")
        )
    }

    fn shields(&self) -> &'static str {
        "boucliers"
    }

    fn monks(&self) -> &'static str {
        "Moines"
    }

    fn monks_label(&self, recruited: usize, total: u8, points: u16) -> String {
        format!(
            "Moines\u{a0}: {recruited} {} sur {total}\u{a0}; {points} {} en fin de partie",
            plural(recruited as u64, "recruté", "recrutés"),
            plural(points.into(), "point", "points")
        )
    }

    fn bags(&self) -> &'static str {
        "Sacs"
    }

    fn bag_label(&self, emptied: u8, seats: u8) -> String {
        format!(
            "Piste des sacs\u{a0}: {emptied} {} sur {seats}\u{a0}; la partie s’arrête quand les {seats} sont barrés",
            plural(emptied.into(), "sac vidé", "sacs vidés")
        )
    }

    fn development(&self) -> &'static str {
        "Développement"
    }

    fn level_of(&self, level: u8) -> String {
        format!("niveau ×{level}")
    }

    fn development_box(&self, n: usize) -> String {
        format!("Case de développement {n}")
    }

    fn development_label(&self, marked: u8, total: usize, level: u8) -> String {
        format!(
            "Piste de développement\u{a0}: {marked} {} sur {total}, niveau ×{level}",
            plural(marked.into(), "case marquée", "cases marquées")
        )
    }

    fn development_note(&self) -> &'static str {
        "le niveau multiplie comptoirs + citoyens"
    }

    fn marked(&self) -> &'static str {
        "marquée"
    }

    fn deeds(&self) -> &'static str {
        "Actes de bienfaisance"
    }

    fn deeds_note(&self) -> &'static str {
        "marquez une case avec le jeton Partisan exact que vous prenez"
    }

    fn deed_label(&self, n: usize, spaces: &str, each: &str, bonus: &str) -> String {
        format!(
            "Acte de bienfaisance {n}\u{a0}: cases {spaces}\u{a0}; chaque case donne {each}\u{a0}; le compléter (bonus jaune) donne {bonus}"
        )
    }

    fn deed_space(&self, n: usize, follower: &str) -> String {
        format!("Case de l’Acte {n}\u{a0}: {follower}")
    }

    fn deed_yours(&self) -> &'static str {
        "complété\u{a0}: à vous"
    }

    fn completed_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("complété par {name}")
    }

    fn crossed_by_jeanne(&self) -> &'static str {
        "barré par Jeanne"
    }

    fn each(&self) -> &'static str {
        "chaque"
    }

    fn all_three(&self) -> &'static str {
        "les 3"
    }

    fn places_printed(&self) -> &'static str {
        "Lieux (imprimés)"
    }

    fn places_cards(&self) -> &'static str {
        "Lieux (cartes en jeu)"
    }

    fn places_note(&self) -> &'static str {
        "à obtenir avec un Commerçant · I ouvre II, II ouvre III…"
    }

    fn place_label(&self, place: &str, cost: u8, state: &str) -> String {
        format!("{place}\u{a0}; coût {cost} {}\u{a0}; {state}", plural(cost.into(), "pièce", "pièces"))
    }

    fn available(&self) -> &'static str {
        "disponible"
    }

    fn yours(&self) -> &'static str {
        "à vous"
    }

    fn owned_by(&self, name: &str) -> String {
        let name = isolate(name);
        format!("à {name}")
    }

    fn removed_from_game(&self) -> &'static str {
        "retiré de la partie"
    }

    fn removed(&self) -> &'static str {
        "retiré"
    }

    fn any_follower(&self) -> &'static str {
        "tous"
    }

    fn passive_lines(&self, p: Passive) -> [&'static str; 2] {
        match p {
            Passive::Cemetery => ["les Lieux coûtent", "1 pièce de moins"],
            Passive::Treehouse => ["échange d’une", "marchandise de route"],
            Passive::Tavern => ["construire dans", "les villes barrées"],
        }
    }

    fn school_lines(&self) -> [&'static str; 2] {
        ["l’Érudit agit comme", "tout autre jeton"]
    }

    fn observatory_lines(&self) -> [&'static str; 2] {
        ["avancez jusqu’au", "niveau suivant"]
    }

    fn citizens(&self) -> &'static str {
        "Citoyens"
    }

    fn citizens_label(&self, count: u8) -> String {
        format!("Citoyens\u{a0}: {count} {}", plural(count.into(), "entouré", "entourés"))
    }

    fn citizen_tags(&self) -> [&'static str; 8] {
        ["Ville 22", "Banque", "Entrep.", "Dév. 7", "Dév. 19", "Acte 4", "Acte 5", "Majorité"]
    }

    fn citizen_label(&self, tag: &str, state: &str) -> String {
        format!("Citoyen ({tag})\u{a0}: {state}")
    }

    fn majority_mine(&self) -> &'static str {
        "le citoyen de la majorité\u{a0}: à vous (le plus de comptoirs)"
    }

    fn majority_open(&self) -> &'static str {
        "le citoyen de la majorité\u{a0}: au joueur qui aura le plus de comptoirs en fin de partie"
    }

    fn majority_crossed(&self, name: &str) -> String {
        let name = isolate(name);
        format!("le citoyen de la majorité\u{a0}: barré, {name} avait le plus de comptoirs")
    }

    fn majority_tied(&self) -> &'static str {
        "le citoyen de la majorité\u{a0}: barré, personne n’avait seul le plus de comptoirs"
    }

    fn posts(&self) -> &'static str {
        "Comptoirs"
    }

    fn level_word(&self) -> &'static str {
        "Niveau"
    }

    fn total(&self) -> &'static str {
        "Total"
    }

    fn final_score(&self) -> &'static str {
        "Score final"
    }

    fn score_so_far(&self) -> &'static str {
        "Score provisoire"
    }

    fn score_label(&self, title: &str, sc: &Score) -> String {
        format!(
            "{title}\u{a0}: ({} {} + {} {}) × niveau {} = {}\u{a0}; Entrepôt {}, Banque {}, Moines {}, Dépôt {}\u{a0}; total {}",
            sc.posts,
            plural(sc.posts.into(), "comptoir", "comptoirs"),
            sc.citizens,
            plural(sc.citizens.into(), "citoyen", "citoyens"),
            sc.level,
            sc.posts_and_citizens,
            sc.warehouse,
            sc.bank,
            sc.monks,
            sc.depot,
            sc.total
        )
    }

    fn jeanne_zone(&self) -> &'static str {
        "Zone de Jeanne"
    }

    fn no_jeanne(&self) -> &'static str {
        "Pas de Jeanne dans cette partie"
    }

    fn her_score(&self, total: u16) -> String {
        format!("Son score\u{a0}: {total}")
    }

    fn her_rows(&self) -> &'static str {
        "Ses rangées"
    }

    fn scholar_note(&self) -> &'static str {
        "cases Érudit\u{a0}: effets en plus"
    }

    fn jeanne_row_label(&self, follower: &str, marked: usize, len: usize) -> String {
        format!(
            "Rangée {follower} de Jeanne\u{a0}: {marked} {} sur {len}",
            plural(marked as u64, "case marquée", "cases marquées")
        )
    }

    fn her_depot(&self) -> &'static str {
        "Son Dépôt"
    }

    fn jeanne_depot_label(&self, shields: u8, points: u16) -> String {
        format!(
            "Dépôt de Jeanne\u{a0}: {shields} {}, {points} {}",
            plural(shields.into(), "bouclier entouré", "boucliers entourés"),
            plural(points.into(), "point", "points")
        )
    }

    fn her_level(&self) -> &'static str {
        "Son niveau"
    }

    fn jeanne_levels_label(&self, marked: u8, level: u8) -> String {
        format!(
            "Développement de Jeanne\u{a0}: {marked} {} sur 6, niveau ×{level}",
            plural(marked.into(), "niveau marqué", "niveaux marqués")
        )
    }

    fn tally_title(&self, posts: u8, citizens: u8) -> String {
        format!("Comptoirs {posts} · Citoyens {citizens}")
    }

    fn tally_note(&self) -> &'static str {
        "elle barre une ville de votre carte pour chaque comptoir"
    }

    fn jeanne_posts(&self, n: u8) -> String {
        format!("Comptoirs de Jeanne\u{a0}: {n}")
    }

    fn jeanne_citizens(&self, n: u8) -> String {
        format!("Citoyens de Jeanne\u{a0}: {n}")
    }

    fn jeanne_score(&self, sc: &JeanneScore) -> String {
        format!(
            "Score\u{a0}: rangées {} + boucliers {} + (comptoirs {} + citoyens {}) × niveau {} = {}",
            sc.rows, sc.depot, sc.posts, sc.citizens, sc.level, sc.total
        )
    }

    fn her_cards(&self) -> &'static str {
        "Sa dernière carte · le dos de la suivante"
    }

    fn no_card_yet(&self) -> &'static str {
        "Aucune carte révélée pour l’instant (la pile vient d’être mélangée)"
    }

    fn card(&self, name: &str) -> String {
        format!("Carte {name}")
    }

    fn reading_order(&self) -> &'static str {
        "sens de lecture (la flèche de la carte suivante)"
    }

    fn city_word(&self) -> &'static str {
        "ville"
    }

    fn solo_effect_word(&self, e: SoloEffect) -> &'static str {
        match e {
            SoloEffect::BuildPost => "comptoir",
            SoloEffect::RemovePlace => "retirer Lieu",
            SoloEffect::Shield => "bouclier",
            SoloEffect::Level => "niveau",
            SoloEffect::CrossBankYellow => "jaune Banque",
            SoloEffect::Citizen => "citoyen",
            SoloEffect::StealWarehouseCitizen => "vole cit. E.",
            SoloEffect::StealBankCitizen => "vole cit. B.",
            SoloEffect::CrossDeed => "barre Acte",
            SoloEffect::Monk => "Moine",
        }
    }

    fn warehouse_initial(&self) -> &'static str {
        "E"
    }

    fn bank_initial(&self) -> &'static str {
        "B"
    }

    fn reading_way(&self, arrow: Arrow) -> &'static str {
        match arrow {
            Arrow::Right => "de gauche à droite",
            Arrow::Left => "de droite à gauche",
        }
    }

    fn next_back(&self, way: &str, monk: &str) -> String {
        format!("Dos de la carte suivante\u{a0}: lire la carte suivante {way}\u{a0}; {monk}")
    }

    fn back_post(&self) -> &'static str {
        "Moine\u{a0}: un comptoir"
    }

    fn back_mark(&self, row: &str) -> String {
        format!("Moine\u{a0}: {row} + bouclier")
    }
}

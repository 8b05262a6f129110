//! The game's words in French, in the vocabulary of the French rulebook. French typography: a
//! non-breaking space before « : » and a narrow one before « ? » and « ! ».

use super::{plural, Fr};
use crate::engine::data::{
    Arrow, Bonus, Gain, JeanneMonk, Passive, PlaceKey, PlaceKind, PlusEffect, SoloEffect, SOLO_CARDS,
};
use crate::engine::{
    Action, ActionError, Area, Cause, Choice, ConnectionKind, Event, Follower, Good, LoadError, SetupError,
    SoloLevel, Source, Standard, Step, Via, Yellow, OLDEST_SAVE_VERSION, SAVE_VERSION,
};
use crate::i18n::{roman, GameWords};

/// "1 pièce", "3 pièces".
fn coins(n: u8) -> String {
    format!("{n} {}", plural(n.into(), "pièce", "pièces"))
}

/// "1 case de développement", "2 cases de développement".
fn develop(n: u8) -> String {
    format!("{n} {} de développement", plural(n.into(), "case", "cases"))
}

impl GameWords for Fr {
    fn follower(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "Fermier",
            Follower::Boatman => "Batelier",
            Follower::Knight => "Chevalier",
            Follower::Craftsman => "Artisan",
            Follower::Trader => "Commerçant",
            Follower::Scholar => "Érudit",
        }
    }

    fn the_follower(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "le Fermier",
            Follower::Boatman => "le Batelier",
            Follower::Knight => "le Chevalier",
            Follower::Craftsman => "l’Artisan",
            Follower::Trader => "le Commerçant",
            Follower::Scholar => "l’Érudit",
        }
    }

    fn follower_initial(&self, f: Follower) -> &'static str {
        // Chevalier and Commerçant share their initial: each gets two letters.
        match f {
            Follower::Farmer => "F",
            Follower::Boatman => "B",
            Follower::Knight => "Ch",
            Follower::Craftsman => "A",
            Follower::Trader => "Co",
            Follower::Scholar => "É",
        }
    }

    fn good(&self, g: Good) -> &'static str {
        match g {
            Good::Grain => "céréales",
            Good::Cheese => "fromage",
            Good::Wine => "vin",
            Good::Wool => "laine",
            Good::Brocade => "brocart",
        }
    }

    fn good_title(&self, g: Good) -> &'static str {
        match g {
            Good::Grain => "Céréales",
            Good::Cheese => "Fromage",
            Good::Wine => "Vin",
            Good::Wool => "Laine",
            Good::Brocade => "Brocart",
        }
    }

    fn place_name(&self, key: PlaceKey) -> &'static str {
        use PlaceKey::*;
        match key {
            Stable => "Étable",
            Library => "Bibliothèque",
            Mill => "Moulin",
            Brewery => "Brasserie",
            Fields => "Champs",
            Cemetery => "Cimetière",
            Distillery => "Distillerie",
            Archives => "Archives",
            FishingBoat => "Bateau de pêche",
            TradeRoute => "Route commerciale",
            Treehouse => "Cabane dans les arbres",
            Hayrick => "Meule de foin",
            CheeseDairy => "Fromagerie",
            Carpentry => "Menuiserie",
            TwoMaster => "Deux-mâts",
            FourHorseTeam => "Attelage à quatre",
            Tavern => "Taverne",
            Architect => "Architecte",
            Winery => "Domaine vinicole",
            Confessional => "Confessionnal",
            Falconry => "Fauconnerie",
            Guesthouse => "Chambre d’hôtes",
            ConsultingOffice => "Cabinet de conseil",
            Park => "Parc",
            Storehouse => "Entrepôt de stockage",
            School => "École",
            Goldsmith => "Orfèvrerie",
            Circus => "Cirque",
            Machinery => "Machinerie",
            Observatory => "Observatoire",
        }
    }

    fn the_place(&self, key: PlaceKey) -> String {
        use PlaceKey::*;
        let article = match key {
            Stable | Architect | FourHorseTeam | Storehouse | School | Goldsmith | Observatory => "l’",
            Fields | Archives => "les ",
            Library | Brewery | Distillery | TradeRoute | Treehouse | Hayrick | CheeseDairy | Carpentry
            | Tavern | Falconry | Guesthouse | Machinery => "la ",
            Mill | Cemetery | FishingBoat | TwoMaster | Winery | Confessional | ConsultingOffice | Park
            | Circus => "le ",
        };
        format!("{article}{}", self.place_name(key))
    }

    fn player(&self, n: usize) -> String {
        format!("Joueur {n}")
    }

    fn n_players(&self, n: usize) -> String {
        format!("{n} {}", plural(n as u64, "joueur", "joueurs"))
    }

    fn numbered_city(&self, c: u8) -> String {
        format!("ville {c}")
    }

    fn in_city(&self, c: u8) -> String {
        match c {
            0 => format!("à {}", self.orleans()),
            c => format!("dans la {}", self.numbered_city(c)),
        }
    }

    fn the_city(&self, c: u8) -> String {
        match c {
            0 => self.orleans().into(),
            c => format!("la {}", self.numbered_city(c)),
        }
    }

    fn development_icon(&self) -> &'static str {
        "développement"
    }

    fn connection_named(&self, kind: ConnectionKind, ends: &str) -> String {
        let kind = match kind {
            ConnectionKind::Road => "route",
            ConnectionKind::Waterway => "voie navigable",
        };
        format!("{kind} {ends}")
    }

    fn place_described(&self, name: &str, category: &str, what: &str) -> String {
        format!("{name} ({category})\u{a0}: {what}")
    }

    fn level(&self, level: SoloLevel) -> &'static str {
        match level {
            SoloLevel::Standard => "Standard",
            SoloLevel::Connoisseur => "Connaisseur",
            SoloLevel::Special => "Défi spécial",
        }
    }

    fn gain(&self, g: Gain) -> String {
        match g {
            Gain::Coin => coins(1),
            Gain::AnyGood => "1 marchandise au choix".into(),
            Gain::Good(good) => format!("1 {}", self.good(good)),
            Gain::Develop(n) => develop(n),
            Gain::Road => "remplir 1 route".into(),
            Gain::Waterway => "remplir 1 voie navigable".into(),
            Gain::PaidPost => "dépenser 1 pièce pour construire un comptoir".into(),
            Gain::DevelopPerWarehouseColumn => {
                "1 case de développement par colonne complète de l’Entrepôt".into()
            }
            Gain::DevelopPerBankColumn => {
                "1 case de développement par colonne entièrement dépensée de la Banque".into()
            }
            Gain::DevelopPerPost => "1 case de développement par comptoir".into(),
        }
    }

    fn gain_times(&self, g: Gain, n: u8) -> Option<String> {
        Some(match g {
            Gain::Coin => coins(n),
            Gain::AnyGood => format!("{n} marchandises au choix"),
            Gain::Develop(d) => develop(n * d),
            Gain::Road => format!("remplir {n} routes"),
            Gain::Waterway => format!("remplir {n} voies navigables"),
            _ => return None,
        })
    }

    fn bonus(&self, b: Bonus) -> String {
        match b {
            Bonus::Coins(n) => coins(n),
            Bonus::AnyGood => "1 marchandise au choix".into(),
            Bonus::Develop(n) => develop(n),
            Bonus::Shield => "1 bouclier".into(),
            Bonus::MonkAction => "une action Moine".into(),
            Bonus::FollowerAction(f) => format!("une action {}", self.follower(f)),
            Bonus::FreePost => "un comptoir gratuit".into(),
            Bonus::EndPoints(n) => format!("{n} {} en fin de partie", plural(n.into(), "point", "points")),
            Bonus::Citizen(_) => "un citoyen".into(),
        }
    }

    fn yellow(&self, y: Yellow) -> String {
        match y {
            Yellow::WarehouseCitizen => "le citoyen de l’Entrepôt".into(),
            Yellow::BankCitizen => "le citoyen de la Banque".into(),
            Yellow::BankColumnShield(c) => format!("le bouclier de la colonne {} de la Banque", c + 1),
            Yellow::FirstDevCitizen => "le premier citoyen du développement".into(),
            Yellow::SecondDevCitizen => "le second citoyen du développement".into(),
            Yellow::City22Citizen => "le citoyen de la ville 22".into(),
            Yellow::Deed(d) => format!("l’Acte de bienfaisance {}", d + 1),
        }
    }

    fn standard(&self, s: Standard) -> &'static str {
        match s {
            Standard::MarkGood => "Action standard\u{a0}: marquer 1 marchandise au choix",
            Standard::FillRoad => "Action standard\u{a0}: remplir 1 route",
            Standard::FillWaterway => "Action standard\u{a0}: remplir 1 voie navigable",
            Standard::GainCoin => "Action standard\u{a0}: entourer 1 pièce",
            Standard::BuildPost => "Action standard\u{a0}: dépenser 1 pièce pour construire un comptoir",
            Standard::AcquirePlace => "Action standard\u{a0}: obtenir un Lieu",
            Standard::Develop => "Action standard\u{a0}: marquer 1 case de développement",
        }
    }

    fn choice(&self, c: Choice) -> &'static str {
        match c {
            Choice::Coin => "1 pièce",
            Choice::Develop => "1 case de développement",
            Choice::TwoCoins => "2 pièces",
            Choice::CoinAndDevelop => "1 pièce + 1 case de développement",
            Choice::TwoDevelop => "2 cases de développement",
        }
    }

    fn place_action(&self, follower: Option<Follower>, gains: &str) -> String {
        match follower {
            Some(f) => format!("avec un {}\u{a0}: {gains}", self.follower(f)),
            None => format!("avec n’importe quel jeton\u{a0}: {gains}"),
        }
    }

    fn place_plus(&self, f: Follower, effect: PlusEffect) -> String {
        let e = match effect {
            PlusEffect::Coin => "entourer 1 pièce",
            PlusEffect::Develop => "marquer 1 case de développement",
            PlusEffect::CoinOrDevelop => "entourer 1 pièce ou marquer 1 case de développement",
            PlusEffect::AnyGood => "marquer 1 marchandise au choix",
        };
        format!("chaque fois que vous prenez un {}\u{a0}: {e}", self.follower(f))
    }

    fn place_other(&self, kind: PlaceKind) -> &'static str {
        match kind {
            PlaceKind::Circus => {
                "avec n’importe quel jeton\u{a0}: 2 pièces, ou 1 pièce + 1 case de développement, ou 2 cases de développement"
            }
            PlaceKind::Passive(Passive::Cemetery) => "les Lieux coûtent 1 pièce de moins",
            PlaceKind::Passive(Passive::Treehouse) => {
                "quand vous remplissez une route, vous pouvez remplacer une marchandise illustrée"
            }
            PlaceKind::Passive(Passive::Tavern) => "vous pouvez construire dans les villes barrées",
            PlaceKind::School => "un Érudit pris peut agir comme n’importe quel autre jeton",
            PlaceKind::Observatory => {
                "avec un Moine recruté\u{a0}: développement jusqu’au prochain symbole de niveau"
            }
            PlaceKind::Action(..) | PlaceKind::Plus(..) => "",
        }
    }

    fn step_words(&self, step: Step) -> String {
        match step {
            Step::Options(f, Via::Monk) => {
                format!("Action Moine comme {}\u{a0}: choisissez comment l’utiliser", self.the_follower(f))
            }
            Step::Options(f, Via::Taken) => {
                format!("Votre {}\u{a0}: que faites-vous avec lui\u{202f}?", self.follower(f))
            }
            Step::Options(f, _) => format!("Que faites-vous avec {}\u{202f}?", self.the_follower(f)),
            Step::Imitate { recruited: true } => {
                "Moine recruté\u{a0}: il agit comme quel jeton\u{202f}?".into()
            }
            Step::Imitate { recruited: false } => {
                "Action Moine\u{a0}: elle agit comme quel jeton\u{202f}?".into()
            }
            Step::SchoolAs => "École\u{a0}: votre Érudit agit comme quel jeton\u{202f}?".into(),
            Step::Circus => "Cirque\u{a0}: choisissez votre gain".into(),
            Step::CoinOrDevelop => "Menuiserie\u{a0}: une pièce ou une case de développement\u{202f}?".into(),
            Step::FreePost => "Construire un comptoir sans payer\u{a0}: choisissez une ville".into(),
            Step::Spend => "Dépenser une pièce\u{a0}: choisissez la rangée de la Banque".into(),
            Step::Acquire => "Obtenir un Lieu\u{a0}: choisissez-le".into(),
            Step::Pay(p) => {
                format!("Cimetière\u{a0}: combien payez-vous pour {}\u{202f}?", self.the_place_of(p))
            }
            Step::Swap(c) => format!(
                "Cabane dans les arbres\u{a0}: remplacer une marchandise de la {}\u{202f}?",
                self.connection(c)
            ),
            Step::Observatory => "Observatoire".into(),
            Step::Gain(Gain::Coin) => "Entourer une pièce\u{a0}: choisissez la rangée de la Banque".into(),
            Step::Gain(Gain::AnyGood) => "Marquez une marchandise au choix".into(),
            Step::Gain(Gain::Road) => "Remplir une route\u{a0}: choisissez-la sur la carte".into(),
            Step::Gain(Gain::Waterway) => {
                "Remplir une voie navigable\u{a0}: choisissez-la sur la carte".into()
            }
            Step::Gain(Gain::PaidPost) => "Construire un comptoir\u{a0}: choisissez une ville".into(),
            Step::Gain(g) => self.gain(g),
        }
    }

    fn task_words(&self, step: Step) -> Option<String> {
        Some(match step {
            Step::Options(f, Via::Taken) => format!("l’action de votre {}", self.follower(f)),
            Step::Options(f, _) => format!("une action {}", self.follower(f)),
            Step::Imitate { .. } => "une action Moine".into(),
            Step::FreePost => "un comptoir gratuit".into(),
            Step::CoinOrDevelop => "la Menuiserie".into(),
            Step::Gain(Gain::Coin) => "entourer des pièces".into(),
            Step::Gain(Gain::AnyGood) => "une marchandise au choix".into(),
            _ => return None,
        })
    }

    fn resolve_next(&self, task: &str) -> String {
        format!("Résoudre d’abord\u{a0}: {task}")
    }

    fn source_words(&self, s: Source) -> String {
        match s {
            Source::Taken(f) => format!("votre {}", self.follower(f)),
            Source::Recruited => "Moine recruté".into(),
            Source::Place(id) => self.place_of(id).into(),
            Source::Deed(d) => format!("Acte de bienfaisance {} accompli", d + 1),
            Source::WarehouseColumn(i) => format!("colonne {} de l’Entrepôt complète", i + 1),
            Source::BankRow(i) => format!("rangée {} de la Banque complète", i + 1),
            Source::BankColumn(i) => format!("colonne {} de la Banque dépensée", i + 1),
            Source::DevelopmentBox(n) => format!("case de développement {n}"),
        }
    }

    fn cause_words(&self, c: Cause) -> String {
        match c {
            Cause::Connection(id) => self.connection(id),
            Cause::Scholar => "action de l’Érudit".into(),
            Cause::Deed(d) => format!("Acte de bienfaisance {}", d + 1),
            Cause::Source(s) => self.source_words(s),
        }
    }

    fn sourced(&self, source: &str, what: &str) -> String {
        format!("{source} — {what}")
    }

    fn task_from(&self, task: &str, source: &str) -> String {
        format!("{task} ({source})")
    }

    fn action_words(&self, a: Action) -> String {
        match a {
            Action::Take(f) => format!("Prendre {} et l’utiliser", self.the_follower(f)),
            Action::Recruit(f) => format!("Recruter un Moine en défaussant {}", self.the_follower(f)),
            Action::Decline => "Refuser (ne rien faire)".into(),
            Action::Standard(s) => self.standard(s).into(),
            Action::Imitate(f) => format!("Agir comme {}", self.the_follower(f)),
            Action::GainCoin(r) => format!("Entourer une pièce dans la rangée {} de la Banque", r + 1),
            Action::Spend(r) => format!("Dépenser une pièce de la rangée {} de la Banque", r + 1),
            Action::MarkGood(g) => format!("Marquer {}", self.good(g)),
            Action::Fill(c) => format!("Remplir la {}", self.connection(c)),
            Action::Build(c) => format!("Construire un comptoir {}", self.in_city(c)),
            Action::Pay(n) => format!("Payer {}", coins(n)),
            Action::Swap(from, to) => format!("Prendre {} au lieu de {}", self.good(to), self.good(from)),
            Action::KeepGoods => "Garder les marchandises illustrées".into(),
            Action::Choose(c) => format!("Prendre {}", self.choice(c)),
            Action::Next(_)
            | Action::UsePlace(_)
            | Action::Deed(_)
            | Action::Acquire(_)
            | Action::Jeanne(_)
            | Action::Claim(_)
            | Action::Told => String::new(),
            Action::Draw(f) => format!("Tirer {} du sac", self.the_follower(f)),
            Action::Card(c) => {
                format!("Prochaine carte de Jeanne\u{a0}: {}", SOLO_CARDS[usize::from(c)].name)
            }
            Action::Remove(p) => format!("Jeanne retire le Lieu {} de la partie", self.place(p)),
        }
    }

    fn row_number(&self, n: u8) -> String {
        format!("Rangée {n}")
    }

    fn use_place(&self, place: &str) -> String {
        format!("Utiliser le Lieu {place}")
    }

    fn deed_action(&self, n: u8, gains: &str) -> String {
        format!("Acte de bienfaisance {n}\u{a0}: {gains}")
    }

    fn acquire(&self, place: &str, cost: u8) -> String {
        format!("Obtenir le Lieu {place} ({})", coins(cost))
    }

    fn effect(&self, e: SoloEffect) -> &'static str {
        match e {
            SoloEffect::BuildPost => "construit un comptoir",
            SoloEffect::RemovePlace => "retire une carte Lieu",
            SoloEffect::Shield => "entoure un bouclier",
            SoloEffect::Level => "augmente son niveau de développement",
            SoloEffect::CrossBankYellow => "barre votre premier bonus jaune libre de la Banque",
            SoloEffect::Citizen => "entoure un citoyen",
            SoloEffect::StealWarehouseCitizen => "vole le citoyen de l’Entrepôt",
            SoloEffect::StealBankCitizen => "vole le citoyen de la Banque",
            SoloEffect::CrossDeed => "barre un Acte de bienfaisance",
            SoloEffect::Monk => "réalise une action Moine",
        }
    }

    fn effect_void(&self, e: SoloEffect) -> &'static str {
        match e {
            SoloEffect::BuildPost => "construit un comptoir",
            SoloEffect::RemovePlace => "retirerait une carte Lieu, mais il n’en reste aucune",
            SoloEffect::Shield => "entourerait un bouclier, mais son Dépôt est plein",
            SoloEffect::Level => "augmenterait son niveau de développement, mais il est au plus haut",
            SoloEffect::CrossBankYellow => {
                "barrerait votre premier bonus jaune libre de la Banque, mais il n’y en a plus"
            }
            SoloEffect::Citizen => "entoure un citoyen",
            SoloEffect::StealWarehouseCitizen => {
                "volerait le citoyen de l’Entrepôt, mais il n’est plus libre"
            }
            SoloEffect::StealBankCitizen => "volerait le citoyen de la Banque, mais il n’est plus libre",
            SoloEffect::CrossDeed => "barrerait un Acte de bienfaisance, mais il n’en reste aucun",
            SoloEffect::Monk => "ne fait rien (pas d’action Moine au niveau Standard)",
        }
    }

    fn jeanne_turn_words(
        &self,
        card: &str,
        arrow: Arrow,
        follower: Follower,
        row: bool,
        effect: &str,
    ) -> String {
        let arrow = if arrow == Arrow::Right { "→" } else { "←" };
        let row = if row { "marque sa rangée et " } else { "" };
        format!(
            "Carte {card}, flèche {arrow}\u{a0}: le premier jeton disposé est {}\u{a0}; Jeanne le prend, {row}{effect}",
            self.the_follower(follower)
        )
    }

    fn jeanne_monk(&self, m: JeanneMonk) -> String {
        match m {
            JeanneMonk::Post => "Moine\u{a0}: construire un comptoir".into(),
            JeanneMonk::Mark(row) => {
                format!("Moine\u{a0}: marquer sa rangée {} et un bouclier", self.jeanne_row(row))
            }
        }
    }

    fn area(&self, area: Area, i: u8) -> String {
        match area {
            Area::WarehouseColumn => format!("la colonne {} de l’Entrepôt", i + 1),
            Area::BankRow => format!("la rangée {} de la Banque", i + 1),
            Area::BankColumn => format!("la colonne {} de la Banque", i + 1),
        }
    }

    fn event_words(&self, who: &dyn Fn(u8) -> String, e: Event) -> Option<String> {
        Some(match e {
            Event::LaidOut(tokens) => {
                let list: Vec<String> = Follower::ALL
                    .iter()
                    .filter(|f| tokens[f.index()] > 0)
                    .map(|&f| format!("{}×{}", tokens[f.index()], self.follower(f)))
                    .collect();
                format!("Nouvelle manche\u{a0}: jetons disposés {}", list.join(", "))
            }
            Event::LastRound => "Dernière manche\u{a0}: la partie s’achève à sa fin".into(),
            Event::Took(p, f) => format!("{} prend {}", who(p), self.the_follower(f)),
            Event::Recruited(p, f) => {
                format!("{} recrute un Moine en défaussant {}", who(p), self.the_follower(f))
            }
            Event::GoodMarked(p, g) => format!("{} marque {}", who(p), self.good(g)),
            Event::CoinCircled(p, r) => format!("{} entoure une pièce (rangée {})", who(p), r + 1),
            Event::CoinSpent(p, r) => format!("{} dépense une pièce (rangée {})", who(p), r + 1),
            Event::Shield(p, true) => format!("{} entoure un bouclier", who(p)),
            Event::Shield(p, false) => {
                format!("Le Dépôt de {} est plein\u{a0}: le bouclier est perdu", who(p))
            }
            Event::Developed(p, n, c) => {
                format!("{} marque la case de développement {n} — {}", who(p), self.cause_words(c))
            }
            Event::PlaceUsed(p, id) => format!("{} utilise {}", who(p), self.the_place_of(id)),
            Event::Bonus(p, b, s) => format!("{} obtient {} ({})", who(p), self.bonus(b), self.source(s)),
            Event::LevelRaised(p, l) => format!("{} atteint le niveau de développement {l}", who(p)),
            Event::Filled(p, c) => format!("{} remplit la {}", who(p), self.connection(c)),
            Event::PostBuilt(p, c) => format!("{} construit un comptoir {}", who(p), self.in_city(c)),
            Event::PlaceAcquired(p, id) => format!("{} obtient {}", who(p), self.the_place_of(id)),
            Event::DeedMarked(p, d, f) => {
                format!("{} marque l’Acte {} avec {}", who(p), d + 1, self.the_follower(f))
            }
            Event::YellowClaimed(p, y) => format!("{} est premier\u{a0}: {}", who(p), self.yellow(y)),
            Event::Completed(p, area, i) => format!("{} complète {}", who(p), self.area(area, i)),
            Event::Declined(p) => format!("{} refuse", who(p)),
            Event::BagEmptied(n) => format!("Le sac est vide\u{a0}: le sac {n} est barré"),
            Event::Majority(Some(p)) => {
                format!("{} a le plus de comptoirs\u{a0}: le citoyen de la majorité", who(p))
            }
            Event::Majority(None) => {
                "Égalité pour le plus de comptoirs\u{a0}: personne n’obtient le citoyen de la majorité".into()
            }
            Event::Jeanne(t, done) => self.jeanne_played(t, done),
            Event::JeannePost(Some(c)) => {
                format!("Jeanne construit un comptoir\u{a0}: {} est barrée sur votre carte", self.the_city(c))
            }
            Event::JeannePost(None) => {
                "Jeanne construit un comptoir (plus aucune ville libre à barrer)".into()
            }
            Event::JeanneCrossed(y) => format!("Jeanne barre {}", self.yellow(y)),
            Event::PlaceRemoved(id) => format!("Jeanne retire {} de la partie", self.the_place_of(id)),
            Event::GameOver => "La partie est terminée".into(),
        })
    }

    fn setup_error(&self, e: SetupError) -> String {
        match e {
            SetupError::Players(n) => {
                format!("une partie se joue de 2 à 5 joueurs, ou à 1 contre Jeanne, pas à {n}")
            }
            SetupError::SoloWithPrintedPlaces => {
                "la partie solo se joue avec les cartes Lieu, pas avec les Lieux imprimés".into()
            }
            SetupError::Stacked(i) => {
                format!("le tirage imposé n°\u{a0}{} n’est pas dans le sac à ce moment-là", i + 1)
            }
            SetupError::Remote => "le mode compagnon se joue de 2 à 5 joueurs".into(),
            SetupError::NoSeatHere => "le mode compagnon demande au moins un joueur sur cet appareil".into(),
            SetupError::Cards => {
                "des cartes Lieu sur la table demandent une partie jouée avec les cartes Lieu".into()
            }
            SetupError::CardsOfCategory { category, chosen } => {
                let cards = plural(chosen.into(), "carte", "cartes");
                format!("la table a {chosen}\u{a0}{cards} Lieu de la catégorie {}, pas 4", roman(category))
            }
            SetupError::Exchange => {
                "une édition des cartes échange 1B–4B ne se joue qu’au Défi spécial".into()
            }
        }
    }

    fn action_error(&self, e: ActionError) -> String {
        match e {
            ActionError::GameOver => "la partie est terminée".into(),
            ActionError::Illegal(a) => format!("«\u{a0}{a}\u{a0}» n’est pas une action possible maintenant"),
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Malformed(detail) => format!("ce n’est pas une partie sauvegardée ({detail})"),
            LoadError::UnknownVersion(v) => {
                format!("cette sauvegarde est au format {v}\u{a0}; cette application lit les formats {OLDEST_SAVE_VERSION} à {SAVE_VERSION}")
            }
            LoadError::Setup(e) => {
                format!("la mise en place sauvegardée n’est pas valable\u{a0}: {}", self.setup_error(*e))
            }
            LoadError::IllegalAction { index, action } => {
                format!(
                    "l’action sauvegardée n° {} («\u{a0}{action}\u{a0}») n’est pas possible à ce moment-là",
                    index + 1
                )
            }
            LoadError::TooLarge { bytes, limit } => format!(
                "le fichier est trop gros ({}\u{a0}ko\u{a0}; une partie sauvegardée fait moins de {}\u{a0}ko)",
                bytes.div_ceil(1000),
                limit / 1000
            ),
            LoadError::Players { names, players, .. } if names != players => format!(
                "ce n’est pas une partie sauvegardée (elle nomme {names} joueurs pour une partie à {players})"
            ),
            LoadError::Players { seats, players, .. } => format!(
                "ce n’est pas une partie sauvegardée (elle a {seats} places pour une partie à {players} joueurs)"
            ),
        }
    }
}

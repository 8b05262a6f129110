//! The screens' words in French.

use super::{plural, Fr};
use crate::engine::{LoadError, PlaceMode, SetupError, SoloLevel};
use crate::i18n::{isolate, CompanionWords, GameWords, ScreenWords};
use crate::model::errors::{AppError, ImportError, Unreadable};
use crate::model::result::Part;

impl ScreenWords for Fr {
    fn language_name(&self) -> &'static str {
        "Français"
    }

    fn language_label(&self) -> &'static str {
        "Langue"
    }

    fn locale(&self) -> &'static str {
        "fr-FR"
    }

    fn title(&self) -> &'static str {
        "Jeanne d’Arc\u{a0}: Orléans Draw & Write"
    }

    fn tagline(&self) -> &'static str {
        "Un jeu papier-crayon pour 1 à 5 joueurs"
    }

    fn dismiss(&self) -> &'static str {
        "Fermer"
    }

    fn update_ready(&self) -> &'static str {
        "Une nouvelle version de l’app est prête. Vos parties sont sauvegardées\u{a0}: la charger ne prend qu’un instant."
    }

    fn load_update(&self) -> &'static str {
        "Charger la nouvelle version"
    }

    fn new_game(&self) -> &'static str {
        "Nouvelle partie"
    }

    fn players_legend(&self) -> &'static str {
        "Joueurs"
    }

    fn one_solo(&self) -> &'static str {
        "1 · solo"
    }

    fn seats(&self) -> &'static str {
        "Participants"
    }

    fn played_by(&self) -> &'static str {
        "Joué par"
    }

    fn a_person(&self) -> &'static str {
        "Un humain"
    }

    fn places(&self) -> &'static str {
        "Lieux"
    }

    fn place_mode(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => "Lieux imprimés",
            PlaceMode::Cards => "Cartes Lieu",
        }
    }

    fn place_mode_what(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => {
                "les 20 Lieux imprimés sur chaque feuille\u{a0}; conseillé pour une première partie"
            }
            PlaceMode::Cards => "4 cartes Lieu au hasard de chaque catégorie",
        }
    }

    fn place_mode_short(&self, mode: PlaceMode) -> &'static str {
        match mode {
            PlaceMode::Printed => "Lieux imprimés",
            PlaceMode::Cards => "cartes Lieu",
        }
    }

    fn solo_level(&self) -> &'static str {
        "Niveau de la partie solo contre Jeanne"
    }

    fn level_what(&self, level: SoloLevel) -> &'static str {
        match level {
            SoloLevel::Standard => "Jeanne ne réalise aucune action Moine.",
            SoloLevel::Connoisseur => "Jeanne réalise aussi des actions Moine.",
            SoloLevel::Special => "Connaisseur, avec les cartes échange 1B–4B.",
        }
    }

    fn solo_cards_hint(&self) -> &'static str {
        "La partie solo se joue avec les cartes Lieu."
    }

    fn more_options(&self) -> &'static str {
        "Plus\u{a0}: lieux, numéro de partie, le jeu physique"
    }

    fn seed_label(&self) -> &'static str {
        "Numéro de partie (facultatif)"
    }

    fn seed_random(&self) -> &'static str {
        "au hasard"
    }

    fn seed_hint(&self) -> &'static str {
        "Le même numéro distribue la même partie."
    }

    fn start_game(&self) -> &'static str {
        "Commencer la partie"
    }

    fn print_blank(&self, solo: bool) -> &'static str {
        if solo {
            "Imprimer une feuille solo vierge"
        } else {
            "Imprimer une feuille vierge"
        }
    }

    fn print_blank_hint(&self, players: usize) -> String {
        match players {
            1 => "Pour jouer avec papier et crayon\u{a0}: votre feuille et la zone de Jeanne, deux pages A4.".into(),
            n => format!(
                "Pour jouer avec papier et crayon\u{a0}: une feuille pour {n} joueurs (Lieux imprimés), une page A4."
            ),
        }
    }

    fn delete(&self) -> &'static str {
        "Supprimer"
    }

    fn really_delete(&self) -> &'static str {
        "Vraiment supprimer\u{202f}?"
    }

    fn computer_seat(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (ordinateur)")
    }

    fn finished(&self, verdict: &str) -> String {
        format!("Terminée\u{a0}: {verdict}")
    }

    fn progress(&self, round: u16, decisions: usize) -> String {
        format!(
            "Manche {round}, {decisions} {}",
            plural(decisions as u64, "décision prise", "décisions prises")
        )
    }

    fn open_saved(&self, finished: bool) -> &'static str {
        if finished {
            "Voir le résultat"
        } else {
            "Reprendre"
        }
    }

    fn saved_details(&self, kind: &str, seed: Option<u64>, date: &str) -> String {
        match seed {
            Some(seed) => format!("{kind} · partie n°\u{a0}{seed} · commencée le {date}"),
            None => format!("{kind} · avec le jeu en boîte · commencée le {date}"),
        }
    }

    fn a_try(&self, kind: &str) -> String {
        format!("Un essai · {kind}")
    }

    fn export(&self) -> &'static str {
        "Exporter"
    }

    fn download(&self) -> &'static str {
        "Télécharger"
    }

    fn set_aside_on(&self, date: &str) -> String {
        format!("mis de côté le {date}")
    }

    fn saved_games(&self) -> &'static str {
        "Parties sauvegardées"
    }

    fn no_saved_game(&self) -> &'static str {
        "Aucune partie sauvegardée pour l’instant\u{a0}: chaque partie est sauvegardée au fil du jeu."
    }

    fn import_file(&self) -> &'static str {
        "Importer un fichier de partie…"
    }

    fn set_aside(&self) -> &'static str {
        "Mis de côté"
    }

    fn set_aside_hint(&self) -> &'static str {
        "Des données sauvegardées qui n’ont pas pu être lues. Elles sont gardées ici intactes\u{a0}: \
         téléchargez-les ou supprimez-les."
    }

    fn finished_games(&self) -> &'static str {
        "Parties terminées"
    }

    fn show_more_games(&self, n: usize) -> String {
        format!("Afficher {n} de plus")
    }

    fn history_kept(&self, cap: usize) -> String {
        format!(
            "Les {cap}\u{a0}parties les plus récentes sont gardées ici, et les défis du jour de votre série et de votre record."
        )
    }

    fn history_heads(&self) -> [&'static str; 4] {
        ["Fin", "Partie", "Scores", "Gagnant"]
    }

    fn solo_short(&self, level: &str) -> String {
        format!("Solo, {level}")
    }

    fn solo_game_against(&self, level: &str) -> String {
        format!("Solo contre Jeanne ({level})")
    }

    fn turn_of(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}, à vous de jouer")
    }

    fn status(&self, round: u16, bag: usize, bags: usize, start: &str) -> String {
        let start = isolate(start);
        format!("Manche {round} · Sac {bag} sur {bags} · Premier joueur\u{a0}: {start}")
    }

    fn undo(&self) -> &'static str {
        "↶ Annuler"
    }

    fn undo_title(&self) -> &'static str {
        "Annuler votre dernière décision de ce tour"
    }

    fn export_title(&self) -> &'static str {
        "Télécharger cette partie dans un fichier JSON"
    }

    fn print(&self) -> &'static str {
        "Imprimer"
    }

    fn print_title(&self) -> &'static str {
        "Imprimer chaque feuille telle qu’elle est, une page A4 par feuille"
    }

    fn leave(&self) -> &'static str {
        "Quitter"
    }

    fn leave_title(&self) -> &'static str {
        "Revenir à l’écran d’accueil (la partie reste sauvegardée)"
    }

    fn computer_is_playing(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (ordinateur) joue")
    }

    fn jeanne_is_playing(&self) -> &'static str {
        "Jeanne joue"
    }

    fn game_is_over(&self) -> &'static str {
        "La partie est terminée"
    }

    fn computer_tab(&self) -> &'static str {
        "ordinateur"
    }

    fn score_now(&self) -> &'static str {
        "Score si la partie s’arrêtait maintenant"
    }

    fn sheets(&self) -> &'static str {
        "Feuilles"
    }

    fn jeanne_not_yet(&self) -> &'static str {
        "Jeanne n’a pas encore joué."
    }

    fn jeanne_last_turn(&self) -> &'static str {
        "Le dernier tour de Jeanne"
    }

    fn show_jeanne_zone(&self) -> &'static str {
        "Voir la zone de Jeanne"
    }

    fn decision(&self) -> &'static str {
        "Décision"
    }

    fn pick_token(&self) -> &'static str {
        "Choisissez un jeton Partisan"
    }

    fn which_bonus_first(&self) -> &'static str {
        "Plusieurs bonus attendent\u{a0}: lequel d’abord\u{202f}?"
    }

    fn pick_hint(&self) -> &'static str {
        "Prenez un jeton pour agir avec, ou recrutez un Moine\u{a0}: le jeton est défaussé et vous agissez \
         comme n’importe quel jeton. "
    }

    fn monks_left(&self, n: u8) -> String {
        match n {
            0 => "Plus aucun Moine à recruter.".into(),
            n => format!("Encore {n} {} à recruter.", plural(n.into(), "Moine", "Moines")),
        }
    }

    fn recruit_short(&self) -> &'static str {
        "Moine"
    }

    fn how_to_pick(&self) -> &'static str {
        "Comment choisir"
    }

    fn recruit_monk(&self) -> &'static str {
        "Recruter un Moine"
    }

    fn whole_sheet(&self) -> &'static str {
        "Feuille entière"
    }

    fn menu(&self) -> &'static str {
        "Menu"
    }

    fn or_on_sheet(&self, n: usize) -> String {
        format!(
            "Ou choisissez sur votre feuille\u{a0}: {n} {}.",
            plural(n as u64, "emplacement en surbrillance", "emplacements en surbrillance")
        )
    }

    fn is_playing_now(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} joue…")
    }

    fn computer_hint(&self) -> &'static str {
        "L’ordinateur joue à cette place\u{a0}: ses coups s’affichent ci-dessus au fur et à mesure, et dans le journal de la partie."
    }

    fn just_played(&self) -> &'static str {
        "Derniers coups"
    }

    fn jeanne_is_playing_now(&self) -> &'static str {
        "Jeanne joue…"
    }

    fn jeanne_hint(&self) -> &'static str {
        "Elle révèle sa prochaine carte et prend un jeton."
    }

    fn end_turn(&self) -> &'static str {
        "Terminer mon tour"
    }

    fn turn_played(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}, votre tour est joué")
    }

    fn end_turn_hint(&self) -> &'static str {
        "Vous pouvez encore annuler. Terminez votre tour pour passer la main."
    }

    fn pass_to(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Passez à {name}")
    }

    fn open_turn(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Je suis {name}\u{a0}: ouvrir mon tour")
    }

    fn since_your_turn(&self) -> &'static str {
        "Depuis votre dernier tour"
    }

    fn new_marks_hint(&self) -> &'static str {
        "Leurs nouvelles marques sont en tirets sur les feuilles jusqu’à votre décision."
    }

    fn nothing_new(&self) -> &'static str {
        "rien de nouveau"
    }

    fn took(&self, the_follower: &str) -> String {
        format!("a pris {the_follower}")
    }

    fn recruited_monk(&self) -> &'static str {
        "a recruté un Moine"
    }

    fn coins_spent(&self, n: u8) -> String {
        format!("{n} {}", plural(n.into(), "pièce dépensée", "pièces dépensées"))
    }

    fn post_in(&self, at: &str) -> String {
        format!("comptoir {at}")
    }

    fn acquired(&self, the_place: &str) -> String {
        format!("a acquis {the_place}")
    }

    fn deed_marked(&self, n: u8) -> String {
        format!("acte {n}")
    }

    fn jeanne_crossed(&self, what: &str) -> String {
        format!("a barré {what}")
    }

    fn removed_place(&self, the_place: &str) -> String {
        format!("a retiré {the_place}")
    }

    // Two letters where one would be taken twice: Chevalier and Commerçant.

    fn tokens(&self) -> &'static str {
        "Jetons Partisan"
    }

    fn laid_out(&self) -> &'static str {
        "Disposés"
    }

    fn waiting_area(&self) -> &'static str {
        "Zone d’attente"
    }

    fn in_the_bag(&self) -> &'static str {
        "Dans le sac"
    }

    fn game_log(&self) -> &'static str {
        "Journal de la partie"
    }

    fn game_over(&self) -> &'static str {
        "Partie terminée"
    }

    fn player_wins_ties(&self) -> &'static str {
        "Contre Jeanne, le joueur gagne en cas d’égalité."
    }

    fn export_game(&self) -> &'static str {
        "Exporter la partie"
    }

    fn print_sheets(&self) -> &'static str {
        "Imprimer les feuilles"
    }

    fn print_sheets_title(&self) -> &'static str {
        "Une page A4 par feuille, avec le détail du score"
    }

    fn back_to_start(&self) -> &'static str {
        "Retour à l’accueil"
    }

    fn score_breakdown(&self) -> &'static str {
        "Détail du score"
    }

    fn score_breakdown_so_far(&self) -> &'static str {
        "Détail du score à ce stade"
    }

    fn points(&self) -> &'static str {
        "Points de victoire"
    }

    fn the_sheets(&self) -> &'static str {
        "Les feuilles"
    }

    fn breakdown_lines(&self) -> [&'static str; 10] {
        [
            "Comptoirs",
            "Citoyens",
            "Niveau de développement",
            "(Comptoirs + citoyens) × niveau",
            "Entrepôt",
            "Banque",
            "Moines",
            "Dépôt",
            "Rangées de Jeanne",
            "Total",
        ]
    }

    fn segments(&self) -> [&'static str; 6] {
        ["Comptoirs et citoyens", "Entrepôt", "Banque", "Moines", "Dépôt", "Rangées de Jeanne"]
    }

    fn score_part(&self, part: &Part, points: u16) -> String {
        let what = match part {
            Part::Posts { cities, level } => {
                let n = cities.len();
                let list: Vec<String> = cities.iter().map(|&c| self.city(c)).collect();
                let named = if n == 0 { String::new() } else { format!(" ({})", list.join(", ")) };
                format!("{n} {}{named} × niveau {level}", plural(n as u64, "comptoir", "comptoirs"))
            }
            Part::Citizens { count, level } => {
                format!("{count} {} × niveau {level}", plural((*count).into(), "citoyen", "citoyens"))
            }
            Part::WarehouseRow(g) => format!("La rangée de {}, pleine", self.good(*g)),
            Part::WarehouseColumn => "La colonne 4, marquée dans chaque rangée".into(),
            Part::BankRow => "La rangée 2, toute entourée".into(),
            Part::BankColumn => "La colonne 5, toute barrée".into(),
            Part::Nothing { line: 4 } => "Aucune rangée pleine, ni la colonne 4 dans chaque rangée".into(),
            Part::Nothing { .. } => "Ni la rangée 2 toute entourée, ni la colonne 5 toute barrée".into(),
            Part::Monks { recruited: 0 } => "Aucun Moine recruté".into(),
            Part::Monks { recruited } => {
                format!("{recruited} {}", plural((*recruited).into(), "Moine recruté", "Moines recrutés"))
            }
            Part::Shields([]) => "Aucun bouclier entouré".into(),
            Part::Shields(values) => {
                let sum: Vec<String> = values.iter().map(u16::to_string).collect();
                let n = values.len();
                format!(
                    "{n} {}, {}",
                    plural(n as u64, "bouclier entouré", "boucliers entourés"),
                    sum.join(" + ")
                )
            }
        };
        format!("{what}\u{a0}: {points} {}", plural(points.into(), "point", "points"))
    }

    fn segment_points(&self, segment: &str, points: u16) -> String {
        format!("{segment}\u{a0}: {points}")
    }

    fn points_per_player(&self) -> &'static str {
        "Points de victoire par joueur"
    }

    fn jeanne_wins(&self, hers: u16, mine: u16) -> String {
        format!("Jeanne gagne, {hers} à {mine}")
    }

    fn beats_jeanne(&self, name: &str, mine: u16, hers: u16) -> String {
        let name = isolate(name);
        format!("{name} bat Jeanne, {mine} à {hers}")
    }

    fn wins_with(&self, name: &str, points: u16) -> String {
        let name = isolate(name);
        format!("{name} gagne avec {points} {}", plural(points.into(), "point", "points"))
    }

    fn share_the_win(&self, names: &[String], points: u16) -> String {
        let names: Vec<String> = names.iter().map(|n| isolate(n)).collect();
        let (last, init) = names.split_last().expect("a shared win has winners");
        format!("{} et {last} se partagent la victoire avec {points} points", init.join(", "))
    }

    fn winner_on_paper(&self) -> &'static str {
        "Comparez les feuilles pour trouver le vainqueur\u{a0}: les autres joueurs comptent leurs points sur la leur"
    }

    fn blank_sheet(&self) -> &'static str {
        "Feuille vierge"
    }

    fn seed(&self, seed: u64) -> String {
        format!("partie n°\u{a0}{seed}")
    }

    fn printed_on(&self, date: &str) -> String {
        format!("imprimé le {date}")
    }

    fn app_error(&self, e: &AppError) -> String {
        match e {
            AppError::Seed(typed) => format!("Le numéro de partie doit être un nombre entier, pas «\u{a0}{typed}\u{a0}»."),
            // The new-game form's refusals say what to tick.
            AppError::Setup(SetupError::NoSeatHere) => self.no_sheet_here().into(),
            AppError::Setup(SetupError::CardsOfCategory { category, chosen }) => {
                self.cards_of_category(*category, usize::from(*chosen))
            }
            AppError::Setup(e) => {
                format!("Cette partie ne peut pas être mise en place\u{a0}: {}.", self.setup_error(*e))
            }
            AppError::BlankSheet(e) => {
                format!("Cette feuille ne peut pas être préparée\u{a0}: {}.", self.setup_error(*e))
            }
            AppError::Save(crate::model::errors::Refusal::Unavailable) => {
                "Les parties ne peuvent pas être sauvegardées dans ce navigateur pour l’instant (les \
                 données des sites sont peut-être bloquées). Vous pouvez jouer quand même\u{a0}: une partie \
                 reste sur cette page jusqu’à sa fermeture. Exportez-la pour la garder."
                    .into()
            }
            AppError::Save(crate::model::errors::Refusal::Full) => format!(
                "Le stockage de ce navigateur est plein\u{a0}: les dernières décisions ne sont pas encore \
                 sauvegardées. Elles restent sur cette page, et seront sauvegardées à la décision \
                 suivante, ou avec «\u{a0}{}\u{a0}» dès qu’il y aura de la place (supprimez les parties \
                 sauvegardées dont vous n’avez plus besoin). Exportez la partie pour en garder une copie \
                 dès maintenant.",
                self.retry_save()
            ),
            AppError::Save(why) => format!(
                "La partie n’a pas pu être sauvegardée dans ce navigateur ({}). Elle reste sur cette \
                 page\u{a0}: exportez-la pour la garder.",
                self.refusal(why)
            ),
            AppError::History(why) => format!(
                "La partie terminée n’a pas encore pu être ajoutée à l’historique ({}).",
                self.refusal(why)
            ),
            AppError::NamesShortened => format!(
                "Les noms de plus de {} caractères ont été raccourcis.",
                crate::model::record::MAX_NAME_CHARS
            ),
            AppError::Export(why) => format!("L’export a échoué\u{a0}: {why}"),
            AppError::Link(LoadError::TooLarge { bytes, .. }) => format!(
                "Ce lien ne peut pas être ouvert\u{a0}: il est trop long ({}\u{a0}ko\u{a0}; le lien d’une partie est bien plus court). Rien n’a été modifié.",
                bytes.div_ceil(1000)
            ),
            AppError::Link(why) => {
                format!("Ce lien ne peut pas être ouvert\u{a0}: {}. Rien n’a été modifié.", self.load_error(why))
            }
            AppError::Import { file, why } => {
                format!("«\u{a0}{file}\u{a0}» n’a pas pu être importé\u{a0}: {}.", self.import_error(why))
            }
            AppError::SetAside { key, why } => format!(
                "Les données sauvegardées «\u{a0}{key}\u{a0}» sont illisibles ({}). Elles ont été mises de \
                 côté\u{a0}: voir «\u{a0}Mis de côté\u{a0}» ci-dessous.",
                self.unreadable(why)
            ),
            AppError::NotSetAside { key, why, refused } => format!(
                "Les données sauvegardées «\u{a0}{key}\u{a0}» sont illisibles ({}) et n’ont pas pu être mises \
                 de côté ({})\u{a0}; elles sont restées telles quelles, dans la liste «\u{a0}Mises de côté\u{a0}» de \
                 l’écran d’accueil, à télécharger ou à supprimer.",
                self.unreadable(why),
                self.refusal(refused)
            ),
        }
    }

    fn import_error(&self, e: &ImportError) -> String {
        match e {
            ImportError::NotText => "le fichier n’est pas du texte".into(),
            ImportError::Load(e) => self.load_error(e),
            ImportError::Save(why) => {
                format!("ce navigateur n’a pas pu l’enregistrer ({})", self.refusal(why))
            }
        }
    }

    fn unreadable(&self, e: &Unreadable) -> String {
        match e {
            Unreadable::Game(e) => self.load_error(e),
            Unreadable::Json(detail) => format!("illisible\u{a0}: {detail}"),
        }
    }

    fn refusal(&self, r: &crate::model::errors::Refusal) -> String {
        use crate::model::errors::Refusal;
        match r {
            Refusal::Unavailable => {
                "ce navigateur ne permet pas de conserver des données pour l’instant".into()
            }
            Refusal::Full => "le stockage de ce navigateur est plein".into(),
            Refusal::Other(why) => why.clone(),
        }
    }

    fn continued_elsewhere(&self) -> &'static str {
        "Cette partie s’est poursuivie dans un autre onglet ou une autre fenêtre. Cet onglet ne la \
         sauvegarde plus, pour ne rien écraser de ce qui y a été joué."
    }

    fn deleted_elsewhere(&self) -> &'static str {
        "Cette partie a été supprimée dans un autre onglet ou une autre fenêtre. Cet onglet ne la \
         sauvegarde plus\u{a0}: exportez-la pour garder cette copie."
    }

    fn follow_elsewhere(&self) -> &'static str {
        "Reprendre où elle en est"
    }

    fn export_this_copy(&self) -> &'static str {
        "Exporter cette copie"
    }

    fn retry_save(&self) -> &'static str {
        "Réessayer de sauvegarder"
    }

    fn recovery_title(&self) -> &'static str {
        "Un problème est survenu"
    }

    fn recovery_what(&self, has_game: bool) -> &'static str {
        if has_game {
            "L’application s’est arrêtée sur une erreur. Votre partie est sauvegardée telle qu’elle était \
             avant la dernière action\u{a0}: exportez-la pour en garder une copie, puis rechargez la page \
             pour continuer."
        } else {
            "L’application s’est arrêtée sur une erreur. Rechargez la page pour recommencer."
        }
    }

    fn recovery_export(&self) -> &'static str {
        "Exporter cette partie"
    }

    fn recovery_reload(&self) -> &'static str {
        "Recharger la page"
    }

    fn recovery_details(&self) -> &'static str {
        "Détails pour signaler le problème"
    }

    fn loading_screen(&self) -> &'static str {
        "Chargement…"
    }

    fn screen_not_loaded(&self) -> &'static str {
        "Cet écran n’a pas pu être chargé\u{a0}: l’application n’a pas été entièrement téléchargée. Vérifiez votre connexion, puis rechargez la page. Vos parties sauvegardées sont conservées."
    }

    fn rematch(&self) -> &'static str {
        "Revanche"
    }

    fn really_rematch(&self) -> &'static str {
        "Nouvelle partie, mêmes joueurs\u{202f}?"
    }

    fn who_starts(&self) -> &'static str {
        "Premier joueur"
    }

    fn who_starts_help(&self) -> &'static str {
        "Le dernier joueur à avoir été à Orléans commence."
    }

    fn start_random(&self) -> &'static str {
        "Tiré au sort"
    }

    fn app_short_name(&self) -> &'static str {
        "Orléans D&W"
    }

    fn app_description(&self) -> &'static str {
        "Le jeu papier-crayon Jeanne d’Arc\u{a0}: Orléans Draw & Write, de 1 à 5 joueurs sur un seul \
         appareil, ou en solo contre Jeanne. Fonctionne hors ligne."
    }
}

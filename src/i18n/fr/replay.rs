//! Les mots de la revue d’une partie, en français.

use super::Fr;
use crate::i18n::ReplayWords;

impl ReplayWords for Fr {
    fn replay(&self) -> &'static str {
        "Revoir"
    }

    fn replay_title(&self) -> &'static str {
        "Revoir cette partie depuis son début (elle vous attend ici)"
    }

    fn back_to_game(&self) -> &'static str {
        "Revenir à la partie"
    }

    fn first(&self) -> &'static str {
        "Début"
    }

    fn back(&self) -> &'static str {
        "Précédente"
    }

    fn forward(&self) -> &'static str {
        "Suivante"
    }

    fn last(&self) -> &'static str {
        "Fin"
    }

    fn play(&self) -> &'static str {
        "Lecture"
    }

    fn pause(&self) -> &'static str {
        "Pause"
    }

    fn speed(&self) -> &'static str {
        "Vitesse"
    }

    fn action_shown(&self) -> &'static str {
        "Action affichée"
    }

    fn step_of(&self, step: usize, total: usize) -> String {
        if step == 0 {
            format!("Début de la partie ({total}\u{a0}actions)")
        } else {
            format!("Action {step} sur {total}")
        }
    }

    fn replay_keys(&self) -> &'static str {
        "Flèches\u{a0}: une action avant ou après\u{a0}; Début et Fin\u{a0}: la première et la dernière."
    }

    fn share(&self) -> &'static str {
        "Partager"
    }

    fn link_copied(&self) -> &'static str {
        "Lien copié\u{a0}: qui l’ouvre voit cette partie"
    }

    fn link_not_copied(&self) -> &'static str {
        "Votre navigateur n’a pas laissé l’application copier le lien\u{a0}: sélectionnez-le ici et copiez-le"
    }

    fn add_to_saved(&self) -> &'static str {
        "Ajouter à mes parties"
    }

    fn in_saved(&self) -> &'static str {
        "Cette partie est dans vos parties enregistrées."
    }
}

//! The turn flow's tests: who acts, undo and redo, the hand-over, what changed since a seat's
//! last turn, replaying a save.

use super::*;
use crate::engine::{Claim, PlaceMode, Setup, SoloLevel};
use crate::model::record::{Record, Turn};
use crate::model::testing::played;

/// The first legal action that is not declining (or declining, if that is all).
fn some_action(game: &Game) -> Action {
    let legal = game.legal_actions();
    legal.iter().copied().find(|&a| a != Action::Decline).unwrap_or(legal[0])
}

#[test]
fn a_human_undoes_their_own_turn_back_to_its_pick_until_they_end_it_and_no_further() {
    let seats = [Seat::Human, Seat::Human];
    let mut hands = Hands::at_start(&Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap(), &seats);
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap();
    assert_eq!(hands, Hands { ending: None, holder: Some(0) });
    assert!(!can_undo(&game, &seats, hands), "nothing to undo at the start");
    let start = game.state_hash();
    game.apply(game.legal_actions()[0]).unwrap();
    assert!(can_undo(&game, &seats, hands), "the pick can be undone");
    let back = undone(&game);
    assert_eq!(back.state_hash(), start);
    assert!(back.log().is_empty());
    // Play the first player's turn out: the table waits for them to end it.
    while !turn_done(&game, 0) {
        assert_eq!(Mover::at(&game, &seats, hands), Mover::Human(0));
        assert!(can_undo(&game, &seats, hands));
        game.apply(some_action(&game)).unwrap();
    }
    assert_eq!(game.decider(), Some(Decider::Player(1)));
    hands.ending = Some(0);
    assert_eq!(Mover::at(&game, &seats, hands), Mover::Ending(0));
    assert!(can_undo(&game, &seats, hands), "the last decision of the turn can be undone");
    assert_eq!(Mover::at(&undone(&game), &seats, Hands { ending: None, ..hands }), Mover::Human(0));
    // Ended: the device goes to the second player, who opens their turn; they may not undo
    // the first player's.
    hands.ending = None;
    assert_eq!(Mover::at(&game, &seats, hands), Mover::HandOver(1));
    assert!(!can_undo(&game, &seats, hands));
    hands.holder = Some(1);
    assert_eq!(Mover::at(&game, &seats, hands), Mover::Human(1));
    assert!(!can_undo(&game, &seats, hands));
}

#[test]
fn no_hand_over_with_one_person_at_the_table() {
    let seats = [Seat::Human, Seat::Computer(Level::Normal)];
    let mut game = Game::new(Setup::new(2, PlaceMode::Cards, 3)).unwrap();
    let hands = Hands::at_start(&game, &seats);
    while !turn_done(&game, 0) {
        game.apply(some_action(&game)).unwrap();
    }
    assert_eq!(Mover::at(&game, &seats, Hands { ending: Some(0), ..hands }), Mover::Ending(0));
    assert_eq!(Mover::at(&game, &seats, hands), Mover::of(&game, &seats));
    while Mover::of(&game, &seats) != Mover::Computer(1) {
        game.apply(some_action(&game)).unwrap();
    }
    while Mover::of(&game, &seats) != Mover::Human(0) {
        game.apply(computer_action(&game)).unwrap();
    }
    assert_eq!(Mover::at(&game, &seats, hands), Mover::Human(0));
    // A game whose first seat is the computer's: the first person's turn starts with the
    // hand-over when two people play.
    let seats = [Seat::Computer(Level::Normal), Seat::Human, Seat::Human];
    let mut game = Game::new(Setup::new(3, PlaceMode::Printed, 3)).unwrap();
    let hands = Hands::at_start(&game, &seats);
    assert_eq!(hands.holder, None);
    while Mover::of(&game, &seats) == Mover::Computer(0) {
        game.apply(computer_action(&game)).unwrap();
    }
    assert_eq!(Mover::at(&game, &seats, hands), Mover::HandOver(1));
    assert_eq!(Mover::HandOver(1).seat(), Some(1));
}

#[test]
fn nobody_undoes_a_computer_or_jeanne() {
    let mut game = Game::new(Setup::solo(SoloLevel::Standard, 2)).unwrap();
    game.apply(Action::Take(match game.legal_actions()[0] {
        Action::Take(f) => f,
        a => panic!("{a:?}"),
    }))
    .unwrap();
    let hands = Hands::default();
    assert!(!can_undo(&game, &[Seat::Computer(Level::Easy)], hands));
    assert!(can_undo(&game, &[Seat::Human], hands));
    while Mover::of(&game, &[Seat::Human]) != Mover::Jeanne {
        game.apply(computer_action(&game)).unwrap();
    }
    assert!(Mover::Jeanne.is_automatic() && !can_undo(&game, &[Seat::Human], hands));
    assert!(turn_done(&game, 0));
}

#[test]
fn each_seat_sees_what_the_others_did_since_its_last_turn() {
    let mut played = Replayed::new(Game::new(Setup::new(3, PlaceMode::Printed, 8)).unwrap());
    let first = played.game.decider();
    assert_eq!(since_last_turn(&played.events, 1, 3), 0, "before a seat's first turn: the start");
    // Play until each seat has had two turns.
    // Play until each seat has had two turns, and another seat than the last one is to pick.
    let mut picks = [0; 3];
    let mut last = 0;
    while picks.iter().any(|&n| n < 2)
        || !is_pick(&played.game.legal_actions())
        || played.game.decider() == Some(Decider::Player(last))
    {
        let events = played.game.apply(computer_action(&played.game)).unwrap();
        for e in &events {
            if let Event::Took(p, _) | Event::Recruited(p, _) = e {
                picks[usize::from(*p)] += 1;
                last = *p;
            }
        }
        played.events.push(events);
    }
    let Some(Decider::Player(p)) = played.game.decider() else { panic!("{first:?}") };
    let since = since_last_turn(&played.events, p, 3);
    assert!(since > 0 && since < played.events.len());
    let turn = |i: usize| played.events[i].iter().find_map(|e| turn_begun_by(e, 3));
    // The range begins with another seat's pick and holds none of this seat's.
    assert!(turn(since).is_some_and(|q| q != p));
    assert!((since..played.events.len()).all(|i| turn(i) != Some(p)));
    let changes = changes(&played.events, since, 3);
    assert!(!changes.is_empty() && changes.iter().all(|(q, list)| *q != p && !list.is_empty()));
    // Every pick in the range is told, by its seat.
    for i in since..played.events.len() {
        for e in &played.events[i] {
            if let Event::Took(q, f) = *e {
                let list = &changes.iter().find(|(s, _)| *s == q).unwrap().1;
                assert!(list.contains(&Change::Took(f)), "{list:?}");
            }
        }
    }
    // Counted changes are told once with their count.
    for (_, list) in &changes {
        let coins = list.iter().filter(|c| matches!(c, Change::Coins(_))).count();
        assert!(coins <= 1, "{list:?}");
    }
}

#[test]
fn jeanne_s_changes_are_hers() {
    let mut played = Replayed::new(Game::new(Setup::solo(SoloLevel::Special, 21)).unwrap());
    while played.game.log().len() < 60 {
        let events = played.game.apply(computer_action(&played.game)).unwrap();
        played.events.push(events);
    }
    let changes = changes(&played.events, 0, 1);
    let hers = &changes.iter().find(|(s, _)| *s == 1).expect("Jeanne played").1;
    assert!(hers.iter().any(|c| matches!(c, Change::Took(_))));
    assert!(hers.iter().all(|c| matches!(
        c,
        Change::Took(_) | Change::Crossed(_) | Change::CrossedBonus(_) | Change::Removed(_)
    )));
}

#[test]
fn a_replayed_save_is_the_same_game_with_its_log() {
    for setup in [Setup::new(4, PlaceMode::Cards, 5), Setup::solo(SoloLevel::Special, 9)] {
        let live = played(setup, 120);
        let replayed = Replayed::of(&Save::of(&live.game)).unwrap();
        assert_eq!(replayed.game.state_hash(), live.game.state_hash());
        assert_eq!(replayed.events, live.events);
    }
}

#[test]
fn an_illegal_saved_action_is_reported_with_its_place() {
    let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
    let mut save = Save::of(&game);
    save.actions.push(Action::Decline);
    let err = Replayed::of(&save).err().unwrap();
    assert_eq!(err, LoadError::IllegalAction { index: 0, action: Action::Decline });
}

/// A game beside the physical one, entered by hand: at each chance node the person
/// presses, among the outcomes offered ([`Mover::Told`]), the one the table gave (here: the
/// one a normal game of `seed` drew); every decision is the computer's.
fn entered_by_hand(setup: Setup, draws_of: u64) -> (Game, Game) {
    let normal_setup = Setup { seed: draws_of, ..setup.clone() };
    let mut drawn = Game::with_chance_nodes(normal_setup.clone()).unwrap();
    let mut told = Game::with_chance_nodes(setup).unwrap();
    let seats = vec![Seat::Human; told.players()];
    while !drawn.is_over() {
        let action = computer_action(&drawn);
        if action.is_chance() {
            assert_eq!(Mover::of(&told, &seats), Mover::Told);
            let offered: Vec<Action> = told.chance_outcomes().into_iter().map(|(a, _)| a).collect();
            assert!(offered.contains(&action), "{action:?} offered among {offered:?}");
            // A mistyped outcome first, taken back: nothing is lost.
            if let Some(&wrong) = offered.iter().find(|&&a| a != action) {
                let before = told.state_hash();
                told.apply(wrong).unwrap();
                assert!(can_undo(&told, &seats, Hands::at_start(&told, &seats)));
                told = undone(&told);
                assert_eq!(told.state_hash(), before);
            }
        } else {
            assert_ne!(Mover::of(&told, &seats), Mover::Told);
        }
        drawn.apply(action).unwrap();
        told.apply(action).unwrap();
    }
    let mut normal = Game::new(normal_setup).unwrap();
    for &a in drawn.log().iter().filter(|a| !a.is_chance()) {
        normal.apply(a).unwrap();
    }
    assert!(normal.is_over());
    (told, normal)
}

#[test]
fn a_game_beside_the_physical_one_entered_by_hand_is_the_game_played_with_those_draws() {
    for setup in [Setup::solo(SoloLevel::Connoisseur, 41), Setup::new(3, PlaceMode::Printed, 42)] {
        let (told, normal) = entered_by_hand(setup.clone(), setup.seed);
        assert!(told.is_over());
        assert_eq!(told.state_hash(), normal.state_hash());
        assert_eq!(told.scores(), normal.scores());
        // Whatever the game's own seed: the sheets and scores come from what was told (the
        // place cards on the table come from the seed: printed places here).
        if setup.places == PlaceMode::Cards {
            continue;
        }
        let (told, normal) = entered_by_hand(Setup { seed: 7, ..setup.clone() }, setup.seed);
        assert_eq!(told.sheets(), normal.sheets());
        assert_eq!(told.scores(), normal.scores());
        assert_eq!(told.jeanne().map(|j| j.score()), normal.jeanne().map(|j| j.score()));
    }
}

/// What a seat's events claim of the shared items, as the person would tell them.
fn claims_of(events: &[Event], seat: PlayerId) -> Vec<Action> {
    events
        .iter()
        .filter_map(|&e| match e {
            Event::PostBuilt(p, c) if p == seat => Some(Claim::Post(c)),
            Event::PlaceAcquired(p, i) if p == seat => Some(Claim::Place(i)),
            // City 22's citizen comes with the trading post there.
            Event::YellowClaimed(p, y) if p == seat && y != Yellow::City22Citizen => Some(Claim::Yellow(y)),
            _ => None,
        })
        .map(Action::Claim)
        .collect()
}

/// Tells the claims of the turn of the seat played elsewhere, then that it is over, each
/// among the buttons offered.
fn tell(told: &mut Game, claims: &mut Vec<Action>) {
    for claim in claims.drain(..).chain([Action::Told]) {
        assert!(told.legal_actions().contains(&claim), "{claim:?} offered");
        told.apply(claim).unwrap();
    }
}

#[test]
fn a_seat_played_elsewhere_told_by_hand_leaves_the_sheets_here_as_in_the_normal_game() {
    for (players, here, seed) in [(2u8, 0b01u8, 3u64), (3, 0b010, 8), (4, 0b1001, 15)] {
        let setup = Setup::new(players, PlaceMode::Printed, seed);
        let seats = vec![Seat::Human; players as usize];
        let mut drawn = Game::with_chance_nodes(setup.clone()).unwrap();
        let remote = ((1u8 << players) - 1) & !here;
        let mut told = Game::with_chance_nodes(Setup { remote, ..setup }).unwrap();
        let mut claims: Vec<Action> = Vec::new();
        while !drawn.is_over() {
            let action = computer_action(&drawn);
            let seat = match drawn.decider() {
                Some(Decider::Player(p)) => Some(p),
                _ => None,
            };
            // The turn of the seat played elsewhere is over here: tell its claims.
            if let Mover::Elsewhere(p) = Mover::of(&told, &seats) {
                if !is_pick(&told.legal_actions()) && (seat != Some(p) || is_pick(&drawn.legal_actions())) {
                    tell(&mut told, &mut claims);
                }
            }
            let events = drawn.apply(action).unwrap();
            match seat {
                Some(p) if told.is_remote(p) => {
                    assert_eq!(Mover::of(&told, &seats), Mover::Elsewhere(p));
                    if matches!(action, Action::Take(_) | Action::Recruit(_)) {
                        told.apply(action).unwrap();
                    }
                    claims.extend(claims_of(&events, p));
                }
                _ => {
                    told.apply(action).unwrap();
                }
            }
        }
        // The game's last turn, if the seat's elsewhere.
        if let Mover::Elsewhere(_) = Mover::of(&told, &seats) {
            tell(&mut told, &mut claims);
        }
        assert!(told.is_over(), "{players} players: the game told ends with the normal one");
        for p in (0..players).filter(|p| here & 1 << p != 0) {
            assert_eq!(told.sheet(p), drawn.sheet(p), "{players} players, seat {p}");
            assert_eq!(told.scores()[p as usize], drawn.scores()[p as usize]);
        }
        // The seats played elsewhere keep their score on their own sheet.
        assert!((0..players).filter(|p| remote & 1 << p != 0).all(|p| told.scores()[p as usize].total == 0));
    }
}

#[test]
fn a_game_told_its_draws_saves_resumes_and_undoes_any_entry() {
    let setup = Setup::new(2, PlaceMode::Printed, 5);
    let mut game = Game::with_chance_nodes(setup).unwrap();
    let seats = [Seat::Human, Seat::Human];
    // Before anything is told: saved and resumed, it waits for the first draw still.
    let json = Save::of(&game).to_json();
    assert!(json.starts_with(r#"{"version":5,"#) && json.ends_with(r#","chance":true}"#), "{json}");
    let resumed = Replayed::of(&Save::from_json(&json).unwrap()).unwrap();
    assert_eq!(Mover::of(&resumed.game, &seats), Mover::Told);
    assert!(Mover::Told.is_entered() && Mover::Elsewhere(1).is_entered() && !Mover::Jeanne.is_entered());
    assert_eq!(resumed.events, vec![Vec::<Event>::new()]);
    assert!(!can_undo(&game, &seats, Hands::default()), "nothing to take back yet");
    while Mover::of(&game, &seats) == Mover::Told {
        game.apply(game.chance_outcomes()[0].0).unwrap();
    }
    assert_eq!(Mover::of(&game, &seats), Mover::Human(0));
    let hands = Hands::at_start(&game, &seats);
    // At a pick, the last draw is taken back (in a normal game a pick undoes nothing).
    assert!(can_undo(&game, &seats, hands));
    assert_eq!(Mover::of(&undone(&game), &seats), Mover::Told);
    let resumed = Replayed::of(&Save::of(&game)).unwrap();
    assert_eq!(resumed.game.state_hash(), game.state_hash());
    assert!(resumed.game.has_chance_nodes());
    // The device waits to be handed over: nobody takes anything back then.
    assert!(!can_undo(&game, &seats, Hands { holder: Some(1), ending: None }));
}

#[test]
fn jeanne_s_turn_goes_back_with_the_card_told_before_it() {
    let mut game = Game::with_chance_nodes(Setup::solo(SoloLevel::Standard, 3)).unwrap();
    while !matches!(game.log().last(), Some(Action::Jeanne(_))) {
        game.apply(computer_action(&game)).unwrap();
    }
    let entry = game.log().iter().rposition(|a| !matches!(a, Action::Jeanne(_))).unwrap();
    assert_eq!(undo_to(&game), Some(entry));
    assert_eq!(undone(&game).log(), &game.log()[..entry]);
}

#[test]
fn the_computer_delay_is_bounded() {
    assert_eq!(computer_delay_ms(""), COMPUTER_DELAY_MS);
    assert_eq!(computer_delay_ms("?fast"), 0);
    assert_eq!(computer_delay_ms("?delay=20"), 20);
    assert_eq!(computer_delay_ms("?delay=3000000000"), MAX_COMPUTER_DELAY_MS);
    assert_eq!(computer_delay_ms("?delay=99999999999999999999999"), COMPUTER_DELAY_MS);
    assert_eq!(computer_delay_ms("?delay=-5&x=1"), COMPUTER_DELAY_MS);
}

/// A 2-player hot-seat game whose first person has played their turn out, and that person.
fn turn_played_out() -> (Game, [Seat; 2], PlayerId) {
    let seats = [Seat::Human, Seat::Human];
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap();
    let Mover::Human(p) = Mover::of(&game, &seats) else { panic!("a person starts") };
    game.apply(some_action(&game)).unwrap();
    while !turn_done(&game, p) {
        game.apply(some_action(&game)).unwrap();
    }
    (game, seats, p)
}

#[test]
fn a_turn_played_out_and_not_ended_is_saved_and_comes_back_with_its_undo() {
    let (game, seats, p) = turn_played_out();
    let hands = Hands { ending: Some(p), holder: Some(p) };
    let turn = hands.saved(&game, &seats, &[]);
    assert!(turn.is_some(), "a turn waiting for End my turn is more than the game says");
    let record =
        Record { meta: crate::model::testing::meta(2), save: Save::of(&game), turn, reviews: Vec::new() };
    let read = Record::from_json(&record.to_json()).unwrap();
    assert_eq!(read, record);
    let resumed = Hands::resumed(&game, &seats, read.turn.as_ref());
    assert_eq!(resumed, hands);
    assert_eq!(Mover::at(&game, &seats, resumed), Mover::Ending(p));
    assert!(can_undo(&game, &seats, resumed), "undo is open again after a reload");
    // Without the turn, the game alone would have the next seat decide.
    assert_ne!(Mover::at(&game, &seats, Hands::resumed(&game, &seats, None)), Mover::Ending(p));
}

#[test]
fn a_turn_the_game_says_itself_is_not_saved_and_a_record_without_one_keeps_its_bytes() {
    let seats = [Seat::Human, Seat::Human];
    let game = Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap();
    assert_eq!(Hands::at_start(&game, &seats).saved(&game, &seats, &[]), None);
    let record = Record::of(&crate::model::testing::meta(2), &game);
    assert!(!record.to_json().contains("turn"), "{}", record.to_json());
}

#[test]
fn a_saved_turn_that_does_not_fit_the_game_is_left_out() {
    let (game, seats, p) = turn_played_out();
    let fresh = Game::new(Setup::new(2, PlaceMode::Printed, 11)).unwrap();
    let at_start = Hands::at_start(&fresh, &seats);
    // A turn waiting to be ended where nothing was played, or a computer's seat holding the device.
    let ending = Turn { ending: Some(p), holder: Some(p), redo: Vec::new() };
    assert_eq!(Hands::resumed(&fresh, &seats, Some(&ending)), at_start);
    let computers = [Seat::Computer(Level::Normal), Seat::Computer(Level::Normal)];
    assert_eq!(Hands::resumed(&game, &computers, Some(&ending)), Hands::at_start(&game, &computers));
    // Redo keeps decisions that can be played again, and drops a list that cannot.
    let last = *game.log().last().unwrap();
    let back = undone(&game);
    let redo = Turn { redo: vec![last], ..Turn::default() };
    assert_eq!(redo_of(&back, Some(&redo)), vec![last]);
    let wrong = Turn { redo: vec![Action::Build(99)], ..Turn::default() };
    assert!(redo_of(&back, Some(&wrong)).is_empty());
}

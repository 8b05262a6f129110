//! The start screen: a new game (players, names, human or computer seats, the solo level, the
//! places, the seed), the saved games (resume, export, delete), import, the values set aside
//! and the history of finished games.
//!
//! The screen builds its view again when the language changes; what the player filled in or
//! was told (the form, the import error) lives in signals made once, outside that view.

use leptos::prelude::*;
use web_sys::js_sys::Math;

use crate::app::browser::lang::{self, LanguageSwitch};
use crate::app::browser::later;
use crate::app::browser::storage::{self, Loaded};
use crate::app::browser::update::UpdateNotice;
use crate::app::rules::{self, RulesButton};
use crate::app::screens::challenge::{copied_link, copy_link};
use crate::app::screens::daily::DailyCard;
use crate::app::screens::form::{radio, random_seed, seat_name};
use crate::app::screens::print::{Job, Printer};
use crate::app::svg::Svg;
use crate::app::{markup, screens::guide};
use crate::engine::{Game, PlaceMode, Setup, SoloLevel};
use crate::i18n::Words;
use crate::i18n::{finished_scores, isolate, summary_progress, summary_who};
use crate::model::errors::{self, AppError};
use crate::model::history;
use crate::model::modes::companion;
use crate::model::modes::tutorial;
use crate::model::play::Replayed;
use crate::model::record::settings::{self, Settings};
use crate::model::record::summary::Summary;
use crate::model::record::{self, Finished, Meta, Quarantined, Record, Seat};
use crate::model::share;

/// The seed typed in the new-game form, or a random one if none is.
fn seed_of(text: &str) -> Result<u64, AppError> {
    match text.trim() {
        "" => Ok(random_seed()),
        s => s.parse().map_err(|_| AppError::Seed(errors::excerpt(s, errors::EXCERPT_CHARS))),
    }
}

/// The new-game form's values, and its error: made once by the start screen, so that they
/// outlive the form's view, built again when the language changes.
#[derive(Clone, Copy)]
struct Form {
    players: RwSignal<usize>,
    names: [RwSignal<String>; 5],
    seats: [RwSignal<Seat>; 5],
    level: RwSignal<SoloLevel>,
    places: RwSignal<PlaceMode>,
    /// Who starts: a seat, or [`settings::SEATS`] for drawn at random.
    start: RwSignal<usize>,
    seed: RwSignal<String>,
    error: RwSignal<Option<AppError>>,
    /// Whether the game is played beside the physical one (see [`companion`]).
    companion: RwSignal<bool>,
    /// Beside the physical game: the seats whose sheets are on this device, one bit per seat.
    here: RwSignal<u8>,
    /// Beside the physical game: the place cards on the table, one bit per place.
    cards: RwSignal<u32>,
}

impl Form {
    /// The form as it first shows: the settings of the last game started (see [`Settings`];
    /// two people, printed places, the first player starting the first time), a random seed.
    fn new() -> Form {
        let last = Settings::parse(&storage::read(settings::SETTINGS_KEY).unwrap_or_default());
        Form {
            players: RwSignal::new(last.players),
            names: std::array::from_fn(|i| RwSignal::new(last.names[i].clone())),
            seats: std::array::from_fn(|i| RwSignal::new(last.seats[i])),
            level: RwSignal::new(last.level),
            places: RwSignal::new(last.places),
            start: RwSignal::new(last.start.unwrap_or(settings::SEATS)),
            seed: RwSignal::new(String::new()),
            error: RwSignal::new(None),
            companion: RwSignal::new(last.companion),
            here: RwSignal::new(last.here),
            cards: RwSignal::new(last.cards),
        }
    }

    /// The settings to remember (not the seed).
    fn settings(self) -> Settings {
        Settings {
            players: self.players.get_untracked(),
            names: self.names.iter().map(|n| n.get_untracked()).collect(),
            seats: self.seats.iter().map(|s| s.get_untracked()).collect(),
            level: self.level.get_untracked(),
            places: self.places.get_untracked(),
            start: Some(self.start.get_untracked()).filter(|&p| p < settings::SEATS),
            companion: self.companion.get_untracked(),
            here: self.here.get_untracked(),
            cards: self.cards.get_untracked(),
        }
    }

    /// The seat that starts a game of `n` players: the one chosen (the first if it is not
    /// playing), or one drawn at random.
    fn start_seat(self, n: usize) -> u8 {
        match self.start.get_untracked() {
            p if p < n => p as u8,
            p if p < settings::SEATS => 0,
            _ => ((Math::random() * n as f64) as usize).min(n - 1) as u8,
        }
    }

    /// The setup of the game or the blank sheet asked for; blank sheets are printed-place ones.
    fn setup(self, places: PlaceMode) -> Result<Setup, AppError> {
        let seed = seed_of(&self.seed.get_untracked())?;
        Ok(match self.players.get_untracked() {
            1 => Setup::solo(self.level.get_untracked(), seed),
            n => Setup { start: self.start_seat(n), ..Setup::new(n as u8, places, seed) },
        })
    }

    /// Sets up the new game (the table stores it) and remembers the settings (if storage
    /// lets it: they are a convenience); an unnamed player is named by their seat, in `w`.
    fn start(self, w: &dyn Words) -> Result<Loaded, AppError> {
        let n = self.players.get_untracked();
        let game = match self.companion.get_untracked() {
            // The names are in turn order from the start player, whose seat is the first.
            true => companion::Choices {
                players: n,
                level: self.level.get_untracked(),
                places: self.places.get_untracked(),
                here: self.here.get_untracked(),
                cards: self.cards.get_untracked(),
            }
            .game(random_seed())?,
            false => Game::new(self.setup(self.places.get_untracked())?).map_err(AppError::Setup)?,
        };
        let _ = storage::write(settings::SETTINGS_KEY, &self.settings().to_json());
        let meta = Meta {
            id: storage::new_id(),
            names: (0..n).map(|i| seat_name(w, &self.names[i].get_untracked(), i)).collect(),
            seats: match self.companion.get_untracked() {
                true => vec![Seat::Human; n],
                false => (0..n).map(|i| self.seats[i].get_untracked()).collect(),
            },
            created: storage::now(),
            is_try: false,
        };
        Ok(Loaded::new(meta, Replayed::new(game)))
    }
}

/// The new-game form.
#[component]
fn NewGame(form: Form, on_open: Callback<Loaded>) -> impl IntoView {
    let w = lang::words();
    let Form { players, names, seats, level, places, start, seed, error, companion, here, cards } = form;

    // A blank sheet for pen and paper: for the chosen number of players (printed places), or
    // the solo sheet and Jeanne's zone.
    let printer = Printer::get();
    let print_blank = move || form.setup(PlaceMode::Printed).and_then(|setup| Job::blank(w, setup));

    let player_choice = (1..=5usize)
        .map(|n| {
            view! {
                <label class="seg">
                    {radio("players", players, n)}
                    <span>{if n == 1 { w.one_solo().to_string() } else { n.to_string() }}</span>
                </label>
            }
        })
        .collect_view();
    let start_choice = (0..=settings::SEATS)
        .map(|i| {
            view! {
                <label class="seg">
                    {radio("start", start, i)}
                    <span>{if i < settings::SEATS { (i + 1).to_string() } else { w.start_random().to_string() }}</span>
                </label>
            }
        })
        .collect_view();
    // The inputs show what their signals hold when they are made; only their own events change
    // them.
    let seat_rows = (0..5usize)
        .map(|i| {
            let name = names[i];
            let seat = seats[i];
            view! {
                <div class="seat-row" hidden=move || players.get() <= i>
                    <label class="seat-name">
                        <span class="label">{w.player(i + 1)}</span>
                        <input
                            type="text"
                            maxlength="20"
                            dir="auto"
                            value=name.get_untracked()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="seat-here" hidden=move || !companion.get()>
                        {check(here.get_untracked() & 1 << i != 0, Callback::new(move |on: bool| {
                            here.update(|h| if on { *h |= 1 << i } else { *h &= !(1 << i) })
                        }))}
                        <span>{w.sheet_here()}</span>
                    </label>
                    <label class="seat-kind" hidden=move || companion.get()>
                        <span class="label">{w.played_by()}</span>
                        <select on:change=move |ev| {
                            if let Some(chosen) = Seat::parse(&event_target_value(&ev)) {
                                seat.set(chosen)
                            }
                        }>
                            {Seat::CHOICES
                                .map(|choice| {
                                    let label = match choice {
                                        Seat::Human => w.a_person().to_string(),
                                        Seat::Computer(level) => w.computer_of_level(level),
                                    };
                                    view! {
                                        <option value=choice.name() selected=seat.get_untracked() == choice>
                                            {label}
                                        </option>
                                    }
                                })}
                        </select>
                    </label>
                </div>
            }
        })
        .collect_view();
    let level_choice = [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special].map(|l| {
        view! {
            <label class="option">
                {radio("level", level, l)}
                <span><strong>{w.level(l)}</strong> " — " {w.level_what(l)}</span>
            </label>
        }
    });
    let place_choice = [PlaceMode::Printed, PlaceMode::Cards].map(|mode| {
        view! {
            <label class="option">
                {radio("places", places, mode)}
                <span><strong>{w.place_mode(mode)}</strong> " — " {w.place_mode_what(mode)}</span>
            </label>
        }
    });
    // The place cards on the table, for a game beside the physical one (see `cards_markup`).
    let tick_card = move |ev: leptos::ev::Event| {
        if let Some(i) = rules::attr_of(&ev, "data-card").and_then(|i| i.parse::<u32>().ok()) {
            let on = event_target_checked(&ev);
            cards.update(|c| if on { *c |= 1 << i } else { *c &= !(1 << i) });
        }
    };
    let with_cards = move || players.get() == 1 || places.get() == PlaceMode::Cards;
    let more_open = companion.get_untracked() || places.get_untracked() == PlaceMode::Cards;
    view! {
        <section class="card new-game" aria-labelledby="new-game">
            <h2 id="new-game">{w.new_game()}</h2>
            <fieldset>
                <legend>{w.players_legend()}</legend>
                <div class="segmented">{player_choice}</div>
            </fieldset>
            <fieldset>
                <legend>{w.seats()}</legend>
                {seat_rows}
                <p class="hint" hidden=move || !companion.get()>{w.companion_seats_hint()}</p>
            </fieldset>
            // Both are drawn; the number of players shows one.
            // Built like the choice of players (the same code serves both); the style sheet hides
            // the seats beyond the players.
            <fieldset class="who-starts" hidden=move || players.get() == 1 || companion.get()>
                <legend>{w.who_starts()}</legend>
                <div class="segmented starts" data-players=move || players.get().to_string()>{start_choice}</div>
                <p class="hint">{w.who_starts_help()}</p>
            </fieldset>
            <fieldset hidden=move || players.get() != 1>
                <legend>{w.solo_level()}</legend>
                {level_choice}
                <p class="hint">{w.solo_cards_hint()}</p>
            </fieldset>
            <fieldset class="cards-on-table" hidden=move || !companion.get() || !with_cards()>
                <legend>{w.cards_on_table()}</legend>
                <p class="hint">{w.cards_on_table_hint()}</p>
                <div
                    class="cards-categories"
                    on:change=tick_card
                    inner_html=markup::cards_markup(w, cards.get_untracked())
                ></div>
            </fieldset>
            // The settings few games change, folded (open when one of them is set): the places,
            // the seed, the game beside the physical one.
            <details class="more-options" open=more_open>
                <summary>{w.more_options()}</summary>
                <fieldset hidden=move || players.get() == 1>
                    <legend>{w.places()}</legend>
                    {place_choice}
                </fieldset>
                <label class="seed" hidden=move || companion.get()>
                    <span class="label">{w.seed_label()}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        placeholder=w.seed_random()
                        value=seed.get_untracked()
                        on:input=move |ev| seed.set(event_target_value(&ev))
                    />
                    <span class="hint">{w.seed_hint()}</span>
                </label>
                <label class="option companion-switch">
                    {check(companion.get_untracked(), Callback::new(move |on| companion.set(on)))}
                    <span><strong>{w.companion()}</strong> " — " {w.companion_what()}</span>
                </label>
            </details>
            {move || error.with(|e| e.as_ref().map(|e| view! { <p class="problem" role="alert">{w.app_error(e)}</p> }))}
            <button class="primary start" on:click=move |_| match form.start(w) {
                Ok(loaded) => on_open.run(loaded),
                Err(e) => error.set(Some(e)),
            }>{w.start_game()}</button>
            <p class="print-blank">
                <button on:click=move |_| match print_blank() {
                    Ok(job) => {
                        error.set(None);
                        printer.print(job);
                    }
                    Err(e) => error.set(Some(e)),
                }>
                    {move || w.print_blank(players.get() == 1)}
                </button>
                <span class="hint">{move || w.print_blank_hint(players.get())}</span>
            </p>
        </section>
    }
}

/// A button that deletes what is stored under `key`, asking once more first, then refreshes
/// the lists.
#[component]
fn DeleteButton(key: String, refresh: Callback<()>) -> impl IntoView {
    let w = lang::words();
    let armed = RwSignal::new(false);
    let delete = move || {
        storage::delete(&key);
        refresh.run(());
    };
    view! {
        <button
            class:danger=move || armed.get()
            on:click=move |_| if armed.get() { delete() } else { armed.set(true) }
            on:blur=move |_| armed.set(false)
        >
            {move || if armed.get() { w.really_delete() } else { w.delete() }}
        </button>
    }
}

/// Reads and replays saved game `id` to open it; one that cannot be read is told (and set
/// aside), one gone meanwhile is dropped from the lists.
fn open_saved(id: &str, notices: RwSignal<Vec<AppError>>, refresh: Callback<()>) -> Option<Loaded> {
    match storage::open(lang::current().words(), id) {
        Some(Ok(loaded)) => Some(loaded),
        Some(Err(problem)) => {
            notices.update(|n| n.extend(untold(std::iter::once(problem))));
            refresh.run(());
            None
        }
        None => {
            refresh.run(());
            None
        }
    }
}

/// One saved game in the list, from its summary: the game is read and replayed only when it
/// is opened.
fn saved_item(
    w: &dyn Words,
    summary: Summary,
    (on_open, on_replay): (Callback<Loaded>, Callback<Loaded>),
    notices: RwSignal<Vec<AppError>>,
    refresh: Callback<()>,
) -> impl IntoView {
    let Summary { meta, setup, over, told, .. } = &summary;
    let key = record::game_key(&meta.id);
    let seed = (!told).then_some(setup.seed);
    // The guided game is named as such (its setup is a solo game's).
    let kind = if tutorial::is_tutorial(setup) { w.tutorial().to_string() } else { w.game_kind(setup) };
    let kind = if meta.is_try { w.a_try(&kind) } else { kind };
    let details = w.saved_details(&kind, seed, &storage::date(w, meta.created));
    let export_name = storage::export_name(meta);
    let opened_id = StoredValue::new(meta.id.clone());
    let opened = move || opened_id.with_value(|id| open_saved(id, notices, refresh));
    let open = move |_| opened().into_iter().for_each(|l| on_open.run(l));
    let replay = move |_| opened().into_iter().for_each(|l| on_replay.run(l));
    // A link carrying the game, as the end screen and the replay view give.
    let link = RwSignal::new(None);
    let share = move |_| {
        if let Some(l) = opened() {
            let record = storage::with_reviews(Record::of(&l.meta, &l.replayed.game));
            copy_link(&share::fragment(&record), link);
        }
    };
    view! {
        <li class="saved-game">
            <div class="saved-info">
                <strong>{summary_who(w, &summary)}</strong>
                <span>{details}</span>
                <span>{summary_progress(w, &summary)}</span>
            </div>
            <div class="saved-actions">
                <button class="primary" on:click=open>{w.open_saved(*over)}</button>
                <button class="replay" on:click=replay>{w.replay()}</button>
                <button class="share" on:click=share>{w.share()}</button>
                <button on:click=move |_| {
                    if let Some(text) = opened_id.with_value(|id| storage::exported(id)) {
                        let _ = storage::download(&export_name, &text);
                    }
                }>{w.export()}</button>
                <DeleteButton key refresh />
            </div>
            {copied_link(w.link_copied(), link)}
        </li>
    }
}

/// One value set aside in the list.
fn quarantined_item(w: &dyn Words, key: String, q: Quarantined, refresh: Callback<()>) -> impl IntoView {
    let when = if q.at > 0 { w.set_aside_on(&storage::date(w, q.at)) } else { String::new() };
    let file = format!("{}.txt", key.replace([':', '@'], "-"));
    let raw = q.raw.clone();
    view! {
        <li class="saved-game set-aside">
            <div class="saved-info">
                <strong>{q.key.clone()}</strong>
                <span>{q.reason.clone()}</span>
                <span>{when}</span>
            </div>
            <div class="saved-actions">
                <button on:click=move |_| {
                    let _ = storage::download(&file, &raw);
                }>{w.download()}</button>
                <DeleteButton key refresh />
            </div>
        </li>
    }
}

/// How many of the history's games the start screen draws at first, and adds at each "Show more".
const HISTORY_PAGE: usize = 20;

/// The history's table (its head and a row per finished game) as markup. A game still among
/// the saved games (`kept`) has a button to replay it, which names it by `data-replay` for the
/// table's listener (the history keeps its scores, not its actions). (Markup rather than a
/// view: the first-load budget.)
fn history_markup(w: &dyn Words, list: &[Finished], kept: &[String]) -> String {
    let mut s = Svg::with_capacity(300 + 300 * list.len());
    s.push("<thead><tr>");
    for head in w.history_heads().into_iter().chain([w.replay()]) {
        s.push("<th>");
        s.text(head);
        s.push("</th>");
    }
    s.push("</tr></thead><tbody>");
    for f in list {
        let scores = finished_scores(w, f);
        let kind = f.solo.map_or_else(|| w.n_players(f.names.len()), |l| w.solo_short(w.level(l)));
        s.push("<tr>");
        let winners = f.winners.iter().map(|n| isolate(n)).collect::<Vec<_>>().join(", ");
        for cell in [storage::date(w, f.finished), kind, scores, winners] {
            s.push("<td>");
            s.text(&cell);
            s.push("</td>");
        }
        s.push("<td>");
        if kept.contains(&f.id) {
            s.push("<button type=\"button\" class=\"replay\" data-replay=\"");
            s.text(&f.id);
            s.push("\">");
            s.text(w.replay());
            s.push("</button>");
        }
        s.push("</td></tr>");
    }
    s.push("</tbody>");
    s.finish()
}

/// The start screen. Its lists, the form and the import error are signals made here; the
/// view is built again from them when the language changes.
#[component]
pub fn StartScreen(
    on_open: Callback<Loaded>,
    on_replay: Callback<Loaded>,
    notices: RwSignal<Vec<AppError>>,
) -> impl IntoView {
    let saved = RwSignal::new(Vec::<Summary>::new());
    let quarantined = RwSignal::new(Vec::<(String, Quarantined)>::new());
    let history = RwSignal::new(Vec::<Finished>::new());
    // How many of the history's games are drawn: a page at a time.
    let shown = RwSignal::new(HISTORY_PAGE);
    let import_error = RwSignal::new(None::<AppError>);
    let form = Form::new();
    // The problems the page told before this screen (a game that could not be resumed) are
    // not told again by its lists.
    notices.with_untracked(|n| TOLD.with_borrow_mut(|told| told.extend(n.iter().cloned())));
    let lang = lang::signal();
    let refresh = Callback::new(move |()| {
        let w = lang.get_untracked().words();
        let (games, mut problems) = storage::saved(w);
        let (finished, problem) = storage::history(w);
        problems.extend(problem);
        saved.set(games);
        history.set(finished);
        // What could not be set aside either is listed with what was, to be downloaded or deleted.
        let mut aside = storage::stuck(w, &problems);
        aside.extend(storage::quarantined(w));
        quarantined.set(aside);
        notices.update(|n| n.extend(untold(problems.into_iter())));
    });
    // The screen comes in steps, each a task of its own once the frame of the one before is
    // drawn: the title, the form, then the lists (read from storage). On a slow phone no task
    // is long, and "Start the game" does not wait for the lists.
    let (title_drawn, form_drawn, drawn) = (RwSignal::new(false), RwSignal::new(false), RwSignal::new(false));
    let alive = move || saved.try_with_untracked(|_| ()).is_some();
    // (A step stops the rest once the screen is gone.)
    later::frame_by_frame(vec![
        Box::new(move || title_drawn.try_set(true).is_none()),
        Box::new(move || form_drawn.try_set(true).is_none()),
        Box::new(move || {
            if alive() {
                refresh.run(());
                drawn.set(true);
            }
            true
        }),
    ]);
    // Another tab saved, deleted or set aside something: the lists show it.
    let handle = window_event_listener(leptos::ev::storage, move |_| {
        if alive() && drawn.get_untracked() {
            refresh.run(());
        }
    });
    on_cleanup(move || handle.remove());

    let import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        storage::read_file(&input, move |file, text| match text.and_then(|t| storage::import(&t)) {
            Ok(loaded) => on_open.run(loaded),
            Err(why) => import_error.set(Some(AppError::Import { file, why })),
        });
        input.set_value("");
    };

    // The history's replay buttons (see `history_markup`).
    let replay_finished = move |ev: leptos::ev::MouseEvent| {
        if let Some(id) = rules::attr_of(&ev, "data-replay") {
            open_saved(&id, notices, refresh).into_iter().for_each(|l| on_replay.run(l));
        }
    };

    move || {
        let w = lang::current().words();
        title_drawn.get().then(|| view! {
            <main class="start-screen">
                <header class="title">
                    <LanguageSwitch />
                    <p class="eyebrow">{w.tagline()}</p>
                    <h1>{w.title()}</h1>
                    <RulesButton />
                    <button class="learn" on:click=move |_| match guide::start(w) {
                        Ok(loaded) => on_open.run(loaded),
                        Err(e) => form.error.set(Some(e)),
                    }>
                        {w.learn_by_playing()}
                    </button>
                </header>
                <UpdateNotice safe=true />
                {move || notices.with(|list| (!list.is_empty()).then(|| view! {
                    <div class="notices card" role="alert">
                        <ul>{list.iter().map(|n| view! { <li>{w.app_error(n)}</li> }).collect_view()}</ul>
                        <button on:click=move |_| notices.set(Vec::new())>{w.dismiss()}</button>
                    </div>
                }))}
                <div class="start-grid">
                    {move || form_drawn.get().then(|| view! { <NewGame form on_open /> })}
                    <div class="start-lists" aria-busy=later::busy(drawn.into())>
                        {move || drawn.get().then(|| view! {
                        <DailyCard history name=Signal::from(form.names[0]) on_open />
                        <section class="card saved" aria-labelledby="saved-games">
                            <h2 id="saved-games">{w.saved_games()}</h2>
                            {move || {
                                let games = saved.get();
                                if games.is_empty() {
                                    view! { <p class="hint">{w.no_saved_game()}</p> }.into_any()
                                } else {
                                    view! {
                                        <ul class="saved-list">
                                            {games.into_iter().map(|s| saved_item(w, s, (on_open, on_replay), notices, refresh)).collect_view()}
                                        </ul>
                                    }
                                    .into_any()
                                }
                            }}
                            <label class="file-button">
                                <input type="file" accept=".json,application/json" on:change=import />
                                <span>{w.import_file()}</span>
                            </label>
                            {move || import_error.with(|e| e.as_ref().map(|e| view! { <p class="problem" role="alert">{w.app_error(e)}</p> }))}
                        </section>
                        {move || {
                            let list = quarantined.get();
                            (!list.is_empty()).then(|| view! {
                                <section class="card quarantine" aria-labelledby="set-aside">
                                    <h2 id="set-aside">{w.set_aside()}</h2>
                                    <p class="hint">{w.set_aside_hint()}</p>
                                    <ul class="saved-list">
                                        {list.into_iter().map(|(k, q)| quarantined_item(w, k, q, refresh)).collect_view()}
                                    </ul>
                                </section>
                            })
                        }}
                        {move || history.with(|list| {
                            (!list.is_empty()).then(|| {
                                // A finished game is replayed from the saved games, while it is there.
                                let kept = saved.with(|g| g.iter().map(|s| s.meta.id.clone()).collect::<Vec<_>>());
                                let drawn = &list[..list.len().min(shown.get())];
                                let more = (list.len() - drawn.len()).min(HISTORY_PAGE);
                                view! {
                                    <section class="card history" aria-labelledby="history">
                                        <h2 id="history">{w.finished_games()}</h2>
                                        <div class="breakdown-scroll">
                                            <table
                                                class="history-table"
                                                on:click=replay_finished
                                                inner_html=history_markup(w, drawn, &kept)
                                            ></table>
                                        </div>
                                        {(more > 0).then(|| view! {
                                            <button class="more-games" on:click=move |_| shown.update(|n| *n += HISTORY_PAGE)>
                                                {w.show_more_games(more)}
                                            </button>
                                        })}
                                        {(list.len() >= history::CAP).then(|| view! {
                                            <p class="hint">{w.history_kept(history::CAP)}</p>
                                        })}
                                    </section>
                                }
                            })
                        })}
                        })}
                    </div>
                </div>
            </main>
        })
    }
}

thread_local! {
    /// The problems told in this page so far: each is told once.
    static TOLD: std::cell::RefCell<Vec<AppError>> = Default::default();
}

/// The problems of `problems` not told yet in this page, now told: a value that could not be
/// set aside, met again at each refresh of the lists, is told once.
fn untold(problems: impl Iterator<Item = AppError>) -> Vec<AppError> {
    problems
        .filter(|p| {
            TOLD.with_borrow_mut(|told| {
                let new = !told.contains(p);
                if new {
                    told.push(p.clone());
                }
                new
            })
        })
        .collect()
}

/// A check box, ticked or not, that runs `set` with its state when it changes.
fn check(checked: bool, set: Callback<bool>) -> impl IntoView {
    view! { <input type="checkbox" checked=checked on:change=move |ev| set.run(event_target_checked(&ev)) /> }
}

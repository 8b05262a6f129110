//! The start screen: a new game (players, names, human or computer seats, the solo level, the
//! places, the seed), the saved games (resume, export, delete), import, the values set aside
//! and the history of finished games.

use leptos::prelude::*;
use web_sys::js_sys::Math;

use crate::app::play::Replayed;
use crate::app::print::{Job, Printer};
use crate::app::record::{self, Finished, Meta, Quarantined, Seat};
use crate::app::result;
use crate::app::storage::{self, Loaded};
use crate::engine::{Game, PlaceMode, Setup, SoloLevel};
use crate::text;

/// The names offered for the five seats.
const DEFAULT_NAMES: [&str; 5] = ["Anna", "Bruno", "Clara", "David", "Emma"];

/// A random seed (53 bits of the browser's random source).
fn random_seed() -> u64 {
    (Math::random() * 9_007_199_254_740_992.0) as u64
}

/// "Solo vs Jeanne (Connoisseur)", "3 players · printed places".
pub(crate) fn kind(game: &Game) -> String {
    match game.setup().solo {
        Some(level) => format!("Solo against Jeanne ({})", text::level(level)),
        None => format!(
            "{} players · {}",
            game.players(),
            match game.setup().places {
                PlaceMode::Printed => "printed places",
                PlaceMode::Cards => "place cards",
            }
        ),
    }
}

/// The seed typed in the new-game form, or a random one if none is.
fn seed_of(text: &str) -> Result<u64, String> {
    match text.trim() {
        "" => Ok(random_seed()),
        s => s.parse().map_err(|_| format!("The seed must be a whole number, not “{s}”.")),
    }
}

/// The new-game form.
#[component]
fn NewGame(on_open: Callback<Loaded>) -> impl IntoView {
    let players = RwSignal::new(2usize);
    let names: [RwSignal<String>; 5] = std::array::from_fn(|i| RwSignal::new(DEFAULT_NAMES[i].to_string()));
    let seats: [RwSignal<Seat>; 5] = std::array::from_fn(|_| RwSignal::new(Seat::Human));
    let level = RwSignal::new(SoloLevel::Standard);
    let places = RwSignal::new(PlaceMode::Printed);
    let seed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);

    let start = move || -> Result<Loaded, String> {
        let n = players.get_untracked();
        let seed = seed_of(&seed.get_untracked())?;
        let setup = match n {
            1 => Setup::solo(level.get_untracked(), seed),
            _ => Setup::new(n as u8, places.get_untracked(), seed),
        };
        let game = Game::new(setup).map_err(|e| format!("This game cannot be set up: {e}."))?;
        let meta = Meta {
            id: storage::new_id(),
            names: (0..n)
                .map(|i| {
                    let name = names[i].get_untracked().trim().to_string();
                    if name.is_empty() {
                        format!("Player {}", i + 1)
                    } else {
                        name
                    }
                })
                .collect(),
            seats: (0..n).map(|i| seats[i].get_untracked()).collect(),
            created: storage::now(),
        };
        let loaded = Loaded { meta, replayed: Replayed::new(game) };
        storage::store(&loaded.record())?;
        Ok(loaded)
    };

    // A blank sheet for pen and paper: for the chosen number of players (printed places), or
    // the solo sheet and Jeanne's zone.
    let printer = Printer::get();
    let print_blank = move || -> Result<Job, String> {
        let seed = seed_of(&seed.get_untracked())?;
        Job::blank(match players.get_untracked() {
            1 => Setup::solo(level.get_untracked(), seed),
            n => Setup::new(n as u8, PlaceMode::Printed, seed),
        })
    };

    let player_choice = (1..=5usize)
        .map(|n| {
            view! {
                <label class="seg">
                    {radio("players", players, n)}
                    <span>{if n == 1 { "1 · solo".to_string() } else { n.to_string() }}</span>
                </label>
            }
        })
        .collect_view();
    // The inputs show what their signals start with; only their own events change them.
    let seat_rows = (0..5usize)
        .map(|i| {
            let name = names[i];
            let seat = seats[i];
            view! {
                <div class="seat-row" hidden=move || players.get() <= i>
                    <label class="seat-name">
                        <span class="label">{format!("Player {}", i + 1)}</span>
                        <input
                            type="text"
                            maxlength="20"
                            value=name.get_untracked()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="seat-kind">
                        <span class="label">"Played by"</span>
                        <select on:change=move |ev| {
                            seat.set(if event_target_value(&ev) == "computer" { Seat::Computer } else { Seat::Human })
                        }>
                            <option value="human" selected>"a person"</option>
                            <option value="computer">"the computer"</option>
                        </select>
                    </label>
                </div>
            }
        })
        .collect_view();
    let level_choice = [
        (SoloLevel::Standard, "Jeanne performs no Monk actions."),
        (SoloLevel::Connoisseur, "Jeanne also performs Monk actions."),
        (SoloLevel::Special, "Connoisseur, with the exchange cards 1B–4B."),
    ]
    .map(|(l, what)| {
        view! {
            <label class="option">
                {radio("level", level, l)}
                <span><strong>{text::level(l)}</strong> " — " {what}</span>
            </label>
        }
    });
    let place_choice = [
        (PlaceMode::Printed, "Printed places", "the 20 places on every sheet; recommended for a first game"),
        (PlaceMode::Cards, "Place cards", "4 random cards of each category"),
    ]
    .map(|(mode, name, what)| {
        view! {
            <label class="option">
                {radio("places", places, mode)}
                <span><strong>{name}</strong> " — " {what}</span>
            </label>
        }
    });
    view! {
        <section class="card new-game" aria-labelledby="new-game">
            <h2 id="new-game">"New game"</h2>
            <fieldset>
                <legend>"Players"</legend>
                <div class="segmented">{player_choice}</div>
            </fieldset>
            <fieldset>
                <legend>"Seats"</legend>
                {seat_rows}
            </fieldset>
            // Both are drawn; the number of players shows one.
            <fieldset hidden=move || players.get() == 1>
                <legend>"Places"</legend>
                {place_choice}
            </fieldset>
            <fieldset hidden=move || players.get() != 1>
                    <legend>"Solo level against Jeanne"</legend>
                    {level_choice}
                    <p class="hint">"The solo game is played with the place cards."</p>
                </fieldset>
            <label class="seed">
                <span class="label">"Seed (optional)"</span>
                <input
                    type="text"
                    inputmode="numeric"
                    placeholder="random"
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
                <span class="hint">"The same seed deals the same game."</span>
            </label>
            {move || error.get().map(|e| view! { <p class="problem" role="alert">{e}</p> })}
            <button class="primary start" on:click=move |_| match start() {
                Ok(loaded) => on_open.run(loaded),
                Err(e) => error.set(Some(e)),
            }>"Start the game"</button>
            <p class="print-blank">
                <button on:click=move |_| match print_blank() {
                    Ok(job) => {
                        error.set(None);
                        printer.print(job);
                    }
                    Err(e) => error.set(Some(e)),
                }>
                    {move || if players.get() == 1 { "Print a blank solo sheet" } else { "Print a blank sheet" }}
                </button>
                <span class="hint">
                    {move || match players.get() {
                        1 => "To play with pen and paper: your sheet and Jeanne’s zone, two A4 pages.".to_string(),
                        n => format!("To play with pen and paper: a sheet for {n} players (printed places), one A4 page."),
                    }}
                </span>
            </p>
        </section>
    }
}

/// A button that deletes what is stored under `key`, asking once more first, then refreshes
/// the lists.
#[component]
fn DeleteButton(key: String, refresh: Callback<()>) -> impl IntoView {
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
            {move || if armed.get() { "Really delete?" } else { "Delete" }}
        </button>
    }
}

/// One saved game in the list.
fn saved_item(loaded: Loaded, on_open: Callback<Loaded>, refresh: Callback<()>) -> impl IntoView {
    let Loaded { meta, replayed } = &loaded;
    let game = &replayed.game;
    let who = meta
        .names
        .iter()
        .zip(&meta.seats)
        .map(|(n, s)| if *s == Seat::Computer { format!("{n} (computer)") } else { n.clone() })
        .collect::<Vec<_>>()
        .join(", ");
    let progress = if game.is_over() {
        format!("Finished: {}", result::verdict(game, &meta.names))
    } else {
        format!("Round {}, {} decisions played", game.round(), game.log().len())
    };
    let record = loaded.record();
    let key = record::game_key(&meta.id);
    let open_label = if game.is_over() { "See the result" } else { "Resume" };
    let details =
        format!("{} · seed {} · started {}", kind(game), game.setup().seed, storage::date(meta.created));
    let opened = loaded.clone();
    view! {
        <li class="saved-game">
            <div class="saved-info">
                <strong>{who}</strong>
                <span>{details}</span>
                <span>{progress}</span>
            </div>
            <div class="saved-actions">
                <button class="primary" on:click=move |_| on_open.run(opened.clone())>{open_label}</button>
                <button on:click=move |_| {
                    let _ = storage::download(&storage::export_name(&record.meta), &record.to_json());
                }>"Export"</button>
                <DeleteButton key refresh />
            </div>
        </li>
    }
}

/// One value set aside in the list.
fn quarantined_item(key: String, q: Quarantined, refresh: Callback<()>) -> impl IntoView {
    let when = if q.at > 0 { format!("set aside {}", storage::date(q.at)) } else { String::new() };
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
                }>"Download"</button>
                <DeleteButton key refresh />
            </div>
        </li>
    }
}

/// One finished game in the history.
fn history_row(f: Finished) -> impl IntoView {
    let scores = f
        .names
        .iter()
        .zip(&f.totals)
        .map(|(n, t)| format!("{n} {t}"))
        .chain(f.jeanne.map(|j| format!("Jeanne {j}")))
        .collect::<Vec<_>>()
        .join(" · ");
    let kind =
        f.solo.map_or_else(|| format!("{} players", f.names.len()), |l| format!("Solo, {}", text::level(l)));
    view! {
        <tr>
            <td>{storage::date(f.finished)}</td>
            <td>{kind}</td>
            <td>{scores}</td>
            <td>{f.winners.join(", ")}</td>
        </tr>
    }
}

/// The start screen.
#[component]
pub fn StartScreen(on_open: Callback<Loaded>, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let saved = RwSignal::new(Vec::<Loaded>::new());
    let quarantined = RwSignal::new(Vec::<(String, Quarantined)>::new());
    let history = RwSignal::new(Vec::<Finished>::new());
    let import_error = RwSignal::new(None::<String>);
    let refresh = Callback::new(move |()| {
        let (games, problems) = storage::saved();
        let (finished, problem) = storage::history();
        saved.set(games);
        history.set(finished);
        quarantined.set(storage::quarantined());
        notices.update(|n| n.extend(problems.into_iter().chain(problem)));
    });
    refresh.run(());

    let import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        storage::read_file(&input, move |name, text| match text.and_then(|t| storage::import(&t)) {
            Ok(loaded) => on_open.run(loaded),
            Err(e) => import_error.set(Some(format!("“{name}” could not be imported: {e}."))),
        });
        input.set_value("");
    };

    view! {
        <main class="start-screen">
            <header class="title">
                <p class="eyebrow">"A draw-and-write game for 1 to 5 players"</p>
                <h1>"Joan of Arc: Orléans Draw & Write"</h1>
            </header>
            {move || {
                let list = notices.get();
                (!list.is_empty()).then(|| view! {
                    <div class="notices card" role="alert">
                        <ul>{list.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                        <button on:click=move |_| notices.set(Vec::new())>"Dismiss"</button>
                    </div>
                })
            }}
            <div class="start-grid">
                <NewGame on_open />
                <div class="start-lists">
                    <section class="card saved" aria-labelledby="saved-games">
                        <h2 id="saved-games">"Saved games"</h2>
                        {move || {
                            let games = saved.get();
                            if games.is_empty() {
                                view! { <p class="hint">"No saved game yet: every game is saved as it is played."</p> }
                                    .into_any()
                            } else {
                                view! {
                                    <ul class="saved-list">
                                        {games.into_iter().map(|l| saved_item(l, on_open, refresh)).collect_view()}
                                    </ul>
                                }
                                .into_any()
                            }
                        }}
                        <label class="file-button">
                            <input type="file" accept=".json,application/json" on:change=import />
                            <span>"Import a game file…"</span>
                        </label>
                        {move || import_error.get().map(|e| view! { <p class="problem" role="alert">{e}</p> })}
                    </section>
                    {move || {
                        let list = quarantined.get();
                        (!list.is_empty()).then(|| view! {
                            <section class="card quarantine" aria-labelledby="set-aside">
                                <h2 id="set-aside">"Set aside"</h2>
                                <p class="hint">
                                    "Saved data that could not be read. It is kept here untouched: download it or delete it."
                                </p>
                                <ul class="saved-list">
                                    {list.into_iter().map(|(k, q)| quarantined_item(k, q, refresh)).collect_view()}
                                </ul>
                            </section>
                        })
                    }}
                    {move || {
                        let list = history.get();
                        (!list.is_empty()).then(|| view! {
                            <section class="card history" aria-labelledby="history">
                                <h2 id="history">"Finished games"</h2>
                                <div class="breakdown-scroll">
                                    <table class="history-table">
                                        <thead>
                                            <tr><th>"Ended"</th><th>"Game"</th><th>"Scores"</th><th>"Winner"</th></tr>
                                        </thead>
                                        <tbody>{list.into_iter().map(history_row).collect_view()}</tbody>
                                    </table>
                                </div>
                            </section>
                        })
                    }}
                </div>
            </div>
        </main>
    }
}

/// A radio button of `group` that sets `selected` to `value`, checked if it is the value now.
/// (Only the group's own buttons change `selected`, and the browser shows that change itself.)
fn radio<T>(group: &'static str, selected: RwSignal<T>, value: T) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    view! {
        <input
            type="radio"
            name=group
            checked=selected.get_untracked() == value
            on:change=move |_| selected.set(value)
        />
    }
}

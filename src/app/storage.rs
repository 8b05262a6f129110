//! The browser's localStorage (through gloo-storage): saved games, the current game's id, the
//! history of finished games and the values set aside because they could not be read; and the
//! export and import of games as files. The formats are in [`record`](super::record).

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::js_sys::{Array, Date, Math};

use crate::app::play::Replayed;
use crate::app::record::{
    self, AppError, Finished, ImportError, Meta, Quarantined, Record, Unreadable, CURRENT_KEY, HISTORY_KEY,
};
use crate::engine::LoadError;
use crate::i18n::Words;

/// A game read back and replayed, ready for the table.
#[derive(Clone)]
pub struct Loaded {
    /// Names, seats, id and date.
    pub meta: Meta,
    /// The game and its log.
    pub replayed: Replayed,
}

impl Loaded {
    /// Reads and replays a record's JSON.
    pub fn from_json(json: &str) -> Result<Loaded, LoadError> {
        let record = Record::from_json(json)?;
        let replayed = Replayed::of(&record.save)?;
        Ok(Loaded { meta: record.meta, replayed })
    }

    /// The record to store or export.
    pub fn record(&self) -> Record {
        Record::of(&self.meta, &self.replayed.game)
    }
}

/// Milliseconds since 1970.
pub fn now() -> u64 {
    Date::now() as u64
}

/// A new game id: the time and a random suffix.
pub fn new_id() -> String {
    format!("{:x}-{:04x}", now(), (Math::random() * 65536.0) as u32)
}

/// A date and time as the player reads them, in the locale of `w`.
pub fn date(w: &dyn Words, ms: u64) -> String {
    Date::new(&JsValue::from_f64(ms as f64)).to_locale_string(w.locale(), &JsValue::UNDEFINED).into()
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Stores `value` under `key` as it is; if storage refuses, the value lasts for this visit only.
pub fn write(key: &str, value: &str) {
    let _ = LocalStorage::raw().set_item(key, value);
}

/// Every key in storage, in the browser's order.
fn keys() -> Vec<String> {
    let storage = LocalStorage::raw();
    let n = storage.length().unwrap_or(0);
    (0..n).filter_map(|i| storage.key(i).ok().flatten()).collect()
}

/// Inserts `item` into `list`, which is kept newest first by `time`. (The lists are short, and
/// this needs none of the code of a general sort.)
fn insert_newest_first<T>(list: &mut Vec<T>, item: T, time: impl Fn(&T) -> u64) {
    let at = list.iter().position(|x| time(x) < time(&item)).unwrap_or(list.len());
    list.insert(at, item);
}

/// Stores a game under its id; if the browser refuses, its reason.
fn put(record: &Record) -> Result<(), String> {
    LocalStorage::set(record::game_key(&record.meta.id), record).map_err(|e| e.to_string())
}

/// Stores a game under its id (the autosave).
pub fn store(record: &Record) -> Result<(), AppError> {
    put(record).map_err(AppError::Save)
}

/// Remembers which game is on the table, so a reload resumes it (`None`: no game).
pub fn set_current(id: Option<&str>) {
    match id {
        Some(id) => {
            // Without it a reload shows the start screen, where the game is listed: harmless.
            let _ = LocalStorage::set(CURRENT_KEY, id);
        }
        None => LocalStorage::delete(CURRENT_KEY),
    }
}

/// Deletes a saved game (or a value set aside).
pub fn delete(key: &str) {
    LocalStorage::delete(key);
}

/// Sets an unreadable value aside under a quarantine key, then removes it from `key`; returns
/// the error to show. If it cannot be set aside, it stays where it is. The reason kept with
/// the value is worded by `w`, in the language of the moment: it is stored as text.
fn quarantine(w: &dyn Words, key: &str, raw: String, why: Unreadable) -> AppError {
    let at = now();
    let kept = Quarantined { key: key.into(), reason: w.unreadable(&why), raw, at };
    match LocalStorage::set(record::quarantine_key(key, at), &kept) {
        Ok(()) => {
            LocalStorage::delete(key);
            AppError::SetAside { key: key.into(), why }
        }
        Err(e) => AppError::NotSetAside { key: key.into(), why, refused: e.to_string() },
    }
}

/// Loads the game stored under `key`, if any; an unreadable one is set aside and the error
/// returned instead.
fn load_key(w: &dyn Words, key: &str, id: &str) -> Option<Result<Loaded, AppError>> {
    let raw = read(key)?;
    Some(match Loaded::from_json(&raw) {
        Ok(mut loaded) => {
            loaded.meta.id = id.into();
            Ok(loaded)
        }
        Err(e) => Err(quarantine(w, key, raw, Unreadable::Game(e))),
    })
}

/// The game to resume on opening the page, and the error if it could not be read.
pub fn resume(w: &dyn Words) -> (Option<Loaded>, Option<AppError>) {
    let Ok(id) = LocalStorage::get::<String>(CURRENT_KEY) else { return (None, None) };
    match load_key(w, &record::game_key(&id), &id) {
        Some(Ok(loaded)) => (Some(loaded), None),
        Some(Err(problem)) => {
            set_current(None);
            (None, Some(problem))
        }
        None => {
            set_current(None);
            (None, None)
        }
    }
}

/// Every saved game, newest first, and an error for each one that had to be set aside.
pub fn saved(w: &dyn Words) -> (Vec<Loaded>, Vec<AppError>) {
    let mut games = Vec::new();
    let mut problems = Vec::new();
    for key in keys() {
        let Some(id) = record::game_id(&key) else { continue };
        match load_key(w, &key, id) {
            Some(Ok(loaded)) => insert_newest_first(&mut games, loaded, |g| g.meta.created),
            Some(Err(problem)) => problems.push(problem),
            None => {}
        }
    }
    (games, problems)
}

/// The values set aside, with their storage keys, newest first; one that cannot be read itself
/// is listed with the reader's reason, worded by `w`.
pub fn quarantined(w: &dyn Words) -> Vec<(String, Quarantined)> {
    let mut list = Vec::new();
    for key in keys().into_iter().filter(|k| record::is_quarantine_key(k)) {
        let Some(raw) = read(&key) else { continue };
        let q = serde_json::from_str(&raw).unwrap_or_else(|e| Quarantined {
            key: key.clone(),
            reason: w.unreadable(&Unreadable::Json(e.to_string())),
            raw,
            at: 0,
        });
        insert_newest_first(&mut list, (key, q), |(_, q)| q.at);
    }
    list
}

/// The finished games, newest first, and the error if the history had to be set aside.
pub fn history(w: &dyn Words) -> (Vec<Finished>, Option<AppError>) {
    let Some(raw) = read(HISTORY_KEY) else { return (Vec::new(), None) };
    match serde_json::from_str(&raw) {
        Ok(list) => (list, None),
        Err(e) => (Vec::new(), Some(quarantine(w, HISTORY_KEY, raw, Unreadable::Json(e.to_string())))),
    }
}

/// Adds a finished game to the history (once per game).
pub fn finish(w: &dyn Words, line: Finished) -> Result<(), AppError> {
    let (mut list, _) = history(w);
    line.add_to(&mut list);
    LocalStorage::set(HISTORY_KEY, &list).map_err(|e| AppError::History(e.to_string()))
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)
}

/// The file name of a game's export.
pub fn export_name(meta: &Meta) -> String {
    format!("orleans-dw-{}.json", meta.id)
}

/// Reads the first file chosen in `input` as text, then calls `done` with its name and text
/// (or why it could not be read).
pub fn read_file(
    input: &web_sys::HtmlInputElement,
    done: impl FnOnce(String, Result<String, ImportError>) + 'static,
) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    let name = file.name();
    let Ok(reader) = web_sys::FileReader::new() else { return };
    let on_load = {
        let reader = reader.clone();
        Closure::once_into_js(move || {
            let text = reader.result().ok().and_then(|v| v.as_string());
            done(name, text.ok_or(ImportError::NotText));
        })
    };
    reader.set_onloadend(Some(on_load.unchecked_ref()));
    if reader.read_as_text(&file).is_err() {
        reader.set_onloadend(None);
    }
}

/// Stores an imported game as a new saved game (a new id if its id is taken) and returns it.
pub fn import(json: &str) -> Result<Loaded, ImportError> {
    let mut loaded = Loaded::from_json(json).map_err(ImportError::Load)?;
    if read(&record::game_key(&loaded.meta.id)).is_some() {
        loaded.meta.id = new_id();
    }
    put(&loaded.record()).map_err(ImportError::Save)?;
    Ok(loaded)
}

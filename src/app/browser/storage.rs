//! The browser's storage: saved games, the current game's id, the history of finished games and
//! the values set aside because they could not be read; and the export and import of games as
//! files. The formats are in [`record`](super::record).
//!
//! Storage may be missing (site data blocked: the browser throws on `window.localStorage`),
//! full, or shared with other tabs of the app: every access here is fallible and says why it
//! failed ([`Refusal`]), and nothing here panics. Values are read and written as JSON by
//! gloo-storage's [`LocalStorage`]; a stored game's text is read and written as it is (through
//! its raw storage), as the check against other tabs compares it before writing.

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::js_sys::{Array, Date, Math, Reflect};

use crate::engine::{LoadError, Save};
use crate::i18n::Words;
use crate::model::errors::{self, AppError, ImportError, Refusal, Unreadable};
use crate::model::history;
use crate::model::play::Replayed;
use crate::model::record::summary::{summary_key, Summary};
use crate::model::record::{self, Finished, Meta, Quarantined, Record, Turn, CURRENT_KEY, HISTORY_KEY};
use crate::model::review::{self, Kept, Review};

/// A game read back and replayed, ready for the table.
#[derive(Clone)]
pub struct Loaded {
    /// Names, seats, id and date.
    pub meta: Meta,
    /// The game and its log.
    pub replayed: Replayed,
    /// The text storage held for this game when it was read or written (what this tab last
    /// saw there), or `None` if it is not stored yet.
    pub stored: Option<String>,
    /// Whether names were cut as it was read (an import): the table says so.
    pub shortened: bool,
    /// The turn in progress as the table left it, if the record holds it.
    pub turn: Option<Turn>,
}

impl Loaded {
    /// A new game, not stored yet.
    pub fn new(meta: Meta, replayed: Replayed) -> Loaded {
        Loaded { meta, replayed, stored: None, shortened: false, turn: None }
    }

    /// Reads and replays a record's JSON (not stored yet; names longer than the form's cut,
    /// with a notice).
    pub fn from_json(json: &str) -> Result<Loaded, LoadError> {
        Loaded::read(json).map(|(loaded, _)| loaded)
    }

    /// [`Loaded::from_json`], and the reviews the record carries (a file's).
    fn read(json: &str) -> Result<(Loaded, Vec<Review>), LoadError> {
        let (record, shortened) = Record::read(json)?;
        let replayed = Replayed::of(&record.save)?;
        let loaded = Loaded { meta: record.meta, replayed, stored: None, shortened, turn: record.turn };
        Ok((loaded, record.reviews))
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

/// The page's localStorage, if the browser gives it (gloo-storage's [`LocalStorage`] throws
/// when it does not: [`available`] is asked first).
fn local() -> Result<web_sys::Storage, Refusal> {
    if available() {
        Ok(LocalStorage::raw())
    } else {
        Err(Refusal::Unavailable)
    }
}

/// This tab's sessionStorage, if the browser gives it.
fn tab() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// Why the browser threw an exception named `name` (with its legacy `code`, when known) at a
/// storage write.
fn refusal_named(name: &str, code: Option<f64>, message: &str) -> Refusal {
    match name {
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => Refusal::Full,
        _ if code == Some(22.0) || code == Some(1014.0) => Refusal::Full,
        "SecurityError" => Refusal::Unavailable,
        _ => Refusal::from(format!("{name} {message}").trim()),
    }
}

/// Why the browser threw `e` at a storage write.
fn refusal(e: &JsValue) -> Refusal {
    let field = |name: &str| Reflect::get(e, &JsValue::from_str(name)).ok();
    let text = |name: &str| field(name).and_then(|v| v.as_string()).unwrap_or_default();
    refusal_named(&text("name"), field("code").and_then(|v| v.as_f64()), &text("message"))
}

/// Why gloo-storage could not write a value.
fn refused(e: StorageError) -> Refusal {
    match e {
        StorageError::JsError(e) => refusal_named(&e.name, None, &e.message),
        e => Refusal::from(e.to_string().as_str()),
    }
}

/// Whether the browser gives the app a storage now.
pub fn available() -> bool {
    window().local_storage().is_ok_and(|s| s.is_some())
}

/// The text stored under `key`: `None` if there is none, an error if storage is missing.
pub fn read_checked(key: &str) -> Result<Option<String>, Refusal> {
    local()?.get_item(key).map_err(|e| refusal(&e))
}

/// The text stored under `key`, if any (and if storage can be read).
pub fn read(key: &str) -> Option<String> {
    read_checked(key).ok().flatten()
}

/// Stores `value` under `key` as it is, or says why the browser refused.
pub fn write(key: &str, value: &str) -> Result<(), Refusal> {
    local()?.set_item(key, value).map_err(|e| refusal(&e))
}

/// The value stored as JSON under `key`, if there is one that reads as a `T`.
fn read_value<T: DeserializeOwned>(key: &str) -> Option<T> {
    available().then(|| LocalStorage::get(key).ok()).flatten()
}

/// Stores `value` as JSON under `key`, or says why the browser refused.
pub fn write_value(key: &str, value: &impl Serialize) -> Result<(), Refusal> {
    local()?;
    LocalStorage::set(key, value).map_err(refused)
}

/// Every key in storage, in the browser's order.
fn keys() -> Vec<String> {
    let Ok(storage) = local() else { return Vec::new() };
    let n = storage.length().unwrap_or(0);
    (0..n).filter_map(|i| storage.key(i).ok().flatten()).collect()
}

/// Inserts `item` into `list`, which is kept newest first by `time`. (The lists are short, and
/// this needs none of the code of a general sort.)
fn insert_newest_first<T>(list: &mut Vec<T>, item: T, time: impl Fn(&T) -> u64) {
    let at = list.iter().position(|x| time(x) < time(&item)).unwrap_or(list.len());
    list.insert(at, item);
}

/// What this tab's sessionStorage holds for "no game on the table" (the player left it).
const LEFT: &str = "";

/// Remembers which game is on this tab's table, so a reload of this tab resumes it, and (in
/// localStorage) which one a new tab opens.
pub fn set_current(id: &str) {
    if let Some(tab) = tab() {
        let _ = tab.set_item(CURRENT_KEY, id);
    }
    // Without it a new tab shows the start screen, where the game is listed: harmless.
    let _ = write_value(CURRENT_KEY, &id);
}

/// This tab leaves the game `id`: a reload of this tab shows the start screen. A new tab opens
/// no game if `id` was the last one opened; another tab with the game on its table keeps it.
pub fn leave(id: &str) {
    if let Some(tab) = tab() {
        let _ = tab.set_item(CURRENT_KEY, LEFT);
    }
    if read_value::<String>(CURRENT_KEY).as_deref() == Some(id) {
        delete(CURRENT_KEY);
    }
}

/// Deletes a saved game, its summary and its challenge (or a value set aside).
pub fn delete(key: &str) {
    if available() {
        LocalStorage::delete(key);
        if let Some(id) = record::game_id(key) {
            LocalStorage::delete(summary_key(id));
            LocalStorage::delete(crate::model::modes::challenge::key(id));
            LocalStorage::delete(review::key(id));
        }
    }
}

/// Sets an unreadable value aside under a quarantine key, then removes it from `key`; returns
/// the error to show. If it cannot be set aside, it stays where it is. The reason kept with
/// the value is worded by `w`, in the language of the moment: it is stored as text.
fn quarantine(w: &dyn Words, key: &str, raw: String, why: Unreadable) -> AppError {
    let at = now();
    let reason = w.unreadable(&why);
    let kept = Quarantined { key: key.into(), reason, raw, at };
    match write_value(&record::quarantine_key(key, at), &kept) {
        Ok(()) => {
            delete(key);
            AppError::SetAside { key: key.into(), why }
        }
        Err(refused) => AppError::NotSetAside { key: key.into(), why, refused },
    }
}

/// Loads the game stored under `key`, if any; an unreadable one is set aside and the error
/// returned instead.
fn load_key(w: &dyn Words, key: &str, id: &str) -> Option<Result<Loaded, AppError>> {
    let raw = read(key)?;
    Some(match Loaded::from_json(&raw) {
        Ok(mut loaded) => {
            loaded.meta.id = id.into();
            loaded.shortened = false;
            loaded.stored = Some(raw);
            Ok(loaded)
        }
        Err(e) => Err(quarantine(w, key, raw, Unreadable::Game(e))),
    })
}

/// The game stored under `id` now, as another tab left it: `None` if there is none, or the
/// reason it cannot be read (it is not set aside: the other tab has it on its table).
pub fn reload(id: &str) -> Option<Result<Loaded, LoadError>> {
    let raw = read(&record::game_key(id))?;
    Some(Loaded::from_json(&raw).map(|mut loaded| {
        loaded.meta.id = id.into();
        loaded.shortened = false;
        loaded.stored = Some(raw);
        loaded
    }))
}

/// The game to resume on opening the page, and the error if it could not be read: the one on
/// this tab's table before a reload, else (a new tab) the last one opened.
pub fn resume(w: &dyn Words) -> (Option<Loaded>, Option<AppError>) {
    let id = match tab().and_then(|t| t.get_item(CURRENT_KEY).ok().flatten()) {
        Some(id) if id == LEFT => return (None, None),
        Some(id) => id,
        None => match read_value::<String>(CURRENT_KEY) {
            Some(id) => id,
            None => return (None, None),
        },
    };
    match load_key(w, &record::game_key(&id), &id) {
        Some(Ok(loaded)) => (Some(loaded), None),
        Some(Err(problem)) => {
            leave(&id);
            (None, Some(problem))
        }
        None => {
            leave(&id);
            (None, None)
        }
    }
}

/// Every saved game's summary, newest first, and an error for each game that had to be set
/// aside. Games are not replayed to be listed: only one without a summary of its stored text
/// (saved by an older app) is, once, and its summary stored.
pub fn saved(w: &dyn Words) -> (Vec<Summary>, Vec<AppError>) {
    let mut games = Vec::new();
    let mut problems = Vec::new();
    for key in keys() {
        let Some(id) = record::game_id(&key) else { continue };
        let Some(raw) = read(&key) else { continue };
        let kept = read(&summary_key(id)).and_then(|s| Summary::read(&s, &raw));
        let summary = match kept {
            Some(summary) => summary,
            None => match load_key(w, &key, id) {
                Some(Ok(loaded)) => {
                    let summary = Summary::of(&loaded.meta, &loaded.replayed.game, &raw);
                    keep_summary(&summary);
                    summary
                }
                Some(Err(problem)) => {
                    problems.push(problem);
                    continue;
                }
                None => continue,
            },
        };
        insert_newest_first(&mut games, summary, |s| s.meta.created);
    }
    (games, problems)
}

/// Stores a game's summary beside it. Without it the list replays the game: slower, never
/// wrong (so a refusal is not told).
pub fn keep_summary(summary: &Summary) {
    let _ = write(&summary_key(&summary.meta.id), &summary.to_json());
}

/// Opens saved game `id`: reads and replays it (an unreadable one is set aside and the error
/// returned instead); `None` if it is gone.
pub fn open(w: &dyn Words, id: &str) -> Option<Result<Loaded, AppError>> {
    load_key(w, &record::game_key(id), id)
}

/// The values set aside, with their storage keys, newest first; one that cannot be read itself
/// is listed with the reader's reason, worded by `w`.
pub fn quarantined(w: &dyn Words) -> Vec<(String, Quarantined)> {
    let mut list = Vec::new();
    for key in keys().into_iter().filter(|k| record::is_quarantine_key(k)) {
        let Some(raw) = read(&key) else { continue };
        let q = serde_json::from_str(&raw).unwrap_or_else(|e| Quarantined {
            key: key.clone(),
            reason: w.unreadable(&Unreadable::Json(errors::clip_detail(&e.to_string()))),
            raw,
            at: 0,
        });
        insert_newest_first(&mut list, (key, q), |(_, q)| q.at);
    }
    list
}

/// The values that could not be read nor set aside (`problems` of the kind
/// [`AppError::NotSetAside`], storage being full), listed as they stand under their own key, so
/// that they can be downloaded and deleted like the values set aside.
pub fn stuck(w: &dyn Words, problems: &[AppError]) -> Vec<(String, Quarantined)> {
    let stuck = problems.iter().filter_map(|problem| match problem {
        AppError::NotSetAside { key, .. } => {
            let raw = read(key)?;
            Some((key.clone(), Quarantined { key: key.clone(), reason: w.app_error(problem), raw, at: 0 }))
        }
        _ => None,
    });
    stuck.collect()
}

/// The finished games, newest first, and the error if the history had to be set aside.
pub fn history(w: &dyn Words) -> (Vec<Finished>, Option<AppError>) {
    let (list, compacted, problem) = stored_history(w);
    // Stored before the cap: written again once, kept to it. (If storage refuses, the list read
    // is still right, and compacted at the next try.)
    if compacted {
        let _ = write_value(HISTORY_KEY, &list);
    }
    (list, problem)
}

/// The stored history kept to its cap, and whether that dropped lines (an unreadable one is set
/// aside: an empty list and the problem).
fn stored_history(w: &dyn Words) -> (Vec<Finished>, bool, Option<AppError>) {
    let Some(raw) = read(HISTORY_KEY) else { return (Vec::new(), false, None) };
    match Finished::list_from_json(&raw) {
        Ok(mut list) => {
            let compacted = history::compact(&mut list);
            (list, compacted, None)
        }
        Err(e) => {
            let why = Unreadable::Json(errors::clip_detail(&e.to_string()));
            (Vec::new(), false, Some(quarantine(w, HISTORY_KEY, raw, why)))
        }
    }
}

/// Adds a finished game to the history (once per game), in one write. An unreadable history is
/// set aside first, never overwritten.
pub fn finish(w: &dyn Words, line: Finished) -> Result<(), Refusal> {
    let (mut list, _, problem) = stored_history(w);
    if let Some(AppError::NotSetAside { refused, .. }) = problem {
        return Err(refused);
    }
    history::add(&mut list, line);
    write_value(HISTORY_KEY, &list)
}

/// Offers `text` as a file download named `name`, typed by the name's ending (a game's JSON,
/// a picture's SVG, a value set aside as text).
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(match name.rsplit('.').next() {
        Some("svg") => "image/svg+xml",
        Some("txt") => "text/plain",
        _ => "application/json",
    });
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
    let name = errors::excerpt(&file.name(), errors::EXCERPT_CHARS);
    // A file too large for a saved game is refused unread.
    if let Err(e) = record::check_size(file.size() as usize) {
        done(name, Err(ImportError::Load(e)));
        return;
    }
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

/// Where a game that arrives from outside (a link, a file) under `id` belongs among the saved
/// games: under `id` if it is free or holds the same game (same setup and actions: adding a game
/// twice adds it once), else under a new id. Returns the id, and the stored text when the same
/// game is stored there already.
fn place_for(id: &str, save: &Save) -> (String, Option<String>) {
    if !record::is_good_id(id) {
        return (new_id(), None);
    }
    let Some(stored) = read(&record::game_key(id)) else { return (id.into(), None) };
    match Record::from_json(&stored) {
        Ok(there) if there.save.setup == save.setup && there.save.actions == save.actions => {
            (id.into(), Some(stored))
        }
        _ => (new_id(), None),
    }
}

/// Adds a game (from a link) to the saved games, once (see [`place_for`]), and the reviews it
/// carries beside it. Returns the id it is stored under.
pub fn add_once(record: &Record) -> Result<String, Refusal> {
    let (id, stored) = place_for(&record.meta.id, &record.save);
    if stored.is_none() {
        let meta = Meta { id: id.clone(), ..record.meta.clone() };
        let stored = Record { meta, reviews: Vec::new(), ..record.clone() };
        write(&record::game_key(&id), &stored.to_json())?;
    }
    keep_carried(&id, &record.save, record.reviews.clone());
    Ok(id)
}

/// Reads an imported game, to be stored as a saved game when it opens: the same game imported
/// twice opens the one stored, a different one under a taken or unfit id gets a new id (see
/// [`place_for`]). The reviews the file carries are kept with it at once.
pub fn import(json: &str) -> Result<Loaded, ImportError> {
    let (mut loaded, reviews) = Loaded::read(json).map_err(ImportError::Load)?;
    let save = Save::of(&loaded.replayed.game);
    let (id, stored) = place_for(&loaded.meta.id, &save);
    keep_carried(&id, &save, reviews);
    loaded.meta.id = id;
    loaded.stored = stored;
    Ok(loaded)
}

/// The reviews kept with saved game `id`, which records `save` (none that were made of
/// another game or version).
pub fn kept_reviews(id: &str, save: &Save) -> Kept {
    Kept::of(read(&review::key(id)).as_deref(), save)
}

/// Keeps `kept` with saved game `id`.
pub fn keep_reviews(id: &str, kept: &Kept) {
    let _ = write_value(&review::key(id), kept);
}

/// Keeps the `reviews` a file or a link carried with saved game `id` (which records `save`),
/// beside those kept already: a seat reviewed here keeps its own.
fn keep_carried(id: &str, save: &Save, reviews: Vec<Review>) {
    if reviews.is_empty() {
        return;
    }
    let mut kept = kept_reviews(id, save);
    for r in reviews {
        if kept.review(r.seat).is_none() {
            kept.keep(r);
        }
    }
    keep_reviews(id, &kept);
}

/// The file saved game `id` is exported as: its stored text as it is, or with the reviews kept
/// with it if there are any.
pub fn exported(id: &str) -> Option<String> {
    let text = read(&record::game_key(id))?;
    let Ok(record) = Record::from_json(&text) else { return Some(text) };
    let reviews = kept_reviews(id, &record.save).reviews;
    Some(if reviews.is_empty() { text } else { Record { reviews, ..record }.to_json() })
}

/// `record` with the reviews kept with it, as a file or a link carries it.
pub fn with_reviews(record: Record) -> Record {
    let reviews = kept_reviews(&record.meta.id, &record.save).reviews;
    Record { reviews, ..record }
}

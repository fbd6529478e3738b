//! The player's settings as this page holds them ([`Settings`], shared through context):
//! the last table set up, the language, the sounds and the chronicle's reasons, one
//! record kept the way every record is (`session::settings`, read-merge-write, set aside
//! when damaged). The language and the sounds were once kept under keys of their own:
//! they are read into the record once, and those keys go.

use crate::persist::now_ms;
use crate::records::Record;
use session::settings::Settings as Kept;

/// The keys the first versions kept a setting under, each read into the record once.
const OLD_LANGUAGE: &str = "condottiere/language";
const OLD_SOUND: &str = "condottiere-sound";
const OLD_REASONS: &str = "condottiere-show-reasons";

/// The settings as this page holds them.
#[derive(Clone, Copy)]
pub struct Settings(pub Record<Kept>);

impl Settings {
    /// Reads the settings (and, once, the settings the first versions kept apart).
    pub fn open() -> Settings {
        let settings = Settings(Record::open());
        settings.adopt_old_keys();
        settings
    }

    /// The settings kept under keys of their own before they joined the record: each goes
    /// into the record unless it has that setting already, and the old key goes.
    fn adopt_old_keys(self) {
        let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
            return;
        };
        let old = |key: &str| storage.get_item(key).ok().flatten();
        let (language, sound, reasons) = (old(OLD_LANGUAGE), old(OLD_SOUND), old(OLD_REASONS));
        if language.is_none() && sound.is_none() && reasons.is_none() {
            return;
        }
        let now = now_ms();
        self.0.update(|s| {
            let mut changed = false;
            if let (Some(code), None) = (&language, &s.language.value) {
                changed |= s.language.choose(Some(code.clone()), now);
            }
            if let (Some(v), None) = (&sound, s.sound.value) {
                changed |= s.sound.choose(Some(v != "off"), now);
            }
            if let (Some(v), None) = (&reasons, s.show_reasons.value) {
                changed |= s.show_reasons.choose(Some(v != "false"), now);
            }
            changed
        });
        for key in [OLD_LANGUAGE, OLD_SOUND, OLD_REASONS] {
            let _ = storage.remove_item(key);
        }
    }

    /// Whether the chronicle tells the AI's reasons (tracked).
    pub fn show_reasons(self) -> bool {
        self.0.with(Kept::reasons_shown)
    }

    pub fn set_show_reasons(self, on: bool) {
        self.0.update(|s| s.show_reasons.choose(Some(on), now_ms()));
    }

    /// Whether the table makes sounds (tracked).
    pub fn sound(self) -> bool {
        self.0.with(Kept::sound_on)
    }

    pub fn set_sound(self, on: bool) {
        self.0.update(|s| s.sound.choose(Some(on), now_ms()));
    }

    /// The language chosen, by its code (untracked: read once, as the page starts).
    pub fn language(self) -> Option<String> {
        self.0.with_untracked(|s| s.language.value.clone())
    }

    pub fn set_language(self, code: &str) {
        self.0
            .update(|s| s.language.choose(Some(code.to_string()), now_ms()));
    }

    /// The servers friends' devices use to find each other (tracked).
    pub fn ice_servers(self) -> Vec<String> {
        self.0.with(Kept::ice_servers)
    }

    /// Chooses the servers (`None`: the default again; an empty list: none).
    pub fn set_ice_servers(self, servers: Option<Vec<String>>) {
        self.0.update(|s| s.ice_servers.choose(servers, now_ms()));
    }

    /// Another tab wrote to the storage.
    pub fn on_storage(self, key: Option<&str>) {
        self.0.on_storage(key);
    }
}

/// The language to start in: the player's earlier choice, else the browser's preference.
pub fn initial_language() -> i18n::Lang {
    stored_language()
        .and_then(|code| i18n::Lang::from_code(&code))
        .unwrap_or_else(crate::i18n::browser_preference)
}

/// The language the settings name, read before the page is mounted (straight from the
/// store: a damaged record is left for the page's own reading, which sets it aside and
/// says so).
pub fn stored_language() -> Option<String> {
    use session::Store;
    let stored = crate::persist::LocalStore
        .get(session::settings::KEY)
        .ok()
        .flatten()
        .and_then(|text| session::kept::parse::<Kept>(&text).ok())
        .and_then(|s| s.language.value);
    stored.or_else(|| {
        web_sys::window()?
            .local_storage()
            .ok()??
            .get_item(OLD_LANGUAGE)
            .ok()?
    })
}

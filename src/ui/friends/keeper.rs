//! The tables hosted or joined from this page, kept while the screens' module is mounted
//! (moving between its screens keeps them; leaving it closes them).

use super::guest::Joining;
use super::host::Hosting;
use crate::ui::later::Mount;
use leptos::prelude::*;

/// The table hosted here or joined from here, kept while the module is mounted (its
/// signals under an owner of its own, so that moving between screens keeps it).
#[derive(Clone, Copy)]
pub struct FriendsKeeper {
    /// The table hosted: its game's id once dealt (`None`: the lobby).
    hosting: StoredValue<Option<(Option<String>, Hosting, Owner)>, LocalStorage>,
    /// The table joined: its invite's code.
    joining: StoredValue<Option<(String, Joining, Owner)>, LocalStorage>,
    /// The owner tables are made under: the module's screens' (a screen's own would take
    /// the table with it when the address changes).
    root: StoredValue<Option<Owner>, LocalStorage>,
}

impl Default for FriendsKeeper {
    fn default() -> Self {
        FriendsKeeper::new()
    }
}

impl FriendsKeeper {
    /// Keeps tables for as long as the current owner (the module's screens) lives.
    pub fn new() -> FriendsKeeper {
        let keeper = FriendsKeeper {
            hosting: StoredValue::new_local(None),
            joining: StoredValue::new_local(None),
            root: StoredValue::new_local(Owner::current()),
        };
        on_cleanup(move || {
            keeper.close_hosting();
            keeper.close_joining();
        });
        keeper
    }

    fn close_hosting(self) {
        if let Some((_, hosting, owner)) = self.hosting.try_update_value(Option::take).flatten() {
            hosting.close();
            owner.cleanup();
        }
    }

    fn close_joining(self) {
        if let Some((_, joining, owner)) = self.joining.try_update_value(Option::take).flatten() {
            joining.close();
            owner.cleanup();
        }
    }

    /// A new owner for a table, under the module's screens'.
    fn owner(self) -> Owner {
        match self.root.get_value() {
            Some(root) => root.with(Owner::new),
            None => Owner::new(),
        }
    }

    /// The table hosted for `id` (a saved game's, or the lobby's `None`): the one kept,
    /// else a new one (`None` if the saved game cannot be opened: `problem` says why).
    pub(super) fn hosting_for(
        self,
        id: Option<String>,
        mount: &Mount,
    ) -> Result<Hosting, session::Error> {
        let kept = self.hosting.with_value(|kept| {
            kept.as_ref()
                .filter(|(key, ..)| *key == id)
                .map(|(_, hosting, _)| *hosting)
        });
        if let Some(hosting) = kept {
            return Ok(hosting);
        }
        let resumed = match &id {
            Some(id) => Some(crate::persist::open(id)?),
            None => None,
        };
        self.close_hosting();
        let owner = self.owner();
        let (records, daily) = (expect_context(), expect_context());
        let settings = expect_context::<crate::settings::Settings>();
        let hosting = owner.with(|| {
            // Everything the table holds lives as long as the table, not the screen.
            let keeping = crate::table::Keeping::Saved {
                records,
                daily,
                save_error: RwSignal::new(None),
            };
            Hosting::new(
                mount.form.clone(),
                resumed,
                keeping,
                mount.pace_ms,
                settings,
            )
        });
        self.hosting.set_value(Some((id, hosting, owner)));
        Ok(hosting)
    }

    /// The table hosted here, if any, and its game's id.
    pub(super) fn hosted(self) -> Option<(Option<String>, Hosting)> {
        self.hosting
            .with_value(|kept| kept.as_ref().map(|(id, hosting, _)| (id.clone(), *hosting)))
    }

    /// The hosted table's game was dealt as `id`: its address names it from now on.
    pub(super) fn dealt(self, id: String) {
        self.hosting.update_value(|kept| {
            if let Some((key, ..)) = kept {
                *key = Some(id);
            }
        });
    }

    /// The table joined through the invite `code`: the one kept, else a new one.
    pub(super) fn joining_for(self, code: &str) -> Result<Joining, net::CodeError> {
        let kept = self.joining.with_value(|kept| {
            kept.as_ref()
                .filter(|(key, ..)| key == code)
                .map(|(_, joining, _)| *joining)
        });
        if let Some(joining) = kept {
            return Ok(joining);
        }
        let invite = net::Invite::decode(code)?;
        self.close_joining();
        let owner = self.owner();
        let settings = expect_context::<crate::settings::Settings>();
        let joining = owner.with(|| Joining::new(code.to_string(), invite, settings));
        self.joining
            .set_value(Some((code.to_string(), joining, owner)));
        Ok(joining)
    }
}

//! One game, one writer: a game open in two tabs never loses a move.
//!
//! Each tab (one page load) has an id of its own, and each save carries the claim of the
//! tab that wrote it last: that tab's id and the game's write count, one more at every
//! write ([`Claim`]). A tab writes a game only while the stored claim is the one it last
//! wrote or read; otherwise another tab has written since, and this one writes nothing and
//! says that the game continues elsewhere ([`Standing::Elsewhere`]), until it takes the
//! game back. Opening a game (from the list, on a reload, or taking it back) takes it
//! over: the latest line of play is read and written back under this tab's claim, so the
//! tab that had it learns at once (the browser's `storage` event, [`Tab::on_change`]) and
//! stops writing and playing. A stale tab therefore never writes over a newer line of play.
//!
//! Each check and write runs in one piece of code, with nothing awaited between: with
//! localStorage's one writer at a time per origin, no other tab's write comes between
//! them. Should two tabs of separate processes still write in the same instant, the claims
//! differ by their tab ids: whichever write the store kept stands, and the other tab, on
//! reading it, knows the game continues elsewhere.
//!
//! Which game a page opens as it loads ([`game_to_open`]) is kept per tab too (the app's
//! sessionStorage, which a reload keeps and another tab does not see): a reload reopens the
//! game this tab showed, even when another tab moved in another game since; a fresh tab
//! opens the game in progress ([`saves::current`]).

use crate::error::Error;
use crate::saves::{self, Claim, SavedGame, DELETED_PREFIX, PREFIX};
use crate::seats::Origin;
use crate::session::Session;
use crate::store::Store;

/// The key, in a tab's own store, of the game that tab shows: a JSON string, or `null`
/// when it shows none (the setup, a lesson, a finished game).
pub const TAB_GAME: &str = "condottiere/tab-game";

/// Whether this tab may go on writing the game it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// It may (or it shows no saved game).
    Mine,
    /// Another tab has written the game since: this one neither writes nor plays it.
    Elsewhere,
    /// The game was deleted from the saved games (in another tab, or in this one's list):
    /// this tab neither writes nor plays it until it is brought back.
    Deleted,
}

/// What this tab holds of the game it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Hold {
    /// No game.
    Nothing,
    /// The game `game`, which this tab writes; `seen` is the claim it last wrote or read
    /// (none for a game begun here and not stored yet, or a save without a claim).
    Writing { game: String, seen: Option<Claim> },
    /// The game `game`, which another tab has written since: it stays so until reopened.
    Elsewhere { game: String },
}

/// What a change in the store (another tab's write) means for this tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// A save was written or removed (or the whole store cleared): the list is read again.
    pub saves: bool,
    /// This tab's standing with the game it shows, after the change.
    pub standing: Standing,
}

/// One tab (one page load) and its hold on the game it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tab {
    id: String,
    hold: Hold,
}

impl Tab {
    /// A tab whose id is `id`: drawn afresh at every page load (a reload is a new tab, so
    /// a tab duplicated with its sessionStorage never shares an id).
    pub fn new(id: &str) -> Tab {
        Tab {
            id: id.to_string(),
            hold: Hold::Nothing,
        }
    }

    /// The tab's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The id of the game this tab shows, whether it writes it or not.
    pub fn game(&self) -> Option<&str> {
        match &self.hold {
            Hold::Nothing => None,
            Hold::Writing { game, .. } | Hold::Elsewhere { game } => Some(game),
        }
    }

    /// A game begun in this tab (a new deal, a lesson, a game continued from a replay):
    /// nothing of it is stored yet.
    pub fn begin(&mut self, game: &str) {
        self.hold = Hold::Writing {
            game: game.to_string(),
            seen: None,
        };
    }

    /// Opens the saved game `game` and takes it over: the latest line of play, written
    /// back under this tab's claim (its time unchanged: opening is not a move), so that a
    /// tab that had it stops at once. If that write fails (a full store) the claim read is
    /// kept as the one seen: this tab's next move claims the game, unless another tab
    /// writes first. A save that does not read is refused, and left as it is.
    pub fn open(
        &mut self,
        store: &mut impl Store,
        tab_store: &mut impl Store,
        game: &str,
    ) -> Result<Session, Error> {
        let text = store
            .get(&saves::key(game))
            .ok()
            .flatten()
            .ok_or(Error::Gone)?;
        self.take_over(store, tab_store, &text)
            .map(|(session, _)| session)
    }

    /// Takes over the game saved as `text` (see [`Tab::open`]): its session, and whether
    /// the take-over was written.
    fn take_over(
        &mut self,
        store: &mut impl Store,
        tab_store: &mut impl Store,
        text: &str,
    ) -> Result<(Session, bool), Error> {
        let (save, session) = saves::read_save(text)?;
        let claim = self.next_claim(&save.writer);
        let mut taken = SavedGame::of(&session, save.updated);
        taken.writer = Some(claim.clone());
        let written = saves::write(store, &taken).is_ok();
        self.hold = Hold::Writing {
            game: session.id().to_string(),
            seen: if written { Some(claim) } else { save.writer },
        };
        show(tab_store, &session);
        Ok((session, written))
    }

    /// Takes back the game this tab shows (see [`Tab::open`]); `Gone` if it shows none.
    pub fn take_back(
        &mut self,
        store: &mut impl Store,
        tab_store: &mut impl Store,
    ) -> Result<Session, Error> {
        let game = self.game().ok_or(Error::Gone)?.to_string();
        self.open(store, tab_store, &game)
    }

    /// Brings back the game this tab shows, deleted from the saved games: the save
    /// waiting among the deleted ones (the latest line of play) is restored and taken over
    /// here; if none waits (past its week, or the store had no room to keep it), this
    /// tab's own copy, `session`, is written again at `now`. A save stored again under
    /// its id meanwhile (brought back elsewhere) is taken over as it is.
    pub fn bring_back(
        &mut self,
        store: &mut impl Store,
        tab_store: &mut impl Store,
        session: &Session,
        now: f64,
    ) -> Result<Session, Error> {
        let game = session.id();
        if store.get(&saves::key(game))?.is_some() {
            return self.open(store, tab_store, game);
        }
        match saves::waiting(store, game) {
            Ok(waiting) => {
                let (back, written) = self.take_over(store, tab_store, &waiting.text)?;
                if !written {
                    return Err(Error::Full);
                }
                saves::forget_deleted(store, game);
                Ok(back)
            }
            // Nothing waits: this tab's own copy is written as a game begun here.
            Err(Error::Gone) => {
                self.begin(game);
                match self.save(store, tab_store, session, now)? {
                    Standing::Mine => Ok(session.clone()),
                    _ => Err(Error::Gone),
                }
            }
            Err(e) => Err(e),
        }
    }

    /// Saves the session at `now` if this tab still writes its game: the stored claim is
    /// the one it last wrote or read, or nothing is stored yet (a game begun here). Else
    /// nothing is written: the tab stays [`Standing::Elsewhere`] until it reopens the
    /// game, or is [`Standing::Deleted`] while the game is deleted (nothing stored where
    /// this tab had written or read it, or the save waits among the deleted ones). A
    /// session this tab did not open is one it began ([`Tab::begin`]). A lesson is never
    /// saved. The save is also marked as the game in progress (in the store, and in this
    /// tab's own for a reload).
    pub fn save(
        &mut self,
        store: &mut impl Store,
        tab_store: &mut impl Store,
        session: &Session,
        now: f64,
    ) -> Result<Standing, Error> {
        if self.game() != Some(session.id()) {
            self.begin(session.id());
        }
        if !matches!(self.hold, Hold::Writing { .. }) {
            return Ok(self.stored_standing(store));
        }
        if session.origin() == Origin::Lesson {
            show(tab_store, session);
            return Ok(Standing::Mine);
        }
        match self.stored_standing(store) {
            Standing::Mine => {}
            other => return Ok(other),
        }
        let Hold::Writing { seen, .. } = &self.hold else {
            return Ok(Standing::Elsewhere);
        };
        let claim = self.next_claim(seen);
        let mut save = SavedGame::of(session, now);
        save.writer = Some(claim.clone());
        saves::write(store, &save)?;
        // The claim is written: from now on it is the one to find, whatever comes next.
        self.hold = Hold::Writing {
            game: session.id().to_string(),
            seen: Some(claim),
        };
        show(tab_store, session);
        saves::mark_current(store, session)?;
        Ok(Standing::Mine)
    }

    /// Whether this tab may still write the game it shows: [`Standing::Elsewhere`] once
    /// another tab has written it (and from then on, until this tab reopens it),
    /// [`Standing::Deleted`] while it is deleted.
    pub fn standing(&mut self, store: &impl Store) -> Standing {
        self.stored_standing(store)
    }

    /// This tab's standing with its game as the store has it (a store that cannot be read
    /// changes nothing: the write says why).
    fn stored_standing(&mut self, store: &impl Store) -> Standing {
        match &self.hold {
            Hold::Nothing => Standing::Mine,
            Hold::Writing { game, seen } => match store.get(&saves::key(game)) {
                Ok(Some(text)) => {
                    if saves::claim_in(&text).as_ref() != Ok(seen) {
                        self.lose();
                        return Standing::Elsewhere;
                    }
                    Standing::Mine
                }
                // Written or read here once, or waiting among the deleted: deleted.
                Ok(None) if seen.is_some() || saves::is_deleted(store, game) => Standing::Deleted,
                _ => Standing::Mine,
            },
            Hold::Elsewhere { game } => {
                let gone = matches!(store.get(&saves::key(game)), Ok(None));
                if gone && saves::is_deleted(store, game) {
                    Standing::Deleted
                } else {
                    Standing::Elsewhere
                }
            }
        }
    }

    /// Another tab changed the store's `key` (`None`: it cleared the whole store), as the
    /// browser's `storage` event tells: whether the saves changed, and this tab's standing
    /// with the game it shows, read again.
    pub fn on_change(&mut self, store: &impl Store, key: Option<&str>) -> Change {
        Change {
            saves: key.is_none_or(|k| k.starts_with(PREFIX) || k.starts_with(DELETED_PREFIX)),
            standing: self.standing(store),
        }
    }

    /// The player left the game for the menu: a reload of this tab shows the menu, and so
    /// does a fresh tab if this tab still wrote the game (the game waits in the list). A
    /// game that continues elsewhere stays the one in progress there.
    pub fn leave(&mut self, store: &mut impl Store, tab_store: &mut impl Store) {
        if self.standing(store) == Standing::Mine {
            if let Some(game) = self.game() {
                saves::forget_current(store, game);
            }
        }
        self.hold = Hold::Nothing;
        note(tab_store, None);
    }

    /// Another tab wrote the game: this one holds it no longer.
    fn lose(&mut self) {
        if let Some(game) = self.game() {
            self.hold = Hold::Elsewhere {
                game: game.to_string(),
            };
        }
    }

    /// This tab's claim for the write after `seen`.
    fn next_claim(&self, seen: &Option<Claim>) -> Claim {
        Claim {
            tab: self.id.clone(),
            generation: seen.as_ref().map_or(0, |c| c.generation) + 1,
        }
    }
}

/// Notes in the tab's own store the game it shows, for a reload: none for a lesson or a
/// finished game (a reload then opens the setup, as it always has). A failure only costs
/// a reload its place, so it is not reported.
fn show(tab_store: &mut impl Store, session: &Session) {
    let shown = session.origin() != Origin::Lesson && !session.game().is_over();
    note(tab_store, shown.then_some(session.id()));
}

/// Notes `game` (none: no game) in the tab's own store as the game a reload opens.
fn note(tab_store: &mut impl Store, game: Option<&str>) {
    let _ = tab_store.set(TAB_GAME, &serde_json::Value::from(game).to_string());
}

/// The game a page opens as it loads: the one this tab showed before a reload (none if
/// it showed none), else, in a fresh tab, the game in progress.
pub fn game_to_open(tab_store: &impl Store, store: &impl Store) -> Option<String> {
    let noted = tab_store.get(TAB_GAME).ok().flatten();
    match noted.and_then(|text| serde_json::from_str(&text).ok()) {
        Some(serde_json::Value::String(id)) => Some(id),
        Some(serde_json::Value::Null) => None,
        _ => saves::current(store),
    }
}

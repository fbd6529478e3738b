//! What happened when an action was applied, so a UI can animate and log it without
//! diffing states. Every event is public: none names a card another player may not see.

use crate::card::{Card, CardCounts};
use crate::map::Region;
use crate::strength::Season;
use serde::{Deserialize, Serialize};

/// Why the token moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TokenReason {
    /// The battle's winner takes it.
    WonBattle,
    /// The region's owner held it (tie or classic Bishop under the defender's advantage).
    Defended,
    /// A failed battle: the holder keeps it (classic-1995).
    KeptAfterFailedBattle,
    /// A failed battle: it passes to the next player clockwise.
    PassedLeftAfterFailedBattle,
    /// A failed battle: drawn at random among the tied players.
    DrawnAfterFailedBattle,
    /// The most Courtesans (ffg) or Spies (zman) in a row take it.
    MostCourtesans,
    MostSpies,
    /// The holder declined to choose a region (classic-hu).
    Declined,
    /// The duel's first battle marker is drawn at random.
    DrawnAtStart,
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BattleEnd {
    AllPassed,
    Surrender { seat: u8 },
    ClassicBishop { seat: u8 },
}

/// How the game (or a share of it) was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// A connected group of this many regions.
    Adjacent {
        regions: u8,
    },
    /// This many regions anywhere.
    Total {
        regions: u8,
    },
    /// No region was left to fight for: the most regions.
    MostRegions {
        regions: u8,
    },
    /// Won the final battle between players tied for the most regions.
    FinalBattle,
    /// Tied for the most regions (or a drawn final battle): the victory is shared.
    SharedVictory,
    /// Duel: won this many battles.
    BattlesWon {
        battles: u8,
    },
    /// Duel: both out of cards, more battles won (or equal: a draw, every seat a winner).
    MoreBattlesWon,
    DuelDraw,
    /// Campaign: the highest score once someone reached the target.
    Campaign {
        score: u16,
    },
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A new game of a campaign (or the first game) was dealt.
    GameStarted {
        game: u16,
        token: u8,
    },
    /// The token holder declined to choose and passed the token.
    Declined {
        seat: u8,
        to: u8,
    },
    /// The next battle's region was chosen (ffg chooses it before the clean-up).
    RegionChosen {
        seat: u8,
        region: Region,
    },
    /// A battle began; `region` is `None` in the duel and the final battle.
    BattleStarted {
        region: Option<Region>,
        opener: u8,
        defender: Option<u8>,
        participants: u8,
    },
    /// A card was played; `card` is `None` when it went face down.
    Played {
        seat: u8,
        card: Option<Card>,
    },
    /// A face-down card was turned face up.
    Revealed {
        seat: u8,
        card: Card,
    },
    /// `stays_in`: a defender who has not played yet keeps the right to play.
    Passed {
        seat: u8,
        no_cards: bool,
        stays_in: bool,
    },
    /// A season card took the season slot; `replaced` is the other season it discarded.
    SeasonChanged {
        season: Season,
        replaced: Option<Season>,
    },
    /// The new Bishop discarded every face-up Mercenary of this value (per seat counts).
    BishopDiscarded {
        value: Option<u8>,
        removed: [u8; 6],
    },
    /// The Scarecrow took a Mercenary from `from`'s row back into `seat`'s hand.
    ScarecrowTook {
        seat: u8,
        card: Card,
        from: u8,
    },
    ScarecrowTookNothing {
        seat: u8,
    },
    /// The papal favor was placed (or, `None`, kept off the board).
    FavorPlaced {
        seat: u8,
        region: Option<Region>,
    },
    /// The battle ended: strengths of every seat (0 for those not taking part).
    BattleEnded {
        how: BattleEnd,
        strengths: [i32; 6],
        winner: Option<u8>,
    },
    RegionConquered {
        seat: u8,
        region: Region,
        from: Option<u8>,
    },
    /// The defender kept the region.
    RegionHeld {
        seat: u8,
        region: Region,
    },
    /// The battle failed: tie for the highest strength, nobody played, or a classic Bishop.
    BattleFailed {
        region: Option<Region>,
        tied: u8,
    },
    /// Duel: the winner takes a control marker.
    BattleWon {
        seat: u8,
        battles: u8,
    },
    TokenMoved {
        from: u8,
        to: u8,
        reason: TokenReason,
    },
    /// A hand with no Mercenary was discarded, shown to all.
    HandDiscarded {
        seat: u8,
        cards: CardCounts,
    },
    HandKept {
        seat: u8,
    },
    /// Round end: the last player with cards returned / discarded / kept them.
    LastCardsReturned {
        seat: u8,
        count: u8,
    },
    LastCardsDiscarded {
        seat: u8,
        count: u8,
    },
    LastCardsKept {
        seat: u8,
        kept: u8,
        discarded: u8,
    },
    RoundEnded {
        round: u32,
    },
    /// Cards drawn into a hand (their faces are private).
    Dealt {
        seat: u8,
        count: u8,
    },
    /// The discard pile was shuffled into the empty deck (R4).
    DeckReshuffled {
        cards: u32,
    },
    /// No region left and a tie for the most: a final battle between these seats (mask).
    FinalBattle {
        seats: u8,
    },
    /// Campaign: a game ended and was scored.
    CampaignScored {
        game: u16,
        scores: [u16; 6],
    },
    /// The game is over; `winners` is a seat mask (several share a victory).
    GameOver {
        winners: u8,
        reason: WinReason,
    },
}

/// Where applying an action writes its events. `Vec<Event>` collects them; `()` drops
/// them, which the AI's play-outs use to stay allocation-free.
pub trait EventSink {
    fn push(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

impl EventSink for () {
    #[inline]
    fn push(&mut self, _event: Event) {}
}

//! Every user-facing text, looked up by key, so the rulebooks' other languages can be
//! added as tables without touching components. `{0}`, `{1}`… are filled in by [`tf`].

/// One language: key → text.
type Table = &'static [(&'static str, &'static str)];

const ENGLISH: Table = &[
    ("app.title", "Condottiere"),
    (
        "app.tagline",
        "Hire mercenaries, win battles, and take the cities of Renaissance Italy.",
    ),
    ("setup.title", "New game"),
    ("setup.preset", "Edition"),
    ("preset.classic-1995", "Classic (1995)"),
    ("preset.classic-1995.about", "The original game: 96 cards; owned cities may be attacked; 2 cards per city."),
    ("preset.classic-hu", "Classic, Hungarian text"),
    ("preset.classic-hu.about", "The classic rules as printed in Hungary: the Condottiere may decline to choose; a battle nobody wins passes the token left."),
    ("preset.ffg-2006", "Fantasy Flight (2006)"),
    ("preset.ffg-2006.about", "Spring, Courtesans and the papal favor; keep up to 2 cards at a round's end."),
    ("preset.zman-2018", "Z-Man (2018)"),
    ("preset.zman-2018.about", "Spies, Turncoats and the new Bishop; 5 regions, or 3 adjacent, win."),
    ("preset.zman-classic", "Z-Man, classic deck"),
    ("preset.zman-classic.about", "The Z-Man rules with the classic-version deck: the classic Bishop returns."),
    ("preset.zman-duel", "Z-Man duel (2 players)"),
    ("preset.zman-duel.about", "Two players, two identical 23-card decks: the first to win 3 battles wins."),
    ("setup.variants", "Optional rules"),
    ("setup.seats", "Players"),
    ("setup.add_seat", "Add a player"),
    ("setup.remove_seat", "Remove"),
    ("setup.name", "Name"),
    ("setup.human", "Human"),
    ("setup.first", "First Condottiere"),
    ("setup.first_random", "Drawn at random"),
    ("setup.seed", "Seed"),
    (
        "setup.seed_hint",
        "The same seed deals the same cards anywhere.",
    ),
    ("setup.new_seed", "New seed"),
    ("setup.pace", "AI pace"),
    ("setup.start", "Play"),
    ("setup.rules", "Rules of this edition"),
    ("pace.slow", "Slow"),
    ("pace.normal", "Normal"),
    ("pace.fast", "Fast"),
    ("pace.instant", "Instant"),
    ("level.easy", "AI — easy"),
    ("level.normal", "AI — normal"),
    ("level.hard", "AI — hard"),
    ("level.rule", "AI — steady"),
    (
        "variant.draw-after-battle",
        "Draw after battle: 7-card hands, draw up to 3 after each battle",
    ),
    ("variant.campaign", "Campaign: several games to 20 points"),
    (
        "variant.bigger-kingdoms",
        "Bigger kingdoms: one more adjacent region to win",
    ),
    (
        "variant.capture",
        "Capture: owned regions may be attacked; the defender has the advantage",
    ),
    (
        "variant.hidden-cards",
        "Hidden cards: Mercenaries, Heroines, Drummers and Courtesans go face down",
    ),
    ("handoff.title", "Pass the device to {0}"),
    ("handoff.tap", "{0}, tap when ready"),
    ("turn.yours", "{0}, your turn"),
    ("turn.waiting", "{0} is thinking…"),
    (
        "prompt.choose_region",
        "Choose the region of the next battle on the map.",
    ),
    ("prompt.battle", "Play a card or pass."),
    (
        "prompt.scarecrow",
        "Your Scarecrow takes a Mercenary back into your hand:",
    ),
    (
        "prompt.favor",
        "Place the papal favor on a free region of the map.",
    ),
    (
        "prompt.hand_discard",
        "You have no Mercenary left. Discard your whole hand (shown to all)?",
    ),
    (
        "prompt.keep",
        "The round ends: choose up to 2 cards to keep, then confirm.",
    ),
    (
        "prompt.draw",
        "Draw after battle: how many cards do you take? Up to 3, within your hand limit of 10 + 1 per region.",
    ),
    ("action.pass", "Pass"),
    ("action.pass_reveal", "Pass and turn up"),
    ("action.decline", "Decline and pass the token"),
    ("action.take_none", "Take nothing"),
    ("action.take", "Take back {0}"),
    ("action.take_from", "Take {0} from {1}"),
    ("action.favor_off", "Keep the favor off the board"),
    ("action.discard_hand", "Discard hand"),
    ("action.keep_hand", "Keep hand"),
    ("action.draw", "Draw {0}"),
    ("action.confirm", "Confirm"),
    ("action.hint", "Hint"),
    ("action.rematch", "Rematch"),
    ("action.new_game", "New game"),
    ("hint.suggests", "Suggested: {0}"),
    ("hint.thinking", "Thinking…"),
    ("table.hand", "Your hand"),
    ("table.cards", "{0} cards"),
    ("table.deck", "Deck: {0}"),
    ("table.discard", "Discard: {0}"),
    ("table.passed", "passed"),
    ("table.token", "Condottiere"),
    ("table.season", "Season: {0}"),
    ("table.no_season", "No season"),
    ("table.battle_for", "Battle for {0}"),
    ("table.final_battle", "Final battle"),
    ("table.duel_battle", "Battle {0}"),
    ("table.between_battles", "Between battles"),
    ("table.round", "Round {0}"),
    ("table.regions", "{0} regions"),
    ("table.region_one", "1 region"),
    ("table.battles_won", "{0} battles won"),
    ("table.defender", "defending"),
    ("strength.base", "Mercenaries"),
    ("strength.winter", "Winter"),
    ("strength.drummer", "Drummer"),
    ("strength.spring", "Spring"),
    ("strength.heroines", "Heroines"),
    ("strength.courtesans", "Courtesans"),
    ("strength.spies", "Spies"),
    ("strength.total", "Strength"),
    ("log.title", "Chronicle"),
    ("over.title", "Game over"),
    ("over.won", "{0} wins"),
    ("over.shared", "Shared victory: {0}"),
    ("over.stats", "Regions {0} · battles won {1}"),
    ("rules.title", "Rules at hand"),
    ("error.title", "Something went wrong"),
    ("map.title", "Italy"),
    ("map.favor", "Papal favor"),
    ("action.leave", "Leave this game (it stays saved)"),
    ("saves.title", "Saved games"),
    (
        "saves.none",
        "No saved games yet: every game is saved after each move.",
    ),
    ("saves.resume", "Resume"),
    ("saves.export", "Export"),
    ("saves.delete", "Delete"),
    ("saves.import", "Import a saved game (.json)"),
    ("saves.imported", "The saved game was imported."),
    (
        "saves.import_failed",
        "That file could not be imported: {0}. Nothing was changed.",
    ),
    (
        "saves.unreadable",
        "A saved game could not be read ({0}). The others are fine.",
    ),
    (
        "saves.resume_failed",
        "The saved game could not be resumed: {0}. It was left as it is.",
    ),
    ("saves.finished", "finished"),
    ("saves.in_progress", "in progress"),
    ("saves.progress", "{0} battles · {1}"),
    ("share.title", "Share"),
    (
        "share.deal",
        "Deal link: the same seats, rules and cards on any device",
    ),
    (
        "share.record",
        "Record link: replays this game move by move",
    ),
    ("share.copy", "Copy"),
    ("share.copied", "Copied"),
    (
        "link.deal_loaded",
        "This deal came from a link: press Play for the same cards.",
    ),
    ("link.bad_title", "This link cannot be opened"),
    ("replay.title", "Replay"),
    ("replay.back", "◀ Back"),
    ("replay.start", "« Start"),
    ("replay.end", "End »"),
    ("replay.forward", "Forward ▶"),
    ("replay.position", "Move {0} of {1}"),
    ("replay.jump", "Jump to a battle"),
    ("replay.continue", "Continue from here"),
    (
        "log.game_started",
        "The cards are dealt. {0} is the first Condottiere.",
    ),
    ("log.campaign_game", "Game {0} of the campaign begins."),
    (
        "log.declined",
        "{0} declines to choose and passes the token to {1}.",
    ),
    ("log.region_chosen", "{0} chooses {1} for the next battle."),
    ("log.battle_started", "Battle for {0}: {1} opens."),
    (
        "log.battle_started_defended",
        "Battle for {0}, held by {2}: {1} opens.",
    ),
    ("log.duel_battle", "A new battle: {0} opens."),
    ("log.final_battle_started", "The final battle: {0} opens."),
    ("log.played", "{0} plays {1}."),
    ("log.played_face_down", "{0} plays a card face down."),
    ("log.revealed", "{0} turns up {1}."),
    ("log.passed", "{0} passes."),
    ("log.passed_no_cards", "{0} has no cards and passes."),
    (
        "log.passed_stays",
        "{0} waits (the defender may still play).",
    ),
    ("log.season", "{0} is now in play."),
    ("log.season_replaced", "{0} replaces {1}."),
    (
        "log.bishop",
        "The Bishop discards every Mercenary {0} in play.",
    ),
    (
        "log.bishop_nothing",
        "The Bishop finds no Mercenary to discard.",
    ),
    (
        "log.scarecrow",
        "{0}'s Scarecrow takes {1} back from {2}'s row.",
    ),
    (
        "log.scarecrow_nothing",
        "{0}'s Scarecrow takes nothing back.",
    ),
    ("log.favor", "{0} places the papal favor on {1}."),
    ("log.favor_off", "{0} keeps the papal favor off the board."),
    ("log.strengths", "Strengths: {0}."),
    (
        "log.surrender",
        "{0} plays Surrender: the battle ends at once.",
    ),
    (
        "log.classic_bishop",
        "{0} plays the Bishop: the battle ends with no winner.",
    ),
    ("log.conquered", "{0} conquers {1}."),
    ("log.conquered_from", "{0} takes {1} from {2}."),
    ("log.held", "{0} holds {1}."),
    ("log.failed", "Nobody wins the battle."),
    ("log.duel_won", "{0} wins the battle ({1} won)."),
    ("log.token.won-battle", "{0} takes the token as the winner."),
    ("log.token.defended", "{0} takes the token as the defender."),
    ("log.token.kept-after-failed-battle", "{0} keeps the token."),
    (
        "log.token.passed-left-after-failed-battle",
        "The token passes left to {0}.",
    ),
    (
        "log.token.drawn-after-failed-battle",
        "The token is drawn at random: {0}.",
    ),
    (
        "log.token.most-courtesans",
        "{0} takes the token with the most Courtesans.",
    ),
    (
        "log.token.most-spies",
        "{0} takes the token with the most Spies.",
    ),
    ("log.token.declined", "{0} now holds the token."),
    ("log.token.drawn-at-start", "{0} opens the first battle."),
    (
        "log.hand_discarded",
        "{0} discards a hand with no Mercenary: {1}.",
    ),
    ("log.hand_kept", "{0} keeps their hand."),
    (
        "log.last_returned",
        "{0} returns their last {1} cards to the deck.",
    ),
    ("log.last_discarded", "{0} discards their last {1} cards."),
    ("log.last_kept", "{0} keeps {1} cards and discards {2}."),
    (
        "log.round_ended",
        "Round {0} ends; the cards are reshuffled.",
    ),
    ("log.dealt", "{0} draws {1} cards."),
    (
        "log.reshuffled",
        "The discard pile is shuffled into the deck.",
    ),
    (
        "log.final_battle",
        "No region is left: {0} fight a final battle.",
    ),
    ("log.campaign_scored", "Game {0} scored: {1}."),
    ("log.game_over", "Game over: {0}."),
    ("reason.adjacent", "{0} adjacent regions"),
    ("reason.total", "{0} regions"),
    ("reason.most", "the most regions ({0}) when none was left"),
    ("reason.final", "the final battle"),
    ("reason.shared", "a tie, the victory is shared"),
    ("reason.battles", "{0} battles won"),
    (
        "reason.more_battles",
        "more battles won when the cards ran out",
    ),
    ("reason.draw", "a draw"),
    ("reason.campaign", "{0} campaign points"),
    ("card.M1", "Mercenary 1"),
    ("card.M2", "Mercenary 2"),
    ("card.M3", "Mercenary 3"),
    ("card.M4", "Mercenary 4"),
    ("card.M5", "Mercenary 5"),
    ("card.M6", "Mercenary 6"),
    ("card.M10", "Mercenary 10"),
    ("card.Scarecrow", "Scarecrow"),
    ("card.Drummer", "Drummer"),
    ("card.Heroine", "Heroine"),
    ("card.Winter", "Winter"),
    ("card.Spring", "Spring"),
    ("card.Bishop", "Bishop"),
    ("card.ClassicBishop", "Bishop"),
    ("card.Surrender", "Surrender"),
    ("card.Turncoat", "Turncoat"),
    ("card.Courtesan", "Courtesan"),
    ("card.Spy", "Spy"),
    (
        "help.mercenary",
        "A Mercenary adds its value to your strength.",
    ),
    (
        "help.Scarecrow",
        "Take one Mercenary from your row back into your hand.",
    ),
    (
        "help.Scarecrow.any",
        "Take one Mercenary from any row back into your hand.",
    ),
    (
        "help.Drummer",
        "Doubles the Mercenaries in your row. More Drummers add nothing.",
    ),
    (
        "help.Heroine",
        "Adds 10. Winter, Spring and the Drummer do not change it.",
    ),
    (
        "help.Winter",
        "Every Mercenary in every row counts 1. Discards Spring.",
    ),
    (
        "help.Spring",
        "+3 to every Mercenary of the highest value in play. Discards Winter.",
    ),
    (
        "help.Bishop",
        "Discards every copy of the highest face-up Mercenary in play, then you place the papal favor on a free region (none free: it leaves the board).",
    ),
    (
        "help.Bishop.nofavor",
        "Discards every copy of the highest Mercenary in play.",
    ),
    (
        "help.ClassicBishop",
        "The battle ends at once with no winner.",
    ),
    (
        "help.Surrender",
        "The battle ends at once; the strongest row wins.",
    ),
    (
        "help.Courtesan",
        "Adds 1. The most Courtesans take the token after the battle.",
    ),
    (
        "help.Spy",
        "Adds 1. The most Spies take the token after the battle.",
    ),
];

const LANGUAGES: &[(&str, Table)] = &[("en", ENGLISH)];

thread_local! {
    static LANGUAGE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Chooses the language by its code ("en"); unknown codes keep the current one.
pub fn set_language(code: &str) {
    if let Some(i) = LANGUAGES.iter().position(|(c, _)| *c == code) {
        LANGUAGE.with(|l| l.set(i));
    }
}

/// The text for `key`, falling back to English, then to the key itself (visible, so a
/// missing translation is noticed rather than hidden).
pub fn t(key: &'static str) -> &'static str {
    let lang = LANGUAGE.with(|l| l.get());
    let lookup = |table: Table| table.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
    lookup(LANGUAGES[lang].1)
        .or_else(|| lookup(ENGLISH))
        .unwrap_or(key)
}

/// The text for `key` with `{0}`, `{1}`… replaced by `args`.
pub fn tf(key: &'static str, args: &[&str]) -> String {
    let mut text = t(key).to_string();
    for (i, arg) in args.iter().enumerate() {
        text = text.replace(&format!("{{{i}}}"), arg);
    }
    text
}

/// An edition's name and its one-line description.
pub fn preset_text(preset: engine::Preset) -> (&'static str, &'static str) {
    use engine::Preset::*;
    match preset {
        Classic1995 => (t("preset.classic-1995"), t("preset.classic-1995.about")),
        ClassicHu => (t("preset.classic-hu"), t("preset.classic-hu.about")),
        Ffg2006 => (t("preset.ffg-2006"), t("preset.ffg-2006.about")),
        Zman2018 => (t("preset.zman-2018"), t("preset.zman-2018.about")),
        ZmanClassic => (t("preset.zman-classic"), t("preset.zman-classic.about")),
        ZmanDuel => (t("preset.zman-duel"), t("preset.zman-duel.about")),
    }
}

/// "1 region", "3 regions".
pub fn regions_text(count: u8) -> String {
    if count == 1 {
        t("table.region_one").to_string()
    } else {
        tf("table.regions", &[&count.to_string()])
    }
}

/// Every key of the English table (for tests that check other tables are complete).
pub fn keys() -> impl Iterator<Item = &'static str> {
    ENGLISH.iter().map(|(k, _)| *k)
}

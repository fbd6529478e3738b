//! One game at the table: who sits where, the engine's game, its record and the chronicle.
//! No UI here: components read a `Session` and send it actions.

use crate::i18n::{t, tf};
use engine::{
    Action, BattleEnd, Card, Event, Game, Phase, Preset, Record, Rules, Setup, WinReason,
};
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatKind {
    Human,
    Ai(AiLevel),
}

/// The AI strengths offered at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AiLevel {
    Easy,
    Rule,
    Normal,
    Hard,
}

impl SeatKind {
    /// The seat kind's number in share links (0 human, then the AI levels).
    pub fn link_code(self) -> u8 {
        match self {
            SeatKind::Human => links::KIND_HUMAN,
            SeatKind::Ai(AiLevel::Easy) => 1,
            SeatKind::Ai(AiLevel::Rule) => 2,
            SeatKind::Ai(AiLevel::Normal) => 3,
            SeatKind::Ai(AiLevel::Hard) => 4,
        }
    }

    pub fn from_link_code(code: u8) -> SeatKind {
        match code {
            1 => SeatKind::Ai(AiLevel::Easy),
            2 => SeatKind::Ai(AiLevel::Rule),
            3 => SeatKind::Ai(AiLevel::Normal),
            4 => SeatKind::Ai(AiLevel::Hard),
            _ => SeatKind::Human,
        }
    }
}

impl SeatConfig {
    pub fn to_shared(&self) -> links::SharedSeat {
        links::SharedSeat {
            name: self.name.clone(),
            color: self.color,
            kind: self.kind.link_code(),
        }
    }

    pub fn from_shared(seat: &links::SharedSeat) -> SeatConfig {
        SeatConfig {
            name: seat.name.clone(),
            color: seat.color % 6,
            kind: SeatKind::from_link_code(seat.kind),
        }
    }
}

impl AiLevel {
    pub const ALL: [AiLevel; 4] = [AiLevel::Easy, AiLevel::Rule, AiLevel::Normal, AiLevel::Hard];

    pub fn id(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Rule => "rule",
            AiLevel::Normal => "normal",
            AiLevel::Hard => "hard",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            AiLevel::Easy => t("level.easy"),
            AiLevel::Rule => t("level.rule"),
            AiLevel::Normal => t("level.normal"),
            AiLevel::Hard => t("level.hard"),
        }
    }

    pub fn engine_level(self) -> ai::Level {
        match self {
            AiLevel::Easy => ai::Level::Easy,
            AiLevel::Rule => ai::Level::Rule,
            AiLevel::Normal => ai::Level::Normal,
            AiLevel::Hard => ai::Level::Hard,
        }
    }
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    /// Index into [`crate::ui::colors::PLAYER_COLORS`].
    pub color: u8,
    pub kind: SeatKind,
}

/// A game in progress and everything shown around it.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The saved game's id (empty until the app gives it one).
    pub id: String,
    /// When the game began, in milliseconds since 1970.
    pub created: f64,
    pub seats: Vec<SeatConfig>,
    pub record: Record,
    pub game: Game,
    /// The chronicle, one line per event worth telling.
    pub log: Vec<String>,
    /// The human seat whose private view (hand) is on screen, if any.
    pub viewer: Option<u8>,
    /// Strengths of the last finished battle, for the table to show until the next one.
    pub last_strengths: Option<[i32; 6]>,
    /// The card the last action laid in a row, as (seat, its position in the row), so the
    /// table can show which card just arrived.
    pub fresh_card: Option<(u8, usize)>,
}

impl Session {
    pub fn new(setup: Setup, seats: Vec<SeatConfig>) -> Result<Session, String> {
        if seats.len() != setup.players as usize {
            return Err(format!(
                "{} seats for {} players",
                seats.len(),
                setup.players
            ));
        }
        let game = Game::new(setup)?;
        let mut session = Session {
            id: String::new(),
            created: 0.0,
            seats,
            record: Record::new(setup),
            game,
            log: Vec::new(),
            viewer: None,
            last_strengths: None,
            fresh_card: None,
        };
        let opener = session.name(session.game.table().token).to_string();
        session.log.push(tf("log.game_started", &[&opener]));
        // With one human at the table, their hand is always the one shown.
        let humans: Vec<u8> = session.humans().collect();
        if humans.len() == 1 {
            session.viewer = Some(humans[0]);
        }
        Ok(session)
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    pub fn preset(&self) -> Preset {
        self.game.rules().preset
    }

    pub fn name(&self, seat: u8) -> &str {
        self.seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn humans(&self) -> impl Iterator<Item = u8> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
            .map(|(i, _)| i as u8)
    }

    pub fn kind(&self, seat: u8) -> SeatKind {
        self.seats
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The seat whose decision it is.
    pub fn acting(&self) -> Option<u8> {
        self.game.to_act()
    }

    /// The level of the AI that must act now, if an AI must act.
    pub fn ai_to_act(&self) -> Option<(u8, AiLevel)> {
        let seat = self.acting()?;
        match self.kind(seat) {
            SeatKind::Ai(level) => Some((seat, level)),
            SeatKind::Human => None,
        }
    }

    /// A human must act whose hand is not the one on screen: hand the device over first.
    pub fn handoff_to(&self) -> Option<u8> {
        let seat = self.acting()?;
        (self.kind(seat) == SeatKind::Human && self.viewer != Some(seat)).then_some(seat)
    }

    /// The device is now in `seat`'s hands.
    pub fn take_device(&mut self, seat: u8) {
        self.viewer = Some(seat);
    }

    /// The human who may act now through the screen: the acting seat, once it holds the
    /// device.
    pub fn human_to_act(&self) -> Option<u8> {
        let seat = self.acting()?;
        (self.kind(seat) == SeatKind::Human && self.viewer == Some(seat)).then_some(seat)
    }

    /// Applies an action of the acting seat; an illegal one changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, String> {
        let rows_before: Vec<usize> = (0..self.game.players())
            .map(|p| self.game.row(p).len())
            .collect();
        let events = self.game.apply(action).map_err(|e| e.to_string())?;
        self.record.actions.push(action);
        // A card that went to a row (not a season card to the season slot, nor a row
        // cleared by the battle's end) is the fresh one.
        self.fresh_card = events.iter().find_map(|e| match e {
            Event::Played { seat, .. } => {
                let len = self.game.row(*seat).len();
                (len > rows_before[*seat as usize]).then(|| (*seat, len - 1))
            }
            _ => None,
        });
        for event in &events {
            if let Event::BattleStarted { .. } = event {
                self.last_strengths = None;
            }
            if let Event::BattleEnded { strengths, .. } = event {
                self.last_strengths = Some(*strengths);
            }
            if let Some(line) = self.describe(event) {
                self.log.push(line);
            }
        }
        Ok(events)
    }

    /// The seats as share links carry them.
    fn shared_seats(&self) -> Vec<links::SharedSeat> {
        self.seats.iter().map(SeatConfig::to_shared).collect()
    }

    /// The deal link's code: the same seats, rules and seed.
    pub fn deal_code(&self) -> String {
        links::encode_deal(&self.record.setup, &self.shared_seats())
    }

    /// The record link's code: the deal and every action so far.
    pub fn record_code(&self) -> Result<String, String> {
        links::encode_record(
            &self.record.setup,
            &self.shared_seats(),
            &self.record.actions,
        )
        .map_err(|e| e.to_string())
    }

    /// A card's name in this edition (zman calls Surrender the Turncoat).
    pub fn card_name(&self, card: Card) -> &'static str {
        card_name(card, self.preset())
    }

    /// The chronicle's line for an event, if it is worth telling.
    pub fn describe(&self, event: &Event) -> Option<String> {
        let n = |seat: &u8| self.name(*seat).to_string();
        let card = |c: &Card| self.card_name(*c).to_string();
        Some(match event {
            Event::GameStarted { game, .. } if *game > 1 => {
                tf("log.campaign_game", &[&game.to_string()])
            }
            Event::GameStarted { .. } => return None,
            Event::Declined { seat, to } => tf("log.declined", &[&n(seat), &n(to)]),
            Event::RegionChosen { seat, region } => {
                tf("log.region_chosen", &[&n(seat), region.name()])
            }
            Event::BattleStarted {
                region,
                opener,
                defender,
                ..
            } => match (region, defender) {
                (Some(r), Some(d)) => tf(
                    "log.battle_started_defended",
                    &[r.name(), &n(opener), &n(d)],
                ),
                (Some(r), None) => tf("log.battle_started", &[r.name(), &n(opener)]),
                (None, _) if self.game.table().final_battle => {
                    tf("log.final_battle_started", &[&n(opener)])
                }
                (None, _) => tf("log.duel_battle", &[&n(opener)]),
            },
            Event::Played {
                seat,
                card: Some(c),
            } => match c {
                Card::Surrender => tf("log.surrender", &[&n(seat)]),
                Card::ClassicBishop => tf("log.classic_bishop", &[&n(seat)]),
                _ => tf("log.played", &[&n(seat), &card(c)]),
            },
            Event::Played { seat, card: None } => tf("log.played_face_down", &[&n(seat)]),
            Event::Revealed { seat, card: c } => tf("log.revealed", &[&n(seat), &card(c)]),
            Event::Passed {
                seat,
                no_cards,
                stays_in,
            } => {
                let key = if *stays_in {
                    "log.passed_stays"
                } else if *no_cards {
                    "log.passed_no_cards"
                } else {
                    "log.passed"
                };
                tf(key, &[&n(seat)])
            }
            Event::SeasonChanged { season, replaced } => {
                let now = self.card_name(season.card());
                match replaced {
                    Some(old) => tf("log.season_replaced", &[now, self.card_name(old.card())]),
                    None => tf("log.season", &[now]),
                }
            }
            Event::BishopDiscarded { value, .. } => match value {
                Some(v) => tf("log.bishop", &[&v.to_string()]),
                None => t("log.bishop_nothing").to_string(),
            },
            Event::ScarecrowTook {
                seat,
                card: c,
                from,
            } => tf("log.scarecrow", &[&n(seat), &card(c), &n(from)]),
            Event::ScarecrowTookNothing { seat } => tf("log.scarecrow_nothing", &[&n(seat)]),
            Event::FavorPlaced { seat, region } => match region {
                Some(r) => tf("log.favor", &[&n(seat), r.name()]),
                None => tf("log.favor_off", &[&n(seat)]),
            },
            Event::BattleEnded { strengths, how, .. } => {
                if matches!(how, BattleEnd::ClassicBishop { .. }) {
                    return None;
                }
                let parts: Vec<String> = (0..self.game.players())
                    .filter(|&s| self.game.table().battle.participants & (1 << s) != 0)
                    .map(|s| format!("{} {}", self.name(s), strengths[s as usize]))
                    .collect();
                tf("log.strengths", &[&parts.join(", ")])
            }
            Event::RegionConquered { seat, region, from } => match from {
                Some(f) if f != seat => tf("log.conquered_from", &[&n(seat), region.name(), &n(f)]),
                _ => tf("log.conquered", &[&n(seat), region.name()]),
            },
            Event::RegionHeld { seat, region } => tf("log.held", &[&n(seat), region.name()]),
            Event::BattleFailed { .. } => t("log.failed").to_string(),
            Event::BattleWon { seat, battles } => {
                tf("log.duel_won", &[&n(seat), &battles.to_string()])
            }
            Event::TokenMoved { to, reason, .. } => {
                let key = match reason {
                    engine::TokenReason::WonBattle => "log.token.won-battle",
                    engine::TokenReason::Defended => "log.token.defended",
                    engine::TokenReason::KeptAfterFailedBattle => {
                        "log.token.kept-after-failed-battle"
                    }
                    engine::TokenReason::PassedLeftAfterFailedBattle => {
                        "log.token.passed-left-after-failed-battle"
                    }
                    engine::TokenReason::DrawnAfterFailedBattle => {
                        "log.token.drawn-after-failed-battle"
                    }
                    engine::TokenReason::MostCourtesans => "log.token.most-courtesans",
                    engine::TokenReason::MostSpies => "log.token.most-spies",
                    engine::TokenReason::Declined => return None,
                    engine::TokenReason::DrawnAtStart => "log.token.drawn-at-start",
                };
                tf(key, &[&n(to)])
            }
            Event::HandDiscarded { seat, cards } => {
                let list: Vec<&str> = cards.cards().map(|c| self.card_name(c)).collect();
                tf("log.hand_discarded", &[&n(seat), &list.join(", ")])
            }
            Event::HandKept { .. } => return None,
            Event::LastCardsReturned { seat, count } => {
                tf("log.last_returned", &[&n(seat), &count.to_string()])
            }
            Event::LastCardsDiscarded { seat, count } => {
                tf("log.last_discarded", &[&n(seat), &count.to_string()])
            }
            Event::LastCardsKept {
                seat,
                kept,
                discarded,
            } => tf(
                "log.last_kept",
                &[&n(seat), &kept.to_string(), &discarded.to_string()],
            ),
            Event::RoundEnded { round } => tf("log.round_ended", &[&round.to_string()]),
            Event::Dealt { seat, count } => tf("log.dealt", &[&n(seat), &count.to_string()]),
            Event::DeckReshuffled { .. } => t("log.reshuffled").to_string(),
            Event::FinalBattle { seats } => tf("log.final_battle", &[&self.seat_list(*seats)]),
            Event::CampaignScored { game, scores } => {
                let parts: Vec<String> = (0..self.game.players())
                    .map(|s| format!("{} {}", self.name(s), scores[s as usize]))
                    .collect();
                tf(
                    "log.campaign_scored",
                    &[&game.to_string(), &parts.join(", ")],
                )
            }
            Event::GameOver { winners, reason } => {
                tf("log.game_over", &[&self.outcome_text(*winners, *reason)])
            }
        })
    }

    /// "Anna and Bianca" for a seat mask.
    pub fn seat_list(&self, mask: u8) -> String {
        let names: Vec<&str> = (0..self.game.players())
            .filter(|s| mask & (1 << s) != 0)
            .map(|s| self.name(s))
            .collect();
        names.join(", ")
    }

    /// "Anna wins by 3 adjacent regions".
    pub fn outcome_text(&self, winners: u8, reason: WinReason) -> String {
        let who = if winners.count_ones() == 1 {
            tf("over.won", &[&self.seat_list(winners)])
        } else {
            tf("over.shared", &[&self.seat_list(winners)])
        };
        format!("{who} — {}", reason_text(reason))
    }
}

/// How a game was won, in words.
pub fn reason_text(reason: WinReason) -> String {
    match reason {
        WinReason::Adjacent { regions } => tf("reason.adjacent", &[&regions.to_string()]),
        WinReason::Total { regions } => tf("reason.total", &[&regions.to_string()]),
        WinReason::MostRegions { regions } => tf("reason.most", &[&regions.to_string()]),
        WinReason::FinalBattle => t("reason.final").to_string(),
        WinReason::SharedVictory => t("reason.shared").to_string(),
        WinReason::BattlesWon { battles } => tf("reason.battles", &[&battles.to_string()]),
        WinReason::MoreBattlesWon => t("reason.more_battles").to_string(),
        WinReason::DuelDraw => t("reason.draw").to_string(),
        WinReason::Campaign { score } => tf("reason.campaign", &[&score.to_string()]),
    }
}

/// A card's name in an edition.
pub fn card_name(card: Card, preset: Preset) -> &'static str {
    match card {
        Card::Surrender
            if matches!(
                preset,
                Preset::Zman2018 | Preset::ZmanClassic | Preset::ZmanDuel
            ) =>
        {
            t("card.Turncoat")
        }
        Card::M1 => t("card.M1"),
        Card::M2 => t("card.M2"),
        Card::M3 => t("card.M3"),
        Card::M4 => t("card.M4"),
        Card::M5 => t("card.M5"),
        Card::M6 => t("card.M6"),
        Card::M10 => t("card.M10"),
        Card::Scarecrow => t("card.Scarecrow"),
        Card::Drummer => t("card.Drummer"),
        Card::Heroine => t("card.Heroine"),
        Card::Winter => t("card.Winter"),
        Card::Spring => t("card.Spring"),
        Card::Bishop => t("card.Bishop"),
        Card::ClassicBishop => t("card.ClassicBishop"),
        Card::Surrender => t("card.Surrender"),
        Card::Courtesan => t("card.Courtesan"),
        Card::Spy => t("card.Spy"),
    }
}

/// What a card does, under these rules.
pub fn card_help(card: Card, rules: &Rules) -> &'static str {
    if card.is_mercenary() {
        return t("help.mercenary");
    }
    match card {
        Card::Scarecrow if rules.scarecrow_any_row => t("help.Scarecrow.any"),
        Card::Scarecrow => t("help.Scarecrow"),
        Card::Drummer => t("help.Drummer"),
        Card::Heroine => t("help.Heroine"),
        Card::Winter => t("help.Winter"),
        Card::Spring => t("help.Spring"),
        Card::Bishop if rules.favor == engine::rules::FavorRule::None => t("help.Bishop.nofavor"),
        Card::Bishop => t("help.Bishop"),
        Card::ClassicBishop => t("help.ClassicBishop"),
        Card::Surrender => t("help.Surrender"),
        Card::Courtesan => t("help.Courtesan"),
        Card::Spy => t("help.Spy"),
        _ => t("help.mercenary"),
    }
}

/// Is the acting seat asked to choose a region (map clicks matter)?
pub fn map_is_active(phase: Phase) -> bool {
    matches!(phase, Phase::ChooseRegion | Phase::Favor { .. })
}

//! The rule bot's weights by name, for the tuning examples' `key=value` lists.

use ai::RuleBot;

/// Every weight's key.
pub const KEYS: [&str; 6] = ["spend", "deny", "denywin", "resp", "discard", "hopeless"];

/// The weight a key names; panics on an unknown key.
pub fn weight<'a>(bot: &'a mut RuleBot, key: &str) -> &'a mut f32 {
    match key {
        "spend" => &mut bot.spend_per_unit,
        "deny" => &mut bot.deny_weight,
        "denywin" => &mut bot.deny_win_weight,
        "resp" => &mut bot.response_share,
        "discard" => &mut bot.discard_below,
        "hopeless" => &mut bot.hopeless,
        other => panic!("unknown key {other} (the rule bot's weights: {KEYS:?})"),
    }
}

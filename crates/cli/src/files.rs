//! The command line's input and output: a file or standard input read whole, and JSON
//! printed for a reader.

use crate::error::{CliError, Expected};
use serde::de::DeserializeOwned;

/// The text of the file at `path`, or of standard input for `-`.
pub fn read_input(path: &str) -> Result<String, CliError> {
    let io = |error| CliError::Read {
        path: path.into(),
        error,
    };
    if path == "-" {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map_err(io)?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).map_err(io)
    }
}

/// The file at `path` (or standard input) read as JSON of `expected`'s kind.
pub fn read_json<T: DeserializeOwned>(path: &str, expected: Expected) -> Result<T, CliError> {
    serde_json::from_str(&read_input(path)?).map_err(|error| CliError::NotJson {
        path: path.into(),
        expected,
        error,
    })
}

/// Prints `value` as indented JSON.
pub fn print_json(value: &serde_json::Value) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value)?;
    say!("{text}");
    Ok(())
}

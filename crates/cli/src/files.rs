//! The command line's input and output: a file or standard input read whole, and JSON
//! printed for a reader.

use crate::error::CliError;

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

/// Prints `value` as indented JSON.
pub fn print_json(value: &serde_json::Value) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value)?;
    say!("{text}");
    Ok(())
}

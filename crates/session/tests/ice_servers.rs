//! The servers friends' devices use to find each other, as the player writes them: each
//! line a STUN address, or a TURN address with its user name and password.

use session::kept::Kept;
use session::settings::{read_ice_servers, IceServerProblem, Settings, DEFAULT_ICE_SERVERS};

#[test]
fn stun_and_turn_lines_are_read_and_blank_lines_skipped() {
    let text =
        "stun:stun.example.org:3478\n\n  turn:turn.example.org:3478 anna s3cret  \nstuns:x.org\n";
    assert_eq!(
        read_ice_servers(text),
        Ok(vec![
            "stun:stun.example.org:3478".to_string(),
            "turn:turn.example.org:3478 anna s3cret".to_string(),
            "stuns:x.org".to_string(),
        ])
    );
}

#[test]
fn an_empty_text_is_no_server_at_all() {
    assert_eq!(read_ice_servers(""), Ok(Vec::new()));
    assert_eq!(read_ice_servers(" \n\t\n"), Ok(Vec::new()));
}

#[test]
fn each_bad_line_is_named_with_its_number_and_problem() {
    let cases = [
        ("http://example.org", 1, IceServerProblem::Address),
        ("stun:", 1, IceServerProblem::Address),
        ("stun::3478", 1, IceServerProblem::Address),
        (
            "stun:a.org\nturn:t.org anna",
            2,
            IceServerProblem::TurnCredentials,
        ),
        (
            "stun:a.org\n\nturn:t.org",
            3,
            IceServerProblem::TurnCredentials,
        ),
        ("stun:a.org anna", 1, IceServerProblem::TooManyWords),
        ("turn:t.org a b c", 1, IceServerProblem::TooManyWords),
    ];
    for (text, line, problem) in cases {
        assert_eq!(read_ice_servers(text), Err((line, problem)), "{text:?}");
    }
}

#[test]
fn every_problem_has_its_own_message() {
    let ids = [
        IceServerProblem::Address,
        IceServerProblem::TurnCredentials,
        IceServerProblem::TooManyWords,
    ]
    .map(IceServerProblem::message_id);
    for (i, id) in ids.iter().enumerate() {
        assert!(id.starts_with("friends-ice-"));
        assert!(!ids[..i].contains(id));
    }
}

#[test]
fn the_default_servers_hold_until_the_player_chooses_even_none() {
    let mut settings = Settings::default();
    assert_eq!(
        settings.ice_servers(),
        DEFAULT_ICE_SERVERS.map(String::from).to_vec()
    );
    assert!(read_ice_servers(&DEFAULT_ICE_SERVERS.join("\n")).is_ok());
    settings.ice_servers.choose(Some(Vec::new()), 1.0);
    assert!(settings.ice_servers().is_empty());
    let mut later = Settings::default();
    later
        .ice_servers
        .choose(Some(vec!["stun:b.org".to_string()]), 2.0);
    settings.merge(&later);
    assert_eq!(settings.ice_servers(), vec!["stun:b.org".to_string()]);
}

//! The piles' tests: order, capacity, saving, and the rows against a model of six lists.

use super::*;
use crate::rng::GameRng;

#[test]
fn a_pile_keeps_order_and_reads_as_a_slice() {
    let mut pile: Pile<Card> = [Card::M1, Card::M2, Card::M3, Card::M4]
        .into_iter()
        .collect();
    assert_eq!(pile.remove(1), Card::M2);
    assert_eq!(*pile, [Card::M1, Card::M3, Card::M4]);
    // The hand-written Clone (what generic code over `T: Clone` calls) copies it all.
    #[allow(clippy::clone_on_copy)]
    let copy = pile.clone();
    assert_eq!(*copy, [Card::M1, Card::M3, Card::M4]);
    // `for card in &pile` walks the same cards.
    let walked: Vec<Card> = (&pile).into_iter().copied().collect();
    assert_eq!(walked, [Card::M1, Card::M3, Card::M4]);
    pile.retain(|&c| c != Card::M3);
    assert_eq!(*pile, [Card::M1, Card::M4]);
    assert_eq!(pile.pop(), Some(Card::M4));
    pile.push(Card::M10);
    assert_eq!(*pile, [Card::M1, Card::M10]);
    pile.clear();
    assert_eq!(pile.pop(), None);
    assert!(pile.is_empty());
}

fn up(card: Card) -> PlayedCard {
    PlayedCard {
        card,
        face_up: true,
    }
}

#[test]
fn rows_share_one_block_and_keep_each_row_in_order() {
    let mut rows = Rows::EMPTY;
    rows.push(2, up(Card::M3));
    rows.push(0, up(Card::M1));
    rows.push(5, up(Card::M10));
    rows.push(2, up(Card::M4));
    rows.push(0, up(Card::M2));
    assert_eq!(rows[0], [up(Card::M1), up(Card::M2)]);
    assert_eq!(rows[2], [up(Card::M3), up(Card::M4)]);
    assert_eq!(rows[5], [up(Card::M10)]);
    assert!(rows[1].is_empty());
    assert_eq!(rows.remove(0, 0), up(Card::M1));
    assert_eq!(rows[0], [up(Card::M2)]);
    assert_eq!(rows[2], [up(Card::M3), up(Card::M4)]);
    rows.push(0, up(Card::M4));
    assert_eq!(rows.retain(0, |p| p.card != Card::M4), 1);
    assert_eq!(rows.retain(2, |p| p.card != Card::M4), 1);
    assert_eq!(rows[0], [up(Card::M2)]);
    assert_eq!(rows[2], [up(Card::M3)]);
    assert_eq!(rows[5], [up(Card::M10)]);
    for seat in 0..MAX_PLAYERS {
        let counted = CardCounts::from_cards(rows[seat].iter().map(|p| p.card));
        assert_eq!(*rows.counts(seat), counted, "seat {seat}");
    }
    rows[5][0].face_up = false;
    assert!(!rows[5][0].face_up);
    let json = serde_json::to_string(&rows).unwrap();
    assert_eq!(serde_json::from_str::<Rows>(&json).unwrap(), rows);
    assert_eq!(
        json,
        r#"[[{"card":"M2","face_up":true}],[],[{"card":"M3","face_up":true}],[],[],[{"card":"M10","face_up":false}]]"#
    );
    let mut other = rows;
    other.push(1, up(Card::M1));
    assert_ne!(other, rows);
    rows.clear();
    assert!(rows.iter().all(|r| r.is_empty()));
    assert_eq!(*rows.counts(5), CardCounts::EMPTY);
}

/// A pile built from counts holds each kind's copies in notation order, kinds of more
/// than one strip of 16 and a full deck included, and nothing after them.
#[test]
fn piles_from_counts_hold_every_copy_in_order() {
    let mut counts = CardCounts::EMPTY;
    let spread = [
        (Card::M1, 17),
        (Card::M2, 16),
        (Card::M3, 1),
        (Card::M10, 33),
    ];
    for (card, n) in spread {
        counts.add(card, n);
    }
    counts.add(Card::Winter, (PILE_CAP - 67) as u8);
    let pile = Pile::from_counts(&counts);
    assert_eq!(pile.len(), PILE_CAP);
    let expected: Vec<Card> = spread
        .into_iter()
        .chain([(Card::Winter, (PILE_CAP - 67) as u8)])
        .flat_map(|(card, n)| std::iter::repeat_n(card, n as usize))
        .collect();
    assert_eq!(*pile, expected[..]);
    let few = Pile::from_counts(&"M3 M3 M3 Bishop".parse().unwrap());
    assert_eq!(*few, [Card::M3, Card::M3, Card::M3, Card::Bishop]);
    assert_eq!(Pile::from_counts(&CardCounts::EMPTY).len(), 0);
}

#[test]
fn piles_print_deal_and_compare_by_their_cards() {
    let mut pile = Pile::from_counts(&"M1 M1 Winter M10".parse().unwrap());
    assert_eq!(*pile, [Card::M1, Card::M1, Card::M10, Card::Winter]);
    assert_eq!(format!("{pile:?}"), "[M1, M1, M10, Winter]");
    let mut hand = CardCounts::EMPTY;
    assert_eq!(pile.deal_into(3, &mut hand), 3, "from the top: the end");
    assert_eq!(hand.to_string(), "M1 M10 Winter");
    assert_eq!(*pile, [Card::M1]);
    assert_eq!(pile.deal_into(5, &mut hand), 1, "no more than there is");
    assert_eq!(pile.deal_into(5, &mut hand), 0);
    assert_eq!(Pile::<Card>::default(), Pile::EMPTY);
    // Equal when the cards are, whatever lies in the unused room.
    let mut a: Pile<Card> = [Card::M5, Card::M6].into_iter().collect();
    a.pop();
    let b: Pile<Card> = [Card::M5].into_iter().collect();
    assert_eq!(a, b);
    assert_ne!(a, Pile::EMPTY);
    a.truncate(5);
    assert_eq!(a.len(), 1, "truncate never lengthens");
    a.extend([Card::M2, Card::M3]);
    assert_eq!(a.swap_remove(0), Card::M5);
    assert_eq!(*a, [Card::M3, Card::M2]);
    let own = OwnDecks::new([a, b]);
    assert_eq!(own.get(1), Some(&b));
    assert_eq!(own.get(2), None);
    assert_eq!(own.iter().count(), 2);
    assert_eq!(format!("{own:?}"), "[[M3, M2], [M5]]");
    assert_eq!(OwnDecks::default().get(0), None);
    let mut rows = Rows::EMPTY;
    rows.push(1, up(Card::M4));
    assert_eq!(format!("{rows:?}").matches("M4").count(), 1);
    assert_eq!(rows.all(), [up(Card::M4)]);
}

/// Rows are equal only with the same cards in the same seats' rows: the same cards
/// split otherwise, or other cards in the same places, differ.
#[test]
fn rows_are_equal_seat_by_seat() {
    let mut a = Rows::EMPTY;
    a.push(0, up(Card::M1));
    a.push(1, up(Card::M2));
    let mut moved = Rows::EMPTY;
    moved.push(0, up(Card::M1));
    moved.push(0, up(Card::M2));
    assert_eq!(a.all(), moved.all());
    assert_ne!(a, moved);
    let mut other = Rows::EMPTY;
    other.push(0, up(Card::M1));
    other.push(1, up(Card::M3));
    assert_ne!(a, other);
    let mut same = Rows::EMPTY;
    same.push(1, up(Card::M2));
    same.push(0, up(Card::M1));
    assert_eq!(a, same);
}

/// The rows hold a whole deck between them (every card on the table), and a card
/// still comes out of a full table with the others in order.
#[test]
fn a_full_table_gives_a_card_back() {
    let mut rows = Rows::EMPTY;
    for i in 0..PILE_CAP {
        let card = if i % 2 == 0 { Card::M1 } else { Card::M2 };
        rows.push(i % MAX_PLAYERS, up(card));
    }
    assert_eq!(rows.all().len(), PILE_CAP);
    assert_eq!(rows.remove(5, 0), up(Card::M2));
    assert_eq!(rows.all().len(), PILE_CAP - 1);
    assert_eq!(rows[5].len(), PILE_CAP / MAX_PLAYERS - 1);
    assert_eq!(rows[4][0], up(Card::M1));
    assert_eq!(
        rows.counts(5).get(Card::M2),
        (PILE_CAP / MAX_PLAYERS - 1) as u8
    );
    // Saved and read back at full capacity; one card more than a deck is refused.
    rows.push(5, up(Card::M2));
    let json = serde_json::to_string(&rows).unwrap();
    assert_eq!(serde_json::from_str::<Rows>(&json).unwrap(), rows);
    let card = serde_json::to_string(&up(Card::M1)).unwrap();
    let over = json.replacen("[[", &format!("[[{card},"), 1);
    let err = serde_json::from_str::<Rows>(&over).unwrap_err();
    assert!(err.to_string().contains("111 cards on the table"), "{err}");
}

#[test]
fn piles_serialize_as_lists_and_refuse_too_many_cards() {
    let pile: Pile<Card> = [Card::M10, Card::Winter].into_iter().collect();
    let json = serde_json::to_string(&pile).unwrap();
    assert_eq!(json, r#"["M10","Winter"]"#);
    assert_eq!(serde_json::from_str::<Pile<Card>>(&json).unwrap(), pile);
    // A full deck's worth is read; one card more is refused.
    let full = format!("[{}]", vec!["\"M1\""; PILE_CAP].join(","));
    assert_eq!(
        serde_json::from_str::<Pile<Card>>(&full).unwrap().len(),
        PILE_CAP
    );
    let many = format!("[{}]", vec!["\"M1\""; PILE_CAP + 1].join(","));
    let err = serde_json::from_str::<Pile<Card>>(&many).unwrap_err();
    assert!(
        err.to_string().contains("no deck has more than 110"),
        "{err}"
    );
    let own = OwnDecks::new([pile, Pile::EMPTY]);
    assert_eq!(
        serde_json::to_string(&own).unwrap(),
        r#"[["M10","Winter"],[]]"#
    );
    assert_eq!(serde_json::to_string(&OwnDecks::default()).unwrap(), "[]");
    let three = r#"[[],[],[]]"#;
    assert!(serde_json::from_str::<OwnDecks>(three).is_err());
}

/// Rows behave as six separate lists whatever their lengths: random pushes, removals and
/// retains, up to a full table, match a model of six lists, counts included. This meets
/// the push's block move at its edges (later rows of 32 or 33 cards, a row ending where
/// the block would run past the room) and the bounds moved as one word.
#[test]
fn rows_match_six_lists() {
    let mut rng = GameRng::from_seed(7);
    let mut full_tables = 0;
    for _ in 0..200 {
        let mut rows = Rows::EMPTY;
        let mut model: [Vec<PlayedCard>; MAX_PLAYERS] = Default::default();
        for _ in 0..300 {
            let total: usize = model.iter().map(Vec::len).sum();
            let seat = rng.below(MAX_PLAYERS as u32) as usize;
            let card = up(Card::ALL[rng.below(Card::ALL.len() as u32) as usize]);
            let row = &mut model[seat];
            match rng.below(10) {
                0 if !row.is_empty() => {
                    let at = rng.below(row.len() as u32) as usize;
                    assert_eq!(rows.remove(seat, at), row.remove(at));
                }
                1 => {
                    let before = row.len();
                    row.retain(|p| p.card != card.card);
                    let gone = rows.retain(seat, |p| p.card != card.card);
                    assert_eq!(gone as usize, before - row.len());
                }
                _ if total < PILE_CAP => {
                    rows.push(seat, card);
                    row.push(card);
                }
                _ => full_tables += 1,
            }
            for (s, row) in model.iter().enumerate() {
                assert_eq!(&rows[s], row.as_slice(), "seat {s}");
                let counts = CardCounts::from_cards(row.iter().map(|p| p.card));
                assert_eq!(*rows.counts(s), counts, "seat {s}");
            }
            assert_eq!(rows.all().len(), model.iter().map(Vec::len).sum::<usize>());
        }
    }
    assert!(full_tables > 100, "{full_tables}");
}

//! The board: 17 regions of Renaissance Italy and their 34 borders (RULES.md §3).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// One region of the board, named for its city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Region {
    Torino,
    Milano,
    Venezia,
    Genova,
    Mantova,
    Parma,
    Modena,
    Ferrara,
    Bologna,
    Lucca,
    Firenze,
    Siena,
    Urbino,
    Ancona,
    Spoleto,
    Roma,
    Napoli,
}

/// Number of regions on the board.
pub const REGION_COUNT: usize = 17;

impl Region {
    /// Every region, in a fixed order (north to south, roughly).
    pub const ALL: [Region; REGION_COUNT] = [
        Region::Torino,
        Region::Milano,
        Region::Venezia,
        Region::Genova,
        Region::Mantova,
        Region::Parma,
        Region::Modena,
        Region::Ferrara,
        Region::Bologna,
        Region::Lucca,
        Region::Firenze,
        Region::Siena,
        Region::Urbino,
        Region::Ancona,
        Region::Spoleto,
        Region::Roma,
        Region::Napoli,
    ];

    /// Index of this region in [`Region::ALL`] (0..17).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The region at `index` in [`Region::ALL`], if any.
    pub fn from_index(index: usize) -> Option<Region> {
        Region::ALL.get(index).copied()
    }

    /// The city's name, as printed on the board.
    pub const fn name(self) -> &'static str {
        match self {
            Region::Torino => "Torino",
            Region::Milano => "Milano",
            Region::Venezia => "Venezia",
            Region::Genova => "Genova",
            Region::Mantova => "Mantova",
            Region::Parma => "Parma",
            Region::Modena => "Modena",
            Region::Ferrara => "Ferrara",
            Region::Bologna => "Bologna",
            Region::Lucca => "Lucca",
            Region::Firenze => "Firenze",
            Region::Siena => "Siena",
            Region::Urbino => "Urbino",
            Region::Ancona => "Ancona",
            Region::Spoleto => "Spoleto",
            Region::Roma => "Roma",
            Region::Napoli => "Napoli",
        }
    }

    /// Bit mask of this region's neighbours (bit i = `Region::ALL[i]`).
    pub const fn neighbours_mask(self) -> u32 {
        NEIGHBOURS[self as usize]
    }

    /// The regions that share a border with this one.
    pub fn neighbours(self) -> impl Iterator<Item = Region> {
        let mask = self.neighbours_mask();
        Region::ALL
            .into_iter()
            .filter(move |r| mask & (1 << r.index()) != 0)
    }

    /// Whether the two regions share a border.
    pub const fn borders(self, other: Region) -> bool {
        self.neighbours_mask() & (1 << other as usize) != 0
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error for a region name that is not on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRegion(pub String);

impl fmt::Display for UnknownRegion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no region called '{}' on the board", self.0)
    }
}

impl std::error::Error for UnknownRegion {}

impl FromStr for Region {
    type Err = UnknownRegion;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        Region::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownRegion(s.to_string()))
    }
}

/// The 34 borders of RULES.md §3, each once.
pub const BORDERS: [(Region, Region); 34] = {
    use Region::*;
    [
        (Torino, Milano),
        (Torino, Genova),
        (Milano, Venezia),
        (Milano, Genova),
        (Milano, Mantova),
        (Milano, Modena),
        (Milano, Parma),
        (Venezia, Mantova),
        (Venezia, Ferrara),
        (Genova, Parma),
        (Mantova, Ferrara),
        (Mantova, Modena),
        (Parma, Modena),
        (Parma, Lucca),
        (Modena, Ferrara),
        (Modena, Bologna),
        (Modena, Firenze),
        (Modena, Lucca),
        (Ferrara, Bologna),
        (Bologna, Firenze),
        (Bologna, Urbino),
        (Lucca, Firenze),
        (Firenze, Urbino),
        (Firenze, Spoleto),
        (Firenze, Siena),
        (Firenze, Roma),
        (Siena, Roma),
        (Spoleto, Urbino),
        (Spoleto, Ancona),
        (Spoleto, Napoli),
        (Spoleto, Roma),
        (Urbino, Ancona),
        (Ancona, Napoli),
        (Roma, Napoli),
    ]
};

/// Neighbour masks derived from [`BORDERS`] at compile time.
const NEIGHBOURS: [u32; REGION_COUNT] = {
    let mut masks = [0u32; REGION_COUNT];
    let mut i = 0;
    while i < BORDERS.len() {
        let (a, b) = BORDERS[i];
        masks[a as usize] |= 1 << b as usize;
        masks[b as usize] |= 1 << a as usize;
        i += 1;
    }
    masks
};

/// A set of regions as a bit mask (bit i = `Region::ALL[i]`).
pub type RegionSet = u32;

/// Every region of the map.
pub const ALL_REGIONS: RegionSet = (1 << REGION_COUNT) - 1;

/// Size of the largest group of connected regions within `set`
/// ("N adjacent" in the rules means one connected group of N, RULES.md §1).
///
/// One look-up in a table of every set's answer (128 KiB, built at the first call in
/// about a millisecond): the AI asks this for every kingdom it weighs, many times per
/// play-out, where a walk over the map cost a tenth of its time.
pub fn largest_connected_group(set: RegionSet) -> u32 {
    static GROUPS: OnceLock<Box<[u8]>> = OnceLock::new();
    let table = GROUPS.get_or_init(largest_groups_of_every_set);
    table[(set & ALL_REGIONS) as usize] as u32
}

/// The answer of [`largest_connected_group`] for each of the 2^17 sets, in set order:
/// a set's largest group is its lowest region's group or the largest among the rest,
/// and the rest is a smaller number, already filled in.
fn largest_groups_of_every_set() -> Box<[u8]> {
    let mut table = vec![0u8; 1 << REGION_COUNT];
    for set in 1..=ALL_REGIONS {
        let group = group_of_lowest(set);
        let rest = table[(set & !group) as usize];
        table[set as usize] = rest.max(group.count_ones() as u8);
    }
    table.into_boxed_slice()
}

/// The connected group of `set` (non-empty) that holds its lowest region: a walk from
/// that region through neighbours within the set.
fn group_of_lowest(set: RegionSet) -> RegionSet {
    let mut group: RegionSet = 1 << set.trailing_zeros();
    let mut frontier = group;
    while frontier != 0 {
        let r = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let fresh = NEIGHBOURS[r] & set & !group;
        group |= fresh;
        frontier |= fresh;
    }
    group
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES.md §3 lists every region's neighbours; the 34 borders must give exactly that.
    #[test]
    fn neighbour_lists_match_rules_md() {
        let listed = [
            "Torino: Milano Genova",
            "Milano: Torino Venezia Genova Mantova Modena Parma",
            "Venezia: Milano Mantova Ferrara",
            "Genova: Torino Milano Parma",
            "Mantova: Milano Venezia Ferrara Modena",
            "Parma: Genova Milano Modena Lucca",
            "Modena: Parma Milano Mantova Ferrara Bologna Firenze Lucca",
            "Ferrara: Venezia Mantova Modena Bologna",
            "Bologna: Ferrara Modena Firenze Urbino",
            "Lucca: Parma Modena Firenze",
            "Firenze: Lucca Modena Bologna Urbino Spoleto Siena Roma",
            "Siena: Firenze Roma",
            "Spoleto: Firenze Urbino Ancona Napoli Roma",
            "Urbino: Bologna Firenze Spoleto Ancona",
            "Ancona: Urbino Spoleto Napoli",
            "Roma: Siena Firenze Spoleto Napoli",
            "Napoli: Roma Spoleto Ancona",
        ];
        for line in listed {
            let (name, rest) = line.split_once(':').unwrap();
            let region: Region = name.parse().unwrap();
            let mut expected: Vec<Region> = rest
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            expected.sort();
            let actual: Vec<Region> = region.neighbours().collect();
            assert_eq!(actual, expected, "neighbours of {region}");
        }
        let total: u32 = Region::ALL
            .iter()
            .map(|r| r.neighbours_mask().count_ones())
            .sum();
        assert_eq!(total, 2 * 34);
    }

    #[test]
    fn regions_by_index_and_name() {
        for (i, r) in Region::ALL.into_iter().enumerate() {
            assert_eq!(r.index(), i);
            assert_eq!(Region::from_index(i), Some(r));
            assert_eq!(r.to_string(), r.name());
            assert_eq!(r.name().to_uppercase().parse::<Region>(), Ok(r));
        }
        assert_eq!(Region::from_index(REGION_COUNT), None);
        assert_eq!(Region::Torino.name(), "Torino");
        assert_eq!(Region::Napoli.name(), "Napoli");
        let err = "Atlantis".parse::<Region>().unwrap_err();
        assert_eq!(err.to_string(), "no region called 'Atlantis' on the board");
        assert!(Region::Roma.borders(Region::Napoli));
        assert!(Region::Napoli.borders(Region::Roma));
        assert!(!Region::Roma.borders(Region::Torino));
        assert!(!Region::Roma.borders(Region::Roma));
    }

    /// Groups: separate pairs count 2, a chain counts its length, the whole board 17.
    #[test]
    fn largest_group_sizes() {
        let mask = |rs: &[Region]| rs.iter().fold(0u32, |m, r| m | 1 << r.index());
        assert_eq!(largest_connected_group(0), 0);
        assert_eq!(largest_connected_group(mask(&[Region::Siena])), 1);
        let pairs = mask(&[Region::Torino, Region::Milano, Region::Roma, Region::Napoli]);
        assert_eq!(largest_connected_group(pairs), 2);
        let chain = mask(&[
            Region::Torino,
            Region::Milano,
            Region::Venezia,
            Region::Ferrara,
        ]);
        assert_eq!(largest_connected_group(chain), 4);
        let both = chain | mask(&[Region::Roma, Region::Napoli]);
        assert_eq!(largest_connected_group(both), 4);
        assert_eq!(largest_connected_group((1 << REGION_COUNT) - 1), 17);
    }

    /// The table holds, for every set, the largest group a walk finds: each region's
    /// group is walked from it alone here, independently of how the table was built.
    #[test]
    fn the_table_agrees_with_a_walk_for_every_set() {
        for set in 0..=ALL_REGIONS {
            let mut best = 0;
            let mut rest = set;
            while rest != 0 {
                let group = group_of_lowest(rest);
                best = best.max(group.count_ones());
                rest &= !group;
            }
            assert_eq!(largest_connected_group(set), best, "{set:#x}");
        }
        // Bits beyond the map are no regions.
        assert_eq!(largest_connected_group(1 << REGION_COUNT), 0);
    }

    /// 004's example: Genova, Lucca and Bologna plus any of Parma, Modena or Firenze is
    /// one connected group of 3 (N adjacent = a connected group, not a clique).
    #[test]
    fn hungarian_adjacency_example() {
        let base = [Region::Genova, Region::Lucca, Region::Bologna];
        let mask = |rs: &[Region]| rs.iter().fold(0u32, |m, r| m | 1 << r.index());
        assert_eq!(largest_connected_group(mask(&base)), 1);
        for extra in [Region::Parma, Region::Modena, Region::Firenze] {
            let mut set = base.to_vec();
            set.push(extra);
            assert!(largest_connected_group(mask(&set)) >= 3, "with {extra}");
        }
    }
}

//! The search tree: one node per action taken from its parent, children as a linked
//! list in one vector (no allocation per node), rewards summed per seat.

use crate::eval::Rewards;
use engine::{Action, MAX_PLAYERS};

pub(super) const NONE: u32 = u32::MAX;

pub(super) struct Node {
    pub(super) action: Action,
    pub(super) first_child: u32,
    pub(super) next_sibling: u32,
    pub(super) visits: u32,
    /// Visits of the parent in which this action was legal.
    pub(super) avail: u32,
    pub(super) reward: Rewards,
}

impl Node {
    pub(super) fn new(action: Action) -> Node {
        Node {
            action,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            reward: [0.0; MAX_PLAYERS],
        }
    }
}

pub(super) struct Tree {
    pub(super) nodes: Vec<Node>,
}

impl Tree {
    /// The mean reward of `seat` over the visits of node `n`.
    pub(super) fn mean(&self, n: u32, seat: usize) -> f32 {
        let n = &self.nodes[n as usize];
        n.reward[seat] / n.visits.max(1) as f32
    }

    pub(super) fn child(&self, parent: u32, action: Action) -> Option<u32> {
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            if self.nodes[c as usize].action == action {
                return Some(c);
            }
            c = self.nodes[c as usize].next_sibling;
        }
        None
    }

    /// The child of `parent` for each of `actions` (`NONE` where it has none), in one walk
    /// over the children: the selection asks this for every legal action at every node
    /// it passes, where a walk per action cost a tenth of the search's time.
    pub(super) fn children_for(&self, parent: u32, actions: &[Action], out: &mut Vec<u32>) {
        out.clear();
        out.resize(actions.len(), NONE);
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if let Some(i) = actions.iter().position(|&a| a == n.action) {
                out[i] = c;
            }
            c = n.next_sibling;
        }
    }

    pub(super) fn add_child(&mut self, parent: u32, action: Action) -> u32 {
        let id = self.nodes.len() as u32;
        let mut node = Node::new(action);
        node.next_sibling = self.nodes[parent as usize].first_child;
        node.avail = 1;
        self.nodes.push(node);
        self.nodes[parent as usize].first_child = id;
        id
    }

    pub(super) fn children(&self, parent: u32) -> impl Iterator<Item = u32> + '_ {
        let mut c = self.nodes[parent as usize].first_child;
        std::iter::from_fn(move || {
            if c == NONE {
                None
            } else {
                let id = c;
                c = self.nodes[c as usize].next_sibling;
                Some(id)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Card;

    #[test]
    fn children_for_finds_each_actions_child_in_the_actions_order() {
        let mut tree = Tree {
            nodes: vec![Node::new(Action::Pass)],
        };
        let two = tree.add_child(0, Action::Play(Card::M2));
        let pass = tree.add_child(0, Action::Pass);
        // A child whose action is not among those asked about (illegal in this deal).
        tree.add_child(0, Action::Play(Card::M10));
        let asked = [Action::Pass, Action::Play(Card::M1), Action::Play(Card::M2)];
        let mut out = vec![7; 9];
        tree.children_for(0, &asked, &mut out);
        assert_eq!(out, [pass, NONE, two]);
        for (&a, &c) in asked.iter().zip(&out) {
            assert_eq!(tree.child(0, a), (c != NONE).then_some(c));
        }
    }
}

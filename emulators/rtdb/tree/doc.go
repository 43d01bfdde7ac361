// Package tree is the Realtime Database's data model: an immutable JSON tree
// with the production semantics the official clients rely on.
//
// A *Node is never modified after it is built; a write returns a new root
// that shares every untouched subtree with the old one. That makes the
// whole-database "before" and "after" views a rules engine needs free, and
// lets readers hold a snapshot without locks. The nil *Node is the empty
// node (JSON null); every method accepts it.
//
// What it models, each as the JS SDK and the production server do it:
//   - keys: integer-like keys (fitting int32) sort first numerically, then
//     other keys by UTF-16 code units; [MIN_NAME] and [MAX_NAME] sentinels;
//   - values: null < false < true < numbers < strings < objects;
//   - priorities on any node, written as .priority / .value;
//   - arrays stored as objects keyed "0", "1", ...; empty objects pruned;
//   - server values {".sv":"timestamp"} and {".sv":{"increment":n}};
//   - queries (orderByChild/Key/Value/Priority, ranges, limits) in Query;
//   - the SHA-1 hash clients send with transactional puts, in Hash;
//   - production limits (key bytes, depth, string size), in Limits.
//
// Standard library only (layout rule G3).
package tree

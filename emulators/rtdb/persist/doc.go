// Package persist makes the Realtime Database emulator durable: every
// committed write is appended to a log and fsynced before the server sends
// its ok, so `kill -9` never loses an acknowledged write, and a restart
// serves the same data. It also reads and writes the Firebase CLI's export
// layout for --import and --export-on-exit.
//
// # Directory layout (--data DIR)
//
//	DIR/snapshot.json      {"format":"oppnp-rtdb-snapshot","version":1,"through":N,"namespaces":{ns: value}}
//	DIR/wal-<N>.log        append-only segments, N increasing; segments <= through are already in the snapshot
//
// # Record framing
//
// Each log record is
//
//	uint32 LE payload length | uint32 LE CRC-32C of payload | payload
//	payload = kind byte ('s' set, 'u' update) | uvarint len(ns) | ns | uvarint len(path) | path | value JSON
//
// A crash can tear only the tail of the newest segment (records are written
// in order and acknowledged after fsync), so a short or mismatching record at
// the end of the newest segment is a write that was never acknowledged: it is
// dropped and the file truncated. The same damage in an older segment is
// reported as ErrCorrupt.
//
// # Group commit
//
// Concurrent Record calls share one write+fsync: the first caller to find
// no flush in progress becomes the leader, writes everything buffered so far
// and wakes the others. Throughput therefore scales with concurrency only
// when writers wait outside the server's tree lock: Record (Append, then wait) is
// one fsync per write when called under a lock, while Append under the lock
// and its wait after releasing it (before the ok) lets writers share fsyncs.
//
// # Compaction
//
// When the newest segment grows past Options.SegmentBytes it is closed and a
// new one started; a background goroutine replays the snapshot plus the closed
// segments on decoded JSON (see Apply) and replaces the snapshot with an
// atomic rename, then deletes the segments it covers. Open compacts
// everything it replayed the same way.
package persist

// Package bench measures the Realtime Database emulator PROCESS against the
// performance targets (`make bench`): startup to first accepted connection,
// sustained small writes per second with 100 and 1,000 listeners on
// filtered queries, write-to-listener fan-out latency at 100 and 1,000
// subscribers, and resident memory per idle connection (1,000 and 10,000
// connections). Each benchmark reports its numbers with b.ReportMetric;
// TestMain prints them as a table.
//
//	go test -run '^$' -bench . -benchtime 2s ./emulators/bench
//
// # Lean subscribers
//
// The fan-out benchmark's 1,000 subscribers stand for 1,000 phones, each
// with its own CPU. Here they share the emulator's two cores, so whatever
// the measuring client spends is added to the emulator's latency: with a
// full WebSocket library client (a goroutine per socket, a JSON decode of
// every envelope) the client took half of all the CPU and the benchmark
// measured mostly itself. Subscribers (Dial) are therefore as cheap as a
// socket can be made while staying correct: raw non-blocking sockets out
// of Go's poller, served by a few goroutines each waiting on its own
// level-triggered epoll set and reading into one big buffer; a hand-made
// client handshake whose answer is checked (status 101, upgrade headers,
// Sec-WebSocket-Accept for our key, then the protocol's version-5
// handshake echoing our Host and the listen's ok, decoded with
// encoding/json since that is not on the hot path); every frame header
// verified (unmasked, final, text, close or pong, minimal lengths);
// counted long messages joined; and the push recognised, with its
// sequence number, by comparing bytes. Every subscriber is counted: a
// lost connection or a bad frame is reported by Err, and the benchmark
// fails on any, on a missed push and on any unexpected message.
//
// The package also holds correctness tests run by `make test`:
// TestConnections_Thousand (1,000 concurrent loopback connections are all
// served), TestConnections_StuckSubscriber (a client that never reads
// delays no write and no other subscriber, and is cut off), and the lean
// subscribers' own tests against a fake server and the emulator.
//
// Everything but this comment is built on Linux only (epoll): elsewhere the
// package is empty, so the module still builds and tests on a developer's Mac.
package bench

// Package bench measures the Realtime Database emulator PROCESS against the
// targets of issue 2 (`make bench`): startup to first accepted connection,
// sustained small writes per second with 100 and 1,000 listeners on
// filtered queries, write-to-listener fan-out latency at 100 and 1,000
// subscribers, and resident memory per idle connection. Each benchmark
// reports its numbers with b.ReportMetric; TestMain prints them as a table.
//
//	go test -run '^$' -bench . -benchtime 2s ./emulators/bench
//
// The package also holds correctness tests run by `make test`:
// TestConnections_Thousand (1,000 concurrent loopback connections are all
// served) and TestConnections_StuckSubscriber (a client that never reads
// delays no write and no other subscriber, and is cut off).
package bench

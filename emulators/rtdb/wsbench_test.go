//go:build linux

package rtdb_test

import (
	"bytes"
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/bench"
	"oppnp/emulators/rtdb"
)

// In-process WebSocket write throughput under open rules, shaped like
// make bench's writes benchmark (8 pipelining writers, n listeners each on
// its own range of orderByChild("v") under /items), for profiling the
// write and fan-out paths without a separate process.
func BenchmarkServer_WSWrites(b *testing.B) {
	for _, n := range []int{0, 100, 1000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, hs := newServer(b, rtdb.Options{Rules: []byte(`{"rules":{".read":true,".write":true}}`)})
			for i := 0; i < n; i++ {
				cl := dial(b, hs.URL, "ns=bench")
				r := cl.send("q", map[string]any{"p": "/items", "h": "", "t": i + 1,
					"q": map[string]any{"i": "v", "sp": i * 10, "sin": true, "ep": i*10 + 9, "ein": true}})
				cl.expectPush("d")
				cl.expectOK(r)
				go func() { // keep draining
					for range cl.msgs {
					}
				}()
			}
			const writers = 8
			conns := make([]*websocket.Conn, writers)
			for w := range conns {
				url := strings.Replace(hs.URL, "http://", "ws://", 1) + "/.ws?v=5&ns=bench"
				c, _, err := websocket.Dial(context.Background(), url, nil)
				if err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { _ = c.CloseNow() })
				if _, _, err := c.Read(context.Background()); err != nil { // handshake
					b.Fatal(err)
				}
				conns[w] = c
			}
			space := max(n*10, 1000)
			per := (b.N + writers - 1) / writers
			b.ResetTimer()
			t0, cpu0 := time.Now(), cpuTime(b)
			var wg sync.WaitGroup
			for w, c := range conns {
				wg.Add(2)
				go func() {
					defer wg.Done()
					for i := range per {
						msg := fmt.Sprintf(`{"t":"d","d":{"r":%d,"a":"p","b":{"p":"/items/w%dk%d","d":{"v":%d,"n":%d}}}}`,
							i+1, w, i%125, (i*7919+w)%space, i)
						if err := c.Write(context.Background(), websocket.MessageText, []byte(msg)); err != nil {
							b.Error(err)
							return
						}
					}
				}()
				go func() {
					defer wg.Done()
					for got := 0; got < per; {
						_, m, err := c.Read(context.Background())
						if err != nil {
							b.Error(err)
							return
						}
						if bytes.Contains(m, []byte(`"s":"ok"`)) {
							got++
						} else if bytes.Contains(m, []byte(`"r":`)) {
							b.Errorf("write failed: %s", m)
							return
						}
					}
				}()
			}
			wg.Wait()
			b.ReportMetric(float64(per*writers)/time.Since(t0).Seconds(), "writes/s")
			// CPU per write (server and in-process clients together) is
			// steadier than the rate on a shared machine.
			b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/float64(per*writers), "cpu-µs/write")
		})
	}
}

// cpuTime is the process's user+system CPU time so far.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// In-process fan-out to 1,000 default listeners on one location, shaped
// like make bench's fan-out benchmark: one write, then wait until every
// subscriber has read its push. The subscribers are the benchmark's lean
// ones (raw sockets on two epoll goroutines), so the profile is mostly the
// server's: go test -run '^$' -bench WSFanout -cpuprofile cpu.out.
func BenchmarkServer_WSFanout(b *testing.B) {
	const n = 1000
	_, hs := newServer(b, rtdb.Options{Rules: []byte(`{"rules":{".read":true,".write":true}}`)})
	var got atomic.Int64
	all := make(chan struct{}, 1)
	subs, err := bench.Dial(context.Background(), bench.Options{
		Addr: strings.TrimPrefix(hs.URL, "http://"), NS: "bench", N: n,
		Listen: func(int) []byte { return []byte(`{"p":"/fan","h":""}`) },
		OnMessage: func(int, []byte, int64) {
			if got.Add(1)%n == 0 {
				all <- struct{}{}
			}
		},
	})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(subs.Close)
	w := dial(b, hs.URL, "ns=bench")
	b.ReportAllocs() // per fan-out of n pushes, the test's writer included
	b.ResetTimer()
	cpu0 := cpuTime(b)
	var gc0, gc1 runtime.MemStats
	runtime.ReadMemStats(&gc0)
	for i := range b.N {
		r := w.send("p", map[string]any{"p": "/fan/seq", "d": i})
		<-all
		w.expectOK(r)
	}
	runtime.ReadMemStats(&gc1)
	b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/float64(b.N*n), "cpu-µs/push")
	b.ReportMetric(float64(gc1.NumGC-gc0.NumGC)/float64(b.N), "gc/op")
	if err, k := subs.Err(); err != nil {
		b.Fatalf("%d subscribers failed: %v", k, err)
	}
}

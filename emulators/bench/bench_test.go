//go:build linux

package bench_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"oppnp/emulators/bench"
	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

// BenchmarkStartup measures exec → first accepted WebSocket handshake.
func BenchmarkStartup(b *testing.B) {
	if _, err := emuproc.Binary(); err != nil {
		b.Fatal(err)
	}
	var total time.Duration
	for range b.N {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			b.Fatal(err)
		}
		port := ln.Addr().(*net.TCPAddr).Port
		ln.Close()
		addr := fmt.Sprintf("127.0.0.1:%d", port)
		got := make(chan time.Time, 1)
		t0 := time.Now()
		go func() {
			for time.Since(t0) < 30*time.Second {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				c, err := v5client.Dial(ctx, addr, "bench", nil)
				cancel()
				if err == nil {
					got <- time.Now()
					c.Close()
					return
				}
				time.Sleep(time.Millisecond)
			}
			close(got)
		}()
		p, err := emuproc.Run(emuproc.Options{Rules: openRules, DatabasePort: port})
		if err != nil {
			b.Fatal(err)
		}
		at, ok := <-got
		p.Kill()
		if !ok {
			b.Fatal("no connection accepted within 30s")
		}
		total += at.Sub(p.Started)
	}
	ms := float64(total.Microseconds()) / 1000 / float64(b.N)
	b.ReportMetric(ms, "ms/startup")
	report("startup to first accepted connection", fmt.Sprintf("%.1f ms", ms), "< 300 ms", ms < 300)
}

func BenchmarkWrites_NoListeners(b *testing.B)           { benchWrites(b, 0) }
func BenchmarkWrites_Durable(b *testing.B)               { benchWrites(b, -1) }
func BenchmarkWrites_100FilteredListeners(b *testing.B)  { benchWrites(b, 100) }
func BenchmarkWrites_1000FilteredListeners(b *testing.B) { benchWrites(b, 1000) }

// writesSetup is a process with n listeners, each on its own range of
// orderByChild("v") under /items, and 8 writer connections.
type writesSetup struct {
	p       *emuproc.Proc
	writers []*v5client.Conn
	subs    *bench.Subscribers
	pushes  atomic.Int64
}

var writesSetups sync.Map

func benchWrites(b *testing.B, listeners int) {
	key := fmt.Sprintf("writes-%d", listeners)
	var s *writesSetup
	if v, ok := writesSetups.Load(key); ok {
		s = v.(*writesSetup)
	} else {
		var extra []string
		if listeners < 0 { // durable mode: every write fsynced before its ok
			dir, err := os.MkdirTemp("", "bench-data-")
			if err != nil {
				b.Fatal(err)
			}
			resultsMu.Lock()
			cleanups = append(cleanups, func() { os.RemoveAll(dir) })
			resultsMu.Unlock()
			extra = []string{"--data", dir}
			listeners = 0
		}
		s = &writesSetup{p: startShared(b, key, extra...)}
		// Lean subscribers (see the package doc): each listens on its own
		// range and counts the pushes it gets.
		subs, err := bench.Dial(context.Background(), bench.Options{
			Addr: s.p.Addr(), NS: "bench", N: listeners,
			Listen: func(i int) []byte {
				return fmt.Appendf(nil, `{"p":"/items","h":"","t":%d,"q":{"i":"v","sp":%d,"sin":true,"ep":%d,"ein":true}}`, i+1, i*10, i*10+9)
			},
			OnMessage: func(int, []byte, int64) { s.pushes.Add(1) },
		})
		if err != nil {
			b.Fatal(err)
		}
		s.subs = subs
		s.writers = dialMany(b, s.p.Addr(), "bench", 8, nil)
		resultsMu.Lock()
		cleanups = append(cleanups, func() { subs.Close(); closeAll(s.writers) })
		resultsMu.Unlock()
		writesSetups.Store(key, s)
	}
	space := max(listeners*10, 1000)
	b.ResetTimer()
	t0, cpu0 := time.Now(), procCPU(b, s.p.PID())
	var wg sync.WaitGroup
	var failed atomic.Int64
	per := (b.N + len(s.writers) - 1) / len(s.writers)
	for w, c := range s.writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			window := make(chan (<-chan v5client.Reply), 64)
			done := make(chan struct{})
			go func() {
				for ch := range window {
					if rep, ok := <-ch; !ok || rep.Status != "ok" {
						failed.Add(1)
					}
				}
				close(done)
			}()
			r := rand.New(rand.NewPCG(uint64(w), 7))
			for i := range per {
				body := json.RawMessage(fmt.Appendf(nil, `{"p":"/items/w%dk%d","d":{"v":%d,"n":%d}}`, w, i%125, r.IntN(space), i))
				ch, err := c.Send("p", body)
				if err != nil {
					failed.Add(1)
					break
				}
				window <- ch
			}
			close(window)
			<-done
		}()
	}
	wg.Wait()
	el := time.Since(t0)
	b.StopTimer()
	if n := failed.Load(); n > 0 {
		b.Fatalf("%d writes failed", n)
	}
	if err, k := s.subs.Err(); err != nil {
		b.Fatalf("%d listeners failed, the first: %v", k, err)
	}
	rate := float64(per*len(s.writers)) / el.Seconds()
	b.ReportMetric(rate, "writes/s")
	b.ReportMetric(float64((procCPU(b, s.p.PID())-cpu0).Microseconds())/float64(per*len(s.writers)), "emu-cpu-µs/write")
	name := fmt.Sprintf("small writes/s, %d listeners on filtered queries", listeners)
	switch {
	case strings.HasSuffix(key, "-1"):
		name = "small writes/s, durable --data, no listeners"
	case listeners == 0:
		name = "small writes/s, no listeners (baseline)"
	}
	report(name, fmt.Sprintf("%.0f", rate), ">= 20000", rate >= 20000)
}

// BenchmarkIdleConnectionRSS opens n idle connections to a fresh process
// and divides its VmRSS growth by n: 1,000 and 10,000 connections (the
// scale target of docs/performance.md), with RLIMIT_NOFILE raised for both
// ends (the emulator inherits it).
func BenchmarkIdleConnectionRSS(b *testing.B) {
	for _, tt := range []struct {
		n           int
		target      string
		targetBytes float64
	}{
		{1000, "< 50 KB", 50_000},
		{10_000, "<= 32 KiB", 32 << 10},
	} {
		b.Run(fmt.Sprintf("%d", tt.n), func(b *testing.B) {
			raiseNoFile(b, tt.n+1024) // each end holds n sockets
			var perConn float64
			for range b.N {
				perConn += idleRSS(b, tt.n)
			}
			perConn /= float64(b.N)
			b.ReportMetric(perConn, "KiB/conn")
			report(fmt.Sprintf("RSS per idle connection (%s connections)", commas(tt.n)), fmt.Sprintf("%.1f KiB", perConn), tt.target, perConn*1024 <= tt.targetBytes)
		})
	}
}

// idleRSS is the emulator's VmRSS growth per idle connection, in KiB, for n.
func idleRSS(b *testing.B, n int) float64 {
	p, err := emuproc.Run(emuproc.Options{Rules: openRules})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Kill()
	warm := dialMany(b, p.Addr(), "bench", 10, nil) // first connection allocates shared buffers
	defer closeAll(warm)
	time.Sleep(300 * time.Millisecond)
	before := vmRSS(b, p.PID())
	conns := dialMany(b, p.Addr(), "bench", n, nil)
	defer closeAll(conns)
	time.Sleep(time.Second + time.Duration(n/10)*time.Millisecond)
	after := vmRSS(b, p.PID())
	return float64(after-before) / float64(n)
}

// raiseNoFile lifts this process's open-file limit to at least want (up to
// the hard limit), set explicitly so the emulator it starts inherits it.
func raiseNoFile(b *testing.B, want int) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		b.Fatal(err)
	}
	if lim.Cur >= uint64(want) {
		_ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim) // explicit: children keep it
		return
	}
	if lim.Max < uint64(want) {
		b.Skipf("RLIMIT_NOFILE hard limit %d < %d: raise it (ulimit -Hn) to run this size", lim.Max, want)
	}
	lim.Cur = uint64(want)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		b.Fatal(err)
	}
}

func commas(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

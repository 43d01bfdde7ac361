//go:build linux

package bench_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"oppnp/emulators/bench"
	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

func BenchmarkFanout_100Subscribers(b *testing.B)  { benchFanout(b, 100) }
func BenchmarkFanout_1000Subscribers(b *testing.B) { benchFanout(b, 1000) }

// fanoutSetup is a process with n lean subscribers on /fan and one writer.
// One write is in flight at a time; each subscriber records its latency in
// its own slot, without a lock.
type fanoutSetup struct {
	p      *emuproc.Proc
	writer *v5client.Conn
	subs   *bench.Subscribers
	n      int
	start  time.Time
	seq    atomic.Int64 // the write in flight
	sentNs atomic.Int64 // its send time, since start
	filled atomic.Int64 // subscribers that recorded their latency
	other  atomic.Int64 // messages that were not the push in flight
	cur    []int64      // their latencies (ns), one slot each
	seen   []int64      // the last seq each subscriber recorded
	all    chan struct{}
}

var fanoutSetups sync.Map

// seqPush is how the emulator renders the push of a write at /fan/seq to
// a default listen at /fan; the number follows.
var seqPush = []byte(`{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":`)

// seqOf recognises the push of a write at /fan/seq and returns its
// number, by comparing bytes: a subscriber in this benchmark stands for a
// phone, whose own CPU parses the message; here it shares the emulator's,
// so it must cost as little as it can.
func seqOf(msg []byte) (int64, bool) {
	rest, ok := bytes.CutPrefix(msg, seqPush)
	if !ok {
		return 0, false
	}
	var seq int64
	digits := 0
	for ; digits < len(rest) && digits < 18 && rest[digits] >= '0' && rest[digits] <= '9'; digits++ {
		seq = seq*10 + int64(rest[digits]-'0')
	}
	if digits == 0 || string(rest[digits:]) != "}}}" {
		return 0, false
	}
	return seq, true
}

func (s *fanoutSetup) onMessage(i int, msg []byte, at int64) {
	seq, ok := seqOf(msg)
	if !ok || seq != s.seq.Load() || s.seen[i] == seq {
		s.other.Add(1)
		return
	}
	s.seen[i] = seq
	s.cur[i] = at - s.sentNs.Load()
	if s.filled.Add(1) == int64(s.n) {
		s.all <- struct{}{}
	}
}

func benchFanout(b *testing.B, n int) {
	key := fmt.Sprintf("fanout-%d", n)
	var s *fanoutSetup
	if v, ok := fanoutSetups.Load(key); ok {
		s = v.(*fanoutSetup)
	} else {
		p := startShared(b, key)
		s = &fanoutSetup{p: p, n: n, start: time.Now(), cur: make([]int64, n), seen: make([]int64, n), all: make(chan struct{}, 1)}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		subs, err := bench.Dial(ctx, bench.Options{
			Addr: p.Addr(), NS: "bench", N: n, Epoch: s.start, OnMessage: s.onMessage,
			Listen: func(int) []byte { return []byte(`{"p":"/fan","h":""}`) },
		})
		cancel()
		if err != nil {
			b.Fatal(err)
		}
		s.subs = subs
		s.writer = dialMany(b, p.Addr(), "bench", 1, nil)[0]
		resultsMu.Lock()
		cleanups = append(cleanups, func() { subs.Close(); s.writer.Close() })
		resultsMu.Unlock()
		fanoutSetups.Store(key, s)
	}
	lat := make([]time.Duration, 0, b.N*n)
	b.ResetTimer()
	cpu0, self0 := procCPU(b, s.p.PID()), procCPU(b, os.Getpid())
	for range b.N {
		seq := s.seq.Load() + 1
		s.filled.Store(0)
		s.sentNs.Store(time.Since(s.start).Nanoseconds())
		s.seq.Store(seq)
		if _, err := s.writer.Send("p", map[string]any{"p": "/fan/seq", "d": seq}); err != nil {
			b.Fatal(err)
		}
		select {
		case <-s.all:
		case <-time.After(10 * time.Second):
			err, _ := s.subs.Err()
			b.Fatalf("seq %d reached only %d of %d subscribers (%d alive, first failure: %v)", seq, s.filled.Load(), n, s.subs.Alive(), err)
		}
		for _, d := range s.cur {
			lat = append(lat, time.Duration(d))
		}
	}
	b.StopTimer()
	cpu, self := procCPU(b, s.p.PID())-cpu0, procCPU(b, os.Getpid())-self0
	if err, k := s.subs.Err(); err != nil {
		b.Fatalf("%d subscriber failures, the first: %v", k, err)
	}
	if k := s.other.Load(); k > 0 {
		b.Fatalf("subscribers got %d messages other than the push in flight", k)
	}
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N*n), "emu-cpu-µs/push")
	b.ReportMetric(float64(self.Microseconds())/float64(b.N*n), "client-cpu-µs/push")
	p50, p99 := percentile(lat, 0.50), percentile(lat, 0.99)
	b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
	report(fmt.Sprintf("fan-out latency p50, %d subscribers", n), fmt.Sprintf("%.2f ms", float64(p50.Microseconds())/1000), "", true)
	target := ""
	ok := true
	if n >= 1000 {
		target, ok = "< 20 ms", p99 < 20*time.Millisecond
	}
	report(fmt.Sprintf("fan-out latency p99, %d subscribers", n), fmt.Sprintf("%.2f ms", float64(p99.Microseconds())/1000), target, ok)
}

func TestSeqOf(t *testing.T) {
	tests := []struct {
		name string
		msg  string
		want int64
		ok   bool
	}{
		{"push", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":42}}}`, 42, true},
		{"large", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":123456789}}}`, 123456789, true},
		{"merge", `{"t":"d","d":{"a":"m","b":{"p":"fan/seq","d":42}}}`, 0, false},
		{"other path", `{"t":"d","d":{"a":"d","b":{"p":"fan","d":{"seq":42}}}}`, 0, false},
		{"tagged", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":42,"t":1}}}`, 0, false},
		{"string", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":"42"}}}`, 0, false},
		{"negative", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":-4}}}`, 0, false},
		{"fraction", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":4.5}}}`, 0, false},
		{"truncated", `{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":42}}`, 0, false},
		{"reply", `{"d":{"b":{"d":"","s":"ok"},"r":2},"t":"d"}`, 0, false},
		{"empty", ``, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := seqOf([]byte(tt.msg))
			if got != tt.want || ok != tt.ok {
				t.Errorf("seqOf(%s) = %d, %v; want %d, %v", tt.msg, got, ok, tt.want, tt.ok)
			}
		})
	}
}

//go:build linux

package bench_test

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

const openRules = `{"rules": {".read": true, ".write": true}}`

// result is one row of the printed table.
type result struct {
	metric, value, target string
	ok                    bool
}

var (
	resultsMu sync.Mutex
	results   = map[string]result{}
	order     []string
	cleanups  []func()
)

func report(metric, value, target string, ok bool) {
	resultsMu.Lock()
	defer resultsMu.Unlock()
	if _, seen := results[metric]; !seen {
		order = append(order, metric)
	}
	results[metric] = result{metric, value, target, ok}
}

func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	emuproc.Cleanup()
	if len(order) > 0 {
		fmt.Printf("\n%-52s %14s  %-12s %s\n", "metric (emulator process, this machine)", "value", "target", "")
		fmt.Println(strings.Repeat("-", 88))
		for _, k := range order {
			r := results[k]
			mark := "ok"
			if !r.ok {
				mark = "MISSED"
			}
			fmt.Printf("%-52s %14s  %-12s %s\n", r.metric, r.value, r.target, mark)
		}
		// The numbers depend on what else runs: print the load they ran under.
		if b, err := os.ReadFile("/proc/loadavg"); err == nil {
			fmt.Printf("load average at the end: %s", b)
		}
	}
	os.Exit(code)
}

// dialMany opens n protocol connections with at most 64 dials in flight.
func dialMany(tb testing.TB, addr, ns string, n int, onPush func(i int) func(v5client.Push)) []*v5client.Conn {
	tb.Helper()
	conns := make([]*v5client.Conn, n)
	errs := make(chan error, n)
	sem := make(chan struct{}, 64)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			var h func(v5client.Push)
			if onPush != nil {
				h = onPush(i)
			}
			c, err := v5client.Dial(ctx, addr, ns, h)
			if err != nil {
				errs <- fmt.Errorf("connection %d: %w", i, err)
				return
			}
			conns[i] = c
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		closeAll(conns)
		tb.Fatal(err)
	}
	return conns
}

func closeAll(conns []*v5client.Conn) {
	for _, c := range conns {
		if c != nil {
			c.Close()
		}
	}
}

// startShared starts (once per key) an emulator process that lives until
// TestMain ends, so that repeated benchmark runs reuse their setup.
var shared sync.Map

func startShared(tb testing.TB, key string, args ...string) *emuproc.Proc {
	if p, ok := shared.Load(key); ok {
		return p.(*emuproc.Proc)
	}
	p, err := emuproc.Run(emuproc.Options{Rules: openRules, Args: args})
	if err != nil {
		tb.Fatal(err)
	}
	shared.Store(key, p)
	resultsMu.Lock()
	cleanups = append(cleanups, p.Kill)
	resultsMu.Unlock()
	return p
}

// vmRSS reads a process's resident set size in KiB.
func vmRSS(tb testing.TB, pid int) int {
	tb.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		tb.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.Atoi(f[1])
			return kb
		}
	}
	tb.Fatal("no VmRSS")
	return 0
}

func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[min(len(d)-1, int(p*float64(len(d))))]
}

// procCPU is a process's user+system CPU time so far (from /proc, in
// clock ticks of 10 ms). On a shared machine, CPU per operation is a
// steadier measure of the emulator's own cost than a rate.
func procCPU(tb testing.TB, pid int) time.Duration {
	tb.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		tb.Fatal(err)
	}
	// The command name (field 2) may hold spaces: count after its ')'.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		tb.Fatalf("short /proc/%d/stat", pid)
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64) // field 14
	st, _ := strconv.ParseInt(f[12], 10, 64) // field 15
	return time.Duration(ut+st) * 10 * time.Millisecond
}

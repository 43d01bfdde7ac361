package functions_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkMonitorBulk writes N finished folios into requests/ in one
// multi-path update and waits until the request trigger has counted them
// all on the monitor board, at two sizes. It reports, per size, the wall
// time and the trigger process's CPU time per event and its peak RSS, and
// the ratio of the per-event costs: about 1 when a write costs the same at
// any size. Run it alone: `go test -run '^$' -bench MonitorBulk -benchtime 1x ./functions/`;
// OPPNP_BENCH_FOLIOS=small,large changes the two sizes (1000,10000).
func BenchmarkMonitorBulk(b *testing.B) {
	sizes := []int{1_000, 10_000}
	if v := os.Getenv("OPPNP_BENCH_FOLIOS"); v != "" {
		small, large, _ := strings.Cut(v, ",")
		sizes[0], _ = strconv.Atoi(small)
		sizes[1], _ = strconv.Atoi(large)
	}
	if sizes[0] <= 0 || sizes[1] <= 0 {
		b.Fatalf("OPPNP_BENCH_FOLIOS=%q: want two positive sizes", os.Getenv("OPPNP_BENCH_FOLIOS"))
	}
	s := startStack(b)
	for i := 0; i < b.N; i++ {
		var perEvent []float64
		for j, n := range sizes {
			wall, cpu, rss := s.bulk(b, n)
			perEvent = append(perEvent, float64(wall.Nanoseconds())/float64(n))
			k := []string{"small", "large"}[j]
			b.ReportMetric(float64(n), "folios-"+k)
			b.ReportMetric(float64(wall.Microseconds())/float64(n), "µs-wall/event-"+k)
			b.ReportMetric(float64(cpu.Microseconds())/float64(n), "µs-cpu/event-"+k)
			b.ReportMetric(float64(rss)/(1<<20), "MB-rss-"+k)
		}
		b.ReportMetric(perEvent[1]/perEvent[0], "cost-ratio-large/small")
	}
}

// bulk writes n folios in status complete in one update and waits for the
// board; it returns the time that took, the trigger's CPU time meanwhile
// and its highest RSS seen.
func (s *stack) bulk(b *testing.B, n int) (wall, cpu time.Duration, rss int64) {
	b.Helper()
	s.t = b
	count := func() int {
		c, _ := s.getMap("monitor/board/statuses/complete")["count"].(float64)
		return int(c)
	}
	pid := triggerPID(b)
	base, cpu0 := count(), cpuTime(pid)
	now := time.Now().UnixMilli()
	prefix := fmt.Sprintf("R-bulk-%d-", time.Now().UnixNano())
	folios := make(map[string]any, n)
	for i := range n {
		folios[prefix+strconv.Itoa(i)] = map[string]any{"status": "complete", "createdAt": now, "lastUpdateAt": now,
			"lastUpdateBy": "functions", "curp": "PELJ800101HDFRPN09", "offer": map[string]any{"quoter": map[string]any{"amount": 45000}}}
	}
	start := time.Now()
	if code, out := s.rtdb("PATCH", "requests", "owner", folios); code != 200 {
		b.Fatalf("bulk write: %d %v", code, out)
	}
	deadline := start.Add(30 * time.Minute)
	for count() < base+n {
		rss = max(rss, residentBytes(pid))
		if time.Now().After(deadline) {
			b.Fatalf("board counted %d of %d", count()-base, n)
		}
		time.Sleep(200 * time.Millisecond)
	}
	return time.Since(start), cpuTime(pid) - cpu0, max(rss, residentBytes(pid))
}

// triggerPID finds this test's child process serving onRequestWritten.
func triggerPID(b *testing.B) int {
	b.Helper()
	pid, ok := functionChildren(os.Getpid())["onRequestWritten"]
	if !ok {
		b.Skip("no onRequestWritten process found (needs Linux /proc)")
	}
	return pid
}

// functionChildren finds the function processes whose parent is parent:
// FUNCTION_TARGET → pid (Linux /proc; none elsewhere).
func functionChildren(parent int) map[string]int {
	out := map[string]int{}
	self := strconv.Itoa(parent)
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		stat, err := os.ReadFile(d + "/stat")
		env, err2 := os.ReadFile(d + "/environ")
		if err != nil || err2 != nil {
			continue
		}
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(f) < 2 || f[1] != self {
			continue
		}
		for _, kv := range strings.Split(string(env), "\x00") {
			if t, ok := strings.CutPrefix(kv, "FUNCTION_TARGET="); ok {
				pid, _ := strconv.Atoi(filepath.Base(d))
				out[t] = pid
			}
		}
	}
	return out
}

// cpuTime is a process's user plus system time.
func cpuTime(pid int) time.Duration {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64) // fields 14 and 15 of stat, in clock ticks
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100
}

// residentBytes is a process's VmRSS.
func residentBytes(pid int) int64 {
	fh, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

package suite

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// HeapBudgetEnv is the heap the emulator process may grow to before its
// collector runs ("6GiB", "800MiB" or bytes; unset: Go's default, a
// collection each time the heap doubles its live data). A database is
// mostly data that lives as long as the process, and each collection marks
// all of it: a suite loaded with a large import (BenchmarkScaleImport)
// spends a third of its CPU marking the same folios again. With a budget
// the goal is the budget, or twice the live data once that is larger, so
// it never collects more often than the default and holds at most
// max(budget, 2×live) (docs/adr/0081-import-reads-and-heap-budget.md).
const HeapBudgetEnv = "OPPNP_EMULATOR_HEAP"

// minLive is the live heap assumed before the first collection has
// measured one (the runtime's own minimum heap goal).
const minLive = 4 << 20

// parseBytes reads a size: bytes, or a number with KiB, MiB or GiB.
func parseBytes(v string) (uint64, error) {
	mult := uint64(1)
	for suffix, m := range map[string]uint64{"KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30} {
		if n, ok := strings.CutSuffix(v, suffix); ok {
			v, mult = n, m
			break
		}
	}
	n, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("not a positive size: %q", v)
	}
	return n * mult, nil
}

// gcPercent is the GOGC whose goal, from live bytes of live data, is
// budget, or 100 (Go's default) once twice the live data is more.
func gcPercent(budget, live uint64) int {
	live = max(live, minLive)
	if budget <= 2*live {
		return 100
	}
	return int(min((budget-live)*100/live, 1<<20))
}

// keepHeapBudget sets the collector's goal from HeapBudgetEnv until ctx
// ends, reading the live heap every interval (the goal follows the data
// as an import grows it).
func keepHeapBudget(ctx context.Context, log *slog.Logger, every time.Duration) {
	v := os.Getenv(HeapBudgetEnv)
	if v == "" {
		return
	}
	budget, err := parseBytes(v)
	if err != nil {
		log.Warn("ignored", "env", HeapBudgetEnv, "error", err.Error())
		return
	}
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	set, before := -1, -1
	apply := func() {
		metrics.Read(sample)
		var live uint64
		if sample[0].Value.Kind() == metrics.KindUint64 {
			live = sample[0].Value.Uint64()
		}
		// Only a change of a tenth or more: each call takes the heap lock.
		if p := gcPercent(budget, live); set < 0 || p*10 < set*9 || p*10 > set*11 {
			if prev := debug.SetGCPercent(p); before < 0 {
				before = prev
			}
			set = p
		}
	}
	apply()
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		defer debug.SetGCPercent(before) // the process's own setting again
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				apply()
			}
		}
	}()
}

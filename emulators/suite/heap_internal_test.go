package suite

import (
	"context"
	"log/slog"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

func TestGCPercent(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		name         string
		budget, live uint64
		want         int
	}{
		{"before the first collection: the runtime's minimum", 400 * mib, 0, 9900},
		{"small data: the goal is the budget", 1000 * mib, 100 * mib, 900},
		{"the budget is twice the data: the default", 1000 * mib, 500 * mib, 100},
		{"data past half the budget: the default, never more often", 1000 * mib, 700 * mib, 100},
		{"data past the budget: the default", 1000 * mib, 3000 * mib, 100},
	} {
		if got := gcPercent(c.budget, c.live); got != c.want {
			t.Errorf("%s: gcPercent(%d MiB, %d MiB) = %d, want %d", c.name, c.budget/mib, c.live/mib, got, c.want)
		}
	}
}

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]uint64{"6GiB": 6 << 30, "800MiB": 800 << 20, "64KiB": 64 << 10, "1048576": 1 << 20} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0", "-1GiB", "6GB", "lots"} {
		if got, err := parseBytes(in); err == nil {
			t.Errorf("parseBytes(%q) = %d; want an error", in, got)
		}
	}
}

func gogc() uint64 {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// The budget reaches the collector: with a budget far above the test
// process's live heap, GOGC is well above the default, and the process's
// own setting is back once the suite ends; without a budget, untouched.
func TestKeepHeapBudget(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(150)) // the process's own setting
	t.Setenv(HeapBudgetEnv, "8GiB")
	ctx, cancel := context.WithCancel(context.Background())
	keepHeapBudget(ctx, slog.Default(), time.Hour)
	if got := gogc(); got <= 150 {
		cancel()
		t.Fatalf("GOGC with an 8 GiB budget = %d, want above the process's 150", got)
	}
	cancel()
	for deadline := time.Now().Add(2 * time.Second); gogc() != 150; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("GOGC after the suite ended = %d, want the process's 150 again", gogc())
		}
	}
	t.Setenv(HeapBudgetEnv, "")
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	keepHeapBudget(ctx, slog.Default(), time.Hour)
	if got := gogc(); got != 150 {
		t.Fatalf("GOGC without a budget = %d, want the process's 150", got)
	}
}

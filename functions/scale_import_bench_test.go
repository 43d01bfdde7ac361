//go:build linux

package functions_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"testing"
	"time"

	"oppnp/emulators/suite"
)

// BenchmarkScaleImport measures a lender loading its existing folios
// (docs/performance.md, "Import absorbed by the triggers"): n generated
// folios without the list keys, written into a suite that holds none, as
// the Firebase CLI's database:import writes a file, in multi-path PATCHes
// of the root of about 1 MB each, with the triggers on. The clock runs
// until every folio is in the lists: the monitor board counts them all
// and no folio is left without its list keys (the first child of
// requests ordered by lists/status has one: a missing key sorts first).
// It reports the rate, the time and the peak RSS of the function
// processes and of the emulator. OPPNP_SCALE_IMPORT (100000) is n;
// OPPNP_SCALE_IMPORT_LIMIT (10m) bounds the wait; the emulator's heap
// budget (suite.HeapBudgetEnv) is 64 KiB per folio, at least 1 GiB, unless
// set.
func BenchmarkScaleImport(b *testing.B) {
	n, limit := 100_000, 10*time.Minute
	if v, err := strconv.Atoi(os.Getenv("OPPNP_SCALE_IMPORT")); err == nil {
		n = v
	}
	if v, err := time.ParseDuration(os.Getenv("OPPNP_SCALE_IMPORT_LIMIT")); err == nil {
		limit = v
	}
	const chunk = 1000 // about 1.1 MB of folios
	if os.Getenv(suite.HeapBudgetEnv) == "" {
		// The database grows by about 25 KB per folio with its trail and
		// projection: the emulator's collector marks it once it has
		// doubled or reached the budget (docs/adr/0081-import-reads-and-heap-budget.md).
		b.Setenv(suite.HeapBudgetEnv, strconv.Itoa(max(1<<30, n*64<<10)))
	}
	var t table
	for range b.N {
		s, _ := startScale(b, 0)
		kids := s.children(b)
		pids, names := []int{s.p.PID()}, []string{"emulator"}
		for name, pid := range kids {
			pids, names = append(pids, pid), append(names, name)
		}
		sm := sample(pids...)
		cpu0 := make([]time.Duration, len(pids))
		for i, p := range pids {
			cpu0[i] = cpuTime(p)
		}
		start := time.Now()
		// The writes wait for the triggers (the outbox), so the bound
		// covers them too.
		written := 0
		for ; written < n; written = min(written+chunk, n) {
			batch := map[string]any{}
			for id, v := range s.gen.Batch(written, min(written+chunk, n)) {
				delete(v.(map[string]any), "lists")
				batch["requests/"+id] = v
			}
			if !s.patchRetrying(b, batch, start.Add(limit)) {
				break
			}
		}
		acked := time.Since(start)
		counted, keyed, last := 0, false, time.Now()
		for deadline := start.Add(limit); ; time.Sleep(500 * time.Millisecond) {
			if counted < n {
				counted = s.boardTotal(b)
			}
			if counted >= n {
				keyed = s.allKeyed(b)
			}
			if keyed || time.Now().After(deadline) {
				break
			}
			if time.Since(last) > 10*time.Second {
				last = time.Now()
				b.Logf("%v: %d counted", time.Since(start).Round(time.Second), counted)
			}
		}
		took := time.Since(start)
		peaks := sm.stop()
		cpu := make([]time.Duration, len(pids))
		for i, p := range pids {
			cpu[i] = cpuTime(p) - cpu0[i]
		}
		s.n = n
		if !keyed {
			log := s.p.Log()
			b.Logf("suite log (end): %s", log[max(0, len(log)-2000):])
		}
		s.stop()
		row := fmt.Sprintf("import %s folios without list keys", commas(n))
		t.add(row+": writes acknowledged", fmt.Sprintf("%s in %v (%.0f/s)", commas(written), acked.Round(time.Millisecond), float64(written)/acked.Seconds()), "", true)
		if keyed {
			t.add(row+": all in the lists", fmt.Sprintf("%v (%.0f/s)", took.Round(time.Millisecond), float64(n)/took.Seconds()), "<= 3 min", took <= 3*time.Minute)
		} else {
			t.add(row+": all in the lists", fmt.Sprintf("%s counted after %v (%.0f/s)", commas(counted), took.Round(time.Second), float64(counted)/took.Seconds()), "<= 3 min", false)
		}
		for i, name := range names {
			mb := fmt.Sprintf("%.0f MB, cpu %.0f µs/folio", float64(peaks[i])/(1<<20), float64(cpu[i].Microseconds())/float64(max(counted, 1)))
			if name == "emulator" {
				t.add("  peak RSS, emulator process", mb, "", true)
				continue
			}
			t.add("  peak RSS, function process "+name, mb, "<= 512 MB", peaks[i] <= 512<<20)
		}
	}
	t.print()
}

// allKeyed reports whether every folio holds its list keys: ordered by
// lists/status, a folio without the key comes first.
func (s *scaleSuite) allKeyed(tb testing.TB) bool {
	code, out := s.call(tb, http.MethodGet, s.db+`/requests.json?ns=`+scaleNS+`&orderBy=%22lists/status%22&limitToFirst=1`, "owner", nil)
	if code != 200 {
		tb.Fatalf("lists check: %d %.300s", code, out)
	}
	var first map[string]struct {
		Lists struct {
			Status string `json:"status"`
		} `json:"lists"`
	}
	_ = json.Unmarshal(out, &first)
	for _, f := range first {
		return f.Lists.Status != ""
	}
	return false
}

// patchRetrying writes a multi-path update of the root, waiting and
// writing again while the emulator refuses it because its trigger outbox
// is full (its 503 asks for exactly that), until deadline: false when the
// write was not acknowledged by then.
func (s *scaleSuite) patchRetrying(tb testing.TB, batch map[string]any, deadline time.Time) bool {
	body, _ := json.Marshal(batch)
	for time.Now().Before(deadline) {
		code, out := s.call(tb, http.MethodPatch, s.db+"/.json?ns="+scaleNS, "owner", body)
		switch code {
		case 200:
			return true
		case 503:
			time.Sleep(200 * time.Millisecond)
		default:
			tb.Fatalf("PATCH /: %d %.300s", code, out)
		}
	}
	return false
}

//go:build linux

package functions_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/emutest"
	"oppnp/emulators/rtdb/persist"
	"oppnp/functions/internal/scaleseed"
)

// scaleSuite is the emulator suite as its own process (so its RSS is its
// own), started on a dataset of n generated folios imported at start and
// a monitor board rebuilt from them.
type scaleSuite struct {
	p       *emuproc.Proc
	gen     scaleseed.Generator
	n       int // folios generated so far: indexes [0, n)
	db, api string
}

const (
	scaleNS      = project + "-default-rtdb"
	scaleStaffBp = "2000000001"
)

// promoters are the simulator's Promotor personas (emulators/gateway/fixtures.json).
func promoters(tb testing.TB) []scaleseed.Promoter {
	tb.Helper()
	b, err := os.ReadFile("../emulators/gateway/fixtures.json")
	if err != nil {
		tb.Fatal(err)
	}
	var f struct {
		Users []struct {
			scaleseed.Promoter
			Profile string `json:"profile"`
		} `json:"users"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		tb.Fatal(err)
	}
	var out []scaleseed.Promoter
	for _, u := range f.Users {
		if u.Profile == "Promotor" && len(u.Branches) > 0 {
			out = append(out, u.Promoter)
		}
	}
	return out
}

// roles are what login writes for the personas the lists are read as.
func roles(ps []scaleseed.Promoter) map[string]any {
	valid := time.Now().Add(24 * time.Hour).UnixMilli()
	out := map[string]any{}
	all := map[string]any{}
	for _, p := range ps {
		br := map[string]any{}
		for _, b := range p.Branches {
			br[b], all[b] = true, true
		}
		out[p.BpID] = map[string]any{"admin": false, "blocked": false, "validUntil": valid, "branches": br, "profile": "Promotor"}
	}
	out[scaleStaffBp] = map[string]any{"admin": true, "blocked": false, "validUntil": valid, "branches": all, "profile": "Gerente"}
	return out
}

// startScale writes an export of n folios and starts the suite on it.
func startScale(b *testing.B, n int) (*scaleSuite, time.Duration) {
	b.Helper()
	root, err := emutest.RepoRoot()
	if err != nil {
		b.Fatal(err)
	}
	ps := promoters(b)
	s := &scaleSuite{gen: scaleseed.Generator{Seed: 1, Promoters: ps, Now: time.Now()}, n: n}
	dir := b.TempDir()
	t0 := time.Now()
	data, err := json.Marshal(map[string]any{"requests": s.gen.Batch(0, n), "roles": roles(ps), "operators": demoOperators(b)})
	if err != nil {
		b.Fatal(err)
	}
	if err := persist.WriteExport(dir, map[string][]byte{scaleNS: data}); err != nil {
		b.Fatal(err)
	}
	data = nil
	gen := time.Since(t0)
	for k, v := range map[string]string{"OPPNP_ENV": "dev", "OPPNP_CLOCK": "gateway", "GATEWAY_TIMEOUT": "5s"} {
		b.Setenv(k, v)
	}
	s.p, err = emuproc.Run(emuproc.Options{
		Services: []string{"database", "auth", "gateway", "functions", "hosting"},
		Args:     []string{"--import", dir},
		Config: func(cfg map[string]any) {
			cfg["functions"] = map[string]any{"source": filepath.Join(root, "functions")}
		},
	})
	if err != nil {
		b.Fatal(err)
	}
	s.db, s.api = "http://"+s.p.Addrs["database"], "http://"+s.p.Addrs["hosting"]
	for deadline := time.Now().Add(4 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
		if code, _ := s.call(b, http.MethodGet, s.api+"/api/health", "", nil); code == 200 {
			break
		}
		if time.Now().After(deadline) {
			s.stop()
			b.Fatalf("api not ready: %s", s.p.Log())
		}
	}
	t1 := time.Now()
	// Straight to the functions host: hosting gives up on a function after
	// 60 s, and rebuilding 100,000 folios takes longer here.
	rebuild := "http://" + s.p.Addrs["functions"] + "/" + project + "/us-central1/api/api/monitor/rebuild"
	if code, out := s.call(b, http.MethodPost, rebuild, "", map[string]any{"key": operatorKey}); code != 200 {
		s.stop()
		b.Fatalf("monitor rebuild: %d %s", code, out)
	}
	b.Logf("%d folios: generated in %v, board rebuilt in %v", n, gen.Round(time.Millisecond), time.Since(t1).Round(time.Millisecond))
	return s, time.Since(t1)
}

func (s *scaleSuite) stop() { s.p.Kill() }

// call sends body as JSON (as the owner when cred is "owner").
func (s *scaleSuite) call(tb testing.TB, method, url, cred string, body any) (int, []byte) {
	tb.Helper()
	var rd io.Reader
	switch v := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(v)
	default:
		b, _ := json.Marshal(v)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, rd)
	req.Header.Set("Content-Type", "application/json")
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, out
}

// rtdb is the database's REST API as the owner.
func (s *scaleSuite) rtdb(tb testing.TB, method, path string, body any) []byte {
	tb.Helper()
	code, out := s.call(tb, method, s.db+"/"+path+".json?ns="+scaleNS, "owner", body)
	if code != 200 {
		tb.Fatalf("%s %s: %d %.300s", method, path, code, out)
	}
	return out
}

// boardCount is the monitor board's count of one status.
func (s *scaleSuite) boardCount(tb testing.TB, status string) int {
	var v struct {
		Count int `json:"count"`
	}
	_ = json.Unmarshal(s.rtdb(tb, http.MethodGet, "monitor/board/statuses/"+status, nil), &v)
	return v.Count
}

// boardTotal is the board's count over every status.
func (s *scaleSuite) boardTotal(tb testing.TB) int {
	var v map[string]struct {
		Count int `json:"count"`
	}
	_ = json.Unmarshal(s.rtdb(tb, http.MethodGet, "monitor/board/statuses", nil), &v)
	total := 0
	for _, c := range v {
		total += c.Count
	}
	return total
}

// children are the suite's function processes: FUNCTION_TARGET → pid.
func (s *scaleSuite) children(tb testing.TB) map[string]int {
	out := functionChildren(s.p.PID())
	if out["onRequestWritten"] == 0 {
		tb.Fatal("no onRequestWritten process (needs Linux /proc)")
	}
	return out
}

// sampler records the highest RSS of some processes until stopped.
type sampler struct {
	pids []int
	peak []int64
	done chan struct{}
	quit chan struct{}
}

func sample(pids ...int) *sampler {
	sm := &sampler{pids: pids, peak: make([]int64, len(pids)), done: make(chan struct{}), quit: make(chan struct{})}
	go func() {
		defer close(sm.done)
		for {
			for i, p := range sm.pids {
				sm.peak[i] = max(sm.peak[i], residentBytes(p))
			}
			select {
			case <-sm.quit:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	return sm
}

func (sm *sampler) stop() []int64 {
	close(sm.quit)
	<-sm.done
	return sm.peak
}

// waitFor polls cond every 50 ms for up to limit.
func waitFor(tb testing.TB, limit time.Duration, what string, cond func() bool) {
	tb.Helper()
	for deadline := time.Now().Add(limit); !cond(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			tb.Fatalf("%s: not within %v", what, limit)
		}
	}
}

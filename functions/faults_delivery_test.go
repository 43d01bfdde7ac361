//go:build faults

package functions_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/emutest"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/persist"
)

// faultSuite is the whole local Firebase as its own process on a --data
// directory, so that it can be killed with SIGKILL and started again on
// the same data.
type faultSuite struct {
	p         *emuproc.Proc
	data, cfg string
}

func (f *faultSuite) start(t *testing.T) *stack {
	t.Helper()
	root, err := emutest.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	f.p, err = emuproc.Run(emuproc.Options{
		Services:  []string{"database", "auth", "gateway", "functions", "hosting"},
		Args:      []string{"--data", f.data},
		ConfigDir: f.cfg,
		Config: func(cfg map[string]any) {
			cfg["functions"] = map[string]any{"source": filepath.Join(root, "functions")}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(f.killAll)
	s := &stack{t: t, api: "http://" + f.p.Addrs["hosting"], fn: "http://" + f.p.Addrs["functions"],
		gw: "http://" + f.p.Addrs["gateway"], db: "http://" + f.p.Addrs["database"], auth: "http://" + f.p.Addrs["auth"]}
	for deadline := time.Now().Add(4 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
		if resp, err := http.Get(s.api + "/api/health"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("api not ready: %s", f.p.Log())
		}
	}
	return s
}

// killAll sends SIGKILL to the suite and to its function processes at
// once: nothing runs a shutdown.
func (f *faultSuite) killAll() { f.kill() }

// kill is killAll reporting how many processes it killed.
func (f *faultSuite) kill() int {
	if f.p == nil {
		return 0
	}
	children := functionChildren(f.p.PID())
	for _, pid := range children {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	f.p.Kill()
	f.p = nil
	return 1 + len(children)
}

// pending counts the changes the outbox in --data still holds for the
// trigger (docs/adr/0059-durable-trigger-delivery.md), read with the suite
// down.
func (f *faultSuite) pending(t *testing.T) int {
	t.Helper()
	st, state, err := persist.Open(f.data, persist.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m, _ := state[rtdb.OutboxNamespace].(map[string]any)
	entries, _ := m["onRequestWritten"].(map[string]any)
	return len(entries)
}

// TestFaults_SuiteKilledMidBurst: a burst of status changes, each with a
// side effect (the customer link), is acknowledged; the whole suite is
// killed at once; started again on the same data, every change is
// delivered (docs/adr/0059-durable-trigger-delivery.md): every folio gets
// its link exactly once, the trail has one entry per change and the
// monitor board equals a recount, without an operator. The first kill
// comes right after the last acknowledgement, before the functions can
// have handled the burst; the second while they are handling it. The
// third round stops the suite gracefully (SIGTERM, as stopping `make run`
// does) while the functions handle the burst: shutdown and crash behave the
// same, nothing acknowledged is dropped.
func TestFaults_SuiteKilledMidBurst(t *testing.T) {
	const n = 40
	for k, v := range map[string]string{
		"OPPNP_ENV": "dev", "OPPNP_CLOCK": "gateway", "GATEWAY_TIMEOUT": "5s",
		// Retry often: a side effect whose lease the killed process held
		// is taken over once the lease lapses (trigger.DefaultLease).
		"OPPNP_FUNCTIONS_RETRY_MAX": "5s",
	} {
		t.Setenv(k, v)
	}
	f := &faultSuite{data: t.TempDir(), cfg: t.TempDir()}
	s := f.start(t)
	var all []string
	for round, stop := range []struct {
		delay    time.Duration
		graceful bool
	}{{0, false}, {400 * time.Millisecond, false}, {400 * time.Millisecond, true}} {
		ids := f.burst(t, s, round, n, stop.delay, stop.graceful)
		all = append(all, ids...)
		s = f.start(t)
		restarted := time.Now()
		var lost []string
		if !waitFor2(5*time.Minute, func() bool {
			lost = lost[:0]
			for _, id := range ids {
				// Sent, and the effect recorded as done: sentAt is written
				// just before the marker's done, so reading only sentAt
				// would race the effect's last write.
				if s.get("requests/"+id+"/link/sentAt") == nil || !linkEffectDone(s, id) {
					lost = append(lost, id)
				}
			}
			return len(lost) == 0
		}) {
			t.Fatalf("round %d: %d of %d folios never got their customer link after the restart: %v", round+1, len(lost), n, lost)
		}
		// What held the redeliveries: a side effect's or the board's lease
		// the killed process held.
		log := f.p.Log()
		t.Logf("round %d: every link sent %v after the restarted suite served; lost: 0; redeliveries refused by a side-effect lease: %d, by a board lease: %d",
			round+1, time.Since(restarted).Round(100*time.Millisecond),
			strings.Count(log, "side effect held by another delivery"), strings.Count(log, "board move in progress"))
	}
	checkExactlyOnce(t, s, all)

	// The board converges to a recount of the folios, with no rebuild.
	var diff map[string][2]int
	settled := time.Now()
	if !waitFor2(3*time.Minute, func() bool {
		diff = boardDiff(s)
		return len(diff) == 0
	}) {
		t.Errorf("board differs from a recount (status: board, recount): %v", diff)
	} else {
		t.Logf("board equal to a recount %v after the last link", time.Since(settled).Round(100*time.Millisecond))
	}
}

// TestFaults_OutageRiddenOutByRedelivery: the SMS and biometric providers
// are down for 30 s, longer than the host's old retry (8 attempts in about
// 23 s). The host's own redelivery, a backoff over a 24 h window
// (docs/adr/0059-durable-trigger-delivery.md), finishes both effects once
// the providers are back, each once, with no sweep and no staff: the
// reconcile deadline is set far beyond the test. The pauses are capped at
// 5 s here (60 s in production) so the recovery is measured in seconds.
func TestFaults_OutageRiddenOutByRedelivery(t *testing.T) {
	for k, v := range map[string]string{
		"OPPNP_ENV": "dev", "OPPNP_CLOCK": "gateway", "GATEWAY_TIMEOUT": "5s",
		"OPPNP_FUNCTIONS_RETRY_MAX": "5s",
		// The sweep must not be what recovers: only the host's redelivery.
		"OPPNP_RECONCILE_AFTER": "10m",
	} {
		t.Setenv(k, v)
	}
	f := &faultSuite{data: t.TempDir(), cfg: t.TempDir()}
	s := f.start(t)
	const outage = 30 * time.Second
	linkPhone, linkID := faultPhone(), fmt.Sprintf("R-redeliver-link-%d", time.Now().UnixNano())
	s.seedDocuments(linkID, linkPhone)
	bioID := fmt.Sprintf("R-redeliver-bio-%d", time.Now().UnixNano())
	s.seed(bioID, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": faultPhone()}, "offer": inBranch("SUC-0101"), "customerSteps": map[string]any{
			"consent": map[string]any{"done": true, "customField": 1013}, "otp": map[string]any{"done": true, "customField": 1014, "gatewayId": "OTP-1"}}})
	s.seedLink(bioID, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	for _, p := range []string{"/sms/send", "/biometrics/submit"} {
		s.admin("POST", "/__admin/faults", map[string]any{"path": p, "status": 503})
	}
	down := time.Now()
	s.write(linkID, s.staff("promotor1"), map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	uuid, _ := s.get("requests/" + bioID + "/uuid").(string)
	s.write(bioID, "owner", map[string]any{"status": "bioprocess", "lastUpdateBy": "link:" + uuid, "lastUpdateAt": sv})
	time.Sleep(outage - time.Since(down))
	// Still trying when the old host would have given up long ago.
	linkTries := markerNumber(s.marker(linkID, "_customerLink")["attempts"])
	bioTries := markerNumber(s.marker(bioID, "_biometricSubmit")["attempts"])
	if linkTries <= 8 || bioTries <= 8 {
		t.Errorf("after %v of outage: %v link and %v biometric attempts, want more than the old host's 8", outage, linkTries, bioTries)
	}
	if l, _ := s.getMap("requests/" + linkID)["link"].(map[string]any); l != nil && l["sentAt"] != nil {
		t.Fatalf("link.sentAt during the outage: %v", l)
	}
	s.admin("DELETE", "/__admin/faults", nil)
	up := time.Now()
	linkOK := waitFor2(60*time.Second, func() bool {
		l, _ := s.getMap("requests/" + linkID)["link"].(map[string]any)
		return l != nil && l["sentAt"] != nil
	})
	linkTook := time.Since(up)
	bioOK := waitFor2(60*time.Second, func() bool { return s.marker(bioID, "_biometricSubmit")["done"] == true })
	bioTook := time.Since(up)
	figure(t, "gateway down (503), no sweep", fmt.Sprintf("%.0f s outage: SMS link, %v attempts", outage.Seconds(), linkTries), b2i(!linkOK), linkTook)
	figure(t, "gateway down (503), no sweep", fmt.Sprintf("%.0f s outage: biometric, %v attempts", outage.Seconds(), bioTries), b2i(!bioOK), bioTook)
	if !linkOK || !bioOK {
		t.Fatalf("not redelivered after the outage: link %v (%v), biometric %v (%v)", linkOK, s.marker(linkID, "_customerLink"),
			bioOK, s.marker(bioID, "_biometricSubmit"))
	}
	if n := len(s.outbox(linkPhone)); n != 1 || s.openLinks(linkID) != 1 {
		t.Fatalf("link after the outage: %d SMS, %d open links; want one of each", n, s.openLinks(linkID))
	}
}

// markerNumber reads a number field of a marker (0 when absent).
func markerNumber(v any) float64 { n, _ := v.(float64); return n }

// burst seeds n folios, moves them all at once to waitingProcessCustomer
// (the customer link) as their promoter and kills the suite delay after
// the last acknowledgement, or stops it with SIGTERM when graceful.
func (f *faultSuite) burst(t *testing.T, s *stack, round, n int, delay time.Duration, graceful bool) []string {
	t.Helper()
	promoter := s.staff("promotor1")
	stamp := time.Now().UnixNano()
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("R-burst-%d-%02d", stamp, i)
		s.seed(ids[i], map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"client": map[string]any{"phone": fmt.Sprintf("55%08d", (stamp+int64(i))%100_000_000)}})
	}
	// The seeds' own events are handled: the burst is what is in flight.
	waitUntil(t, 2*time.Minute, "the seeds in the trail", func() bool {
		for _, id := range ids {
			if len(s.getMap("requestHistory/"+id)) == 0 {
				return false
			}
		}
		return true
	})
	var wg sync.WaitGroup
	codes := make([]int, n)
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = s.rtdb("PATCH", "requests/"+id, promoter,
				map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
		}()
	}
	wg.Wait()
	acked := time.Now()
	time.Sleep(delay)
	how := "killed %d processes (the suite and its functions, SIGKILL)"
	var stopped int
	if graceful {
		how = "stopped the suite gracefully (SIGTERM; %d function processes left behind)"
		stopped = f.terminate(t)
	} else {
		stopped = f.kill()
	}
	stopIn := time.Since(acked)
	for i, id := range ids {
		if codes[i] != 200 {
			t.Fatalf("PATCH %s: %d", id, codes[i])
		}
	}
	t.Logf("round %d: "+how+" %v after the last of %d acknowledged status changes; "+
		"changes not yet done at the stop (in the outbox): %d", round+1, stopped, stopIn.Round(time.Millisecond), n, f.pending(t))
	return ids
}

// terminate stops the suite with SIGTERM and waits for it, as stopping
// `make run` does: the suite stops its function processes itself. It
// returns how many function processes outlived the suite (each is killed,
// and the test fails: a graceful stop leaves none behind).
func (f *faultSuite) terminate(t *testing.T) int {
	t.Helper()
	children := functionChildren(f.p.PID())
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	start := time.Now()
	if err := f.p.StopWith(ctx, syscall.SIGTERM); err != nil && ctx.Err() != nil {
		t.Errorf("SIGTERM: the suite did not stop within 30 s: %v", err)
	}
	t.Logf("SIGTERM: the suite stopped in %v", time.Since(start).Round(time.Millisecond))
	f.p = nil
	left := 0
	for target, pid := range children {
		if running(pid) {
			left++
			t.Errorf("function process %s (%d) outlived the suite's graceful stop", target, pid)
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}
	return left
}

// running: the process exists and is not a zombie waiting to be reaped.
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(f) > 0 && f[0] != "Z"
}

// checkExactlyOnce: one open link per folio, the folio's own, one done
// marker, one trail entry for the change. A run that took over from a
// killed one issues a link of its own (a credential is never stored), and
// the marker's other links are closed once one is confirmed
// (docs/adr/0060-side-effects-survive-their-process.md), so links issued
// may be more than one; open ones may not.
func checkExactlyOnce(t *testing.T, s *stack, ids []string) {
	t.Helper()
	open := map[string][]string{}
	for linkID, l := range s.getMap("links") {
		if m, _ := l.(map[string]any); m != nil && m["closedAt"] == nil {
			if id, _ := m["requestId"].(string); id != "" {
				open[id] = append(open[id], linkID)
			}
		}
	}
	for _, id := range ids {
		if len(open[id]) != 1 || s.get("requests/"+id+"/link/id") != open[id][0] {
			t.Errorf("%s: open customer links %v, want exactly the folio's link %v", id, open[id], s.get("requests/"+id+"/link/id"))
		}
		markers := 0
		for key, m := range s.getMap("sideEffects/" + id) {
			if mm, _ := m.(map[string]any); mm != nil && strings.HasSuffix(key, "_customerLink") {
				markers++
				if mm["done"] != true {
					t.Errorf("%s: marker %s not done: %v", id, key, mm)
				}
			}
		}
		if markers != 1 {
			t.Errorf("%s: %d customerLink markers, want 1", id, markers)
		}
		changes := 0
		for _, e := range s.getMap("requestHistory/" + id) {
			if e, _ := e.(map[string]any); e["from"] == "documents" && e["to"] == "waitingProcessCustomer" {
				changes++
			}
		}
		if changes != 1 {
			t.Errorf("%s: %d trail entries for documents → waitingProcessCustomer, want 1", id, changes)
		}
	}
}

// linkEffectDone: every customerLink marker of folio id is done.
func linkEffectDone(s *stack, id string) bool {
	found := false
	for key, m := range s.getMap("sideEffects/" + id) {
		if mm, _ := m.(map[string]any); mm != nil && strings.HasSuffix(key, "_customerLink") {
			found = true
			if mm["done"] != true {
				return false
			}
		}
	}
	return found
}

// boardDiff lists the statuses whose board count differs from a count of
// the folios in requests/.
func boardDiff(s *stack) map[string][2]int {
	recount := map[string]int{}
	for _, r := range s.getMap("requests") {
		if m, _ := r.(map[string]any); m != nil {
			if st, _ := m["status"].(string); st != "" {
				recount[st]++
			}
		}
	}
	board := map[string]int{}
	for st, v := range s.getMap("monitor/board/statuses") {
		if m, _ := v.(map[string]any); m != nil {
			if c, _ := m["count"].(float64); c != 0 {
				board[st] = int(c)
			}
		}
	}
	out := map[string][2]int{}
	for st, c := range recount {
		if board[st] != c {
			out[st] = [2]int{board[st], c}
		}
	}
	for st, c := range board {
		if _, ok := recount[st]; !ok {
			out[st] = [2]int{c, 0}
		}
	}
	return out
}

func waitUntil(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	if !waitFor2(d, cond) {
		t.Fatalf("timed out after %v waiting for %s", d, what)
	}
}

func waitFor2(d time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(d); ; time.Sleep(250 * time.Millisecond) {
		if cond() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

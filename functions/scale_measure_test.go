//go:build linux

package functions_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"oppnp/emulators/conformance/v5client"
	"oppnp/emulators/idtoken"
	"oppnp/functions/internal/folio"
)

// statusChanges moves k folios from the capture statuses into the
// statuses of the inProcess group (spread over all of them, as a day's work
// would be, not piled on one board node) in one multi-path update, and
// waits until the board no longer counts them in capture: the wall time and the trigger
// process's CPU time per change.
func (s *scaleSuite) statusChanges(b *testing.B, k int) (wall, cpu time.Duration) {
	b.Helper()
	pid := s.children(b)["onRequestWritten"]
	// Not sentCOX: the trigger sends those to COX and moves them on.
	from, to := groupStatuses(folio.GroupCapture), slices.DeleteFunc(groupStatuses(folio.GroupInProcess),
		func(st string) bool { return st == string(folio.StatusSentCOX) })
	update := map[string]any{}
	now := time.Now().UnixMilli()
	moved := 0
	for i := 0; moved < k && i < s.n; i++ {
		id, v := s.gen.Folio(i)
		if !slices.Contains(from, v["status"].(string)) {
			continue
		}
		update[id+"/status"] = to[moved%len(to)]
		update[id+"/lastUpdateAt"] = now
		update[id+"/lastUpdateBy"] = "functions"
		moved++
	}
	if moved < k {
		b.Fatalf("only %d folios in capture statuses", moved)
	}
	// Counted where they leave: a status they enter may send them on.
	count := func() int {
		n := 0
		for _, st := range from {
			n += s.boardCount(b, st)
		}
		return n
	}
	base, cpu0 := count(), cpuTime(pid)
	start := time.Now()
	s.rtdb(b, http.MethodPatch, "requests", update)
	waitFor(b, 20*time.Minute, "board counts the status changes", func() bool { return count() <= base-k })
	return time.Since(start) / time.Duration(k), (cpuTime(pid) - cpu0) / time.Duration(k)
}

// groupStatuses lists the contract's statuses of group g.
func groupStatuses(g folio.Group) []string {
	var out []string
	for _, st := range folio.Statuses {
		if st.Group() == g {
			out = append(out, string(st))
		}
	}
	return out
}

// importMore writes m new folios in batched multi-path updates, as
// seedscale does, and waits until the board counts them: the time, and the
// peak RSS meanwhile of the emulator ("emulator") and of each function
// process (by FUNCTION_TARGET).
//
// The wait is bounded by limit: past it, counted says how many the board
// had counted and took is limit.
func (s *scaleSuite) importMore(b *testing.B, m, batch int, limit time.Duration) (acked, took time.Duration, counted int, rss map[string]int64) {
	b.Helper()
	kids := s.children(b)
	pids, names := []int{s.p.PID()}, []string{"emulator"}
	for name, pid := range kids {
		pids, names = append(pids, pid), append(names, name)
	}
	sm := sample(pids...)
	base := s.boardTotal(b)
	start := time.Now()
	for i := s.n; i < s.n+m; i += batch {
		s.rtdb(b, http.MethodPatch, "requests", s.gen.Batch(i, min(i+batch, s.n+m)))
	}
	acked = time.Since(start)
	for deadline := start.Add(limit); ; time.Sleep(200 * time.Millisecond) {
		if counted = s.boardTotal(b) - base; counted >= m || time.Now().After(deadline) {
			break
		}
	}
	took = time.Since(start)
	peaks := sm.stop()
	s.n += m
	rss = map[string]int64{}
	for i, name := range names {
		rss[name] = peaks[i]
	}
	return acked, took, counted, rss
}

// listSpec is one list of testdata/scale-lists.json.
type listSpec struct {
	Name    string           `json:"name"`
	BpID    string           `json:"bpId"`
	Listens []map[string]any `json:"listens"`
}

func loadLists(tb testing.TB) (lists []listSpec, open string) {
	tb.Helper()
	b, err := os.ReadFile("testdata/scale-lists.json")
	if err != nil {
		tb.Fatal(err)
	}
	var f struct {
		Lists    []listSpec `json:"lists"`
		OpenList string     `json:"openList"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		tb.Fatal(err)
	}
	return f.Lists, f.OpenList
}

// wireQuery turns SDK query calls into the protocol's query object, as
// the JS SDK's queryParamsToServerObject does.
func wireQuery(l map[string]any) map[string]any {
	q := map[string]any{}
	if v, ok := l["orderByChild"]; ok {
		q["i"] = v
	}
	if v, ok := l["equalTo"]; ok {
		q["sp"], q["sin"], q["ep"], q["ein"] = v, true, v, true
	}
	for k, w := range map[string][2]string{"startAt": {"sp", "sin"}, "startAfter": {"sp", "sin"}, "endAt": {"ep", "ein"}, "endBefore": {"ep", "ein"}} {
		if v, ok := l[k]; ok {
			q[w[0]], q[w[1]] = v, k == "startAt" || k == "endAt"
		}
	}
	if v, ok := l["limitToFirst"]; ok {
		q["l"], q["vf"] = v, "l"
	}
	if v, ok := l["limitToLast"]; ok {
		q["l"], q["vf"] = v, "r"
	}
	return q
}

// listReader is one signed-in connection with a list open.
type listReader struct {
	c      *v5client.Conn
	bytes  atomic.Int64
	mu     sync.Mutex
	onPush func(v5client.PushBody)
	ids    []string // keys of the first answer's folios past the biometric
}

// openList signs in as bpId (an unsigned ID token: the emulator does not
// verify signatures), opens every listen of the list and returns when all
// have answered: the time that took.
func (s *scaleSuite) openList(b *testing.B, spec listSpec) (*listReader, time.Duration) {
	b.Helper()
	r := &listReader{}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := v5client.Dial(ctx, s.p.Addrs["database"], scaleNS, func(p v5client.Push) {
		r.bytes.Add(int64(len(p.Body)))
		var pb v5client.PushBody
		if p.Action != "d" && p.Action != "m" || json.Unmarshal(p.Body, &pb) != nil {
			return
		}
		r.mu.Lock()
		fn := r.onPush
		if len(r.ids) == 0 && len(pb.Data) > 2 && p.Action == "d" {
			// Only folios past the biometric: moved to incidence (changeLatency)
			// they stay in a promoter's list, where one without bioprocess leaves it.
			var m map[string]struct {
				Bioprocess bool `json:"bioprocess"`
			}
			if json.Unmarshal(pb.Data, &m) == nil {
				for k, f := range m {
					if f.Bioprocess {
						r.ids = append(r.ids, k)
					}
				}
				sort.Strings(r.ids)
			}
		}
		r.mu.Unlock()
		if fn != nil {
			fn(pb)
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	r.c = c
	now := time.Now().Unix()
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "bp-" + spec.BpID, "user_id": "bp-" + spec.BpID, "bpId": spec.BpID,
		"iat": now, "exp": now + 3600, "aud": project, "iss": "https://securetoken.google.com/" + project,
		"firebase": map[string]any{"sign_in_provider": "custom", "identities": map[string]any{}}})
	if rep, err := c.Request(ctx, "auth", map[string]any{"cred": tok}); err != nil || rep.Status != "ok" {
		b.Fatalf("%s: auth: %v %s", spec.Name, err, rep.Data)
	}
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, len(spec.Listens))
	for i, l := range spec.Listens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := map[string]any{"p": "/" + strings.Trim(l["path"].(string), "/"), "q": wireQuery(l), "t": i + 1, "h": ""}
			if rep, err := c.Request(ctx, "q", body); err != nil || rep.Status != "ok" {
				errs <- fmt.Errorf("%s: listen %v: %v %s", spec.Name, l, err, rep.Data)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
	return r, time.Since(start)
}

// changeLatency changes the status of folios on the open list, one at a
// time, and times each from the write to the push reaching the list.
func (s *scaleSuite) changeLatency(b *testing.B, r *listReader, rounds int) []time.Duration {
	b.Helper()
	r.mu.Lock()
	ids := append([]string(nil), r.ids...)
	r.mu.Unlock()
	if len(ids) == 0 {
		b.Fatal("the open list is empty")
	}
	got := make(chan string, 64)
	r.mu.Lock()
	r.onPush = func(pb v5client.PushBody) {
		if strings.Contains(string(pb.Data), "scale-latency-") {
			got <- string(pb.Data)
		}
	}
	r.mu.Unlock()
	var out []time.Duration
	for i := range rounds {
		id := ids[i%len(ids)]
		mark := fmt.Sprintf("scale-latency-%d-%d", time.Now().UnixNano(), i)
		start := time.Now()
		s.rtdb(b, http.MethodPatch, "requests/"+id, map[string]any{"status": "incidence", "lastUpdateAt": time.Now().UnixMilli(), "lastUpdateBy": mark})
		timeout := time.After(10 * time.Second)
	wait:
		for {
			select {
			case d := <-got:
				if strings.Contains(d, mark) {
					break wait
				}
			case <-timeout:
				b.Fatalf("the change of %s never reached the list", id)
			}
		}
		out = append(out, time.Since(start))
	}
	return out
}

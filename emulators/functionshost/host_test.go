package functionshost_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/functionshost"
)

const fixtureManifest = `{
  "specVersion": "v1alpha1",
  "main": "./emulators/functionshost/testdata/fixture",
  "endpoints": {
    "echo": {"entryPoint": "echo", "region": ["us-central1"], "httpsTrigger": {}, "timeoutSeconds": 30,
             "environmentVariables": {"FIXTURE_EXTRA": "from-manifest"}},
    "onItemWritten": {"entryPoint": "recorder", "region": ["us-central1"], "eventTrigger": {
      "eventType": "google.firebase.database.ref.v1.written", "eventFilters": {},
      "eventFilterPathPatterns": {"ref": "items/{itemId}", "instance": "*"}, "retry": true}},
    "onItemDeleted": {"entryPoint": "recorder", "region": ["us-central1"], "eventTrigger": {
      "eventType": "google.firebase.database.ref.v1.deleted", "eventFilters": {},
      "eventFilterPathPatterns": {"ref": "/items/{itemId}/", "instance": "*"}, "retry": false}}
  }
}`

// fakeSource is a ChangeSource the test drives by hand.
type fakeSource struct {
	mu      sync.Mutex
	watches map[string]func(functionshost.Change) // "ns pattern" → fn
}

func (f *fakeSource) Watch(_, ns, pattern string, fn func(functionshost.Change)) func() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.watches == nil {
		f.watches = map[string]func(functionshost.Change){}
	}
	// Several endpoints may watch the same pattern; chain them.
	key := ns + " " + pattern
	prev := f.watches[key]
	f.watches[key] = func(c functionshost.Change) {
		if prev != nil {
			prev(c)
		}
		fn(c)
	}
	return func() {}
}

func (f *fakeSource) emit(t *testing.T, key string, c functionshost.Change) {
	t.Helper()
	f.mu.Lock()
	fn := f.watches[key]
	f.mu.Unlock()
	if fn == nil {
		t.Fatalf("nobody watches %q (have %v)", key, f.watches)
	}
	fn(c)
}

type recorded struct {
	ID, Type, Source, Subject, Specversion, Datacontenttype string
	Extensions                                              map[string]any
	Data                                                    struct {
		Type  string `json:"@type"`
		Data  any    `json:"data"`
		Delta any    `json:"delta"`
	}
}

func readRecords(t *testing.T, path string) []recorded {
	t.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []recorded
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r recorded
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func waitRecords(t *testing.T, path string, n int) []recorded {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		rs := readRecords(t, path)
		if len(rs) >= n || time.Now().After(deadline) {
			return rs
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func startHost(t *testing.T, src functionshost.ChangeSource, record string) *functionshost.Host {
	t.Helper()
	return startHostRetry(t, src, record, functionshost.Retry{Attempts: 4, Initial: 20 * time.Millisecond})
}

func startHostRetry(t *testing.T, src functionshost.ChangeSource, record string, retry functionshost.Retry) *functionshost.Host {
	t.Helper()
	return startFixture(t, func(o *functionshost.Options) {
		o.Changes, o.Retry = src, retry
		o.Env = func() []string { return []string{"RECORD_FILE=" + record} }
	})
}

// startFixture runs the fixture's functions as project demo-x, with the
// options edit sets, until the test ends; it answers once they are ready.
func startFixture(t *testing.T, edit func(*functionshost.Options)) *functionshost.Host {
	t.Helper()
	manifest := filepath.Join(t.TempDir(), "functions.json")
	emutest.WriteFile(t, manifest, []byte(fixtureManifest))
	o := functionshost.Options{Root: emutest.Root(t), Manifest: manifest, Project: "demo-x", DefaultInstance: "demo-x-default-rtdb"}
	edit(&o)
	h, err := functionshost.Start(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close(context.Background()) })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := h.Ready(ctx); err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHost_HTTP(t *testing.T) {
	h := startHost(t, nil, filepath.Join(t.TempDir(), "events.jsonl"))
	hs := httptest.NewServer(h)
	defer hs.Close()
	tests := []struct {
		name, path, wantPath string
		status               int
	}{
		{"root of the function", "/demo-x/us-central1/echo", "/", 200},
		{"sub-path as behind a hosting rewrite", "/demo-x/us-central1/echo/api/session/login?a=1", "/api/session/login", 200},
		{"wrong project", "/other/us-central1/echo", "", 404},
		{"wrong region", "/demo-x/europe-west1/echo", "", 404},
		{"unknown function", "/demo-x/us-central1/nope", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := http.Post(hs.URL+tt.path, "text/plain", strings.NewReader("hola"))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.status)
			}
			if tt.status != 200 {
				return
			}
			var got struct {
				Method, Path, Query, Body string
				Env                       map[string]string
			}
			if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
				t.Fatal(err)
			}
			if got.Method != "POST" || got.Path != tt.wantPath || got.Body != "hola" {
				t.Errorf("function saw %+v", got)
			}
			if got.Env["FUNCTION_TARGET"] != "echo" || got.Env["GCLOUD_PROJECT"] != "demo-x" || got.Env["FUNCTIONS_EMULATOR"] != "true" || got.Env["FIXTURE_EXTRA"] != "from-manifest" ||
				got.Env["CLOUD_RUN_TIMEOUT_SECONDS"] != "30" {
				t.Errorf("env = %v", got.Env)
			}
		})
	}
	_, b := emutest.Get(t, hs.URL+"/")
	if !strings.Contains(string(b), "/demo-x/us-central1/onItemWritten\tgoogle.firebase.database.ref.v1.written items/{itemId}") {
		t.Errorf("index = %q", b)
	}
}

// TestHost_DatabaseEvents checks the CloudEvents a change produces, their
// order per path, the delta nulls, and retries of a failing function.
func TestHost_DatabaseEvents(t *testing.T) {
	record := filepath.Join(t.TempDir(), "events.jsonl")
	src := &fakeSource{}
	startHost(t, src, record)
	key := "demo-x-default-rtdb items/{itemId}"
	at := time.Date(2026, 11, 22, 7, 30, 0, 123e6, time.UTC)

	// The function fails twice, then succeeds: retried with backoff.
	emutest.WriteFile(t, record+".fail", []byte("2"))
	src.emit(t, key, functionshost.Change{Namespace: "demo-x-default-rtdb", Ref: "items/a", Params: map[string]string{"itemId": "a"},
		Before: nil, After: map[string]any{"n": 1.0, "state": "open"}, Time: at, AuthType: "app_user", AuthID: "alice"})
	if rs := waitRecords(t, record, 1); len(rs) != 1 {
		t.Fatalf("first event not delivered after retries: %+v", rs)
	}
	for i := 2; i <= 5; i++ {
		src.emit(t, key, functionshost.Change{Namespace: "demo-x-default-rtdb", Ref: "items/a",
			Before: map[string]any{"n": float64(i - 1), "state": "open"}, After: map[string]any{"n": float64(i)}, Time: at})
	}
	src.emit(t, key, functionshost.Change{Namespace: "demo-x-default-rtdb", Ref: "items/a",
		Before: map[string]any{"n": 5.0}, After: nil, Time: at})

	// 6 written events + 1 deleted event.
	rs := waitRecords(t, record, 7)
	if len(rs) != 7 {
		t.Fatalf("got %d events, want 7: %+v", len(rs), rs)
	}
	var written []recorded
	var deleted int
	for _, r := range rs {
		switch r.Type {
		case "google.firebase.database.ref.v1.written":
			written = append(written, r)
		case "google.firebase.database.ref.v1.deleted":
			deleted++
		}
	}
	if len(written) != 6 || deleted != 1 {
		t.Fatalf("written %d deleted %d", len(written), deleted)
	}
	first := written[0]
	if first.Source != "//firebasedatabase.googleapis.com/projects/_/locations/us-central1/instances/demo-x-default-rtdb" ||
		first.Subject != "refs/items/a" || first.Specversion != "1.0" || first.Datacontenttype != "application/json" ||
		first.Data.Type != "type.googleapis.com/google.events.firebase.database.v1.ReferenceEventData" || first.Data.Data != nil {
		t.Errorf("first event = %+v", first)
	}
	wantExt := map[string]any{"ref": "items/a", "instance": "demo-x-default-rtdb", "location": "us-central1",
		"firebasedatabasehost": "firebaseio.com", "authtype": "app_user", "authid": "alice"}
	for k, v := range wantExt {
		if first.Extensions[k] != v {
			t.Errorf("extension %s = %v, want %v", k, first.Extensions[k], v)
		}
	}
	// In commit order, and the delta nulls the removed "state".
	for i, r := range written[1:5] {
		d, _ := r.Data.Delta.(map[string]any)
		if d["n"] != float64(i+2) || d["state"] != nil || len(d) != 2 {
			t.Errorf("event %d delta = %v", i+2, r.Data.Delta)
		}
	}
	if last := written[5]; last.Data.Delta != nil || last.Extensions["authtype"] != "unknown" {
		t.Errorf("delete as written = %+v", last)
	}

	// Without "retry": a failing delivery is dropped (logged), not retried:
	// the delete trigger fails once and only the written event arrives.
	emutest.WriteFile(t, record+".fail", []byte("1 google.firebase.database.ref.v1.deleted"))
	src.emit(t, key, functionshost.Change{Namespace: "demo-x-default-rtdb", Ref: "items/b", Before: map[string]any{"n": 1.0}, Time: at})
	waitRecords(t, record, 8)
	time.Sleep(300 * time.Millisecond) // a retry of the delete would land now
	rs = readRecords(t, record)
	if len(rs) != 8 || rs[7].Subject != "refs/items/b" {
		t.Errorf("after a failed non-retried delivery: %d events, last %+v", len(rs), rs[len(rs)-1])
	}
}

// TestHost_DoneOnlyWhenSettled checks the handshake with a durable source:
// the change's id is the CloudEvent's, a delivered change is done, and a
// change still being retried when the host stops is not (the next host on
// the same data delivers it).
func TestHost_DoneOnlyWhenSettled(t *testing.T) {
	record := filepath.Join(t.TempDir(), "events.jsonl")
	src := &fakeSource{}
	// Retried for an hour, 20 ms apart at most.
	h := startHostRetry(t, src, record, functionshost.Retry{Window: time.Hour, Initial: 10 * time.Millisecond, Max: 20 * time.Millisecond})
	key := "demo-x-default-rtdb items/{itemId}"
	var mu sync.Mutex
	done := map[string]int{}
	change := func(id, ref string) functionshost.Change {
		return functionshost.Change{Namespace: "demo-x-default-rtdb", Ref: ref, ID: id, Time: time.Now(),
			Before: map[string]any{"n": 1.0}, After: map[string]any{"n": 2.0},
			Done: func() { mu.Lock(); done[id]++; mu.Unlock() }}
	}
	doneOf := func(id string) int { mu.Lock(); defer mu.Unlock(); return done[id] }

	// An update: onItemWritten delivers it; onItemDeleted has no event
	// for it and is done with it at once.
	src.emit(t, key, change("outbox-1", "items/a"))
	rs := waitRecords(t, record, 1)
	if len(rs) != 1 || rs[0].ID != "outbox-1" {
		t.Fatalf("delivered %+v, want the change's id as the event id", rs)
	}
	deadline := time.Now().Add(5 * time.Second)
	for doneOf("outbox-1") != 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := doneOf("outbox-1"); n != 2 {
		t.Fatalf("done %d times, want 2 (one per endpoint)", n)
	}

	// The function fails until the host stops: never done by onItemWritten.
	emutest.WriteFile(t, record+".fail", []byte("1000"))
	src.emit(t, key, change("outbox-2", "items/b"))
	time.Sleep(300 * time.Millisecond) // some 15 failed attempts
	if err := h.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := doneOf("outbox-2"); n != 1 {
		t.Fatalf("a change the host stopped retrying was done %d times, want 1 (onItemDeleted's only)", n)
	}
}

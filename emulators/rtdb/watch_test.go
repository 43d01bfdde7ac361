package rtdb_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
)

type changeLog struct {
	mu  sync.Mutex
	got []string
	ch  chan struct{}
}

func (c *changeLog) add(ch rtdb.Change) {
	b, _ := json.Marshal(map[string]any{"ref": ch.Ref, "params": ch.Params, "before": ch.Before, "after": ch.After})
	c.mu.Lock()
	c.got = append(c.got, string(b))
	c.mu.Unlock()
	c.ch <- struct{}{}
}

func (c *changeLog) wait(t *testing.T, n int) []string {
	t.Helper()
	for i := 0; i < n; i++ {
		select {
		case <-c.ch:
		case <-time.After(5 * time.Second):
			t.Fatalf("got %d of %d changes: %v", i, n, c.got)
		}
	}
	select {
	case <-c.ch:
		t.Fatalf("more than %d changes: %v", n, c.got)
	case <-time.After(50 * time.Millisecond):
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.got
	c.got = nil
	return out
}

func TestServer_Watch(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{})
	log := &changeLog{ch: make(chan struct{}, 100)}
	stop := srv.Watch("w", "requests/{requestId}", log.add)
	defer stop()
	cl := dial(t, hs.URL, "ns=w")
	put := func(p string, v any) { cl.expectOK(cl.send("p", map[string]any{"p": p, "d": v})) }
	merge := func(p string, v any) { cl.expectOK(cl.send("m", map[string]any{"p": p, "d": v})) }

	tests := []struct {
		name  string
		write func()
		want  []string
	}{
		{"at depth", func() { put("/requests/a", map[string]any{"s": 1}) },
			[]string{`{"after":{"s":1},"before":null,"params":{"requestId":"a"},"ref":"requests/a"}`}},
		{"below depth", func() { put("/requests/a/s", 2) },
			[]string{`{"after":{"s":2},"before":{"s":1},"params":{"requestId":"a"},"ref":"requests/a"}`}},
		{"above depth, one per changed child", func() {
			put("/requests", map[string]any{"a": map[string]any{"s": 2}, "b": 1, "c": 2})
		}, []string{
			`{"after":1,"before":null,"params":{"requestId":"b"},"ref":"requests/b"}`,
			`{"after":2,"before":null,"params":{"requestId":"c"},"ref":"requests/c"}`,
		}},
		{"no-op write yields nothing", func() { put("/requests/b", 1) }, nil},
		{"other paths ignored", func() { put("/other", 1) }, nil},
		{"merge touching two", func() { merge("/", map[string]any{"requests/b": nil, "requests/c": 3, "other": 2}) }, []string{
			`{"after":null,"before":1,"params":{"requestId":"b"},"ref":"requests/b"}`,
			`{"after":3,"before":2,"params":{"requestId":"c"},"ref":"requests/c"}`,
		}},
		{"delete above", func() { put("/requests", nil) }, []string{
			`{"after":null,"before":{"s":2},"params":{"requestId":"a"},"ref":"requests/a"}`,
			`{"after":null,"before":3,"params":{"requestId":"c"},"ref":"requests/c"}`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.write()
			got := log.wait(t, len(tt.want))
			for i := range tt.want {
				if got[i] != tt.want[i] {
					t.Fatalf("change %d = %s, want %s", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// Changes arrive in commit order even when the consumer is slow, and
// writers are not held up by it.
func TestServer_Watch_OrderSlowConsumer(t *testing.T) {
	srv, _ := newServer(t, rtdb.Options{})
	var mu sync.Mutex
	var seen []float64
	done := make(chan struct{})
	release := make(chan struct{})
	const n = 200
	stop := srv.Watch("w", "counter", func(c rtdb.Change) {
		<-release
		f, _ := c.After.(json.Number).Float64()
		mu.Lock()
		seen = append(seen, f)
		if len(seen) == n {
			close(done)
		}
		mu.Unlock()
	})
	defer stop()
	wrote := make(chan error, 1)
	go func() {
		for i := 1; i <= n; i++ {
			if err := writeREST(srv, "w", "/counter", i); err != nil {
				wrote <- err
				return
			}
		}
		wrote <- nil
	}()
	// The consumer is blocked until the writes finish: if writers waited
	// for it, this would never return.
	select {
	case err := <-wrote:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("writes are blocked by a stuck watch consumer")
	}
	close(release)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("only %d changes delivered", len(seen))
	}
	for i, v := range seen {
		if v != float64(i+1) {
			t.Fatalf("change %d = %v: out of commit order", i, v)
		}
	}
}

// A change names who committed it, as the CloudEvent's authtype and authid.
func TestServer_Watch_Auth(t *testing.T) {
	srv, _ := newServer(t, rtdb.Options{})
	got := make(chan rtdb.Change, 10)
	stop := srv.Watch("w", "requests/{requestId}", func(c rtdb.Change) { got <- c })
	defer stop()
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "bp:1", "iat": 1, "firebase": map[string]any{"sign_in_provider": "custom"}})
	tests := []struct {
		name, auth       string
		wantType, wantID string
	}{
		{"owner", "Bearer owner", "admin", ""},
		{"signed-in user", "Bearer " + tok, "app_user", "bp:1"},
		{"nobody", "", "unauthenticated", ""},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPut, fmt.Sprintf("/requests/r%d.json?ns=w", i), strings.NewReader("1"))
			if tt.auth != "" {
				req.Header.Set("Authorization", tt.auth)
			}
			rec := httptest.NewRecorder()
			srv.ServeHTTP(rec, req)
			if rec.Code != 200 {
				t.Fatalf("PUT: %d %s", rec.Code, rec.Body)
			}
			select {
			case c := <-got:
				if c.AuthType != tt.wantType || c.AuthID != tt.wantID {
					t.Fatalf("auth %q %q", c.AuthType, c.AuthID)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("no change")
			}
		})
	}
}

package rtdb

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/rtdb/tree"
)

// restPatch PATCHes body at path as the owner, in process, and answers the
// status code.
func restPatch(srv *Server, path, body string) int {
	req := httptest.NewRequest(http.MethodPatch, path+".json?ns=ns", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer owner")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	return rec.Code
}

// fullOutbox is a server whose outbox holds two changes not yet done
// (requests/a and requests/b, written at once) and the watch that got them:
// full at limit.
func fullOutbox(t *testing.T, limit int, wait time.Duration) (srv *Server, ch <-chan Change, a, b Change) {
	t.Helper()
	srv, err := New(Options{OutboxLimit: limit, OutboxWait: wait})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ch, _ = collect(srv, "onWrite")
	adminSet(t, srv, "ns", "/requests", map[string]any{"a": map[string]any{"s": 1.0}, "b": map[string]any{"s": 1.0}})
	return srv, ch, next(t, ch), next(t, ch)
}

// A REST write the full outbox refuses is held until its changes fit, then
// applied: a bulk import is slowed to the triggers' pace, not refused. The
// refusal (503) comes only after Options.OutboxWait.
func TestOutboxWait_RESTWriteHeldUntilRoom(t *testing.T) {
	srv, ch, a, b := fullOutbox(t, 2, time.Minute)

	answered := make(chan int, 1)
	go func() { answered <- restPatch(srv, "/requests", `{"x":{"status":"new"},"y":{"status":"new"}}`) }()
	select {
	case code := <-answered:
		t.Fatalf("the bulk write at the limit was answered %d at once; want it held", code)
	case <-time.After(300 * time.Millisecond):
	}
	if srv.db("ns").Root().Get(tree.Path{"requests", "x"}).Exists() {
		t.Fatal("the held write was applied while the outbox was full")
	}
	a.Done()
	b.Done()
	select {
	case code := <-answered:
		if code != http.StatusOK {
			t.Fatalf("the held write answered %d once there was room, want 200", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the held write was not applied once the outbox had room")
	}
	if !srv.db("ns").Root().Get(tree.Path{"requests", "y"}).Exists() {
		t.Fatal("the held write's changes are missing")
	}
	next(t, ch)
	next(t, ch)
}

// Past Options.OutboxWait the refusal is answered, and nothing is applied.
func TestOutboxWait_RefusedAfterTheWait(t *testing.T) {
	srv, _, _, _ := fullOutbox(t, 1, 100*time.Millisecond)
	start := time.Now()
	if code := restPatch(srv, "/requests", `{"x":{"s":1},"y":{"s":1}}`); code != http.StatusServiceUnavailable {
		t.Fatalf("a write that never fits answered %d, want 503", code)
	}
	if waited := time.Since(start); waited < 100*time.Millisecond {
		t.Fatalf("refused after %v, before the wait", waited)
	}
	if srv.db("ns").Root().Get(tree.Path{"requests", "x"}).Exists() {
		t.Fatal("the refused write was applied")
	}
}

// A write of one change past the reserve is refused at once: the triggers'
// own writes back are of that size, and holding them would hold the
// deliveries that make room.
func TestOutboxWait_OneChangeNotHeld(t *testing.T) {
	srv, _, _, _ := fullOutbox(t, 1, time.Minute)
	start := time.Now()
	if code := restPatch(srv, "/requests", `{"c":{"s":1}}`); code != http.StatusServiceUnavailable {
		t.Fatalf("a one-change write past the reserve answered %d, want 503", code)
	}
	if waited := time.Since(start); waited > 5*time.Second {
		t.Fatalf("a one-change write was held %v", waited)
	}
}

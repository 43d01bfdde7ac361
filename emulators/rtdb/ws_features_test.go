package rtdb_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

// Transactions from two connections: the hash compare-and-set lets exactly
// one of two puts based on the same value through; the other gets
// datastale and succeeds when retried on the new value.
func TestServer_TransactionsTwoConnections(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	a := dial(t, hs.URL, "ns=tx")
	b := dial(t, hs.URL, "ns=tx")

	r := a.send("p", map[string]any{"p": "/counter", "d": 1, "h": ""})
	a.expectOK(r)                             // "" = "I think it is null": true
	oneHash := "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ=" // hash of 1

	r = a.send("p", map[string]any{"p": "/counter", "d": 2, "h": oneHash})
	a.expectOK(r)
	r = b.send("p", map[string]any{"p": "/counter", "d": 2, "h": oneHash})
	if s, d := b.expectReply(r); s != "datastale" {
		t.Fatalf("second put on a stale hash: %s %v, want datastale", s, d)
	}
	r = b.send("g", map[string]any{"p": "/counter", "q": map[string]any{}})
	if d := b.expectOK(r); d != float64(2) {
		t.Fatalf("counter = %v, want 2", d)
	}
	// The retry, based on the value the server now holds, goes through.
	r = b.send("p", map[string]any{"p": "/counter", "d": 3, "h": tree.Number(2).Hash()})
	b.expectOK(r)
	r = a.send("g", map[string]any{"p": "/counter", "q": map[string]any{}})
	if d := a.expectOK(r); d != float64(3) {
		t.Fatalf("counter = %v, want 3", d)
	}
}

// onDisconnect operations run, in order, when the socket drops; a
// cancelled one does not.
func TestServer_OnDisconnect(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	watcher := dial(t, hs.URL, "ns=od")
	r := watcher.send("q", map[string]any{"p": "/presence", "h": ""})
	watcher.expectPush("d")
	watcher.expectOK(r)

	c := dial(t, hs.URL, "ns=od")
	c.expectOK(c.send("o", map[string]any{"p": "/presence/bob", "d": map[string]any{"online": false, "at": map[string]any{".sv": "timestamp"}}}))
	c.expectOK(c.send("om", map[string]any{"p": "/presence", "d": map[string]any{"ann/online": false, "eve": "gone"}}))
	c.expectOK(c.send("o", map[string]any{"p": "/presence/zed", "d": "bye"}))
	c.expectOK(c.send("oc", map[string]any{"p": "/presence/zed", "d": nil}))
	c.expectOK(c.send("oc", map[string]any{"p": "/presence/eve", "d": nil}))
	watcher.expectNothing(50 * time.Millisecond)

	_ = c.c.CloseNow()
	first := watcher.expectPush("d")
	if first["p"] != "presence/bob" {
		t.Fatalf("first onDisconnect push = %s", jsonOf(first))
	}
	at, _ := first["d"].(map[string]any)["at"].(float64)
	if at < 1.6e12 {
		t.Fatalf("server timestamp not resolved at disconnect: %s", jsonOf(first))
	}
	if second := watcher.expectPush("d"); jsonOf(second) != `{"d":false,"p":"presence/ann/online"}` {
		t.Fatalf("second onDisconnect push = %s (eve cancelled from the merge)", jsonOf(second))
	}
	watcher.expectNothing(100 * time.Millisecond)
}

// A tagged limitToLast query gets tagged pushes that keep its window
// correct: the child entering when another leaves is supplied.
func TestServer_TaggedQueryWindow(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	w := dial(t, hs.URL, "ns=q")
	w.expectOK(w.send("p", map[string]any{"p": "/msgs", "d": map[string]any{"a": map[string]any{"ts": 1}, "b": map[string]any{"ts": 2}, "c": map[string]any{"ts": 3}}}))

	cl := dial(t, hs.URL, "ns=q")
	q := map[string]any{"l": 2, "vf": "r", "i": "ts"}
	r := cl.send("q", map[string]any{"p": "/msgs", "q": q, "t": 1, "h": ""})
	if got := cl.expectPush("d"); jsonOf(got) != `{"d":{"b":{"ts":2},"c":{"ts":3}},"p":"msgs","t":1}` {
		t.Fatalf("initial tagged push = %s", jsonOf(got))
	}
	cl.expectOK(r)

	steps := []struct {
		path  string
		value any
		want  string
	}{
		{"/msgs/d", map[string]any{"ts": 4}, `{"d":{"c":{"ts":3},"d":{"ts":4}},"p":"msgs","t":1}`},
		{"/msgs/d", nil, `{"d":{"b":{"ts":2},"c":{"ts":3}},"p":"msgs","t":1}`},
	}
	for _, s := range steps {
		w.expectOK(w.send("p", map[string]any{"p": s.path, "d": s.value}))
		if got := cl.expectPush("d"); jsonOf(got) != s.want {
			t.Fatalf("after %s=%v push = %s, want %s", s.path, s.value, jsonOf(got), s.want)
		}
	}
	// A change outside the window sends nothing.
	w.expectOK(w.send("p", map[string]any{"p": "/msgs/a/x", "d": 1}))
	cl.expectNothing(100 * time.Millisecond)
	// get is filtered server-side.
	r = cl.send("g", map[string]any{"p": "/msgs", "q": map[string]any{"l": 1, "vf": "l", "i": "ts"}})
	if d := cl.expectOK(r); jsonOf(d) != `{"a":{"ts":1,"x":1}}` {
		t.Fatalf("filtered get = %s", jsonOf(d))
	}
	// Unlisten by query identity.
	cl.expectOK(cl.send("n", map[string]any{"p": "/msgs", "q": q, "t": 1}))
	w.expectOK(w.send("p", map[string]any{"p": "/msgs/e", "d": map[string]any{"ts": 9}}))
	cl.expectNothing(100 * time.Millisecond)
}

func TestServer_Auth(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	mock, _ := idtoken.MintWithHeader(map[string]any{"alg": "none", "type": "JWT"}, idtoken.Claims{
		"sub": "alice", "user_id": "alice", "iat": 0, "exp": 3600, "aud": "demo",
		"firebase": map[string]any{"sign_in_provider": "custom", "identities": map[string]any{}},
		"role":     "promoter",
	})
	tests := []struct {
		name, action string
		body         map[string]any
		wantStatus   string
		wantAuth     string
	}{
		{"mock token", "auth", map[string]any{"cred": mock}, "ok", `{"provider":"custom","token":{"aud":"demo","exp":3600,"firebase":{"identities":{},"sign_in_provider":"custom"},"iat":0,"role":"promoter","sub":"alice","user_id":"alice"},"uid":"alice"}`},
		{"owner", "gauth", map[string]any{"cred": "owner"}, "ok", `null`},
		{"owner with authvar", "gauth", map[string]any{"cred": "owner", "authvar": map[string]any{"uid": "svc"}}, "ok", `{"uid":"svc"}`},
		{"owner with noauth", "gauth", map[string]any{"cred": "owner", "noauth": true}, "ok", `null`},
		{"garbage", "gauth", map[string]any{"cred": "not-a-token"}, "invalid_token", ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cl := dial(t, hs.URL, "ns=auth")
			s, d := cl.expectReply(cl.send(tt.action, tt.body))
			if s != tt.wantStatus {
				t.Fatalf("status = %s (%v), want %s", s, d, tt.wantStatus)
			}
			if s == "ok" {
				if got := jsonOf(d.(map[string]any)["auth"]); got != tt.wantAuth {
					t.Fatalf("auth = %s, want %s", got, tt.wantAuth)
				}
			}
			cl.expectOK(cl.send("unauth", map[string]any{}))
		})
	}
}

// A range query without a limit is patched child by child: children move
// in and out as their index value crosses the range.
func TestServer_RangeQueryUpdates(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	w := dial(t, hs.URL, "ns=rq")
	w.expectOK(w.send("p", map[string]any{"p": "/items", "d": map[string]any{"a": map[string]any{"v": 1}, "b": map[string]any{"v": 5}}}))
	cl := dial(t, hs.URL, "ns=rq")
	r := cl.send("q", map[string]any{"p": "/items", "q": map[string]any{"sp": 3, "ep": 6, "i": "v"}, "t": 7, "h": ""})
	if got := cl.expectPush("d"); jsonOf(got) != `{"d":{"b":{"v":5}},"p":"items","t":7}` {
		t.Fatalf("initial = %s", jsonOf(got))
	}
	cl.expectOK(r)
	steps := []struct {
		path  string
		value any
		want  string // "" = no push
	}{
		{"/items/a/v", 4, `{"d":{"a":{"v":4},"b":{"v":5}},"p":"items","t":7}`},
		{"/items/b/v", 9, `{"d":{"a":{"v":4}},"p":"items","t":7}`},
		{"/items/c", map[string]any{"v": 100}, ""},
		{"/items/b/x", 1, ""},
		{"/items/a/x", 1, `{"d":{"a":{"v":4,"x":1}},"p":"items","t":7}`},
		{"/items", map[string]any{"z": map[string]any{"v": 3}}, `{"d":{"z":{"v":3}},"p":"items","t":7}`},
	}
	for _, s := range steps {
		w.expectOK(w.send("p", map[string]any{"p": s.path, "d": s.value}))
		if s.want == "" {
			cl.expectNothing(50 * time.Millisecond)
			continue
		}
		if got := cl.expectPush("d"); jsonOf(got) != s.want {
			t.Fatalf("after %s: push %s, want %s", s.path, jsonOf(got), s.want)
		}
	}
}

// A reconnecting client presents its previous session as ls: the old
// session is closed at once and its onDisconnect operations run.
func TestServer_LastSessionRunsOnDisconnect(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	watcher := dial(t, hs.URL, "ns=ls")
	r := watcher.send("q", map[string]any{"p": "/status", "h": ""})
	watcher.expectPush("d")
	watcher.expectOK(r)

	old := dial(t, hs.URL, "ns=ls")
	old.expectOK(old.send("o", map[string]any{"p": "/status", "d": "offline"}))
	sid := old.hs["s"].(string)
	// The old socket is still open (the server has not noticed it died).
	dial(t, hs.URL, "ns=ls&ls="+sid)
	if got := watcher.expectPush("d"); jsonOf(got) != `{"d":"offline","p":"status"}` {
		t.Fatalf("push = %s", jsonOf(got))
	}
}

// An upgrade socket naming no long-polling session gets no handshake and
// is closed.
func TestServer_UpgradeRefused(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	ctx := context.Background()
	c, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http://", "ws://", 1)+"/.ws?v=5&ns=u&s=abc", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, msg, err := c.Read(rctx); err == nil {
		t.Fatalf("upgrade socket got %s, want a close", msg)
	} else if websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("upgrade socket: %v, want a normal close", err)
	}
}

package rtdb_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/rtdb"
)

// A long-polling session upgrades to a WebSocket the way the SDK's
// Connection does it: switch ack on the socket, two pings, the client's
// end of transmission on the long poll; that poll's reply ends with the
// server's end of transmission and a close; from then on pushes and
// replies use the socket, and closing it ends the session.
func TestServer_LongPollUpgrade(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	start := lpGet(t, hs.URL+"/.lp?start=t&ser=1&cb=1&v=5&ns=lp")
	m := lpStart.FindStringSubmatch(start)
	if m == nil {
		t.Fatalf("start reply %q", start)
	}
	lp := &lpClient{t: t, base: hs.URL, id: m[1], pw: m[2]}
	_, envs := lp.poll(`{"t":"d","d":{"r":1,"a":"q","b":{"p":"/room","h":""}}}`,
		`{"t":"d","d":{"r":2,"a":"o","b":{"p":"/presence/me","d":"gone"}}}`)
	if got := jsonOf(envs); !strings.Contains(got, `"r":1`) || !strings.Contains(got, `"r":2`) {
		t.Fatalf("listen and onDisconnect over long polling: %s", got)
	}

	ctx := context.Background()
	ws, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http://", "ws://", 1)+"/.ws?v=5&ns=lp&s="+lp.id, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	read := func() string {
		t.Helper()
		rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		_, b, err := ws.Read(rctx)
		if err != nil {
			t.Fatalf("upgrade socket: %v", err)
		}
		return string(b)
	}
	write := func(s string) {
		t.Helper()
		if err := ws.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	if got := read(); got != `{"d":{"d":{},"t":"a"},"t":"c"}` {
		t.Fatalf("first message on the upgrade socket %s, want the switch ack", got)
	}
	for range 2 {
		write(`{"t":"c","d":{"t":"p","d":{}}}`)
		if got := read(); got != `{"d":{"d":{},"t":"o"},"t":"c"}` {
			t.Fatalf("ping answered with %s", got)
		}
	}
	write(`{"t":"c","d":{"t":"a","d":{}}}`)

	other := dial(t, hs.URL, "ns=lp")
	other.expectOK(other.send("p", map[string]any{"p": "/room/a", "d": 1})) // queued before the switch
	_, envs = lp.poll(`{"t":"c","d":{"t":"n","d":{}}}`)
	got := jsonOf(envs)
	if !strings.Contains(got, `"p":"room/a"`) || !strings.HasSuffix(got, `{"d":{"d":{},"t":"n"},"t":"c"}]`) {
		t.Fatalf("last long-poll reply %s: want the earlier push, then the end of transmission", got)
	}
	if !strings.Contains(lp.last, "pLPCommand('close'") {
		t.Fatalf("last long-poll reply does not close the long poll: %q", lp.last)
	}

	// Now the socket carries the session: a push, then a request's reply.
	other.expectOK(other.send("p", map[string]any{"p": "/room/b", "d": 2}))
	if got := read(); got != `{"t":"d","d":{"a":"d","b":{"p":"room/b","d":2}}}` {
		t.Fatalf("push on the socket %s", got)
	}
	write(`{"t":"d","d":{"r":3,"a":"p","b":{"p":"/room/c","d":3}}}`)
	for _, want := range []string{`"p":"room/c"`, `"r":3`} {
		if got := read(); !strings.Contains(got, want) {
			t.Fatalf("after a put on the socket: %s, want %s", got, want)
		}
	}
	// The long poll's departure does not end the upgraded session; closing
	// the socket does (its onDisconnect runs).
	lpGet(t, hs.URL+"/.lp?disconn=t&id="+lp.id+"&pw="+lp.pw)
	watch := other.send("q", map[string]any{"p": "/presence/me", "h": ""})
	other.expectPush("d")
	other.expectOK(watch)
	write(`{"t":"d","d":{"r":4,"a":"p","b":{"p":"/room/d","d":4}}}`)
	for range 2 { // push and ok: the session is alive
		read()
	}
	_ = ws.Close(websocket.StatusNormalClosure, "")
	if got := other.expectPush("d"); jsonOf(got) != `{"d":"gone","p":"presence/me"}` {
		t.Fatalf("onDisconnect after the socket closed: %s", jsonOf(got))
	}
}

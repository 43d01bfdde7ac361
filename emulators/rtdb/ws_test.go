package rtdb_test

import (
	"strings"
	"testing"
	"time"

	"oppnp/emulators/rtdb"
)

func TestServer_Handshake(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	cl := dial(t, hs.URL, "ns=demo")
	host := strings.TrimPrefix(hs.URL, "http://")
	if cl.hs["h"] != host || cl.hs["v"] != "5" || cl.hs["s"] == "" {
		t.Fatalf("handshake = %v, want h=%s v=5 and a session", cl.hs, host)
	}
	if ts, _ := cl.hs["ts"].(float64); ts < 1.6e12 {
		t.Fatalf("handshake ts = %v, want ms since epoch", cl.hs["ts"])
	}
	cl.sendRaw("0") // keepalive: no reply
	cl.sendRaw(`{"t":"c","d":{"t":"p","d":{}}}`)
	m := cl.expect(func(m map[string]any) bool { return m["t"] == "c" })
	if jsonOf(m) != `{"d":{"d":{},"t":"o"},"t":"c"}` {
		t.Fatalf("ping reply = %s, want pong", jsonOf(m))
	}
	r := cl.send("s", map[string]any{"c": map[string]any{"sdk.js.12-19-0": 1}})
	if d := cl.expectOK(r); d != "" {
		t.Fatalf("stats reply d = %v", d)
	}
	r = cl.send("zz", map[string]any{})
	if s, _ := cl.expectReply(r); s != "failure" {
		t.Fatalf("unknown action status = %s, want failure", s)
	}
}

// A listen's data precedes its ok; a write's pushes, the writer's own
// included, precede the write's ok.
func TestServer_ListenPutOrder(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	a := dial(t, hs.URL, "ns=order")
	b := dial(t, hs.URL, "ns=order")

	r := a.send("q", map[string]any{"p": "/rooms", "h": ""})
	if got := a.expectPush("d"); jsonOf(got) != `{"d":null,"p":"rooms"}` {
		t.Fatalf("initial push = %s", jsonOf(got))
	}
	if d := a.expectOK(r); jsonOf(d) != `{}` {
		t.Fatalf("listen ok d = %s, want {}", jsonOf(d))
	}
	r = b.send("q", map[string]any{"p": "/rooms/1", "h": ""})
	b.expectPush("d")
	b.expectOK(r)

	r = a.send("p", map[string]any{"p": "/rooms/1/name", "d": map[string]any{"n": map[string]any{".sv": map[string]any{"increment": 2}}, "t": 5}})
	if got := a.expectPush("d"); jsonOf(got) != `{"d":{"n":2,"t":5},"p":"rooms/1/name"}` {
		t.Fatalf("writer's push = %s", jsonOf(got))
	}
	a.expectOK(r)
	if got := b.expectPush("d"); jsonOf(got) != `{"d":{"n":2,"t":5},"p":"rooms/1/name"}` {
		t.Fatalf("other push = %s", jsonOf(got))
	}

	// A merge with several paths under the listen arrives as one merge.
	r = b.send("m", map[string]any{"p": "/rooms", "d": map[string]any{"2": map[string]any{"b": []any{1, 2}}, "1/a": 1}})
	if got := a.expectPush("m"); jsonOf(got) != `{"d":{"1/a":1,"2":{"b":{"0":1,"1":2}}},"p":"rooms"}` {
		t.Fatalf("merge push = %s", jsonOf(got))
	}
	if got := b.expectPush("d"); jsonOf(got) != `{"d":1,"p":"rooms/1/a"}` {
		t.Fatalf("merge push below listen = %s", jsonOf(got))
	}
	b.expectOK(r)

	// A write above a listen sends the listen's new value; get reads it.
	r = a.send("p", map[string]any{"p": "/", "d": map[string]any{"rooms": map[string]any{"1": "x"}}})
	a.expectPush("d")
	a.expectOK(r)
	if got := b.expectPush("d"); jsonOf(got) != `{"d":"x","p":"rooms/1"}` {
		t.Fatalf("push after write above = %s", jsonOf(got))
	}
	r = b.send("g", map[string]any{"p": "/rooms", "q": map[string]any{}})
	if d := b.expectOK(r); jsonOf(d) != `{"1":"x"}` {
		t.Fatalf("get = %s", jsonOf(d))
	}
	// Unlisten stops pushes.
	b.expectOK(b.send("n", map[string]any{"p": "/rooms/1"}))
	r = a.send("p", map[string]any{"p": "/rooms/1", "d": "y"})
	a.expectPush("d")
	a.expectOK(r)
	b.expectNothing(100 * time.Millisecond)
}

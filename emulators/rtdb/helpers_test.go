package rtdb_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/wire"
)

// newServer starts a Server on a random loopback port.
func newServer(t testing.TB, o rtdb.Options) (*rtdb.Server, *httptest.Server) {
	t.Helper()
	srv, err := rtdb.New(o)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		_ = srv.Close()
	})
	return srv, hs
}

// client is a raw protocol client in the style of the nats server tests:
// send a request, then expect messages.
type client struct {
	t    testing.TB
	c    *websocket.Conn
	asm  wire.Assembler
	r    int64
	hs   map[string]any
	msgs chan map[string]any
	errc chan error
}

func dial(t testing.TB, base, query string) *client {
	t.Helper()
	return dialHeader(t, base, query, nil)
}

// dialHeader is dial with extra upgrade request headers (a browser's Origin).
func dialHeader(t testing.TB, base, query string, h http.Header) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := strings.Replace(base, "http://", "ws://", 1) + "/.ws?v=5&" + query
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Fatalf("dial %s: %v", url, err)
	}
	c.SetReadLimit(64 << 20)
	cl := &client{t: t, c: c, msgs: make(chan map[string]any, 1000), errc: make(chan error, 1)}
	go cl.readLoop()
	t.Cleanup(func() { _ = c.CloseNow() })
	hs := cl.expect(func(m map[string]any) bool { return m["t"] == "c" })
	cl.hs = hs["d"].(map[string]any)["d"].(map[string]any)
	return cl
}

func (cl *client) readLoop() {
	for {
		_, frame, err := cl.c.Read(context.Background())
		if err != nil {
			cl.errc <- err
			close(cl.msgs)
			return
		}
		msg, err := cl.asm.Feed(frame)
		if err != nil || msg == nil {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal(msg, &m); err != nil {
			cl.errc <- err
			continue
		}
		cl.msgs <- m
	}
}

// sendRaw sends one envelope as text.
func (cl *client) sendRaw(s string) {
	cl.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, f := range wire.Split([]byte(s), wire.MaxFrame) {
		if err := cl.c.Write(ctx, websocket.MessageText, f); err != nil {
			cl.t.Fatalf("write: %v", err)
		}
	}
}

// send issues a data request and returns its r.
func (cl *client) send(action string, body any) int64 {
	cl.t.Helper()
	cl.r++
	b, _ := json.Marshal(map[string]any{"t": "d", "d": map[string]any{"r": cl.r, "a": action, "b": body}})
	cl.sendRaw(string(b))
	return cl.r
}

// expect returns the next message, failing unless ok(msg).
func (cl *client) expect(ok func(map[string]any) bool) map[string]any {
	cl.t.Helper()
	select {
	case m, open := <-cl.msgs:
		if !open {
			cl.t.Fatalf("connection closed while expecting a message")
		}
		if !ok(m) {
			b, _ := json.Marshal(m)
			cl.t.Fatalf("unexpected message %s", b)
		}
		return m
	case <-time.After(5 * time.Second):
		cl.t.Fatalf("timed out waiting for a message")
	}
	return nil
}

// expectReply expects the reply to r and returns its status and data.
func (cl *client) expectReply(r int64) (string, any) {
	cl.t.Helper()
	m := cl.expect(func(m map[string]any) bool { return body(m)["r"] == float64(r) })
	b := body(m)["b"].(map[string]any)
	return b["s"].(string), b["d"]
}

// expectOK expects an ok reply to r.
func (cl *client) expectOK(r int64) any {
	cl.t.Helper()
	s, d := cl.expectReply(r)
	if s != "ok" {
		cl.t.Fatalf("reply %d: status %q (%v), want ok", r, s, d)
	}
	return d
}

// expectPush expects a data push with action a and returns its body.
func (cl *client) expectPush(a string) map[string]any {
	cl.t.Helper()
	m := cl.expect(func(m map[string]any) bool { return m["t"] == "d" && body(m)["a"] == a })
	return body(m)["b"].(map[string]any)
}

// expectNothing fails if a message arrives within d.
func (cl *client) expectNothing(d time.Duration) {
	cl.t.Helper()
	select {
	case m := <-cl.msgs:
		b, _ := json.Marshal(m)
		cl.t.Fatalf("unexpected message %s", b)
	case <-time.After(d):
	}
}

func body(m map[string]any) map[string]any {
	d, _ := m["d"].(map[string]any)
	return d
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

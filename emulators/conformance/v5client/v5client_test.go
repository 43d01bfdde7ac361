package v5client_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"

	"oppnp/emulators/conformance/v5client"
)

// fakeServer speaks just enough protocol: a handshake, then for each
// request it sends a push (split into frames when long) and the reply.
func fakeServer(t *testing.T, pushSize int, hangUp bool) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		c.SetReadLimit(1 << 24)
		ctx := r.Context()
		hs := `{"t":"c","d":{"t":"h","d":{"ts":1700000000000,"v":"5","h":"` + r.Host + `","s":"sess-1"}}}`
		c.Write(ctx, websocket.MessageText, []byte(hs))
		if hangUp {
			c.Close(websocket.StatusGoingAway, "bye")
			return
		}
		var buf strings.Builder
		pending := 0
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			if !utf8.Valid(b) {
				t.Errorf("text frame of %d bytes is not valid UTF-8", len(b))
			}
			if n, err := strconv.Atoi(string(b)); err == nil && len(b) <= 6 && pending == 0 {
				pending = n
				buf.Reset()
				continue
			}
			if pending > 0 {
				buf.Write(b)
				if pending--; pending > 0 {
					continue
				}
				b = []byte(buf.String())
			}
			var req struct {
				D struct {
					R int
					B struct{ D json.RawMessage }
				}
			}
			if err := json.Unmarshal(b, &req); err != nil {
				t.Errorf("server got bad JSON (%d bytes): %v", len(b), err)
				return
			}
			push, _ := json.Marshal(map[string]any{"t": "d", "d": map[string]any{"a": "d", "b": map[string]any{"p": "x", "d": strings.Repeat("y", pushSize)}}})
			if len(push) > 16384 {
				n := (len(push) + 16383) / 16384
				c.Write(ctx, websocket.MessageText, []byte(strconv.Itoa(n)))
				for i := 0; i < len(push); i += 16384 {
					c.Write(ctx, websocket.MessageText, push[i:min(i+16384, len(push))])
				}
			} else {
				c.Write(ctx, websocket.MessageText, push)
			}
			reply, _ := json.Marshal(map[string]any{"t": "d", "d": map[string]any{"r": req.D.R, "b": map[string]any{"s": "ok", "d": len(req.D.B.D)}}})
			c.Write(ctx, websocket.MessageText, reply)
		}
	}))
}

func TestConn_Request(t *testing.T) {
	tests := []struct {
		name      string
		pushSize  int
		valueSize int
	}{
		{"small", 10, 10},
		{"server splits its push", 50_000, 10},
		{"client splits its request", 10, 40_000},
		{"client splits multi-byte text on rune boundaries", 10, -20_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := fakeServer(t, tt.pushSize, false)
			defer srv.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			pushes := make(chan v5client.Push, 4)
			c, err := v5client.Dial(ctx, strings.TrimPrefix(srv.URL, "http://"), "ns", func(p v5client.Push) { pushes <- p })
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if c.Handshake.Session != "sess-1" || c.Handshake.Version != "5" {
				t.Errorf("handshake = %+v", c.Handshake)
			}
			var value string
			if tt.valueSize < 0 {
				value = strings.Repeat("ñ✓", -tt.valueSize/2) // 2- and 3-byte runes
			} else {
				value = strings.Repeat("v", tt.valueSize)
			}
			rep, err := c.Request(ctx, "p", map[string]any{"p": "/x", "d": value})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Status != "ok" || string(rep.Data) != strconv.Itoa(len(value)+2) { // server counts raw JSON bytes
				t.Errorf("reply = %s %s, want ok %d", rep.Status, rep.Data, len(value)+2)
			}
			select {
			case p := <-pushes:
				var body v5client.PushBody
				if err := json.Unmarshal(p.Body, &body); err != nil || p.Action != "d" || len(body.Data) != tt.pushSize+2 {
					t.Errorf("push %s with %d bytes of data (%v)", p.Action, len(body.Data), err)
				}
			default:
				t.Error("the push sent before the reply was not delivered first")
			}
		})
	}
}

func TestConn_ClosedConnectionFailsRequests(t *testing.T) {
	srv := fakeServer(t, 1, true)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := v5client.Dial(ctx, strings.TrimPrefix(srv.URL, "http://"), "ns", nil)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-c.Done():
	case <-ctx.Done():
		t.Fatal("Done not closed after the server went away")
	}
	if _, err := c.Request(ctx, "p", map[string]any{"p": "/x", "d": 1}); err == nil {
		t.Error("request on a closed connection succeeded")
	}
}

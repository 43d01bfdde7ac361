package session_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/transport/session"
	"oppnp/emulators/rtdb/tree"
	"oppnp/emulators/rtdb/wire"
)

// newSession is a session on a namespace with no rules and no journal; no
// socket: what it sends is read from its outbox.
func newSession(t *testing.T, forget func()) (*session.Session, *namespace.DB) {
	t.Helper()
	o, err := namespace.NewChangeOutbox(nil, nil, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return time.UnixMilli(1_700_000_000_000) }
	d := namespace.New("t", namespace.Env{Now: now, Outbox: o, Defaults: namespace.NewDefaultRules()})
	return session.New(d, 16, nil, forget), d
}

func request(r int, action, body string) []byte {
	return []byte(`{"t":"d","d":{"r":` + itoa(r) + `,"a":"` + action + `","b":` + body + `}}`)
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

func sent(s *session.Session) []string {
	var out []string
	for _, m := range s.Out().Take() {
		out = append(out, string(m))
	}
	return out
}

func TestSession_Handle(t *testing.T) {
	ok := func(r int64) string { return string(wire.EncodeReply(r, wire.StatusOK, json.RawMessage(`""`))) }
	listening := func(r int64) string { return string(wire.EncodeReply(r, wire.StatusOK, json.RawMessage(`{}`))) }
	tests := []struct {
		name string
		msgs [][]byte
		want []string
	}{
		{
			name: "a ping gets a pong",
			msgs: [][]byte{[]byte(`{"t":"c","d":{"t":"p","d":{}}}`)},
			want: []string{string(wire.EncodePong())},
		},
		{
			name: "an unknown action fails with its name",
			msgs: [][]byte{request(1, "zz", `{}`)},
			want: []string{string(wire.EncodeReply(1, wire.StatusFailure, json.RawMessage(`"Unknown action: zz"`)))},
		},
		{
			name: "a listen's data push comes before its ok",
			msgs: [][]byte{request(1, wire.ActionPut, `{"p":"/a","d":1}`), request(2, wire.ActionListen, `{"p":"/a","h":""}`)},
			want: []string{ok(1), string(wire.EncodeDataPush("d", "a", []byte("1"), nil)), listening(2)},
		},
		{
			name: "a write's push to a listener comes before the writer's ok",
			msgs: [][]byte{request(1, wire.ActionListen, `{"p":"/b","h":""}`), request(2, wire.ActionPut, `{"p":"/b","d":2}`)},
			want: []string{string(wire.EncodeDataPush("d", "b", []byte("null"), nil)), listening(1), string(wire.EncodeDataPush("d", "b", []byte("2"), nil)), ok(2)},
		},
		{
			name: "an unauth is answered ok",
			msgs: [][]byte{request(1, wire.ActionUnauth, `{}`)},
			want: []string{ok(1)},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newSession(t, nil)
			for _, m := range tt.msgs {
				if !s.HandleSafely(m) {
					t.Fatalf("handling %s panicked", m)
				}
			}
			got := sent(s)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Fatalf("sent\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestSession_Close(t *testing.T) {
	forgotten := 0
	s, d := newSession(t, func() { forgotten++ })
	s.Handle(request(1, wire.ActionOnDiscPut, `{"p":"/gone","d":true}`))
	s.Close("test")
	s.Close("again")
	if forgotten != 1 {
		t.Fatalf("forget ran %d times, want once", forgotten)
	}
	if !s.Out().Closed() {
		t.Fatal("the outbox is still open: the transport would not hang up")
	}
	n, _, err := d.Read(tree.Path{"gone"}, nil, namespace.Identity{Admin: true})
	if err != nil || string(n.JSON()) != "true" {
		t.Fatalf("onDisconnect write: %s, %v; want true", n.JSON(), err)
	}
}

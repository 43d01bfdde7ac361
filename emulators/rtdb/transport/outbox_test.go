package transport_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/transport"
)

// socket is a fake WebSocket for outbox tests: it records what a fan-out
// wrote directly and answers as told.
type socket struct {
	writes [][]string
	rest   string // bytes the socket does not take
	notTry bool   // refuse to try (a large message)
	err    error
}

func (s *socket) write(msgs [][]byte) ([]byte, bool, error) {
	if s.notTry {
		return nil, false, nil
	}
	var w []string
	for _, m := range msgs {
		w = append(w, string(m))
	}
	s.writes = append(s.writes, w)
	if s.rest != "" {
		return []byte(s.rest), true, s.err
	}
	return nil, true, s.err
}

func TestOutbox_Fanout(t *testing.T) {
	tests := []struct {
		name       string
		direct     bool
		sock       socket
		claimFirst bool     // the write loop holds the write side during the fan-out
		queue      []string // queued during the commit
		wantInFan  int      // outboxes the fan-out held
		wantWrites [][]string
		wantWoken  bool     // the write loop was woken
		wantRest   string   // then claims these bytes
		wantMsgs   []string // and these messages
		wantClosed bool
	}{
		{name: "idle WebSocket: one direct write, no wake-up", direct: true,
			queue: []string{"a", "b"}, wantInFan: 1, wantWrites: [][]string{{"a", "b"}}},
		{name: "not a WebSocket: the loop is woken", direct: false,
			queue: []string{"a"}, wantWoken: true, wantMsgs: []string{"a"}},
		{name: "socket full: the rest goes to the loop", direct: true, sock: socket{rest: "tail"},
			queue: []string{"a"}, wantInFan: 1, wantWrites: [][]string{{"a"}}, wantWoken: true, wantRest: "tail"},
		{name: "large message: left to the loop", direct: true, sock: socket{notTry: true},
			queue: []string{"a", "b"}, wantInFan: 1, wantWoken: true, wantMsgs: []string{"a", "b"}},
		{name: "write error closes (the loop sees done)", direct: true, sock: socket{err: errors.New("broken pipe")},
			queue: []string{"a"}, wantInFan: 1, wantWrites: [][]string{{"a"}}, wantClosed: true},
		{name: "loop writing: it takes the message when done", direct: true, claimFirst: true,
			queue: []string{"a"}, wantWoken: true, wantMsgs: []string{"a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sock := tt.sock
			var w transport.DirectFunc
			if tt.direct {
				w = sock.write
			}
			ob := transport.NewTestOutbox(16, w)
			if tt.claimFirst {
				if _, _, ok := ob.Claim(); !ok {
					t.Fatal("cannot claim an idle outbox")
				}
			}
			for _, m := range tt.queue {
				if !ob.Queue(m, true) {
					t.Fatalf("queue %q refused", m)
				}
			}
			if n := ob.Fanout(); n != tt.wantInFan {
				t.Errorf("fan-out held %d outboxes, want %d", n, tt.wantInFan)
			}
			if tt.claimFirst {
				ob.Release()
			}
			if !reflect.DeepEqual(sock.writes, tt.wantWrites) {
				t.Errorf("direct writes %q, want %q", sock.writes, tt.wantWrites)
			}
			if got := ob.Woken(); got != tt.wantWoken {
				t.Errorf("woken %v, want %v", got, tt.wantWoken)
			}
			if got := ob.Closed(); got != tt.wantClosed {
				t.Errorf("closed %v, want %v", got, tt.wantClosed)
			}
			rest, msgs, ok := ob.Claim()
			if !ok || rest != tt.wantRest || strings.Join(msgs, ",") != strings.Join(tt.wantMsgs, ",") {
				t.Errorf("claim = %q %q %v, want %q %q", rest, msgs, ok, tt.wantRest, tt.wantMsgs)
			}
		})
	}
}

// Outside a commit (replies, the first data of a listen) a WebSocket's
// outbox wakes its write loop once; while a drain is due nothing more is
// signalled, and the claim takes everything in order.
func TestOutbox_QueueOutsideFanout(t *testing.T) {
	sock := &socket{}
	ob := transport.NewTestOutbox(16, sock.write)
	ob.Queue("a", false)
	ob.Queue("b", true) // a drain is due: not added to the fan-out
	ob.Queue("c", false)
	if n := ob.Fanout(); n != 0 {
		t.Errorf("fan-out held %d outboxes, want 0", n)
	}
	if !ob.Woken() || ob.Woken() {
		t.Error("want exactly one wake-up")
	}
	if _, msgs, ok := ob.Claim(); !ok || strings.Join(msgs, ",") != "a,b,c" {
		t.Errorf("claim = %q %v", msgs, ok)
	}
	if _, _, ok := ob.Claim(); ok {
		t.Error("a second writer claimed the write side")
	}
	ob.Release()
	if ob.Woken() {
		t.Error("woken with nothing pending")
	}
	if len(sock.writes) != 0 {
		t.Errorf("direct writes outside a fan-out: %q", sock.writes)
	}
}

// A full outbox cuts the client off, whoever queues.
func TestOutbox_Overflow(t *testing.T) {
	for _, inFanout := range []bool{false, true} {
		ob := transport.NewTestOutbox(2, (&socket{}).write)
		if _, _, ok := ob.Claim(); !ok { // a stuck write in progress
			t.Fatal("cannot claim")
		}
		ok1, ok2, ok3 := ob.Queue("a", inFanout), ob.Queue("b", inFanout), ob.Queue("c", inFanout)
		if !ok1 || !ok2 || ok3 || !ob.Closed() {
			t.Errorf("fan-out %v: queued %v %v %v, closed %v; want true true false, closed", inFanout, ok1, ok2, ok3, ob.Closed())
		}
	}
}

package transport

import "oppnp/emulators/rtdb/namespace"

// DirectFunc stands for a socket in outbox tests.
type DirectFunc func(msgs [][]byte) (rest []byte, ok bool, err error)

func (f DirectFunc) WriteDirect(msgs [][]byte) ([]byte, bool, error) { return f(msgs) }

// TestOutbox exposes a connection's outbox and the commit fan-out to tests.
type TestOutbox struct {
	o *Outbox
	f namespace.Fanout
}

// NewTestOutbox is an outbox of at most max messages, written directly
// through w when w is not nil (a WebSocket's).
func NewTestOutbox(max int, w DirectFunc) *TestOutbox {
	o := NewOutbox(max)
	if w != nil {
		o.SetDirect(w)
	}
	return &TestOutbox{o: o}
}

// Queue queues msg, as part of a commit's fan-out or not.
func (t *TestOutbox) Queue(msg string, inFanout bool) bool {
	if inFanout {
		return t.o.Queue([]byte(msg), &t.f)
	}
	return t.o.Send([]byte(msg))
}

// Fanout runs the fan-out and reports how many outboxes it held.
func (t *TestOutbox) Fanout() int {
	n := len(t.f)
	t.f.Run()
	t.f = nil
	return n
}

// Woken reports (and consumes) a pending wake-up of the write loop.
func (t *TestOutbox) Woken() bool {
	select {
	case <-t.o.Ready():
		return true
	default:
		return false
	}
}

// Claim is the write loop's claim; Release gives the write side back.
func (t *TestOutbox) Claim() (rest string, msgs []string, ok bool) {
	r, m, ok := t.o.Claim()
	for _, b := range m {
		msgs = append(msgs, string(b))
	}
	return string(r), msgs, ok
}

func (t *TestOutbox) Release() { t.o.Release(nil, nil) }

func (t *TestOutbox) Closed() bool { return t.o.Closed() }

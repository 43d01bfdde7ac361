package rtdb

import (
	"net"

	"oppnp/emulators/rtdb/namespace"
)

// BatchConn exposes the framing and batching under a WebSocket connection
// to tests.
type BatchConn struct{ b *batchConn }

func NewBatchConn(c net.Conn) BatchConn { return BatchConn{&batchConn{Conn: c}} }

func (t BatchConn) Write(p []byte) (int, error) { return t.b.Write(p) }

func (t BatchConn) WriteText(msgs [][]byte) error { return t.b.writeText(msgs) }

// WriteDirect is the fan-out's non-blocking write.
func (t BatchConn) WriteDirect(msgs [][]byte) (rest []byte, ok bool, err error) {
	return t.b.writeDirect(msgs)
}

// NewSocketBatchConn is NewBatchConn over a real socket, with raw access.
func NewSocketBatchConn(c *net.TCPConn) BatchConn { return BatchConn{newBatchConn(c)} }

// DirectFunc stands for a socket in outbox tests.
type DirectFunc func(msgs [][]byte) (rest []byte, ok bool, err error)

func (f DirectFunc) writeDirect(msgs [][]byte) ([]byte, bool, error) { return f(msgs) }

// Outbox exposes a connection's outbox and the commit fan-out to tests.
type Outbox struct {
	o *outbox
	f namespace.Fanout
}

// NewOutbox is an outbox of at most max messages, written directly
// through w when w is not nil (a WebSocket's).
func NewOutbox(max int, w DirectFunc) *Outbox {
	o := newOutbox(max)
	if w != nil {
		o.setDirect(w)
	}
	return &Outbox{o: o}
}

// Queue queues msg, as part of a commit's fan-out or not.
func (t *Outbox) Queue(msg string, inFanout bool) bool {
	if inFanout {
		return t.o.queue([]byte(msg), &t.f)
	}
	return t.o.send([]byte(msg))
}

// Fanout runs the fan-out and reports how many outboxes it held.
func (t *Outbox) Fanout() int {
	n := len(t.f)
	t.f.Run()
	t.f = nil
	return n
}

// Woken reports (and consumes) a pending wake-up of the write loop.
func (t *Outbox) Woken() bool {
	select {
	case <-t.o.ready:
		return true
	default:
		return false
	}
}

// Claim is the write loop's claim; Release gives the write side back.
func (t *Outbox) Claim() (rest string, msgs []string, ok bool) {
	r, m, ok := t.o.claim()
	for _, b := range m {
		msgs = append(msgs, string(b))
	}
	return string(r), msgs, ok
}

func (t *Outbox) Release() { t.o.release(nil, nil) }

func (t *Outbox) Closed() bool { return t.o.closed() }

// Indexes reports the ordered indexes namespace ns keeps, as "path index"
// strings, and how many children each holds.
func Indexes(s *Server, ns string) map[string]int { return s.db(ns).Indexes() }

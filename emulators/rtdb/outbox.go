package rtdb

import "sync"

// outbox is a connection's or stream's bounded queue of outgoing messages.
// send never blocks: when the queue is full the subscriber is too slow and
// is cut off (done closes), so one stuck client never delays a writer or
// the other clients.
type outbox struct {
	ch   chan []byte
	done chan struct{}
	once sync.Once
}

func newOutbox(n int) *outbox {
	return &outbox{ch: make(chan []byte, n), done: make(chan struct{})}
}

// send queues b; false means the outbox is (now) closed.
func (o *outbox) send(b []byte) bool {
	select {
	case <-o.done:
		return false
	default:
	}
	select {
	case o.ch <- b:
		return true
	default:
		o.close()
		return false
	}
}

// close stops the outbox; the transport then drops its connection.
func (o *outbox) close() { o.once.Do(func() { close(o.done) }) }

// closed reports whether the outbox was closed.
func (o *outbox) closed() bool {
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

package rtdb

import "sync"

// outbox is a connection's or stream's bounded queue of outgoing messages.
// send never blocks: when max messages are already waiting the subscriber
// is too slow and is cut off (done closes), so one stuck client never
// delays a writer or the other clients. The queue holds only what is
// pending, so an idle connection costs a few bytes here.
type outbox struct {
	mu     sync.Mutex
	q      [][]byte
	max    int
	full   bool          // cut off because the queue overflowed
	cutoff func()        // drops the transport at once on overflow; set before the first send
	ready  chan struct{} // signalled (capacity 1) when q becomes non-empty
	done   chan struct{}
	closeO sync.Once

	// next, once set by seal, receives every later send: a long-polling
	// session upgraded to a WebSocket keeps its outbox, whose last message
	// for the long poll is the seal's.
	next   *outbox
	sealed bool // the seal's message is still queued here
}

func newOutbox(max int) *outbox {
	return &outbox{max: max, ready: make(chan struct{}, 1), done: make(chan struct{})}
}

// send queues b; false means the outbox is (now) closed.
func (o *outbox) send(b []byte) bool {
	o.mu.Lock()
	if n := o.next; n != nil {
		o.mu.Unlock()
		return n.send(b)
	}
	select {
	case <-o.done:
		o.mu.Unlock()
		return false
	default:
	}
	if len(o.q) >= o.max {
		o.full = true
		o.mu.Unlock()
		o.close()
		if o.cutoff != nil {
			// The write loop may be blocked writing to the stuck client:
			// drop its socket now rather than after the write timeout.
			// In a goroutine: send runs under the namespace lock.
			go o.cutoff()
		}
		return false
	}
	o.q = append(o.q, b)
	o.mu.Unlock()
	select {
	case o.ready <- struct{}{}:
	default:
	}
	return true
}

// take removes and returns everything queued.
func (o *outbox) take() [][]byte {
	q, _ := o.takeFinal()
	return q
}

// takeFinal is take that also reports whether the batch ends with the
// seal's message: nothing will be queued here again.
func (o *outbox) takeFinal() ([][]byte, bool) {
	o.mu.Lock()
	q, final := o.q, o.sealed
	o.q, o.sealed = nil, false
	o.mu.Unlock()
	return q, final
}

// seal queues last as this outbox's final message and sends everything
// after it to next instead. It is false if the outbox is closed.
func (o *outbox) seal(last []byte, next *outbox) bool {
	o.mu.Lock()
	if o.next != nil || o.closed() {
		o.mu.Unlock()
		return false
	}
	o.q = append(o.q, last)
	o.next, o.sealed = next, true
	o.mu.Unlock()
	select {
	case o.ready <- struct{}{}:
	default:
	}
	return true
}

// pending reports how many messages wait.
func (o *outbox) pending() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.q)
}

// overflowed reports whether the subscriber was cut off for being slow.
func (o *outbox) overflowed() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.full
}

// close stops the outbox (and the one it was sealed into); the transport
// then drops its connection.
func (o *outbox) close() {
	o.closeO.Do(func() { close(o.done) })
	o.mu.Lock()
	n := o.next
	o.mu.Unlock()
	if n != nil {
		n.close()
	}
}

// closed reports whether the outbox was closed.
func (o *outbox) closed() bool {
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

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
}

func newOutbox(max int) *outbox {
	return &outbox{max: max, ready: make(chan struct{}, 1), done: make(chan struct{})}
}

// send queues b; false means the outbox is (now) closed.
func (o *outbox) send(b []byte) bool {
	o.mu.Lock()
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
	o.mu.Lock()
	q := o.q
	o.q = nil
	o.mu.Unlock()
	return q
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

// close stops the outbox; the transport then drops its connection.
func (o *outbox) close() { o.closeO.Do(func() { close(o.done) }) }

// closed reports whether the outbox was closed.
func (o *outbox) closed() bool {
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

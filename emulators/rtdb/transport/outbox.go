package transport

import (
	"sync"
	"time"

	"oppnp/emulators/rtdb/namespace"
)

// Outbox is a connection's or stream's bounded queue of outgoing messages.
// Send never blocks: when max messages are already waiting the subscriber
// is too slow and is cut off (done closes), so one stuck client never
// delays a writer or the other clients. The queue holds only what is
// pending, so an idle connection costs a few bytes here.
type Outbox struct {
	mu     sync.Mutex
	q      [][]byte
	max    int
	full   bool          // cut off because the queue overflowed
	cutoff func()        // drops the transport at once on overflow; set before the first send
	ready  chan struct{} // signalled (capacity 1) when q becomes non-empty
	done   chan struct{}
	closeO sync.Once

	// next, once set by seal, receives every later send: a long-polling
	// session upgraded to a WebSocket keeps its Outbox, whose last message
	// for the long poll is the seal's.
	next   *Outbox
	sealed bool // the seal's message is still queued here

	// A WebSocket's Outbox can also be written by the goroutine that
	// queued to it (flush, after a commit), not only by its write loop:
	// direct is set, and the write side is claimed by one writer at a
	// time (claim/release). Other transports leave direct nil.
	direct  DirectWriter
	writing bool     // a writer holds the write side
	armed   bool     // a drain is due: ready is signalled, or a fan-out holds o
	rest    []byte   // framed bytes a flush could not write; written first
	spare   [][]byte // an emptied small queue, reused by the next
}

// SetDirect makes o a WebSocket's Outbox, written directly by fan-outs.
func (o *Outbox) SetDirect(w DirectWriter) {
	o.mu.Lock()
	o.direct = w
	o.mu.Unlock()
}

// DirectWriter writes frames to a client's socket without waiting.
type DirectWriter interface {
	// WriteDirect writes msgs as far as the socket takes them at once and
	// returns the framed bytes it did not take (a copy); ok false means
	// it did not try (a message too large to frame inline).
	WriteDirect(msgs [][]byte) (rest []byte, ok bool, err error)
}

// NewOutbox is an outbox of at most max pending messages.
func NewOutbox(max int) *Outbox {
	return &Outbox{max: max, ready: make(chan struct{}, 1), done: make(chan struct{})}
}

// WriteTimeout bounds one write to a client: a socket that takes nothing
// for this long belongs to a client that is gone or stuck.
const WriteTimeout = 10 * time.Second

// Ready is signalled (capacity 1) when messages become pending: the
// transport's write loop waits on it.
func (o *Outbox) Ready() <-chan struct{} { return o.ready }

// Done is closed when the outbox closes (Close, or the subscriber was cut
// off for being slow).
func (o *Outbox) Done() <-chan struct{} { return o.done }

// SetCutoff sets how the transport is dropped at once on overflow; call it
// before the first Send.
func (o *Outbox) SetCutoff(f func()) { o.cutoff = f }

// Send queues b; false means the Outbox is (now) closed.
func (o *Outbox) Send(b []byte) bool { return o.Queue(b, nil) }

// Queue is Send. With a fan-out f, an Outbox that can be written directly
// and was idle joins f instead of waking its write loop: f's owner
// flushes it after releasing the namespace lock, which costs one write and
// no goroutine hand-over.
func (o *Outbox) Queue(b []byte, f *namespace.Fanout) bool {
	o.mu.Lock()
	if n := o.next; n != nil {
		o.mu.Unlock()
		return n.Queue(b, f)
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
		o.Close()
		if o.cutoff != nil {
			// The write loop may be blocked writing to the stuck client:
			// drop its socket now rather than after the write timeout.
			// In a goroutine: send runs under the namespace lock.
			go o.cutoff()
		}
		return false
	}
	o.q = append(o.q, b)
	wake := true
	if o.direct != nil {
		// Whoever holds the write side, or the drain already due, takes
		// b too: the writer looks again before it lets go.
		wake = false
		if !o.writing && !o.armed {
			o.armed = true
			if f != nil {
				*f = append(*f, o)
			} else {
				wake = true
			}
		}
	}
	o.mu.Unlock()
	if wake {
		o.signal()
	}
	return true
}

func (o *Outbox) signal() {
	select {
	case o.ready <- struct{}{}:
	default:
	}
}

// Claim takes the write side of a direct Outbox with everything pending:
// the bytes a flush left and the queued messages. ok is false when
// another writer holds it; that one looks at the queue again when done.
func (o *Outbox) Claim() (rest []byte, msgs [][]byte, ok bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.armed = false
	if o.writing {
		return nil, nil, false
	}
	o.writing = true
	rest, msgs = o.rest, o.q
	o.rest, o.q = nil, nil
	return rest, msgs, true
}

// Release gives the write side back. rest is what the writer could not
// write and unsent the messages it did not try, both ahead of anything
// queued since; when something is left the write loop is woken for it.
func (o *Outbox) Release(rest []byte, unsent [][]byte) {
	o.mu.Lock()
	o.writing = false
	o.rest = rest
	if len(unsent) > 0 {
		o.q = append(unsent, o.q...)
	}
	if o.q == nil && o.spare != nil {
		o.q, o.spare = o.spare, nil
	}
	wake := (o.rest != nil || len(o.q) > 0 || o.Closed()) && !o.armed
	if wake {
		o.armed = true
	}
	o.mu.Unlock()
	if wake {
		o.signal()
	}
}

// Flush writes what a direct Outbox holds at once, without waiting: what
// the socket does not take now is left to the write loop, which waits for
// it (deadline-bounded). A write error closes the Outbox.
func (o *Outbox) Flush() {
	rest, msgs, ok := o.Claim()
	switch {
	case !ok:
		return
	case rest == nil && len(msgs) == 0: // a write loop took them
		o.Release(nil, nil)
		return
	case rest != nil || o.Closed():
		// The loop is already writing for a slow client, or closing.
		o.Release(rest, msgs)
		return
	}
	left, tried, err := o.direct.WriteDirect(msgs)
	if err != nil {
		o.Release(nil, nil)
		o.Close()
		return
	}
	if !tried {
		o.Release(nil, msgs)
		return
	}
	o.Recycle(msgs)
	o.Release(left, nil)
}

// Recycle keeps a written queue's array for the next messages, so an
// Outbox that gets one push at a time does not allocate a queue for each;
// writing side held.
func (o *Outbox) Recycle(msgs [][]byte) {
	if cap(msgs) > 64 {
		return
	}
	clear(msgs)
	o.mu.Lock()
	o.spare = msgs[:0]
	o.mu.Unlock()
}

// ClaimWait is Claim for the write loop's last batch: it waits (a flush
// never blocks, so briefly) for a writer still holding the write side.
func (o *Outbox) ClaimWait() (rest []byte, msgs [][]byte, ok bool) {
	for end := time.Now().Add(WriteTimeout); time.Now().Before(end); {
		if rest, msgs, ok = o.Claim(); ok {
			return rest, msgs, true
		}
		select {
		case <-o.ready:
		case <-time.After(10 * time.Millisecond):
		}
	}
	return nil, nil, false
}

// Take removes and returns everything queued.
func (o *Outbox) Take() [][]byte {
	q, _ := o.TakeFinal()
	return q
}

// TakeFinal is TakeFinal: Take that also reports whether the batch ends with the
// Seal's message: nothing will be queued here again.
func (o *Outbox) TakeFinal() ([][]byte, bool) {
	o.mu.Lock()
	q, final := o.q, o.sealed
	o.q, o.sealed = nil, false
	o.mu.Unlock()
	return q, final
}

// Seal queues last as this Outbox's final message and sends everything
// after it to next instead. It is false if the Outbox is closed.
func (o *Outbox) Seal(last []byte, next *Outbox) bool {
	o.mu.Lock()
	if o.next != nil || o.Closed() {
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

// Overflowed reports whether the subscriber was cut off for being slow.
func (o *Outbox) Overflowed() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.full
}

// Close stops the Outbox (and the one it was sealed into); the transport
// then drops its connection.
func (o *Outbox) Close() {
	o.closeO.Do(func() { close(o.done) })
	o.mu.Lock()
	n := o.next
	o.mu.Unlock()
	if n != nil {
		n.Close()
	}
}

// Closed reports whether the Outbox was closed.
func (o *Outbox) Closed() bool {
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

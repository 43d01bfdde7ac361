package session

// Durable writes are acknowledged asynchronously, so that one connection
// pipelining writes has them share an fsync too (group commit within a
// connection, not only across connections). The read loop keeps handling
// requests while earlier writes wait for the disk; replies still leave in
// request order: a reply queued while a deferred ack is pending is chained
// behind it.
//
// ackTail and ackSem are touched only by whoever runs Session.Handle (the
// read loop, or long polling under longpoll.Conn.handleMu), so they need
// no lock.

// maxPendingAcks bounds a connection's writes waiting for the disk; the
// read loop waits for a slot beyond that (back-pressure).
const maxPendingAcks = 256

// deferReply queues the reply to r once wait (nil: nothing to wait for)
// returns and every earlier deferred reply was queued. A failed wait turns
// the reply into the error's.
func (c *Session) deferReply(r *int64, wait func() error, status string, data []byte) {
	if c.ackSem == nil {
		c.ackSem = make(chan struct{}, maxPendingAcks)
	}
	c.ackSem <- struct{}{}
	prev := c.ackTail
	done := make(chan struct{})
	c.ackTail = done
	go func() {
		defer func() { <-c.ackSem }()
		var err error
		if wait != nil {
			err = wait()
		}
		if prev != nil {
			<-prev
		}
		if err != nil {
			c.replyErrNow(r, err)
		} else if r != nil {
			c.sendReply(*r, status, data)
		}
		close(done)
	}()
}

// acksPending reports whether a deferred reply has not been queued yet.
func (c *Session) acksPending() bool {
	if c.ackTail == nil {
		return false
	}
	select {
	case <-c.ackTail:
		c.ackTail = nil
		return false
	default:
		return true
	}
}

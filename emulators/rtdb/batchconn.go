package rtdb

import (
	"bufio"
	"net"
	"net/http"
	"sync"
	"time"
)

// writeTimeout bounds every network write to a WebSocket client: a client
// that reads nothing for this long is dropped.
const writeTimeout = 10 * time.Second

// batchConn is the TCP connection under a WebSocket. The WebSocket library
// flushes every message with its own write syscall; while the connection's
// write loop holds a batch, those flushes are gathered here instead and
// leave in one write when the batch ends, so a connection with several
// pending messages (a pipelining writer's acks, a burst of pushes) costs
// one syscall, not one per message.
//
// Writes outside a batch (the library's own pong and close frames) go
// straight through. Every write has a deadline of writeTimeout, so nothing
// blocks forever on a client that stopped reading.
type batchConn struct {
	net.Conn
	mu   sync.Mutex
	held bool
	buf  []byte
	wmu  sync.Mutex // one network write at a time, deadline included

	deadline time.Time // the write deadline set last; wmu held
}

// maxKeptBatch is the largest batch buffer kept for reuse; bigger ones are
// dropped so an idle connection stays small.
const maxKeptBatch = 64 << 10

func (b *batchConn) Write(p []byte) (int, error) {
	b.mu.Lock()
	if b.held {
		b.buf = append(b.buf, p...)
		b.mu.Unlock()
		return len(p), nil
	}
	b.mu.Unlock()
	return b.writeNow(p)
}

func (b *batchConn) writeNow(p []byte) (int, error) {
	b.wmu.Lock()
	defer b.wmu.Unlock()
	// Every write goes through here, so the deadline only needs to be
	// ahead of it: renewed at most once a second, it bounds each write
	// to between writeTimeout-1s and writeTimeout.
	if now := time.Now(); b.deadline.Sub(now) < writeTimeout-time.Second {
		b.deadline = now.Add(writeTimeout)
		_ = b.Conn.SetWriteDeadline(b.deadline)
	}
	return b.Conn.Write(p)
}

// hold starts a batch: writes are gathered until flush.
func (b *batchConn) hold() {
	b.mu.Lock()
	b.held = true
	b.mu.Unlock()
}

// flush ends the batch and writes what it gathered in one go.
func (b *batchConn) flush() error {
	b.mu.Lock()
	buf := b.buf
	b.held, b.buf = false, nil
	b.mu.Unlock()
	if len(buf) == 0 {
		return nil
	}
	_, err := b.writeNow(buf)
	if cap(buf) <= maxKeptBatch {
		b.mu.Lock()
		if b.buf == nil {
			b.buf = buf[:0]
		}
		b.mu.Unlock()
	}
	return err
}

// batchingWriter lets the WebSocket library hijack the request's
// connection through a batchConn.
type batchingWriter struct {
	http.ResponseWriter
	conn *batchConn
}

func (w *batchingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *batchingWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	if err := brw.Writer.Flush(); err != nil {
		_ = c.Close()
		return nil, nil, err
	}
	w.conn = &batchConn{Conn: c}
	brw.Writer.Reset(w.conn) // keeps its buffer; flushes now reach the batchConn
	return w.conn, brw, nil
}

package ws

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"net"
	"net/http"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"oppnp/emulators/rtdb/transport"
)

// batchConn is the TCP connection under a WebSocket. The WebSocket library
// would flush every message with its own write syscall; instead the
// connection's write loop frames everything queued since its last batch
// itself (server frames are unmasked and uncompressed: a header and the
// payload, RFC 6455 section 5.2) and writes the batch with one syscall, so
// a connection with several pending messages (a pipelining writer's acks,
// a burst of pushes) costs one write, not one per message, and no message
// pays for the library's per-frame locking.
//
// The library still writes its own control frames (pong, close) through
// Write. Each of those is one whole frame in one call (it flushes a frame
// at once and they are far smaller than its buffer), and writes are
// serialized here, so frames never interleave. Every write has a deadline
// of about transport.WriteTimeout, so nothing blocks for long on a client that
// stopped reading.
type batchConn struct {
	net.Conn
	raw      syscall.RawConn // the socket, for writes that must not wait
	wmu      sync.Mutex      // one network write at a time, deadline included
	deadline time.Time       // the write deadline set last; wmu held
	out      []byte          // the batch buffer, reused (by the outbox's write-claim holder)

	// WriteDirect's system call, made once so a push allocates nothing
	// for it: ctl writes dbuf and leaves its result in dn, derr (wmu held).
	ctl  func(fd uintptr)
	dbuf []byte
	dn   int
	derr error
}

// newBatchConn wraps a hijacked connection.
func newBatchConn(c net.Conn) *batchConn {
	b := &batchConn{Conn: c}
	if sc, ok := c.(syscall.Conn); ok {
		b.raw, _ = sc.SyscallConn()
	}
	b.ctl = func(fd uintptr) { b.dn, b.derr = writeNonblock(fd, b.dbuf) }
	return b
}

// maxKeptBatch is the largest batch buffer kept for reuse; bigger ones are
// dropped so an idle connection stays small.
const maxKeptBatch = 64 << 10

// Write is the library's path (control frames): straight to the network.
func (b *batchConn) Write(p []byte) (int, error) { return b.writeNow(p) }

func (b *batchConn) writeNow(p []byte) (int, error) {
	b.wmu.Lock()
	defer b.wmu.Unlock()
	b.renewDeadline()
	return b.Conn.Write(p)
}

// renewDeadline keeps the write deadline ahead of the write about to
// start; wmu held. Every write goes through here, so renewed at most once
// a second, it bounds each write to between transport.WriteTimeout-1s and
// transport.WriteTimeout.
func (b *batchConn) renewDeadline() {
	if now := time.Now(); b.deadline.Sub(now) < transport.WriteTimeout-time.Second {
		b.deadline = now.Add(transport.WriteTimeout)
		_ = b.Conn.SetWriteDeadline(b.deadline)
	}
}

// inlinePayload is the largest payload copied into the batch; larger ones
// (a big value pushed to many subscribers) are written from the shared
// bytes in place (writev), never copied per connection.
const inlinePayload = 8 << 10

// writeText sends msgs as text frames in one write (one writev when a
// payload is large). Only the write loop calls it.
func (b *batchConn) writeText(msgs [][]byte) error {
	buf := b.out[:0]
	var vec net.Buffers
	from := 0
	for _, m := range msgs {
		buf = appendTextHeader(buf, len(m))
		if len(m) <= inlinePayload {
			buf = append(buf, m...)
			continue
		}
		// Slices of buf stay valid if a later append moves it.
		vec = append(vec, buf[from:], m)
		from = len(buf)
	}
	var err error
	if vec == nil {
		_, err = b.writeNow(buf)
	} else {
		vec = append(vec, buf[from:])
		b.wmu.Lock()
		b.renewDeadline()
		_, err = vec.WriteTo(b.Conn)
		b.wmu.Unlock()
	}
	if cap(buf) <= maxKeptBatch {
		b.out = buf[:0]
	} else {
		b.out = nil
	}
	return err
}

// WriteDirect frames msgs and writes them with one non-blocking write
// (the socket is non-blocking under Go's poller): a flush after a commit
// never waits for a client. Whatever the socket does not take at once
// comes back as rest, a copy, for the write loop, whose writes wait
// (deadline-bounded). ok is false, and nothing is written, if a message
// is too large to copy inline or the socket offers no raw access.
func (b *batchConn) WriteDirect(msgs [][]byte) (rest []byte, ok bool, err error) {
	if b.raw == nil {
		return nil, false, nil
	}
	buf := b.out[:0]
	for _, m := range msgs {
		if len(m) > inlinePayload {
			return nil, false, nil
		}
		buf = appendTextHeader(buf, len(m))
		buf = append(buf, m...)
	}
	b.wmu.Lock()
	b.dbuf = buf
	cerr := b.raw.Control(b.ctl)
	n, werr := b.dn, b.derr
	b.dbuf, b.derr = nil, nil
	b.wmu.Unlock()
	switch {
	case cerr != nil:
		err = cerr
	case werr == syscall.EAGAIN:
		rest = bytes.Clone(buf)
	case werr != nil:
		err = werr
	case n < len(buf):
		rest = bytes.Clone(buf[n:])
	}
	if cap(buf) <= maxKeptBatch {
		b.out = buf[:0]
	} else {
		b.out = nil
	}
	return rest, true, err
}

// writeNonblock is write(2) on a non-blocking socket. It cannot block, so
// it is a raw system call: the scheduler need not hand the thread's P
// away while the kernel delivers the bytes over loopback.
func writeNonblock(fd uintptr, p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		r, _, e := syscall.RawSyscall(syscall.SYS_WRITE, fd, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
		switch e {
		case 0:
			return int(r), nil
		case syscall.EINTR:
			continue
		}
		return 0, e
	}
}

// appendTextHeader appends the header of a final, unmasked text frame of
// n bytes.
func appendTextHeader(buf []byte, n int) []byte {
	const finText = 0x80 | 0x1
	switch {
	case n <= 125:
		buf = append(buf, finText, byte(n))
	case n <= 0xffff:
		buf = append(buf, finText, 126, byte(n>>8), byte(n))
	default:
		buf = append(buf, finText, 127)
		buf = binary.BigEndian.AppendUint64(buf, uint64(n))
	}
	return buf
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
	w.conn = newBatchConn(c)
	brw.Writer.Reset(w.conn) // keeps its buffer; flushes now reach the batchConn
	return w.conn, brw, nil
}

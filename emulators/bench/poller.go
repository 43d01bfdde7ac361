//go:build linux

package bench

import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

// sub is one subscriber's socket on a poller.
type sub struct {
	i    int // index among the Subscribers
	fd   int // raw, non-blocking
	st   stream
	dead bool
}

// poller serves many sockets from one goroutine: a level-triggered epoll
// set and one big read buffer. A ready socket costs one read and a byte
// scan, no goroutine wake-up of its own. The epoll set's own descriptor
// waits in Go's network poller (it is readable while sockets are ready),
// so an idle poller parks like any goroutine instead of holding a thread
// in a blocking epoll_wait that the runtime must hand its P away from.
type poller struct {
	s    *Subscribers
	epfd int
	ep   *os.File // epfd, in Go's poller; closing it stops run
	rc   syscall.RawConn
	subs []*sub
	buf  []byte
}

// minRead is the room a read always gets after a carried partial frame.
const minRead = 64 << 10

func newPoller(s *Subscribers) (*poller, error) {
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("cannot create epoll: %w", err)
	}
	if err := syscall.SetNonblock(epfd, true); err != nil {
		_ = syscall.Close(epfd)
		return nil, fmt.Errorf("cannot create epoll: %w", err)
	}
	p := &poller{s: s, epfd: epfd, ep: os.NewFile(uintptr(epfd), "epoll"), buf: make([]byte, 4*minRead)}
	if p.rc, err = p.ep.SyscallConn(); err != nil {
		_ = p.ep.Close()
		return nil, fmt.Errorf("cannot poll epoll: %w", err)
	}
	return p, nil
}

// add registers a subscriber; the event carries its index in p.subs.
func (p *poller) add(sb *sub) error {
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLRDHUP, Fd: int32(len(p.subs))}
	if err := syscall.EpollCtl(p.epfd, syscall.EPOLL_CTL_ADD, sb.fd, &ev); err != nil {
		return fmt.Errorf("cannot watch socket: %w", err)
	}
	p.subs = append(p.subs, sb)
	return nil
}

func (p *poller) run() {
	defer p.s.wg.Done()
	events := make([]syscall.EpollEvent, 256)
	for {
		var n int
		var werr error
		err := p.rc.Read(func(fd uintptr) bool {
			// Never blocks (timeout 0): when nothing is ready the
			// goroutine parks until Go's poller sees the set readable.
			n, werr = epollWait(int(fd), events)
			return n > 0 || werr != syscall.EAGAIN
		})
		if err != nil { // closed by stop
			return
		}
		if werr != nil && werr != syscall.EINTR {
			p.s.fail(fmt.Errorf("epoll: %w", werr))
			return
		}
		for _, ev := range events[:n] {
			p.serve(p.subs[ev.Fd])
		}
	}
}

// epollWait returns the ready events without waiting; EAGAIN when there
// are none. Raw: it cannot block, so it need not tell the scheduler.
func epollWait(epfd int, events []syscall.EpollEvent) (int, error) {
	r, _, e := syscall.RawSyscall6(syscall.SYS_EPOLL_WAIT, uintptr(epfd), uintptr(unsafe.Pointer(&events[0])), uintptr(len(events)), 0, 0, 0)
	switch {
	case e != 0:
		return 0, e
	case r == 0:
		return 0, syscall.EAGAIN
	}
	return int(r), nil
}

// rawRead is read(2) on a non-blocking socket, which cannot block.
func rawRead(fd int, b []byte) (int, error) {
	r, _, e := syscall.RawSyscall(syscall.SYS_READ, uintptr(fd), uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	if e != 0 {
		return 0, e
	}
	return int(r), nil
}

// serve reads what one ready socket holds (one read: the set is level
// triggered, so anything left is reported again) and hands each complete
// message to OnMessage, stamped with the time of the read.
func (p *poller) serve(sb *sub) {
	if sb.dead {
		return
	}
	if need := len(sb.st.pend) + minRead; need > len(p.buf) {
		p.buf = make([]byte, 2*need)
	}
	k := copy(p.buf, sb.st.pend)
	n, err := rawRead(sb.fd, p.buf[k:])
	switch {
	case err == syscall.EAGAIN || err == syscall.EINTR:
		return
	case err != nil:
		p.lose(sb, err)
		return
	case n == 0:
		p.lose(sb, fmt.Errorf("%w: end of stream", ErrClosed))
		return
	}
	at, on := p.s.now(), p.s.opts.OnMessage
	if err := sb.st.feed(p.buf[:k+n], func(msg []byte) { on(sb.i, msg, at) }); err != nil {
		p.lose(sb, err)
	}
}

// lose drops a subscriber the server closed or that got a bad frame.
func (p *poller) lose(sb *sub, err error) {
	sb.dead = true
	_ = syscall.EpollCtl(p.epfd, syscall.EPOLL_CTL_DEL, sb.fd, nil)
	_ = syscall.Close(sb.fd)
	p.s.alive.Add(-1)
	if !p.s.closing.Load() {
		p.s.fail(fmt.Errorf("subscriber %d: %w", sb.i, err))
	}
}

// stop makes run return: closing the set wakes its Read.
func (p *poller) stop() { _ = p.ep.Close() }

// close releases the sockets; run must have returned.
func (p *poller) close() {
	for _, sb := range p.subs {
		if !sb.dead {
			sb.dead = true
			_ = syscall.Close(sb.fd)
			p.s.alive.Add(-1)
		}
	}
}

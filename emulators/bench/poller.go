package bench

import (
	"fmt"
	"syscall"
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
// scan, no goroutine wake-up of its own.
type poller struct {
	s    *Subscribers
	epfd int
	wake [2]int // a pipe: writing to it stops run
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
	p := &poller{s: s, epfd: epfd, wake: [2]int{-1, -1}, buf: make([]byte, 4*minRead)}
	if err := syscall.Pipe2(p.wake[:], syscall.O_CLOEXEC|syscall.O_NONBLOCK); err != nil {
		p.close()
		return nil, fmt.Errorf("cannot create pipe: %w", err)
	}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: -1}
	if err := syscall.EpollCtl(epfd, syscall.EPOLL_CTL_ADD, p.wake[0], &ev); err != nil {
		p.close()
		return nil, fmt.Errorf("cannot watch pipe: %w", err)
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
		n, err := syscall.EpollWait(p.epfd, events, -1)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			p.s.fail(fmt.Errorf("epoll: %w", err))
			return
		}
		for _, ev := range events[:n] {
			if ev.Fd < 0 {
				return
			}
			p.serve(p.subs[ev.Fd])
		}
	}
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
	n, err := syscall.Read(sb.fd, p.buf[k:])
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

// stop makes run return.
func (p *poller) stop() {
	if p.wake[1] >= 0 {
		_, _ = syscall.Write(p.wake[1], []byte{0})
	}
}

// close releases the sockets and the poller's own descriptors; run must
// have returned.
func (p *poller) close() {
	for _, sb := range p.subs {
		if !sb.dead {
			sb.dead = true
			_ = syscall.Close(sb.fd)
			p.s.alive.Add(-1)
		}
	}
	for _, fd := range []int{p.wake[0], p.wake[1], p.epfd} {
		if fd >= 0 {
			_ = syscall.Close(fd)
		}
	}
}

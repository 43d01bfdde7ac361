//go:build linux

package bench

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Options configure a set of lean subscribers.
type Options struct {
	// Addr is the database emulator's host:port; NS the namespace.
	Addr, NS string
	// N is how many subscribers to open.
	N int
	// Listen returns subscriber i's listen request body (the protocol's
	// "b" member), e.g. {"p":"/fan","h":""}.
	Listen func(i int) []byte
	// OnMessage is called for every protocol message subscriber i receives
	// after its listen's ok, with the time it was read (nanoseconds since
	// Epoch). It runs on a poller goroutine, concurrently with the calls
	// for subscribers of other pollers, and must not keep msg.
	OnMessage func(i int, msg []byte, at int64)
	// Epoch is the origin of OnMessage's times.
	Epoch time.Time
	// Pollers is how many goroutines serve the sockets (default 2).
	Pollers int
}

// Subscribers are N protocol v5 listeners on raw sockets, served by a few
// epoll goroutines.
type Subscribers struct {
	opts    Options
	pollers []*poller
	wg      sync.WaitGroup
	closing atomic.Bool

	mu    sync.Mutex
	err   error // the first failure
	nerr  int   // failures: subscribers lost or protocol errors
	alive atomic.Int64
}

// Dial opens opts.N subscribers (at most 64 handshakes in flight) and
// starts serving them. It fails if any of them cannot connect, complete
// both handshakes or get its listen's ok.
func Dial(ctx context.Context, opts Options) (*Subscribers, error) {
	if opts.Pollers <= 0 {
		opts.Pollers = 2
	}
	s := &Subscribers{opts: opts}
	for range opts.Pollers {
		p, err := newPoller(s)
		if err != nil {
			s.Close()
			return nil, err
		}
		s.pollers = append(s.pollers, p)
	}
	type opened struct {
		fd   int
		rest []byte
		ok   bool
	}
	subs := make([]opened, opts.N)
	errs := make(chan error, opts.N)
	sem := make(chan struct{}, 64)
	var wg sync.WaitGroup
	for i := range opts.N {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			fd, rest, err := dialSub(ctx, opts.Addr, opts.NS, opts.Listen(i))
			if err != nil {
				errs <- fmt.Errorf("subscriber %d: %w", i, err)
				return
			}
			subs[i] = opened{fd, rest, true}
		}()
	}
	wg.Wait()
	close(errs)
	var failed error
	for err := range errs {
		failed = errors.Join(failed, err)
	}
	for i, o := range subs {
		if !o.ok {
			continue
		}
		if failed != nil {
			_ = syscall.Close(o.fd)
			continue
		}
		sb := &sub{i: i, fd: o.fd}
		if err := sb.st.feed(o.rest, func(msg []byte) { opts.OnMessage(i, msg, s.now()) }); err != nil {
			failed = fmt.Errorf("subscriber %d: %w", i, err)
			_ = syscall.Close(o.fd)
			continue
		}
		if err := s.pollers[i%len(s.pollers)].add(sb); err != nil {
			failed = fmt.Errorf("subscriber %d: %w", i, err)
			_ = syscall.Close(o.fd)
			continue
		}
		s.alive.Add(1)
	}
	for _, p := range s.pollers {
		s.wg.Add(1)
		go p.run()
	}
	if failed != nil {
		s.Close()
		return nil, failed
	}
	return s, nil
}

func (s *Subscribers) now() int64 { return time.Since(s.opts.Epoch).Nanoseconds() }

// fail records that a subscriber was lost or misbehaved.
func (s *Subscribers) fail(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil {
		s.err = err
	}
	s.nerr++
}

// Err reports the first failure since Dial (nil: every subscriber is
// connected and every frame was valid) and how many there were.
//
//lint:ignore ST1008 the count qualifies the error, as "first of n"
func (s *Subscribers) Err() (error, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err, s.nerr
}

// Alive is how many subscribers are still connected.
func (s *Subscribers) Alive() int { return int(s.alive.Load()) }

// Close stops the pollers and closes every socket.
func (s *Subscribers) Close() {
	if s.closing.Swap(true) {
		return
	}
	for _, p := range s.pollers {
		p.stop()
	}
	s.wg.Wait()
	for _, p := range s.pollers {
		p.close()
	}
}

package functionshost

import (
	"sync"
	"time"
)

// Defaults of Options.MaxConcurrency and Options.QueueSize.
const (
	DefaultMaxConcurrency = 4
	DefaultQueueSize      = 256
)

// pool delivers the CloudEvents of one function target as Cloud Functions
// bounds a function's instances: at most workers deliveries at once, one
// at a time per ref and in commit order per ref (a slow ref holds one
// worker, not the others), and at most capacity events waiting. put blocks
// while capacity events wait: the caller, the change feed's reader, is
// held back rather than a goroutine or a buffer growing per event.
//
// A delivery is a chain of attempts. Between two attempts of an event (a
// retry's pause) no worker is held, as an Eventarc retry holds no
// instance: the ref stays busy, so its later events still wait behind the
// retry, and the worker delivers other refs' events meanwhile. A pause
// that held its worker let four retrying refs stall every other folio's
// event for a whole backoff step (docs/reliability.md).
//
// One mutex guards everything and one condition variable wakes both sides
// (producers waiting for room, workers waiting for a ref to start); it is
// a leaf: nothing else is locked while it is held, and jobs run without it.
type pool struct {
	workers, capacity int

	mu      sync.Mutex
	cond    *sync.Cond
	waiting int                  // queued, not yet started
	pending map[string][]attempt // per ref, in commit order
	ready   []string             // refs with an attempt to run and none running
	running map[string]bool      // refs with an attempt running or a retry pausing
	resumed map[string]attempt   // a ref's retry whose pause is over
	closed  bool
	active  int // deliveries running now
	peak    int // most deliveries ever running at once
	parked  int // retries pausing, holding no worker
}

// attempt is one try of a delivery. It returns the next try and the pause
// before it when the event must be tried again, or nil once the event
// needs nothing more (delivered, dropped, or the host stopped).
type attempt func() (next attempt, pause time.Duration)

func newPool(workers, capacity int) *pool {
	if workers <= 0 {
		workers = DefaultMaxConcurrency
	}
	if capacity <= 0 {
		capacity = DefaultQueueSize
	}
	p := &pool{workers: workers, capacity: capacity, pending: map[string][]attempt{}, running: map[string]bool{},
		resumed: map[string]attempt{}}
	p.cond = sync.NewCond(&p.mu)
	return p
}

// start runs the workers; wg counts them.
func (p *pool) start(wg *sync.WaitGroup) {
	for range p.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.work()
		}()
	}
}

// put queues job, a delivery of one attempt, behind the earlier events of
// ref, waiting while the queue is full. It reports false, dropping job,
// once the pool is closed.
func (p *pool) put(ref string, job func()) bool {
	return p.putAttempts(ref, func() (attempt, time.Duration) {
		job()
		return nil, 0
	})
}

// putAttempts is put for a delivery that may take several attempts.
func (p *pool) putAttempts(ref string, job attempt) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.waiting >= p.capacity && !p.closed {
		p.cond.Wait()
	}
	if p.closed {
		return false
	}
	p.pending[ref] = append(p.pending[ref], job)
	p.waiting++
	if !p.running[ref] && len(p.pending[ref]) == 1 {
		p.ready = append(p.ready, ref)
	}
	p.cond.Broadcast()
	return true
}

func (p *pool) work() {
	for {
		p.mu.Lock()
		for len(p.ready) == 0 && !p.closed {
			p.cond.Wait()
		}
		if p.closed {
			p.mu.Unlock()
			return
		}
		ref := p.ready[0]
		p.ready = p.ready[1:]
		job, retry := p.resumed[ref]
		if retry {
			delete(p.resumed, ref)
		} else {
			q := p.pending[ref]
			job = q[0]
			if len(q) == 1 {
				delete(p.pending, ref)
			} else {
				p.pending[ref] = q[1:]
			}
			p.waiting--
		}
		p.running[ref] = true
		p.active++
		p.peak = max(p.peak, p.active)
		p.cond.Broadcast() // room for a producer
		p.mu.Unlock()

		next, pause := job()

		p.mu.Lock()
		p.active--
		switch {
		case next != nil && !p.closed:
			// The ref stays running, so its later events wait; the
			// worker does not.
			p.parked++
			time.AfterFunc(pause, func() { p.resume(ref, next) })
		default:
			delete(p.running, ref)
			if len(p.pending[ref]) > 0 {
				p.ready = append(p.ready, ref)
				p.cond.Broadcast()
			}
		}
		p.mu.Unlock()
	}
}

// resume makes ref's retry, whose pause is over, the next attempt a free
// worker runs: ahead of refs that have not waited, as the retry has.
func (p *pool) resume(ref string, next attempt) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.parked--
	if p.closed {
		return
	}
	p.resumed[ref] = next
	p.ready = append([]string{ref}, p.ready...)
	p.cond.Broadcast()
}

// close drops what is queued and the retries pausing, releases waiting
// producers and stops the workers once their current attempt returns.
func (p *pool) close() {
	p.mu.Lock()
	p.closed = true
	p.pending, p.ready, p.waiting = map[string][]attempt{}, nil, 0
	p.resumed = map[string]attempt{}
	p.mu.Unlock()
	p.cond.Broadcast()
}

// stats reports the deliveries running now, the most ever at once and the
// events waiting.
func (p *pool) stats() (active, peak, waiting int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.active, p.peak, p.waiting
}

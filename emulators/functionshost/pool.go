package functionshost

import "sync"

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
// One mutex guards everything and one condition variable wakes both sides
// (producers waiting for room, workers waiting for a ref to start); it is
// a leaf: nothing else is locked while it is held, and jobs run without it.
type pool struct {
	workers, capacity int

	mu      sync.Mutex
	cond    *sync.Cond
	waiting int                 // queued, not yet started
	pending map[string][]func() // per ref, in commit order
	ready   []string            // refs with a queued event and none running
	running map[string]bool
	closed  bool
	active  int // deliveries running now
	peak    int // most deliveries ever running at once
}

func newPool(workers, capacity int) *pool {
	if workers <= 0 {
		workers = DefaultMaxConcurrency
	}
	if capacity <= 0 {
		capacity = DefaultQueueSize
	}
	p := &pool{workers: workers, capacity: capacity, pending: map[string][]func(){}, running: map[string]bool{}}
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

// put queues job behind the earlier events of ref, waiting while the queue
// is full. It reports false, dropping job, once the pool is closed.
func (p *pool) put(ref string, job func()) bool {
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
		q := p.pending[ref]
		job := q[0]
		if len(q) == 1 {
			delete(p.pending, ref)
		} else {
			p.pending[ref] = q[1:]
		}
		p.running[ref] = true
		p.waiting--
		p.active++
		p.peak = max(p.peak, p.active)
		p.cond.Broadcast() // room for a producer
		p.mu.Unlock()

		job()

		p.mu.Lock()
		delete(p.running, ref)
		p.active--
		if len(p.pending[ref]) > 0 {
			p.ready = append(p.ready, ref)
			p.cond.Broadcast()
		}
		p.mu.Unlock()
	}
}

// close drops what is queued, releases waiting producers and stops the
// workers once their current delivery returns.
func (p *pool) close() {
	p.mu.Lock()
	p.closed = true
	p.pending, p.ready, p.waiting = map[string][]func(){}, nil, 0
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

package functionshost

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestPool_Bound floods pools with events on many refs: deliveries never
// exceed the bound, each ref's events run in order and one at a time.
func TestPool_Bound(t *testing.T) {
	tests := []struct {
		name                    string
		workers, capacity, refs int
		perRef                  int
	}{
		{"one worker", 1, 4, 10, 5},
		{"four workers, many refs", 4, 8, 200, 3},
		{"more workers than refs", 8, 2, 3, 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var wg sync.WaitGroup
			p := newPool(tt.workers, tt.capacity)
			p.start(&wg)
			var running atomic.Int32
			var over atomic.Bool
			var mu sync.Mutex
			seen := map[string][]int{}
			busy := map[string]bool{}
			var done sync.WaitGroup
			for i := range tt.perRef {
				for r := range tt.refs {
					ref := fmt.Sprint("requests/r", r)
					done.Add(1)
					p.put(ref, func() {
						defer done.Done()
						if n := running.Add(1); n > int32(tt.workers) {
							over.Store(true)
						}
						mu.Lock()
						if busy[ref] {
							t.Errorf("%s delivered twice at once", ref)
						}
						busy[ref] = true
						seen[ref] = append(seen[ref], i)
						mu.Unlock()
						time.Sleep(50 * time.Microsecond)
						mu.Lock()
						busy[ref] = false
						mu.Unlock()
						running.Add(-1)
					})
				}
			}
			done.Wait()
			p.close()
			wg.Wait()
			if _, peak, _ := p.stats(); over.Load() || peak > tt.workers {
				t.Fatalf("peak %d deliveries, bound %d", peak, tt.workers)
			}
			for ref, order := range seen {
				for i, v := range order {
					if v != i {
						t.Fatalf("%s delivered out of order: %v", ref, order)
					}
				}
			}
		})
	}
}

// TestPool_BackPressure fills the workers and the queue: the next put waits
// until a delivery finishes, and close releases a waiting put.
func TestPool_BackPressure(t *testing.T) {
	tests := []struct {
		name              string
		workers, capacity int
		release           bool // finish one delivery (else close the pool)
		wantPut           bool
	}{
		{"a delivery finishes: the producer goes on", 2, 3, true, true},
		{"the pool closes: the producer is released, its event dropped", 2, 3, false, false},
		{"one worker, one slot", 1, 1, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var wg sync.WaitGroup
			p := newPool(tt.workers, tt.capacity)
			p.start(&wg)
			gate := make(chan struct{})
			job := func() { <-gate }
			for i := range tt.workers + tt.capacity {
				if !p.put(fmt.Sprint("r", i), job) {
					t.Fatal("put refused while open")
				}
			}
			waitFor(t, func() bool { a, _, w := p.stats(); return a == tt.workers && w == tt.capacity })
			result := make(chan bool)
			go func() { result <- p.put("late", job) }()
			select {
			case <-result:
				t.Fatal("put returned with the queue full")
			case <-time.After(50 * time.Millisecond):
			}
			if tt.release {
				gate <- struct{}{}
			} else {
				p.close()
			}
			select {
			case got := <-result:
				if got != tt.wantPut {
					t.Fatalf("put = %v, want %v", got, tt.wantPut)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("producer still held")
			}
			p.close()
			close(gate)
			wg.Wait()
		})
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}

// TestPool_RetryHoldsNoWorker: with every worker taken by a ref whose
// attempt failed, another ref's event runs during the retry's pause, and
// the retrying ref's later event still waits for the retry. A pause that
// held its worker (the pool before) ran the other ref only after the
// retry.
func TestPool_RetryHoldsNoWorker(t *testing.T) {
	tests := []struct {
		name    string
		workers int
		pause   time.Duration
		tries   int // attempts of the failing ref's first event
	}{
		// Pauses long beside a busy machine's scheduling: "other" is put
		// once every first attempt is in, and must run within the pause.
		{"one worker, one retry", 1, time.Second, 2},
		{"two workers, three retries", 2, 500 * time.Millisecond, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var wg sync.WaitGroup
			p := newPool(tt.workers, 16)
			p.start(&wg)
			defer wg.Wait()
			defer p.close()
			var mu sync.Mutex
			var order []string
			note := func(s string) {
				mu.Lock()
				order = append(order, s)
				mu.Unlock()
			}
			done := make(chan struct{}, 16)
			// Every worker's ref fails its first attempts.
			for w := range tt.workers {
				ref := fmt.Sprint("stuck", w)
				try := 0
				var a attempt
				a = func() (attempt, time.Duration) {
					try++
					note(fmt.Sprintf("%s try %d", ref, try))
					if try < tt.tries {
						return a, tt.pause
					}
					done <- struct{}{}
					return nil, 0
				}
				p.putAttempts(ref, a)
				p.put(ref, func() { note(ref + " later"); done <- struct{}{} })
			}
			// At least: a poller that wakes late must not miss the moment
			// and wait for a count already passed.
			waitFor(t, func() bool {
				mu.Lock()
				defer mu.Unlock()
				return len(order) >= tt.workers
			})
			p.put("other", func() { note("other"); done <- struct{}{} })
			for range 2*tt.workers + 1 {
				select {
				case <-done:
				case <-time.After(5 * time.Second):
					t.Fatalf("deliveries stalled: %v", order)
				}
			}
			mu.Lock()
			defer mu.Unlock()
			at := map[string]int{}
			for i, s := range order {
				at[s] = i
			}
			for w := range tt.workers {
				ref := fmt.Sprint("stuck", w)
				last := fmt.Sprintf("%s try %d", ref, tt.tries)
				if at["other"] > at[fmt.Sprintf("%s try 2", ref)] {
					t.Errorf("the other ref waited for %s's retry: %v", ref, order)
				}
				if at[ref+" later"] < at[last] {
					t.Errorf("%s's later event overtook its retry: %v", ref, order)
				}
			}
		})
	}
}

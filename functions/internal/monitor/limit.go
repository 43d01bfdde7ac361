package monitor

import (
	"net"
	"strings"
	"sync"
	"time"
)

// Attempts limits wrong operator keys per caller: after Max wrong keys
// within Window the caller is refused until the window passes, so the key
// cannot be guessed by brute force through the public monitor API.
type Attempts struct {
	Max    int
	Window time.Duration
	Now    func() time.Time

	mu    sync.Mutex
	fails map[string][]time.Time
}

// Allowed reports whether caller may try a key now.
func (a *Attempts) Allowed(caller string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.recent(caller)) < a.Max
}

// Fail records a wrong key of caller.
func (a *Attempts) Fail(caller string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.fails == nil {
		a.fails = map[string][]time.Time{}
	}
	a.fails[caller] = append(a.recent(caller), a.now())
	if len(a.fails) > 10_000 { // a flood of callers: forget the oldest state
		a.fails = map[string][]time.Time{caller: a.fails[caller]}
	}
}

// recent drops caller's failures older than the window; mu is held.
func (a *Attempts) recent(caller string) []time.Time {
	cut := a.now().Add(-a.Window)
	kept := a.fails[caller][:0]
	for _, t := range a.fails[caller] {
		if t.After(cut) {
			kept = append(kept, t)
		}
	}
	if len(kept) == 0 {
		delete(a.fails, caller)
		return nil
	}
	a.fails[caller] = kept
	return kept
}

func (a *Attempts) now() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

// Caller is the key Attempts counts a request under: the address the
// outermost trusted proxy saw. Each trusted proxy appends the address it
// received the request from to X-Forwarded-For, so of the comma-separated
// entries (forwardedFor holds the header's lines in order) the last hops
// ones are trustworthy and the leftmost of those is the caller; anything
// further left was written by the caller and may be anything. With hops 0,
// or fewer entries than hops (the request skipped the proxies), the key is
// the connection's own address.
func Caller(forwardedFor []string, remoteAddr string, hops int) string {
	var entries []string
	for _, line := range forwardedFor {
		for _, e := range strings.Split(line, ",") {
			entries = append(entries, strings.TrimSpace(e))
		}
	}
	if hops > 0 && len(entries) >= hops {
		if e := entries[len(entries)-hops]; e != "" {
			return e
		}
	}
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		return remoteAddr
	}
	return host
}

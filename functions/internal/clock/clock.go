package clock

import (
	"log/slog"
	"sync"
	"time"
)

// Clock tells the time.
type Clock interface {
	Now() time.Time
}

// Func adapts a function to Clock; tests give fixed or stepping ones.
type Func func() time.Time

// Now calls f.
func (f Func) Now() time.Time { return f() }

// Wall is the machine's clock. Times the database rules compare with their
// own `now` (roles' validUntil, links' expiresAt, leases) are read from it,
// never from a shifted clock (docs/contract.md, Identities).
var Wall Clock = Func(time.Now)

// Shifted is the business clock: the wall clock moved by a fixed Offset,
// plus the offset Remote reports (the gateway simulator's settable clock),
// re-read at most every second. A failed read keeps the last offset.
type Shifted struct {
	Offset time.Duration
	// Remote, when set, reads the offset of a clock to follow.
	Remote func() (time.Duration, error)

	mu      sync.Mutex
	remote  time.Duration
	fetched time.Time
}

// Now returns the current business time.
func (c *Shifted) Now() time.Time {
	if c.Remote == nil {
		return time.Now().Add(c.Offset)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.fetched) > time.Second {
		if d, err := c.Remote(); err == nil {
			c.remote, c.fetched = d, time.Now()
		} else {
			slog.Warn("clock read failed", "error", err.Error())
		}
	}
	return time.Now().Add(c.Offset + c.remote)
}

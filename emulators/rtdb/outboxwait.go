package rtdb

import (
	"context"
	"errors"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
)

// DefaultOutboxWait is how long a REST write waits for room in a full
// trigger outbox (Options.OutboxWait): about what an HTTP client gives a
// slow server before it gives up.
const DefaultOutboxWait = 60 * time.Second

// outboxPoll is how often a waiting write looks for room: the check is a
// counter under a lock; the write is tried again only once it fits.
const outboxPoll = 20 * time.Millisecond

// writeWaiting is d.Write for a REST writer. A write the full outbox
// refuses (ErrOutboxFull) is held, not refused: it waits until a write of
// its size fits, then is tried again, so a bulk writer such as
// `firebase database:import` is slowed down to the triggers' pace, as a
// production database, which never refuses a write for its triggers'
// backlog, would leave it. After Options.OutboxWait, or when the client
// gives up, the refusal is answered (503) as before: memory stays bounded
// by the outbox's limit either way. A write of one change is not held: it
// is refused only past the reserve (namespace/durable.go), where the triggers' own writes
// back are refused too, and holding those would hold the very deliveries
// that make room.
func (s *Server) writeWaiting(ctx context.Context, d *namespace.DB, op namespace.WriteOp) (before, after *tree.Node, err error) {
	wait := s.opts.OutboxWait
	deadline := time.Now().Add(wait)
	for {
		before, after, err = d.Write(op)
		var full *namespace.OutboxFull
		if wait < 0 || !errors.As(err, &full) || full.N == 1 {
			return before, after, err
		}
		if !s.waitRoom(ctx, full.N, deadline) {
			return before, after, err
		}
	}
}

// waitRoom waits until n changes fit in the outbox; false when the
// deadline passed or ctx ended first.
func (s *Server) waitRoom(ctx context.Context, n int, deadline time.Time) bool {
	t := time.NewTicker(outboxPoll)
	defer t.Stop()
	for {
		if s.outbox.Fits(n) {
			return true
		}
		if !time.Now().Before(deadline) {
			return false
		}
		select {
		case <-ctx.Done():
			return false
		case <-s.done:
			return false
		case <-t.C:
		}
	}
}

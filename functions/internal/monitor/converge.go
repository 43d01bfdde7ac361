package monitor

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store"
)

// The board after a crash (docs/adr/0059-durable-trigger-delivery.md).
//
// Sync writes a folio's entry, then moves the board (two status nodes, each
// in its own transaction). A process that dies between leaves the board
// off by that folio, and the redelivered event finds the entry already
// written, so it moves nothing. To converge without an operator, an entry
// whose write needs a board move carries a lease (movingKey, wall-clock
// ms) until the move is done. A delivery that finds a live lease fails
// (ErrBoardBusy; the platform redelivers it later); one that finds a lapsed
// lease recounts the board from the entries first (recount).
//
// recount is exact while other deliveries run: it reads every status
// node's seq (each bump raises it), then the entries, and writes each
// recounted node only if its seq did not change. An entry written before
// the entries are read is either done moving (its bumps came before the
// seqs were read, or they changed a seq and that node is left for the next
// recount) or carries a live lease (the recount gives up); an entry written
// after it is not in the recount, and its own move applies on top of it.

// movingKey is the child of monitor/requests/{id} holding the lease.
const movingKey = "moving"

// DefaultMovingLease bounds how long a live delivery takes between an
// entry and its board move: three small writes (the two status nodes, then
// the lease given up), a second or less. A delivery that died mid-move
// holds the board back for at most this long. The holder never moves the
// board past it (bump checks the lease in each node's transaction), so a
// recount that took a lapsed lease over is never counted twice.
const DefaultMovingLease = 5 * time.Second

func (s *Service) movingLease() time.Duration {
	if s.MovingLease > 0 {
		return s.MovingLease
	}
	return DefaultMovingLease
}

// ErrBoardBusy means a folio's board move, or the recount, must wait for
// another delivery; the event is retried.
var ErrBoardBusy = errors.New("monitor: board move in progress")

// movingEntry is an entry written with its lease.
type movingEntry struct {
	Entry
	Moving int64 `json:"moving"`
}

// recount rebuilds every status node from monitor/requests (see above) and
// gives up the lapsed leases it accounted for.
func (s *Service) recount(ctx context.Context) error {
	var nodes map[string]StatusStats
	if err := s.Store.Get(ctx, boardPath, &nodes); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("monitor: recount: %w", err)
	}
	var raw map[string]map[string]any
	if err := s.Store.Get(ctx, entriesPath, &raw); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("monitor: recount: %w", err)
	}
	now := clock.Wall.Now().UnixMilli()
	entries := map[string]Entry{}
	lapsed := map[string]int64{}
	for id, v := range raw {
		if until := int64(store.Number(v[movingKey])); until > now {
			return fmt.Errorf("%w: %s", ErrBoardBusy, id)
		} else if until > 0 {
			lapsed[id] = until
		}
		var e Entry
		if fromTree(v, &e) == nil {
			entries[id] = e
		}
	}
	board := Board(entries)
	statuses := map[string]bool{}
	for st := range nodes {
		statuses[st] = true
	}
	for st := range board {
		statuses[st] = true
	}
	at := s.now().UnixMilli()
	for st := range statuses {
		want := StatusStats{Label: nodes[st].Label, Group: nodes[st].Group}
		if b := board[st]; b != nil {
			want = *b
		}
		want.Compact(at)
		seen := nodes[st].Seq
		want.Seq = seen + 1
		p, err := store.Join(boardPath, st)
		if err != nil {
			continue
		}
		changed := false
		err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
			var n StatusStats
			if cur != nil {
				_ = fromTree(cur, &n)
			}
			if changed = n.Seq != seen; changed {
				return nil, store.ErrAbort
			}
			return want, nil
		})
		if err != nil {
			return fmt.Errorf("monitor: recount %s: %w", st, err)
		}
		if changed {
			return fmt.Errorf("%w: %s moved while recounted", ErrBoardBusy, st)
		}
	}
	for id, until := range lapsed {
		p, err := store.Join(entriesPath, id, movingKey)
		if err != nil {
			continue
		}
		err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
			if int64(store.Number(cur)) != until {
				return nil, store.ErrAbort
			}
			return nil, nil
		})
		if err != nil {
			return fmt.Errorf("monitor: recount: %w", err)
		}
	}
	if len(statuses) > 0 {
		return s.Store.Update(ctx, "", map[string]any{"monitor/board/updatedAt": store.ServerTime})
	}
	return nil
}

package monitor

import (
	"context"
	"fmt"
	"reflect"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// swap is the transaction on monitor/requests/{id} that Sync runs: it
// decides the folio's new entry from the one stored (prev) and remembers
// both, so that the board moves by exactly their difference.
type swap struct {
	req  *folio.Folio
	step *Step
	// fallback is the entry time from the folio's trail, -1 until read.
	fallback int64

	// now is the wall clock (ms) the moving lease is stamped and read with.
	now int64
	// lease is how long a move may take (Service.MovingLease).
	lease time.Duration

	prev, next  *Entry
	wrote       bool
	needHistory bool
	// moving is the lease written with next when the board must move
	// (converge.go); busy means another delivery's lease is live, stale
	// that a dead delivery's is.
	moving      int64
	busy, stale bool
}

// apply is the transaction function; the database may call it more than
// once, so it sets every result afresh.
func (w *swap) apply(cur any) (any, error) {
	w.prev, w.next, w.wrote, w.needHistory = nil, nil, false, false
	w.moving, w.busy, w.stale = 0, false, false
	if cur != nil {
		var e Entry
		if fromTree(cur, &e) == nil {
			w.prev = &e
		}
		if w.req != nil && w.prev != nil && w.req.LastUpdateAt < w.prev.LastUpdateAt {
			// An older write, delivered late: nothing of it is left to count, whatever
			// move a newer delivery holds.
			return nil, store.ErrAbort
		}
		if m, _ := cur.(map[string]any); m != nil {
			if until := int64(store.Number(m[movingKey])); until > w.now {
				w.busy = true
				return nil, store.ErrAbort
			} else if until > 0 {
				w.stale = true
				return nil, store.ErrAbort
			}
		}
	}
	if w.req == nil {
		if w.prev == nil {
			return nil, store.ErrAbort
		}
		w.wrote = true
		return nil, nil
	}
	var entered int64
	switch st := w.req.Status; {
	case w.step != nil && w.step.To == st:
		entered = w.step.At
	case w.prev != nil && w.prev.Status == st && w.prev.EnteredStatusAt > 0:
		entered = w.prev.EnteredStatusAt
	case w.fallback >= 0:
		entered = w.fallback
	default:
		w.needHistory = true // read outside the transaction, then again
		return nil, store.ErrAbort
	}
	e := Project(w.req, entered)
	if w.prev != nil && reflect.DeepEqual(*w.prev, e) {
		return nil, store.ErrAbort
	}
	w.next, w.wrote = &e, true
	if counted(w.prev, w.next) {
		return e, nil
	}
	w.moving = w.now + w.lease.Milliseconds()
	return movingEntry{Entry: e, Moving: w.moving}, nil
}

// counted reports whether two entries count the same on the board: same
// status, same time in it.
func counted(a, b *Entry) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Status == b.Status && a.EnteredStatusAt == b.EnteredStatusAt
}

// move takes prev off the board and counts next, each in a transaction on
// its status's node only. A failure undoes what it already applied. The
// board's updatedAt is the caller's to write (moved), with its own next
// write. until is the move's lease (wall-clock ms; 0: none): no node moves
// once it lapsed, since a recount may have taken the board over by then.
func (s *Service) move(ctx context.Context, prev, next *Entry, until int64) error {
	if counted(prev, next) {
		return nil
	}
	if prev != nil {
		if err := s.bump(ctx, *prev, false, until); err != nil {
			return err
		}
	}
	if next != nil {
		if err := s.bump(ctx, *next, true, until); err != nil {
			if prev != nil {
				_ = s.bump(ctx, *prev, true, until)
			}
			return err
		}
	}
	return nil
}

// moved is the write that follows a move of the board: its updatedAt.
func moved(prev, next *Entry) map[string]any {
	if counted(prev, next) {
		return map[string]any{}
	}
	return map[string]any{"monitor/board/updatedAt": store.ServerTime}
}

// bump counts (add) or uncounts one entry in its status's node, unless
// the move's lease until (wall-clock ms; 0: none) lapsed: then
// ErrBoardBusy, and the lapsed lease makes the next delivery recount.
func (s *Service) bump(ctx context.Context, e Entry, add bool, until int64) error {
	p, err := store.Join(boardPath, string(e.Status))
	if err != nil {
		return nil // no status: nothing on the board
	}
	now := s.now().UnixMilli()
	lapsed := false
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		if lapsed = until > 0 && clock.Wall.Now().UnixMilli() >= until; lapsed {
			return nil, store.ErrAbort
		}
		var st StatusStats
		if cur != nil {
			_ = fromTree(cur, &st)
		}
		seq := st.Seq + 1
		if add {
			st.Add(e)
		} else if !st.Remove(e) && seq == 1 {
			return nil, nil
		}
		st.Compact(now)
		st.Seq = seq
		return st, nil
	})
	if err != nil {
		return fmt.Errorf("monitor: count %s: %w", e.Status, err)
	}
	if lapsed {
		return fmt.Errorf("%w: the move's lease lapsed before %s moved", ErrBoardBusy, e.Status)
	}
	return nil
}

// restore puts prev back as the folio's entry after the board refused the
// move, unless another write replaced next meanwhile, so a retry of the
// event moves the board again. A process that dies between the entry and
// the board leaves the entry's lease behind, and the next delivery that
// finds it lapsed recounts the board (converge.go).
func (s *Service) restore(ctx context.Context, p string, prev, next *Entry) {
	_ = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		var now *Entry
		if cur != nil {
			var e Entry
			if fromTree(cur, &e) == nil {
				now = &e
			}
		}
		if (now == nil) != (next == nil) || (now != nil && !reflect.DeepEqual(*now, *next)) {
			return nil, store.ErrAbort
		}
		if prev == nil {
			return nil, nil
		}
		return *prev, nil
	})
}

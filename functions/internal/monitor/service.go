package monitor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// Service writes the projection. Its writes never touch requests/ except an
// operator correction's status change, so they trigger nothing but that.
type Service struct {
	Store store.Store
	Clock clock.Clock
	// MovingLease is how long a board move may take (DefaultMovingLease
	// when zero; converge.go).
	MovingLease time.Duration
}

const (
	entriesPath = "monitor/requests"
	historyPath = "monitor/history"
	boardPath   = "monitor/board/statuses"
	metaPath    = "monitor/meta"
)

// Sync refreshes the projection of one folio after a write of
// requests/{id}: req is the folio after the write (nil once deleted); step
// is the status change the write made, if any, written under its event key
// (none: the caller wrote it, StepPath).
//
// Its cost does not depend on how many folios exist: it reads and writes
// the folio's entry, in a transaction, and, when the status or the time it
// entered it changed, the two status nodes of the board (move). The entry
// is the record of what the board counts the folio under, so a redelivered
// event finds it already there and moves nothing, and an event older than
// the entry (a lower lastUpdateAt, delivered out of order) is ignored.
func (s *Service) Sync(ctx context.Context, id string, req *folio.Folio, key string, step *Step) error {
	p, err := store.Join(entriesPath, id)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadID, err)
	}
	if req == nil {
		if err := s.Store.Set(ctx, historyPath+"/"+id, nil); err != nil {
			return fmt.Errorf("monitor: remove %s: %w", id, err)
		}
	} else if step != nil && key != "" {
		// Keyed by the event, so a redelivery rewrites the same step.
		if err := s.Store.Set(ctx, historyPath+"/"+id+"/"+store.Key(key), step); err != nil {
			return fmt.Errorf("monitor: write %s: %w", id, err)
		}
	}
	sw := swap{req: req, step: step, fallback: -1, lease: s.movingLease()}
	recounted := false
	for {
		sw.now = clock.Wall.Now().UnixMilli()
		if err := s.Store.Transaction(ctx, p, sw.apply); err != nil {
			return fmt.Errorf("monitor: write %s: %w", id, err)
		}
		switch {
		case sw.busy:
			return fmt.Errorf("%w: %s", ErrBoardBusy, id)
		case sw.stale && !recounted:
			// A delivery died between this entry and the board: the board
			// is recounted before the entry moves again (converge.go).
			if err := s.recount(ctx); err != nil {
				return err
			}
			recounted = true
			continue
		case sw.stale:
			return fmt.Errorf("%w: %s", ErrBoardBusy, id)
		case sw.needHistory:
			sw.fallback = s.historyEnteredAt(ctx, id, req)
			continue
		}
		break
	}
	if !sw.wrote {
		return nil
	}
	if err := s.move(ctx, sw.prev, sw.next, sw.moving); err != nil {
		if !errors.Is(err, ErrBoardBusy) {
			s.restore(ctx, p, sw.prev, sw.next)
		}
		// A move whose lease lapsed leaves the entry and its lease: the
		// next delivery recounts the board from the entries.
		return err
	}
	fields := moved(sw.prev, sw.next)
	if sw.moving != 0 {
		// Moved: the lease is given up, in the same write as the board's
		// updatedAt. A later delivery that found it live failed
		// (ErrBoardBusy) and comes again; one that finds it lapsed because
		// this write failed recounts the board (converge.go).
		fields[p+"/"+movingKey] = nil
	}
	if len(fields) > 0 {
		if err := s.Store.Update(ctx, "", fields); err != nil {
			return fmt.Errorf("monitor: write %s: %w", id, err)
		}
	}
	return nil
}

// StepPath is where Sync keeps the status change of event key: a caller
// that writes it itself, with its own write, passes Sync an empty key.
func StepPath(id, key string) (string, error) {
	p, err := store.Join(historyPath, id, store.Key(key))
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadID, err)
	}
	return p, nil
}

// historyEnteredAt is when the folio entered its status by its own trail,
// for a folio the projection has not seen in that status and whose event
// does not say (one folio's trail, never a collection).
func (s *Service) historyEnteredAt(ctx context.Context, id string, req *folio.Folio) int64 {
	var hist map[string]any
	if hp, err := store.Join("requestHistory", id); err == nil {
		_ = s.Store.Get(ctx, hp, &hist)
	}
	return EnteredAt(req, Trail(hist))
}

func (s *Service) now() time.Time {
	if s.Clock != nil {
		return s.Clock.Now()
	}
	return clock.Wall.Now()
}

// fromTree decodes a stored JSON value into out.
func fromTree(v, out any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

package monitor_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store"
)

// dyingStore is a delivery's process that dies right after it wrote the
// folio's entry: every later call of that delivery fails.
type dyingStore struct {
	store.Store
	dead bool
}

var errDead = errors.New("process killed")

func (d *dyingStore) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	if d.dead {
		return errDead
	}
	err := d.Store.Transaction(ctx, path, fn)
	d.dead = strings.HasPrefix(path, "monitor/requests/")
	return err
}

func (d *dyingStore) Update(ctx context.Context, path string, fields map[string]any) error {
	if d.dead {
		return errDead
	}
	return d.Store.Update(ctx, path, fields)
}

// TestService_DeadMoverHoldsTheBoardOneShortLease: a delivery killed
// between a folio's entry and its board move holds the board for one
// move's lease (seconds, not the old 30 s); the redelivery after it
// finishes the board, equal to a recount.
func TestService_DeadMoverHoldsTheBoardOneShortLease(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	s.MovingLease = 300 * time.Millisecond
	a := inFileValidation(t, s, "a", "b")
	a["status"] = "validation"
	step := &monitor.Step{From: "fileValidation", To: "validation", At: 900}
	dying := &monitor.Service{Store: &dyingStore{Store: st}, Clock: s.Clock, MovingLease: s.MovingLease}
	killed := time.Now()
	if err := dying.Sync(ctx, "a", typed(t, a), "", step); !errors.Is(err, errDead) {
		t.Fatalf("the dying delivery: %v", err)
	}
	var until float64
	if err := st.Get(ctx, "monitor/requests/a/moving", &until); err != nil {
		t.Fatalf("no lease left behind: %v", err)
	}
	if left := time.UnixMilli(int64(until)).Sub(killed); left > s.MovingLease+50*time.Millisecond {
		t.Fatalf("the dead delivery's lease runs %v more, want at most one move's lease %v", left, s.MovingLease)
	}
	if err := s.Sync(ctx, "a", typed(t, a), "", step); !errors.Is(err, monitor.ErrBoardBusy) {
		t.Fatalf("redelivery inside the lease: %v, want ErrBoardBusy", err)
	}
	var err error
	for err = errors.New("not yet"); err != nil && time.Since(killed) < 2*s.MovingLease; time.Sleep(20 * time.Millisecond) {
		err = s.Sync(ctx, "a", typed(t, a), "", step)
	}
	if err != nil {
		t.Fatalf("the board not finished %v after the kill: %v", time.Since(killed), err)
	}
	if bd := board(t, st); bd["fileValidation"].Count != 1 || bd["validation"].Count != 1 {
		t.Fatalf("board = %+v, want one folio in each", bd)
	}
}

// TestService_MoverPastItsLeaseMovesNothing: a delivery slower than its
// lease (a recount may have taken the board over) moves no status node; the
// next delivery recounts, and the folio is counted once.
func TestService_MoverPastItsLeaseMovesNothing(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	a := inFileValidation(t, s, "a")
	a["status"] = "validation"
	step := &monitor.Step{From: "fileValidation", To: "validation", At: 900}
	slow := &monitor.Service{Store: st, Clock: s.Clock, MovingLease: time.Nanosecond}
	if err := slow.Sync(ctx, "a", typed(t, a), "", step); !errors.Is(err, monitor.ErrBoardBusy) {
		t.Fatalf("a move past its lease: %v, want ErrBoardBusy", err)
	}
	if bd := board(t, st); bd["fileValidation"].Count != 1 || bd["validation"].Count != 0 {
		t.Fatalf("board moved past the lease: %+v", bd)
	}
	if err := s.Sync(ctx, "a", typed(t, a), "", step); err != nil {
		t.Fatal(err)
	}
	if bd := board(t, st); bd["fileValidation"].Count != 0 || bd["validation"].Count != 1 {
		t.Fatalf("after the recount: %+v", bd)
	}
}

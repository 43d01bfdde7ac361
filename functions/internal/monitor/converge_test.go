package monitor_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/monitor"
)

// TestService_ConvergesAfterADeadDelivery: a delivery that died between a
// folio's entry and the board leaves the board off by that folio; the
// redelivered event recounts the board before it moves on, with no
// operator.
func TestService_ConvergesAfterADeadDelivery(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		// moving is the lease the dead delivery left on a's entry,
		// relative to the wall clock now.
		moving  time.Duration
		wantErr error
		// want is the fileValidation and validation counts after the
		// redelivery.
		want [2]int
	}{
		{"a lapsed lease: recounted, then moved", -time.Second, nil, [2]int{1, 1}},
		{"a live lease: the redelivery waits", time.Minute, monitor.ErrBoardBusy, [2]int{2, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, st := newService(t)
			a := inFileValidation(t, s, "a", "b")
			// a moved to validation: the entry was written with its lease,
			// then the process died before the board moved.
			a["status"] = "validation"
			entry := monitor.Project(typed(t, a), 900)
			if err := st.Set(ctx, "monitor/requests/a", entry); err != nil {
				t.Fatal(err)
			}
			if err := st.Set(ctx, "monitor/requests/a/moving", time.Now().Add(tt.moving).UnixMilli()); err != nil {
				t.Fatal(err)
			}
			// The redelivered event.
			err := s.Sync(ctx, "a", typed(t, a), "ev2", &monitor.Step{From: "fileValidation", To: "validation", At: 900})
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Sync = %v, want %v", err, tt.wantErr)
			}
			bd := board(t, st)
			if got := [2]int{bd["fileValidation"].Count, bd["validation"].Count}; got != tt.want {
				t.Fatalf("board counts = %v, want %v: %+v", got, tt.want, bd)
			}
			if tt.wantErr != nil {
				return
			}
			if v := bd["validation"]; v.SumEnteredAt != 900 || v.OldestEnteredAt != 900 {
				t.Fatalf("validation = %+v", v)
			}
			var moving any
			_ = st.Get(ctx, "monitor/requests/a/moving", &moving)
			if moving != nil {
				t.Fatalf("the lapsed lease is still there: %v", moving)
			}
			// Later moves go on from the recount.
			a["status"] = "fileValidation"
			a["lastUpdateAt"] = 2000.0
			if err := s.Sync(ctx, "a", typed(t, a), "ev3", &monitor.Step{From: "validation", To: "fileValidation", At: 2000}); err != nil {
				t.Fatal(err)
			}
			bd = board(t, st)
			if bd["fileValidation"].Count != 2 || bd["validation"].Count != 0 {
				t.Fatalf("after a later move: %+v", bd)
			}
		})
	}
}

// TestService_MoveGivesUpItsLease: a delivery that moved the board leaves
// no lease behind, so the next one is not held up.
func TestService_MoveGivesUpItsLease(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	a := inFileValidation(t, s, "a")
	var moving any
	_ = st.Get(ctx, "monitor/requests/a/moving", &moving)
	if moving != nil {
		t.Fatalf("lease left behind: %v", moving)
	}
	a["status"] = "validation"
	if err := s.Sync(ctx, "a", typed(t, a), "", &monitor.Step{From: "fileValidation", To: "validation", At: 200}); err != nil {
		t.Fatal(err)
	}
	if bd := board(t, st); bd["validation"].Count != 1 || bd["fileValidation"].Count != 0 {
		t.Fatalf("board = %+v", bd)
	}
}

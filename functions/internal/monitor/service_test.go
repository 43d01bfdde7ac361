package monitor_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store/memstore"
)

func newService(t *testing.T) (*monitor.Service, *memstore.Store) {
	t.Helper()
	st := memstore.New()
	now := time.UnixMilli(1_000_000)
	st.Now = func() time.Time { return now }
	return &monitor.Service{Store: st, Clock: clock.Func(st.Now)}, st
}

func board(t *testing.T, st *memstore.Store) map[string]monitor.StatusStats {
	t.Helper()
	var b map[string]monitor.StatusStats
	_ = st.Get(context.Background(), "monitor/board/statuses", &b)
	return b
}

func TestService_Sync(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	a := sample()
	a["status"] = "fileValidation"
	b := map[string]any{"status": "fileValidation", "lastUpdateAt": 120_000.0} // two minutes later
	if err := s.Sync(ctx, "a", typed(t, a), "ev1", &monitor.Step{From: "bioprocess", To: "fileValidation", Role: "Sistema", At: 100}); err != nil {
		t.Fatal(err)
	}
	if err := s.Sync(ctx, "b", typed(t, b), "", nil); err != nil {
		t.Fatal(err)
	}
	fv := board(t, st)["fileValidation"]
	if fv.Count != 2 || fv.SumEnteredAt != 120_100 || fv.OldestEnteredAt != 100 || fv.Label != "Validación de documentos" {
		t.Fatalf("board after two folios: %+v", board(t, st))
	}
	// A write without a status change keeps the time the folio entered it.
	a["amount"] = 1.0
	if err := s.Sync(ctx, "a", typed(t, a), "", nil); err != nil {
		t.Fatal(err)
	}
	var e monitor.Entry
	if err := st.Get(ctx, "monitor/requests/a", &e); err != nil || e.EnteredStatusAt != 100 || e.Branch != "SUC-0101" {
		t.Fatalf("entry a: %+v %v", e, err)
	}
	// a moves on: one status loses it, the other gains it; the step is kept.
	a["status"] = "validation"
	if err := s.Sync(ctx, "a", typed(t, a), "ev/2", &monitor.Step{From: "fileValidation", To: "validation", Role: "Operador", At: 900}); err != nil {
		t.Fatal(err)
	}
	bd := board(t, st)
	if bd["fileValidation"].Count != 1 || bd["fileValidation"].OldestEnteredAt != 120_000 || bd["validation"].Count != 1 || bd["validation"].SumEnteredAt != 900 {
		t.Fatalf("board after a move: %+v", bd)
	}
	var step monitor.Step
	if err := st.Get(ctx, "monitor/history/a/ev_2", &step); err != nil || step.Role != "Operador" || step.To != "validation" {
		t.Fatalf("step: %+v %v", step, err)
	}
	// Deleting a folio removes it from the projection and the board.
	if err := s.Sync(ctx, "b", nil, "", nil); err != nil {
		t.Fatal(err)
	}
	if fv, ok := board(t, st)["fileValidation"]; ok && (fv.Count != 0 || fv.SumEnteredAt != 0 || len(fv.Minutes) != 0) {
		t.Fatalf("deleted folio still counted: %+v", board(t, st))
	}
	if err := st.Get(ctx, "monitor/requests/b", &e); !errors.Is(err, errNotFound()) {
		t.Fatalf("deleted entry still there: %v", err)
	}
	if err := s.Sync(ctx, "bad.id", typed(t, a), "", nil); !errors.Is(err, monitor.ErrBadID) {
		t.Fatalf("bad id: %v", err)
	}
}

func TestService_RebuildAndEnsure(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	_ = st.Set(ctx, "requests", map[string]any{
		"r1": sample(),
		"r2": map[string]any{"status": "quoter", "createdAt": 10.0},
	})
	_ = st.Set(ctx, "requestHistory/r1", map[string]any{
		"e1": map[string]any{"from": nil, "to": "fileValidation", "by": "bp:1000000001", "role": "Promotor", "at": 1700.0},
	})
	done, err := s.Ensure(ctx)
	if err != nil || !done {
		t.Fatalf("Ensure: %v %v", done, err)
	}
	var e monitor.Entry
	if err := st.Get(ctx, "monitor/requests/r1", &e); err != nil || e.EnteredStatusAt != 1700 || e.Branch != "SUC-0101" {
		t.Fatalf("r1: %+v %v", e, err)
	}
	var step map[string]any
	if err := st.Get(ctx, "monitor/history/r1/e1", &step); err != nil || step["role"] != "Promotor" || step["by"] != nil {
		t.Fatalf("history step %v %v", step, err)
	}
	if b := board(t, st); b["quoter"].Count != 1 || b["fileValidation"].Count != 1 {
		t.Fatalf("board %+v", b)
	}
	// Once built, Ensure leaves it alone.
	_ = st.Set(ctx, "requests/r3", map[string]any{"status": "quoter"})
	if done, err := s.Ensure(ctx); err != nil || done {
		t.Fatalf("second Ensure: %v %v", done, err)
	}
	if n, err := s.Rebuild(ctx); err != nil || n != 3 || board(t, st)["quoter"].Count != 2 {
		t.Fatalf("Rebuild: %d %v %+v", n, err, board(t, st))
	}
}

func TestService_Apply(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	r1 := sample()
	r1["status"] = "errorSentCOX"
	_ = st.Set(ctx, "requests/r1", r1)
	tests := []struct {
		name, to string
		want     error
	}{
		{"not allowed from errorSentCOX", "complete", monitor.ErrBadCorrection},
		{"the reenvío a COX repair", "sentCOX", nil},
		{"folio missing", "sentCOX", monitor.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := "r1"
			if tt.want == monitor.ErrNotFound {
				id = "nope"
			}
			_, err := s.Apply(ctx, monitor.Operator{ID: "ana", Name: "Ana"}, id, monitor.Correction{Status: folio.Status(tt.to), Reason: " ajuste "})
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("Apply = %v, want %v", err, tt.want)
			}
		})
	}
	var req map[string]any
	_ = st.Get(ctx, "requests/r1", &req)
	if req["status"] != "sentCOX" || req["lastUpdateBy"] != "operator:ana" || req["statusReason"] != "ajuste" || req["lastUpdateAt"] != 1_000_000.0 {
		t.Fatalf("after Apply: status %v by %v reason %v at %v", req["status"], req["lastUpdateBy"], req["statusReason"], req["lastUpdateAt"])
	}
	if gid, err := s.DocumentFile(ctx, "r1", "ineFront"); err != nil || gid != "DOC-1" {
		t.Fatalf("DocumentFile: %q %v", gid, err)
	}
	if _, err := s.DocumentFile(ctx, "r1", "ineBack"); !errors.Is(err, monitor.ErrNoDocument) {
		t.Fatalf("missing document: %v", err)
	}
}

// A projection built before version 2 still holds names and CURPs: the
// next Ensure rebuilds it without them.
func TestService_EnsureRebuildsAnOlderShape(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	_ = st.Set(ctx, "requests/r1", sample())
	_ = st.Set(ctx, "monitor", map[string]any{
		"requests": map[string]any{"r1": map[string]any{"status": "fileValidation", "name": "J*** P*** L***", "curp": "PELJ******"}},
		"meta":     map[string]any{"builtAt": 1.0, "folios": 1.0},
	})
	if done, err := s.Ensure(ctx); err != nil || !done {
		t.Fatalf("Ensure on a version-1 projection: %v %v", done, err)
	}
	var e map[string]any
	if err := st.Get(ctx, "monitor/requests/r1", &e); err != nil || e["name"] != nil || e["curp"] != nil || e["status"] != "fileValidation" {
		t.Fatalf("entry after the rebuild: %v %v", e, err)
	}
	if done, err := s.Ensure(ctx); err != nil || done {
		t.Fatalf("second Ensure: %v %v", done, err)
	}
}

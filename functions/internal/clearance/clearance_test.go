package clearance_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/uif"
)

const (
	clean  = "ORNG541120MOCRXD03"
	listed = "SAVR580214HDFNGB05"
)

var now = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

type checker struct{ err error }

func (c checker) CncaEligibility(_ context.Context, curp string) (*gateway.Eligibility, error) {
	if c.err != nil {
		return nil, c.err
	}
	return &gateway.Eligibility{Curp: curp, UIF: curp == listed}, nil
}

type notifier struct{ n []uif.Notice }

func (m *notifier) Notify(_ context.Context, n uif.Notice) (*uif.Sent, error) {
	m.n = append(m.n, n)
	return &uif.Sent{MessageID: "m"}, nil
}

var roles = map[string]*session.Role{
	"P1": {Name: "Promotor", Branches: map[string]bool{"B1": true}, ValidUntil: now.Add(time.Hour).UnixMilli()},
	"P2": {Name: "Promotor", Branches: map[string]bool{"B2": true}, ValidUntil: now.Add(time.Hour).UnixMilli()},
	"A1": {Name: "Gerente", Admin: true, Branches: map[string]bool{"B1": true}, ValidUntil: now.Add(time.Hour).UnixMilli()},
	"A2": {Name: "Gerente", Admin: true, Branches: map[string]bool{"B2": true}, ValidUntil: now.Add(time.Hour).UnixMilli()},
	"AL": {Name: "Gerente", Admin: true, Branches: map[string]bool{"B1": true}, ValidUntil: now.Add(-time.Hour).UnixMilli()},
}

func newService(st store.Store, c checker, n *notifier) *clearance.Service {
	i := 0
	return &clearance.Service{Store: st, Checker: c, Notifier: n, Clock: clock.Func(func() time.Time { return now }),
		Staff: func(_ context.Context, bp string) (*session.Role, error) { return roles[bp], nil },
		NewID: func(time.Time) string { i++; return "R" + string(rune('0'+i)) }}
}

func TestClear(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name    string
		bp      string
		curp    string
		checker checker
		want    error
	}{
		{"clean client", "P1", clean, checker{}, nil},
		{"lower case, spaces", "P1", " " + strings.ToLower(clean) + " ", checker{}, nil},
		{"client the gateway does not know", "P1", clean, checker{err: &gateway.APIError{Status: 404}}, nil},
		{"UIF-listed client", "P1", listed, checker{}, clearance.ErrListed},
		{"malformed CURP", "P1", "XX", checker{}, clearance.ErrBadCurp},
		{"no staff caller", "", clean, checker{}, clearance.ErrForbidden},
		{"gateway down", "P1", clean, checker{err: gateway.ErrUnreachable}, clearance.ErrUnchecked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, n := memstore.New(), &notifier{}
			a, err := newService(st, tt.checker, n).Clear(ctx, tt.bp, tt.curp)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err %v, want %v", err, tt.want)
			}
			if tt.want == clearance.ErrListed && len(n.n) != 1 {
				t.Fatalf("compliance not notified: %v", n.n)
			}
			if tt.want != nil {
				var rec map[string]any
				if err := st.Get(ctx, "uifClearance", &rec); !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("a refused CURP was cleared: %v", rec)
				}
				return
			}
			var rec map[string]any
			if err := st.Get(ctx, "uifClearance/"+a.RequestID, &rec); err != nil {
				t.Fatal(err)
			}
			if rec["curp"] != clean || int64(store.Number(rec["at"])) != a.CheckedAt || int64(store.Number(rec["expiresAt"])) != now.Add(clearance.TTL).UnixMilli() {
				t.Fatalf("clearance %v, answer %+v", rec, a)
			}
		})
	}
}

// index writes the in-flight index as the trigger does for the write of
// before → after (trigger TestHandle_InFlightIndex covers the trigger's).
func index(t *testing.T, st store.Store, id string, before, after *folio.Folio) {
	t.Helper()
	fields, err := clearance.Fields(id, before, after)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Update(context.Background(), "", fields); err != nil {
		t.Fatal(err)
	}
}

func TestClear_Duplicates(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	s := newService(st, checker{}, &notifier{})
	first, err := s.Clear(ctx, "P1", clean)
	if err != nil {
		t.Fatal(err)
	}
	// The reservation alone blocks a second creation, before the folio exists.
	var refused *clearance.Refused
	if _, err := s.Clear(ctx, "P2", clean); !errors.As(err, &refused) || !errors.Is(err, clearance.ErrDuplicate) || refused.Others[0].RequestID != first.RequestID {
		t.Fatalf("second clearance: %v", err)
	}
	// The folio is written: the trigger indexes it with its status and branch.
	f := &folio.Folio{ID: first.RequestID, Status: "quoter", Curp: clean, CurrentPromoterBpID: "P1", CreatedAt: now.Add(-49 * time.Hour).UnixMilli()}
	index(t, st, first.RequestID, nil, f)
	others, err := s.Lookup(ctx, "P1", clean)
	if err != nil || len(others) != 1 || others[0].Status != "quoter" || others[0].Label != "Cotizador" || others[0].AgeDays != 2 {
		t.Fatalf("lookup %+v %v", others, err)
	}
	_, err = s.Clear(ctx, "P2", clean)
	if !errors.As(err, &refused) || !strings.Contains(refused.UserMessage(), "folio "+first.RequestID+", estatus Cotizador, sin sucursal asignada, iniciada hace 2 días") {
		t.Fatalf("refusal %v", err)
	}
	// Only a live admin of the promoter's branch allows the exception.
	for _, bp := range []string{"P1", "A1", "AL"} {
		if _, err := s.Allow(ctx, bp, roles[bp], "ORNG541120MOCRXD03_P2", ""); !errors.Is(err, clearance.ErrForbidden) {
			t.Fatalf("%s allowed: %v", bp, err)
		}
	}
	if _, err := s.Allow(ctx, "A2", roles["A2"], "nope", ""); !errors.Is(err, clearance.ErrNoAttempt) {
		t.Fatalf("unknown attempt: %v", err)
	}
	q, _ := s.Queue(ctx, roles["A1"], 0)
	if len(q.Attempts) != 0 {
		t.Fatalf("another branch's admin sees the attempt: %+v", q)
	}
	q, _ = s.Queue(ctx, roles["A2"], 0)
	if len(q.Attempts) != 1 || q.Attempts[0].AllowedBy != "" {
		t.Fatalf("queue %+v", q)
	}
	if _, err := s.Allow(ctx, "A2", roles["A2"], q.Attempts[0].Key, ""); err != nil {
		t.Fatal(err)
	}
	var trail map[string]map[string]any
	if err := st.Get(ctx, "requestHistory/"+first.RequestID, &trail); err != nil || len(trail) != 1 {
		t.Fatalf("trail %v %v", trail, err)
	}
	for _, e := range trail {
		if e["by"] != "bp:A2" || !strings.Contains(store.String(e["reason"]), "promotor P2") {
			t.Fatalf("trail entry %v", e)
		}
	}
	second, err := s.Clear(ctx, "P2", clean)
	if err != nil || second.ExceptionBy != "bp:A2" {
		t.Fatalf("clearance under the exception %+v %v", second, err)
	}
	// Used once.
	if _, err := s.Clear(ctx, "P2", clean); !errors.Is(err, clearance.ErrDuplicate) {
		t.Fatalf("exception used twice: %v", err)
	}
	// Discarded: the earlier folio no longer blocks (the second's reservation still does).
	d := *f
	d.Discarded = &folio.Discarded{Reason: "x"}
	index(t, st, first.RequestID, f, &d)
	others, _ = s.Lookup(ctx, "P1", clean)
	if len(others) != 1 || others[0].RequestID != second.RequestID {
		t.Fatalf("after discard %+v", others)
	}
}

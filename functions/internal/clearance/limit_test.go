package clearance_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store/memstore"
)

// curpN is a well-formed CURP distinct for each n.
func curpN(n int) string { return fmt.Sprintf("ORNG%06dMOCRXD03", 541120+n) }

func TestService_Clear_Budget(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	s := newService(st, checker{}, &notifier{})
	at := now
	s.Clock = clock.Func(func() time.Time { return at })
	for i := 0; i < clearance.MaxPerHour; i++ {
		if _, err := s.Lookup(ctx, "P1", curpN(i)); err != nil {
			t.Fatalf("query %d within the budget: %v", i, err)
		}
	}
	tests := []struct {
		name string
		call func() error
		want error
	}{
		{"a CURP already counted is free (lookup)", func() error { _, err := s.Lookup(ctx, "P1", curpN(0)); return err }, nil},
		{"a CURP already counted is free (clearance)", func() error { _, err := s.Clear(ctx, "P1", curpN(1)); return err }, nil},
		{"a new CURP past the budget: lookup", func() error { _, err := s.Lookup(ctx, "P1", curpN(100)); return err }, clearance.ErrTooMany},
		{"a new CURP past the budget: clearance", func() error { _, err := s.Clear(ctx, "P1", curpN(101)); return err }, clearance.ErrTooMany},
		{"another staff member has its own budget", func() error { _, err := s.Lookup(ctx, "P2", curpN(100)); return err }, nil},
		{"no staff caller", func() error { _, err := s.Lookup(ctx, "", curpN(0)); return err }, clearance.ErrForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.call(); !errors.Is(err, tt.want) {
				t.Fatalf("err %v, want %v", err, tt.want)
			}
		})
	}
	var rec map[string]any
	if err := st.Get(ctx, "uifClearance", &rec); err != nil || len(rec) != 1 {
		t.Fatalf("clearances written %v %v: a refused query cleared a CURP", rec, err)
	}
	var lim map[string]any
	if err := st.Get(ctx, "limits/clearance/P1", &lim); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(lim) == "" || fmt.Sprint(lim["seen"]) == "" {
		t.Fatalf("budget %v", lim)
	}
	for k := range lim["seen"].(map[string]any) {
		if len(k) != 16 {
			t.Fatalf("the budget keeps %q, not a digest", k)
		}
	}
	at = now.Add(time.Hour)
	if _, err := s.Lookup(ctx, "P1", curpN(100)); err != nil {
		t.Fatalf("a new window: %v", err)
	}
}

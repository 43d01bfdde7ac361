package letter_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/letter"
)

func TestFrozen_Verify(t *testing.T) {
	l := sample(t)
	signed, err := l.PDF()
	if err != nil {
		t.Fatal(err)
	}
	sum := letter.Sum(signed)
	f := l.Freeze()
	// Through JSON, as the record is stored.
	b, _ := json.Marshal(f)
	var stored letter.Frozen
	if err := json.Unmarshal(b, &stored); err != nil {
		t.Fatal(err)
	}
	got, err := stored.Verify(l.Signature, sum)
	if err != nil || !bytes.Equal(got, signed) {
		t.Fatalf("re-rendered letter differs from the signed one: %v", err)
	}
	// The day is the one shown, whatever zone the signing clock was in.
	if stored.Date != "2026-11-23" {
		t.Errorf("frozen date = %q", stored.Date)
	}
	late := l
	late.Date = time.Date(2026, 11, 23, 23, 30, 0, 0, time.FixedZone("CST", -6*3600))
	if late.Freeze().Date != "2026-11-23" {
		t.Errorf("a late signing froze %q", late.Freeze().Date)
	}

	tests := []struct {
		name   string
		change func(*letter.Frozen)
		sig    []byte
	}{
		{"amount changed", func(f *letter.Frozen) { f.Amount = 60000 }, l.Signature},
		{"monthly discount changed", func(f *letter.Frozen) { f.MonthlyDiscount = 3100 }, l.Signature},
		{"another signature", func(*letter.Frozen) {}, signature(t, true)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := stored
			tt.change(&g)
			if _, err := g.Verify(tt.sig, sum); !errors.Is(err, letter.ErrAltered) {
				t.Fatalf("Verify = %v, want ErrAltered", err)
			}
		})
	}
	bad := stored
	bad.Date = "23/11/2026"
	if _, err := bad.Verify(l.Signature, sum); !errors.Is(err, letter.ErrIncomplete) {
		t.Fatalf("bad date: %v", err)
	}
}

package folio_test

import (
	"testing"

	"oppnp/functions/internal/folio"
)

// The CNCA lifecycle the contract declares (docs/requirements.md §4).
func TestCncaCode_CanMove(t *testing.T) {
	tests := []struct {
		name     string
		from, to folio.CncaCode
		want     bool
	}{
		{"biometric accepted", folio.CncaAwaitingBiometric, folio.CncaToRequestDischarge, true},
		{"SIPRE retried", folio.CncaAwaitingSIPRE, folio.CncaAwaitingSIPRE, true},
		{"partial discharge retried", folio.CncaPartialDischarge, folio.CncaAwaitingSIPRE, true},
		{"no skipping the discharge", folio.CncaAwaitingBiometric, folio.CncaFullDischarge, false},
		{"linked is final", folio.CncaLinked, folio.CncaCancelled, false},
		{"a linked request is not cancelled", folio.CncaInProcess, folio.CncaCancelled, false},
		{"unknown target", folio.CncaAwaitingBiometric, "E0010", false},
		{"unknown source", "E0000", folio.CncaAwaitingBiometric, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.from.CanMove(tt.to); got != tt.want {
				t.Errorf("%s → %s = %t, want %t", tt.from, tt.to, got, tt.want)
			}
		})
	}
}

func TestCncaCode_Flags(t *testing.T) {
	for _, c := range folio.CncaCodes {
		if c.Label() == "" {
			t.Errorf("%s has no label", c)
		}
		wantCancel := c <= folio.CncaPartialDischarge
		if c.Cancellable() != wantCancel {
			t.Errorf("%s cancellable = %t", c, c.Cancellable())
		}
		wantDischarge := c == folio.CncaToRequestDischarge || c == folio.CncaAwaitingSIPRE || c == folio.CncaPartialDischarge
		if c.Dischargeable() != wantDischarge {
			t.Errorf("%s dischargeable = %t", c, c.Dischargeable())
		}
		wantLink := c == folio.CncaFullDischarge || c == folio.CncaPartialDischarge
		if c.Linkable() != wantLink {
			t.Errorf("%s linkable = %t", c, c.Linkable())
		}
	}
	if folio.CncaCode("E0010").Valid() || folio.CncaStart != "E0001" {
		t.Error("E0010 is no code; the process starts at E0001")
	}
}

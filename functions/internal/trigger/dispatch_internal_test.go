package trigger

import (
	"errors"
	"testing"

	"oppnp/functions/internal/folio"
)

// Every effect the contract names has a runner; any other is an error.
func TestRunnerOf_ClosedSet(t *testing.T) {
	named := map[folio.Effect]bool{}
	for _, tr := range folio.Transitions {
		if tr.Effect != "" {
			named[tr.Effect] = true
		}
	}
	for _, s := range folio.Statuses {
		if e := s.OnEnter(); e != "" {
			named[e] = true
		}
	}
	for _, e := range []folio.Effect{folio.EffectCustomerLink, folio.EffectBiometricSubmit, folio.EffectCoxSubmit} {
		named[e] = true
	}
	for e := range named {
		if fn, err := runnerOf(e); fn == nil || err != nil {
			t.Errorf("effect %q has no runner: %v", e, err)
		}
	}
	if _, err := runnerOf("coxResend"); !errors.Is(err, ErrUnknownEffect) {
		t.Errorf("unknown effect: %v", err)
	}
}

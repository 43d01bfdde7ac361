package trigger

import (
	"context"
	"fmt"
	"slices"

	"oppnp/functions/internal/folio"
)

// effect is one side effect to run: the contract's effect and, for a
// customer link, its link action.
type effect struct {
	kind   folio.Effect
	action int
}

// effects lists the side effects of from → to (docs/contract.md): the
// transition's effect and the target's on-enter effect.
func effects(from, to folio.Status, after *folio.Folio) []effect {
	var out []effect
	if t := folio.Between(from, to); t != nil {
		e := effect{kind: t.Effect, action: t.Action}
		if len(t.Actions) > 0 {
			e.action = t.Actions[0]
			if after != nil && slices.Contains(t.Actions, after.RequestedAction) {
				e.action = after.RequestedAction
			}
		}
		out = append(out, e)
	}
	if k := to.OnEnter(); k != "" {
		out = append(out, effect{kind: k})
	}
	return out
}

// runner is the code of one effect of the contract's closed set; an effect
// outside it is an error, never skipped.
type runner func(h *Handler, ctx context.Context, ev Event, marker string, action int) error

func runnerOf(k folio.Effect) (runner, error) {
	switch k {
	case folio.EffectCustomerLink:
		return (*Handler).customerLink, nil
	case folio.EffectBiometricSubmit:
		return func(h *Handler, ctx context.Context, ev Event, marker string, _ int) error {
			return h.biometricSubmit(ctx, ev, marker)
		}, nil
	case folio.EffectCoxSubmit:
		return func(h *Handler, ctx context.Context, ev Event, marker string, _ int) error {
			return h.coxSubmit(ctx, ev, marker)
		}, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrUnknownEffect, k)
}

// run runs one side effect under its lease. The marker is keyed by the
// transition (transitionKey), not by the event, so a redelivery, a
// concurrent duplicate and a second event reporting the same transition
// all find the same marker: one SMS, one biometric, one COX submission.
func (h *Handler) run(ctx context.Context, ev Event, e effect) error {
	fn, err := runnerOf(e.kind)
	if err != nil {
		return err
	}
	marker := fmt.Sprintf("sideEffects/%s/%s_%s", ev.RequestID, transitionKey(ev), e.kind)
	return h.leased(ctx, ev.ID, marker, func(ctx context.Context) error {
		return fn(h, ctx, ev, marker, e.action)
	})
}

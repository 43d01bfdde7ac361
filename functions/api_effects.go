package functions

import (
	"context"
	"net/http"
	"time"

	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/trigger"
)

// effectsRoutes serve the side effects whose answer was lost
// (docs/adr/0060-side-effects-survive-their-process.md): the staff's list
// and "Reconciliar ahora", and the operator's sweep a scheduler calls.
func (a *app) effectsRoutes(g *registrar) {
	g.json("GET /api/effects/pending", a.effectsPending)
	g.json("POST /api/requests/{requestId}/reconcile", a.effectsReconcile)
	g.json("POST /api/effects/sweep", a.effectsSweep)
}

// effectsPending lists the caller's folios with a side effect unfinished
// past the deadline: an admin's branches, a promoter's own folios.
func (a *app) effectsPending(r *http.Request) (any, error) {
	c := callerOf(r)
	all, err := a.trigger.PendingEffects(r.Context(), a.reconcileAfter())
	if err != nil {
		return nil, err
	}
	out := []trigger.Pending{}
	for _, p := range all {
		if (c.Role.Admin && c.Role.HoldsBranch(p.Branch)) || (p.Promoter != "" && p.Promoter == c.BpID) {
			out = append(out, p)
		}
	}
	return map[string]any{"pending": out}, nil
}

// effectsReconcile finishes the folio's pending side effects now.
func (a *app) effectsReconcile(r *http.Request) (any, error) {
	out, err := a.trigger.Reconcile(r.Context(), callerOf(r).FolioID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"outcomes": out}, nil
}

// effectsSweep reconciles every side effect unfinished past the deadline.
func (a *app) effectsSweep(r *http.Request) (any, error) {
	var in keyed
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	out, err := a.trigger.Sweep(r.Context(), a.reconcileAfter())
	if err != nil {
		return nil, err
	}
	op := callerOf(r).Operator
	a.log.InfoContext(r.Context(), "side effects swept", "reconciled", len(out), "operatorId", op.ID)
	return map[string]any{"outcomes": out}, nil
}

func (a *app) reconcileAfter() time.Duration {
	if a.env.ReconcileAfter > 0 {
		return a.env.ReconcileAfter
	}
	return trigger.DefaultReconcileAfter
}

// sweepEvery runs the sweep every period while the process lives: the
// local host has no scheduler, and an instance that dies mid-sweep leaves
// the leases to lapse for the next pass.
func (a *app) sweepEvery(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if out, err := a.trigger.Sweep(ctx, a.reconcileAfter()); err != nil {
			a.log.WarnContext(ctx, "side effects sweep failed", "error", err.Error())
		} else if len(out) > 0 {
			a.log.InfoContext(ctx, "side effects swept", "reconciled", len(out))
		}
		// A catalogue changed in Remote Config reaches the folios waiting for validation.
		if n, err := a.evidence.Refresh(ctx); err != nil {
			a.log.WarnContext(ctx, "documents refresh failed", "error", err.Error())
		} else if n > 0 {
			a.log.InfoContext(ctx, "documents rechecked for the catalogue in force", "folios", n)
		}
	}
}

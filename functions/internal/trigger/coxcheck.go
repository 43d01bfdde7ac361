package trigger

import (
	"context"
	"errors"
	"strings"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// coxFacts reads what the completeness rule (folio.COXMissing) judges: the
// folio as stored now, the signature the functions registered
// (evidence/{id}/signature) and whether staff accepted a PENDIENTE
// biometric (a staff move biometricValidation → fileValidation in the
// trail). Everything it reads is written by the functions or checked by
// them, never taken from the event's client write alone.
func (h *Handler) coxFacts(ctx context.Context, requestID string) (folio.COXFacts, error) {
	var facts folio.COXFacts
	f, err := store.GetFolio(ctx, h.Store, requestID)
	switch {
	case errors.Is(err, folio.ErrShape):
		h.log().WarnContext(ctx, "folio off the contract", "requestId", requestID, "error", err.Error())
	case err != nil && !errors.Is(err, store.ErrNotFound):
		return facts, err
	}
	if f == nil {
		f = &folio.Folio{}
	}
	facts.Folio = f
	var sig folio.EvidenceRecord
	switch err := h.Store.Get(ctx, "evidence/"+requestID+"/signature", &sig); {
	case err == nil:
		facts.Signature = &sig
	case !errors.Is(err, store.ErrNotFound):
		return facts, err
	}
	if f.BiometricResult() == "PENDIENTE" {
		var hist map[string]trailEntry
		if err := h.Store.Get(ctx, "requestHistory/"+requestID, &hist); err != nil && !errors.Is(err, store.ErrNotFound) {
			return facts, err
		}
		for _, e := range hist {
			if e.From != nil && e.To != nil && *e.From == folio.StatusBiometricValidation && *e.To == folio.StatusFileValidation &&
				strings.HasPrefix(e.By, "bp:") {
				facts.BiometricReviewed = true
			}
		}
	}
	return facts, nil
}

// coxBooked records COX's booking of the folio — from a submission's
// receipt or from COX's own state (via "status") — and moves it to
// complete; a CNCA folio that led to it is linked.
func (h *Handler) coxBooked(ctx context.Context, ev Event, marker string, rcpt *gateway.COXReceipt, via string) error {
	if err := h.setStatus(ctx, ev.RequestID, folio.StatusSentCOX, folio.StatusComplete, map[string]any{
		"probankNumber": first(rcpt.ProbankNumber, ev.After.ProbankNumber), "coxId": rcpt.CoxID, "statusReason": nil,
	}); err != nil {
		return err
	}
	if f := ev.After.CncaFolio; f != "" { // a request a CNCA discharge led to: the folio is now linked (E0007)
		if err := cnca.MarkLinked(ctx, h.Store, f, ev.RequestID); err != nil {
			return err
		}
	}
	return h.progress(ctx, marker, map[string]any{"done": true, "result": "complete", "coxId": rcpt.CoxID, "via": via})
}

// coxBookedAlready asks COX, before a submission under a key it has never
// seen, whether it booked the folio: an earlier submission whose answer was
// lost may have. The answer is asked once per submission (statusChecked on
// the marker); a retry of the same key needs no question, COX replays it.
func (h *Handler) coxBookedAlready(ctx context.Context, requestID, marker string, st map[string]any) (*gateway.COXReceipt, error) {
	if st["statusChecked"] == true {
		return nil, nil
	}
	var s *gateway.COXState
	err := h.call(ctx, func(ctx context.Context) (err error) {
		s, err = h.Gateway.COXStatus(ctx, requestID)
		return err
	})
	if err != nil {
		return nil, err
	}
	if s.Booked {
		return &gateway.COXReceipt{CoxID: s.CoxID, ProbankNumber: s.ProbankNumber, Status: "RECIBIDO", Duplicate: true}, nil
	}
	return nil, h.progress(ctx, marker, map[string]any{"statusChecked": true})
}

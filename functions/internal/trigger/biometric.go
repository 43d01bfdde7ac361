package trigger

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// A customer may resend the biometric BiometricResendLimit times per folio
// within BiometricResendWindow (docs/requirements.md §8: the send-failure modal offers a
// resend; every resend is a paid provider submission).
const (
	BiometricResendLimit  = 3
	BiometricResendWindow = time.Hour
)

// keepBiometricToken adds a submission's callback token to the folio's
// issued tokens, biometrics/{id}/tokens/{sha256(token)[:32]}: the database
// keeps only its hash, and an earlier submission's token stays valid, so a
// late result of an earlier attempt still counts (a RECHAZADO still
// rejects).
func (h *Handler) keepBiometricToken(ctx context.Context, requestID, token string) error {
	p, err := store.Join("biometrics", requestID)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	return h.Store.Update(ctx, p, map[string]any{"tokens/" + tokenKey(token): store.ServerTime, "at": store.ServerTime})
}

func tokenKey(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])[:32]
}

// tokenIssued reports whether token is one of the folio's submission tokens.
func (h *Handler) tokenIssued(ctx context.Context, requestID, token string) bool {
	if token == "" {
		return false
	}
	p, err := store.Join("biometrics", requestID, "tokens", tokenKey(token))
	if err != nil {
		return false
	}
	var at any
	return h.Store.Get(ctx, p, &at) == nil && at != nil
}

// BiometricResult applies the provider's callback: bioprocess →
// fileValidation (ACEPTADO), rejectionBiometric (RECHAZADO) or
// biometricValidation (PENDIENTE). Any submission's token is accepted; the
// first result to arrive while the folio waits in bioprocess decides, and a
// repeated callback changes nothing.
func (h *Handler) BiometricResult(ctx context.Context, requestID, token, result string) error {
	to, ok := map[string]folio.Status{
		"ACEPTADO": folio.StatusFileValidation, "RECHAZADO": folio.StatusRejectionBiometric, "PENDIENTE": folio.StatusBiometricValidation,
	}[result]
	if !ok {
		return fmt.Errorf("%w: %q", ErrBadResult, result)
	}
	if !h.tokenIssued(ctx, requestID, token) {
		return ErrCallbackForbidden
	}
	return h.setStatus(ctx, requestID, folio.StatusBioprocess, to, map[string]any{
		"customerSteps/biometric/result": result, "customerSteps/biometric/at": store.ServerTime,
	})
}

// ResubmitBiometric sends the biometric again for a folio still waiting in
// bioprocess without a result (docs/requirements.md §8: the send-failure modal offers a
// resend). It is keyed by the caller's attempt id, so a double click with
// the same id submits once and counts once against the hourly limit.
func (h *Handler) ResubmitBiometric(ctx context.Context, requestID, attemptID string) error {
	tree, req, err := store.GetFolioTree(ctx, h.Store, requestID)
	switch {
	case errors.Is(err, folio.ErrShape):
		h.log().WarnContext(ctx, "folio off the contract", "requestId", requestID, "error", err.Error())
	case err != nil:
		return ErrNotAwaitingBiometric
	}
	if folio.StatusOf(req) != folio.StatusBioprocess || req.BiometricResult() != "" {
		return ErrNotAwaitingBiometric
	}
	attempt := store.Key(attemptID)
	if err := h.countResend(ctx, requestID, attempt); err != nil {
		return err
	}
	marker := fmt.Sprintf("sideEffects/%s/resend-%s_biometricSubmit", requestID, attempt)
	ev := Event{ID: "resend-" + attemptID, RequestID: requestID, After: req, AfterTree: tree}
	return h.leased(ctx, ev.ID, marker, func(ctx context.Context) error { return h.biometricSubmit(ctx, ev, marker) })
}

// countResend records a resend attempt in sideEffects/{id}/biometricResends
// ({attempt: ms}), forgetting those older than the window; a new attempt
// beyond the limit is ErrTooManyResends.
func (h *Handler) countResend(ctx context.Context, requestID, attempt string) error {
	now := h.Clock.Now().UnixMilli()
	var refused error
	err := h.Store.Transaction(ctx, "sideEffects/"+requestID+"/biometricResends", func(cur any) (any, error) {
		refused = nil
		m, _ := cur.(map[string]any)
		keep := map[string]any{}
		for k, v := range m {
			if at := int64(store.Number(v)); now-at < BiometricResendWindow.Milliseconds() {
				keep[k] = at
			}
		}
		if _, seen := keep[attempt]; seen {
			return nil, store.ErrAbort
		}
		if len(keep) >= BiometricResendLimit {
			refused = fmt.Errorf("%w: %d in the last %s", ErrTooManyResends, len(keep), BiometricResendWindow)
			return nil, store.ErrAbort
		}
		keep[attempt] = now
		return keep, nil
	})
	if err != nil {
		return err
	}
	return refused
}

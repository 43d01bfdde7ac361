package trigger

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// DefaultCOXAttempts bounds the deliveries of one entry into sentCOX whose
// submission got no answer (a timeout, an unreachable gateway;
// docs/adr/0031-trail-and-exactly-once-side-effects.md). Each retry
// carries the same idempotency key, so COX never records it twice; after
// the bound the folio waits for staff in errorSentCOX instead of being
// retried for as long as the platform redelivers (24 h).
const DefaultCOXAttempts = 5

// COXIdempotencyKey is the Idempotency-Key of a folio's n-th COX
// submission: a retry of that submission repeats it, a staff resend (a new
// entry into sentCOX) gets the next number.
func COXIdempotencyKey(requestID string, n int) string {
	return fmt.Sprintf("%s-cox-%d", requestID, n)
}

func msgCOXNoAnswer(attempts int) string {
	return fmt.Sprintf("COX no respondió después de %d intentos. Verifica el folio y reenvíalo a COX.", attempts)
}

// coxSubmission returns the submission number for marker: the one the
// marker holds, else the folio's next (sideEffects/{id}/coxSubmissions).
// Numbers never repeat; a number drawn by a delivery that then loses the
// race for the marker is skipped.
func (h *Handler) coxSubmission(ctx context.Context, requestID, marker string) (int, error) {
	var cur map[string]any
	if err := h.Store.Get(ctx, marker, &cur); err != nil && !errors.Is(err, store.ErrNotFound) {
		return 0, err
	}
	if n := int(store.Number(cur["submission"])); n > 0 {
		return n, nil
	}
	n := 0
	err := h.Store.Transaction(ctx, "sideEffects/"+requestID+"/coxSubmissions", func(v any) (any, error) {
		n = int(store.Number(v)) + 1
		return n, nil
	})
	return n, err
}

// coxFailed moves the folio to errorSentCOX with msg as its reason, files
// errors/cox/{probankNumber} for the staff of the folio's branch (keyed by
// the folio id when COX never named a probankNumber), and closes the marker
// with result errorSentCOX unless fields say otherwise.
func (h *Handler) coxFailed(ctx context.Context, requestID, marker, probank, msg string, fields map[string]any) error {
	extra := map[string]any{"statusReason": msg}
	if probank != "" {
		extra["probankNumber"] = probank
	}
	if err := h.setStatus(ctx, requestID, folio.StatusSentCOX, folio.StatusErrorSentCOX, extra); err != nil {
		return err
	}
	pb := first(probank, requestID)
	entry := map[string]any{
		"probankNumber": pb, "attended": false, "message": msg, "requestId": requestID, "at": store.ServerTime,
	}
	// The rules let only admin staff holding this branch read the entry and
	// page their branch's errors (docs/contract.md, "Outside requests/").
	if b, err := h.folioBranch(ctx, requestID); err != nil {
		return err
	} else if b != "" {
		entry["branch"] = b
	}
	if err := h.Store.Set(ctx, "errors/cox/"+store.Key(pb), entry); err != nil {
		return err
	}
	done := map[string]any{"done": true, "result": "errorSentCOX", "reason": msg}
	for k, v := range fields {
		done[k] = v
	}
	return h.progress(ctx, marker, done)
}

func (h *Handler) coxAttempts() int {
	if h.COXAttempts > 0 {
		return h.COXAttempts
	}
	return DefaultCOXAttempts
}

// folioBranch is the folio's agreement branch as it is now (” without one;
// it is frozen once capture ends).
func (h *Handler) folioBranch(ctx context.Context, requestID string) (string, error) {
	var b any
	err := h.Store.Get(ctx, "requests/"+requestID+"/offer/quoter/agreement/branch/branchID", &b)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return "", err
	}
	switch v := b.(type) {
	case string:
		return v, nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	}
	return "", nil
}

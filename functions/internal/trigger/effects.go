package trigger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/url"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// biometricSubmit sends the capture to the provider with a callback that
// carries a per-submission token.
func (h *Handler) biometricSubmit(ctx context.Context, ev Event, marker string) error {
	st, done, err := h.claim(ctx, marker, func() (map[string]any, error) {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		return map[string]any{"token": hex.EncodeToString(b[:])}, nil
	})
	if err != nil || done {
		return err
	}
	token := store.String(st["token"])
	cb := h.PublicURL + "/api/biometrics/result?requestId=" + url.QueryEscape(ev.RequestID) + "&token=" + token
	if err := h.keepBiometricToken(ctx, ev.RequestID, token); err != nil {
		return err
	}
	var id string
	err = h.call(ctx, func(ctx context.Context) (err error) {
		id, err = h.Gateway.SubmitBiometric(ctx, ev.RequestID, ev.After.Curp, cb)
		return err
	})
	if err != nil {
		return err
	}
	if err := h.Store.Update(ctx, "", map[string]any{
		"biometrics/" + ev.RequestID + "/biometricId":                     id,
		"requests/" + ev.RequestID + "/bioprocess":                        true,
		"requests/" + ev.RequestID + "/customerSteps/biometric/gatewayId": id,
	}); err != nil {
		return err
	}
	return h.progress(ctx, marker, map[string]any{"done": true, "biometricId": id})
}

// coxSubmit submits the folio to COX: complete on success; errorSentCOX and
// errors/cox/{probankNumber} on a COX error. A folio the completeness rule
// (folio.COXMissing) finds incomplete is refused the same way and COX never
// hears of it. Before a key COX has not seen, COX is asked whether it
// booked the folio already (an answer lost before a staff resend): then
// its booking is recorded and nothing is submitted again. An unreachable
// gateway (a timeout) is returned so the event is retried with the same
// idempotency key, at most COXAttempts times; then the folio goes to
// errorSentCOX (docs/adr/0050-cox-only-complete-folios-exactly-once.md).
func (h *Handler) coxSubmit(ctx context.Context, ev Event, marker string) error {
	n, err := h.coxSubmission(ctx, ev.RequestID, marker)
	if err != nil {
		return err
	}
	st, done, err := h.claim(ctx, marker, func() (map[string]any, error) { return map[string]any{"submission": n}, nil })
	if err != nil || done {
		return err
	}
	probank := ev.After.ProbankNumber
	facts, err := h.coxFacts(ctx, ev.RequestID)
	if err != nil {
		return err
	}
	if missing := folio.COXMissing(facts); len(missing) > 0 {
		h.log().WarnContext(ctx, "COX submission refused: folio incomplete", "requestId", ev.RequestID, "missing", missing)
		return h.coxFailed(ctx, ev.RequestID, marker, first(facts.Folio.ProbankNumber, probank), folio.COXRefusal(missing),
			map[string]any{"result": "refused", "missing": missingNames(missing)})
	}
	key := COXIdempotencyKey(ev.RequestID, int(store.Number(st["submission"])))
	via := "status"
	rcpt, err := h.coxBookedAlready(ctx, ev.RequestID, marker, st)
	if err == nil && rcpt == nil {
		via = "submit"
		err = h.call(ctx, func(ctx context.Context) (err error) {
			rcpt, err = h.Gateway.SubmitCOX(ctx, ev.RequestID, ev.After.Curp, probank, ev.After.Amount(), key)
			return err
		})
	}
	var apiErr *gateway.APIError
	switch {
	case via == "submit" && errors.As(err, &apiErr):
		h.log().WarnContext(ctx, "COX submission failed", "requestId", ev.RequestID, "code", apiErr.Code)
		return h.coxFailed(ctx, ev.RequestID, marker, first(apiErr.ProbankNumber, probank), first(apiErr.Message, "Error al enviar a COX"), nil)
	case err != nil && int(store.Number(st["attempts"])) >= h.coxAttempts():
		h.log().WarnContext(ctx, "COX never answered: giving up", "requestId", ev.RequestID, "key", key, "error", err.Error())
		return h.coxFailed(ctx, ev.RequestID, marker, probank, msgCOXNoAnswer(h.coxAttempts()), nil)
	case err != nil:
		return err
	}
	return h.coxBooked(ctx, ev, marker, rcpt, via)
}

// setStatus moves the folio from → to as the functions, in a transaction so
// a folio someone else moved meanwhile is left alone.
// The transaction writes the stored tree back, not a Folio: whatever the
// folio holds outside the contract's types stays as it is.
func (h *Handler) setStatus(ctx context.Context, requestID string, from, to folio.Status, extra map[string]any) error {
	return h.Store.Transaction(ctx, "requests/"+requestID, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, store.ErrAbort
		}
		if f, _ := folio.FromTree(m); folio.StatusOf(f) != from {
			return nil, store.ErrAbort
		}
		for k, v := range extra {
			setPath(m, k, v)
		}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = to, FunctionsUID, store.ServerTime
		return m, nil
	})
}

func missingNames(m []folio.Missing) []any {
	out := make([]any, len(m))
	for i, x := range m {
		out[i] = string(x)
	}
	return out
}

func first(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

// setPath sets a slash-separated child of m, creating maps on the way.
func setPath(m map[string]any, path string, v any) {
	segs := strings.Split(path, "/")
	for _, s := range segs[:len(segs)-1] {
		next, ok := m[s].(map[string]any)
		if !ok {
			next = map[string]any{}
			m[s] = next
		}
		m = next
	}
	m[segs[len(segs)-1]] = v
}

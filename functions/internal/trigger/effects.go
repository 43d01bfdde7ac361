package trigger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"

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
	if err := h.Store.Set(ctx, "biometrics/"+ev.RequestID, map[string]any{"token": token, "at": store.ServerTime}); err != nil {
		return err
	}
	id, err := h.Gateway.SubmitBiometric(ctx, ev.RequestID, store.String(ev.After["curp"]), cb)
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
// errors/cox/{probankNumber} on a COX error. An unreachable gateway is
// returned so the event is retried.
func (h *Handler) coxSubmit(ctx context.Context, ev Event, marker string) error {
	_, done, err := h.claim(ctx, marker, func() (map[string]any, error) { return map[string]any{}, nil })
	if err != nil || done {
		return err
	}
	probank := store.String(ev.After["probankNumber"])
	rcpt, err := h.Gateway.SubmitCOX(ctx, ev.RequestID, store.String(ev.After["curp"]), probank, amount(ev.After))
	var apiErr *gateway.APIError
	switch {
	case errors.As(err, &apiErr):
		pb := first(apiErr.ProbankNumber, probank, ev.RequestID)
		msg := first(apiErr.Message, "Error al enviar a COX")
		if err := h.setStatus(ctx, ev.RequestID, "sentCOX", "errorSentCOX", map[string]any{
			"probankNumber": pb, "statusReason": msg,
		}); err != nil {
			return err
		}
		if err := h.Store.Set(ctx, "errors/cox/"+store.Key(pb), map[string]any{
			"probankNumber": pb, "attended": false, "message": msg, "requestId": ev.RequestID, "at": store.ServerTime,
		}); err != nil {
			return err
		}
		h.log().WarnContext(ctx, "COX submission failed", "requestId", ev.RequestID, "probankNumber", pb, "code", apiErr.Code)
		return h.progress(ctx, marker, map[string]any{"done": true, "result": "errorSentCOX"})
	case err != nil:
		return err
	}
	if err := h.setStatus(ctx, ev.RequestID, "sentCOX", "complete", map[string]any{
		"probankNumber": first(rcpt.ProbankNumber, probank), "coxId": rcpt.CoxID, "statusReason": nil,
	}); err != nil {
		return err
	}
	return h.progress(ctx, marker, map[string]any{"done": true, "result": "complete", "coxId": rcpt.CoxID})
}

// setStatus moves the folio from → to as the functions, in a transaction so
// a folio someone else moved meanwhile is left alone.
func (h *Handler) setStatus(ctx context.Context, requestID, from, to string, extra map[string]any) error {
	return h.Store.Transaction(ctx, "requests/"+requestID, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok || store.String(m["status"]) != from {
			return nil, store.ErrAbort
		}
		for k, v := range extra {
			setPath(m, k, v)
		}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = to, FunctionsUID, store.ServerTime
		return m, nil
	})
}

// BiometricResult applies the provider's callback: bioprocess →
// fileValidation (ACEPTADO), rejectionBiometric (RECHAZADO) or
// biometricValidation (PENDIENTE). A repeated callback changes nothing.
func (h *Handler) BiometricResult(ctx context.Context, requestID, token, result string) error {
	to, ok := map[string]string{"ACEPTADO": "fileValidation", "RECHAZADO": "rejectionBiometric", "PENDIENTE": "biometricValidation"}[result]
	if !ok {
		return fmt.Errorf("%w: %q", ErrBadResult, result)
	}
	p, err := store.Join("biometrics", requestID)
	if err != nil {
		return ErrCallbackForbidden
	}
	var rec struct {
		Token string `json:"token"`
	}
	if err := h.Store.Get(ctx, p, &rec); err != nil || rec.Token == "" || rec.Token != token {
		return ErrCallbackForbidden
	}
	return h.setStatus(ctx, requestID, "bioprocess", to, map[string]any{
		"customerSteps/biometric/result": result, "customerSteps/biometric/at": store.ServerTime,
	})
}

func clientPhone(req map[string]any) string {
	if c, ok := req["client"].(map[string]any); ok {
		return store.String(c["phone"])
	}
	return ""
}

func amount(req map[string]any) float64 {
	if o, ok := req["offer"].(map[string]any); ok {
		if q, ok := o["quoter"].(map[string]any); ok {
			return store.Number(q["amount"])
		}
	}
	return 0
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

// ResubmitBiometric sends the biometric again for a folio still waiting in
// bioprocess without a result (SPEC §8: the send-failure modal offers a
// resend). It is keyed by the caller's attempt id, so a double click with
// the same id submits once.
func (h *Handler) ResubmitBiometric(ctx context.Context, requestID, attemptID string) error {
	p, err := store.Join("requests", requestID)
	if err != nil {
		return ErrNotAwaitingBiometric
	}
	var req map[string]any
	if err := h.Store.Get(ctx, p, &req); err != nil {
		return ErrNotAwaitingBiometric
	}
	steps, _ := req["customerSteps"].(map[string]any)
	bio, _ := steps["biometric"].(map[string]any)
	if store.String(req["status"]) != "bioprocess" || store.String(bio["result"]) != "" {
		return ErrNotAwaitingBiometric
	}
	marker := fmt.Sprintf("sideEffects/%s/resend-%s_biometricSubmit", requestID, store.Key(attemptID))
	return h.biometricSubmit(ctx, Event{ID: "resend-" + attemptID, RequestID: requestID, After: req}, marker)
}

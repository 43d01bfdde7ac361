package trigger_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/gateway"
)

func TestCOX_IdempotencyKeyPerSubmission(t *testing.T) {
	h, st, gw := setup(t)
	gw.coxDown = 1 // the first call times out
	ctx := context.Background()
	registerSignature(t, st)
	before := completeReq("signature", "link:u1")
	_ = st.Set(ctx, "requests/R1", before)
	after := completeReq("sentCOX", "link:u1")
	after["lastUpdateAt"] = 900.0
	_ = st.Set(ctx, "requests/R1", after)
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); !errors.Is(err, gateway.ErrUnreachable) {
		t.Fatalf("timeout: %v", err)
	}
	if err := h.Handle(ctx, ev); err != nil { // the platform's retry
		t.Fatal(err)
	}
	var cur map[string]any
	_ = st.Get(ctx, "requests/R1", &cur)
	if cur["status"] != "complete" || len(gw.coxKeys) != 2 || gw.coxKeys[0] != "R1-cox-1" || gw.coxKeys[1] != "R1-cox-1" {
		t.Fatalf("status %v, keys %v", cur["status"], gw.coxKeys)
	}
	// A new entry into sentCOX is the next submission number; COX has
	// booked this folio, so it is asked and nothing is submitted again.
	prev := map[string]any{"status": "errorSentCOX", "lastUpdateAt": 950.0}
	_ = st.Set(ctx, "requests/R1/status", "sentCOX")
	deliver(t, h, "ev-2", prev, map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:100", "lastUpdateAt": 990.0, "curp": "CURP"})
	_ = st.Get(ctx, "requests/R1", &cur)
	if len(gw.coxKeys) != 2 || gw.statuses != 2 || cur["status"] != "complete" {
		t.Fatalf("keys %v, status calls %d, folio %v", gw.coxKeys, gw.statuses, cur["status"])
	}
}

// TestCOX_LostAnswerThenResendBooksOnce: COX booked the folio and every
// answer was lost; after the bound the folio waits in errorSentCOX; the
// staff resend asks COX first and records its booking instead of
// submitting under a new key.
func TestCOX_LostAnswerThenResendBooksOnce(t *testing.T) {
	h, st, gw := setup(t)
	h.COXAttempts = 2
	gw.lost = 100
	ctx := context.Background()
	registerSignature(t, st)
	before := completeReq("signature", "link:u1")
	after := completeReq("sentCOX", "link:u1")
	_ = st.Set(ctx, "requests/R1", after)
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); !errors.Is(err, gateway.ErrUnreachable) {
		t.Fatalf("lost answer: %v", err)
	}
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatalf("after the bound: %v", err)
	}
	var cur map[string]any
	_ = st.Get(ctx, "requests/R1", &cur)
	if cur["status"] != "errorSentCOX" || !gw.booked {
		t.Fatalf("folio %v, booked %v", cur["status"], gw.booked)
	}
	gw.lost = 0
	_ = st.Set(ctx, "requests/R1/status", "sentCOX")
	deliver(t, h, "ev-2", map[string]any{"status": "errorSentCOX"}, map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:100", "curp": "CURP"})
	_ = st.Get(ctx, "requests/R1", &cur)
	if cur["status"] != "complete" || cur["coxId"] != "C1" || cur["probankNumber"] != "PB-1" {
		t.Fatalf("after resend: %v", cur)
	}
	for _, k := range gw.coxKeys {
		if k != "R1-cox-1" {
			t.Fatalf("the resend submitted under a new key: %v", gw.coxKeys)
		}
	}
}

// TestCOX_IncompleteFolioRefused: a folio moved to sentCOX without the
// customer's steps never reaches COX; it waits in errorSentCOX with the
// Spanish reason, in errors/cox too.
func TestCOX_IncompleteFolioRefused(t *testing.T) {
	tests := []struct {
		name     string
		edit     func(r map[string]any)
		evidence bool
		want     string
	}{
		{"bare folio", func(r map[string]any) { delete(r, "customerSteps"); delete(r, "link") }, false, "una liga de firma o video"},
		{"never signed", func(r map[string]any) { delete(r["customerSteps"].(map[string]any), "signature") }, true, "la firma del cliente"},
		{"signature not registered", func(map[string]any) {}, false, "la imagen de la firma registrada"},
		{"video link without the video", func(r map[string]any) { r["link"] = map[string]any{"id": "L1", "action": 4.0} }, true, "la videollamada o el video"},
		{"biometric rejected", func(r map[string]any) {
			r["customerSteps"].(map[string]any)["biometric"] = map[string]any{"result": "RECHAZADO"}
		}, true, "la validación biométrica aceptada"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, st, gw := setup(t)
			ctx := context.Background()
			if tt.evidence {
				registerSignature(t, st)
			}
			before := completeReq("signature", "link:u1")
			after := completeReq("sentCOX", "link:u1")
			tt.edit(after)
			_ = st.Set(ctx, "requests/R1", after)
			if err := h.Handle(ctx, event(t, "ev-1", time.Time{}, before, after)); err != nil {
				t.Fatal(err)
			}
			var r, e map[string]any
			_ = st.Get(ctx, "requests/R1", &r)
			reason, _ := r["statusReason"].(string)
			if gw.cox != 0 || gw.statuses != 0 || r["status"] != "errorSentCOX" || !strings.HasPrefix(reason, "No se envió a COX porque falta") || !strings.Contains(reason, tt.want) {
				t.Fatalf("COX calls %d/%d, folio %v", gw.cox, gw.statuses, r)
			}
			if err := st.Get(ctx, "errors/cox/R1", &e); err != nil || e["message"] != reason || e["attended"] != false {
				t.Fatalf("error record %v %v", e, err)
			}
		})
	}
}

func TestCOX_TimeoutsAreBounded(t *testing.T) {
	h, st, gw := setup(t)
	h.COXAttempts = 3
	gw.coxDown = 100
	ctx := context.Background()
	registerSignature(t, st)
	before := completeReq("signature", "link:u1")
	after := completeReq("sentCOX", "link:u1")
	after["lastUpdateAt"] = 900.0
	_ = st.Set(ctx, "requests/R1", after)
	ev := event(t, "ev-1", time.Time{}, before, after)
	for i := 1; i <= 2; i++ {
		if err := h.Handle(ctx, ev); !errors.Is(err, gateway.ErrUnreachable) {
			t.Fatalf("attempt %d: %v", i, err)
		}
	}
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatalf("attempt 3: %v", err)
	}
	if err := h.Handle(ctx, ev); err != nil || gw.cox != 3 {
		t.Fatalf("after the bound: %v, %d calls", err, gw.cox)
	}
	var r map[string]any
	_ = st.Get(ctx, "requests/R1", &r)
	reason, _ := r["statusReason"].(string)
	if r["status"] != "errorSentCOX" || r["lastUpdateBy"] != "functions" || !strings.Contains(reason, "COX no respondió después de 3 intentos") {
		t.Fatalf("folio %v", r)
	}
	if _, ok := r["probankNumber"]; ok {
		t.Fatalf("invented a probankNumber: %v", r)
	}
	var e map[string]any
	if err := st.Get(ctx, "errors/cox/R1", &e); err != nil || e["attended"] != false || e["message"] != reason || e["requestId"] != "R1" {
		t.Fatalf("error record %v %v", e, err)
	}
	// A folio with no branch files no branch (no admin reads the entry).
	if _, ok := e["branch"]; ok {
		t.Fatalf("invented a branch: %v", e)
	}
	for _, k := range gw.coxKeys {
		if k != "R1-cox-1" {
			t.Fatalf("a retry changed the key: %v", gw.coxKeys)
		}
	}
}

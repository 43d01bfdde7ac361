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
	before := req("signature", "link:u1")
	_ = st.Set(ctx, "requests/R1", before)
	after := req("sentCOX", "link:u1")
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
	// Staff resend after an error: the next submission number.
	prev := map[string]any{"status": "errorSentCOX", "lastUpdateAt": 950.0}
	_ = st.Set(ctx, "requests/R1/status", "sentCOX")
	deliver(t, h, "ev-2", prev, map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:100", "lastUpdateAt": 990.0, "curp": "CURP"})
	if len(gw.coxKeys) != 3 || gw.coxKeys[2] != "R1-cox-2" {
		t.Fatalf("keys %v", gw.coxKeys)
	}
}

func TestCOX_TimeoutsAreBounded(t *testing.T) {
	h, st, gw := setup(t)
	h.COXAttempts = 3
	gw.coxDown = 100
	ctx := context.Background()
	before := req("signature", "link:u1")
	after := req("sentCOX", "link:u1")
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

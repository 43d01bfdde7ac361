package trigger_test

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/trigger"
)

func tokenOf(t *testing.T, callback string) string {
	t.Helper()
	u, err := url.Parse(callback)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

func TestResubmitBiometric_LimitPerHour(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	_ = st.Set(ctx, "requests/R1", req("bioprocess", "link:u1"))
	for i := 1; i <= trigger.BiometricResendLimit; i++ {
		if err := h.ResubmitBiometric(ctx, "R1", fmt.Sprint("a", i)); err != nil {
			t.Fatalf("resend %d: %v", i, err)
		}
	}
	// A double click of an attempt already made does not count again.
	if err := h.ResubmitBiometric(ctx, "R1", "a1"); err != nil {
		t.Fatalf("same attempt: %v", err)
	}
	if err := h.ResubmitBiometric(ctx, "R1", "a4"); !errors.Is(err, trigger.ErrTooManyResends) {
		t.Fatalf("fourth in the hour: %v", err)
	}
	if len(gw.bio) != trigger.BiometricResendLimit {
		t.Fatalf("%d submissions", len(gw.bio))
	}
	later := time.UnixMilli(1_000_000).Add(trigger.BiometricResendWindow + time.Second)
	h.Clock = clock.Func(func() time.Time { return later })
	if err := h.ResubmitBiometric(ctx, "R1", "a5"); err != nil {
		t.Fatalf("an hour later: %v", err)
	}
}

// A resend does not void the first submission's callback: its late
// RECHAZADO still rejects the folio.
func TestBiometricResult_EarlierTokenStillCounts(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("waitingProcessCustomer", "link:u1")
	writeFrom(t, h, st, "ev-b", before, map[string]any{"status": "bioprocess", "lastUpdateBy": "link:u1"})
	if err := h.ResubmitBiometric(ctx, "R1", "a1"); err != nil {
		t.Fatal(err)
	}
	if len(gw.bio) != 2 {
		t.Fatalf("%d submissions", len(gw.bio))
	}
	first, second := tokenOf(t, gw.bio[0]), tokenOf(t, gw.bio[1])
	if first == second {
		t.Fatal("a resend reused the token")
	}
	var raw map[string]any
	_ = st.Get(ctx, "biometrics/R1", &raw)
	for k := range raw["tokens"].(map[string]any) {
		if k == first || k == second {
			t.Fatal("a token is stored in clear")
		}
	}
	if err := h.BiometricResult(ctx, "R1", "forged", "ACEPTADO"); !errors.Is(err, trigger.ErrCallbackForbidden) {
		t.Fatalf("forged token: %v", err)
	}
	if err := h.BiometricResult(ctx, "R1", first, "RECHAZADO"); err != nil {
		t.Fatal(err)
	}
	if err := h.BiometricResult(ctx, "R1", second, "ACEPTADO"); err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	_ = st.Get(ctx, "requests/R1", &r)
	if r["status"] != "rejectionBiometric" {
		t.Fatalf("status %v", r["status"])
	}
}

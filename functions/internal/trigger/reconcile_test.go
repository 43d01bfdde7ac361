package trigger_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"oppnp/functions/internal/trigger"
)

// stuckCOX stores R1 in sentCOX since lastUpdateAt 900 with its COX
// submission 1 held by a delivery that died (lease lapsed, no answer
// recorded), as a SIGKILL during the COX call leaves it.
func stuckCOX(t *testing.T, leaseUntil float64) (*trigger.Handler, *fakeGW, func() map[string]any) {
	t.Helper()
	h, st, gw := setup(t)
	ctx := context.Background()
	f := completeReq("sentCOX", "link:u1")
	f["lastUpdateAt"] = 900.0
	f["probankNumber"] = "PB-1"
	_ = st.Set(ctx, "requests/R1", f)
	registerSignature(t, st)
	_ = st.Set(ctx, "sideEffects/R1/sentCOX_900_coxSubmit", map[string]any{
		"submission": 1, "attempts": 1, "holder": "dead", "leaseUntil": leaseUntil, "statusChecked": true,
	})
	return h, gw, func() map[string]any {
		var m map[string]any
		_ = st.Get(ctx, "requests/R1", &m)
		return m
	}
}

func TestSweep_COX(t *testing.T) {
	tests := []struct {
		name     string
		prepare  func(gw *fakeGW)
		status   string
		keys     []string
		statuses int
	}{
		{"COX booked it, the answer was lost: complete, nothing resubmitted", func(gw *fakeGW) { gw.booked = true }, "complete", nil, 1},
		{"COX never saw it: resubmitted once under the same key", func(*fakeGW) {}, "complete", []string{"R1-cox-1"}, 1},
		{"COX rejects it: errorSentCOX", func(gw *fakeGW) { gw.coxFails = 1 }, "errorSentCOX", []string{"R1-cox-1"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, gw, folio := stuckCOX(t, 1_000_000-1)
			tt.prepare(gw)
			out, err := h.Sweep(context.Background(), time.Minute)
			if err != nil || len(out) != 1 {
				t.Fatalf("sweep: %v %+v", err, out)
			}
			if got := folio()["status"]; got != tt.status || string(out[0].Status) != tt.status {
				t.Fatalf("status %v, outcome %+v", got, out[0])
			}
			if !slices.Equal(gw.coxKeys, tt.keys) || gw.statuses != tt.statuses {
				t.Fatalf("keys %v, %d status questions", gw.coxKeys, gw.statuses)
			}
			// A second sweep finds nothing pending.
			if again, err := h.Sweep(context.Background(), time.Minute); err != nil || len(again) != 0 {
				t.Fatalf("second sweep: %v %+v", err, again)
			}
		})
	}
}

func TestSweep_LeavesALiveHolderAndRecentFolios(t *testing.T) {
	h, gw, folio := stuckCOX(t, 1_000_000+60_000)
	out, err := h.Sweep(context.Background(), time.Minute)
	if err != nil || len(out) != 1 || out[0].Error == "" || folio()["status"] != "sentCOX" || gw.statuses != 0 {
		t.Fatalf("live lease: %v %+v, %v, %d questions", err, out, folio()["status"], gw.statuses)
	}
	// Entered sentCOX less than the deadline ago: not listed.
	if p, err := h.PendingEffects(context.Background(), 1_000_000*time.Millisecond); err != nil || len(p) != 0 {
		t.Fatalf("recent folio listed: %v %+v", err, p)
	}
}

func TestReconcile_UnsentLink(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	gw.smsDown = 1
	before, after := storedTransition(t, st, 900)
	if err := h.Handle(ctx, event(t, "ev-1", time.Time{}, before, after)); err == nil {
		t.Fatal("SMS refused, delivery succeeded")
	}
	p, err := h.PendingEffects(ctx, time.Minute)
	if err != nil || len(p) != 1 || p[0].Effect != "customerLink" || p[0].LastError == "" {
		t.Fatalf("pending: %v %+v", err, p)
	}
	if _, err := h.Reconcile(ctx, "R1"); err != nil {
		t.Fatal(err)
	}
	var l map[string]any
	_ = st.Get(ctx, "requests/R1/link", &l)
	if len(gw.sms) != 1 || l["sentAt"] == nil {
		t.Fatalf("%d SMS, link %v", len(gw.sms), l)
	}
	if _, err := h.Reconcile(ctx, "R1"); !errors.Is(err, trigger.ErrNothingPending) {
		t.Fatalf("second reconcile: %v", err)
	}
}

// A folio written again in its status (a field saved, lastUpdateAt moved)
// keeps the side effect of its entry into that status pending: the markers
// are keyed by the entry's lastUpdateAt, not the folio's latest. It is
// listed from the time of its entry, and the sweep finishes it.
func TestPendingEffects_FolioWrittenAfterItsEntry(t *testing.T) {
	tests := []struct {
		name      string
		entered   string  // the marker's entry key
		writtenAt float64 // the folio's lastUpdateAt now
		want      int
	}{
		{"not written again: listed", "sentCOX_900", 900, 1},
		{"written again long after its entry", "sentCOX_900", 950, 1},
		{"written again just now: its entry is what is old", "sentCOX_900", 1_000_000 - 1, 1},
		{"entered just now: not yet pending", "sentCOX_999990", 999_995, 0},
		{"an earlier entry's marker, the folio entered again since: not this entry's", "sentCOX_800", 900, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, _, folio := stuckCOX(t, 1_000_000-1)
			ctx := context.Background()
			if tt.entered != "sentCOX_900" {
				m := map[string]any{}
				_ = h.Store.Get(ctx, "sideEffects/R1/sentCOX_900_coxSubmit", &m)
				_ = h.Store.Update(ctx, "sideEffects/R1", map[string]any{"sentCOX_900_coxSubmit": nil, tt.entered + "_coxSubmit": m})
				if tt.entered == "sentCOX_800" {
					// The entry at 900 finished its effect; only the older one did not.
					_ = h.Store.Set(ctx, "sideEffects/R1/sentCOX_900_coxSubmit", map[string]any{"done": true})
				}
			}
			_ = h.Store.Set(ctx, "requests/R1/lastUpdateAt", tt.writtenAt)
			p, err := h.PendingEffects(ctx, time.Minute)
			if err != nil || len(p) != tt.want {
				t.Fatalf("pending: %v %+v, want %d", err, p, tt.want)
			}
			if tt.want == 0 {
				return
			}
			if p[0].Since != 900 {
				t.Fatalf("since %d, want the entry's 900", p[0].Since)
			}
			if out, err := h.Sweep(ctx, time.Minute); err != nil || len(out) != 1 || folio()["status"] != "complete" {
				t.Fatalf("sweep: %v %+v, status %v", err, out, folio()["status"])
			}
		})
	}
}

package trigger_test

import (
	"context"

	"testing"
	"time"

	"oppnp/functions/internal/link"
	"oppnp/functions/internal/trigger"
)

// TestLink_ExactlyOneSMSAcrossRuns: runs of one link effect whose SMS
// answers were lost (the holder died after the provider accepted) text the
// customer once, and the folio's open link is the one in that SMS; the
// links the later runs issued are closed.
func TestLink_ExactlyOneSMSAcrossRuns(t *testing.T) {
	tests := []struct {
		name      string
		down      int // runs whose SMS never reached the provider
		refused   int // runs whose SMS the provider refused (an error answer)
		lost      int // runs whose SMS was accepted, the answer lost
		wantRuns  int
		wantLinks int // links the marker issued
	}{
		{"first run accepted, answer lost", 0, 0, 1, 2, 2},
		{"first run never reached the provider, second accepted and lost", 1, 0, 1, 3, 3},
		{"nothing lost", 0, 0, 0, 1, 1},
		{"three runs unanswered, the fourth texted", 3, 0, 0, 4, 4},
		{"three runs refused by the provider, the fourth texted: the refused links dropped", 0, 3, 0, 4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, st, gw := setup(t)
			gw.smsDown, gw.smsRefused, gw.smsLost = tt.down, tt.refused, tt.lost
			ctx := context.Background()
			before, after := storedTransition(t, st, 900)
			ev := event(t, "ev-1", time.Time{}, before, after)
			runs := 0
			for err := error(nil); runs == 0 || err != nil; {
				runs++
				if runs > 5 {
					t.Fatalf("still failing: %v", err)
				}
				err = h.Handle(ctx, ev)
			}
			if runs != tt.wantRuns || len(gw.sms) != 1 {
				t.Fatalf("%d runs, %d SMS; want %d runs, 1 SMS", runs, len(gw.sms), tt.wantRuns)
			}
			texted := linkIDIn(gw.sms[0])
			var l map[string]any
			var uuid string
			_ = st.Get(ctx, "requests/R1/link", &l)
			_ = st.Get(ctx, "requests/R1/uuid", &uuid)
			if l["id"] != texted || uuid != texted || l["sentAt"] == nil || l["expiresAt"] == nil {
				t.Fatalf("folio link %v uuid %s, want the texted %s, sent", l, uuid, texted)
			}
			var marker map[string]any
			_ = st.Get(ctx, "sideEffects/R1/waitingProcessCustomer_900_customerLink", &marker)
			issued, _ := marker["links"].(map[string]any)
			if marker["done"] != true || marker["linkId"] != texted || len(issued) != tt.wantLinks {
				t.Fatalf("marker %v, want done with %d links", marker, tt.wantLinks)
			}
			var all map[string]link.Record
			_ = st.Get(ctx, "links", &all)
			if len(all) != tt.wantRuns {
				t.Fatalf("%d links written, want one per run (%d)", len(all), tt.wantRuns)
			}
			for id := range all {
				var rec link.Record
				_ = st.Get(ctx, "links/"+id, &rec)
				if open := rec.ClosedAt == nil; open != (id == texted) {
					t.Errorf("link %s open=%v; only the texted %s stays open", id, open, texted)
				}
			}
		})
	}
}

// TestLink_SMSKeyPerTransition: the key names the folio and the
// transition, so a later transition texts again.
func TestLink_SMSKeyPerTransition(t *testing.T) {
	a := trigger.SMSKey("sideEffects/R1/waitingProcessCustomer_900_customerLink")
	b := trigger.SMSKey("sideEffects/R1/waitingProcessCustomer_950_customerLink")
	if a != "R1-sms-waitingProcessCustomer_900_customerLink" || a == b {
		t.Fatalf("keys %q, %q", a, b)
	}
}

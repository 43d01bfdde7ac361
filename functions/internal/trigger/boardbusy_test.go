package trigger_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/monitor"
)

// TestHandle_BoardBusyDoesNotHoldTheSideEffect: a process that died in the
// middle of the folio's board move leaves the board's lease (wall clock,
// docs/adr/0059-durable-trigger-delivery.md) live for a while. The status
// change's side effect does not wait for it: the customer's SMS leaves at
// once, and the delivery still fails (ErrBoardBusy) so the platform
// redelivers it to finish the board; the redelivery after the lease lapsed
// moves the board and sends nothing more.
func TestHandle_BoardBusyDoesNotHoldTheSideEffect(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	h.Monitor = &monitor.Service{Store: st, Clock: h.Clock}
	write(t, h, st, "ev-0", nil, req("documents", "bp:100"))
	// The dead holder's move of the next status change: its lease is live.
	if err := st.Update(ctx, "monitor/requests/R1", map[string]any{"moving": time.Now().Add(time.Hour).UnixMilli()}); err != nil {
		t.Fatal(err)
	}
	before, after := storedTransition(t, st, 900)
	ev := event(t, "ev-1", time.Time{}, before, after)
	err := h.Handle(ctx, ev)
	if !errors.Is(err, monitor.ErrBoardBusy) {
		t.Fatalf("delivery under a live board lease: %v, want ErrBoardBusy (redelivered)", err)
	}
	var l map[string]any
	_ = st.Get(ctx, "requests/R1/link", &l)
	if len(gw.sms) != 1 || l["sentAt"] == nil {
		t.Fatalf("the SMS waited for the board: %d SMS, link %v", len(gw.sms), l)
	}

	// The lease lapses: the redelivery recounts, moves the board, and
	// finds the link's marker done.
	if err := st.Update(ctx, "monitor/requests/R1", map[string]any{"moving": time.Now().Add(-time.Second).UnixMilli()}); err != nil {
		t.Fatal(err)
	}
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatalf("redelivery after the board's lease lapsed: %v", err)
	}
	var e map[string]any
	if err := st.Get(ctx, "monitor/requests/R1", &e); err != nil || e["status"] != "waitingProcessCustomer" || e["moving"] != nil {
		t.Fatalf("board entry %v %v", e, err)
	}
	if len(gw.sms) != 1 {
		t.Fatalf("%d SMS after the redelivery, want 1", len(gw.sms))
	}
}

package trigger_test

import (
	"context"
	"oppnp/functions/internal/monitor"
	"testing"

	"oppnp/functions/internal/trigger"
)

func listsOf(t *testing.T, st interface {
	Get(context.Context, string, any) error
}) map[string]any {
	t.Helper()
	var l map[string]any
	_ = st.Get(context.Background(), "requests/R1/lists", &l)
	return l
}

// The list keys follow the folio as it is now: a redelivered or late event
// writes nothing new and never moves the folio down its lists, and the
// functions' own key write leaves no trail entry.
func TestHandle_ListKeys(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	v1 := req("quoter", "bp:100")
	v1["currentPromoterBpId"], v1["lastUpdateAt"] = "100", 1000.0
	v2 := req("quoterResult", "bp:100")
	v2["currentPromoterBpId"], v2["lastUpdateAt"] = "100", 2000.0

	write(t, h, st, "ev-1", nil, v1)
	if got := listsOf(t, st)["status"]; got != "quoter|000000000001000" {
		t.Fatalf("after the first write lists/status = %v", got)
	}
	write(t, h, st, "ev-2", v1, v2)
	want := map[string]any{"status": "quoterResult|000000000002000", "promoter": "100||capture|000000000002000", "client": "100|CURP"}
	checkLists := func(step string) {
		t.Helper()
		got := listsOf(t, st)
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("%s: lists/%s = %v, want %v (all %v)", step, k, got[k], v, got)
			}
		}
	}
	checkLists("after the second write")
	deliver(t, h, "ev-1", nil, v1) // late and out of order: the stale folio says quoter at 1000
	checkLists("after a late event")
	deliver(t, h, "ev-2", v1, v2) // a duplicate
	checkLists("after a duplicate")

	// The key write itself, delivered back by the host, is not a change worth a trail entry.
	var cur map[string]any
	_ = st.Get(ctx, "requests/R1", &cur)
	withoutLists := map[string]any{}
	for k, v := range cur {
		if k != "lists" {
			withoutLists[k] = v
		}
	}
	ev := event(t, "ev-keys", h.Clock.Now(), withoutLists, cur)
	ev.AuthType = trigger.AuthAdmin
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatal(err)
	}
	var hist map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if _, ok := hist["ev-keys"]; ok {
		t.Fatalf("a write of the list keys alone left a trail entry: %v", hist["ev-keys"])
	}
	if _, ok := hist["ev-2"]; !ok {
		t.Fatalf("the folio's own writes keep their trail: %v", hist)
	}
}

// Keys written under a folio deleted meanwhile come back as their own
// event (nothing before, the keys alone after): the trigger removes them,
// and leaves the keys of a folio that is there.
func TestHandle_OrphanListKeys(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	orphan := map[string]any{"lists": map[string]any{"status": "quoter|000000000001000"}}
	_ = st.Set(ctx, "requests/R1", orphan)
	ev := event(t, "ev-orphan", h.Clock.Now(), nil, orphan)
	ev.AuthType = trigger.AuthAdmin
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatal(err)
	}
	if l := listsOf(t, st); l != nil {
		t.Fatalf("orphan keys left: %v", l)
	}
	// Their removal comes back as its own event too (the keys alone
	// before, nothing after): no folio was deleted, so the monitor's entry
	// of that id, projected by a late event of the folio, stays.
	h.Monitor = &monitor.Service{Store: st, Clock: h.Clock}
	entry := map[string]any{"status": "validation", "enteredStatusAt": 900_000.0}
	_ = st.Set(ctx, "monitor/requests/R1", entry)
	removed := event(t, "ev-orphan-removed", h.Clock.Now(), orphan, nil)
	removed.AuthType = trigger.AuthAdmin
	if err := h.Handle(ctx, removed); err != nil {
		t.Fatal(err)
	}
	var e map[string]any
	if err := st.Get(ctx, "monitor/requests/R1", &e); err != nil || e["status"] != "validation" {
		t.Fatalf("the orphan keys' removal touched the monitor: %v %v", e, err)
	}
	_ = st.Set(ctx, "monitor/requests/R1", nil)
	h.Monitor = nil
	var hist map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if hist != nil {
		t.Fatalf("the orphan keys left a trail: %v", hist)
	}

	// The same event, late, over a folio written since: its keys stay.
	v1 := req("quoter", "bp:100")
	v1["lastUpdateAt"] = 1000.0
	write(t, h, st, "ev-1", nil, v1)
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatal(err)
	}
	if got := listsOf(t, st)["status"]; got != "quoter|000000000001000" {
		t.Fatalf("a late orphan event touched a live folio's keys: %v", listsOf(t, st))
	}
}

// Only the functions' own write of the keys of a folio that was there is
// dropped before decoding; anything else reaches Handle.
func TestKeysOnlyDelta(t *testing.T) {
	keys := map[string]any{"lists": map[string]any{"status": "quoter|1"}}
	cases := []struct {
		name      string
		authType  string
		hadBefore bool
		delta     any
		want      bool
	}{
		{"the keys' echo", trigger.AuthAdmin, true, keys, true},
		{"keys removed", trigger.AuthAdmin, true, map[string]any{"lists": nil}, true},
		{"a user's write", trigger.AuthAppUser, true, keys, false},
		{"under a deleted folio", trigger.AuthAdmin, false, keys, false},
		{"keys and a field", trigger.AuthAdmin, true, map[string]any{"lists": nil, "status": "x"}, false},
		{"another field", trigger.AuthAdmin, true, map[string]any{"status": "x"}, false},
		{"a deletion", trigger.AuthAdmin, true, nil, false},
	}
	for _, c := range cases {
		if got := trigger.KeysOnlyDelta(c.authType, c.hadBefore, c.delta); got != c.want {
			t.Errorf("%s: KeysOnlyDelta = %v, want %v", c.name, got, c.want)
		}
	}
}

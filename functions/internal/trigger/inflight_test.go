package trigger_test

import (
	"context"
	"testing"
)

const otherCurp = "OTRA"

// inFlightOf is inFlight/{curp}/R1 as stored (nil when absent).
func inFlightOf(t *testing.T, st interface {
	Get(context.Context, string, any) error
}, curp string) map[string]any {
	t.Helper()
	var e map[string]any
	_ = st.Get(context.Background(), "inFlight/"+curp+"/R1", &e)
	return e
}

// The index of the folios of a CURP in flight follows the folio as it is
// now: a change indexes or removes it, and a late redelivery of an older
// change (an effect retried with backoff) does not index a folio that has
// ended meanwhile.
func TestHandle_InFlightIndex(t *testing.T) {
	quoter := func(ms float64) map[string]any {
		r := req("quoter", "bp:100")
		r["currentPromoterBpId"], r["lastUpdateAt"] = "100", ms
		return r
	}
	result := quoter(2000)
	result["status"] = "quoterResult"
	complete := quoter(2000)
	complete["status"] = "complete"
	rejected := quoter(2000)
	rejected["status"] = "rejectionSignature"
	discarded := quoter(2000)
	discarded["discarded"] = map[string]any{"at": 2000.0, "reason": "x"}
	moved := quoter(2000)
	moved["curp"] = otherCurp

	// step is one write of the folio (write) or a redelivery of an earlier
	// one (late), before → after.
	type step struct {
		id            string
		before, after map[string]any
		late          bool
	}
	tests := []struct {
		name  string
		steps []step
		want  map[string]string // CURP → indexed status
	}{
		{"created", []step{{"ev-1", nil, quoter(1000), false}}, map[string]string{"CURP": "quoter"}},
		{"a fresh change indexes its status", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), result, false}},
			map[string]string{"CURP": "quoterResult"}},
		{"completed", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), complete, false}}, nil},
		{"rejected", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), rejected, false}}, nil},
		{"discarded", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), discarded, false}}, nil},
		{"curp changed", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), moved, false}},
			map[string]string{otherCurp: "quoter"}},
		{"created complete drops the reservation", []step{{"ev-1", nil, complete, false}}, nil},
		{"late redelivery after the end", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), complete, false},
			{"ev-1", nil, quoter(1000), true}}, nil},
		{"late redelivery after a discard", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), discarded, false},
			{"ev-1", nil, quoter(1000), true}}, nil},
		{"late redelivery after a later change", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), result, false},
			{"ev-1", nil, quoter(1000), true}}, map[string]string{"CURP": "quoterResult"}},
		{"deleted by an operator", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), nil, false}}, nil},
		{"late redelivery after the deletion", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), nil, false},
			{"ev-1", nil, quoter(1000), true}}, nil},
		{"late redelivery under the old curp", []step{{"ev-1", nil, quoter(1000), false}, {"ev-2", quoter(1000), moved, false},
			{"ev-1", nil, quoter(1000), true}}, map[string]string{otherCurp: "quoter"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, st, _ := setup(t)
			// The clearance's reservation, which the folio's first write replaces.
			if err := st.Set(context.Background(), "inFlight/CURP/R1", map[string]any{"reserved": true}); err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.steps {
				switch {
				case s.late:
					deliver(t, h, s.id, s.before, s.after)
				case s.after == nil:
					if err := st.Set(context.Background(), "requests/R1", nil); err != nil {
						t.Fatal(err)
					}
					deliver(t, h, s.id, s.before, nil)
				default:
					write(t, h, st, s.id, s.before, s.after)
				}
			}
			for _, c := range []string{"CURP", otherCurp} {
				e := inFlightOf(t, st, c)
				want, indexed := tt.want[c]
				if (e != nil) != indexed || (indexed && e["status"] != want) {
					t.Fatalf("inFlight/%s/R1 = %v, want indexed %v with status %q", c, e, indexed, want)
				}
			}
		})
	}
}

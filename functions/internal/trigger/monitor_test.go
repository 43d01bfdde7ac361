package trigger_test

import (
	"context"
	"testing"
	"time"

	"oppnp/functions/internal/monitor"
)

func TestHandle_MonitorProjection(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	h.Monitor = &monitor.Service{Store: st, Clock: h.Clock}
	tests := []struct {
		name        string
		event       string
		before      map[string]any
		after       map[string]any
		wantStatus  string
		wantEntered float64
		wantRole    string
		wantName    string
	}{
		{"created by a promoter", "ev-1", nil, req("quoter", "bp:100"), "quoter", 900_000, "Promotor", ""},
		{"a write without a status change keeps the entry time", "ev-2", req("quoter", "bp:100"),
			map[string]any{"status": "quoter", "lastUpdateBy": "bp:100", "curp": "GODE561231MDFMZM01"}, "quoter", 900_000, "", ""},
		{"an operator correction is recorded as Operador, by name", "ev-3", req("quoter", "bp:100"), req("quoterResult", "operator:ana"), "quoterResult", 900_000, "Operador", "Ana Operadora"},
	}
	_ = st.Set(ctx, "operators/ana", map[string]any{"name": "Ana Operadora", "keyHash": "00"})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			write(t, h, st, tt.event, tt.before, tt.after)
			var e map[string]any
			if err := st.Get(ctx, "monitor/requests/R1", &e); err != nil {
				t.Fatal(err)
			}
			if e["status"] != tt.wantStatus || e["enteredStatusAt"] != tt.wantEntered || e["curp"] != nil || e["name"] != nil {
				t.Fatalf("entry %v", e)
			}
			if tt.wantRole == "" {
				return
			}
			var step map[string]any
			if err := st.Get(ctx, "monitor/history/R1/"+tt.event, &step); err != nil || step["role"] != tt.wantRole || step["name"] != nil {
				t.Fatalf("step %v %v", step, err)
			}
			var hist map[string]any
			_ = st.Get(ctx, "requestHistory/R1/"+tt.event, &hist)
			if hist["role"] != tt.wantRole || (hist["name"] != nil || tt.wantName != "") && hist["name"] != tt.wantName {
				t.Fatalf("requestHistory %v", hist)
			}
		})
	}
	var e map[string]any
	if err := h.Handle(ctx, event(t, "ev-del", time.Time{}, req("quoterResult", "operator:ana"), nil)); err != nil {
		t.Fatal(err)
	}
	if err := st.Get(ctx, "monitor/requests/R1", &e); err == nil {
		t.Errorf("deleted folio still projected: %v", e)
	}
}

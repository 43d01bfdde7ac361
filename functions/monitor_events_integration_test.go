package functions_test

import (
	"fmt"
	"testing"
	"time"
)

// testMonitorEvents posts a folio's CloudEvents to the functions host out
// of order and more than once, as at-least-once delivery may: the board
// counts the folio once, in the status of its newest write.
func testMonitorEvents(t *testing.T, s *stack) {
	s.t = t
	count := func(status string) float64 {
		c, _ := s.getMap("monitor/board/statuses/" + status)["count"].(float64)
		return c
	}
	now := float64(time.Now().UnixMilli())
	created := map[string]any{"status": "fileValidation", "createdAt": now, "lastUpdateAt": now + 1000, "lastUpdateBy": "functions"}
	moved := map[string]any{"status": "validation", "createdAt": now, "lastUpdateAt": now + 2000, "lastUpdateBy": "functions"}
	edited := map[string]any{"status": "validation", "createdAt": now, "lastUpdateAt": now + 3000, "lastUpdateBy": "functions", "amount": 1.0}
	type event struct {
		id            string
		before, after map[string]any
	}
	evCreate, evMove, evEdit := event{"c", nil, created}, event{"m", created, moved}, event{"e", moved, edited}
	tests := []struct {
		name      string
		deliver   []event
		fv, valid float64 // change of each status's count
		status    string  // the entry's status after, "" for none
	}{
		{"in order", []event{evCreate, evMove}, 0, 1, "validation"},
		{"the move before the creation", []event{evMove, evCreate}, 0, 1, "validation"},
		{"every event twice", []event{evCreate, evCreate, evMove, evMove}, 0, 1, "validation"},
		{"late duplicates after an edit", []event{evCreate, evMove, evEdit, evCreate, evMove}, 0, 1, "validation"},
		{"only the creation, twice", []event{evCreate, evCreate}, 1, 0, "fileValidation"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := fmt.Sprintf("R-evt-%d-%d", time.Now().UnixNano(), i)
			fv0, v0 := count("fileValidation"), count("validation")
			for _, ev := range tt.deliver {
				// The same event id each time: a platform redelivery.
				s.postEvent(id, id+"-"+ev.id, ev.before, ev.after)
			}
			if st := s.getMap("monitor/requests/" + id)["status"]; st != tt.status {
				t.Fatalf("entry status %v, want %q", st, tt.status)
			}
			if fv, v := count("fileValidation")-fv0, count("validation")-v0; fv != tt.fv || v != tt.valid {
				t.Fatalf("board moved fileValidation %+v validation %+v, want %+v %+v", fv, v, tt.fv, tt.valid)
			}
		})
	}
}

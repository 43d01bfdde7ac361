package functions_test

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func testEffects(t *testing.T, s *stack) {
	s.t = t
	promoter := s.staff("promotor1")
	t.Run("a duplicated CloudEvent sends one SMS", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-dup-%d", time.Now().UnixNano())
		phone := fmt.Sprintf("55%08d", time.Now().UnixNano()%100_000_000)
		s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"client": map[string]any{"phone": phone}})
		before, after := s.write(id, promoter, map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
		s.eventually("the link's SMS", func() bool { return len(s.outbox(phone)) == 1 })
		if n := s.redeliver(id, "customerLink", before, after); n != 1 {
			t.Fatalf("redelivered %d events", n)
		}
		// Another event reporting the same transition (a distinct id).
		s.postEvent(id, "dup-"+id, before, after)
		time.Sleep(500 * time.Millisecond) // an SMS would be in the outbox by now
		if got := s.outbox(phone); len(got) != 1 {
			t.Fatalf("SMS outbox %v", got)
		}
		if e := s.getMap("requestHistory/" + id + "/dup-" + id); e["from"] != "documents" || e["to"] != "waitingProcessCustomer" {
			t.Fatalf("the distinct event is not in the trail: %v", e)
		}
	})
	t.Run("the trail of a promoter's field edit", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-trail-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01"})
		s.write(id, promoter, map[string]any{"curp": "PELJ800101HDFRPN09", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
		var entry map[string]any
		s.eventually("the edit in the trail", func() bool {
			for _, e := range s.getMap("requestHistory/" + id) {
				e, _ := e.(map[string]any) // the edit, not the seed's creation
				if paths, _ := e["paths"].([]any); slices.Contains(paths, "curp") && e["by"] != "functions" {
					entry = e
					return true
				}
			}
			return false
		})
		c, _ := entry["changes"].(map[string]any)["curp"].(map[string]any)
		if entry["by"] != "bp:1000000001" || entry["role"] != "Promotor" || entry["from"] != "documents" || entry["to"] != "documents" ||
			c["from"] != "GODE******" || c["to"] != "PELJ******" || entry["at"] == nil {
			t.Fatalf("trail entry %v", entry)
		}
		if containsRaw(s.getMap("requestHistory/"+id), "PELJ800101HDFRPN09") {
			t.Fatal("the trail holds the CURP in clear")
		}
		if req := s.getMap("requests/" + id); req["lastUpdateBy"] != "bp:1000000001" {
			t.Fatalf("the functions wrote into the folio: %v", req)
		}
	})
}

// containsRaw reports whether v holds the string x anywhere.
func containsRaw(v any, x string) bool {
	switch t := v.(type) {
	case string:
		return t == x
	case map[string]any:
		for _, c := range t {
			if containsRaw(c, x) {
				return true
			}
		}
	case []any:
		for _, c := range t {
			if containsRaw(c, x) {
				return true
			}
		}
	}
	return false
}

package functions_test

import (
	"fmt"
	"regexp"
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
		// The new CURP cleared for this folio, as the functions would: a CURP changes only to that.
		if code, out := s.rtdb("PUT", "uifClearance/"+id, "owner", map[string]any{"curp": "PELJ800101HDFRPN09", "at": 1, "expiresAt": 4102444800000}); code != 200 {
			t.Fatalf("clearance fixture: %d %v", code, out)
		}
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
			c["from"] != "GODE******01" || c["to"] != "PELJ******09" || entry["at"] == nil {
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

// testOTPBudget: the OTP's send budget belongs to the customer's link — a
// link the staff resend starts a new one — and the folio's sends across
// links are capped per hour (docs/adr/0050-cox-only-complete-folios-exactly-once.md).
func testOTPBudget(t *testing.T, s *stack) {
	s.t = t
	phone := fmt.Sprintf("55%08d", time.Now().UnixNano()%100_000_000)
	id := fmt.Sprintf("R-otp-%d", time.Now().UnixNano())
	// In a branch gerente1 holds: gerente1 resends the link below.
	s.seed(id, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": phone},
		"offer":  map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}}}})
	gerente := s.staff("gerente1")
	session := func(cred string) string {
		code, cr := s.customer(cred)
		if code != 200 {
			t.Fatalf("customer session: %d %+v", code, cr)
		}
		return s.signIn(cr.FirebaseToken)
	}
	// send asks for a code and, when one came, spends its attempts on a
	// wrong guess, so the next send is a new code (not the one in flight).
	send := func(idTok string) (int, map[string]any) {
		var out map[string]any
		code := s.call("/api/otp/send", idTok, nil, &out)
		if code == 200 {
			texts := s.outbox(phone)
			m := regexp.MustCompile(`\b(\d{6})\b`).FindStringSubmatch(texts[len(texts)-1])
			if m == nil {
				t.Fatalf("no code in %q", texts[len(texts)-1])
			}
			wrong := fmt.Sprintf("%06d", (atoi(m[1])+1)%1000000)
			for range 3 {
				s.call("/api/otp/verify", idTok, map[string]string{"code": wrong}, nil)
			}
		}
		return code, out
	}
	newLink := func() string {
		if code, out := s.resend(id, gerente); code != 200 {
			t.Fatalf("resend link: %d %v", code, out)
		}
		return session(s.smsCredential(phone))
	}
	tok := session(s.seedLink(id, 1, time.Now().Add(time.Hour).UnixMilli(), false))
	for i := range 3 {
		if code, out := send(tok); code != 200 {
			t.Fatalf("send %d under the first link: %d %v", i+1, code, out)
		}
	}
	if code, out := send(tok); code != 429 || out["code"] != "OTP_EXHAUSTED" {
		t.Fatalf("fourth send under the first link: %d %v", code, out)
	}
	tok = newLink()
	if code, out := send(tok); code != 200 || out["sendsLeft"] != 1.0 {
		t.Fatalf("a new link keeps the old budget: %d %v", code, out)
	}
	if code, out := send(tok); code != 200 {
		t.Fatalf("fifth send in the hour: %d %v", code, out)
	}
	sms := len(s.outbox(phone))
	if code, out := send(tok); code != 429 || out["code"] != "OTP_HOURLY_LIMIT" ||
		out["message"] != "Ya solicitaste 5 códigos en la última hora. Espera un momento e intenta de nuevo." {
		t.Fatalf("sixth send in the hour: %d %v", code, out)
	}
	tok = newLink()
	if code, out := send(tok); code != 429 || out["code"] != "OTP_HOURLY_LIMIT" || len(s.outbox(phone)) != sms+1 {
		t.Fatalf("a third link lifted the hourly cap: %d %v, %d SMS", code, out, len(s.outbox(phone))-sms)
	}
}

package functions_test

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/link"
)

var sv = map[string]any{".sv": "timestamp"}

type customerResp struct {
	TokenClient, FirebaseToken, RequestID, Folio string
	TokenTTL, Action                             int
	Code, Message                                string
}

func (s *stack) customer(uuid string) (int, customerResp) {
	var r customerResp
	code := s.call("/api/session/customer", "", map[string]string{"uuid": uuid}, &r)
	return code, r
}

// seed writes a folio as the admin (what earlier capture steps produced).
func (s *stack) seed(id string, v map[string]any) {
	s.t.Helper()
	v["id"] = id
	if code, out := s.rtdb("PUT", "requests/"+id, "owner", v); code != 200 {
		s.t.Fatalf("seed %s: %d %v", id, code, out)
	}
}

// seedLink gives folio id a customer link as the functions do (links/{linkId}
// with the credential's hash, the folio's uuid and link) and returns the
// credential its SMS would carry.
func (s *stack) seedLink(id string, action int, expiresAt int64, closed bool) string {
	s.t.Helper()
	cred, err := link.NewCredential()
	if err != nil {
		s.t.Fatal(err)
	}
	lid := link.ID(cred)
	rec := map[string]any{"hash": link.Hash(cred), "requestId": id, "action": action, "expiresAt": expiresAt, "createdAt": time.Now().UnixMilli()}
	if closed {
		rec["closedAt"] = time.Now().UnixMilli()
	}
	if code, out := s.rtdb("PATCH", "", "owner", map[string]any{
		"links/" + lid:             rec,
		"requests/" + id + "/uuid": lid,
		"requests/" + id + "/link": map[string]any{"id": lid, "action": action, "expiresAt": expiresAt, "sentAt": time.Now().UnixMilli()},
	}); code != 200 {
		s.t.Fatalf("seed link of %s: %d %v", id, code, out)
	}
	return cred
}

// smsCredential is the credential of the last link texted to phone.
func (s *stack) smsCredential(phone string) string {
	s.t.Helper()
	texts := s.outbox(phone)
	if len(texts) == 0 {
		s.t.Fatalf("no SMS to %s", phone)
	}
	m := regexp.MustCompile(`/folio/([A-Za-z0-9_-]+)/`).FindStringSubmatch(texts[len(texts)-1])
	if m == nil {
		s.t.Fatalf("no link in %q", texts[len(texts)-1])
	}
	return m[1]
}

func testCustomerLink(t *testing.T, s *stack) {
	s.t = t
	const phone = "5512345607" // persona bio-aceptado
	id := fmt.Sprintf("R-link-%d", time.Now().UnixNano())
	s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": phone}})
	sent := len(s.outbox(phone))

	// The promoter moves its folio on, under the database rules.
	promoter := s.staff("promotor1")
	before, after := s.write(id, promoter, map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	s.eventually("customer link SMS", func() bool { return len(s.outbox(phone)) > sent })
	req := s.getMap("requests/" + id)
	uuid, _ := req["uuid"].(string)
	l, _ := req["link"].(map[string]any)
	if uuid == "" || l["id"] != uuid || l["action"] != 1.0 || l["expiresAt"].(float64) < float64(time.Now().Add(23*time.Hour).UnixMilli()) {
		t.Fatalf("link not created: uuid %q link %v", uuid, l)
	}
	cred := s.smsCredential(phone)
	texts := s.outbox(phone)
	if len(texts) != sent+1 || !strings.Contains(texts[len(texts)-1], "/folio/"+cred+"/bienvenida") || link.ID(cred) != uuid {
		t.Fatalf("SMS outbox %v, folio uuid %s", texts, uuid)
	}
	if rec := s.getMap("links/" + uuid); rec["hash"] != link.Hash(cred) || rec["requestId"] != id || rec["action"] != 1.0 || rec["closedAt"] != nil {
		t.Fatalf("links/%s = %v", uuid, rec)
	}
	hist := s.getMap("requestHistory/" + id)
	if !hasMove(hist, "documents", "waitingProcessCustomer", "bp:1000000001", "Promotor") {
		t.Fatalf("history %v", hist)
	}
	if req["lastUpdateAt"] == nil {
		t.Fatal("lastUpdateAt not stamped")
	}
	t.Run("a redelivered event sends no second SMS", func(t *testing.T) {
		s.t = t
		if n := s.redeliver(id, "customerLink", before, after); n != 1 {
			t.Fatalf("redelivered %d events", n)
		}
		if got := s.outbox(phone); len(got) != sent+1 || s.getMap("requests/" + id)["uuid"] != uuid || moves(s.getMap("requestHistory/"+id)) != moves(hist) {
			t.Fatalf("after redelivery: %d SMS, uuid %v", len(got), s.getMap("requests/" + id)["uuid"])
		}
	})

	t.Run("nothing a promoter reads opens the customer session", func(t *testing.T) {
		s.t = t
		code, folio := s.rtdb("GET", "requests/"+id, promoter, nil)
		if code != 200 {
			t.Fatalf("promoter reads its folio: %d", code)
		}
		if code, _ := s.rtdb("GET", "links/"+uuid, promoter, nil); code != 401 && code != 403 {
			t.Fatalf("promoter reads links/: %d", code)
		}
		var values []string
		var walk func(v any)
		walk = func(v any) {
			switch x := v.(type) {
			case string:
				values = append(values, x)
			case map[string]any:
				for k, c := range x {
					values = append(values, k)
					walk(c)
				}
			case []any:
				for _, c := range x {
					walk(c)
				}
			}
		}
		walk(folio)
		for _, v := range values {
			if v == cred {
				t.Fatal("the folio holds the credential")
			}
			if code, _ := s.customer(v); code == 200 {
				t.Fatalf("the folio's value %q opened the customer session", v)
			}
		}
	})

	code, cr := s.customer(cred)
	if code != 200 || cr.TokenClient == "" || cr.FirebaseToken == "" || cr.RequestID != id || cr.Action != 1 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	idTok := s.signIn(cr.FirebaseToken)
	if code, _ := s.rtdb("GET", "requests/"+id, idTok, nil); code != 200 {
		t.Fatalf("customer reads its folio: %d", code)
	}

	t.Run("OTP: wrong codes exhaust, a new code verifies", func(t *testing.T) {
		s.t = t
		otpCode := func() string {
			texts := s.outbox(phone)
			m := regexp.MustCompile(`\b(\d{6})\b`).FindStringSubmatch(texts[len(texts)-1])
			if m == nil {
				t.Fatalf("no code in %q", texts[len(texts)-1])
			}
			return m[1]
		}
		var out map[string]any
		if code := s.call("/api/otp/verify", idTok, map[string]string{"code": "123456"}, &out); code != 409 || out["code"] != "OTP_NOT_SENT" {
			t.Fatalf("verify before send: %d %v", code, out)
		}
		if code := s.call("/api/otp/send", idTok, nil, &out); code != 200 || out["phone"] != "******5607" {
			t.Fatalf("send: %d %v", code, out)
		}
		right := otpCode()
		wrong := fmt.Sprintf("%06d", (atoi(right)+1)%1000000)
		for i, want := range []int{400, 400, 429} {
			if code := s.call("/api/otp/verify", idTok, map[string]string{"code": wrong}, &out); code != want {
				t.Fatalf("wrong code %d: %d %v", i+1, code, out)
			}
		}
		if out["code"] != "OTP_EXHAUSTED" || out["message"] == "" {
			t.Fatalf("exhausted: %v", out)
		}
		if code := s.call("/api/otp/verify", idTok, map[string]string{"code": right}, &out); code != 429 {
			t.Fatalf("right code after exhaustion: %d %v", code, out)
		}
		// Parallel guesses at a fresh code: each spends one attempt before the
		// gateway sees it, so no more than the limit are ever judged.
		if code := s.call("/api/otp/send", idTok, nil, &out); code != 200 {
			t.Fatalf("resend: %d %v", code, out)
		}
		right = otpCode()
		wrong = fmt.Sprintf("%06d", (atoi(right)+1)%1000000)
		const guesses = 8
		codes := make(chan int, guesses)
		var wg sync.WaitGroup
		for i := 0; i < guesses; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var o map[string]any
				codes <- s.call("/api/otp/verify", idTok, map[string]string{"code": wrong}, &o)
			}()
		}
		wg.Wait()
		close(codes)
		tally := map[int]int{}
		for c := range codes {
			tally[c]++
		}
		// Three attempts are taken; the gateway may judge them in another order than
		// they were taken, so the last of them can already read as exhausted. What
		// must hold: at most two "try again" answers, everything else exhausted.
		if tally[400] < 1 || tally[400] > 2 || tally[429] != guesses-tally[400] {
			t.Fatalf("parallel wrong guesses: statuses %v, want 1–2×400 and the rest 429", tally)
		}
		if code := s.call("/api/otp/verify", idTok, map[string]string{"code": right}, &out); code != 429 {
			t.Fatalf("right code after parallel guesses: %d %v", code, out)
		}
		if code := s.call("/api/otp/send", idTok, nil, &out); code != 200 {
			t.Fatalf("third send: %d %v", code, out)
		}
		n := len(s.outbox(phone))
		if code := s.call("/api/otp/send", idTok, nil, &out); code != 200 || len(s.outbox(phone)) != n {
			t.Fatalf("double click: %d, %d SMS (was %d)", code, len(s.outbox(phone)), n)
		}
		if code := s.call("/api/otp/verify", idTok, map[string]string{"code": otpCode()}, &out); code != 200 || out["verified"] != true {
			t.Fatalf("verify: %d %v", code, out)
		}
		if st := s.getMap("requests/" + id + "/customerSteps/otp"); st["done"] != true || st["customField"] != 1014.0 {
			t.Fatalf("otp step %v", st)
		}
		// A success does not reset the send limit (three codes were sent).
		if code := s.call("/api/otp/send", idTok, nil, &out); code != 429 || out["code"] != "OTP_EXHAUSTED" {
			t.Fatalf("send after success: %d %v", code, out)
		}
		if code := s.call("/api/otp/send", "", nil, &out); code != 401 || out["code"] != "UNAUTHENTICATED" {
			t.Fatalf("send without token: %d %v", code, out)
		}
	})

	t.Run("biometric submission, provider callback, link used", func(t *testing.T) {
		s.t = t
		// The customer gives consent and moves on, under the database rules.
		if code, out := s.rtdb("PATCH", "requests/"+id+"/customerSteps/consent", idTok, map[string]any{"done": true, "customField": 1013, "at": sv}); code != 200 {
			t.Fatalf("consent: %d %v", code, out)
		}
		before, after := s.write(id, idTok, map[string]any{"status": "bioprocess", "lastUpdateBy": "link:" + uuid, "lastUpdateAt": sv})
		s.eventually("provider result ACEPTADO → fileValidation", func() bool {
			return s.getMap("requests/" + id)["status"] == "fileValidation"
		})
		req := s.getMap("requests/" + id)
		bio, _ := req["customerSteps"].(map[string]any)["biometric"].(map[string]any)
		if bio["result"] != "ACEPTADO" || bio["gatewayId"] == nil || req["lastUpdateBy"] != "functions" || req["bioprocess"] != true {
			t.Fatalf("after callback: %v", req)
		}
		// Closed by the trigger's run on the move out of the link's stage, which may come after
		// the status is read here.
		s.eventually("link closed after the customer's stage", func() bool {
			l, _ := s.getMap("requests/" + id)["link"].(map[string]any)
			return l["usedAt"] != nil && s.getMap("links/" + uuid)["closedAt"] != nil
		})
		if n := s.redeliver(id, "biometricSubmit", before, after); n != 1 {
			t.Fatalf("redelivered %d events", n)
		}
		markers := s.getMap("sideEffects/" + id)
		for k, m := range markers {
			if strings.HasSuffix(k, "_biometricSubmit") && m.(map[string]any)["attempts"] != 1.0 {
				t.Fatalf("redelivery resubmitted: %v", m)
			}
		}
		code, r := s.customer(cred)
		if code != 409 || r.Code != "LINK_USED" || r.FirebaseToken != "" {
			t.Fatalf("used link: %d %+v", code, r)
		}
		var out map[string]any
		if code := s.call("/api/biometrics/resend", idTok, nil, &out); code != 409 || out["code"] != "LINK_USED" {
			t.Fatalf("resend with a closed link: %d %v", code, out)
		}
		if code := s.call("/api/biometrics/result?requestId="+id+"&token=forged", "", map[string]string{"result": "ACEPTADO"}, &out); code != 403 {
			t.Fatalf("forged callback: %d %v", code, out)
		}
	})

	t.Run("provider results", func(t *testing.T) {
		s.t = t
		for _, tt := range []struct{ curp, want string }{
			{"LUOP620718HMCNRD08", "rejectionBiometric"},
			{"FUAR570402MVZNGS08", "biometricValidation"},
		} {
			rid := fmt.Sprintf("R-bio-%s-%d", tt.want, time.Now().UnixNano())
			s.seed(rid, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001", "curp": tt.curp, "uuid": "u-" + rid})
			s.write(rid, "owner", map[string]any{"status": "bioprocess", "lastUpdateBy": "link:u-" + rid, "lastUpdateAt": sv})
			s.eventually(tt.want, func() bool { return s.getMap("requests/" + rid)["status"] == tt.want })
		}
	})

	t.Run("expired, used and unknown links", func(t *testing.T) {
		s.t = t
		now := time.Now().UnixMilli()
		s.seed("R-expired", map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1"})
		expired := s.seedLink("R-expired", 1, now-1000, false)
		s.seed("R-video", map[string]any{"status": "sentCOX", "currentPromoterBpId": "1"})
		video := s.seedLink("R-video", 3, now+3_600_000, true)
		s.seed("R-docs", map[string]any{"status": "documentsReprocessing", "currentPromoterBpId": "1"})
		docs := s.seedLink("R-docs", 5, now-1, false)
		unknown, _ := link.NewCredential()
		tests := []struct {
			name, cred string
			status     int
			code       string
			message    string
		}{
			{"expired", expired, 410, "LINK_EXPIRED", "Esta liga ha expirado"},
			{"video used", video, 409, "LINK_USED", "Esta liga ya ha sido utilizada...contacta a tu asesor"},
			{"documents expired", docs, 410, "LINK_EXPIRED", "La liga para enviar tus documentos ha expirado"},
			{"unknown", unknown, 404, "LINK_NOT_FOUND", "La liga no es válida"},
			{"the link id itself", link.ID(expired), 404, "LINK_NOT_FOUND", "La liga no es válida"},
		}
		for _, tt := range tests {
			code, r := s.customer(tt.cred)
			if code != tt.status || r.Code != tt.code || !strings.HasPrefix(r.Message, tt.message) || r.TokenClient != "" {
				t.Errorf("%s: %d %+v", tt.name, code, r)
			}
		}
	})
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

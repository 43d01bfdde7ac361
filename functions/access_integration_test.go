package functions_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// branch is a folio's agreement branch, as the quoter writes it.
func branch(id string) map[string]any {
	return map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": id}}}}
}

// testAccess drives the access policy (docs/access.md) against the suite:
// staff standing is roles/{bpId} as the rules read it, never the ID
// token's claims; logout ends the session everywhere; the UIF notice is
// rate-limited per staff member.
func testAccess(t *testing.T, s *stack) {
	s.t = t
	t.Run("standing is roles, not claims", func(t *testing.T) { testStandingNotClaims(t, s) })
	t.Run("branches", func(t *testing.T) { testAccessBranches(t, s) })
	t.Run("logout ends the session", func(t *testing.T) { testLogoutEnds(t, s) })
	t.Run("UIF notices per hour", func(t *testing.T) { testUIFLimit(t, s) })
}

// A promoter whose roles/{bpId} is blocked or lapsed keeps an unexpired
// ID token carrying cnca and libranza claims (it stopped refreshing, so
// nothing revoked it): every CNCA route, the letters and the UIF notice
// refuse it; the same calls with the live role are the control.
func testStandingNotClaims(t *testing.T, s *stack) {
	s.t = t
	const bp, curp = "1000000001", "ORNG541120MOCRXD03"
	tok := s.staff("promotor1")
	live := s.getMap("roles/" + bp)
	defer func() {
		if code, out := s.rtdb("PUT", "roles/"+bp, "owner", live); code != 200 {
			t.Fatalf("restore roles/%s: %d %v", bp, code, out)
		}
	}()
	seq := 0
	seed := func(v map[string]any) string {
		seq++
		id := fmt.Sprintf("R-access-%d-%d", time.Now().UnixNano(), seq)
		s.seed(id, v)
		return id
	}
	seeded := map[string]string{} // CNCA folio → its code
	cncaFolio := func(code string) string {
		id := seed(map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": bp, "curp": curp,
			"taskIdCnca": "CNCA-x", "cnca": map[string]any{"code": code}})
		seeded[id] = code
		return id
	}
	letterFolio := func() string {
		return seed(map[string]any{"status": "letterLibranza", "currentPromoterBpId": bp, "curp": curp, "uuid": ""})
	}
	type call struct {
		name, method string
		path         func() (path, folio string)
	}
	calls := []call{
		{"validar", "POST", func() (string, string) { id := cncaFolio("E0001"); return "/api/cnca/" + id + "/validar", id }},
		{"baja-sipre", "POST", func() (string, string) { id := cncaFolio("E0002"); return "/api/cnca/" + id + "/baja-sipre", id }},
		{"cancelar", "POST", func() (string, string) { id := cncaFolio("E0001"); return "/api/cnca/" + id + "/cancelar", id }},
		{"solicitud", "POST", func() (string, string) { id := cncaFolio("E0004"); return "/api/cnca/" + id + "/solicitud", id }},
		{"letter", "POST", func() (string, string) { id := letterFolio(); return "/api/letters/" + id, id }},
		{"letter PDF", "GET", func() (string, string) { id := letterFolio(); return "/api/letters/" + id + ".pdf", id }},
		{"UIF notice", "POST", func() (string, string) { return "/api/uif/aviso", "" }},
	}
	send := func(c call) (int, string, string) {
		path, id := c.path()
		var req *http.Request
		if c.method == "GET" {
			req, _ = http.NewRequest("GET", s.api+path, nil)
		} else {
			req, _ = http.NewRequest("POST", s.api+path, strings.NewReader(`{"curp":"`+curp+`"}`))
			req.Header.Set("Content-Type", "application/json")
		}
		req.Header.Set("X-Firebase-Token", tok)
		var out struct{ Code, Message string }
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
			_ = json.NewDecoder(resp.Body).Decode(&out)
		}
		return resp.StatusCode, out.Code, id
	}
	for _, st := range []struct {
		name  string
		patch map[string]any
	}{
		{"blocked true", map[string]any{"blocked": true}},
		{"blocked 'true'", map[string]any{"blocked": "true"}},
		{"lapsed", map[string]any{"validUntil": time.Now().Add(-time.Second).UnixMilli()}},
	} {
		t.Run(st.name, func(t *testing.T) {
			s.t = t
			if code, out := s.rtdb("PUT", "roles/"+bp, "owner", live); code != 200 {
				t.Fatalf("reset roles: %d %v", code, out)
			}
			if code, out := s.rtdb("PATCH", "roles/"+bp, "owner", st.patch); code != 200 {
				t.Fatalf("patch roles: %d %v", code, out)
			}
			for _, c := range calls {
				code, errCode, id := send(c)
				if code != 403 || errCode != "FORBIDDEN" {
					t.Errorf("%s: %d %s, want 403 FORBIDDEN", c.name, code, errCode)
				}
				if id == "" {
					continue
				}
				f := s.getMap("requests/" + id)
				if cn, _ := f["cnca"].(map[string]any); cn != nil && (cn["code"] != seeded[id] || cn["inFlight"] != nil) {
					t.Errorf("%s: a refused call changed the CNCA folio: %v", c.name, cn)
				}
				if f["letterLibranza"] != nil {
					t.Errorf("%s: a refused call wrote a letter", c.name)
				}
			}
		})
	}
	t.Run("live: the control", func(t *testing.T) {
		s.t = t
		if code, out := s.rtdb("PUT", "roles/"+bp, "owner", live); code != 200 {
			t.Fatalf("reset roles: %d %v", code, out)
		}
		for _, c := range calls {
			if code, errCode, _ := send(c); code == 403 || code == 401 {
				t.Errorf("%s with the live role: %d %s", c.name, code, errCode)
			}
		}
	})
}

// A promoter's folio in a branch it does not hold, and an admin of
// another branch, are refused; the admin of the folio's branch is the
// control.
func testAccessBranches(t *testing.T, s *stack) {
	s.t = t
	p1, aux, ger := s.staff("promotor1"), s.staff("auxiliar1"), s.staff("gerente1")
	seed := func(br string) string {
		id := fmt.Sprintf("R-access-br-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": "ORNG541120MOCRXD03",
			"taskIdCnca": "CNCA-" + id, "cnca": map[string]any{"code": "E0001"}, "offer": branch(br)})
		return id
	}
	for _, tt := range []struct {
		name, idToken, branch string
		want                  int
	}{
		{"the promoter in a branch it does not hold", p1, "SUC-0202", 403},
		{"an admin of another branch", aux, "SUC-0203", 403},
		{"the promoter in its branch", p1, "SUC-0203", 200},
		{"the admin of the folio's branch", ger, "SUC-0203", 200},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := seed(tt.branch)
			var out map[string]any
			if code := s.call("/api/cnca/"+id+"/validar", tt.idToken, nil, &out); code != tt.want {
				t.Fatalf("validar: %d %v, want %d", code, out, tt.want)
			}
			if code := s.call("/api/cnca/"+id+"/cancelar", tt.idToken, nil, &out); (code == 403) != (tt.want == 403) {
				t.Fatalf("cancelar: %d %v", code, out)
			}
			if tt.want == 403 {
				if code := s.call("/api/requests/"+id+"/link", tt.idToken, nil, &out); code != 403 {
					t.Fatalf("resend the link: %d %v", code, out)
				}
			}
		})
	}
}

// Logout revokes the caller's Firebase refresh tokens and lapses
// roles/{bpId}: the refresh token mints no ID token, the desk refuses the
// ID token it answered a moment before, and so do the database rules.
func testLogoutEnds(t *testing.T, s *stack) {
	s.t = t
	id := fmt.Sprintf("R-access-out-%d", time.Now().UnixNano())
	s.seed(id, map[string]any{"status": "fileValidation", "currentPromoterBpId": "1000000002", "curp": "GODE561231MDFMZM01", "offer": branch("SUC-0202")})
	code, l := s.login("gerente1", "Demo.2026")
	if code != 200 {
		t.Fatalf("login: %d %+v", code, l)
	}
	idTok, fbRefresh := s.signInFull(l.FirebaseToken)
	if code, _, _ := s.deskGet("/api/desk/"+id, idTok); code != 200 {
		t.Fatalf("desk before logout: %d", code)
	}
	if code, _ := s.rtdb("GET", "requests/"+id, idTok, nil); code != 200 {
		t.Fatalf("database read before logout: %d", code)
	}
	time.Sleep(1100 * time.Millisecond) // revocation has a one-second grain (validSince)
	req, _ := http.NewRequest("POST", s.api+"/api/session/logout", strings.NewReader(`{"channel":"OPPNP","bp":"1000000001","deviceId":"d"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+l.Token)
	req.Header.Set("X-Firebase-Token", idTok)
	var out map[string]any
	if code := s.do(req, &out); code != 200 || out["success"] != true {
		t.Fatalf("logout: %d %v", code, out)
	}
	if v, _ := s.getMap("roles/2000000001")["validUntil"].(float64); int64(v) > time.Now().UnixMilli() {
		t.Fatalf("roles/2000000001 still valid until %v", v)
	}
	if s.getMap("roles/1000000001") == nil {
		t.Fatal("the body's bp was logged out")
	}
	rreq, _ := http.NewRequest("POST", s.auth+"/securetoken.googleapis.com/v1/token?key=fake-api-key",
		strings.NewReader("grant_type=refresh_token&refresh_token="+fbRefresh))
	rreq.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if code := s.do(rreq, nil); code != 400 {
		t.Fatalf("Firebase refresh after logout: %d", code)
	}
	if code, _, _ := s.deskGet("/api/desk/"+id, idTok); code != 401 && code != 403 {
		t.Fatalf("desk after logout: %d", code)
	}
	if code, _ := s.rtdb("GET", "requests/"+id, idTok, nil); code != 401 && code != 403 {
		t.Fatalf("database read after logout: %d", code)
	}
}

// Each staff member asks for at most uif.MaxPerHour notices an hour,
// refused or not (no probing the UIF list in bulk); past it a Spanish
// refusal, and nothing is asked of the gateway.
func testUIFLimit(t *testing.T, s *stack) {
	s.t = t
	const notListed = "ORNG541120MOCRXD03"
	tok := s.staff("supervisor1")
	if code, out := s.rtdb("DELETE", "limits/uif/2000000002", "owner", nil); code != 200 {
		t.Fatalf("clear the counter: %d %v", code, out)
	}
	var r struct{ Code, Message string }
	for i := 1; i <= 10; i++ {
		if code := s.call("/api/uif/aviso", tok, map[string]any{"curp": notListed}, &r); code != 409 {
			t.Fatalf("notice %d: %d %+v", i, code, r)
		}
	}
	code := s.call("/api/uif/aviso", tok, map[string]any{"curp": notListed}, &r)
	if code != 429 || r.Code != "UIF_RATE_LIMIT" || !strings.Contains(r.Message, "límite de avisos") {
		t.Fatalf("notice 11: %d %+v", code, r)
	}
	if n := s.getMap("limits/uif/2000000002")["count"]; n != float64(10) {
		t.Fatalf("counter %v", n)
	}
	// The counter is the functions' alone: staff cannot reset it.
	if code, _ := s.rtdb("DELETE", "limits/uif/2000000002", tok, nil); code != 401 && code != 403 {
		t.Fatalf("staff reset their counter: %d", code)
	}
	if code := s.call("/api/uif/aviso", s.staff("promotor2"), map[string]any{"curp": notListed}, &r); code != 409 {
		t.Fatalf("another staff member: %d %+v", code, r)
	}
}

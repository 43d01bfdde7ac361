package functions_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/link"
)

// resend asks for a new link of folio id as idToken.
func (s *stack) resend(id, idToken string) (int, map[string]any) {
	s.t.Helper()
	var out map[string]any
	code := s.call("/api/requests/"+id+"/link", idToken, nil, &out)
	return code, out
}

func testLinkResend(t *testing.T, s *stack) {
	s.t = t
	const phone = "5512345607"
	id := fmt.Sprintf("R-resend-%d", time.Now().UnixNano())
	// In SUC-0203: promotor1's and gerente1's branch, not auxiliar1's.
	s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": phone},
		"offer":  map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0203"}}}}})
	sent := len(s.outbox(phone))
	promoter := s.staff("promotor1")
	s.write(id, promoter, map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	s.eventually("customer link SMS", func() bool { return len(s.outbox(phone)) > sent })
	first := s.smsCredential(phone)
	code, cr := s.customer(first)
	if code != 200 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	oldCustomer := s.signIn(cr.FirebaseToken)

	t.Run("who may resend", func(t *testing.T) {
		s.t = t
		for _, tt := range []struct {
			name, idToken string
			want          int
		}{
			{"no token", "", 401},
			{"another promoter", s.staff("promotor2"), 403},
			{"an admin of another branch", s.staff("auxiliar1"), 403},
			{"the customer", oldCustomer, 403},
		} {
			if code, out := s.resend(id, tt.idToken); code != tt.want {
				t.Errorf("%s: %d %v", tt.name, code, out)
			}
		}
		other := id + "-captura"
		s.seed(other, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "client": map[string]any{"phone": phone}})
		if code, out := s.resend(other, promoter); code != 409 || out["code"] != "LINK_NOT_CURRENT" || out["message"] == "" {
			t.Errorf("folio in capture: %d %v", code, out)
		}
	})

	t.Run("the promoter resends: the old credential stops working", func(t *testing.T) {
		s.t = t
		n := len(s.outbox(phone))
		code, out := s.resend(id, promoter)
		if code != 200 || out["sent"] != true || out["expiresAt"] == nil {
			t.Fatalf("resend: %d %v", code, out)
		}
		if len(s.outbox(phone)) != n+1 {
			t.Fatalf("no SMS")
		}
		second := s.smsCredential(phone)
		if second == first || out["linkId"] != link.ID(second) || s.getMap("requests/" + id)["uuid"] != link.ID(second) {
			t.Fatalf("new link %v, uuid %v", out, s.getMap("requests/" + id)["uuid"])
		}
		if s.getMap("links/" + link.ID(first))["closedAt"] == nil {
			t.Fatal("old link not closed")
		}
		if code, r := s.customer(first); code != 409 || r.Code != "LINK_USED" {
			t.Fatalf("old credential: %d %+v", code, r)
		}
		var otp map[string]any
		if code := s.call("/api/otp/send", oldCustomer, nil, &otp); code != 409 || otp["code"] != "LINK_USED" {
			t.Fatalf("old session asks for an OTP: %d %v", code, otp)
		}
		code, cr := s.customer(second)
		if code != 200 || cr.RequestID != id {
			t.Fatalf("new credential: %d %+v", code, cr)
		}
		if code := s.call("/api/otp/send", s.signIn(cr.FirebaseToken), nil, &otp); code != 200 {
			t.Fatalf("new session asks for an OTP: %d %v", code, otp)
		}
	})

	t.Run("admin staff resend, up to the limit", func(t *testing.T) {
		s.t = t
		gerente := s.staff("gerente1")
		for i := 2; i <= link.ResendLimit; i++ {
			if code, out := s.resend(id, gerente); code != 200 {
				t.Fatalf("resend %d: %d %v", i, code, out)
			}
		}
		code, out := s.resend(id, promoter)
		if code != 429 || out["code"] != "LINK_RESEND_LIMIT" || !strings.Contains(out["message"].(string), "3 veces") {
			t.Fatalf("over the limit: %d %v", code, out)
		}
	})
}

// signInFull is signIn keeping the Firebase refresh token.
func (s *stack) signInFull(customToken string) (idToken, refreshToken string) {
	s.t.Helper()
	b, _ := json.Marshal(map[string]any{"token": customToken, "returnSecureToken": true})
	req, _ := http.NewRequest("POST", s.auth+"/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	var out struct{ IDToken, RefreshToken string }
	if code := s.do(req, &out); code != 200 || out.IDToken == "" {
		s.t.Fatalf("signInWithCustomToken: %d", code)
	}
	return out.IDToken, out.RefreshToken
}

func testRevocation(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("DELETE", "/__admin/personas", nil)
	type refreshResp struct {
		Data            struct{ Success bool }
		FirebaseToken   string
		Branches        []map[string]any
		PromoterBlocked bool
		Code, Message   string
	}
	id := fmt.Sprintf("R-revoke-%d", time.Now().UnixNano())
	s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000002", "bioprocess": true,
		"offer": map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0202"}}}}})
	_, r := s.login("promotor2", "Demo.2026")
	idTok, fbRefresh := s.signInFull(r.FirebaseToken)
	role := s.getMap("roles/1000000002")
	if role["name"] != "Promotor" || role["blocked"] != false || role["admin"] != false || role["validUntil"] == nil || role["checkedAt"] == nil ||
		role["validUntil"].(float64) < role["checkedAt"].(float64)+float64(r.TokenTTL)*1000 {
		t.Fatalf("role at login %v", role)
	}
	if code, _ := s.rtdb("GET", "requests/"+id, idTok, nil); code != 200 {
		t.Fatalf("promoter reads its folio: %d", code)
	}

	t.Run("moved to another branch: the refresh rewrites roles and claims", func(t *testing.T) {
		s.t = t
		s.admin("POST", "/__admin/personas/promotor2", map[string]any{"branches": []string{"SUC-0101"}})
		var a refreshResp
		if code := s.call("/api/session/refresh", idTok, map[string]string{"tokenRefresh": r.TokenRefresh}, &a); code != 200 || a.FirebaseToken == "" || a.PromoterBlocked {
			t.Fatalf("refresh: %d %+v", code, a)
		}
		br, _ := s.getMap("roles/1000000002")["branches"].(map[string]any)
		if len(br) != 1 || br["SUC-0101"] != true || len(a.Branches) != 1 {
			t.Fatalf("branches in roles %v, answer %v", br, a.Branches)
		}
		if s.getMap("roles/1000000002")["checkedAt"].(float64) <= role["checkedAt"].(float64) {
			t.Fatal("checkedAt not renewed")
		}
		idTok = s.signIn(a.FirebaseToken)
		s.admin("DELETE", "/__admin/personas", nil)
	})

	t.Run("blocked at the gateway: the refresh revokes", func(t *testing.T) {
		s.t = t
		time.Sleep(1100 * time.Millisecond) // revocation has a one-second grain (validSince)
		s.admin("POST", "/__admin/personas/promotor2", map[string]any{"promoterBlocked": "true"})
		var a refreshResp
		code := s.call("/api/session/refresh", idTok, map[string]string{"tokenRefresh": r.TokenRefresh}, &a)
		if code != 403 || a.Code != "PROMOTER_BLOCKED" || a.FirebaseToken != "" ||
			a.Message != "Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador." {
			t.Fatalf("refresh of a blocked promoter: %d %+v", code, a)
		}
		if role := s.getMap("roles/1000000002"); role["blocked"] != true {
			t.Fatalf("role after the refresh %v", role)
		}
		// The Firebase refresh token no longer mints ID tokens.
		req, _ := http.NewRequest("POST", s.auth+"/securetoken.googleapis.com/v1/token?key=fake-api-key",
			strings.NewReader("grant_type=refresh_token&refresh_token="+fbRefresh))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if code := s.do(req, nil); code != 400 {
			t.Fatalf("Firebase refresh after revocation: %d", code)
		}
		// The functions refuse the revoked ID token.
		var again refreshResp
		if code := s.call("/api/session/refresh", idTok, map[string]string{"tokenRefresh": r.TokenRefresh}, &again); code != 401 {
			t.Fatalf("refresh with the revoked ID token: %d %+v", code, again)
		}
		// The database, under rules that read roles/, refuses the still-unexpired ID token.
		if code, _ = s.rtdb("GET", "requests/"+id, idTok, nil); code != 401 && code != 403 {
			t.Fatalf("a blocked promoter still reads its folio: %d", code)
		}
	})
}

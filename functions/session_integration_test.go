package functions_test

import (
	"net/http"
	"strings"
	"testing"
)

func testSession(t *testing.T, s *stack) {
	s.t = t
	t.Run("promoter login writes its role and signs in to read it", func(t *testing.T) {
		s.t = t
		code, r := s.login("promotor1", "Demo.2026")
		if code != 200 || r.Token == "" || r.TokenRefresh == "" || r.TokenTTL <= 0 || r.TokenRefreshTTL <= 0 {
			t.Fatalf("login: %d %+v", code, r)
		}
		if r.User.Username != "promotor1" || r.User.DataSeller != "1000000001" || r.User.Role != "Promotor" || r.PromoterBlocked {
			t.Fatalf("user %+v blocked %v", r.User, r.PromoterBlocked)
		}
		if len(r.Branches) != 2 || r.Branches[0]["branchID"] == nil || !r.Flags.CNCA || !r.Flags.Libranza {
			t.Fatalf("branches %v flags %+v (dev flags are open to all)", r.Branches, r.Flags)
		}
		id := s.signIn(r.FirebaseToken)
		code, role := s.rtdb("GET", "roles/1000000001", id, nil)
		m, _ := role.(map[string]any)
		br, _ := m["branches"].(map[string]any)
		if code != 200 || m["name"] != "Promotor" || m["blocked"] != false || br["SUC-0101"] != true || br["SUC-0203"] != true {
			t.Fatalf("own role: %d %v", code, role)
		}
		if code, _ := s.rtdb("GET", "roles/1000000002", id, nil); code != 401 && code != 403 {
			t.Fatalf("another promoter's role readable: %d", code)
		}
	})
	t.Run("access flags follow Remote Config by branch and bpId", func(t *testing.T) {
		s.t = t
		s.setFlag("dev_cnca_access", `{"enabled":true,"branches":["SUC-0202"],"bpIds":[]}`)
		s.setFlag("dev_libranza_access", `{"enabled":true,"branches":[],"bpIds":["1000000001"]}`)
		defer s.setFlag("dev_libranza_access", `{"enabled":true,"branches":[],"bpIds":[]}`)
		defer s.setFlag("dev_cnca_access", `{"enabled":true,"branches":[],"bpIds":[]}`)
		for _, tt := range []struct {
			user           string
			cnca, libranza bool
		}{{"promotor1", false, true}, {"promotor2", true, false}} {
			code, r := s.login(tt.user, "Demo.2026")
			if code != 200 || r.Flags.CNCA != tt.cnca || r.Flags.Libranza != tt.libranza {
				t.Errorf("%s: %d flags %+v", tt.user, code, r.Flags)
			}
		}
	})
	t.Run("the login answer carries Remote Config's list page size", func(t *testing.T) {
		s.t = t
		s.setFlag("dev_list_page_size", "7")
		code, r := s.login("gerente1", "Demo.2026")
		if code != 200 || r.ListPageSize != 7 {
			t.Errorf("login: %d listPageSize %d, want 7", code, r.ListPageSize)
		}
		s.setFlag("dev_list_page_size", "none")
		if code, r := s.login("gerente1", "Demo.2026"); code != 200 || r.ListPageSize != 0 {
			t.Errorf("unreadable size: %d listPageSize %d, want it left out", code, r.ListPageSize)
		}
		s.setFlag("dev_list_page_size", "50")
	})
	t.Run("admin roles get the admin claim", func(t *testing.T) {
		s.t = t
		id := s.staff("gerente1")
		if s.getMap("roles/2000000001")["admin"] != true {
			t.Fatalf("gerente's role: %v", s.getMap("roles/2000000001"))
		}
		if code, _ := s.rtdb("GET", "roles/2000000001", id, nil); code != 200 {
			t.Fatalf("gerente reads its own role: %d", code)
		}
		// No admin reads another's standing (docs/contract.md, "Outside requests/").
		if code, _ := s.rtdb("GET", "roles/1000000001", id, nil); code != 401 && code != 403 {
			t.Fatalf("gerente reads a promoter's role: %d", code)
		}
	})
	t.Run("blocked promoter as the string true", func(t *testing.T) {
		s.t = t
		code, r := s.login("bloqueado2", "Demo.2026")
		if code != 200 || !r.PromoterBlocked || s.getMap("roles/1000000004")["blocked"] != true {
			t.Fatalf("bloqueado2: %d %+v role %v", code, r, s.getMap("roles/1000000004"))
		}
	})
	tests := []struct {
		name     string
		user     string
		password string
		setup    func()
		status   int
		code     string
		message  string
	}{
		{name: "bad password passes the gateway code through", user: "promotor1", password: "mala", status: 401},
		{name: "no dataSeller", user: "sindatos1", password: "Demo.2026", status: 502, code: "NO_DATA_SELLER",
			message: "Ocurrió un error al obtener los datos del usuario"},
		{name: "missing fields", user: "", password: "", status: 400, code: "BAD_REQUEST"},
		{name: "gateway 5xx", user: "promotor1", password: "Demo.2026", status: 502,
			setup: func() {
				s.admin("POST", "/__admin/faults", map[string]any{"path": "/auth/login", "status": 503, "count": 1, "code": "SERVICE_UNAVAILABLE", "message": "Servicio no disponible"})
			}, code: "SERVICE_UNAVAILABLE", message: "Servicio no disponible"},
		{name: "gateway unreachable (timeout)", user: "promotor1", password: "Demo.2026", status: 502,
			setup: func() {
				s.admin("POST", "/__admin/faults", map[string]any{"path": "/auth/login", "latencyMs": 6000, "count": 1})
			}, code: "CONNECTION_ERROR", message: "Error de conexión"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			if tt.setup != nil {
				tt.setup()
				defer s.admin("DELETE", "/__admin/faults", nil)
			}
			code, r := s.login(tt.user, tt.password)
			if code != tt.status || r.Code == "" || r.Message == "" {
				t.Fatalf("got %d %+v, want %d", code, r, tt.status)
			}
			if (tt.code != "" && r.Code != tt.code) || (tt.message != "" && r.Message != tt.message) {
				t.Fatalf("got %s %q, want %s %q", r.Code, r.Message, tt.code, tt.message)
			}
			if r.FirebaseToken != "" {
				t.Fatal("a failed login minted a Firebase token")
			}
		})
	}
}

func testRefresh(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": 0})
	_, r := s.login("promotor2", "Demo.2026")
	id := s.signIn(r.FirebaseToken)
	type refreshResp struct {
		Data struct {
			Success             bool
			Token, TokenRefresh string
			TokenTTL            int
			Message             string
		}
		Code, Message string
	}
	var anon refreshResp
	if code := s.call("/api/session/refresh", "", map[string]string{"tokenRefresh": r.TokenRefresh}, &anon); code != 401 || anon.Code != "UNAUTHENTICATED" {
		t.Fatalf("refresh without the Firebase ID token: %d %+v", code, anon)
	}
	var a refreshResp
	if code := s.call("/api/session/refresh", id, map[string]string{"tokenRefresh": r.TokenRefresh}, &a); code != 200 || a.Data.Success || a.Data.Message != "Token principal sigue activo" {
		t.Fatalf("early refresh: %d %+v", code, a)
	}
	// The access token is about to expire: the refresh succeeds.
	s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": r.TokenTTL - 60})
	var b refreshResp
	if code := s.call("/api/session/refresh", id, map[string]string{"tokenRefresh": r.TokenRefresh}, &b); code != 200 || !b.Data.Success || b.Data.Token == "" || b.Data.Token == r.Token || b.Data.TokenTTL <= 0 {
		t.Fatalf("refresh near expiry: %d %+v", code, b)
	}
	// Past the refresh token's lifetime the gateway's 401 passes through.
	s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": r.TokenTTL + r.TokenRefreshTTL + 600})
	var c refreshResp
	if code := s.call("/api/session/refresh", id, map[string]string{"tokenRefresh": b.Data.TokenRefresh}, &c); code != 401 || c.Code == "" {
		t.Fatalf("expired refresh token: %d %+v", code, c)
	}
	s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": 0})
	// Logout revokes the session: its refresh token no longer works.
	_, l := s.login("promotor2", "Demo.2026")
	lid := s.signIn(l.FirebaseToken)
	var out map[string]any
	// The SPA's logout: {channel, bp, deviceId} with its gateway Bearer and its ID token.
	lreq, _ := http.NewRequest("POST", s.api+"/api/session/logout", strings.NewReader(`{"channel":"OPPNP","bp":"1000000002","deviceId":"d"}`))
	lreq.Header.Set("Authorization", "Bearer "+l.Token)
	lreq.Header.Set("X-Firebase-Token", lid)
	lreq.Header.Set("X-Device-Id", "device-test-1")
	if code := s.do(lreq, &out); code != 200 || out["success"] != true {
		t.Fatalf("logout: %d %v", code, out)
	}
	s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": l.TokenTTL - 60})
	var d refreshResp
	if code := s.call("/api/session/refresh", lid, map[string]string{"tokenRefresh": l.TokenRefresh}, &d); code != 401 {
		t.Fatalf("refresh after logout: %d %+v", code, d)
	}
}

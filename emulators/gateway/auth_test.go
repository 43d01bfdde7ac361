package gateway_test

import (
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

func TestServer_Headers(t *testing.T) {
	e := newEnv(t)
	body := map[string]any{"applicationId": "OPPNP", "branchId": "SUC-0101"}
	tests := []struct {
		name       string
		c          call
		wantStatus int
		wantCode   string
	}{
		{"all headers", call{path: "/agreement/getBranchActive", body: body}, 200, ""},
		{"no client id", call{path: "/agreement/getBranchActive", body: body, noClient: true}, 401, "CLIENT_ID_REQUIRED"},
		{"foreign client id", call{path: "/agreement/getBranchActive", body: body, badClient: true}, 403, "CLIENT_ID_INVALID"},
		{"no device id", call{path: "/agreement/getBranchActive", body: body, noDevice: true}, 400, "DEVICE_ID_REQUIRED"},
		{"no bearer", call{path: "/agreement/getBranchActive", body: body, noAuth: true}, 401, "TOKEN_INVALID"},
		{"unknown bearer", call{path: "/agreement/getBranchActive", body: body, token: "at_forged"}, 401, "TOKEN_INVALID"},
		{"refresh token as bearer", call{path: "/agreement/getBranchActive", body: body, token: "rt_x"}, 401, "TOKEN_INVALID"},
		{"no applicationId", call{path: "/agreement/getBranchActive", body: map[string]any{"branchId": "SUC-0101"}}, 400, "APPLICATION_ID_INVALID"},
		{"bad JSON", call{path: "/agreement/getBranchActive", raw: []byte("{"), contentType: "application/json"}, 400, "BAD_REQUEST"},
		{"missing field", call{path: "/agreement/getBranchActive", body: map[string]any{"applicationId": "OPPNP"}}, 400, "FIELD_REQUIRED"},
		{"unknown path", call{path: "/nada", body: body}, 404, "NOT_FOUND"},
		{"login needs no bearer", call{path: "/auth/login", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "username": "gerente1", "password": "Demo.2026"}}, 200, ""},
		{"login needs device", call{path: "/auth/login", noAuth: true, noDevice: true, body: map[string]any{"applicationId": "OPPNP", "username": "gerente1", "password": "Demo.2026"}}, 400, "DEVICE_ID_REQUIRED"},
		{"login bad password", call{path: "/auth/login", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "username": "gerente1", "password": "demo.2026"}}, 401, "AUTH_INVALID_CREDENTIALS"},
		{"login unknown user", call{path: "/auth/login", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "username": "nadie", "password": "Demo.2026"}}, 401, "AUTH_INVALID_CREDENTIALS"},
		{"login without applicationId", call{path: "/auth/login", noAuth: true, body: map[string]any{"username": "gerente1", "password": "Demo.2026"}}, 400, "APPLICATION_ID_INVALID"},
		{"outbox needs only client id", call{method: http.MethodGet, path: "/sms/outbox", noAuth: true, noDevice: true}, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(tt.c)
			if r.status != tt.wantStatus {
				t.Fatalf("status = %d %s, want %d", r.status, r.raw, tt.wantStatus)
			}
			if tt.wantCode != "" {
				if r.body["code"] != tt.wantCode || r.body["message"] == "" {
					t.Fatalf("body = %s, want code %s and a message", r.raw, tt.wantCode)
				}
			}
		})
	}
	if r := e.do(call{path: "/auth/login", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "username": "x", "password": "y"}}); r.body["message"] != "Usuario o contraseña incorrectos" {
		t.Errorf("bad credentials message = %v", r.body["message"])
	}
	if r := e.do(call{path: "/agreement/getBranchActive", body: body, noAuth: true}); r.body["message"] != "Token invalid or expired" {
		t.Errorf("token message = %v", r.body["message"])
	}
}

func TestServer_CORS(t *testing.T) {
	e := newEnv(t)
	req, _ := http.NewRequest(http.MethodOptions, e.url+"/auth/login", nil)
	req.Header.Set("Origin", "http://localhost:5000")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "x-ibm-client-id, x-device-id, content-type")
	resp, _ := emutest.Do(t, req)
	if resp.StatusCode != http.StatusNoContent {
		t.Errorf("preflight status = %d", resp.StatusCode)
	}
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "http://localhost:5000" {
		t.Errorf("Allow-Origin = %q", got)
	}
	for _, h := range []string{"Authorization", "X-IBM-Client-Id", "X-Device-Id", "Content-Type"} {
		if !strings.Contains(resp.Header.Get("Access-Control-Allow-Headers"), h) {
			t.Errorf("Allow-Headers %q lacks %s", resp.Header.Get("Access-Control-Allow-Headers"), h)
		}
	}
}

// TestServer_TokenLifecycle drives the simulator clock through the token
// lifetimes: refresh refused while the main token is active, accepted near
// expiry with rotation, expired tokens rejected.
func TestServer_TokenLifecycle(t *testing.T) {
	tests := []struct {
		name        string
		offset      int // seconds after login when refreshing
		wantStatus  int
		wantSuccess bool
		wantMessage string
	}{
		{"just logged in", 0, 200, false, "Token principal sigue activo"},
		{"three minutes left", 900 - 180, 200, false, "Token principal sigue activo"},
		{"ninety seconds left", 900 - 90, 200, true, "Token renovado"},
		{"guard's tokenRefresh field", -1, 200, true, "Token renovado"},
		{"access expired, refresh alive", 1000, 200, true, "Token renovado"},
		{"refresh expired", 3600, 401, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			l := e.login("promotor1")
			if l.TokenTTL != 900 || l.TokenRefreshTTL != 3600 {
				t.Fatalf("TTLs = %d/%d, want 900/3600", l.TokenTTL, l.TokenRefreshTTL)
			}
			field, offset := "token", tt.offset
			if offset < 0 { // same as 90 s left, sent under the guard's field name
				field, offset = "tokenRefresh", 900-90
			}
			e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": offset})
			r := e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", field: l.TokenRefresh, "deviceId": "d"}})
			if r.status != tt.wantStatus {
				t.Fatalf("status = %d %s, want %d", r.status, r.raw, tt.wantStatus)
			}
			if r.status != 200 {
				if r.body["code"] != "REFRESH_TOKEN_INVALID" {
					t.Fatalf("code = %v", r.body["code"])
				}
				return
			}
			d := r.data()
			if d["success"] != tt.wantSuccess || d["message"] != tt.wantMessage {
				t.Fatalf("data = %v, want success %v message %q", d, tt.wantSuccess, tt.wantMessage)
			}
			if !tt.wantSuccess {
				return
			}
			// The new access token works, the old refresh token is spent.
			nt := d["token"].(string)
			if ok := e.do(call{path: "/agreement/getBranchActive", token: nt, body: map[string]any{"applicationId": "OPPNP", "branchId": "SUC-0101"}}); ok.status != 200 {
				t.Errorf("new token: %d %s", ok.status, ok.raw)
			}
			if d["tokenTTL"] != 900.0 || d["tokenRefreshTTL"] != 3600.0 || d["tokenRefresh"] == l.TokenRefresh {
				t.Errorf("refresh data = %v", d)
			}
			again := e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "token": l.TokenRefresh, "deviceId": "d"}})
			if again.status != 401 {
				t.Errorf("reused refresh token: %d, want 401", again.status)
			}
			if old := e.do(call{path: "/agreement/getBranchActive", token: l.Token, body: map[string]any{"applicationId": "OPPNP", "branchId": "SUC-0101"}}); old.status != 401 {
				t.Errorf("replaced access token: %d, want 401", old.status)
			}
		})
	}
}

func TestServer_AccessTokenExpiry(t *testing.T) {
	tests := []struct {
		offset int
		want   int
	}{{0, 200}, {880, 200}, {900, 401}, {5000, 401}}
	for _, tt := range tests {
		e := newEnv(t)
		e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": tt.offset})
		r := e.post("/agreement/getBranchActive", map[string]any{"branchId": "SUC-0101"})
		if r.status != tt.want {
			t.Errorf("offset %ds: status %d, want %d", tt.offset, r.status, tt.want)
		}
	}
}

func TestServer_ConfigTTL(t *testing.T) {
	e := newEnv(t)
	e.admin(http.MethodPost, "/__admin/config", map[string]any{"tokenTTL": 60, "tokenRefreshTTL": 120})
	l := e.login("promotor2")
	if l.TokenTTL != 60 || l.TokenRefreshTTL != 120 {
		t.Fatalf("TTLs = %d/%d, want 60/120", l.TokenTTL, l.TokenRefreshTTL)
	}
	// 60 s access token: already within the 2-minute margin, so refresh succeeds.
	r := e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "token": l.TokenRefresh, "deviceId": "d"}})
	if r.data()["success"] != true {
		t.Fatalf("refresh = %s", r.raw)
	}
}

func TestServer_Logout(t *testing.T) {
	e := newEnv(t)
	l := e.login("promotor2")
	r := e.do(call{path: "/auth/logout", token: l.Token, body: map[string]any{"channel": "OPPNP", "bp": "1000000002", "deviceId": "d"}})
	if r.status != 200 || r.data()["success"] != true {
		t.Fatalf("logout = %d %s", r.status, r.raw)
	}
	if again := e.do(call{path: "/auth/logout", token: l.Token, body: map[string]any{"channel": "OPPNP", "bp": "1000000002", "deviceId": "d"}}); again.status != 401 {
		t.Errorf("token after logout: %d, want 401", again.status)
	}
	ref := e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "token": l.TokenRefresh, "deviceId": "d"}})
	if ref.status != 401 {
		t.Errorf("refresh after logout: %d, want 401", ref.status)
	}
	if other := e.post("/agreement/getBranchActive", map[string]any{"branchId": "SUC-0101"}); other.status != 200 {
		t.Errorf("another session was revoked too: %d", other.status)
	}
}

func TestServer_CustomerToken(t *testing.T) {
	e := newEnv(t)
	r := e.do(call{path: "/auth/customer", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "uuid": "u-9", "deviceId": "d"}})
	if r.status != 200 || r.body["tokenTTL"] != 900.0 {
		t.Fatalf("customer token = %d %s", r.status, r.raw)
	}
	tok := r.body["token"].(string)
	id, code := e.sendOTP("5512345606")
	v := e.do(call{path: "/otp/verify", token: tok, body: map[string]any{"applicationId": "OPPNP", "otpId": id, "code": code}})
	if v.status != 200 || v.data()["valid"] != true {
		t.Fatalf("verify with customer token = %d %s", v.status, v.raw)
	}
	if miss := e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "deviceId": "d"}}); miss.status != 400 || miss.body["code"] != "FIELD_REQUIRED" {
		t.Errorf("refresh without token: %d %s", miss.status, miss.raw)
	}
	if miss := e.do(call{path: "/auth/customer", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "deviceId": "d"}}); miss.status != 400 {
		t.Errorf("without uuid: %d, want 400", miss.status)
	}
}

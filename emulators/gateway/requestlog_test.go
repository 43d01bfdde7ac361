package gateway_test

import (
	"bufio"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/gateway"
)

// records decodes the JSON lines logged so far.
func records(t *testing.T, logs *emutest.Buffer) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(logs.String()))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

func TestServer_RequestLog(t *testing.T) {
	var buf emutest.Buffer
	srv, err := gateway.New(gateway.Config{ClientID: clientID, Logger: slog.New(slog.NewJSONHandler(&buf, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() { hs.Close(); srv.Close() }()

	post := func(path, body string, hdr map[string]string) *http.Response {
		req, _ := http.NewRequest("POST", hs.URL+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-IBM-Client-Id", clientID)
		req.Header.Set("X-Device-Id", "dev-9")
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, _ := emutest.Do(t, req)
		return resp
	}
	var login struct{ Token string }
	resp := post("/auth/login", `{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`, map[string]string{"X-Request-Id": "req-login"})
	if resp.StatusCode != 200 {
		t.Fatalf("login = %d", resp.StatusCode)
	}
	req, _ := http.NewRequest("POST", hs.URL+"/auth/login", strings.NewReader(`{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`))
	req.Header.Set("X-IBM-Client-Id", clientID)
	req.Header.Set("X-Device-Id", "dev-9")
	r2, _ := http.DefaultClient.Do(req)
	_ = json.NewDecoder(r2.Body).Decode(&login)
	r2.Body.Close()
	post("/sellers/branchesByPromotor", `{"applicationId":"OPPNP","promotorBP":"1000000001"}`,
		map[string]string{"Authorization": "Bearer " + login.Token, "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"})
	post("/auth/login", `{"applicationId":"OPPNP","username":"promotor1","password":"mala"}`, map[string]string{"X-Request-Id": "req-bad"})

	byID := map[string]map[string]any{}
	for _, m := range records(t, &buf) {
		if id, ok := m["requestId"].(string); ok {
			byID[id] = m
		}
		if b, _ := json.Marshal(m); strings.Contains(string(b), "Demo.2026") {
			t.Fatal("a password reached the log")
		}
	}
	tests := []struct {
		id, path, level, promoter string
		status                    float64
	}{
		{"req-login", "/auth/login", "INFO", "1000000001", 200},
		{"0af7651916cd43dd8448eb211c80319c", "/sellers/branchesByPromotor", "INFO", "1000000001", 200},
		{"req-bad", "/auth/login", "WARN", "", 401},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			m := byID[tt.id]
			if m == nil {
				t.Fatalf("no record for %s in %v", tt.id, records(t, &buf))
			}
			if m["service"] != "gateway" || m["path"] != tt.path || m["status"] != tt.status || m["level"] != tt.level ||
				m["deviceId"] != "dev-9" || m["method"] != "POST" {
				t.Errorf("record = %v", m)
			}
			if _, ok := m["durationMs"].(float64); !ok {
				t.Errorf("no durationMs in %v", m)
			}
			if p, _ := m["promoterID"].(string); p != tt.promoter {
				t.Errorf("promoterID = %q, want %q", p, tt.promoter)
			}
		})
	}
}

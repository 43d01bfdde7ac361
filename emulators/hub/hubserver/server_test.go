package hubserver_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"oppnp/emulators/hub"
	"oppnp/emulators/hub/hubserver"
)

func info(name string, port int) hub.Info {
	return hub.Info{Name: name, Host: "127.0.0.1", Port: port,
		Listen: []hub.ListenSpec{{Address: "127.0.0.1", Family: "IPv4", Port: port}}}
}

func TestServer(t *testing.T) {
	tests := []struct {
		name       string
		method     string
		path       string
		ready      bool
		wantStatus int
		wantNames  []string // keys of a 200 /emulators answer
	}{
		{"not ready yet", http.MethodGet, "/emulators", false, http.StatusServiceUnavailable, nil},
		{"ready lists every emulator and the hub", http.MethodGet, "/emulators", true, http.StatusOK, []string{"hub", "database", "gateway"}},
		{"locator answers before ready", http.MethodGet, "/", false, http.StatusOK, nil},
		{"writes refused", http.MethodPost, "/emulators", true, http.StatusMethodNotAllowed, nil},
		{"unknown path", http.MethodGet, "/nope", true, http.StatusNotFound, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := hubserver.New(info("hub", 4400), "test")
			s.Add(info("database", 9000))
			s.Add(info("gateway", 8090))
			if tt.ready {
				s.Ready()
			}
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, httptest.NewRequest(tt.method, tt.path, nil))
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d: %s", rec.Code, tt.wantStatus, rec.Body)
			}
			if tt.wantNames == nil {
				return
			}
			var got hub.Emulators
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.wantNames) {
				t.Errorf("answer = %v, want %v", got, tt.wantNames)
			}
			for _, n := range tt.wantNames {
				e, ok := got[n]
				if !ok || e.Name != n || e.Port == 0 || len(e.Listen) != 1 || e.Listen[0].Family != "IPv4" {
					t.Errorf("%s = %+v (present %v), want the official shape", n, e, ok)
				}
			}
		})
	}
}

// The answer's JSON keys are the CLI's, which @firebase/rules-unit-testing reads.
func TestServer_WireShape(t *testing.T) {
	s := hubserver.New(info("hub", 4400), "test")
	s.Add(info("database", 9000))
	s.Ready()
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/emulators", nil))
	var raw map[string]map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	db := raw["database"]
	for _, k := range []string{"name", "host", "port", "listen"} {
		if _, ok := db[k]; !ok {
			t.Errorf("database entry lacks %q: %v", k, db)
		}
	}
	l, _ := db["listen"].([]any)
	if len(l) != 1 {
		t.Fatalf("listen = %v", db["listen"])
	}
	for _, k := range []string{"address", "family", "port"} {
		if _, ok := l[0].(map[string]any)[k]; !ok {
			t.Errorf("listen entry lacks %q: %v", k, l[0])
		}
	}
}

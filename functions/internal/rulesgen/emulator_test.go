package rulesgen_test

import (
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// The committed rules load into the emulator's rules engine (from
// firebase.json at start and through PUT /.settings/rules.json) and deny a
// signed-out read. The full behaviour is proven by securityrules/.
func TestRules_LoadIntoEmulator(t *testing.T) {
	emutest.SkipShort(t, "starts the database emulator")
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}})
	rules := emutest.ReadRepoFile(t, "database.rules.json")
	base := s.URL("database")
	tests := []struct {
		name     string
		method   string
		path     string
		owner    bool
		body     string
		wantCode int
	}{
		{"rules accepted", http.MethodPut, "/.settings/rules.json?ns=demo-oppnp", true, string(rules), http.StatusOK},
		{"owner seeds a folio", http.MethodPut, "/requests/F1.json?ns=demo-oppnp", true, `{"id":"F1","status":"quoter","currentPromoterBpId":"P1"}`, http.StatusOK},
		{"signed out reads the folio", http.MethodGet, "/requests/F1.json?ns=demo-oppnp", false, "", http.StatusUnauthorized},
		{"signed out lists requests", http.MethodGet, "/requests.json?ns=demo-oppnp", false, "", http.StatusUnauthorized},
		{"signed out writes a folio", http.MethodPut, "/requests/F2.json?ns=demo-oppnp", false, `{"id":"F2","status":"quoter","currentPromoterBpId":"P1"}`, http.StatusUnauthorized},
		{"owner reads the folio", http.MethodGet, "/requests/F1.json?ns=demo-oppnp", true, "", http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest(tt.method, base+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			if tt.owner {
				req.Header.Set("Authorization", "Bearer owner")
			}
			resp, body := emutest.Do(t, req)
			if resp.StatusCode != tt.wantCode {
				t.Fatalf("%s %s = %d %s, want %d", tt.method, tt.path, resp.StatusCode, body, tt.wantCode)
			}
		})
	}
}

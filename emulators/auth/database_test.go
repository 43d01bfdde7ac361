package auth_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// TestSuite_DatabaseAcceptsIssuedTokens signs in on the Auth emulator and
// uses the ID token on the database emulator's REST API, where a malformed
// token is refused. (Whether the rules then allow the access is the rules
// engine's business, tested with it.)
func TestSuite_DatabaseAcceptsIssuedTokens(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	rules := filepath.Join(t.TempDir(), "rules.json")
	if err := os.WriteFile(rules, []byte(`{"rules":{"private":{"$uid":{
		".read":"auth != null && auth.uid === $uid",
		".write":"auth != null && auth.uid === $uid && auth.token.role === 'promotor'"}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s := emutest.Start(t, emutest.Options{Services: []string{"database", "auth"}, Config: func(cfg map[string]any) {
		cfg["database"] = map[string]any{"rules": rules}
	}})
	promotor := signIn(t, s.URL("auth"), `{"uid":"p1","claims":{"role":"promotor"}}`)["idToken"].(string)
	other := signIn(t, s.URL("auth"), `{"uid":"p2"}`)["idToken"].(string)

	tests := []struct {
		name, method, path, token string
		status                    int
	}{
		{"owner of the path with the claim writes", http.MethodPut, "/private/p1.json", promotor, 200},
		{"owner of the path reads", http.MethodGet, "/private/p1.json", promotor, 200},
		{"another user's token is accepted too", http.MethodGet, "/private/p2.json", other, 200},
		{"a malformed token is refused", http.MethodGet, "/private/p1.json", "not-a-token", 401},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := s.URL("database") + tt.path + "?ns=demo-oppnp-default-rtdb"
			if tt.token != "" {
				u += "&auth=" + tt.token
			}
			req, _ := http.NewRequest(tt.method, u, strings.NewReader(`{"n":1}`))
			resp, _ := emutest.Do(t, req)
			if resp.StatusCode != tt.status {
				t.Errorf("status = %d, want %d", resp.StatusCode, tt.status)
			}
		})
	}
}

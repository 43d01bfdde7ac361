package functions_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestMonitorFlags runs on its own suite: the access flags are toggled by
// editing the suite's Remote Config template file (as ops would, with no
// restart), and the monitor's projection is checked on the same suite.
func TestMonitorFlags(t *testing.T) {
	s := startStack(t)
	t.Run("Flags", func(t *testing.T) { testSessionFlags(t, s) })
	t.Run("Monitor", func(t *testing.T) { testMonitor(t, s) })
	t.Run("MonitorEvents", func(t *testing.T) { testMonitorEvents(t, s) })
}

// templatePath is the suite's copy of remoteconfig.template.json.
func (s *stack) templatePath() string {
	s.t.Helper()
	b, err := os.ReadFile(filepath.Join(s.suite.Dir, "firebase.json"))
	if err != nil {
		s.t.Fatal(err)
	}
	var cfg struct {
		RemoteConfig struct{ Template string } `json:"remoteconfig"`
	}
	if err := json.Unmarshal(b, &cfg); err != nil || cfg.RemoteConfig.Template == "" {
		s.t.Fatalf("firebase.json copy without remoteconfig.template: %v", err)
	}
	p := cfg.RemoteConfig.Template
	if !filepath.IsAbs(p) {
		p = filepath.Join(s.suite.Dir, p)
	}
	return p
}

// editFlag rewrites one access parameter's default value in the template
// file, the way an operator edits it by hand.
func (s *stack) editFlag(key string, enabled bool) {
	s.t.Helper()
	p := s.templatePath()
	b, err := os.ReadFile(p)
	if err != nil {
		s.t.Fatal(err)
	}
	var tpl map[string]any
	if err := json.Unmarshal(b, &tpl); err != nil {
		s.t.Fatal(err)
	}
	groups, _ := tpl["parameterGroups"].(map[string]any)
	access, _ := groups["access"].(map[string]any)
	params, _ := access["parameters"].(map[string]any)
	param, _ := params[key].(map[string]any)
	if param == nil {
		s.t.Fatalf("template has no %s", key)
	}
	v, _ := json.Marshal(map[string]any{"enabled": enabled, "branches": []string{}, "bpIds": []string{}})
	param["defaultValue"] = map[string]any{"value": string(v)}
	out, _ := json.MarshalIndent(tpl, "", "  ")
	if err := os.WriteFile(p, out, 0o644); err != nil {
		s.t.Fatal(err)
	}
}

// loginUntil logs user in until its flags match (the functions cache the
// template for 5 s) and returns the Firebase ID token of that login.
func (s *stack) loginUntil(user string, cnca, libranza bool) string {
	s.t.Helper()
	var r loginResp
	deadline := time.Now().Add(30 * time.Second)
	for {
		var code int
		code, r = s.login(user, "Demo.2026")
		if code == 200 && r.Flags.CNCA == cnca && r.Flags.Libranza == libranza {
			return s.signIn(r.FirebaseToken)
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("login %s: %d flags %+v, want cnca %v libranza %v", user, code, r.Flags, cnca, libranza)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

func testSessionFlags(t *testing.T, s *stack) {
	s.t = t
	// The promoter's folio waits at the quote result, where CNCA and the
	// libranza letter branch off (the folio contract, docs/contract.md).
	seed := func(name string) string {
		id := fmt.Sprintf("R-flags-%s-%d", name, time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "quoterResult", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"offer": map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}}}})
		return id
	}
	move := func(id, idTok, to string) int {
		code, _ := s.rtdb("PATCH", "requests/"+id, idTok, map[string]any{"status": to, "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
		return code
	}
	tests := []struct {
		name, key, status string
		claims            func(on bool) (cnca, libranza bool)
	}{
		{"dev_cnca_access gates internalCNCAProcess", "dev_cnca_access", "internalCNCAProcess",
			func(on bool) (bool, bool) { return on, true }},
		{"dev_libranza_access gates letterLibranza", "dev_libranza_access", "letterLibranza",
			func(on bool) (bool, bool) { return true, on }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			// Before the edit the dev flag is open: the login's claims carry it.
			on := s.loginUntil("promotor1", true, true)

			s.editFlag(tt.key, false)
			defer s.editFlag(tt.key, true)
			// The next login loses the flag.
			c, l := tt.claims(false)
			off := s.loginUntil("promotor1", c, l)
			id := seed("off")
			// The SPA's cookie may be forged; the claims are not, and the rules
			// refuse the flagged status to a token without the flag.
			if code := move(id, off, tt.status); code != 401 && code != 403 {
				t.Fatalf("%s without the flag: %d, want a denial", tt.status, code)
			}
			if st := s.getMap("requests/" + id)["status"]; st != "quoterResult" {
				t.Fatalf("status moved to %v", st)
			}
			// An unflagged step is still the promoter's.
			if code := move(id, off, "contactInformation"); code != 200 {
				t.Fatalf("unflagged step: %d", code)
			}
			// The rules take the flag from roles/{bpId}, which the latest login
			// rewrote: the session that logged in before the edit loses it too,
			// whatever its token's claims say.
			old := seed("old")
			if code := move(old, on, tt.status); code != 401 && code != 403 {
				t.Fatalf("the earlier session kept a flag the latest check removed: %d", code)
			}

			s.editFlag(tt.key, true)
			c, l = tt.claims(true)
			again := s.loginUntil("promotor1", c, l)
			id2 := seed("on")
			if code := move(id2, again, tt.status); code != 200 {
				t.Fatalf("%s with the flag back: %d", tt.status, code)
			}
		})
	}
	t.Run("the template edit needs no restart and reaches every promoter", func(t *testing.T) {
		s.t = t
		s.editFlag("dev_cnca_access", false)
		defer s.editFlag("dev_cnca_access", true)
		s.loginUntil("promotor2", false, true)
		s.loginUntil("gerente1", false, true)
	})
}

package suite_test

import (
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"oppnp/emulators/emutest"
)

func getRules(t *testing.T, base string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/.settings/rules.json?ns=demo-oppnp-default-rtdb", nil)
	req.Header.Set("Authorization", "Bearer owner")
	_, b := emutest.Do(t, req)
	return string(b)
}

// The database service loads firebase.json's rules file and reloads it
// when it changes; a broken edit keeps the previous rules.
func TestDatabase_RulesFile(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	dir := t.TempDir()
	rules := filepath.Join(dir, "database.rules.json")
	first := `{"rules":{".read":true}}`
	emutest.WriteFile(t, rules, []byte(first))
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}, Config: func(cfg map[string]any) {
		cfg["database"] = map[string]any{"rules": rules}
	}})
	base := s.URL("database")
	if got := getRules(t, base); got != first {
		t.Fatalf("rules at start = %s, want %s", got, first)
	}
	waitRules := func(want string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for getRules(t, base) != want {
			if time.Now().After(deadline) {
				t.Fatalf("rules never became %s (have %s)", want, getRules(t, base))
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	second := "// edited\n{\"rules\":{\".read\":false}}"
	emutest.WriteFile(t, rules, []byte(second))
	waitRules(second)
	emutest.WriteFile(t, rules, []byte(`{"rules":`))
	time.Sleep(1500 * time.Millisecond) // three reload periods
	if got := getRules(t, base); got != second {
		t.Fatalf("after a broken edit rules = %s, want the previous %s", got, second)
	}
}

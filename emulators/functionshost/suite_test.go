package functionshost_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// TestSuite_FunctionsBehindHostingAndDatabase runs the fixture through the
// suite: an HTTP call through the hosting rewrite reaches the function with
// the original path and the emulator environment, and a database write
// reaches the CloudEvent function.
func TestSuite_FunctionsBehindHostingAndDatabase(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	root := emutest.Root(t)
	dir := t.TempDir()
	record := filepath.Join(dir, "events.jsonl")
	manifest := strings.NewReplacer(
		`"./emulators/functionshost/testdata/fixture"`, `"`+filepath.Join(root, "emulators/functionshost/testdata/fixture")+`"`,
		`"entryPoint": "recorder",`, `"entryPoint": "recorder", "environmentVariables": {"RECORD_FILE": "`+record+`"},`,
	).Replace(fixtureManifest)
	src := filepath.Join(dir, "functions")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	emutest.WriteFile(t, filepath.Join(src, "functions.json"), []byte(manifest))
	s := emutest.Start(t, emutest.Options{Services: []string{"database", "auth", "functions", "hosting"}, Config: func(cfg map[string]any) {
		cfg["functions"] = map[string]any{"source": src}
		cfg["database"] = map[string]any{} // no rules file: the test writes as owner anyway
		h := cfg["hosting"].(map[string]any)
		h["public"] = dir
		h["rewrites"] = []any{map[string]any{"source": "/api/**", "function": map[string]any{"functionId": "echo", "region": "us-central1"}}}
	}})

	resp, err := http.Post(s.URL("hosting")+"/api/session/login?x=1", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Path, Query string
		Env         map[string]string
	}
	err = json.NewDecoder(resp.Body).Decode(&got)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("echo through hosting: %d %v", resp.StatusCode, err)
	}
	_, dbPort, _ := strings.Cut(s.Addrs["database"], ":")
	want := map[string]string{
		"FIREBASE_DATABASE_EMULATOR_HOST": "localhost:" + dbPort + "?ns=demo-oppnp-default-rtdb",
		"FIREBASE_AUTH_EMULATOR_HOST":     s.Addrs["auth"],
		"REMOTE_CONFIG_URL":               s.URL("hosting") + "/__/remoteconfig/template",
		"GCLOUD_PROJECT":                  "demo-oppnp",
		"FUNCTION_TARGET":                 "echo",
	}
	for k, v := range want {
		if got.Env[k] != v {
			t.Errorf("%s = %q, want %q", k, got.Env[k], v)
		}
	}
	if got.Path != "/api/session/login" || got.Query != "x=1" {
		t.Errorf("function saw %s?%s", got.Path, got.Query)
	}

	req, _ := http.NewRequest(http.MethodPut, s.URL("database")+"/items/a.json?ns=demo-oppnp-default-rtdb", strings.NewReader(`{"state":"open"}`))
	req.Header.Set("Authorization", "Bearer owner")
	resp, err = http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("database write: %v %v", resp, err)
	}
	resp.Body.Close()
	rs := waitRecords(t, record, 1)
	if len(rs) != 1 || rs[0].Subject != "refs/items/a" || rs[0].Extensions["instance"] != "demo-oppnp-default-rtdb" {
		t.Fatalf("events = %+v", rs)
	}
	if d, _ := rs[0].Data.Delta.(map[string]any); d["state"] != "open" || rs[0].Data.Data != nil {
		t.Errorf("payload = %+v", rs[0].Data)
	}
}

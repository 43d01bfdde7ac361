package ui_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"

	"oppnp/emulators/remoteconfig"
	"oppnp/emulators/ui"
)

func param(valueType, value string) remoteconfig.Parameter {
	var p remoteconfig.Parameter
	_ = json.Unmarshal([]byte(`{"valueType":"`+valueType+`","defaultValue":{"value":`+jsonString(value)+`}}`), &p)
	return p
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func TestToggled(t *testing.T) {
	tests := []struct {
		name, valueType, value string
		on                     bool
		want                   string
		err                    error
	}{
		{"json on", "JSON", `{"enabled":false,"branches":[],"bpIds":[]}`, true, `{"enabled":true,"branches":[],"bpIds":[]}`, nil},
		{"json off, spaced, order kept", "JSON", `{ "bpIds": ["1"], "enabled" : true, "x": {"enabled": 1} }`, false, `{ "bpIds": ["1"], "enabled" : false, "x": {"enabled": 1} }`, nil},
		{"boolean", "BOOLEAN", "false", true, "true", nil},
		{"boolean off", "BOOLEAN", "true", false, "false", nil},
		{"json without enabled", "JSON", `["a"]`, true, "", ui.ErrNoToggle},
		{"json with nested enabled only", "JSON", `{"x":{"enabled":true}}`, true, "", ui.ErrNoToggle},
		{"enabled not boolean", "JSON", `{"enabled":"yes"}`, true, "", ui.ErrNoToggle},
		{"number", "NUMBER", "24", true, "", ui.ErrNoToggle},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ui.Toggled(param(tt.valueType, tt.value), tt.on)
			if !errors.Is(err, tt.err) || got != tt.want {
				t.Errorf("Toggled = %q, %v; want %q, %v", got, err, tt.want, tt.err)
			}
		})
	}
}

func TestServer_RemoteConfigToggle(t *testing.T) {
	f := newFixture(t)
	tests := []struct {
		name, key, body string
		status          int
		want            string
	}{
		{"enable cnca", "cnca_access", `{"enabled":true}`, 200, `{"enabled":true,"branches":[],"bpIds":[]}`},
		{"disable again", "cnca_access", `{"enabled":false}`, 200, `{"enabled":false,"branches":[],"bpIds":[]}`},
		{"grouped dev key", "dev_libranza_access", `{"enabled":false}`, 200, `{"enabled":false,"branches":[],"bpIds":[]}`},
		{"unknown", "nada", `{"enabled":true}`, 404, ""},
		{"not a switch", "customer_link_ttl_hours", `{"enabled":true}`, 400, ""},
		{"bad body", "cnca_access", `{"on":true}`, 400, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, _, body := f.do(t, "POST", f.console.URL+"/api/remoteconfig/toggle/"+tt.key, tt.body, "Content-Type", "application/json")
			if status != tt.status {
				t.Fatalf("toggle = %d %s", status, body)
			}
			if tt.status != 200 {
				if !strings.Contains(body, `"error"`) {
					t.Errorf("no error message: %s", body)
				}
				return
			}
			// The values the SPA fetches carry the new value.
			_, _, values := f.do(t, "GET", f.console.URL+"/api/remoteconfig/values", "")
			var v struct{ Entries map[string]string }
			if err := json.Unmarshal([]byte(values), &v); err != nil {
				t.Fatal(err)
			}
			if v.Entries[tt.key] != tt.want {
				t.Errorf("%s = %s, want %s", tt.key, v.Entries[tt.key], tt.want)
			}
		})
	}
	b, _ := os.ReadFile(f.template)
	if !strings.Contains(string(b), `"description": "CNCA (internal credit transfer), production"`) {
		t.Error("the rest of the template was not kept")
	}
	if status, _, _ := f.do(t, "PUT", f.console.URL+"/api/remoteconfig/parameters/cnca_access", `{"value":"{\"enabled\":true}"}`, "Content-Type", "application/json"); status != http.StatusOK {
		t.Errorf("direct PUT = %d", status)
	}
}

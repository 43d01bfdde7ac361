package remoteconfig_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/remoteconfig"
)

const template = `{
  // not allowed: plain JSON only
}`

const sample = `{
  "conditions": [ { "name": "beta", "expression": "device.os == 'ios'" } ],
  "parameters": {
    "welcome": { "defaultValue": { "value": "Hola" }, "conditionalValues": { "beta": { "value": "Hola beta" } } },
    "in_app":  { "defaultValue": { "useInAppDefault": true } }
  },
  "parameterGroups": {
    "access": {
      "description": "flags",
      "parameters": {
        "cnca_access": { "defaultValue": { "value": "{\"enabled\":false}" }, "valueType": "JSON" }
      }
    }
  }
}
`

func setup(t *testing.T, content string) (*httptest.Server, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "remoteconfig.template.json")
	emutest.WriteFile(t, path, []byte(content))
	mux := http.NewServeMux()
	mux.Handle(remoteconfig.Prefix, remoteconfig.New(path, nil))
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	return hs, path
}

type values struct {
	Entries         map[string]string `json:"entries"`
	State           string            `json:"state"`
	TemplateVersion string            `json:"templateVersion"`
}

func getValues(t *testing.T, base string) (values, http.Header) {
	t.Helper()
	resp, err := http.Get(base + "/__/remoteconfig/values")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("values: %d", resp.StatusCode)
	}
	var v values
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v, resp.Header
}

func put(t *testing.T, base, key, body string) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPut, base+"/__/remoteconfig/parameters/"+key, strings.NewReader(body))
	resp, _ := emutest.Do(t, req)
	return resp.StatusCode
}

func TestHandler_Values(t *testing.T) {
	hs, _ := setup(t, sample)
	v, h := getValues(t, hs.URL)
	want := map[string]string{"welcome": "Hola", "cnca_access": `{"enabled":false}`}
	if len(v.Entries) != len(want) || v.State != "UPDATE" || v.TemplateVersion != "1" {
		t.Errorf("values = %+v", v)
	}
	for k, w := range want {
		if v.Entries[k] != w {
			t.Errorf("entries[%s] = %q, want %q", k, v.Entries[k], w)
		}
	}
	if h.Get("ETag") == "" || h.Get("Access-Control-Expose-Headers") != "ETag" {
		t.Errorf("headers = %v", h)
	}
}

// TestHandler_ReloadsOnChange edits the file behind the server's back.
func TestHandler_ReloadsOnChange(t *testing.T) {
	hs, path := setup(t, sample)
	v1, h1 := getValues(t, hs.URL)
	emutest.WriteFile(t, path, []byte(strings.Replace(sample, `"Hola"`, `"Buenas"`, 1)))
	v2, h2 := getValues(t, hs.URL)
	if v2.Entries["welcome"] != "Buenas" || v2.TemplateVersion != "2" || h1.Get("ETag") == h2.Get("ETag") || v1.TemplateVersion != "1" {
		t.Errorf("after edit: %+v etag %q→%q", v2, h1.Get("ETag"), h2.Get("ETag"))
	}
	v3, h3 := getValues(t, hs.URL)
	if v3.TemplateVersion != "2" || h3.Get("ETag") != h2.Get("ETag") {
		t.Errorf("unchanged file changed version: %+v", v3)
	}
}

func TestHandler_Put(t *testing.T) {
	tests := []struct {
		name, key, body string
		status          int
		entry           string
	}{
		{"grouped parameter", "cnca_access", `{"value":"{\"enabled\":true}"}`, 200, `{"enabled":true}`},
		{"top level", "welcome", `{"value":"Hi"}`, 200, "Hi"},
		{"useInAppDefault becomes a value", "in_app", `{"value":"x"}`, 200, "x"},
		{"unknown", "nope", `{"value":"x"}`, 404, ""},
		{"no value", "welcome", `{}`, 400, "Hola"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hs, path := setup(t, sample)
			if got := put(t, hs.URL, tt.key, tt.body); got != tt.status {
				t.Fatalf("PUT status = %d, want %d", got, tt.status)
			}
			v, _ := getValues(t, hs.URL)
			if tt.entry != "" && v.Entries[tt.key] != tt.entry {
				t.Errorf("entries[%s] = %q, want %q", tt.key, v.Entries[tt.key], tt.entry)
			}
			b, _ := os.ReadFile(path)
			// The rest of the file is kept byte for byte.
			for _, keep := range []string{`"conditions": [ { "name": "beta", "expression": "device.os == 'ios'" } ],`,
				`"conditionalValues": { "beta": { "value": "Hola beta" } }`, `"description": "flags",`, `"valueType": "JSON"`} {
				if !strings.Contains(string(b), keep) {
					t.Errorf("file lost %q:\n%s", keep, b)
				}
			}
		})
	}
}

func TestHandler_CrossOriginRead(t *testing.T) {
	hs, _ := setup(t, sample)
	req, _ := http.NewRequest(http.MethodGet, hs.URL+"/__/remoteconfig/values", nil)
	req.Header.Set("Origin", "http://127.0.0.1:5173")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Access-Control-Allow-Origin") != "http://127.0.0.1:5173" || resp.Header.Get("Access-Control-Expose-Headers") != "ETag" {
		t.Errorf("CORS headers = %v", resp.Header)
	}
	req, _ = http.NewRequest(http.MethodPut, hs.URL+"/__/remoteconfig/parameters/welcome", strings.NewReader(`{"value":"x"}`))
	req.Header.Set("Origin", "http://127.0.0.1:5173")
	resp, _ = emutest.Do(t, req)
	if resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("PUT allows cross-origin callers")
	}
}

func TestHandler_Template(t *testing.T) {
	hs, _ := setup(t, sample)
	resp, b := emutest.Get(t, hs.URL+"/__/remoteconfig/template")
	if resp.StatusCode != 200 || string(b) != sample || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		t.Errorf("template = %d %q", resp.StatusCode, b)
	}

	bad, _ := setup(t, template)
	resp, _ = emutest.Get(t, bad.URL+"/__/remoteconfig/values")
	if resp.StatusCode != 500 {
		t.Errorf("invalid template served with %d", resp.StatusCode)
	}
}

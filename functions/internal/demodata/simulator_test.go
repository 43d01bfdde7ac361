package demodata_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/gateway"
)

// The simulator, started as `make run` starts it (--import functions/demo),
// lists every registered document under its folio and serves bytes that
// hash to the registry's SHA-256: what evidence.Register and the desk's
// hash check ask of it.
func TestSimulatorServesTheDemoEvidence(t *testing.T) {
	c := readCommitted(t)
	docs, err := gateway.ReadSeed(filepath.Join(c.root, "functions", "demo"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := gateway.New(gateway.Config{Documents: docs})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.Close(); srv.Close() })
	call := func(method, path string, body any, token string) []byte {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequest(method, hs.URL+path, rd)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-IBM-Client-Id", gateway.DefaultClientID)
		req.Header.Set("X-Device-Id", "demodata-test")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, b := emutest.Do(t, req)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return b
	}
	var login struct{ Token string }
	_ = json.Unmarshal(call(http.MethodPost, "/auth/login",
		map[string]any{"applicationId": "OPPNP", "username": "sistema", "password": "Demo.2026"}, ""), &login)
	served := 0
	for id, kinds := range c.Evidence {
		var listed struct {
			Data struct {
				Documents []struct{ DocumentID, DocumentType, Side string }
			}
		}
		_ = json.Unmarshal(call(http.MethodPost, "/documents/byFolio", map[string]any{"applicationId": "OPPNP", "folio": id}, login.Token), &listed)
		ids := map[string]bool{}
		for _, d := range listed.Data.Documents {
			ids[d.DocumentID] = true
		}
		for k, e := range kinds {
			if !ids[e.GatewayID] {
				t.Errorf("%s/%s: %s is not listed under the folio", id, k, e.GatewayID)
			}
			sum := sha256.Sum256(call(http.MethodGet, "/documents/"+e.GatewayID, nil, login.Token))
			if hex.EncodeToString(sum[:]) != e.SHA256 {
				t.Errorf("%s/%s: the simulator serves other bytes for %s", id, k, e.GatewayID)
			}
			served++
		}
	}
	if served == 0 {
		t.Fatal("no evidence served")
	}
}

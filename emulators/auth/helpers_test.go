package auth_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// post sends a JSON body and decodes the JSON reply.
func post(t *testing.T, url string, body any, header map[string]string) (int, map[string]any) {
	t.Helper()
	var r io.Reader
	ct := "application/json"
	switch b := body.(type) {
	case string:
		r, ct = strings.NewReader(b), "application/x-www-form-urlencoded"
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(http.MethodPost, url, r)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", ct)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, raw := emutest.Do(t, req)
	var out map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("reply is not JSON: %q", raw)
		}
	}
	return resp.StatusCode, out
}

// errMessage returns error.message of an error reply.
func errMessage(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	m, _ := e["message"].(string)
	return m
}

package gateway_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"oppnp/emulators/gateway"
)

// BenchmarkServer_Login is the direct-gateway baseline for the login
// overhead measured through the session function.
func BenchmarkServer_Login(b *testing.B) {
	srv, err := gateway.New(gateway.Config{})
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() { hs.Close(); srv.Close() }()
	body := []byte(`{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`)
	b.ResetTimer()
	for b.Loop() {
		req, _ := http.NewRequest(http.MethodPost, hs.URL+"/auth/login", bytes.NewReader(body))
		req.Header.Set("X-IBM-Client-Id", gateway.DefaultClientID)
		req.Header.Set("X-Device-Id", "bench")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("login: %d", resp.StatusCode)
		}
	}
}

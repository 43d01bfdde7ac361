package gateway

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestClient_HungGatewayHasADeadline: a gateway that never answers fails
// every kind of call at the client's deadline as ErrUnreachable, which the
// API answers with the Spanish connection message; a client built without
// its own HTTP client still has a deadline.
func TestClient_HungGatewayHasADeadline(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)
	c := &Client{BaseURL: srv.URL, ClientID: "cid", HTTP: &http.Client{Timeout: 100 * time.Millisecond}}
	ctx := context.Background()
	calls := map[string]func() error{
		"JSON call (SMS)": func() error { _, err := c.SendSMS(ctx, "t", "5512345678", "hola"); return err },
		"document bytes":  func() error { _, err := c.Document(ctx, "t", "DOC-1"); return err },
	}
	for name, call := range calls {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			err := call()
			if took := time.Since(start); took > 2*time.Second {
				t.Fatalf("took %v", took)
			}
			var coded interface{ UserMessage() string } // httpx.Coded, which imports this package
			if !errors.Is(err, ErrUnreachable) || !errors.As(err, &coded) || coded.UserMessage() != "Error de conexión" {
				t.Fatalf("err = %v, want ErrUnreachable with the Spanish connection message", err)
			}
		})
	}
	if got := (&Client{}).httpClient().Timeout; got != DefaultTimeout || got <= 0 {
		t.Fatalf("a Client without its HTTP client has timeout %v, want %v", got, DefaultTimeout)
	}
}

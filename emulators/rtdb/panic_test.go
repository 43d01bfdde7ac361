package rtdb_test

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb"
)

// boomAuthorizer panics on any location under /boom and allows the rest.
type boomAuthorizer struct{}

func (boomAuthorizer) Authorize(r *rtdb.AccessRequest) rtdb.Decision {
	if len(r.Path) > 0 && r.Path[0] == "boom" {
		panic("authorizer: boom on purpose")
	}
	return rtdb.Decision{Allow: true}
}

// TestServer_PanicEndsOneConnection: a panic while handling a request
// answers 500 over REST (behind the suite's recovery) and closes only the
// WebSocket that sent it; it is logged, and other connections, old and
// new, are served.
func TestServer_PanicEndsOneConnection(t *testing.T) {
	logs := &emutest.Buffer{}
	log := slog.New(slog.NewJSONHandler(logs, nil))
	srv, err := rtdb.New(rtdb.Options{Logger: log, Rules: []byte(`{"rules": {}}`),
		AuthorizerFactory: func([]byte) (rtdb.Authorizer, error) { return boomAuthorizer{}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(panics.Handler(log, "database", srv))
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		_ = srv.Close()
	})
	bystander := dial(t, hs.URL, "ns=x")

	tests := []struct {
		name  string
		panic func(t *testing.T)
	}{
		{"REST read", func(t *testing.T) {
			resp, b := emutest.Get(t, hs.URL+"/boom.json?ns=x")
			if resp.StatusCode != http.StatusInternalServerError {
				t.Fatalf("GET /boom.json: %d %s, want 500", resp.StatusCode, b)
			}
		}},
		{"WebSocket get", func(t *testing.T) {
			c := dial(t, hs.URL, "ns=x")
			c.send("g", map[string]any{"p": "/boom", "q": map[string]any{}})
			select {
			case err := <-c.errc:
				if err == nil {
					t.Fatal("connection ended without an error")
				}
			case <-time.After(5 * time.Second):
				t.Fatal("the panicking connection was not closed")
			}
		}},
		{"WebSocket write", func(t *testing.T) {
			c := dial(t, hs.URL, "ns=x")
			c.send("p", map[string]any{"p": "/boom/a", "d": 1})
			select {
			case <-c.errc:
			case <-time.After(5 * time.Second):
				t.Fatal("the panicking connection was not closed")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := strings.Count(logs.String(), "authorizer: boom on purpose")
			tt.panic(t)
			if strings.Count(logs.String(), "authorizer: boom on purpose") <= before {
				t.Errorf("the panic was not logged: %s", logs.String())
			}
			// The connection open all along, and a new one, are served.
			for _, c := range []*client{bystander, dial(t, hs.URL, "ns=x")} {
				c.expectOK(c.send("p", map[string]any{"p": "/ok/" + strings.ReplaceAll(tt.name, " ", "-"), "d": 1}))
				if got := c.expectOK(c.send("g", map[string]any{"p": "/ok/" + strings.ReplaceAll(tt.name, " ", "-"), "q": map[string]any{}})); got != float64(1) {
					t.Errorf("read back %v", got)
				}
			}
		})
	}
}

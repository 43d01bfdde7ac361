package rtdb_test

import (
	"bufio"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
)

// A REST stream opened with a token ends with auth_revoked when the
// token's exp passes; a token already expired when the stream opens is
// accepted (the emulator does not enforce exp, as mock tokens are expired)
// and the stream goes on.
func TestServer_REST_StreamAuthRevoked(t *testing.T) {
	exp := time.Now().Add(time.Hour).Unix()
	// The server's clock says the token has 300 ms left.
	clock := func() time.Time { return time.Unix(exp, 0).Add(-300 * time.Millisecond) }
	tests := []struct {
		name        string
		exp         int64
		wantRevoked bool
	}{
		{"expires while open", exp, true},
		{"already expired", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, hs := newServer(t, rtdb.Options{Now: clock})
			tok, err := idtoken.Mint(idtoken.Claims{"sub": "u1", "user_id": "u1", "iat": 0, "exp": tt.exp,
				"firebase": map[string]any{"sign_in_provider": "custom"}})
			if err != nil {
				t.Fatal(err)
			}
			events := openStream(t, hs.URL+"/s.json?ns=sse&auth="+url.QueryEscape(tok))
			if e := nextEvent(t, events); e != `event: put|data: {"path":"/","data":null}|` {
				t.Fatalf("first event %q", e)
			}
			if tt.wantRevoked {
				if e := nextEvent(t, events); e != `event: auth_revoked|data: "credential is no longer valid"|` {
					t.Fatalf("event %q, want auth_revoked", e)
				}
				if e, open := <-events; open {
					t.Fatalf("stream still open after auth_revoked: %q", e)
				}
				return
			}
			doREST(t, hs.URL, restCall{method: "PUT", path: "/s.json?ns=sse", body: `1`})
			if e := nextEvent(t, events); e != `event: put|data: {"path":"/","data":1}|` {
				t.Fatalf("event %q, want the write", e)
			}
		})
	}
}

// openStream opens an EventSource stream and delivers its events, each
// as its lines joined by "|"; the channel closes when the stream ends.
func openStream(t *testing.T, u string) <-chan string {
	t.Helper()
	req, _ := http.NewRequest("GET", u, nil)
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	if res.StatusCode != 200 {
		t.Fatalf("stream status %d", res.StatusCode)
	}
	events := make(chan string, 16)
	go func() {
		defer close(events)
		sc := bufio.NewScanner(res.Body)
		var ev []string
		for sc.Scan() {
			if sc.Text() == "" {
				events <- strings.Join(ev, "|") + "|"
				ev = nil
				continue
			}
			ev = append(ev, sc.Text())
		}
	}()
	return events
}

func nextEvent(t *testing.T, events <-chan string) string {
	t.Helper()
	select {
	case e, ok := <-events:
		if !ok {
			t.Fatal("stream ended")
		}
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no event")
	}
	return ""
}

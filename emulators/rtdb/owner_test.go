package rtdb_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
)

// userToken is an Auth-emulator-style unsigned ID token, as the SPA sends.
func userToken(t *testing.T) string {
	t.Helper()
	tok, err := idtoken.MintWithHeader(map[string]any{"alg": "none", "type": "JWT"}, idtoken.Claims{
		"sub": "alice", "user_id": "alice", "iat": 0, "exp": 3600, "aud": "demo",
		"firebase": map[string]any{"sign_in_provider": "custom", "identities": map[string]any{}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// The owner credential is refused on every REST request a browser sent
// (Origin or Sec-Fetch-Site), reads, writes, streams and rules alike, and
// nothing is written; tools without those headers and a user's ID token
// from a browser keep working.
func TestREST_OwnerRefusedFromBrowser(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{DefaultNamespace: "demo"})
	if err := writeREST(srv, "demo", "/kept", `"original"`); err != nil {
		t.Fatal(err)
	}
	user := userToken(t)
	origin := []string{"Origin", "http://localhost:5000"} // even the SPA's own origin
	tests := []struct {
		name, method, path, body string
		hdr                      []string
		want                     int
	}{
		{"owner read with Origin", "GET", "/kept.json?auth=owner", "", origin, 403},
		{"owner write with Origin", "PUT", "/kept.json", `"pwned"`, append([]string{"Authorization", "Bearer owner"}, origin...), 403},
		{"owner write from a form", "POST", "/kept.json?access_token=owner", `"pwned"`, []string{"Origin", "http://127.0.0.1:5000", "Content-Type", "text/plain"}, 403},
		{"owner read from a script tag", "GET", "/kept.json?auth=owner", "", []string{"Sec-Fetch-Site", "same-site"}, 403},
		{"owner stream with Origin", "GET", "/kept.json?auth=owner", "", append([]string{"Accept", "text/event-stream"}, origin...), 403},
		{"owner override with Origin", "GET", `/kept.json?auth=owner&auth_variable_override={"uid":"x"}`, "", origin, 403},
		{"owner rules with Origin", "PUT", "/.settings/rules.json?auth=owner", `{"rules":{".read":true,".write":true}}`, origin, 403},
		{"owner read without Origin", "GET", "/kept.json?auth=owner", "", []string{"Sec-Fetch-Mode", "cors"}, 200},
		{"owner rules without Origin", "GET", "/.settings/rules.json", "", []string{"Authorization", "Bearer owner"}, 200},
		{"user token with Origin", "GET", "/kept.json?auth=" + user, "", origin, 200},
		{"user write with Origin", "PUT", "/mine.json", `1`, append([]string{"Authorization", "Bearer " + user}, origin...), 200},
		{"user write from another site", "POST", "/kept.json", `"pwned"`, []string{"Authorization", "Bearer " + user, "Origin", "https://evil.example", "Content-Type", "text/plain"}, 403},
		{"user read from another site's script", "GET", "/kept.json?auth=" + user, "", []string{"Sec-Fetch-Site", "cross-site", "Referer", "https://evil.example/"}, 403},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, hs.URL+tt.path, strings.NewReader(tt.body))
			for i := 0; i+1 < len(tt.hdr); i += 2 {
				req.Header.Set(tt.hdr[i], tt.hdr[i+1])
			}
			// A stream the fix would refuse stays open: bound it.
			resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			resp.Body.Close()
			if resp.StatusCode != tt.want {
				t.Fatalf("%s %s = %d %s, want %d", tt.method, tt.path, resp.StatusCode, b, tt.want)
			}
			if tt.want == 403 && !strings.Contains(string(b), `"error":"The emulator's owner (admin) credential is refused`) &&
				!strings.Contains(string(b), `"error":"The local database emulator answers only pages served from this machine`) {
				t.Errorf("error body %s", b)
			}
			if n, _ := srv.Export("demo"); !strings.Contains(string(n), `"kept":"original"`) {
				t.Errorf("data changed: %s", n)
			}
		})
	}
}

// Over the realtime protocol the auth request answers invalid_token with
// the reason when the socket's upgrade request came from a browser.
func TestWS_OwnerRefusedFromBrowser(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	user := userToken(t)
	tests := []struct {
		name   string
		header http.Header
		cred   string
		want   string
	}{
		{"owner with Origin", http.Header{"Origin": {"http://localhost:5000"}}, "owner", "invalid_token"},
		{"owner with Sec-Fetch-Site", http.Header{"Sec-Fetch-Site": {"same-site"}}, "owner", "invalid_token"},
		{"owner without Origin", nil, "owner", "ok"},
		{"user token with Origin", http.Header{"Origin": {"http://localhost:5000"}}, user, "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cl := dialHeader(t, hs.URL, "ns=demo", tt.header)
			status, d := cl.expectReply(cl.send("auth", map[string]any{"cred": tt.cred}))
			if status != tt.want {
				t.Fatalf("auth = %s %v, want %s", status, d, tt.want)
			}
			if status == "invalid_token" && !strings.Contains(d.(string), "refused on requests from a browser") {
				t.Errorf("reason %v", d)
			}
		})
	}
}

// Long polling is served to <script> loads, which carry no Origin but
// Sec-Fetch-Site: a page could otherwise read JSONP as the owner. The auth
// request of a session a browser opened answers invalid_token; the same
// session opened by a tool authenticates.
func TestLP_OwnerRefusedFromBrowser(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	tests := []struct {
		name string
		hdr  http.Header
		want string
	}{
		{"script load", http.Header{"Sec-Fetch-Site": {"cross-site"}, "Sec-Fetch-Dest": {"script"}, "Referer": {"http://localhost:5000/"}}, `"s":"invalid_token"`},
		{"tool", nil, `"s":"ok"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := lpGetHeader(t, hs.URL+"/.lp?start=t&ser=1&cb=1&v=5&ns=lp", tt.hdr)
			m := lpStart.FindStringSubmatch(start)
			if m == nil {
				t.Fatalf("start reply %q", start)
			}
			c := &lpClient{t: t, base: hs.URL, id: m[1], pw: m[2], hdr: tt.hdr}
			_, envs := c.poll(`{"t":"d","d":{"r":1,"a":"auth","b":{"cred":"owner"}}}`)
			for i := 0; i < 3 && !strings.Contains(jsonOf(envs), `"r":1`); i++ {
				_, envs = c.poll()
			}
			if got := jsonOf(envs); !strings.Contains(got, tt.want) {
				t.Fatalf("auth reply %s, want %s", got, tt.want)
			}
		})
	}
}

// Only pages on this machine get CORS from the REST API (another site's
// request is refused outright).
func TestREST_CORSOnlyForLoopbackPages(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	for origin, want := range map[string]string{
		"http://localhost:5000": "http://localhost:5000",
		"http://127.0.0.1:5173": "http://127.0.0.1:5173",
		"https://evil.example":  "",
		"null":                  "",
	} {
		req, _ := http.NewRequest(http.MethodGet, hs.URL+"/open.json", nil)
		req.Header.Set("Origin", origin)
		resp, _ := emutest.Do(t, req)
		if got := resp.Header.Get("Access-Control-Allow-Origin"); got != want {
			t.Errorf("Origin %s: Access-Control-Allow-Origin %q, want %q", origin, got, want)
		}
		if want == "" && resp.Header.Get("Access-Control-Allow-Credentials") != "" {
			t.Errorf("Origin %s: credentials allowed", origin)
		}
	}
}

// A page on another site cannot open a realtime connection at all: with
// unsigned tokens accepted, it could act as any user.
func TestWS_ForeignPageRefused(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := strings.Replace(hs.URL, "http://", "ws://", 1) + "/.ws?v=5"
	_, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("dial from another site: %v %v", resp, err)
	}
}

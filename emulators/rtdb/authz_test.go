package rtdb_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

// fakeRules is a toy rules document: paths (and everything below) that are
// denied, and paths whose listens get an index warning.
type fakeRules struct {
	Deny []string `json:"deny"`
	Warn []string `json:"warn"`

	mu   *sync.Mutex
	seen *[]rtdb.AccessRequest
}

func (f fakeRules) Authorize(r *rtdb.AccessRequest) rtdb.Decision {
	f.mu.Lock()
	*f.seen = append(*f.seen, *r)
	f.mu.Unlock()
	paths := append([]tree.Path{r.Path}, r.Writes...)
	for _, d := range f.Deny {
		dp, _ := tree.ParsePath(d)
		for _, p := range paths {
			if dp.Contains(p) {
				return rtdb.Decision{Reason: "denied " + d}
			}
		}
	}
	dec := rtdb.Decision{Allow: true}
	for _, w := range f.Warn {
		if r.Path.String() == w {
			dec.Warning = "no_index"
		}
	}
	return dec
}

type recorder struct {
	mu   sync.Mutex
	seen []rtdb.AccessRequest
}

func (rec *recorder) factory(src []byte) (rtdb.Authorizer, error) {
	f := fakeRules{mu: &rec.mu, seen: &rec.seen}
	if err := json.Unmarshal(src, &f); err != nil {
		return nil, err
	}
	return f, nil
}

func (rec *recorder) take() []rtdb.AccessRequest {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	s := rec.seen
	rec.seen = nil
	return s
}

func TestServer_AuthorizerSeam(t *testing.T) {
	rec := &recorder{}
	srv, hs := newServer(t, rtdb.Options{AuthorizerFactory: rec.factory, Rules: []byte(`{"deny":["/secret"],"warn":["/warned"]}`)})
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "u1", "iat": 1, "firebase": map[string]any{"sign_in_provider": "password"}})
	cl := dial(t, hs.URL, "ns=seam")
	cl.expectOK(cl.send("auth", map[string]any{"cred": tok}))
	rec.take()

	// A listen: one read request with the auth variable and no query.
	r := cl.send("q", map[string]any{"p": "/public", "h": ""})
	cl.expectPush("d")
	cl.expectOK(r)
	got := rec.take()
	if len(got) != 1 || got[0].Op != rtdb.OpRead || got[0].Path.String() != "/public" || got[0].Query != nil ||
		got[0].Namespace != "seam" || got[0].Auth["uid"] != "u1" || got[0].Auth["provider"] != "password" || got[0].Now.IsZero() {
		t.Fatalf("listen authorize calls = %+v", got)
	}

	// A tagged query passes its query.
	r = cl.send("q", map[string]any{"p": "/warned", "q": map[string]any{"l": 1, "vf": "l", "i": "x"}, "t": 1, "h": ""})
	cl.expectPush("d")
	if d := cl.expectOK(r); jsonOf(d) != `{"w":["no_index"]}` {
		t.Fatalf("listen ok with warning = %s", jsonOf(d))
	}
	if got := rec.take(); len(got) != 1 || got[0].Query == nil || got[0].Query.Index != "x" || got[0].Query.Limit != 1 {
		t.Fatalf("query listen authorize = %+v", got)
	}

	// A merge: one write request listing every written path, with the
	// before and after views and server values resolved.
	r = cl.send("m", map[string]any{"p": "/public", "d": map[string]any{"a": 1, "b/c": map[string]any{".sv": "timestamp"}}})
	cl.expectPush("m")
	cl.expectOK(r)
	got = nil
	for _, a := range rec.take() { // the listens are re-checked after a write under rules, too
		if a.Op == rtdb.OpWrite {
			got = append(got, a)
		}
	}
	if len(got) != 1 || got[0].Op != rtdb.OpWrite || len(got[0].Writes) != 2 ||
		got[0].Writes[0].String() != "/public/a" || got[0].Writes[1].String() != "/public/b/c" ||
		got[0].Before.Get(tree.Path{"public"}) != nil {
		t.Fatalf("merge authorize = %+v", got)
	}
	if ts, ok := got[0].After.Get(tree.Path{"public", "b", "c"}).Float(); !ok || ts != float64(got[0].Now.UnixMilli()) {
		t.Fatalf("after view timestamp = %v, want now %d", ts, got[0].Now.UnixMilli())
	}

	// Denials: reads and writes on the wire and over REST.
	if s, d := cl.expectReply(cl.send("p", map[string]any{"p": "/secret/x", "d": 1})); s != "permission_denied" || d != "Permission denied" {
		t.Fatalf("denied put = %s %v", s, d)
	}
	if s, d := cl.expectReply(cl.send("q", map[string]any{"p": "/secret", "h": ""})); s != "permission_denied" || d != "Permission denied" {
		t.Fatalf("denied listen = %s %v", s, d)
	}
	if s, _ := cl.expectReply(cl.send("g", map[string]any{"p": "/secret", "q": map[string]any{}})); s != "permission_denied" {
		t.Fatalf("denied get = %s", s)
	}
	if s, _ := cl.expectReply(cl.send("o", map[string]any{"p": "/secret/x", "d": 1})); s != "permission_denied" {
		t.Fatalf("denied onDisconnect = %s", s)
	}
	req, _ := http.NewRequest(http.MethodPut, hs.URL+"/secret/x.json?ns=seam&auth="+tok, strings.NewReader(`1`))
	res, b := emutest.Do(t, req)
	if res.StatusCode != 401 || string(b) != `{"error":"Permission denied"}` {
		t.Fatalf("REST denied = %d %s", res.StatusCode, b)
	}

	// The owner bypasses the Authorizer entirely.
	rec.take()
	admin := dial(t, hs.URL, "ns=seam")
	admin.expectOK(admin.send("gauth", map[string]any{"cred": "owner"}))
	admin.expectOK(admin.send("p", map[string]any{"p": "/secret/x", "d": 1}))
	for _, a := range rec.take() { // other clients' listens are re-checked, reads only
		if a.Op == rtdb.OpWrite {
			t.Fatalf("owner write consulted the Authorizer: %+v", a)
		}
	}

	// New rules that take /public and /warned away revoke those listens.
	if err := srv.SetRules([]byte(`{"deny":["/public","/warned"]}`)); err != nil {
		t.Fatal(err)
	}
	revoked := map[string]string{}
	for i := 0; i < 2; i++ {
		b := cl.expectPush("c")
		revoked[b["p"].(string)] = jsonOf(b)
	}
	if revoked["public"] != `{"p":"public"}` || revoked["warned"] != `{"p":"warned","q":[{"i":"x","l":1,"vf":"l"}]}` {
		t.Fatalf("revocations = %v", revoked)
	}
	// A bad document keeps the previous rules.
	if err := srv.SetRules([]byte(`{`)); err == nil {
		t.Fatal("SetRules accepted a broken document")
	}
	if s, _ := cl.expectReply(cl.send("p", map[string]any{"p": "/public/z", "d": 1})); s != "permission_denied" {
		t.Fatalf("after failed reload, put = %s; previous rules must stay", s)
	}
}

// An auth change mid-connection re-checks listens.
func TestServer_AuthChangeRevokes(t *testing.T) {
	rec := &recorder{}
	_, hs := newServer(t, rtdb.Options{AuthorizerFactory: rec.factory, Rules: []byte(`{}`)})
	cl := dial(t, hs.URL, "ns=rv")
	cl.expectOK(cl.send("gauth", map[string]any{"cred": "owner"}))
	r := cl.send("q", map[string]any{"p": "/anything", "h": ""})
	cl.expectPush("d")
	cl.expectOK(r)
	// As the owner with an override, rules apply; the toy rules allow all,
	// so nothing is revoked; deny via a namespace rules document.
	req, _ := http.NewRequest(http.MethodPut, hs.URL+"/.settings/rules.json?ns=rv", strings.NewReader(`{"deny":["/anything"]}`))
	req.Header.Set("Authorization", "Bearer owner")
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("rules PUT = %v %v", res, err)
	}
	cl.expectNothing(100e6) // the owner is not subject to rules
	r = cl.send("unauth", map[string]any{})
	if b := cl.expectPush("c"); b["p"] != "anything" {
		t.Fatalf("revocation = %s", jsonOf(b))
	}
	cl.expectOK(r)
}

// dataRules denies reads of /items to users listed under /blocked: rules
// that read data, so a write can take access away.
type dataRules struct{}

func (dataRules) Authorize(r *rtdb.AccessRequest) rtdb.Decision {
	uid, _ := r.Auth["uid"].(string)
	root := r.Before
	if r.Op == rtdb.OpWrite {
		return rtdb.Decision{Allow: true}
	}
	if root.Get(tree.Path{"blocked", uid}) != nil {
		return rtdb.Decision{Reason: "blocked"}
	}
	return rtdb.Decision{Allow: true}
}

func TestServer_DataChangeRevokes(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{
		AuthorizerFactory: func([]byte) (rtdb.Authorizer, error) { return dataRules{}, nil },
		Rules:             []byte(`{"rules":{}}`),
	})
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "bob", "iat": 1})
	cl := dial(t, hs.URL, "ns=dr")
	cl.expectOK(cl.send("auth", map[string]any{"cred": tok}))
	r := cl.send("q", map[string]any{"p": "/items", "h": ""})
	cl.expectPush("d")
	cl.expectOK(r)
	admin := dial(t, hs.URL, "ns=dr")
	admin.expectOK(admin.send("gauth", map[string]any{"cred": "owner"}))
	admin.expectOK(admin.send("p", map[string]any{"p": "/blocked/bob", "d": true}))
	if b := cl.expectPush("c"); jsonOf(b) != `{"p":"items"}` {
		t.Fatalf("revocation after data change = %s", jsonOf(b))
	}
}

// REST: auth_variable_override makes an owner request run as that auth
// (null: unauthenticated); a stream whose read access goes away gets a
// cancel event.
func TestServer_REST_AuthOverrideAndStreamCancel(t *testing.T) {
	rec := &recorder{}
	srv, hs := newServer(t, rtdb.Options{AuthorizerFactory: rec.factory, Rules: []byte(`{"deny":["/secret"]}`)})
	owner := map[string]string{"Authorization": "Bearer owner"}
	tests := []struct {
		name, path string
		wantCode   int
		wantAuth   string
	}{
		{"owner bypasses", "/secret.json?ns=ao", 200, "none"},
		{"override as user", "/secret.json?ns=ao&auth_variable_override=%7B%22uid%22%3A%22svc%22%7D", 401, `{"uid":"svc"}`},
		{"override null", "/open.json?ns=ao&auth_variable_override=null", 200, `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec.take()
			res, body := doREST(t, hs.URL, restCall{method: "GET", path: tt.path, header: owner})
			if res.StatusCode != tt.wantCode {
				t.Fatalf("status %d %s, want %d", res.StatusCode, body, tt.wantCode)
			}
			got := rec.take()
			if tt.wantAuth == "none" {
				if len(got) != 0 {
					t.Fatalf("owner consulted the Authorizer: %+v", got)
				}
				return
			}
			if len(got) != 1 || jsonOf(got[0].Auth) != tt.wantAuth {
				t.Fatalf("authorize calls %+v, want auth %s", got, tt.wantAuth)
			}
		})
	}

	req, _ := http.NewRequest("GET", hs.URL+"/open.json?ns=ao", nil)
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	sc := bufio.NewScanner(res.Body)
	var lines []string
	done := make(chan struct{})
	go func() {
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		close(done)
	}()
	time.Sleep(100 * time.Millisecond)
	if err := srv.SetRules([]byte(`{"deny":["/open"]}`)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("stream not ended after losing access")
	}
	if got := strings.Join(lines, "|"); !strings.HasSuffix(got, "event: cancel|data: null|") {
		t.Fatalf("stream = %q, want a final cancel event", got)
	}
}

package rtdb_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

const adapterRules = `{
  // Comments are allowed, as in firebase.json's rules file.
  "rules": {
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        ".write": "auth != null && auth.uid == $uid",
        ".validate": "newData.hasChildren(['name'])",
        "name": {".validate": "newData.isString() && newData.val().length <= 20"},
        "at": {".validate": "newData.val() == now"},
        "$other": {".validate": false}
      }
    },
    "baskets": {
      ".read": "auth != null && query.orderByChild == 'owner' && query.equalTo == auth.uid",
      ".indexOn": "owner"
    },
    "items": {".read": "(query.limitToFirst != null && query.limitToFirst <= 10) || (query.limitToLast != null && query.limitToLast <= 10)"}
  }
}`

func mustNode(t *testing.T, js string) *tree.Node {
	t.Helper()
	n, err := tree.Parse([]byte(js), 0)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func mustQuery(t *testing.T, m map[string]any) *tree.Query {
	t.Helper()
	q, err := tree.ParseWireQuery(m)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func newAuthorizer(t *testing.T) rtdb.Authorizer {
	t.Helper()
	a, err := rtdb.NewRulesAuthorizer([]byte(adapterRules))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func user(uid string) map[string]any {
	return map[string]any{"uid": uid, "provider": "custom", "token": map[string]any{"sub": uid}}
}

func TestRulesAuthorizer_Parse(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"no rules key", `{}`, "1:2: Expected 'rules' property."},
		{"unknown variable", "{\n  \"rules\": {\".read\": \"skies\"}\n}", "2:23: Unknown variable 'skies'."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := rtdb.NewRulesAuthorizer([]byte(tt.src))
			if err == nil || a != nil {
				t.Fatalf("NewRulesAuthorizer = %v, %v; want an error", a, err)
			}
			if err.Error() != tt.want {
				t.Errorf("error = %q, want %q", err, tt.want)
			}
		})
	}
}

func TestRulesAuthorizer_Read(t *testing.T) {
	a := newAuthorizer(t)
	data := mustNode(t, `{"users": {"u1": {"name": "Ana"}}, "baskets": {"b1": {"owner": "u1"}}}`)
	tests := []struct {
		name        string
		auth        map[string]any
		path        tree.Path
		query       map[string]any
		allow       bool
		wantWarning string
	}{
		{"own node", user("u1"), tree.Path{"users", "u1"}, nil, true, ""},
		{"other node", user("u2"), tree.Path{"users", "u1"}, nil, false, ""},
		{"signed out", nil, tree.Path{"users", "u1"}, nil, false, ""},
		{"rules are not filters", user("u1"), tree.Path{"users"}, nil, false, ""},
		{"equalTo own uid", user("u1"), tree.Path{"baskets"}, map[string]any{"i": "owner", "sp": "u1", "ep": "u1"}, true, ""},
		{"equalTo other uid", user("u1"), tree.Path{"baskets"}, map[string]any{"i": "owner", "sp": "u2", "ep": "u2"}, false, ""},
		{"plain read of query-guarded path", user("u1"), tree.Path{"baskets"}, nil, false, ""},
		{"limitToFirst", nil, tree.Path{"items"}, map[string]any{"l": 10.0, "vf": "l"}, true, ""},
		{"limitToLast", nil, tree.Path{"items"}, map[string]any{"l": 5.0, "vf": "r"}, true, ""},
		{"limit too large", nil, tree.Path{"items"}, map[string]any{"l": 11.0, "vf": "l"}, false, ""},
		{"unindexed child query warns", nil, tree.Path{"items"}, map[string]any{"i": "price", "l": 5.0, "vf": "l"}, true, "no_index"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rtdb.AccessRequest{Op: rtdb.OpRead, Path: tt.path, Auth: tt.auth, Before: data, Now: time.UnixMilli(1000)}
			if tt.query != nil {
				r.Query = mustQuery(t, tt.query)
			}
			d := a.Authorize(r)
			if d.Allow != tt.allow {
				t.Errorf("Allow = %v, want %v (%s)", d.Allow, tt.allow, d.Reason)
			}
			if d.Warning != tt.wantWarning {
				t.Errorf("Warning = %q, want %q", d.Warning, tt.wantWarning)
			}
			if d.Reason == "" {
				t.Error("empty Reason")
			}
		})
	}
}

func TestRulesAuthorizer_Write(t *testing.T) {
	a := newAuthorizer(t)
	before := mustNode(t, `{"users": {"u1": {"name": "Ana"}}}`)
	now := time.UnixMilli(1700000000000)
	set := func(p tree.Path, js string) *tree.Node {
		var v *tree.Node
		if js != "null" {
			v = mustNode(t, js)
		}
		return before.Set(p, v)
	}
	tests := []struct {
		name   string
		auth   map[string]any
		writes []tree.Path
		after  *tree.Node
		allow  bool
	}{
		{"own set", user("u1"), []tree.Path{{"users", "u1"}}, set(tree.Path{"users", "u1"}, `{"name": "Bea"}`), true},
		{"validate below", user("u1"), []tree.Path{{"users", "u1"}}, set(tree.Path{"users", "u1"}, `{"name": "a very long name that is over twenty"}`), false},
		{"unknown child", user("u1"), []tree.Path{{"users", "u1"}}, set(tree.Path{"users", "u1"}, `{"name": "Bea", "x": 1}`), false},
		{"other user", user("u2"), []tree.Path{{"users", "u1", "name"}}, set(tree.Path{"users", "u1", "name"}, `"Eve"`), false},
		{"ancestor validate on the merged data", user("u1"), []tree.Path{{"users", "u1", "name"}}, set(tree.Path{"users", "u1", "name"}, `"Bea"`), true},
		{"delete skips validate", user("u1"), []tree.Path{{"users", "u1"}}, set(tree.Path{"users", "u1"}, "null"), true},
		{"now is the request time", user("u1"), []tree.Path{{"users", "u1", "at"}}, set(tree.Path{"users", "u1", "at"}, `1700000000000`), true},
		{"not now", user("u1"), []tree.Path{{"users", "u1", "at"}}, set(tree.Path{"users", "u1", "at"}, `1`), false},
		{"priority write checked at its node", user("u1"), []tree.Path{{"users", "u1", ".priority"}}, set(tree.Path{"users", "u1", ".priority"}, `5`), true},
		{"priority write of another user", user("u2"), []tree.Path{{"users", "u1", ".priority"}}, set(tree.Path{"users", "u1", ".priority"}, `5`), false},
		{"multi-path all or nothing", user("u1"),
			[]tree.Path{{"users", "u1", "name"}, {"users", "u2", "name"}},
			set(tree.Path{"users", "u1", "name"}, `"Bea"`).Set(tree.Path{"users", "u2", "name"}, mustNode(t, `"Eve"`)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := a.Authorize(&rtdb.AccessRequest{Op: rtdb.OpWrite, Path: tt.writes[0], Writes: tt.writes, Auth: tt.auth, Before: before, After: tt.after, Now: now})
			if d.Allow != tt.allow {
				t.Errorf("Allow = %v, want %v (%s)", d.Allow, tt.allow, d.Reason)
			}
		})
	}
}

// TestRulesAuthorizer_REST drives the engine through the server's REST
// surface: decisions become 401s, bad rules a 400 that keeps the old ones.
func TestRulesAuthorizer_REST(t *testing.T) {
	srv, err := rtdb.New(rtdb.Options{Rules: []byte(adapterRules)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.Close(); _ = srv.Close() })
	u1, err := idtoken.Mint(idtoken.Claims{"sub": "u1", "firebase": map[string]any{"sign_in_provider": "custom"}})
	if err != nil {
		t.Fatal(err)
	}
	do := func(method, path, token, body string) (int, string) {
		t.Helper()
		req, err := http.NewRequest(method, hs.URL+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		res, b := emutest.Do(t, req)
		return res.StatusCode, string(b)
	}
	steps := []struct {
		name, method, path, token, body string
		wantStatus                      int
		wantBody                        string // substring
	}{
		{"own write", "PUT", "/users/u1.json?ns=demo", u1, `{"name": "Ana"}`, 200, "Ana"},
		{"own read", "GET", "/users/u1.json?ns=demo", u1, "", 200, "Ana"},
		{"signed-out read", "GET", "/users/u1.json?ns=demo", "", "", 401, "Permission denied"},
		{"invalid write", "PUT", "/users/u1.json?ns=demo", u1, `{"name": "Ana", "x": 1}`, 401, "Permission denied"},
		{"other user's write", "PUT", "/users/u2.json?ns=demo", u1, `{"name": "Ana"}`, 401, "Permission denied"},
		{"bad rules refused", "PUT", "/.settings/rules.json?ns=demo", "owner", `{"rules": {".read": "skies"}}`, 400, "1:22: Unknown variable 'skies'."},
		{"previous rules stay", "GET", "/users/u1.json?ns=demo", "", "", 401, "Permission denied"},
		{"new rules apply", "PUT", "/.settings/rules.json?ns=demo", "owner", "{\"rules\": {\".read\": true} // open\n}", 200, ""},
		{"open read", "GET", "/users/u1.json?ns=demo", "", "", 200, "Ana"},
		{"no write rule", "PUT", "/users/u1/name.json?ns=demo", u1, `"Bea"`, 401, "Permission denied"},
	}
	for _, s := range steps {
		status, body := do(s.method, s.path, s.token, s.body)
		if status != s.wantStatus || !strings.Contains(body, s.wantBody) {
			t.Fatalf("%s: %s %s = %d %s, want %d containing %q", s.name, s.method, s.path, status, body, s.wantStatus, s.wantBody)
		}
	}
}

// BenchmarkRulesAuthorizer_RESTWrite compares REST writes per second with
// the rules engine on and off (allow-all), for a validated record write.
func BenchmarkRulesAuthorizer_RESTWrite(b *testing.B) {
	u1, err := idtoken.Mint(idtoken.Claims{"sub": "u1"})
	if err != nil {
		b.Fatal(err)
	}
	for _, mode := range []struct {
		name    string
		factory rtdb.AuthorizerFactory
	}{
		{"rules=on", rtdb.NewRulesAuthorizer},
		{"rules=off", func([]byte) (rtdb.Authorizer, error) { return rtdb.AllowAll{}, nil }},
	} {
		b.Run(mode.name, func(b *testing.B) {
			srv, err := rtdb.New(rtdb.Options{Rules: []byte(adapterRules), AuthorizerFactory: mode.factory})
			if err != nil {
				b.Fatal(err)
			}
			hs := httptest.NewServer(srv)
			defer func() { hs.Close(); _ = srv.Close() }()
			url := hs.URL + "/users/u1.json?ns=bench&print=silent"
			b.ReportAllocs()
			for b.Loop() {
				req, _ := http.NewRequest("PUT", url, strings.NewReader(`{"name": "Ana"}`))
				req.Header.Set("Authorization", "Bearer "+u1)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					b.Fatal(err)
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode/100 != 2 {
					b.Fatalf("status %d", res.StatusCode)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "writes/s")
		})
	}
}

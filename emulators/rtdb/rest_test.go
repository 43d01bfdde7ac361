package rtdb_test

import (
	"bufio"
	"net/http"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/rtdb"
)

type restCall struct {
	method, path, body string
	header             map[string]string
	wantCode           int
	wantBody           string // exact unless empty
	wantHeader         map[string]string
}

func doREST(t *testing.T, base string, c restCall) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(c.method, base+c.path, strings.NewReader(c.body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range c.header {
		req.Header.Set(k, v)
	}
	res, b := emutest.Do(t, req)
	return res, string(b)
}

func TestServer_REST(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	owner := map[string]string{"Authorization": "Bearer owner"}
	etagOf1 := "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ="
	calls := []struct {
		name string
		restCall
	}{
		{"get missing", restCall{method: "GET", path: "/a.json?ns=r", wantCode: 200, wantBody: "null"}},
		{"put", restCall{method: "PUT", path: "/a.json?ns=r", body: `{"b":1,"l":["x","y"]}`, wantCode: 200, wantBody: `{"b":1,"l":["x","y"]}`}},
		{"get array rendering", restCall{method: "GET", path: "/a/l.json?ns=r", wantCode: 200, wantBody: `["x","y"]`}},
		{"get export", restCall{method: "GET", path: "/a/l.json?ns=r&format=export", wantCode: 200, wantBody: `{"0":"x","1":"y"}`}},
		{"shallow", restCall{method: "GET", path: "/a.json?ns=r&shallow=true", wantCode: 200, wantBody: `{"b":true,"l":true}`}},
		{"shallow leaf", restCall{method: "GET", path: "/a/b.json?ns=r&shallow=true", wantCode: 200, wantBody: `1`}},
		{"patch deep", restCall{method: "PATCH", path: "/a.json?ns=r", body: `{"c/d":2,"b":null}`, wantCode: 200, wantBody: `{"c/d":2,"b":null}`}},
		{"after patch", restCall{method: "GET", path: "/a.json?ns=r", wantCode: 200, wantBody: `{"c":{"d":2},"l":["x","y"]}`}},
		{"print silent", restCall{method: "PUT", path: "/n.json?ns=r&print=silent", body: `1`, wantCode: 204, wantBody: ``}},
		{"etag", restCall{method: "GET", path: "/n.json?ns=r", header: map[string]string{"X-Firebase-ETag": "true"}, wantCode: 200, wantBody: `1`, wantHeader: map[string]string{"ETag": etagOf1}}},
		{"if-none-match", restCall{method: "GET", path: "/n.json?ns=r", header: map[string]string{"If-None-Match": etagOf1}, wantCode: 304}},
		{"if-none-match stale", restCall{method: "GET", path: "/n.json?ns=r", header: map[string]string{"If-None-Match": "old"}, wantCode: 200, wantBody: `1`, wantHeader: map[string]string{"ETag": etagOf1}}},
		{"no etag unasked", restCall{method: "GET", path: "/n.json?ns=r", wantCode: 200, wantBody: `1`, wantHeader: map[string]string{"ETag": ""}}},
		{"if-match mismatch", restCall{method: "PUT", path: "/n.json?ns=r", body: `2`, header: map[string]string{"If-Match": "nope"}, wantCode: 412, wantBody: `1`, wantHeader: map[string]string{"ETag": etagOf1}}},
		{"if-match ok", restCall{method: "PUT", path: "/n.json?ns=r", body: `2`, header: map[string]string{"If-Match": etagOf1}, wantCode: 200, wantBody: `2`}},
		{"if-match null_etag", restCall{method: "PUT", path: "/fresh.json?ns=r", body: `true`, header: map[string]string{"If-Match": "null_etag"}, wantCode: 200, wantBody: `true`}},
		{"server values", restCall{method: "PUT", path: "/n.json?ns=r", body: `{".sv":{"increment":5}}`, wantCode: 200, wantBody: `7`}},
		{"delete", restCall{method: "DELETE", path: "/n.json?ns=r", wantCode: 200, wantBody: `null`}},
		{"method override", restCall{method: "POST", path: "/o.json?ns=r", body: `5`, header: map[string]string{"X-HTTP-Method-Override": "PUT"}, wantCode: 200, wantBody: `5`}},
		{"query", restCall{method: "GET", path: "/a.json?ns=r&orderBy=%22%24key%22&limitToFirst=1", wantCode: 200, wantBody: `{"c":{"d":2}}`}},
		{"query without orderBy", restCall{method: "GET", path: "/a.json?ns=r&limitToFirst=1", wantCode: 400, wantBody: `{"error":"orderBy must be defined when other query parameters are defined"}`}},
		{"export probe leniency", restCall{method: "GET", path: "/.json?ns=r&shallow=true&limitToFirst=1", wantCode: 200, wantBody: `{"a":true}`}},
		{"key index needs strings", restCall{method: "GET", path: "/a.json?ns=r&orderBy=%22%24key%22&startAt=1", wantCode: 400, wantBody: `{"error":"Provided key index type is invalid, must be string"}`}},
		{"bad json", restCall{method: "PUT", path: "/x.json?ns=r", body: `{`, wantCode: 400, wantBody: `{"error":"Invalid data; couldn't parse JSON object, array, or value."}`}},
		{"bad key", restCall{method: "PUT", path: "/x.json?ns=r", body: `{"a.b":1}`, wantCode: 400}},
		{"bad path", restCall{method: "GET", path: "/a$b.json?ns=r", wantCode: 400}},
		{"not json suffix", restCall{method: "GET", path: "/a?ns=r", wantCode: 404}},
		{"too deep", restCall{method: "PUT", path: "/" + strings.Repeat("d/", 33) + "x.json?ns=r", body: `1`, wantCode: 400}},
		{"bad token", restCall{method: "GET", path: "/a.json?ns=r&auth=zzz", wantCode: 401, wantBody: `{"error":"Could not parse auth token."}`}},
		{"rules get needs owner", restCall{method: "GET", path: "/.settings/rules.json?ns=r", wantCode: 401}},
		{"rules put", restCall{method: "PUT", path: "/.settings/rules.json?ns=r", body: `{"rules":{".read":true}}`, header: owner, wantCode: 200}},
		{"rules get", restCall{method: "GET", path: "/.settings/rules.json?ns=r", header: owner, wantCode: 200, wantBody: `{"rules":{".read":true}}`}},
		{"databases", restCall{method: "GET", path: "/.inspect/databases.json", wantCode: 200, wantBody: `[{"name":"r"}]`}},
		{"cors preflight", restCall{method: "OPTIONS", path: "/a.json?ns=r", header: map[string]string{"Origin": "http://localhost:5173", "Access-Control-Request-Headers": "content-type"}, wantCode: 204,
			wantHeader: map[string]string{"Access-Control-Allow-Origin": "http://localhost:5173", "Access-Control-Allow-Headers": "content-type"}}},
	}
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			res, body := doREST(t, hs.URL, c.restCall)
			if res.StatusCode != c.wantCode {
				t.Fatalf("%s %s: status %d (%s), want %d", c.method, c.path, res.StatusCode, body, c.wantCode)
			}
			if c.wantBody != "" && body != c.wantBody {
				t.Fatalf("%s %s: body %s, want %s", c.method, c.path, body, c.wantBody)
			}
			for k, v := range c.wantHeader {
				if got := res.Header.Get(k); got != v {
					t.Fatalf("header %s = %q, want %q", k, got, v)
				}
			}
		})
	}
}

func TestServer_REST_Push(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	var names []string
	for i := 0; i < 3; i++ {
		res, body := doREST(t, hs.URL, restCall{method: "POST", path: "/list.json?ns=p", body: `{"i":1}`})
		if res.StatusCode != 200 || !strings.HasPrefix(body, `{"name":"`) {
			t.Fatalf("POST = %d %s", res.StatusCode, body)
		}
		names = append(names, body[9:29])
	}
	if !(names[0] < names[1] && names[1] < names[2]) {
		t.Fatalf("push ids out of order: %v", names)
	}
	_, body := doREST(t, hs.URL, restCall{method: "GET", path: "/list.json?ns=p&shallow=true"})
	if strings.Count(body, "true") != 3 {
		t.Fatalf("list = %s", body)
	}
}

func TestServer_REST_Stream(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	doREST(t, hs.URL, restCall{method: "PUT", path: "/s.json?ns=sse", body: `{"a":1}`})
	req, _ := http.NewRequest("GET", hs.URL+"/s.json?ns=sse", nil)
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	events := make(chan string, 10)
	go func() {
		sc := bufio.NewScanner(res.Body)
		var ev string
		for sc.Scan() {
			line := sc.Text()
			if line == "" {
				events <- ev
				ev = ""
				continue
			}
			ev += line + "|"
		}
		close(events)
	}()
	next := func() string {
		select {
		case e := <-events:
			return e
		case <-time.After(5 * time.Second):
			t.Fatal("no event")
		}
		return ""
	}
	if e := next(); e != `event: put|data: {"path":"/","data":{"a":1}}|` {
		t.Fatalf("first event %q", e)
	}
	doREST(t, hs.URL, restCall{method: "PUT", path: "/s/b.json?ns=sse", body: `2`})
	if e := next(); e != `event: put|data: {"path":"/b","data":2}|` {
		t.Fatalf("put event %q", e)
	}
	doREST(t, hs.URL, restCall{method: "PATCH", path: "/s.json?ns=sse", body: `{"a":3,"c/d":4}`})
	if e := next(); e != `event: patch|data: {"path":"/","data":{"a":3,"c/d":4}}|` {
		t.Fatalf("patch event %q", e)
	}
	doREST(t, hs.URL, restCall{method: "PUT", path: "/.json?ns=sse", body: `{"s":"gone"}`})
	if e := next(); e != `event: put|data: {"path":"/","data":"gone"}|` {
		t.Fatalf("write above event %q", e)
	}
}

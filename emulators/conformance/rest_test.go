package conformance_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
)

// rest sends one request to the shared emulator as the Admin SDK would
// (Bearer owner) and returns status, headers and body.
func rest(t *testing.T, method, path, ns, query, body string, hdr ...string) (int, http.Header, string) {
	t.Helper()
	u := "http://" + shared.Addr() + path + ".json?ns=" + url.QueryEscape(ns) + query
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer owner")
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, b := emutest.Do(t, req)
	return res.StatusCode, res.Header, string(b)
}

func TestREST_Features(t *testing.T) {
	ns := newNS("rest")
	if code, _, body := rest(t, "PUT", "/", ns, "", `{"a":{"b":1,"c":{"d":true}},"p":{".value":5,".priority":2},"s":"x"}`); code != 200 {
		t.Fatalf("seed: %d %s", code, body)
	}
	pushID := regexp.MustCompile(`^\{"name":"[-0-9A-Za-z_]{20}"\}$`)
	tests := []struct {
		name     string
		method   string
		path     string
		query    string
		body     string
		hdr      []string
		wantCode int
		want     string         // exact body, or "" to skip
		match    *regexp.Regexp // body pattern, if set
	}{
		{name: "get", method: "GET", path: "/a", wantCode: 200, want: `{"b":1,"c":{"d":true}}`},
		{name: "get leaf", method: "GET", path: "/a/b", wantCode: 200, want: `1`},
		{name: "get missing", method: "GET", path: "/nope", wantCode: 200, want: `null`},
		{name: "shallow", method: "GET", path: "/a", query: "&shallow=true", wantCode: 200, want: `{"b":true,"c":true}`},
		{name: "shallow leaf", method: "GET", path: "/s", query: "&shallow=true", wantCode: 200, want: `"x"`},
		{name: "shallow with limit and no orderBy (CLI export probe)", method: "GET", path: "/", query: "&shallow=true&limitToFirst=1", wantCode: 200},
		{name: "format export keeps priority", method: "GET", path: "/p", query: "&format=export", wantCode: 200, want: `{".priority":2,".value":5}`},
		{name: "plain get drops priority", method: "GET", path: "/p", wantCode: 200, want: `5`},
		{name: "print silent", method: "PUT", path: "/silent", query: "&print=silent", body: `1`, wantCode: 204, want: ``},
		{name: "put echoes value", method: "PUT", path: "/w", body: `{"k":"v"}`, wantCode: 200, want: `{"k":"v"}`},
		{name: "patch deep paths", method: "PATCH", path: "/a", body: `{"c/d":false,"e":2}`, wantCode: 200, want: `{"c/d":false,"e":2}`},
		{name: "after patch", method: "GET", path: "/a", wantCode: 200, want: `{"b":1,"c":{"d":false},"e":2}`},
		{name: "post push id", method: "POST", path: "/list", body: `"item"`, wantCode: 200, match: pushID},
		{name: "method override", method: "POST", path: "/ov", body: `7`, hdr: []string{"X-HTTP-Method-Override", "PUT"}, wantCode: 200, want: `7`},
		{name: "delete", method: "DELETE", path: "/w", wantCode: 200, want: `null`},
		{name: "server timestamp", method: "PUT", path: "/t", body: `{".sv":"timestamp"}`, wantCode: 200, match: regexp.MustCompile(`^1[7-9]\d{11}$`)},
		{name: "query needs orderBy", method: "GET", path: "/a", query: "&limitToFirst=1", wantCode: 400, want: `{"error":"orderBy must be defined when other query parameters are defined"}`},
		{name: "orderBy key", method: "GET", path: "/a", query: `&orderBy="$key"&limitToFirst=1`, wantCode: 200, want: `{"b":1}`},
		{name: "if-match mismatch", method: "PUT", path: "/a/b", body: `2`, hdr: []string{"if-match", "stale"}, wantCode: 412, want: `1`},
		{name: "null_etag on existing", method: "PUT", path: "/s", body: `"y"`, hdr: []string{"if-match", "null_etag"}, wantCode: 412, want: `"x"`},
		{name: "null_etag on absent", method: "PUT", path: "/fresh", body: `"y"`, hdr: []string{"if-match", "null_etag"}, wantCode: 200, want: `"y"`},
		{name: "bad json", method: "PUT", path: "/bad", body: `{`, wantCode: 400, match: regexp.MustCompile(`^\{"error":".+"\}$`)},
		{name: "invalid key", method: "PUT", path: "/bad", body: `{"a$b":1}`, wantCode: 400, match: regexp.MustCompile(`^\{"error":".+"\}$`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, body := rest(t, tt.method, tt.path, ns, tt.query, tt.body, tt.hdr...)
			if code != tt.wantCode {
				t.Fatalf("%s %s: status %d (%s), want %d", tt.method, tt.path, code, body, tt.wantCode)
			}
			if tt.match != nil && !tt.match.MatchString(body) {
				t.Errorf("body %q does not match %s", body, tt.match)
			}
			if tt.match == nil && (tt.want != "" || tt.wantCode == 204) {
				if compactJSON(body) != compactJSON(tt.want) {
					t.Errorf("body = %s, want %s", body, tt.want)
				}
			}
		})
	}
}

func compactJSON(s string) string {
	var v any
	if json.Unmarshal([]byte(s), &v) != nil {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func TestREST_ETagOn412(t *testing.T) {
	ns := newNS("rest-etag")
	rest(t, "PUT", "/v", ns, "", `{"n":1}`)
	_, h, _ := rest(t, "GET", "/v", ns, "", "", "X-Firebase-ETag", "true")
	etag := h.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag on GET with X-Firebase-ETag")
	}
	code, h412, body := rest(t, "PUT", "/v", ns, "", `{"n":2}`, "if-match", "stale")
	if code != 412 || h412.Get("ETag") != etag || compactJSON(body) != `{"n":1}` {
		t.Errorf("412 reply = %d etag %q body %s; want 412, %q, current value", code, h412.Get("ETag"), body, etag)
	}
	if code, _, _ := rest(t, "PUT", "/v", ns, "", `{"n":2}`, "if-match", etag); code != 200 {
		t.Errorf("PUT with current etag = %d", code)
	}
}

// listen opens a REST EventSource stream on path as the owner; the test's
// end closes it.
func listen(t *testing.T, path, ns string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("GET", "http://"+shared.Addr()+path+".json?ns="+ns, nil)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Bearer owner")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func TestREST_Streaming(t *testing.T) {
	ns := newNS("rest-sse")
	rest(t, "PUT", "/room", ns, "", `{"a":1}`)
	res := listen(t, "/room", ns)
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		t.Fatalf("Content-Type = %q", ct)
	}
	events := make(chan [2]string, 16)
	go func() {
		sc := bufio.NewScanner(res.Body)
		var ev string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event:"):
				ev = strings.TrimSpace(strings.TrimPrefix(line, "event:"))
			case strings.HasPrefix(line, "data:") && ev != "keep-alive":
				events <- [2]string{ev, strings.TrimSpace(strings.TrimPrefix(line, "data:"))}
			}
		}
		close(events)
	}()
	next := func() [2]string {
		t.Helper()
		select {
		case e, ok := <-events:
			if !ok {
				t.Fatal("stream ended")
			}
			return e
		case <-time.After(5 * time.Second):
			t.Fatal("no event within 5s")
		}
		return [2]string{}
	}
	want := func(ev, data string) {
		t.Helper()
		got := next()
		if got[0] != ev || compactJSON(got[1]) != compactJSON(data) {
			t.Errorf("event %s %s, want %s %s", got[0], got[1], ev, data)
		}
	}
	want("put", `{"path":"/","data":{"a":1}}`)
	rest(t, "PUT", "/room/b", ns, "", `2`)
	want("put", `{"path":"/b","data":2}`)
	rest(t, "DELETE", "/room/a", ns, "", "")
	want("put", `{"path":"/a","data":null}`)
}

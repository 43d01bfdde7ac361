package rtdb_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/wire"
)

type lpClient struct {
	t        *testing.T
	base     string
	id, pw   string
	seg, ser int
	last     string      // the last poll's reply
	hdr      http.Header // sent with every poll (a browser's Sec-Fetch-Site)
}

var (
	lpStart = regexp.MustCompile(`pLPCommand\('start','([^']+)','([^']+)'\);`)
	lpResp  = regexp.MustCompile(`(?s)pRTLPCB\((\d+),(\[.*\])\);`)
)

func lpGet(t *testing.T, u string) string {
	t.Helper()
	return lpGetHeader(t, u, nil)
}

// lpGetHeader is lpGet with request headers, as a browser's script load
// sends them.
func lpGetHeader(t *testing.T, u string, h http.Header) string {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range h {
		req.Header[k] = v
	}
	_, b := emutest.Do(t, req)
	return string(b)
}

// poll sends msgs (split into small segments, as the browser does) and
// returns the response number and envelopes of the reply.
func (c *lpClient) poll(msgs ...string) (int, []map[string]any) {
	c.t.Helper()
	c.ser++
	u := c.base + "/.lp?id=" + c.id + "&pw=" + c.pw + "&ser=" + strconv.Itoa(c.ser) + "&ns=lp"
	i := 0
	for _, m := range msgs {
		enc := wire.LPEncoding.EncodeToString([]byte(m))
		var parts []string
		for len(enc) > 0 {
			n := min(40, len(enc))
			parts = append(parts, enc[:n])
			enc = enc[n:]
		}
		for _, p := range parts {
			u += "&seg" + strconv.Itoa(i) + "=" + strconv.Itoa(c.seg) + "&ts" + strconv.Itoa(i) + "=" + strconv.Itoa(len(parts)) + "&d" + strconv.Itoa(i) + "=" + url.QueryEscape(p)
			c.seg++
			i++
		}
	}
	body := lpGetHeader(c.t, u, c.hdr)
	c.last = body
	m := lpResp.FindStringSubmatch(body)
	if m == nil {
		c.t.Fatalf("poll reply %q", body)
	}
	n, _ := strconv.Atoi(m[1])
	var envs []map[string]any
	if err := json.Unmarshal([]byte(m[2]), &envs); err != nil {
		c.t.Fatalf("poll reply data %q: %v", m[2], err)
	}
	return n, envs
}

func TestServer_LongPolling(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	start := lpGet(t, hs.URL+"/.lp?start=t&ser=123&cb=7&v=5&ns=lp")
	m := lpStart.FindStringSubmatch(start)
	if m == nil || !strings.Contains(start, `parent.window["pRTLPCB7"]`) {
		t.Fatalf("start reply %q", start)
	}
	hsm := lpResp.FindStringSubmatch(start)
	if hsm == nil || hsm[1] != "0" || !strings.Contains(hsm[2], `"t":"h"`) {
		t.Fatalf("start reply has no handshake as response 0: %q", start)
	}
	c := &lpClient{t: t, base: hs.URL, id: m[1], pw: m[2]}

	n, envs := c.poll(`{"t":"d","d":{"r":1,"a":"q","b":{"p":"/lp","h":""}}}`, `{"t":"d","d":{"r":2,"a":"p","b":{"p":"/lp/x","d":"`+strings.Repeat("y", 100)+`"}}}`)
	if n != 1 {
		t.Fatalf("response number %d, want 1", n)
	}
	got := jsonOf(envs)
	for _, want := range []string{`"p":"lp"`, `"r":1`, `"p":"lp/x"`, `"r":2`} {
		if !strings.Contains(got, want) {
			t.Fatalf("poll reply %s lacks %s", got, want)
		}
	}
	// A WebSocket client's write reaches the long-polling listener.
	ws := dial(t, hs.URL, "ns=lp")
	ws.expectOK(ws.send("p", map[string]any{"p": "/lp/z", "d": 1}))
	n, envs = c.poll()
	if n != 2 || jsonOf(envs) != `[{"d":{"a":"d","b":{"d":1,"p":"lp/z"}},"t":"d"}]` {
		t.Fatalf("poll 2 = %d %s", n, jsonOf(envs))
	}
	// Leaving ends the session: a bad id is told to close.
	lpGet(t, hs.URL+"/.lp?disconn=t&id="+c.id+"&pw="+c.pw)
	if body := lpGet(t, hs.URL+"/.lp?id="+c.id+"&pw="+c.pw+"&ser=9"); !strings.Contains(body, "pLPCommand('close')") {
		t.Fatalf("poll after disconn = %q", body)
	}
}

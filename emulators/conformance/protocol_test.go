package conformance_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/idtoken"
)

// rawConn is a bare protocol v5 socket: each call sends one envelope and
// reads the envelopes that follow, so message order can be asserted.
type rawConn struct {
	t  *testing.T
	ws *websocket.Conn
	r  int
}

func dialRaw(t *testing.T, host, ns string) (*rawConn, map[string]any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws://"+shared.Addr()+"/.ws?v=5&ns="+ns, &websocket.DialOptions{Host: host})
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(64 << 20)
	t.Cleanup(func() { ws.CloseNow() })
	c := &rawConn{t: t, ws: ws}
	env := c.read()
	var hs struct {
		T string
		D struct {
			T string
			D map[string]any
		}
	}
	b, _ := json.Marshal(env)
	if json.Unmarshal(b, &hs) != nil || hs.T != "c" || hs.D.T != "h" {
		t.Fatalf("first message is not a handshake: %s", b)
	}
	return c, hs.D.D
}

func (c *rawConn) send(env string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(env)); err != nil {
		c.t.Fatal(err)
	}
}

// request sends a data request and returns its r.
func (c *rawConn) request(action, body string) int {
	c.t.Helper()
	c.r++
	c.send(fmt.Sprintf(`{"t":"d","d":{"r":%d,"a":%q,"b":%s}}`, c.r, action, body))
	return c.r
}

func (c *rawConn) read() map[string]any {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		c.t.Fatalf("read: %v", err)
	}
	var env map[string]any
	if err := json.Unmarshal(b, &env); err != nil {
		c.t.Fatalf("not JSON: %s", b)
	}
	return env
}

// reply reads until the reply to r and returns the pushes seen before it and
// the reply body {s, d}.
func (c *rawConn) reply(r int) (pushes []map[string]any, body map[string]any) {
	c.t.Helper()
	for {
		env := c.read()
		d, _ := env["d"].(map[string]any)
		if env["t"] != "d" {
			continue
		}
		if rr, ok := d["r"].(float64); ok && int(rr) == r {
			b, _ := d["b"].(map[string]any)
			return pushes, b
		}
		if _, ok := d["a"]; ok {
			pushes = append(pushes, d)
		}
	}
}

func TestProtocol_HandshakeAndPing(t *testing.T) {
	host := "localhost:" + port(shared.Addr())
	c, hs := dialRaw(t, host, newNS("proto-hs"))
	if hs["h"] != host {
		t.Errorf("handshake h = %v, want the request's Host %q", hs["h"], host)
	}
	if hs["v"] != "5" || hs["s"] == "" {
		t.Errorf("handshake = %v", hs)
	}
	if ts, _ := hs["ts"].(float64); time.Since(time.UnixMilli(int64(ts))).Abs() > time.Minute {
		t.Errorf("handshake ts = %v, not the server clock", hs["ts"])
	}
	c.send(`0`) // the client's keepalive: no reply, no error
	c.send(`{"t":"c","d":{"t":"p","d":{}}}`)
	pong := c.read()
	if b, _ := json.Marshal(pong); string(b) != `{"d":{"d":{},"t":"o"},"t":"c"}` {
		t.Errorf("reply to ping = %s, want a pong", b)
	}
}

func TestProtocol_Actions(t *testing.T) {
	ns := newNS("proto-actions")
	c, _ := dialRaw(t, "localhost", ns)
	// The JS SDK's mock user token: alg none, "type" header, iat 0 (expired by design).
	mock, err := idtoken.MintWithHeader(map[string]any{"alg": "none", "type": "JWT"}, idtoken.Claims{
		"sub": "alice", "user_id": "alice", "iat": 0, "exp": 3600, "auth_time": 0,
		"iss": "https://securetoken.google.com/demo-conformance", "aud": "demo-conformance",
		"firebase": map[string]any{"sign_in_provider": "custom", "identities": map[string]any{}},
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		action string
		body   string
		want   string // reply status
	}{
		{"stats", "s", `{"c":{"sdk.js.12-19-0":1}}`, "ok"},
		{"gauth owner", "gauth", `{"cred":"owner"}`, "ok"},
		{"auth with a mock (unsigned) token", "auth", fmt.Sprintf(`{"cred":%q}`, mock), "ok"},
		{"unauth", "unauth", `{}`, "ok"},
		{"put", "p", `{"p":"/a","d":{"x":1}}`, "ok"},
		{"merge", "m", `{"p":"/a","d":{"y/z":2}}`, "ok"},
		{"put with a stale hash", "p", `{"p":"/a","d":3,"h":"stale"}`, "datastale"},
		{"put with the empty-node hash on absent data", "p", `{"p":"/fresh","d":3,"h":""}`, "ok"},
		{"onDisconnect put", "o", `{"p":"/gone","d":"bye"}`, "ok"},
		{"onDisconnect cancel", "oc", `{"p":"/gone","d":null}`, "ok"},
		{"unknown action is answered, not ignored", "zz", `{}`, "failure"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			_, body := c.reply(c.request(tt.action, tt.body))
			if body["s"] != tt.want {
				t.Errorf("%s → %v, want status %s", tt.action, body, tt.want)
			}
		})
	}
	c.t = t
	_, body := c.reply(c.request("g", `{"p":"/a","q":{}}`))
	if b, _ := json.Marshal(body["d"]); string(b) != `{"x":1,"y":{"z":2}}` {
		t.Errorf("get /a = %s", b)
	}
}

// TestProtocol_MessageOrder checks the orders the SDK relies on: a listen's
// data before its ok, and a write's pushes (to the writer's own listens too)
// before the write's ok.
func TestProtocol_MessageOrder(t *testing.T) {
	ns := newNS("proto-order")
	c, _ := dialRaw(t, "localhost", ns)
	c.reply(c.request("p", `{"p":"/room","d":{"n":1}}`))
	pushes, body := c.reply(c.request("q", `{"p":"/room","h":""}`))
	if body["s"] != "ok" || len(pushes) == 0 {
		t.Fatalf("listen: %d pushes before reply %v; want the data first", len(pushes), body)
	}
	tagged, body := c.reply(c.request("q", `{"p":"/room","q":{"l":1,"vf":"l","i":".key"},"t":7,"h":""}`))
	if body["s"] != "ok" || len(tagged) == 0 {
		t.Fatalf("tagged listen: %d pushes before reply %v", len(tagged), body)
	}
	if b, _ := json.Marshal(tagged[0]["b"]); !strings.Contains(string(b), `"t":7`) {
		t.Errorf("tagged listen data %s does not echo tag 7", b)
	}
	pushes, body = c.reply(c.request("p", `{"p":"/room/n","d":2}`))
	if body["s"] != "ok" || len(pushes) == 0 {
		t.Fatalf("write: %d pushes before its ok %v; want the writer's own listen updated first", len(pushes), body)
	}
	c.reply(c.request("n", `{"p":"/room"}`))
	c.reply(c.request("n", `{"p":"/room","q":{"l":1,"vf":"l","i":".key"},"t":7}`))
	pushes, _ = c.reply(c.request("p", `{"p":"/room/n","d":3}`))
	if len(pushes) != 0 {
		t.Errorf("after unlisten the write still pushed %v", pushes)
	}
}

func TestREST_SettingsRulesAndDefaultNamespace(t *testing.T) {
	ns := newNS("rest-settings")
	rules := `{"rules": {".read": true, ".write": true, "x": {".indexOn": ["v"]}}}`
	if code, _, body := rest(t, "PUT", "/.settings/rules", ns, "", rules); code != 200 {
		t.Fatalf("PUT rules with owner: %d %s", code, body)
	}
	if code, _, body := rest(t, "GET", "/.settings/rules", ns, "", ""); code != 200 || compactJSON(body) != compactJSON(rules) {
		t.Errorf("GET rules = %d %s, want %s", code, body, rules)
	}
	req, _ := http.NewRequest("PUT", "http://"+shared.Addr()+"/.settings/rules.json?ns="+ns, strings.NewReader(rules))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode < 400 {
		t.Errorf("PUT rules without owner = %d, want refused", res.StatusCode)
	}
	// No ns parameter: the project's default database.
	rest(t, "PUT", "/defaultns-probe", "demo-oppnp-default-rtdb", "", `"here"`)
	res, err = http.Get("http://" + shared.Addr() + "/defaultns-probe.json")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var got any
	json.NewDecoder(res.Body).Decode(&got)
	if got != "here" {
		t.Errorf("GET without ns = %v, want the default namespace's value", got)
	}
}

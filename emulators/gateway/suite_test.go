package gateway_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os/exec"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// TestSuite_StartsGateway starts the simulator the way `go run ./emulators`
// does and logs in through it with the default client id.
func TestSuite_StartsGateway(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	s := emutest.Start(t, emutest.Options{Services: []string{"gateway"}})
	body, _ := json.Marshal(map[string]any{"applicationId": "OPPNP", "username": "gerente1", "password": "Demo.2026"})
	req, _ := http.NewRequest(http.MethodPost, s.URL("gateway")+"/auth/login", bytes.NewReader(body))
	req.Header.Set("X-IBM-Client-Id", "oppnp-local")
	req.Header.Set("X-Device-Id", "d")
	req.Header.Set("Content-Type", "application/json")
	resp, raw := emutest.Do(t, req)
	var l loginReply
	_ = json.Unmarshal(raw, &l)
	if resp.StatusCode != 200 || l.Data.Profile != "Gerente" || l.TokenTTL != 900 {
		t.Fatalf("login through the suite = %d %+v", resp.StatusCode, l)
	}
}

// TestVideoSDK runs the stand-in SDK script in Node against the simulator
// and checks the events it reports.
func TestVideoSDK(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is required for the video SDK test (Node 20 is part of the toolchain)")
	}
	e := newEnv(t)
	sdk := e.do(call{method: http.MethodGet, path: "/video/sdk.js", noClient: true, noDevice: true, noAuth: true})
	if sdk.status != 200 || !strings.HasPrefix(sdk.header.Get("Content-Type"), "application/javascript") {
		t.Fatalf("sdk.js = %d %q", sdk.status, sdk.header.Get("Content-Type"))
	}
	tests := []struct {
		curp string
		want string
	}{
		{"GODE561231MDFMZM01", "CALL_WAITING,CALL_ENDS_SUCCESSFULLY"},
		{"HECJ600305HPLRRS04", "CALL_WAITING,NO_EXECUTIVE_FOUND"},
	}
	for _, tt := range tests {
		id := e.post("/video/sessions", map[string]any{"folio": "F-SDK", "curp": tt.curp}).data()["sessionId"].(string)
		opts, _ := json.Marshal(map[string]any{"baseUrl": e.url, "clientId": clientID, "deviceId": "d", "token": e.token, "sessionId": id, "intervalMs": 20})
		script := "globalThis.window = globalThis;\n" + string(sdk.raw) + `
const events = [];
window.OppnpVideoSDK.start(Object.assign(` + string(opts) + `, {
  onEvent: (s) => { events.push(s); if (window.OppnpVideoSDK.FINAL_STATES.includes(s)) console.log(events.join(",")); },
  onError: (err) => { console.log("ERROR " + JSON.stringify(err)); },
}));`
		cmd := exec.Command(node, "-e", script)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node: %v\n%s", err, out)
		}
		if got := strings.TrimSpace(string(out)); got != tt.want {
			t.Errorf("SDK events for %s = %q, want %q", tt.curp, got, tt.want)
		}
	}
}

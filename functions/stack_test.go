package functions_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
)

const (
	project = "demo-oppnp"
	ns      = project + "-default-rtdb"
)

// stack is the whole local Firebase: database, auth, the gateway
// simulator, the functions host running this package's functions (built
// from functions/cmd/functions, one process per target) and hosting, whose
// /api/** rewrite reaches the api function.
type stack struct {
	t     testing.TB
	suite *emutest.Suite
	api   string // hosting: the SPA's origin
	fn    string // the functions host
	gw    string
	db    string
	auth  string
	// console is the suite's console, where Remote Config is written
	// (hosting serves it read-only).
	console string
	// clockSetTo is the Mexico City hh:mm clockAt last set the gateway's
	// clock to; nil once anything else set the clock.
	clockSetTo *[2]int
}

func startStack(t testing.TB) *stack {
	t.Helper()
	return startStackWith(t)
}

// startStackWith starts the stack with extra suite flags (--import DIR:
// data that is there before any trigger runs, as a database older than
// the functions that read it).
func startStackWith(t testing.TB, args ...string) *stack {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: needs the emulator suite")
	}
	// The functions host passes its environment on to the functions.
	for k, v := range map[string]string{
		"OPPNP_ENV":       "dev",
		"OPPNP_CLOCK":     "gateway", // follow the simulator's settable clock (SIPRE hours)
		"GATEWAY_TIMEOUT": "5s",
		// A flag a test sets is read within this (setFlag waits it out).
		"OPPNP_REMOTE_CONFIG_TTL": remoteConfigTTL.String(),
	} {
		t.Setenv(k, v)
	}
	s := &stack{t: t}
	root, err := emutest.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	s.suite = emutest.Start(t, emutest.Options{
		Services: []string{"database", "auth", "gateway", "functions", "hosting", "ui"},
		Args:     args,
		// firebase.json has no functions block (firebase-tools cannot deploy
		// Go); the functions host's default source is relative to the
		// config file, which emutest copies to a temporary directory.
		Config: func(cfg map[string]any) {
			if _, ok := cfg["functions"]; !ok {
				cfg["functions"] = map[string]any{"source": filepath.Join(root, "functions")}
			}
			// Tests toggle flags: on a copy, never on the repository's template.
			if rc, ok := cfg["remoteconfig"].(map[string]any); ok {
				b, err := os.ReadFile(rc["template"].(string))
				if err != nil {
					t.Fatal(err)
				}
				cp := filepath.Join(t.TempDir(), "remoteconfig.template.json")
				if err := os.WriteFile(cp, b, 0o644); err != nil {
					t.Fatal(err)
				}
				rc["template"] = cp
			}
		},
	})
	s.gw, s.db, s.auth = s.suite.URL("gateway"), s.suite.URL("database"), s.suite.URL("auth")
	s.api, s.fn, s.console = s.suite.URL("hosting"), s.suite.URL("functions"), s.suite.URL("ui")
	s.admin("POST", "/__admin/config", map[string]any{"biometricDelayMs": 50})
	// The first call waits for the functions binary to be built and started.
	deadline := time.Now().Add(4 * time.Minute)
	for {
		resp, err := http.Get(s.api + "/api/health")
		var body []byte
		if err == nil {
			body, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("api function not ready: %v %s", err, body)
		}
		time.Sleep(200 * time.Millisecond)
	}
	return s
}

// call POSTs body to the api and decodes the answer into out; it returns
// the HTTP status.
func (s *stack) call(path, idToken string, body, out any) int {
	s.t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", s.api+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Device-Id", "device-test-1")
	if idToken != "" {
		// As the SPA sends it: the gateway Bearer in Authorization, the
		// Firebase ID token beside it.
		req.Header.Set("Authorization", "Bearer gateway-token-of-the-spa")
		req.Header.Set("X-Firebase-Token", idToken)
	}
	return s.do(req, out)
}

func (s *stack) do(req *http.Request, out any) int {
	s.t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil && len(b) > 0 {
		if err := json.Unmarshal(b, out); err != nil {
			s.t.Fatalf("%s %s: %d %s: %v", req.Method, req.URL.Path, resp.StatusCode, b, err)
		}
	}
	return resp.StatusCode
}

// gatewayRequest is a request to the gateway simulator with the headers
// every gateway caller sends (client id, device id) and, when bearer is
// set, that session's token.
func (s *stack) gatewayRequest(path, contentType, bearer string, body io.Reader) *http.Request {
	req, _ := http.NewRequest("POST", s.gw+path, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("X-IBM-Client-Id", "oppnp-local")
	req.Header.Set("X-Device-Id", "device-test-1")
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	return req
}

// gatewayPost POSTs body as JSON to the gateway simulator and decodes the
// answer into out; it returns the HTTP status.
func (s *stack) gatewayPost(path, bearer string, body, out any) int {
	s.t.Helper()
	b, _ := json.Marshal(body)
	return s.do(s.gatewayRequest(path, "application/json", bearer, bytes.NewReader(b)), out)
}

// gatewayLogin signs user in at the gateway and returns its session token.
func (s *stack) gatewayLogin(user string) string {
	s.t.Helper()
	var login struct{ Token string }
	body := map[string]string{"applicationId": "OPPNP", "username": user, "password": "Demo.2026"}
	if code := s.gatewayPost("/auth/login", "", body, &login); code != 200 || login.Token == "" {
		s.t.Fatalf("gateway login %s: %d", user, code)
	}
	return login.Token
}

// admin calls the gateway simulator's test controls.
func (s *stack) admin(method, path string, body any) map[string]any {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	if path == "/__admin/clock" {
		s.clockSetTo = nil
	}
	req, _ := http.NewRequest(method, s.gw+path, rd)
	req.Header.Set("Content-Type", "application/json")
	var out map[string]any
	if code := s.do(req, &out); code >= 300 {
		s.t.Fatalf("gateway admin %s %s: %d %v", method, path, code, out)
	}
	return out
}

// outbox returns the SMS texts sent to phone, oldest first.
func (s *stack) outbox(phone string) []string {
	s.t.Helper()
	out := s.admin("GET", "/__admin/outbox", nil)
	msgs, _ := out["data"].(map[string]any)["messages"].([]any)
	var texts []string
	for i := len(msgs) - 1; i >= 0; i-- {
		m := msgs[i].(map[string]any)
		if m["phone"] == phone {
			texts = append(texts, m["message"].(string))
		}
	}
	return texts
}

// signIn exchanges a custom token for an ID token at the Auth emulator.
func (s *stack) signIn(customToken string) string {
	s.t.Helper()
	b, _ := json.Marshal(map[string]any{"token": customToken, "returnSecureToken": true})
	req, _ := http.NewRequest("POST", s.auth+"/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	var out struct{ IDToken string }
	if code := s.do(req, &out); code != 200 || out.IDToken == "" {
		s.t.Fatalf("signInWithCustomToken: %d", code)
	}
	return out.IDToken
}

// rtdb sends a REST request to the database as cred ("owner" is the admin).
func (s *stack) rtdb(method, path, cred string, body any) (int, any) {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, s.db+"/"+path+".json?ns="+ns, rd)
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	var out any
	code := s.do(req, &out)
	return code, out
}

// get reads path as the admin.
func (s *stack) get(path string) any {
	s.t.Helper()
	_, v := s.rtdb("GET", path, "owner", nil)
	return v
}

// getMap reads an object as the admin.
func (s *stack) getMap(path string) map[string]any {
	m, _ := s.get(path).(map[string]any)
	return m
}

// write PATCHes requests/{id} as cred. When the write changes the status
// it waits until the trigger has recorded the change in requestHistory.
func (s *stack) write(id, cred string, patch map[string]any) (before, after any) {
	s.t.Helper()
	before = s.get("requests/" + id)
	n := moves(s.getMap("requestHistory/" + id))
	if code, out := s.rtdb("PATCH", "requests/"+id, cred, patch); code != 200 {
		s.t.Fatalf("PATCH requests/%s as %.12s…: %d %v", id, cred, code, out)
	}
	after = s.get("requests/" + id)
	bm, _ := before.(map[string]any)
	if st, ok := patch["status"]; ok && bm["status"] != st {
		s.eventually("history of "+id+" → "+st.(string), func() bool { return moves(s.getMap("requestHistory/"+id)) > n })
	}
	return before, after
}

// redeliver posts again, through the functions host, every event that ran
// the side effect on requests/{id} — same event id, as a platform retry
// does — and returns how many it sent. The side effect's marker
// (sideEffects/{id}/{status}_{stamp}_{effect}) names the event that ran it.
func (s *stack) redeliver(id, effect string, before, after any) int {
	s.t.Helper()
	n := 0
	for key, m := range s.getMap("sideEffects/" + id) {
		marker, _ := m.(map[string]any) // coxSubmissions is a counter
		evID, _ := marker["event"].(string)
		if !strings.HasSuffix(key, "_"+effect) || evID == "" {
			continue
		}
		s.postEvent(id, evID, before, after)
		n++
	}
	return n
}

// postEvent posts a written event of requests/{id} with event id evID to
// the functions host, as the platform delivers it (binary mode, without
// auth extensions).
func (s *stack) postEvent(id, evID string, before, after any) {
	s.t.Helper()
	body, _ := json.Marshal(map[string]any{"data": before, "delta": delta(before, after)})
	req, _ := http.NewRequest("POST", s.fn+"/"+project+"/us-central1/onRequestWritten", bytes.NewReader(body))
	for k, v := range map[string]string{
		"ce-specversion": "1.0", "ce-id": evID, "ce-type": "google.firebase.database.ref.v1.written",
		"ce-source":  "//firebasedatabase.googleapis.com/projects/_/locations/us-central1/instances/" + ns,
		"ce-subject": "refs/requests/" + id, "ce-time": time.Now().UTC().Format(time.RFC3339Nano),
		"ce-ref": "requests/" + id, "ce-instance": ns, "ce-location": "us-central1", "ce-firebasedatabasehost": "firebaseio.com",
		"Content-Type": "application/json",
	} {
		req.Header.Set(k, v)
	}
	if code := s.do(req, nil); code != 200 {
		s.t.Fatalf("post event %s: %d", evID, code)
	}
}

// moves counts the status changes of a trail (most entries are writes
// within a status).
func moves(hist map[string]any) int {
	n := 0
	for _, e := range hist {
		if e, _ := e.(map[string]any); e["from"] != e["to"] {
			n++
		}
	}
	return n
}

// delta is the new value with explicit nulls for removed keys.
func delta(before, after any) any {
	bm, ok1 := before.(map[string]any)
	am, ok2 := after.(map[string]any)
	if !ok1 || !ok2 {
		return after
	}
	out := map[string]any{}
	for k, v := range am {
		out[k] = delta(bm[k], v)
	}
	for k := range bm {
		if _, ok := am[k]; !ok {
			out[k] = nil
		}
	}
	return out
}

// eventually polls cond for up to 30 s (a loaded two-core CI machine).
func (s *stack) eventually(what string, cond func() bool) {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// loginResp is the login answer.
type loginResp struct {
	Token, TokenRefresh, FirebaseToken string
	TokenTTL, TokenRefreshTTL          int
	User                               struct{ Username, DataSeller, Role string }
	Branches                           []map[string]any
	PromoterBlocked                    bool
	Flags                              struct{ CNCA, Libranza bool }
	ListPageSize                       int
	Code, Message                      string
}

func (s *stack) login(user, password string) (int, loginResp) {
	var r loginResp
	code := s.call("/api/session/login", "", map[string]string{"username": user, "password": password}, &r)
	return code, r
}

// staff logs user in and returns its Firebase ID token.
func (s *stack) staff(user string) string {
	s.t.Helper()
	code, r := s.login(user, "Demo.2026")
	if code != 200 {
		s.t.Fatalf("login %s: %d %s", user, code, r.Message)
	}
	return s.signIn(r.FirebaseToken)
}

// setFlag sets a Remote Config parameter the way ops would, through the
// suite's console (JSON, no Origin), and waits out the functions' cache.
func (s *stack) setFlag(key, value string) {
	s.t.Helper()
	b, _ := json.Marshal(map[string]string{"value": value})
	req, _ := http.NewRequest("PUT", s.console+"/api/remoteconfig/parameters/"+key, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if code := s.do(req, nil); code != 200 && code != 204 {
		s.t.Fatalf("set %s: %d", key, code)
	}
	time.Sleep(remoteConfigTTL + 200*time.Millisecond)
}

// remoteConfigTTL is how long the stack's functions keep a template (5 s in
// production): setFlag's wait.
const remoteConfigTTL = 500 * time.Millisecond

// clockAt sets the gateway's clock to hh:mm today in Mexico City and waits
// until the functions read it (they re-read it at most every second). When
// clockAt last set that same time and nothing set the clock since, it
// neither sets nor waits: the functions' clock is still that time, plus the
// seconds since.
func (s *stack) clockAt(hh, mm int) {
	s.t.Helper()
	if at := [2]int{hh, mm}; s.clockSetTo != nil && *s.clockSetTo == at {
		return
	}
	s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": atMexico(hh, mm)})
	time.Sleep(1100 * time.Millisecond)
	s.clockSetTo = &[2]int{hh, mm}
}

package auth_test

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/auth"
	"oppnp/emulators/idtoken"
)

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	hs := httptest.NewServer(auth.New(auth.Options{ProjectID: project}))
	t.Cleanup(hs.Close)
	return hs
}

func customJWT(t *testing.T, c idtoken.Claims) string {
	t.Helper()
	tok, err := idtoken.Mint(c)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func TestServer_SignInWithCustomToken_Errors(t *testing.T) {
	hs := newServer(t)
	aud := auth.CustomTokenAudience
	tests := []struct {
		name    string
		path    string
		body    map[string]any
		status  int
		message string
	}{
		{"missing key", "accounts:signInWithCustomToken", map[string]any{"token": "x"}, 403, "The request is missing a valid API key."},
		{"missing token", "accounts:signInWithCustomToken?key=k", map[string]any{}, 400, auth.CodeMissingCustomToken},
		{"garbage", "accounts:signInWithCustomToken?key=k", map[string]any{"token": "not-a-jwt"}, 400, "INVALID_CUSTOM_TOKEN : Invalid assertion format"},
		{"wrong aud", "accounts:signInWithCustomToken?key=k", map[string]any{"token": customJWT(t, idtoken.Claims{"aud": "x", "uid": "a"})}, 400, "INVALID_CUSTOM_TOKEN : ((Invalid aud (audience): x Note: Firebase ID Tokens / third-party tokens cannot be used with signInWithCustomToken.))"},
		{"no uid", "accounts:signInWithCustomToken?key=k", map[string]any{"token": customJWT(t, idtoken.Claims{"aud": aud})}, 400, auth.CodeMissingIdentifier},
		{"reserved claim", "accounts:signInWithCustomToken?key=k", map[string]any{"token": customJWT(t, idtoken.Claims{"aud": aud, "uid": "a", "claims": map[string]any{"firebase": 1}})}, 400, "FORBIDDEN_CLAIM : firebase"},
		{"lookup bad token", "accounts:lookup?key=k", map[string]any{"idToken": "x.y.z"}, 400, auth.CodeInvalidIDToken},
		{"lookup unknown user", "accounts:lookup?key=k", map[string]any{"idToken": customJWT(t, idtoken.Claims{"aud": project, "sub": "ghost", "exp": time.Now().Add(time.Hour).Unix()})}, 400, auth.CodeUserNotFound},
		{"lookup expired", "accounts:lookup?key=k", map[string]any{"idToken": customJWT(t, idtoken.Claims{"aud": project, "sub": "a", "exp": 1})}, 400, auth.CodeTokenExpired},
		{"admin lookup needs owner", "projects/" + project + "/accounts:lookup?key=k", map[string]any{"localId": []string{"a"}}, 400, auth.CodeInvalidIDToken},
		{"admin delete needs owner", "accounts:delete?key=k", map[string]any{"localId": "a"}, 403, "INSUFFICIENT_PERMISSION"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(t, hs.URL+"/identitytoolkit.googleapis.com/v1/"+tt.path, tt.body, nil)
			if status != tt.status || errMessage(body) != tt.message {
				t.Errorf("got %d %q, want %d %q", status, errMessage(body), tt.status, tt.message)
			}
			if e, _ := body["error"].(map[string]any); e["code"] != float64(tt.status) {
				t.Errorf("error.code = %v", e["code"])
			}
		})
	}
}

func TestServer_Token_Errors(t *testing.T) {
	hs := newServer(t)
	foreign := base64.StdEncoding.EncodeToString([]byte(`{"_AuthEmulatorRefreshToken":"DO NOT MODIFY","localId":"a","provider":"custom","extraClaims":{},"projectId":"other"}`))
	tests := []struct {
		name, body, message string
	}{
		{"no token", "grant_type=refresh_token", auth.CodeMissingRefreshToken},
		{"no grant", "refresh_token=abc", auth.CodeMissingGrantType},
		{"bad grant", "grant_type=password&refresh_token=abc", auth.CodeInvalidGrantType},
		{"garbage", "grant_type=refresh_token&refresh_token=abc", auth.CodeInvalidRefreshToken},
		{"other project", "grant_type=refresh_token&refresh_token=" + foreign, auth.CodeInvalidRefreshToken},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(t, hs.URL+"/securetoken.googleapis.com/v1/token?key=k", tt.body, nil)
			if status != 400 || errMessage(body) != tt.message {
				t.Errorf("got %d %q, want 400 %q", status, errMessage(body), tt.message)
			}
		})
	}
}

// TestServer_PlainJSONToken covers the emulator's JSON custom tokens, the
// JSON refresh body and the ID token's claim layout.
func TestServer_PlainJSONToken(t *testing.T) {
	hs := newServer(t)
	res := signIn(t, hs.URL, `{"uid":"carol","claims":{"bpId":"BP1","roles":["promotor"]}}`)
	_, c, err := idtoken.Parse(res["idToken"].(string))
	if err != nil {
		t.Fatal(err)
	}
	fb, _ := c["firebase"].(map[string]any)
	if c["bpId"] != "BP1" || c["user_id"] != "carol" || c["sub"] != "carol" || c["aud"] != project ||
		c["iss"] != "https://securetoken.google.com/"+project || fb["sign_in_provider"] != "custom" || c["auth_time"] == nil {
		t.Errorf("claims = %v", c)
	}
	raw, err := base64.StdEncoding.DecodeString(res["refreshToken"].(string))
	if err != nil || !strings.HasPrefix(string(raw), `{"_AuthEmulatorRefreshToken":"DO NOT MODIFY","localId":"carol","provider":"custom","extraClaims":{"bpId":"BP1"`) {
		t.Errorf("refresh token = %s (%v)", raw, err)
	}
	status, rr := post(t, hs.URL+"/securetoken.googleapis.com/v1/token?key=k",
		map[string]any{"grantType": "refresh_token", "refreshToken": res["refreshToken"]}, nil)
	if status != 200 || rr["project_id"] != "12345" || rr["access_token"] != rr["id_token"] {
		t.Errorf("JSON refresh = %d %v", status, rr)
	}
}

func TestServer_CORS(t *testing.T) {
	hs := newServer(t)
	req, _ := http.NewRequest(http.MethodOptions, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k", nil)
	req.Header.Set("Origin", "http://127.0.0.1:5000")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "content-type,x-client-version,x-firebase-gmpid")
	req.Header.Set("Access-Control-Request-Private-Network", "true")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	want := map[string]string{
		"Access-Control-Allow-Origin":          "http://127.0.0.1:5000",
		"Vary":                                 "Origin, Access-Control-Request-Headers",
		"Access-Control-Allow-Methods":         "GET,HEAD,PUT,PATCH,POST,DELETE",
		"Access-Control-Allow-Headers":         "content-type,x-client-version,x-firebase-gmpid",
		"Access-Control-Allow-Private-Network": "true",
		"Access-Control-Allow-Credentials":     "",
	}
	// The official emulator also sends Content-Length: 0; Go's server omits
	// it on 204 as RFC 9110 requires, which browsers accept.
	if resp.StatusCode != http.StatusNoContent {
		t.Errorf("preflight status = %d", resp.StatusCode)
	}
	for k, v := range want {
		if got := resp.Header.Get(k); got != v {
			t.Errorf("preflight %s = %q, want %q", k, got, v)
		}
	}

	// Actual responses, errors included, carry Allow-Origin and Vary.
	_, _ = post(t, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k", map[string]any{}, map[string]string{"Origin": "http://x"})
	req, _ = http.NewRequest(http.MethodPost, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k", strings.NewReader(`{}`))
	req.Header.Set("Origin", "http://x")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Access-Control-Allow-Origin") != "http://x" || resp.Header.Get("Vary") != "Origin" || resp.StatusCode != 400 {
		t.Errorf("actual response: %d %v", resp.StatusCode, resp.Header)
	}
	// No Origin, no CORS headers.
	resp, err = http.Get(hs.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Access-Control-Allow-Origin") != "" || resp.StatusCode != 200 {
		t.Errorf("GET / without Origin: %d %v", resp.StatusCode, resp.Header)
	}
}

// TestServer_EmulatorReset wipes the accounts of a project.
func TestServer_EmulatorReset(t *testing.T) {
	hs := newServer(t)
	res := signIn(t, hs.URL, `{"uid":"dave"}`)
	req, _ := http.NewRequest(http.MethodDelete, hs.URL+"/emulator/v1/projects/"+project+"/accounts", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("DELETE accounts: %v %v", resp, err)
	}
	resp.Body.Close()
	status, body := post(t, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k", map[string]any{"idToken": res["idToken"]}, nil)
	if status != 400 || errMessage(body) != auth.CodeUserNotFound {
		t.Errorf("lookup after reset = %d %v", status, body)
	}
	status, body = post(t, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k", map[string]any{"returnSecureToken": true}, nil)
	if id, _ := body["localId"].(string); status != 200 || len(id) != 28 {
		t.Errorf("anonymous signUp = %d %v", status, body)
	}
}

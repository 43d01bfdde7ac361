package auth_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"oppnp/emulators/auth"
)

// BenchmarkServer_SignInLookup measures what the JS SDK does at login:
// signInWithCustomToken then accounts:lookup, over loopback HTTP.
func BenchmarkServer_SignInLookup(b *testing.B) {
	hs := httptest.NewServer(auth.New(auth.Options{ProjectID: project}))
	defer hs.Close()
	base := hs.URL + "/identitytoolkit.googleapis.com/v1/"
	signIn, _ := json.Marshal(map[string]any{"token": `{"uid":"bench","claims":{"bpId":"BP1"}}`, "returnSecureToken": true})
	for b.Loop() {
		resp, err := http.Post(base+"accounts:signInWithCustomToken?key=k", "application/json", bytes.NewReader(signIn))
		if err != nil {
			b.Fatal(err)
		}
		var res struct{ IDToken string }
		err = json.NewDecoder(resp.Body).Decode(&res)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 {
			b.Fatalf("sign-in: %d %v", resp.StatusCode, err)
		}
		lookup, _ := json.Marshal(map[string]string{"idToken": res.IDToken})
		resp, err = http.Post(base+"accounts:lookup?key=k", "application/json", bytes.NewReader(lookup))
		if err != nil || resp.StatusCode != 200 {
			b.Fatalf("lookup: %v", err)
		}
		resp.Body.Close()
	}
}

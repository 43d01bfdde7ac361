package idtoken_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/idtoken"
)

func TestMint_RoundTrip(t *testing.T) {
	tok, err := idtoken.Mint(idtoken.Claims{"sub": "bp:100", "bpId": "100", "admin": false})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(tok, ".") {
		t.Fatalf("unsigned token must end with '.': %q", tok)
	}
	h, c, err := idtoken.Parse(tok)
	if err != nil {
		t.Fatal(err)
	}
	if h["alg"] != "none" || h["typ"] != "JWT" {
		t.Errorf("header = %v", h)
	}
	if c["bpId"] != "100" || c["admin"] != false {
		t.Errorf("claims = %v", c)
	}
}

func TestAuthFrom(t *testing.T) {
	tests := []struct {
		name         string
		claims       idtoken.Claims
		wantUID      string
		wantProvider string
		wantErr      error
	}{
		{"sub wins", idtoken.Claims{"sub": "a", "user_id": "b", "firebase": map[string]any{"sign_in_provider": "custom"}}, "a", "custom", nil},
		{"user_id fallback", idtoken.Claims{"user_id": "b"}, "b", "", nil},
		{"no subject", idtoken.Claims{"iat": json.Number("0")}, "", "", idtoken.ErrNoSubject},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := idtoken.AuthFrom(tt.claims)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if a.UID != tt.wantUID || a.Provider != tt.wantProvider {
				t.Errorf("got uid %q provider %q", a.UID, a.Provider)
			}
			if v := a.Variable(); v["uid"] != tt.wantUID {
				t.Errorf("variable = %v", v)
			}
		})
	}
}

func TestParse_Malformed(t *testing.T) {
	for _, tok := range []string{"", "owner", "a.b", "!!.e30.", "e30.!!.", "bnVsbA.e30."} {
		if _, _, err := idtoken.Parse(tok); !errors.Is(err, idtoken.ErrMalformed) {
			t.Errorf("Parse(%q) err = %v, want ErrMalformed", tok, err)
		}
	}
}

// The JS SDK's mock tokens: header spells "type", iat 0, exp 3600.
func TestParse_MockUserToken(t *testing.T) {
	tok := "eyJhbGciOiJub25lIiwidHlwZSI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL3NlY3VyZXRva2VuLmdvb2dsZS5jb20vZGVtbyIsImF1ZCI6ImRlbW8iLCJpYXQiOjAsImV4cCI6MzYwMCwic3ViIjoiYWxpY2UiLCJ1c2VyX2lkIjoiYWxpY2UiLCJmaXJlYmFzZSI6eyJzaWduX2luX3Byb3ZpZGVyIjoiY3VzdG9tIiwiaWRlbnRpdGllcyI6e319fQ."
	_, c, err := idtoken.Parse(tok)
	if err != nil {
		t.Fatal(err)
	}
	a, err := idtoken.AuthFrom(c)
	if err != nil || a.UID != "alice" || a.Provider != "custom" {
		t.Fatalf("auth = %+v, err %v", a, err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("e30.e30.")
	f.Add("eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.")
	f.Fuzz(func(t *testing.T, tok string) {
		_, c, err := idtoken.Parse(tok)
		if err == nil && c == nil {
			t.Fatal("nil claims without error")
		}
	})
}

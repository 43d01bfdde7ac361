package httpx_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"testing"

	"firebase.google.com/go/v4/auth"

	"oppnp/functions/internal/httpx"
)

// revocationChecker stands for firebase-admin-go's client: it knows one
// live token and one revoked token.
type revocationChecker struct{ asked []string }

var errRevoked = errors.New("ID token has been revoked")

func (v *revocationChecker) VerifyIDTokenAndCheckRevoked(_ context.Context, tok string) (*auth.Token, error) {
	v.asked = append(v.asked, tok)
	switch tok {
	case "live":
		return &auth.Token{UID: "bp:1000000001", Claims: map[string]any{"bpId": "1000000001", "admin": true}}, nil
	case "revoked":
		return nil, errRevoked
	}
	return nil, errors.New("invalid")
}

func TestAuthenticate(t *testing.T) {
	tests := []struct {
		name      string
		firebase  string // X-Firebase-Token
		bearer    string // Authorization: Bearer
		wantUID   string
		wantAsked string
	}{
		{"the Firebase header", "live", "gateway-token", "bp:1000000001", "live"},
		{"the header wins over Authorization", "revoked", "live", "", "revoked"},
		{"an ID token in Authorization when the header is absent", "", "live", "bp:1000000001", "live"},
		{"a revoked token is refused", "revoked", "", "", "revoked"},
		{"no token at all", "", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/api/x", nil)
			if tt.firebase != "" {
				r.Header.Set(httpx.FirebaseHeader, tt.firebase)
			}
			if tt.bearer != "" {
				r.Header.Set("Authorization", "Bearer "+tt.bearer)
			}
			v := &revocationChecker{}
			c, err := httpx.Authenticate(r, v)
			if tt.wantAsked != "" && (len(v.asked) != 1 || v.asked[0] != tt.wantAsked) {
				t.Fatalf("verified %v, want %q", v.asked, tt.wantAsked)
			}
			if tt.wantUID == "" {
				if !errors.Is(err, httpx.ErrUnauthenticated) || c != nil {
					t.Fatalf("caller %+v, error %v: want ErrUnauthenticated", c, err)
				}
				return
			}
			if err != nil || c.UID != tt.wantUID || !c.Flag("admin") || c.Claim("bpId") != "1000000001" {
				t.Fatalf("caller %+v, error %v", c, err)
			}
		})
	}
}

package twilio_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/video/twilio"
)

var cfg = &twilio.Config{AccountSID: "AC00000000000000000000000000000001", APIKeySID: "SK00000000000000000000000000000002",
	APIKeySecret: "key-secret", AuthToken: "auth-token", CallbackURL: "https://oppnp.example/api/video/twilio/status"}

// decode verifies the token as Twilio does (HS256 under the key secret)
// and returns its header and claims.
func decode(t *testing.T, tok, secret string) (map[string]string, twilio.Claims) {
	t.Helper()
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		t.Fatalf("token %q: %d parts", tok, len(parts))
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(parts[0] + "." + parts[1]))
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(sig, mac.Sum(nil)) {
		t.Fatalf("signature does not verify under %q", secret)
	}
	var h map[string]string
	var c twilio.Claims
	for i, v := range []any{&h, &c} {
		raw, err := base64.RawURLEncoding.DecodeString(parts[i])
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, v); err != nil {
			t.Fatal(err)
		}
	}
	return h, c
}

func TestMint(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	tok, err := cfg.Mint("cliente-R1", "R1-abc", now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	h, c := decode(t, tok, cfg.APIKeySecret)
	if h["alg"] != "HS256" || h["typ"] != "JWT" || h["cty"] != "twilio-fpa;v=1" {
		t.Errorf("header %v", h)
	}
	want := twilio.Claims{JTI: cfg.APIKeySID + "-1800000000", Issuer: cfg.APIKeySID, Subject: cfg.AccountSID,
		NotBefore: now.Unix(), Expires: now.Add(time.Hour).Unix(),
		Grants: twilio.Grants{Identity: "cliente-R1", Video: twilio.VideoGrant{Room: "R1-abc"}}}
	if c != want {
		t.Errorf("claims %+v, want %+v", c, want)
	}
	// The control: the same token does not verify under another secret.
	parts := strings.Split(tok, ".")
	mac := hmac.New(sha256.New, []byte("another secret"))
	mac.Write([]byte(parts[0] + "." + parts[1]))
	if base64.RawURLEncoding.EncodeToString(mac.Sum(nil)) == parts[2] {
		t.Error("token verifies under a wrong secret")
	}
}

func TestMint_Refuses(t *testing.T) {
	now := time.Now()
	tests := []struct {
		name, identity, room string
		ttl                  time.Duration
	}{
		{"no identity", "", "R1-a", time.Hour},
		{"no room", "cliente-R1", "", time.Hour},
		{"no ttl", "cliente-R1", "R1-a", 0},
		{"ttl over Twilio's maximum", "cliente-R1", "R1-a", twilio.MaxTTL + time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := cfg.Mint(tt.identity, tt.room, now, tt.ttl); !errors.Is(err, twilio.ErrConfig) {
				t.Fatalf("err %v", err)
			}
		})
	}
	if _, err := cfg.Mint("cliente-R1", "R1-a", now, twilio.MaxTTL); err != nil {
		t.Fatalf("control at the maximum ttl: %v", err)
	}
}

func TestFromEnv(t *testing.T) {
	full := map[string]string{twilio.EnvAccountSID: cfg.AccountSID, twilio.EnvAPIKeySID: cfg.APIKeySID,
		twilio.EnvAPIKeySecret: "s", twilio.EnvAuthToken: "a", twilio.EnvCallbackURL: cfg.CallbackURL}
	c, err := twilio.FromEnv(func(k string) string { return full[k] })
	if err != nil || c.AccountSID != cfg.AccountSID || c.CallbackURL != cfg.CallbackURL {
		t.Fatalf("full: %+v %v", c, err)
	}
	for k := range full {
		t.Run("without "+k, func(t *testing.T) {
			if _, err := twilio.FromEnv(func(n string) string {
				if n == k {
					return ""
				}
				return full[n]
			}); !errors.Is(err, twilio.ErrConfig) {
				t.Fatalf("err %v", err)
			}
		})
	}
	t.Run("swapped SIDs", func(t *testing.T) {
		swapped := map[string]string{}
		for k, v := range full {
			swapped[k] = v
		}
		swapped[twilio.EnvAccountSID], swapped[twilio.EnvAPIKeySID] = full[twilio.EnvAPIKeySID], full[twilio.EnvAccountSID]
		if _, err := twilio.FromEnv(func(k string) string { return swapped[k] }); !errors.Is(err, twilio.ErrConfig) {
			t.Fatalf("err %v", err)
		}
	})
}

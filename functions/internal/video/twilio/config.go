package twilio

import (
	"fmt"
	"strings"
)

// Environment variables of the Twilio configuration (docs/deploy.md). The
// secret and the auth token come from Secret Manager, bound as env vars.
const (
	EnvAccountSID   = "TWILIO_ACCOUNT_SID"
	EnvAPIKeySID    = "TWILIO_API_KEY_SID"
	EnvAPIKeySecret = "TWILIO_API_KEY_SECRET"
	EnvAuthToken    = "TWILIO_AUTH_TOKEN"
	// EnvCallbackURL is the status callback URL exactly as configured in
	// Twilio's room settings: the signature covers it byte for byte.
	EnvCallbackURL = "TWILIO_STATUS_CALLBACK_URL"
)

// Config is an account's credentials: an API key (SID and secret) signs
// access tokens, the auth token signs the callbacks Twilio sends.
type Config struct {
	AccountSID, APIKeySID, APIKeySecret, AuthToken, CallbackURL string
}

// FromEnv reads Config; every field is required.
func FromEnv(getenv func(string) string) (*Config, error) {
	c := &Config{
		AccountSID:   strings.TrimSpace(getenv(EnvAccountSID)),
		APIKeySID:    strings.TrimSpace(getenv(EnvAPIKeySID)),
		APIKeySecret: strings.TrimSpace(getenv(EnvAPIKeySecret)),
		AuthToken:    strings.TrimSpace(getenv(EnvAuthToken)),
		CallbackURL:  strings.TrimSpace(getenv(EnvCallbackURL)),
	}
	for name, v := range map[string]string{EnvAccountSID: c.AccountSID, EnvAPIKeySID: c.APIKeySID,
		EnvAPIKeySecret: c.APIKeySecret, EnvAuthToken: c.AuthToken, EnvCallbackURL: c.CallbackURL} {
		if v == "" {
			return nil, fmt.Errorf("%w: %s is empty", ErrConfig, name)
		}
	}
	if !strings.HasPrefix(c.AccountSID, "AC") || !strings.HasPrefix(c.APIKeySID, "SK") {
		return nil, fmt.Errorf("%w: account SID starts with AC, API key SID with SK", ErrConfig)
	}
	return c, nil
}

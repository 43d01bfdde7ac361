package gateway

import (
	"log/slog"
	"net/http"
	"time"
)

// DefaultClientID is the X-IBM-Client-Id the local simulator accepts.
const DefaultClientID = "oppnp-local"

// Config tunes a Server. Zero fields take the defaults below.
type Config struct {
	// ClientID is the only accepted X-IBM-Client-Id (default DefaultClientID).
	ClientID string
	// TokenTTL and RefreshTTL are the access and refresh token lifetimes
	// (defaults 900 s and 3600 s).
	TokenTTL, RefreshTTL time.Duration
	// OTPTTL is how long an OTP stays valid (default 300 s).
	OTPTTL time.Duration
	// BiometricDelay is how long the simulated provider takes before it
	// posts the result to the callback URL (default 2 s).
	BiometricDelay time.Duration
	// VideoWait is how long a joined video call stays CALL_WAITING (3 s);
	// VideoTTL is how long a video link can be joined (15 min).
	VideoWait, VideoTTL time.Duration
	// HTTPClient posts the biometric callbacks (default: 5 s timeout).
	HTTPClient *http.Client
	// Logger receives one line per request (default: discard).
	Logger *slog.Logger
	// Documents are held from the start and after every reset (ReadSeed).
	Documents []SeedDocument
}

func (c Config) withDefaults() Config {
	if c.ClientID == "" {
		c.ClientID = DefaultClientID
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.TokenTTL, 900*time.Second)
	def(&c.RefreshTTL, 3600*time.Second)
	def(&c.OTPTTL, 300*time.Second)
	def(&c.BiometricDelay, 2*time.Second)
	def(&c.VideoWait, 3*time.Second)
	def(&c.VideoTTL, 15*time.Minute)
	if c.HTTPClient == nil {
		c.HTTPClient = &http.Client{Timeout: 5 * time.Second}
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return c
}

package config

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"
)

// Env holds the environment settings.
type Env struct {
	ProjectID       string        // GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT
	GatewayURL      string        // GATEWAY_URL
	GatewayClientID string        // GATEWAY_CLIENT_ID (sent as X-IBM-Client-Id)
	RemoteConfigURL string        // REMOTE_CONFIG_URL (emulator: the suite serves the template JSON)
	Environment     string        // OPPNP_ENV: dev | qa | prod
	PublicURL       string        // OPPNP_PUBLIC_URL: base of customer links and callbacks
	ClockOffset     time.Duration // OPPNP_CLOCK_OFFSET: shifts the functions' clock (tests)
	ServiceUser     string        // GATEWAY_SERVICE_USER: the functions' own gateway login
	ServicePassword string        // GATEWAY_SERVICE_PASSWORD
	GatewayTimeout  time.Duration // GATEWAY_TIMEOUT: per-call limit (default 30s)
	// ClockURL (OPPNP_CLOCK_URL) points at a clock to follow instead of the
	// wall clock, e.g. the gateway simulator's GET /__admin/clock, so tests
	// can move the functions and the gateway in step (SIPRE hours).
	ClockURL string
	// EffectLease (OPPNP_EFFECT_LEASE) and EffectCallTimeout
	// (OPPNP_EFFECT_CALL_TIMEOUT) override the side effects' lease and
	// per-call deadline (zero: the trigger's defaults); the fault tier
	// shortens them.
	EffectLease, EffectCallTimeout time.Duration
	// ReconcileAfter (OPPNP_RECONCILE_AFTER) is how long a side effect may
	// stay unfinished before the sweep reconciles it; ReconcileEvery
	// (OPPNP_RECONCILE_EVERY) how often the process sweeps (zero: the
	// defaults).
	ReconcileAfter, ReconcileEvery time.Duration
	// DatabaseTimeout (OPPNP_DATABASE_CALL_TIMEOUT) is the deadline of a
	// database call whose context has none (zero: rtdbstore.DefaultTimeout).
	DatabaseTimeout time.Duration
	// RemoteConfigTTL (OPPNP_REMOTE_CONFIG_TTL) is how long the functions
	// keep the Remote Config template they read (DefaultRemoteConfigTTL);
	// the journeys shorten it so a flag they flip counts at once.
	RemoteConfigTTL time.Duration
}

// DefaultRemoteConfigTTL is how long the functions cache the Remote Config
// template: a burst of logins fetches it once (docs/design.md §5).
const DefaultRemoteConfigTTL = 5 * time.Second

// DefaultClientID is the X-IBM-Client-Id used when GATEWAY_CLIENT_ID is unset
// (the simulator's configured id).
const DefaultClientID = "oppnp-local"

// FromEnv reads Env from getenv (os.Getenv when nil).
func FromEnv(getenv func(string) string) (*Env, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	e := &Env{
		ProjectID:       first(getenv("GCLOUD_PROJECT"), getenv("GOOGLE_CLOUD_PROJECT"), "demo-oppnp"),
		GatewayURL:      strings.TrimRight(first(getenv("GATEWAY_URL"), "http://127.0.0.1:8090"), "/"),
		GatewayClientID: first(getenv("GATEWAY_CLIENT_ID"), DefaultClientID),
		RemoteConfigURL: getenv("REMOTE_CONFIG_URL"),
		Environment:     first(getenv("OPPNP_ENV"), "dev"),
		PublicURL:       strings.TrimRight(getenv("OPPNP_PUBLIC_URL"), "/"),
		ServiceUser:     first(getenv("GATEWAY_SERVICE_USER"), "sistema"),
		ServicePassword: getenv("GATEWAY_SERVICE_PASSWORD"),
	}
	switch e.Environment {
	case "dev", "qa", "prod":
	default:
		return nil, fmt.Errorf("%w: OPPNP_ENV=%q (dev, qa or prod)", ErrInvalid, e.Environment)
	}
	if e.ServicePassword == "" && e.Environment != "prod" {
		e.ServicePassword = "Demo.2026" // the simulator's demo password (README)
	}
	e.ClockURL = getenv("OPPNP_CLOCK_URL")
	if getenv("OPPNP_CLOCK") == "gateway" {
		e.ClockURL = e.GatewayURL + "/__admin/clock" // the simulator's settable clock
	}
	e.GatewayTimeout = 30 * time.Second
	e.RemoteConfigTTL = DefaultRemoteConfigTTL
	if s := getenv("GATEWAY_TIMEOUT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("%w: GATEWAY_TIMEOUT=%q", ErrInvalid, s)
		}
		e.GatewayTimeout = d
	}
	for name, dst := range map[string]*time.Duration{"OPPNP_EFFECT_LEASE": &e.EffectLease, "OPPNP_EFFECT_CALL_TIMEOUT": &e.EffectCallTimeout,
		"OPPNP_RECONCILE_AFTER": &e.ReconcileAfter, "OPPNP_RECONCILE_EVERY": &e.ReconcileEvery,
		"OPPNP_DATABASE_CALL_TIMEOUT": &e.DatabaseTimeout, "OPPNP_REMOTE_CONFIG_TTL": &e.RemoteConfigTTL} {
		if s := getenv(name); s != "" {
			d, err := time.ParseDuration(s)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("%w: %s=%q", ErrInvalid, name, s)
			}
			*dst = d
		}
	}
	if s := getenv("OPPNP_CLOCK_OFFSET"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			return nil, fmt.Errorf("%w: OPPNP_CLOCK_OFFSET: %v", ErrInvalid, err)
		}
		e.ClockOffset = d
	}
	if e.PublicURL == "" && e.RemoteConfigURL != "" {
		// In the emulator the template is served by hosting, the same origin
		// as the SPA: links and callbacks go there.
		if u, err := url.Parse(e.RemoteConfigURL); err == nil && u.Host != "" {
			e.PublicURL = u.Scheme + "://" + u.Host
		}
	}
	if e.PublicURL == "" {
		e.PublicURL = "http://127.0.0.1:5000"
	}
	return e, nil
}

// Prefix is the Remote Config key prefix of the environment.
func (e *Env) Prefix() string {
	if e.Environment == "prod" {
		return ""
	}
	return e.Environment + "_"
}

func first(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

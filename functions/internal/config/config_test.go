package config_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"oppnp/functions/internal/config"
)

func TestFromEnv(t *testing.T) {
	tests := []struct {
		name       string
		env        map[string]string
		wantPrefix string
		wantPublic string
		wantOffset time.Duration
		wantTTL    time.Duration
		wantErr    error
	}{
		{name: "defaults", env: map[string]string{}, wantPrefix: "dev_", wantPublic: "http://127.0.0.1:5000"},
		{name: "prod has no prefix", env: map[string]string{"OPPNP_ENV": "prod"}, wantPrefix: "", wantPublic: "http://127.0.0.1:5000"},
		{name: "public url from remote config host", env: map[string]string{"OPPNP_ENV": "qa", "REMOTE_CONFIG_URL": "http://127.0.0.1:4321/__/remoteconfig/template"}, wantPrefix: "qa_", wantPublic: "http://127.0.0.1:4321"},
		{name: "clock offset", env: map[string]string{"OPPNP_CLOCK_OFFSET": "-3h"}, wantPrefix: "dev_", wantPublic: "http://127.0.0.1:5000", wantOffset: -3 * time.Hour},
		{name: "bad env", env: map[string]string{"OPPNP_ENV": "staging"}, wantErr: config.ErrInvalid},
		{name: "bad offset", env: map[string]string{"OPPNP_CLOCK_OFFSET": "tomorrow"}, wantErr: config.ErrInvalid},
		{name: "remote config ttl", env: map[string]string{"OPPNP_REMOTE_CONFIG_TTL": "300ms"}, wantPrefix: "dev_", wantPublic: "http://127.0.0.1:5000", wantTTL: 300 * time.Millisecond},
		{name: "bad remote config ttl", env: map[string]string{"OPPNP_REMOTE_CONFIG_TTL": "0s"}, wantErr: config.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := config.FromEnv(func(k string) string { return tt.env[k] })
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantTTL == 0 {
				tt.wantTTL = 5 * time.Second
			}
			if e.Prefix() != tt.wantPrefix || e.PublicURL != tt.wantPublic || e.ClockOffset != tt.wantOffset || e.RemoteConfigTTL != tt.wantTTL {
				t.Fatalf("got prefix %q public %q offset %v ttl %v", e.Prefix(), e.PublicURL, e.ClockOffset, e.RemoteConfigTTL)
			}
		})
	}
}

func TestRemoteConfig_ReadsRepositoryTemplateWithPrefix(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "remoteconfig.template.json"))
	if err != nil {
		t.Fatal(err)
	}
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		_, _ = w.Write(b)
	}))
	defer srv.Close()
	ctx := context.Background()
	for _, tc := range []struct{ prefix, want string }{{"dev_", `"enabled":true`}, {"", `"enabled":false`}} {
		rc := &config.RemoteConfig{Source: &config.HTTPSource{URL: srv.URL}, Prefix: tc.prefix, TTL: time.Minute}
		var flag struct{ Enabled bool }
		if err := rc.JSON(ctx, "cnca_access", &flag); err != nil {
			t.Fatal(err)
		}
		if flag.Enabled != (tc.want == `"enabled":true`) {
			t.Fatalf("prefix %q: enabled = %v", tc.prefix, flag.Enabled)
		}
		if _, err := rc.String(ctx, "customer_link_ttl_hours"); err != nil {
			t.Fatal(err)
		}
		if _, err := rc.String(ctx, "nope"); !errors.Is(err, config.ErrNoParameter) {
			t.Fatalf("missing key: %v", err)
		}
	}
	if hits.Load() != 2 {
		t.Fatalf("template fetched %d times, want once per client (cached)", hits.Load())
	}
}

func TestClock_FollowsRemoteOffset(t *testing.T) {
	var offset atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"data":{"now":"x","offsetSeconds":` + strconv.FormatInt(offset.Load(), 10) + `}}`))
	}))
	defer srv.Close()
	offset.Store(3600)
	c := config.NewClock(time.Minute, srv.URL, nil)
	got := time.Until(c.Now())
	if got < 60*time.Minute || got > 62*time.Minute {
		t.Fatalf("clock ahead by %v, want ~61m", got)
	}
	fixed := config.NewClock(-2*time.Hour, "", nil)
	if d := time.Until(fixed.Now()); d > -119*time.Minute {
		t.Fatalf("fixed offset clock ahead by %v", d)
	}
}

package config

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"

	"oppnp/functions/internal/clock"
)

// Template is the Remote Config template JSON (client template format:
// parameters at top level or inside parameterGroups).
type Template struct {
	Parameters      map[string]Parameter `json:"parameters"`
	ParameterGroups map[string]struct {
		Parameters map[string]Parameter `json:"parameters"`
	} `json:"parameterGroups"`
}

// Parameter is one Remote Config parameter; only its default value is used
// server-side (conditions need client signals the functions do not have).
type Parameter struct {
	DefaultValue struct {
		Value           *string `json:"value"`
		UseInAppDefault bool    `json:"useInAppDefault"`
	} `json:"defaultValue"`
	ValueType string `json:"valueType"`
}

// Values returns every parameter's default value, groups flattened.
func (t *Template) Values() map[string]string {
	out := map[string]string{}
	add := func(ps map[string]Parameter) {
		for k, p := range ps {
			if p.DefaultValue.Value != nil {
				out[k] = *p.DefaultValue.Value
			}
		}
	}
	add(t.Parameters)
	for _, g := range t.ParameterGroups {
		add(g.Parameters)
	}
	return out
}

// Source loads the current template.
type Source interface {
	Load(ctx context.Context) (*Template, error)
}

// HTTPSource fetches the template JSON from a URL (the emulator suite serves
// remoteconfig.template.json there and picks up edits without a restart).
type HTTPSource struct {
	URL    string
	Client *http.Client
}

// Load implements Source.
func (h *HTTPSource) Load(ctx context.Context) (*Template, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.URL, nil)
	if err != nil {
		return nil, err
	}
	c := h.Client
	if c == nil {
		c = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("remote config: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("remote config: %s: %s", resp.Status, b)
	}
	return ParseTemplate(b)
}

// ParseTemplate decodes template JSON.
func ParseTemplate(b []byte) (*Template, error) {
	var t Template
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("%w: remote config template: %v", ErrInvalid, err)
	}
	return &t, nil
}

// RemoteConfig reads environment-prefixed parameters, caching the template
// for TTL so a burst of logins fetches it once.
type RemoteConfig struct {
	Source Source
	Prefix string
	TTL    time.Duration

	mu      sync.Mutex
	values  map[string]string
	fetched time.Time
}

// String returns the value of prefix+key.
func (r *RemoteConfig) String(ctx context.Context, key string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.values == nil || time.Since(r.fetched) > r.TTL {
		t, err := r.Source.Load(ctx)
		if err != nil {
			if r.values == nil {
				return "", err
			}
		} else {
			r.values, r.fetched = t.Values(), clock.Wall.Now()
		}
	}
	v, ok := r.values[r.Prefix+key]
	if !ok {
		return "", fmt.Errorf("%w: %s%s", ErrNoParameter, r.Prefix, key)
	}
	return v, nil
}

// JSON decodes the JSON value of prefix+key into v.
func (r *RemoteConfig) JSON(ctx context.Context, key string, v any) error {
	s, err := r.String(ctx, key)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("%w: %s%s: %v", ErrInvalid, r.Prefix, key, err)
	}
	return nil
}

package config

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

// Clock is the functions' notion of now: the wall clock shifted by a fixed
// offset, or by the offset a remote clock reports ({"data":{"offsetSeconds"}},
// the gateway simulator's /__admin/clock), re-read at most every second.
type Clock struct {
	Offset time.Duration
	URL    string
	Client *http.Client

	mu      sync.Mutex
	remote  time.Duration
	fetched time.Time
}

// NewClock returns the clock of e.
func (e *Env) NewClock() *Clock { return &Clock{Offset: e.ClockOffset, URL: e.ClockURL} }

// Now returns the current time.
func (c *Clock) Now() time.Time {
	if c.URL == "" {
		return time.Now().Add(c.Offset)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.fetched) > time.Second {
		if d, err := c.fetch(); err == nil {
			c.remote, c.fetched = d, time.Now()
		} else {
			slog.Warn("clock read failed", "url", c.URL, "error", err.Error())
		}
	}
	return time.Now().Add(c.Offset + c.remote)
}

func (c *Clock) fetch() (time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.URL, nil)
	if err != nil {
		return 0, err
	}
	hc := c.Client
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			OffsetSeconds float64 `json:"offsetSeconds"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return 0, err
	}
	return time.Duration(out.Data.OffsetSeconds * float64(time.Second)), nil
}

package config

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"oppnp/functions/internal/clock"
)

// NewClock returns the functions' business clock (clock.Shifted): shifted
// by e.ClockOffset and following the clock at e.ClockURL when set.
func (e *Env) NewClock() *clock.Shifted { return NewClock(e.ClockOffset, e.ClockURL, nil) }

// NewClock returns a clock shifted by offset and, when url is set, by the
// offset the clock there reports ({"data":{"offsetSeconds"}}, the gateway
// simulator's /__admin/clock), read with hc (http.DefaultClient when nil).
func NewClock(offset time.Duration, url string, hc *http.Client) *clock.Shifted {
	c := &clock.Shifted{Offset: offset}
	if url != "" {
		c.Remote = func() (time.Duration, error) { return fetchOffset(url, hc) }
	}
	return c
}

func fetchOffset(url string, hc *http.Client) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
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

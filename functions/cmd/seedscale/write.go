package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"oppnp/functions/internal/scaleseed"
)

// loadPromoters reads the simulator's users with the Promotor profile.
func loadPromoters(path string) ([]scaleseed.Promoter, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w (run from the repository root or pass -fixtures)", err)
	}
	var f struct {
		Users []struct {
			scaleseed.Promoter
			Profile string `json:"profile"`
		} `json:"users"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []scaleseed.Promoter
	for _, u := range f.Users {
		if u.Profile == "Promotor" && len(u.Branches) > 0 {
			out = append(out, u.Promoter)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no promoter with a branch", path)
	}
	return out, nil
}

func generator(seed uint64, promoters []scaleseed.Promoter) scaleseed.Generator {
	return scaleseed.Generator{Seed: seed, Promoters: promoters, Now: time.Now()}
}

// write sends folios [from, from+n) in batches; while one batch is on the
// wire the next is encoded. It returns the folios and bytes written.
func write(ctx context.Context, c *client, g scaleseed.Generator, from, n, batch int) (int, int64, error) {
	type body struct {
		b     []byte
		count int
		err   error
	}
	bodies := make(chan body, 1)
	go func() {
		defer close(bodies)
		for i := from; i < from+n && ctx.Err() == nil; i += batch {
			end := min(i+batch, from+n)
			b, err := json.Marshal(g.Batch(i, end))
			bodies <- body{b, end - i, err}
		}
	}()
	written, sent := 0, int64(0)
	for b := range bodies {
		if b.err != nil {
			return written, sent, b.err
		}
		if err := c.patch(ctx, "requests", b.b); err != nil {
			return written, sent, err
		}
		written += b.count
		sent += int64(len(b.b))
	}
	return written, sent, ctx.Err()
}

// client talks to the database's REST API as the owner.
type client struct{ db, ns string }

func (c *client) url(path string) string {
	return strings.TrimSuffix(c.db, "/") + "/" + path + ".json?ns=" + c.ns
}

func (c *client) do(ctx context.Context, method, path string, body []byte) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.url(path), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer owner")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w (is the suite running? make run)", method, path, err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, out)
	}
	return out, err
}

func (c *client) patch(ctx context.Context, path string, body []byte) error {
	_, err := c.do(ctx, http.MethodPatch, path, body)
	return err
}

// boardTotal sums the monitor board's counts over every status.
func (c *client) boardTotal(ctx context.Context) (int, error) {
	b, err := c.do(ctx, http.MethodGet, "monitor/board/statuses", nil)
	if err != nil {
		return 0, err
	}
	var st map[string]struct {
		Count int `json:"count"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return 0, fmt.Errorf("monitor/board/statuses: %w", err)
	}
	total := 0
	for _, s := range st {
		total += s.Count
	}
	return total, nil
}

// waitBoard polls until the board counts want folios.
func (c *client) waitBoard(ctx context.Context, want int) error {
	for {
		got, err := c.boardTotal(ctx)
		if err != nil || got >= want {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("the board counts %d of %d: %w", got, want, ctx.Err())
		case <-time.After(500 * time.Millisecond):
		}
	}
}

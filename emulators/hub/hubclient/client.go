// Package hubclient waits for an emulator suite through its Emulator Hub
// (package hub's protocol): the harnesses that start the suite learn that
// it is ready, and where each emulator listens, from GET /emulators.
package hubclient

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"oppnp/emulators/hub"
)

// poll is how often the hub or its locator file is tried again.
const poll = 25 * time.Millisecond

// Wait polls http://addr/emulators until it answers 200 and returns the
// answer. Refused connections and 503s are the suite still starting.
func Wait(ctx context.Context, addr string) (hub.Emulators, error) {
	client := &http.Client{Timeout: 5 * time.Second}
	var last error
	for {
		list, err := get(ctx, client, addr)
		if err == nil {
			return list, nil
		}
		last = err
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%w at %s: %w", ErrNotReady, addr, last)
		case <-time.After(poll):
		}
	}
}

func get(ctx context.Context, client *http.Client, addr string) (hub.Emulators, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+hub.PathEmulators, nil)
	if err != nil {
		return nil, err
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s answered %s", hub.PathEmulators, res.Status)
	}
	var list hub.Emulators
	if err := json.NewDecoder(res.Body).Decode(&list); err != nil {
		return nil, fmt.Errorf("GET %s: %w", hub.PathEmulators, err)
	}
	return list, nil
}

// WaitLocator polls the suite's --hub-file until it names the hub.
func WaitLocator(ctx context.Context, path string) (hub.Locator, error) {
	for {
		l, err := hub.ReadLocator(path)
		if err == nil {
			return l, nil
		}
		select {
		case <-ctx.Done():
			return l, fmt.Errorf("%w: no hub in %s: %w", ErrNotReady, path, err)
		case <-time.After(poll):
		}
	}
}

// WaitFile is WaitLocator then Wait: the hub's address and its answer.
func WaitFile(ctx context.Context, path string) (hub.Locator, hub.Emulators, error) {
	l, err := WaitLocator(ctx, path)
	if err != nil {
		return l, nil, err
	}
	list, err := Wait(ctx, l.Addr())
	return l, list, err
}

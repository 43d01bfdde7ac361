//go:build linux

package bench_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
)

// TestConnections_Thousand holds 1,000 concurrent loopback connections open
// and checks every one of them is served: each writes its own child and
// reads it back while all the others are connected.
func TestConnections_Thousand(t *testing.T) {
	p := emuproc.Start(t, emuproc.Options{Rules: openRules})
	const n = 1000
	conns := dialMany(t, p.Addr(), "thousand", n, nil)
	defer closeAll(conns)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			path := fmt.Sprintf("/conns/c%d", i)
			if rep, err := c.Request(ctx, "p", map[string]any{"p": path, "d": i}); err != nil || rep.Status != "ok" {
				errs <- fmt.Errorf("connection %d put: %v %v", i, rep, err)
				return
			}
			rep, err := c.Request(ctx, "g", map[string]any{"p": path, "q": map[string]any{}})
			if err != nil || rep.Status != "ok" {
				errs <- fmt.Errorf("connection %d get: %v %v", i, rep, err)
				return
			}
			var got int
			if err := json.Unmarshal(rep.Data, &got); err != nil || got != i {
				errs <- fmt.Errorf("connection %d read %s", i, rep.Data)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for i, c := range conns {
		select {
		case <-c.Done():
			t.Errorf("connection %d was closed by the server", i)
		default:
		}
	}
}

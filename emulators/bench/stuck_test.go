//go:build linux

package bench_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

// TestConnections_StuckSubscriber listens from a client that never reads
// while a healthy subscriber listens to the same data: every write still
// reaches the healthy one, writes keep being acknowledged, and the server
// drops the stuck client's socket.
func TestConnections_StuckSubscriber(t *testing.T) {
	p := emuproc.Start(t, emuproc.Options{Rules: openRules})
	baseline := sockets(t, p.PID())
	stuck := stuckScenario(t, p)
	defer stuck.CloseNow()
	// The healthy and writer connections are closed; the stuck one is
	// still open on our side. The server must let go of it on its own.
	deadline := time.Now().Add(20 * time.Second)
	for sockets(t, p.PID()) > baseline {
		if time.Now().After(deadline) {
			t.Fatalf("the server still holds %d sockets (%d at start): the stuck client was never cut off", sockets(t, p.PID()), baseline)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// sockets counts a process's open sockets.
func sockets(t *testing.T, pid int) int {
	t.Helper()
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if target, err := os.Readlink(dir + "/" + e.Name()); err == nil && strings.HasPrefix(target, "socket:") {
			n++
		}
	}
	return n
}

const stuckWrites = 8000

// stuckScenario runs the writes with a stuck and a healthy subscriber and
// returns the stuck client's socket, unread.
func stuckScenario(t *testing.T, p *emuproc.Proc) *websocket.Conn {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	stuck, _, err := websocket.Dial(ctx, "ws://"+p.Addr()+"/.ws?v=5&ns=stuck", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := stuck.Write(ctx, websocket.MessageText, []byte(`{"t":"d","d":{"r":1,"a":"q","b":{"p":"/feed","h":""}}}`)); err != nil {
		t.Fatal(err)
	}

	var got atomic.Int64
	healthy, err := v5client.Dial(ctx, p.Addr(), "stuck", func(p v5client.Push) {
		if p.Action == "d" || p.Action == "m" {
			got.Add(1)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer healthy.Close()
	if rep, err := healthy.Request(ctx, "q", map[string]any{"p": "/feed", "h": ""}); err != nil || rep.Status != "ok" {
		t.Fatalf("listen: %v %v", rep, err)
	}
	base := got.Load()

	writer, err := v5client.Dial(ctx, p.Addr(), "stuck", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer writer.Close()
	const writes = stuckWrites
	payload := strings.Repeat("x", 2048) // 16 MB in all: more than socket buffers and the server's queue hold
	window := make(chan (<-chan v5client.Reply), 128)
	errs := make(chan error, 1)
	go func() {
		defer close(errs)
		for ch := range window {
			select {
			case rep := <-ch:
				if rep.Status != "ok" {
					errs <- fmt.Errorf("write refused: %s %s", rep.Status, rep.Data)
					return
				}
			case <-time.After(10 * time.Second):
				errs <- fmt.Errorf("a write was not acknowledged within 10s: the stuck client is delaying others")
				return
			}
		}
	}()
	for i := range writes {
		ch, err := writer.Send("p", map[string]any{"p": fmt.Sprintf("/feed/k%d", i%64), "d": payload})
		if err != nil {
			t.Fatal(err)
		}
		window <- ch
	}
	close(window)
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for got.Load()-base < writes && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := got.Load() - base; n < writes {
		t.Errorf("healthy subscriber got %d of %d updates", n, writes)
	}

	return stuck
}

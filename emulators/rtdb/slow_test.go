package rtdb_test

import (
	"context"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/wire"
)

// A subscriber that stops reading is cut off once its bounded buffer is
// full; writers and other subscribers are never delayed by it.
func TestServer_SlowSubscriberCutOff(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{ClientBuffer: 8})
	ctx := context.Background()
	url := strings.Replace(hs.URL, "http://", "ws://", 1) + "/.ws?v=5&ns=slow"
	// A tiny receive buffer, so the server's socket fills after a few MB.
	dialer := &net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		return c.Control(func(fd uintptr) {
			_ = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
		})
	}}
	hc := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
	stuck, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		t.Fatal(err)
	}
	defer stuck.CloseNow()
	stuck.SetReadLimit(1 << 20)
	listen := `{"t":"d","d":{"r":1,"a":"q","b":{"p":"/feed","h":""}}}`
	if err := stuck.Write(ctx, websocket.MessageText, []byte(listen)); err != nil {
		t.Fatal(err)
	}
	// It never reads again.

	fast := dial(t, hs.URL, "ns=slow")
	r := fast.send("q", map[string]any{"p": "/feed", "h": ""})
	fast.expectPush("d")
	fast.expectOK(r)

	w := dial(t, hs.URL, "ns=slow")
	big := strings.Repeat("x", 128<<10)
	const writes = 60 // 7.5 MB in total: beyond the stuck socket's buffers
	for i := 0; i < writes; i++ {
		r := w.send("p", map[string]any{"p": "/feed", "d": big})
		w.expectOK(r)
		fast.expectPush("d")
	}
	// Every write was acknowledged and every push reached the fast client
	// (expect fails after 5 s): the stuck one held nobody up.
	// The stuck client's connection was closed by the server: draining it
	// ends in an error well before all the pushes arrived, and well before
	// the server's 10 s write timeout (the overflow drops the socket at once).
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	got := 0
	var asm wire.Assembler
	for {
		_, frame, err := stuck.Read(rctx)
		if err != nil {
			if rctx.Err() != nil {
				t.Fatal("stuck subscriber was not cut off")
			}
			break
		}
		if m, _ := asm.Feed(frame); m != nil {
			got++
		}
	}
	if got >= writes {
		t.Fatalf("stuck subscriber received all %d messages; it should have been cut off", got)
	}
}

//go:build linux

package bench_test

import (
	"bytes"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/bench"
	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

// frame builds a server frame: fin and opcode, unmasked unless mask.
func frame(b0 byte, payload string, mask bool) []byte {
	out := []byte{b0}
	m := byte(0)
	if mask {
		m = 0x80
	}
	switch n := len(payload); {
	case n <= 125:
		out = append(out, m|byte(n))
	case n <= 0xffff:
		out = append(out, m|126, byte(n>>8), byte(n))
	default:
		out = append(out, m|127)
		out = binary.BigEndian.AppendUint64(out, uint64(n))
	}
	if mask {
		out = append(out, 0, 0, 0, 0) // a zero key leaves the payload as is
	}
	return append(out, payload...)
}

func text(payload string) []byte { return frame(0x81, payload, false) }

const (
	okReply  = `{"d":{"b":{"d":{},"s":"ok"},"r":1},"t":"d"}`
	initData = `{"t":"d","d":{"a":"d","b":{"p":"x","d":null}}}`
)

func acceptFor(key string) string {
	h := sha1.Sum([]byte(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	return base64.StdEncoding.EncodeToString(h[:])
}

// fakeServer answers one client: head(key, host) as the upgrade answer,
// then the given bytes, one byte per write when trickle is set. It
// checks the client's listen request and reports problems on errs.
type fakeServer struct {
	head    func(key, host string) string
	proto   func(host string) []byte // the protocol handshake
	after   []byte                   // what follows the client's listen
	later   []byte                   // what follows once gate is closed
	gate    chan struct{}
	trickle bool
}

func (f fakeServer) serve(t *testing.T) (addr string, errs <-chan error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	ch := make(chan error, 1)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			ch <- err
			return
		}
		defer conn.Close()
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		ch <- f.talk(conn, ln.Addr().String())
	}()
	return ln.Addr().String(), ch
}

func (f fakeServer) talk(conn net.Conn, host string) error {
	req := make([]byte, 0, 1024)
	buf := make([]byte, 1024)
	for !bytes.Contains(req, []byte("\r\n\r\n")) {
		n, err := conn.Read(buf)
		if err != nil {
			return err
		}
		req = append(req, buf[:n]...)
	}
	key := ""
	for _, l := range strings.Split(string(req), "\r\n") {
		if v, ok := strings.CutPrefix(l, "Sec-WebSocket-Key: "); ok {
			key = v
		}
	}
	if !strings.HasPrefix(string(req), "GET /.ws?v=5&ns=t HTTP/1.1\r\n") || key == "" {
		return fmt.Errorf("bad upgrade request %q", req)
	}
	if _, err := io.WriteString(conn, f.head(key, host)); err != nil {
		return err
	}
	if f.proto == nil {
		return nil
	}
	if _, err := conn.Write(f.proto(host)); err != nil {
		return err
	}
	// The listen: one masked text frame.
	hdr := make([]byte, 6)
	if _, err := io.ReadFull(conn, hdr); err != nil {
		return nil // the client gave up on the handshake
	}
	if hdr[0] != 0x81 || hdr[1]&0x80 == 0 || hdr[1]&0x7f > 125 {
		return fmt.Errorf("bad client frame header % x", hdr)
	}
	p := make([]byte, hdr[1]&0x7f)
	if _, err := io.ReadFull(conn, p); err != nil {
		return err
	}
	for i := range p {
		p[i] ^= hdr[2+i&3]
	}
	if want := `{"t":"d","d":{"r":1,"a":"q","b":{"p":"/x","h":""}}}`; string(p) != want {
		return fmt.Errorf("listen %s, want %s", p, want)
	}
	for len(f.after) > 0 {
		n := len(f.after)
		if f.trickle {
			n = 1
			time.Sleep(time.Millisecond)
		}
		if _, err := conn.Write(f.after[:n]); err != nil {
			return err
		}
		f.after = f.after[n:]
	}
	if len(f.later) > 0 {
		select {
		case <-f.gate:
		case <-time.After(5 * time.Second):
			return errors.New("the client never finished dialing")
		}
		if _, err := conn.Write(f.later); err != nil {
			return err
		}
	}
	time.Sleep(200 * time.Millisecond) // let the client read before the close
	return nil
}

func goodHead(key, _ string) string {
	return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + acceptFor(key) + "\r\n\r\n"
}

func goodProto(host string) []byte {
	return text(`{"t":"c","d":{"t":"h","d":{"ts":1,"v":"5","h":"` + host + `","s":"abc"}}}`)
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func TestDial_Handshakes(t *testing.T) {
	okAfter := cat(text(initData), text(okReply))
	tests := []struct {
		name string
		srv  fakeServer
		want error
	}{
		{"ok", fakeServer{head: goodHead, proto: goodProto, after: okAfter}, nil},
		{"ok, one byte per write", fakeServer{head: goodHead, proto: goodProto, after: okAfter, trickle: true}, nil},
		{"status 200", fakeServer{head: func(string, string) string { return "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n" }}, bench.ErrHandshake},
		{"wrong accept", fakeServer{head: func(string, string) string {
			return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + acceptFor("other") + "\r\n\r\n"
		}}, bench.ErrHandshake},
		{"no upgrade header", fakeServer{head: func(key, _ string) string {
			return "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + acceptFor(key) + "\r\n\r\n"
		}}, bench.ErrHandshake},
		{"protocol host differs", fakeServer{head: goodHead, proto: func(string) []byte { return goodProto("elsewhere:1") }}, bench.ErrHandshake},
		{"protocol version 4", fakeServer{head: goodHead, proto: func(h string) []byte {
			return text(`{"t":"c","d":{"t":"h","d":{"ts":1,"v":"4","h":"` + h + `","s":"abc"}}}`)
		}}, bench.ErrHandshake},
		{"listen denied", fakeServer{head: goodHead, proto: goodProto, after: text(`{"d":{"b":{"d":"Permission denied","s":"permission_denied"},"r":1},"t":"d"}`)}, bench.ErrListen},
		{"masked frame", fakeServer{head: goodHead, proto: func(h string) []byte { return frame(0x81, string(goodProto(h)[2:]), true) }}, bench.ErrFrame},
		{"fragment", fakeServer{head: goodHead, proto: goodProto, after: frame(0x01, okReply, false)}, bench.ErrFrame},
		{"binary", fakeServer{head: goodHead, proto: goodProto, after: frame(0x82, okReply, false)}, bench.ErrFrame},
		{"reserved bit", fakeServer{head: goodHead, proto: goodProto, after: frame(0xc1, okReply, false)}, bench.ErrFrame},
		{"ping", fakeServer{head: goodHead, proto: goodProto, after: frame(0x89, "", false)}, bench.ErrFrame},
		{"long length for a short frame", fakeServer{head: goodHead, proto: goodProto, after: []byte{0x81, 126, 0, 5, 'h', 'e', 'l', 'l', 'o'}}, bench.ErrFrame},
		{"close", fakeServer{head: goodHead, proto: goodProto, after: frame(0x88, "\x03\xe8", false)}, bench.ErrClosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr, srvErr := tt.srv.serve(t)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			subs, err := bench.Dial(ctx, bench.Options{
				Addr: addr, NS: "t", N: 1, OnMessage: func(int, []byte, int64) {},
				Listen: func(int) []byte { return []byte(`{"p":"/x","h":""}`) },
			})
			if subs != nil {
				subs.Close()
			}
			if !errors.Is(err, tt.want) || (err == nil) != (tt.want == nil) {
				t.Fatalf("Dial: %v, want %v", err, tt.want)
			}
			if tt.want == nil {
				if err := <-srvErr; err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestSubscribers_Messages checks what reaches OnMessage after the ok:
// messages cut anywhere by the reads, counted (split) messages joined, and
// a broken frame or a hang-up counted as a failure.
func TestSubscribers_Messages(t *testing.T) {
	long := strings.Repeat("z", 70_000)
	tests := []struct {
		name    string
		after   []byte // with the ok: read by Dial
		later   []byte // after Dial returned: read by a poller
		trickle bool
		want    []string
		fail    error
	}{
		{"two pushes", cat(text(okReply), text("a1"), text("b2")), nil, false, []string{"a1", "b2"}, bench.ErrClosed},
		{"byte by byte", cat(text(okReply), text("a1"), text(`{"x":1}`)), nil, true, []string{"a1", `{"x":1}`}, bench.ErrClosed},
		{"later", text(okReply), cat(text("a1"), text("b2")), false, []string{"a1", "b2"}, bench.ErrClosed},
		{"counted", text(okReply), cat(text("2"), text("ab"), text("cd"), text("e")), false, []string{"abcd", "e"}, bench.ErrClosed},
		{"64-bit length", text(okReply), text(long), false, []string{long}, bench.ErrClosed},
		{"pong ignored", text(okReply), cat(frame(0x8a, "", false), text("a1")), false, []string{"a1"}, bench.ErrClosed},
		{"bad frame", text(okReply), cat(text("a1"), frame(0x82, "x", false), text("b2")), false, []string{"a1"}, bench.ErrFrame},
		{"close frame", text(okReply), cat(text("a1"), frame(0x88, "\x03\xe8", false), text("b2")), false, []string{"a1"}, bench.ErrClosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := fakeServer{head: goodHead, proto: goodProto, after: tt.after, later: tt.later, gate: make(chan struct{}), trickle: tt.trickle}
			addr, _ := srv.serve(t)
			var mu sync.Mutex
			var got []string
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			subs, err := bench.Dial(ctx, bench.Options{
				Addr: addr, NS: "t", N: 1, Pollers: 1,
				Listen: func(int) []byte { return []byte(`{"p":"/x","h":""}`) },
				OnMessage: func(i int, msg []byte, _ int64) {
					mu.Lock()
					got = append(got, string(msg))
					mu.Unlock()
				},
			})
			if err != nil {
				t.Fatal(err)
			}
			defer subs.Close()
			close(srv.gate)
			// The fake server hangs up when done: wait for the loss.
			for end := time.Now().Add(5 * time.Second); subs.Alive() > 0 && time.Now().Before(end); {
				time.Sleep(10 * time.Millisecond)
			}
			ferr, n := subs.Err()
			if !errors.Is(ferr, tt.fail) || n != 1 || subs.Alive() != 0 {
				t.Errorf("Err() = %v, %d (alive %d); want %v, 1 (alive 0)", ferr, n, subs.Alive(), tt.fail)
			}
			mu.Lock()
			defer mu.Unlock()
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("messages %.80q, want %.80q", got, tt.want)
			}
		})
	}
}

// TestSubscribers_Emulator runs lean subscribers against the emulator
// process: every one gets every write's push, in order.
func TestSubscribers_Emulator(t *testing.T) {
	p := emuproc.Start(t, emuproc.Options{Rules: openRules})
	const n, writes = 200, 20
	var mu sync.Mutex
	got := make([][]string, n)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	subs, err := bench.Dial(ctx, bench.Options{
		Addr: p.Addr(), NS: "lean", N: n,
		Listen: func(int) []byte { return []byte(`{"p":"/fan","h":""}`) },
		OnMessage: func(i int, msg []byte, _ int64) {
			mu.Lock()
			got[i] = append(got[i], string(msg))
			mu.Unlock()
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer subs.Close()
	w, err := v5client.Dial(ctx, p.Addr(), "lean", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var want []string
	for i := range writes {
		if rep, err := w.Request(ctx, "p", map[string]any{"p": "/fan/seq", "d": i}); err != nil || rep.Status != "ok" {
			t.Fatalf("write %d: %v %v", i, rep, err)
		}
		want = append(want, fmt.Sprintf(`{"t":"d","d":{"a":"d","b":{"p":"fan/seq","d":%d}}}`, i))
	}
	complete := func() bool {
		mu.Lock()
		defer mu.Unlock()
		for i := range got {
			if len(got[i]) < writes {
				return false
			}
		}
		return true
	}
	for end := time.Now().Add(10 * time.Second); !complete() && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	for i := range got {
		if strings.Join(got[i], "\n") != strings.Join(want, "\n") {
			t.Fatalf("subscriber %d got %q, want %q", i, got[i], want)
		}
	}
	if err, k := subs.Err(); err != nil || subs.Alive() != n {
		t.Fatalf("%d failures (%v), %d alive", k, err, subs.Alive())
	}
}

package ws_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"net"
	"reflect"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/rtdb/transport/ws"
)

// recordingConn is a net.Conn that records each Write call.
type recordingConn struct {
	net.Conn
	writes [][]byte
}

func (r *recordingConn) Write(p []byte) (int, error) {
	r.writes = append(r.writes, append([]byte(nil), p...))
	return len(p), nil
}

// textFrames parses unmasked final text frames (RFC 6455 section 5.2).
func textFrames(t *testing.T, b []byte) []string {
	t.Helper()
	var out []string
	for len(b) > 0 {
		if len(b) < 2 || b[0] != 0x81 || b[1]&0x80 != 0 {
			t.Fatalf("not an unmasked final text frame: % x", b[:min(len(b), 4)])
		}
		n, h := int(b[1]), 2
		switch n {
		case 126:
			n, h = int(binary.BigEndian.Uint16(b[2:])), 4
		case 127:
			n, h = int(binary.BigEndian.Uint64(b[2:])), 10
		}
		if len(b) < h+n {
			t.Fatalf("frame of %d bytes truncated", n)
		}
		out = append(out, string(b[h:h+n]))
		b = b[h+n:]
	}
	return out
}

func TestBatchConn_WriteText(t *testing.T) {
	tests := []struct {
		name       string
		msgs       []string
		wantWrites int // 1, or more for large payloads written in place (one writev on a TCP socket)
	}{
		{"one message", []string{`{"t":"d"}`}, 1},
		{"several messages leave in one write", []string{"a", "bc", `{"t":"d","d":{"r":1,"b":{"s":"ok","d":""}}}`}, 1},
		{"small length encodings", []string{"", strings.Repeat("x", 125), strings.Repeat("y", 126), strings.Repeat("v", 8192)}, 1},
		{"large payloads in place", []string{"a", strings.Repeat("z", 65535), strings.Repeat("w", 65536), "b"}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := net.Pipe()
			defer a.Close()
			defer b.Close()
			rec := &recordingConn{Conn: a}
			msgs := make([][]byte, len(tt.msgs))
			for i, m := range tt.msgs {
				msgs[i] = []byte(m)
			}
			if err := ws.NewBatchConn(rec).WriteText(msgs); err != nil {
				t.Fatal(err)
			}
			if len(rec.writes) != tt.wantWrites {
				t.Fatalf("%d writes, want %d", len(rec.writes), tt.wantWrites)
			}
			if got := textFrames(t, bytes.Join(rec.writes, nil)); !reflect.DeepEqual(got, tt.msgs) {
				t.Fatalf("frames differ from the messages (%d frames, want %d)", len(got), len(tt.msgs))
			}
		})
	}
}

// The WebSocket library's own frames (pong, close) go straight through.
func TestBatchConn_Write(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	rec := &recordingConn{Conn: a}
	c := ws.NewBatchConn(rec)
	for _, p := range []string{"\x8a\x00", "\x88\x02\x03\xe8"} {
		if _, err := c.Write([]byte(p)); err != nil {
			t.Fatal(err)
		}
	}
	if len(rec.writes) != 2 || string(rec.writes[0]) != "\x8a\x00" || string(rec.writes[1]) != "\x88\x02\x03\xe8" {
		t.Fatalf("writes = %q", rec.writes)
	}
}

// tcpPair is a connected loopback TCP pair with small buffers.
func tcpPair(t *testing.T) (server, client *net.TCPConn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	s, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	server, client = s.(*net.TCPConn), c.(*net.TCPConn)
	_ = server.SetWriteBuffer(8 << 10)
	_ = client.SetReadBuffer(8 << 10)
	t.Cleanup(func() { server.Close(); client.Close() })
	return server, client
}

// A fan-out's direct write never waits: what a full socket does not take
// comes back, and the bytes that left plus that rest are exactly the
// frames, in order.
func TestBatchConn_WriteDirect(t *testing.T) {
	server, client := tcpPair(t)
	bc := ws.NewSocketBatchConn(server)
	var sent []string
	var rest []byte
	for i := 0; rest == nil; i++ {
		if i > 10_000 {
			t.Fatal("the socket never filled")
		}
		msgs := [][]byte{[]byte(fmt.Sprintf("m%d", i)), bytes.Repeat([]byte{'x'}, 4000)}
		r, ok, err := bc.WriteDirect(msgs)
		if err != nil || !ok {
			t.Fatalf("WriteDirect: %v %v", ok, err)
		}
		for _, m := range msgs {
			sent = append(sent, string(m))
		}
		rest = r
	}
	// The client reads what left; the rest follows, as the write loop would send it.
	go func() { _, _ = bc.Write(rest) }()
	var got []byte
	buf := make([]byte, 64<<10)
	_ = client.SetReadDeadline(time.Now().Add(10 * time.Second))
	for len(textFramesOrNil(got)) < len(sent) {
		n, err := client.Read(buf)
		if err != nil {
			t.Fatalf("read after %d bytes: %v", len(got), err)
		}
		got = append(got, buf[:n]...)
	}
	if frames := textFrames(t, got); !reflect.DeepEqual(frames, sent) {
		t.Fatalf("%d frames read, %d sent, or they differ", len(frames), len(sent))
	}
}

// textFramesOrNil is textFrames for a stream still arriving: the
// complete frames so far.
func textFramesOrNil(b []byte) []string {
	var out []string
	for len(b) >= 2 {
		n, h := int(b[1]), 2
		switch n {
		case 126:
			if len(b) < 4 {
				return out
			}
			n, h = int(binary.BigEndian.Uint16(b[2:])), 4
		case 127:
			if len(b) < 10 {
				return out
			}
			n, h = int(binary.BigEndian.Uint64(b[2:])), 10
		}
		if len(b) < h+n {
			return out
		}
		out = append(out, string(b[h:h+n]))
		b = b[h+n:]
	}
	return out
}

// A payload too large to copy inline is left to the write loop untouched.
func TestBatchConn_WriteDirect_Large(t *testing.T) {
	server, client := tcpPair(t)
	bc := ws.NewSocketBatchConn(server)
	rest, ok, err := bc.WriteDirect([][]byte{[]byte("a"), bytes.Repeat([]byte{'z'}, 9000)})
	if ok || rest != nil || err != nil {
		t.Fatalf("WriteDirect = %q %v %v, want nothing tried", rest, ok, err)
	}
	_ = client.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
	if n, _ := client.Read(make([]byte, 16)); n != 0 {
		t.Fatalf("%d bytes written", n)
	}
}

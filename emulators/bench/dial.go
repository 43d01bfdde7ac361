//go:build linux

package bench

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"syscall"
	"time"
)

// wsGUID is the constant the server hashes with the client's key (RFC 6455
// section 1.3).
const wsGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

// acceptKey is the Sec-WebSocket-Accept a server must answer to key.
func acceptKey(key string) string {
	h := sha1.Sum([]byte(key + wsGUID))
	return base64.StdEncoding.EncodeToString(h[:])
}

// upgradeRequest is the client's opening handshake for path on host.
func upgradeRequest(host, path, key string) []byte {
	return []byte("GET " + path + " HTTP/1.1\r\nHost: " + host +
		"\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + key +
		"\r\nSec-WebSocket-Version: 13\r\n\r\n")
}

// checkUpgrade validates the server's answer head (status line and headers,
// without the blank line) to the handshake with key: status 101, the
// websocket upgrade, and the accept value for our key.
func checkUpgrade(head []byte, key string) error {
	lines := strings.Split(string(head), "\r\n")
	if f := strings.Fields(lines[0]); len(f) < 2 || f[0] != "HTTP/1.1" || f[1] != "101" {
		return fmt.Errorf("%w: status %q", ErrHandshake, lines[0])
	}
	var upgrade, connection, accept bool
	for _, l := range lines[1:] {
		name, value, ok := strings.Cut(l, ":")
		if !ok {
			return fmt.Errorf("%w: header line %q", ErrHandshake, l)
		}
		value = strings.TrimSpace(value)
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "upgrade":
			upgrade = strings.EqualFold(value, "websocket")
		case "connection":
			for _, tok := range strings.Split(value, ",") {
				connection = connection || strings.EqualFold(strings.TrimSpace(tok), "upgrade")
			}
		case "sec-websocket-accept":
			accept = value == acceptKey(key)
		case "sec-websocket-extensions":
			return fmt.Errorf("%w: extension %q not asked for", ErrHandshake, value)
		}
	}
	if !upgrade || !connection || !accept {
		return fmt.Errorf("%w: upgrade %v, connection %v, accept %v", ErrHandshake, upgrade, connection, accept)
	}
	return nil
}

// maxHead bounds the server's handshake answer.
const maxHead = 8 << 10

// setup is one subscriber's connection before it joins a poller: it is
// blocking, deadline-bounded and not on the hot path, so it may decode
// JSON to check what the server says.
type setup struct {
	conn net.Conn
	st   stream
	buf  []byte
}

// read appends what the connection has to s.buf.
func (s *setup) read() error {
	if len(s.buf) == cap(s.buf) {
		s.buf = append(s.buf, make([]byte, len(s.buf)+4096)...)[:len(s.buf)]
	}
	n, err := s.conn.Read(s.buf[len(s.buf):cap(s.buf)])
	s.buf = s.buf[:len(s.buf)+n]
	return err
}

// upgrade performs the opening handshake; the bytes after the answer's
// head are already frames.
func (s *setup) upgrade(host, path string) error {
	var k [16]byte
	_, _ = rand.Read(k[:])
	key := base64.StdEncoding.EncodeToString(k[:])
	if _, err := s.conn.Write(upgradeRequest(host, path, key)); err != nil {
		return err
	}
	for {
		if i := bytes.Index(s.buf, []byte("\r\n\r\n")); i >= 0 {
			if err := checkUpgrade(s.buf[:i], key); err != nil {
				return err
			}
			s.buf = s.buf[:copy(s.buf, s.buf[i+4:])]
			return nil
		}
		if len(s.buf) > maxHead {
			return fmt.Errorf("%w: answer head over %d bytes", ErrHandshake, maxHead)
		}
		if err := s.read(); err != nil {
			return fmt.Errorf("%w: %v", ErrHandshake, err)
		}
	}
}

// next returns the next protocol message (a copy).
func (s *setup) next() ([]byte, error) {
	for {
		var msg []byte
		// One message at a time: feed the complete frames, keep the rest.
		b := s.buf
		_, _, n, err := nextFrame(b)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			if err := s.st.feed(b[:n], func(m []byte) { msg = bytes.Clone(m) }); err != nil {
				return nil, err
			}
			s.buf = s.buf[:copy(s.buf, b[n:])]
			if msg != nil {
				return msg, nil
			}
			continue
		}
		if err := s.read(); err != nil {
			return nil, err
		}
	}
}

// handshakeMsg is the server's first message.
type handshakeMsg struct {
	T string `json:"t"`
	D struct {
		T string `json:"t"`
		D struct {
			V string `json:"v"`
			H string `json:"h"`
			S string `json:"s"`
		} `json:"d"`
	} `json:"d"`
}

// replyMsg is a data message; a reply has R set.
type replyMsg struct {
	T string `json:"t"`
	D struct {
		R *int64 `json:"r"`
		B struct {
			S string          `json:"s"`
			D json.RawMessage `json:"d"`
		} `json:"b"`
	} `json:"d"`
}

// listen checks the protocol handshake (version 5, host echoed), sends
// the listen request with body listen as request 1 and reads up to its
// ok. The listen's own data push comes before the ok and is dropped.
func (s *setup) listen(host string, listen []byte) error {
	first, err := s.next()
	if err != nil {
		return err
	}
	var h handshakeMsg
	if json.Unmarshal(first, &h) != nil || h.T != "c" || h.D.T != "h" || h.D.D.V != "5" || h.D.D.H != host || h.D.D.S == "" {
		return fmt.Errorf("%w: first message %s", ErrHandshake, first)
	}
	var key [4]byte
	_, _ = rand.Read(key[:])
	req := append(append([]byte(`{"t":"d","d":{"r":1,"a":"q","b":`), listen...), "}}"...)
	if _, err := s.conn.Write(appendClientText(nil, req, key)); err != nil {
		return err
	}
	for {
		msg, err := s.next()
		if err != nil {
			return err
		}
		var r replyMsg
		if err := json.Unmarshal(msg, &r); err != nil {
			return fmt.Errorf("%w: %s", ErrFrame, msg)
		}
		if r.T != "d" || r.D.R == nil {
			continue
		}
		if *r.D.R != 1 || r.D.B.S != "ok" {
			return fmt.Errorf("%w: %s", ErrListen, msg)
		}
		return nil
	}
}

// dialSub opens one subscriber: connection, WebSocket and protocol
// handshakes, listen. It returns the socket as a raw non-blocking file
// descriptor (close-on-exec, out of Go's network poller) and the bytes
// already read after the listen's ok: next() consumes whole frames and
// stops at the end of a message, so they start at a frame boundary.
func dialSub(ctx context.Context, addr, ns string, listen []byte) (fd int, rest []byte, err error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return -1, nil, err
	}
	defer conn.Close()
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = time.Now().Add(30 * time.Second)
	}
	_ = conn.SetDeadline(deadline)
	s := &setup{conn: conn, buf: make([]byte, 0, 4096)}
	if err := s.upgrade(addr, "/.ws?v=5&ns="+ns); err != nil {
		return -1, nil, err
	}
	if err := s.listen(addr, listen); err != nil {
		return -1, nil, err
	}
	raw, err := conn.(*net.TCPConn).SyscallConn()
	if err != nil {
		return -1, nil, err
	}
	// A duplicate shares the socket (and its O_NONBLOCK); closing conn
	// then takes the original out of Go's poller without shutting the
	// socket down.
	cerr := raw.Control(func(f uintptr) {
		r, _, e := syscall.Syscall(syscall.SYS_FCNTL, f, syscall.F_DUPFD_CLOEXEC, 0)
		fd, err = int(r), nil
		if e != 0 {
			fd, err = -1, e
		}
	})
	if cerr != nil {
		return -1, nil, cerr
	}
	if err != nil {
		return -1, nil, err
	}
	return fd, bytes.Clone(s.buf), nil
}

// Package v5client is a deliberately small Realtime Database protocol v5
// client over WebSocket, for benchmarks and raw protocol checks: it speaks
// the envelope, the frame-count splitting and request/reply matching, and
// hands every server push to a callback. It is not an SDK: no caching, no
// reconnects, no local events.
package v5client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/coder/websocket"
)

// ErrClosed is returned for requests on a closed connection.
var ErrClosed = errors.New("v5client: connection closed")

// maxFrame is the protocol's frame size in bytes here (the SDK counts UTF-16 units).
const maxFrame = 16384

// Reply is a server's answer to a request.
type Reply struct {
	Status string          `json:"s"`
	Data   json.RawMessage `json:"d"`
}

// Push is a server-initiated data message.
type Push struct {
	Action string // "d", "m", "c", "ac", ...
	Body   json.RawMessage
}

// PushBody is the body of a "d" or "m" push.
type PushBody struct {
	Path string          `json:"p"`
	Data json.RawMessage `json:"d"`
	Tag  *int            `json:"t,omitempty"`
}

// Handshake is the server's first control message.
type Handshake struct {
	TS      int64  `json:"ts"`
	Version string `json:"v"`
	Host    string `json:"h"`
	Session string `json:"s"`
}

// Conn is one protocol connection.
type Conn struct {
	// Handshake is what the server sent on connect.
	Handshake Handshake

	ws      *websocket.Conn
	ctx     context.Context
	cancel  context.CancelFunc
	onPush  func(Push)
	nextR   atomic.Int64
	wmu     sync.Mutex
	mu      sync.Mutex
	pending map[int64]chan Reply
	closed  chan struct{}
	err     error
}

// Dial connects to ws://addr/.ws?v=5&ns=ns and waits for the handshake.
// onPush, if not nil, is called on the reader goroutine for every push.
func Dial(ctx context.Context, addr, ns string, onPush func(Push)) (*Conn, error) {
	ws, _, err := websocket.Dial(ctx, "ws://"+addr+"/.ws?v=5&ns="+ns, nil)
	if err != nil {
		return nil, fmt.Errorf("cannot dial: %w", err)
	}
	ws.SetReadLimit(512 << 20)
	cctx, cancel := context.WithCancel(context.Background())
	c := &Conn{ws: ws, ctx: cctx, cancel: cancel, onPush: onPush, pending: map[int64]chan Reply{}, closed: make(chan struct{})}
	first, err := c.readMessage(ctx)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("cannot read handshake: %w", err)
	}
	var env struct {
		T string `json:"t"`
		D struct {
			T string    `json:"t"`
			D Handshake `json:"d"`
		} `json:"d"`
	}
	if err := json.Unmarshal(first, &env); err != nil || env.T != "c" || env.D.T != "h" {
		c.Close()
		return nil, fmt.Errorf("v5client: first message is not a handshake: %s", first)
	}
	c.Handshake = env.D.D
	go c.readLoop()
	return c, nil
}

// readMessage reads one protocol message, reassembling split frames.
func (c *Conn) readMessage(ctx context.Context) ([]byte, error) {
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	if len(b) > 6 {
		return b, nil
	}
	n, err := strconv.Atoi(string(b))
	if err != nil {
		return b, nil
	}
	var sb strings.Builder
	for range n {
		_, part, err := c.ws.Read(ctx)
		if err != nil {
			return nil, err
		}
		sb.Write(part)
	}
	return []byte(sb.String()), nil
}

func (c *Conn) readLoop() {
	defer c.shutdown(ErrClosed)
	for {
		b, err := c.readMessage(c.ctx)
		if err != nil {
			c.shutdown(fmt.Errorf("%w: %v", ErrClosed, err))
			return
		}
		var env struct {
			T string `json:"t"`
			D struct {
				R *int64          `json:"r"`
				A string          `json:"a"`
				B json.RawMessage `json:"b"`
			} `json:"d"`
		}
		if err := json.Unmarshal(b, &env); err != nil || env.T != "d" {
			continue // control messages (pong) need no handling here
		}
		if env.D.R != nil {
			var rep Reply
			_ = json.Unmarshal(env.D.B, &rep)
			c.mu.Lock()
			ch := c.pending[*env.D.R]
			delete(c.pending, *env.D.R)
			c.mu.Unlock()
			if ch != nil {
				ch <- rep
			}
			continue
		}
		if c.onPush != nil {
			c.onPush(Push{Action: env.D.A, Body: env.D.B})
		}
	}
}

func (c *Conn) shutdown(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-c.closed:
		return
	default:
	}
	c.err = err
	close(c.closed)
}

// Send issues a request and returns a channel that receives its reply.
// body is marshalled with encoding/json unless it is already a
// json.RawMessage (cheaper in benchmarks).
func (c *Conn) Send(action string, body any) (<-chan Reply, error) {
	raw, ok := body.(json.RawMessage)
	if !ok {
		var err error
		if raw, err = json.Marshal(body); err != nil {
			return nil, err
		}
	}
	a, err := json.Marshal(action)
	if err != nil {
		return nil, err
	}
	r := c.nextR.Add(1)
	msg := make([]byte, 0, len(raw)+48)
	msg = append(msg, `{"t":"d","d":{"r":`...)
	msg = strconv.AppendInt(msg, r, 10)
	msg = append(msg, `,"a":`...)
	msg = append(msg, a...)
	msg = append(msg, `,"b":`...)
	msg = append(msg, raw...)
	msg = append(msg, `}}`...)
	ch := make(chan Reply, 1)
	c.mu.Lock()
	c.pending[r] = ch
	c.mu.Unlock()
	if err := c.write(msg); err != nil {
		return nil, err
	}
	return ch, nil
}

// Request sends a request and waits for its reply.
func (c *Conn) Request(ctx context.Context, action string, body any) (Reply, error) {
	ch, err := c.Send(action, body)
	if err != nil {
		return Reply{}, err
	}
	select {
	case rep := <-ch:
		return rep, nil
	case <-c.closed:
		return Reply{}, c.err
	case <-ctx.Done():
		return Reply{}, ctx.Err()
	}
}

// write sends one message, split into counted frames when it is long.
// Frames are cut at rune boundaries so each is valid UTF-8 text; for ASCII
// that is the SDK's 16384-unit cut exactly.
func (c *Conn) write(msg []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if len(msg) <= maxFrame {
		return c.ws.Write(c.ctx, websocket.MessageText, msg)
	}
	var frames [][]byte
	for rest := msg; len(rest) > 0; {
		n := min(maxFrame, len(rest))
		for n < len(rest) && n > 0 && !utf8.RuneStart(rest[n]) {
			n--
		}
		frames, rest = append(frames, rest[:n]), rest[n:]
	}
	if err := c.ws.Write(c.ctx, websocket.MessageText, []byte(strconv.Itoa(len(frames)))); err != nil {
		return err
	}
	for _, f := range frames {
		if err := c.ws.Write(c.ctx, websocket.MessageText, f); err != nil {
			return err
		}
	}
	return nil
}

// Done is closed when the connection ends.
func (c *Conn) Done() <-chan struct{} { return c.closed }

// Close ends the connection.
func (c *Conn) Close() error {
	c.cancel()
	return c.ws.CloseNow()
}

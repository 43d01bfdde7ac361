package rtdb

import (
	"context"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/rtdb/wire"
)

// serveWS runs one WebSocket connection: handshake first, then a read loop
// handling requests in order and a write loop draining the outbox.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{
		InsecureSkipVerify: true, // any origin: a local emulator, as Google's
		CompressionMode:    websocket.CompressionDisabled,
	})
	if err != nil {
		return
	}
	conn.SetReadLimit(1 << 20) // clients send frames of at most 16384 UTF-16 units
	q := r.URL.Query()
	c := s.newSession(s.namespace(r), q.Get("ls"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	if q.Get("s") != "" {
		// A long-poll upgrade: never send a handshake on this socket; the
		// emulator keeps such clients on long polling by not acknowledging.
		_ = conn.Close(websocket.StatusNormalClosure, "")
		c.close("upgrade not supported")
		return
	}
	c.send(wire.EncodeHandshake(wire.Handshake{TS: s.now().UnixMilli(), H: r.Host, S: c.id}))

	writeDone := make(chan struct{})
	go func() {
		defer close(writeDone)
		s.writeLoop(ctx, conn, c)
		cancel()
	}()

	var asm wire.Assembler
	for {
		_, frame, err := conn.Read(ctx)
		if err != nil {
			break
		}
		msg, err := asm.Feed(frame)
		if err != nil {
			_ = conn.Close(websocket.StatusMessageTooBig, "message too large")
			break
		}
		if msg != nil {
			c.handle(msg)
		}
		if c.out.closed() {
			break
		}
	}
	c.close("connection closed")
	cancel()
	<-writeDone
	_ = conn.CloseNow()
}

func (s *Server) writeLoop(ctx context.Context, conn *websocket.Conn, c *session) {
	for {
		select {
		case msg := <-c.out.ch:
			for _, f := range wire.Split(msg, wire.MaxFrame) {
				wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
				err := conn.Write(wctx, websocket.MessageText, f)
				cancel()
				if err != nil {
					c.out.close()
					return
				}
			}
		case <-c.out.done:
			// Flush what was queued before the close (the last replies),
			// unless the client was cut off for being too slow.
			if len(c.out.ch) == cap(c.out.ch) {
				_ = conn.Close(websocket.StatusPolicyViolation, "client too slow")
				return
			}
			for {
				select {
				case msg := <-c.out.ch:
					for _, f := range wire.Split(msg, wire.MaxFrame) {
						if conn.Write(ctx, websocket.MessageText, f) != nil {
							return
						}
					}
				default:
					_ = conn.Close(websocket.StatusNormalClosure, "")
					return
				}
			}
		case <-ctx.Done():
			return
		}
	}
}

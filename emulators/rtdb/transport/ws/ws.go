package ws

import (
	"bytes"
	"context"
	"net/http"

	"github.com/coder/websocket"

	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/wire"
)

// ServeHTTP runs one WebSocket connection: handshake first, then a read loop
// handling requests in order and a write loop draining the outbox.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	bw := &batchingWriter{ResponseWriter: w}
	conn, err := websocket.Accept(bw, r, &websocket.AcceptOptions{
		InsecureSkipVerify: true, // any origin: a local emulator, as Google's
		CompressionMode:    websocket.CompressionDisabled,
	})
	if err != nil || bw.conn == nil {
		return
	}
	conn.SetReadLimit(1 << 20) // clients send frames of at most 16384 UTF-16 units
	q := r.URL.Query()
	if sid := q.Get("s"); sid != "" {
		h.upgrade(conn, bw.conn, sid, r)
		return
	}
	c := h.env.NewSession(r)
	c.NoteRequest(r)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	c.Out().SetCutoff(func() { _ = conn.CloseNow() })
	c.Out().SetDirect(bw.conn)
	c.Send(wire.EncodeHandshake(wire.Handshake{TS: h.env.Now().UnixMilli(), H: r.Host, S: c.ID()}))

	writeDone := make(chan struct{})
	go func() {
		defer close(writeDone)
		panics.Recover(h.env.Log, "database websocket writer", func() { writeLoop(ctx, conn, bw.conn, c.Out()) })
		// Ends the read below, which waits without a context (a context
		// would cost a timer per message).
		_ = conn.CloseNow()
	}()

	asm := wire.Assembler{Max: 32 << 20} // room for a too_big reply to a write just over 16 MB
	var rbuf bytes.Buffer                // reused: a message is handled before the next is read
	for {
		frame, err := readFrame(conn, &rbuf)
		if err != nil {
			break
		}
		msg, err := asm.Feed(frame)
		if err != nil {
			_ = conn.Close(websocket.StatusMessageTooBig, "message too large")
			break
		}
		if msg != nil && !c.HandleSafely(msg) {
			break // a panic ends this connection only
		}
		if c.Out().Closed() {
			break
		}
	}
	c.Close("connection closed")
	cancel()
	<-writeDone
	_ = conn.CloseNow()
}

// readFrame reads one WebSocket message into buf (reset first; dropped
// when a large message left it big, so an idle connection stays small).
func readFrame(conn *websocket.Conn, buf *bytes.Buffer) ([]byte, error) {
	if buf.Cap() > maxKeptBatch {
		*buf = bytes.Buffer{}
	}
	buf.Reset()
	_, rd, err := conn.Reader(context.Background())
	if err != nil {
		return nil, err
	}
	if _, err := buf.ReadFrom(rd); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeLoop writes what the commits' fan-outs left to it, and everything
// queued outside them (replies, pushes to a connection already writing):
// each batch is everything pending, framed and written at once by bc
// (bounded by transport.WriteTimeout), under the outbox's write claim.
func writeLoop(ctx context.Context, conn *websocket.Conn, bc *batchConn, out *transport.Outbox) {
	write := func(rest []byte, msgs [][]byte) bool {
		if rest != nil {
			if _, err := bc.writeNow(rest); err != nil {
				return false
			}
		}
		if len(msgs) == 0 {
			return true
		}
		frames := msgs
		for i, msg := range msgs {
			if len(msg) > wire.MaxFrame { // rare: split, counted frames
				frames = append([][]byte(nil), msgs[:i]...)
				for _, m := range msgs[i:] {
					frames = append(frames, wire.Split(m, wire.MaxFrame)...)
				}
				break
			}
		}
		return bc.writeText(frames) == nil
	}
	for {
		select {
		case <-out.Ready():
			rest, msgs, ok := out.Claim()
			if !ok {
				continue // its writer looks again when done
			}
			if !write(rest, msgs) {
				out.Release(nil, nil)
				out.Close()
				return
			}
			out.Recycle(msgs)
			out.Release(nil, nil)
		case <-out.Done():
			if out.Overflowed() {
				_ = conn.Close(websocket.StatusPolicyViolation, "client too slow")
				return
			}
			// Flush the last replies queued before the close.
			if rest, msgs, ok := out.ClaimWait(); ok && write(rest, msgs) {
				_ = conn.Close(websocket.StatusNormalClosure, "")
			}
			return
		case <-ctx.Done():
			return
		}
	}
}

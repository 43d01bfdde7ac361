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

// upgrade runs the WebSocket a long-polling client opens to upgrade
// (/.ws?s=<long-poll session id>), as the SDK's Connection expects:
//
//  1. the server sends control a (switch ack) and no handshake;
//  2. the client pings until it has two pongs, then sends a on the socket
//     and end of transmission (control n) on the long poll;
//  3. on that n the session's outbox is sealed with a control n for the
//     long poll (whose last response also closes it) and everything queued
//     later goes to the socket, where the client buffers it until the n
//     arrives, so no message is lost or reordered.
//
// Requests the client sends on the socket are handled in turn with those
// of the long poll (Polling.Lock). A socket that ends before the switch
// leaves the client on long polling; one that ends after it ends the
// session, as any WebSocket does. An unknown session is refused (closed).
func (h *Handler) upgrade(conn *websocket.Conn, bc *batchConn, sid string, r *http.Request) {
	var lpc Polling
	if h.env.Polling != nil {
		lpc = h.env.Polling(sid)
	}
	if lpc == nil || lpc.Upgraded() {
		_ = conn.Close(websocket.StatusNormalClosure, "")
		return
	}
	sess := lpc.Session()
	sess.NoteRequest(r)
	out := transport.NewOutbox(h.env.ClientBuffer)
	out.SetCutoff(func() { _ = conn.CloseNow() })
	out.SetDirect(bc)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	writeDone := make(chan struct{})
	go func() {
		defer close(writeDone)
		panics.Recover(h.env.Log, "database websocket writer", func() { writeLoop(ctx, conn, bc, out) })
		_ = conn.CloseNow()
	}()
	out.Send(wire.EncodeControl(wire.ControlSwitchAck, struct{}{}))

	lpc.Lock()
	sess.SetOnEnd(func() {
		if sess.Out().Seal(wire.EncodeControl(wire.ControlEnd, struct{}{}), out) {
			lpc.MarkUpgraded()
		}
	})
	lpc.Unlock()

	asm := wire.Assembler{Max: 32 << 20}
	var rbuf bytes.Buffer
	for !out.Closed() {
		frame, err := readFrame(conn, &rbuf)
		if err != nil {
			break
		}
		msg, err := asm.Feed(frame)
		if err != nil {
			_ = conn.Close(websocket.StatusMessageTooBig, "message too large")
			break
		}
		if msg == nil {
			continue
		}
		env, err := wire.Decode(msg)
		if err != nil {
			continue
		}
		if env.T == wire.LayerControl {
			// The health check before the switch: pongs go on this socket.
			if ctl, err := env.DecodeControl(); err == nil && ctl.T == wire.ControlPing {
				out.Send(wire.EncodePong())
			}
			continue
		}
		lpc.Lock()
		ok := sess.HandleSafely(msg)
		lpc.Unlock()
		if !ok {
			break // a panic ends this connection only
		}
	}
	lpc.Lock()
	sess.SetOnEnd(nil)
	switched := lpc.Upgraded()
	lpc.Unlock()
	if switched {
		sess.Close("connection closed")
	}
	out.Close()
	cancel()
	<-writeDone
	_ = conn.CloseNow()
}

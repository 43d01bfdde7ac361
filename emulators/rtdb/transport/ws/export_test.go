package ws

import "net"

// BatchConn exposes the framing and batching under a WebSocket connection
// to tests.
type BatchConn struct{ b *batchConn }

func NewBatchConn(c net.Conn) BatchConn { return BatchConn{&batchConn{Conn: c}} }

func (t BatchConn) Write(p []byte) (int, error) { return t.b.Write(p) }

func (t BatchConn) WriteText(msgs [][]byte) error { return t.b.writeText(msgs) }

// WriteDirect is the fan-out's non-blocking write.
func (t BatchConn) WriteDirect(msgs [][]byte) (rest []byte, ok bool, err error) {
	return t.b.WriteDirect(msgs)
}

// NewSocketBatchConn is NewBatchConn over a real socket, with raw access.
func NewSocketBatchConn(c *net.TCPConn) BatchConn { return BatchConn{newBatchConn(c)} }

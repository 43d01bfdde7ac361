package rtdb

import "net"

// BatchConn exposes the framing and batching under a WebSocket connection
// to tests.
type BatchConn struct{ b *batchConn }

func NewBatchConn(c net.Conn) BatchConn { return BatchConn{&batchConn{Conn: c}} }

func (t BatchConn) Write(p []byte) (int, error) { return t.b.Write(p) }

func (t BatchConn) WriteText(msgs [][]byte) error { return t.b.writeText(msgs) }

package rtdb

import "net"

// BatchConn exposes the batching under a WebSocket connection to tests.
type BatchConn struct{ b *batchConn }

func NewBatchConn(c net.Conn) BatchConn          { return BatchConn{&batchConn{Conn: c}} }
func (t BatchConn) Write(p []byte) (int, error) { return t.b.Write(p) }
func (t BatchConn) Hold()                       { t.b.hold() }
func (t BatchConn) Flush() error                { return t.b.flush() }

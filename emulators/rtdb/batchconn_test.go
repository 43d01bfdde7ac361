package rtdb_test

import (
	"net"
	"reflect"
	"testing"

	"oppnp/emulators/rtdb"
)

// recordingConn is a net.Conn that records each Write call.
type recordingConn struct {
	net.Conn
	writes []string
}

func (r *recordingConn) Write(p []byte) (int, error) {
	r.writes = append(r.writes, string(p))
	return len(p), nil
}

func TestBatchConn(t *testing.T) {
	tests := []struct {
		name string
		run  func(c rtdb.BatchConn)
		want []string
	}{
		{"a batch leaves in one write", func(c rtdb.BatchConn) {
			c.Hold()
			_, _ = c.Write([]byte("a"))
			_, _ = c.Write([]byte("bc"))
			_, _ = c.Write([]byte("d"))
			_ = c.Flush()
		}, []string{"abcd"}},
		{"writes outside a batch go straight through", func(c rtdb.BatchConn) {
			_, _ = c.Write([]byte("pong"))
			_, _ = c.Write([]byte("close"))
		}, []string{"pong", "close"}},
		{"an empty batch writes nothing", func(c rtdb.BatchConn) {
			c.Hold()
			_ = c.Flush()
		}, nil},
		{"consecutive batches", func(c rtdb.BatchConn) {
			c.Hold()
			_, _ = c.Write([]byte("1"))
			_, _ = c.Write([]byte("2"))
			_ = c.Flush()
			_, _ = c.Write([]byte("x"))
			c.Hold()
			_, _ = c.Write([]byte("3"))
			_ = c.Flush()
		}, []string{"12", "x", "3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := net.Pipe()
			defer a.Close()
			defer b.Close()
			rec := &recordingConn{Conn: a}
			tt.run(rtdb.NewBatchConn(rec))
			if !reflect.DeepEqual(rec.writes, tt.want) {
				t.Fatalf("writes = %q, want %q", rec.writes, tt.want)
			}
		})
	}
}

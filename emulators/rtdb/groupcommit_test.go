package rtdb_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/persist"
)

// gateJournal is an AppendJournal whose disk never finishes until the test
// opens the gate, like a slow fsync.
type gateJournal struct {
	mu       sync.Mutex
	appended []string
	gate     chan struct{}
	fail     error
}

func (j *gateJournal) Record(ns, kind, path string, value []byte) error {
	panic("Record called on an AppendJournal")
}

func (j *gateJournal) Append(ns, kind, path string, value []byte) (func() error, error) {
	j.mu.Lock()
	j.appended = append(j.appended, path)
	j.mu.Unlock()
	return func() error {
		<-j.gate
		return j.fail
	}, nil
}

func (j *gateJournal) count() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return len(j.appended)
}

// TestServer_GroupCommit: a write waiting for the disk holds no lock (a
// write on another connection is appended meanwhile), and neither is
// acknowledged before the disk finishes; a listener may see it earlier.
func TestServer_GroupCommit(t *testing.T) {
	j := &gateJournal{gate: make(chan struct{})}
	_, hs := newServer(t, rtdb.Options{Journal: j})
	sub := dial(t, hs.URL, "ns=g")
	r := sub.send("q", map[string]any{"p": "/a", "h": ""})
	sub.expectPush("d")
	sub.expectOK(r)
	w1, w2 := dial(t, hs.URL, "ns=g"), dial(t, hs.URL, "ns=g")
	r1 := w1.send("p", map[string]any{"p": "/a/x", "d": 1})
	r2 := w2.send("p", map[string]any{"p": "/a/y", "d": 2})
	deadline := time.Now().Add(5 * time.Second)
	for j.count() < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of 2 writes appended while the first waits for the disk", j.count())
		}
		time.Sleep(time.Millisecond)
	}
	sub.expectPush("d")
	sub.expectPush("d")
	w1.expectNothing(50 * time.Millisecond)
	w2.expectNothing(0)
	close(j.gate)
	w1.expectOK(r1)
	w2.expectOK(r2)
}

// TestServer_GroupCommit_Pipelined: writes pipelined on one connection
// share the disk wait too, and every reply still comes in request order
// (a read sent after them is answered after their acks).
func TestServer_GroupCommit_Pipelined(t *testing.T) {
	j := &gateJournal{gate: make(chan struct{})}
	_, hs := newServer(t, rtdb.Options{Journal: j})
	cl := dial(t, hs.URL, "ns=g")
	r1 := cl.send("p", map[string]any{"p": "/a", "d": 1})
	r2 := cl.send("m", map[string]any{"p": "/", "d": map[string]any{"b": 2}})
	r3 := cl.send("g", map[string]any{"p": "/b", "q": map[string]any{}})
	deadline := time.Now().Add(5 * time.Second)
	for j.count() < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of 2 pipelined writes appended while the first waits for the disk", j.count())
		}
		time.Sleep(time.Millisecond)
	}
	cl.expectNothing(50 * time.Millisecond)
	close(j.gate)
	cl.expectOK(r1)
	cl.expectOK(r2)
	if d := cl.expectOK(r3); d != float64(2) {
		t.Fatalf("get after the writes = %v, want 2", d)
	}
}

// TestServer_GroupCommit_WaitFails: a failed disk wait fails the write.
func TestServer_GroupCommit_WaitFails(t *testing.T) {
	j := &gateJournal{gate: make(chan struct{}), fail: errors.New("fsync failed")}
	close(j.gate)
	_, hs := newServer(t, rtdb.Options{Journal: j})
	cl := dial(t, hs.URL, "ns=g")
	if s, _ := cl.expectReply(cl.send("p", map[string]any{"p": "/a", "d": 1})); s == "ok" {
		t.Fatal("write acknowledged although its fsync failed")
	}
}

// The durable store group-commits through the server.
var _ rtdb.AppendJournal = (*persist.Store)(nil)

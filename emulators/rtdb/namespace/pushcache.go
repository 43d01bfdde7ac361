package namespace

import (
	"strings"

	"oppnp/emulators/rtdb/tree"
)

// Batch is shared by the listeners one commit notifies. It shares the
// encoding of a data push among them (a thousand clients listening at one
// location, or with the same query and tag, get the same bytes, encoded
// once) and collects the subscribers' queues whose write waits until the
// commit unlocks (Fanout). It lives for one notify, under DB.mu, so it
// needs no lock of its own.
type Batch struct {
	m     map[pushKey][]byte
	out   Fanout
	lastP tree.Path // pathKey's memo: listeners at one location share a Path
	lastS string
}

// Flusher is a subscriber's queue that a commit filled without waking its
// writer: Flush writes it, without blocking.
type Flusher interface{ Flush() }

// Fanout is the queues one commit filled. WriteDeferred runs it after
// unlocking, one flush after the other: each flush is one write that never
// waits, so the commit's pushes leave in the time the kernel takes to
// deliver them. (Sharing a large fan-out with a helper goroutine per CPU
// measured no better here: the subscribers' own reads need the other
// core.)
type Fanout []Flusher

// Run flushes every queue of f.
func (f Fanout) Run() {
	for _, o := range f {
		o.Flush()
	}
}

// pathKey is p joined with "/", once for listeners passing the same slice.
func (b *Batch) pathKey(p tree.Path) string {
	if len(p) == 0 {
		return ""
	}
	if len(p) != len(b.lastP) || &p[0] != &b.lastP[0] {
		b.lastP, b.lastS = p, strings.Join(p, "/")
	}
	return b.lastS
}

// Fanout is where a listener's queue defers its wake-up: nil (wake the
// writer) outside a commit.
func (b *Batch) Fanout() *Fanout {
	if b == nil {
		return nil
	}
	return &b.out
}

type pushKey struct {
	path   string
	node   *tree.Node
	tag    int64
	tagged bool
}

// Encode returns enc(ev), computed at most once per commit for the
// listeners with the same path, data and tag. Every caller passes the
// same encoding (the transports' data push). Merges are rare and per
// listener; they are not cached. A nil Batch (outside a commit) encodes.
func (b *Batch) Encode(ev Event, enc func(Event) []byte) []byte {
	if b == nil || ev.Merge {
		return enc(ev)
	}
	k := pushKey{path: b.pathKey(ev.Path), node: ev.Node}
	if ev.Tag != nil {
		k.tag, k.tagged = *ev.Tag, true
	}
	if v, ok := b.m[k]; ok {
		return v
	}
	v := enc(ev)
	if b.m == nil {
		b.m = map[pushKey][]byte{}
	}
	b.m[k] = v
	return v
}

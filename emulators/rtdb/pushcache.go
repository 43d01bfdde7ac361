package rtdb

import "oppnp/emulators/rtdb/tree"

// pushCache shares the encoding of a data push among the listeners one
// commit notifies: a thousand clients listening at one location (or with
// the same query and tag) get the same bytes, encoded once. It lives for
// one notify, under database.mu, so it needs no lock of its own.
type pushCache struct {
	m     map[pushKey][]byte
	out   fanout    // the outboxes to flush once the commit unlocks
	lastP tree.Path // pathKey's memo: listeners at one location share a Path
	lastS string
}

// pathKey is pushPath(p), joined once for listeners passing the same slice.
func (pc *pushCache) pathKey(p tree.Path) string {
	if len(p) == 0 {
		return ""
	}
	if len(p) != len(pc.lastP) || &p[0] != &pc.lastP[0] {
		pc.lastP, pc.lastS = p, pushPath(p)
	}
	return pc.lastS
}

// fanout is where a listener's outbox defers its wake-up: nil (wake
// the write loop) outside a commit.
func (pc *pushCache) fanout() *fanout {
	if pc == nil {
		return nil
	}
	return &pc.out
}

type pushKey struct {
	path   string
	node   *tree.Node
	tag    int64
	tagged bool
}

// encode returns ev as a d push, encoding it at most once per commit.
// Merges are rare and per listener; they are not cached.
func (pc *pushCache) encode(ev event) []byte {
	if pc == nil || ev.merge {
		return encodeEvent(ev)
	}
	k := pushKey{path: pc.pathKey(ev.path), node: ev.node}
	if ev.tag != nil {
		k.tag, k.tagged = *ev.tag, true
	}
	if b, ok := pc.m[k]; ok {
		return b
	}
	b := encodeEvent(ev)
	if pc.m == nil {
		pc.m = map[pushKey][]byte{}
	}
	pc.m[k] = b
	return b
}

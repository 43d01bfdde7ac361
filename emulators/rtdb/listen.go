package rtdb

import (
	"oppnp/emulators/rtdb/tree"
)

// event is one change delivered to a listener: the new data at path (a
// merge: data is an object of paths relative to path).
type event struct {
	merge bool
	path  tree.Path
	node  *tree.Node   // the new value at path (not a merge)
	kids  []tree.Write // a merge: new values at paths below path
	tag   *int64
}

// render is the event's data as JSON, in export form (priorities) or plain.
func (ev event) render(export bool) []byte {
	if ev.merge {
		return mergeJSON(ev.path, ev.kids, export)
	}
	if export {
		return ev.node.ExportJSON()
	}
	return ev.node.JSON()
}

// listener is one active listen: a WebSocket/long-poll listen or a REST
// stream. Its callbacks run with the namespace locked and must not block.
type listener struct {
	path  tree.Path
	query *tree.Query    // nil, or a query that filters (range or limit)
	qobj  map[string]any // the query as the client sent it, for revocation
	tag   *int64
	last  *tree.Node // filtered listens: the result last sent

	who    func() identity  // the owner's current identity
	emit   func(event) bool // queues an event; false if the owner was cut off
	revoke func()           // tells the owner its listen was revoked
}

func (l *listener) filtered() bool { return l.query != nil && !l.query.LoadsAllData() }

// view is what the listener currently sees in root.
func (l *listener) view(root *tree.Node) *tree.Node {
	n := root.Get(l.path)
	if l.filtered() {
		n = l.query.Apply(n)
	}
	return n
}

// listen authorizes l, sends its initial data and registers it, atomically
// with respect to writes, so no change can fall between the two.
func (d *database) listen(l *listener) (Decision, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.path, Query: l.query, Before: d.root}, l.who())
	if !dec.Allow {
		return dec, ErrPermissionDenied
	}
	l.last = l.view(d.root)
	if !l.emit(event{path: l.path, node: l.last, tag: l.tag}) {
		return dec, ErrClosed
	}
	d.listeners[l] = struct{}{}
	return dec, nil
}

// unlisten drops l; it is safe to call twice.
func (d *database) unlisten(l *listener) {
	d.mu.Lock()
	delete(d.listeners, l)
	d.mu.Unlock()
}

// notify sends every listener the effect of ws; d.mu held.
//
// A default listen at L gets, for a write at or below L, the new value at
// the write's path (several writes: one merge at L); for a write above L,
// the new value at L if it changed. A filtered listen gets its recomputed
// result, tagged, whenever it changed: that also brings in the child that
// enters a limited window when another leaves.
func (d *database) notify(before, after *tree.Node, ws []tree.Write) {
	for l := range d.listeners {
		if l.filtered() {
			if !touches(l.path, ws) {
				continue
			}
			res := l.query.Apply(after.Get(l.path))
			if tree.Equal(res, l.last) {
				continue
			}
			l.last = res
			l.emit(event{path: l.path, node: res, tag: l.tag})
			continue
		}
		var under []tree.Write
		above := false
		for _, w := range ws {
			switch {
			case l.path.Contains(w.Path):
				under = append(under, w)
			case w.Path.Contains(l.path):
				above = true
			}
		}
		switch {
		case above:
			nv := after.Get(l.path)
			if !tree.Equal(nv, before.Get(l.path)) {
				l.emit(event{path: l.path, node: nv, tag: l.tag})
			}
		case len(under) == 1:
			l.emit(event{path: under[0].Path, node: after.Get(under[0].Path), tag: l.tag})
		case len(under) > 1:
			m := make([]tree.Write, len(under))
			for i, w := range under {
				m[i] = tree.Write{Path: w.Path, Value: after.Get(w.Path)}
			}
			l.emit(event{merge: true, path: l.path, kids: m, tag: l.tag})
		}
	}
}

func touches(p tree.Path, ws []tree.Write) bool {
	for _, w := range ws {
		if p.Related(w.Path) {
			return true
		}
	}
	return false
}

// recheckListeners re-authorizes listeners (those match selects, all when
// nil) after rules or auth changed, and revokes those no longer readable.
func (d *database) recheckListeners(match func(*listener) bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for l := range d.listeners {
		if match != nil && !match(l) {
			continue
		}
		dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.path, Query: l.query, Before: d.root}, l.who())
		if !dec.Allow {
			delete(d.listeners, l)
			l.revoke()
		}
	}
}

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
	enc   *pushCache // shares encodings among the listeners of one commit
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
	hash  string      // the client's hash of the data it has cached ("": none)
	last  *tree.Node  // filtered listens: the result last sent
	pkey  string      // path.String(), cached by notify
	group *rangeGroup // the range index holding it, if any

	who    func() identity  // the owner's current identity
	emit   func(event) bool // queues an event; false if the owner was cut off
	revoke func()           // tells the owner its listen was revoked
}

func (l *listener) filtered() bool { return l.query != nil && !l.query.LoadsAllData() }

// view is what l currently sees; d.mu held.
func (d *database) view(l *listener) *tree.Node {
	n := d.root.Get(l.path)
	if l.filtered() {
		if l.pkey == "" {
			l.pkey = l.path.String()
		}
		n = d.answer(l.path, l.pkey, l.query, n)
	}
	return n
}

// listen authorizes l, sends its initial data and registers it, atomically
// with respect to writes, so no change can fall between the two. As in
// production, a client whose hash h shows it already holds the data gets
// no data push, only the ok (the SDK then marks its cache complete).
func (d *database) listen(l *listener) (Decision, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.path, Query: l.query, Before: d.root}, l.who())
	if !dec.Allow {
		return dec, ErrPermissionDenied
	}
	l.last = d.view(l)
	if cached := l.hash != "" && l.last.MatchesHash(l.hash); !cached {
		if !l.emit(event{path: l.path, node: l.last, tag: l.tag}) {
			return dec, ErrClosed
		}
	}
	d.addListener(l)
	return dec, nil
}

// unlisten drops l; it is safe to call twice.
func (d *database) unlisten(l *listener) {
	d.mu.Lock()
	if _, ok := d.listeners[l]; ok {
		d.removeListener(l)
	}
	d.mu.Unlock()
}

// notify sends every listener the effect of ws; d.mu held. It returns the
// outboxes to flush once d.mu is released (fanout.run).
//
// A default listen at L gets, for a write at or below L, the new value at
// the write's path (several writes: one merge at L); for a write above L,
// the new value at L if it changed. A filtered listen gets its recomputed
// result, tagged, whenever it changed: that also brings in the child that
// enters a limited window when another leaves.
func (d *database) notify(before, after *tree.Node, ws []tree.Write) fanout {
	// The fan-out is run after unlocking, so it cannot be reused; it is
	// sized like the last one.
	c := &viewCache{db: d, after: after, views: map[string]*locView{}, enc: &pushCache{out: make(fanout, 0, d.fanoutHint)}}
	d.notifyGroups(c, before, ws)
	var scratch [4]tree.Write
	under := scratch[:0] // reused for every listener
	// Listens in a range group were notified through the index.
	for l := range d.plain {
		if l.filtered() {
			if res, changed := l.refresh(c, ws); changed {
				l.last = res
				l.emit(event{path: l.path, node: res, tag: l.tag, enc: c.enc})
			}
			continue
		}
		under = under[:0]
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
				l.emit(event{path: l.path, node: nv, tag: l.tag, enc: c.enc})
			}
		case len(under) == 1:
			l.emit(event{path: under[0].Path, node: c.get(under[0].Path), tag: l.tag, enc: c.enc})
		case len(under) > 1:
			m := make([]tree.Write, len(under))
			for i, w := range under {
				m[i] = tree.Write{Path: w.Path, Value: after.Get(w.Path)}
			}
			l.emit(event{merge: true, path: l.path, kids: m, tag: l.tag, enc: c.enc})
		}
	}
	d.fanoutHint = len(c.enc.out)
	return c.enc.out
}

// refresh recomputes a filtered listener's result after a commit. Only
// the children the writes touch are examined and the result is patched in
// place (tree.Query.Patch); the full query runs only when a member leaves
// a full limited window or the write replaced the whole location.
func (l *listener) refresh(c *viewCache, ws []tree.Write) (*tree.Node, bool) {
	if l.pkey == "" {
		l.pkey = l.path.String()
	}
	v := c.view(l.path, l.pkey, ws)
	if v.full {
		res := c.db.answer(l.path, l.pkey, l.query, v.base)
		return res, !tree.Equal(res, l.last)
	}
	res := l.last
	for i, k := range v.keys {
		next, ok := l.query.Patch(res, k, v.kids[i])
		if !ok {
			res = c.db.answer(l.path, l.pkey, l.query, v.base)
			return res, !tree.Equal(res, l.last)
		}
		res = next
	}
	if res == l.last {
		return res, false
	}
	return res, !tree.Equal(res, l.last)
}

// viewCache memoizes, during one notify, what a commit did at each
// location filtered listeners watch: many listeners share one location,
// each with its own range.
type viewCache struct {
	db    *database
	after *tree.Node
	views map[string]*locView
	enc   *pushCache

	lastPath tree.Path // get's one-entry memo: listeners at one location
	lastNode *tree.Node
}

// get is after.Get(p), remembered for the next listener asking the same.
func (c *viewCache) get(p tree.Path) *tree.Node {
	if c.lastPath == nil || !c.lastPath.Equal(p) {
		c.lastPath, c.lastNode = p, c.after.Get(p)
	}
	return c.lastNode
}

// locView is one location after a commit.
type locView struct {
	base *tree.Node   // new data at the location
	full bool         // a write replaced the location or an ancestor
	keys []string     // children the writes touched
	kids []*tree.Node // their new values
}

func (c *viewCache) view(path tree.Path, pkey string, ws []tree.Write) *locView {
	if v, ok := c.views[pkey]; ok {
		return v
	}
	v := &locView{base: c.after.Get(path)}
	depth := len(path)
	seen := map[string]bool{}
	for _, w := range ws {
		switch {
		case !path.Related(w.Path):
		case len(w.Path) <= depth:
			v.full = true
		case !seen[w.Path[depth]]:
			k := w.Path[depth]
			seen[k] = true
			v.keys = append(v.keys, k)
			v.kids = append(v.kids, v.base.Child(k))
		}
	}
	c.views[pkey] = v
	return v
}

// recheckListeners re-authorizes listeners (those match selects, all when
// nil) after rules or auth changed, and revokes those no longer readable.
func (d *database) recheckListeners(match func(*listener) bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.recheckLocked(match)
}

// recheckLocked is recheckListeners with d.mu held. After a commit it
// runs for namespaces under rules, since rules may read the data that
// changed (a promoter blocked in /roles loses his listens at once).
func (d *database) recheckLocked(match func(*listener) bool) {
	for l := range d.listeners {
		if match != nil && !match(l) {
			continue
		}
		dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.path, Query: l.query, Before: d.root}, l.who())
		if !dec.Allow {
			d.removeListener(l)
			l.revoke()
		}
	}
}

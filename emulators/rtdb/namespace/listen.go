package namespace

import (
	"oppnp/emulators/rtdb/tree"
)

// Event is one change delivered to a Listener: the new data at Path (a
// merge: data is an object of paths relative to Path).
type Event struct {
	Merge bool
	Path  tree.Path
	Node  *tree.Node   // the new value at Path (not a merge)
	Kids  []tree.Write // a merge: new values at paths below Path
	Tag   *int64
	// Batch is shared by the listeners one commit notifies (nil outside
	// a commit): transports share encodings and defer flushes through it.
	Batch *Batch
}

// Render is the event's data as JSON, in export form (priorities) or plain.
func (ev Event) Render(export bool) []byte {
	if ev.Merge {
		return MergeJSON(ev.Path, ev.Kids, export)
	}
	if export {
		return ev.Node.ExportJSON()
	}
	return ev.Node.JSON()
}

// Listener is one active listen: a WebSocket/long-poll listen or a REST
// stream. Its callbacks run with the namespace locked and must not block.
// The transport sets the exported fields before Listen.
type Listener struct {
	Path  tree.Path
	Query *tree.Query // nil, or the query
	Tag   *int64
	Hash  string // the client's hash of the data it has cached ("": none)

	Who    func() Identity  // the owner's current identity
	Emit   func(Event) bool // queues an event; false if the owner was cut off
	Revoke func()           // tells the owner its listen was revoked

	last  *tree.Node  // filtered listens: the result last sent
	pkey  string      // Path.String(), cached by notify
	group *rangeGroup // the range index holding it, if any
}

func (l *Listener) filtered() bool { return l.Query != nil && !l.Query.LoadsAllData() }

// view is what l currently sees; d.mu held.
func (d *DB) view(l *Listener) *tree.Node {
	n := d.root.Get(l.Path)
	if l.filtered() {
		if l.pkey == "" {
			l.pkey = l.Path.String()
		}
		n = d.answer(l.Path, l.pkey, l.Query, n)
	}
	return n
}

// listen authorizes l, sends its initial data and registers it, atomically
// with respect to writes, so no change can fall between the two. As in
// production, a client whose hash h shows it already holds the data gets
// no data push, only the ok (the SDK then marks its cache complete).
func (d *DB) Listen(l *Listener) (Decision, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.Path, Query: l.Query, Before: d.root}, l.Who())
	if !dec.Allow {
		return dec, ErrPermissionDenied
	}
	l.last = d.view(l)
	if cached := l.Hash != "" && l.last.MatchesHash(l.Hash); !cached {
		if !l.Emit(Event{Path: l.Path, Node: l.last, Tag: l.Tag}) {
			return dec, ErrClosed
		}
	}
	d.addListener(l)
	return dec, nil
}

// unlisten drops l; it is safe to call twice.
func (d *DB) Unlisten(l *Listener) {
	d.mu.Lock()
	if _, ok := d.listeners[l]; ok {
		d.removeListener(l)
	}
	d.mu.Unlock()
}

// notify sends every Listener the effect of ws; d.mu held. It returns the
// outboxes to flush once d.mu is released (Fanout.Run).
//
// A default listen at L gets, for a write at or below L, the new value at
// the write's path (several writes: one merge at L); for a write above L,
// the new value at L if it changed. A filtered listen gets its recomputed
// result, tagged, whenever it changed: that also brings in the child that
// enters a limited window when another leaves.
func (d *DB) notify(before, after *tree.Node, ws []tree.Write) Fanout {
	// The fan-out is run after unlocking, so it cannot be reused; it is
	// sized like the last one.
	c := &viewCache{db: d, after: after, views: map[string]*locView{}, enc: &Batch{out: make(Fanout, 0, d.fanoutHint)}}
	d.notifyGroups(c, before, ws)
	var scratch [4]tree.Write
	under := scratch[:0] // reused for every Listener
	// Listens in a range group were notified through the index.
	for l := range d.plain {
		if l.filtered() {
			if res, changed := l.refresh(c, ws); changed {
				l.last = res
				l.Emit(Event{Path: l.Path, Node: res, Tag: l.Tag, Batch: c.enc})
			}
			continue
		}
		under = under[:0]
		above := false
		for _, w := range ws {
			switch {
			case l.Path.Contains(w.Path):
				under = append(under, w)
			case w.Path.Contains(l.Path):
				above = true
			}
		}
		switch {
		case above:
			nv := after.Get(l.Path)
			if !tree.Equal(nv, before.Get(l.Path)) {
				l.Emit(Event{Path: l.Path, Node: nv, Tag: l.Tag, Batch: c.enc})
			}
		case len(under) == 1:
			l.Emit(Event{Path: under[0].Path, Node: c.get(under[0].Path), Tag: l.Tag, Batch: c.enc})
		case len(under) > 1:
			m := make([]tree.Write, len(under))
			for i, w := range under {
				m[i] = tree.Write{Path: w.Path, Value: after.Get(w.Path)}
			}
			l.Emit(Event{Merge: true, Path: l.Path, Kids: m, Tag: l.Tag, Batch: c.enc})
		}
	}
	d.fanoutHint = len(c.enc.out)
	return c.enc.out
}

// refresh recomputes a filtered Listener's result after a commit. Only
// the children the writes touch are examined and the result is patched in
// place (tree.Query.Patch); the full query runs only when a member leaves
// a full limited window or the write replaced the whole location.
func (l *Listener) refresh(c *viewCache, ws []tree.Write) (*tree.Node, bool) {
	if l.pkey == "" {
		l.pkey = l.Path.String()
	}
	v := c.view(l.Path, l.pkey, ws)
	if v.full {
		res := c.db.answer(l.Path, l.pkey, l.Query, v.base)
		return res, !tree.Equal(res, l.last)
	}
	res := l.last
	for i, k := range v.keys {
		next, ok := l.Query.Patch(res, k, v.kids[i])
		if !ok {
			res = c.db.answer(l.Path, l.pkey, l.Query, v.base)
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
	db    *DB
	after *tree.Node
	views map[string]*locView
	enc   *Batch

	lastPath tree.Path // get's one-entry memo: listeners at one location
	lastNode *tree.Node
}

// get is after.Get(p), remembered for the next Listener asking the same.
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

// RecheckListeners re-authorizes listeners (those match selects, all when
// nil) after rules or auth changed, and revokes those no longer readable.
func (d *DB) RecheckListeners(match func(*Listener) bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.recheckLocked(match)
}

// recheckLocked is RecheckListeners with d.mu held. After a commit it
// runs for namespaces under rules, since rules may read the data that
// changed (a promoter blocked in /roles loses his listens at once).
func (d *DB) recheckLocked(match func(*Listener) bool) {
	for l := range d.listeners {
		if match != nil && !match(l) {
			continue
		}
		dec := d.authorize(&AccessRequest{Op: OpRead, Path: l.Path, Query: l.Query, Before: d.root}, l.Who())
		if !dec.Allow {
			d.removeListener(l)
			l.Revoke()
		}
	}
}

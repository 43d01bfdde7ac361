package namespace

import (
	"sort"

	"oppnp/emulators/rtdb/tree"
)

// rangeGroup holds the filtered listens of one location and index that
// have a range and no limit (the shape of "my folios":
// orderByChild(x).equalTo(me)), sorted by range start, so a write finds
// the few whose range holds a touched child by binary search instead of
// asking every listen. All fields are guarded by DB.mu.
type rangeGroup struct {
	path   tree.Path
	pkey   string
	set    map[*Listener]struct{}
	sorted []*Listener // by range start
	maxEnd []*Listener // maxEnd[i]: the latest-ending of sorted[0..i]
	dirty  bool
}

// groupKey names the group a Listener belongs to, if any.
func groupKey(l *Listener) (string, bool) {
	if !l.filtered() || l.Query.Limit != 0 {
		return "", false
	}
	return l.Path.String() + "\x00" + l.Query.Index, true
}

// addListener registers l, indexing it when it has a plain range; d.mu held.
func (d *DB) addListener(l *Listener) {
	d.listeners[l] = struct{}{}
	key, ok := groupKey(l)
	if !ok {
		if d.plain == nil {
			d.plain = map[*Listener]struct{}{}
		}
		d.plain[l] = struct{}{}
		return
	}
	g := d.groups[key]
	if g == nil {
		g = &rangeGroup{path: l.Path, pkey: l.Path.String(), set: map[*Listener]struct{}{}}
		if d.groups == nil {
			d.groups = map[string]*rangeGroup{}
		}
		d.groups[key] = g
	}
	g.set[l] = struct{}{}
	g.dirty = true
	l.group = g
}

// removeListener drops l; d.mu held.
func (d *DB) removeListener(l *Listener) {
	delete(d.listeners, l)
	delete(d.plain, l)
	if g := l.group; g != nil {
		delete(g.set, l)
		g.dirty = true
		if len(g.set) == 0 {
			key, _ := groupKey(l)
			delete(d.groups, key)
		}
		l.group = nil
	}
}

func (g *rangeGroup) prepare() {
	if !g.dirty {
		return
	}
	g.sorted = g.sorted[:0]
	for l := range g.set {
		g.sorted = append(g.sorted, l)
	}
	sort.Slice(g.sorted, func(i, j int) bool {
		return tree.CompareStarts(g.sorted[i].Query, g.sorted[j].Query) < 0
	})
	g.maxEnd = make([]*Listener, len(g.sorted))
	for i, l := range g.sorted {
		if i == 0 || tree.CompareEnds(l.Query, g.maxEnd[i-1].Query) > 0 {
			g.maxEnd[i] = l
		} else {
			g.maxEnd[i] = g.maxEnd[i-1]
		}
	}
	g.dirty = false
}

// holding adds to out the listeners whose range may hold child (named k).
func (g *rangeGroup) holding(k string, child *tree.Node, out map[*Listener]struct{}) {
	if child == nil {
		return
	}
	g.prepare()
	n := sort.Search(len(g.sorted), func(i int) bool { return !g.sorted[i].Query.StartAtOrBefore(k, child) })
	for j := n - 1; j >= 0; j-- {
		if !g.maxEnd[j].Query.EndAtOrAfter(k, child) {
			break
		}
		if g.sorted[j].Query.EndAtOrAfter(k, child) {
			out[g.sorted[j]] = struct{}{}
		}
	}
}

// notifyGroups updates the indexed listens after a commit; d.mu held.
func (d *DB) notifyGroups(c *viewCache, before *tree.Node, ws []tree.Write) {
	for _, g := range d.groups {
		v := c.view(g.path, g.pkey, ws)
		if !v.full && len(v.keys) == 0 {
			continue
		}
		cands := g.set
		if !v.full {
			if d.cands == nil {
				d.cands = map[*Listener]struct{}{}
			}
			cands = d.cands
			clear(cands)
			old := before.Get(g.path)
			for i, k := range v.keys {
				g.holding(k, old.Child(k), cands) // listens that held it
				g.holding(k, v.kids[i], cands)    // listens that hold it now
			}
		}
		for l := range cands {
			if res, changed := l.refresh(c, ws); changed {
				l.last = res
				l.Emit(Event{Path: l.Path, Node: res, Tag: l.Tag, Batch: c.enc})
			}
		}
	}
	clear(d.cands)
}

package namespace

import (
	"strings"

	"oppnp/emulators/rtdb/tree"
)

// The database keeps an ordered index (tree.Index) for each large location
// and index a query has used, as the real database keeps one per
// `.indexOn`: a list's window is then a range lookup, not a pass over a
// year of folios under the lock. An index is kept in step by every commit
// (updateIndexes) and is used only when it reflects exactly the data a
// query reads (the same *tree.Node), so a change it missed (a load, a
// write replacing the location) costs a rebuild, never a wrong answer.
// Indexes are guarded by DB.mu.

const (
	// indexMinChildren: below it a pass over the location is cheaper than
	// keeping an index up to date.
	indexMinChildren = 1024
	// maxIndexes bounds the memory and the per-commit upkeep; the least
	// recently used index goes first.
	maxIndexes = 64
)

// locIndex is the index of one location's children under one ordering.
type locIndex struct {
	path tree.Path
	ix   *tree.Index
	node *tree.Node // the location's data ix reflects
	used uint64     // DB.indexClock when last used
}

// answer is q evaluated on n, the data at path (pkey its string); d.mu
// held.
func (d *DB) answer(path tree.Path, pkey string, q *tree.Query, n *tree.Node) *tree.Node {
	if q.LoadsAllData() || n.NumChildren() < indexMinChildren {
		return q.Apply(n)
	}
	key := pkey + "\x00" + q.Index
	li := d.indexes[key]
	if li == nil || li.node != n {
		if d.indexes == nil {
			d.indexes = map[string]*locIndex{}
		}
		if li == nil && len(d.indexes) >= maxIndexes {
			d.evictIndex()
		}
		li = &locIndex{path: path, ix: tree.NewIndex(q, n), node: n}
		d.indexes[key] = li
	}
	d.indexClock++
	li.used = d.indexClock
	return q.ApplyIndexed(n, li.ix)
}

func (d *DB) evictIndex() {
	var oldest string
	for k, li := range d.indexes {
		if oldest == "" || li.used < d.indexes[oldest].used {
			oldest = k
		}
	}
	delete(d.indexes, oldest)
}

// updateIndexes moves every index from before to after, the roots around
// a commit of ws: O(children touched × log n) per index. An index whose
// location the commit replaced is dropped; d.mu held.
func (d *DB) updateIndexes(before, after *tree.Node, ws []tree.Write) {
	for key, li := range d.indexes {
		if li.node != before.Get(li.path) || !li.step(after, ws) {
			delete(d.indexes, key)
		}
	}
}

// step applies ws to li; false when a write replaced the location.
func (li *locIndex) step(after *tree.Node, ws []tree.Write) bool {
	depth := len(li.path)
	next := after.Get(li.path)
	var seen map[string]bool
	for _, w := range ws {
		switch {
		case !li.path.Related(w.Path):
			continue
		case len(w.Path) <= depth:
			return false
		}
		k := w.Path[depth]
		if k == ".priority" { // the location's own priority: no child moved
			continue
		}
		if len(ws) > 1 {
			if seen == nil {
				seen = map[string]bool{}
			}
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		li.ix.Update(k, li.node.Child(k), next.Child(k))
	}
	li.node = next
	return true
}

// Indexes reports the ordered indexes the namespace keeps, as "path index"
// strings, and how many children each holds: what a query found indexed.
func (d *DB) Indexes() map[string]int {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := map[string]int{}
	for key, li := range d.indexes {
		out[strings.Replace(key, "\x00", " ", 1)] = li.ix.Len()
	}
	return out
}

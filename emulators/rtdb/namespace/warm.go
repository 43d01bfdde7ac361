package namespace

import (
	"strings"
	"time"

	"oppnp/emulators/rtdb/tree"
)

// A namespace loaded with data (an import, a durable directory) builds the
// ordered indexes its rules declare (.indexOn) in the background, instead
// of on the first query that needs one: that query would otherwise pay a
// pass over every child of the location, under the lock, and the first
// visitor of a list would wait the longer the larger the database
// (docs/adr/0069-staff-pages-load-by-need.md). Queries on indexes the rules
// do not declare still build theirs on demand (indexes.go).

// DeclaredIndex is one .indexOn entry: where it is declared ("$name"
// segments match any key) and the index (a child path, ".value", ...).
type DeclaredIndex struct {
	Path []string
	On   string
}

// IndexDeclarer is an Authorizer whose rules declare indexes.
type IndexDeclarer interface {
	DeclaredIndexes() []DeclaredIndex
}

// warmMaxLocations bounds the locations a wildcard in a declared path may
// expand to, so rules that index every folio's sub-list do not walk the
// whole tree; warmMaxIndexes leaves room in the cache for on-demand ones.
const (
	warmMaxLocations = 4096
	warmMaxIndexes   = maxIndexes / 2
)

// WarmIndexes builds, off the lock, every declared index of a location
// with at least indexMinChildren children in the data as it is now, and
// keeps each one whose location no commit has replaced since. It takes
// d.mu only to read the root and to install an index; once done is closed
// (the server shuts down) it installs no more.
func (d *DB) WarmIndexes(done <-chan struct{}) {
	d.mu.Lock()
	root, decl := d.root, d.authorizer()
	d.mu.Unlock()
	rules, ok := decl.(IndexDeclarer)
	if !ok || root == nil {
		return
	}
	start, built := time.Now(), 0
	defer func() {
		if built > 0 {
			d.env.Log.Info("rtdb: declared indexes built", "ns", d.name, "indexes", built,
				"took", time.Since(start).Round(time.Millisecond).String())
		}
	}()
	for _, di := range rules.DeclaredIndexes() {
		q, err := tree.ParseWireQuery(map[string]any{"i": di.On})
		if err != nil {
			continue
		}
		for _, loc := range expandDeclared(root, di.Path, warmMaxLocations) {
			if built >= warmMaxIndexes {
				return
			}
			n := root.Get(loc)
			if n.NumChildren() < indexMinChildren {
				continue
			}
			ix := tree.NewIndex(q, n)
			if d.installIndex(done, loc, q.Index, n, ix) {
				built++
			}
		}
	}
}

// installIndex keeps ix, built on n, as the index of loc if n is still the
// data there and no query has built one in the meantime.
func (d *DB) installIndex(done <-chan struct{}, loc tree.Path, index string, n *tree.Node, ix *tree.Index) bool {
	select {
	case <-done:
		return false
	default:
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.root.Get(loc) != n {
		return false
	}
	key := loc.String() + "\x00" + index
	if li := d.indexes[key]; li != nil && li.node == n {
		return false
	}
	if d.indexes == nil {
		d.indexes = map[string]*locIndex{}
	}
	if _, ok := d.indexes[key]; !ok && len(d.indexes) >= maxIndexes {
		d.evictIndex()
	}
	d.indexClock++
	d.indexes[key] = &locIndex{path: loc, ix: ix, node: n, used: d.indexClock}
	return true
}

// expandDeclared lists the locations of root a declared path names, its
// "$name" segments matched by every key there, at most limit of them.
func expandDeclared(root *tree.Node, path []string, limit int) []tree.Path {
	locs := []tree.Path{nil}
	for _, seg := range path {
		var next []tree.Path
		for _, loc := range locs {
			if !strings.HasPrefix(seg, "$") {
				if root.Get(loc).Child(seg) != nil {
					next = append(next, loc.Child(seg))
				}
				continue
			}
			root.Get(loc).Each(func(k string, _ *tree.Node) bool {
				next = append(next, loc.Child(k))
				return len(next) < limit
			})
		}
		if locs = next; len(locs) == 0 {
			return nil
		}
	}
	return locs
}

package namespace

import (
	"log/slog"
	"sort"
	"strings"
	"sync"
	"time"

	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb/tree"
)

// Change is one concrete location whose value a write changed, delivered
// to a Watch.
type Change struct {
	Namespace string
	// Ref is the concrete location, without a leading slash
	// ("requests/abc").
	Ref string
	// Params maps each {name} of the pattern to the segment it matched.
	Params map[string]string
	// Before and After are the plain JSON values at Ref (nil if absent);
	// numbers are json.Number.
	Before, After any
	// Time is the commit time (the server-value timestamp of the write).
	Time time.Time
	// AuthType is who committed the write, as the CloudEvent's authtype:
	// admin (an owner credential), app_user (a signed-in user, AuthID its
	// uid) or unauthenticated.
	AuthType, AuthID string
	// ID names the change for a durable watch (DB.Watch with a name): the same on
	// every delivery of it, also after a restart. Empty for a plain watch.
	ID string

	ack func()
	// before and after, while lazy, are the nodes Before and After are
	// made from when the change leaves its queue (materialize): the tree
	// is immutable, so a queued change holds a reference, not a copy, and
	// a backlog of changes (an import the triggers have not absorbed yet)
	// costs the collector nothing the database does not hold anyway.
	before, after *tree.Node
	lazy          bool
}

// materialize fills Before and After from the nodes of a lazy change.
func (c *Change) materialize() {
	if !c.lazy {
		return
	}
	c.Before, c.After = c.before.Value(), c.after.Value()
	c.before, c.after, c.lazy = nil, nil, false
}

// Done tells a durable watch that the change was handled (or given up
// on): it leaves the outbox and is not delivered again. A no-op for a
// plain watch.
func (c Change) Done() {
	if c.ack != nil {
		c.ack()
	}
}

// authOf names who for a Change.
func authOf(who Identity) (authType, authID string) {
	switch {
	case who.Admin:
		return "admin", ""
	case who.Auth == nil:
		return "unauthenticated", ""
	}
	uid, _ := who.Auth["uid"].(string)
	return "app_user", uid
}

// watch is one subscriber of the change feed: an unbounded queue drained
// by its own goroutine, so writers never wait for it.
type watch struct {
	ns      string
	durable string // the outbox name of a durable watch (durable.go); "" = plain
	pattern []string
	fn      func(Change)
	log     *slog.Logger

	mu      sync.Mutex
	cond    *sync.Cond
	queue   []Change
	stopped bool
}

func (w *watch) run() {
	for {
		w.mu.Lock()
		for len(w.queue) == 0 && !w.stopped {
			w.cond.Wait()
		}
		if w.stopped {
			w.mu.Unlock()
			return
		}
		c := w.queue[0]
		w.queue[0] = Change{}
		w.queue = w.queue[1:]
		w.mu.Unlock()
		c.materialize()
		// A panicking subscriber loses that change, not the process.
		panics.Recover(w.log, "change feed subscriber", func() { w.fn(c) }, "ref", c.Ref)
	}
}

func (w *watch) stop() {
	w.mu.Lock()
	w.stopped = true
	w.queue = nil
	w.mu.Unlock()
	w.cond.Signal()
}

func (w *watch) push(cs []Change) {
	w.mu.Lock()
	if !w.stopped {
		w.queue = append(w.queue, cs...)
	}
	w.mu.Unlock()
	w.cond.Signal()
}

// StopWatches ends every watch of the namespace (the server is stopping);
// durable watches' changes not done stay in the outbox.
func (d *DB) StopWatches() {
	d.mu.Lock()
	ws := d.watches
	d.watches = nil
	d.mu.Unlock()
	for _, w := range ws {
		w.stop()
	}
}

// watchBatch is the changes one commit yields for one watch.
type watchBatch struct {
	w  *watch
	cs []Change
}

// commitChanges lists the changes of one commit for each watch; d.mu held.
// Nothing is queued yet: a durable watch's changes are journaled first
// (ChangeOutbox.journal), then pushChanges queues them all.
func (d *DB) commitChanges(before, after *tree.Node, paths []tree.Path, now time.Time, who Identity) []watchBatch {
	if len(d.watches) == 0 {
		return nil
	}
	authType, authID := authOf(who)
	var out []watchBatch
	for _, w := range d.watches {
		refs := map[string]tree.Path{}
		for _, p := range paths {
			if n := len(p); n > 0 && p[n-1] == ".priority" {
				p = p[:n-1]
			}
			for _, r := range expandRefs(w.pattern, p, before, after) {
				refs[r.String()] = r
			}
		}
		keys := make([]string, 0, len(refs))
		for k := range refs {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var cs []Change
		for _, k := range keys {
			r := refs[k]
			b, a := before.Get(r), after.Get(r)
			if tree.Equal(b, a) {
				continue
			}
			cs = append(cs, Change{
				Namespace: d.name, Ref: strings.Join(r, "/"), Params: params(w.pattern, r),
				before: b, after: a, lazy: true, Time: now, AuthType: authType, AuthID: authID,
			})
		}
		if len(cs) > 0 {
			out = append(out, watchBatch{w, cs})
		}
	}
	return out
}

// pushChanges queues a commit's changes to their watches; d.mu held.
func pushChanges(bs []watchBatch) {
	for _, b := range bs {
		b.w.push(b.cs)
	}
}

func isCapture(seg string) bool {
	return len(seg) > 2 && seg[0] == '{' && seg[len(seg)-1] == '}'
}

func segMatch(pat, seg string) bool { return isCapture(pat) || pat == seg }

// expandRefs lists the concrete locations of pattern affected by a write at p.
func expandRefs(pattern []string, p tree.Path, before, after *tree.Node) []tree.Path {
	n := len(pattern)
	for i := 0; i < n && i < len(p); i++ {
		if !segMatch(pattern[i], p[i]) {
			return nil
		}
	}
	if len(p) >= n {
		return []tree.Path{p[:n:n]}
	}
	var out []tree.Path
	var walk func(prefix tree.Path)
	walk = func(prefix tree.Path) {
		i := len(prefix)
		if i == n {
			out = append(out, prefix)
			return
		}
		if !isCapture(pattern[i]) {
			walk(prefix.Child(pattern[i]))
			return
		}
		seen := map[string]bool{}
		for _, src := range []*tree.Node{before.Get(prefix), after.Get(prefix)} {
			for _, k := range src.Children() {
				if !seen[k] {
					seen[k] = true
					walk(prefix.Child(k))
				}
			}
		}
	}
	walk(p)
	return out
}

func params(pattern []string, ref tree.Path) map[string]string {
	m := map[string]string{}
	for i, seg := range pattern {
		if isCapture(seg) && i < len(ref) {
			m[seg[1:len(seg)-1]] = ref[i]
		}
	}
	return m
}

// Watch calls fn for every change of a location matching pattern, e.g.
// "requests/{requestId}" (no leading slash; {name} matches one segment):
// one Change per affected concrete location whose value changed, in commit
// order, on the watch's own goroutine, never blocking writers and never
// dropped while the watch runs. With a name the watch is durable: its
// changes are journaled with their write and kept until Change.Done, and
// the ones recovered or reserved under name come first. It panics on an
// invalid name, or on a name reserved with another pattern.
func (d *DB) Watch(name, pattern string, fn func(Change)) (stop func()) {
	if name != "" && !ValidWatchName(name) {
		panic("rtdb: invalid durable watch name " + name)
	}
	w := &watch{ns: d.name, durable: name, pattern: tree.SplitKey(pattern), fn: fn, log: d.env.Log}
	w.cond = sync.NewCond(&w.mu)
	d.mu.Lock()
	if r := d.env.Outbox.attach(name); r != nil {
		// Reserved before the database served anyone (Reserve): the
		// reservation's queue already holds every change since.
		if r.ns != d.name || strings.Join(r.pattern, "/") != strings.Join(w.pattern, "/") {
			d.mu.Unlock()
			panic("rtdb: durable watch " + name + " attached with another namespace or pattern than reserved")
		}
		r.mu.Lock()
		r.fn = fn
		r.mu.Unlock()
		w = r
	} else {
		if name != "" {
			// Under d.mu: the recovered changes go ahead of every new one.
			w.queue = d.env.Outbox.recovered(name)
		}
		d.watches = append(d.watches, w)
	}
	d.mu.Unlock()
	go w.run()
	return func() {
		d.mu.Lock()
		for i, x := range d.watches {
			if x == w {
				d.watches = append(d.watches[:i:i], d.watches[i+1:]...)
				break
			}
		}
		d.mu.Unlock()
		w.stop()
	}
}

// Reserve makes the durable watch name exist before its subscriber does:
// its changes are journaled and queued from now on, and the first Watch of
// name (same pattern) takes them. A second reservation of name is a no-op.
func (d *DB) Reserve(name, pattern string) {
	if !ValidWatchName(name) {
		panic("rtdb: invalid durable watch name " + name)
	}
	w := &watch{ns: d.name, durable: name, pattern: tree.SplitKey(pattern), log: d.env.Log}
	w.cond = sync.NewCond(&w.mu)
	d.mu.Lock()
	defer d.mu.Unlock()
	o := d.env.Outbox
	o.mu.Lock()
	_, dup := o.reserved[name]
	o.mu.Unlock()
	if dup {
		return
	}
	w.queue = o.recovered(name)
	o.mu.Lock()
	o.reserved[name] = w
	o.mu.Unlock()
	d.watches = append(d.watches, w)
}

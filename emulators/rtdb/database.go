package rtdb

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb/tree"
)

// identity is who performs an operation: an admin (owner credential, rules
// bypassed) or the rules auth variable (nil = unauthenticated).
type identity struct {
	admin bool
	auth  map[string]any
}

// nsEnv is what a namespace needs from the server that holds it, fixed
// when the namespace is made. It holds no reference to the Server, so the
// namespace cannot reach the Server's map, sessions or lock.
type nsEnv struct {
	now      func() time.Time
	log      *slog.Logger
	journal  Journal       // nil: not durable
	outbox   *changeOutbox // the durable watches' changes (durable.go)
	defaults *defaultRules // the rules of namespaces without their own
}

// defaultRules is the rules document every namespace without its own
// follows, shared by the Server and its namespaces. mu is a leaf.
type defaultRules struct {
	mu    sync.Mutex
	src   []byte     // nil: no rules
	authz Authorizer // never nil
}

func (r *defaultRules) get() ([]byte, Authorizer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.src, r.authz
}

func (r *defaultRules) set(src []byte, a Authorizer) {
	r.mu.Lock()
	r.src, r.authz = src, a
	r.mu.Unlock()
}

// database is one namespace.
type database struct {
	name string
	env  nsEnv

	mu         sync.Mutex // guards everything below; taken before Server.mu and session.mu
	root       *tree.Node
	rules      []byte     // this namespace's own rules, nil = server default
	authz      Authorizer // compiled rules, nil = server default
	listeners  map[*listener]struct{}
	plain      map[*listener]struct{} // the listeners not in a range group
	groups     map[string]*rangeGroup // range index over the others
	cands      map[*listener]struct{} // notifyGroups' scratch set, reused
	fanoutHint int                    // the size of the last commit's fan-out
	watches    []*watch
	indexes    map[string]*locIndex // ordered indexes of large locations (indexes.go)
	indexClock uint64

	recheckQueued bool // a post-commit listen re-check is scheduled
}

// recheckDelay bounds how long a listen survives a data change that takes
// its read access away.
var recheckDelay = 50 * time.Millisecond

// authorizer returns the rules in force; d.mu held.
func (d *database) authorizer() Authorizer {
	if d.authz != nil {
		return d.authz
	}
	_, a := d.env.defaults.get()
	return a
}

// authorize asks the rules; d.mu held. Admins are always allowed.
func (d *database) authorize(r *AccessRequest, who identity) Decision {
	if who.admin {
		return Decision{Allow: true, Reason: "admin"}
	}
	r.Namespace, r.Auth = d.name, who.auth
	if r.Now.IsZero() {
		r.Now = d.env.now()
	}
	dec := d.authorizer().Authorize(r)
	if !dec.Allow {
		d.env.log.Info("rtdb: denied", "ns", d.name, "op", opName(r.Op), "path", r.Path.String(), "reason", dec.Reason)
	}
	return dec
}

func opName(o Op) string {
	if o == OpWrite {
		return "write"
	}
	return "read"
}

// read returns the data at p (filtered by q) if who may read it.
func (d *database) read(p tree.Path, q *tree.Query, who identity) (*tree.Node, Decision, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dec := d.authorize(&AccessRequest{Op: OpRead, Path: p, Query: q, Before: d.root}, who)
	if !dec.Allow {
		return nil, dec, ErrPermissionDenied
	}
	n := d.root.Get(p)
	if q != nil {
		n = d.answer(p, p.String(), q, n)
	}
	return n, dec, nil
}

// writeOp is one set or multi-path update.
type writeOp struct {
	update bool
	path   tree.Path
	value  any            // set: the decoded JSON
	merge  map[string]any // update: relative path → decoded JSON
	hash   *string        // transaction: the client's hash of what it based the write on
	etag   *string        // REST if-match
	who    identity
	check  bool // only authorize (onDisconnect registration); change nothing
}

// write commits op: resolve server values, compare hash/ETag, authorize,
// journal, swap the root, notify listeners and watches. It returns the
// value at op.path before and after (the current value on a failed
// compare).
func (d *database) write(op writeOp) (before, after *tree.Node, err error) {
	before, after, wait, err := d.writeDeferred(op)
	if wait != nil {
		// Group commit: the record was queued in commit order under the
		// lock; the disk wait happens outside it, so writers on other
		// connections share one fsync. Nothing is acknowledged before it.
		if werr := wait(); werr != nil {
			return before, after, journalErr(werr)
		}
	}
	return before, after, err
}

// writeDeferred is write without the disk wait: wait, when not nil, must
// return nil before the write is acknowledged (journalErr wraps its error).
//
// The commit's pushes are written here too, after unlocking: each idle
// listener's socket gets one non-blocking write from this goroutine
// (fanout.run), rather than a wake-up of its write loop per push.
func (d *database) writeDeferred(op writeOp) (before, after *tree.Node, wait func() error, err error) {
	var f fanout
	func() {
		// Deferred: a panic in the rules or the tree (recovered further up,
		// panics.Recover) must not leave the namespace locked.
		d.mu.Lock()
		defer d.mu.Unlock()
		before, after, wait, f, err = d.writeLocked(op)
	}()
	f.run()
	return before, after, wait, err
}

func journalErr(err error) error { return fmt.Errorf("%w: %v", ErrJournal, err) }

// writeLocked is write with d.mu held. wait, when not nil, must be called
// after unlocking and before the write is acknowledged; f must be run
// after unlocking.
func (d *database) writeLocked(op writeOp) (before, after *tree.Node, wait func() error, f fanout, err error) {
	now := d.env.now()
	root := d.root
	cur := root.Get(op.path)
	if op.hash != nil && !cur.MatchesHash(*op.hash) {
		return cur, cur, nil, nil, ErrDataStale
	}
	if op.etag != nil && *op.etag != etagOf(cur) {
		return cur, cur, nil, nil, ErrPreconditionFailed
	}
	var ws []tree.Write
	if op.update {
		ws, err = tree.PrepareUpdate(root, op.path, op.merge, now.UnixMilli())
	} else {
		ws, err = tree.PrepareSet(root, op.path, op.value, now.UnixMilli())
	}
	if err != nil {
		return cur, cur, nil, nil, err
	}
	next := tree.Apply(root, ws)
	paths := make([]tree.Path, len(ws))
	for i, w := range ws {
		paths[i] = w.Path
	}
	dec := d.authorize(&AccessRequest{Op: OpWrite, Path: op.path, Writes: paths, Before: root, After: next, Now: now}, op.who)
	if !dec.Allow {
		return cur, cur, nil, nil, ErrPermissionDenied
	}
	if op.check {
		return cur, next.Get(op.path), nil, nil, nil
	}
	batches := d.commitChanges(root, next, paths, now, op.who)
	durable := durableChanges(batches)
	if err := d.env.outbox.admit(durable); err != nil {
		return cur, cur, nil, nil, err
	}
	if j := d.env.journal; j != nil {
		kind, val := "set", ws[0].Value.ExportJSON()
		if op.update {
			kind, val = "update", mergeJSON(op.path, ws, true)
		}
		if aj, ok := j.(AppendJournal); ok {
			if wait, err = aj.Append(d.name, kind, op.path.String(), val); err != nil {
				d.env.outbox.release(durable)
				return cur, cur, nil, nil, fmt.Errorf("%w: %v", ErrJournal, err)
			}
		} else if err := j.Record(d.name, kind, op.path.String(), val); err != nil {
			d.env.outbox.release(durable)
			return cur, cur, nil, nil, fmt.Errorf("%w: %v", ErrJournal, err)
		}
	}
	// A durable watch's changes are journaled after the write, in the same
	// group commit: the write's ok waits for them too (durable.go).
	if cwait, err := d.env.outbox.journal(batches); err != nil {
		d.env.outbox.release(durable)
		return cur, cur, nil, nil, fmt.Errorf("%w: %v", ErrJournal, err)
	} else if cwait != nil {
		wait = cwait
	}
	d.root = next
	d.updateIndexes(root, next, ws)
	f = d.notify(root, next, ws)
	if !d.recheckQueued && !readsIgnoreData(d.authorizer()) {
		// Rules may read the data that changed; re-check listens soon,
		// coalescing a burst of writes into one pass.
		d.recheckQueued = true
		time.AfterFunc(recheckDelay, func() {
			d.mu.Lock()
			defer d.mu.Unlock()
			d.recheckQueued = false
			// Its own goroutine: a panicking rule must not end the process.
			panics.Recover(d.env.log, "database listen re-check", func() {
				d.recheckLocked(func(l *listener) bool { return !l.who().admin })
			}, "ns", d.name)
		})
	}
	pushChanges(batches)
	return cur, next.Get(op.path), wait, f, nil
}

// readsIgnoreData reports whether a's read decisions cannot change with
// the data (allow-all, or rules whose root .read is true).
func readsIgnoreData(a Authorizer) bool {
	if _, ok := a.(AllowAll); ok {
		return true
	}
	s, ok := a.(interface{ ReadsIgnoreData() bool })
	return ok && s.ReadsIgnoreData()
}

// mergeJSON renders an update's resolved values relative to base.
func mergeJSON(base tree.Path, ws []tree.Write, export bool) []byte {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, w := range ws {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, _ := json.Marshal(strings.Join(w.Path[len(base):], "/"))
		buf.Write(k)
		buf.WriteByte(':')
		if export {
			buf.Write(w.Value.ExportJSON())
		} else {
			buf.Write(w.Value.JSON())
		}
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

// etagOf is the REST ETag of a value: its hash, or null_etag when absent.
func etagOf(n *tree.Node) string {
	if n == nil {
		return "null_etag"
	}
	return n.Hash()
}

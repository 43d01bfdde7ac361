package namespace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb/tree"
)

// Identity is who performs an operation: an admin (owner credential, rules
// bypassed) or the rules auth variable (nil = unauthenticated).
type Identity struct {
	Admin bool
	Auth  map[string]any
}

// DB is one namespace: its data, listeners, watches, indexes and own
// rules. Every method is safe for concurrent use.
type DB struct {
	name string
	env  Env

	mu         sync.Mutex // guards everything below; see rtdb's doc.go for the lock order
	root       *tree.Node
	rules      []byte     // this namespace's own rules, nil = server default
	authz      Authorizer // compiled rules, nil = server default
	listeners  map[*Listener]struct{}
	plain      map[*Listener]struct{} // the listeners not in a range group
	groups     map[string]*rangeGroup // range index over the others
	cands      map[*Listener]struct{} // notifyGroups' scratch set, reused
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
func (d *DB) authorizer() Authorizer {
	if d.authz != nil {
		return d.authz
	}
	_, a := d.env.Defaults.Get()
	return a
}

// authorize asks the rules; d.mu held. Admins are always allowed.
func (d *DB) authorize(r *AccessRequest, who Identity) Decision {
	if who.Admin {
		return Decision{Allow: true, Reason: "admin"}
	}
	r.Namespace, r.Auth = d.name, who.Auth
	if r.Now.IsZero() {
		r.Now = d.env.Now()
	}
	dec := d.authorizer().Authorize(r)
	if !dec.Allow {
		d.env.Log.Info("rtdb: denied", "ns", d.name, "op", opName(r.Op), "path", r.Path.String(), "reason", dec.Reason)
	}
	return dec
}

func opName(o Op) string {
	if o == OpWrite {
		return "write"
	}
	return "read"
}

// Read returns the data at p (filtered by q) if who may read it.
func (d *DB) Read(p tree.Path, q *tree.Query, who Identity) (*tree.Node, Decision, error) {
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

// WriteOp is one set or multi-path update.
type WriteOp struct {
	Update bool
	Path   tree.Path
	Value  any            // set: the decoded JSON
	Merge  map[string]any // update: relative path → decoded JSON
	Hash   *string        // transaction: the client's hash of what it based the write on
	ETag   *string        // REST if-match
	Who    Identity
	Check  bool // only authorize (onDisconnect registration); change nothing
}

// Write commits op: resolve server values, compare hash/ETag, authorize,
// journal, swap the root, notify listeners and watches. It returns the
// value at op.Path before and after (the current value on a failed
// compare).
func (d *DB) Write(op WriteOp) (before, after *tree.Node, err error) {
	before, after, wait, err := d.WriteDeferred(op)
	if wait != nil {
		// Group commit: the record was queued in commit order under the
		// lock; the disk wait happens outside it, so writers on other
		// connections share one fsync. Nothing is acknowledged before it.
		if werr := wait(); werr != nil {
			return before, after, werr
		}
	}
	return before, after, err
}

// WriteDeferred is Write without the disk wait: wait, when not nil, must
// return nil before the write is acknowledged; its error wraps ErrJournal.
//
// The commit's pushes are written here too, after unlocking: each idle
// Listener's socket gets one non-blocking write from this goroutine
// (Fanout.Run), rather than a wake-up of its write loop per push.
func (d *DB) WriteDeferred(op WriteOp) (before, after *tree.Node, wait func() error, err error) {
	var f Fanout
	func() {
		// Deferred: a panic in the rules or the tree (recovered further up,
		// panics.Recover) must not leave the namespace locked.
		d.mu.Lock()
		defer d.mu.Unlock()
		before, after, wait, f, err = d.writeLocked(op)
	}()
	f.Run()
	if w := wait; w != nil {
		wait = func() error {
			if err := w(); err != nil {
				return journalErr(err)
			}
			return nil
		}
	}
	return before, after, wait, err
}

func journalErr(err error) error { return fmt.Errorf("%w: %v", ErrJournal, err) }

// writeLocked is Write with d.mu held. wait, when not nil, must be called
// after unlocking and before the write is acknowledged; f must be run
// after unlocking.
func (d *DB) writeLocked(op WriteOp) (before, after *tree.Node, wait func() error, f Fanout, err error) {
	now := d.env.Now()
	root := d.root
	cur := root.Get(op.Path)
	if op.Hash != nil && !cur.MatchesHash(*op.Hash) {
		return cur, cur, nil, nil, ErrDataStale
	}
	if op.ETag != nil && *op.ETag != ETagOf(cur) {
		return cur, cur, nil, nil, ErrPreconditionFailed
	}
	var ws []tree.Write
	if op.Update {
		ws, err = tree.PrepareUpdate(root, op.Path, op.Merge, now.UnixMilli())
	} else {
		ws, err = tree.PrepareSet(root, op.Path, op.Value, now.UnixMilli())
	}
	if err != nil {
		return cur, cur, nil, nil, err
	}
	next := tree.Apply(root, ws)
	paths := make([]tree.Path, len(ws))
	for i, w := range ws {
		paths[i] = w.Path
	}
	dec := d.authorize(&AccessRequest{Op: OpWrite, Path: op.Path, Writes: paths, Before: root, After: next, Now: now}, op.Who)
	if !dec.Allow {
		return cur, cur, nil, nil, ErrPermissionDenied
	}
	if op.Check {
		return cur, next.Get(op.Path), nil, nil, nil
	}
	batches := d.commitChanges(root, next, paths, now, op.Who)
	durable := durableChanges(batches)
	if err := d.env.Outbox.admit(durable); err != nil {
		return cur, cur, nil, nil, err
	}
	if j := d.env.Journal; j != nil {
		kind, val := "set", ws[0].Value.ExportJSON()
		if op.Update {
			kind, val = "update", MergeJSON(op.Path, ws, true)
		}
		if aj, ok := j.(AppendJournal); ok {
			if wait, err = aj.Append(d.name, kind, op.Path.String(), val); err != nil {
				d.env.Outbox.release(durable)
				return cur, cur, nil, nil, fmt.Errorf("%w: %v", ErrJournal, err)
			}
		} else if err := j.Record(d.name, kind, op.Path.String(), val); err != nil {
			d.env.Outbox.release(durable)
			return cur, cur, nil, nil, fmt.Errorf("%w: %v", ErrJournal, err)
		}
	}
	// A durable watch's changes are journaled after the write, in the same
	// group commit: the write's ok waits for them too (durable.go).
	if cwait, err := d.env.Outbox.journal(batches); err != nil {
		d.env.Outbox.release(durable)
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
			panics.Recover(d.env.Log, "database listen re-check", func() {
				d.recheckLocked(func(l *Listener) bool { return !l.Who().Admin })
			}, "ns", d.name)
		})
	}
	pushChanges(batches)
	return cur, next.Get(op.Path), wait, f, nil
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

// MergeJSON renders an update's resolved values relative to base.
func MergeJSON(base tree.Path, ws []tree.Write, export bool) []byte {
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

// ETagOf is the REST ETag of a value: its hash, or null_etag when absent.
func ETagOf(n *tree.Node) string {
	if n == nil {
		return "null_etag"
	}
	return n.Hash()
}

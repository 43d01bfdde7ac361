package namespace_test

import (
	"sync"
	"testing"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
)

var admin = namespace.Identity{Admin: true}

// newDB is a namespace with no journal and no rules, at a fixed clock.
func newDB(t testing.TB) *namespace.DB {
	t.Helper()
	return newDBWith(t, nil, 0)
}

func newDBWith(t testing.TB, j namespace.Journal, limit int) *namespace.DB {
	t.Helper()
	o, err := namespace.NewChangeOutbox(j, nil, limit, nil)
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return time.UnixMilli(1_700_000_000_000) }
	return namespace.New("t", namespace.Env{Now: now, Journal: j, Outbox: o, Defaults: namespace.NewDefaultRules()})
}

func path(t testing.TB, s string) tree.Path {
	t.Helper()
	p, err := tree.ParsePath(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func decode(t testing.TB, js string) any {
	t.Helper()
	v, err := tree.Decode([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// set writes js at p as who; it returns the write's error.
func set(t testing.TB, d *namespace.DB, p, js string, who namespace.Identity) error {
	t.Helper()
	_, _, err := d.Write(namespace.WriteOp{Path: path(t, p), Value: decode(t, js), Who: who})
	return err
}

func mustSet(t testing.TB, d *namespace.DB, p, js string) {
	t.Helper()
	if err := set(t, d, p, js, admin); err != nil {
		t.Fatal(err)
	}
}

// recorder is a listener's owner: it keeps every event, and whether the
// listen was revoked. Events arrive under the namespace lock, so a write
// has delivered them when it returns.
type recorder struct {
	mu      sync.Mutex
	evs     []namespace.Event
	revoked bool
	refuse  bool // Emit reports the owner cut off
}

func (r *recorder) emit(ev namespace.Event) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.refuse {
		return false
	}
	r.evs = append(r.evs, ev)
	return true
}

func (r *recorder) events() []namespace.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]namespace.Event(nil), r.evs...)
}

func (r *recorder) last(t testing.TB) namespace.Event {
	t.Helper()
	evs := r.events()
	if len(evs) == 0 {
		t.Fatal("no event")
	}
	return evs[len(evs)-1]
}

// listener makes a listen of p (filtered by qobj when not nil) owned by a
// new recorder, for who.
func listener(t testing.TB, p string, qobj map[string]any, who namespace.Identity) (*namespace.Listener, *recorder) {
	t.Helper()
	r := &recorder{}
	l := &namespace.Listener{Path: path(t, p), Who: func() namespace.Identity { return who }, Emit: r.emit}
	l.Revoke = func() { r.mu.Lock(); r.revoked = true; r.mu.Unlock() }
	if qobj != nil {
		q, err := tree.ParseWireQuery(qobj)
		if err != nil {
			t.Fatal(err)
		}
		l.Query = q
	}
	return l, r
}

func jsonOf(ev namespace.Event) string { return string(ev.Render(false)) }

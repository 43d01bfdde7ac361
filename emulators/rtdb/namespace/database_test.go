package namespace_test

import (
	"errors"
	"testing"

	"oppnp/emulators/rtdb/namespace"
)

// ownerOnly lets a user read and write only under /users/<uid>.
type ownerOnly struct{}

func (ownerOnly) Authorize(r *namespace.AccessRequest) namespace.Decision {
	uid, _ := r.Auth["uid"].(string)
	ok := uid != "" && len(r.Path) >= 2 && r.Path[0] == "users" && r.Path[1] == uid
	return namespace.Decision{Allow: ok, Reason: "owner only"}
}

func user(uid string) namespace.Identity {
	return namespace.Identity{Auth: map[string]any{"uid": uid}}
}

func TestDB_Authorization(t *testing.T) {
	d := newDB(t)
	d.SetRules([]byte(`{"rules":{}}`), ownerOnly{})
	tests := []struct {
		name string
		who  namespace.Identity
		path string
		want error
	}{
		{"owner writes own", user("ana"), "/users/ana/x", nil},
		{"other user refused", user("bob"), "/users/ana/x", namespace.ErrPermissionDenied},
		{"unauthenticated refused", namespace.Identity{}, "/users/ana/x", namespace.ErrPermissionDenied},
		{"admin bypasses rules", admin, "/anything", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := set(t, d, tt.path, `1`, tt.who); !errors.Is(err, tt.want) {
				t.Fatalf("write: %v, want %v", err, tt.want)
			}
			if _, _, err := d.Read(path(t, tt.path), nil, tt.who); !errors.Is(err, tt.want) {
				t.Fatalf("read: %v, want %v", err, tt.want)
			}
		})
	}
	if got := d.Root().Get(path(t, "/users/ana/x")); got.Val() == nil {
		t.Fatal("the owner's write is missing")
	}
}

// The default rules are shared: a namespace without rules of its own
// follows them as they change; one with its own ignores them.
func TestDB_DefaultRules(t *testing.T) {
	o, _ := namespace.NewChangeOutbox(nil, nil, 0, nil)
	defaults := namespace.NewDefaultRules()
	env := namespace.Env{Outbox: o, Defaults: defaults}
	plain, own := namespace.New("a", env), namespace.New("b", env)
	own.SetRules([]byte(`{"rules":{".read":true,".write":true}}`), namespace.AllowAll{})
	if err := set(t, plain, "/x", `1`, user("bob")); err != nil {
		t.Fatalf("no rules yet: %v", err)
	}
	defaults.Set([]byte(`{"rules":{}}`), ownerOnly{})
	if err := set(t, plain, "/x", `1`, user("bob")); !errors.Is(err, namespace.ErrPermissionDenied) {
		t.Fatalf("default rules: %v, want denied", err)
	}
	if err := set(t, own, "/x", `1`, user("bob")); err != nil {
		t.Fatalf("own rules: %v", err)
	}
}

func TestDB_ConditionalWrites(t *testing.T) {
	d := newDB(t)
	mustSet(t, d, "/n", `1`)
	cur := d.Root().Get(path(t, "/n"))
	stale, etag, bad := "nope", namespace.ETagOf(cur), "nope"
	hash := cur.Hash()
	tests := []struct {
		name string
		op   namespace.WriteOp
		want error
	}{
		{"transaction on current hash", namespace.WriteOp{Hash: &hash}, nil},
		{"transaction on stale hash", namespace.WriteOp{Hash: &stale}, namespace.ErrDataStale},
		{"if-match current etag", namespace.WriteOp{ETag: &etag}, nil},
		{"if-match other etag", namespace.WriteOp{ETag: &bad}, namespace.ErrPreconditionFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			op := tt.op
			op.Path, op.Value, op.Who, op.Check = path(t, "/n"), decode(t, `2`), admin, true
			if _, _, err := d.Write(op); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
	// Check only authorizes: the value is unchanged.
	if got := string(d.Root().Get(path(t, "/n")).JSON()); got != "1" {
		t.Fatalf("a check write changed the data: %s", got)
	}
}

// A listener gets its initial data, then the new value at each write's
// path below it, the new value at its own path for a write above it, a
// merge for a multi-path update, and nothing for an unrelated write.
func TestDB_ListenEvents(t *testing.T) {
	d := newDB(t)
	mustSet(t, d, "/a", `{"b":{"c":1}}`)
	l, rec := listener(t, "/a/b", nil, admin)
	if _, err := d.Listen(l); err != nil {
		t.Fatal(err)
	}
	mustSet(t, d, "/a/b/c", `2`)         // below
	mustSet(t, d, "/a", `{"b":{"c":3}}`) // above
	mustSet(t, d, "/z", `1`)             // unrelated
	if _, _, err := d.Write(namespace.WriteOp{Update: true, Path: path(t, "/a/b"), Who: admin,
		Merge: map[string]any{"c": decode(t, `4`), "d": decode(t, `5`)}}); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		path, data string
		merge      bool
	}{
		{"a/b", `{"c":1}`, false},
		{"a/b/c", `2`, false},
		{"a/b", `{"c":3}`, false},
		{"a/b", `{"c":4,"d":5}`, true},
	}
	evs := rec.events()
	if len(evs) != len(want) {
		t.Fatalf("%d events, want %d", len(evs), len(want))
	}
	for i, w := range want {
		if got := evs[i].Path.String(); got != "/"+w.path || jsonOf(evs[i]) != w.data || evs[i].Merge != w.merge {
			t.Errorf("event %d: %s %s merge=%v, want /%s %s merge=%v", i, got, jsonOf(evs[i]), evs[i].Merge, w.path, w.data, w.merge)
		}
	}
	d.Unlisten(l)
	d.Unlisten(l) // twice is once
	mustSet(t, d, "/a/b/c", `9`)
	if len(rec.events()) != len(want) {
		t.Fatal("an unlistened listener got an event")
	}
}

// A listen the rules refuse is not registered; one that loses read access
// when the rules change is revoked, while its neighbour stays.
func TestDB_ListenAuthorization(t *testing.T) {
	d := newDB(t)
	d.SetRules([]byte(`{"rules":{}}`), ownerOnly{})
	refused, rec := listener(t, "/users/ana", nil, user("bob"))
	if _, err := d.Listen(refused); !errors.Is(err, namespace.ErrPermissionDenied) {
		t.Fatalf("listen: %v, want denied", err)
	}
	mustSet(t, d, "/users/ana/x", `1`)
	if len(rec.events()) != 0 {
		t.Fatal("a refused listen got events")
	}
	kept, keptRec := listener(t, "/users/ana", nil, user("ana"))
	if _, err := d.Listen(kept); err != nil {
		t.Fatal(err)
	}
	d.SetRules([]byte(`{"rules":{}}`), denyAll{})
	if !keptRec.revoked {
		t.Fatal("a listen that lost access was not revoked")
	}
	d.SetRules([]byte(`{"rules":{}}`), ownerOnly{})
	again, againRec := listener(t, "/users/ana", nil, user("ana"))
	if _, err := d.Listen(again); err != nil {
		t.Fatal(err)
	}
	d.SetRules([]byte(`{"rules":{}}`), ownerOnly{})
	if againRec.revoked {
		t.Fatal("a listen that kept access was revoked")
	}
}

type denyAll struct{}

func (denyAll) Authorize(*namespace.AccessRequest) namespace.Decision {
	return namespace.Decision{Reason: "deny all"}
}

// A subscriber cut off before its initial data is refused; one cut off
// later does not fail the writer.
func TestDB_CutOffSubscriber(t *testing.T) {
	d := newDB(t)
	l, rec := listener(t, "/a", nil, admin)
	rec.refuse = true
	if _, err := d.Listen(l); !errors.Is(err, namespace.ErrClosed) {
		t.Fatalf("listen: %v, want ErrClosed", err)
	}
	l2, rec2 := listener(t, "/a", nil, admin)
	if _, err := d.Listen(l2); err != nil {
		t.Fatal(err)
	}
	rec2.mu.Lock()
	rec2.refuse = true
	rec2.mu.Unlock()
	mustSet(t, d, "/a", `1`)
}

// Listeners of one location share one encoding per commit, and the
// queues a commit filled are flushed after it unlocks.
func TestDB_BatchSharesEncodingAndDefersFlush(t *testing.T) {
	d := newDB(t)
	encodings, flushed := 0, 0
	enc := func(ev namespace.Event) []byte { encodings++; return ev.Render(false) }
	var got [][]byte
	for i := 0; i < 3; i++ {
		l := &namespace.Listener{Path: path(t, "/a"), Who: func() namespace.Identity { return admin }, Revoke: func() {}}
		q := &queue{onFlush: func() {
			if d.Root() == nil { // Root locks: a flush under the lock would deadlock
				t.Error("no data at flush")
			}
			flushed++
		}}
		l.Emit = func(ev namespace.Event) bool {
			got = append(got, ev.Batch.Encode(ev, enc))
			if f := ev.Batch.Fanout(); f != nil {
				*f = append(*f, q)
			}
			return true
		}
		if _, err := d.Listen(l); err != nil {
			t.Fatal(err)
		}
	}
	encodings, got = 0, nil // the initial pushes are outside a commit
	mustSet(t, d, "/a", `{"x":1}`)
	if encodings != 1 || len(got) != 3 || flushed != 3 {
		t.Fatalf("%d encodings for %d events, %d flushes; want 1 for 3, 3", encodings, len(got), flushed)
	}
	for _, b := range got {
		if string(b) != `{"x":1}` {
			t.Fatalf("event data %s", b)
		}
	}
}

type queue struct{ onFlush func() }

func (q *queue) Flush() { q.onFlush() }

package rtdb_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"oppnp/emulators/rtdb"
)

type memJournal struct {
	mu   sync.Mutex
	recs []string
	fail bool
}

func (j *memJournal) Record(ns, kind, path string, value []byte) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.fail {
		return errors.New("disk full")
	}
	j.recs = append(j.recs, fmt.Sprintf("%s %s %s %s", ns, kind, path, value))
	return nil
}

func TestServer_Journal(t *testing.T) {
	j := &memJournal{}
	_, hs := newServer(t, rtdb.Options{Journal: j})
	cl := dial(t, hs.URL, "ns=j")
	cl.expectOK(cl.send("p", map[string]any{"p": "/a", "d": map[string]any{"n": map[string]any{".sv": map[string]any{"increment": 2}}, "p": map[string]any{".value": 1, ".priority": 3}}}))
	cl.expectOK(cl.send("m", map[string]any{"p": "/a", "d": map[string]any{"n": map[string]any{".sv": map[string]any{"increment": 1}}, "x/y": true}}))
	cl.expectOK(cl.send("p", map[string]any{"p": "/a/.priority", "d": 5}))
	want := []string{
		`j set /a {"n":2,"p":{".priority":3,".value":1}}`,
		`j update /a {"n":3,"x/y":true}`,
		`j set /a/.priority 5`,
	}
	if fmt.Sprint(j.recs) != fmt.Sprint(want) {
		t.Fatalf("journal = %q, want %q", j.recs, want)
	}
	// A failed record fails the write, which is then not applied.
	j.fail = true
	if s, _ := cl.expectReply(cl.send("p", map[string]any{"p": "/a/n", "d": 100})); s == "ok" {
		t.Fatal("write acknowledged although the journal failed")
	}
	j.fail = false
	if d := cl.expectOK(cl.send("g", map[string]any{"p": "/a/n", "q": map[string]any{}})); d != float64(3) {
		t.Fatalf("after failed journal, /a/n = %v, want 3", d)
	}
}

func TestServer_InitialExport(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{Initial: map[string][]byte{
		"one": []byte(`{"a":{".priority":1,"b":2},"l":[1,2]}`),
		"two": []byte(`null`),
	}})
	if got := fmt.Sprint(srv.Namespaces()); got != "[one two]" {
		t.Fatalf("Namespaces = %s", got)
	}
	b, err := srv.Export("one")
	if err != nil || string(b) != `{"a":{".priority":1,"b":2},"l":{"0":1,"1":2}}` {
		t.Fatalf("Export = %s, %v", b, err)
	}
	cl := dial(t, hs.URL, "ns=one")
	if d := cl.expectOK(cl.send("g", map[string]any{"p": "/a/b", "q": map[string]any{}})); d != float64(2) {
		t.Fatalf("initial data served: %v", d)
	}
	if _, err := rtdb.New(rtdb.Options{Initial: map[string][]byte{"bad": []byte(`{`)}}); err == nil {
		t.Fatal("New accepted broken initial data")
	}
}

func TestServer_SetRules_DefaultChecksDocument(t *testing.T) {
	srv, _ := newServer(t, rtdb.Options{})
	tests := []struct {
		src     string
		wantErr bool
	}{
		{`{"rules":{".read":true}}`, false},
		{"// comment\n{\"rules\": { /* inline */ \".read\": \"auth != null // not a comment\" }}", false},
		{`{`, true},
		{`{"norules":{}}`, true},
		{`[]`, true},
	}
	for _, tt := range tests {
		if err := srv.SetRules([]byte(tt.src)); (err != nil) != tt.wantErr {
			t.Errorf("SetRules(%q) err = %v, wantErr %v", tt.src, err, tt.wantErr)
		}
	}
}

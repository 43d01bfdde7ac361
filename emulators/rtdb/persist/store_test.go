package persist_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

func open(t testing.TB, dir string, o persist.Options) (*persist.Store, persist.State) {
	t.Helper()
	s, st, err := persist.Open(dir, o)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s, st
}

func record(t *testing.T, s *persist.Store, kind, path, value string) {
	t.Helper()
	if err := s.Record("ns", kind, path, []byte(value)); err != nil {
		t.Fatalf("Record(%s %s): %v", kind, path, err)
	}
}

func jsonOf(t *testing.T, st persist.State) string {
	t.Helper()
	b, err := st.JSON("ns")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestStore_Reopen(t *testing.T) {
	dir := t.TempDir()
	s, st := open(t, dir, persist.Options{})
	if len(st) != 0 {
		t.Fatalf("new directory has data: %v", st)
	}
	record(t, s, persist.KindSet, "/", `{"a":{"b":1}}`)
	record(t, s, persist.KindUpdate, "/a", `{"c/d":"x","b":null}`)
	record(t, s, persist.KindSet, "/e", `true`)
	if err := s.Record("other", persist.KindSet, "/z", []byte(`1`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for round := range 2 { // the second round reads the snapshot the first one wrote
		s, st = open(t, dir, persist.Options{})
		if got, want := jsonOf(t, st), `{"a":{"c":{"d":"x"}},"e":true}`; got != want {
			t.Errorf("round %d: got %s, want %s", round, got, want)
		}
		if b, _ := st.JSON("other"); string(b) != `{"z":1}` {
			t.Errorf("round %d: other = %s", round, b)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func segments(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "wal-*.log"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestStore_TornTail(t *testing.T) {
	tests := []struct {
		name   string
		damage func(b []byte) []byte
	}{
		{"half a record", func(b []byte) []byte { return b[:len(b)-3] }},
		{"only a header", func(b []byte) []byte { return append(b, 40, 0, 0, 0, 1, 2) }},
		{"garbage tail", func(b []byte) []byte { return append(b, []byte("\x10\x00\x00\x00garbagegarbagegarbage")...) }},
		{"flipped last byte", func(b []byte) []byte { b[len(b)-1] ^= 1; return b }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			s, _ := open(t, dir, persist.Options{})
			record(t, s, persist.KindSet, "/a", `1`)
			record(t, s, persist.KindSet, "/b", `2`)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			// Simulate a crash after a write of /a then /b: the segment is
			// live (no snapshot yet covers it) and its tail is torn.
			seg := segments(t, dir)
			if len(seg) != 1 {
				t.Fatalf("segments = %v", seg)
			}
			b, _ := os.ReadFile(seg[0])
			if err := os.WriteFile(seg[0], tt.damage(b), 0o644); err != nil {
				t.Fatal(err)
			}
			var logged []string
			s, st := open(t, dir, persist.Options{Logf: func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) }})
			got := jsonOf(t, st)
			if got != `{"a":1,"b":2}` && got != `{"a":1}` {
				t.Errorf("after recovery got %s", got)
			}
			if len(logged) != 1 || !strings.Contains(logged[0], "torn") {
				t.Errorf("log = %q, want one torn-write notice", logged)
			}
			record(t, s, persist.KindSet, "/c", `3`)
			s.Close()
			_, st = open(t, dir, persist.Options{})
			if got := jsonOf(t, st); !strings.Contains(got, `"c":3`) || !strings.Contains(got, `"a":1`) {
				t.Errorf("write after recovery lost: %s", got)
			}
		})
	}
}

// A damaged record in a segment that is not the newest cannot be a torn
// write, so recovery refuses to guess.
func TestStore_CorruptOlderSegment(t *testing.T) {
	dir := t.TempDir()
	rec := func(path, v string) []byte {
		b, err := persist.AppendRecord(nil, persist.Record{NS: "ns", Kind: persist.KindSet, Path: path, Value: []byte(v)})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	bad := rec("/a", `1`)
	bad[len(bad)-1] ^= 1
	os.WriteFile(filepath.Join(dir, "wal-0000000000000001.log"), append(bad, rec("/b", `2`)...), 0o644)
	os.WriteFile(filepath.Join(dir, "wal-0000000000000002.log"), rec("/c", `3`), 0o644)
	if _, _, err := persist.Open(dir, persist.Options{}); !errors.Is(err, persist.ErrCorrupt) {
		t.Errorf("Open = %v, want ErrCorrupt", err)
	}
}

func TestStore_CorruptSnapshot(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "snapshot.json"), []byte(`{"format":"oppnp-rtdb-snapshot","version":1,"namesp`), 0o644)
	if _, _, err := persist.Open(dir, persist.Options{}); !errors.Is(err, persist.ErrCorrupt) {
		t.Errorf("Open = %v, want ErrCorrupt", err)
	}
}

func TestStore_Compaction(t *testing.T) {
	dir := t.TempDir()
	s, _ := open(t, dir, persist.Options{SegmentBytes: 512})
	for i := range 300 {
		record(t, s, persist.KindSet, fmt.Sprintf("/k/%d", i%50), fmt.Sprintf(`{"i":%d,"pad":"%s"}`, i, strings.Repeat("x", 20)))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if n := len(segments(t, dir)); n != 1 {
		t.Errorf("%d segments left after Close, want only the live one", n)
	}
	if _, err := os.Stat(filepath.Join(dir, "snapshot.json")); err != nil {
		t.Errorf("no snapshot: %v", err)
	}
	_, st := open(t, dir, persist.Options{})
	var got struct{ K map[string]struct{ I int } }
	if err := json.Unmarshal([]byte(jsonOf(t, st)), &got); err != nil {
		t.Fatal(err)
	}
	for k := range 50 {
		if want := 250 + k; got.K[fmt.Sprint(k)].I != want {
			t.Errorf("k/%d = %d, want %d", k, got.K[fmt.Sprint(k)].I, want)
		}
	}
}

func TestStore_ConcurrentRecord(t *testing.T) {
	dir := t.TempDir()
	s, _ := open(t, dir, persist.Options{SegmentBytes: 4096})
	var wg sync.WaitGroup
	for g := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 25 {
				if err := s.Record("ns", persist.KindUpdate, fmt.Sprintf("/g%d", g), []byte(fmt.Sprintf(`{"i%d":%d}`, i, i))); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	s.Close()
	_, st := open(t, dir, persist.Options{})
	var got map[string]map[string]int
	json.Unmarshal([]byte(jsonOf(t, st)), &got)
	for g := range 20 {
		if n := len(got[fmt.Sprintf("g%d", g)]); n != 25 {
			t.Errorf("g%d has %d keys, want 25", g, n)
		}
	}
}

func TestStore_Lifecycle(t *testing.T) {
	dir := t.TempDir()
	s, _ := open(t, dir, persist.Options{})
	if _, _, err := persist.Open(dir, persist.Options{}); err == nil {
		t.Error("second Open of a locked directory succeeded")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Record("ns", persist.KindSet, "/a", []byte(`1`)); !errors.Is(err, persist.ErrClosed) {
		t.Errorf("Record after Close = %v, want ErrClosed", err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
}

// TestStore_AppendWait appends in order from one goroutine (as a server
// holding its tree lock would) and waits from many: each wait covers its own
// record, and one fsync can cover many.
func TestStore_AppendWait(t *testing.T) {
	dir := t.TempDir()
	s, _ := open(t, dir, persist.Options{})
	var wg sync.WaitGroup
	for i := range 100 {
		wait, err := s.Append("ns", persist.KindSet, "/n", []byte(fmt.Sprint(i)))
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := wait(); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	// Kill-like: reopen without Close; the last appended value must be there.
	b, _ := os.ReadFile(segments(t, dir)[0])
	st := persist.State{}
	for off := 0; off < len(b); {
		r, n, err := persist.DecodeRecord(b[off:])
		if err != nil {
			t.Fatalf("at %d: %v", off, err)
		}
		if err := st.Apply(r); err != nil {
			t.Fatal(err)
		}
		off += n
	}
	if got := jsonOf(t, st); got != `{"n":99}` {
		t.Errorf("log holds %s, want the last write", got)
	}
	s.Close()
}

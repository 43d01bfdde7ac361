package functions_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
)

// legacyExport writes an export (the Firebase CLI's layout) of folios as a
// database older than the paged lists holds them: the demo folios, some
// without keys, some with stale ones, one with the right ones, and copies
// without keys. It returns the directory and the folios.
func legacyExport(t *testing.T) (string, map[string]map[string]any) {
	t.Helper()
	root, err := emutest.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "functions/demo/database_export", ns+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var demo struct{ Requests map[string]map[string]any }
	if err := json.Unmarshal(b, &demo); err != nil || len(demo.Requests) < 4 {
		t.Fatalf("demo folios: %v (%d)", err, len(demo.Requests))
	}
	folios := map[string]map[string]any{}
	i := 0
	for id, f := range demo.Requests {
		switch i % 4 {
		case 0: // the keys it should have: left alone
		case 1: // stale: another status, an older time
			f["lists"] = map[string]any{"status": "created|000000000000001", "promoter": "1000000001||capture|000000000000001"}
		default:
			delete(f, "lists")
		}
		folios[id] = f
		for n := range 2 {
			cp := map[string]any{}
			_ = json.Unmarshal(mustJSON(t, f), &cp)
			cid := fmt.Sprintf("legacy-%d-%s", n, id)
			cp["id"] = cid
			delete(cp, "lists")
			folios[cid] = cp
		}
		i++
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "database_export"), 0o755); err != nil {
		t.Fatal(err)
	}
	meta := `{"version":"14.0.0","database":{"version":"14.0.0","path":"database_export"}}`
	if err := os.WriteFile(filepath.Join(dir, "firebase-export-metadata.json"), []byte(meta), 0o644); err != nil {
		t.Fatal(err)
	}
	data := mustJSON(t, map[string]any{"requests": folios})
	if err := os.WriteFile(filepath.Join(dir, "database_export", ns+".json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, folios
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// withoutLists is a folio's tree without its keys, as JSON values.
func withoutLists(t *testing.T, f map[string]any) map[string]any {
	t.Helper()
	out := map[string]any{}
	_ = json.Unmarshal(mustJSON(t, f), &out)
	delete(out, "lists")
	return out
}

// TestListsBackfill runs the operator's list-key backfill on a database
// imported before any trigger ran (docs/adr/0035-paged-lists-on-composite-keys.md).
func TestListsBackfill(t *testing.T) {
	dir, imported := legacyExport(t)
	s := startStackWith(t, "--import", dir)
	s.seedOperators()
	missing := func() int {
		n := 0
		for id := range imported {
			if s.getMap("requests/" + id)["lists"] == nil {
				n++
			}
		}
		return n
	}
	before := missing()
	if before == 0 {
		t.Fatal("the import has no folio without keys")
	}

	t.Run("refused without the operator key", func(t *testing.T) {
		s.t = t
		promoter := s.staff("promotor1")
		tests := []struct {
			name, token string
			body        map[string]any
			want        int
			code        string
		}{
			{"no key", "", map[string]any{}, 403, "OPERATOR_KEY_MISSING"},
			{"a signed-in promoter without the key", promoter, map[string]any{}, 403, "OPERATOR_KEY_MISSING"},
			{"a wrong key", "", map[string]any{"key": "operador-local-2025"}, 403, "OPERATOR_KEY_INVALID"},
			{"the key, a page size out of range", "", map[string]any{"key": operatorKey, "pageSize": 5000}, 400, "BAD_PAGE_SIZE"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				s.t = t
				var e apiErr
				if code := s.call("/api/monitor/lists", tt.token, tt.body, &e); code != tt.want || e.Code != tt.code || e.Message == "" {
					t.Fatalf("%d %+v", code, e)
				}
			})
		}
		s.t = t
		if got := missing(); got != before {
			t.Fatalf("refused calls wrote keys: %d folios without keys, were %d", got, before)
		}
	})

	t.Run("the operator gives every folio its keys, once", func(t *testing.T) {
		s.t = t
		stale := 0
		for _, f := range imported {
			dec, _ := folio.FromTree(f)
			if _, changed := listkey.Next(dec); changed {
				stale++
			}
		}
		if stale == 0 || stale == len(imported) {
			t.Fatalf("%d of %d folios need keys: the import must hold both kinds", stale, len(imported))
		}
		type result struct {
			Read, Changed int
			Complete      bool
			Cursor        string
		}
		// Cut after two pages, as Hosting's deadline cuts a long run: the
		// next call goes on from the cursor, and the two add up to one walk.
		keyed := func() int {
			n := 0
			for id, f := range imported {
				dec, _ := folio.FromTree(f)
				want, _ := listkey.Next(dec)
				if held, _ := s.getMap("requests/" + id)["lists"].(map[string]any); reflect.DeepEqual(held, want.Stored()) {
					n++
				}
			}
			return n
		}
		var cut, rest result
		if code := s.call("/api/monitor/lists", "", map[string]any{"key": operatorKey, "pageSize": 3, "pages": 2}, &cut); code != 200 ||
			cut.Read != 6 || cut.Complete || cut.Cursor == "" {
			t.Fatalf("cut backfill: %d %+v; want 6 read, not complete, a cursor", code, cut)
		}
		if got := keyed(); cut.Changed == 0 || got != len(imported)-stale+cut.Changed {
			t.Fatalf("cut backfill changed %d: %d folios hold their keys, %d did", cut.Changed, got, len(imported)-stale)
		}
		if code := s.call("/api/monitor/lists", "", map[string]any{"key": operatorKey, "pageSize": 3}, &rest); code != 200 ||
			!rest.Complete || rest.Cursor != "" || cut.Read+rest.Read != len(imported) || cut.Changed+rest.Changed != stale {
			t.Fatalf("resumed backfill: %d %+v after %+v; want read %d changed %d in all", code, rest, cut, len(imported), stale)
		}
		res := rest
		for id, f := range imported {
			dec, _ := folio.FromTree(f)
			want, _ := listkey.Next(dec)
			got := s.getMap("requests/" + id)
			if held, _ := got["lists"].(map[string]any); !reflect.DeepEqual(held, want.Stored()) {
				t.Errorf("%s: lists %v, listkey derives %v", id, held, want.Stored())
			}
			if !reflect.DeepEqual(withoutLists(t, got), withoutLists(t, f)) {
				t.Errorf("%s: the backfill changed more than the keys", id)
			}
		}
		if code := s.call("/api/monitor/lists", "", map[string]any{"key": operatorKey}, &res); code != 200 ||
			res.Read != len(imported) || res.Changed != 0 || !res.Complete {
			t.Fatalf("second run: %d %+v; want read %d changed 0", code, res, len(imported))
		}
	})
}

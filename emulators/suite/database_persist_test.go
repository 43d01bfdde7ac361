package suite

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

// fakeDB stands in for the database server: namespaces and their JSON.
type fakeDB map[string][]byte

func (f fakeDB) Namespaces() []string {
	var out []string
	for ns := range f {
		out = append(out, ns)
	}
	sort.Strings(out)
	return out
}

func (f fakeDB) Export(ns string) ([]byte, error) { return f[ns], nil }

func (f fakeDB) Close() error { return nil }

func testEnv(o options) *suite {
	return newSuite(&o, &firebaseConfig{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestDatabasePersistence_DataImportExport(t *testing.T) {
	tmp := t.TempDir()
	importDir := filepath.Join(tmp, "seed")
	if err := persist.WriteExport(importDir, map[string][]byte{"demo": []byte(`{"a":1}`)}); err != nil {
		t.Fatal(err)
	}
	data, export := filepath.Join(tmp, "data"), filepath.Join(tmp, "out")

	tests := []struct {
		name        string
		opts        options
		wantInitial string // JSON of namespace demo; "" = absent
		wantJournal bool
	}{
		{"nothing", options{}, "", false},
		{"import only", options{importDir: importDir}, `{"a":1}`, false},
		{"import seeds an empty data dir", options{importDir: importDir, dataDir: data}, `{"a":1}`, true},
		{"data dir wins over import", options{importDir: importDir, dataDir: data}, `{"a":2}`, true},
		{"data alone", options{dataDir: data, exportOnExit: export}, `{"a":2}`, true},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := openDatabasePersistence(testEnv(tt.opts))
			if err != nil {
				t.Fatal(err)
			}
			if got := string(p.initial["demo"]); got != tt.wantInitial {
				t.Errorf("initial = %q, want %q", got, tt.wantInitial)
			}
			j := p.journal()
			if (j != nil) != tt.wantJournal {
				t.Fatalf("journal = %v, want present=%v", j, tt.wantJournal)
			}
			if i == 2 { // change the durable data so the next cases can tell it from the import
				if err := j.Record("demo", persist.KindUpdate, "/", []byte(`{"a":2}`)); err != nil {
					t.Fatal(err)
				}
			}
			if err := p.close(context.Background(), fakeDB{"demo": []byte(`{"a":2}`), "x": []byte(`true`), "empty": []byte(`null`)}); err != nil {
				t.Fatal(err)
			}
		})
	}
	got, err := persist.ReadExport(export)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || string(got["demo"]) != `{"a":2}` || string(got["x"]) != `true` {
		t.Errorf("export on exit = %q", got)
	}
}

func TestDatabasePersistence_BadImport(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "firebase-export-metadata.json"), []byte(`nope`), 0o644)
	if _, err := openDatabasePersistence(testEnv(options{importDir: dir})); err == nil {
		t.Error("a broken import directory was accepted")
	}
}

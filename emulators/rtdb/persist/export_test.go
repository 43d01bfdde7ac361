package persist_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

func TestWriteExport_CLILayout(t *testing.T) {
	dir := t.TempDir()
	// Another product (auth) already exported into the same directory.
	os.WriteFile(filepath.Join(dir, persist.MetadataFile), []byte(`{"version":"13.0.0","auth":{"version":"13.0.0","path":"auth_export"}}`), 0o644)
	if err := persist.WriteExport(dir, map[string][]byte{"old": []byte(`1`)}); err != nil {
		t.Fatal(err)
	}
	data := map[string][]byte{"demo-oppnp": []byte(`{"a":{".priority":1,".value":2}}`), "demo-oppnp-default-rtdb": []byte(`{"b":true}`)}
	if err := persist.WriteExport(dir, data); err != nil {
		t.Fatal(err)
	}
	var meta struct {
		Version  string
		Auth     map[string]string
		Database map[string]string
	}
	b, _ := os.ReadFile(filepath.Join(dir, persist.MetadataFile))
	if err := json.Unmarshal(b, &meta); err != nil {
		t.Fatal(err)
	}
	if meta.Version != "13.0.0" || meta.Auth["path"] != "auth_export" {
		t.Errorf("other products' metadata lost: %s", b)
	}
	if meta.Database["path"] != "database_export" || meta.Database["version"] == "" {
		t.Errorf("database metadata = %v", meta.Database)
	}
	for ns, want := range data {
		got, err := os.ReadFile(filepath.Join(dir, "database_export", ns+".json"))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s.json = %s, %v", ns, got, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "database_export", "old.json")); !os.IsNotExist(err) {
		t.Errorf("stale namespace old.json kept: %v", err)
	}
	back, err := persist.ReadExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != 2 || string(back["demo-oppnp-default-rtdb"]) != `{"b":true}` {
		t.Errorf("ReadExport = %q", back)
	}
}

func TestReadExport(t *testing.T) {
	tests := []struct {
		name    string
		files   map[string]string
		wantNS  map[string]string
		wantErr error
	}{
		{
			name: "firebase cli export",
			files: map[string]string{
				"firebase-export-metadata.json": `{"version":"13.3.0","database":{"version":"4.11.2","path":"database_export"}}`,
				"database_export/demo.json":     `{"x":1}`,
				"database_export/notes.txt":     `ignored`,
				"database_export/other-ns.json": `null`,
			},
			wantNS: map[string]string{"demo": `{"x":1}`, "other-ns": `null`},
		},
		{
			name:   "custom database path",
			files:  map[string]string{"firebase-export-metadata.json": `{"version":"1","database":{"path":"db"}}`, "db/n.json": `{"y":2}`},
			wantNS: map[string]string{"n": `{"y":2}`},
		},
		{
			name:   "export without database",
			files:  map[string]string{"firebase-export-metadata.json": `{"version":"1","auth":{"path":"auth_export"}}`},
			wantNS: map[string]string{},
		},
		{name: "no metadata", files: map[string]string{"database_export/n.json": `{}`}, wantErr: persist.ErrBadExport},
		{name: "bad metadata", files: map[string]string{"firebase-export-metadata.json": `{`}, wantErr: persist.ErrBadExport},
		{
			name:    "bad namespace json",
			files:   map[string]string{"firebase-export-metadata.json": `{"database":{"path":"database_export"}}`, "database_export/n.json": `{"a":`},
			wantErr: persist.ErrBadExport,
		},
		{
			name:    "missing database directory",
			files:   map[string]string{"firebase-export-metadata.json": `{"database":{"path":"database_export"}}`},
			wantErr: persist.ErrBadExport,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, body := range tt.files {
				p := filepath.Join(dir, name)
				os.MkdirAll(filepath.Dir(p), 0o755)
				os.WriteFile(p, []byte(body), 0o644)
			}
			got, err := persist.ReadExport(dir)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if tt.wantErr != nil {
				return
			}
			if len(got) != len(tt.wantNS) {
				t.Errorf("got %q, want %q", got, tt.wantNS)
			}
			for ns, want := range tt.wantNS {
				if string(got[ns]) != want {
					t.Errorf("%s = %s, want %s", ns, got[ns], want)
				}
			}
		})
	}
}

func TestWriteExport_BadNamespace(t *testing.T) {
	if err := persist.WriteExport(t.TempDir(), map[string][]byte{"../x": []byte(`1`)}); !errors.Is(err, persist.ErrBadExport) {
		t.Errorf("err = %v, want ErrBadExport", err)
	}
}

package emutest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestWriteConfig(t *testing.T) {
	tests := []struct {
		name string
		in   string
		edit func(map[string]any)
		want string
	}{
		{
			name: "every emulator port, the hub's too, becomes 0",
			in:   `{"emulators": {"singleProjectMode": true, "database": {"host": "127.0.0.1", "port": 9000}, "hub": {"host": "127.0.0.1", "port": 4400}}}`,
			want: `{"emulators": {"singleProjectMode": true, "database": {"host": "127.0.0.1", "port": 0}, "hub": {"host": "127.0.0.1", "port": 0}}}`,
		},
		{
			name: "a hub is added on loopback when firebase.json names none",
			in:   `{"emulators": {"auth": {"port": 9099}}}`,
			want: `{"emulators": {"auth": {"port": 0}, "hub": {"host": "127.0.0.1", "port": 0}}}`,
		},
		{
			name: "no emulators section at all",
			in:   `{}`,
			want: `{"emulators": {"hub": {"host": "127.0.0.1", "port": 0}}}`,
		},
		{
			// @ROOT@ stands for the repository (the directory writeConfig reads firebase.json from).
			name: "relative file paths become absolute under the repository, absolute ones stay",
			in: `{"database": {"rules": "database.rules.json"}, "remoteconfig": {"template": "rc.json"},
				"hosting": {"public": "/abs/dist", "ignore": ["firebase.json"]}, "functions": {"source": "functions"}}`,
			want: `{"emulators": {"hub": {"host": "127.0.0.1", "port": 0}},
				"database": {"rules": "@ROOT@/database.rules.json"},
				"remoteconfig": {"template": "@ROOT@/rc.json"},
				"hosting": {"public": "/abs/dist", "ignore": ["firebase.json"]},
				"functions": {"source": "@ROOT@/functions"}}`,
		},
		{
			name: "the edit runs last: it may set a port and a rules file",
			in:   `{"emulators": {"database": {"port": 9000}}, "database": {"rules": "database.rules.json"}}`,
			edit: func(cfg map[string]any) {
				cfg["emulators"].(map[string]any)["database"].(map[string]any)["port"] = 9123
				cfg["database"] = map[string]any{"rules": "/tmp/rules.json"}
			},
			want: `{"emulators": {"database": {"port": 9123}, "hub": {"host": "127.0.0.1", "port": 0}},
				"database": {"rules": "/tmp/rules.json"}}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, dir := t.TempDir(), t.TempDir()
			if err := os.WriteFile(filepath.Join(root, "firebase.json"), []byte(tc.in), 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := writeConfig(root, dir, tc.edit)
			if err != nil {
				t.Fatal(err)
			}
			if p != filepath.Join(dir, "firebase.json") {
				t.Errorf("path %q, want %q", p, filepath.Join(dir, "firebase.json"))
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var got, want map[string]any
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal([]byte(strings.ReplaceAll(tc.want, "@ROOT@", root)), &want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("wrote %v\nwant %v", got, want)
			}
		})
	}
}

func TestWriteConfigRefusesBadJSON(t *testing.T) {
	src := t.TempDir()
	if err := os.WriteFile(filepath.Join(src, "firebase.json"), []byte(`{"emulators":`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := writeConfig(src, t.TempDir(), nil); err == nil {
		t.Fatal("a broken firebase.json was accepted")
	}
	if _, err := writeConfig(t.TempDir(), t.TempDir(), nil); !os.IsNotExist(err) {
		t.Fatalf("no firebase.json: %v, want not exist", err)
	}
}

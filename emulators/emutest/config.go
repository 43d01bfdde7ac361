package emutest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"oppnp/emulators/hub"
)

// pathKeys are the firebase.json file paths, relative to the repository,
// that a copy written elsewhere must make absolute.
var pathKeys = [][2]string{
	{"database", "rules"},
	{"remoteconfig", "template"},
	{"hosting", "public"},
	{"functions", "source"},
}

// WriteConfig writes dir/firebase.json for a test suite (in-process here,
// or a real process in emuproc) and returns its path: the repository's
// firebase.json with every emulator on port 0 (the Emulator Hub too, on
// 127.0.0.1 when firebase.json names none) and its file paths absolute,
// then edit applied to it, when set.
func WriteConfig(dir string, edit func(cfg map[string]any)) (string, error) {
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	return writeConfig(root, dir, edit)
}

func writeConfig(root, dir string, edit func(map[string]any)) (string, error) {
	b, err := os.ReadFile(filepath.Join(root, "firebase.json"))
	if err != nil {
		return "", err
	}
	var cfg map[string]any
	if err := json.Unmarshal(b, &cfg); err != nil {
		return "", fmt.Errorf("emutest: firebase.json: %w", err)
	}
	emu, _ := cfg["emulators"].(map[string]any)
	if emu == nil {
		emu = map[string]any{}
		cfg["emulators"] = emu
	}
	if _, ok := emu[hub.Name]; !ok {
		emu[hub.Name] = map[string]any{"host": "127.0.0.1"}
	}
	for _, v := range emu {
		if m, ok := v.(map[string]any); ok {
			m["port"] = 0
		}
	}
	for _, k := range pathKeys {
		if m, ok := cfg[k[0]].(map[string]any); ok {
			if p, ok := m[k[1]].(string); ok && p != "" && !filepath.IsAbs(p) {
				m[k[1]] = filepath.Join(root, p)
			}
		}
	}
	if edit != nil {
		edit(cfg)
	}
	out, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, "firebase.json")
	return p, os.WriteFile(p, out, 0o644)
}

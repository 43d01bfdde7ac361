package persist

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Names in the Firebase CLI's export layout (firebase-tools
// src/emulator/hubExport.ts): a metadata file naming each product's
// directory, and one <namespace>.json per database.
const (
	MetadataFile = "firebase-export-metadata.json"
	DatabaseDir  = "database_export"
	// cliVersion and emulatorVersion are what the CLI would write; importers
	// only check that the keys exist.
	cliVersion      = "14.0.0"
	emulatorVersion = "4.11.2"
)

// ReadExport reads the databases of an export directory: namespace → JSON.
// A directory whose metadata has no database section yields no namespaces.
func ReadExport(dir string) (map[string][]byte, error) {
	meta, err := readMetadata(dir)
	if err != nil {
		return nil, err
	}
	if meta == nil {
		return nil, fmt.Errorf("%w: %s has no %s", ErrBadExport, dir, MetadataFile)
	}
	raw, ok := meta["database"]
	if !ok {
		return map[string][]byte{}, nil
	}
	var db struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(raw, &db); err != nil {
		return nil, fmt.Errorf("%w: database section: %v", ErrBadExport, err)
	}
	if db.Path == "" {
		db.Path = DatabaseDir
	}
	entries, err := os.ReadDir(filepath.Join(dir, db.Path))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadExport, err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		ns, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() || ns == "" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, db.Path, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("cannot read export: %w", err)
		}
		if !json.Valid(b) {
			return nil, fmt.Errorf("%w: %s is not JSON", ErrBadExport, e.Name())
		}
		out[ns] = b
	}
	return out, nil
}

// WriteExport writes the databases into dir in the CLI's layout, keeping the
// other products' entries of an existing metadata file and removing
// namespaces no longer present.
func WriteExport(dir string, data map[string][]byte) error {
	dbDir := filepath.Join(dir, DatabaseDir)
	if err := os.MkdirAll(dbDir, 0o755); err != nil {
		return fmt.Errorf("cannot export: %w", err)
	}
	for ns, b := range data {
		if ns == "" || strings.ContainsAny(ns, `/\`) || ns == "." || ns == ".." {
			return fmt.Errorf("%w: namespace %q", ErrBadExport, ns)
		}
		if err := writeFileAtomic(filepath.Join(dbDir, ns+".json"), b); err != nil {
			return err
		}
	}
	entries, err := os.ReadDir(dbDir)
	if err != nil {
		return fmt.Errorf("cannot export: %w", err)
	}
	for _, e := range entries {
		if ns, ok := strings.CutSuffix(e.Name(), ".json"); ok && data[ns] == nil {
			_ = os.Remove(filepath.Join(dbDir, e.Name()))
		}
	}
	meta, err := readMetadata(dir)
	if err != nil {
		return err
	}
	if meta == nil {
		meta = map[string]json.RawMessage{}
	}
	if _, ok := meta["version"]; !ok {
		meta["version"], _ = json.Marshal(cliVersion)
	}
	meta["database"], _ = json.Marshal(map[string]string{"version": emulatorVersion, "path": DatabaseDir})
	b, err := json.MarshalIndent(meta, "", "  ")
	if err != nil {
		return fmt.Errorf("cannot export: %w", err)
	}
	return writeFileAtomic(filepath.Join(dir, MetadataFile), b)
}

// readMetadata returns nil, nil when the metadata file does not exist.
func readMetadata(dir string) (map[string]json.RawMessage, error) {
	b, err := os.ReadFile(filepath.Join(dir, MetadataFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read export metadata: %w", err)
	}
	var meta map[string]json.RawMessage
	if err := json.Unmarshal(b, &meta); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadExport, MetadataFile, err)
	}
	return meta, nil
}

func writeFileAtomic(path string, b []byte) error {
	tmp := path + ".tmp"
	err := os.WriteFile(tmp, b, 0o644)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("cannot export: %w", err)
	}
	return nil
}

// Export renders every namespace of s as JSON, for Options.Initial or WriteExport.
func (s State) Export() (map[string][]byte, error) {
	out := make(map[string][]byte, len(s))
	for ns := range s {
		b, err := s.JSON(ns)
		if err != nil {
			return nil, err
		}
		out[ns] = b
	}
	return out, nil
}

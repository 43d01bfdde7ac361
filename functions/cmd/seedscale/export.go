package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"oppnp/functions/internal/scaleseed"
)

// exportTo writes folios [from, from+n) as a Firebase CLI export in dir
// (firebase-export-metadata.json and database_export/<ns>.json), for a suite
// started with --import: a browser bench gets 100,000 folios in seconds
// instead of the minutes the triggers take. The folios carry their list keys
// (scaleseed), so the lists show them; the monitor board is built when first
// opened. It returns the bytes of the database file.
func exportTo(dir, ns string, g scaleseed.Generator, from, n int) (int64, error) {
	db := filepath.Join(dir, "database_export")
	if err := os.MkdirAll(db, 0o755); err != nil {
		return 0, fmt.Errorf("cannot export: %w", err)
	}
	meta := `{"version":"14.0.0","database":{"version":"14.0.0","path":"database_export"}}`
	if err := os.WriteFile(filepath.Join(dir, "firebase-export-metadata.json"), []byte(meta), 0o644); err != nil {
		return 0, fmt.Errorf("cannot export: %w", err)
	}
	b, err := json.Marshal(map[string]any{"requests": g.Batch(from, from+n)})
	if err != nil {
		return 0, fmt.Errorf("cannot export: %w", err)
	}
	if err := os.WriteFile(filepath.Join(db, ns+".json"), b, 0o644); err != nil {
		return 0, fmt.Errorf("cannot export: %w", err)
	}
	return int64(len(b)), nil
}

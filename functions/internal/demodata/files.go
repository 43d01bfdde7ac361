package demodata

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Where the demo lives, relative to the repository root. SeedDir and the
// manifest's name are the simulator's (emulators/gateway.SeedDir,
// SeedManifest): the emulators' --import reads them.
const (
	FixturesFile = "emulators/gateway/fixtures.json"
	DatabaseFile = "functions/demo/database_export/demo-oppnp-default-rtdb.json"
	SeedDir      = "functions/demo/gateway_export"
	ManifestFile = SeedDir + "/documents.json"
)

// ReadInputs reads the fixtures and the committed images under root.
func ReadInputs(root string) ([]byte, map[string][]byte, error) {
	fixtures, err := os.ReadFile(filepath.Join(root, FixturesFile))
	if err != nil {
		return nil, nil, err
	}
	entries, err := os.ReadDir(filepath.Join(root, SeedDir))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, nil, err
	}
	images := map[string][]byte{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".jpg") {
			continue
		}
		if images[e.Name()], err = os.ReadFile(filepath.Join(root, SeedDir, e.Name())); err != nil {
			return nil, nil, err
		}
	}
	return fixtures, images, nil
}

// DrawImages draws every image of every demo customer whose folio has
// evidence: file name → JPEG.
func DrawImages(fixtures []byte) (map[string][]byte, error) {
	people, err := People(fixtures)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for i, p := range people {
		if !pastDocuments(plans[i]) {
			continue
		}
		for kind, draw := range ImageKinds {
			if _, ok := out[Image(p.Key, kind)]; !ok {
				out[Image(p.Key, kind)] = draw(p)
			}
		}
	}
	return out, nil
}

// pastDocuments reports whether the plan reaches the documents step,
// where the INE is registered.
func pastDocuments(p plan) bool {
	for _, s := range p.path {
		if s == "documents" {
			return true
		}
	}
	return false
}

// Render is the export's generated files: relative path → bytes.
func Render(e *Export) (map[string][]byte, error) {
	db, err := marshal(e.Database)
	if err != nil {
		return nil, err
	}
	man, err := marshal(e.Documents)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{DatabaseFile: db, ManifestFile: man}, nil
}

func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("demodata: %w", err)
	}
	return b.Bytes(), nil
}

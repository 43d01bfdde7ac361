package access_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/access"
)

// The drift test: docs/access.md is committed as the table writes it.
func TestMarkdown_MatchCommitted(t *testing.T) {
	root, err := emutest.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(root, access.DocPath))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, access.Markdown()) {
		t.Fatalf("%s is stale: run `make rules`", access.DocPath)
	}
}

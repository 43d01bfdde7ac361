package access_test

import (
	"bytes"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/access"
)

// The drift test: docs/access.md is committed as the table writes it.
func TestMarkdown_MatchCommitted(t *testing.T) {
	got := emutest.ReadRepoFile(t, access.DocPath)
	if !bytes.Equal(got, access.Markdown()) {
		t.Fatalf("%s is stale: run `make rules`", access.DocPath)
	}
}

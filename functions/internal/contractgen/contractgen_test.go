package contractgen_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/contractgen"
)

// The drift test: every file generated from the contract is committed as
// the generator writes it.
func TestFiles_MatchCommitted(t *testing.T) {
	files, err := contractgen.Files()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"database.rules.json",
		"functions/internal/folio/folio_gen.go",
		"web/src/lib/folio-contract.gen.ts",
		"docs/contract-ownership.md",
		"functions/internal/mask/classes_gen.go",
		"web/src/lib/personal-data.gen.ts",
	}
	if len(files) != len(want) {
		t.Fatalf("%d generated files, want %d", len(files), len(want))
	}
	root := emutest.Root(t)
	for i, f := range files {
		t.Run(f.Path, func(t *testing.T) {
			if f.Path != want[i] {
				t.Fatalf("file %d is %s, want %s", i, f.Path, want[i])
			}
			got, err := os.ReadFile(filepath.Join(root, f.Path))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, f.Data) {
				t.Fatalf("%s is stale: run `make rules`", f.Path)
			}
		})
	}
}

func TestFiles_Deterministic(t *testing.T) {
	a, err := contractgen.Files()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		b, _ := contractgen.Files()
		for j := range a {
			if !bytes.Equal(a[j].Data, b[j].Data) {
				t.Fatalf("%s differs between two runs", a[j].Path)
			}
		}
	}
}

// A personal field added to the contract without a class generates nothing:
// every mask table is generated from the classes.
func TestFilesFrom_RefusesAnUnclassedPersonalField(t *testing.T) {
	cic := `"cic":               {"type": "string", "empty": true, "pattern": "/^[0-9]{9,20}$/", "personal": "last4"}`
	def := string(contract.JSON())
	if !strings.Contains(def, cic) {
		t.Fatal("folio.json no longer classes client/cic as written here")
	}
	def = strings.Replace(def, cic, cic+`, "motherCurp": {"type": "string", "max": 18}`, 1)
	files, err := contractgen.FilesFrom([]byte(def))
	if !errors.Is(err, contract.ErrInvalid) || !strings.Contains(err.Error(), "client/motherCurp") || files != nil {
		t.Fatalf("FilesFrom = %d files, %v; want ErrInvalid naming client/motherCurp", len(files), err)
	}
}

// Command rulesgen writes the files generated from the folio contract
// (functions/internal/contract/folio.json, docs/contract.md):
// database.rules.json, functions/internal/folio/folio_gen.go and
// web/src/lib/folio-contract.gen.ts; and docs/access.md from the functions'
// access table (functions/internal/access).
//
//	go run ./functions/cmd/rulesgen [-root .] [-check]
//
// With -check it writes nothing and exits 1 when a file is out of date.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"oppnp/functions/internal/access"
	"oppnp/functions/internal/contractgen"
)

func main() {
	root := flag.String("root", ".", "repository root")
	check := flag.Bool("check", false, "only report whether the files are up to date")
	flag.Parse()
	files, err := contractgen.Files()
	if err != nil {
		fmt.Fprintln(os.Stderr, "rulesgen:", err)
		os.Exit(1)
	}
	// The functions' access table is generated beside the contract's files.
	files = append(files, contractgen.File{Path: access.DocPath, Data: access.Markdown()})
	stale := false
	for _, f := range files {
		path := filepath.Join(*root, f.Path)
		if *check {
			old, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(old, f.Data) {
				fmt.Fprintf(os.Stderr, "rulesgen: %s is out of date; run make rules\n", f.Path)
				stale = true
			}
			continue
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "rulesgen:", err)
			os.Exit(1)
		}
	}
	if stale {
		os.Exit(1)
	}
}

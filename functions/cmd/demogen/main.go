// Command demogen writes the demo data `make run` imports (package
// demodata): functions/demo/database_export and the gateway documents
// the imported evidence names (functions/demo/gateway_export).
//
//	go run ./functions/cmd/demogen [-root .] [-images]
//
// -images redraws the committed images first (needed only when a demo
// customer is added); without it the images are inputs, and the export
// hashes their bytes. Run it after changing the contract, the simulator's
// personas or package demodata; TestCommittedDemoIsCurrent fails until then.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"oppnp/functions/internal/demodata"
)

func main() {
	root := flag.String("root", ".", "repository root")
	images := flag.Bool("images", false, "redraw the images of the demo customers")
	flag.Parse()
	if err := run(*root, *images); err != nil {
		fmt.Fprintln(os.Stderr, "demogen:", err)
		os.Exit(1)
	}
}

func run(root string, redraw bool) error {
	fixtures, images, err := demodata.ReadInputs(root)
	if err != nil {
		return err
	}
	if redraw {
		if images, err = demodata.DrawImages(fixtures); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(root, demodata.SeedDir), 0o755); err != nil {
			return err
		}
		for name, b := range images {
			if err := os.WriteFile(filepath.Join(root, demodata.SeedDir, name), b, 0o644); err != nil {
				return err
			}
		}
	}
	e, err := demodata.Build(fixtures, images)
	if err != nil {
		return err
	}
	files, err := demodata.Render(e)
	if err != nil {
		return err
	}
	for path, b := range files {
		if err := os.WriteFile(filepath.Join(root, path), b, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("demogen: %d folios, %d gateway documents\n", len(e.Database["requests"].(map[string]any)), len(e.Documents))
	return nil
}

// Command rulesgen writes OPPNP's database.rules.json from the rules
// generator and the lifecycle definition.
//
//	go run ./functions/cmd/rulesgen [-o database.rules.json] [-check]
//
// With -check it writes nothing and exits 1 when the file is out of date.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"oppnp/functions/internal/rulesgen"
)

func main() {
	out := flag.String("o", "database.rules.json", "file to write")
	check := flag.Bool("check", false, "only report whether the file is up to date")
	flag.Parse()
	b, err := rulesgen.Generate()
	if err != nil {
		fmt.Fprintln(os.Stderr, "rulesgen:", err)
		os.Exit(1)
	}
	if *check {
		old, err := os.ReadFile(*out)
		if err != nil || !bytes.Equal(old, b) {
			fmt.Fprintf(os.Stderr, "rulesgen: %s is out of date; run go run ./functions/cmd/rulesgen\n", *out)
			os.Exit(1)
		}
		return
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "rulesgen:", err)
		os.Exit(1)
	}
}

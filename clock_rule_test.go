package repo_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// clockPackage is the one package that reads the machine's clock and names
// the business's time zone (docs/adr/0063-one-clock-and-typed-letter-service.md).
const clockPackage = "functions/internal/clock"

// clockFindings lists, in one Go file, each read of the machine's clock
// (time.Now, called or passed) and each spelling of the business's zone
// (time.LoadLocation, the "America/Mexico_City" literal).
func clockFindings(fset *token.FileSet, f *ast.File) []string {
	timeName := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == "time" {
			timeName = "time"
			if imp.Name != nil {
				timeName = imp.Name.Name
			}
		}
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok && timeName != "" && id.Name == timeName &&
				(n.Sel.Name == "Now" || n.Sel.Name == "LoadLocation") {
				out = append(out, fset.Position(n.Pos()).String()+": time."+n.Sel.Name)
			}
		case *ast.BasicLit:
			if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && s == "America/Mexico_City" {
				out = append(out, fset.Position(n.Pos()).String()+": "+n.Value)
			}
		}
		return true
	})
	return out
}

// TestOneClock refuses a read of the machine's clock or a spelling of the
// business's zone in the functions' code (the api package and its internal
// packages) outside package clock: every
// domain is given its clock, so a test can shift it, and counts days in
// clock.MexicoCity. Tests may read the clock.
func TestOneClock(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("functions", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// The command-line tools under functions/cmd run on the machine's clock.
			if d.Name() == "node_modules" || d.Name() == "testdata" || filepath.ToSlash(path) == clockPackage ||
				filepath.ToSlash(path) == "functions/cmd" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, hit := range clockFindings(fset, f) {
			t.Errorf("%s: use package clock (the domain's injected Clock, clock.Wall or clock.MexicoCity)", hit)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOneClock_Finds(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want int
	}{
		{"call", "package p\nimport \"time\"\nfunc f() { _ = time.Now() }", 1},
		{"passed as a func", "package p\nimport \"time\"\nvar now = time.Now", 1},
		{"renamed import", "package p\nimport t \"time\"\nfunc f() { _ = t.Now() }", 1},
		{"zone", "package p\nimport \"time\"\nfunc f() { time.LoadLocation(\"America/Mexico_City\") }", 2},
		{"zone literal", "package p\nconst z = \"America/Mexico_City\"", 1},
		{"an injected clock", "package p\nimport \"time\"\ntype s struct{ Now func() time.Time }\nfunc (x s) f() { _ = x.Now() }", 0},
		{"another package's Now", "package p\nimport \"oppnp/functions/internal/clock\"\nfunc f() { _ = clock.Wall.Now() }", 0},
		{"durations", "package p\nimport \"time\"\nvar d = time.Since", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "x.go", tt.src, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got := clockFindings(fset, f); len(got) != tt.want {
				t.Fatalf("findings %q, want %d", got, tt.want)
			}
		})
	}
}

package repo_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// statusAllowed are the structs outside functions/internal/folio whose
// json "status" is not a folio's status, each with the reason. Any other
// such field must be a folio.Status: a private struct decoding a folio with
// a string status is a second reader of the contract, which drifts from it
// (docs/contract.md). A package dir stands for every struct in it.
var statusAllowed = map[string]string{
	"functions/internal/gateway":          "the lender gateway's wire statuses (ACCEPTED, GENERADA…), not a folio's",
	"functions/internal/monitor.Document": "a document's state in the monitor's projection",
}

// statusFields lists, as "file:line Type.Field", the struct fields of src
// tagged json:"status" that are not a folio.Status and not allowed. dir is
// the file's package directory, relative to the repository.
func statusFields(fset *token.FileSet, file, dir string, src any) ([]string, error) {
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []string
	owner := "" // the named type being walked; anonymous structs inside it keep its name
	ast.Inspect(f, func(n ast.Node) bool {
		switch d := n.(type) {
		case *ast.TypeSpec:
			owner = d.Name.Name
		case *ast.FuncDecl:
			owner = "" // a struct declared in a function is nobody's allowed type
		}
		st, ok := n.(*ast.StructType)
		if !ok {
			return true
		}
		if _, ok := statusAllowed[dir]; ok {
			return true
		}
		if _, ok := statusAllowed[dir+"."+owner]; ok {
			return true
		}
		if _, ok := statusAllowed[filepath.ToSlash(file)+":"+owner]; ok {
			return true
		}
		for _, fld := range st.Fields.List {
			if fld.Tag == nil {
				continue
			}
			tag, err := strconv.Unquote(fld.Tag.Value)
			if err != nil {
				continue
			}
			name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
			if name != "status" || isFolioStatus(fld.Type) {
				continue
			}
			field := "(embedded)"
			if len(fld.Names) > 0 {
				field = fld.Names[0].Name
			}
			where := owner
			if where == "" {
				where = "struct"
			}
			out = append(out, fset.Position(fld.Pos()).String()+" "+where+"."+field)
		}
		return true
	})
	return out, nil
}

func isFolioStatus(e ast.Expr) bool {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "folio" && sel.Sel.Name == "Status"
}

// TestStatusFields: outside the contract's own package, a folio's status
// is decoded only as a folio.Status, and a whole folio only through
// store.GetFolio (docs/contract.md).
func TestStatusFields(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("functions", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules" || p == filepath.Join("functions", "internal", "folio")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go"):
			return nil
		}
		bad, err := statusFields(fset, p, filepath.ToSlash(filepath.Dir(p)), nil)
		if err != nil {
			return err
		}
		for _, b := range bad {
			t.Errorf("%s is tagged json:\"status\" but is no folio.Status: read the folio with store.GetFolio", b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The rule catches a private folio type, named or anonymous, and lets the
// contract's type and the allowed structs through.
func TestStatusFields_Fixture(t *testing.T) {
	tests := []struct {
		name, dir, src string
		want           []string
	}{
		{"private folio type", "functions/internal/x", "package x\ntype folioDoc struct {\n\tStatus string `json:\"status\"`\n\tCurp string `json:\"curp\"`\n}\n",
			[]string{"x.go:3:2 folioDoc.Status"}},
		{"anonymous folio inside a function", "functions/internal/x", "package x\nfunc f() {\n\tvar req struct {\n\t\tStatus string `json:\"status,omitempty\"`\n\t}\n\t_ = req\n}\n",
			[]string{"x.go:4:3 struct.Status"}},
		{"the contract's status", "functions/internal/x", "package x\nimport \"oppnp/functions/internal/folio\"\ntype Result struct {\n\tStatus folio.Status `json:\"status\"`\n}\n", nil},
		{"another tag", "functions/internal/x", "package x\ntype R struct {\n\tStatuses []string `json:\"statuses\"`\n\tState string `json:\"state\"`\n}\n", nil},
		{"allowed package", "functions/internal/gateway", "package gateway\ntype R struct {\n\tStatus string `json:\"status\"`\n}\n", nil},
		{"allowed type", "functions/internal/monitor", "package monitor\ntype Document struct {\n\tStatus string `json:\"status\"`\n}\n", nil},
		{"a type beside the allowed one", "functions/internal/monitor", "package monitor\ntype Other struct {\n\tStatus string `json:\"status\"`\n}\n",
			[]string{"x.go:3:2 Other.Status"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := statusFields(token.NewFileSet(), "x.go", tt.dir, tt.src)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

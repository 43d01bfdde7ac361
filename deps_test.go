// Package repo_test enforces the repository's import rules (layout G1–G5):
// the emulators stay generic, functions reach them only through environment
// variables, protocol leaf packages use the standard library only, domain
// packages hold no HTTP, and go.mod requires only the allowed modules.
package repo_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
)

type pkg struct {
	ImportPath  string
	Imports     []string
	TestImports []string
	Doc         string
	Standard    bool
	GoFiles     []string
}

func listPackages(t *testing.T) []pkg {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	var pkgs []pkg
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

const mod = "oppnp/"

func isStd(path string) bool {
	first := strings.SplitN(path, "/", 2)[0]
	return !strings.Contains(first, ".") && !strings.HasPrefix(path, mod)
}

func TestImportRules(t *testing.T) {
	stdOnly := []string{
		mod + "emulators/rtdb/tree",
		mod + "emulators/rtdb/rules",
		mod + "emulators/rtdb/wire",
		mod + "emulators/idtoken",
		mod + "functions/internal/mask", // the one masking, read by the trail, monitor, logs and OTP
	}
	for _, p := range listPackages(t) {
		// npm packages may ship Go sources (flatted does); they are not ours.
		if strings.Contains(p.ImportPath, "/node_modules/") {
			continue
		}
		in := func(prefix string) bool {
			return p.ImportPath == strings.TrimSuffix(prefix, "/") || strings.HasPrefix(p.ImportPath, prefix)
		}
		for _, imp := range p.Imports {
			switch {
			case in(mod+"emulators") && (strings.HasPrefix(imp, mod+"functions") || strings.HasPrefix(imp, mod+"securityrules")):
				t.Errorf("G1: %s imports %s: the emulators know nothing about the app", p.ImportPath, imp)
			case in(mod+"functions") && strings.HasPrefix(imp, mod+"emulators"):
				t.Errorf("G2: %s imports %s: functions reach the emulators only through environment variables", p.ImportPath, imp)
			}
			// The database emulator's transports (docs/adr/0073-link-session-machine-and-rtdb-transports.md):
			// each is mounted by the server and shares only package transport and the realtime
			// protocol's session (which carries none of them), so none imports the server or another
			// transport.
			if tr := mod + "emulators/rtdb/transport/"; in(tr) {
				own := strings.SplitN(strings.TrimPrefix(p.ImportPath, tr), "/", 2)[0]
				other := strings.SplitN(strings.TrimPrefix(imp, tr), "/", 2)[0]
				switch {
				case imp == mod+"emulators/rtdb":
					t.Errorf("%s imports %s: a transport is given what it needs (an Env), never the Server", p.ImportPath, imp)
				case strings.HasPrefix(imp, tr) && other != own && (other != "session" || own == "session"):
					t.Errorf("%s imports %s: transports do not import each other", p.ImportPath, imp)
				}
			}
			for _, leaf := range stdOnly {
				if in(leaf) && !isStd(imp) {
					t.Errorf("G3: %s imports %s: protocol leaf packages use the standard library only", p.ImportPath, imp)
				}
			}
			if in(mod+"functions/internal/") && !in(mod+"functions/internal/httpx") && !in(mod+"functions/internal/store") &&
				!in(mod+"functions/internal/gateway") && !in(mod+"functions/internal/config") && !in(mod+"functions/internal/obs") {
				if imp == "net/http" || strings.HasPrefix(imp, "firebase.google.com/go") || strings.HasPrefix(imp, mod+"functions/internal/httpx") {
					t.Errorf("G4: domain package %s imports %s: domains hold no HTTP and no Firebase", p.ImportPath, imp)
				}
			}
		}
		if p.Doc == "" && len(p.GoFiles) > 0 {
			t.Errorf("package %s has no package doc comment", p.ImportPath)
		}
	}
}

func TestGoModAllowList(t *testing.T) {
	b, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{
		"github.com/GoogleCloudPlatform/functions-framework-go": true,
		"firebase.google.com/go/v4":                             true,
		"github.com/coder/websocket":                            true,
		"github.com/cloudevents/sdk-go/v2":                      true, // functions-framework-go's CloudEvent signature (ADR 0002)
		"github.com/go-pdf/fpdf":                                true, // the carta libranza's PDF (docs/adr/0032-carta-libranza-pdf-with-fpdf.md)
		"github.com/andybalholm/brotli":                         true, // the hosting emulator's Brotli coding, as Firebase Hosting's (docs/adr/0036-phone-first-load.md)
	}
	inRequire := false
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "require ("):
			inRequire = true
			continue
		case line == ")":
			inRequire = false
			continue
		}
		if !inRequire || line == "" || strings.HasSuffix(line, "// indirect") {
			continue
		}
		modPath := strings.Fields(line)[0]
		if !allowed[modPath] {
			t.Errorf("G5: go.mod requires %s directly; add an ADR and extend the allow-list", modPath)
		}
	}
}

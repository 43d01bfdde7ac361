//go:build jssdk

package functions_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestJSSDK_SignInReadsOwnRole runs functions/jssdk/roles-check.mjs: the
// official firebase JS SDK signs in with the login function's custom token
// and reads its own roles/{bpId}. Needs the npm workspace installed at the
// repository root, whose node_modules the script resolves firebase from
// (`make deps`; run with -tags jssdk).
func TestJSSDK_SignInReadsOwnRole(t *testing.T) {
	if _, err := os.Stat(filepath.Join("..", "node_modules", "firebase", "package.json")); err != nil {
		t.Fatalf("firebase JS SDK not installed: run `make deps` (npm ci at the repository root) (%v)", err)
	}
	s := startStack(t)
	cmd := exec.Command("node", "roles-check.mjs")
	cmd.Dir = "jssdk"
	cmd.Env = append(os.Environ(), "API="+s.api, "AUTH_HOST="+s.suite.Addrs["auth"],
		"DB_HOST=127.0.0.1:"+strings.Split(s.suite.Addrs["database"], ":")[1], "NS="+ns, "PROJECT="+project,
		"USER=promotor1", "OTHER_BP=1000000002")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	var got struct {
		UID    string
		BpID   string
		Claims map[string]any
		Own    map[string]any
		Other  any
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &got); err != nil {
		t.Fatalf("output %s: %v", out, err)
	}
	br, _ := got.Own["branches"].(map[string]any)
	if got.UID != "bp:1000000001" || got.Claims["bpId"] != "1000000001" || got.Claims["admin"] != false || got.Claims["role"] != "Promotor" {
		t.Fatalf("identity %+v", got)
	}
	if got.Own["name"] != "Promotor" || br["SUC-0101"] != true {
		t.Fatalf("own role %v", got.Own)
	}
	if got.Other != "denied" {
		t.Fatalf("another promoter's role: %v", got.Other)
	}
}

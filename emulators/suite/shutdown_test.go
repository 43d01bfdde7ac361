//go:build linux

package suite_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
	"oppnp/emulators/emutest"
	"oppnp/emulators/hub/hubclient"
	"oppnp/emulators/rtdb/persist"
)

// TestSuite_SIGTERMWhileBusy stops a suite whose functions host has a
// queue of slow CloudEvents in flight, with a WebSocket listening, by
// SIGTERM: the process is gone within 5 s and every write the database
// acknowledged is in the --data directory.
func TestSuite_SIGTERMWhileBusy(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	const items = 3000
	root := emutest.Root(t)
	dir := t.TempDir()
	src, data, record := filepath.Join(dir, "functions"), filepath.Join(dir, "data"), filepath.Join(dir, "events.jsonl")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	// A trigger that takes a second per event and ignores cancellation.
	manifest := fmt.Sprintf(`{"specVersion": "v1alpha1", "main": %q, "endpoints": {
	  "onItemWritten": {"entryPoint": "recorder", "region": ["us-central1"],
	    "environmentVariables": {"RECORD_FILE": %q, "RECORD_DELAY": "1s"},
	    "eventTrigger": {"eventType": "google.firebase.database.ref.v1.written", "eventFilters": {},
	      "eventFilterPathPatterns": {"ref": "items/{itemId}", "instance": "*"}, "retry": true}}}}`,
		filepath.Join(root, "emulators/functionshost/testdata/fixture"), record)
	emutest.WriteFile(t, filepath.Join(src, "functions.json"), []byte(manifest))
	p := emuproc.Start(t, emuproc.Options{
		Services: []string{"database", "functions"},
		Rules:    `{"rules": {".read": true, ".write": true}}`,
		Args:     []string{"--data", data},
		Config:   func(cfg map[string]any) { cfg["functions"] = map[string]any{"source": src} },
	})
	const ns = "demo-oppnp-default-rtdb"
	patch := func(body map[string]any) {
		t.Helper()
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest(http.MethodPatch, "http://"+p.Addr()+"/items.json?ns="+ns, bytes.NewReader(b))
		req.Header.Set("Authorization", "Bearer owner")
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("write: %v %v", resp, err)
		}
		resp.Body.Close()
	}
	// The first event waits for the fixture to be built: then the host is warm.
	patch(map[string]any{"warm": 1})
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(100 * time.Millisecond) {
		if st, err := os.Stat(record); err == nil && st.Size() > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the trigger never ran: %s", p.Log())
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, err := v5client.Dial(ctx, p.Addr(), ns, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	if rep, err := ws.Request(ctx, "q", map[string]any{"p": "/items", "h": ""}); err != nil || rep.Status != "ok" {
		t.Fatalf("listen: %v %v", rep, err)
	}
	batch := map[string]any{}
	for i := range items {
		batch[fmt.Sprintf("i%05d", i)] = map[string]any{"n": i, "state": "queued"}
	}
	patch(batch) // acknowledged: on disk
	time.Sleep(500 * time.Millisecond)

	start := time.Now()
	stopCtx, stopCancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer stopCancel()
	if err := p.StopWith(stopCtx, syscall.SIGTERM); err != nil {
		t.Fatalf("stop: %v (after %v)\n%s", err, time.Since(start), p.Log())
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("SIGTERM took %v, want <= 5s", took)
	} else {
		t.Logf("SIGTERM took %v", took)
	}

	store, state, err := persist.Open(data, persist.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	b, err := state.JSON(ns)
	if err != nil {
		t.Fatal(err)
	}
	var got struct{ Items map[string]any }
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Items) != items+1 {
		t.Fatalf("%d items on disk, want %d", len(got.Items), items+1)
	}
}

// TestSuite_StopsWithGoRun: SIGTERM to `go run ./emulators` (what stopping
// `make run` does; go run does not pass the signal on) stops the suite too
// instead of leaving it running on its ports.
func TestSuite_StopsWithGoRun(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	root := emutest.Root(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "firebase.json")
	emutest.WriteFile(t, cfg, []byte(`{"emulators": {"database": {"host": "127.0.0.1", "port": 0}, "hub": {"host": "127.0.0.1", "port": 0}}}`))
	hubFile := filepath.Join(dir, "hub.json")
	cmd := exec.Command("go", "run", "./emulators", "--config", cfg, "--only", "database", "--hub-file", hubFile)
	cmd.Dir = root
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Whatever happens below, nothing of this test outlives it.
	t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if _, _, err := hubclient.WaitFile(ctx, hubFile); err != nil {
		_ = cmd.Process.Kill()
		t.Fatal(err)
	}
	suitePID := childOf(t, cmd.Process.Pid)
	t.Cleanup(func() { _ = syscall.Kill(suitePID, syscall.SIGKILL) })
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-exited
	for deadline := time.Now().Add(5 * time.Second); syscall.Kill(suitePID, 0) == nil; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the suite (pid %d) still runs 5 s after go run stopped", suitePID)
		}
	}
}

// childOf is the one child process of pid.
func childOf(t *testing.T, pid int) int {
	t.Helper()
	var kids []int
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, d := range dirs {
		b, err := os.ReadFile(d)
		if err != nil {
			continue
		}
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			n, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
			kids = append(kids, n)
		}
	}
	if len(kids) != 1 {
		t.Fatalf("go run has children %v, want one", kids)
	}
	return kids[0]
}

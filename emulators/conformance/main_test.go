package conformance_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/db"

	"oppnp/emulators/conformance/emuproc"
)

// openRules lets every test read and write: rules enforcement is the rules
// engine's own suite.
const openRules = `{"rules": {".read": true, ".write": true}}`

// shared is the emulator process most tests use; each test takes its own
// namespaces.
var shared *emuproc.Proc

func TestMain(m *testing.M) {
	p, err := emuproc.Run(emuproc.Options{Rules: openRules})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	shared = p
	code := m.Run()
	p.Kill()
	emuproc.Cleanup()
	os.Exit(code)
}

var nsCounter atomic.Int64

// newNS returns a namespace no other test uses.
func newNS(name string) string {
	return fmt.Sprintf("conf-%s-%d-%d", strings.ToLower(name), os.Getpid(), nsCounter.Add(1))
}

// port returns the port of a host:port.
func port(addr string) string { return addr[strings.LastIndex(addr, ":")+1:] }

// adminDB returns a firebase-admin-go db client for ns on the emulator at
// addr, configured as the functions are: an emulator host of localhost
// (admin-go rejects IP hosts) with ?ns=.
func adminDB(t *testing.T, addr, ns string) *db.Client {
	t.Helper()
	ctx := context.Background()
	app, err := firebase.NewApp(ctx, &firebase.Config{
		ProjectID:   "demo-conformance",
		DatabaseURL: "localhost:" + port(addr) + "?ns=" + ns,
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.Database(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

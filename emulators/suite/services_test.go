package suite

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"testing"

	"oppnp/emulators/logsink"
)

// The console's sink sees what a service logs, whichever service starts
// first: the tee is made with the suite, before any builder runs.
func TestNewSuite_ServicesLogToTheConsole(t *testing.T) {
	s := newSuite(&options{project: "demo-x"}, &firebaseConfig{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if _, err := s.buildAuth(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.log.With("service", "auth").Info("hello")
	if got := s.sink.Query(logsink.Filter{Source: "auth"}); len(got) == 0 {
		t.Fatal("a service's record did not reach the console's sink")
	}
	if s.auth == nil {
		t.Error("buildAuth did not set the suite's auth field")
	}
}

// The database starts first (the functions host subscribes to it), the
// console last (it lists the others); --only accepts every name.
func TestStartOrder(t *testing.T) {
	names := allServices()
	if names[0] != "database" || names[len(names)-1] != "ui" {
		t.Errorf("start order %v", names)
	}
	if slices.Index(names, "functions") > slices.Index(names, "hosting") {
		t.Errorf("hosting starts before the functions it proxies to: %v", names)
	}
	if _, err := parseFlags([]string{"--only", "database,ui"}); err != nil {
		t.Error(err)
	}
	if _, err := parseFlags([]string{"--only", "nope"}); err == nil {
		t.Error("an unknown service was accepted")
	}
}

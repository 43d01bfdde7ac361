package suite

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/functionshost"
	"oppnp/emulators/rtdb"
)

// suiteWithTrigger is a firebase.json whose functions manifest has one
// database trigger on requests/{id}, and a data directory.
func suiteWithTrigger(t *testing.T, only []string, data string) *suite {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("firebase.json", `{"functions":{"source":"fn"}}`)
	write("fn/functions.json", `{"specVersion":"v1alpha1","main":"./cmd","endpoints":{"onWrite":{"entryPoint":"onWrite","eventTrigger":{"eventType":"`+functionshost.EventWritten+
		`","eventFilterPathPatterns":{"ref":"/requests/{id}"},"retry":true}}}}`)
	cfg, err := loadConfig(filepath.Join(dir, "firebase.json"))
	if err != nil {
		t.Fatal(err)
	}
	o := &options{config: filepath.Join(dir, "firebase.json"), only: only, project: "demo", dataDir: data}
	return newSuite(o, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// The database the suite builds journals a trigger's changes from its
// first acknowledged write, before the functions host exists: a crash
// then loses nothing, and the host's subscription (by the endpoint's id)
// receives the write. Without the functions service nothing is reserved.
func TestBuildDatabase_ReservesTheManifestsTriggersBeforeServing(t *testing.T) {
	for _, tt := range []struct {
		name string
		only []string
		want int
	}{
		{"with functions", []string{"database", "functions"}, 1},
		{"database alone", []string{"database"}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			data := filepath.Join(t.TempDir(), "data")
			s := suiteWithTrigger(t, tt.only, data)
			ctx := context.Background()
			svc, err := s.buildDatabase(ctx)
			if err != nil {
				t.Fatal(err)
			}
			rec := httptest.NewRecorder()
			req := httptest.NewRequest("PUT", "/requests/a.json?ns=demo-default-rtdb&auth=owner", strings.NewReader(`{"status":"new"}`))
			svc.handler.ServeHTTP(rec, req)
			if rec.Code != 200 {
				t.Fatalf("PUT = %d %s", rec.Code, rec.Body)
			}
			// Stopped before any subscriber: the change is in the outbox.
			if err := svc.close(ctx); err != nil {
				t.Fatal(err)
			}
			s2 := suiteWithTrigger(t, tt.only, data)
			if _, err := s2.buildDatabase(ctx); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = s2.database.Close() })
			got := make(chan rtdb.Change, 4)
			s2.database.WatchDurable("onWrite", "demo-default-rtdb", "requests/{id}", func(c rtdb.Change) { got <- c })
			n := 0
			for done := false; !done; {
				select {
				case c := <-got:
					if c.Ref != "requests/a" {
						t.Fatalf("change %s", c.Ref)
					}
					n++
				case <-time.After(300 * time.Millisecond):
					done = true
				}
			}
			if n != tt.want {
				t.Fatalf("%d changes replayed, want %d", n, tt.want)
			}
		})
	}
}

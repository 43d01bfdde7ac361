package rtdbstore_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/rtdbstore"
)

// over returns a store over the database at srv.
func over(t *testing.T, srv *httptest.Server) *rtdbstore.Store {
	t.Helper()
	return storeAt(t, srv.URL[strings.LastIndex(srv.URL, ":")+1:])
}

// TestStore_HeldDatabaseTimesOut: a database that takes a call and never
// answers fails every kind of call after the store's deadline, when the
// caller's context has none, with store.ErrTimeout: a 503 with a Spanish
// message to try again. A database that answers is unaffected.
func TestStore_HeldDatabaseTimesOut(t *testing.T) {
	release := make(chan struct{})
	held := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer held.Close()
	defer close(release)
	s := over(t, held)
	s.Timeout = 200 * time.Millisecond
	ctx := context.Background()
	calls := map[string]func() error{
		"get":    func() error { var v any; return s.Get(ctx, "requests/R1", &v) },
		"set":    func() error { return s.Set(ctx, "requests/R1/status", "documents") },
		"update": func() error { return s.Update(ctx, "", map[string]any{"requests/R1/status": "documents"}) },
		"transaction": func() error {
			return s.Transaction(ctx, "requests/R1", func(cur any) (any, error) { return cur, nil })
		},
		"query": func() error { _, err := s.Equal(ctx, "requests", "status", "documents"); return err },
		"page":  func() error { _, err := s.Page(ctx, "requests", "", 10); return err },
		"range": func() error { _, err := s.Range(ctx, "requests", "at", 0, 1, 10); return err },
	}
	for name, call := range calls {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			err := call()
			took := time.Since(start)
			if !errors.Is(err, store.ErrTimeout) || took > 5*time.Second {
				t.Fatalf("after %v: %v, want store.ErrTimeout after about 200ms", took, err)
			}
			if e := httpx.Map(err); e.Status != http.StatusServiceUnavailable || e.Code != "DATABASE_TIMEOUT" ||
				e.Message != "La base de datos no respondió a tiempo. Intenta de nuevo en un momento." {
				t.Fatalf("mapped to %+v", e)
			}
		})
	}
	// The caller's own deadline stands: a shorter one ends the call sooner.
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	s.Timeout = time.Hour
	var v any
	if err := s.Get(short, "requests/R1", &v); !errors.Is(err, store.ErrTimeout) {
		t.Fatalf("caller's deadline: %v", err)
	}

	answers := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte("null"))
	}))
	defer answers.Close()
	s = over(t, answers)
	s.Timeout = 200 * time.Millisecond
	if err := s.Get(ctx, "requests/R1", &v); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a database that answers: %v, want ErrNotFound", err)
	}
}

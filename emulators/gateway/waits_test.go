package gateway_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// newReceiver records posted JSON bodies (plus "header.event") on got; the
// first failFirst posts answer 500.
func newReceiver(t *testing.T, got chan<- map[string]any, failFirst int32) string {
	t.Helper()
	var n atomic.Int32
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m map[string]any
		_ = json.NewDecoder(r.Body).Decode(&m)
		if m == nil {
			m = map[string]any{}
		}
		m["header.event"] = r.Header.Get("X-Gateway-Event")
		got <- m
		if n.Add(1) <= failFirst {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(hs.Close)
	return hs.URL
}

func waitFor[T any](t *testing.T, ch <-chan T) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(10 * time.Second):
		t.Fatal("timed out waiting")
	}
	var zero T
	return zero
}

// eventually polls get until ok holds (10 s at most) and returns the value.
func eventually[T any](t *testing.T, get func() T, ok func(T) bool) T {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		v := get()
		if ok(v) || time.Now().After(deadline) {
			return v
		}
		time.Sleep(10 * time.Millisecond)
	}
}

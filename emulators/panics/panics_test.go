package panics_test

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/panics"
)

// TestHandler: a panic before the answer is a logged 500; after the status
// went out the response is cut; net/http's own abort passes through; a
// handler that does not panic is untouched and keeps Flush.
func TestHandler(t *testing.T) {
	tests := []struct {
		name     string
		h        http.HandlerFunc
		wantCode int    // 0: the client sees the connection cut
		wantLog  string // "" : nothing logged
	}{
		{"panic first", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			panic("boom")
		}, 500, "boom"},
		{"panic after the status", func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(200)
			_, _ = w.Write([]byte("half"))
			w.(http.Flusher).Flush()
			panic("late boom")
		}, 0, "late boom"},
		{"abort handler", func(http.ResponseWriter, *http.Request) { panic(http.ErrAbortHandler) }, 0, ""},
		{"no panic, streaming", func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte("ok"))
			w.(http.Flusher).Flush()
		}, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs bytes.Buffer
			hs := httptest.NewServer(panics.Handler(slog.New(slog.NewJSONHandler(&logs, nil)), "test", tt.h))
			hs.Config.ErrorLog = nil
			defer hs.Close()
			resp, err := http.Get(hs.URL + "/x?auth=secret")
			code := 0
			if err == nil {
				_, err = io.ReadAll(resp.Body)
				resp.Body.Close()
				if err == nil {
					code = resp.StatusCode
				}
			}
			if code != tt.wantCode {
				t.Fatalf("status %d (err %v), want %d", code, err, tt.wantCode)
			}
			if code == 500 && resp.Header.Get("Content-Type") != "text/plain; charset=utf-8" {
				t.Errorf("500 Content-Type %q", resp.Header.Get("Content-Type"))
			}
			got := logs.String()
			if tt.wantLog == "" && got != "" || tt.wantLog != "" && !strings.Contains(got, tt.wantLog) {
				t.Errorf("log %q, want %q", got, tt.wantLog)
			}
			if strings.Contains(got, "secret") {
				t.Errorf("the log holds the query: %s", got)
			}
		})
	}
}

func TestRecover(t *testing.T) {
	tests := []struct {
		name string
		fn   func()
		want bool
	}{
		{"panics", func() { panic("x") }, true},
		{"returns", func() {}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs bytes.Buffer
			if got := panics.Recover(slog.New(slog.NewJSONHandler(&logs, nil)), "job", tt.fn, "k", "v"); got != tt.want {
				t.Fatalf("Recover = %v, want %v", got, tt.want)
			}
			if tt.want != strings.Contains(logs.String(), `"msg":"panic in job"`) {
				t.Errorf("log %q", logs.String())
			}
		})
	}
}

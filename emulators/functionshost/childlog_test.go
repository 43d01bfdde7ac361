package functionshost_test

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/functionshost"
)

func TestChildRecord(t *testing.T) {
	tests := []struct {
		name, line string
		level      slog.Level
		msg        string
		attrs      map[string]any
		time       string
	}{
		{"slog json", `{"time":"2026-11-22T10:00:00.5Z","level":"WARN","msg":"gateway call failed","requestId":"r-1","durationMs":12}`,
			slog.LevelWarn, "gateway call failed", map[string]any{"requestId": "r-1", "durationMs": 12.0, "stream": "stdout"}, "2026-11-22T10:00:00.5Z"},
		{"cloud logging shape", `{"severity":"ERROR","message":"request","status":500,"nested":{"a":1}}`,
			slog.LevelError, "request", map[string]any{"status": 500.0, "nested": map[string]any{"a": 1.0}, "stream": "stdout"}, ""},
		{"plain text", `panic: boom`, slog.LevelInfo, "panic: boom", map[string]any{"stream": "stdout"}, ""},
		{"broken json", `{"msg":`, slog.LevelInfo, `{"msg":`, map[string]any{"stream": "stdout"}, ""},
		{"debug", `{"level":"DEBUG","msg":"x"}`, slog.LevelDebug, "x", map[string]any{"stream": "stdout"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := functionshost.ChildRecord([]byte(tt.line), "stdout")
			if r.Level != tt.level || r.Message != tt.msg {
				t.Errorf("level/msg = %v %q", r.Level, r.Message)
			}
			got := map[string]any{}
			r.Attrs(func(a slog.Attr) bool { got[a.Key] = a.Value.Any(); return true })
			if fmt.Sprint(got) != fmt.Sprint(tt.attrs) {
				t.Errorf("attrs = %v, want %v", got, tt.attrs)
			}
			if tt.time != "" && r.Time.Format(time.RFC3339Nano) != tt.time {
				t.Errorf("time = %v", r.Time)
			}
		})
	}
}

// TestHost_ChildLogLines runs the fixture and checks that a JSON line it
// prints reaches the host's logger as a structured record.
func TestHost_ChildLogLines(t *testing.T) {
	var buf emutest.Buffer
	record := filepath.Join(t.TempDir(), "events.jsonl")
	h := startFixture(t, func(o *functionshost.Options) {
		o.Env = func() []string { return []string{"RECORD_FILE=" + record} }
		o.Log = slog.New(slog.NewJSONHandler(&buf, nil)).With("service", "functions")
	})
	hs := httptest.NewServer(h)
	defer hs.Close()
	req, _ := http.NewRequest("POST", hs.URL+"/demo-x/us-central1/echo/api/x", strings.NewReader("hola"))
	req.Header.Set("X-Request-Id", "req-child-1")
	emutest.Do(t, req)
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, line := range strings.Split(buf.String(), "\n") {
			var m map[string]any
			if json.Unmarshal([]byte(line), &m) != nil || m["requestId"] != "req-child-1" {
				continue
			}
			if m["level"] != "WARN" || m["msg"] != "echo" || m["function"] != "echo" || m["service"] != "functions" ||
				m["path"] != "/api/x" || m["stream"] != "stdout" {
				t.Errorf("record = %v", m)
			}
			return
		}
	}
	t.Fatalf("no structured record from the child in:\n%s", buf.String())
}

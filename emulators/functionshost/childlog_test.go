package functionshost_test

import (
	"fmt"
	"log/slog"
	"testing"
	"time"

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

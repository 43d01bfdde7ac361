package functionshost

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"time"
)

// ChildRecord turns one line a function printed into a slog record for the
// host's logger: a JSON object (slog's JSON handler, or Cloud Logging's
// structured shape with "severity" and "message") keeps its level, time,
// message and fields, so the suite's log handler (the console's log sink)
// can file it by request id, promoter and folio; any other line is an info
// record with the line as its message. stream is "stdout" or "stderr".
func ChildRecord(line []byte, stream string) slog.Record {
	line = bytes.TrimSpace(line)
	var m map[string]any
	if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &m) != nil {
		r := slog.NewRecord(time.Now(), slog.LevelInfo, string(line), 0)
		r.AddAttrs(slog.String("stream", stream))
		return r
	}
	at := time.Now()
	if s, ok := m["time"].(string); ok {
		if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
			at = t
		}
	}
	level := slog.LevelInfo
	for _, k := range []string{"level", "severity"} {
		if s, ok := m[k].(string); ok {
			level = parseLevel(s)
		}
	}
	msg := ""
	for _, k := range []string{"msg", "message"} {
		if s, ok := m[k].(string); ok {
			msg = s
		}
	}
	r := slog.NewRecord(at, level, msg, 0)
	r.AddAttrs(slog.String("stream", stream))
	for k, v := range m {
		switch k {
		case "time", "level", "severity", "msg", "message":
			continue
		}
		r.AddAttrs(slog.Any(k, v))
	}
	return r
}

func parseLevel(s string) slog.Level {
	switch strings.ToUpper(s) {
	case "DEBUG":
		return slog.LevelDebug
	case "WARN", "WARNING":
		return slog.LevelWarn
	case "ERROR", "CRITICAL", "ALERT", "EMERGENCY":
		return slog.LevelError
	}
	return slog.LevelInfo
}

// logLine hands a child's line to the host's logger without blocking the
// child beyond the handler's own write.
func logLine(log *slog.Logger, line []byte, stream string) {
	r := ChildRecord(line, stream)
	if h := log.Handler(); h.Enabled(context.Background(), r.Level) {
		_ = h.Handle(context.Background(), r)
	}
}

package gateway

import (
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// RequestID is the caller's correlation id: X-Request-Id, else the trace
// id of a W3C traceparent header, else "".
func RequestID(r *http.Request) string {
	if id := strings.TrimSpace(r.Header.Get("X-Request-Id")); id != "" && len(id) <= 128 {
		return id
	}
	if p := strings.Split(r.Header.Get("traceparent"), "-"); len(p) == 4 && len(p[1]) == 32 {
		return p[1]
	}
	return ""
}

// logRequest writes the one record per request: path, status, duration,
// the caller's request id and device id, and the promoter when known
// (bpId of the Bearer session or of a successful login). Bodies are never
// logged: they carry personal data.
func (s *Server) logRequest(r *http.Request, rec *statusRecorder, start time.Time) {
	status := rec.status
	if status == 0 {
		status = http.StatusOK
	}
	level := slog.LevelInfo
	switch {
	case status >= 500:
		level = slog.LevelError
	case status >= 400:
		level = slog.LevelWarn
	}
	attrs := []slog.Attr{
		slog.String("service", "gateway"), slog.String("method", r.Method), slog.String("path", r.URL.Path),
		slog.Int("status", status), slog.Int64("durationMs", time.Since(start).Milliseconds()),
	}
	if id := RequestID(r); id != "" {
		attrs = append(attrs, slog.String("requestId", id))
	}
	if d := r.Header.Get("X-Device-Id"); d != "" {
		attrs = append(attrs, slog.String("deviceId", d))
	}
	if rec.promoterID != "" {
		attrs = append(attrs, slog.String("promoterID", rec.promoterID))
	}
	s.cfg.Logger.LogAttrs(r.Context(), level, "gateway request", attrs...)
}

// notePromoter passes the request's promoter to the request log.
func notePromoter(w http.ResponseWriter, req *request) {
	rec, ok := w.(*statusRecorder)
	if !ok {
		return
	}
	switch {
	case req.promoterID != "":
		rec.promoterID = req.promoterID
	case req.sess != nil && req.sess.user != nil:
		rec.promoterID = req.sess.user.BpID
	}
}

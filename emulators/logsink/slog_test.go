package logsink_test

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"oppnp/emulators/logsink"
)

func TestTee(t *testing.T) {
	var out bytes.Buffer
	s := logsink.New(10)
	log := slog.New(logsink.Tee(slog.NewJSONHandler(&out, nil), s))

	log.With("service", "gateway").Info("gateway", "path", "/auth/login", "status", 200, "durationMs", 12, "requestId", "req-1")
	log.With("service", "database").WithGroup("q").Warn("rtdb: denied", "path", "/requests/x", "err", errors.New("nope"))
	log.Debug("not stored")
	log.Info("suite line", "phone", "5512345678")

	got := s.Query(logsink.Filter{})
	if len(got) != 3 {
		t.Fatalf("stored %d records: %+v", len(got), got)
	}
	gw := s.Query(logsink.Filter{Source: "gateway"})
	if len(gw) != 1 || gw[0].RequestID != "req-1" || gw[0].Status != 200 || gw[0].DurationMs == nil || *gw[0].DurationMs != 12 ||
		gw[0].Fields["path"] != "/auth/login" || gw[0].Level != "info" {
		t.Errorf("gateway record = %+v", gw)
	}
	db := s.Query(logsink.Filter{Source: "database"})
	if len(db) != 1 || db[0].Level != "warn" || db[0].Fields["q.path"] != "/requests/x" || db[0].Fields["q.err"] != "nope" {
		t.Errorf("database record = %+v", db)
	}
	suite := s.Query(logsink.Filter{Source: "suite"})
	if len(suite) != 1 || suite[0].Fields["phone"] != "******5678" {
		t.Errorf("suite record = %+v", suite)
	}
	// The wrapped handler still gets everything it is enabled for, unmasked
	// (the suite's own stderr is not the sink).
	if n := strings.Count(out.String(), "\n"); n != 3 || !strings.Contains(out.String(), `"service":"gateway"`) {
		t.Errorf("next handler got %d lines: %s", n, out.String())
	}
}

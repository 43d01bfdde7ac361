package obs_test

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"oppnp/functions/internal/obs"
)

func TestNewLogger_MasksIdentifiers(t *testing.T) {
	var buf bytes.Buffer
	log := obs.NewLogger(&buf, slog.LevelInfo)
	log.Info("alta", "curp", "GODE561231HDFRRN09", "RFC", "GODE561231AB1", "phone", "5512345678",
		slog.Group("client", "clabe", "002010077777777771"), "requestId", "R1")
	out := buf.String()
	for _, secret := range []string{"GODE561231HDFRRN09", "GODE561231AB1", "5512345678", "002010077777777771"} {
		if strings.Contains(out, secret) {
			t.Errorf("log leaks %s: %s", secret, out)
		}
	}
	for _, want := range []string{`"curp":"**************RN09"`, `"phone":"******5678"`, `"requestId":"R1"`, `"message":"alta"`, `"severity":"INFO"`} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %s: %s", want, out)
		}
	}
}

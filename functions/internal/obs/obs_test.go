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
		slog.Group("client", "clabe", "002010077777777771"), "requestId", "R1", "accountNumber", int64(1234567890123456),
		"names", "Juan Pérez", "email", "juan@correo.mx", "password", "secreto", "status", "quoter")
	out := buf.String()
	for _, secret := range []string{"GODE561231HDFRRN09", "GODE561231AB1", "5512345678", "002010077777777771", "1234567890123456",
		"Juan Pérez", "juan@", "secreto"} {
		if strings.Contains(out, secret) {
			t.Errorf("log leaks %s: %s", secret, out)
		}
	}
	// Each masked as the contract classes the field of that name (package mask).
	for _, want := range []string{`"curp":"GODE******09"`, `"RFC":"GODE******B1"`, `"phone":"******5678"`, `"clabe":"******7771"`,
		`"accountNumber":"******3456"`, `"names":"J*** P***"`, `"email":"j***@correo.mx"`, `"password":"******"`,
		`"requestId":"R1"`, `"status":"quoter"`, `"message":"alta"`, `"severity":"INFO"`} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %s: %s", want, out)
		}
	}
}

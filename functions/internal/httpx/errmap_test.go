package httpx_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/otp"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/sipre"
	"oppnp/functions/internal/trigger"
)

func TestMap(t *testing.T) {
	tests := []struct {
		name      string
		err       error
		status    int
		code      string
		msgPrefix string
	}{
		{"no dataSeller", fmt.Errorf("login: %w", session.ErrNoDataSeller), 502, "NO_DATA_SELLER", "Ocurrió un error al obtener los datos del usuario"},
		{"unreachable", fmt.Errorf("x: %w", gateway.ErrUnreachable), 502, "CONNECTION_ERROR", "Error de conexión"},
		{"gateway code passes", &gateway.APIError{Status: 401, Code: "AUTH_INVALID", Message: "Usuario o contraseña incorrectos"}, 401, "AUTH_INVALID", "Usuario o contraseña incorrectos"},
		{"gateway 5xx", &gateway.APIError{Status: 500, Code: "INTERNAL", Message: "falla"}, 502, "INTERNAL", "falla"},
		{"video link used", &link.Error{Kind: link.ErrUsed, Action: 3}, 409, "LINK_USED", "Esta liga ya ha sido utilizada...contacta a tu asesor"},
		{"signature link expired", &link.Error{Kind: link.ErrExpired, Action: 2}, 410, "LINK_EXPIRED", "La liga para firmar"},
		{"unknown link", link.ErrNotFound, 404, "LINK_NOT_FOUND", "La liga no es válida"},
		{"link resend limit", fmt.Errorf("resend: %w", link.ErrTooManyResends), 429, "LINK_RESEND_LIMIT", "Ya se reenvió el enlace 3 veces"},
		{"no link to resend", link.ErrNotCurrent, 409, "LINK_NOT_CURRENT", "La solicitud no está esperando al cliente"},
		{"no phone for the link", link.ErrNoPhone, 409, "NO_PHONE", "La solicitud no tiene un celular"},
		{"blocked at refresh", fmt.Errorf("refresh: %w", session.ErrBlocked), 403, "PROMOTER_BLOCKED", "Tu usuario de promotor se encuentra bloqueado."},
		{"not live staff", session.ErrNotStaff, 403, "FORBIDDEN", "No tienes permiso"},
		{"sipre hours", fmt.Errorf("%w", sipre.ErrOutOfHours), 503, "SIPRE_OUT_OF_HOURS", "algo salió mal... intenta más tarde"},
		{"sipre failed", fmt.Errorf("%w: boom", sipre.ErrFailed), 502, "SIPRE_ERROR", "algo salió mal... intenta más tarde"},
		{"operator key missing", fmt.Errorf("update: %w", monitor.ErrNoKey), 403, "OPERATOR_KEY_MISSING", "Escribe tu clave de operador"},
		{"operator key wrong", monitor.ErrBadKey, 403, "OPERATOR_KEY_INVALID", "La clave de operador es incorrecta."},
		{"operator key locked", monitor.ErrTooManyAttempts, 429, "OPERATOR_KEY_LOCKED", "Demasiados intentos"},
		{"correction refused", fmt.Errorf("%w: x", monitor.ErrBadCorrection), 409, "CORRECTION_NOT_ALLOWED", "Ese cambio de estatus no es una reparación permitida"},
		{"monitor document", monitor.ErrNoDocument, 404, "DOCUMENT_NOT_FOUND", "No se encontró el documento."},
		{"monitor folio", monitor.ErrNotFound, 404, "FOLIO_NOT_FOUND", "No se encontró la solicitud."},
		{"monitor bad id", monitor.ErrBadID, 400, "BAD_REQUEST", "El identificador de la solicitud no es válido."},
		{"otp wrong", &otp.WrongCode{Left: 2}, 400, "OTP_INVALID", "El código es incorrecto. Te quedan 2 intentos."},
		{"otp exhausted", otp.ErrExhausted, 429, "OTP_EXHAUSTED", "Superaste"},
		{"otp hourly limit", fmt.Errorf("%w: 5 codes", otp.ErrHourlyLimit), 429, "OTP_HOURLY_LIMIT", "Ya solicitaste 5 códigos en la última hora."},
		{"unauthenticated", httpx.ErrUnauthenticated, 401, "UNAUTHENTICATED", "Tu sesión ha expirado"},
		{"letter folio", fmt.Errorf("cannot generate: %w: 12 characters", letter.ErrLetterFolio), 400, "LETTER_FOLIO_INVALID", "El folio debe tener 13 caracteres, solo números y guiones"},
		{"libranza folio", fmt.Errorf("cannot generate: %w", letter.ErrLibranzaFolio), 400, "LIBRANZA_FOLIO_INVALID", "El folio debe tener al menos 12 caracteres y sin espacios"},
		{"signature", fmt.Errorf("%w: missing", letter.ErrSignature), 400, "SIGNATURE_INVALID", "Captura la firma del cliente"},
		{"letter incomplete", letter.ErrIncomplete, 409, "LETTER_INCOMPLETE", "La solicitud no tiene la cotización completa para generar la carta."},
		{"not at the letter step", fmt.Errorf("x: %w", letter.ErrNotLetterStep), 409, "NOT_LETTER_STEP", "La solicitud no está en el paso de carta libranza."},
		{"letter unprintable", fmt.Errorf("x: %w: 'Ł'", letter.ErrUnprintable), 409, "LETTER_UNPRINTABLE", "Los datos del cliente tienen caracteres que la carta libranza no puede imprimir"},
		{"signed letter altered", fmt.Errorf("x: %w", letter.ErrAltered), 500, "LETTER_ALTERED", "La carta libranza firmada no coincide"},
		{"letter not generated", fmt.Errorf("x: %w", letter.ErrNotGenerated), 404, "LETTER_NOT_FOUND", "La carta libranza de esta solicitud aún no se ha generado."},
		{"biometric resends", fmt.Errorf("resend: %w", trigger.ErrTooManyResends), 429, "BIOMETRIC_RESEND_LIMIT", "Ya reenviaste tu validación biométrica 3 veces en la última hora."},
		{"a resend already in flight", fmt.Errorf("resend: %w", trigger.ErrLeaseHeld), 409, "IN_PROGRESS", "Tu solicitud ya se está procesando."},
		{"anything else", errors.New("boom"), 500, "INTERNAL", "Ocurrió un error inesperado"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := httpx.Map(tt.err)
			if e.Status != tt.status || e.Code != tt.code || !strings.HasPrefix(e.Message, tt.msgPrefix) {
				t.Fatalf("Map = %+v", e)
			}
		})
	}
}

func TestRequestIDAndLogged(t *testing.T) {
	r := httptest.NewRequest("POST", "/api/x", nil)
	r.Header.Set("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
	if got := httpx.RequestID(r); got != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("traceparent id %q", got)
	}
	r.Header.Set("X-Request-Id", "abc")
	var seen gateway.Meta
	h := httpx.Logged(discard(), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = gateway.MetaFrom(r.Context())
	}))
	r.Header.Set("X-Device-Id", "dev")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if seen.RequestID != "abc" || seen.DeviceID != "dev" || w.Header().Get("X-Request-Id") != "abc" {
		t.Fatalf("meta %+v", seen)
	}
}

func TestLogged_OneRecordPerRequest(t *testing.T) {
	var buf strings.Builder
	log := slog.New(slog.NewJSONHandler(&buf, nil))
	h := httpx.Logged(log, httpx.Handler(log, func(*http.Request) (any, error) { return nil, httpx.ErrUnauthenticated }))
	r := httptest.NewRequest("POST", "/api/otp/send", nil)
	r.Header.Set("X-Request-Id", "rid-1")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	var rec map[string]any
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &rec); err != nil {
		t.Fatal(err)
	}
	if w.Code != 401 || rec["msg"] != "request" || rec["status"] != 401.0 || rec["requestId"] != "rid-1" || rec["durationMs"] == nil || rec["path"] != "/api/otp/send" {
		t.Fatalf("status %d, record %v", w.Code, rec)
	}
}

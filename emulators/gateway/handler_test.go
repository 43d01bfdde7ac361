package gateway_test

import "testing"

// TestBind_RequiredFields: every route whose payload fields are tagged
// need names the first blank one, in declaration order (embedded payloads
// first), with FIELD_REQUIRED; whitespace counts as blank.
func TestBind_RequiredFields(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		name, path string
		body       map[string]any
		want       string
	}{
		{"letter without anything", "/letters/generate", map[string]any{}, "Falta el campo folio"},
		{"letter without curp", "/letters/generate", map[string]any{"folio": "F-1", "curp": "  "}, "Falta el campo curp"},
		{"letter without agreement", "/letters/generate", map[string]any{"folio": "F-1", "curp": "HECJ600305HPLRRS04"}, "Falta el campo agreementId"},
		{"letters without promoter", "/letters/list", map[string]any{}, "Falta el campo promotorBP"},
		{"salesforce offers without folio", "/salesforce/offers", map[string]any{}, "Falta el campo folioIt"},
		{"biometric without callback", "/biometrics/submit", map[string]any{"folio": "F-1", "curp": "HECJ600305HPLRRS04"}, "Falta el campo callbackUrl"},
		{"COX without curp", "/cox/submit", map[string]any{"folio": "F-1"}, "Falta el campo curp"},
		{"OTP check without code", "/otp/verify", map[string]any{"otpId": "OTP-1"}, "Falta el campo code"},
		{"agreement detail without id", "/convenios/getDetail", map[string]any{}, "Falta el campo agreementId"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.post(tt.path, tt.body)
			if r.status != 400 || r.body["code"] != "FIELD_REQUIRED" || r.body["message"] != tt.want {
				t.Fatalf("%s = %d %s, want 400 FIELD_REQUIRED %q", tt.path, r.status, r.raw, tt.want)
			}
		})
	}
	// Without applicationId OPPNP the channel is refused before any field.
	if r := e.do(call{path: "/letters/generate", body: map[string]any{}}); r.status != 400 || r.body["code"] != "APPLICATION_ID_INVALID" {
		t.Errorf("no applicationId = %d %s", r.status, r.raw)
	}
}

package logsink_test

import (
	"testing"

	"oppnp/emulators/logsink"
)

func TestMask(t *testing.T) {
	tests := []struct {
		name, in, want string
		keep           []string
	}{
		{"curp", "curp SABC560626MDFLRN01 rechazada", "curp **************RN01 rechazada", nil},
		{"curp lower case", "sabc560626mdflrn01", "**************rn01", nil},
		{"rfc with homoclave", "RFC=GODE561231GR8;", "RFC=*********1GR8;", nil},
		{"rfc without homoclave", "rfc GODE561231", "rfc ******1231", nil},
		{"company rfc", "MAB9307148T4", "********48T4", nil},
		{"clabe", "clabe 032180000118359719", "clabe **************9719", nil},
		{"phone bare", "tel 5512345678.", "tel ******5678.", nil},
		{"phone +52", "+525512345678", "+********5678", nil},
		{"phone spaced", "llamar al 55 1234 5678", "llamar al ** **** 5678", nil},
		{"phone parenthesised", "(55) 1234-5678", "(**) ****-5678", nil},
		{"phone +52 spaced", "+52 55 1234 5678", "+** ** **** 5678", nil},
		{"card 16", "4111111111111111", "************1111", nil},
		{"promoter id kept", "promotor 1000000001 entró", "promotor 1000000001 entró", []string{"1000000001"}},
		{"other ten digits masked", "promotor 2000000001", "promotor ******0001", []string{"1000000001"}},
		{"bpId starting with 1 is not a phone", "bp 1000000007", "bp 1000000007", nil},
		{"database key is not a phone", "read of /roles/2000000001 denied", "read of /roles/2000000001 denied", nil},
		{"phone in a query is masked", "/sms/outbox?phone=5512345678", "/sms/outbox?phone=******5678", nil},
		{"clabe in a path is masked", "/deposit/032180000118359719", "/deposit/**************9719", nil},
		{"inside a hex id untouched", "req 4f3a1234567890abcdef", "req 4f3a1234567890abcdef", nil},
		{"short numbers untouched", "status 200 in 35 ms, folio SF-2026-0001", "status 200 in 35 ms, folio SF-2026-0001", nil},
		{"not a date is not an rfc", "ABCD991399", "ABCD991399", nil},
		{"eleven digits untouched", "12345678901", "12345678901", nil},
		{"iso time untouched", "2026-11-22T22:23:53.123Z", "2026-11-22T22:23:53.123Z", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := logsink.Mask(tt.in, tt.keep...); got != tt.want {
				t.Errorf("Mask(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestFromMap_MasksFieldsAndKeepsIDs(t *testing.T) {
	s := logsink.New(10)
	r := s.Add(logsink.FromMap("spa", map[string]any{
		"msg": "alta de SABC560626MDFLRN01", "level": "WARNING", "route": "datos-de-contacto",
		"bpId": "1000000001", "requestId": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
		"deviceId": "d-1", "folio": "F-77", "durationMs": 35.5, "status": 201,
		"client": map[string]any{"phone": "5512345678", "notes": []any{"clabe 032180000118359719"}, "age": 70.0},
		"curp":   "TORL550910MJCRMS02", "requestStatus": "quoter", "contact": 5587654321.0,
	}))
	if r.Level != "warn" || r.Message != "alta de **************RN01" || r.Route != "datos-de-contacto" {
		t.Errorf("level/message/route = %q %q %q", r.Level, r.Message, r.Route)
	}
	if r.PromoterID != "1000000001" || r.RequestID != "0af7651916cd43dd8448eb211c80319c" || r.DeviceID != "d-1" || r.Folio != "F-77" {
		t.Errorf("ids = %q %q %q %q", r.PromoterID, r.RequestID, r.DeviceID, r.Folio)
	}
	if r.DurationMs == nil || *r.DurationMs != 35.5 || r.Status != 201 {
		t.Errorf("duration/status = %v %d", r.DurationMs, r.Status)
	}
	client := r.Fields["client"].(map[string]any)
	if client["phone"] != "******5678" || client["notes"].([]any)[0] != "clabe **************9719" || client["age"] != 70.0 {
		t.Errorf("client = %v", client)
	}
	if r.Fields["curp"] != "**************MS02" || r.Fields["requestStatus"] != "quoter" || r.Fields["contact"] != "******4321" {
		t.Errorf("fields = %v", r.Fields)
	}
}

func TestFromMap_StatusThatIsNotHTTP(t *testing.T) {
	r := logsink.FromMap("functions", map[string]any{"message": "x", "status": "quoter", "severity": "ERROR"})
	if r.Status != 0 || r.Fields["status"] != "quoter" || r.Level != "error" {
		t.Errorf("record = %+v", r)
	}
}

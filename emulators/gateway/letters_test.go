package gateway_test

import "testing"

// TestLetters_CapturedFolios: the folios the promoter captured from the
// paper letter are kept (and re-issued on a second call), after the docs/requirements.md §5
// rules; without them the gateway issues its own.
func TestLetters_CapturedFolios(t *testing.T) {
	e := newEnv(t)
	body := func(folio, letterNo, libranzaNo string) map[string]any {
		return map[string]any{"folio": folio, "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN",
			"amount": 50000, "term": 24, "payment": 2965.64, "cat": 48.7, "letterFolio": letterNo, "libranzaFolio": libranzaNo}
	}
	tests := []struct {
		name, folio, letterNo, libranzaNo string
		status                            int
	}{
		{"captured folios", "F-C1", "2026-00000077", "LIB202600000077", 201},
		{"letter folio of 12", "F-C2", "2026-0000007", "LIB202600000077", 400},
		{"letter folio with a letter", "F-C3", "2026-0000007A", "LIB202600000077", 400},
		{"libranza folio with a space", "F-C4", "2026-00000077", "LIB 2026000077", 400},
		{"libranza folio of 11", "F-C5", "2026-00000077", "LIB20260000", 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.post("/letters/generate", body(tt.folio, tt.letterNo, tt.libranzaNo))
			if r.status != tt.status {
				t.Fatalf("status %d, want %d: %s", r.status, tt.status, r.raw)
			}
			if tt.status == 201 && (r.data()["letterFolio"] != tt.letterNo || r.data()["libranzaFolio"] != tt.libranzaNo) {
				t.Errorf("letter = %v", r.data())
			}
		})
	}
	again := e.post("/letters/generate", body("F-C1", "2026-00000078", "LIB202600000078")).data()
	if again["letterFolio"] != "2026-00000078" || again["libranzaFolio"] != "LIB202600000078" {
		t.Errorf("re-issued letter = %v", again)
	}
	if list := e.post("/letters/list", map[string]any{"promotorBP": "1000000001"}).data()["letters"].([]any); len(list) != 1 {
		t.Errorf("letters of promotor1 = %d, want 1", len(list))
	}
}

// TestLetters_Owner: the functions' system session registers a letter for
// the promoter it names; a promoter's own session cannot give its letter to
// another promoter.
func TestLetters_Owner(t *testing.T) {
	e := newEnv(t)
	system := e.login("sistema").Token
	body := func(folio, bp string) map[string]any {
		return map[string]any{"applicationId": "OPPNP", "folio": folio, "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN",
			"amount": 50000, "term": 24, "payment": 2965.64, "cat": 48.7, "promotorBP": bp}
	}
	tests := []struct {
		name, token, folio, promotorBP, want string
	}{
		{"system session names the promoter", system, "F-O1", "1000000002", "1000000002"},
		{"system session without a promoter", system, "F-O2", "", "0000000001"},
		{"a promoter names another", e.token, "F-O3", "1000000002", "1000000001"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(call{path: "/letters/generate", token: tt.token, body: body(tt.folio, tt.promotorBP)})
			if r.status != 201 || r.data()["promotorBP"] != tt.want {
				t.Fatalf("%d %s, want promotorBP %s", r.status, r.raw, tt.want)
			}
		})
	}
	list := e.post("/letters/list", map[string]any{"promotorBP": "1000000002"}).data()["letters"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["folio"] != "F-O1" {
		t.Errorf("letters of promotor2 = %v", list)
	}
}

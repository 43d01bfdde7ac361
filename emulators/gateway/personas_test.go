package gateway_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestPersonas_Staff logs every demo user in and checks the session data
// the SPA and the functions branch on (docs/requirements.md §6, §8; docs/design.md §6).
func TestPersonas_Staff(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		user        string
		profile     string
		hasSeller   bool
		blocked     any // as sent: false, true or "true"
		branches    []string
		active      bool   // first branch active (getBranchActive)
		configured  bool   // first branch well configured (verifyBranchGroup, and the session's branch)
		wantMessage string // message of the first failing branch check
	}{
		{"promotor1", "Promotor", true, false, []string{"SUC-0101", "SUC-0203"}, true, true, ""},
		{"promotor2", "Promotor", true, false, []string{"SUC-0202"}, true, true, ""},
		{"gerente1", "Gerente", true, false, []string{"SUC-0101", "SUC-0202", "SUC-0203"}, true, true, ""},
		{"supervisor1", "Supervisor", true, false, []string{"SUC-0101", "SUC-0202"}, true, true, ""},
		{"auxiliar1", "Auxiliar", true, false, []string{"SUC-0101"}, true, true, ""},
		{"bloqueado1", "Promotor", true, true, []string{"SUC-0101"}, true, true, ""},
		{"bloqueado2", "Promotor", true, "true", []string{"SUC-0202"}, true, true, ""},
		{"inactiva1", "Promotor", true, false, []string{"SUC-0301"}, false, true, "Por el momento la sucursal se encuentra inactiva..."},
		{"malconfig1", "Promotor", true, false, []string{"SUC-0401"}, true, false, "valida con tu coordinador el estatus de tu sucursal"},
		{"sindatos1", "Promotor", false, false, []string{"SUC-0101"}, true, true, ""},
	}
	bps := map[string]bool{}
	for _, tt := range tests {
		t.Run(tt.user, func(t *testing.T) {
			l := e.login(tt.user)
			if l.Data.Profile != tt.profile || l.Data.Code != "OK" {
				t.Fatalf("profile/code = %q/%q, want %q/OK", l.Data.Profile, l.Data.Code, tt.profile)
			}
			if (l.Data.DataSeller != nil) != tt.hasSeller {
				t.Fatalf("dataSeller = %+v, want present=%v", l.Data.DataSeller, tt.hasSeller)
			}
			bp := map[string]string{"promotor1": "1000000001", "promotor2": "1000000002", "gerente1": "2000000001", "supervisor1": "2000000002",
				"auxiliar1": "2000000003", "bloqueado1": "1000000003", "bloqueado2": "1000000004", "inactiva1": "1000000005",
				"malconfig1": "1000000006", "sindatos1": "1000000007"}[tt.user]
			if tt.hasSeller && l.Data.DataSeller.BpID != bp {
				t.Fatalf("bpId = %s, want %s", l.Data.DataSeller.BpID, bp)
			}
			if bps[bp] {
				t.Fatalf("bpId %s used twice", bp)
			}
			bps[bp] = true
			r := e.do(call{path: "/sellers/branchesByPromotor", token: l.Token, body: map[string]any{"applicationId": "OPPNP", "promotorBP": bp}})
			pd := r.data()["promotorData"].(map[string]any)
			if pd["promoterBlocked"] != tt.blocked {
				t.Errorf("promoterBlocked = %#v, want %#v", pd["promoterBlocked"], tt.blocked)
			}
			var got []string
			for _, s := range pd["sucursales"].([]any) {
				got = append(got, s.(map[string]any)["branchID"].(string))
			}
			if len(got) != len(tt.branches) {
				t.Fatalf("branches = %v, want %v", got, tt.branches)
			}
			for i := range got {
				if got[i] != tt.branches[i] {
					t.Fatalf("branches = %v, want %v", got, tt.branches)
				}
			}
			act := e.post("/agreement/getBranchActive", map[string]any{"branchId": tt.branches[0]}).data()
			ver := e.post("/agreement/verifyBranchGroup", map[string]any{"branchId": tt.branches[0]}).data()
			if act["active"] != tt.active || ver["configured"] != tt.configured {
				t.Fatalf("active/configured = %v/%v, want %v/%v", act["active"], ver["configured"], tt.active, tt.configured)
			}
			first := pd["sucursales"].([]any)[0].(map[string]any)
			if first["active"] != tt.active || first["configured"] != tt.configured {
				t.Fatalf("session branch active/configured = %v/%v, want %v/%v", first["active"], first["configured"], tt.active, tt.configured)
			}
			msg, _ := act["message"].(string)
			if m, ok := ver["message"].(string); ok {
				msg = m
			}
			if msg != tt.wantMessage {
				t.Errorf("message = %q, want %q", msg, tt.wantMessage)
			}
		})
	}
}

func TestPersonas_BranchTypes(t *testing.T) {
	e := newEnv(t)
	l := e.login("gerente1")
	seen := map[string]bool{}
	for _, bp := range []string{"2000000001", "1000000005", "1000000006"} {
		r := e.do(call{path: "/sellers/branchesByPromotor", token: l.Token, body: map[string]any{"applicationId": "OPPNP", "promotorBP": bp}})
		for _, s := range r.data()["promotorData"].(map[string]any)["sucursales"].([]any) {
			seen[s.(map[string]any)["branchType"].(string)] = true
		}
	}
	for _, code := range []string{"MOVIL", "OFFICE_TO", "ZFISCAL", "XXDEFAULT"} {
		if !seen[code] {
			t.Errorf("no branch of type %s", code)
		}
	}
}

// TestPersonas_Customers searches each client persona by CURP, RFC and NSS.
func TestPersonas_Customers(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		persona, curp, rfc, nss string
		uif, bulletined, cnca   bool
		credits                 int
		toSettle                float64
	}{
		{"uif", "SAVR580214HDFNGB05", "SAVR580214K78", "01805812342", true, false, false, 0, 0},
		{"boletinado", "TORL550910MJCRMS02", "TORL550910QH7", "02755523459", false, true, false, 1, 18500},
		{"liquidar", "HECJ600305HPLRRS04", "HECJ600305M27", "03856034560", false, false, false, 2, 30461.15},
		{"cnca", "SABC560626MDFLRN01", "SABC560626U58", "04785634579", false, false, true, 2, 41000},
		{"cnca-parcial", "ORNG541120MOCRXD03", "ORNG541120L65", "17905445619", false, false, true, 2, 21500},
		{"sin-creditos", "BOXW310820HNERXN09", "BOXW310820J95", "02603112349", false, false, false, 0, 0},
		{"bio-aceptado", "GODE561231MDFMZM01", "GODE561231GR8", "12885645676", false, false, false, 0, 0},
		{"bio-rechazado", "LUOP620718HMCNRD08", "LUOP620718T19", "14906245684", false, false, false, 0, 0},
		{"bio-pendiente", "FUAR570402MVZNGS08", "FUAR570402P33", "15875756791", false, false, false, 0, 0},
		{"cox-falla", "RAFL590930HNLMLS01", "RAFL590930B43", "16895956700", false, false, false, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.persona, func(t *testing.T) {
			for _, key := range []map[string]any{{"curp": tt.curp}, {"rfc": tt.rfc}, {"nss": tt.nss}} {
				r := e.post("/customers/search", key)
				if r.status != 200 {
					t.Fatalf("search %v: %d %s", key, r.status, r.raw)
				}
				d := r.data()
				if d["customer"].(map[string]any)["curp"] != tt.curp {
					t.Fatalf("search %v found %v", key, d["customer"])
				}
				if d["uif"] != tt.uif || d["bulletined"] != tt.bulletined || d["cncaEligible"] != tt.cnca || len(d["credits"].([]any)) != tt.credits {
					t.Fatalf("search %v = uif %v bulletined %v cnca %v credits %d", key, d["uif"], d["bulletined"], d["cncaEligible"], len(d["credits"].([]any)))
				}
			}
			c := e.post("/credits/getCreditsCustomeroICBSCSB", map[string]any{"curp": tt.curp}).data()
			if c["totalToSettle"] != tt.toSettle || c["cncaEligible"] != tt.cnca {
				t.Errorf("credits = %v", c)
			}
		})
	}
	bad := []struct {
		key  map[string]any
		code string
		msg  string
	}{
		{map[string]any{"curp": "SABC560626"}, "FIELD_INVALID", "EL CURP no es valido"},
		{map[string]any{"rfc": "GODE56123"}, "FIELD_INVALID", "EL RFC no es valido"},
		{map[string]any{"nss": "123"}, "FIELD_INVALID", ""},
		{map[string]any{}, "FIELD_REQUIRED", ""},
	}
	for _, b := range bad {
		r := e.post("/customers/search", b.key)
		if r.status != 400 || r.body["code"] != b.code || (b.msg != "" && r.body["message"] != b.msg) {
			t.Errorf("search %v = %d %s", b.key, r.status, r.raw)
		}
	}
	if r := e.post("/credits/getCreditsCustomeroICBSCSB", map[string]any{"curp": "PEPJ800101HDFRRN09"}); r.status != 200 || len(r.data()["credits"].([]any)) != 0 {
		t.Errorf("credits of an unknown customer = %d %s", r.status, r.raw)
	}
}

func TestPersonas_BiometricCallback(t *testing.T) {
	e := newEnv(t)
	got := make(chan map[string]any, 8)
	receiver := newReceiver(t, got, 0)
	tests := []struct{ curp, want string }{
		{"GODE561231MDFMZM01", "ACEPTADO"},
		{"LUOP620718HMCNRD08", "RECHAZADO"},
		{"FUAR570402MVZNGS08", "PENDIENTE"},
		{"HECJ600305HPLRRS04", "ACEPTADO"}, // no biometric set: accepted
	}
	for _, tt := range tests {
		r := e.post("/biometrics/submit", map[string]any{"folio": "F-" + tt.curp[:4], "curp": tt.curp, "callbackUrl": receiver + "/cb"})
		if r.status != 202 || r.data()["status"] != "EN_PROCESO" {
			t.Fatalf("submit: %d %s", r.status, r.raw)
		}
		id := r.data()["biometricId"].(string)
		cb := waitFor(t, got)
		if cb["biometricId"] != id || cb["result"] != tt.want || cb["folio"] != "F-"+tt.curp[:4] || cb["curp"] != tt.curp {
			t.Errorf("callback for %s = %v, want result %s", tt.curp, cb, tt.want)
		}
		if cb["header.event"] != "biometric.result" {
			t.Errorf("X-Gateway-Event = %v", cb["header.event"])
		}
		st := eventually(t, func() map[string]any {
			return e.do(call{method: http.MethodGet, path: "/biometrics/" + id}).data()
		}, func(d map[string]any) bool { return d["callbackStatus"] == "ENTREGADO" })
		if st["status"] != tt.want {
			t.Errorf("status = %v, want %s", st["status"], tt.want)
		}
	}
}

func TestPersonas_BiometricCallbackRetries(t *testing.T) {
	e := newEnv(t)
	got := make(chan map[string]any, 8)
	receiver := newReceiver(t, got, 2) // first two posts answer 500
	r := e.post("/biometrics/submit", map[string]any{"folio": "F-R", "curp": "GODE561231MDFMZM01", "callbackUrl": receiver})
	id := r.data()["biometricId"].(string)
	for range 3 {
		waitFor(t, got)
	}
	st := eventually(t, func() map[string]any {
		return e.do(call{method: http.MethodGet, path: "/biometrics/" + id}).data()
	}, func(d map[string]any) bool { return d["callbackStatus"] != "PENDIENTE_ENVIO" })
	if st["callbackStatus"] != "ENTREGADO" {
		t.Errorf("callbackStatus = %v, want ENTREGADO after retries", st["callbackStatus"])
	}
	bad := []map[string]any{
		{"folio": "F", "curp": "GODE561231MDFMZM01", "callbackUrl": "ftp://x/y"},
		{"folio": "F", "curp": "nope", "callbackUrl": receiver},
		{"curp": "GODE561231MDFMZM01", "callbackUrl": receiver},
	}
	for _, b := range bad {
		if r := e.post("/biometrics/submit", b); r.status != 400 {
			t.Errorf("submit %v = %d, want 400", b, r.status)
		}
	}
}

func TestPersonas_COX(t *testing.T) {
	e := newEnv(t)
	cox := func(folio, curp string) reply {
		return e.post("/cox/submit", map[string]any{"folio": folio, "curp": curp, "amount": 50000})
	}
	first := cox("F-COX", "RAFL590930HNLMLS01")
	if first.status != 502 || first.body["code"] != "COX_ERROR" || first.body["probankNumber"] == nil {
		t.Fatalf("cox-falla first submit = %d %s", first.status, first.raw)
	}
	resend := cox("F-COX", "RAFL590930HNLMLS01")
	if resend.status != 200 || resend.data()["probankNumber"] != first.body["probankNumber"] || resend.data()["duplicate"] != false {
		t.Fatalf("resend = %d %s", resend.status, resend.raw)
	}
	dup := cox("F-COX", "RAFL590930HNLMLS01")
	if dup.status != 200 || dup.data()["duplicate"] != true || dup.data()["coxId"] != resend.data()["coxId"] {
		t.Fatalf("duplicate = %d %s", dup.status, dup.raw)
	}
	e.admin(http.MethodPost, "/__admin/cox", map[string]any{"fail": true})
	if r := cox("F-OK", "HECJ600305HPLRRS04"); r.status != 502 {
		t.Fatalf("with the COX switch on: %d", r.status)
	}
	e.admin(http.MethodPost, "/__admin/cox", map[string]any{"fail": false})
	if r := cox("F-OK", "HECJ600305HPLRRS04"); r.status != 200 {
		t.Fatalf("with the COX switch off: %d %s", r.status, r.raw)
	}
}

func TestPersonas_CreditsHideSimulatorHints(t *testing.T) {
	e := newEnv(t)
	r := e.post("/customers/search", map[string]any{"curp": "ORNG541120MOCRXD03"})
	for _, c := range r.data()["credits"].([]any) {
		if _, leaked := c.(map[string]any)["sipreRejects"]; leaked {
			t.Errorf("credit %v exposes sipreRejects", c)
		}
	}
}

// An Idempotency-Key replays its first answer, error or receipt, without a
// second submission; a new key is a new submission.
func TestCOX_IdempotencyKey(t *testing.T) {
	e := newEnv(t)
	cox := func(key string) reply {
		return e.do(call{path: "/cox/submit", headers: map[string]string{"Idempotency-Key": key},
			body: map[string]any{"applicationId": "OPPNP", "folio": "F-IDEM", "curp": "RAFL590930HNLMLS01"}})
	}
	first := cox("F-IDEM-cox-1")
	if first.status != 502 || first.body["code"] != "COX_ERROR" {
		t.Fatalf("cox-falla first submission = %d %s", first.status, first.raw)
	}
	again := cox("F-IDEM-cox-1")
	if again.status != 502 || string(again.raw) != string(first.raw) || again.header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("replayed error = %d %s %v", again.status, again.raw, again.header)
	}
	second := cox("F-IDEM-cox-2") // the staff resend: a new submission, which passes
	if second.status != 200 || second.data()["duplicate"] != false {
		t.Fatalf("second submission = %d %s", second.status, second.raw)
	}
	replay := cox("F-IDEM-cox-2")
	if replay.status != 200 || replay.data()["duplicate"] != false || replay.data()["coxId"] != second.data()["coxId"] {
		t.Fatalf("replayed receipt = %d %s", replay.status, replay.raw)
	}
	if r := cox(strings.Repeat("k", 256)); r.status != 400 {
		t.Fatalf("oversized key = %d", r.status)
	}
}

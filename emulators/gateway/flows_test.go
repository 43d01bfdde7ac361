package gateway_test

import (
	"bytes"
	"math"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/gateway"
)

func decimals(x float64) int {
	for d := 0; d < 6; d++ {
		p := math.Pow(10, float64(d))
		if math.Abs(x*p-math.Round(x*p)) < 1e-9 {
			return d
		}
	}
	return 6
}

func TestQuoter(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		name      string
		path      string
		body      map[string]any
		wantCount int
		product   string // every quotation's productId
	}{
		{"by capacity, regular products", "/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "paymentCapacity": 2500}, 5, "PROD-PEN"},
		{"by capacity, internal CNCA configured", "/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "paymentCapacity": 2500, "internalCnca": true}, 5, "PROD-CNCA"},
		{"by capacity, internal CNCA not configured", "/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0202", "agreementId": "CONV-IMSS-PEN", "paymentCapacity": 2500, "internalCnca": true}, 0, ""},
		{"by capacity too small", "/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "paymentCapacity": 50}, 0, ""},
		{"by capacity, SEP up to 48 months", "/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-SEP-CDMX", "paymentCapacity": 3000}, 4, "PROD-SEP"},
		{"by amount", "/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-JUB", "amount": 80000}, 5, "PROD-JUB"},
		{"by amount and term", "/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "amount": 80000, "term": 36}, 1, "PROD-PEN"},
		{"by amount over the maximum", "/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "amount": 900000}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.post(tt.path, tt.body)
			if r.status != 200 {
				t.Fatalf("%d %s", r.status, r.raw)
			}
			qs := r.data()["quotations"].([]any)
			if len(qs) != tt.wantCount {
				t.Fatalf("%d quotations, want %d: %s", len(qs), tt.wantCount, r.raw)
			}
			if len(qs) == 0 && r.data()["message"] != "No se encontraron los resultados" {
				t.Errorf("empty result message = %v", r.data()["message"])
			}
			capacity, _ := tt.body["paymentCapacity"].(int)
			for _, x := range qs {
				q := x.(map[string]any)
				amount, term, pay := q["amount"].(float64), q["term"].(float64), q["payment"].(float64)
				tasa, cat := q["tasa"].(float64), q["cat"].(float64)
				if q["productId"] != tt.product {
					t.Errorf("product %v, want %s", q["productId"], tt.product)
				}
				if !strings.Contains(q["productName"].(string), "IMSS") && tt.product != "PROD-SEP" {
					t.Errorf("pensioner product name %q lacks IMSS", q["productName"])
				}
				if tasa > 100 || decimals(tasa) > 2 || cat > 1000 || decimals(cat) > 1 || term > 60 || decimals(pay) > 2 {
					t.Errorf("out of range: %v", q)
				}
				if pay*term <= amount {
					t.Errorf("payments %v×%v do not cover amount %v", pay, term, amount)
				}
				if capacity > 0 && pay > float64(capacity) {
					t.Errorf("payment %v exceeds capacity %d", pay, capacity)
				}
				if a, ok := tt.body["amount"].(int); ok && amount != float64(a) {
					t.Errorf("amount %v, want %d", amount, a)
				}
			}
		})
	}
	if r := e.post("/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN"}); r.status != 400 {
		t.Errorf("without paymentCapacity: %d", r.status)
	}
	// The annuity: 50,000 at 36.5 % over 24 months.
	r := e.post("/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "amount": 50000, "term": 24})
	if got := r.data()["quotations"].([]any)[0].(map[string]any)["payment"]; got != 2965.64 {
		t.Errorf("payment = %v, want 2965.78", got)
	}
}

func TestCatalog(t *testing.T) {
	e := newEnv(t)
	g := e.post("/agreement/getGroupListByBranch", map[string]any{"branchId": "SUC-0101"}).data()["groups"].([]any)
	if len(g) != 2 {
		t.Errorf("groups of SUC-0101 = %v", g)
	}
	if g := e.post("/agreement/getGroupListByBranch", map[string]any{"branchId": "SUC-0401"}).data()["groups"].([]any); len(g) != 0 {
		t.Errorf("groups of the misconfigured branch = %v", g)
	}
	c := e.post("/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101", "groupId": "G-IMSS", "filter": "JUB"}).data()["convenios"].([]any)
	if len(c) != 1 || c[0].(map[string]any)["agreementId"] != "CONV-IMSS-JUB" {
		t.Errorf("filtered convenios = %v", c)
	}
	d := e.post("/convenios/getDetail", map[string]any{"agreementId": "CONV-IMSS-PEN"}).data()["agreement"].(map[string]any)
	if d["institution"] != "IMSS" || d["pensioner"] != true || len(d["products"].([]any)) != 2 {
		t.Errorf("detail = %v", d)
	}
}

func TestSIPRE(t *testing.T) {
	tests := []struct {
		name          string
		hh, mm        int
		curp          string
		wantStatus    int
		wantCode      string
		wantPending   int
		wantRemaining int // credits left after the discharge
	}{
		{"opens at 8:00", 8, 0, "SABC560626MDFLRN01", 200, "E0004", 0, 0},
		{"before 8:00", 7, 59, "SABC560626MDFLRN01", 503, "SIPRE_OUT_OF_HOURS", 0, 2},
		{"last minute 21:29", 21, 29, "SABC560626MDFLRN01", 200, "E0004", 0, 0},
		{"closed at 21:30", 21, 30, "SABC560626MDFLRN01", 503, "SIPRE_OUT_OF_HOURS", 0, 2},
		{"partial discharge", 12, 0, "ORNG541120MOCRXD03", 200, "E0005", 1, 1},
		{"no internal credits", 12, 0, "HECJ600305HPLRRS04", 409, "NO_INTERNAL_CREDITS", 0, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			tok := e.longToken()
			e.mexicoAt(tt.hh, tt.mm)
			r := e.do(call{path: "/sipre/discharge", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-S", "curp": tt.curp}})
			if r.status != tt.wantStatus {
				t.Fatalf("%d %s, want %d", r.status, r.raw, tt.wantStatus)
			}
			if r.status == 200 {
				if r.data()["code"] != tt.wantCode || len(r.data()["pending"].([]any)) != tt.wantPending {
					t.Fatalf("data = %v", r.data())
				}
			} else if r.body["code"] != tt.wantCode {
				t.Fatalf("code = %v, want %s", r.body["code"], tt.wantCode)
			}
			if tt.wantCode == "SIPRE_OUT_OF_HOURS" && r.body["message"] != "algo salió mal... intenta más tarde" {
				t.Errorf("message = %v", r.body["message"])
			}
			left := e.do(call{path: "/credits/getCreditsCustomeroICBSCSB", token: tok, body: map[string]any{"applicationId": "OPPNP", "curp": tt.curp}})
			if n := len(left.data()["credits"].([]any)); n != tt.wantRemaining {
				t.Errorf("%d credits left, want %d", n, tt.wantRemaining)
			}
		})
	}
}

func TestDocuments(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		name       string
		fileName   string
		data       []byte
		fields     map[string]string
		wantStatus int
	}{
		{"jpg front", "ine-frente.jpg", jpeg, map[string]string{"side": "front"}, 201},
		{"JPEG back", "INE-REVERSO.JPEG", jpeg, map[string]string{"side": "back"}, 201},
		{"png bytes named jpg", "ine.jpg", []byte("\x89PNG\r\n\x1a\n"), map[string]string{"side": "front"}, 415},
		{"jpeg bytes named pdf", "ine.pdf", jpeg, map[string]string{"side": "front"}, 415},
		{"bad side", "ine.jpg", jpeg, map[string]string{"side": "top"}, 400},
		{"no file", "", nil, map[string]string{"side": "front"}, 400},
		{"no applicationId", "ine.jpg", jpeg, map[string]string{"side": "front", "applicationId": ""}, 400},
		{"too big", "ine.jpg", append(append([]byte{}, jpeg...), bytes.Repeat([]byte{0}, 5<<20)...), map[string]string{"side": "front"}, 400},
		{"an annex as PDF", "nomina.pdf", pdf, map[string]string{"side": "front", "documentType": "otros", "folio": "F-ANNEX"}, 201},
		{"an annex as JPG", "nomina.jpg", jpeg, map[string]string{"side": "front", "documentType": "otros", "folio": "F-ANNEX"}, 201},
		{"a CUB as PDF", "cub.pdf", pdf, map[string]string{"side": "front", "documentType": "CUB", "folio": "F-ANNEX"}, 201},
		{"a video as MP4", "v.mp4", mp4, map[string]string{"side": "front", "documentType": "video", "folio": "F-ANNEX"}, 201},
		{"an annex as MP4", "v.mp4", mp4, map[string]string{"side": "front", "documentType": "otros", "folio": "F-ANNEX"}, 415},
		{"a PDF named .pdf as the INE", "ine.pdf", pdf, map[string]string{"side": "front", "documentType": "ine"}, 415},
		{"a video as PDF", "v.pdf", pdf, map[string]string{"side": "front", "documentType": "video", "folio": "F-ANNEX"}, 415},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fields := map[string]string{"applicationId": "OPPNP", "folio": "F-DOC"}
			for k, v := range tt.fields {
				fields[k] = v
			}
			raw, ct := multipartBody(t, fields, tt.fileName, tt.data)
			r := e.do(call{path: "/documents/upload", raw: raw, contentType: ct})
			if r.status != tt.wantStatus {
				t.Fatalf("%d %s, want %d", r.status, r.raw, tt.wantStatus)
			}
			annex := tt.fields["documentType"] != "" && tt.fields["documentType"] != "ine"
			if r.status == 415 && !annex && r.body["message"] != "Solo se permiten archivos JPG o JPEG" {
				t.Errorf("message = %v", r.body["message"])
			}
			if r.status == 415 && annex && r.body["message"] != gateway.MsgDocumentFormat {
				t.Errorf("message = %v", r.body["message"])
			}
			if r.status == 201 {
				id := r.data()["documentId"].(string)
				got := e.do(call{method: http.MethodGet, path: "/documents/" + id})
				want := map[string]string{".pdf": "application/pdf", ".mp4": "video/mp4"}[filepath.Ext(tt.fileName)]
				if want == "" {
					want = "image/jpeg"
				}
				if got.status != 200 || !bytes.Equal(got.raw, tt.data) || got.header.Get("Content-Type") != want {
					t.Errorf("download = %d %q", got.status, got.header.Get("Content-Type"))
				}
			}
		})
	}
	list := e.post("/documents/byFolio", map[string]any{"folio": "F-DOC"}).data()["documents"].([]any)
	if len(list) != 2 || list[0].(map[string]any)["side"] != "front" || list[1].(map[string]any)["side"] != "back" {
		t.Errorf("documents of F-DOC = %v", list)
	}
}

func TestVideo(t *testing.T) {
	tests := []struct {
		name, curp, defaultOutcome, want string
	}{
		{"persona success", "GODE561231MDFMZM01", "", "CALL_ENDS_SUCCESSFULLY"},
		{"persona no executive", "HECJ600305HPLRRS04", "", "NO_EXECUTIVE_FOUND"},
		{"persona offline executive", "BOXW310820HNERXN09", "", "OFFLINE_EXECUTIVE"},
		{"persona success HB", "FUAR570402MVZNGS08", "", "CALL_ENDS_SUCCESSFULLY_HB"},
		{"default outcome", "", "", "CALL_ENDS_SUCCESSFULLY"},
		{"admin default", "", "EXPIRED_URL", "EXPIRED_URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			if tt.defaultOutcome != "" {
				e.admin(http.MethodPost, "/__admin/video", map[string]any{"outcome": tt.defaultOutcome})
			}
			r := e.post("/video/sessions", map[string]any{"folio": "F-V", "uuid": "u-1", "curp": tt.curp})
			id := r.data()["sessionId"].(string)
			if r.data()["status"] != "CALL_WAITING" || !strings.HasSuffix(r.data()["url"].(string), "/video/sessions/"+id) {
				t.Fatalf("created = %v", r.data())
			}
			path := "/video/sessions/" + id
			if s := e.do(call{method: http.MethodGet, path: path}).data()["status"]; s != "CALL_WAITING" {
				t.Fatalf("before join: %v", s)
			}
			if j := e.do(call{path: path + "/join"}); j.status != 200 || j.data()["status"] != "CALL_WAITING" {
				t.Fatalf("join = %d %s", j.status, j.raw)
			}
			st := eventually(t, func() any { return e.do(call{method: http.MethodGet, path: path}).data()["status"] },
				func(s any) bool { return s != "CALL_WAITING" })
			if st != tt.want {
				t.Fatalf("outcome = %v, want %s", st, tt.want)
			}
		})
	}
	t.Run("unjoined link expires", func(t *testing.T) {
		e := newEnv(t)
		tok := e.longToken()
		r := e.do(call{path: "/video/sessions", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-V"}})
		path := "/video/sessions/" + r.data()["sessionId"].(string)
		e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 15 * 60})
		if s := e.do(call{method: http.MethodGet, path: path, token: tok}).data()["status"]; s != "EXPIRED_URL" {
			t.Errorf("status = %v, want EXPIRED_URL", s)
		}
		if j := e.do(call{path: path + "/join", token: tok}); j.status != 410 || j.body["code"] != "EXPIRED_URL" {
			t.Errorf("join = %d %s", j.status, j.raw)
		}
	})
}

func TestSMSAndOTP(t *testing.T) {
	e := newEnv(t)
	e.post("/sms/send", map[string]any{"phone": "5511111111", "message": "uno"})
	e.post("/sms/send", map[string]any{"phone": "5522222222", "message": "dos"})
	all := e.do(call{method: http.MethodGet, path: "/sms/outbox", noAuth: true, noDevice: true}).data()["messages"].([]any)
	if len(all) != 2 || all[0].(map[string]any)["message"] != "dos" {
		t.Fatalf("outbox = %v, want newest first", all)
	}
	one := e.do(call{method: http.MethodGet, path: "/sms/outbox?phone=5511111111", noAuth: true}).data()["messages"].([]any)
	if len(one) != 1 || one[0].(map[string]any)["message"] != "uno" {
		t.Fatalf("outbox filtered = %v", one)
	}
	if r := e.post("/sms/send", map[string]any{"phone": "551111111", "message": "x"}); r.status != 400 || r.body["message"] != "Ingresar 10 dígitos" {
		t.Errorf("9-digit phone = %d %s", r.status, r.raw)
	}
	id, code := e.sendOTP("5533333333")
	wrong := "000000"
	if code == wrong {
		wrong = "999999"
	}
	v := e.post("/otp/verify", map[string]any{"otpId": id, "code": wrong}).data()
	if v["valid"] != false || v["attemptsLeft"] != 2.0 {
		t.Fatalf("wrong code = %v", v)
	}
	if v := e.post("/otp/verify", map[string]any{"otpId": id, "code": code}).data(); v["valid"] != true {
		t.Fatalf("right code = %v", v)
	}
	id2, code2 := e.sendOTP("5544444444")
	e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 300})
	tok := e.login("promotor1").Token
	if r := e.do(call{path: "/otp/verify", token: tok, body: map[string]any{"applicationId": "OPPNP", "otpId": id2, "code": code2}}); r.status != 410 {
		t.Errorf("expired OTP = %d %s", r.status, r.raw)
	}
}

func TestLetters(t *testing.T) {
	e := newEnv(t)
	body := map[string]any{"folio": "F-L", "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN", "amount": 50000, "term": 24, "payment": 2965.64, "cat": 48.7}
	r := e.post("/letters/generate", body)
	if r.status != 201 {
		t.Fatalf("%d %s", r.status, r.raw)
	}
	l := r.data()
	if len(l["letterFolio"].(string)) != 13 || len(l["libranzaFolio"].(string)) < 12 || l["promotorBP"] != "1000000001" {
		t.Errorf("letter = %v", l)
	}
	if again := e.post("/letters/generate", body).data(); again["letterFolio"] != l["letterFolio"] {
		t.Errorf("second generate made a new letter: %v", again)
	}
	if list := e.post("/letters/list", map[string]any{"promotorBP": "1000000001"}).data()["letters"].([]any); len(list) != 1 {
		t.Errorf("letters of promotor1 = %v", list)
	}
	if list := e.post("/letters/list", map[string]any{"promotorBP": "1000000002"}).data()["letters"].([]any); len(list) != 0 {
		t.Errorf("letters of promotor2 = %v", list)
	}
	body["term"] = 72
	body["folio"] = "F-L2"
	if r := e.post("/letters/generate", body); r.status != 400 {
		t.Errorf("72-month letter = %d", r.status)
	}
}

func TestSalesforce(t *testing.T) {
	e := newEnv(t)
	reqs := e.post("/salesforce/requests", map[string]any{"promotorBP": "1000000001"}).data()["requests"].([]any)
	if len(reqs) != 2 {
		t.Fatalf("requests of promotor1 = %v", reqs)
	}
	offers := e.post("/salesforce/offers", map[string]any{"folioIt": "SF-2026-0001"}).data()["offers"].([]any)
	if len(offers) != 2 || offers[0].(map[string]any)["payment"].(float64) <= 0 {
		t.Errorf("offers = %v", offers)
	}
}

// An SMS's Idempotency-Key texts once: a second send with the key, even
// with another message, replays the first answer (its messageId and
// reference) and adds nothing to the outbox; another key texts again.
func TestSMS_IdempotencyKeyTextsOnce(t *testing.T) {
	e := newEnv(t)
	send := func(key, msg, ref string) reply {
		c := call{path: "/sms/send", body: map[string]any{"applicationId": "OPPNP", "phone": "5511111111", "message": msg, "reference": ref}}
		if key != "" {
			c.headers = map[string]string{"Idempotency-Key": key}
		}
		return e.do(c)
	}
	outbox := func() int {
		return len(e.do(call{method: http.MethodGet, path: "/sms/outbox?phone=5511111111", noAuth: true}).data()["messages"].([]any))
	}
	first := send("R1-sms-t1", "uno", "L1")
	if first.status != 202 || first.data()["reference"] != "L1" || first.header.Get("Idempotent-Replayed") != "" {
		t.Fatalf("first = %d %s", first.status, first.raw)
	}
	again := send("R1-sms-t1", "dos", "L2")
	if again.status != 202 || again.data()["reference"] != "L1" || again.data()["messageId"] != first.data()["messageId"] ||
		again.header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("replay = %d %s %v", again.status, again.raw, again.header)
	}
	if n := outbox(); n != 1 {
		t.Fatalf("%d SMS after a replay, want 1", n)
	}
	if r := send("R1-sms-t2", "tres", "L3"); r.status != 202 || r.data()["reference"] != "L3" {
		t.Fatalf("another key = %d %s", r.status, r.raw)
	}
	if r := send("", "cuatro", ""); r.status != 202 || r.data()["reference"] != nil {
		t.Fatalf("no key = %d %s", r.status, r.raw)
	}
	if n := outbox(); n != 3 {
		t.Fatalf("%d SMS, want 3: one per key and one without", n)
	}
}

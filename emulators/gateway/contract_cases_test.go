package gateway_test

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"
)

var otpCode = regexp.MustCompile(`\b([0-9]{6})\b`)

// sendOTP sends an OTP to phone and returns its id and the code read from
// the SMS outbox.
func (e *env) sendOTP(phone string) (id, code string) {
	e.t.Helper()
	r := e.post("/otp/send", map[string]any{"phone": phone, "reference": "uuid-1"})
	if r.status != http.StatusAccepted {
		e.t.Fatalf("otp/send: %d %s", r.status, r.raw)
	}
	id = r.data()["otpId"].(string)
	msgs := e.admin(http.MethodGet, "/__admin/outbox?phone="+phone, nil).data()["messages"].([]any)
	m := otpCode.FindStringSubmatch(msgs[0].(map[string]any)["message"].(string))
	if m == nil {
		e.t.Fatalf("no code in %v", msgs[0])
	}
	return id, m[1]
}

// longToken lets a case move the simulator clock by hours: it raises the
// token lifetime and logs promotor1 in again.
func (e *env) longToken() string {
	e.t.Helper()
	e.admin(http.MethodPost, "/__admin/config", map[string]any{"tokenTTL": 10 * 24 * 3600})
	tok := e.login("promotor1").Token
	e.admin(http.MethodPost, "/__admin/config", map[string]any{"tokenTTL": 900})
	return tok
}

// mexicoAt sets the simulator clock to today's hh:mm in central Mexico.
func (e *env) mexicoAt(hh, mm int) {
	e.t.Helper()
	loc, err := time.LoadLocation("America/Mexico_City")
	if err != nil {
		e.t.Fatal(err)
	}
	n := time.Now().In(loc)
	at := time.Date(n.Year(), n.Month(), n.Day(), hh, mm, 0, 0, loc)
	if r := e.admin(http.MethodPost, "/__admin/clock", map[string]any{"at": at.Format(time.RFC3339)}); r.status != http.StatusOK {
		e.t.Fatalf("clock: %d %s", r.status, r.raw)
	}
}

func contractCases(t *testing.T) []contractCase {
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	t.Cleanup(receiver.Close)
	bio := map[string]any{"folio": "F-1", "curp": "GODE561231MDFMZM01", "callbackUrl": receiver.URL + "/cb"}
	upload := func(name string, data []byte, fields map[string]string) func(*env) call {
		return func(e *env) call {
			raw, ct := multipartBody(t, fields, name, data)
			return call{path: "/documents/upload", raw: raw, contentType: ct}
		}
	}
	front := map[string]string{"applicationId": "OPPNP", "folio": "F-1", "side": "front"}
	webm := []byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01}
	mp4 := []byte{0, 0, 0, 0x18, 'f', 't', 'y', 'p', 'i', 's', 'o', 'm'}
	record := func(contentType string, data []byte, durationMs string) func(*env) call {
		return func(*env) call {
			raw, ct := videoBody(t, map[string]string{"applicationId": "OPPNP", "folio": "F-1", "sessionId": "VC-1", "durationMs": durationMs}, contentType, data)
			return call{path: "/video/recordings", raw: raw, contentType: ct}
		}
	}
	submitted := func(e *env, path string) string {
		r := e.post(path, bio)
		return r.data()["biometricId"].(string)
	}
	uploaded := func(e *env) string {
		raw, ct := multipartBody(t, front, "ine.jpg", jpeg)
		return e.do(call{path: "/documents/upload", raw: raw, contentType: ct}).data()["documentId"].(string)
	}
	video := func(e *env, tok string) string {
		r := e.do(call{path: "/video/sessions", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-1"}})
		return r.data()["sessionId"].(string)
	}
	get := func(path string) func(*env) call {
		return func(*env) call { return call{method: http.MethodGet, path: path} }
	}
	adminCall := func(method, path string, body any) func(*env) call {
		return func(*env) call {
			return call{method: method, path: path, body: body, noClient: true, noDevice: true, noAuth: true}
		}
	}
	badJSON := func(path string) func(*env) call {
		return func(*env) call {
			return call{path: path, raw: []byte("{"), contentType: "application/json", noClient: true, noDevice: true, noAuth: true}
		}
	}
	q := map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "paymentCapacity": 2500}

	return []contractCase{
		{"login", 200, post("/auth/login", map[string]any{"username": "promotor1", "password": "Demo.2026"})},
		{"login bad password", 401, post("/auth/login", map[string]any{"username": "promotor1", "password": "x"})},
		{"logout", 200, func(e *env) call {
			return call{path: "/auth/logout", token: e.login("promotor2").Token, body: map[string]any{"channel": "OPPNP", "bp": "1000000002", "deviceId": "d"}}
		}},
		{"refresh while main token active", 200, func(e *env) call {
			return call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "token": e.login("promotor2").TokenRefresh, "deviceId": "d"}}
		}},
		{"refresh unknown", 401, post("/auth/refresh", map[string]any{"token": "rt_nope", "deviceId": "d"})},
		{"customer token", 200, post("/auth/customer", map[string]any{"uuid": "u-1", "deviceId": "d"})},
		{"credits", 200, post("/credits/getCreditsCustomeroICBSCSB", map[string]any{"curp": "HECJ600305HPLRRS04"})},
		{"quotation", 200, post("/quoter/obtainQuotation", q)},
		{"quotation agreement not at branch", 404, post("/quoter/obtainQuotation", map[string]any{"branchId": "SUC-0202", "agreementId": "CONV-SEP-CDMX", "paymentCapacity": 2500})},
		{"quotation by amount", 200, post("/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-0101", "agreementId": "CONV-IMSS-PEN", "amount": 50000})},
		{"quotation by amount unknown branch", 404, post("/quoter/obtainQuotationByAmountFilter", map[string]any{"branchId": "SUC-9999", "agreementId": "CONV-IMSS-PEN", "amount": 50000})},
		{"agreement detail", 200, post("/convenios/getDetail", map[string]any{"agreementId": "CONV-IMSS-PEN"})},
		{"agreement detail unknown", 404, post("/convenios/getDetail", map[string]any{"agreementId": "X"})},
		{"branches", 200, post("/sellers/branchesByPromotor", map[string]any{"promotorBP": "1000000001"})},
		{"branches unknown seller", 404, post("/sellers/branchesByPromotor", map[string]any{"promotorBP": "9999999999"})},
		{"groups", 200, post("/agreement/getGroupListByBranch", map[string]any{"branchId": "SUC-0101"})},
		{"groups unknown branch", 404, post("/agreement/getGroupListByBranch", map[string]any{"branchId": "SUC-9999"})},
		{"convenios", 200, post("/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101", "groupId": "G-IMSS"})},
		{"convenios without a group", 400, post("/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101"})},
		{"convenios unknown group", 404, post("/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101", "groupId": "G-X"})},
		{"verify branch", 200, post("/agreement/verifyBranchGroup", map[string]any{"branchId": "SUC-0401"})},
		{"verify unknown branch", 404, post("/agreement/verifyBranchGroup", map[string]any{"branchId": "SUC-9999"})},
		{"branch active", 200, post("/agreement/getBranchActive", map[string]any{"branchId": "SUC-0301"})},
		{"branch active unknown", 404, post("/agreement/getBranchActive", map[string]any{"branchId": "SUC-9999"})},
		{"search", 200, post("/customers/search", map[string]any{"curp": "SABC560626MDFLRN01"})},
		{"search unknown", 404, post("/customers/search", map[string]any{"curp": "PEPJ800101HDFRRN09"})},
		{"search by the customer's bpId", 200, post("/customers/search", map[string]any{"bpId": "3000000004"})},
		{"search by a malformed bpId", 400, post("/customers/search", map[string]any{"bpId": "30-4"})},
		{"sms", 202, post("/sms/send", map[string]any{"phone": "5512345601", "message": "Hola"})},
		{"sms key reused for another phone", 422, func(e *env) call {
			keyed := func(phone string) call {
				return call{path: "/sms/send", headers: map[string]string{"Idempotency-Key": "S-reused"},
					body: map[string]any{"applicationId": "OPPNP", "phone": phone, "message": "Hola", "reference": "L1"}}
			}
			e.do(keyed("5512345601"))
			return keyed("5512345609")
		}},
		{"email", 202, post("/email/send", map[string]any{"to": "cumplimiento@oppnp.test", "subject": "Aviso", "body": "Texto"})},
		{"email to a malformed address", 400, post("/email/send", map[string]any{"to": "cumplimiento", "subject": "Aviso", "body": "Texto"})},
		{"email without subject", 400, post("/email/send", map[string]any{"to": "a@b.mx", "body": "Texto"})},
		{"outbox", 200, func(*env) call {
			return call{method: http.MethodGet, path: "/sms/outbox", noAuth: true, noDevice: true}
		}},
		{"otp send", 202, post("/otp/send", map[string]any{"phone": "5512345602", "reference": "u-1"})},
		{"otp verify", 200, func(e *env) call {
			id, code := e.sendOTP("5512345603")
			return call{path: "/otp/verify", body: map[string]any{"applicationId": "OPPNP", "otpId": id, "code": code}}
		}},
		{"otp unknown", 404, post("/otp/verify", map[string]any{"otpId": "OTP-x", "code": "000000"})},
		{"otp used", 410, func(e *env) call {
			id, code := e.sendOTP("5512345604")
			body := map[string]any{"applicationId": "OPPNP", "otpId": id, "code": code}
			e.do(call{path: "/otp/verify", body: body})
			return call{path: "/otp/verify", body: body}
		}},
		{"otp exhausted", 429, func(e *env) call {
			id, code := e.sendOTP("5512345605")
			wrong := "000000"
			if code == wrong {
				wrong = "111111"
			}
			body := map[string]any{"applicationId": "OPPNP", "otpId": id, "code": wrong}
			for range 3 {
				e.do(call{path: "/otp/verify", body: body})
			}
			body["code"] = code
			return call{path: "/otp/verify", body: body}
		}},
		{"biometric submit", 202, post("/biometrics/submit", bio)},
		{"biometric get", 200, func(e *env) call {
			return call{method: http.MethodGet, path: "/biometrics/" + submitted(e, "/biometrics/submit")}
		}},
		{"biometric unknown", 404, get("/biometrics/BIO-x")},
		{"upload", 201, upload("ine.jpg", jpeg, front)},
		{"upload png", 415, upload("ine.png", []byte("\x89PNG\r\n"), front)},
		{"upload without folio", 400, upload("ine.jpg", jpeg, map[string]string{"applicationId": "OPPNP", "side": "back"})},
		{"video recording", 201, record("video/webm", webm, "12000")},
		{"video recording mp4", 201, record("video/mp4", mp4, "5000")},
		{"video recording not a video", 415, record("image/jpeg", jpeg, "12000")},
		{"video recording too long", 422, record("video/webm", webm, "45000")},
		{"video recording not WebM bytes", 422, record("video/webm", jpeg, "12000")},
		{"video recording over 4 MB", 413, record("video/webm", append(append([]byte{}, webm...), make([]byte, 5<<20)...), "12000")},
		{"video recording without folio", 400, func(e *env) call {
			raw, ct := videoBody(t, map[string]string{"applicationId": "OPPNP", "durationMs": "12000"}, "video/webm", webm)
			return call{path: "/video/recordings", raw: raw, contentType: ct}
		}},
		{"document", 200, func(e *env) call { return call{method: http.MethodGet, path: "/documents/" + uploaded(e)} }},
		{"document unknown", 404, get("/documents/DOC-x")},
		{"documents by folio", 200, post("/documents/byFolio", map[string]any{"folio": "F-1"})},
		{"cox", 200, post("/cox/submit", map[string]any{"folio": "F-1", "curp": "HECJ600305HPLRRS04"})},
		{"cox failure persona", 502, post("/cox/submit", map[string]any{"folio": "F-2", "curp": "RAFL590930HNLMLS01"})},
		{"cox key reused for another folio", 422, func(e *env) call {
			keyed := func(folio string) call {
				return call{path: "/cox/submit", headers: map[string]string{"Idempotency-Key": "K-reused"},
					body: map[string]any{"applicationId": "OPPNP", "folio": folio, "curp": "HECJ600305HPLRRS04"}}
			}
			e.do(keyed("F-K1"))
			return keyed("F-K2")
		}},
		{"cox status", 200, post("/cox/status", map[string]any{"folio": "F-1"})},
		{"cox status without folio", 400, post("/cox/status", map[string]any{})},
		{"sipre unknown", 404, post("/sipre/discharge", map[string]any{"folio": "F-3", "curp": "PEPJ800101HDFRRN09"})},
		{"cnca eligibility", 200, post("/cnca/eligibility", map[string]any{"curp": "SABC560626MDFLRN01"})},
		{"cnca eligibility unknown", 404, post("/cnca/eligibility", map[string]any{"curp": "PEPJ800101HDFRRN09"})},
		{"salesforce requests", 200, post("/salesforce/requests", map[string]any{"promotorBP": "1000000001"})},
		{"salesforce offers", 200, post("/salesforce/offers", map[string]any{"folioIt": "SF-2026-0001"})},
		{"salesforce offers unknown", 404, post("/salesforce/offers", map[string]any{"folioIt": "SF-x"})},
		{"salesforce offers without a folio", 400, post("/salesforce/offers", map[string]any{})},
		{"salesforce requests without a promoter", 400, post("/salesforce/requests", map[string]any{})},
		{"video create", 201, post("/video/sessions", map[string]any{"folio": "F-1"})},
		{"video get", 200, func(e *env) call { return call{method: http.MethodGet, path: "/video/sessions/" + video(e, "")} }},
		{"video get unknown", 404, get("/video/sessions/VC-x")},
		{"video join", 200, func(e *env) call { return call{path: "/video/sessions/" + video(e, "") + "/join"} }},
		{"video join unknown", 404, func(*env) call { return call{path: "/video/sessions/VC-x/join"} }},
		{"sdk", 200, func(*env) call {
			return call{method: http.MethodGet, path: "/video/sdk.js", noClient: true, noDevice: true, noAuth: true}
		}},
		{"letter", 201, post("/letters/generate", map[string]any{"folio": "F-1", "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN", "amount": 50000, "term": 24, "payment": 2950.12, "cat": 48.7})},
		{"letter unknown agreement", 404, post("/letters/generate", map[string]any{"folio": "F-2", "curp": "HECJ600305HPLRRS04", "agreementId": "X", "amount": 50000, "term": 24, "payment": 2950.12, "cat": 48.7})},
		{"letter of 61 months", 400, post("/letters/generate", map[string]any{"folio": "F-2", "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN", "amount": 50000, "term": 61, "payment": 2950.12, "cat": 48.7})},
		{"letters", 200, post("/letters/list", map[string]any{"promotorBP": "1000000001"})},
		{"letters without a promoter", 400, post("/letters/list", map[string]any{})},
		{"fault add", 204, adminCall(http.MethodPost, "/__admin/faults", map[string]any{"path": "/nowhere", "status": 503, "count": 1})},
		{"fault add bad", 400, badJSON("/__admin/faults")},
		{"faults", 200, adminCall(http.MethodGet, "/__admin/faults", nil)},
		{"faults clear", 204, adminCall(http.MethodDelete, "/__admin/faults", nil)},
		{"cox switch", 204, adminCall(http.MethodPost, "/__admin/cox", map[string]any{"fail": false})},
		{"cox switch bad", 400, badJSON("/__admin/cox")},
		{"cox folio", 200, adminCall(http.MethodGet, "/__admin/cox?folio=F-1", nil)},
		{"cox folio without folio", 400, adminCall(http.MethodGet, "/__admin/cox", nil)},
		{"config", 204, adminCall(http.MethodPost, "/__admin/config", map[string]any{"biometricDelayMs": 20})},
		{"config bad", 400, badJSON("/__admin/config")},
		{"video outcome", 204, adminCall(http.MethodPost, "/__admin/video", map[string]any{"outcome": "CALL_ENDS_SUCCESSFULLY"})},
		{"video outcome bad", 400, adminCall(http.MethodPost, "/__admin/video", map[string]any{"outcome": "NADA"})},
		{"admin outbox", 200, adminCall(http.MethodGet, "/__admin/outbox", nil)},
		{"persona block", 200, adminCall(http.MethodPost, "/__admin/personas/promotor2", map[string]any{"promoterBlocked": true, "branches": []string{"SUC-0101"}})},
		{"persona bad branch", 400, adminCall(http.MethodPost, "/__admin/personas/promotor2", map[string]any{"branches": []string{"SUC-X"}})},
		{"persona unknown", 404, adminCall(http.MethodPost, "/__admin/personas/nadie", map[string]any{"promoterBlocked": true})},
		{"persona get", 200, adminCall(http.MethodGet, "/__admin/personas/promotor2", nil)},
		{"persona get unknown", 404, adminCall(http.MethodGet, "/__admin/personas/nadie", nil)},
		{"personas reset", 204, adminCall(http.MethodDelete, "/__admin/personas", nil)},
		{"clock get", 200, adminCall(http.MethodGet, "/__admin/clock", nil)},
		{"clock bad", 400, badJSON("/__admin/clock")},
		// Clock-moving cases last; each uses a long-lived token.
		{"sipre in hours", 200, func(e *env) call {
			tok := e.longToken()
			e.mexicoAt(12, 0)
			return call{path: "/sipre/discharge", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-3", "curp": "SABC560626MDFLRN01"}}
		}},
		{"sipre without internal credits", 409, func(e *env) call {
			tok := e.longToken()
			e.mexicoAt(12, 0)
			return call{path: "/sipre/discharge", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-4", "curp": "BOXW310820HNERXN09"}}
		}},
		{"sipre out of hours", 503, func(e *env) call {
			tok := e.longToken()
			e.mexicoAt(21, 30)
			return call{path: "/sipre/discharge", token: tok, body: map[string]any{"applicationId": "OPPNP", "folio": "F-5", "curp": "ORNG541120MOCRXD03"}}
		}},
		{"video join expired", 410, func(e *env) call {
			tok := e.longToken()
			e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 0})
			id := video(e, tok)
			e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 16 * 60})
			return call{path: "/video/sessions/" + id + "/join", token: tok}
		}},
		{"clock reset", 200, adminCall(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 0})},
	}
}

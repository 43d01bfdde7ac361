package functions_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"net/http"
	"testing"
	"time"
)

// TestLibranza drives the carta libranza endpoints against the suite: only
// the folio's promoter with roles/{bpId}/libranza generates the letter, with
// the docs/requirements.md §5 folio rules; the promoter and the folio's customer link
// download the PDF, anyone else gets 403.
func TestLibranza(t *testing.T) {
	s := startStack(t)
	promoter := s.staff("promotor1")
	// The functions clear the CURP and name the folio (the UIF list, the folios in flight).
	cl := s.mustClear(promoter, "HECJ600305HPLRRS04")
	id := cl.RequestID

	// The libranza cotizador creates the folio straight at the letter step,
	// under the rules (the promoter holds the libranza flag).
	folio := map[string]any{
		"id": id, "uuid": "", "status": "letterLibranza", "currentPromoterBpId": "1000000001",
		"curp": "HECJ600305HPLRRS04", "rfc": "HECJ600305M27", "typeSaleAndOrigin": "Interna - V. Asistida",
		"client": map[string]any{"names": "José", "firstLastName": "Hernández", "secondLastName": "Cruz"},
		"offer": map[string]any{"quoter": map[string]any{
			"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}, "agreementItem": "CONV-IMSS-PEN"},
			"amount":    50000, "term": 24, "payment": 2950.12, "tasa": 36.5, "cat": 48.7, "product": "Crédito Pensionados IMSS",
		}},
		"createdAt": sv, "createdBy": "bp:1000000001", "lastUpdateAt": sv, "lastUpdateBy": "bp:1000000001",
		"uif": map[string]any{"checkedAt": cl.CheckedAt},
	}
	if code, out := s.rtdb("PUT", "requests/"+id, promoter, folio); code != 200 {
		t.Fatalf("promoter creates the folio at letterLibranza: %d %v", code, out)
	}
	sig := base64.StdEncoding.EncodeToString(jpegSignature(t))
	good := map[string]any{"letterFolio": "2026-00000042", "libranzaFolio": "LIB202600000042", "signature": sig}
	with := func(k, v string) map[string]any {
		m := map[string]any{}
		for kk, vv := range good {
			m[kk] = vv
		}
		m[k] = v
		return m
	}

	refused := []struct {
		name, token string
		body        map[string]any
		status      int
		code        string
	}{
		{"letter folio of 12 characters", promoter, with("letterFolio", "2026-0000042"), 400, "LETTER_FOLIO_INVALID"},
		{"letter folio with a letter", promoter, with("letterFolio", "2026-0000004A"), 400, "LETTER_FOLIO_INVALID"},
		{"libranza folio with a space", promoter, with("libranzaFolio", "LIB 202600000042"), 400, "LIBRANZA_FOLIO_INVALID"},
		{"libranza folio of 11 characters", promoter, with("libranzaFolio", "LIB20260000"), 400, "LIBRANZA_FOLIO_INVALID"},
		{"no signature", promoter, with("signature", ""), 400, "SIGNATURE_INVALID"},
		{"another promoter", s.staff("promotor2"), good, 403, "FORBIDDEN"},
		{"no token", "", good, 401, "UNAUTHENTICATED"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			var out struct{ Code, Message string }
			if code := s.call("/api/letters/"+id, tt.token, tt.body, &out); code != tt.status || out.Code != tt.code {
				t.Errorf("generate = %d %s %q, want %d %s", code, out.Code, out.Message, tt.status, tt.code)
			}
		})
	}
	if ll := s.getMap("requests/" + id + "/letterLibranza"); ll != nil {
		t.Fatalf("a refused generation wrote %v", ll)
	}

	// The lender refuses the registration: the generation fails with the
	// gateway's answer and nothing is stored, here or there.
	s.admin("POST", "/__admin/faults", map[string]any{"path": "/letters/generate", "status": 503, "count": 1})
	var failed struct{ Code, Message string }
	if code := s.call("/api/letters/"+id, promoter, good, &failed); code != 502 || failed.Code != "SIMULATED_FAULT" || failed.Message != "Falla simulada del gateway" {
		t.Errorf("generate with the gateway down = %d %+v, want 502 SIMULATED_FAULT", code, failed)
	}
	s.admin("DELETE", "/__admin/faults", nil)
	if ll, sig := s.getMap("requests/"+id+"/letterLibranza"), s.getMap("letterSignatures/"+id); ll != nil || sig != nil {
		t.Fatalf("a generation the gateway refused wrote %v / %v", ll, sig)
	}
	if l := s.gatewayLetters("1000000001")[id]; l != nil {
		t.Fatalf("the gateway holds a refused letter: %v", l)
	}

	var ok struct{ Status string }
	for range 2 { // a retry registers the same letter again
		if code := s.call("/api/letters/"+id, promoter, good, &ok); code != 200 || ok.Status != "GENERADA" {
			t.Fatalf("generate = %d %v", code, ok)
		}
	}
	// The function registered the letter with the lender, under its promoter.
	if l := s.gatewayLetters("1000000001")[id]; l["letterFolio"] != "2026-00000042" || l["libranzaFolio"] != "LIB202600000042" ||
		l["curp"] != "HECJ600305HPLRRS04" || l["agreementId"] != "CONV-IMSS-PEN" || l["amount"] != 50000.0 ||
		l["payment"] != 2950.12 || l["term"] != 24.0 || l["status"] != "GENERADA" {
		t.Fatalf("gateway letter of %s = %v", id, l)
	}
	ll := s.getMap("requests/" + id + "/letterLibranza")
	if ll["letterFolio"] != "2026-00000042" || ll["libranzaFolio"] != "LIB202600000042" || ll["discountAmount"] != 2950.12 ||
		ll["totalAmount"] != 50000.0 || ll["term"] != 24.0 || ll["cat"] != 48.7 || ll["status"] != "GENERADA" {
		t.Fatalf("letterLibranza = %v", ll)
	}
	if d := s.getMap("requests/" + id + "/documents/carta-libranza"); d["fileName"] != "carta-libranza-2026-00000042.pdf" || d["fileType"] != "PDF" || d["uploadedAt"] == nil {
		t.Errorf("documents/carta-libranza = %v", d)
	}
	// No client reads the signature, not even the folio's promoter.
	if code, _ := s.rtdb("GET", "letterSignatures/"+id, promoter, nil); code != 401 && code != 403 {
		t.Errorf("promoter read letterSignatures: %d", code)
	}
	// Nor marks a letter as generated by itself.
	if code, _ := s.rtdb("PATCH", "requests/"+id+"/letterLibranza", promoter, map[string]any{"status": "OTRA"}); code == 200 {
		t.Errorf("promoter rewrote the letter's status")
	}

	pdf, code := s.download(id, promoter)
	if code != 200 || !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf, []byte("$50,000.00")) ||
		!bytes.Contains(pdf, []byte("$2,950.12")) || !bytes.Contains(pdf, []byte("LIB202600000042")) {
		t.Fatalf("promoter download = %d %.80q", code, pdf)
	}
	// The signed letter is frozen with its hash: a changed offer changes
	// neither its bytes nor its hash.
	frozen := s.getMap("letterSignatures/" + id)
	sum := sha256.Sum256(pdf)
	if frozen["sha256"] != hex.EncodeToString(sum[:]) || frozen["letter"] == nil {
		t.Fatalf("frozen letter: sha256 %v, want %x; letter %v", frozen["sha256"], sum, frozen["letter"])
	}
	if code, out := s.rtdb("PATCH", "requests/"+id+"/offer/quoter", "owner", map[string]any{"amount": 65000, "payment": 3800.5, "cat": 51.2}); code != 200 {
		t.Fatalf("change the offer: %d %v", code, out)
	}
	again, code := s.download(id, promoter)
	if code != 200 || !bytes.Equal(again, pdf) || bytes.Contains(again, []byte("$65,000.00")) {
		t.Fatalf("download after the offer changed = %d, same bytes %v", code, bytes.Equal(again, pdf))
	}
	if _, code := s.download(id, s.staff("promotor2")); code != 403 {
		t.Errorf("another promoter's download = %d, want 403", code)
	}
	if _, code := s.download(id, ""); code != 401 {
		t.Errorf("download without a token = %d, want 401", code)
	}

	// The folio goes on to the customer; its link downloads the letter, the
	// link of another folio does not.
	exp := time.Now().Add(time.Hour).UnixMilli()
	s.rtdb("PATCH", "requests/"+id, "owner", map[string]any{"status": "waitingProcessCustomer"})
	uuid := s.seedLink(id, 1, exp, false)
	s.seed(id+"-otro", map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000002"})
	other := s.seedLink(id+"-otro", 1, exp, false)
	for _, tt := range []struct {
		uuid string
		want int
	}{{uuid, 200}, {other, 403}} {
		code, r := s.customer(tt.uuid)
		if code != 200 {
			t.Fatalf("customer session %s: %d %s", tt.uuid, code, r.Message)
		}
		if got, code := s.download(id, s.signIn(r.FirebaseToken)); code != tt.want || (code == 200 && !bytes.Equal(got, pdf)) {
			t.Errorf("customer %s download = %d, want %d", tt.uuid, code, tt.want)
		}
	}

	// With the flag off, the next login writes roles/{bpId}/libranza false: refused.
	s.setFlag("dev_libranza_access", `{"enabled":false,"branches":[],"bpIds":[]}`)
	defer s.setFlag("dev_libranza_access", `{"enabled":true,"branches":[],"bpIds":[]}`)
	id2 := id + "-2"
	folio["id"] = id2
	noFlag := s.staff("promotor1")
	// Cleared as the functions would, so the flag alone refuses it.
	if code, out := s.rtdb("PUT", "uifClearance/"+id2, "owner", map[string]any{
		"curp": "HECJ600305HPLRRS04", "at": cl.CheckedAt, "expiresAt": cl.CheckedAt + 3_600_000,
	}); code != 200 {
		t.Fatalf("clearance fixture: %d %v", code, out)
	}
	if code, _ := s.rtdb("PUT", "requests/"+id2, noFlag, folio); code == 200 {
		t.Errorf("a promoter without the flag created a letterLibranza folio")
	}
	s.seed(id2, folio)
	var out struct{ Code string }
	if code := s.call("/api/letters/"+id2, noFlag, good, &out); code != 403 {
		t.Errorf("generate without the flag = %d %s, want 403", code, out.Code)
	}
}

// gatewayLetters lists, as the functions' service user, the letters the
// gateway simulator holds for promoter bp, by folio. It fails the test on
// a folio listed twice.
func (s *stack) gatewayLetters(bp string) map[string]map[string]any {
	s.t.Helper()
	var out struct {
		Data struct{ Letters []map[string]any }
	}
	body := map[string]any{"applicationId": "OPPNP", "promotorBP": bp}
	if code := s.gatewayPost("/letters/list", s.gatewayLogin("sistema"), body, &out); code != 200 {
		s.t.Fatalf("gateway /letters/list: %d", code)
	}
	byFolio := map[string]map[string]any{}
	for _, l := range out.Data.Letters {
		f, _ := l["folio"].(string)
		if byFolio[f] != nil {
			s.t.Fatalf("the gateway holds two letters of %s", f)
		}
		byFolio[f] = l
	}
	return byFolio
}

// download GETs the letter's PDF with idToken.
func (s *stack) download(id, idToken string) ([]byte, int) {
	s.t.Helper()
	req, _ := http.NewRequest("GET", s.api+"/api/letters/"+id+".pdf", nil)
	if idToken != "" {
		req.Header.Set("X-Firebase-Token", idToken)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == 200 && resp.Header.Get("Content-Type") != "application/pdf" {
		s.t.Errorf("Content-Type = %q", resp.Header.Get("Content-Type"))
	}
	if sum := sha256.Sum256(b); resp.StatusCode == 200 && resp.Header.Get("X-Letter-Sha256") != hex.EncodeToString(sum[:]) {
		s.t.Errorf("X-Letter-Sha256 = %q, want %x", resp.Header.Get("X-Letter-Sha256"), sum)
	}
	return b, resp.StatusCode
}

func jpegSignature(t *testing.T) []byte {
	img := image.NewGray(image.Rect(0, 0, 200, 80))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for x := range 200 {
		img.Set(x, 10+x/4, color.Black)
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

package functions_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"
)

// uploadAs stores data in the gateway under folio as documentType (side
// front), as the SPA's customer screens do, and returns its document id.
func (s *stack) uploadAs(folio, documentType string, data []byte) string {
	return s.uploadSide(folio, documentType, "front", data)
}

// uploadSide is uploadAs for one side of the INE.
func (s *stack) uploadSide(folio, documentType, side string, data []byte) string {
	s.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range map[string]string{"applicationId": "OPPNP", "folio": folio, "side": side, "documentType": documentType} {
		_ = w.WriteField(k, v)
	}
	f, _ := w.CreateFormFile("file", documentType+".jpg")
	_, _ = f.Write(data)
	_ = w.Close()
	var out struct{ Data struct{ DocumentID string } }
	if code := s.do(s.gatewayRequest("/documents/upload", w.FormDataContentType(), s.gatewayLogin("sistema"), &body), &out); code != 201 {
		s.t.Fatalf("upload %s: %d", documentType, code)
	}
	return out.Data.DocumentID
}

// register asks the functions to register an upload, as the SPA does
// after it: the customer's route when requestID is "", else the staff's
// for that folio. It returns the status and the answer.
func (s *stack) register(requestID, idToken, kind, documentID string) (int, map[string]any) {
	s.t.Helper()
	path := "/api/evidence"
	if requestID != "" {
		path = "/api/requests/" + requestID + "/evidence"
	}
	var out map[string]any
	code := s.call(path, idToken, map[string]string{"kind": kind, "documentId": documentID}, &out)
	return code, out
}

// mustRegister is register that must succeed.
func (s *stack) mustRegister(requestID, idToken, kind, documentID string) {
	s.t.Helper()
	if code, out := s.register(requestID, idToken, kind, documentID); code != 200 || out["documentId"] != documentID {
		s.t.Fatalf("register %s %s of %s: %d %v", kind, documentID, requestID, code, out)
	}
}

// setStatus moves a seeded folio as the admin (the steps between are not
// what the test is about).
func (s *stack) setStatus(id, status string) {
	s.t.Helper()
	if code, out := s.rtdb("PATCH", "requests/"+id, "owner", map[string]any{"status": status}); code != 200 {
		s.t.Fatalf("status of %s: %d %v", id, code, out)
	}
}

// awaitTriggerLink waits until the trigger has sent the link its status
// change asks for, so a link the test seeds next replaces it instead of
// being replaced by it.
func (s *stack) awaitTriggerLink(id string) {
	s.t.Helper()
	waitFor(s.t, 30*time.Second, "the trigger's link of "+id, func() bool {
		return s.get("requests/"+id+"/link/sentAt") != nil
	})
}

// deskGet GETs a desk path as the SPA does (gateway Bearer, Firebase ID token beside it).
func (s *stack) deskGet(path, idToken string) (int, []byte, http.Header) {
	s.t.Helper()
	req, _ := http.NewRequest("GET", s.api+path, nil)
	req.Header.Set("X-Device-Id", "device-test-1")
	if idToken != "" {
		req.Header.Set("Authorization", "Bearer gateway-token-of-the-spa")
		req.Header.Set("X-Firebase-Token", idToken)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b, resp.Header
}

// accesses lists the folio's trail entries of kind access.
func (s *stack) accesses(id string) []map[string]any {
	var out []map[string]any
	for _, e := range s.getMap("requestHistory/" + id) {
		if e, _ := e.(map[string]any); e["kind"] == "access" {
			out = append(out, e)
		}
	}
	return out
}

func testDesk(t *testing.T, s *stack) {
	s.t = t
	stamp := time.Now().UnixNano()
	id, other, linked := fmt.Sprintf("R-desk-%d", stamp), fmt.Sprintf("R-desk-0101-%d", stamp), fmt.Sprintf("R-desk-link-%d", stamp)
	ine := append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, []byte("INE frente de prueba")...)
	selfie := append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, []byte("selfie de prueba")...)
	folio := func(id, branch, status string) map[string]any {
		return map[string]any{"status": status, "currentPromoterBpId": "1000000002", "folioIt": "IT-" + id,
			"curp": "PELJ800101HDFRPN09", "rfc": "PELJ800101AB1", "client": map[string]any{"nss": "12345678901", "phone": "5512345699"},
			"offer":         map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": branch}}, "amount": 30000}},
			"customerSteps": map[string]any{"biometric": map[string]any{"result": "ACEPTADO"}}}
	}
	gerente, auxiliar, promoter := s.staff("gerente1"), s.staff("auxiliar1"), s.staff("promotor2")
	// Each folio's INE is uploaded under its request id and registered in
	// capture by its promoter (SUC-0202) or an admin of its branch (SUC-0101).
	captured := func(id, branch, by string) string {
		s.seed(id, folio(id, branch, "documents"))
		doc := s.uploadSide(id, "ine", "front", ine)
		s.mustRegister(id, by, "ineFront", doc)
		return doc
	}
	ineID := captured(id, "SUC-0202", promoter)
	captured(other, "SUC-0101", auxiliar)
	captured(linked, "SUC-0202", promoter)
	// The selfie: the customer's biometric link uploads it and registers it.
	s.setStatus(id, "waitingProcessCustomer")
	s.awaitTriggerLink(id)
	selfieCred := s.seedLink(id, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	code, cr := s.customer(selfieCred)
	if code != 200 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	selfieID := s.uploadAs(id, "selfie", selfie)
	s.mustRegister("", s.signIn(cr.FirebaseToken), "selfie", selfieID)
	s.setStatus(id, "fileValidation")
	s.setStatus(other, "fileValidation")
	s.setStatus(linked, "waitingProcessCustomer")
	s.awaitTriggerLink(linked)
	cred := s.seedLink(linked, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	code, cr = s.customer(cred)
	if code != 200 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	customer := s.signIn(cr.FirebaseToken)
	image := func(id string) string { return "/api/desk/" + id + "/images/ineFront" }

	t.Run("admin of the branch gets the image and the access is in the trail", func(t *testing.T) {
		s.t = t
		n := len(s.accesses(id))
		code, b, h := s.deskGet(image(id), gerente)
		if code != 200 || !bytes.Equal(b, ine) || h.Get("Content-Type") != "image/jpeg" || h.Get("Cache-Control") != "no-store" {
			t.Fatalf("image: %d %q %v", code, b, h)
		}
		got := s.accesses(id)
		if len(got) != n+1 {
			t.Fatalf("trail accesses %d → %d", n, len(got))
		}
		var e map[string]any
		for _, x := range got {
			if x["accessed"] == "ineFront" {
				e = x
			}
		}
		if e == nil || e["by"] != "bp:2000000001" || e["role"] != "Gerente" || e["from"] != "fileValidation" || e["to"] != "fileValidation" || e["at"] == nil {
			t.Fatalf("access entry %v", got)
		}
		if code, b, _ := s.deskGet("/api/desk/"+id+"/images/selfie", gerente); code != 200 || !bytes.Equal(b, selfie) {
			t.Fatalf("selfie: %d %q", code, b)
		}
	})

	t.Run("the summary: identifiers in clear, its access logged without values", func(t *testing.T) {
		s.t = t
		code, b, _ := s.deskGet("/api/desk/"+id, gerente)
		var sum struct {
			Identifiers     struct{ Curp, Rfc, Nss string }
			BiometricResult string
			Images          []string
		}
		if code != 200 || json.Unmarshal(b, &sum) != nil || sum.Identifiers.Curp != "PELJ800101HDFRPN09" || sum.Identifiers.Rfc != "PELJ800101AB1" ||
			sum.Identifiers.Nss != "12345678901" || sum.BiometricResult != "ACEPTADO" || strings.Join(sum.Images, ",") != "ineFront,selfie" {
			t.Fatalf("summary: %d %s", code, b)
		}
		trail, _ := json.Marshal(s.get("requestHistory/" + id))
		if !strings.Contains(string(trail), `"accessed":"identifiers"`) {
			t.Fatalf("no access entry for the identifiers: %s", trail)
		}
		for _, secret := range []string{"PELJ800101", "12345678901"} {
			if strings.Contains(string(trail), secret) {
				t.Errorf("the trail holds %q", secret)
			}
		}
	})

	// Each refusal beside its positive control; a refused read leaves no trail entry.
	for _, tt := range []struct {
		name, token, folio string
		want               int
		control            func() (string, string) // token and folio that succeed
	}{
		{"no token", "", id, 401, func() (string, string) { return gerente, id }},
		{"the folio's promoter", promoter, id, 403, func() (string, string) { return gerente, id }},
		{"an admin of another branch", auxiliar, id, 403, func() (string, string) { return auxiliar, other }},
		{"the folio's customer", customer, linked, 403, func() (string, string) { return gerente, linked }},
	} {
		t.Run("refused: "+tt.name, func(t *testing.T) {
			s.t = t
			n := len(s.accesses(tt.folio))
			if code, b, _ := s.deskGet(image(tt.folio), tt.token); code != tt.want || bytes.Equal(b, ine) {
				t.Fatalf("image: %d %s", code, b)
			}
			if code, b, _ := s.deskGet("/api/desk/"+tt.folio, tt.token); code != tt.want || bytes.Contains(b, []byte("PELJ800101")) {
				t.Fatalf("summary: %d %s", code, b)
			}
			if got := len(s.accesses(tt.folio)); got != n {
				t.Fatalf("a refused read was logged: %d → %d", n, got)
			}
			tok, f := tt.control()
			if code, b, _ := s.deskGet(image(f), tok); code != 200 || !bytes.Equal(b, ine) {
				t.Fatalf("control: %d %s", code, b)
			}
		})
	}

	t.Run("refused: blocked staff (control: the same admin before the block)", func(t *testing.T) {
		s.t = t
		supervisor := s.staff("supervisor1")
		if code, _, _ := s.deskGet(image(id), supervisor); code != 200 {
			t.Fatalf("control: %d", code)
		}
		if code, out := s.rtdb("PATCH", "roles/2000000002", "owner", map[string]any{"blocked": "true"}); code != 200 {
			t.Fatalf("block: %d %v", code, out)
		}
		defer s.rtdb("PATCH", "roles/2000000002", "owner", map[string]any{"blocked": false})
		n := len(s.accesses(id))
		if code, b, _ := s.deskGet(image(id), supervisor); code != 403 || bytes.Equal(b, ine) {
			t.Fatalf("blocked: %d %s", code, b)
		}
		if got := len(s.accesses(id)); got != n {
			t.Fatalf("a refused read was logged")
		}
	})

	// The copy attack: an admin of SUC-0101 copies a SUC-0202 folio's ids
	// (documents/*, customerSteps/*, folioIt) into a folio of its own
	// branch. The desk reads the registry, never those ids.
	t.Run("refused: another folio's ids copied into a folio of the admin's branch", func(t *testing.T) {
		s.t = t
		copied := fmt.Sprintf("R-desk-copy-%d", stamp)
		f := folio(copied, "SUC-0101", "fileValidation")
		f["folioIt"] = id
		f["documents"] = map[string]any{"ineFront": map[string]any{"status": "uploaded", "fileType": "JPG", "gatewayId": ineID},
			"ineBack": map[string]any{"status": "uploaded", "fileType": "JPG", "gatewayId": ineID}}
		f["customerSteps"] = map[string]any{"signature": map[string]any{"done": true, "gatewayId": selfieID},
			"lifeTest": map[string]any{"done": true, "gatewayId": selfieID}, "biometric": map[string]any{"result": "ACEPTADO"}}
		s.seed(copied, f)
		victim := len(s.accesses(id))
		for _, kind := range []string{"ineFront", "ineBack", "selfie", "lifeTest", "signature"} {
			if code, b, _ := s.deskGet("/api/desk/"+copied+"/images/"+kind, auxiliar); code != 404 || bytes.Equal(b, ine) || bytes.Equal(b, selfie) {
				t.Fatalf("%s of the copy: %d %q", kind, code, b)
			}
		}
		code, b, _ := s.deskGet("/api/desk/"+copied, auxiliar)
		if code != 200 || !bytes.Contains(b, []byte(`"images":[]`)) {
			t.Fatalf("summary of the copy: %d %s", code, b)
		}
		for _, e := range s.accesses(copied) {
			if e["accessed"] != "identifiers" {
				t.Fatalf("an image read was logged on the copy: %v", e)
			}
		}
		if got := len(s.accesses(id)); got != victim {
			t.Fatalf("the victim's trail changed: %d → %d", victim, got)
		}
		// Control: the same admin reads its own branch's registered INE.
		if code, b, _ := s.deskGet(image(other), auxiliar); code != 200 || !bytes.Equal(b, ine) {
			t.Fatalf("control: %d %q", code, b)
		}
	})

	t.Run("refused: registering another folio's upload", func(t *testing.T) {
		s.t = t
		mine := fmt.Sprintf("R-desk-reg-%d", stamp)
		s.seed(mine, folio(mine, "SUC-0101", "documents"))
		for _, kind := range []string{"ineFront", "ineBack"} {
			if code, out := s.register(mine, auxiliar, kind, ineID); code != 409 || out["code"] != "EVIDENCE_NOT_THIS_FOLIO" {
				t.Fatalf("%s: %d %v", kind, code, out)
			}
		}
		if reg := s.getMap("evidence/" + mine); len(reg) != 0 || s.get("evidenceClaims/"+ineID) != id {
			t.Fatalf("registry %v, claim %v", reg, s.get("evidenceClaims/"+ineID))
		}
		if d := s.getMap("requests/" + mine + "/documents"); len(d) != 0 {
			t.Fatalf("documents written: %v", d)
		}
		// Control: its own upload, under its own request id.
		own := s.uploadSide(mine, "ine", "front", ine)
		s.mustRegister(mine, auxiliar, "ineFront", own)
		if d := s.getMap("requests/" + mine + "/documents/ineFront"); d["gatewayId"] != own || d["status"] != "uploaded" {
			t.Fatalf("documents/ineFront = %v", d)
		}
		if e := s.getMap("evidence/" + mine + "/ineFront"); e["gatewayId"] != own || e["by"] != "bp:2000000003" || len(e["sha256"].(string)) != 64 {
			t.Fatalf("registry entry = %v", e)
		}
	})

	t.Run("refused: a second folio claiming the same gateway document", func(t *testing.T) {
		s.t = t
		second := fmt.Sprintf("R-desk-claim-%d", stamp)
		s.seed(second, folio(second, "SUC-0101", "documents"))
		doc := s.uploadSide(second, "ine", "front", ine)
		// As if another folio had registered it first (one document, one folio, ever).
		if code, out := s.rtdb("PUT", "evidenceClaims/"+doc, "owner", other); code != 200 {
			t.Fatalf("claim: %d %v", code, out)
		}
		if code, out := s.register(second, auxiliar, "ineFront", doc); code != 409 || out["code"] != "EVIDENCE_CLAIMED" {
			t.Fatalf("claimed: %d %v", code, out)
		}
		if reg := s.getMap("evidence/" + second); len(reg) != 0 {
			t.Fatalf("registry %v", reg)
		}
		fresh := s.uploadSide(second, "ine", "front", ine)
		s.mustRegister(second, auxiliar, "ineFront", fresh)
	})

	t.Run("refused: bytes that differ from the registered hash", func(t *testing.T) {
		s.t = t
		p := "evidence/" + id + "/ineFront/sha256"
		sum := s.get(p)
		if code, out := s.rtdb("PUT", p, "owner", strings.Repeat("0", 64)); code != 200 {
			t.Fatalf("hash: %d %v", code, out)
		}
		n := len(s.accesses(id))
		if code, b, _ := s.deskGet(image(id), gerente); code != 409 || bytes.Equal(b, ine) {
			t.Fatalf("mismatch: %d %q", code, b)
		}
		if got := len(s.accesses(id)); got != n {
			t.Fatalf("a refused read was logged")
		}
		s.rtdb("PUT", p, "owner", sum)
		if code, b, _ := s.deskGet(image(id), gerente); code != 200 || !bytes.Equal(b, ine) {
			t.Fatalf("control: %d %q", code, b)
		}
	})
}

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

// uploadAs stores data in the gateway under folio as documentType, as the
// SPA's customer screens do, and returns its document id.
func (s *stack) uploadAs(folio, documentType string, data []byte) string {
	s.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range map[string]string{"applicationId": "OPPNP", "folio": folio, "side": "front", "documentType": documentType} {
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
			"documents":     map[string]any{"ineFront": map[string]any{"status": "uploaded", "fileType": "JPG", "gatewayId": s.uploadAs("IT-"+id, "ine", ine)}},
			"customerSteps": map[string]any{"biometric": map[string]any{"result": "ACEPTADO"}}}
	}
	s.seed(id, folio(id, "SUC-0202", "fileValidation"))
	s.uploadAs("IT-"+id, "selfie", selfie)
	s.seed(other, folio(other, "SUC-0101", "fileValidation"))
	s.seed(linked, folio(linked, "SUC-0202", "waitingProcessCustomer"))
	cred := s.seedLink(linked, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	code, cr := s.customer(cred)
	if code != 200 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	customer := s.signIn(cr.FirebaseToken)
	gerente, auxiliar, promoter := s.staff("gerente1"), s.staff("auxiliar1"), s.staff("promotor2")
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
}

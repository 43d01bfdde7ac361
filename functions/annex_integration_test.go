package functions_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/catalogue"
)

// uploadFile stores data in the gateway under folio as documentType with
// the file name given (an annex's PDF, say), as the SPA's screens do.
func (s *stack) uploadFile(folio, documentType, fileName string, data []byte) string {
	s.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range map[string]string{"applicationId": "OPPNP", "folio": folio, "side": "front", "documentType": documentType} {
		_ = w.WriteField(k, v)
	}
	f, _ := w.CreateFormFile("file", fileName)
	_, _ = f.Write(data)
	_ = w.Close()
	var out struct{ Data struct{ DocumentID string } }
	if code := s.do(s.gatewayRequest("/documents/upload", w.FormDataContentType(), s.gatewayLogin("sistema"), &body), &out); code != 201 {
		s.t.Fatalf("upload %s %s: %d", documentType, fileName, code)
	}
	return out.Data.DocumentID
}

// testEvidenceAnnexes: the catalogue's annexes (docs/adr/0054-document-catalogue.md). A customer
// on an action-5 link files an `otros` PDF; the functions give it the type's next slot, the
// registry keeps its content type, documents/complete follows the required INE, the desk lists
// and serves it, and the rules refuse fileValidation → validation until the documents are complete.
func testEvidenceAnnexes(t *testing.T, s *stack) {
	s.t = t
	stamp := time.Now().UnixNano()
	jpeg := func(what string) []byte { return append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, what...) }
	pdf := []byte("%PDF-1.4\nnomina de prueba\n%%EOF\n")
	session := func(id string, action int, status string) string {
		s.seed(id, map[string]any{"status": status, "currentPromoterBpId": "1000000002", "curp": "GODE561231MDFMZM01",
			"client": map[string]any{"phone": "5512345608"},
			"offer":  map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0202"}}, "amount": 30000}}})
		code, cr := s.customer(s.seedLink(id, action, time.Now().Add(time.Hour).UnixMilli(), false))
		if code != 200 {
			t.Fatalf("customer session of %s: %d %+v", id, code, cr)
		}
		return s.signIn(cr.FirebaseToken)
	}
	id, other, bio := fmt.Sprintf("R-annex-%d", stamp), fmt.Sprintf("R-annex-other-%d", stamp), fmt.Sprintf("R-annex-bio-%d", stamp)
	customer := session(id, 5, "documentsReprocessing")
	session(other, 5, "documentsReprocessing")
	bioCustomer := session(bio, 1, "waitingProcessCustomer")
	gerente := s.staff("gerente1")
	complete := func(id string) any { return s.get("requests/" + id + "/documents/complete") }

	var annex string
	t.Run("an otros PDF takes slot d1, another d2; the INE completes the documents", func(t *testing.T) {
		s.t = t
		annex = s.uploadFile(id, "otros", "nomina.pdf", pdf)
		s.mustRegister("", customer, "otros", annex)
		slot := s.getMap("requests/" + id + "/documents/annexes/otros/d1")
		e := s.getMap("evidence/" + id + "/otros-d1")
		if slot["gatewayId"] != annex || slot["fileType"] != "PDF" || e["contentType"] != "application/pdf" || s.get("evidenceClaims/"+annex) != id {
			t.Fatalf("slot %v, registry %v", slot, e)
		}
		second := s.uploadFile(id, "otros", "recibo.jpg", jpeg("recibo"))
		s.mustRegister("", customer, "otros", second)
		if got := s.getMap("requests/" + id + "/documents/annexes/otros/d2"); got["gatewayId"] != second || got["fileType"] != "JPG" {
			t.Fatalf("d2 = %v", got)
		}
		if complete(id) != false {
			t.Fatalf("complete without the INE: %v", complete(id))
		}
		s.mustRegister("", customer, "ineFront", s.uploadSide(id, "ine", "front", jpeg("frente")))
		s.mustRegister("", customer, "ineBack", s.uploadSide(id, "ine", "back", jpeg("reverso")))
		if complete(id) != true {
			t.Fatalf("complete with the INE: %v", complete(id))
		}
	})

	t.Run("refused: another folio's annex, another type's upload, a biometric link, an unknown type", func(t *testing.T) {
		s.t = t
		othersAnnex := s.uploadFile(other, "otros", "otro.pdf", pdf)
		report := s.uploadFile(id, "informe-prestamo", "informe.pdf", pdf)
		for _, tt := range []struct {
			name, token, kind, doc string
			want                   int
			code                   string
		}{
			{"another folio's annex", customer, "otros", othersAnnex, 409, "EVIDENCE_NOT_THIS_FOLIO"},
			{"a loan report as otros", customer, "otros", report, 409, "EVIDENCE_NOT_THIS_FOLIO"},
			{"an annex on a biometric link", bioCustomer, "otros", s.uploadFile(bio, "otros", "x.pdf", pdf), 403, "EVIDENCE_FORBIDDEN"},
			{"a type outside the catalogue", customer, "pasaporte", report, 400, "EVIDENCE_INVALID"},
			{"a slot named as the kind", customer, "otros-d3", report, 400, "EVIDENCE_INVALID"},
		} {
			code, out := s.register("", tt.token, tt.kind, tt.doc)
			if code != tt.want || out["code"] != tt.code {
				t.Errorf("%s: %d %v", tt.name, code, out)
			}
		}
		if got := s.getMap("requests/" + id + "/documents/annexes"); len(got) != 1 || len(got["otros"].(map[string]any)) != 2 {
			t.Fatalf("annexes = %v", got)
		}
		// The loan report as itself (control).
		s.mustRegister("", customer, "informe-prestamo", report)
	})

	t.Run("the desk lists the annex and serves the PDF as a PDF", func(t *testing.T) {
		s.t = t
		s.setStatus(id, "fileValidation")
		code, b, _ := s.deskGet("/api/desk/"+id, gerente)
		var sum struct {
			Documents []struct{ Kind, Type, Name, FileName, ContentType string }
		}
		if code != 200 || json.Unmarshal(b, &sum) != nil {
			t.Fatalf("summary: %d %s", code, b)
		}
		found := false
		for _, d := range sum.Documents {
			found = found || d.Kind == "otros-d1" && d.Type == "otros" && d.Name == "Otros" && d.FileName == "nomina.pdf" && d.ContentType == "application/pdf"
		}
		if !found || len(sum.Documents) != 5 {
			t.Fatalf("documents = %+v", sum.Documents)
		}
		code, b, h := s.deskGet("/api/desk/"+id+"/images/otros-d1", gerente)
		if code != 200 || !bytes.Equal(b, pdf) || h.Get("Content-Type") != "application/pdf" || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("annex: %d %q %v", code, b, h)
		}
		if code, _, _ := s.deskGet("/api/desk/"+id+"/images/otros-d3", gerente); code != 404 {
			t.Fatalf("an empty slot: %d", code)
		}
	})

	t.Run("a loan report, a video and a CUB: each in its slot, listed and served as its type", func(t *testing.T) {
		s.t = t
		media := fmt.Sprintf("R-annex-media-%d", stamp)
		tok := session(media, 5, "documentsReprocessing")
		mp4 := []byte("\x00\x00\x00\x18ftypisom video de prueba")
		files := []struct {
			kind, technical, fileName, contentType string
			data                                   []byte
		}{
			{"informe-prestamo", "informe-prestamo", "informe.pdf", "application/pdf", pdf},
			{"video", "video", "entrevista.mp4", "video/mp4", mp4},
			{"cub", "CUB", "cub.jpg", "image/jpeg", jpeg("cub")},
		}
		for _, f := range files {
			doc := s.uploadFile(media, f.technical, f.fileName, f.data)
			s.mustRegister("", tok, f.kind, doc)
			if slot := s.getMap("requests/" + media + "/documents/annexes/" + f.kind + "/d1"); slot["gatewayId"] != doc || slot["fileName"] != f.fileName {
				t.Fatalf("%s slot = %v", f.kind, slot)
			}
		}
		s.setStatus(media, "fileValidation")
		code, b, _ := s.deskGet("/api/desk/"+media, gerente)
		var sum struct {
			Documents []struct{ Kind, Type, FileName, ContentType string }
		}
		if code != 200 || json.Unmarshal(b, &sum) != nil {
			t.Fatalf("summary: %d %s", code, b)
		}
		listed := map[string]string{}
		for _, d := range sum.Documents {
			listed[d.Kind] = d.Type + " " + d.FileName + " " + d.ContentType
		}
		for _, f := range files {
			if want := f.kind + " " + f.fileName + " " + f.contentType; listed[f.kind+"-d1"] != want {
				t.Errorf("desk lists %s as %q, want %q", f.kind, listed[f.kind+"-d1"], want)
			}
			code, got, h := s.deskGet("/api/desk/"+media+"/images/"+f.kind+"-d1", gerente)
			if code != 200 || !bytes.Equal(got, f.data) || h.Get("Content-Type") != f.contentType {
				t.Errorf("%s served: %d %q %v", f.kind, code, got, h.Get("Content-Type"))
			}
		}
	})

	t.Run("validation needs the documents complete", func(t *testing.T) {
		s.t = t
		s.setStatus(other, "fileValidation")
		move := map[string]any{"status": "validation", "documentsValidatedBy": "2000000001", "lastUpdateAt": sv, "lastUpdateBy": "bp:2000000001"}
		if code, out := s.rtdb("PATCH", "requests/"+other, gerente, move); code != 401 && code != 403 {
			t.Fatalf("an incomplete folio validated: %d %v", code, out)
		}
		s.write(id, gerente, move)
		if st := s.get("requests/" + id + "/status"); st != "validation" {
			t.Fatalf("status = %v", st)
		}
	})

	t.Run("concurrent registrations take distinct slots and stop at the max", func(t *testing.T) {
		s.t = t
		race := fmt.Sprintf("R-annex-race-%d", stamp)
		tok := session(race, 5, "documentsReprocessing")
		docs := make([]string, 6) // otros holds 5
		for i := range docs {
			docs[i] = s.uploadFile(race, "otros", fmt.Sprintf("o%d.pdf", i), pdf)
		}
		codes := make([]int, len(docs))
		outs := make([]map[string]any, len(docs))
		var wg sync.WaitGroup
		for i, d := range docs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = s.call("/api/evidence", tok, map[string]string{"kind": "otros", "documentId": d}, &outs[i])
			}()
		}
		wg.Wait()
		refused := 0
		for i, c := range codes {
			switch {
			case c == 409 && outs[i]["code"] == "DOCUMENT_MAX":
				refused++
			case c != 200:
				t.Fatalf("%s: %d %v", docs[i], c, outs[i])
			}
		}
		if refused != 1 {
			t.Fatalf("refused %d of 6, want 1: %v", refused, codes)
		}
		slots := s.getMap("requests/" + race + "/documents/annexes/otros")
		held := map[any]bool{}
		for n := 1; n <= 5; n++ {
			k := fmt.Sprintf("d%d", n)
			slot, _ := slots[k].(map[string]any)
			if slot == nil || held[slot["gatewayId"]] || s.getMap("evidence/" + race + "/otros-" + k)["gatewayId"] != slot["gatewayId"] {
				t.Fatalf("slot %s = %v (held %v)", k, slot, held)
			}
			held[slot["gatewayId"]] = true
		}
		if len(slots) != 5 {
			t.Fatalf("slots %v", slots)
		}
	})

	t.Run("validation follows the catalogue in force, not the one of the registration", func(t *testing.T) {
		s.t = t
		registered := func(id string, otros bool) string {
			tok := session(id, 5, "documentsReprocessing")
			s.mustRegister("", tok, "ineFront", s.uploadSide(id, "ine", "front", jpeg("frente")))
			s.mustRegister("", tok, "ineBack", s.uploadSide(id, "ine", "back", jpeg("reverso")))
			if otros {
				s.mustRegister("", tok, "otros", s.uploadFile(id, "otros", "nomina.pdf", pdf))
			}
			if complete(id) != true || s.get("requests/"+id+"/documents/completeFor") != "ineBack,ineFront" {
				t.Fatalf("%s under the default catalogue: %v", id, s.getMap("requests/"+id+"/documents"))
			}
			s.setStatus(id, "fileValidation")
			return id
		}
		withOtros := registered(fmt.Sprintf("R-annex-cat-o-%d", stamp), true)
		without := registered(fmt.Sprintf("R-annex-cat-n-%d", stamp), false)
		move := map[string]any{"status": "validation", "documentsValidatedBy": "2000000001", "lastUpdateAt": sv, "lastUpdateBy": "bp:2000000001"}
		required := append(catalogue.Catalogue{}, catalogue.Default...)
		for i := range required {
			required[i].Required = required[i].Required || required[i].ID == "otros"
		}
		b, _ := json.Marshal(required)
		deflt, _ := json.Marshal(catalogue.Default)
		s.setFlag("dev_document_types", string(b))
		restored := false
		restore := func() {
			if !restored {
				restored = true
				s.setFlag("dev_document_types", string(deflt))
				// Publish the default again: later tests move folios registered under it.
				if code, _, _ := s.deskGet("/api/desk/"+without, gerente); code != 200 {
					t.Errorf("desk after the restore: %d", code)
				}
			}
		}
		defer restore()
		// Staff open the folio without otros: its documents are not complete any more.
		if code, _, _ := s.deskGet("/api/desk/"+without, gerente); code != 200 {
			t.Fatalf("desk: %d", code)
		}
		if complete(without) != false || s.get("documentCatalogue/required") != "ineBack,ineFront,otros" {
			t.Fatalf("after the desk: %v, published %v", s.getMap("requests/"+without+"/documents"), s.get("documentCatalogue/required"))
		}
		if code, out := s.rtdb("PATCH", "requests/"+without, gerente, move); code != 401 && code != 403 {
			t.Fatalf("a folio missing a newly required type validated: %d %v", code, out)
		}
		// The one with otros, computed for the old catalogue, waits until it is computed again.
		if code, out := s.rtdb("PATCH", "requests/"+withOtros, gerente, move); code != 401 && code != 403 {
			t.Fatalf("a folio computed for another catalogue validated: %d %v", code, out)
		}
		if code, _ := s.rtdb("PUT", "documentCatalogue/required", gerente, "ineBack,ineFront"); code == 200 {
			t.Fatal("a client wrote the catalogue in force")
		}
		if code, _, _ := s.deskGet("/api/desk/"+withOtros, gerente); code != 200 {
			t.Fatalf("desk: %d", code)
		}
		s.write(withOtros, gerente, move)
		if st := s.get("requests/" + withOtros + "/status"); st != "validation" {
			t.Fatalf("status = %v", st)
		}
		restore()
		if s.get("documentCatalogue/required") != "ineBack,ineFront" {
			t.Fatalf("published after the restore: %v", s.get("documentCatalogue/required"))
		}
	})
}

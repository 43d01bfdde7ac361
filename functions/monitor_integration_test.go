package functions_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"
)

// operatorKey is functions.json's local OPPNP_MONITOR_KEY.
const operatorKey = "operador-local-2026"

// uploadJPEG stores a small JPEG in the gateway as the service user and
// returns its document id.
func (s *stack) uploadJPEG(folio string, data []byte) string {
	s.t.Helper()
	token := s.gatewayLogin("sistema")
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range map[string]string{"applicationId": "OPPNP", "folio": folio, "side": "front", "documentType": "ine"} {
		_ = w.WriteField(k, v)
	}
	f, _ := w.CreateFormFile("file", "ine-frente.jpg")
	_, _ = f.Write(data)
	_ = w.Close()
	req := s.gatewayRequest("/documents/upload", w.FormDataContentType(), token, &body)
	var out struct{ Data struct{ DocumentID string } }
	if code := s.do(req, &out); code != 201 || out.Data.DocumentID == "" {
		s.t.Fatalf("upload: %d %+v", code, out)
	}
	return out.Data.DocumentID
}

type apiErr struct{ Code, Message string }

func testMonitor(t *testing.T, s *stack) {
	s.t = t
	jpeg := append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, []byte("imagen de prueba")...)
	id := fmt.Sprintf("R-mon-%d", time.Now().UnixNano())
	gid := s.uploadJPEG(id, jpeg)
	s.seed(id, map[string]any{"status": "fileValidation", "currentPromoterBpId": "1000000001",
		"curp": "PELJ800101HDFRPN09", "rfc": "PELJ800101AB1",
		"client": map[string]any{"names": "Juan", "firstLastName": "Pérez", "secondLastName": "López",
			"fullName": "JUAN PÉREZ LÓPEZ", "phone": "5587654321", "email": "juan.perez@correo.mx"},
		"offer":     map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}, "amount": 45000, "product": "Pensionados IMSS"}},
		"documents": map[string]any{"ineFront": map[string]any{"status": "uploaded", "gatewayId": gid, "fileType": "JPG", "fileName": "juan-perez-ine.jpg"}},
	})
	entry := func() map[string]any { return s.getMap("monitor/requests/" + id) }
	s.eventually("the folio in the monitor projection", func() bool { return entry()["status"] == "fileValidation" })
	count := func(status string) float64 {
		c, _ := s.getMap("monitor/board/statuses/" + status)["count"].(float64)
		return c
	}

	t.Run("anyone reads the masked projection, nobody the folio", func(t *testing.T) {
		s.t = t
		code, v := s.rtdb("GET", "monitor/requests/"+id, "", nil)
		e, _ := v.(map[string]any)
		if code != 200 || e["name"] != "J*** P*** L***" || e["curp"] != "PELJ******" || e["promoter"] != "******0001" ||
			e["label"] != "Validación de documentos" || e["branch"] != "SUC-0101" {
			t.Fatalf("public entry: %d %v", code, v)
		}
		if code, _ := s.rtdb("GET", "requests/"+id, "", nil); code != 401 && code != 403 {
			t.Fatalf("unauthenticated read of the folio: %d", code)
		}
		if code, _ := s.rtdb("GET", "requestHistory/"+id, "", nil); code != 401 && code != 403 {
			t.Fatalf("unauthenticated read of the history: %d", code)
		}
		_, all := s.rtdb("GET", "monitor", "", nil)
		b, _ := json.Marshal(all)
		for _, secret := range []string{"PELJ800101", "5587654321", "juan.perez", "JUAN", "Juan", "Pérez", "1000000001", gid, "juan-perez"} {
			if strings.Contains(string(b), secret) {
				t.Errorf("monitor/ shows %q", secret)
			}
		}
		if count("fileValidation") < 1 {
			t.Errorf("board: %v", s.getMap("monitor/board/statuses"))
		}
	})

	t.Run("no client writes the projection", func(t *testing.T) {
		s.t = t
		promoter := s.staff("promotor1")
		for _, cred := range []string{"", promoter} {
			if code, _ := s.rtdb("PATCH", "monitor/requests/"+id, cred, map[string]any{"status": "complete"}); code != 401 && code != 403 {
				t.Errorf("write as %.10q: %d", cred, code)
			}
		}
	})

	t.Run("operator corrections need the key and a lifecycle transition", func(t *testing.T) {
		s.t = t
		tests := []struct {
			name, key, status string
			want              int
			code              string
		}{
			{"missing key", "", "validation", 403, "OPERATOR_KEY_MISSING"},
			{"wrong key", "operador-local-2025", "validation", 403, "OPERATOR_KEY_INVALID"},
			{"right key, a jump the contract refuses", operatorKey, "complete", 409, "CORRECTION_NOT_ALLOWED"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				s.t = t
				var e apiErr
				code := s.call("/api/monitor/"+id+"/update", "", map[string]string{"key": tt.key, "status": tt.status}, &e)
				if code != tt.want || e.Code != tt.code || e.Message == "" {
					t.Fatalf("%d %+v", code, e)
				}
			})
		}
		s.t = t
		if st := s.getMap("requests/" + id)["status"]; st != "fileValidation" {
			t.Fatalf("refused corrections moved the folio to %v", st)
		}
		before := count("validation")
		var ok map[string]string
		if code := s.call("/api/monitor/"+id+"/update", "", map[string]string{"key": operatorKey, "status": "validation", "reason": "Documentos revisados"}, &ok); code != 200 || ok["from"] != "fileValidation" {
			t.Fatalf("correction: %d %v", code, ok)
		}
		s.eventually("the operator in requestHistory", func() bool {
			return hasMove(s.getMap("requestHistory/"+id), "fileValidation", "validation", "operator", "Operador")
		})
		s.eventually("the board follows", func() bool { return entry()["status"] == "validation" && count("validation") == before+1 })
		var step map[string]any
		for _, v := range s.getMap("monitor/history/" + id) {
			if m, _ := v.(map[string]any); m["to"] == "validation" {
				step = m
			}
		}
		if step["role"] != "Operador" || step["by"] != nil {
			t.Fatalf("public history step %v", step)
		}
	})

	t.Run("the document image only with the key", func(t *testing.T) {
		s.t = t
		var e apiErr
		if code := s.call("/api/monitor/"+id+"/document", "", map[string]string{"key": "no", "document": "ineFront"}, &e); code != 403 || e.Code != "OPERATOR_KEY_INVALID" {
			t.Fatalf("wrong key: %d %+v", code, e)
		}
		var doc struct{ Document, ContentType, Data string }
		if code := s.call("/api/monitor/"+id+"/document", "", map[string]string{"key": operatorKey, "document": "ineFront"}, &doc); code != 200 {
			t.Fatalf("document: %d", code)
		}
		if got, _ := base64.StdEncoding.DecodeString(doc.Data); !bytes.Equal(got, jpeg) || doc.ContentType != "image/jpeg" {
			t.Fatalf("document bytes %q %s", got, doc.ContentType)
		}
		if code := s.call("/api/monitor/"+id+"/document", "", map[string]string{"key": operatorKey, "document": "ineBack"}, &e); code != 404 || e.Code != "DOCUMENT_NOT_FOUND" {
			t.Fatalf("missing side: %d %+v", code, e)
		}
	})

	t.Run("backfill rebuilds a projection that was never built", func(t *testing.T) {
		s.t = t
		if code, _ := s.rtdb("DELETE", "monitor", "owner", nil); code != 200 {
			t.Fatalf("delete monitor: %d", code)
		}
		var out map[string]bool
		if code := s.call("/api/monitor/backfill", "", map[string]any{}, &out); code != 200 || !out["rebuilt"] {
			t.Fatalf("backfill: %d %v", code, out)
		}
		if entry()["status"] != "validation" || count("validation") < 1 {
			t.Fatalf("after backfill: %v", entry())
		}
		if code := s.call("/api/monitor/backfill", "", map[string]any{}, &out); code != 200 || out["rebuilt"] {
			t.Fatalf("second backfill: %d %v", code, out)
		}
	})

	// Last: it locks this machine out of the operator actions for a minute.
	t.Run("a new X-Forwarded-For per guess still locks out", func(t *testing.T) {
		s.t = t
		guess := func(i int, key string) (int, apiErr) {
			var e apiErr
			b, _ := json.Marshal(map[string]string{"key": key, "status": "validation"})
			req, _ := http.NewRequest("POST", s.api+"/api/monitor/"+id+"/update", bytes.NewReader(b))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i%250))
			return s.do(req, &e), e
		}
		locked := 0
		for i := 0; i < 12 && locked == 0; i++ {
			switch code, e := guess(i, fmt.Sprintf("clave-%d", i)); code {
			case 403:
			case 429:
				locked = i + 1
				if e.Code != "OPERATOR_KEY_LOCKED" {
					t.Fatalf("locked: %+v", e)
				}
			default:
				t.Fatalf("guess %d: %d %+v", i, code, e)
			}
		}
		// The limit is 10 wrong keys a minute; two were spent above.
		if locked == 0 || locked > 11 {
			t.Fatalf("rotating X-Forwarded-For: locked after %d guesses", locked)
		}
		if code, e := guess(251, operatorKey); code != 429 || e.Code != "OPERATOR_KEY_LOCKED" {
			t.Fatalf("right key from a fresh header while locked: %d %+v", code, e)
		}
	})
}

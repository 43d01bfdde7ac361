package functions_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The demo operator of functions/demo (README.md): make run imports its
// record, and seedOperators writes the same records into a test stack.
const (
	operatorKey  = "ana.demo-7f3c9a1e5b2d4068a1c3e5f7092b4d6e"
	operatorID   = "ana"
	operatorName = "Ana Ruiz"
)

// hashKey is the keyHash of an operator record as README.md documents it:
// hex SHA-256 of the whole key, "{operatorId}.{secret}".
func hashKey(key string) string {
	h := sha256.Sum256([]byte(key))
	return hex.EncodeToString(h[:])
}

// unknownBucket is operatorLockout's bucket of keys naming no operator.
const unknownBucket = "_unknown"

// demoOperators reads operators/ of functions/demo's export.
func demoOperators(t testing.TB) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("demo", "database_export", ns+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d struct{ Operators map[string]any }
	if err := json.Unmarshal(b, &d); err != nil || len(d.Operators) == 0 {
		t.Fatalf("demo operators: %v %v", d.Operators, err)
	}
	return d.Operators
}

// seedOperator writes operators/{id} as the functions' admin would.
func (s *stack) seedOperator(id string, rec any) {
	s.t.Helper()
	if code, out := s.rtdb("PUT", "operators/"+id, "owner", rec); code != 200 {
		s.t.Fatalf("seed operator %s: %d %v", id, code, out)
	}
}

// seedOperators writes the demo operators.
func (s *stack) seedOperators() {
	s.t.Helper()
	for id, rec := range demoOperators(s.t) {
		s.seedOperator(id, rec)
	}
}

// fnURL is the api function's own URL on the functions host, past
// Hosting: what a caller reaches when it skips the SPA's origin.
func (s *stack) fnURL(path string) string {
	return s.fn + "/" + project + "/us-central1/api" + path
}

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
	s.seedOperators()
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
	update := func(folio, key, status string, out any) int {
		return s.call("/api/monitor/"+folio+"/update", "", map[string]string{"key": key, "status": status, "reason": "Reparación de prueba"}, out)
	}

	t.Run("anyone reads the masked projection, nobody the folio", func(t *testing.T) {
		s.t = t
		code, v := s.rtdb("GET", "monitor/requests/"+id, "", nil)
		e, _ := v.(map[string]any)
		if code != 200 || e["promoter"] != "******0001" || e["label"] != "Validación de documentos" || e["branch"] != "SUC-0101" {
			t.Fatalf("public entry: %d %v", code, v)
		}
		// Not even initials or the CURP's first letters (ADR 0024).
		if _, has := e["name"]; has {
			t.Errorf("public entry has a name: %v", e["name"])
		}
		if _, has := e["curp"]; has {
			t.Errorf("public entry has a CURP: %v", e["curp"])
		}
		if code, _ := s.rtdb("GET", "requests/"+id, "", nil); code != 401 && code != 403 {
			t.Fatalf("unauthenticated read of the folio: %d", code)
		}
		if code, _ := s.rtdb("GET", "requestHistory/"+id, "", nil); code != 401 && code != 403 {
			t.Fatalf("unauthenticated read of the history: %d", code)
		}
		_, all := s.rtdb("GET", "monitor", "", nil)
		b, _ := json.Marshal(all)
		for _, secret := range []string{"PELJ", "J*** P***", "5587654321", "juan.perez", "JUAN", "Juan", "Pérez", "1000000001", gid, "juan-perez"} {
			if strings.Contains(string(b), secret) {
				t.Errorf("monitor/ shows %q", secret)
			}
		}
		// The board moves after the entry's transaction (monitor/increment.go), so it may lag
		// the entry this test waited for.
		s.eventually("the folio on the board", func() bool { return count("fileValidation") >= 1 })
	})

	t.Run("no client writes the projection or reads the operators", func(t *testing.T) {
		s.t = t
		promoter := s.staff("promotor1")
		for _, cred := range []string{"", promoter} {
			if code, _ := s.rtdb("PATCH", "monitor/requests/"+id, cred, map[string]any{"status": "complete"}); code != 401 && code != 403 {
				t.Errorf("write as %.10q: %d", cred, code)
			}
			for _, p := range []string{"operators", "operators/" + operatorID, "operatorLockout"} {
				if code, _ := s.rtdb("GET", p, cred, nil); code != 401 && code != 403 {
					t.Errorf("read %s as %.10q: %d", p, cred, code)
				}
			}
			if code, _ := s.rtdb("PUT", "operators/intruso", cred, map[string]any{"name": "X", "keyHash": hashKey("intruso.x")}); code != 401 && code != 403 {
				t.Errorf("write an operator as %.10q: %d", cred, code)
			}
			if code, _ := s.rtdb("DELETE", "operatorLockout/"+operatorID, cred, nil); code != 401 && code != 403 {
				t.Errorf("clear a lockout as %.10q: %d", cred, code)
			}
		}
	})

	t.Run("a key is a named operator's", func(t *testing.T) {
		s.t = t
		tests := []struct {
			name, key string
			want      int
			code      string
		}{
			{"missing key", "", 403, "OPERATOR_KEY_MISSING"},
			{"the shared key of old", "operador-local-2026", 403, "OPERATOR_KEY_INVALID"},
			{"the right operator, a wrong secret", operatorID + ".operador-local-2026", 403, "OPERATOR_KEY_INVALID"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				s.t = t
				var e apiErr
				if code := update(id, tt.key, "validation", &e); code != tt.want || e.Code != tt.code || e.Message == "" {
					t.Fatalf("%d %+v", code, e)
				}
			})
		}
	})

	// An operator repairs; it never stands in for the customer, a provider's
	// verdict or the second admin of four-eyes, whatever the contract lets
	// the functions or the staff do from that status.
	t.Run("an operator applies only the allowed repairs", func(t *testing.T) {
		s.t = t
		folios := map[string]string{}
		for _, st := range []string{"sentForSignature", "bioprocess", "validation", "signature", "errorSentCOX"} {
			fid := fmt.Sprintf("R-rep-%s-%d", st, time.Now().UnixNano())
			s.seed(fid, map[string]any{"status": st, "currentPromoterBpId": "1000000001", "lastUpdateBy": "functions",
				"documentsValidatedBy": "bp:1000000002",
				"offer":                map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}, "amount": 30000}}})
			folios[st] = fid
		}
		refused := []struct{ name, from, to string }{
			{"skip the customer's signature into the video call", "sentForSignature", "videocall"},
			{"send COX an unsigned loan", "sentForSignature", "sentCOX"},
			{"accept the biometric for the provider", "bioprocess", "fileValidation"},
			{"pass four-eyes", "validation", "sentForSignature"},
			{"skip the video into COX", "signature", "sentCOX"},
			{"a jump the contract refuses", "fileValidation", "complete"},
		}
		for _, tt := range refused {
			t.Run(tt.name, func(t *testing.T) {
				s.t = t
				fid := folios[tt.from]
				if fid == "" {
					fid = id
				}
				var e apiErr
				if code := update(fid, operatorKey, tt.to, &e); code != 409 || e.Code != "CORRECTION_NOT_ALLOWED" || !strings.Contains(e.Message, "reparación permitida") {
					t.Fatalf("%s → %s: %d %+v", tt.from, tt.to, code, e)
				}
				if st := s.getMap("requests/" + fid)["status"]; st != tt.from {
					t.Fatalf("a refused repair moved the folio to %v", st)
				}
			})
		}
		s.t = t
		fid := folios["errorSentCOX"]
		var ok map[string]string
		if code := update(fid, operatorKey, "sentCOX", &ok); code != 200 || ok["from"] != "errorSentCOX" || ok["status"] != "sentCOX" {
			t.Fatalf("reenvío a COX: %d %v", code, ok)
		}
		var named map[string]any
		s.eventually("the trail to name the operator", func() bool {
			for _, v := range s.getMap("requestHistory/" + fid) {
				if m, _ := v.(map[string]any); m["from"] == "errorSentCOX" && m["to"] == "sentCOX" {
					named = m
				}
			}
			return named != nil
		})
		if named["by"] != "operator:"+operatorID || named["name"] != operatorName || named["role"] != "Operador" || named["reason"] != "Reparación de prueba" {
			t.Fatalf("trail entry %v", named)
		}
		var step map[string]any
		s.eventually("the public step", func() bool {
			for _, v := range s.getMap("monitor/history/" + fid) {
				if m, _ := v.(map[string]any); m["from"] == "errorSentCOX" && m["to"] == "sentCOX" {
					step = m
				}
			}
			return step != nil
		})
		if step["role"] != "Operador" || step["by"] != nil || step["name"] != nil {
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
		if entry()["status"] != "fileValidation" || count("fileValidation") < 1 || entry()["curp"] != nil {
			t.Fatalf("after backfill: %v", entry())
		}
		if code := s.call("/api/monitor/backfill", "", map[string]any{}, &out); code != 200 || out["rebuilt"] {
			t.Fatalf("second backfill: %d %v", code, out)
		}
	})

	t.Run("wrong keys lock the operator out, whatever the caller writes", func(t *testing.T) { testOperatorLockout(t, s, id) })
}

// testOperatorLockout guesses keys on the function's own URL, past Hosting,
// with a new X-Forwarded-For per guess: the count is per operator id and in
// the database, so the header buys nothing.
func testOperatorLockout(t *testing.T, s *stack, folio string) {
	s.t = t
	const victim, victimKey = "bloqueo", "bloqueo.clave-de-prueba-5b1e9d3c7a2f4e6b"
	s.seedOperator(victim, map[string]any{"name": "Operador de bloqueo", "keyHash": hashKey(victimKey)})
	guess := func(i int, key string) (int, apiErr) {
		var e apiErr
		b, _ := json.Marshal(map[string]string{"key": key, "status": "validation"})
		req, _ := http.NewRequest("POST", s.fnURL("/api/monitor/"+folio+"/update"), bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i%250))
		return s.do(req, &e), e
	}
	lockedUntil := func(bucket string) float64 {
		v, _ := s.getMap("operatorLockout/" + bucket)["lockedUntil"].(float64)
		return v
	}
	spend := func(t *testing.T, key func(i int) string) int {
		locked := 0
		for i := 0; i < 25; i++ {
			switch code, e := guess(i, key(i)); {
			case code == 403 && locked == 0:
			case code == 429 && e.Code == "OPERATOR_KEY_LOCKED" && e.Message != "":
				if locked == 0 {
					locked = i + 1
				}
			default:
				t.Fatalf("guess %d (locked after %d): %d %+v", i, locked, code, e)
			}
		}
		return locked
	}

	t.Run("a named operator", func(t *testing.T) {
		s.t = t
		// The limit is 10 wrong keys a minute.
		if locked := spend(t, func(i int) string { return fmt.Sprintf("%s.clave-%d", victim, i) }); locked != 11 {
			t.Fatalf("rotating X-Forwarded-For: locked at guess %d, want 11", locked)
		}
		if code, e := guess(251, victimKey); code != 429 || e.Code != "OPERATOR_KEY_LOCKED" {
			t.Fatalf("the right key from a fresh header while locked: %d %+v", code, e)
		}
		// The lock is the database node, which every instance reads: it
		// holds for a process that never saw the guesses, and clearing it
		// (as the functions' admin) is what lets the operator in again.
		if until := lockedUntil(victim); until < float64(time.Now().Add(30*time.Second).UnixMilli()) {
			t.Fatalf("operatorLockout/%s = %v", victim, s.getMap("operatorLockout/"+victim))
		}
		var ok map[string]string
		if code := operatorUpdate(s, folio, operatorKey, "bioprocess", &ok); code != 409 {
			t.Fatalf("another operator is not locked out: %d %v", code, ok)
		}
		if code, _ := s.rtdb("DELETE", "operatorLockout/"+victim, "owner", nil); code != 200 {
			t.Fatalf("clear the lock: %d", code)
		}
		if code, e := guess(252, victimKey); code != 409 || e.Code != "CORRECTION_NOT_ALLOWED" {
			t.Fatalf("the right key once the node is cleared: %d %+v", code, e)
		}
	})

	t.Run("unknown operator ids share one bucket", func(t *testing.T) {
		s.t = t
		// Earlier subtests spent one or two wrong keys on unknown ids.
		if locked := spend(t, func(i int) string { return fmt.Sprintf("fantasma-%d.clave", i) }); locked < 9 || locked > 11 {
			t.Fatalf("rotating ids and X-Forwarded-For: locked at guess %d", locked)
		}
		if lockedUntil(unknownBucket) == 0 {
			t.Fatalf("operatorLockout/%s = %v", unknownBucket, s.getMap("operatorLockout/"+unknownBucket))
		}
		if code, e := guess(253, "sin-operador"); code != 429 || e.Code != "OPERATOR_KEY_LOCKED" {
			t.Fatalf("a key without an id while the bucket is locked: %d %+v", code, e)
		}
	})
}

func operatorUpdate(s *stack, folio, key, status string, out any) int {
	return s.call("/api/monitor/"+folio+"/update", "", map[string]string{"key": key, "status": status}, out)
}

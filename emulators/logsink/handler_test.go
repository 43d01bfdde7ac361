package logsink_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/logsink"
)

type answer struct {
	Records  []logsink.Record `json:"records"`
	Last     int64            `json:"last"`
	Accepted int              `json:"accepted"`
	Error    string           `json:"error"`
}

func do(t *testing.T, h http.Handler, method, target, body string, hdr map[string]string) (*httptest.ResponseRecorder, answer) {
	t.Helper()
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	var a answer
	if w.Body.Len() > 0 {
		if err := json.Unmarshal(w.Body.Bytes(), &a); err != nil {
			t.Fatalf("%s %s: body %q: %v", method, target, w.Body, err)
		}
	}
	return w, a
}

func TestHandler_PostAndGet(t *testing.T) {
	s := logsink.New(100)
	h := s.Handler()
	batch := `[
	 {"level":"info","message":"Vista de página","route":"busqueda-cliente","promoterID":"1000000001","deviceId":"dev-1","requestId":"r-1","time":"2026-11-22T10:00:00Z"},
	 {"level":"error","message":"Error en la renovación de tokens","route":"login","promoterID":"1000000001","requestId":"r-2","durationMs":812,"phone":"5512345678"},
	 {"level":"info","message":"folio F-9 con RFC GODE561231GR8","folio":"F-9","source":"functions"}
	]`
	w, a := do(t, h, "POST", "/api/logs", batch, map[string]string{"Origin": "http://127.0.0.1:5000", "Content-Type": "text/plain"})
	if w.Code != http.StatusAccepted || a.Accepted != 3 {
		t.Fatalf("POST = %d %+v", w.Code, a)
	}
	if w.Header().Get("Access-Control-Allow-Origin") != "http://127.0.0.1:5000" {
		t.Errorf("CORS origin = %q", w.Header().Get("Access-Control-Allow-Origin"))
	}
	_, one := do(t, h, "POST", "/api/logs", `{"message":"uno","level":"debug"}`, nil)
	if one.Accepted != 1 {
		t.Fatalf("single record: %+v", one)
	}

	tests := []struct {
		name, query string
		want        []string
	}{
		{"all", "", []string{"uno", "folio F-9 con RFC *********1GR8", "Error en la renovación de tokens", "Vista de página"}},
		{"promoter and level", "?promoterID=1000000001&level=warn", []string{"Error en la renovación de tokens"}},
		{"folio", "?folio=F-9", []string{"folio F-9 con RFC *********1GR8"}},
		{"request id", "?requestId=r-1", []string{"Vista de página"}},
		{"source is always spa for posts", "?source=functions", nil},
		{"since and limit", "?since=1&limit=2", []string{"uno", "folio F-9 con RFC *********1GR8"}},
		{"level case-insensitive", "?level=ERROR", []string{"Error en la renovación de tokens"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, a := do(t, h, "GET", "/api/logs"+tt.query, "", nil)
			if w.Code != 200 || a.Last != 4 {
				t.Fatalf("GET = %d last %d", w.Code, a.Last)
			}
			var got []string
			for _, r := range a.Records {
				got = append(got, r.Message)
				if r.Source != "spa" {
					t.Errorf("source = %q", r.Source)
				}
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	_, a = do(t, h, "GET", "/api/logs?requestId=r-2", "", nil)
	r := a.Records[0]
	if r.DurationMs == nil || *r.DurationMs != 812 || r.Route != "login" || r.Fields["phone"] != "******5678" {
		t.Errorf("record = %+v", r)
	}
}

func TestHandler_Errors(t *testing.T) {
	h := logsink.New(10).Handler()
	tests := []struct {
		name, method, target, body string
		status                     int
	}{
		{"not json", "POST", "/api/logs", "hola", 400},
		{"empty", "POST", "/api/logs", "", 400},
		{"array of non-objects", "POST", "/api/logs", `[1,2]`, 400},
		{"null entry", "POST", "/api/logs", `[null]`, 400},
		{"too big", "POST", "/api/logs", `[` + strings.Repeat(`{"m":"x"},`, 120000) + `{}]`, 400},
		{"too many", "POST", "/api/logs", `[` + strings.Repeat(`{},`, 1000) + `{}]`, 400},
		{"bad level", "GET", "/api/logs?level=fatalisimo", "", 400},
		{"bad since", "GET", "/api/logs?since=x", "", 400},
		{"bad limit", "GET", "/api/logs?limit=-1", "", 400},
		{"method", "DELETE", "/api/logs", "", 405},
		{"preflight", "OPTIONS", "/api/logs", "", 204},
	}
	w, _ := do(t, h, "OPTIONS", "/api/logs", "", map[string]string{"Origin": "http://localhost:5173", "Access-Control-Request-Private-Network": "true"})
	if w.Header().Get("Access-Control-Allow-Private-Network") != "true" {
		t.Error("no private network access answer")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, a := do(t, h, tt.method, tt.target, tt.body, map[string]string{"Origin": "http://localhost:5173"})
			if w.Code != tt.status {
				t.Fatalf("status = %d, want %d (%s)", w.Code, tt.status, w.Body)
			}
			if tt.status == 400 && a.Error == "" {
				t.Error("no error message")
			}
			if w.Header().Get("Access-Control-Allow-Origin") != "http://localhost:5173" {
				t.Error("no CORS header")
			}
		})
	}
}

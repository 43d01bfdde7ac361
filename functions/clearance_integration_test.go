package functions_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clearance"
)

// clearanceAnswer is POST /api/requests/clearance's answer, or its refusal.
type clearanceAnswer struct {
	RequestID   string
	CheckedAt   int64
	ExceptionBy string
	Code        string
	Message     string
}

// mustClear asks the functions to clear curp for a new folio of token's
// staff member.
func (s *stack) mustClear(token, curp string) clearanceAnswer {
	s.t.Helper()
	var a clearanceAnswer
	if code := s.call("/api/requests/clearance", token, map[string]any{"curp": curp}, &a); code != 200 || a.RequestID == "" {
		s.t.Fatalf("clearance of %s: %d %+v", curp, code, a)
	}
	return a
}

// apiGet GETs an /api route with token as the SPA sends it.
func (s *stack) apiGet(path, token string, out any) int {
	s.t.Helper()
	req, _ := http.NewRequest("GET", s.api+path, nil)
	req.Header.Set("X-Device-Id", "device-test-1")
	req.Header.Set("Authorization", "Bearer gateway-token-of-the-spa")
	req.Header.Set("X-Firebase-Token", token)
	return s.do(req, out)
}

// newFolio is a folio as the SPA creates it under clearance a.
func newFolio(id, bp, curp string, a clearanceAnswer) map[string]any {
	uif := map[string]any{"checkedAt": a.CheckedAt}
	if a.ExceptionBy != "" {
		uif["exceptionBy"] = a.ExceptionBy
	}
	return map[string]any{
		"id": id, "uuid": "", "status": "quoter", "currentPromoterBpId": bp, "curp": curp, "rfc": "",
		"typeSaleAndOrigin": "Interna - V. Asistida", "client": map[string]any{"names": "Ana", "firstLastName": "Ruiz"},
		"uif": uif, "createdAt": sv, "createdBy": "bp:" + bp, "lastUpdateAt": sv, "lastUpdateBy": "bp:" + bp,
	}
}

// testUIFCreation: a UIF-listed client gets no folio, asked through the
// functions or written straight to the database; a forged clearance is
// refused; a clean client's folio is created (the positive control).
func testUIFCreation(t *testing.T, s *stack) {
	s.t = t
	const listed, clean = "SAVR580214HDFNGB05", "UIFC700101HDFXXX01" // clean: unknown to the gateway, and no other test's folio in flight
	p1 := s.staff("promotor1")
	var r clearanceAnswer
	if code := s.call("/api/requests/clearance", p1, map[string]any{"curp": listed}, &r); code != 409 || r.Code != "UIF_LISTED" ||
		r.Message != "El cliente no es elegible para un crédito. Se enviará un correo al área de cumplimiento con los datos de la búsqueda." {
		t.Fatalf("listed CURP cleared: %d %+v", code, r)
	}
	for _, tt := range []struct {
		name, token, curp string
		status            int
	}{
		{"malformed CURP", p1, "XX", 400},
		{"no token", "", listed, 401},
	} {
		if code := s.call("/api/requests/clearance", tt.token, map[string]any{"curp": tt.curp}, &r); code != tt.status {
			t.Errorf("%s: %d, want %d", tt.name, code, tt.status)
		}
	}
	// The page bypassed: the SDK writes the folio with no clearance.
	forged := clearanceAnswer{CheckedAt: 1700000000000}
	if code, _ := s.rtdb("PUT", "requests/UIF-bypass", p1, newFolio("UIF-bypass", "1000000001", listed, forged)); code == 200 {
		t.Fatal("a listed client's folio was written without a clearance")
	}
	a := s.mustClear(p1, clean)
	if code, _ := s.rtdb("PUT", "requests/"+a.RequestID, p1, newFolio(a.RequestID, "1000000001", listed, a)); code == 200 {
		t.Fatal("a clean CURP's clearance created a listed client's folio")
	}
	bad := a
	bad.CheckedAt++
	if code, _ := s.rtdb("PUT", "requests/"+a.RequestID, p1, newFolio(a.RequestID, "1000000001", clean, bad)); code == 200 {
		t.Fatal("a forged clearance time was accepted")
	}
	if code, _ := s.rtdb("PUT", "uifClearance/UIF-bypass", p1, map[string]any{"curp": listed, "at": 1, "expiresAt": 4102444800000}); code == 200 {
		t.Fatal("a client wrote its own clearance")
	}
	if code, out := s.rtdb("PUT", "requests/"+a.RequestID, p1, newFolio(a.RequestID, "1000000001", clean, a)); code != 200 {
		t.Fatalf("the cleared folio: %d %v", code, out)
	}
	// Its CURP cannot become the listed one afterwards.
	if code, _ := s.rtdb("PATCH", "requests/"+a.RequestID, p1, map[string]any{"curp": listed, "lastUpdateAt": sv, "lastUpdateBy": "bp:1000000001"}); code == 200 {
		t.Fatal("a cleared folio's CURP changed to a listed one")
	}
	s.eventually("the folio indexed in flight", func() bool { return s.get("inFlight/"+clean+"/"+a.RequestID+"/status") == "quoter" })
}

// testDuplicates: a second folio of a CURP in flight is refused, named to
// the promoter and queued for the admin of the promoter's branch, whose
// exception lets it start once and goes to the trail.
func testDuplicates(t *testing.T, s *stack) {
	s.t = t
	const curp = "DUPL800101HDFXXX01" // unknown to the gateway: not on the UIF list
	p1, p2 := s.staff("promotor1"), s.staff("promotor2")
	g1, a1 := s.staff("gerente1"), s.staff("auxiliar1")
	first := s.mustClear(p1, curp)
	if code, out := s.rtdb("PUT", "requests/"+first.RequestID, p1, newFolio(first.RequestID, "1000000001", curp, first)); code != 200 {
		t.Fatalf("first folio: %d %v", code, out)
	}
	s.eventually("the first folio indexed", func() bool { return s.get("inFlight/"+curp+"/"+first.RequestID+"/status") == "quoter" })

	var r clearanceAnswer
	if code := s.call("/api/requests/clearance", p2, map[string]any{"curp": curp}, &r); code != 409 || r.Code != "DUPLICATE_FOLIO" ||
		!strings.Contains(r.Message, "folio "+first.RequestID+", estatus Cotizador") {
		t.Fatalf("duplicate cleared: %d %+v", code, r)
	}
	var seen struct {
		Folios []map[string]any
	}
	if code := s.call("/api/requests/in-flight", p2, map[string]any{"curp": curp}, &seen); code != 200 || len(seen.Folios) != 1 ||
		seen.Folios[0]["requestId"] != first.RequestID || seen.Folios[0]["label"] != "Cotizador" {
		t.Fatalf("in flight: %d %+v", code, seen)
	}
	if _, leaks := seen.Folios[0]["client"]; leaks {
		t.Fatalf("another branch's client data: %v", seen.Folios[0])
	}
	// The direct write is refused too: no clearance for that id.
	if code, _ := s.rtdb("PUT", "requests/DUP-bypass", p2, newFolio("DUP-bypass", "1000000002", curp, first)); code == 200 {
		t.Fatal("a duplicate was written straight to the database")
	}

	type queue struct {
		Attempts []struct {
			Key, Curp, BpID, AllowedBy string
		}
	}
	var q queue
	if code := s.apiGet("/api/duplicates", p1, &q); code != 200 || len(q.Attempts) != 0 {
		t.Fatalf("a promoter sees the queue: %d %+v", code, q)
	}
	if code := s.apiGet("/api/duplicates", g1, &q); code != 200 {
		t.Fatalf("queue: %d", code)
	}
	key := ""
	for _, a := range q.Attempts {
		if a.Curp == curp && a.BpID == "1000000002" {
			key = a.Key
		}
	}
	if key == "" {
		t.Fatalf("the refused duplicate is not on gerente1's queue: %+v", q)
	}
	for _, tt := range []struct{ name, token string }{{"the promoter itself", p2}, {"an admin of another branch", a1}, {"a promoter", p1}} {
		if code := s.call("/api/duplicates/"+key+"/allow", tt.token, map[string]any{}, &r); code != 403 {
			t.Errorf("%s allowed the exception: %d", tt.name, code)
		}
	}
	if code := s.call("/api/duplicates/"+key+"/allow", g1, map[string]any{}, &r); code != 200 {
		t.Fatalf("gerente1 allows: %d %+v", code, r)
	}
	traced := false
	for _, e := range s.getMap("requestHistory/" + first.RequestID) {
		m, _ := e.(map[string]any)
		if m["by"] == "bp:2000000001" && strings.Contains(m["reason"].(string), "promotor 1000000002") {
			traced = true
		}
	}
	if !traced {
		t.Fatalf("the exception is not in the trail: %v", s.getMap("requestHistory/"+first.RequestID))
	}
	second := s.mustClear(p2, curp)
	if second.ExceptionBy != "bp:2000000001" {
		t.Fatalf("clearance under the exception: %+v", second)
	}
	noExc := second
	noExc.ExceptionBy = ""
	if code, _ := s.rtdb("PUT", "requests/"+second.RequestID, p2, newFolio(second.RequestID, "1000000002", curp, noExc)); code == 200 {
		t.Fatal("the folio dropped the exception it was created under")
	}
	if code, out := s.rtdb("PUT", "requests/"+second.RequestID, p2, newFolio(second.RequestID, "1000000002", curp, second)); code != 200 {
		t.Fatalf("second folio under the exception: %d %v", code, out)
	}
	s.eventually("the new folio's trail names the exception", func() bool {
		for _, e := range s.getMap("requestHistory/" + second.RequestID) {
			m, _ := e.(map[string]any)
			if ch, _ := m["changes"].(map[string]any); ch != nil && strings.Contains(fmt.Sprint(ch["uif|exceptionBy"]), "bp:2000000001") {
				return true
			}
		}
		return false
	})
	// Used once.
	if code := s.call("/api/requests/clearance", p2, map[string]any{"curp": curp}, &r); code != 409 {
		t.Fatalf("the exception was used twice: %d", code)
	}
	// Discarded, the first folio no longer counts.
	s.write(first.RequestID, p1, map[string]any{"discarded": map[string]any{"by": "bp:1000000001", "reason": "duplicada", "at": sv},
		"lastUpdateAt": sv, "lastUpdateBy": "bp:1000000001"})
	s.eventually("the discarded folio leaves the index", func() bool { return s.get("inFlight/"+curp+"/"+first.RequestID) == nil })
}

// testClearanceBudget: clearance and in-flight share a staff member's
// budget of distinct CURPs (limits/clearance/{bpId}, in the database): a
// CURP already counted is free, a new one past the budget is refused with
// the Spanish message, another staff member keeps its own, and no client
// touches the counter.
func testClearanceBudget(t *testing.T, s *stack) {
	s.t = t
	const bp, counted, fresh, over = "2000000002", "BUDG800101HDFXXX01", "BUDG800102HDFXXX02", "BUDG800103HDFXXX03"
	sup, p1 := s.staff("supervisor1"), s.staff("promotor1")
	sum := sha256.Sum256([]byte(counted))
	if code, out := s.rtdb("PUT", "limits/clearance/"+bp, "owner", map[string]any{
		"windowStart": time.Now().UnixMilli(), "count": clearance.MaxPerHour - 1,
		"seen": map[string]any{hex.EncodeToString(sum[:8]): true},
	}); code != 200 {
		t.Fatalf("budget fixture: %d %v", code, out)
	}
	var seen struct{ Folios []map[string]any }
	var r clearanceAnswer
	if code := s.call("/api/requests/in-flight", sup, map[string]any{"curp": counted}, &seen); code != 200 {
		t.Fatalf("a counted CURP: %d", code)
	}
	if code := s.call("/api/requests/in-flight", sup, map[string]any{"curp": fresh}, &seen); code != 200 {
		t.Fatalf("the last CURP of the budget: %d", code)
	}
	s.mustClear(sup, fresh) // the search, then the creation of the same client: free
	for _, tt := range []struct{ name, route string }{
		{"in flight", "/api/requests/in-flight"},
		{"clearance", "/api/requests/clearance"},
	} {
		if code := s.call(tt.route, sup, map[string]any{"curp": over}, &r); code != 429 || r.Code != "CLEARANCE_RATE_LIMIT" ||
			r.Message != "Se alcanzó el límite de consultas de clientes por hora. Intenta de nuevo más tarde." {
			t.Fatalf("%s past the budget: %d %+v", tt.name, code, r)
		}
	}
	if n := s.get("limits/clearance/" + bp + "/count"); n != float64(clearance.MaxPerHour) {
		t.Fatalf("count %v after refusals, want %d", n, clearance.MaxPerHour)
	}
	if code := s.call("/api/requests/in-flight", p1, map[string]any{"curp": over}, &seen); code != 200 {
		t.Fatalf("another staff member's budget: %d", code)
	}
	for _, method := range []string{"PUT", "GET"} {
		if code, _ := s.rtdb(method, "limits/clearance/"+bp, sup, map[string]any{"windowStart": 0, "count": 0}); code == 200 {
			t.Fatalf("a client %s the budget", method)
		}
	}
}

// testDuplicatesQueue: the staff queue is read a page at a time by time
// (duplicateAttempts by at, the rules' .indexOn), every attempt of the
// week exactly once, and a refusal sweeps attempts past a week and a day.
func testDuplicatesQueue(t *testing.T, s *stack) {
	s.t = t
	g1, p1 := s.staff("gerente1"), s.staff("promotor1")
	now := time.Now()
	seed := map[string]any{}
	for i := 0; i < clearance.QueuePage+10; i++ {
		k := fmt.Sprintf("QUEUE%02d_1000000001", i)
		seed[k] = map[string]any{"key": k, "curp": "QUEUE", "bpId": "1000000001", "branches": []string{"SUC-0101"},
			"at": now.Add(-time.Duration(i) * time.Minute).UnixMilli()}
	}
	seed["QUEUEOLD_1000000001"] = map[string]any{"curp": "QUEUEOLD", "bpId": "1000000001", "branches": []string{"SUC-0101"},
		"at": now.Add(-9 * 24 * time.Hour).UnixMilli()}
	if code, out := s.rtdb("PATCH", "duplicateAttempts", "owner", seed); code != 200 {
		t.Fatalf("attempts fixture: %d %v", code, out)
	}
	type page struct {
		Attempts []struct{ Key string }
		Next     int64
	}
	seen, path := map[string]int{}, "/api/duplicates"
	for pages := 0; ; pages++ {
		var p page
		if code := s.apiGet(path, g1, &p); code != 200 || len(p.Attempts) > clearance.QueuePage || pages > 10 {
			t.Fatalf("page %d: %d, %d attempts", pages, code, len(p.Attempts))
		}
		for _, a := range p.Attempts {
			seen[a.Key]++
		}
		if p.Next == 0 {
			break
		}
		path = fmt.Sprintf("/api/duplicates?before=%d", p.Next)
	}
	for i := 0; i < clearance.QueuePage+10; i++ {
		if k := fmt.Sprintf("QUEUE%02d_1000000001", i); seen[k] != 1 {
			t.Fatalf("%s seen %d times", k, seen[k])
		}
	}
	if seen["QUEUEOLD_1000000001"] != 0 {
		t.Fatal("an attempt older than a week is on the queue")
	}
	var p page
	if code := s.apiGet("/api/duplicates", p1, &p); code != 200 || len(p.Attempts) != 0 {
		t.Fatalf("a promoter reads the queue: %d %+v", code, p)
	}
	if code := s.apiGet("/api/duplicates?before=yesterday", g1, &p); code != 400 {
		t.Fatalf("a bad cursor: %d", code)
	}
	if code, _ := s.rtdb("GET", "duplicateAttempts", g1, nil); code == 200 {
		t.Fatal("a client read the queue")
	}
	// A refusal sweeps the expired attempt.
	const curp = "QUEU800101HDFXXX01"
	first := s.mustClear(p1, curp)
	if code, out := s.rtdb("PUT", "requests/"+first.RequestID, p1, newFolio(first.RequestID, "1000000001", curp, first)); code != 200 {
		t.Fatalf("first folio: %d %v", code, out)
	}
	var r clearanceAnswer
	if code := s.call("/api/requests/clearance", s.staff("promotor2"), map[string]any{"curp": curp}, &r); code != 409 {
		t.Fatalf("duplicate: %d %+v", code, r)
	}
	if v := s.get("duplicateAttempts/QUEUEOLD_1000000001"); v != nil {
		t.Fatalf("the expired attempt stays: %v", v)
	}
	if v := s.get("duplicateAttempts/QUEUE00_1000000001"); v == nil {
		t.Fatal("a week's attempt was swept")
	}
}

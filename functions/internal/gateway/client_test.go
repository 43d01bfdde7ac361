package gateway_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"oppnp/functions/internal/gateway"
)

func TestClient_HeadersAndErrors(t *testing.T) {
	var seen []*http.Request
	var bodies []map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b map[string]any
		_ = json.NewDecoder(r.Body).Decode(&b)
		seen, bodies = append(seen, r), append(bodies, b)
		switch r.URL.Path {
		case "/auth/login":
			if b["password"] != "Demo.2026" {
				w.WriteHeader(401)
				_, _ = w.Write([]byte(`{"code":"AUTH_INVALID","message":"Usuario o contraseña incorrectos"}`))
				return
			}
			_, _ = w.Write([]byte(`{"token":"t","tokenRefresh":"r","tokenTTL":900,"tokenRefreshTTL":3600,"data":{"code":"OK","profile":"Promotor","dataSeller":{"bpId":"1"}}}`))
		case "/sellers/branchesByPromotor":
			_, _ = w.Write([]byte(`{"data":{"promotorData":{"promotorBP":"1","promoterBlocked":"true","sucursales":[{"branchID":"S1"}]}}}`))
		default:
			w.WriteHeader(502)
			_, _ = w.Write([]byte(`<html>bad gateway</html>`))
		}
	}))
	defer srv.Close()
	c := &gateway.Client{BaseURL: srv.URL, ClientID: "cid"}
	ctx := gateway.WithMeta(context.Background(), gateway.Meta{DeviceID: "dev-1", RequestID: "req-1"})

	r, err := c.Login(ctx, "promotor1", "Demo.2026")
	if err != nil || r.Data.DataSeller.BpID != "1" || r.TokenTTL != 900 {
		t.Fatalf("Login = %+v, %v", r, err)
	}
	_, err = c.Login(ctx, "promotor1", "mala")
	var apiErr *gateway.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 401 || apiErr.Code != "AUTH_INVALID" {
		t.Fatalf("bad password err = %v", err)
	}
	p, err := c.BranchesByPromotor(ctx, "t", "1")
	if err != nil || !p.Blocked() || p.Sucursales[0]["branchID"] != "S1" {
		t.Fatalf("branches = %+v, %v", p, err)
	}
	if _, err := c.SendSMS(ctx, "t", "5512345678", "hola"); !errors.Is(err, gateway.ErrUnreachable) {
		t.Fatalf("html 502 err = %v, want ErrUnreachable", err)
	}
	for i, r := range seen {
		if r.Header.Get("X-IBM-Client-Id") != "cid" || r.Header.Get("X-Device-Id") != "dev-1" || r.Header.Get("X-Request-Id") != "req-1" {
			t.Errorf("call %d %s: headers %v", i, r.URL.Path, r.Header)
		}
		wantBearer := r.URL.Path != "/auth/login"
		if got := r.Header.Get("Authorization") == "Bearer t"; got != wantBearer {
			t.Errorf("call %d %s: Authorization %q", i, r.URL.Path, r.Header.Get("Authorization"))
		}
		if bodies[i]["applicationId"] != "OPPNP" {
			t.Errorf("call %d %s: applicationId %v", i, r.URL.Path, bodies[i]["applicationId"])
		}
	}

	srv.Close()
	if _, err := c.Login(ctx, "promotor1", "Demo.2026"); !errors.Is(err, gateway.ErrUnreachable) {
		t.Fatalf("closed server err = %v", err)
	}
}

// TestClient_RegisterLetter: the letter goes to /letters/generate with the
// channel, the quotation, the captured folios and the promoter it belongs to.
func TestClient_RegisterLetter(t *testing.T) {
	var got map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/letters/generate" || r.Header.Get("Authorization") != "Bearer t" {
			w.WriteHeader(404)
			_, _ = w.Write([]byte(`{"code":"NOT_FOUND","message":"no"}`))
			return
		}
		_ = json.NewDecoder(r.Body).Decode(&got)
		w.WriteHeader(201)
		_, _ = w.Write([]byte(`{"data":{"letterFolio":"2026-00000042","libranzaFolio":"LIB202600000042","folio":"F-1","promotorBP":"1000000001","status":"GENERADA"}}`))
	}))
	defer srv.Close()
	c := &gateway.Client{BaseURL: srv.URL, ClientID: "cid"}
	l, err := c.RegisterLetter(context.Background(), "t", gateway.LetterRegistration{
		Folio: "F-1", Curp: "HECJ600305HPLRRS04", AgreementID: "CONV-IMSS-PEN", Amount: 50000, Term: 24,
		Payment: 2950.12, Cat: 48.7, LetterFolio: "2026-00000042", LibranzaFolio: "LIB202600000042", PromotorBP: "1000000001",
	})
	if err != nil || l.Status != "GENERADA" || l.LetterFolio != "2026-00000042" || l.PromotorBP != "1000000001" {
		t.Fatalf("RegisterLetter = %+v, %v", l, err)
	}
	want := map[string]any{"applicationId": "OPPNP", "folio": "F-1", "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN",
		"amount": 50000.0, "term": 24.0, "payment": 2950.12, "cat": 48.7, "letterFolio": "2026-00000042",
		"libranzaFolio": "LIB202600000042", "promotorBP": "1000000001"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("body %s = %v, want %v", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("body = %v", got)
	}
}

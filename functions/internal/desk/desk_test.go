package desk_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/desk"
	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

// documents is the gateway's document store for these tests.
type documents map[string]gateway.DocumentInfo

func (d documents) DocumentsByFolio(_ context.Context, f string) ([]gateway.DocumentInfo, error) {
	var out []gateway.DocumentInfo
	for _, id := range []string{"DOC-1", "DOC-2", "DOC-3", "DOC-4"} {
		if x, ok := d[id]; ok && x.Folio == f {
			out = append(out, x)
		}
	}
	return out, nil
}

func (d documents) Document(_ context.Context, id string) ([]byte, error) {
	if _, ok := d[id]; !ok {
		return nil, &gateway.APIError{Status: 404, Code: "DOCUMENT_NOT_FOUND"}
	}
	return []byte("jpeg:" + id), nil
}

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func newService(t *testing.T) (*desk.Service, *memstore.Store) {
	t.Helper()
	st := memstore.New()
	ctx := context.Background()
	live := now.Add(time.Hour).UnixMilli()
	roles := map[string]any{
		"A1": map[string]any{"name": "Gerente", "admin": true, "blocked": false, "validUntil": live, "branches": map[string]any{"B1": true}},
		"A2": map[string]any{"name": "Auxiliar", "admin": true, "blocked": false, "validUntil": live, "branches": map[string]any{"B2": true}},
		"AB": map[string]any{"name": "Gerente", "admin": true, "blocked": "true", "validUntil": live, "branches": map[string]any{"B1": true}},
		"AL": map[string]any{"name": "Gerente", "admin": true, "blocked": false, "validUntil": now.Add(-time.Minute).UnixMilli(), "branches": map[string]any{"B1": true}},
		"P1": map[string]any{"name": "Promotor", "admin": false, "blocked": false, "validUntil": live, "branches": map[string]any{"B1": true}},
	}
	branch := map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "B1"}}}}
	for path, v := range map[string]any{
		"roles": roles,
		"requests/R1": map[string]any{"id": "R1", "status": "fileValidation", "folioIt": "IT-1", "curp": "PELJ800101HDFRPN09",
			"rfc": "PELJ800101AB1", "client": map[string]any{"nss": "12345678901"}, "offer": branch,
			"documents":     map[string]any{"ineFront": map[string]any{"status": "uploaded", "gatewayId": "DOC-1"}},
			"customerSteps": map[string]any{"signature": map[string]any{"done": true, "gatewayId": "DOC-2"}, "biometric": map[string]any{"result": "ACEPTADO"}}},
		"requests/R2": map[string]any{"id": "R2", "status": "fileValidation"},
		// R3 copies R1's client-written ids: nothing is registered to it.
		"requests/R3": map[string]any{"id": "R3", "status": "fileValidation", "folioIt": "IT-1", "offer": branch,
			"documents":     map[string]any{"ineFront": map[string]any{"status": "uploaded", "gatewayId": "DOC-1"}},
			"customerSteps": map[string]any{"signature": map[string]any{"done": true, "gatewayId": "DOC-2"}}},
		"evidence/R1": map[string]any{"ineFront": entry("DOC-1", "jpeg:DOC-1"), "signature": entry("DOC-2", "jpeg:DOC-2"),
			"selfie": entry("DOC-4", "jpeg:DOC-4"), "ineBack": entry("DOC-3", "not the gateway's bytes"),
			"otros-d1": pdfEntry("DOC-5", "jpeg:DOC-5")},
		"evidenceClaims": map[string]any{"DOC-1": "R1", "DOC-2": "R1", "DOC-3": "R1", "DOC-4": "R1", "DOC-5": "R1"},
	} {
		if err := st.Set(ctx, path, v); err != nil {
			t.Fatal(err)
		}
	}
	docs := documents{
		"DOC-1": {DocumentID: "DOC-1", Folio: "IT-1", DocumentType: "ine"},
		"DOC-2": {DocumentID: "DOC-2", Folio: "IT-1", DocumentType: "signature"},
		"DOC-3": {DocumentID: "DOC-3", Folio: "IT-1", DocumentType: "selfie"},
		"DOC-4": {DocumentID: "DOC-4", Folio: "IT-1", DocumentType: "selfie"},
		"DOC-5": {DocumentID: "DOC-5", Folio: "R1", DocumentType: "otros"},
	}
	clk := clock.Func(func() time.Time { return now })
	ev := &evidence.Service{Store: st, Gateway: docs, Clock: clk}
	return &desk.Service{Store: st, Evidence: ev, Clock: clk}, st
}

// entry is a registry entry for gateway id whose registered bytes were data.
func entry(id, data string) map[string]any {
	sum := sha256.Sum256([]byte(data))
	return map[string]any{"gatewayId": id, "sha256": hex.EncodeToString(sum[:]), "size": len(data), "contentType": "image/jpeg", "at": 1, "by": "link:L1"}
}

// pdfEntry is an annex's registry entry, a PDF named nomina.pdf.
func pdfEntry(id, data string) map[string]any {
	e := entry(id, data)
	e["contentType"], e["fileName"] = "application/pdf", "nomina.pdf"
	return e
}

// as is the caller and folio the access middleware hands the desk: who may
// read at all is the policy's (functions/internal/access).
func as(t *testing.T, st store.Store, bp, id string) (desk.Caller, *folio.Folio) {
	t.Helper()
	ctx := context.Background()
	var r session.Role
	if err := st.Get(ctx, "roles/"+bp, &r); err != nil {
		t.Fatal(err)
	}
	var tree map[string]any
	if err := st.Get(ctx, "requests/"+id, &tree); err != nil && !errors.Is(err, store.ErrNotFound) {
		t.Fatal(err)
	}
	f, _ := folio.FromTree(tree)
	return desk.Caller{BpID: bp, Role: &r}, f
}

func trail(t *testing.T, st store.Store, id string) map[string]map[string]any {
	t.Helper()
	var out map[string]map[string]any
	if err := st.Get(context.Background(), "requestHistory/"+id, &out); err != nil && !errors.Is(err, store.ErrNotFound) {
		t.Fatal(err)
	}
	return out
}

func TestImage_WhoMayRead(t *testing.T) {
	for _, tt := range []struct {
		name, bp, id string
		kind         desk.Kind
		want         error
		body         string
	}{
		{"admin of the branch, INE", "A1", "R1", desk.IneFront, nil, "jpeg:DOC-1"},
		{"admin of the branch, an annex (otros, slot 1)", "A1", "R1", desk.Kind("otros-d1"), nil, "jpeg:DOC-5"},
		{"an annex slot the folio lacks", "A1", "R1", desk.Kind("otros-d2"), desk.ErrNoImage, ""},
		{"a slot past the contract's", "A1", "R1", desk.Kind("otros-d6"), desk.ErrNoImage, ""},
		{"a type outside the catalogue", "A1", "R1", desk.Kind("curp-d1"), desk.ErrNoImage, ""},
		{"admin of the branch, the registered selfie", "A1", "R1", desk.Selfie, nil, "jpeg:DOC-4"},
		{"admin of the branch, signature", "A1", "R1", desk.Signature, nil, "jpeg:DOC-2"},
		{"an image the folio lacks", "A1", "R1", desk.LifeTest, desk.ErrNoImage, ""},
		{"bytes that differ from the registered hash", "A1", "R1", desk.IneBack, evidence.ErrMismatch, ""},
		{"another folio's ids copied into a folio of the branch", "A1", "R3", desk.IneFront, desk.ErrNoImage, ""},
		{"another folio's selfie under a copied folioIt", "A1", "R3", desk.Selfie, desk.ErrNoImage, ""},
		{"another folio's signature id copied", "A1", "R3", desk.Signature, desk.ErrNoImage, ""},
		{"an unknown kind", "A1", "R1", desk.Kind("curp"), desk.ErrNoImage, ""},
		{"no folio handed", "A1", "R9", desk.IneFront, desk.ErrForbidden, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, st := newService(t)
			c, f := as(t, st, tt.bp, tt.id)
			b, ct, err := s.Image(context.Background(), c, tt.id, f, tt.kind)
			if !errors.Is(err, tt.want) || string(b) != tt.body {
				t.Fatalf("Image = %q, %v; want %q, %v", b, err, tt.body, tt.want)
			}
			wantCT := "image/jpeg"
			if tt.kind == "otros-d1" {
				wantCT = "application/pdf"
			}
			if tt.want == nil && ct != wantCT {
				t.Fatalf("content type = %q, want %q", ct, wantCT)
			}
			entries := trail(t, st, tt.id)
			if tt.want != nil {
				if len(entries) != 0 {
					t.Fatalf("a refused read left a trail: %v", entries)
				}
				return
			}
			if len(entries) != 1 {
				t.Fatalf("trail = %v", entries)
			}
			for k, e := range entries {
				if !strings.HasPrefix(k, "access-") || e["kind"] != "access" || e["by"] != "bp:"+tt.bp || e["role"] != "Gerente" ||
					e["accessed"] != string(tt.kind) || e["from"] != "fileValidation" || e["to"] != "fileValidation" {
					t.Fatalf("entry %s = %v", k, e)
				}
			}
		})
	}
}

func TestSummary_IdentifiersInClearAndTheAccessLogged(t *testing.T) {
	s, st := newService(t)
	c, f := as(t, st, "A1", "R1")
	got, err := s.Summary(context.Background(), c, "R1", f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Identifiers != (desk.Identifiers{Curp: "PELJ800101HDFRPN09", Rfc: "PELJ800101AB1", Nss: "12345678901"}) ||
		got.Biometric != "ACEPTADO" || strings.Join(kinds(got.Images), ",") != "ineFront,ineBack,selfie,signature" {
		t.Fatalf("summary = %+v", got)
	}
	want := []desk.Document{
		{Kind: "ineFront", Type: "ineFront", Name: "INE (frente)", ContentType: "image/jpeg", Size: 10},
		{Kind: "ineBack", Type: "ineBack", Name: "INE (reverso)", ContentType: "image/jpeg", Size: 23},
		{Kind: "otros-d1", Type: "otros", Name: "Otros", FileName: "nomina.pdf", ContentType: "application/pdf", Size: 10},
	}
	if len(got.Documents) != len(want) {
		t.Fatalf("documents = %+v", got.Documents)
	}
	for i := range want {
		if got.Documents[i] != want[i] {
			t.Fatalf("document %d = %+v, want %+v", i, got.Documents[i], want[i])
		}
	}
	entries := trail(t, st, "R1")
	if len(entries) != 1 {
		t.Fatalf("trail = %v", entries)
	}
	for _, e := range entries {
		if e["accessed"] != "identifiers" {
			t.Fatalf("entry = %v", e)
		}
		for _, v := range e {
			if s, _ := v.(string); strings.Contains(s, "PELJ") || strings.Contains(s, "12345678901") {
				t.Fatalf("the trail holds a value: %v", e)
			}
		}
	}
	if _, err := s.Summary(context.Background(), desk.Caller{BpID: "A1"}, "R1", f); !errors.Is(err, desk.ErrForbidden) {
		t.Fatalf("a caller without its role: %v", err)
	}
}

func kinds(ks []desk.Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = string(k)
	}
	return out
}

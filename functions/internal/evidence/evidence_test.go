package evidence_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store/memstore"
)

// documents is the gateway's document store for these tests, in upload order.
type documents []gateway.DocumentInfo

func (d documents) DocumentsByFolio(_ context.Context, f string) ([]gateway.DocumentInfo, error) {
	var out []gateway.DocumentInfo
	for _, x := range d {
		if x.Folio == f {
			out = append(out, x)
		}
	}
	return out, nil
}

func (d documents) Document(_ context.Context, id string) ([]byte, error) {
	for _, x := range d {
		if x.DocumentID == id {
			return content(x), nil
		}
	}
	return nil, &gateway.APIError{Status: 404, Code: "DOCUMENT_NOT_FOUND"}
}

// content is a document's bytes: the magic of its name's format (none for
// a name that lies, "*.fake.*") and its id.
func content(x gateway.DocumentInfo) []byte {
	name := x.FileName
	prefix := map[string]string{".jpg": "\xFF\xD8\xFF", ".jpeg": "\xFF\xD8\xFF", ".pdf": "%PDF-",
		".mp4": "\x00\x00\x00\x18ftyp", ".webm": "\x1A\x45\xDF\xA3"}[filepath.Ext(name)]
	if strings.Contains(name, ".fake.") {
		prefix = "text:"
	}
	if strings.Contains(name, "big") {
		return append([]byte(prefix), make([]byte, 5<<20)...)
	}
	return []byte(prefix + "doc:" + x.DocumentID)
}

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func newService(t *testing.T) (*evidence.Service, *memstore.Store) {
	t.Helper()
	st := memstore.New()
	ctx := context.Background()
	live := now.Add(time.Hour).UnixMilli()
	branch := func(b string) map[string]any {
		return map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": b}}}}
	}
	seed := map[string]any{
		"roles": map[string]any{
			"P1": map[string]any{"name": "Promotor", "blocked": false, "validUntil": live, "branches": map[string]any{"B1": true}},
			"P2": map[string]any{"name": "Promotor", "blocked": false, "validUntil": live, "branches": map[string]any{"B1": true}},
			"PB": map[string]any{"name": "Promotor", "blocked": "true", "validUntil": live, "branches": map[string]any{"B1": true}},
			"A1": map[string]any{"name": "Gerente", "admin": true, "blocked": false, "validUntil": live, "branches": map[string]any{"B1": true}},
			"A2": map[string]any{"name": "Auxiliar", "admin": true, "blocked": false, "validUntil": live, "branches": map[string]any{"B2": true}},
		},
		"requests": map[string]any{
			"R1": map[string]any{"id": "R1", "status": "documents", "currentPromoterBpId": "P1", "offer": branch("B1")},
			"R2": map[string]any{"id": "R2", "status": "documents", "currentPromoterBpId": "P2", "offer": branch("B1"), "folioIt": "R1"},
			"RC": map[string]any{"id": "RC", "status": "waitingProcessCustomer", "currentPromoterBpId": "P1", "offer": branch("B1"),
				"link": map[string]any{"id": "L1", "action": 1}},
			"RS": map[string]any{"id": "RS", "status": "waitingSignature", "currentPromoterBpId": "P1", "offer": branch("B1"),
				"link": map[string]any{"id": "L2", "action": 2}},
			"RV": map[string]any{"id": "RV", "status": "fileValidation", "currentPromoterBpId": "P1", "offer": branch("B1")},
			"RR": map[string]any{"id": "RR", "status": "documentsReprocessing", "currentPromoterBpId": "P1", "offer": branch("B1"),
				"link": map[string]any{"id": "L5", "action": 5}},
		},
	}
	if err := st.Set(ctx, "", seed); err != nil {
		t.Fatal(err)
	}
	docs := documents{
		{DocumentID: "D-R1-F", Folio: "R1", DocumentType: "ine", Side: "front", FileName: "ine.jpeg", ContentType: "image/jpeg"},
		{DocumentID: "D-R1-B", Folio: "R1", DocumentType: "ine", Side: "back", FileName: "ine-b.jpg", ContentType: "image/jpeg"},
		{DocumentID: "D-R2-F", Folio: "R2", DocumentType: "ine", Side: "front", FileName: "x.jpg"},
		{DocumentID: "D-RC-L", Folio: "RC", DocumentType: "lifeTest", Side: "front", FileName: "vida.jpg"},
		{DocumentID: "D-RC-S", Folio: "RC", DocumentType: "selfie", Side: "front", FileName: "selfie.jpg"},
		{DocumentID: "D-RS-G", Folio: "RS", DocumentType: "signature", Side: "front", FileName: "firma.jpg"},
		{DocumentID: "D-RV-F", Folio: "RV", DocumentType: "ine", Side: "front", FileName: "v.jpg"},
		{DocumentID: "D-R1-FAKE", Folio: "R1", DocumentType: "ine", Side: "front", FileName: "ine.fake.jpg"},
		{DocumentID: "D-R1-PDF", Folio: "R1", DocumentType: "ine", Side: "front", FileName: "ine.pdf"},
		{DocumentID: "D-R1-INF", Folio: "R1", DocumentType: "informe-prestamo", Side: "front", FileName: "informe.pdf"},
		{DocumentID: "D-R1-CUB", Folio: "R1", DocumentType: "CUB", Side: "front", FileName: "cub.jpg"},
		{DocumentID: "D-R1-VID", Folio: "R1", DocumentType: "video", Side: "front", FileName: "v.mp4"},
		{DocumentID: "D-R1-BIG", Folio: "R1", DocumentType: "otros", Side: "front", FileName: "big.pdf"},
		{DocumentID: "D-R1-LET", Folio: "R1", DocumentType: "carta-libranza", Side: "front", FileName: "carta.jpg"},
		{DocumentID: "D-RR-O1", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o1.pdf"},
		{DocumentID: "D-RR-O2", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o2.jpg"},
		{DocumentID: "D-RR-O3", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o3.jpeg"},
		{DocumentID: "D-RR-O4", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o4.pdf"},
		{DocumentID: "D-RR-O5", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o5.pdf"},
		{DocumentID: "D-RR-O6", Folio: "RR", DocumentType: "otros", Side: "front", FileName: "o6.pdf"},
		{DocumentID: "D-RR-F", Folio: "RR", DocumentType: "ine", Side: "front", FileName: "f.jpg"},
		{DocumentID: "D-RR-B", Folio: "RR", DocumentType: "ine", Side: "back", FileName: "b.jpg"},
		{DocumentID: "D-RV-O", Folio: "RV", DocumentType: "otros", Side: "front", FileName: "o.pdf"},
	}
	staff := func(ctx context.Context, bp string) (*session.Role, error) {
		var r session.Role
		if err := st.Get(ctx, "roles/"+bp, &r); err != nil {
			return nil, session.ErrNoRole
		}
		return &r, nil
	}
	return &evidence.Service{Store: st, Gateway: docs, Staff: staff, Clock: clock.Func(func() time.Time { return now })}, st
}

// registerOn registers doc for folio on a fresh service and fails the test
// unless Register answers want; a refusal must leave the folio's registry
// empty. It answers the store and the entry, nil after a refusal.
func registerOn(t *testing.T, c evidence.Caller, folio string, kind evidence.Kind, doc string, want error) (*evidence.Service, *memstore.Store, *evidence.Entry) {
	t.Helper()
	s, st := newService(t)
	ctx := context.Background()
	e, err := s.Register(ctx, c, folio, kind, doc)
	if !errors.Is(err, want) {
		t.Fatalf("Register = %v, want %v", err, want)
	}
	var reg map[string]any
	_ = st.Get(ctx, "evidence/"+folio, &reg)
	if want != nil {
		if len(reg) != 0 {
			t.Fatalf("a refusal registered %v", reg)
		}
		return s, st, nil
	}
	if e == nil {
		t.Fatal("Register answered no entry and no error")
	}
	return s, st, e
}

func TestService_Register(t *testing.T) {
	promoter := func(bp string) evidence.Caller { return evidence.Caller{BpID: bp} }
	link := func(id string) evidence.Caller { return evidence.Caller{LinkID: id} }
	tests := []struct {
		name   string
		caller evidence.Caller
		folio  string
		kind   evidence.Kind
		doc    string
		want   error
		field  string // the folio field written on success
	}{
		{"promoter registers its folio's INE front", promoter("P1"), "R1", evidence.IneFront, "D-R1-F", nil, "documents/ineFront/gatewayId"},
		{"admin of the branch registers the back", promoter("A1"), "R1", evidence.IneBack, "D-R1-B", nil, "documents/ineBack/gatewayId"},
		{"the front's id as the back", promoter("P1"), "R1", evidence.IneBack, "D-R1-F", evidence.ErrNotThisFolio, ""},
		{"another folio's upload (its folioIt points there)", promoter("P2"), "R2", evidence.IneFront, "D-R1-F", evidence.ErrNotThisFolio, ""},
		{"a document the gateway does not hold", promoter("P1"), "R1", evidence.IneFront, "D-NONE", evidence.ErrNotThisFolio, ""},
		{"another promoter of the branch", promoter("P2"), "R1", evidence.IneFront, "D-R1-F", evidence.ErrForbidden, ""},
		{"a blocked promoter", promoter("PB"), "R1", evidence.IneFront, "D-R1-F", evidence.ErrForbidden, ""},
		{"admin of another branch", promoter("A2"), "R1", evidence.IneFront, "D-R1-F", evidence.ErrForbidden, ""},
		{"staff after capture", promoter("A1"), "RV", evidence.IneFront, "D-RV-F", evidence.ErrForbidden, ""},
		{"customer's life test", link("L1"), "RC", evidence.LifeTest, "D-RC-L", nil, "customerSteps/lifeTest/gatewayId"},
		{"customer's selfie", link("L1"), "RC", evidence.Selfie, "D-RC-S", nil, ""},
		{"customer's signature", link("L2"), "RS", evidence.Signature, "D-RS-G", nil, "customerSteps/signature/gatewayId"},
		{"a signature on a biometric link", link("L1"), "RC", evidence.Signature, "D-RC-L", evidence.ErrForbidden, ""},
		{"the life test's photo as the signature", link("L2"), "RS", evidence.Signature, "D-RC-L", evidence.ErrNotThisFolio, ""},
		{"a link that is not the folio's", link("L9"), "RC", evidence.LifeTest, "D-RC-L", evidence.ErrForbidden, ""},
		{"a customer's INE on a biometric link", link("L1"), "RC", evidence.IneFront, "D-RC-L", evidence.ErrForbidden, ""},
		{"an unknown kind", promoter("P1"), "R1", evidence.Kind("curp"), "D-R1-F", evidence.ErrBadInput, ""},
		{"an id that is no key", promoter("P1"), "R1", evidence.IneFront, "a/b", evidence.ErrBadInput, ""},
		{"no such folio", promoter("P1"), "R9", evidence.IneFront, "D-R1-F", evidence.ErrNotFound, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, st, e := registerOn(t, tt.caller, tt.folio, tt.kind, tt.doc, tt.want)
			if e == nil {
				return
			}
			ctx := context.Background()
			want, _ := s.Gateway.Document(ctx, tt.doc)
			sum := sha256.Sum256(want)
			if e.GatewayID != tt.doc || e.SHA256 != hex.EncodeToString(sum[:]) || e.Size != len(want) || e.At != now.UnixMilli() {
				t.Fatalf("entry = %+v", e)
			}
			var owner string
			if err := st.Get(ctx, "evidenceClaims/"+tt.doc, &owner); err != nil || owner != tt.folio {
				t.Fatalf("claim = %q, %v", owner, err)
			}
			if tt.field != "" {
				var id string
				if err := st.Get(ctx, "requests/"+tt.folio+"/"+tt.field, &id); err != nil || id != tt.doc {
					t.Fatalf("%s = %q, %v", tt.field, id, err)
				}
			}
		})
	}
}

func TestService_Register_OneFolioPerDocument(t *testing.T) {
	s, st := newService(t)
	ctx := context.Background()
	// A document registered to R1 may not be claimed by RV, even were it
	// filed under RV's key.
	if err := st.Set(ctx, "evidenceClaims/D-RV-F", "R1"); err != nil {
		t.Fatal(err)
	}
	if err := st.Set(ctx, "requests/RV/status", "documents"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Register(ctx, evidence.Caller{BpID: "P1"}, "RV", evidence.IneFront, "D-RV-F"); !errors.Is(err, evidence.ErrClaimed) {
		t.Fatalf("claimed by another folio: %v", err)
	}
	// The same folio registers its own again (a retry): allowed.
	for range 2 {
		if _, err := s.Register(ctx, evidence.Caller{BpID: "P1"}, "R1", evidence.IneFront, "D-R1-F"); err != nil {
			t.Fatalf("retry: %v", err)
		}
	}
}

func TestService_Open(t *testing.T) {
	s, st := newService(t)
	ctx := context.Background()
	if _, err := s.Register(ctx, evidence.Caller{BpID: "P1"}, "R1", evidence.IneFront, "D-R1-F"); err != nil {
		t.Fatal(err)
	}
	if b, err := s.Open(ctx, "R1", evidence.IneFront); err != nil || string(b) != "\xFF\xD8\xFFdoc:D-R1-F" {
		t.Fatalf("Open = %q, %v", b, err)
	}
	if _, err := s.Open(ctx, "R1", evidence.IneBack); !errors.Is(err, evidence.ErrNotRegistered) {
		t.Fatalf("unregistered: %v", err)
	}
	if err := st.Set(ctx, "evidence/R1/ineFront/sha256", "00"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, "R1", evidence.IneFront); !errors.Is(err, evidence.ErrMismatch) {
		t.Fatalf("hash mismatch: %v", err)
	}
}

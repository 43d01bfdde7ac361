package letter_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/store/memstore"
)

// registrar records the registrations it is asked for and answers err.
type registrar struct {
	got []gateway.LetterRegistration
	err error
}

func (r *registrar) RegisterLetter(_ context.Context, in gateway.LetterRegistration) (*gateway.Letter, error) {
	r.got = append(r.got, in)
	if r.err != nil {
		return nil, r.err
	}
	return &gateway.Letter{LetterFolio: in.LetterFolio, LibranzaFolio: in.LibranzaFolio, Folio: in.Folio}, nil
}

// letterFolio is a folio at its letter step, read as the access policy reads it.
func letterFolio(t *testing.T) *folio.Folio {
	t.Helper()
	f, err := folio.FromTree(map[string]any{
		"status": "letterLibranza", "currentPromoterBpId": "1000000001", "curp": "HECJ600305HPLRRS04",
		"client": map[string]any{"names": "José", "firstLastName": "Hernández", "secondLastName": " Cruz "},
		"offer": map[string]any{"quoter": map[string]any{
			"agreement": map[string]any{"agreementItem": "CONV-IMSS-PEN"},
			"amount":    50000, "term": 24, "payment": 2950.12, "cat": 48.7, "product": "Crédito Pensionados IMSS",
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// at is 23:30 on 23 November in Mexico City, already the 24th in UTC.
var at = time.Date(2026, 11, 24, 5, 30, 0, 0, time.UTC)

func TestService_Generate(t *testing.T) {
	ctx := context.Background()
	st, reg := memstore.New(), &registrar{}
	s := &letter.Service{Store: st, Registrar: reg, Clock: clock.Func(func() time.Time { return at })}
	sig := signature(t, false)
	g := letter.Generation{RequestID: "R-1", Folio: letterFolio(t), UID: "bp:1000000001", BpID: "1000000001",
		LetterFolio: " 2026-00000042 ", LibranzaFolio: "LIB202600000042",
		Signature: "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(sig)}
	if err := s.Generate(ctx, g); err != nil {
		t.Fatal(err)
	}
	want := gateway.LetterRegistration{Folio: "R-1", Curp: "HECJ600305HPLRRS04", AgreementID: "CONV-IMSS-PEN",
		Amount: 50000, Term: 24, Payment: 2950.12, Cat: 48.7, LetterFolio: "2026-00000042",
		LibranzaFolio: "LIB202600000042", PromotorBP: "1000000001"}
	if len(reg.got) != 1 || reg.got[0] != want {
		t.Fatalf("registered %+v, want %+v", reg.got, want)
	}
	var tree map[string]any // what the refusals below must leave empty
	if err := st.Get(ctx, "", &tree); err != nil || tree["letterSignatures"] == nil || tree["requests"] == nil {
		t.Fatalf("root after a generation = %v, %v", tree, err)
	}
	var ll folio.LetterLibranza
	if err := st.Get(ctx, "requests/R-1/letterLibranza", &ll); err != nil {
		t.Fatal(err)
	}
	if ll.Status != letter.StatusGenerated || ll.GeneratedAt != at.UnixMilli() || ll.LetterFolio != "2026-00000042" || ll.GeneratedBy != "bp:1000000001" {
		t.Fatalf("letterLibranza = %+v", ll)
	}
	var frozen struct {
		Letter letter.Frozen `json:"letter"`
	}
	if err := st.Get(ctx, "letterSignatures/R-1", &frozen); err != nil {
		t.Fatal(err)
	}
	// The letter is dated by the service's clock, on Mexico City's calendar.
	if frozen.Letter.Date != "2026-11-23" || frozen.Letter.CustomerName != "José Hernández Cruz" {
		t.Fatalf("frozen letter = %+v", frozen.Letter)
	}

	// The download renders the signed letter, whatever happens to the offer since.
	f := letterFolio(t)
	f.LetterLibranza = &ll
	first, name, err := s.PDF(ctx, "R-1", f)
	if err != nil || name != "carta-libranza-2026-00000042.pdf" {
		t.Fatalf("PDF = %q, %v", name, err)
	}
	f.Offer.Quoter.Amount = 90000
	if again, _, err := s.PDF(ctx, "R-1", f); err != nil || !bytes.Equal(again, first) {
		t.Fatalf("the signed letter changed with the offer: %v", err)
	}
}

func TestService_Generate_Refused(t *testing.T) {
	refused := &gateway.APIError{Status: http.StatusServiceUnavailable, Code: "SIMULATED_FAULT", Message: "Falla simulada del gateway"}
	sig := base64.StdEncoding.EncodeToString(signature(t, false))
	elsewhere := letterFolio(t)
	elsewhere.Status = folio.StatusDocuments
	tests := []struct {
		name       string
		folio      *folio.Folio
		change     func(*letter.Generation)
		gatewayErr error
		want       []error
		registered int
	}{
		{"no folio", nil, nil, nil, []error{letter.ErrNotLetterStep}, 0},
		{"a folio past its letter step", elsewhere, nil, nil, []error{letter.ErrNotLetterStep}, 0},
		{"no signature", letterFolio(t), func(g *letter.Generation) { g.Signature = "" }, nil, []error{letter.ErrSignature}, 0},
		{"a signature that is not base64", letterFolio(t), func(g *letter.Generation) { g.Signature = "data:image/jpeg;base64,***" }, nil, []error{letter.ErrSignature}, 0},
		{"a letter folio of 12 characters", letterFolio(t), func(g *letter.Generation) { g.LetterFolio = "2026-0000042" }, nil, []error{letter.ErrLetterFolio}, 0},
		{"a libranza folio with a space", letterFolio(t), func(g *letter.Generation) { g.LibranzaFolio = "LIB 202600000042" }, nil, []error{letter.ErrLibranzaFolio}, 0},
		{"the lender refuses", letterFolio(t), nil, refused, []error{letter.ErrRegistration, refused}, 1},
		{"the lender cannot be reached", letterFolio(t), nil, gateway.ErrUnreachable, []error{letter.ErrRegistration, gateway.ErrUnreachable}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st, reg := memstore.New(), &registrar{err: tt.gatewayErr}
			s := &letter.Service{Store: st, Registrar: reg, Clock: clock.Func(func() time.Time { return at })}
			g := letter.Generation{RequestID: "R-1", Folio: tt.folio, UID: "bp:1", BpID: "1",
				LetterFolio: "2026-00000042", LibranzaFolio: "LIB202600000042", Signature: sig}
			if tt.change != nil {
				tt.change(&g)
			}
			err := s.Generate(ctx, g)
			for _, w := range tt.want {
				if !errors.Is(err, w) {
					t.Fatalf("Generate = %v, want %v in the chain", err, w)
				}
			}
			if len(reg.got) != tt.registered {
				t.Fatalf("registered %d letters, want %d", len(reg.got), tt.registered)
			}
			var tree map[string]any
			if st.Get(ctx, "", &tree) == nil && len(tree) > 0 {
				t.Fatalf("a refused generation wrote %v", tree)
			}
		})
	}
}

func TestService_PDF_Refused(t *testing.T) {
	ctx := context.Background()
	generated := letterFolio(t)
	generated.LetterLibranza = &folio.LetterLibranza{LetterFolio: "2026-00000042", LibranzaFolio: "LIB202600000042"}
	signed := sample(t)
	tests := []struct {
		name   string
		folio  *folio.Folio
		stored map[string]any
		want   error
	}{
		{"no folio", nil, nil, letter.ErrNotGenerated},
		{"no letter yet", letterFolio(t), map[string]any{"image": "AAAA"}, letter.ErrNotGenerated},
		{"no stored signature", generated, nil, letter.ErrNotGenerated},
		{"a stored signature that is not base64", generated, map[string]any{"image": "***"}, letter.ErrStoredSignature},
		{"a signed letter whose data changed", generated, map[string]any{
			"image":  base64.StdEncoding.EncodeToString(signature(t, false)),
			"letter": signed.Freeze(), "sha256": "00"}, letter.ErrAltered},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			if tt.stored != nil {
				if err := st.Set(ctx, "letterSignatures/R-1", tt.stored); err != nil {
					t.Fatal(err)
				}
			}
			s := &letter.Service{Store: st, Registrar: &registrar{}, Clock: clock.Wall}
			if _, _, err := s.PDF(ctx, "R-1", tt.folio); !errors.Is(err, tt.want) {
				t.Fatalf("PDF = %v, want %v", err, tt.want)
			}
		})
	}
}

package correction_test

import (
	"reflect"
	"testing"

	"oppnp/functions/internal/correction"
	"oppnp/functions/internal/folio"
)

func TestRules_Of(t *testing.T) {
	r, err := correction.Load()
	if err != nil {
		t.Fatal(err)
	}
	open := func(items, annexes map[string]string) *folio.Folio {
		return &folio.Folio{Status: folio.StatusDocumentsReprocessing,
			Correction: &folio.Correction{Open: true, Writer: "customer", Items: items, Annexes: annexes}}
	}
	signed := func(f *folio.Folio) *folio.Folio {
		f.CustomerSteps = &folio.CustomerSteps{Signature: &folio.CustomerStepsSignature{Done: true}}
		return f
	}
	clabe := map[string]string{"clabe": correction.Requested}
	tests := []struct {
		name   string
		before *folio.Folio
		paths  []string
		want   correction.Outcome
	}{
		{"a requested item changed", open(clabe, nil), []string{"deposit/clabe", "lastUpdateAt"},
			correction.Outcome{Corrected: []string{"items/clabe"}}},
		{"a signed term changed on a signed folio voids", signed(open(clabe, nil)), []string{"deposit/clabe"},
			correction.Outcome{Corrected: []string{"items/clabe"}, Void: true}},
		{"a term that is not signed does not void", signed(open(map[string]string{"phone": correction.Requested}, nil)), []string{"contact/phone"},
			correction.Outcome{Corrected: []string{"items/phone"}}},
		{"a map item's child", open(map[string]string{"references": correction.Requested}, nil), []string{"references/ref1/phone"},
			correction.Outcome{Corrected: []string{"items/references"}}},
		{"an annex registered again", open(nil, map[string]string{"ineFront": correction.Requested}), []string{"documents/ineFront/gatewayId"},
			correction.Outcome{Corrected: []string{"annexes/ineFront"}}},
		{"an annex type's slot registered", open(nil, map[string]string{"otros": correction.Requested}), []string{"documents/annexes/otros/d1/gatewayId"},
			correction.Outcome{Corrected: []string{"annexes/otros"}}},
		{"an annex not requested", open(nil, map[string]string{"otros": correction.Requested}), []string{"documents/annexes/informe-prestamo/d1/gatewayId", "documents/ineFront/gatewayId"},
			correction.Outcome{}},
		{"an item already corrected stays as it is", open(map[string]string{"clabe": correction.Corrected}, nil), []string{"deposit/clabe"},
			correction.Outcome{}},
		{"no open correction", &folio.Folio{Correction: &folio.Correction{Items: clabe}}, []string{"deposit/clabe"},
			correction.Outcome{}},
		{"no correction at all on a signed folio", signed(&folio.Folio{}), []string{"deposit/clabe"}, correction.Outcome{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after := &folio.Folio{}
			if got := r.Of(tt.before, after, tt.paths); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Of = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestSigned(t *testing.T) {
	tests := []struct {
		name string
		f    *folio.Folio
		want bool
	}{
		{"nothing", &folio.Folio{}, false},
		{"a signature", &folio.Folio{CustomerSteps: &folio.CustomerSteps{Signature: &folio.CustomerStepsSignature{}}}, true},
		{"a letter document", &folio.Folio{Documents: &folio.Documents{CartaLibranza: &folio.DocumentsCartaLibranza{Status: "uploaded"}}}, true},
		{"a generated letter", &folio.Folio{LetterLibranza: &folio.LetterLibranza{Status: "GENERADA"}}, true},
		{"a voided letter", &folio.Folio{LetterLibranza: &folio.LetterLibranza{Status: correction.LetterVoided}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := correction.Signed(tt.f); got != tt.want {
				t.Errorf("Signed = %v, want %v", got, tt.want)
			}
		})
	}
}

package evidence

import (
	"errors"
	"testing"

	"oppnp/functions/internal/folio"
)

func TestCorrectionAsks(t *testing.T) {
	link, staff := Caller{LinkID: "L1"}, Caller{BpID: "2000000001"}
	open := func(writer string, annexes map[string]string) *folio.Folio {
		return &folio.Folio{Correction: &folio.Correction{Open: true, Writer: writer, Annexes: annexes}}
	}
	otros := map[string]string{"otros": "requested"}
	tests := []struct {
		name     string
		c        Caller
		f        *folio.Folio
		kind     string
		corrects bool
		err      error
	}{
		{"the annex asked", link, open("customer", otros), "otros", true, nil},
		{"asked and already filed once", link, open("customer", map[string]string{"otros": "corrected"}), "otros", true, nil},
		{"an INE side not asked", link, open("customer", otros), "ineFront", false, ErrNotRequested},
		{"another annex type not asked", link, open("customer", otros), "informe-prestamo", false, ErrNotRequested},
		{"a correction asking no annex", link, open("customer", nil), "ineBack", false, ErrNotRequested},
		{"no correction: action 5 as before", link, &folio.Folio{}, "ineFront", false, nil},
		{"a closed correction", link, &folio.Folio{Correction: &folio.Correction{Writer: "customer", Annexes: otros}}, "ineFront", false, nil},
		{"a promoter's correction", link, open("promoter", nil), "ineFront", false, nil},
		{"staff register during capture", staff, open("customer", otros), "ineFront", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := correctionAsks(tt.c, tt.f, tt.kind)
			if got != tt.corrects || !errors.Is(err, tt.err) {
				t.Errorf("correctionAsks = %v, %v; want %v, %v", got, err, tt.corrects, tt.err)
			}
		})
	}
}

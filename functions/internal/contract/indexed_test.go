package contract_test

import (
	"testing"

	"oppnp/functions/internal/contract"
)

func TestField_NumericKeys(t *testing.T) {
	tests := []struct {
		name string
		f    *contract.Field
		want bool
	}{
		{"digits", &contract.Field{Type: contract.KindMap, Key: "/^[0-9]{1,3}$/"}, true},
		{"one digit or two", &contract.Field{Type: contract.KindMap, Key: "/^([1-9]|1[0-9])$/"}, true},
		{"\\d", &contract.Field{Type: contract.KindMap, Key: `/^\d+$/`}, true},
		{"slots c1..c20", &contract.Field{Type: contract.KindMap, Key: "/^c([1-9]|1[0-9]|20)$/"}, false},
		{"ref1..ref9", &contract.Field{Type: contract.KindMap, Key: "/^ref[1-9]$/"}, false},
		{"any key", &contract.Field{Type: contract.KindMap, Key: "/^.+$/"}, false},
		{"digits or a letter", &contract.Field{Type: contract.KindMap, Key: "/^([0-9]|a)$/"}, false},
		{"an object", &contract.Field{Type: contract.KindObject, Key: "/^[0-9]$/"}, false},
		{"nil", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.NumericKeys(); got != tt.want {
				t.Errorf("NumericKeys(%v) = %t, want %t", tt.f, got, tt.want)
			}
		})
	}
}

// The contract's CNCA credit lists are the numeric-key maps the functions
// write as arrays.
func TestLoad_NumericKeyMaps(t *testing.T) {
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"cnca/creditIds", "cnca/discharged", "cnca/pending"} {
		if !d.Fields.At(p).NumericKeys() {
			t.Errorf("%s: not a numeric-key map", p)
		}
	}
	if d.Fields.At("settleCredits/credits").NumericKeys() {
		t.Error("settleCredits/credits (c1..c20) is not numeric")
	}
}

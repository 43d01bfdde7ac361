package folio_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"oppnp/functions/internal/folio"
)

// Both shapes the database answers for a numeric-key map decode to the same
// folio.
func TestIndexed_UnmarshalJSON(t *testing.T) {
	tests := []struct {
		name, in string
		want     folio.Indexed[string]
	}{
		{"object", `{"0": "a", "1": "b"}`, folio.Indexed[string]{"0": "a", "1": "b"}},
		{"array", `["a", "b"]`, folio.Indexed[string]{"0": "a", "1": "b"}},
		{"sparse array", `["a", null, "c"]`, folio.Indexed[string]{"0": "a", "2": "c"}},
		{"sparse object", `{"0": "a", "2": "c"}`, folio.Indexed[string]{"0": "a", "2": "c"}},
		{"empty array", `[]`, folio.Indexed[string]{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got folio.Indexed[string]
			if err := json.Unmarshal([]byte(tt.in), &got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestIndexed_UnmarshalJSON_Refuses(t *testing.T) {
	for _, in := range []string{`"a"`, `[1]`, `{"0": 1}`, `7`} {
		var got folio.Indexed[string]
		if err := json.Unmarshal([]byte(in), &got); err == nil {
			t.Errorf("%s decoded as %v", in, got)
		}
	}
}

// The CNCA credit lists of a whole folio read the same from either shape.
func TestDecode_CncaCreditLists(t *testing.T) {
	shapes := []string{
		`{"status": "internalCNCAProcess", "cnca": {"code": "E0005", "creditIds": ["a", "b", "c"], "discharged": ["a"], "pending": {"0": "b", "1": "c"}}}`,
		`{"status": "internalCNCAProcess", "cnca": {"code": "E0005", "creditIds": {"0": "a", "1": "b", "2": "c"}, "discharged": {"0": "a"}, "pending": ["b", "c"]}}`,
	}
	for _, s := range shapes {
		f, err := folio.Decode([]byte(s))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if got := f.Cnca.CreditIDs.Values(); !slices.Equal(got, []string{"a", "b", "c"}) {
			t.Errorf("%s: creditIds = %v", s, got)
		}
		if got := f.Cnca.Discharged.Values(); !slices.Equal(got, []string{"a"}) {
			t.Errorf("%s: discharged = %v", s, got)
		}
		if got := f.Cnca.Pending.Values(); !slices.Equal(got, []string{"b", "c"}) {
			t.Errorf("%s: pending = %v", s, got)
		}
	}
}

func TestIndexed_Values(t *testing.T) {
	m := folio.Indexed[string]{"10": "k", "2": "c", "0": "a", "x": "z"}
	if got := m.Values(); !slices.Equal(got, []string{"a", "c", "k", "z"}) {
		t.Errorf("Values = %v", got)
	}
	var none folio.Indexed[string]
	if got := none.Values(); len(got) != 0 {
		t.Errorf("nil Values = %v", got)
	}
}

package mask_test

import (
	"encoding/json"
	"os"
	"testing"

	"oppnp/functions/internal/mask"
)

// golden is the table web/src/lib/__tests__/mask.test.ts reads too: Go and
// the SPA mask every value the same way.
func golden(t *testing.T) []struct {
	Class mask.Class `json:"class"`
	In    string     `json:"in"`
	Out   string     `json:"out"`
} {
	t.Helper()
	b, err := os.ReadFile("testdata/golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		Class mask.Class `json:"class"`
		In    string     `json:"in"`
		Out   string     `json:"out"`
	}
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestApply_Golden(t *testing.T) {
	rows := golden(t)
	seen := map[mask.Class]bool{}
	for _, r := range rows {
		seen[r.Class] = true
		t.Run(string(r.Class)+"/"+r.In, func(t *testing.T) {
			if got := r.Class.Apply(r.In); got != r.Out {
				t.Errorf("%s.Apply(%q) = %q, want %q", r.Class, r.In, got, r.Out)
			}
		})
	}
	for _, c := range mask.Classes {
		if !seen[c] {
			t.Errorf("the golden table has no row of class %s", c)
		}
	}
}

func TestApply_UnknownClassHides(t *testing.T) {
	if got := mask.Class("initial").Apply("PELJ800101HDFRPN09"); got != mask.Stars {
		t.Errorf("an unknown class gave %q", got)
	}
}

func TestOf(t *testing.T) {
	tests := []struct {
		path string
		want mask.Class
	}{
		{"curp", mask.Initials},
		{"rfc", mask.Initials},
		{"client/names", mask.Name},
		{"client/birthDate", mask.Hidden},
		{"client/gender", mask.None},
		{"client/street", mask.Hidden}, // below a personal tree, not in the contract
		{"contact/mobilePhone", mask.Last4},
		{"references/ref1/names", mask.Name},
		{"references/ref2/relationship", mask.Hidden},
		{"references/ref2/nickname", mask.Hidden},
		{"deposit/clabe", mask.Last4},
		{"deposit/bankCode", mask.None},
		{"lists/client", mask.Hidden},
		{"offer/quoter/agreement/name", mask.None},
		{"status", mask.None},
		{"client", mask.None}, // the tree itself is no leaf
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			if got := mask.Of(tt.path); got != tt.want {
				t.Errorf("Of(%q) = %s, want %s", tt.path, got, tt.want)
			}
		})
	}
}

func TestOfKey(t *testing.T) {
	tests := []struct {
		key  string
		want mask.Class
	}{
		{"curp", mask.Initials},
		{"CURP", mask.Initials},
		{"mobilePhone", mask.Last4},
		{"telefono", mask.Last4},
		{"email", mask.Email},
		{"password", mask.Hidden},
		{"requestId", mask.None},
		{"message", mask.None},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			if got := mask.OfKey(tt.key); got != tt.want {
				t.Errorf("OfKey(%q) = %s, want %s", tt.key, got, tt.want)
			}
		})
	}
}

// One CURP reads one way wherever it is masked: by its path, by its key.
func TestOneCURPOneWay(t *testing.T) {
	const curp = "PELJ800101HDFRPN09"
	for _, got := range []string{mask.Field("curp", curp), mask.Key("curp", curp), mask.Initials.Apply(curp)} {
		if got != "PELJ******09" {
			t.Errorf("CURP masked as %q", got)
		}
	}
}

package tree_test

import (
	"sort"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

func TestCompareKeys(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"ints before strings", []string{"b", "10", "a", "9", "-5"}, []string{"-5", "9", "10", "a", "b"}},
		{"shorter equal number first", []string{"01", "1", "001"}, []string{"1", "01", "001"}},
		{"beyond int32 is a string", []string{"2147483648", "2147483647", "3"}, []string{"3", "2147483647", "2147483648"}},
		{"sentinels", []string{"z", tree.MaxName, "0", tree.MinName}, []string{tree.MinName, "0", "z", tree.MaxName}},
		{"utf16 order", []string{"\U0001F600", "\uE000", "a"}, []string{"a", "\U0001F600", "\uE000"}},
		{"push ids", []string{"-Nb", "-Na", "-N_"}, []string{"-N_", "-Na", "-Nb"}},
		{"minus zero is int", []string{"a", "-0", "0"}, []string{"0", "-0", "a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := append([]string(nil), tt.in...)
			sort.Slice(got, func(i, j int) bool { return tree.CompareKeys(got[i], got[j]) < 0 })
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("order = %q, want %q", got, tt.want)
				}
			}
		})
	}
}

func TestCompareValues(t *testing.T) {
	ordered := []string{`null`, `false`, `true`, `-1`, `0`, `2.5`, `""`, `"A"`, `"a"`, `{"x":1}`}
	for i := range ordered {
		for j := range ordered {
			a, b := mustParse(t, ordered[i]), mustParse(t, ordered[j])
			got := tree.CompareValues(a, b)
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got != want {
				t.Errorf("CompareValues(%s, %s) = %d, want %d", ordered[i], ordered[j], got, want)
			}
		}
	}
	if tree.CompareValues(mustParse(t, `{"a":1}`), mustParse(t, `{"b":2}`)) != 0 {
		t.Error("objects must compare equal")
	}
}

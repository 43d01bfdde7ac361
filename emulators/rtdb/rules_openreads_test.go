package rtdb_test

import (
	"testing"

	"oppnp/emulators/rtdb"
)

func TestRulesAuthorizer_ReadsIgnoreData(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want bool
	}{
		{"literal true", `{"rules":{".read":true,".write":true}}`, true},
		{"expression true", "// open\n{\"rules\":{\".read\":\" true \"}}", true},
		{"auth expression", `{"rules":{".read":"auth != null"}}`, false},
		{"data expression", `{"rules":{".read":"root.child('open').val() == true"}}`, false},
		{"false", `{"rules":{".read":false}}`, false},
		{"no root read", `{"rules":{"a":{".read":true}}}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := rtdb.NewRulesAuthorizer([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if got := a.(*rtdb.RulesAuthorizer).ReadsIgnoreData(); got != tt.want {
				t.Fatalf("ReadsIgnoreData = %v, want %v", got, tt.want)
			}
		})
	}
}

package rulesgen_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/rulesgen"
)

// The drift test: database.rules.json is the generator's output, byte for byte.
func TestGenerate_MatchesCommittedRules(t *testing.T) {
	want, err := rulesgen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	got := emutest.ReadRepoFile(t, "database.rules.json")
	if !bytes.Equal(got, want) {
		t.Fatal("database.rules.json differs from the generator's output: run `go run ./functions/cmd/rulesgen`")
	}
}

// rulesDoc strips the generated // header and decodes the document.
func rulesDoc(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(l, "//") {
			lines = append(lines, l)
		}
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(strings.Join(lines, "\n")), &doc); err != nil {
		t.Fatalf("generated rules are not JSON after the header: %v", err)
	}
	return doc
}

func at(t *testing.T, doc map[string]any, path ...string) any {
	t.Helper()
	var cur any = doc["rules"]
	for _, p := range path {
		m, ok := cur.(map[string]any)
		if !ok {
			t.Fatalf("rules/%s: not an object", strings.Join(path, "/"))
		}
		cur = m[p]
	}
	return cur
}

func TestGenerate_Shape(t *testing.T) {
	b, err := rulesgen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	doc := rulesDoc(t, b)
	if len(doc) != 1 || doc["rules"] == nil {
		t.Fatalf("the document must hold only \"rules\", got %v keys", len(doc))
	}
	tests := []struct {
		name string
		path []string
		want any
	}{
		{"no root read", []string{".read"}, nil},
		{"no root write", []string{".write"}, nil},
		{"indexes", []string{"requests", ".indexOn"}, []any{"status", "uuid", "currentPromoterBpId", "taskIdCnca", "lists/status", "lists/branch", "lists/promoter", "lists/client"}},
		{"unknown folio child refused", []string{"requests", "$requestId", "$other", ".validate"}, false},
		{"lcom letter folio", []string{"requests", "$requestId", "lcom", "letters", "$lettersKey", "letterFolio", ".validate"}, "newData.isString() && (newData.val() == '' || newData.val().matches(/^[0-9-]{13}$/))"},
		{"unknown lcom letter child refused", []string{"requests", "$requestId", "lcom", "letters", "$lettersKey", "$other", ".validate"}, false},
		{"roles not writable", []string{"roles", ".write"}, nil},
		{"history not writable", []string{"requestHistory", ".write"}, nil},
		{"no whole-tree read of the trail", []string{"requestHistory", ".read"}, nil},
		{"the trail paged by time", []string{"requestHistory", "$requestId", ".indexOn"}, "at"},
		{"no whole-tree read of roles", []string{"roles", ".read"}, nil},
		{"no whole-tree read of errors", []string{"errors", ".read"}, nil},
		{"errors paged by branch", []string{"errors", "$type", ".indexOn"}, "branch"},
		{"unknown error child refused", []string{"errors", "$type", "$probankNumber", "$other", ".validate"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := at(t, doc, tt.path...)
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(tt.want)
			if !bytes.Equal(gj, wj) {
				t.Errorf("rules/%s = %s, want %s", strings.Join(tt.path, "/"), gj, wj)
			}
		})
	}
	status, _ := at(t, doc, "requests", "$requestId", "status", ".validate").(string)
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	for s := range d.Statuses {
		if !strings.Contains(status, s) {
			t.Errorf("status rule does not name status %s", s)
		}
	}
}

func TestGenerate_Deterministic(t *testing.T) {
	a, err := rulesgen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		b, _ := rulesgen.Generate()
		if !bytes.Equal(a, b) {
			t.Fatal("two runs of the generator differ")
		}
	}
}

// A contract edit changes the rules: the transitions are derived, not typed.
func TestGenerateFrom_FollowsContract(t *testing.T) {
	base := string(contract.JSON())
	tests := []struct {
		name    string
		edit    func(string) string
		wantErr error
		check   func(t *testing.T, rules string)
	}{
		{
			name: "new customer transition appears",
			edit: func(s string) string {
				return strings.Replace(s, `"transitions": [`,
					`"transitions": [ {"from": ["videocall"], "to": ["incidence"], "by": ["customer"], "linkActions": [3]},`, 1)
			},
			check: func(t *testing.T, rules string) {
				if !strings.Contains(rules, "action').val() == 3 && data.val() == 'videocall' && newData.val() == 'incidence'") {
					t.Error("the added transition is not in the rules")
				}
			},
		},
		{
			name: "actor without transitions refused",
			edit: func(s string) string {
				s = strings.ReplaceAll(s, `"by": ["promoter"]`, `"by": ["staff"]`)
				return strings.ReplaceAll(s, `"by": ["promoter", "staff"]`, `"by": ["staff"]`)
			},
			wantErr: rulesgen.ErrContract,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := contract.Parse([]byte(tt.edit(base)))
			if err != nil {
				t.Fatal(err)
			}
			b, err := rulesgen.GenerateFrom(d)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if tt.check != nil {
				tt.check(t, string(b))
			}
		})
	}
}

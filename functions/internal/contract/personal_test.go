package contract_test

import (
	"strings"
	"testing"

	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/mask"
)

func TestLoad_Personal(t *testing.T) {
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	p := d.Personal
	if p.Fields["curp"] != mask.Initials || p.Fields["references/*/names"] != mask.Name || p.Fields["client/gender"] != mask.None {
		t.Errorf("fields = %v", p.Fields)
	}
	if strings.Join(p.Trees, ",") != "client,contact,references" {
		t.Errorf("trees = %v", p.Trees)
	}
	if p.Keys["mobilephone"] != mask.Last4 || p.Keys["password"] != mask.Hidden || p.Keys["gender"] != "" {
		t.Errorf("keys = %v", p.Keys)
	}
}

// A personal field the contract does not class, or classes two ways, is
// refused: nothing is generated from it (contractgen.FilesFrom).
func TestParse_RefusesUnclassedPersonalData(t *testing.T) {
	cic := `"cic":               {"type": "string", "empty": true, "pattern": "/^[0-9]{9,20}$/", "personal": "last4"}`
	tests := []struct {
		name, old, new, want string
	}{
		{"a new field of the customer without a class", cic, cic + `,
        "motherCurp": {"type": "string", "max": 18}`, "client/motherCurp: a personal field needs a class"},
		{"a reference's field without its class", `"relationship":   {"type": "string", "max": 60, "personal": "hidden"}`,
			`"relationship":   {"type": "string", "max": 60}`, "references/*/relationship: a personal field needs a class"},
		{"an e-mail outside the personal trees without a class", `"folioIt":             {"type": "string", "max": 64},`,
			`"folioIt":             {"type": "string", "max": 64}, "notifyTo": {"type": "email"},`, "notifyTo: a personal field needs a class"},
		{"an unknown class", `"personal": "initials"`, `"personal": "first4"`, `unknown personal class "first4"`},
		{"a class on an object", `"client": {"type": "object", "personalData": true,`, `"client": {"type": "object", "personal": "hidden",`, "a class belongs on a leaf"},
		{"personalData on a leaf", `"folioIt":             {"type": "string", "max": 64}`, `"folioIt":             {"type": "string", "max": 64, "personalData": true}`, "personalData marks an object"},
		{"one field name, two classes", `"phone":             {"type": "string", "empty": true, "pattern": "/^[0-9]{10}$/", "personal": "last4"}`,
			`"phone":             {"type": "string", "empty": true, "pattern": "/^[0-9]{10}$/", "personal": "hidden"}`, "one field name, one class"},
		{"a log key that is not personal", `"celular": "last4"`, `"celular": "none"`, "not a personal class"},
		{"a log key classed unlike the field of its name", `"correo": "email"`, `"phone": "hidden"`, "one field name, one class"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkRefused(t, tt.old, tt.new, tt.want) })
	}
}

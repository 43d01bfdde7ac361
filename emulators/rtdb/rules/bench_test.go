package rules_test

import (
	"testing"

	"oppnp/emulators/rtdb/rules"
)

// benchRules is shaped like a lender's folio rules: branch membership
// through roles/{bpId}/branches, a blocked flag, per-field .validate with
// regexes, and $other refusing unknown children.
const benchRules = `{
  "rules": {
    "roles": {"$bpId": {".read": "auth.token.bpId == $bpId"}},
    "requests": {
      "$requestId": {
        ".read": "auth != null && root.child('roles/' + auth.token.bpId + '/branches/' + data.child('branchId').val()).val() == true",
        ".write": "auth != null && root.child('roles/' + auth.token.bpId + '/blocked').val() != true && root.child('roles/' + auth.token.bpId + '/branches/' + newData.child('branchId').val()).val() == true",
        ".validate": "newData.hasChildren(['branchId', 'status', 'customer', 'lastUpdateAt'])",
        "branchId": {".validate": "newData.isString()"},
        "status": {".validate": "newData.isString() && newData.val().matches(/^[A-Z_]{3,40}$/)"},
        "amount": {".validate": "newData.isNumber() && newData.val() > 0 && newData.val() <= 500000"},
        "lastUpdateAt": {".validate": "newData.val() == now"},
        "customer": {
          ".validate": "newData.hasChildren(['curp', 'rfc', 'phone'])",
          "curp": {".validate": "newData.isString() && newData.val().matches(/^[A-Z][AEIOUX][A-Z]{2}\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$/)"},
          "rfc": {".validate": "newData.isString() && newData.val().matches(/^[A-Z&]{4}\\d{6}[A-Z\\d]{3}$/)"},
          "phone": {".validate": "newData.isString() && newData.val().matches(/^\\d{10}$/)"},
          "email": {".validate": "newData.isString() && newData.val().matches(/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i) && !newData.val().endsWith('@example.com')"},
          "clabe": {".validate": "newData.isString() && newData.val().matches(/^\\d{18}$/)"},
          "name": {".validate": "newData.isString() && newData.val().length > 0 && newData.val().length <= 120"},
          "$other": {".validate": false}
        },
        "$other": {".validate": false}
      }
    }
  }
}`

func benchData() (before map[string]any, folio map[string]any) {
	before = map[string]any{
		"roles": map[string]any{"100": map[string]any{"name": "Ana", "blocked": false, "branches": map[string]any{"B1": true, "B2": true}}},
	}
	folio = map[string]any{
		"branchId": "B1", "status": "CAPTURA", "amount": 25000.0, "lastUpdateAt": float64(testNow),
		"customer": map[string]any{
			"curp": "GOPG900101HDFRRR09", "rfc": "GOPG900101AB1", "phone": "5512345678",
			"email": "ana@correo.mx", "clabe": "012345678901234567", "name": "Ana Gómez Pérez",
		},
	}
	return before, folio
}

var benchAuth = map[string]any{"uid": "bp:100", "provider": "custom", "token": map[string]any{"bpId": "100", "role": "Promotor"}}

// BenchmarkCanWrite_Folio measures one whole-folio set: a .write with two
// lookups, and eleven .validate rules, most with regexes.
func BenchmarkCanWrite_Folio(b *testing.B) {
	rs := rules.MustParse(benchRules)
	beforeV, folio := benchData()
	before := rules.NewSnapshot(beforeV)
	after := rules.NewSnapshot(setAt(beforeV, []string{"requests", "F1"}, folio))
	writes := []rules.Write{{Path: []string{"requests", "F1"}}}
	if r := rs.CanWrite(benchAuth, writes, before, after, testNow); !r.Allowed {
		b.Fatalf("folio write denied: %s\n%v", r.Reason, r.Trace())
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rs.CanWrite(benchAuth, writes, before, after, testNow)
	}
}

// BenchmarkCanWrite_FieldUpdate measures a two-path update of one folio:
// status and lastUpdateAt, with the ancestors' .validate on the way down.
func BenchmarkCanWrite_FieldUpdate(b *testing.B) {
	rs := rules.MustParse(benchRules)
	beforeV, folio := benchData()
	beforeV = setAt(beforeV, []string{"requests", "F1"}, folio).(map[string]any)
	before := rules.NewSnapshot(beforeV)
	afterV := setAt(beforeV, []string{"requests", "F1", "status"}, "AUTORIZADA")
	afterV = setAt(afterV, []string{"requests", "F1", "lastUpdateAt"}, float64(testNow))
	after := rules.NewSnapshot(afterV)
	writes := []rules.Write{{Path: []string{"requests", "F1", "status"}}, {Path: []string{"requests", "F1", "lastUpdateAt"}}}
	if r := rs.CanWrite(benchAuth, writes, before, after, testNow); !r.Allowed {
		b.Fatalf("update denied: %s\n%v", r.Reason, r.Trace())
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rs.CanWrite(benchAuth, writes, before, after, testNow)
	}
}

// BenchmarkCanRead_Folio measures a folio read checked against branch
// membership.
func BenchmarkCanRead_Folio(b *testing.B) {
	rs := rules.MustParse(benchRules)
	beforeV, folio := benchData()
	root := rules.NewSnapshot(setAt(beforeV, []string{"requests", "F1"}, folio))
	path := []string{"requests", "F1"}
	if r := rs.CanRead(benchAuth, path, nil, root, testNow); !r.Allowed {
		b.Fatalf("read denied: %v", r.Trace())
	}
	b.ReportAllocs()
	for b.Loop() {
		rs.CanRead(benchAuth, path, nil, root, testNow)
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rules.Parse([]byte(benchRules)); err != nil {
			b.Fatal(err)
		}
	}
}

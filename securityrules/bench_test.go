// Package securityrules_test measures database.rules.json under the
// emulator's rules engine: the cost of a typical folio write (make bench).
package securityrules_test

import (
	"os"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

const now = int64(1795300000000)

func loadRules(tb testing.TB) *rules.Ruleset {
	tb.Helper()
	src, err := os.ReadFile("../database.rules.json")
	if err != nil {
		tb.Fatal(err)
	}
	rs, err := rules.Parse(src)
	if err != nil {
		tb.Fatalf("database.rules.json: %v", err)
	}
	return rs
}

// A promoter's new folio as the capture screens write it, in branch B1.
func typicalFolio() map[string]any {
	return map[string]any{
		"id": "N1", "uuid": "", "status": "quoter", "currentPromoterBpId": "P1",
		"lastUpdateAt": float64(now), "lastUpdateBy": "bp:P1", "createdAt": float64(now), "createdBy": "bp:P1",
		"rfc": "GODE561231GR8", "curp": "SABC560626MDFLRN01", "typeSaleAndOrigin": "Interna - V. Asistida",
		"bioprocess": false, "uif": map[string]any{"checkedAt": float64(now - 1_000)},
		"client": map[string]any{
			"names": "Emma", "firstLastName": "Gómez", "secondLastName": "Díaz", "birthDate": "1956-12-31",
			"gender": "F", "nss": "12345678903", "email": "emma.gomez@gmail.com", "phone": "5512345678",
		},
		"capacitySimulator": map[string]any{"perceptions": 10000.0, "deductions": 2000.0, "paymentCapacity": "2400.00"},
		"offer": map[string]any{"quoter": map[string]any{
			"agreement": map[string]any{"branch": map[string]any{"branchID": "B1"}, "agreementGroup": "IMSS", "agreementItem": "Pensionados"},
			"amount":    50000.0, "term": 48.0, "payment": 1850.5, "tasa": 35.5, "cat": 45.2, "product": "Pensionados IMSS",
		}},
		"deposit": map[string]any{"paymentMethod": 6.0, "bankCode": "012", "clabe": "032180000118359719", "accountType": "ZIFE"},
	}
}

func roots() (before, after rules.Snapshot) {
	// A live promoter: the rules take identity from roles/{bpId} while validUntil is ahead
	// (docs/contract.md, Identities).
	roles := map[string]any{"P1": map[string]any{"name": "Promotor", "branches": map[string]any{"B1": true}, "blocked": false,
		"admin": false, "cnca": false, "libranza": false, "validUntil": float64(now + 15*60_000)}}
	// The functions' clearance of the CURP, which a new folio needs
	// (docs/adr/0055-folio-creation-cleared-by-the-functions.md).
	clearance := map[string]any{"N1": map[string]any{"curp": "SABC560626MDFLRN01", "at": float64(now - 1_000),
		"expiresAt": float64(now + 60*60_000), "bpId": "P1"}}
	before = rules.NewSnapshot(map[string]any{"roles": roles, "uifClearance": clearance})
	after = rules.NewSnapshot(map[string]any{"roles": roles, "uifClearance": clearance, "requests": map[string]any{"N1": typicalFolio()}})
	return before, after
}

var promoter = map[string]any{"uid": "bp:P1", "provider": "custom",
	"token": map[string]any{"bpId": "P1", "role": "Promotor", "admin": false, "cnca": false, "libranza": false}}

var write = []rules.Write{{Path: []string{"requests", "N1"}}}

// The benchmark below is only meaningful if the write it measures is allowed
// (a denial short-circuits), and the same write from another promoter is not.
func TestOPPNPRules_TypicalFolioWrite(t *testing.T) {
	rs := loadRules(t)
	before, after := roots()
	if r := rs.CanWrite(promoter, write, before, after, now); !r.Allowed {
		t.Fatalf("typical folio write denied: %s", r.Reason)
	}
	other := map[string]any{"uid": "bp:P2", "provider": "custom", "token": map[string]any{"bpId": "P2", "admin": false}}
	if r := rs.CanWrite(other, write, before, after, now); r.Allowed {
		t.Fatal("another promoter may write P1's folio")
	}
}

// BenchmarkOPPNPRules_FolioWrite is the rule-evaluation cost of creating a
// typical folio under OPPNP's rules (µs per write, make bench).
func BenchmarkOPPNPRules_FolioWrite(b *testing.B) {
	rs := loadRules(b)
	before, after := roots()
	b.ReportAllocs()
	for b.Loop() {
		if r := rs.CanWrite(promoter, write, before, after, now); !r.Allowed {
			b.Fatal(r.Reason)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/write")
}

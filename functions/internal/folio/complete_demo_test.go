package folio_test

import (
	"encoding/json"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/folio"
)

// The demo's folios at or past COX (and the one awaiting the staff's
// reenvío a COX) took every step the completeness rule asks: a resend of
// the demo's errorSentCOX folio reaches COX.
func TestDemoExportFoliosPastCOXAreComplete(t *testing.T) {
	b := emutest.ReadRepoFile(t, "functions", "demo", "database_export", "demo-oppnp-default-rtdb.json")
	var doc struct {
		Requests map[string]map[string]any                  `json:"requests"`
		Evidence map[string]map[string]folio.EvidenceRecord `json:"evidence"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for id, tree := range doc.Requests {
		f, err := folio.FromTree(tree)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		switch f.Status {
		case folio.StatusSentCOX, folio.StatusComplete, folio.StatusErrorSentCOX:
		default:
			continue
		}
		checked++
		facts := folio.COXFacts{Folio: f}
		if sig, ok := doc.Evidence[id]["signature"]; ok {
			facts.Signature = &sig
		}
		if m := folio.COXMissing(facts); len(m) > 0 {
			t.Errorf("%s (%s) lacks %v", id, f.Status, m)
		}
	}
	if checked == 0 {
		t.Fatal("the demo export holds no folio past COX")
	}
}

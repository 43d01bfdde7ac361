package evidence_test

import (
	"context"
	"testing"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/evidence"
)

// A catalogue changed after registration reaches documents/complete: the
// functions publish the required types in force (documentCatalogue/
// required, which the rules compare with documents/completeFor) and
// compute again the folios computed for another catalogue.
func TestService_Recheck_CatalogueChanged(t *testing.T) {
	s, st := newService(t)
	ctx := context.Background()
	link := evidence.Caller{LinkID: "L5"}
	for k, id := range map[evidence.Kind]string{evidence.IneFront: "D-RR-F", evidence.IneBack: "D-RR-B", "otros": "D-RR-O1"} {
		if _, err := s.Register(ctx, link, "RR", k, id); err != nil {
			t.Fatal(err)
		}
	}
	read := func(path string) any {
		var v any
		_ = st.Get(ctx, path, &v)
		return v
	}
	if read("requests/RR/documents/complete") != true || read("requests/RR/documents/completeFor") != "ineBack,ineFront" || read(evidence.RequiredPath) != "ineBack,ineFront" {
		t.Fatalf("registered under the default catalogue: %v %v %v", read("requests/RR/documents/complete"), read("requests/RR/documents/completeFor"), read(evidence.RequiredPath))
	}
	// A folio written before completeFor existed, and one with the documents of the new catalogue missing.
	if err := st.Update(ctx, "requests", map[string]any{
		"RV/documents": map[string]any{"complete": true},
		"RR/status":    evidence.FileValidation,
		"RN":           map[string]any{"id": "RN", "status": evidence.FileValidation, "documents": map[string]any{"complete": true, "completeFor": "ineBack,ineFront"}},
		"RK/documents": map[string]any{"complete": true, "completeFor": "ineBack,ineFront"},
		"RK/status":    "documents",
	}); err != nil {
		t.Fatal(err)
	}
	withOtros := append(catalogue.Catalogue{}, catalogue.Default...)
	for i := range withOtros {
		withOtros[i].Required = withOtros[i].Required || withOtros[i].ID == "otros"
	}
	s.Catalogue = func(context.Context) catalogue.Catalogue { return withOtros }
	n, err := s.Refresh(ctx)
	if err != nil || n != 2 {
		t.Fatalf("Refresh = %d, %v; want the two folios in fileValidation computed for the old catalogue", n, err)
	}
	const now = "ineBack,ineFront,otros"
	tests := []struct {
		folio        string
		complete     any
		completeFor  any
		whatIsTested string
	}{
		{"RR", true, now, "its otros registered: complete for the new catalogue"},
		{"RN", false, now, "no otros: not complete any more"},
		{"RV", true, nil, "written before completeFor: left as it is"},
		{"RK", true, "ineBack,ineFront", "not waiting for validation: computed at its next registration"},
	}
	for _, tt := range tests {
		t.Run(tt.whatIsTested, func(t *testing.T) {
			if c, f := read("requests/"+tt.folio+"/documents/complete"), read("requests/"+tt.folio+"/documents/completeFor"); c != tt.complete || f != tt.completeFor {
				t.Fatalf("%s: complete %v for %v", tt.folio, c, f)
			}
		})
	}
	if read(evidence.RequiredPath) != now {
		t.Fatalf("published %v", read(evidence.RequiredPath))
	}
	// The desk's recheck of one folio, back to the default catalogue.
	s.Catalogue = nil
	if err := s.Recheck(ctx, "RN"); err != nil {
		t.Fatal(err)
	}
	if read("requests/RN/documents/complete") != false || read("requests/RN/documents/completeFor") != "ineBack,ineFront" || read(evidence.RequiredPath) != "ineBack,ineFront" {
		t.Fatalf("recheck: %v %v %v", read("requests/RN/documents/complete"), read("requests/RN/documents/completeFor"), read(evidence.RequiredPath))
	}
	if err := s.Recheck(ctx, "RV"); err != nil || read("requests/RV/documents/completeFor") != nil {
		t.Fatalf("recheck of a folio without completeFor: %v %v", read("requests/RV/documents/completeFor"), err)
	}
}

package listkey_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
)

// The demo data is imported, not written through the trigger, so it carries the list keys the
// functions would derive; this test keeps them in step.
func TestDemoExportCarriesTheListKeys(t *testing.T) {
	b := emutest.ReadRepoFile(t, "functions", "demo", "database_export", "demo-oppnp-default-rtdb.json")
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	requests, _ := doc["requests"].(map[string]any)
	if len(requests) == 0 {
		t.Fatal("the demo export holds no folios")
	}
	for id, v := range requests {
		tree, _ := v.(map[string]any)
		f, err := folio.FromTree(tree)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		want := listkey.Of(f, listkey.Keys{})
		got := listkey.FromFolio(f)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: lists = %+v, want %+v", id, got, want)
		}
	}

}

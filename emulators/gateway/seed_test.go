package gateway_test

import (
	"bytes"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"oppnp/emulators/gateway"
)

// A seeded document is served, listed under its folio and kept by a
// reset, as an upload made before the start would be.
func TestSeed_DocumentsServedListedAndKeptByReset(t *testing.T) {
	seed := []gateway.SeedDocument{{DocumentID: "DOC-DEMO-0001-INEF", Folio: "demo-0001", DocumentType: "ine",
		Side: "front", FileName: "ine-front.jpg", Data: jpeg}}
	e := newEnvWith(t, gateway.Config{ClientID: clientID, Documents: seed})
	for round := range 2 {
		r := e.do(call{method: http.MethodGet, path: "/documents/DOC-DEMO-0001-INEF"})
		if r.status != http.StatusOK || !bytes.Equal(r.raw, jpeg) {
			t.Fatalf("round %d: GET = %d %q", round, r.status, r.raw)
		}
		docs, _ := e.post("/documents/byFolio", map[string]any{"folio": "demo-0001"}).data()["documents"].([]any)
		if len(docs) != 1 || docs[0].(map[string]any)["side"] != "front" {
			t.Fatalf("round %d: byFolio = %v", round, docs)
		}
		if other, _ := e.post("/documents/byFolio", map[string]any{"folio": "demo-0002"}).data()["documents"].([]any); len(other) != 0 {
			t.Fatalf("round %d: another folio lists %v", round, other)
		}
		if r := e.admin(http.MethodPost, "/__admin/reset", nil); r.status != http.StatusNoContent {
			t.Fatal(r.status)
		}
		e.token = e.login("promotor1").Token
	}
}

func TestSeed_Refusals(t *testing.T) {
	ok := gateway.SeedDocument{DocumentID: "DOC-DEMO-A", Folio: "f", DocumentType: "ine", FileName: "a.jpg", Data: jpeg}
	for name, docs := range map[string][]gateway.SeedDocument{
		"an id the simulator hands out": {func() gateway.SeedDocument { d := ok; d.DocumentID = "DOC-1"; return d }()},
		"a repeated id":                 {ok, ok},
		"no folio":                      {func() gateway.SeedDocument { d := ok; d.Folio = ""; return d }()},
		"not a JPEG":                    {func() gateway.SeedDocument { d := ok; d.Data = []byte("%PDF"); return d }()},
	} {
		if _, err := gateway.New(gateway.Config{Documents: docs}); !errors.Is(err, gateway.ErrSeed) {
			t.Errorf("%s: err = %v, want ErrSeed", name, err)
		}
	}
	if _, err := gateway.New(gateway.Config{Documents: []gateway.SeedDocument{ok}}); err != nil {
		t.Errorf("control: %v", err)
	}
}

func TestReadSeed(t *testing.T) {
	dir := t.TempDir()
	if docs, err := gateway.ReadSeed(dir); err != nil || docs != nil {
		t.Fatalf("no seed dir: %v %v", docs, err)
	}
	sd := filepath.Join(dir, gateway.SeedDir)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(sd, 0o755))
	must(os.WriteFile(filepath.Join(sd, "a.jpg"), jpeg, 0o644))
	must(os.WriteFile(filepath.Join(sd, gateway.SeedManifest),
		[]byte(`[{"documentId":"DOC-DEMO-A","folio":"f","documentType":"selfie","fileName":"a.jpg"}]`), 0o644))
	docs, err := gateway.ReadSeed(dir)
	if err != nil || len(docs) != 1 || !bytes.Equal(docs[0].Data, jpeg) {
		t.Fatalf("ReadSeed = %v, %v", docs, err)
	}
	must(os.WriteFile(filepath.Join(sd, gateway.SeedManifest),
		[]byte(`[{"documentId":"DOC-DEMO-A","folio":"f","documentType":"selfie","fileName":"../a.jpg"}]`), 0o644))
	if _, err := gateway.ReadSeed(dir); !errors.Is(err, gateway.ErrSeed) {
		t.Errorf("a file outside the seed dir: err = %v", err)
	}
}

package functions_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/demodata"
)

// TestDemoImport starts the suite as `make run` does (--import
// functions/demo): the staff desk serves every registered demo image,
// the bytes the simulator seeded hashing to the imported registry, and
// the monitor's projection is derived from the imported folios and trails.
func TestDemoImport(t *testing.T) {
	root, err := emutest.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, demodata.DatabaseFile))
	if err != nil {
		t.Fatal(err)
	}
	var demo struct {
		Requests map[string]map[string]any
		Evidence map[string]map[string]struct{ SHA256 string }
	}
	if err := json.Unmarshal(b, &demo); err != nil {
		t.Fatal(err)
	}
	s := startStackWith(t, "--import", filepath.Join(root, "functions", "demo"))
	gerente := s.staff("gerente1")

	t.Run("gerente1 opens the validation queue's folio and sees its INE and selfie", func(t *testing.T) {
		s.t = t
		code, body, _ := s.deskGet("/api/desk/demo-0036", gerente)
		var sum struct{ Images []string }
		if code != 200 || json.Unmarshal(body, &sum) != nil || strings.Join(sum.Images, ",") != "ineFront,ineBack,selfie,lifeTest" {
			t.Fatalf("summary: %d %s", code, body)
		}
	})

	t.Run("every registered demo image is served, its hash checked", func(t *testing.T) {
		s.t = t
		n := 0
		for id, kinds := range demo.Evidence {
			for kind, e := range kinds {
				code, img, _ := s.deskGet("/api/desk/"+id+"/images/"+kind, gerente)
				sum := sha256.Sum256(img)
				if code != 200 || hex.EncodeToString(sum[:]) != e.SHA256 {
					t.Errorf("%s/%s: %d, %d bytes", id, kind, code, len(img))
				}
				n++
			}
		}
		if n == 0 {
			t.Fatal("the demo registers no image")
		}
	})

	t.Run("an admin of another branch is refused the folio's images", func(t *testing.T) {
		s.t = t
		auxiliar := s.staff("auxiliar1") // SUC-0101 only; demo-0034 is SUC-0202's
		if code, img, _ := s.deskGet("/api/desk/demo-0034/images/ineFront", auxiliar); code == 200 || len(img) > 0 && img[0] == 0xFF {
			t.Fatalf("auxiliar1 got SUC-0202's INE: %d", code)
		}
		if code, _, _ := s.deskGet("/api/desk/demo-0036/images/ineFront", auxiliar); code != 200 {
			t.Fatalf("control: auxiliar1 on its own branch's folio: %d", code)
		}
	})

	t.Run("the monitor projects every demo folio on its first open", func(t *testing.T) {
		s.t = t
		var out struct{ Rebuilt bool }
		if code := s.call("/api/monitor/backfill", "", map[string]any{}, &out); code != 200 || !out.Rebuilt {
			t.Fatalf("backfill: %d %+v", code, out)
		}
		meta := s.getMap("monitor/meta")
		if int(meta["folios"].(float64)) != len(demo.Requests) {
			t.Fatalf("monitor/meta %v, want %d folios", meta, len(demo.Requests))
		}
		statuses := s.getMap("monitor/board/statuses")
		for id, f := range demo.Requests {
			if statuses[f["status"].(string)] == nil {
				t.Errorf("%s: the board has no %s", id, f["status"])
			}
		}
	})
}

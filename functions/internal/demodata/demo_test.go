package demodata_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/demodata"
	"oppnp/functions/internal/folio"
)

// committed reads the committed demo: the database export and the
// gateway manifest.
type committed struct {
	root     string
	Requests map[string]map[string]any            `json:"requests"`
	History  map[string]map[string]map[string]any `json:"requestHistory"`
	Evidence map[string]map[string]struct {
		GatewayID, SHA256, ContentType string
		Size                           int
	} `json:"evidence"`
	Claims    map[string]string `json:"evidenceClaims"`
	Documents []demodata.Document
}

func readCommitted(t *testing.T) *committed {
	t.Helper()
	root := emutest.Root(t)
	c := &committed{root: root}
	for path, v := range map[string]any{demodata.DatabaseFile: c, demodata.ManifestFile: &c.Documents} {
		b, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	return c
}

func statusNames() []string {
	out := make([]string, len(folio.Statuses))
	for i, s := range folio.Statuses {
		out[i] = string(s)
	}
	return out
}

// The committed files are what demogen makes of the committed inputs: a
// change of the contract, the personas or the generator must be followed
// by `go run ./functions/cmd/demogen`.
func TestCommittedDemoIsCurrent(t *testing.T) {
	root := emutest.Root(t)
	fixtures, images, err := demodata.ReadInputs(root)
	if err != nil {
		t.Fatal(err)
	}
	e, err := demodata.Build(fixtures, images)
	if err != nil {
		t.Fatal(err)
	}
	files, err := demodata.Render(e)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range files {
		got, err := os.ReadFile(filepath.Join(root, path))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is stale (%v): run go run ./functions/cmd/demogen", path, err)
		}
	}
}

// A missing image is refused, not exported with a hash of nothing.
func TestBuildRefusesAMissingImage(t *testing.T) {
	root := emutest.Root(t)
	fixtures, images, err := demodata.ReadInputs(root)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := demodata.Build(fixtures, images); err != nil {
		t.Fatalf("control: %v", err)
	}
	delete(images, demodata.Image("liquidar", "selfie"))
	if _, err := demodata.Build(fixtures, images); err == nil {
		t.Error("built without liquidar's selfie")
	}
}

func TestEveryStatusHasADemoFolio(t *testing.T) {
	c := readCommitted(t)
	seen := map[string][]string{}
	for id, tree := range c.Requests {
		s, _ := tree["status"].(string)
		seen[s] = append(seen[s], id)
	}
	for _, s := range folio.Statuses {
		if len(seen[string(s)]) == 0 {
			t.Errorf("no demo folio in %s", s)
		}
	}
	for s, ids := range seen {
		if !folio.Status(s).Valid() {
			t.Errorf("%v in %q, no status of the contract", ids, s)
		}
	}
}

// Every demo folio has the contract's shape, and no customer has two
// folios in flight (the duplicate check would flag them).
func TestDemoFoliosFitTheContract(t *testing.T) {
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	c := readCommitted(t)
	inFlight := map[string]string{}
	for id, tree := range c.Requests {
		for _, p := range fits(d.Fields, tree, id) {
			t.Error(p)
		}
		if _, err := folio.FromTree(tree); err != nil {
			t.Errorf("%s: %v", id, err)
		}
		st := folio.Status(tree["status"].(string))
		if g := st.Group(); g != folio.GroupComplete && g != folio.GroupRejected {
			client, _ := tree["client"].(map[string]any)
			for _, who := range []string{tree["curp"].(string), client["fullName"].(string)} {
				if other, ok := inFlight[who]; ok {
					t.Errorf("%s and %s: two folios in flight for %s", id, other, who)
				}
				inFlight[who] = id
			}
		}
	}
}

// actorOf is the contract actor of a trail entry's uid.
func actorOf(uid string, promoters []string) folio.Actor {
	switch {
	case uid == "functions":
		return folio.ActorFunctions
	case strings.HasPrefix(uid, "link:"):
		return folio.ActorCustomer
	case slices.Contains(promoters, strings.TrimPrefix(uid, "bp:")):
		return folio.ActorPromoter
	}
	return folio.ActorStaff
}

// writable reports whether actor may write path in status, by the
// contract's field groups.
func writable(d *contract.Definition, actor folio.Actor, status folio.Status, path string) bool {
	for _, g := range d.FieldGroups {
		covers := slices.ContainsFunc(g.Paths, func(p string) bool { return path == p || strings.HasPrefix(path, p+"/") })
		if !covers {
			continue
		}
		for _, w := range g.Writers {
			if string(w.Actor) != string(actor) {
				continue
			}
			for _, s := range w.Statuses {
				switch {
				case s == "@all", s == string(status):
					return true
				case strings.HasPrefix(s, "@") && status.Group() == folio.Group(s[1:]):
					return true
				}
			}
		}
	}
	return false
}

// Every trail is a walk the contract allows: each status change by an
// actor who may take it (four-eyes included), each field written by a
// client in a status where the contract lets that client write it, and
// the functions' fields written by the functions alone.
func TestDemoTrailsFollowTheContract(t *testing.T) {
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	c := readCommitted(t)
	promoters := []string{"1000000001", "1000000002"}
	for id, trail := range c.History {
		keys := make([]string, 0, len(trail))
		for k := range trail {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		validatedBy := ""
		for _, k := range keys {
			e := trail[k]
			uid, _ := e["by"].(string)
			actor := actorOf(uid, promoters)
			to := folio.Status(e["to"].(string))
			from, created := e["from"].(string)
			paths, _ := e["paths"].([]any)
			if !created { // the creation: any of the creator's fields
				if actor != folio.ActorPromoter || !slices.Contains(folio.InitialStatuses, to) {
					t.Errorf("%s/%s: created in %s by %s", id, k, to, uid)
				}
				continue
			}
			if folio.Status(from) != to {
				tr := folio.Find(folio.Status(from), to, actor)
				switch {
				case tr == nil:
					t.Errorf("%s/%s: %s may not move %s → %s", id, k, uid, from, to)
				case tr.FourEyes != "" && strings.TrimPrefix(uid, "bp:") == validatedBy:
					t.Errorf("%s/%s: %s validated the documents and sent the folio on", id, k, uid)
				}
			}
			for _, p := range paths {
				p := p.(string)
				if p == "documentsValidatedBy" {
					validatedBy = strings.TrimPrefix(uid, "bp:")
				}
				switch {
				case actor == folio.ActorFunctions, p == "status":
				case functionsOnly(d.Fields, p) || p == "lists" || strings.HasPrefix(p, "lists/"):
					t.Errorf("%s/%s: %s wrote the functions' %s", id, k, uid, p)
				case !writable(d, actor, folio.Status(from), p):
					t.Errorf("%s/%s: %s may not write %s in %s", id, k, uid, p, from)
				}
			}
		}
	}
}

// evidenceOf is what a folio in status must have registered.
func evidenceOf(st folio.Status) []string {
	g := st.Group()
	var out []string
	if st == folio.StatusDocuments || g == folio.GroupInProcess || g == folio.GroupComplete || g == folio.GroupRejected {
		out = append(out, "ineFront", "ineBack")
	}
	if (g == folio.GroupInProcess && st != folio.StatusWaitingProcessCustomer) || g == folio.GroupComplete || g == folio.GroupRejected {
		out = append(out, "lifeTest", "selfie")
	}
	switch st {
	case folio.StatusSignature, folio.StatusVideocall, folio.StatusVideoRecording, folio.StatusSentCOX,
		folio.StatusErrorSentCOX, folio.StatusComplete:
		out = append(out, "signature")
	}
	return out
}

// Every folio past the documents step has its images registered: the
// entry, the claim, the folio's own field and a gateway document of the
// folio, of the kind's type, whose committed bytes hash to the entry.
func TestDemoEvidenceIsRegistered(t *testing.T) {
	c := readCommitted(t)
	docs := map[string]demodata.Document{}
	for _, d := range c.Documents {
		docs[d.DocumentID] = d
	}
	field := map[string]string{"ineFront": "documents/ineFront", "ineBack": "documents/ineBack",
		"lifeTest": "customerSteps/lifeTest", "signature": "customerSteps/signature"}
	docType := map[string][2]string{"ineFront": {"ine", "front"}, "ineBack": {"ine", "back"},
		"selfie": {"selfie", ""}, "lifeTest": {"lifeTest", ""}, "signature": {"signature", ""}}
	checked := 0
	for id, tree := range c.Requests {
		want := evidenceOf(folio.Status(tree["status"].(string)))
		if len(want) != len(c.Evidence[id]) {
			t.Errorf("%s (%s): registered %d kinds, want %v", id, tree["status"], len(c.Evidence[id]), want)
		}
		for _, k := range want {
			e, ok := c.Evidence[id][k]
			if !ok {
				t.Errorf("%s: no %s registered", id, k)
				continue
			}
			checked++
			if c.Claims[e.GatewayID] != id {
				t.Errorf("%s/%s: %s is claimed by %q", id, k, e.GatewayID, c.Claims[e.GatewayID])
			}
			if f, ok := field[k]; ok {
				v := tree
				for _, p := range strings.Split(f, "/") {
					v, _ = v[p].(map[string]any)
				}
				if v["gatewayId"] != e.GatewayID {
					t.Errorf("%s: %s names %v, the registry %s", id, f, v["gatewayId"], e.GatewayID)
				}
			}
			d, ok := docs[e.GatewayID]
			if !ok || d.Folio != id || d.DocumentType != docType[k][0] || d.Side != docType[k][1] {
				t.Errorf("%s/%s: the gateway files %s as %+v", id, k, e.GatewayID, d)
				continue
			}
			b, err := os.ReadFile(filepath.Join(c.root, demodata.SeedDir, d.FileName))
			sum := sha256.Sum256(b)
			if err != nil || hex.EncodeToString(sum[:]) != e.SHA256 || len(b) != e.Size || e.ContentType != "image/jpeg" {
				t.Errorf("%s/%s: %s does not hash to the registered %s (%v)", id, k, d.FileName, e.SHA256, err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no evidence checked")
	}
}

// The validations dashboard lists the staff's statuses (web
// features/requests-lists/filter.ts STAFF_QUEUE) most recently updated
// first: the first folio a newcomer opens there is in document validation
// with its INE and selfie registered.
func TestValidationQueueOpensOnAFolioWithImages(t *testing.T) {
	c := readCommitted(t)
	queue := []string{"biometricValidation", "tool", "fileValidation", "validation", "incidence", "errorSentCOX"}
	first, latest := "", -1.0
	for id, tree := range c.Requests {
		if at, _ := tree["lastUpdateAt"].(float64); slices.Contains(queue, tree["status"].(string)) && at > latest {
			first, latest = id, at
		}
	}
	if st := c.Requests[first]["status"]; st != "fileValidation" {
		t.Fatalf("the queue opens on %s in %v", first, st)
	}
	for _, k := range []string{"ineFront", "ineBack", "selfie"} {
		if _, ok := c.Evidence[first][k]; !ok {
			t.Errorf("%s has no %s", first, k)
		}
	}
}

// TestDemoFoliosInFlightAreIndexed: the import runs no trigger, so the
// export carries inFlight/{curp}/{id} for every folio still in flight, and
// a new folio for a demo customer meets the duplicate check at once.
func TestDemoFoliosInFlightAreIndexed(t *testing.T) {
	c := readCommitted(t)
	var db struct {
		InFlight map[string]map[string]struct{ Status string } `json:"inFlight"`
	}
	raw, err := os.ReadFile(filepath.Join(c.root, "functions/demo/database_export/demo-oppnp-default-rtdb.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &db); err != nil {
		t.Fatal(err)
	}
	indexed, inFlight := 0, 0
	for id, tree := range c.Requests {
		f, err := folio.FromTree(tree)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		e, ok := db.InFlight[f.Curp][id]
		if clearance.InFlight(f) {
			inFlight++
			if !ok || e.Status != string(f.Status) {
				t.Errorf("%s (%s) is in flight but inFlight/%s/%s is %+v", id, f.Status, f.Curp, id, e)
			}
		} else if ok {
			t.Errorf("%s (%s) is not in flight but is indexed", id, f.Status)
		}
		if ok {
			indexed++
		}
	}
	if inFlight == 0 || indexed != inFlight {
		t.Fatalf("%d folios in flight, %d indexed", inFlight, indexed)
	}
}

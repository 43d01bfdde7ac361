package scaleseed

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
)

var (
	curpShape = regexp.MustCompile(`^[A-Z]{4}\d{6}[HM][A-Z]{2}[A-Z]{3}[0-9A-Z]\d$`)
	rfcShape  = regexp.MustCompile(`^[A-Z]{4}\d{6}[0-9A-Z]{3}$`)
	pushShape = regexp.MustCompile(`^[-0-9A-Za-z_]{20}$`)
)

// TestCurpCheck: the check digit agrees with the simulator's personas,
// whose CURPs carry RENAPO's.
func TestCurpCheck(t *testing.T) {
	b, err := os.ReadFile("../../../emulators/gateway/fixtures.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Customers []struct{ Curp string } }
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Customers {
		if got := curpCheck(c.Curp[:17]); got != c.Curp[17] {
			t.Errorf("curpCheck(%s) = %c, want %c", c.Curp[:17], got, c.Curp[17])
		}
	}
}

func TestStem(t *testing.T) {
	tests := []struct{ name, first, second, want string }{
		{"Emma", "Gómez", "Díaz", "GODE"},
		{"José", "Ñúñez", "Ruiz", "XURJ"},
		{"Luis", "Ordaz", "Pérez", "OAPL"}, // first inner vowel of Ordaz
	}
	for _, tt := range tests {
		if got := stem(tt.name, tt.first, tt.second); got != tt.want {
			t.Errorf("stem(%s %s %s) = %s, want %s", tt.name, tt.first, tt.second, got, tt.want)
		}
	}
}

// TestGenerator_Folio: folios are deterministic, well formed, owned by a
// promoter in one of its branches, and spread over the statuses.
func TestGenerator_Folio(t *testing.T) {
	g := Generator{Seed: 7, Now: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), Promoters: []Promoter{
		{BpID: "1000000001", Branches: []string{"SUC-0101", "SUC-0203"}}, {BpID: "1000000002", Branches: []string{"SUC-0202"}}}}
	k1, v1 := g.Folio(42)
	k2, _ := g.Folio(42)
	if k1 != k2 {
		t.Fatalf("Folio(42) keys %s, %s: not deterministic", k1, k2)
	}
	statuses := map[string]int{}
	keys := map[string]bool{}
	const n = 5000
	for i := range n {
		k, v := g.Folio(i)
		keys[k] = true
		st, _ := v["status"].(string)
		statuses[st]++
		if !folio.Status(st).Valid() {
			t.Fatalf("folio %d: status %q not in the contract", i, st)
		}
		c, r := v["curp"].(string), v["rfc"].(string)
		if !curpShape.MatchString(c) || curpCheck(c[:17]) != c[17] || !rfcShape.MatchString(r) || c[:10] != r[:10] || !pushShape.MatchString(k) {
			t.Fatalf("folio %d: key %s curp %s rfc %s", i, k, c, r)
		}
		bp := v["currentPromoterBpId"].(string)
		branch := v["offer"].(map[string]any)["quoter"].(map[string]any)["agreement"].(map[string]any)["branch"].(map[string]any)["branchID"]
		if ok := bp == "1000000001" && (branch == "SUC-0101" || branch == "SUC-0203") || bp == "1000000002" && branch == "SUC-0202"; !ok {
			t.Fatalf("folio %d: promoter %s in branch %v", i, bp, branch)
		}
		if created, updated := v["createdAt"].(int64), v["lastUpdateAt"].(int64); updated < created || updated > g.Now.UnixMilli() {
			t.Fatalf("folio %d: created %d updated %d", i, created, updated)
		}
	}
	if len(keys) != n {
		t.Errorf("%d distinct keys of %d", len(keys), n)
	}
	if len(statuses) != len(folio.Statuses) {
		t.Errorf("%d statuses used of %d", len(statuses), len(folio.Statuses))
	}
	if _, ok := v1["client"].(map[string]any)["fullName"]; !ok {
		t.Error("no client.fullName")
	}
}

// TestGenerator_ListKeys: a generated folio carries the list keys package
// listkey derives from it as the database stores it, so the trigger would
// write nothing more (trigger.syncLists), and the dataset fills the lists
// the SPA pages through.
func TestGenerator_ListKeys(t *testing.T) {
	g := Generator{Seed: 3, Now: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), Promoters: []Promoter{
		{BpID: "1000000001", Branches: []string{"SUC-0101", "SUC-0203"}}}}
	promoterListed := map[folio.Group]int{}
	for i := range 2000 {
		id, v := g.Folio(i)
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		f, err := folio.Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		got := listkey.FromFolio(f)
		if want := listkey.Of(f, listkey.Keys{}); got != want {
			t.Fatalf("%s (%s): lists = %+v, want %+v", id, f.Status, got, want)
		}
		if again := listkey.Of(f, got); again != got {
			t.Fatalf("%s: the trigger would rewrite %+v as %+v", id, got, again)
		}
		if got.Status == "" || got.Branch == "" || got.Client == "" {
			t.Fatalf("%s: a key is missing: %+v", id, got)
		}
		if got.Promoter != "" {
			promoterListed[f.Status.Group()]++
		}
	}
	for _, grp := range []folio.Group{folio.GroupCapture, folio.GroupInProcess, folio.GroupComplete, folio.GroupCnca} {
		if promoterListed[grp] == 0 {
			t.Errorf("no folio of group %s is in its promoter's lists: %v", grp, promoterListed)
		}
	}
}

package evidence_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/store"
)

func TestService_Register_Annexes(t *testing.T) {
	staff := evidence.Caller{BpID: "P1"}
	link := evidence.Caller{LinkID: "L5"}
	tests := []struct {
		name   string
		caller evidence.Caller
		folio  string
		kind   evidence.Kind
		doc    string
		want   error
		slot   string // the folio's documents/annexes slot written on success
	}{
		{"promoter files a loan report in capture", staff, "R1", "informe-prestamo", "D-R1-INF", nil, "informe-prestamo/d1"},
		{"a CUB as JPG", staff, "R1", "cub", "D-R1-CUB", nil, "cub/d1"},
		{"a video", staff, "R1", "video", "D-R1-VID", nil, "video/d1"},
		{"customer's annex on an action-5 link", link, "RR", "otros", "D-RR-O1", nil, "otros/d1"},
		{"a letter as JPG: PDF only", staff, "R1", "carta-libranza", "D-R1-LET", evidence.ErrFormat, ""},
		{"the INE as PDF", staff, "R1", evidence.IneFront, "D-R1-PDF", evidence.ErrFormat, ""},
		{"a .jpg whose bytes are no JPEG", staff, "R1", evidence.IneFront, "D-R1-FAKE", evidence.ErrFormat, ""},
		{"larger than 5 MB", staff, "R1", "otros", "D-R1-BIG", evidence.ErrTooLarge, ""},
		{"another type's upload", staff, "R1", "otros", "D-R1-INF", evidence.ErrNotThisFolio, ""},
		{"a type not in the catalogue", staff, "R1", "curp", "D-R1-INF", evidence.ErrBadInput, ""},
		{"a slot named as kind", staff, "R1", "otros-d1", "D-R1-INF", evidence.ErrBadInput, ""},
		{"staff after capture", evidence.Caller{BpID: "A1"}, "RV", "otros", "D-RV-O", evidence.ErrForbidden, ""},
		{"a biometric link", evidence.Caller{LinkID: "L1"}, "RC", "otros", "D-RC-L", evidence.ErrForbidden, ""},
		{"another promoter", evidence.Caller{BpID: "P2"}, "R1", "otros", "D-R1-INF", evidence.ErrForbidden, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, st, e := registerOn(t, tt.caller, tt.folio, tt.kind, tt.doc, tt.want)
			if e == nil {
				return
			}
			var id string
			if err := st.Get(context.Background(), "requests/"+tt.folio+"/documents/annexes/"+tt.slot+"/gatewayId", &id); err != nil || id != tt.doc {
				t.Fatalf("slot %s = %q, %v", tt.slot, id, err)
			}
		})
	}
}

// otros holds at most its max (5): the sixth is refused, a retry of a
// registered one keeps its slot.
func TestService_Register_AnnexMax(t *testing.T) {
	s, st := newService(t)
	ctx := context.Background()
	link := evidence.Caller{LinkID: "L5"}
	for i, d := range []string{"D-RR-O1", "D-RR-O2", "D-RR-O3", "D-RR-O4", "D-RR-O5"} {
		if _, err := s.Register(ctx, link, "RR", "otros", d); err != nil {
			t.Fatalf("%d: %v", i+1, err)
		}
	}
	if _, err := s.Register(ctx, link, "RR", "otros", "D-RR-O6"); !errors.Is(err, evidence.ErrTooMany) {
		t.Fatalf("sixth = %v", err)
	}
	if _, err := s.Register(ctx, link, "RR", "otros", "D-RR-O3"); err != nil {
		t.Fatalf("retry: %v", err)
	}
	var id string
	if err := st.Get(ctx, "requests/RR/documents/annexes/otros/d3/gatewayId", &id); err != nil || id != "D-RR-O3" {
		t.Fatalf("d3 = %q, %v", id, err)
	}
	reg, err := s.Registered(ctx, "RR")
	if err != nil || len(reg) != 5 {
		t.Fatalf("registry = %v, %v", reg, err)
	}
	if b, err := s.Open(ctx, "RR", evidence.SlotKind("otros", 2)); err != nil || string(b[:3]) != "\xFF\xD8\xFF" {
		t.Fatalf("Open otros-d2 = %q, %v", b, err)
	}
}

// The catalogue's max is its own (Remote Config may lower it), and a
// required annex keeps documents/complete false until it is registered.
func TestService_Register_CatalogueDrives(t *testing.T) {
	s, st := newService(t)
	ctx := context.Background()
	cat := append(catalogue.Catalogue{}, catalogue.Default...)
	for i := range cat {
		if cat[i].ID == "otros" {
			cat[i].Max = 1
		}
		if cat[i].ID == "informe-prestamo" {
			cat[i].Required = true
		}
	}
	s.Catalogue = func(context.Context) catalogue.Catalogue { return cat }
	link := evidence.Caller{LinkID: "L5"}
	complete := func() bool {
		var b bool
		_ = st.Get(ctx, "requests/RR/documents/complete", &b)
		return b
	}
	for _, k := range []evidence.Kind{evidence.IneFront, evidence.IneBack} {
		if _, err := s.Register(ctx, link, "RR", k, map[evidence.Kind]string{evidence.IneFront: "D-RR-F", evidence.IneBack: "D-RR-B"}[k]); err != nil {
			t.Fatal(err)
		}
	}
	if complete() {
		t.Fatal("complete without the required loan report")
	}
	if _, err := s.Register(ctx, link, "RR", "otros", "D-RR-O1"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Register(ctx, link, "RR", "otros", "D-RR-O2"); !errors.Is(err, evidence.ErrTooMany) {
		t.Fatalf("second otros with max 1 = %v", err)
	}
	if got := evidence.Missing(s.CatalogueNow(ctx), mustRegistered(t, s, "RR")); len(got) != 1 || got[0].ID != "informe-prestamo" {
		t.Fatalf("missing = %v", got)
	}
	// Default: the INE alone completes a folio.
	s.Catalogue = nil
	if _, err := s.Register(ctx, link, "RR", evidence.IneFront, "D-RR-F"); err != nil || !complete() {
		t.Fatalf("INE front and back under the default catalogue: complete=%v, %v", complete(), err)
	}
}

func mustRegistered(t *testing.T, s *evidence.Service, id string) map[evidence.Kind]evidence.Entry {
	t.Helper()
	reg, err := s.Registered(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// Six registrations of otros at the same instant: five take five distinct
// slots, one is refused, and no slot holds two documents.
func TestService_Register_AnnexConcurrent(t *testing.T) {
	s, st := newService(t)
	s.Store = lagging{st}
	ctx := context.Background()
	link := evidence.Caller{LinkID: "L5"}
	docs := []string{"D-RR-O1", "D-RR-O2", "D-RR-O3", "D-RR-O4", "D-RR-O5", "D-RR-O6"}
	errs := make([]error, len(docs))
	var wg sync.WaitGroup
	for i, d := range docs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = s.Register(ctx, link, "RR", "otros", d)
		}()
	}
	wg.Wait()
	refused := 0
	for i, err := range errs {
		switch {
		case errors.Is(err, evidence.ErrTooMany):
			refused++
		case err != nil:
			t.Fatalf("%s: %v", docs[i], err)
		}
	}
	if refused != 1 {
		t.Fatalf("refused %d, want 1 (%v)", refused, errs)
	}
	held := map[string]bool{}
	for n := 1; n <= 5; n++ {
		var id string
		if err := st.Get(ctx, fmt.Sprintf("requests/RR/documents/annexes/otros/d%d/gatewayId", n), &id); err != nil || held[id] {
			t.Fatalf("slot d%d = %q (%v), held %v", n, id, err, held)
		}
		held[id] = true
		if e := mustRegistered(t, s, "RR")[evidence.SlotKind("otros", n)]; e.GatewayID != id {
			t.Fatalf("registry d%d = %q, folio %q", n, e.GatewayID, id)
		}
	}
}

// lagging answers each read a moment after it was made, so concurrent
// registrations act on what they read while the others act too.
type lagging struct{ store.Store }

func (l lagging) Get(ctx context.Context, path string, v any) error {
	err := l.Store.Get(ctx, path, v)
	time.Sleep(5 * time.Millisecond)
	return err
}

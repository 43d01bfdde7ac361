package listkey_test

import (
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
)

func f(status folio.Status, mod func(*folio.Folio)) *folio.Folio {
	x := &folio.Folio{ID: "R1", Status: status, CurrentPromoterBpID: "100", Curp: "CURP", LastUpdateAt: 1700, CreatedAt: 1000,
		Offer: &folio.Offer{Quoter: &folio.OfferQuoter{Agreement: &folio.OfferQuoterAgreement{Branch: &folio.OfferQuoterAgreementBranch{BranchID: "SUC-1"}}}}}
	if mod != nil {
		mod(x)
	}
	return x
}

const t1700 = "000000000001700"

func TestOf(t *testing.T) {
	tests := []struct {
		name string
		f    *folio.Folio
		prev listkey.Keys
		want listkey.Keys
	}{
		{"a capture folio is in every list", f(folio.StatusQuoter, nil), listkey.Keys{},
			listkey.Keys{Status: "quoter|" + t1700, Branch: "SUC-1|quoter|" + t1700, Promoter: "100|SUC-1|capture|" + t1700, Client: "100|CURP"}},
		{"no branch yet: no branch key, an empty branch for the promoter", f(folio.StatusCreated, func(x *folio.Folio) { x.Offer = nil; x.Curp = "" }), listkey.Keys{},
			listkey.Keys{Status: "created|" + t1700, Promoter: "100||capture|" + t1700}},
		{"past capture without bioprocess: not listed for the promoter", f(folio.StatusFileValidation, nil), listkey.Keys{},
			listkey.Keys{Status: "fileValidation|" + t1700, Branch: "SUC-1|fileValidation|" + t1700, Client: "100|CURP"}},
		{"past capture with bioprocess: listed in its group", f(folio.StatusComplete, func(x *folio.Folio) { x.Bioprocess = true }), listkey.Keys{},
			listkey.Keys{Status: "complete|" + t1700, Branch: "SUC-1|complete|" + t1700, Promoter: "100|SUC-1|complete|" + t1700, Client: "100|CURP"}},
		{"waiting for the customer is listed before the biometric", f(folio.StatusWaitingProcessCustomer, nil), listkey.Keys{},
			listkey.Keys{Status: "waitingProcessCustomer|" + t1700, Branch: "SUC-1|waitingProcessCustomer|" + t1700, Promoter: "100|SUC-1|inProcess|" + t1700, Client: "100|CURP"}},
		{"entering bioprocess, before the functions set the flag", f(folio.StatusBioprocess, nil), listkey.Keys{},
			listkey.Keys{Status: "bioprocess|" + t1700, Branch: "SUC-1|bioprocess|" + t1700, Promoter: "100|SUC-1|inProcess|" + t1700, Client: "100|CURP"}},
		{"a CNCA folio", f(folio.StatusInternalCNCAProcess, nil), listkey.Keys{},
			listkey.Keys{Status: "internalCNCAProcess|" + t1700, Branch: "SUC-1|internalCNCAProcess|" + t1700, Promoter: "100|SUC-1|cnca|" + t1700, Client: "100|CURP"}},
		{"discarded: its own segment, at the discard time", f(folio.StatusQuoter, func(x *folio.Folio) { x.Discarded = &folio.Discarded{At: 2000, By: "bp:100", Reason: "x"} }), listkey.Keys{},
			listkey.Keys{Status: "discarded|000000000002000", Branch: "SUC-1|discarded|000000000002000", Promoter: "100|SUC-1|discarded|000000000002000", Client: "100|CURP"}},
		{"the time never goes back", f(folio.StatusQuoter, nil), listkey.Keys{Status: "quoter|000000000005000"},
			listkey.Keys{Status: "quoter|000000000005000", Branch: "SUC-1|quoter|000000000005000", Promoter: "100|SUC-1|capture|000000000005000", Client: "100|CURP"}},
		{"without lastUpdateAt the creation time", f(folio.StatusQuoter, func(x *folio.Folio) { x.LastUpdateAt = 0; x.Offer = nil; x.Curp = "" }), listkey.Keys{},
			listkey.Keys{Status: "quoter|000000000001000", Promoter: "100||capture|000000000001000"}},
		{"an absent folio has none", nil, listkey.Keys{Status: "quoter|1"}, listkey.Keys{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := listkey.Of(tt.f, tt.prev); got != tt.want {
				t.Errorf("Of = %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestMsOfAndPad(t *testing.T) {
	for _, tt := range []struct {
		key  string
		want int64
	}{{"quoter|" + listkey.Pad(1764201600000), 1764201600000}, {"100|CURP", 0}, {"", 0}, {"a|b|c|000000000000042", 42}} {
		if got := listkey.MsOf(tt.key); got != tt.want {
			t.Errorf("MsOf(%q) = %d, want %d", tt.key, got, tt.want)
		}
	}
	if a, b := listkey.Pad(999), listkey.Pad(1000); !(a < b) || len(a) != len(b) {
		t.Errorf("padded times must sort as numbers: %q %q", a, b)
	}
}

func TestNextAndStored(t *testing.T) {
	held := func(k listkey.Keys) func(*folio.Folio) {
		return func(x *folio.Folio) {
			x.Lists = &folio.Lists{Status: k.Status, Branch: k.Branch, Promoter: k.Promoter, Client: k.Client}
		}
	}
	fresh := listkey.Of(f(folio.StatusQuoter, nil), listkey.Keys{})
	later := "quoter|000000000009000"
	tests := []struct {
		name    string
		f       *folio.Folio
		changed bool
		status  string
	}{
		{"no keys yet", f(folio.StatusQuoter, nil), true, "quoter|" + t1700},
		{"the keys it holds", f(folio.StatusQuoter, held(fresh)), false, "quoter|" + t1700},
		{"stale keys: another status", f(folio.StatusDocuments, held(fresh)), true, "documents|" + t1700},
		{"a later time held is kept", f(folio.StatusDocuments, held(listkey.Keys{Status: later})), true, "documents|000000000009000"},
		{"no status, no keys", f("", nil), false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			next, changed := listkey.Next(tt.f)
			if changed != tt.changed || next.Status != tt.status {
				t.Fatalf("Next = %+v, %v; want status %q, changed %v", next, changed, tt.status, tt.changed)
			}
		})
	}
	if got := (listkey.Keys{Status: "s|1"}).Stored(); len(got) != 1 || got["status"] != "s|1" {
		t.Errorf("Stored = %v", got)
	}
	if got := (listkey.Keys{}).Stored(); len(got) != 0 {
		t.Errorf("Stored of no keys = %v", got)
	}
}

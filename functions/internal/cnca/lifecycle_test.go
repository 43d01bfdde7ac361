package cnca_test

import (
	"context"
	"errors"
	"testing"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

func seedCNCA(t *testing.T, cn map[string]any) *memstore.Store {
	t.Helper()
	st := memstore.New()
	if err := st.Set(context.Background(), "requests/F1", map[string]any{"status": string(folio.StatusInternalCNCAProcess), "curp": "SABC560626MDFLRN01",
		"rfc": "SABC560626AB1", "currentPromoterBpId": "bp1", "client": map[string]any{"names": "ANA"},
		"offer": map[string]any{"quoter": map[string]any{"amount": 50000.0}}, "cnca": cn}); err != nil {
		t.Fatal(err)
	}
	return st
}

// checkOutcome fails the test unless err is want and folio F1 holds the
// E-code wantCode.
func checkOutcome(t *testing.T, st store.Store, err, want error, wantCode string) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Fatalf("err = %v, want %v", err, want)
	}
	var code string
	_ = st.Get(context.Background(), "requests/F1/cnca/code", &code)
	if code != wantCode {
		t.Fatalf("stored code %s, want %s", code, wantCode)
	}
}

func TestService_Cancel(t *testing.T) {
	ctx := context.Background()
	owner := cnca.Caller{BpID: "bp1", CNCA: true}
	tests := []struct {
		name     string
		caller   cnca.Caller
		cn       map[string]any
		want     error
		wantCode string
	}{
		{"awaiting biometric", owner, map[string]any{"code": "E0001"}, nil, "E0009"},
		{"to request discharge", owner, map[string]any{"code": "E0002"}, nil, "E0009"},
		{"failed discharge", owner, map[string]any{"code": "E0003"}, nil, "E0009"},
		{"full discharge not yet linked", owner, map[string]any{"code": "E0004"}, nil, "E0009"},
		{"partial discharge", owner, map[string]any{"code": "E0005"}, nil, "E0009"},
		{"already cancelled answers again", owner, map[string]any{"code": "E0009"}, nil, "E0009"},
		{"discharge in flight", owner, map[string]any{"code": "E0003", "inFlight": 1.0}, cnca.ErrNotCancellable, "E0003"},
		{"linked request in process", owner, map[string]any{"code": "E0006", "linkedRequest": "F1-S"}, cnca.ErrNotCancellable, "E0006"},
		{"linked", owner, map[string]any{"code": "E0007"}, cnca.ErrNotCancellable, "E0007"},
		{"rejected", owner, map[string]any{"code": "E0008"}, cnca.ErrNotCancellable, "E0008"},
		{"another promoter", cnca.Caller{BpID: "bp2", CNCA: true}, map[string]any{"code": "E0002"}, cnca.ErrForbidden, "E0002"},
		{"no cnca claim", cnca.Caller{BpID: "bp1"}, map[string]any{"code": "E0002"}, cnca.ErrNoAccess, "E0002"},
		{"admin", cnca.Caller{BpID: "adm", Admin: true, CNCA: true}, map[string]any{"code": "E0002"}, nil, "E0009"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := seedCNCA(t, tt.cn)
			s := &cnca.Service{Store: st}
			v, err := s.Cancel(ctx, tt.caller, "F1")
			checkOutcome(t, st, err, tt.want, tt.wantCode)
			if err == nil && v.Code != folio.CncaCancelled {
				t.Fatalf("answer %+v", v)
			}
		})
	}
}

func TestService_Link(t *testing.T) {
	ctx := context.Background()
	owner := cnca.Caller{BpID: "bp1", CNCA: true}
	tests := []struct {
		name     string
		caller   cnca.Caller
		cn       map[string]any
		want     error
		wantCode string
		created  bool
	}{
		{"full discharge", owner, map[string]any{"code": "E0004"}, nil, "E0006", true},
		{"partial discharge", owner, map[string]any{"code": "E0005"}, nil, "E0006", true},
		{"already linked answers its request", owner, map[string]any{"code": "E0006", "linkedRequest": "F1-S"}, nil, "E0006", false},
		{"before the discharge", owner, map[string]any{"code": "E0002"}, cnca.ErrNotLinkable, "E0002", false},
		{"cancelled", owner, map[string]any{"code": "E0009"}, cnca.ErrNotLinkable, "E0009", false},
		{"another promoter", cnca.Caller{BpID: "bp2", CNCA: true}, map[string]any{"code": "E0004"}, cnca.ErrForbidden, "E0004", false},
		{"no cnca claim", cnca.Caller{BpID: "bp1"}, map[string]any{"code": "E0004"}, cnca.ErrNoAccess, "E0004", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := seedCNCA(t, tt.cn)
			s := &cnca.Service{Store: st}
			l, err := s.Link(ctx, tt.caller, "F1")
			checkOutcome(t, st, err, tt.want, tt.wantCode)
			var req map[string]any
			gotReq := st.Get(ctx, "requests/F1-S", &req) == nil
			if gotReq != tt.created {
				t.Fatalf("linked request created = %v, want %v", gotReq, tt.created)
			}
			if err == nil && l.Request != "F1-S" {
				t.Fatalf("answer %+v", l)
			}
			if tt.created {
				if req["status"] != string(cnca.LinkedStatus) || req["cncaFolio"] != "F1" || req["curp"] != "SABC560626MDFLRN01" ||
					req["currentPromoterBpId"] != "bp1" || req["offer"] == nil || req["cnca"] != nil {
					t.Fatalf("linked request %+v", req)
				}
				// A second call changes nothing and answers the same request.
				again, err := s.Link(ctx, tt.caller, "F1")
				if err != nil || again.Request != "F1-S" || again.Code != folio.CncaInProcess {
					t.Fatalf("second Link = %+v, %v", again, err)
				}
			}
		})
	}
}

// A linked request's end moves its CNCA folio once, and only the folio at
// E0006 that names that request: completed → E0007, rejected → E0008.
func TestMarkLinkedAndRejected(t *testing.T) {
	ctx := context.Background()
	linked := func() map[string]any { return map[string]any{"code": "E0006", "linkedRequest": "F1-S"} }
	tests := []struct {
		name     string
		mark     func(context.Context, store.Store, string, string) error
		cn       map[string]any
		request  string
		wantCode string
		stamp    string
	}{
		{"its request completes", cnca.MarkLinked, linked(), "F1-S", "E0007", "linkedAt"},
		{"another request completes", cnca.MarkLinked, linked(), "X", "E0006", ""},
		{"completes, not in process", cnca.MarkLinked, map[string]any{"code": "E0004"}, "F1-S", "E0004", ""},
		{"completes again", cnca.MarkLinked, map[string]any{"code": "E0007", "linkedRequest": "F1-S"}, "F1-S", "E0007", ""},
		{"its request is rejected", cnca.MarkRejected, linked(), "F1-S", "E0008", "rejectedAt"},
		{"another request is rejected", cnca.MarkRejected, linked(), "X", "E0006", ""},
		{"rejected after it was linked", cnca.MarkRejected, map[string]any{"code": "E0007", "linkedRequest": "F1-S"}, "F1-S", "E0007", ""},
		{"rejected, never linked", cnca.MarkRejected, map[string]any{"code": "E0005"}, "F1-S", "E0005", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := seedCNCA(t, tt.cn)
			if err := tt.mark(ctx, st, "F1", tt.request); err != nil {
				t.Fatal(err)
			}
			var cn map[string]any
			_ = st.Get(ctx, "requests/F1/cnca", &cn)
			if cn["code"] != tt.wantCode {
				t.Fatalf("code %v, want %s", cn["code"], tt.wantCode)
			}
			if tt.stamp != "" && cn[tt.stamp] == nil {
				t.Fatalf("no %s: %v", tt.stamp, cn)
			}
		})
	}
}

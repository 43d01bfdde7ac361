package cnca_test

import (
	"context"
	"errors"
	"testing"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store/memstore"
)

type fakeChecker struct {
	e     gateway.Eligibility
	err   error
	calls int
}

func (f *fakeChecker) CncaEligibility(_ context.Context, curp string) (*gateway.Eligibility, error) {
	f.calls++
	if f.err != nil {
		return nil, f.err
	}
	e := f.e
	e.Curp = curp
	return &e, nil
}

func TestService_Validate(t *testing.T) {
	ctx := context.Background()
	ok := gateway.Eligibility{InternalCredits: []string{"C1", "C2"}, Biometric: "ACEPTADO", Eligible: true}
	owner := cnca.Caller{BpID: "bp1", CNCA: true}
	tests := []struct {
		name        string
		caller      cnca.Caller
		status      string
		code        string
		gw          gateway.Eligibility
		gwErr       error
		want        error
		wantCode    string
		wantOutcome string
		wantCalls   int
	}{
		{name: "eligible moves to E0002", caller: owner, code: "E0001", gw: ok, wantCode: "E0002", wantOutcome: "ready", wantCalls: 1},
		{name: "bulletined is rejected", caller: owner, code: "E0001", gw: gateway.Eligibility{Bulletined: true, InternalCredits: []string{"C1"}, Biometric: "ACEPTADO"}, wantCode: "E0008", wantOutcome: "bulletined", wantCalls: 1},
		{name: "UIF is rejected", caller: owner, code: "E0001", gw: gateway.Eligibility{UIF: true, Biometric: "ACEPTADO"}, wantCode: "E0008", wantOutcome: "uif", wantCalls: 1},
		{name: "no internal credits is rejected", caller: owner, code: "E0001", gw: gateway.Eligibility{InternalCredits: []string{}, Biometric: "ACEPTADO"}, wantCode: "E0008", wantOutcome: "noCredits", wantCalls: 1},
		{name: "rejected biometric waits at E0001", caller: owner, code: "E0001", gw: gateway.Eligibility{InternalCredits: []string{"C1"}, Biometric: "RECHAZADO"}, wantCode: "E0001", wantOutcome: "biometric", wantCalls: 1},
		{name: "pending biometric waits at E0001", caller: owner, code: "E0001", gw: gateway.Eligibility{InternalCredits: []string{"C1"}, Biometric: "PENDIENTE"}, wantCode: "E0001", wantOutcome: "biometric", wantCalls: 1},
		{name: "past E0001 answers its code", caller: owner, code: "E0003", gw: ok, wantCode: "E0003", wantCalls: 0},
		{name: "no cnca claim (forged cookie)", caller: cnca.Caller{BpID: "bp1"}, code: "E0001", gw: ok, want: cnca.ErrNoAccess, wantCode: "E0001"},
		{name: "another promoter", caller: cnca.Caller{BpID: "bp2", CNCA: true}, code: "E0001", gw: ok, want: cnca.ErrForbidden, wantCode: "E0001"},
		{name: "admin with the flag", caller: cnca.Caller{BpID: "adm", Admin: true, CNCA: true}, code: "E0001", gw: ok, wantCode: "E0002", wantOutcome: "ready", wantCalls: 1},
		{name: "not a CNCA folio", caller: owner, status: "quoter", code: "E0001", gw: ok, want: cnca.ErrNotFound, wantCode: "E0001"},
		{name: "gateway down keeps E0001", caller: owner, code: "E0001", gwErr: gateway.ErrUnreachable, want: gateway.ErrUnreachable, wantCode: "E0001", wantCalls: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			status := tt.status
			if status == "" {
				status = string(folio.StatusInternalCNCAProcess)
			}
			_ = st.Set(ctx, "requests/F1", map[string]any{"status": status, "curp": "SABC560626MDFLRN01",
				"currentPromoterBpId": "bp1", "cnca": map[string]any{"code": tt.code}})
			gw := &fakeChecker{e: tt.gw, err: tt.gwErr}
			s := &cnca.Service{Store: st, Gateway: gw}
			v, err := s.Validate(ctx, tt.caller, "F1")
			checkOutcome(t, st, err, tt.want, tt.wantCode)
			if gw.calls != tt.wantCalls {
				t.Fatalf("gateway calls %d, want %d", gw.calls, tt.wantCalls)
			}
			if err != nil {
				return
			}
			if string(v.Code) != tt.wantCode || v.Outcome != tt.wantOutcome || v.Label == "" {
				t.Fatalf("validation = %+v; want code %s outcome %s", v, tt.wantCode, tt.wantOutcome)
			}
			if tt.wantOutcome == "ready" {
				var ids []string
				_ = st.Get(ctx, "requests/F1/cnca/creditIds", &ids)
				if len(ids) != 2 || ids[0] != "C1" {
					t.Fatalf("creditIds = %v", ids)
				}
			}
		})
	}
	s := &cnca.Service{Store: memstore.New(), Gateway: &fakeChecker{}}
	if _, err := s.Validate(ctx, owner, "nope"); !errors.Is(err, cnca.ErrNotFound) {
		t.Fatalf("unknown folio: %v", err)
	}
	if _, err := s.Validate(ctx, owner, "bad/path"); !errors.Is(err, cnca.ErrNotFound) {
		t.Fatalf("bad folio id: %v", err)
	}
}

// The service decides on the folio the access policy read and handed over,
// not on a second read of its own.
func TestService_Validate_HandedFolio(t *testing.T) {
	s := &cnca.Service{Store: memstore.New()}
	c := cnca.Caller{BpID: "100", CNCA: true, Folio: map[string]any{"status": string(folio.StatusInternalCNCAProcess), "currentPromoterBpId": "100",
		"cnca": map[string]any{"code": "E0002"}}}
	v, err := s.Validate(context.Background(), c, "R1")
	if err != nil || v.Code != "E0002" {
		t.Fatalf("Validate = %+v, %v; want the handed folio's E0002", v, err)
	}
	if _, err := s.Validate(context.Background(), cnca.Caller{BpID: "100", CNCA: true}, "R1"); !errors.Is(err, cnca.ErrNotFound) {
		t.Fatalf("without a handed folio it reads the store: %v", err)
	}
}

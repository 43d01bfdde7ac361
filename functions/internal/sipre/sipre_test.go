package sipre_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/sipre"
	"oppnp/functions/internal/store/memstore"
)

type fakeGW struct {
	code  string
	err   error
	calls int
}

func (f *fakeGW) SipreDischarge(_ context.Context, folio, curp string, ids []string) (*gateway.Discharge, error) {
	f.calls++
	if f.err != nil {
		return nil, f.err
	}
	return &gateway.Discharge{DischargeID: "D1", Code: f.code, Discharged: []string{"C1"}}, nil
}

func TestService_Discharge(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name     string
		now      time.Time
		caller   sipre.Caller
		code     string
		gw       *fakeGW
		want     error
		wantCode string
		wantCall int
	}{
		{name: "full discharge", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, wantCode: "E0004", wantCall: 1},
		{name: "partial", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0003", gw: &fakeGW{code: "E0005"}, wantCode: "E0005", wantCall: 1},
		{name: "out of hours never calls", now: mx(22, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrOutOfHours, wantCode: "E0002"},
		{name: "gateway refuses hours", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{err: &gateway.APIError{Status: 503, Code: "SIPRE_CLOSED"}}, want: sipre.ErrOutOfHours, wantCode: "E0003", wantCall: 1},
		{name: "gateway down keeps E0003", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{err: gateway.ErrUnreachable}, want: sipre.ErrFailed, wantCode: "E0003", wantCall: 1},
		{name: "other promoter", now: mx(10, 0), caller: sipre.Caller{BpID: "bp2", CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrForbidden, wantCode: "E0002"},
		{name: "admin may", now: mx(10, 0), caller: sipre.Caller{BpID: "adm", Admin: true, CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, wantCode: "E0004", wantCall: 1},
		{name: "forged cookie: no cnca claim", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1"}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrNoAccess, wantCode: "E0002"},
		{name: "no cnca claim is forbidden", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1"}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrForbidden, wantCode: "E0002"},
		{name: "admin without cnca claim", now: mx(10, 0), caller: sipre.Caller{BpID: "adm", Admin: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrNoAccess, wantCode: "E0002"},
		{name: "no claim out of hours is still forbidden", now: mx(22, 0), caller: sipre.Caller{BpID: "bp1"}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrForbidden, wantCode: "E0002"},
		{name: "resume partial discharge", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0005", gw: &fakeGW{code: "E0004"}, wantCode: "E0004", wantCall: 1},
		{name: "at 8:00 sharp", now: mx(8, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, wantCode: "E0004", wantCall: 1},
		{name: "at 7:59", now: mx(7, 59), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0002", gw: &fakeGW{code: "E0004"}, want: sipre.ErrOutOfHours, wantCode: "E0002"},
		{name: "at 21:30", now: mx(21, 30), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0003", gw: &fakeGW{code: "E0004"}, want: sipre.ErrOutOfHours, wantCode: "E0003"},
		{name: "already discharged", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0004", gw: &fakeGW{code: "E0004"}, want: sipre.ErrNotCNCA, wantCode: "E0004"},
		{name: "awaiting biometric", now: mx(10, 0), caller: sipre.Caller{BpID: "bp1", CNCA: true}, code: "E0001", gw: &fakeGW{code: "E0004"}, want: sipre.ErrNotCNCA, wantCode: "E0001"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			_ = st.Set(ctx, "requests/F1", map[string]any{"status": "internalCNCAProcess", "curp": "X", "currentPromoterBpId": "bp1", "cnca": map[string]any{"code": tt.code}})
			s := &sipre.Service{Store: st, Gateway: tt.gw, Clock: clock.Func(func() time.Time { return tt.now })}
			_, err := s.Discharge(ctx, tt.caller, "F1")
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			var code string
			_ = st.Get(ctx, "requests/F1/cnca/code", &code)
			if code != tt.wantCode || tt.gw.calls != tt.wantCall {
				t.Fatalf("code %s calls %d; want %s %d", code, tt.gw.calls, tt.wantCode, tt.wantCall)
			}
		})
	}
	s := &sipre.Service{Store: memstore.New(), Gateway: &fakeGW{}, Clock: clock.Func(func() time.Time { return mx(10, 0) })}
	if _, err := s.Discharge(ctx, sipre.Caller{BpID: "adm", Admin: true, CNCA: true}, "nope"); !errors.Is(err, sipre.ErrNotFound) {
		t.Fatalf("unknown folio: %v", err)
	}
}

type slowGW struct {
	started, release chan struct{}
	calls            int
}

func (g *slowGW) SipreDischarge(context.Context, string, string, []string) (*gateway.Discharge, error) {
	g.calls++
	close(g.started)
	<-g.release
	return &gateway.Discharge{Code: "E0004"}, nil
}

func TestService_Discharge_DoubleClick(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	_ = st.Set(ctx, "requests/F1", map[string]any{"status": "internalCNCAProcess", "curp": "X", "currentPromoterBpId": "bp1", "cnca": map[string]any{"code": "E0002"}})
	gw := &slowGW{started: make(chan struct{}), release: make(chan struct{})}
	s := &sipre.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return mx(10, 0) })}
	done := make(chan error)
	go func() { _, err := s.Discharge(ctx, sipre.Caller{BpID: "bp1", CNCA: true}, "F1"); done <- err }()
	<-gw.started
	if _, err := s.Discharge(ctx, sipre.Caller{BpID: "bp1", CNCA: true}, "F1"); !errors.Is(err, sipre.ErrInProgress) {
		t.Fatalf("second click: %v", err)
	}
	close(gw.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	_ = st.Get(ctx, "requests/F1/cnca", &c)
	if gw.calls != 1 || c["code"] != "E0004" || c["inFlight"] != nil {
		t.Fatalf("calls %d, cnca %v", gw.calls, c)
	}
}

type idsGW struct{ ids []string }

func (g *idsGW) SipreDischarge(_ context.Context, _, _ string, ids []string) (*gateway.Discharge, error) {
	g.ids = ids
	return &gateway.Discharge{Code: "E0004"}, nil
}

// The credits to discharge reach SIPRE in order whichever shape the
// database answered cnca/creditIds in: an array (dense keys) or an object
// keyed by index.
func TestService_Discharge_CreditIDs(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name    string
		credits any
		want    []string
	}{
		{"array", []any{"C1", "C2", "C3"}, []string{"C1", "C2", "C3"}},
		{"object keyed by index", map[string]any{"2": "C3", "0": "C1", "1": "C2"}, []string{"C1", "C2", "C3"}},
		{"sparse object", map[string]any{"0": "C1", "10": "C11"}, []string{"C1", "C11"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			_ = st.Set(ctx, "requests/F1", map[string]any{"status": "internalCNCAProcess", "curp": "X", "currentPromoterBpId": "bp1",
				"cnca": map[string]any{"code": "E0002", "creditIds": tt.credits}})
			gw := &idsGW{}
			s := &sipre.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return mx(10, 0) })}
			if _, err := s.Discharge(ctx, sipre.Caller{BpID: "bp1", CNCA: true}, "F1"); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(gw.ids, tt.want) {
				t.Errorf("SIPRE got %v, want %v", gw.ids, tt.want)
			}
		})
	}
}

// A value off the contract reads as absent and the rest of the folio
// decides: an unrelated one does not stop the discharge, and one the
// decision needs fails closed.
func TestService_Discharge_OffContract(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name  string
		extra map[string]any
		want  error
		calls int
	}{
		{"an unrelated value", map[string]any{"offer": "not an object"}, nil, 1},
		{"the promoter as a number", map[string]any{"currentPromoterBpId": 7}, sipre.ErrForbidden, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			f := map[string]any{"status": "internalCNCAProcess", "curp": "X", "currentPromoterBpId": "bp1", "cnca": map[string]any{"code": "E0002"}}
			for k, v := range tt.extra {
				f[k] = v
			}
			_ = st.Set(ctx, "requests/F1", f)
			gw := &fakeGW{code: "E0004"}
			s := &sipre.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return mx(10, 0) })}
			if _, err := s.Discharge(ctx, sipre.Caller{BpID: "bp1", CNCA: true}, "F1"); !errors.Is(err, tt.want) || gw.calls != tt.calls {
				t.Fatalf("err = %v, calls %d; want %v, %d", err, gw.calls, tt.want, tt.calls)
			}
		})
	}
}

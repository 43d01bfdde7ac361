package trigger_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/trigger"
)

type fakeGW struct {
	mu       sync.Mutex
	sms      []string
	bio      []string
	cox      int
	coxFails int
	coxDown  int      // calls that time out before coxFails apply
	coxKeys  []string // idempotency keys, one per call
	booked   bool     // a submission COX accepted (answered or not)
	lost     int      // accepted submissions whose answer is lost
	statuses int      // COXStatus calls
	smsDelay time.Duration
	smsDown  int               // SMS calls that fail before one is accepted
	smsKeys  map[string]string // reference of the first SMS per key
	smsLost  int               // keyed SMS accepted whose answer is lost
	// smsRefused SMS calls the provider answers with an error (texts nothing).
	smsRefused int
}

func (f *fakeGW) SendSMS(ctx context.Context, phone, msg string) (string, error) {
	select {
	case <-time.After(f.smsDelay):
	case <-ctx.Done():
		return "", ctx.Err()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.smsDown > 0 {
		f.smsDown--
		return "", gateway.ErrUnreachable
	}
	if f.smsRefused > 0 {
		f.smsRefused--
		return "", &gateway.APIError{Status: 503, Code: "SIMULATED_FAULT", Message: "Falla simulada"}
	}
	f.sms = append(f.sms, msg)
	return "m1", nil
}

// SendSMSOnce is SendSMS once per key, as the simulator: a key seen
// before answers the first send's reference and texts nothing.
func (f *fakeGW) SendSMSOnce(ctx context.Context, sms gateway.SMS) (gateway.SMSSent, error) {
	f.mu.Lock()
	if ref, ok := f.smsKeys[sms.IdempotencyKey]; ok && sms.IdempotencyKey != "" {
		f.mu.Unlock()
		return gateway.SMSSent{MessageID: "m1", Reference: ref}, nil
	}
	f.mu.Unlock()
	id, err := f.SendSMS(ctx, sms.Phone, sms.Message)
	if err != nil {
		return gateway.SMSSent{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.smsKeys == nil {
		f.smsKeys = map[string]string{}
	}
	f.smsKeys[sms.IdempotencyKey] = sms.Reference
	if f.smsLost > 0 {
		f.smsLost--
		return gateway.SMSSent{}, gateway.ErrUnreachable
	}
	return gateway.SMSSent{MessageID: id, Reference: sms.Reference}, nil
}

func (f *fakeGW) SubmitBiometric(_ context.Context, folio, curp, cb string) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.bio = append(f.bio, cb)
	return "B1", nil
}

func (f *fakeGW) SubmitCOX(_ context.Context, folio, curp, pb string, amount float64, key string) (*gateway.COXReceipt, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.cox++
	f.coxKeys = append(f.coxKeys, key)
	if f.cox <= f.coxDown {
		return nil, gateway.ErrUnreachable
	}
	if f.cox-f.coxDown <= f.coxFails {
		return nil, &gateway.APIError{Status: 502, Code: "COX_ERROR", Message: "COX no disponible", ProbankNumber: "PB-1"}
	}
	f.booked = true
	if f.lost > 0 {
		f.lost--
		return nil, gateway.ErrUnreachable
	}
	return &gateway.COXReceipt{CoxID: "C1", ProbankNumber: "PB-1", Status: "RECIBIDO"}, nil
}

func (f *fakeGW) COXStatus(_ context.Context, folio string) (*gateway.COXState, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.statuses++
	if !f.booked {
		return &gateway.COXState{Folio: folio}, nil
	}
	return &gateway.COXState{Folio: folio, Booked: true, CoxID: "C1", ProbankNumber: "PB-1"}, nil
}

// completeReq is req with every customer step of a signature link (action
// 2) done, as folio.COXMissing asks before COX.
func completeReq(status, by string) map[string]any {
	r := req(status, by)
	r["link"] = map[string]any{"id": "L1", "action": 2.0}
	r["customerSteps"] = map[string]any{
		"consent":   map[string]any{"done": true, "customField": 1013.0},
		"otp":       map[string]any{"done": true, "customField": 1014.0},
		"biometric": map[string]any{"result": "ACEPTADO", "gatewayId": "BIO-1"},
		"signature": map[string]any{"done": true, "gatewayId": "DOC-9"},
	}
	return r
}

// registerSignature puts evidence/R1/signature as the functions register it.
func registerSignature(t *testing.T, st *memstore.Store) {
	t.Helper()
	if err := st.Set(context.Background(), "evidence/R1/signature", map[string]any{"gatewayId": "DOC-9", "sha256": strings.Repeat("a", 64)}); err != nil {
		t.Fatal(err)
	}
}

func setup(t *testing.T) (*trigger.Handler, *memstore.Store, *fakeGW) {
	t.Helper()
	st, gw := memstore.New(), &fakeGW{}
	now := time.UnixMilli(1_000_000)
	_ = st.Set(context.Background(), "roles/100", map[string]any{"name": "Promotor"})
	return &trigger.Handler{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return now }), Wall: clock.Func(func() time.Time { return now }), PublicURL: "http://app",
		LinkTTL: func(context.Context) time.Duration { return time.Hour }}, st, gw
}

func req(status, by string) map[string]any {
	return map[string]any{"id": "R1", "status": status, "lastUpdateBy": by, "curp": "CURP", "client": map[string]any{"phone": "5512345678"}}
}

// event is the write of requests/R1 from before to after as the functions
// host hands it over: both sides as stored and in the contract's types.
func event(t *testing.T, id string, at time.Time, before, after map[string]any) trigger.Event {
	t.Helper()
	b, err := folio.FromTree(before)
	if err != nil {
		t.Fatal(err)
	}
	a, err := folio.FromTree(after)
	if err != nil {
		t.Fatal(err)
	}
	return trigger.Event{ID: id, Time: at, RequestID: "R1", Before: b, After: a, BeforeTree: before, AfterTree: after}
}

// write stores after and delivers the event, as the functions host would.
// writeFrom stores folio R1 at before, then writes its move to after.
func writeFrom(t *testing.T, h *trigger.Handler, st *memstore.Store, id string, before, after map[string]any) {
	t.Helper()
	if err := st.Set(context.Background(), "requests/R1", before); err != nil {
		t.Fatal(err)
	}
	write(t, h, st, id, before, after)
}

func write(t *testing.T, h *trigger.Handler, st *memstore.Store, id string, before, after map[string]any) {
	t.Helper()
	ctx := context.Background()
	var cur map[string]any
	_ = st.Get(ctx, "requests/R1", &cur)
	for k, v := range after {
		if cur == nil {
			cur = map[string]any{}
		}
		cur[k] = v
	}
	_ = st.Set(ctx, "requests/R1", cur)
	deliver(t, h, id, before, cur)
}

// deliver hands the event to the handler again (a redelivery).
func deliver(t *testing.T, h *trigger.Handler, id string, before, after map[string]any) {
	t.Helper()
	if err := h.Handle(context.Background(), event(t, id, time.UnixMilli(900_000), before, after)); err != nil {
		t.Fatal(err)
	}
}

func TestHandle_CustomerLinkOnceAndHistory(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("documents", "bp:100")
	_ = st.Set(ctx, "requests/R1", before)
	after := req("waitingProcessCustomer", "bp:100")
	write(t, h, st, "ev-1", before, after)
	var r1 map[string]any
	_ = st.Get(ctx, "requests/R1", &r1)
	deliver(t, h, "ev-1", before, after) // redelivery
	var r2 map[string]any
	_ = st.Get(ctx, "requests/R1", &r2)
	if len(gw.sms) != 1 {
		t.Fatalf("SMS sent %d times", len(gw.sms))
	}
	uuid, _ := r1["uuid"].(string)
	if uuid == "" || r2["uuid"] != uuid || !strings.Contains(gw.sms[0], "http://app/folio/") || linkIDIn(gw.sms[0]) != uuid {
		t.Fatalf("uuid %q / %v, sms %q", uuid, r2["uuid"], gw.sms[0])
	}
	l := r1["link"].(map[string]any)
	if l["action"] != float64(1) || l["expiresAt"] != float64(1_000_000+3_600_000) {
		t.Fatalf("link %v", l)
	}
	var hist map[string]map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if len(hist) != 1 {
		t.Fatalf("history %v", hist)
	}
	for _, e := range hist {
		if e["from"] != "documents" || e["to"] != "waitingProcessCustomer" || e["by"] != "bp:100" || e["role"] != "Promotor" || e["at"] != float64(900_000) {
			t.Fatalf("history entry %v", e)
		}
	}
	// Same status again (double click) is no transition.
	write(t, h, st, "ev-2", after, after)
	if len(gw.sms) != 1 {
		t.Fatalf("double click sent another SMS")
	}
}

func TestHandle_BiometricCallbackAndLinkUsed(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("waitingProcessCustomer", "link:u1")
	before["link"] = map[string]any{"action": 1, "expiresAt": 2_000_000}
	writeFrom(t, h, st, "ev-b", before, map[string]any{"status": "bioprocess", "lastUpdateBy": "link:u1"})
	deliver(t, h, "ev-b", before, map[string]any{"status": "bioprocess", "lastUpdateBy": "link:u1", "link": before["link"]})
	if len(gw.bio) != 1 {
		t.Fatalf("biometric submitted %d times", len(gw.bio))
	}
	// bioprocess is still the link's stage: the customer follows the result.
	var used float64
	if err := st.Get(ctx, "requests/R1/link/usedAt", &used); err == nil {
		t.Fatalf("link marked used while the customer waits for the result")
	}
	u, _ := url.Parse(gw.bio[0])
	token := u.Query().Get("token")
	if u.Path != "/api/biometrics/result" || u.Query().Get("requestId") != "R1" || token == "" {
		t.Fatalf("callback %s", gw.bio[0])
	}
	if err := h.BiometricResult(ctx, "R1", "wrong", "ACEPTADO"); !errors.Is(err, trigger.ErrCallbackForbidden) {
		t.Fatalf("wrong token: %v", err)
	}
	if err := h.BiometricResult(ctx, "R1", token, "QUIZAS"); !errors.Is(err, trigger.ErrBadResult) {
		t.Fatalf("bad result: %v", err)
	}
	if err := h.BiometricResult(ctx, "R1", token, "RECHAZADO"); err != nil {
		t.Fatal(err)
	}
	if err := h.BiometricResult(ctx, "R1", token, "ACEPTADO"); err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	_ = st.Get(ctx, "requests/R1", &r)
	steps := r["customerSteps"].(map[string]any)["biometric"].(map[string]any)
	if r["status"] != "rejectionBiometric" || r["lastUpdateBy"] != "functions" || steps["result"] != "RECHAZADO" || steps["gatewayId"] != "B1" {
		t.Fatalf("after callbacks: %v", r)
	}
	// The result ends the link's stage.
	deliver(t, h, "ev-r", map[string]any{"status": "bioprocess", "lastUpdateBy": "link:u1", "link": before["link"]}, r)
	if err := st.Get(ctx, "requests/R1/link/usedAt", &used); err != nil {
		t.Fatalf("link not marked used after the result: %v", err)
	}
}

func TestHandle_COXFailureThenResend(t *testing.T) {
	h, st, gw := setup(t)
	gw.coxFails = 1
	ctx := context.Background()
	registerSignature(t, st)
	before := completeReq("signature", "link:u1")
	before["offer"] = map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}}}
	writeFrom(t, h, st, "ev-c1", before, map[string]any{"status": "sentCOX", "lastUpdateBy": "link:u1"})
	deliver(t, h, "ev-c1", before, map[string]any{"status": "sentCOX", "lastUpdateBy": "link:u1"}) // redelivery
	var r map[string]any
	_ = st.Get(ctx, "requests/R1", &r)
	if gw.cox != 1 || r["status"] != "errorSentCOX" || r["probankNumber"] != "PB-1" {
		t.Fatalf("cox calls %d, request %v", gw.cox, r)
	}
	var e map[string]any
	// The entry carries the folio's branch: the rules show it to that branch's admins only.
	if err := st.Get(ctx, "errors/cox/PB-1", &e); err != nil || e["attended"] != false || e["requestId"] != "R1" || e["message"] != "COX no disponible" || e["branch"] != "SUC-0101" {
		t.Fatalf("error record %v %v", e, err)
	}
	// The functions' own status write is an event too: errorSentCOX by functions.
	write(t, h, st, "ev-c2", map[string]any{"status": "sentCOX"}, map[string]any{})
	// Staff resends.
	prev := map[string]any{"status": "errorSentCOX"}
	write(t, h, st, "ev-c3", prev, map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:100"})
	_ = st.Get(ctx, "requests/R1", &r)
	if gw.cox != 2 || r["status"] != "complete" || r["coxId"] != "C1" {
		t.Fatalf("after resend: calls %d, %v", gw.cox, r)
	}
}

func TestHandle_CNCAFolioStartsAwaitingBiometric(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := req("quoterResult", "bp:100")
	writeFrom(t, h, st, "ev-cnca", before, map[string]any{"status": "internalCNCAProcess", "lastUpdateBy": "bp:100"})
	var code string
	if err := st.Get(ctx, "requests/R1/cnca/code", &code); err != nil || code != "E0001" {
		t.Fatalf("cnca.code = %q, %v", code, err)
	}
	// A folio that already carries a code keeps it.
	_ = st.Set(ctx, "requests/R1/cnca/code", "E0003")
	write(t, h, st, "ev-cnca-2", map[string]any{"status": "quoterResult"}, map[string]any{"status": "internalCNCAProcess"})
	_ = st.Get(ctx, "requests/R1/cnca/code", &code)
	if code != "E0003" {
		t.Fatalf("existing code overwritten: %s", code)
	}
}

func TestHandle_LinkActions(t *testing.T) {
	tests := []struct {
		name       string
		from, to   string
		requested  any
		wantAction float64
		wantPath   string
	}{
		{"documents to reprocess", "fileValidation", "documentsReprocessing", nil, 5, "/documentos"},
		{"signature by default", "validation", "sentForSignature", nil, 2, "/bienvenida"},
		{"video requested", "validation", "sentForSignature", 3.0, 3, "/bienvenida-video"},
		{"signature and video", "validation", "sentForSignature", 4.0, 4, "/bienvenida"},
		{"invalid request falls back", "validation", "sentForSignature", 9.0, 2, "/bienvenida"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, st, gw := setup(t)
			ctx := context.Background()
			before := req(tt.from, "bp:100")
			_ = st.Set(ctx, "requests/R1", before)
			after := map[string]any{"status": tt.to, "lastUpdateBy": "bp:100"}
			if tt.requested != nil {
				after["requestedAction"] = tt.requested
			}
			write(t, h, st, "ev-"+tt.name, before, after)
			var l map[string]any
			_ = st.Get(ctx, "requests/R1/link", &l)
			var uuid string
			_ = st.Get(ctx, "requests/R1/uuid", &uuid)
			if l["action"] != tt.wantAction || len(gw.sms) != 1 || !strings.Contains(gw.sms[0], "/folio/"+credentialIn(gw.sms[0])+tt.wantPath+" ") || linkIDIn(gw.sms[0]) != uuid {
				t.Fatalf("link %v, sms %v", l, gw.sms)
			}
		})
	}
}

func TestHandle_HistoryReason(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := req("fileValidation", "bp:100")
	before["statusReason"] = "old"
	writeFrom(t, h, st, "ev-r1", before, map[string]any{"status": "validation", "lastUpdateBy": "bp:100"})
	write(t, h, st, "ev-r2", map[string]any{"status": "validation", "statusReason": "old"},
		map[string]any{"status": "incidence", "lastUpdateBy": "bp:100", "statusReason": "INE ilegible"})
	var hist map[string]map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if hist["ev-r1"]["reason"] != nil || hist["ev-r2"]["reason"] != "INE ilegible" {
		t.Fatalf("history %v", hist)
	}
}

func TestResubmitBiometric(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	_ = st.Set(ctx, "requests/R1", req("fileValidation", "functions"))
	if err := h.ResubmitBiometric(ctx, "R1", "a1"); !errors.Is(err, trigger.ErrNotAwaitingBiometric) {
		t.Fatalf("not in bioprocess: %v", err)
	}
	_ = st.Set(ctx, "requests/R1", req("bioprocess", "link:u1"))
	for i := 0; i < 2; i++ { // a double click with the same attempt id
		if err := h.ResubmitBiometric(ctx, "R1", "a1"); err != nil {
			t.Fatal(err)
		}
	}
	if len(gw.bio) != 1 {
		t.Fatalf("submitted %d times", len(gw.bio))
	}
	u, _ := url.Parse(gw.bio[0])
	if err := h.BiometricResult(ctx, "R1", u.Query().Get("token"), "ACEPTADO"); err != nil {
		t.Fatal(err)
	}
	if err := h.ResubmitBiometric(ctx, "R1", "a2"); !errors.Is(err, trigger.ErrNotAwaitingBiometric) {
		t.Fatalf("after the result: %v", err)
	}
}

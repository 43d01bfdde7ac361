package trigger_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/trigger"
)

func TestDiff(t *testing.T) {
	tests := []struct {
		name          string
		before, after map[string]any
		wantPaths     []string
		wantChanges   map[string]any
	}{
		{"a field edit", map[string]any{"status": "quoter", "curp": "GODE561231MDFMZM01", "offer": map[string]any{"quoter": map[string]any{"amount": 1000.0}}},
			map[string]any{"status": "quoter", "curp": "PELJ800101HDFRPN09", "offer": map[string]any{"quoter": map[string]any{"amount": 2000}}},
			[]string{"curp", "offer/quoter/amount"},
			map[string]any{"curp": map[string]any{"from": "GODE******01", "to": "PELJ******09"},
				"offer|quoter|amount": map[string]any{"from": 1000.0, "to": 2000}}},
		{"an added object and a removed leaf", map[string]any{"status": "documents", "statusReason": "x"},
			map[string]any{"status": "documents", "client": map[string]any{"names": "Juan", "phone": "5512345678"}},
			[]string{"client/names", "client/phone", "statusReason"},
			map[string]any{"client|names": map[string]any{"to": "J***"}, "client|phone": map[string]any{"to": "******5678"},
				"statusReason": map[string]any{"from": "x"}}},
		{"the same number written as int and float", map[string]any{"n": 1.0}, map[string]any{"n": 1}, nil, map[string]any{}},
		{"created", nil, map[string]any{"status": "quoter"}, []string{"status"}, map[string]any{"status": map[string]any{"to": "quoter"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			paths, changes := trigger.Diff(tt.before, tt.after)
			if !reflect.DeepEqual(paths, tt.wantPaths) || !reflect.DeepEqual(changes, tt.wantChanges) {
				t.Fatalf("got %v %v\nwant %v %v", paths, changes, tt.wantPaths, tt.wantChanges)
			}
		})
	}
}

func TestMaskValue(t *testing.T) {
	long := string(make([]byte, 300))
	tests := []struct {
		path string
		in   any
		want any
	}{
		{"curp", "GODE561231MDFMZM01", "GODE******01"},
		{"rfc", "GODE561231AB1", "GODE******B1"},
		{"client/names", "María José", "M*** J***"},
		{"client/firstLastName", "Gómez", "G***"},
		{"client/birthDate", "1956-12-31", "******"},
		{"client/nss", "12345678901", "******8901"},
		{"client/email", "maria@correo.mx", "m***@correo.mx"},
		{"client/ocr", "1234567890123", "******0123"},
		{"client/electorCode", "GOMZMR56123109M100", "******M100"},
		{"client/ineNumber", "07", "******"},
		{"client/gender", "F", "F"},
		{"client/updatedAt", 1700000000000.0, "******"},
		{"contact/mobilePhone", "5512345678", "******5678"},
		{"contact/street", "Av. Reforma 1", "******"},
		{"deposit/clabe", "012180001234567891", "******7891"},
		{"deposit/accountNumber", 1234567890123456.0, "******3456"},
		{"deposit/bankCode", "012", "012"},
		{"employmentData/employeeNumber", "E-00123", "******0123"},
		{"references/ref1/names", "Pedro Páramo", "P*** P***"},
		{"references/ref1/relationship", "Hermano", "******"},
		{"currentPromoterBpId", "1000000001", "******0001"},
		{"lists/client", "1000000001|PELJ800101HDFRPN09", "******"},
		{"offer/quoter/agreement/name", "Gobierno del Estado", "Gobierno del Estado"},
		{"offer/quoter/amount", 50000.0, 50000.0},
		{"status", "quoter", "quoter"},
		{"customerSteps/signature/image", long, "(300 caracteres)"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			if got := trigger.MaskValue(tt.path, tt.in); got != tt.want {
				t.Errorf("MaskValue(%q, %v) = %v, want %v", tt.path, tt.in, got, tt.want)
			}
		})
	}
}

func TestActor(t *testing.T) {
	after := map[string]any{"lastUpdateBy": "bp:100"}
	tests := []struct {
		name     string
		authType string
		authID   string
		after    map[string]any
		paths    []string
		want     string
	}{
		{"a signed-in writer", trigger.AuthAppUser, "bp:200", after, nil, "bp:200"},
		{"the functions", trigger.AuthAdmin, "", after, []string{"link/usedAt"}, "functions"},
		{"an operator correction", trigger.AuthAdmin, "", map[string]any{"lastUpdateBy": "operator:ana"}, []string{"lastUpdateAt", "status"}, "operator:ana"},
		{"the functions after an operator correction", trigger.AuthAdmin, "", map[string]any{"lastUpdateBy": "operator:ana"}, []string{"uuid"}, "functions"},
		{"the shared operator of old is no operator", trigger.AuthAdmin, "", map[string]any{"lastUpdateBy": "operator"}, []string{"lastUpdateAt", "status"}, "functions"},
		{"no auth information: lastUpdateBy", "unknown", "", after, nil, "bp:100"},
		{"unauthenticated", trigger.AuthNone, "", after, nil, "unauthenticated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := event(t, "ev", time.Time{}, nil, tt.after)
			ev.AuthType, ev.AuthID = tt.authType, tt.authID
			if got := trigger.Actor(ev, tt.paths); got != tt.want {
				t.Errorf("Actor = %q, want %q", got, tt.want)
			}
		})
	}
}

// A promoter's field edit without a status change is in the trail, with
// its actor, role, paths and masked values, and the trigger writes nothing
// back into the folio.
func TestHandle_TrailOfAFieldEdit(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := req("quoter", "bp:100")
	before["lastUpdateAt"] = 500.0
	_ = st.Set(ctx, "requests/R1", before)
	after := req("quoter", "bp:100")
	after["curp"], after["lastUpdateAt"] = "GODE561231MDFMZM01", 900.0
	_ = st.Set(ctx, "requests/R1", after)
	for i := 0; i < 2; i++ { // a redelivery rewrites the same entry
		ev := event(t, "ev-edit", time.Time{}, before, after)
		ev.AuthType, ev.AuthID = trigger.AuthAppUser, "bp:100"
		if err := h.Handle(ctx, ev); err != nil {
			t.Fatal(err)
		}
	}
	var hist map[string]map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	e := hist["ev-edit"]
	if len(hist) != 1 || e["by"] != "bp:100" || e["role"] != "Promotor" || e["from"] != "quoter" || e["to"] != "quoter" || e["reason"] != nil {
		t.Fatalf("trail %v", hist)
	}
	if !reflect.DeepEqual(e["paths"], []any{"curp", "lastUpdateAt"}) && !reflect.DeepEqual(e["paths"], []string{"curp", "lastUpdateAt"}) {
		t.Fatalf("paths %v", e["paths"])
	}
	c := e["changes"].(map[string]any)["curp"].(map[string]any)
	if c["from"] != "******" || c["to"] != "GODE******01" {
		t.Fatalf("curp change %v", c)
	}
	var got map[string]any
	_ = st.Get(ctx, "requests/R1", &got)
	lists := got["lists"]
	delete(got, "lists") // the list keys are the one thing the functions keep in it (lists_test.go)
	if !reflect.DeepEqual(got, after) || lists == nil {
		t.Fatalf("the trigger wrote into the folio: %v (lists %v)", got, lists)
	}
}

// A status change by a customer stamps nothing but the trail: the client's
// own lastUpdateAt stands.
func TestHandle_StatusChangeWritesNoEcho(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := req("fileValidation", "bp:100")
	writeFrom(t, h, st, "ev-v", before, map[string]any{"status": "validation", "lastUpdateAt": 950.0})
	var at float64
	if err := st.Get(ctx, "requests/R1/lastUpdateAt", &at); err != nil || at != 950 {
		t.Fatalf("lastUpdateAt %v %v", at, err)
	}
}

// A write that does not fit the contract's types (an admin write, older
// data) is still in the trail, and its status change still runs.
func TestHandle_FolioOffTheContract(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("documents", "bp:100")
	after := req("waitingProcessCustomer", "bp:100")
	after["curp"] = 12.0
	_ = st.Set(ctx, "requests/R1", after)
	a, err := folio.FromTree(after)
	if !errors.Is(err, folio.ErrShape) || a == nil {
		t.Fatalf("FromTree = %v, %v", a, err)
	}
	b, _ := folio.FromTree(before)
	ev := trigger.Event{ID: "ev-odd", RequestID: "R1", Before: b, After: a, BeforeTree: before, AfterTree: after}
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatal(err)
	}
	var e map[string]any
	_ = st.Get(ctx, "requestHistory/R1/ev-odd", &e)
	if e["to"] != "waitingProcessCustomer" || !reflect.DeepEqual(e["paths"], []any{"curp", "status"}) || len(gw.sms) != 1 {
		t.Fatalf("trail %v, %d SMS", e, len(gw.sms))
	}
}

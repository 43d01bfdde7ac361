package trigger_test

import (
	"context"
	"reflect"
	"testing"

	"oppnp/functions/internal/trigger"
)

// underCorrection is R1 back with the customer on an action-5 link: a CLABE
// correction open, the folio signed and its carta libranza generated.
func underCorrection(clabe string) map[string]any {
	r := completeReq("documentsReprocessing", "link:L5")
	r["deposit"] = map[string]any{"paymentMethod": 6.0, "clabe": clabe}
	r["documents"] = map[string]any{"carta-libranza": map[string]any{"status": "uploaded", "gatewayId": "1234-5678-901"}}
	r["letterLibranza"] = map[string]any{"letterFolio": "1234-5678-901", "status": "GENERADA"}
	r["correction"] = map[string]any{"open": true, "writer": "customer", "reason": "CLABE",
		"items": map[string]any{"clabe": "requested", "phone": "requested"}, "requestedBy": "A1"}
	return r
}

func TestHandle_CorrectionOfASignedTermVoidsSignatureAndLetter(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := underCorrection("032180000118359719")
	_ = st.Set(ctx, "requests/R1", before)
	after := underCorrection("012180001234567897")
	write(t, h, st, "ev-c1", before, after)
	deliver(t, h, "ev-c1", before, after) // a redelivery writes the same

	var got map[string]any
	_ = st.Get(ctx, "requests/R1", &got)
	steps := got["customerSteps"].(map[string]any)
	if _, ok := steps["signature"]; ok {
		t.Errorf("the signature survived the CLABE correction: %v", steps)
	}
	if docs, _ := got["documents"].(map[string]any); docs["carta-libranza"] != nil {
		t.Errorf("the letter survived: %v", docs)
	}
	if s := got["letterLibranza"].(map[string]any)["status"]; s != "ANULADA" {
		t.Errorf("letter status %v", s)
	}
	c := got["correction"].(map[string]any)
	if items := c["items"].(map[string]any); items["clabe"] != "corrected" || items["phone"] != "requested" {
		t.Errorf("items %v: only the changed item is corrected", items)
	}
	if c["voidedAt"] == nil {
		t.Error("no voidedAt")
	}

	var hist map[string]map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if len(hist) != 2 {
		t.Fatalf("trail %v: want the customer's write and the void", hist)
	}
	w, v := hist["ev-c1"], hist["ev-c1_void"]
	if w["by"] != "link:L5" || !reflect.DeepEqual(w["changes"], map[string]any{
		"deposit|clabe": map[string]any{"from": "******9719", "to": "******7897"}}) {
		t.Errorf("the customer's entry %v: who, before and after, masked", w)
	}
	if v["by"] != trigger.FunctionsUID || v["reason"] != trigger.VoidReason {
		t.Errorf("void entry %v", v)
	}
	changes := v["changes"].(map[string]any)
	for _, k := range []string{"customerSteps|signature|gatewayId", "documents|carta-libranza|gatewayId", "letterLibranza|status"} {
		if c, ok := changes[k].(map[string]any); !ok || c["from"] == nil || c["to"] != nil {
			t.Errorf("void entry keeps %s as it was: %v", k, changes[k])
		}
	}
}

func TestHandle_CorrectionOfAnUnsignedTermKeepsTheSignature(t *testing.T) {
	h, st, _ := setup(t)
	ctx := context.Background()
	before := underCorrection("032180000118359719")
	_ = st.Set(ctx, "requests/R1", before)
	after := underCorrection("032180000118359719")
	after["client"] = map[string]any{"phone": "5599998888"}
	write(t, h, st, "ev-c2", before, after)

	var got map[string]any
	_ = st.Get(ctx, "requests/R1", &got)
	if got["customerSteps"].(map[string]any)["signature"] == nil {
		t.Error("a phone correction voided the signature")
	}
	if items := got["correction"].(map[string]any)["items"].(map[string]any); items["phone"] != "corrected" || items["clabe"] != "requested" {
		t.Errorf("items %v", items)
	}
	var hist map[string]map[string]any
	_ = st.Get(ctx, "requestHistory/R1", &hist)
	if _, ok := hist["ev-c2_void"]; ok || len(hist) != 1 {
		t.Errorf("trail %v: no void entry", hist)
	}
}

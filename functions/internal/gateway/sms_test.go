package gateway_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	sim "oppnp/emulators/gateway"
	"oppnp/functions/internal/gateway"
)

// SendSMSOnce against the simulator: the key texts once, and the replayed
// answer names the first message's reference; without a key every send
// texts.
func TestClient_SendSMSOnce(t *testing.T) {
	srv, err := sim.New(sim.Config{})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.Close(); srv.Close() })
	c := &gateway.Client{BaseURL: hs.URL, ClientID: sim.DefaultClientID}
	ctx := context.Background()
	login, err := c.Login(ctx, "promotor1", "Demo.2026")
	if err != nil {
		t.Fatal(err)
	}
	tok := login.Token
	first, err := c.SendSMSOnce(ctx, tok, gateway.SMS{Phone: "5512345601", Message: "uno", IdempotencyKey: "R1-sms-a", Reference: "L1"})
	if err != nil || first.MessageID == "" || first.Reference != "L1" {
		t.Fatalf("first = %+v, %v", first, err)
	}
	again, err := c.SendSMSOnce(ctx, tok, gateway.SMS{Phone: "5512345601", Message: "dos", IdempotencyKey: "R1-sms-a", Reference: "L2"})
	if err != nil || again != first {
		t.Fatalf("same key = %+v, %v; want the first answer %+v", again, err, first)
	}
	if _, err := c.SendSMS(ctx, tok, "5512345601", "tres"); err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("GET", hs.URL+"/sms/outbox?phone=5512345601", nil)
	req.Header.Set("X-IBM-Client-Id", sim.DefaultClientID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			Messages []struct{ Message string } `json:"messages"`
		} `json:"data"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&out)
	if n := len(out.Data.Messages); n != 2 {
		t.Fatalf("%d SMS, want 2 (one per key, one without): %+v", n, out.Data.Messages)
	}
}

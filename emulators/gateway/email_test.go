package gateway_test

import (
	"net/http"
	"testing"
)

// An email sent through /email/send shows in the console's outbox (with
// the SMS), newest first and filterable by recipient, and never in the
// public /sms/outbox.
func TestEmail_Outbox(t *testing.T) {
	e := newEnv(t)
	for _, to := range []string{"a@oppnp.test", "b@oppnp.test"} {
		if r := e.post("/email/send", map[string]any{"to": to, "subject": "Asunto " + to, "body": "Cuerpo"}); r.status != http.StatusAccepted {
			t.Fatalf("send to %s: %d %s", to, r.status, r.raw)
		}
	}
	emails := func(path string) []any {
		l, _ := e.admin(http.MethodGet, path, nil).data()["emails"].([]any)
		return l
	}
	all := emails("/__admin/outbox")
	if len(all) != 2 || all[0].(map[string]any)["to"] != "b@oppnp.test" || all[1].(map[string]any)["subject"] != "Asunto a@oppnp.test" {
		t.Fatalf("outbox emails %v", all)
	}
	if one := emails("/__admin/outbox?to=a@oppnp.test"); len(one) != 1 {
		t.Fatalf("filtered %v", one)
	}
	pub := e.do(call{method: http.MethodGet, path: "/sms/outbox", noAuth: true, noDevice: true})
	if _, leaked := pub.data()["emails"]; leaked || pub.status != http.StatusOK {
		t.Fatalf("public SMS outbox: %d %s", pub.status, pub.raw)
	}
}

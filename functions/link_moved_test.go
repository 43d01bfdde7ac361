package functions_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/functions"
	"oppnp/functions/internal/link"
)

// TestResendLink_LinkMoved drives the staff's "Reenviar enlace" (POST
// /api/requests/{id}/link) over HTTP, with the api in this process so the
// race is placed exactly: another link becomes the folio's between the
// resend's read of the folio's link and its write of its own. The staff
// member is told with 409 LINK_MOVED and its Spanish message, no SMS
// carries the resend's link (the customer holds the link that moved in),
// and the resend's link is closed; beside it, the same resend with
// nothing in between texts its link.
func TestResendLink_LinkMoved(t *testing.T) {
	emutest.SkipShort(t, "starts the emulator suite")
	suite := emutest.Start(t, emutest.Options{Services: []string{"database", "auth", "gateway", "ui"}})
	_, dbPort, _ := strings.Cut(suite.Addrs["database"], ":")
	for k, v := range map[string]string{
		"FIREBASE_DATABASE_EMULATOR_HOST": "localhost:" + dbPort + "?ns=" + ns,
		"FIREBASE_AUTH_EMULATOR_HOST":     suite.Addrs["auth"],
		"GATEWAY_URL":                     suite.URL("gateway"),
		// The console serves the template hosting serves the functions.
		"REMOTE_CONFIG_URL": suite.URL("ui") + "/api/remoteconfig/template",
		"OPPNP_ENV":         "dev",
		"GATEWAY_TIMEOUT":   "5s",
		// The api's instance: the trigger's sweep is not this test's.
		"FUNCTION_TARGET": "api",
	} {
		t.Setenv(k, v)
	}
	var (
		mu   sync.Mutex
		move func()
	)
	api, err := functions.NewAPIForTest(context.Background(), func(context.Context) {
		mu.Lock()
		m := move
		move = nil
		mu.Unlock()
		if m != nil {
			m()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	s := &stack{t: t, suite: suite, api: srv.URL, fn: srv.URL, gw: suite.URL("gateway"),
		db: suite.URL("database"), auth: suite.URL("auth"), console: suite.URL("ui")}
	promoter := s.staff("promotor1")

	tests := []struct {
		name  string
		moved bool
	}{
		{name: "nothing in between: the resend texts its link"},
		{name: "a link moved in between: LINK_MOVED, nothing texted", moved: true},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			phone := fmt.Sprintf("55123476%02d", i)
			id := fmt.Sprintf("R-moved-%d-%d", i, time.Now().UnixNano())
			s.seed(id, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001",
				"curp": "GODE561231MDFMZM01", "client": map[string]any{"phone": phone},
				"offer": map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0203"}}}}})
			first := link.ID(s.seedLink(id, 1, time.Now().Add(time.Hour).UnixMilli(), false))
			var movedIn string
			if tt.moved {
				mu.Lock()
				move = func() {
					// As a concurrent run that made its own link the folio's.
					movedIn = link.ID(s.seedLink(id, 1, time.Now().Add(time.Hour).UnixMilli(), false))
				}
				mu.Unlock()
			}
			sent := len(s.outbox(phone))
			code, out := s.resend(id, promoter)
			mu.Lock()
			if move != nil {
				move = nil
				t.Fatal("the race this test stages did not happen: the resend wrote no link")
			}
			mu.Unlock()
			folioLink := s.getMap("requests/" + id + "/link")
			if !tt.moved {
				lid, _ := out["linkId"].(string)
				if code != 200 || out["sent"] != true || lid == "" {
					t.Fatalf("resend: %d %v", code, out)
				}
				if texts := s.outbox(phone); len(texts) != sent+1 || link.ID(s.smsCredential(phone)) != lid {
					t.Fatalf("texted %d (%d before), want the resend's link %s", len(texts), sent, lid)
				}
				if folioLink["id"] != lid {
					t.Fatalf("folio link %v, want the resend's %s", folioLink, lid)
				}
				return
			}
			if code != 409 || out["code"] != "LINK_MOVED" ||
				out["message"] != "El enlace de esta solicitud acaba de cambiar. Revisa el enlace vigente antes de reenviarlo." {
				t.Fatalf("resend over a moved link: %d %v", code, out)
			}
			if n := len(s.outbox(phone)); n != sent {
				t.Fatalf("%d SMS sent for the resend's stale link, want none", n-sent)
			}
			if folioLink["id"] != movedIn {
				t.Fatalf("folio link %v, want the one that moved in (%s)", folioLink, movedIn)
			}
			var resends []map[string]any
			links, _ := s.get("links").(map[string]any)
			for lid, rec := range links {
				if r, _ := rec.(map[string]any); r["requestId"] == id && lid != first && lid != movedIn {
					resends = append(resends, r)
				}
			}
			if len(resends) != 1 || resends[0]["closedAt"] == nil {
				t.Fatalf("the resend's links %v, want one, closed", resends)
			}
		})
	}
}

package trigger_test

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"

	"oppnp/functions/internal/link"
)

var smsLink = regexp.MustCompile(`/folio/([A-Za-z0-9_-]+)/`)

// credentialIn is the credential an SMS carries.
func credentialIn(sms string) string {
	m := smsLink.FindStringSubmatch(sms)
	if m == nil {
		return ""
	}
	return m[1]
}

// linkIDIn is the link id of the credential an SMS carries.
func linkIDIn(sms string) string { return link.ID(credentialIn(sms)) }

func TestHandle_CustomerLinkKeepsOnlyTheHash(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("documents", "bp:100")
	writeFrom(t, h, st, "ev-1", before, req("waitingProcessCustomer", "bp:100"))
	cred := credentialIn(gw.sms[0])
	id := link.ID(cred)
	var rec link.Record
	if err := st.Get(ctx, "links/"+id, &rec); err != nil {
		t.Fatal(err)
	}
	if !link.WellFormed(cred) || rec.Hash != link.Hash(cred) || rec.RequestID != "R1" || rec.Action != 1 ||
		rec.ExpiresAt != 1_000_000+3_600_000 || rec.CreatedAt != 1_000_000 || rec.ClosedAt != nil {
		t.Fatalf("credential %q record %+v", cred, rec)
	}
	var all map[string]any
	_ = st.Get(ctx, "", &all)
	if strings.Contains(toJSON(t, all), cred) {
		t.Fatal("the database holds the credential in clear")
	}
	var l link.Link
	_ = st.Get(ctx, "requests/R1/link", &l)
	if l.ID != id || l.Action != 1 {
		t.Fatalf("folio link %+v", l)
	}
}

func TestHandler_ResendLink(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before := req("documents", "bp:100")
	writeFrom(t, h, st, "ev-1", before, req("waitingProcessCustomer", "bp:100"))
	first := linkIDIn(gw.sms[0])
	l, err := h.ResendLink(ctx, "R1")
	if err != nil {
		t.Fatal(err)
	}
	second := linkIDIn(gw.sms[1])
	if l.ID != second || second == first || l.Action != 1 {
		t.Fatalf("resent %+v (first %s, sms %s)", l, first, second)
	}
	var old, cur link.Record
	_ = st.Get(ctx, "links/"+first, &old)
	_ = st.Get(ctx, "links/"+second, &cur)
	if old.ClosedAt == nil || cur.ClosedAt != nil {
		t.Fatalf("old %+v new %+v", old, cur)
	}
	var uuid string
	_ = st.Get(ctx, "requests/R1/uuid", &uuid)
	if uuid != second {
		t.Fatalf("uuid %s, want %s", uuid, second)
	}
	for i := 0; i < link.ResendLimit-1; i++ {
		if _, err := h.ResendLink(ctx, "R1"); err != nil {
			t.Fatalf("resend %d: %v", i+2, err)
		}
	}
	if _, err := h.ResendLink(ctx, "R1"); !errors.Is(err, link.ErrTooManyResends) {
		t.Fatalf("resend over the limit: %v", err)
	}
	// The stage ends: the link is closed for the session and the rules.
	after := req("fileValidation", "link:"+uuid)
	var cur2 map[string]any
	_ = st.Get(ctx, "requests/R1", &cur2)
	after["link"] = cur2["link"]
	write(t, h, st, "ev-2", cur2, after)
	var last link.Record
	_ = st.Get(ctx, "links/"+linkIDIn(gw.sms[len(gw.sms)-1]), &last)
	if last.ClosedAt == nil {
		t.Fatalf("link open after its stage: %+v", last)
	}
	if _, err := h.ResendLink(ctx, "R1"); !errors.Is(err, link.ErrNotCurrent) {
		t.Fatalf("resend after the stage: %v", err)
	}
}

func toJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

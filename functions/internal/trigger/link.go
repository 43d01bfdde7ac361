package trigger

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/store"
)

// customerLink issues the folio's customer link for the event and texts it,
// one SMS per transition however often the effect runs (redelivery,
// takeover, reconcile). The marker never holds the credential
// (docs/adr/0030-link-credential-and-staff-revocation.md), so each run
// issues a fresh one; the SMS carries one Idempotency-Key per marker and
// the link id as its reference, so the provider texts the first run's
// message only and tells every later run which link that was
// (docs/adr/0060-side-effects-survive-their-process.md). The marker lists
// the links it issued ("links"): only those may become the folio's link.
func (h *Handler) customerLink(ctx context.Context, ev Event, marker string, action int) error {
	state, done, err := h.claim(ctx, marker, func() (map[string]any, error) {
		return map[string]any{"action": action}, nil
	})
	if err != nil || done {
		return err
	}
	issued := map[string]bool{}
	if m, ok := state["links"].(map[string]any); ok {
		for id := range m {
			issued[id] = true
		}
	}
	l, msgID, err := h.issueLinkOnce(ctx, ev.RequestID, action, ev.After.Phone(), marker, issued)
	if err != nil {
		return err
	}
	fields := map[string]any{"done": true, "linkId": l.ID}
	if msgID == "" {
		fields["sms"] = "sin teléfono"
	} else {
		fields["messageId"] = msgID
	}
	return h.progress(ctx, marker, fields)
}

// SMSKey is the Idempotency-Key of the SMS of a customer link's marker
// (sideEffects/{requestId}/{transition}_{effect}): the same on every run of
// that effect, another for each transition.
func SMSKey(marker string) string {
	parts := strings.Split(marker, "/")
	if len(parts) < 3 {
		return marker
	}
	return parts[1] + "-sms-" + parts[2]
}

// issueLinkOnce is issueLink for the marker's effect. A run that finds the
// folio's link issued by an earlier run of the marker (issued) leaves it
// the folio's link until the provider answers: the phone may already have
// its SMS.
func (h *Handler) issueLinkOnce(ctx context.Context, requestID string, action int, phone, marker string, issued map[string]bool) (*link.Link, string, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	cred, err := link.NewCredential()
	if err != nil {
		return nil, "", err
	}
	// The marker names the link before it exists, and only while this run
	// still holds the lease: a run that stalled past its lease, and was
	// taken over, issues nothing, and every link that exists is one a
	// takeover's confirmation can find and close.
	if err := h.recordLink(ctx, marker, link.ID(cred), issued); err != nil {
		return nil, "", err
	}
	var prev string
	_ = h.Store.Get(ctx, reqPath+"/link/id", &prev)
	// Read again: a run that took over meanwhile may have made its own
	// link the folio's; that one is kept, never closed, here.
	if err := h.markerLinks(ctx, marker, issued); err != nil {
		return nil, "", err
	}
	keep := phone != "" && issued[prev]
	l, err := h.writeLink(ctx, requestID, action, marker, cred, prev, keep)
	if err != nil {
		return nil, "", err
	}
	if phone == "" {
		h.log().WarnContext(ctx, "customer link without phone: no SMS", "requestId", requestID)
		return l, "", nil
	}
	var sent gateway.SMSSent
	err = h.call(ctx, func(ctx context.Context) (err error) {
		sent, err = h.Gateway.SendSMSOnce(ctx, gateway.SMS{Phone: phone, Message: link.SMS(h.PublicURL, cred, action),
			IdempotencyKey: SMSKey(marker), Reference: l.ID})
		return err
	})
	if err != nil {
		var refused *gateway.APIError
		if errors.As(err, &refused) {
			// The provider answered with an error: it texted nothing and
			// keeps no answer for the key, so this link reached no phone.
			// Dropped from the marker and closed, a long outage's runs do
			// not pile up links.
			h.closeUnsent(ctx, marker, l.ID)
		}
		return nil, "", err
	}
	got := sent.Reference
	if got == "" {
		got = l.ID
	}
	issued[l.ID] = true
	if err := h.markerLinks(ctx, marker, issued); err != nil {
		return nil, "", err
	}
	if !issued[got] {
		return nil, "", fmt.Errorf("%w: the SMS of %s names link %q, not one of its own", ErrBadEvent, marker, got)
	}
	if got != l.ID {
		h.log().InfoContext(ctx, "customer link already texted by an earlier run", "requestId", requestID, "linkId", got, "unused", l.ID)
	}
	if l, err = h.confirmLink(ctx, reqPath, got, issued); err != nil {
		return nil, "", err
	}
	h.log().InfoContext(ctx, "customer link sent", "requestId", requestID, "action", action, "linkId", l.ID, "messageId", sent.MessageID)
	return l, sent.MessageID, nil
}

// recordLink adds link id to the marker's links, in a transaction that
// holds only while this delivery holds the marker's lease (ErrLeaseLost
// otherwise), and adds the marker's links as they are now to issued.
func (h *Handler) recordLink(ctx context.Context, marker, id string, issued map[string]bool) error {
	me := holderOf(ctx)
	var now map[string]any
	lost := false
	err := h.Store.Transaction(ctx, marker, func(cur any) (any, error) {
		lost = false
		m, ok := cur.(map[string]any)
		if !ok || m["done"] == true || store.String(m["holder"]) != me.token {
			lost = true
			return nil, store.ErrAbort
		}
		links, _ := m["links"].(map[string]any)
		if links == nil {
			links = map[string]any{}
			m["links"] = links
		}
		links[id] = true
		now = links
		return m, nil
	})
	if err != nil {
		return fmt.Errorf("trigger: record link: %w", err)
	}
	if lost {
		return fmt.Errorf("%w: %s", ErrLeaseLost, marker)
	}
	for k := range now {
		issued[k] = true
	}
	return nil
}

// markerLinks adds the marker's links as they are now to issued: another
// run of the marker may have issued one since this run's claim.
func (h *Handler) markerLinks(ctx context.Context, marker string, issued map[string]bool) error {
	var m map[string]any
	if err := h.Store.Get(ctx, marker+"/links", &m); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("trigger: marker links: %w", err)
	}
	for id := range m {
		issued[id] = true
	}
	return nil
}

// confirmLink records that the phone got link got: the folio's link
// becomes got, stamped sent, unless the folio's link is not one of the
// marker's any more (a staff resend replaced it), and every other link
// of the marker is closed. The caller reads issued from the marker just
// before, so the links of runs that overlapped this one are closed too.
func (h *Handler) confirmLink(ctx context.Context, reqPath, got string, issued map[string]bool) (*link.Link, error) {
	var rec link.Record
	if p, err := store.Join("links", got); err == nil {
		_ = h.Store.Get(ctx, p, &rec)
	}
	at := h.Clock.Now().UnixMilli()
	var replaced string
	err := h.Store.Transaction(ctx, reqPath+"/link", func(cur any) (any, error) {
		replaced = ""
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, store.ErrAbort
		}
		id := store.String(m["id"])
		switch {
		case id == got:
		case issued[id] && rec.RequestID != "":
			replaced = id
			m = map[string]any{"id": got, "action": rec.Action, "expiresAt": rec.ExpiresAt}
		default:
			return nil, store.ErrAbort
		}
		m["sentAt"] = at
		return m, nil
	})
	if err != nil {
		return nil, fmt.Errorf("trigger: link sent: %w", err)
	}
	fields := map[string]any{}
	if replaced != "" {
		fields[reqPath+"/uuid"] = got
	}
	// Every other link of the marker's runs is closed: none reached the phone.
	for id := range issued {
		if id == got {
			continue
		}
		if p, err := store.Join("links", id, "closedAt"); err == nil {
			fields[p] = store.ServerTime
		}
	}
	if len(fields) > 0 {
		if err := h.Store.Update(ctx, "", fields); err != nil {
			return nil, fmt.Errorf("trigger: link sent: %w", err)
		}
	}
	return &link.Link{ID: got, Action: rec.Action, ExpiresAt: rec.ExpiresAt, SentAt: at}, nil
}

// ResendLink issues a new link for the folio's current customer stage (new
// credential and expiry, the old link closed) and texts it: the staff's
// "Reenviar enlace". At most link.ResendLimit per link.ResendWindow.
func (h *Handler) ResendLink(ctx context.Context, requestID string) (*link.Link, error) {
	req, err := store.GetFolio(ctx, h.Store, requestID)
	switch {
	case errors.Is(err, folio.ErrShape):
		h.log().WarnContext(ctx, "folio off the contract", "requestId", requestID, "error", err.Error())
	case err != nil:
		return nil, link.ErrNotCurrent
	}
	cur := linkOf(req)
	if cur == nil || cur.Action == 0 || !folio.InLinkStage(cur.Action, req.Status) {
		return nil, link.ErrNotCurrent
	}
	phone := req.Phone()
	if phone == "" {
		return nil, link.ErrNoPhone
	}
	var quotaErr error
	err = h.Store.Transaction(ctx, "linkResends/"+requestID, func(v any) (any, error) {
		var past []int64
		if m, ok := v.(map[string]any); ok {
			for _, t := range m {
				past = append(past, int64(store.Number(t)))
			}
		}
		keep, err := link.AllowResend(past, h.Clock.Now())
		if err != nil {
			quotaErr = err
			return nil, store.ErrAbort
		}
		out := map[string]any{}
		for i, t := range keep { // not keyed by time: two resends may share a millisecond
			out[fmt.Sprintf("r%d", i)] = t
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	if quotaErr != nil {
		return nil, quotaErr
	}
	l, _, err := h.issueLink(ctx, requestID, cur.Action, phone)
	return l, err
}

// issueLink writes a new link for the folio — links/{linkId}, the folio's
// uuid and link — closes the one it replaces, and texts the credential to
// phone (no SMS without a phone), under the link id as its key. It
// returns the folio's new link and the SMS id.
func (h *Handler) issueLink(ctx context.Context, requestID string, action int, phone string) (*link.Link, string, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	var prev string
	_ = h.Store.Get(ctx, reqPath+"/link/id", &prev)
	cred, err := link.NewCredential()
	if err != nil {
		return nil, "", err
	}
	l, err := h.writeLink(ctx, requestID, action, "", cred, prev, false)
	if err != nil {
		return nil, "", err
	}
	if phone == "" {
		h.log().WarnContext(ctx, "customer link without phone: no SMS", "requestId", requestID)
		return l, "", nil
	}
	var sent gateway.SMSSent
	err = h.call(ctx, func(ctx context.Context) (err error) {
		sent, err = h.Gateway.SendSMSOnce(ctx, gateway.SMS{Phone: phone, Message: link.SMS(h.PublicURL, cred, action),
			IdempotencyKey: requestID + "-sms-" + l.ID, Reference: l.ID})
		return err
	})
	if err != nil {
		return nil, "", err
	}
	if l.SentAt, err = h.markSent(ctx, reqPath, l.ID); err != nil {
		return nil, "", err
	}
	h.log().InfoContext(ctx, "customer link sent", "requestId", requestID, "action", action, "linkId", l.ID, "messageId", sent.MessageID)
	return l, sent.MessageID, nil
}

// writeLink writes links/{linkId} for credential cred. Unless keep, the
// link becomes the folio's (its uuid and link, without sentAt: that waits
// for the provider's acceptance) and closes prev; with keep the folio's
// link stays prev. The record's fields are written one by one, so a
// closedAt a takeover wrote for this link first stays. The folio's link
// is replaced only while it is still prev, in a transaction: a run
// paused after its read, and taken over meanwhile, cannot put its own
// link over the one the customer was texted (ErrLinkMoved; its link is
// closed and taken off marker's links).
func (h *Handler) writeLink(ctx context.Context, requestID string, action int, marker, cred, prev string, keep bool) (*link.Link, error) {
	id := link.ID(cred)
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	ttl := 24 * time.Hour
	if h.LinkTTL != nil {
		ttl = h.LinkTTL(ctx)
	}
	now := h.Clock.Now()
	exp := now.Add(ttl).UnixMilli()
	rec := "links/" + id + "/"
	fields := map[string]any{
		rec + "hash": link.Hash(cred), rec + "requestId": requestID, rec + "action": action,
		rec + "expiresAt": exp, rec + "createdAt": now.UnixMilli(),
	}
	if err := h.Store.Update(ctx, "", fields); err != nil {
		return nil, fmt.Errorf("trigger: write link: %w", err)
	}
	l := &link.Link{ID: id, Action: action, ExpiresAt: exp}
	if keep {
		return l, nil
	}
	moved := false
	err = h.Store.Transaction(ctx, reqPath+"/link", func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if moved = store.String(m["id"]) != prev; moved {
			return nil, store.ErrAbort
		}
		return map[string]any{"id": id, "action": action, "expiresAt": exp}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("trigger: write link: %w", err)
	}
	if moved {
		h.closeUnsent(ctx, marker, id)
		return nil, fmt.Errorf("%w: %s", ErrLinkMoved, requestID)
	}
	after := map[string]any{reqPath + "/uuid": id}
	if prev != "" && prev != id {
		if pp, err := store.Join("links", prev, "closedAt"); err == nil {
			after[pp] = store.ServerTime
		}
	}
	if err := h.Store.Update(ctx, "", after); err != nil {
		return nil, fmt.Errorf("trigger: write link: %w", err)
	}
	return l, nil
}

// closeUnsent closes link id, which no SMS carried, and takes it off the
// links of marker (a staff resend has none: ""). It runs even for a run
// whose context is gone: nobody holds the credential, but an open link is
// one more thing to account for, and a long outage's runs must not pile
// links up. A failure only leaves the link open and listed.
func (h *Handler) closeUnsent(ctx context.Context, marker, id string) {
	p, err := store.Join("links", id, "closedAt")
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	fields := map[string]any{p: store.ServerTime}
	if marker != "" {
		fields[marker+"/links/"+id] = nil
	}
	if err := h.Store.Update(ctx, "", fields); err != nil {
		h.log().WarnContext(ctx, "unsent link not closed", "marker", marker, "linkId", id, "error", err.Error())
	}
}

// markSent records, after the provider accepted the SMS, when the folio's
// link id was sent; a link replaced meanwhile is left alone. It returns
// the time recorded.
func (h *Handler) markSent(ctx context.Context, reqPath, id string) (int64, error) {
	at := h.Clock.Now().UnixMilli()
	err := h.Store.Transaction(ctx, reqPath+"/link", func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok || store.String(m["id"]) != id {
			return nil, store.ErrAbort
		}
		m["sentAt"] = at
		return m, nil
	})
	if err != nil {
		return 0, fmt.Errorf("trigger: link sent: %w", err)
	}
	return at, nil
}

package trigger

import (
	"context"
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/store"
)

// customerLink issues the folio's customer link for the event and texts it.
// The marker never holds the credential (docs/adr/0030-link-credential-and-staff-revocation.md):
// a redelivery that finds the link issued but the SMS not confirmed issues
// a fresh one, which closes the first, rather than re-sending a stored secret.
func (h *Handler) customerLink(ctx context.Context, ev Event, marker string, action int) error {
	_, done, err := h.claim(ctx, marker, func() (map[string]any, error) {
		return map[string]any{"action": action}, nil
	})
	if err != nil || done {
		return err
	}
	l, msgID, err := h.issueLink(ctx, ev.RequestID, action, ev.After.Phone())
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

// ResendLink issues a new link for the folio's current customer stage (new
// credential and expiry, the old link closed) and texts it: the staff's
// "Reenviar enlace". At most link.ResendLimit per link.ResendWindow.
func (h *Handler) ResendLink(ctx context.Context, requestID string) (*link.Link, error) {
	p, err := store.Join("requests", requestID)
	if err != nil {
		return nil, link.ErrNotCurrent
	}
	var tree map[string]any
	if err := h.Store.Get(ctx, p, &tree); err != nil {
		return nil, link.ErrNotCurrent
	}
	req, err := folio.FromTree(tree)
	if err != nil {
		h.log().WarnContext(ctx, "folio off the contract", "requestId", requestID, "error", err.Error())
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
		keep, err := link.AllowResend(past, h.Now())
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
// phone (no SMS without a phone). It returns the folio's new link and the
// SMS id.
func (h *Handler) issueLink(ctx context.Context, requestID string, action int, phone string) (*link.Link, string, error) {
	cred, err := link.NewCredential()
	if err != nil {
		return nil, "", err
	}
	id := link.ID(cred)
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	var prev string
	_ = h.Store.Get(ctx, reqPath+"/link/id", &prev)
	ttl := 24 * time.Hour
	if h.LinkTTL != nil {
		ttl = h.LinkTTL(ctx)
	}
	now := h.Now()
	exp := now.Add(ttl).UnixMilli()
	fields := map[string]any{
		"links/" + id: map[string]any{
			"hash": link.Hash(cred), "requestId": requestID, "action": action,
			"expiresAt": exp, "createdAt": now.UnixMilli(),
		},
		reqPath + "/uuid": id,
		// sentAt waits for the provider's acceptance (markSent): a link
		// whose SMS never left is not shown to staff as sent.
		reqPath + "/link": map[string]any{"id": id, "action": action, "expiresAt": exp},
	}
	if prev != "" && prev != id {
		if pp, err := store.Join("links", prev, "closedAt"); err == nil {
			fields[pp] = store.ServerTime
		}
	}
	if err := h.Store.Update(ctx, "", fields); err != nil {
		return nil, "", fmt.Errorf("trigger: write link: %w", err)
	}
	l := &link.Link{ID: id, Action: action, ExpiresAt: exp}
	if phone == "" {
		h.log().WarnContext(ctx, "customer link without phone: no SMS", "requestId", requestID)
		return l, "", nil
	}
	var msgID string
	err = h.call(ctx, func(ctx context.Context) (err error) {
		msgID, err = h.Gateway.SendSMS(ctx, phone, link.SMS(h.PublicURL, cred, action))
		return err
	})
	if err != nil {
		return nil, "", err
	}
	if l.SentAt, err = h.markSent(ctx, reqPath, id); err != nil {
		return nil, "", err
	}
	h.log().InfoContext(ctx, "customer link sent", "requestId", requestID, "action", action, "linkId", id, "messageId", msgID)
	return l, msgID, nil
}

// markSent records, after the provider accepted the SMS, when the folio's
// link id was sent; a link replaced meanwhile is left alone. It returns
// the time recorded.
func (h *Handler) markSent(ctx context.Context, reqPath, id string) (int64, error) {
	at := h.Now().UnixMilli()
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

package evidence

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// Documents is what the registry needs from the gateway, with the
// functions' own session (never a client's token).
type Documents interface {
	DocumentsByFolio(ctx context.Context, folio string) ([]gateway.DocumentInfo, error)
	Document(ctx context.Context, id string) ([]byte, error)
}

// Entry is evidence/{requestId}/{kind}: which gateway document is the
// folio's upload of that kind and the SHA-256 of its bytes when it was
// registered.
type Entry struct {
	GatewayID   string `json:"gatewayId"`
	SHA256      string `json:"sha256"`
	Size        int    `json:"size"`
	ContentType string `json:"contentType"`
	At          int64  `json:"at"`
	By          string `json:"by"`
}

// Caller is who registers an upload, as the API verified it: a customer
// link (LinkID) or a staff member (BpID). Its standing is read here from
// the folio and roles/{bpId}, never from token claims.
type Caller struct {
	LinkID string
	BpID   string
}

func (c Caller) uid() string {
	if c.LinkID != "" {
		return session.LinkUID(c.LinkID)
	}
	return "bp:" + c.BpID
}

// Service registers uploads and answers registered ones.
type Service struct {
	Store   store.Store
	Gateway Documents
	// Staff reads roles/{bpId} (session.Service.Staff).
	Staff func(ctx context.Context, bpID string) (*session.Role, error)
	Now   func() time.Time
	Log   *slog.Logger
}

// documentID is the shape of a gateway document id that may be a key.
var documentID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,120}$`)

// GatewayKey is the folio identifier every upload of requestID is filed
// under at the gateway: the request id, which no client writes (folioIt is
// the promoter's, so it could name another folio's uploads).
func GatewayKey(requestID string) string { return requestID }

// Register makes the gateway document id the folio's upload of kind k:
// the caller may upload k now, the gateway filed id under this folio's key
// with k's type and side, its bytes are hashed, and the id is claimed for
// this folio (refused when another folio holds it). Then the registry
// entry and the folio's field are written together.
func (s *Service) Register(ctx context.Context, c Caller, requestID string, k Kind, id string) (*Entry, error) {
	if !k.Valid() || !documentID.MatchString(id) {
		return nil, ErrBadInput
	}
	f, err := s.folio(ctx, requestID)
	if err != nil {
		return nil, err
	}
	if err := s.authorize(ctx, c, f, k); err != nil {
		return nil, err
	}
	info, err := s.find(ctx, requestID, k, id)
	if err != nil {
		return nil, err
	}
	data, err := s.Gateway.Document(ctx, id)
	if gateway.IsStatus(err, 404) {
		return nil, ErrNotThisFolio
	}
	if err != nil {
		return nil, fmt.Errorf("evidence: read %s: %w", id, err)
	}
	if err := s.claim(ctx, requestID, id); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	ct := info.ContentType
	if ct == "" {
		ct = "image/jpeg"
	}
	e := &Entry{GatewayID: id, SHA256: hex.EncodeToString(sum[:]), Size: len(data), ContentType: ct,
		At: s.Now().UnixMilli(), By: c.uid()}
	up := map[string]any{"evidence/" + requestID + "/" + string(k): e}
	for p, v := range folioFields(k, id, info.FileName) {
		up["requests/"+requestID+"/"+p] = v
	}
	if err := s.Store.Update(ctx, "", up); err != nil {
		return nil, fmt.Errorf("evidence: write %s/%s: %w", requestID, k, err)
	}
	return e, nil
}

// folio reads requests/{requestID}.
func (s *Service) folio(ctx context.Context, requestID string) (*folio.Folio, error) {
	p, err := store.Join("requests", requestID)
	if err != nil {
		return nil, ErrNotFound
	}
	var tree map[string]any
	if err := s.Store.Get(ctx, p, &tree); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("evidence: read %s: %w", requestID, err)
	}
	f, err := folio.FromTree(tree)
	if f == nil {
		return nil, fmt.Errorf("evidence: decode %s: %w", requestID, err)
	}
	return f, nil
}

// authorize: a customer link while it is the folio's current link, of an
// action and in a status whose step uploads k; a live promoter of the
// folio (its branch among the promoter's) or live admin staff of its
// branch, during capture, for the INE.
func (s *Service) authorize(ctx context.Context, c Caller, f *folio.Folio, k Kind) error {
	status := folio.StatusOf(f)
	if c.LinkID != "" {
		if f.Link == nil || f.Link.ID != c.LinkID || !customerMay(f.Link.Action, status, k) {
			return ErrForbidden
		}
		return nil
	}
	if c.BpID == "" || !staffMay(status, k) {
		return ErrForbidden
	}
	role, err := s.Staff(ctx, c.BpID)
	if err != nil || !role.Live(s.Now()) {
		return ErrForbidden
	}
	if b := f.BranchID(); b != "" && !role.Branches[b] {
		return ErrForbidden
	}
	if f.CurrentPromoterBpID != c.BpID && !role.Admin {
		return ErrForbidden
	}
	return nil
}

// find returns the gateway's record of id among the uploads filed under
// the folio's key, with k's type and side.
func (s *Service) find(ctx context.Context, requestID string, k Kind, id string) (*gateway.DocumentInfo, error) {
	docs, err := s.Gateway.DocumentsByFolio(ctx, GatewayKey(requestID))
	if err != nil {
		return nil, fmt.Errorf("evidence: list %s: %w", requestID, err)
	}
	want := uploads[k]
	for _, d := range docs {
		if d.DocumentID == id && d.Folio == GatewayKey(requestID) && d.DocumentType == want.documentType &&
			(want.side == "" || d.Side == want.side) {
			return &d, nil
		}
	}
	return nil, ErrNotThisFolio
}

// claim records, in one transaction, that id is requestID's: a second
// registration by the same folio passes, any other folio is refused.
func (s *Service) claim(ctx context.Context, requestID, id string) error {
	p, err := store.Join("evidenceClaims", id)
	if err != nil {
		return ErrBadInput
	}
	taken := false
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		switch cur {
		case nil, requestID:
			taken = false
			return requestID, nil
		}
		taken = true
		return nil, store.ErrAbort
	})
	if err != nil {
		return fmt.Errorf("evidence: claim %s: %w", id, err)
	}
	if taken {
		return ErrClaimed
	}
	return nil
}

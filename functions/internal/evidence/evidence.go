package evidence

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/correction"
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
	FileName    string `json:"fileName,omitempty"`
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
	Clock clock.Clock
	Log   *slog.Logger
	// Catalogue reads the document types (Remote Config document_types);
	// nil is catalogue.Default.
	Catalogue func(ctx context.Context) catalogue.Catalogue
}

// documentID is the shape of a gateway document id that may be a key.
var documentID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,120}$`)

// GatewayKey is the folio identifier every upload of requestID is filed
// under at the gateway: the request id, which no client writes (folioIt is
// the promoter's, so it could name another folio's uploads).
func GatewayKey(requestID string) string { return requestID }

// Register makes the gateway document id the folio's upload of kind k (a
// fixed kind, or an annex type of the catalogue, which takes the type's
// next free slot): the caller may upload k now, the gateway filed id under
// this folio's key with k's type and side, the file is of a format and
// size the catalogue accepts for k, the type has a free slot, its bytes
// are hashed, and the id is claimed for this folio (refused when another
// folio holds it). Then the registry entry, the folio's field and the
// folio's documents/complete are written together.
func (s *Service) Register(ctx context.Context, c Caller, requestID string, k Kind, id string) (*Entry, error) {
	cat := s.CatalogueNow(ctx)
	typ, inCatalogue := cat.Type(string(k))
	annex := inCatalogue && slices.Contains(catalogue.Annexes, typ.ID)
	if (!annex && !slices.Contains(Kinds, k)) || !documentID.MatchString(id) {
		return nil, ErrBadInput
	}
	f, err := s.folio(ctx, requestID)
	if err != nil {
		return nil, err
	}
	if err := s.authorize(ctx, c, f, k, annex); err != nil {
		return nil, err
	}
	named := string(k) // the kind as a correction names it
	if annex {
		named = typ.ID
	}
	corrects, err := correctionAsks(c, f, named)
	if err != nil {
		return nil, err
	}
	want := uploads[k]
	if annex {
		want = upload{documentType: typ.TechnicalName}
	}
	info, err := s.find(ctx, requestID, want, id)
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
	ct, format := info.ContentType, ""
	if inCatalogue {
		var ok bool
		if format, ct, ok = typ.Format(info.FileName, data); !ok {
			return nil, ErrFormat
		}
		if len(data) > typ.MaxBytes {
			return nil, ErrTooLarge
		}
	}
	key := k
	if annex {
		reg, err := s.Registered(ctx, requestID)
		if err != nil {
			return nil, err
		}
		// A registry already full of other documents refuses before the claim.
		if key, err = slotFor(reg, typ, id); err != nil {
			return nil, err
		}
	}
	if err := s.claim(ctx, requestID, id); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	if ct == "" {
		ct = "image/jpeg"
	}
	e := &Entry{GatewayID: id, SHA256: hex.EncodeToString(sum[:]), Size: len(data), ContentType: ct,
		At: s.Clock.Now().UnixMilli(), By: c.uid(), FileName: info.FileName}
	if annex {
		if key, err = s.takeSlot(ctx, requestID, typ, e); err != nil {
			return nil, err
		}
	} else if err := s.Store.Set(ctx, "evidence/"+requestID+"/"+string(key), e); err != nil {
		return nil, fmt.Errorf("evidence: write %s/%s: %w", requestID, key, err)
	}
	// The entry is in the registry before documents/complete is computed
	// from it, so of two registrations at once the later read sees both.
	up := map[string]any{}
	fields := folioFields(k, id, info.FileName)
	if annex {
		_, n, _ := key.Slot()
		fields = annexField(typ.ID, n, id, info.FileName, format)
	}
	for p, v := range fields {
		up["requests/"+requestID+"/"+p] = v
	}
	if corrects {
		up["requests/"+requestID+"/correction/annexes/"+named] = correction.Corrected
	}
	reg, err := s.Registered(ctx, requestID)
	if err != nil {
		return nil, err
	}
	reg[key] = *e
	complete, required := len(Missing(cat, reg)) == 0, RequiredKey(cat)
	up["requests/"+requestID+"/documents/complete"] = complete
	up["requests/"+requestID+"/documents/completeFor"] = required
	if err := s.publish(ctx, required); err != nil {
		return nil, err
	}
	if err := s.Store.Update(ctx, "", up); err != nil {
		return nil, fmt.Errorf("evidence: write %s/%s: %w", requestID, key, err)
	}
	if !complete {
		// A registration at the same instant may have read the registry
		// before this entry and written false after this one's true: the
		// one that wrote false reads again and corrects it.
		if err := s.recheck(ctx, cat, required, requestID); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// recheck writes documents/complete true when the registry, read again,
// now holds every required type.
func (s *Service) recheck(ctx context.Context, cat catalogue.Catalogue, key, requestID string) error {
	reg, err := s.Registered(ctx, requestID)
	if err != nil {
		return err
	}
	if len(Missing(cat, reg)) > 0 {
		return nil
	}
	return s.recompute(ctx, cat, key, requestID)
}

// takeSlot puts e in the first slot of typ that is free or already holds
// e's document (a retry), each slot in a transaction: of two registrations
// at the same instant one takes the slot and the other the next, and
// neither goes past the type's max.
func (s *Service) takeSlot(ctx context.Context, requestID string, typ catalogue.Type, e *Entry) (Kind, error) {
	for n := 1; n <= typ.Max; n++ {
		k := SlotKind(typ.ID, n)
		p, err := store.Join("evidence", requestID, string(k))
		if err != nil {
			return "", ErrBadInput
		}
		took := false
		err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
			took = false
			if m, ok := cur.(map[string]any); ok && m["gatewayId"] != e.GatewayID {
				return nil, store.ErrAbort
			} else if ok {
				took = true
				return cur, nil
			}
			took = true
			return map[string]any{"gatewayId": e.GatewayID, "sha256": e.SHA256, "size": e.Size,
				"contentType": e.ContentType, "at": e.At, "by": e.By, "fileName": e.FileName}, nil
		})
		if err != nil {
			return "", fmt.Errorf("evidence: take %s/%s: %w", requestID, k, err)
		}
		if took {
			return k, nil
		}
	}
	return "", ErrTooMany
}

// CatalogueNow is the document types now (Remote Config, normalized),
// Default without one.
func (s *Service) CatalogueNow(ctx context.Context) catalogue.Catalogue {
	if s.Catalogue == nil {
		return catalogue.Default
	}
	return s.Catalogue(ctx).Normalize()
}

// slotFor is the slot of an annex type the document id takes: the slot it
// already holds (a retry), else the first free one up to the type's max.
func slotFor(reg map[Kind]Entry, typ catalogue.Type, id string) (Kind, error) {
	free := Kind("")
	for n := 1; n <= typ.Max; n++ {
		k := SlotKind(typ.ID, n)
		e, used := reg[k]
		if used && e.GatewayID == id {
			return k, nil
		}
		if !used && free == "" {
			free = k
		}
	}
	if free == "" {
		return "", ErrTooMany
	}
	return free, nil
}

// Missing lists the catalogue's required types the registry has no
// document of, in the catalogue's order.
func Missing(cat catalogue.Catalogue, reg map[Kind]Entry) []catalogue.Type {
	var out []catalogue.Type
	for _, t := range cat {
		if !t.Required {
			continue
		}
		has := false
		for k := range reg {
			typeID, _, annex := k.Slot()
			has = has || string(k) == t.ID || (annex && typeID == t.ID)
		}
		if !has {
			out = append(out, t)
		}
	}
	return out
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
func (s *Service) authorize(ctx context.Context, c Caller, f *folio.Folio, k Kind, annex bool) error {
	status := folio.StatusOf(f)
	if c.LinkID != "" {
		if f.Link == nil || f.Link.ID != c.LinkID {
			return ErrForbidden
		}
		if annex && annexMay(f.Link.Action, true, status) || !annex && customerMay(f.Link.Action, status, k) {
			return nil
		}
		return ErrForbidden
	}
	if c.BpID == "" || annex && !annexMay(0, false, status) || !annex && !staffMay(status, k) {
		return ErrForbidden
	}
	role, err := s.Staff(ctx, c.BpID)
	if err != nil || !role.Live(s.Clock.Now()) {
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
// the folio's key, with the wanted type and side.
func (s *Service) find(ctx context.Context, requestID string, want upload, id string) (*gateway.DocumentInfo, error) {
	docs, err := s.Gateway.DocumentsByFolio(ctx, GatewayKey(requestID))
	if err != nil {
		return nil, fmt.Errorf("evidence: list %s: %w", requestID, err)
	}
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

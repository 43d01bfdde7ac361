package store

import (
	"context"
	"encoding/json"
	"fmt"

	"oppnp/functions/internal/folio"
)

// GetFolio reads requests/{id} in the contract's types: the one reader of a
// whole folio for the domains (docs/contract.md). A missing folio is
// ErrNotFound, an id that is no key ErrBadPath. A stored value of another
// type than the contract's is folio.ErrShape, returned with the folio
// decoded as far as it goes: the value reads as absent, as it does to the
// rules, so a caller may log it and decide on the rest (every check then
// fails closed on the zero value).
func GetFolio(ctx context.Context, s Store, id string) (*folio.Folio, error) {
	return FolioOr(ctx, s, id, nil)
}

// FolioOr is GetFolio of the folio a caller already read (tree: the one the
// access policy read to admit the call), or of requests/{id} read now when
// tree is nil, so a service decides on the read that admitted its caller.
func FolioOr(ctx context.Context, s Store, id string, tree map[string]any) (*folio.Folio, error) {
	path, err := Join("requests", id)
	if err != nil {
		return nil, err
	}
	var f *folio.Folio
	if tree != nil {
		f, err = folio.FromTree(tree)
	} else {
		var raw json.RawMessage
		if err := s.Get(ctx, path, &raw); err != nil {
			return nil, err
		}
		f, err = folio.Decode(raw)
	}
	if err != nil {
		return f, fmt.Errorf("store: read %s: %w", path, err)
	}
	if f == nil {
		return nil, ErrNotFound
	}
	return f, nil
}

// GetFolioTree is GetFolio for a caller that also needs the stored tree as
// it is (a transaction or a copy that writes it back, so nothing outside
// the contract's types is lost): the tree and its folio, from one read.
func GetFolioTree(ctx context.Context, s Store, id string) (map[string]any, *folio.Folio, error) {
	path, err := Join("requests", id)
	if err != nil {
		return nil, nil, err
	}
	var tree map[string]any
	if err := s.Get(ctx, path, &tree); err != nil {
		return nil, nil, err
	}
	if tree == nil {
		return nil, nil, ErrNotFound
	}
	f, err := folio.FromTree(tree)
	if err != nil {
		return tree, f, fmt.Errorf("store: read %s: %w", path, err)
	}
	return tree, f, nil
}

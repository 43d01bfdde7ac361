package folio

import (
	"encoding/json"
	"errors"
	"fmt"
)

// FromTree decodes a folio as the database holds it (JSON-shaped maps) into
// the contract's types. nil stays nil (an absent folio). A value of the
// wrong type is skipped and reported as ErrShape with the folio decoded as
// far as it goes: the functions' own writes and older data bypass the
// rules' shape checks (docs/contract.md), and the trail and the monitor
// must still see the rest of such a folio.
func FromTree(tree map[string]any) (*Folio, error) {
	if tree == nil {
		return nil, nil
	}
	b, err := json.Marshal(tree)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrShape, err)
	}
	return Decode(b)
}

// Decode reads a folio from its JSON, as FromTree. JSON null is nil.
func Decode(b []byte) (*Folio, error) {
	var f *Folio
	err := json.Unmarshal(b, &f)
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr):
		return f, fmt.Errorf("%w: %s is %s, not %s", ErrShape, typeErr.Field, typeErr.Value, typeErr.Type)
	case err != nil:
		return nil, fmt.Errorf("%w: %w", ErrShape, err)
	}
	return f, nil
}

package contractgen

import (
	"strings"
	"unicode"

	"oppnp/functions/internal/contract"
)

// goName exports a contract name as Go spells it: carta-libranza →
// CartaLibranza, currentPromoterBpId → CurrentPromoterBpID, uuid → UUID.
func goName(s string) string {
	var b strings.Builder
	up := true
	for _, r := range s {
		if r == '-' || r == '_' {
			up = true
			continue
		}
		if up {
			r = unicode.ToUpper(r)
			up = false
		}
		b.WriteRune(r)
	}
	out := b.String()
	switch {
	case out == "Uuid":
		return "UUID"
	case out == "Id":
		return "ID"
	case strings.HasSuffix(out, "Id"):
		return strings.TrimSuffix(out, "Id") + "ID"
	case strings.HasSuffix(out, "Ids"):
		return strings.TrimSuffix(out, "Ids") + "IDs"
	}
	return out
}

// typeName names the Go/TS type of the object at a path: client →
// Client, offer/quoter → OfferQuoter; a map's values take the map's name
// and Entry.
func typeName(path []string) string {
	if len(path) == 0 {
		return "Folio"
	}
	var b strings.Builder
	for _, p := range path {
		if p == "*" {
			b.WriteString("Entry")
			continue
		}
		b.WriteString(goName(p))
	}
	return b.String()
}

// objectType is one object of the folio's shape, for the generators.
type objectType struct {
	name  string
	path  []string
	field *contract.Field
}

// objects lists every object type under f, parents first.
func objects(f *contract.Field, path []string) []objectType {
	var out []objectType
	switch f.Type {
	case contract.KindObject:
		out = append(out, objectType{typeName(path), path, f})
		for _, k := range f.Names() {
			out = append(out, objects(f.Fields[k], append(append([]string(nil), path...), k))...)
		}
	case contract.KindMap:
		out = append(out, objects(f.Value, append(append([]string(nil), path...), "*"))...)
	}
	return out
}

package contract

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"oppnp/functions/internal/mask"
)

// Kind is a field's type. The set is closed: the generators know each one.
type Kind string

// The field kinds of folio.json.
const (
	KindObject         Kind = "object"         // named fields; any other child refused
	KindMap            Kind = "map"            // children whose keys match Key, each a Value
	KindString         Kind = "string"         // Min..Max characters, Pattern, Empty allows ''
	KindNumber         Kind = "number"         // Digits integer digits, Decimals decimals, Min/Max, Positive
	KindBoolean        Kind = "boolean"        //
	KindEnum           Kind = "enum"           // one of Values (strings or numbers)
	KindNumberOrString Kind = "numberOrString" // a number or string whose text matches Pattern
	KindEmail          Kind = "email"          // '' or an address outside the company domains
	KindDate           Kind = "date"           // '' or ISO YYYY-MM-DD, 1900-01-01..2100-12-31
	KindServerTime     Kind = "serverTime"     // the server's time of this write, or unchanged
	KindCallerUID      Kind = "callerUid"      // the writer's uid, or unchanged
	KindCallerBpID     Kind = "callerBpId"     // the writing staff member's bpId, or unchanged
	KindEpochMs        Kind = "epochMs"        // ms since epoch (set by the functions)
	KindAnswer         Kind = "answer"         // a questionnaire answer: text or a list of options
	KindStatus         Kind = "status"         // a lifecycle status, changed by transitions only
)

var kinds = map[Kind]bool{
	KindObject: true, KindMap: true, KindString: true, KindNumber: true, KindBoolean: true,
	KindEnum: true, KindNumberOrString: true, KindEmail: true, KindDate: true, KindServerTime: true,
	KindCallerUID: true, KindCallerBpID: true, KindEpochMs: true, KindAnswer: true, KindStatus: true,
}

// Field is one node of the folio's shape.
type Field struct {
	Type          Kind              `json:"type"`
	Min           *float64          `json:"min,omitempty"` // length (string) or value (number)
	Max           *float64          `json:"max,omitempty"` // length (string) or value (number)
	Pattern       string            `json:"pattern,omitempty"`
	Empty         bool              `json:"empty,omitempty"`
	NotIn         []string          `json:"notIn,omitempty"`
	Digits        int               `json:"digits,omitempty"`
	Decimals      int               `json:"decimals,omitempty"`
	Positive      bool              `json:"positive,omitempty"`
	Values        []any             `json:"values,omitempty"`
	Key           string            `json:"key,omitempty"`
	Value         *Field            `json:"value,omitempty"`
	Fields        map[string]*Field `json:"fields,omitempty"`
	Required      []string          `json:"required,omitempty"`
	Validate      string            `json:"validate,omitempty"`
	FunctionsOnly bool              `json:"functionsOnly,omitempty"`
	Initial       json.RawMessage   `json:"initial,omitempty"`
	Ref           string            `json:"ref,omitempty"`
	Note          string            `json:"note,omitempty"`
	// Personal classes a personal leaf: how the trail, the monitor, the
	// logs and the SPA mask it (personal.go). PersonalData marks an object
	// or map whose every leaf is the customer's: each must carry a class.
	Personal     mask.Class `json:"personal,omitempty"`
	PersonalData bool       `json:"personalData,omitempty"`
}

// Names lists an object's field names, sorted.
func (f *Field) Names() []string {
	out := make([]string, 0, len(f.Fields))
	for k := range f.Fields {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// At returns the field at a slash-separated path below f, or nil.
func (f *Field) At(path string) *Field {
	cur := f
	for _, p := range strings.Split(path, "/") {
		if cur == nil || cur.Type != KindObject {
			return nil
		}
		cur = cur.Fields[p]
	}
	return cur
}

// NumericEnum reports whether every value of an enum is a number.
func (f *Field) NumericEnum() bool {
	for _, v := range f.Values {
		if _, ok := v.(float64); !ok {
			return false
		}
	}
	return len(f.Values) > 0
}

// resolve merges shape references into the fields that name them and
// checks every kind, recursively; path names the field in errors.
func (d *Definition) resolve(f *Field, path string) error {
	if f == nil {
		return fmt.Errorf("%w: %s: no definition", ErrInvalid, path)
	}
	if f.Ref != "" {
		s := d.Shapes[f.Ref]
		if s == nil {
			return fmt.Errorf("%w: %s: unknown shape %q", ErrInvalid, path, f.Ref)
		}
		if s.Type != f.Type {
			return fmt.Errorf("%w: %s: shape %q is a %s, not a %s", ErrInvalid, path, f.Ref, s.Type, f.Type)
		}
		if f.Fields == nil {
			f.Fields = map[string]*Field{}
		}
		for k, c := range s.Fields {
			if _, own := f.Fields[k]; !own {
				cp := *c
				f.Fields[k] = &cp
			}
		}
		f.Required = append(append([]string(nil), s.Required...), f.Required...)
		if s.Validate != "" && f.Validate != "" {
			f.Validate = s.Validate + " && " + f.Validate
		} else if s.Validate != "" {
			f.Validate = s.Validate
		}
		f.Ref = ""
	}
	if !kinds[f.Type] {
		return fmt.Errorf("%w: %s: unknown field type %q", ErrInvalid, path, f.Type)
	}
	switch f.Type {
	case KindObject:
		for _, r := range f.Required {
			if f.Fields[r] == nil {
				return fmt.Errorf("%w: %s: required field %q is not defined", ErrInvalid, path, r)
			}
		}
		for _, k := range f.Names() {
			c := f.Fields[k]
			if f.FunctionsOnly && c != nil {
				c.FunctionsOnly = true
			}
			if err := d.resolve(c, path+"/"+k); err != nil {
				return err
			}
		}
	case KindMap:
		if f.Key == "" {
			return fmt.Errorf("%w: %s: a map needs a key pattern", ErrInvalid, path)
		}
		if f.Value != nil && f.FunctionsOnly {
			f.Value.FunctionsOnly = true
		}
		return d.resolve(f.Value, path+"/$key")
	case KindString:
		if f.Max == nil && f.Pattern == "" {
			return fmt.Errorf("%w: %s: a string needs a max length or a pattern", ErrInvalid, path)
		}
	case KindNumber:
		if f.Digits <= 0 {
			return fmt.Errorf("%w: %s: a number needs its integer digits", ErrInvalid, path)
		}
	case KindEnum:
		if len(f.Values) == 0 {
			return fmt.Errorf("%w: %s: an enum needs values", ErrInvalid, path)
		}
	case KindNumberOrString:
		if f.Pattern == "" {
			return fmt.Errorf("%w: %s: numberOrString needs a pattern", ErrInvalid, path)
		}
	}
	return nil
}

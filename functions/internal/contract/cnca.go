package contract

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// CncaCodes is the CNCA process (docs/requirements.md §4): the codes of the
// folio's Field (cnca/code), the one a client starts it at, and where each
// code may go next. Only the functions move a code past Start.
type CncaCodes struct {
	Note  string               `json:"note,omitempty"`
	Field string               `json:"field"`
	Start string               `json:"start"`
	Codes map[string]*CncaCode `json:"codes"`
}

// CncaCode is one CNCA process code.
type CncaCode struct {
	Code string `json:"-"`
	// Name is the code's Go and TypeScript name (awaitingBiometric).
	Name  string   `json:"name"`
	Label string   `json:"label"`
	Next  []string `json:"next"`
	// Cancel: a promoter may cancel the process from this code.
	Cancel bool `json:"cancel,omitempty"`
	// Discharge: a SIPRE discharge may be requested (or resumed) from it.
	Discharge bool `json:"discharge,omitempty"`
	// Link: a discharge at this code may lead to its loan request.
	Link bool   `json:"link,omitempty"`
	Note string `json:"note,omitempty"`
}

// Names lists the codes, sorted.
func (c *CncaCodes) Names() []string {
	out := make([]string, 0, len(c.Codes))
	for k := range c.Codes {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

var cncaName = regexp.MustCompile(`^[a-z][A-Za-z]*$`)

// checkCnca refuses a code the field's pattern refuses, a move to an
// unknown code, a start the field's rule does not write, and nameless or
// duplicate codes.
func (d *Definition) checkCnca() error {
	c := &d.CncaCodes
	f := d.Fields.At(c.Field)
	if f == nil || f.Type != KindString || f.Pattern == "" {
		return fmt.Errorf("%w: cncaCodes: field %q is not a string with a pattern", ErrInvalid, c.Field)
	}
	pattern, err := regexp.Compile(strings.Trim(f.Pattern, "/"))
	if err != nil {
		return fmt.Errorf("%w: cncaCodes: field %s: %v", ErrInvalid, c.Field, err)
	}
	names := map[string]string{}
	for _, code := range c.Names() {
		cc := c.Codes[code]
		if cc == nil || !cncaName.MatchString(cc.Name) || cc.Label == "" {
			return fmt.Errorf("%w: cncaCodes: code %s needs a name and a label", ErrInvalid, code)
		}
		cc.Code = code
		if !pattern.MatchString(code) {
			return fmt.Errorf("%w: cncaCodes: code %q does not match %s's pattern", ErrInvalid, code, c.Field)
		}
		if other, dup := names[cc.Name]; dup {
			return fmt.Errorf("%w: cncaCodes: codes %s and %s are both %q", ErrInvalid, other, code, cc.Name)
		}
		names[cc.Name] = code
	}
	for _, code := range c.Names() {
		for _, n := range c.Codes[code].Next {
			if c.Codes[n] == nil {
				return fmt.Errorf("%w: cncaCodes: code %s: unknown next code %q", ErrInvalid, code, n)
			}
		}
	}
	if c.Codes[c.Start] == nil {
		return fmt.Errorf("%w: cncaCodes: start %q is not a code", ErrInvalid, c.Start)
	}
	if !strings.Contains(f.Validate, "'"+c.Start+"'") {
		return fmt.Errorf("%w: cncaCodes: the rule of %s does not start at %q", ErrInvalid, c.Field, c.Start)
	}
	return nil
}

package contract

import (
	"regexp/syntax"
	"strings"
)

// NumericKeys reports whether f is a map whose key pattern admits digits
// only ("0", "1", …): the database answers such a map, when its keys are
// dense enough, as an array, and a list the functions write as an array is
// stored the same way, so its readers take both shapes (the generated
// folio.Indexed, the TypeScript indexedValues).
func (f *Field) NumericKeys() bool {
	if f == nil || f.Type != KindMap {
		return false
	}
	re, err := syntax.Parse(strings.Trim(f.Key, "/"), syntax.Perl)
	if err != nil {
		return false
	}
	return digitsOnly(re.Simplify())
}

// digitsOnly reports whether every string re matches is made of digits
// (the empty string included: a map key is never empty).
func digitsOnly(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r < '0' || r > '9' {
				return false
			}
		}
		return true
	case syntax.OpCharClass:
		for i := 0; i < len(re.Rune); i += 2 {
			if re.Rune[i] < '0' || re.Rune[i+1] > '9' {
				return false
			}
		}
		return len(re.Rune) > 0
	case syntax.OpEmptyMatch, syntax.OpBeginText, syntax.OpEndText, syntax.OpBeginLine, syntax.OpEndLine:
		return true
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		for _, s := range re.Sub {
			if !digitsOnly(s) {
				return false
			}
		}
		return true
	}
	return false
}

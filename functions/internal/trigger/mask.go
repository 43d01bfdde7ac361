package trigger

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"oppnp/functions/internal/mask"
)

// maxTrailString bounds a kept value (a drawn signature would otherwise
// copy kilobytes into every entry).
const maxTrailString = 200

// MaskValue is the value the trail keeps for the leaf at path (relative to
// the folio, '/'-separated). The trail is read by admin staff and the
// folio's promoter, so it keeps who changed what, not the customer's data:
// a personal leaf is masked by the class the folio contract gives it
// (package mask, docs/contract.md); a long string is summarised; anything
// else is kept as written.
func MaskValue(path string, v any) any {
	s, isString := v.(string)
	if c := mask.Of(path); c != mask.None {
		if f, ok := v.(float64); ok {
			s = strconv.FormatFloat(f, 'f', -1, 64) // a digit string stored as a number
		} else if !isString {
			s = fmt.Sprint(v)
		}
		return c.Apply(s)
	}
	if isString && utf8.RuneCountInString(s) > maxTrailString {
		return fmt.Sprintf("(%d caracteres)", utf8.RuneCountInString(s))
	}
	return v
}

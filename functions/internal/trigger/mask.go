package trigger

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"oppnp/functions/internal/monitor"
)

// The trail is read by admin staff and the folio's promoter, so it keeps
// who changed what, not the customer's data: personal leaves are masked
// with the monitor's masks (docs/adr/0024-monitor-masked-projection.md).
var (
	// nameKeys are masked to initials ("J*** P***").
	nameKeys = set("names", "firstLastName", "secondLastName", "fullName", "name")
	// initialKeys keep their first four characters (the initials): CURP, RFC.
	initialKeys = set("curp", "rfc")
	// last4Keys show only their last four characters: phones, account and
	// card numbers, social security, INE data, employee numbers.
	last4Keys = set("phone", "mobilePhone", "homePhone", "nss", "clabe", "accountNumber", "paymentAccount",
		"cic", "ocr", "electorCode", "ineNumber", "ineExpirationYear", "employeeNumber", "numeroEmpleado")
	// hiddenKeys are hidden entirely.
	hiddenKeys = set("birthDate", "token")
	// privateTrees hide every leaf below them that no rule above names:
	// the customer's, a contact's and a reference's data (addresses…) is
	// all personal.
	privateTrees = set("references", "contact", "client")
)

// hidden replaces a value that is hidden entirely.
const hidden = "******"

// maxTrailString bounds a kept value (a drawn signature would otherwise
// copy kilobytes into every entry).
const maxTrailString = 200

// MaskValue is the value the trail keeps for the leaf at path (relative to
// the folio, '/'-separated): personal data masked, long strings summarised,
// anything else as written.
func MaskValue(path string, v any) any {
	segs := strings.Split(path, "/")
	key := segs[len(segs)-1]
	s, isString := v.(string)
	if f, ok := v.(float64); ok {
		s = strconv.FormatFloat(f, 'f', -1, 64) // a digit string stored as a number
	} else if !isString {
		s = fmt.Sprint(v)
	}
	switch {
	case initialKeys[key]:
		return monitor.MaskCURP(s)
	case key == "email":
		return monitor.MaskEmail(s)
	case last4Keys[key]:
		return monitor.MaskLast4(s)
	case nameKeys[key] && (key != "name" || under(segs, privateTrees)):
		return monitor.MaskName(s)
	case hiddenKeys[key]:
		return hidden
	case under(segs, privateTrees) && !safeClientKeys[key]:
		return hidden
	case isString && utf8.RuneCountInString(s) > maxTrailString:
		return fmt.Sprintf("(%d caracteres)", utf8.RuneCountInString(s))
	}
	return v
}

// safeClientKeys are leaves below client/ that are not personal.
var safeClientKeys = set("gender", "employmentType", "updatedAt", "done", "at", "status")

// under reports whether any parent segment of a path is in trees.
func under(segs []string, trees map[string]bool) bool {
	for _, s := range segs[:len(segs)-1] {
		if trees[s] {
			return true
		}
	}
	return false
}

func set(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

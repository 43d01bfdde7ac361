package logsink

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Shapes of the Mexican identifiers (reference: mexican-identifiers.md),
// matched case-insensitively and only as whole words (see bounded).
var (
	// CURP: 4 letters, YYMMDD, 8 alphanumerics (Ñ and & allowed).
	reCURP = regexp.MustCompile(`(?i)[A-ZÑ&]{4}[0-9]{6}[A-Z0-9Ñ&]{8}`)
	// RFC: 4 letters (3 for companies), YYMMDD, homoclave (optional for
	// individuals: the 10-character form is personal data too).
	reRFC = regexp.MustCompile(`(?i)[A-ZÑ&]{3,4}[0-9]{6}(?:[A-Z0-9]{3})?`)
	// Digit runs: CLABE (18), card or account (16), phone (10, or 12 with
	// the 52 country code).
	reDigits = regexp.MustCompile(`\+?[0-9]{10,18}`)
	// Phones written with separators: (55) 1234-5678, 55 1234 5678,
	// +52 55 1234 5678.
	rePhone = regexp.MustCompile(`(?:\+?52[ .-]?)?(?:\([0-9]{2,3}\)[ .-]?|[0-9]{2,3}[ .-])[0-9]{3,4}[ .-]?[0-9]{4}`)
)

// Mask returns s with every CURP, RFC, CLABE, account and phone shape
// masked, keeping the last four characters. Digit runs equal to one of
// keep (the record's own promoterID or folio, which are business ids, not
// personal data) are left alone.
func Mask(s string, keep ...string) string {
	if s == "" {
		return s
	}
	s = bounded(reCURP, s, func(string) bool { return true })
	s = bounded(reRFC, s, rfcShape)
	s = boundedAt(reDigits, s, func(m string, pathSegment bool) bool {
		d := strings.TrimPrefix(m, "+")
		if contains(keep, d) {
			return false
		}
		switch len(d) {
		case 16, 18:
			return true
		case 10:
			return phoneDigits(d) && !pathSegment
		case 12:
			return strings.HasPrefix(d, "52") && phoneDigits(d[2:])
		}
		return false
	})
	return bounded(rePhone, s, func(m string) bool {
		d := digitsOf(m)
		if strings.HasPrefix(m, "+52") || (len(d) == 12 && strings.HasPrefix(d, "52")) {
			d = d[2:]
		}
		return len(d) == 10 && phoneDigits(d) && !contains(keep, d)
	})
}

// phoneDigits: Mexican area codes start with 2–9 (0 and 1 were dialling
// prefixes), which leaves alone the 10-digit bpIds that start with 0 or 1.
func phoneDigits(d string) bool { return len(d) == 10 && d[0] >= '2' && d[0] <= '9' }

// rfcShape accepts a match whose six digits are a plausible YYMMDD and
// whose 3-letter form (companies) carries its homoclave.
func rfcShape(m string) bool {
	i := strings.IndexFunc(m, unicode.IsDigit)
	if i < 0 || len(m) < i+6 {
		return false
	}
	if i == 3 && len(m) == 9 {
		return false
	}
	month, _ := strconv.Atoi(m[i+2 : i+4])
	day, _ := strconv.Atoi(m[i+4 : i+6])
	return month >= 1 && month <= 12 && day >= 1 && day <= 31
}

// bounded masks the matches of re that stand alone (no letter or digit
// right before or after) and that ok accepts.
func bounded(re *regexp.Regexp, s string, ok func(string) bool) string {
	return boundedAt(re, s, func(m string, _ bool) bool { return ok(m) })
}

// boundedAt is bounded with ok also told whether the match is a path
// segment (right after a '/': a database key such as roles/{bpId}, which
// is an id, not a phone number).
func boundedAt(re *regexp.Regexp, s string, ok func(m string, pathSegment bool) bool) string {
	locs := re.FindAllStringIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		m := s[l[0]:l[1]]
		if !standsAlone(s, l[0], l[1]) || !ok(m, l[0] > 0 && s[l[0]-1] == '/') {
			continue
		}
		b.WriteString(s[last:l[0]])
		b.WriteString(maskKeepLast(m, 4))
		last = l[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func standsAlone(s string, start, end int) bool {
	if start > 0 {
		r := lastRune(s[:start])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(s) {
		r := []rune(s[end:])[0]
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

func lastRune(s string) rune {
	r := []rune(s)
	return r[len(r)-1]
}

// maskKeepLast replaces every letter and digit but the last n with '*',
// leaving separators in place.
func maskKeepLast(s string, n int) string {
	r := []rune(s)
	alnum := 0
	for _, c := range r {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			alnum++
		}
	}
	for i := range r {
		if unicode.IsLetter(r[i]) || unicode.IsDigit(r[i]) {
			if alnum > n {
				r[i] = '*'
			}
			alnum--
		}
	}
	return string(r)
}

func digitsOf(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x != "" && x == s {
			return true
		}
	}
	return false
}

// personalKeys hold personal data or secrets whatever their value looks
// like; compared lower-case without '_' and '-'.
var personalKeys = map[string]bool{
	"curp": true, "rfc": true, "phone": true, "phonenumber": true, "telefono": true, "teléfono": true,
	"celular": true, "mobile": true, "clabe": true, "cuentaclabe": true, "accountnumber": true,
	"numerocuenta": true, "paymentaccount": true, "cardnumber": true, "nss": true, "email": true,
	"correo": true, "password": true, "contrasena": true, "contraseña": true, "token": true,
	"tokenrefresh": true, "tokenclient": true, "tokenpromoter": true, "firebasetoken": true,
	"authorization": true, "otp": true,
}

// keySeparators is built once: every logged key goes through it.
var keySeparators = strings.NewReplacer("_", "", "-", "")

func personalKey(k string) bool {
	k = strings.ToLower(keySeparators.Replace(k))
	return personalKeys[k]
}

// maskValue masks a decoded JSON value at any depth; keep as in Mask.
func maskValue(key string, v any, keep []string) any {
	if personalKey(key) {
		switch x := v.(type) {
		case nil, bool:
			return v
		case string:
			return maskKeepLast(x, 4)
		case float64:
			return maskKeepLast(strconv.FormatFloat(x, 'f', -1, 64), 4)
		}
		// Objects and arrays under a personal key are dropped whole.
		return "****"
	}
	switch x := v.(type) {
	case string:
		return Mask(x, keep...)
	case float64:
		if x == float64(int64(x)) {
			s := strconv.FormatInt(int64(x), 10)
			if m := Mask(s, keep...); m != s {
				return m
			}
		}
		return x
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = maskValue(k, e, keep)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = maskValue(key, e, keep)
		}
		return out
	}
	return v
}

package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Production accepts a subset of JavaScript regular expressions in
// matches(): classes \s \w \d and negations, \x as a literal x, ^ only as the
// first character and $ only as the last, * + ? {n} {n,} {n,m}, . ( ) | [ ]
// [a-z] [^...], and flag i only. An anchor inside a group or an empty
// alternative is refused. The translation below emits an RE2 pattern with
// JavaScript's meaning of '.' and '\s'.

const jsSpace = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

type reTranslator struct {
	src string
	i   int
	out strings.Builder
}

// compileRegex translates a rules regex literal to a Go regexp.
func compileRegex(src, flags string) (*regexp.Regexp, string) {
	for _, f := range flags {
		if f != 'i' {
			return nil, "Invalid regular expression flag '" + string(f) + "': only 'i' is supported."
		}
	}
	if len(flags) > 1 {
		return nil, "Duplicate regular expression flag."
	}
	t := &reTranslator{src: src}
	if flags == "i" {
		t.out.WriteString("(?i)")
	}
	body := src
	if strings.HasPrefix(body, "^") {
		t.out.WriteString("^")
		t.i = 1
	}
	end := len(body)
	anchoredEnd := false
	if strings.HasSuffix(body, "$") && !escapedAt(body, len(body)-1) && len(body) > t.i {
		end--
		anchoredEnd = true
	}
	t.src = body[:end]
	if msg := t.alternation(0); msg != "" {
		return nil, msg
	}
	if t.i != len(t.src) {
		return nil, "Invalid regular expression: unmatched ')'."
	}
	if anchoredEnd {
		t.out.WriteString("$")
	}
	re, err := regexp.Compile(t.out.String())
	if err != nil {
		return nil, "Invalid regular expression: " + err.Error() + "."
	}
	return re, ""
}

// escapedAt reports whether s[i] is preceded by an odd number of backslashes.
func escapedAt(s string, i int) bool {
	n := 0
	for j := i - 1; j >= 0 && s[j] == '\\'; j-- {
		n++
	}
	return n%2 == 1
}

func (t *reTranslator) alternation(depth int) string {
	if depth > 50 {
		return "Invalid regular expression: too deeply nested."
	}
	for alts := 0; ; alts++ {
		n, msg := t.sequence(depth)
		if msg != "" {
			return msg
		}
		atBar := t.i < len(t.src) && t.src[t.i] == '|'
		if n == 0 && (alts > 0 || atBar || depth > 0) {
			return "Invalid regular expression: empty alternative."
		}
		if !atBar {
			return ""
		}
		t.out.WriteByte('|')
		t.i++
	}
}

// sequence translates atoms with their quantifiers up to '|' or ')'.
func (t *reTranslator) sequence(depth int) (int, string) {
	n := 0
	for t.i < len(t.src) {
		c := t.src[t.i]
		if c == '|' || c == ')' {
			return n, ""
		}
		switch c {
		case '^', '$':
			return 0, "Invalid regular expression: '" + string(c) + "' is only allowed at the start or end."
		case '*', '+', '?':
			return 0, "Invalid regular expression: nothing to repeat."
		case '(':
			t.i++
			if t.i < len(t.src) && t.src[t.i] == '?' {
				return 0, "Invalid regular expression: unsupported group."
			}
			t.out.WriteString("(?:")
			if msg := t.alternation(depth + 1); msg != "" {
				return 0, msg
			}
			if t.i >= len(t.src) || t.src[t.i] != ')' {
				return 0, "Invalid regular expression: unterminated group."
			}
			t.out.WriteByte(')')
			t.i++
		case '[':
			if msg := t.set(); msg != "" {
				return 0, msg
			}
		case '.':
			t.out.WriteString(`[^\n\r\x{2028}\x{2029}]`)
			t.i++
		case '\\':
			if msg := t.escape(false); msg != "" {
				return 0, msg
			}
		default:
			r, size := utf8.DecodeRuneInString(t.src[t.i:])
			t.out.WriteString(regexp.QuoteMeta(string(r)))
			t.i += size
		}
		n++
		if msg := t.quantifier(); msg != "" {
			return 0, msg
		}
	}
	return n, ""
}

func (t *reTranslator) quantifier() string {
	if t.i >= len(t.src) {
		return ""
	}
	switch c := t.src[t.i]; c {
	case '*', '+', '?':
		t.out.WriteByte(c)
		t.i++
	case '{':
		if q, ok := braceQuantifier(t.src[t.i:]); ok {
			t.out.WriteString(q)
			t.i += len(q)
		} else {
			return ""
		}
	default:
		return ""
	}
	if t.i < len(t.src) && strings.IndexByte("*+?", t.src[t.i]) >= 0 {
		return "Invalid regular expression: nothing to repeat."
	}
	if t.i < len(t.src) && t.src[t.i] == '{' {
		if _, ok := braceQuantifier(t.src[t.i:]); ok {
			return "Invalid regular expression: nothing to repeat."
		}
	}
	return ""
}

// braceQuantifier recognises {n}, {n,} and {n,m} at the start of s.
func braceQuantifier(s string) (string, bool) {
	j := 1
	digits := func() int {
		k := j
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		return j - k
	}
	if digits() == 0 || j-1 > 4 {
		return "", false
	}
	if j < len(s) && s[j] == ',' {
		j++
		if d := digits(); d > 4 {
			return "", false
		}
	}
	if j < len(s) && s[j] == '}' {
		return s[:j+1], true
	}
	return "", false
}

// escape translates \s \w \d and negations; any other \x is a literal x.
func (t *reTranslator) escape(inSet bool) string {
	t.i++
	if t.i >= len(t.src) {
		return "Invalid regular expression: '\\' at end of pattern."
	}
	r, size := utf8.DecodeRuneInString(t.src[t.i:])
	t.i += size
	switch r {
	case 'd', 'D', 'w', 'W':
		t.out.WriteString(`\` + string(r))
	case 's':
		if inSet {
			t.out.WriteString(jsSpace)
		} else {
			t.out.WriteString("[" + jsSpace + "]")
		}
	case 'S':
		if inSet {
			t.out.WriteString(`\S`)
		} else {
			t.out.WriteString("[^" + jsSpace + "]")
		}
	default:
		t.out.WriteString(regexp.QuoteMeta(string(r)))
	}
	return ""
}

// set translates [...] and [^...], with ranges and class escapes.
func (t *reTranslator) set() string {
	t.i++
	t.out.WriteByte('[')
	if t.i < len(t.src) && t.src[t.i] == '^' {
		t.out.WriteByte('^')
		t.i++
	}
	first := true
	for t.i < len(t.src) {
		c := t.src[t.i]
		switch {
		case c == ']' && !first:
			t.out.WriteByte(']')
			t.i++
			return ""
		case c == ']':
			return "Invalid regular expression: empty set."
		case c == '\\':
			if msg := t.escape(true); msg != "" {
				return msg
			}
		case c == '-':
			// Between two items '-' makes a range; first or last it is literal.
			if first || t.i+1 >= len(t.src) || t.src[t.i+1] == ']' {
				t.out.WriteString(`\-`)
			} else {
				t.out.WriteByte('-')
			}
			t.i++
		default:
			r, size := utf8.DecodeRuneInString(t.src[t.i:])
			t.out.WriteString(regexp.QuoteMeta(string(r)))
			t.i += size
		}
		first = false
	}
	return "Invalid regular expression: unterminated set."
}

package rules

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// tokKind classifies expression tokens.
type tokKind byte

const (
	tEOF tokKind = iota
	tIdent
	tNumber
	tString
	tRegex
	tPunct
)

type token struct {
	kind  tokKind
	pos   int    // byte offset in the expression
	text  string // identifier, punctuation, decoded string, or regex body
	num   float64
	flags string // regex flags
}

// exprError is a positioned error inside one expression; Parse converts the
// offset to a document line:col.
type exprError struct {
	pos  int
	msg  string
	kind error
}

func (e *exprError) Error() string { return e.msg }

// puncts lists operators longest first so the lexer is greedy.
var puncts = []string{"===", "!==", "**", "==", "!=", "<=", ">=", "&&", "||", "(", ")", "[", "]", ",", ".", "?", ":", "!", "-", "+", "*", "/", "%", "<", ">", "=", ";", "{", "}", "&", "|"}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentPart(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// lex splits an expression into tokens. A '/' starts a regex literal when
// the previous token cannot end an operand, as in JavaScript.
func lex(src string) ([]token, *exprError) {
	var toks []token
	i := 0
	for {
		var err *exprError
		if i, err = skipSpace(src, i); err != nil {
			return nil, err
		}
		if i >= len(src) {
			return append(toks, token{kind: tEOF, pos: i}), nil
		}
		c := src[i]
		start := i
		switch {
		case isIdentStart(c):
			for i < len(src) && isIdentPart(src[i]) {
				i++
			}
			toks = append(toks, token{kind: tIdent, pos: start, text: src[start:i]})
		case c >= '0' && c <= '9' || (c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9'):
			t, n, err := lexNumber(src[i:])
			if err != nil {
				return nil, &exprError{pos: start, msg: "Invalid number.", kind: ErrSyntax}
			}
			t.pos = start
			toks = append(toks, t)
			i += n
		case c == '\'' || c == '"':
			s, n, err := lexString(src[i:])
			if err != nil {
				return nil, &exprError{pos: start, msg: err.Error(), kind: ErrSyntax}
			}
			toks = append(toks, token{kind: tString, pos: start, text: s})
			i += n
		case c == '/' && !endsOperand(toks):
			body, flags, n, ok := lexRegex(src[i:])
			if !ok {
				return nil, &exprError{pos: start, msg: "Unterminated regular expression.", kind: ErrSyntax}
			}
			toks = append(toks, token{kind: tRegex, pos: start, text: body, flags: flags})
			i += n
		default:
			matched := false
			for _, p := range puncts {
				if strings.HasPrefix(src[i:], p) {
					toks = append(toks, token{kind: tPunct, pos: start, text: p})
					i += len(p)
					matched = true
					break
				}
			}
			if !matched {
				r, _ := utf8.DecodeRuneInString(src[i:])
				return nil, &exprError{pos: start, msg: "Unexpected character '" + string(r) + "'.", kind: ErrSyntax}
			}
		}
	}
}

// skipSpace passes white space and JavaScript comments: a rule is a
// JavaScript expression, so "auth != null // note" is "auth != null".
func skipSpace(src string, i int) (int, *exprError) {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r':
			i++
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return i, &exprError{pos: i, msg: "Unterminated comment.", kind: ErrSyntax}
			}
			i += 2 + end + 2
		default:
			return i, nil
		}
	}
	return i, nil
}

func endsOperand(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	t := toks[len(toks)-1]
	switch t.kind {
	case tIdent, tNumber, tString, tRegex:
		return true
	case tPunct:
		return t.text == ")" || t.text == "]"
	}
	return false
}

func lexNumber(s string) (token, int, error) {
	i := 0
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		i = 2
		for i < len(s) && strings.IndexByte("0123456789abcdefABCDEF", s[i]) >= 0 {
			i++
		}
		n, err := strconv.ParseUint(s[2:i], 16, 64)
		return token{kind: tNumber, num: float64(n)}, i, err
	}
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
		i++
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			i = j
		}
	}
	if i < len(s) && isIdentStart(s[i]) {
		return token{}, i, strconv.ErrSyntax
	}
	f, err := strconv.ParseFloat(s[:i], 64)
	if err != nil && !isRangeErr(err) {
		return token{}, i, err
	}
	return token{kind: tNumber, num: f}, i, nil
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

type lexErr string

func (e lexErr) Error() string { return string(e) }

// lexString decodes a quoted string literal with JavaScript escapes.
func lexString(s string) (string, int, error) {
	q := s[0]
	var b strings.Builder
	i := 1
	for i < len(s) {
		c := s[i]
		switch {
		case c == q:
			return b.String(), i + 1, nil
		case c == '\\':
			if i+1 >= len(s) {
				return "", 0, lexErr("Unterminated string.")
			}
			e := s[i+1]
			i += 2
			switch e {
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'v':
				b.WriteByte('\v')
			case '0':
				b.WriteByte(0)
			case 'x', 'u':
				n := 2
				if e == 'u' {
					n = 4
				}
				if i+n > len(s) {
					return "", 0, lexErr("Invalid escape sequence.")
				}
				v, err := strconv.ParseUint(s[i:i+n], 16, 32)
				if err != nil {
					return "", 0, lexErr("Invalid escape sequence.")
				}
				b.WriteRune(rune(v))
				i += n
			default:
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
			i++
		}
	}
	return "", 0, lexErr("Unterminated string.")
}

// lexRegex reads /body/flags; '/' inside a [set] or escaped does not end it.
func lexRegex(s string) (body, flags string, n int, ok bool) {
	inSet := false
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			inSet = true
		case ']':
			inSet = false
		case '\n':
			return "", "", 0, false
		case '/':
			if inSet {
				continue
			}
			j := i + 1
			for j < len(s) && isIdentPart(s[j]) {
				j++
			}
			return s[1:i], s[i+1 : j], j, true
		}
	}
	return "", "", 0, false
}

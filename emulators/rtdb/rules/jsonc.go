package rules

import (
	"sort"
	"strconv"
	"unicode/utf8"
)

// This file reads the ruleset document: JSON plus // and /* */ comments, with
// every value remembering where it came from so errors can say line:col.

type jkind byte

const (
	jObject jkind = iota
	jArray
	jString
	jNumber
	jBool
	jNull
)

type jmember struct {
	key    string
	keyOff int
	val    *jval
}

type jval struct {
	kind jkind
	off  int
	obj  []jmember
	arr  []*jval
	str  string
	offs []int // source offset of each byte of str; nil when str has no escapes
	b    bool
}

// srcOff returns the source offset of byte i of a string value.
func (v *jval) srcOff(i int) int {
	if v.offs != nil {
		if i < len(v.offs) {
			return v.offs[i]
		}
		if len(v.offs) > 0 {
			return v.offs[len(v.offs)-1] + 1
		}
		return v.off + 1
	}
	return v.off + 1 + i
}

const maxJSONDepth = 200

type jparser struct {
	src   []byte
	pos   int
	lines []int
	depth int
}

func newJParser(src []byte) *jparser {
	p := &jparser{src: src, lines: []int{0}}
	for i, c := range src {
		if c == '\n' {
			p.lines = append(p.lines, i+1)
		}
	}
	return p
}

// lineCol converts a byte offset to a 1-based line and a 1-based column
// counted in characters.
func (p *jparser) lineCol(off int) (int, int) {
	if off > len(p.src) {
		off = len(p.src)
	}
	l := sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > off }) - 1
	return l + 1, utf8.RuneCount(p.src[p.lines[l]:off]) + 1
}

func (p *jparser) errAt(off int, kind error, msg string) *ParseError {
	l, c := p.lineCol(off)
	return &ParseError{Line: l, Col: c, Msg: msg, kind: kind}
}

func (p *jparser) syntaxErr() *ParseError { return p.errAt(p.pos, ErrSyntax, "Parse error.") }

// skip passes over white space and comments.
func (p *jparser) skip() *ParseError {
	for p.pos < len(p.src) {
		switch c := p.src[p.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.pos++
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '/':
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '*':
			start := p.pos
			p.pos += 2
			for {
				if p.pos+1 >= len(p.src) {
					return p.errAt(start, ErrSyntax, "Parse error.")
				}
				if p.src[p.pos] == '*' && p.src[p.pos+1] == '/' {
					p.pos += 2
					break
				}
				p.pos++
			}
		default:
			return nil
		}
	}
	return nil
}

func (p *jparser) document() (*jval, *ParseError) {
	if len(p.src) >= 3 && string(p.src[:3]) == "\xEF\xBB\xBF" {
		p.pos = 3 // a UTF-8 byte order mark, as some editors write
	}
	if err := p.skip(); err != nil {
		return nil, err
	}
	v, err := p.value()
	if err != nil {
		return nil, err
	}
	if err := p.skip(); err != nil {
		return nil, err
	}
	if p.pos != len(p.src) {
		return nil, p.syntaxErr()
	}
	return v, nil
}

func (p *jparser) value() (*jval, *ParseError) {
	if p.pos >= len(p.src) {
		return nil, p.syntaxErr()
	}
	switch c := p.src[p.pos]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		return p.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	default:
		for _, lit := range []struct {
			word string
			v    jval
		}{{"true", jval{kind: jBool, b: true}}, {"false", jval{kind: jBool}}, {"null", jval{kind: jNull}}} {
			if len(p.src)-p.pos >= len(lit.word) && string(p.src[p.pos:p.pos+len(lit.word)]) == lit.word {
				v := lit.v
				v.off = p.pos
				p.pos += len(lit.word)
				return &v, nil
			}
		}
		return nil, p.syntaxErr()
	}
}

func (p *jparser) enter() *ParseError {
	p.depth++
	if p.depth > maxJSONDepth {
		return p.errAt(p.pos, ErrSyntax, "Rules are nested too deeply.")
	}
	return nil
}

func (p *jparser) object() (*jval, *ParseError) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	v := &jval{kind: jObject, off: p.pos}
	p.pos++
	for first := true; ; first = false {
		if err := p.skip(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' && first {
			p.pos++
			return v, nil
		}
		if p.pos >= len(p.src) || p.src[p.pos] != '"' {
			return nil, p.syntaxErr()
		}
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.skip(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return nil, p.syntaxErr()
		}
		p.pos++
		if err := p.skip(); err != nil {
			return nil, err
		}
		val, err := p.value()
		if err != nil {
			return nil, err
		}
		v.obj = append(v.obj, jmember{key: k.str, keyOff: k.off, val: val})
		if err := p.skip(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return v, nil
		}
		return nil, p.syntaxErr()
	}
}

func (p *jparser) array() (*jval, *ParseError) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	v := &jval{kind: jArray, off: p.pos}
	p.pos++
	for first := true; ; first = false {
		if err := p.skip(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' && first {
			p.pos++
			return v, nil
		}
		e, err := p.value()
		if err != nil {
			return nil, err
		}
		v.arr = append(v.arr, e)
		if err := p.skip(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			p.pos++
			return v, nil
		}
		return nil, p.syntaxErr()
	}
}

func (p *jparser) number() (*jval, *ParseError) {
	start := p.pos
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			p.pos++
			continue
		}
		break
	}
	if _, err := strconv.ParseFloat(string(p.src[start:p.pos]), 64); err != nil {
		return nil, p.errAt(start, ErrSyntax, "Parse error.")
	}
	return &jval{kind: jNumber, off: start}, nil
}

// str reads a JSON string, keeping a byte-to-source map when it has escapes.
func (p *jparser) str() (*jval, *ParseError) {
	v := &jval{kind: jString, off: p.pos}
	p.pos++
	var buf []byte
	var offs []int
	escaped := false
	for {
		if p.pos >= len(p.src) {
			return nil, p.errAt(v.off, ErrSyntax, "Parse error.")
		}
		c := p.src[p.pos]
		switch {
		case c == '"':
			p.pos++
			if escaped {
				v.str, v.offs = string(buf), offs
			} else {
				v.str = string(p.src[v.off+1 : p.pos-1])
			}
			return v, nil
		case c < 0x20:
			return nil, p.syntaxErr()
		case c == '\\':
			if !escaped {
				escaped = true
				buf = append(buf, p.src[v.off+1:p.pos]...)
				for i := v.off + 1; i < p.pos; i++ {
					offs = append(offs, i)
				}
			}
			r, n, ok := jsonEscape(p.src[p.pos:])
			if !ok {
				return nil, p.syntaxErr()
			}
			enc := utf8.AppendRune(nil, r)
			for range enc {
				offs = append(offs, p.pos)
			}
			buf = append(buf, enc...)
			p.pos += n
		default:
			if escaped {
				buf = append(buf, c)
				offs = append(offs, p.pos)
			}
			p.pos++
		}
	}
}

// jsonEscape decodes one escape sequence at the start of b (which begins
// with a backslash), returning the rune and the bytes consumed.
func jsonEscape(b []byte) (rune, int, bool) {
	if len(b) < 2 {
		return 0, 0, false
	}
	switch b[1] {
	case '"', '\\', '/':
		return rune(b[1]), 2, true
	case 'b':
		return '\b', 2, true
	case 'f':
		return '\f', 2, true
	case 'n':
		return '\n', 2, true
	case 'r':
		return '\r', 2, true
	case 't':
		return '\t', 2, true
	case 'u':
		if len(b) < 6 {
			return 0, 0, false
		}
		n, err := strconv.ParseUint(string(b[2:6]), 16, 32)
		if err != nil {
			return 0, 0, false
		}
		r := rune(n)
		if r >= 0xD800 && r < 0xDC00 && len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
			if lo, err := strconv.ParseUint(string(b[8:12]), 16, 32); err == nil && lo >= 0xDC00 && lo < 0xE000 {
				return (r-0xD800)<<10 + (rune(lo) - 0xDC00) + 0x10000, 12, true
			}
		}
		return r, 6, true
	}
	return 0, 0, false
}

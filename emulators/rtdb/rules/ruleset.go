package rules

import (
	"fmt"
	"regexp"
	"strings"
)

// MaxSourceSize caps a rules document. Production publishes no number; the
// cap only protects the emulator from absurd uploads.
const MaxSourceSize = 4 << 20

// Ruleset is a parsed, type-checked rules document. It is immutable and safe
// for concurrent use.
type Ruleset struct {
	root *ruleNode
	src  []byte
}

// rule is one compiled .read, .write or .validate.
type rule struct {
	kind ruleKind
	src  string
	e    expr // nil for a JSON boolean
	val  bool // the JSON boolean
}

// ruleNode is one level of the rules tree.
type ruleNode struct {
	read, write, validate *rule
	indexOn               []string
	named                 map[string]*ruleNode
	wildName              string
	wild                  *ruleNode
}

// childFor selects the rule node for a data key: a named child wins over
// the wildcard. bound reports whether the wildcard captured the key.
func (n *ruleNode) childFor(key string) (c *ruleNode, bound bool) {
	if c := n.named[key]; c != nil {
		return c, false
	}
	return n.wild, n.wild != nil
}

// Parse reads a rules document: JSON with // and /* */ comments whose only
// key is "rules". Errors are *ParseError values whose text is the
// production "line:col: message".
func Parse(src []byte) (*Ruleset, error) {
	if len(src) > MaxSourceSize {
		return nil, &ParseError{Line: 1, Col: 1, Msg: fmt.Sprintf("Rules are too large (over %d bytes).", MaxSourceSize), kind: ErrTooLarge}
	}
	p := newJParser(src)
	doc, perr := p.document()
	if perr != nil {
		return nil, perr
	}
	if doc.kind != jObject {
		return nil, p.errAt(doc.off, ErrSyntax, "Expected 'rules' property.")
	}
	var rulesVal *jval
	for _, m := range doc.obj {
		if m.key != "rules" {
			return nil, p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Unexpected property '%s': the only top-level key is 'rules'.", m.key))
		}
		rulesVal = m.val
	}
	if rulesVal == nil {
		off := doc.off + 1
		b := &jparser{src: src, pos: off}
		if b.skip() == nil {
			off = b.pos
		}
		return nil, p.errAt(off, ErrSyntax, "Expected 'rules' property.")
	}
	b := builder{p: p, regexes: map[string]*regexp.Regexp{}}
	root, perr := b.node(rulesVal, nil)
	if perr != nil {
		return nil, perr
	}
	return &Ruleset{root: root, src: append([]byte(nil), src...)}, nil
}

// MustParse is Parse for rules known to be valid; it panics on error.
func MustParse(src string) *Ruleset {
	rs, err := Parse([]byte(src))
	if err != nil {
		panic(err)
	}
	return rs
}

// Source returns the document the Ruleset was parsed from.
func (rs *Ruleset) Source() []byte { return rs.src }

type builder struct {
	p       *jparser
	regexes map[string]*regexp.Regexp
}

const invalidKeyChars = ".#$[]/"

func (b *builder) node(v *jval, wilds []string) (*ruleNode, *ParseError) {
	if v.kind != jObject {
		return nil, b.p.errAt(v.off, ErrSyntax, "Expected an object of rules.")
	}
	n := &ruleNode{}
	for _, m := range v.obj {
		switch k := m.key; {
		case k == ".read" || k == ".write" || k == ".validate":
			kind := map[string]ruleKind{".read": kindRead, ".write": kindWrite, ".validate": kindValidate}[k]
			r, err := b.rule(m.val, kind, wilds)
			if err != nil {
				return nil, err
			}
			switch kind {
			case kindRead:
				n.read = r
			case kindWrite:
				n.write = r
			default:
				n.validate = r
			}
		case k == ".indexOn":
			idx, err := b.indexOn(m.val)
			if err != nil {
				return nil, err
			}
			n.indexOn = idx
		case strings.HasPrefix(k, "."):
			return nil, b.p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Invalid rule type '%s'.", k))
		case strings.HasPrefix(k, "$"):
			name := k
			if len(name) < 2 || strings.ContainsAny(name[1:], invalidKeyChars) {
				return nil, b.p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Invalid wildcard name '%s'.", k))
			}
			if n.wild != nil && n.wildName != name {
				return nil, b.p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Only one wildcard is allowed per level ('%s' and '%s').", n.wildName, name))
			}
			for _, w := range wilds {
				if w == name {
					return nil, b.p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Wildcard '%s' is already defined above.", name))
				}
			}
			c, err := b.node(m.val, append(wilds[:len(wilds):len(wilds)], name))
			if err != nil {
				return nil, err
			}
			n.wildName, n.wild = name, c
		default:
			if k == "" || strings.ContainsAny(k, invalidKeyChars) || hasControl(k) {
				return nil, b.p.errAt(m.keyOff, ErrSyntax, fmt.Sprintf("Invalid key '%s'.", k))
			}
			c, err := b.node(m.val, wilds)
			if err != nil {
				return nil, err
			}
			if n.named == nil {
				n.named = map[string]*ruleNode{}
			}
			n.named[k] = c
		}
	}
	return n, nil
}

func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return true
		}
	}
	return false
}

func (b *builder) rule(v *jval, kind ruleKind, wilds []string) (*rule, *ParseError) {
	switch v.kind {
	case jBool:
		return &rule{kind: kind, val: v.b, src: fmt.Sprint(v.b)}, nil
	case jString:
		e, err := compileExpr(v.str, scope{kind: kind, wilds: wilds, regexes: b.regexes})
		if err != nil {
			return nil, b.p.errAt(v.srcOff(err.pos), err.kind, err.msg)
		}
		return &rule{kind: kind, src: v.str, e: e}, nil
	}
	return nil, b.p.errAt(v.off, ErrSyntax, fmt.Sprintf("Expected a string or a boolean for %s.", kind))
}

func (b *builder) indexOn(v *jval) ([]string, *ParseError) {
	bad := b.p.errAt(v.off, ErrSyntax, "Expected a string or an array of strings for .indexOn.")
	switch v.kind {
	case jString:
		return []string{v.str}, nil
	case jArray:
		out := make([]string, 0, len(v.arr))
		for _, e := range v.arr {
			if e.kind != jString {
				return nil, b.p.errAt(e.off, ErrSyntax, "Expected a string or an array of strings for .indexOn.")
			}
			out = append(out, e.str)
		}
		return out, nil
	}
	return nil, bad
}

// RootReadIsTrue reports whether the root .read is the literal true (the
// JSON boolean or the expression "true"): every read is then allowed
// whatever the data and auth, since no deeper rule can take a grant back.
func (rs *Ruleset) RootReadIsTrue() bool {
	r := rs.root.read
	if r == nil {
		return false
	}
	if r.e == nil {
		return r.val
	}
	lit, ok := r.e.(*litExpr)
	return ok && lit.val == true
}

package rules

import "fmt"

// maxNesting bounds parenthesis depth and maxTokens the size of one
// expression, so hostile rules cannot exhaust the stack of the recursive
// checker and evaluator.
const (
	maxNesting = 200
	maxTokens  = 20000
)

type parser struct {
	toks  []token
	i     int
	depth int
}

// parseExpr turns rule text into an expression tree (no type checking).
func parseExpr(src string) (expr, *exprError) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	if len(toks) > maxTokens {
		return nil, &exprError{pos: toks[maxTokens].pos, msg: "Expression is too long.", kind: ErrSyntax}
	}
	p := &parser{toks: toks}
	if p.peek().kind == tEOF {
		return nil, &exprError{pos: 0, msg: "Empty expression.", kind: ErrSyntax}
	}
	e, err := p.ternary()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tEOF {
		return nil, p.unexpected(t)
	}
	return e, nil
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) isPunct(s string) bool {
	t := p.peek()
	return t.kind == tPunct && t.text == s
}

func (p *parser) unexpected(t token) *exprError {
	switch {
	case t.kind == tEOF:
		return &exprError{pos: t.pos, msg: "Unexpected end of expression.", kind: ErrSyntax}
	case t.kind == tPunct && t.text == "**":
		return &exprError{pos: t.pos, msg: "Unsupported operator '**'.", kind: ErrSyntax}
	case t.kind == tPunct && t.text == "=":
		return &exprError{pos: t.pos, msg: "Assignment is not allowed.", kind: ErrSyntax}
	case t.kind == tPunct && t.text == ";":
		return &exprError{pos: t.pos, msg: "Only one expression is allowed.", kind: ErrSyntax}
	}
	return &exprError{pos: t.pos, msg: fmt.Sprintf("Unexpected token '%s'.", tokText(t)), kind: ErrSyntax}
}

func tokText(t token) string {
	switch t.kind {
	case tNumber:
		return jsNumber(t.num)
	case tString:
		return "'" + t.text + "'"
	case tRegex:
		return "/" + t.text + "/" + t.flags
	}
	return t.text
}

func (p *parser) expect(s string) *exprError {
	if !p.isPunct(s) {
		return p.unexpected(p.peek())
	}
	p.next()
	return nil
}

func (p *parser) ternary() (expr, *exprError) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxNesting {
		return nil, &exprError{pos: p.peek().pos, msg: "Expression is nested too deeply.", kind: ErrSyntax}
	}
	c, err := p.binary(0)
	if err != nil || !p.isPunct("?") {
		return c, err
	}
	pos := p.next().pos
	a, err := p.ternary()
	if err != nil {
		return nil, err
	}
	if err := p.expect(":"); err != nil {
		return nil, err
	}
	b, err := p.ternary()
	if err != nil {
		return nil, err
	}
	return &condExpr{node0: node0{pos: pos}, c: c, a: a, b: b}, nil
}

// binPrec is JavaScript's precedence for the binary operators rules allow.
var binPrec = map[string]int{
	"||": 1, "&&": 2,
	"==": 3, "!=": 3, "===": 3, "!==": 3,
	"<": 4, ">": 4, "<=": 4, ">=": 4,
	"+": 5, "-": 5,
	"*": 6, "/": 6, "%": 6,
}

func (p *parser) binary(minPrec int) (expr, *exprError) {
	l, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		prec, ok := binPrec[t.text]
		if t.kind != tPunct || !ok || prec <= minPrec {
			if t.kind == tPunct && (t.text == "**" || t.text == "=" || t.text == "&" || t.text == "|") {
				return nil, p.unexpected(t)
			}
			return l, nil
		}
		p.next()
		r, err := p.binary(prec)
		if err != nil {
			return nil, err
		}
		l = &binaryExpr{node0: node0{pos: t.pos}, op: t.text, l: l, r: r}
	}
}

func (p *parser) unary() (expr, *exprError) {
	t := p.peek()
	if t.kind == tPunct && (t.text == "!" || t.text == "-" || t.text == "+") {
		if t.text == "+" {
			return nil, &exprError{pos: t.pos, msg: "Unsupported operator '+' (unary).", kind: ErrSyntax}
		}
		p.next()
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > maxNesting {
			return nil, &exprError{pos: t.pos, msg: "Expression is nested too deeply.", kind: ErrSyntax}
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &unaryExpr{node0: node0{pos: t.pos}, op: t.text, x: x}, nil
	}
	return p.postfix()
}

func (p *parser) postfix() (expr, *exprError) {
	x, err := p.primary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		switch {
		case t.kind == tPunct && t.text == ".":
			p.next()
			n := p.next()
			if n.kind != tIdent {
				return nil, p.unexpected(n)
			}
			x = &memberExpr{node0: node0{pos: n.pos}, x: x, name: n.text}
		case t.kind == tPunct && t.text == "[":
			p.next()
			k, err := p.ternary()
			if err != nil {
				return nil, err
			}
			if err := p.expect("]"); err != nil {
				return nil, err
			}
			m := &memberExpr{node0: node0{pos: t.pos}, x: x, key: k}
			if l, ok := k.(*litExpr); ok {
				if s, ok := l.val.(string); ok {
					m.name = s
				}
			}
			x = m
		case t.kind == tPunct && t.text == "(":
			m, ok := x.(*memberExpr)
			if !ok {
				return nil, &exprError{pos: t.pos, msg: "Only built-in methods can be called.", kind: ErrType}
			}
			p.next()
			var args []expr
			for !p.isPunct(")") {
				a, err := p.ternary()
				if err != nil {
					return nil, err
				}
				args = append(args, a)
				if !p.isPunct(",") {
					break
				}
				p.next()
			}
			if err := p.expect(")"); err != nil {
				return nil, err
			}
			x = &callExpr{node0: node0{pos: m.pos}, fn: m, args: args}
		default:
			return x, nil
		}
	}
}

func (p *parser) primary() (expr, *exprError) {
	t := p.next()
	switch t.kind {
	case tNumber:
		return &litExpr{node0: node0{pos: t.pos}, val: t.num}, nil
	case tString:
		return &litExpr{node0: node0{pos: t.pos}, val: t.text}, nil
	case tRegex:
		return &regexExpr{node0: node0{pos: t.pos}, src: t.text, flags: t.flags}, nil
	case tIdent:
		switch t.text {
		case "true":
			return &litExpr{node0: node0{pos: t.pos}, val: true}, nil
		case "false":
			return &litExpr{node0: node0{pos: t.pos}, val: false}, nil
		case "null":
			return &litExpr{node0: node0{pos: t.pos}}, nil
		}
		return &identExpr{node0: node0{pos: t.pos}, name: t.text}, nil
	case tPunct:
		switch t.text {
		case "(":
			e, err := p.ternary()
			if err != nil {
				return nil, err
			}
			return e, p.expect(")")
		case "[":
			a := &arrayExpr{node0: node0{pos: t.pos}}
			for !p.isPunct("]") {
				e, err := p.ternary()
				if err != nil {
					return nil, err
				}
				a.elems = append(a.elems, e)
				if !p.isPunct(",") {
					break
				}
				p.next()
			}
			return a, p.expect("]")
		}
	}
	return nil, p.unexpected(t)
}

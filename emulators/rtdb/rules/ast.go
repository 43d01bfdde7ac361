package rules

import "regexp"

// typ is the static type the checker infers for an expression.
type typ byte

const (
	tyAny   typ = iota // only known at run time (auth.*, val(), ...)
	tyMixed            // a number or a string: never a boolean
	tyBool
	tyNum
	tyStr
	tyNull
	tySnap
	tyQuery
	tyRegex
	tyArray
	tyMethod // a member naming a method, which must be called
)

var typNames = [...]string{"any", "primitive", "boolean", "number", "string", "null", "RuleDataSnapshot", "Query", "RegExp", "array", "method"}

func (t typ) String() string { return typNames[t] }

// expr is a node of the expression tree. Every node records its byte
// offset in the rule text and, after checking, its static type.
type expr interface{ base() *node0 }

type node0 struct {
	pos int
	ty  typ
}

func (n *node0) base() *node0 { return n }

type litExpr struct {
	node0
	val any // nil, bool, float64 or string
}

type regexExpr struct {
	node0
	src, flags string
	re         *regexp.Regexp
}

type identExpr struct {
	node0
	name string
	slot int // index into the wildcard bindings for $vars
}

type arrayExpr struct {
	node0
	elems []expr
}

type unaryExpr struct {
	node0
	op string
	x  expr
}

type binaryExpr struct {
	node0
	op   string
	l, r expr
	// valOf is set for `s.val() == null` (either order, any equality
	// operator): s is evaluated and tested with Exists, which gives the
	// same answer without building the value of a large node.
	valOf expr
}

type condExpr struct {
	node0
	c, a, b expr
}

// memberExpr is x.name or x[key]; for x[key] name is set when key is a
// string literal.
type memberExpr struct {
	node0
	x    expr
	name string
	key  expr
	recv typ // receiver's static type, for method dispatch
}

type callExpr struct {
	node0
	fn   *memberExpr
	args []expr
}

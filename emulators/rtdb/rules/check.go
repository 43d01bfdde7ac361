package rules

import (
	"fmt"
	"regexp"
)

// ruleKind says which rule an expression belongs to; it fixes the variables
// in scope (newData exists only for .write and .validate).
type ruleKind byte

const (
	kindRead ruleKind = iota
	kindWrite
	kindValidate
)

var kindNames = [...]string{".read", ".write", ".validate"}

func (k ruleKind) String() string { return kindNames[k] }

// scope is what an expression may name: the rule kind and the wildcards
// bound above it, outermost first. regexes caches compiled regex literals
// across the expressions of one document (generated rules repeat them).
type scope struct {
	kind    ruleKind
	wilds   []string
	regexes map[string]*regexp.Regexp
}

// Method tables: result type and parameter types ("s" string, "a" string
// array literal, "r" regex literal; a trailing "?" makes the last optional).
type method struct {
	result typ
	params string
}

var snapMethods = map[string]method{
	"val": {tyAny, ""}, "child": {tySnap, "s"}, "parent": {tySnap, ""},
	"hasChild": {tyBool, "s"}, "hasChildren": {tyBool, "a?"}, "exists": {tyBool, ""},
	"getPriority": {tyAny, ""}, "isNumber": {tyBool, ""}, "isString": {tyBool, ""}, "isBoolean": {tyBool, ""},
}

var strMethods = map[string]method{
	"contains": {tyBool, "s"}, "beginsWith": {tyBool, "s"}, "endsWith": {tyBool, "s"},
	"replace": {tyStr, "ss"}, "toLowerCase": {tyStr, ""}, "toUpperCase": {tyStr, ""}, "matches": {tyBool, "r"},
}

var queryMembers = map[string]typ{
	"orderByKey": tyBool, "orderByPriority": tyBool, "orderByValue": tyBool, "orderByChild": tyAny,
	"startAt": tyAny, "endAt": tyAny, "equalTo": tyAny, "limitToFirst": tyAny, "limitToLast": tyAny,
}

type checker struct{ sc scope }

func typeErr(pos int, format string, args ...any) *exprError {
	return &exprError{pos: pos, msg: fmt.Sprintf(format, args...), kind: ErrType}
}

// compileExpr parses and type-checks one rule expression.
func compileExpr(src string, sc scope) (expr, *exprError) {
	e, err := parseExpr(src)
	if err != nil {
		return nil, err
	}
	c := checker{sc: sc}
	if err := c.check(e); err != nil {
		return nil, err
	}
	if t := e.base().ty; t != tyBool && t != tyAny {
		return nil, typeErr(e.base().pos, "Expression must evaluate to a boolean.")
	}
	return e, nil
}

// canBe reports whether a value of static type t may be of type want at
// run time.
func canBe(t, want typ) bool {
	switch t {
	case tyAny:
		return true
	case tyMixed:
		return want == tyNum || want == tyStr
	}
	return t == want
}

func (c *checker) check(e expr) *exprError {
	switch e := e.(type) {
	case *litExpr:
		switch e.val.(type) {
		case nil:
			e.ty = tyNull
		case bool:
			e.ty = tyBool
		case float64:
			e.ty = tyNum
		case string:
			e.ty = tyStr
		}
	case *regexExpr:
		return typeErr(e.pos, "Regular expressions are only allowed as the argument of matches().")
	case *arrayExpr:
		return typeErr(e.pos, "Arrays are only allowed as the argument of hasChildren().")
	case *identExpr:
		return c.ident(e)
	case *unaryExpr:
		if err := c.check(e.x); err != nil {
			return err
		}
		want := tyBool
		if e.op == "-" {
			want = tyNum
		}
		if !canBe(e.x.base().ty, want) {
			return typeErr(e.pos, "Invalid %s expression: operand must be a %s.", e.op, want)
		}
		e.ty = want
	case *binaryExpr:
		return c.binary(e)
	case *condExpr:
		for _, x := range []expr{e.c, e.a, e.b} {
			if err := c.check(x); err != nil {
				return err
			}
		}
		if !canBe(e.c.base().ty, tyBool) {
			return typeErr(e.c.base().pos, "Invalid ?: expression: the condition must be a boolean.")
		}
		for _, x := range []expr{e.a, e.b} {
			if t := x.base().ty; t == tySnap || t == tyQuery || t == tyMethod {
				return typeErr(x.base().pos, "Invalid ?: expression: a branch must not be a %s.", t)
			}
		}
		switch a, b := e.a.base().ty, e.b.base().ty; {
		case a == b:
			e.ty = a
		case a == tyBool && b == tyAny, a == tyAny && b == tyBool:
			e.ty = tyAny
		case a == tyAny && b == tyNull, a == tyNull && b == tyAny, a == tyAny && b == tyAny:
			e.ty = tyAny
		default:
			e.ty = tyMixed
		}
	case *memberExpr:
		return c.member(e)
	case *callExpr:
		return c.call(e)
	}
	return nil
}

func (c *checker) ident(e *identExpr) *exprError {
	switch e.name {
	case "auth":
		e.ty = tyAny
	case "root", "data":
		e.ty = tySnap
	case "newData":
		if c.sc.kind == kindRead {
			return typeErr(e.pos, "Unknown variable '%s'.", e.name)
		}
		e.ty = tySnap
	case "now":
		e.ty = tyNum
	case "query":
		e.ty = tyQuery
	default:
		for i := len(c.sc.wilds) - 1; i >= 0; i-- {
			if c.sc.wilds[i] == e.name {
				e.slot, e.ty = i, tyStr
				return nil
			}
		}
		return typeErr(e.pos, "Unknown variable '%s'.", e.name)
	}
	return nil
}

func (c *checker) binary(e *binaryExpr) *exprError {
	if err := c.check(e.l); err != nil {
		return err
	}
	if err := c.check(e.r); err != nil {
		return err
	}
	l, r := e.l.base().ty, e.r.base().ty
	bad := func(side string, t typ) *exprError {
		return typeErr(e.pos, "Invalid %s expression: %s operand must not be a %s.", e.op, side, t)
	}
	for _, s := range []struct {
		side string
		t    typ
	}{{"left", l}, {"right", r}} {
		if s.t == tySnap || s.t == tyQuery || s.t == tyMethod {
			return bad(s.side, s.t)
		}
		switch e.op {
		case "&&", "||":
			if !canBe(s.t, tyBool) {
				return typeErr(e.pos, "Invalid %s expression: %s operand must be a boolean.", e.op, s.side)
			}
		case "<", ">", "<=", ">=", "+":
			if !canBe(s.t, tyNum) && !canBe(s.t, tyStr) {
				return bad(s.side, s.t)
			}
		case "-", "*", "/", "%":
			if !canBe(s.t, tyNum) {
				return typeErr(e.pos, "Invalid %s expression: %s operand must be a number.", e.op, s.side)
			}
		}
	}
	switch e.op {
	case "==", "!=", "===", "!==":
		e.valOf = nullTestOf(e.l, e.r)
		if e.valOf == nil {
			e.valOf = nullTestOf(e.r, e.l)
		}
		e.ty = tyBool
	case "&&", "||":
		e.ty = tyBool
	case "<", ">", "<=", ">=":
		if (l == tyNum && r == tyStr) || (l == tyStr && r == tyNum) {
			return typeErr(e.pos, "Invalid %s expression: cannot compare a %s with a %s.", e.op, l, r)
		}
		e.ty = tyBool
	case "+":
		switch {
		case l == tyNum && r == tyNum:
			e.ty = tyNum
		case l == tyStr || r == tyStr:
			e.ty = tyStr
		default:
			e.ty = tyMixed
		}
	default:
		e.ty = tyNum
	}
	return nil
}

// nullTestOf returns s when a is s.val() on a snapshot and b is null.
func nullTestOf(a, b expr) expr {
	lit, ok := b.(*litExpr)
	if !ok || lit.val != nil {
		return nil
	}
	call, ok := a.(*callExpr)
	if !ok || call.fn.name != "val" || call.fn.recv != tySnap {
		return nil
	}
	return call.fn.x
}

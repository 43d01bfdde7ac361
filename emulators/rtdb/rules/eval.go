package rules

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
)

// env holds the variables of one rule evaluation.
type env struct {
	auth    any
	root    *snapVal
	data    *snapVal
	newData *snapVal
	now     float64
	query   *Query
	wilds   []string
}

// evalRule runs a compiled expression; any runtime error or non-boolean
// result makes it false, and the error is returned for the trace.
func evalRule(e expr, en *env) (bool, error) {
	v, err := eval(e, en)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, rtErr("rule evaluated to %s, not a boolean", typeName(v))
	}
	return b, nil
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case float64:
		return "number"
	case string:
		return "string"
	case *snapVal:
		return "RuleDataSnapshot"
	}
	return "object"
}

func eval(e expr, en *env) (any, error) {
	switch e := e.(type) {
	case *litExpr:
		return e.val, nil
	case *identExpr:
		switch e.name {
		case "auth":
			return en.auth, nil
		case "root":
			return en.root, nil
		case "data":
			return en.data, nil
		case "newData":
			return en.newData, nil
		case "now":
			return en.now, nil
		case "query":
			return en.query, nil
		}
		if e.slot < len(en.wilds) {
			return en.wilds[e.slot], nil
		}
		return nil, rtErr("unbound variable %s", e.name)
	case *unaryExpr:
		x, err := eval(e.x, en)
		if err != nil {
			return nil, err
		}
		if e.op == "!" {
			b, ok := x.(bool)
			if !ok {
				return nil, rtErr("! needs a boolean, got %s", typeName(x))
			}
			return !b, nil
		}
		n, ok := x.(float64)
		if !ok {
			return nil, rtErr("unary - needs a number, got %s", typeName(x))
		}
		return -n, nil
	case *binaryExpr:
		return evalBinary(e, en)
	case *condExpr:
		c, err := eval(e.c, en)
		if err != nil {
			return nil, err
		}
		b, ok := c.(bool)
		if !ok {
			return nil, rtErr("?: needs a boolean condition, got %s", typeName(c))
		}
		if b {
			return eval(e.a, en)
		}
		return eval(e.b, en)
	case *memberExpr:
		return evalMember(e, en)
	case *callExpr:
		return evalCall(e, en)
	}
	return nil, rtErr("cannot evaluate expression")
}

func evalBinary(e *binaryExpr, en *env) (any, error) {
	if e.valOf != nil {
		s, err := eval(e.valOf, en)
		if err != nil {
			return nil, err
		}
		isNull := !s.(*snapVal).n.Exists()
		return isNull == (e.op == "==" || e.op == "==="), nil
	}
	l, err := eval(e.l, en)
	if err != nil {
		return nil, err
	}
	if e.op == "&&" || e.op == "||" {
		lb, ok := l.(bool)
		if !ok {
			return nil, rtErr("%s needs booleans, got %s", e.op, typeName(l))
		}
		if (e.op == "&&") != lb {
			return lb, nil
		}
		r, err := eval(e.r, en)
		if err != nil {
			return nil, err
		}
		rb, ok := r.(bool)
		if !ok {
			return nil, rtErr("%s needs booleans, got %s", e.op, typeName(r))
		}
		return rb, nil
	}
	r, err := eval(e.r, en)
	if err != nil {
		return nil, err
	}
	switch e.op {
	case "==", "===":
		return strictEqual(l, r), nil
	case "!=", "!==":
		return !strictEqual(l, r), nil
	case "<", ">", "<=", ">=":
		return compare(e.op, l, r)
	case "+":
		ln, lok := l.(float64)
		rn, rok := r.(float64)
		if lok && rok {
			return ln + rn, nil
		}
		ls, lstr := concatPart(l)
		rs, rstr := concatPart(r)
		_, lIsStr := l.(string)
		_, rIsStr := r.(string)
		if lstr && rstr && (lIsStr || rIsStr) {
			return ls + rs, nil
		}
		return nil, rtErr("+ needs two numbers or a string, got %s and %s", typeName(l), typeName(r))
	}
	ln, lok := l.(float64)
	rn, rok := r.(float64)
	if !lok || !rok {
		return nil, rtErr("%s needs numbers, got %s and %s", e.op, typeName(l), typeName(r))
	}
	switch e.op {
	case "-":
		return ln - rn, nil
	case "*":
		return ln * rn, nil
	case "/":
		if rn == 0 {
			return math.NaN(), nil
		}
		return ln / rn, nil
	default:
		if rn == 0 {
			return math.NaN(), nil
		}
		return math.Mod(ln, rn), nil
	}
}

func concatPart(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case float64:
		return jsNumber(v), true
	}
	return "", false
}

func compare(op string, l, r any) (any, error) {
	var c int
	switch lv := l.(type) {
	case float64:
		rv, ok := r.(float64)
		if !ok {
			return nil, rtErr("%s needs two numbers or two strings, got %s and %s", op, typeName(l), typeName(r))
		}
		if math.IsNaN(lv) || math.IsNaN(rv) {
			return false, nil
		}
		c = cmpFloat(lv, rv)
	case string:
		rv, ok := r.(string)
		if !ok {
			return nil, rtErr("%s needs two numbers or two strings, got %s and %s", op, typeName(l), typeName(r))
		}
		c = cmpUTF16(lv, rv)
	default:
		return nil, rtErr("%s needs two numbers or two strings, got %s and %s", op, typeName(l), typeName(r))
	}
	switch op {
	case "<":
		return c < 0, nil
	case ">":
		return c > 0, nil
	case "<=":
		return c <= 0, nil
	}
	return c >= 0, nil
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpUTF16 orders strings by UTF-16 code units, as JavaScript does.
func cmpUTF16(a, b string) int {
	ua, ub := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return cmpFloat(float64(ua[i]), float64(ub[i]))
		}
	}
	return cmpFloat(float64(len(ua)), float64(len(ub)))
}

// strictEqual is ===: no conversions, NaN unequal to itself. Objects (val()
// of a node with children, auth maps) compare by value.
func strictEqual(a, b any) bool {
	switch av := a.(type) {
	case nil:
		return b == nil
	case bool, string:
		return a == b
	case float64:
		bv, ok := b.(float64)
		return ok && av == bv
	case map[string]any, []any:
		return reflect.DeepEqual(normalize(a), normalize(b))
	}
	return false
}

// jsNumber formats a number as JavaScript's String(n) does.
func jsNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	if a := math.Abs(f); a >= 1e21 || a < 1e-6 {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		mant, exp, _ := strings.Cut(s, "e")
		sign := exp[0]
		exp = strings.TrimLeft(exp[1:], "0")
		return mant + "e" + string(sign) + exp
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

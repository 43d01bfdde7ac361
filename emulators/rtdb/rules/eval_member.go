package rules

import (
	"strings"
	"unicode/utf16"
)

func evalMember(e *memberExpr, en *env) (any, error) {
	x, err := eval(e.x, en)
	if err != nil {
		return nil, err
	}
	name := e.name
	if e.key != nil && (e.recv == tyAny || e.recv == tyMixed) {
		k, err := eval(e.key, en)
		if err != nil {
			return nil, err
		}
		s, ok := concatPart(k)
		if !ok {
			return nil, rtErr("member key must be a string, got %s", typeName(k))
		}
		name = s
	}
	switch v := x.(type) {
	case *Query:
		return v.member(name), nil
	case string:
		if name == "length" {
			return float64(len(utf16.Encode([]rune(v)))), nil
		}
		return nil, nil
	case map[string]any:
		return normNumber(v[name]), nil
	case []any:
		for i, c := range v {
			if itoa(i) == name {
				return normNumber(c), nil
			}
		}
		return nil, nil
	}
	// Member access on null (signed-out auth) or on a number or boolean
	// yields null, as production does for auth.uid when unauthenticated.
	return nil, nil
}

func evalCall(e *callExpr, en *env) (any, error) {
	x, err := eval(e.fn.x, en)
	if err != nil {
		return nil, err
	}
	switch v := x.(type) {
	case *snapVal:
		return snapCall(e, v, en)
	case string:
		return strCall(e, v, en)
	}
	return nil, rtErr("%s() called on %s, not a string", e.fn.name, typeName(x))
}

func stringArg(e *callExpr, i int, en *env) (string, error) {
	v, err := eval(e.args[i], en)
	if err != nil {
		return "", err
	}
	s, ok := v.(string)
	if !ok {
		return "", rtErr("%s() needs a string argument, got %s", e.fn.name, typeName(v))
	}
	return s, nil
}

func snapCall(e *callExpr, s *snapVal, en *env) (any, error) {
	switch e.fn.name {
	case "val":
		return normNumber(s.n.Val()), nil
	case "exists":
		return s.n.Exists(), nil
	case "getPriority":
		return normNumber(s.n.Priority()), nil
	case "isNumber", "isString", "isBoolean":
		var ok bool
		if sh, isShaped := s.n.(Shaped); isShaped && !sh.IsLeaf() {
			return false, nil
		}
		switch s.n.Val().(type) {
		case float64, int, int64:
			ok = e.fn.name == "isNumber"
		case string:
			ok = e.fn.name == "isString"
		case bool:
			ok = e.fn.name == "isBoolean"
		}
		return ok, nil
	case "parent":
		return s.parent()
	case "child", "hasChild":
		p, err := stringArg(e, 0, en)
		if err != nil {
			return nil, err
		}
		c := s.descend(p)
		if e.fn.name == "child" {
			return c, nil
		}
		return c.n.Exists(), nil
	case "hasChildren":
		if len(e.args) == 0 {
			if sh, ok := s.n.(Shaped); ok {
				return sh.NumChildren() > 0, nil
			}
			return len(s.n.Children()) > 0, nil
		}
		arr := e.args[0].(*arrayExpr)
		for _, el := range arr.elems {
			v, err := eval(el, en)
			if err != nil {
				return nil, err
			}
			k, ok := v.(string)
			if !ok {
				return nil, rtErr("hasChildren() needs string keys, got %s", typeName(v))
			}
			if !s.descend(k).n.Exists() {
				return false, nil
			}
		}
		return true, nil
	}
	return nil, rtErr("%s() is not a RuleDataSnapshot method", e.fn.name)
}

func strCall(e *callExpr, s string, en *env) (any, error) {
	switch e.fn.name {
	case "toLowerCase":
		return strings.ToLower(s), nil
	case "toUpperCase":
		return strings.ToUpper(s), nil
	case "matches":
		return e.args[0].(*regexExpr).re.MatchString(s), nil
	case "replace":
		a, err := stringArg(e, 0, en)
		if err != nil {
			return nil, err
		}
		b, err := stringArg(e, 1, en)
		if err != nil {
			return nil, err
		}
		if a == "" {
			return s, nil
		}
		return strings.ReplaceAll(s, a, b), nil
	}
	a, err := stringArg(e, 0, en)
	if err != nil {
		return nil, err
	}
	switch e.fn.name {
	case "contains":
		return strings.Contains(s, a), nil
	case "beginsWith":
		return strings.HasPrefix(s, a), nil
	case "endsWith":
		return strings.HasSuffix(s, a), nil
	}
	return nil, rtErr("%s() is not a string method", e.fn.name)
}

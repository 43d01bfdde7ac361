package rules

// member checks x.name and x[key]. Snapshots, strings and query accept
// only their documented members and only literal computed keys; auth-like
// values (static type any) accept any key.
func (c *checker) member(e *memberExpr) *exprError {
	if err := c.check(e.x); err != nil {
		return err
	}
	e.recv = e.x.base().ty
	if e.key != nil {
		if err := c.check(e.key); err != nil {
			return err
		}
		if e.recv != tyAny && e.recv != tyMixed {
			if _, lit := e.key.(*litExpr); !lit || e.key.base().ty != tyStr {
				return typeErr(e.key.base().pos, "Invalid computed member: the key must be a string literal.")
			}
		} else if t := e.key.base().ty; t != tyStr && t != tyNum && t != tyAny && t != tyMixed {
			return typeErr(e.key.base().pos, "Invalid computed member: the key must be a string.")
		}
	}
	noSuch := func() *exprError { return typeErr(e.pos, "No such method/property '%s'.", e.name) }
	switch e.recv {
	case tySnap:
		if _, ok := snapMethods[e.name]; !ok {
			return noSuch()
		}
		e.ty = tyMethod
	case tyStr:
		if e.name == "length" {
			e.ty = tyNum
		} else if _, ok := strMethods[e.name]; ok {
			e.ty = tyMethod
		} else {
			return noSuch()
		}
	case tyQuery:
		t, ok := queryMembers[e.name]
		if !ok {
			return noSuch()
		}
		e.ty = t
	case tyAny, tyMixed:
		if _, ok := strMethods[e.name]; ok && e.key == nil {
			e.ty = tyMethod
		} else {
			e.ty = tyAny
		}
	default:
		return noSuch()
	}
	return nil
}

// call checks a built-in method call: the receiver, the arity and the
// argument types production checks at deploy time.
func (c *checker) call(e *callExpr) *exprError {
	if err := c.check(e.fn); err != nil {
		return err
	}
	if e.fn.ty != tyMethod {
		return typeErr(e.fn.pos, "No such method/property '%s'.", e.fn.name)
	}
	m := strMethods[e.fn.name]
	if e.fn.recv == tySnap {
		m = snapMethods[e.fn.name]
	}
	params := m.params
	optional := len(params) > 0 && params[len(params)-1] == '?'
	if optional {
		params = params[:len(params)-1]
	}
	if len(e.args) != len(params) && !(optional && len(e.args) == len(params)-1) {
		return typeErr(e.pos, "Invalid number of arguments to %s().", e.fn.name)
	}
	for i, a := range e.args {
		switch params[i] {
		case 'r':
			re, ok := a.(*regexExpr)
			if !ok {
				return typeErr(a.base().pos, "Invalid argument to matches(): expected a regular expression literal.")
			}
			key := re.flags + "/" + re.src
			compiled := c.sc.regexes[key]
			if compiled == nil {
				var msg string
				if compiled, msg = compileRegex(re.src, re.flags); msg != "" {
					return typeErr(re.pos, "%s", msg)
				}
				if c.sc.regexes != nil {
					c.sc.regexes[key] = compiled
				}
			}
			re.re, re.ty = compiled, tyRegex
		case 'a':
			arr, ok := a.(*arrayExpr)
			if !ok {
				return typeErr(a.base().pos, "Invalid argument to hasChildren(): expected an array of strings.")
			}
			for _, el := range arr.elems {
				if err := c.check(el); err != nil {
					return err
				}
				if t := el.base().ty; t != tyStr && t != tyAny {
					return typeErr(el.base().pos, "Invalid argument to hasChildren(): expected an array of strings.")
				}
			}
			arr.ty = tyArray
		case 's':
			if err := c.check(a); err != nil {
				return err
			}
			if t := a.base().ty; t != tyStr && t != tyAny && t != tyMixed {
				return typeErr(a.base().pos, "Invalid argument to %s(): expected a string.", e.fn.name)
			}
		}
	}
	e.ty = m.result
	return nil
}

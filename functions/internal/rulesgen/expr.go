package rulesgen

import (
	"fmt"
	"strings"
)

// and joins expressions with &&, parenthesising those that contain ||.
// Plain conjunctions are flattened and repeated terms dropped, so that
// composed identities (admin && staffActive) read without repetition.
func and(parts ...string) string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range parts {
		if p == "" || p == "true" {
			continue
		}
		if strings.Contains(p, "||") || strings.Contains(p, " ? ") {
			add(paren(p))
			continue
		}
		for _, term := range strings.Split(p, " && ") {
			add(term)
		}
	}
	if len(out) == 0 {
		return "true"
	}
	return strings.Join(out, " && ")
}

// or joins expressions with ||, dropping false ones.
func or(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p == "" || p == "false" {
			continue
		}
		if strings.Contains(p, "&&") || strings.Contains(p, "||") {
			p = "(" + p + ")"
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return "false"
	}
	return strings.Join(out, " || ")
}

// paren wraps e when it contains || or a ternary, so that it can be an &&
// operand. Extra parentheses (a | inside a regex) are harmless.
func paren(e string) string {
	if strings.Contains(e, "||") || strings.Contains(e, " ? ") {
		return "(" + e + ")"
	}
	return e
}

// oneOf is a regex alternation anchored at both ends: /^(a|b|c)$/.
func oneOf(values []string) string {
	return "/^(" + strings.Join(values, "|") + ")$/"
}

// optPattern: the empty string (a field not captured yet: a new
// blank request starts with empty strings) or a string matching re.
func optPattern(re string) string {
	return "newData.isString() && (newData.val() == '' || newData.val().matches(" + re + "))"
}

// number with at most intDigits integer digits and decimals decimals,
// checked on its decimal representation (number + ” is JavaScript's).
func number(intDigits, decimals int) string {
	re := fmt.Sprintf("/^[0-9]{1,%d}$/", intDigits)
	if decimals > 0 {
		re = fmt.Sprintf("/^[0-9]{1,%d}(\\.[0-9]{1,%d})?$/", intDigits, decimals)
	}
	return "newData.isNumber() && (newData.val() + '').matches(" + re + ")"
}

// stampNow: a timestamp written by this write is the server's time; an
// unchanged value may be written back (a full-folio set).
func stampNow() string {
	return "newData.isNumber() && (newData.val() == now || newData.val() == data.val())"
}

// stampUID: who wrote it is the caller; an unchanged value may be written back.
func stampUID() string {
	return "newData.isString() && (newData.val() == auth.uid || newData.val() == data.val())"
}

// stampBpID: the staff member who wrote it is the caller (its bpId); an
// unchanged value may be written back.
func stampBpID() string {
	return "newData.isString() && (newData.val() == data.val() || (" + hasBpID + " && newData.val() == auth.token.bpId))"
}

// leaf is a node holding only a .validate.
func leaf(validate string) *Node { return &Node{Validate: validate} }

// closed is an object node with the given children that refuses any other
// child ($other) and holds its own validate.
func closed(validate string, children map[string]*Node) *Node {
	n := &Node{Validate: validate, Children: children}
	n.child("$other", &Node{Validate: "false"})
	return n
}

const isObject = "newData.hasChildren()"

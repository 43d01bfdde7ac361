package contractgen

import (
	"bytes"
	"strings"
)

// tsVal is a TypeScript literal printed the way Prettier prints it
// (web/.prettierrc, width 100), so that the generated file passes
// `prettier --check` as written.
type tsVal struct {
	raw   string   // a scalar, already written
	keys  []string // object keys (nil for an array)
	items []tsVal  // object values or array items
	obj   bool
}

func raw(s string) tsVal { return tsVal{raw: s} }

func arr(items ...tsVal) tsVal { return tsVal{items: items} }

func strArr(list []string) tsVal {
	items := make([]tsVal, len(list))
	for i, s := range list {
		items[i] = raw(s)
	}
	return arr(items...)
}

func obj() tsVal { return tsVal{obj: true} }

func (v tsVal) with(k string, x tsVal) tsVal {
	v.keys = append(append([]string(nil), v.keys...), k)
	v.items = append(append([]tsVal(nil), v.items...), x)
	return v
}

func (v tsVal) scalar() bool { return !v.obj && v.items == nil && v.raw != "" }

// inline is the one-line form.
func (v tsVal) inline() string {
	switch {
	case v.scalar():
		return v.raw
	case v.obj:
		if len(v.keys) == 0 {
			return "{}"
		}
		parts := make([]string, len(v.keys))
		for i, k := range v.keys {
			parts[i] = k + ": " + v.items[i].inline()
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	parts := make([]string, len(v.items))
	for i, it := range v.items {
		parts[i] = it.inline()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// mustBreak: Prettier always breaks an array of two or more objects (or
// arrays) that each have more than one entry.
func (v tsVal) mustBreak() bool {
	if v.obj || v.scalar() || len(v.items) < 2 {
		return false
	}
	for _, it := range v.items {
		if it.scalar() || len(it.items) < 2 {
			return false
		}
	}
	return true
}

// print writes prefix+value+suffix at depth, breaking what does not fit.
func (v tsVal) print(b *bytes.Buffer, depth int, prefix, suffix string) {
	ind := strings.Repeat("  ", depth)
	line := ind + prefix + v.inline() + suffix
	if v.scalar() || (!v.mustBreak() && len(line) <= 100) {
		b.WriteString(line + "\n")
		return
	}
	open, close := "[", "]"
	if v.obj {
		open, close = "{", "}"
	}
	b.WriteString(ind + prefix + open + "\n")
	for i, it := range v.items {
		p := ""
		if v.obj {
			p = v.keys[i] + ": "
		}
		it.print(b, depth+1, p, ",")
	}
	b.WriteString(ind + close + suffix + "\n")
}

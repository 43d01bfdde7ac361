// Package mask is the one masking of personal data: the trail, the public
// monitor, the logs and the OTP reply all mask a value by its class, and the
// folio contract classes every personal field (docs/contract.md, "Personal
// data"). The tables in classes_gen.go are generated from the contract by
// `make rules`; web/src/lib/mask.ts masks the same way, held to the same
// golden table (testdata/golden.json).
package mask

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Class says how a personal value is masked.
type Class string

// The classes, a closed set (docs/adr/0062-personal-data-classes.md).
const (
	None     Class = "none"     // not personal: kept as written
	Name     Class = "name"     // initials of each word: "Juan Pérez" → "J*** P***"
	Initials Class = "initials" // first four and last two: "PELJ800101HDFRPN09" → "PELJ******09"
	Last4    Class = "last4"    // last four: "5512345678" → "******5678"
	Email    Class = "email"    // first letter and domain: "juan@correo.mx" → "j***@correo.mx"
	Hidden   Class = "hidden"   // nothing: "******"
)

// Classes lists every class.
var Classes = []Class{None, Name, Initials, Last4, Email, Hidden}

// Stars replaces what a mask hides. Its length is fixed, so a masked value
// never tells how long the original was.
const Stars = "******"

// Valid reports whether c is one of Classes.
func Valid(c Class) bool {
	for _, k := range Classes {
		if k == c {
			return true
		}
	}
	return false
}

// Apply masks s by its class. An empty value (after trimming spaces) stays
// empty under every class: there is nothing to hide. An unknown class hides
// the value.
func (c Class) Apply(s string) string {
	if c == None {
		return s
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	switch c {
	case Name:
		return name(s)
	case Initials:
		r := []rune(strings.ToUpper(s))
		if len(r) < 7 {
			return Stars
		}
		return string(r[:4]) + Stars + string(r[len(r)-2:])
	case Last4:
		r := []rune(s)
		if len(r) <= 4 {
			return Stars
		}
		return Stars + string(r[len(r)-4:])
	case Email:
		local, domain, ok := strings.Cut(s, "@")
		if !ok || local == "" {
			return Stars
		}
		r, _ := utf8.DecodeRuneInString(local)
		return string(r) + "***@" + domain
	}
	return Stars
}

// name keeps the first letter of each word, upper case; the stars never
// tell a word's length.
func name(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(r)) + "***"
	}
	return strings.Join(words, " ")
}

// Of is the class of the folio leaf at path ('/'-separated, relative to
// the folio): the contract's class; Hidden for a leaf the contract does not
// class below one of its personal trees (client/, contact/, …: everything
// in them is the customer's); None otherwise.
func Of(path string) Class {
	// A path the contract names exactly is the common case (the trail
	// asks for every leaf of every write): no split, no scan.
	if c, ok := fields[path]; ok {
		return c
	}
	segs := strings.Split(path, "/")
	cp := compiled()
	for _, w := range cp.wild {
		if match(w.segs, segs) {
			return w.class
		}
	}
	for _, t := range cp.trees {
		if len(segs) > len(t) && match(t, segs[:len(t)]) {
			return Hidden
		}
	}
	return None
}

// patterns are the generated tables split once: the fields with a '*'
// (an exact field is looked up by its path) and the personal trees.
type patterns struct {
	wild []struct {
		segs  []string
		class Class
	}
	trees [][]string
}

var compiled = sync.OnceValue(func() patterns {
	var p patterns
	for pattern, c := range fields {
		if strings.Contains(pattern, "*") {
			p.wild = append(p.wild, struct {
				segs  []string
				class Class
			}{strings.Split(pattern, "/"), c})
		}
	}
	for _, t := range trees {
		p.trees = append(p.trees, strings.Split(t, "/"))
	}
	return p
})

// OfKey is the class of a value known only by its key (a log attribute):
// the class the contract gives the personal fields of that name, or its
// log keys, compared in lower case; None when no personal field has it.
func OfKey(key string) Class {
	if c, ok := keys[strings.ToLower(key)]; ok {
		return c
	}
	return None
}

// Field masks the value of the folio leaf at path (Of).
func Field(path, s string) string { return Of(path).Apply(s) }

// Key masks a value known by its key (OfKey).
func Key(key, s string) string { return OfKey(key).Apply(s) }

// match reports whether segs are the pattern ps, where a '*' segment matches any key
// of a map.
func match(ps, segs []string) bool {
	if len(ps) != len(segs) {
		return false
	}
	for i, p := range ps {
		if p != "*" && p != segs[i] {
			return false
		}
	}
	return true
}

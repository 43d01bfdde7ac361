package demodata_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"oppnp/functions/internal/contract"
)

// jsRegexp compiles a rules pattern ("/^…$/i") as Go reads it.
func jsRegexp(p string) (*regexp.Regexp, error) {
	i := strings.LastIndex(p, "/")
	if !strings.HasPrefix(p, "/") || i <= 0 {
		return nil, fmt.Errorf("pattern %q is not /…/", p)
	}
	body, flags := p[1:i], p[i+1:]
	if strings.Contains(flags, "i") {
		body = "(?i)" + body
	}
	return regexp.Compile(body)
}

// fits lists how v departs from the contract field f at path.
func fits(f *contract.Field, v any, path string) []string {
	bad := func(format string, a ...any) []string { return []string{path + ": " + fmt.Sprintf(format, a...)} }
	match := func(s string) []string {
		if f.Pattern == "" || (f.Empty && s == "") {
			return nil
		}
		re, err := jsRegexp(f.Pattern)
		if err != nil {
			return bad("%v", err)
		}
		if !re.MatchString(s) {
			return bad("%q does not match %s", s, f.Pattern)
		}
		return nil
	}
	switch f.Type {
	case contract.KindObject:
		m, ok := v.(map[string]any)
		if !ok {
			return bad("not an object")
		}
		var out []string
		for _, r := range f.Required {
			if _, ok := m[r]; !ok {
				out = append(out, path+"/"+r+": required")
			}
		}
		for k, c := range m {
			cf := f.Fields[k]
			if cf == nil {
				out = append(out, path+"/"+k+": not in the contract")
				continue
			}
			out = append(out, fits(cf, c, path+"/"+k)...)
		}
		return out
	case contract.KindMap:
		m, ok := v.(map[string]any)
		if !ok {
			return bad("not a map")
		}
		re, err := jsRegexp(f.Key)
		if err != nil {
			return bad("%v", err)
		}
		var out []string
		for k, c := range m {
			if !re.MatchString(k) {
				out = append(out, path+"/"+k+": key does not match "+f.Key)
			}
			out = append(out, fits(f.Value, c, path+"/"+k)...)
		}
		return out
	case contract.KindString, contract.KindCallerUID, contract.KindCallerBpID:
		s, ok := v.(string)
		if !ok {
			return bad("not a string")
		}
		n := float64(len([]rune(s)))
		if (f.Min != nil && n < *f.Min && !(f.Empty && s == "")) || (f.Max != nil && n > *f.Max) {
			return bad("length %v out of range", n)
		}
		return match(s)
	case contract.KindNumber, contract.KindServerTime, contract.KindEpochMs:
		x, ok := v.(float64)
		if !ok {
			return bad("not a number")
		}
		if (f.Min != nil && x < *f.Min) || (f.Max != nil && x > *f.Max) || (f.Positive && x <= 0) {
			return bad("%v out of range", x)
		}
	case contract.KindNumberOrString:
		switch x := v.(type) {
		case float64:
			return match(fmt.Sprint(x))
		case string:
			return match(x)
		}
		return bad("neither number nor string")
	case contract.KindBoolean:
		if _, ok := v.(bool); !ok {
			return bad("not a boolean")
		}
	case contract.KindEnum:
		if !slices.Contains(f.Values, v) {
			return bad("%v is not one of %v", v, f.Values)
		}
	case contract.KindEmail:
		if s, ok := v.(string); !ok || (s != "" && !strings.Contains(s, "@")) {
			return bad("%v is not an email", v)
		}
	case contract.KindDate:
		s, ok := v.(string)
		if _, err := time.Parse("2006-01-02", s); !ok || (s != "" && err != nil) {
			return bad("%v is not a date", v)
		}
	case contract.KindAnswer:
		switch v.(type) {
		case string, []any:
		default:
			return bad("%v is not an answer", v)
		}
	case contract.KindStatus:
		if s, ok := v.(string); !ok || !slices.Contains(statusNames(), s) {
			return bad("%v is not a status", v)
		}
	}
	return nil
}

// functionsOnly reports whether the field at path, or one above it, is
// the functions' alone.
func functionsOnly(root *contract.Field, path string) bool {
	parts := strings.Split(path, "/")
	for i := range parts {
		if f := root.At(strings.Join(parts[:i+1], "/")); f != nil && f.FunctionsOnly {
			return true
		}
	}
	return false
}

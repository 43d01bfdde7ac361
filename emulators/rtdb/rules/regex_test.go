package rules_test

import (
	"encoding/json"
	"errors"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

// matchRule builds a ruleset whose root .read is s.matches(/pattern/flags)
// for the string stored at /s.
func matchRule(pattern, flags string) ([]byte, error) {
	expr, err := json.Marshal("root.child('s').val().matches(/" + pattern + "/" + flags + ")")
	return []byte(`{"rules": {".read": ` + string(expr) + `}}`), err
}

func TestMatches_Subset(t *testing.T) {
	tests := []struct {
		name, pattern, flags, input string
		want                        bool
	}{
		{"unanchored", `a`, "", "ba", true},
		{"start anchor", `^a`, "", "ba", false},
		{"end anchor", `a$`, "", "ab", false},
		{"both anchors", `^foo$`, "", "foo", true},
		{"i flag", `BAR`, "i", "xbarx", true},
		{"case sensitive", `BAR`, "", "bar", false},
		{"digit class", `^\d{3}-\d{4}$`, "", "555-1234", true},
		{"digit class fails", `^\d{3}-\d{4}$`, "", "555-12345", false},
		{"word and negations", `^\w+\W\D\S$`, "", "ab_1-xy", true},
		{"js whitespace includes nbsp", `^a\sb$`, "", "a\u00a0b", true},
		{"negated whitespace", `^\S+$`, "", "a b", false},
		{"escaped brace", `\{foo}`, "", "{foo}", true},
		{"escaped dot", `^a\.b$`, "", "axb", false},
		{"escaped letter is literal", `^\n$`, "", "n", true},
		{"dot excludes newline", `^a.b$`, "", "a\nb", false},
		{"dot matches others", `^a.b$`, "", "a-b", true},
		{"brace forms", `^a{2}b{1,}c{1,2}$`, "", "aabbbcc", true},
		{"brace max", `^a{1,2}$`, "", "aaa", false},
		{"literal brace without quantifier", `^a{x}$`, "", "a{x}", true},
		{"groups and alternation", `^(foo|bar)+$`, "", "foobarfoo", true},
		{"set and range", `^[A-Z][a-z0-9_]*$`, "", "Ab_9", true},
		{"negated set", `^[^0-9]+$`, "", "abc1", false},
		{"dash at set edge", `^[-a]+$`, "", "-a-", true},
		{"slash in set", `^[-\/. ]$`, "", "/", true},
		{"class in set", `^[\d.]+$`, "", "1.5", true},
		{"curp shape", `^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$`, "", "GOPG900101HDFRRR09", true},
		{"email with i", `^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$`, "i", "Ana.Perez@Example.COM", true},
		{"question mark", `^colou?r$`, "", "color", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := matchRule(tt.pattern, tt.flags)
			if err != nil {
				t.Fatal(err)
			}
			rs, err := rules.Parse(src)
			if err != nil {
				t.Fatalf("Parse(/%s/%s): %v", tt.pattern, tt.flags, err)
			}
			r := rs.CanRead(nil, nil, nil, rules.NewSnapshot(map[string]any{"s": tt.input}), 0)
			if r.Allowed != tt.want {
				t.Errorf("%q matches /%s/%s = %v, want %v (%v)", tt.input, tt.pattern, tt.flags, r.Allowed, tt.want, r.Trace())
			}
		})
	}
}

func TestMatches_Refused(t *testing.T) {
	tests := []struct{ name, pattern, flags string }{
		{"g flag", `bar`, "ig"},
		{"m flag", `bar`, "m"},
		{"anchor in group", `(^foo$|bar)`, ""},
		{"caret in middle", `a^b`, ""},
		{"dollar in middle", `a$b`, ""},
		{"empty alternative", `^(foo|)$`, ""},
		{"leading empty alternative", `|a`, ""},
		{"empty group", `a()`, ""},
		{"nothing to repeat", `*a`, ""},
		{"double quantifier", `a**`, ""},
		{"lookahead", `a(?=b)`, ""},
		{"unterminated group", `(ab`, ""},
		{"unmatched paren", `ab)`, ""},
		{"unterminated set", `[ab`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := matchRule(tt.pattern, tt.flags)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rules.Parse(src); !errors.Is(err, rules.ErrType) && !errors.Is(err, rules.ErrSyntax) {
				t.Errorf("Parse(/%s/%s) error = %v, want a refusal", tt.pattern, tt.flags, err)
			}
		})
	}
}

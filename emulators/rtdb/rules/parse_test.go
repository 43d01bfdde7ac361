package rules_test

import (
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

func TestParse_Errors(t *testing.T) {
	var tests []struct{ Name, Src, Err string }
	loadJSON(t, "parse_errors.json", &tests)
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			_, err := rules.Parse([]byte(tt.Src))
			if err == nil {
				t.Fatalf("Parse succeeded, want %q", tt.Err)
			}
			if err.Error() != tt.Err {
				t.Errorf("Parse error = %q, want %q", err, tt.Err)
			}
			var pe *rules.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Errorf("error %v is not a positioned *ParseError", err)
			}
		})
	}
}

func TestParse_Accepts(t *testing.T) {
	tests := []struct{ name, src string }{
		{"booleans", `{"rules": {".read": true, ".write": false}}`},
		{"comments everywhere", "/* a */ {// b\n \"rules\" /* c */ : {\".read\": \"true\" // d\n}}\n// e"},
		{"indexOn forms", `{"rules": {"a": {".indexOn": "x"}, "b": {".indexOn": ["x", "y/z", ".value"]}}}`},
		{"named and wildcard siblings", `{"rules": {"m": {"m1": {".read": false}, "$m": {".read": "$m != 'x'"}}}}`},
		{"nested wildcards", `{"rules": {"$a": {"$b": {".write": "$a != $b && newData.val() == $a + $b"}}}}`},
		{"bolt style", `{"rules": {"$id": {".validate": "newData.hasChildren(['name', 'creator'])", "name": {".validate": "newData.isString() && newData.val().length < 20"}, "$other": {".validate": "false"}}}}`},
		{"double-escaped regex", `{"rules": {".write": "newData.val().matches(/^\\d\\d\\d-[-\\/. ]$/)"}}`},
		{"empty rules", `{"rules": {}}`},
		{"byte order mark and CRLF", "\xEF\xBB\xBF{\r\n\"rules\": {\".read\": true}\r\n}\r\n"},
		{"utf-8 BOM-less unicode keys", `{"rules": {"clientes": {"señal": {".read": true}}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, err := rules.Parse([]byte(tt.src))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if string(rs.Source()) != tt.src {
				t.Errorf("Source() = %q", rs.Source())
			}
		})
	}
}

func TestParse_TooLarge(t *testing.T) {
	src := `{"rules": {".read": "` + strings.Repeat("true && ", rules.MaxSourceSize/8) + `true"}}`
	_, err := rules.Parse([]byte(src))
	if !errors.Is(err, rules.ErrTooLarge) {
		t.Fatalf("Parse of %d bytes: err = %v, want ErrTooLarge", len(src), err)
	}
}

func TestParse_Limits(t *testing.T) {
	tests := []struct {
		name, expr, want string
	}{
		{"too many tokens", strings.Repeat("true && ", 10001) + "true", "Expression is too long."},
		{"too deeply nested", strings.Repeat("(", 300) + "true" + strings.Repeat(")", 300), "Expression is nested too deeply."},
		{"deep negation", strings.Repeat("!", 300) + "true", "Expression is nested too deeply."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.Parse([]byte(`{"rules": {".read": "` + tt.expr + `"}}`))
			if err == nil || !strings.HasSuffix(err.Error(), ": "+tt.want) {
				t.Errorf("Parse error = %v, want %q", err, tt.want)
			}
		})
	}
	// Just under the limits still parses.
	if _, err := rules.Parse([]byte(`{"rules": {".read": "` + strings.Repeat("(", 150) + "true" + strings.Repeat(")", 150) + `"}}`)); err != nil {
		t.Errorf("150 parentheses: %v", err)
	}
}

package remoteconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// valueSpans finds the byte ranges of the JSON values whose path (object
// keys and array indexes from the root) satisfies match, so they can be
// replaced without reformatting the rest of the file.
func valueSpans(b []byte, match func(path []string) bool) ([][2]int, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	var spans [][2]int
	var walk func(path []string) error
	walk = func(path []string) error {
		if match(path) {
			start := skipSeparators(b, int(dec.InputOffset()))
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return err
			}
			spans = append(spans, [2]int{start, int(dec.InputOffset())})
			return nil
		}
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		delim, isDelim := tok.(json.Delim)
		if !isDelim {
			return nil
		}
		for i := 0; dec.More(); i++ {
			key := fmt.Sprint(i)
			if delim == '{' {
				k, err := dec.Token()
				if err != nil {
					return err
				}
				key = fmt.Sprint(k)
			}
			if err := walk(append(path, key)); err != nil {
				return err
			}
		}
		_, err = dec.Token() // closing delimiter
		return err
	}
	if err := walk(nil); err != nil && err != io.EOF {
		return nil, fmt.Errorf("%w: %v", ErrInvalidTemplate, err)
	}
	return spans, nil
}

// skipSeparators moves past whitespace, ':' and ',' to a value's first byte.
func skipSeparators(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\r', '\n', ':', ',':
			i++
		default:
			return i
		}
	}
	return i
}

// SetDefault replaces parameter key's defaultValue with {"value": v}
// wherever the parameter is defined (top level or a group), keeping every
// other byte of the template.
func SetDefault(b []byte, key, v string) ([]byte, error) {
	spans, err := valueSpans(b, func(p []string) bool {
		n := len(p)
		if n < 3 || p[n-1] != "defaultValue" || p[n-2] != key || p[n-3] != "parameters" {
			return false
		}
		return n == 3 || (n == 5 && p[0] == "parameterGroups")
	})
	if err != nil {
		return nil, err
	}
	if len(spans) == 0 {
		return nil, fmt.Errorf("%w: %q", ErrUnknownParameter, key)
	}
	val, err := json.Marshal(map[string]string{"value": v})
	if err != nil {
		return nil, err
	}
	// Every definition (duplicates included) gets the value, so whichever
	// one a reader keeps is right.
	var out []byte
	last := 0
	for _, sp := range spans {
		out = append(out, b[last:sp[0]]...)
		out = append(out, val...)
		last = sp[1]
	}
	return append(out, b[last:]...), nil
}

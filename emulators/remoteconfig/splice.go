package remoteconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// valueSpan finds the byte range of the first JSON value whose path
// (object keys and array indexes from the root) satisfies match, so it can
// be replaced without reformatting the rest of the file.
func valueSpan(b []byte, match func(path []string) bool) (start, end int, ok bool, err error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	var walk func(path []string) error
	found := false
	walk = func(path []string) error {
		if match(path) {
			start = skipSeparators(b, int(dec.InputOffset()))
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return err
			}
			end, found = int(dec.InputOffset()), true
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
			if err := walk(append(path, key)); err != nil || found {
				return err
			}
		}
		_, err = dec.Token() // closing delimiter
		return err
	}
	if err := walk(nil); err != nil && err != io.EOF {
		return 0, 0, false, fmt.Errorf("%w: %v", ErrInvalidTemplate, err)
	}
	return start, end, found, nil
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

// setDefault replaces parameter key's defaultValue with {"value": v},
// wherever the parameter is defined (top level or a group).
func setDefault(b []byte, key, v string) ([]byte, error) {
	start, end, ok, err := valueSpan(b, func(p []string) bool {
		n := len(p)
		if n < 3 || p[n-1] != "defaultValue" || p[n-2] != key || p[n-3] != "parameters" {
			return false
		}
		return n == 3 || (n == 5 && p[0] == "parameterGroups")
	})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownParameter, key)
	}
	val, err := json.Marshal(map[string]string{"value": v})
	if err != nil {
		return nil, err
	}
	out := append([]byte{}, b[:start]...)
	out = append(out, val...)
	return append(out, b[end:]...), nil
}

package rest

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/tree"
)

// ParseQuery reads the REST query parameters orderBy, startAt,
// startAfter, endAt, endBefore, equalTo, limitToFirst and limitToLast into
// a Query (nil when none is given). Values are JSON; a range value may
// carry a key as `value,"key"`. Filters without orderBy are refused as
// production refuses them, except limitToFirst next to shallow=true (the
// Firebase CLI's export probe), which orders by key.
func ParseQuery(v url.Values) (*tree.Query, error) {
	filters := []string{"startAt", "startAfter", "endAt", "endBefore", "equalTo", "limitToFirst", "limitToLast"}
	has := false
	for _, f := range filters {
		if _, ok := v[f]; ok {
			has = true
		}
	}
	ob, hasOB := v["orderBy"]
	if !hasOB {
		if !has {
			return nil, nil
		}
		if v.Get("shallow") == "true" && len(v["limitToFirst"]) > 0 && onlyLimitFirst(v, filters) {
			ob = []string{`"$key"`}
		} else {
			return nil, fmt.Errorf("%w: orderBy must be defined when other query parameters are defined", transport.ErrBadRequest)
		}
	}
	var index string
	if err := json.Unmarshal([]byte(ob[0]), &index); err != nil {
		return nil, fmt.Errorf("%w: orderBy must be a valid JSON encoded path", transport.ErrBadRequest)
	}
	m := map[string]any{}
	switch index {
	case "$key":
		m["i"] = tree.IndexKey
	case "$value":
		m["i"] = tree.IndexValue
	case "$priority":
	default:
		m["i"] = index
	}
	set := func(param, valKey, nameKey, inclKey string, incl bool, defName string) error {
		raw, ok := v[param]
		if !ok {
			return nil
		}
		val, name, err := rangeValue(raw[0])
		if err != nil {
			return fmt.Errorf("%w: %s: %v", transport.ErrBadRequest, param, err)
		}
		if _, dup := m[valKey]; dup {
			return fmt.Errorf("%w: %s conflicts with another range parameter", transport.ErrBadRequest, param)
		}
		m[valKey], m[inclKey] = val, incl
		if name != nil {
			m[nameKey] = *name
		} else if !incl && index != "$key" {
			m[nameKey] = defName
		}
		return nil
	}
	steps := []error{
		set("startAt", "sp", "sn", "sin", true, ""),
		set("startAfter", "sp", "sn", "sin", false, tree.MaxName),
		set("endAt", "ep", "en", "ein", true, ""),
		set("endBefore", "ep", "en", "ein", false, tree.MinName),
		set("equalTo", "sp", "sn", "sin", true, ""),
	}
	if _, ok := v["equalTo"]; ok {
		steps = append(steps, set("equalTo", "ep", "en", "ein", true, ""))
	}
	for _, err := range steps {
		if err != nil {
			return nil, err
		}
	}
	first, hasFirst := v["limitToFirst"]
	last, hasLast := v["limitToLast"]
	if hasFirst && hasLast {
		return nil, fmt.Errorf("%w: limitToFirst and limitToLast cannot both be set", transport.ErrBadRequest)
	}
	for _, l := range [][]string{first, last} {
		if l == nil {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(l[0]))
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%w: limit must be a positive integer", transport.ErrBadRequest)
		}
		m["l"] = n
	}
	if hasFirst {
		m["vf"] = "l"
	}
	if hasLast {
		m["vf"] = "r"
	}
	return tree.ParseWireQuery(m)
}

func onlyLimitFirst(v url.Values, filters []string) bool {
	for _, f := range filters {
		if _, ok := v[f]; ok && f != "limitToFirst" {
			return false
		}
	}
	return true
}

// rangeValue parses `json` or `json,"key"`.
func rangeValue(s string) (any, *string, error) {
	var val any
	if err := json.Unmarshal([]byte(s), &val); err == nil {
		if _, bad := val.(map[string]any); bad {
			return nil, nil, fmt.Errorf("must be a JSON primitive")
		}
		if _, bad := val.([]any); bad {
			return nil, nil, fmt.Errorf("must be a JSON primitive")
		}
		return val, nil, nil
	}
	i := strings.LastIndex(s, `,"`)
	if i < 0 {
		return nil, nil, fmt.Errorf("%q is not valid JSON", s)
	}
	var name string
	if err := json.Unmarshal([]byte(s[i+1:]), &name); err != nil {
		return nil, nil, fmt.Errorf("%q is not valid JSON", s)
	}
	val, _, err := rangeValue(s[:i])
	if err != nil {
		return nil, nil, err
	}
	return val, &name, nil
}

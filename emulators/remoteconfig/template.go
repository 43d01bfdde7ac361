package remoteconfig

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Template is the part of a Remote Config template this package reads.
type Template struct {
	Parameters      map[string]Parameter `json:"parameters"`
	ParameterGroups map[string]struct {
		Parameters map[string]Parameter `json:"parameters"`
	} `json:"parameterGroups"`
	Version struct {
		VersionNumber string `json:"versionNumber"`
	} `json:"version"`
}

// Parameter is one template parameter.
type Parameter struct {
	DefaultValue *struct {
		Value           *string `json:"value"`
		UseInAppDefault bool    `json:"useInAppDefault"`
	} `json:"defaultValue"`
	ValueType string `json:"valueType"`
}

// ParseTemplate decodes a template file.
func ParseTemplate(b []byte) (*Template, error) {
	var t Template
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidTemplate, err)
	}
	return &t, nil
}

// Entries flattens top-level and grouped parameters into key → default
// value, leaving out useInAppDefault parameters.
func (t *Template) Entries() map[string]string {
	out := map[string]string{}
	add := func(params map[string]Parameter) {
		for k, p := range params {
			if p.DefaultValue != nil && !p.DefaultValue.UseInAppDefault && p.DefaultValue.Value != nil {
				out[k] = *p.DefaultValue.Value
			}
		}
	}
	add(t.Parameters)
	for _, g := range t.ParameterGroups {
		add(g.Parameters)
	}
	return out
}

// baseVersion is the template's own version number, or 1.
func (t *Template) baseVersion() int {
	if n, err := strconv.Atoi(t.Version.VersionNumber); err == nil && n > 0 {
		return n
	}
	return 1
}

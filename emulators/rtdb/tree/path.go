package tree

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Production limits (firebase.google.com/docs/database/usage/limits).
const (
	MaxKeyBytes    = 768
	MaxDepth       = 32
	MaxStringBytes = 10 << 20
	MaxSDKWrite    = 16 << 20
	MaxRESTWrite   = 256 << 20
)

// Path is a database location as its segments; the root is the empty Path.
type Path []string

// ParsePath splits "/a/b" (leading, trailing and doubled slashes ignored)
// and validates every segment. A final ".priority" segment is allowed: it
// addresses the priority of its parent.
func ParsePath(s string) (Path, error) {
	var p Path
	for _, seg := range strings.Split(s, "/") {
		if seg == "" {
			continue
		}
		p = append(p, seg)
	}
	if len(p) > MaxDepth {
		return nil, fmt.Errorf("%w: %d segments (max %d)", ErrTooDeep, len(p), MaxDepth)
	}
	for i, seg := range p {
		if seg == ".priority" && i == len(p)-1 {
			continue
		}
		if err := ValidKey(seg); err != nil {
			return nil, fmt.Errorf("%w: %q: %v", ErrInvalidPath, s, err)
		}
	}
	return p, nil
}

// ValidKey reports why key cannot be a child name, or nil.
func ValidKey(key string) error {
	switch {
	case key == "":
		return fmt.Errorf("%w: empty key", ErrInvalidKey)
	case len(key) > MaxKeyBytes:
		return fmt.Errorf("%w: key longer than %d bytes", ErrInvalidKey, MaxKeyBytes)
	case !utf8.ValidString(key):
		return fmt.Errorf("%w: key is not UTF-8", ErrInvalidKey)
	}
	for _, r := range key {
		switch {
		case r == '.' || r == '$' || r == '#' || r == '[' || r == ']' || r == '/':
			return fmt.Errorf("%w: %q contains %q", ErrInvalidKey, key, r)
		case r < 0x20 || r == 0x7f:
			return fmt.Errorf("%w: %q contains a control character", ErrInvalidKey, key)
		}
	}
	return nil
}

// String renders the path with a leading slash; the root is "/".
func (p Path) String() string { return "/" + strings.Join(p, "/") }

// Child returns p extended by segs without aliasing p's array.
func (p Path) Child(segs ...string) Path {
	out := make(Path, 0, len(p)+len(segs))
	return append(append(out, p...), segs...)
}

// Parent returns p without its last segment (the root is its own parent).
func (p Path) Parent() Path {
	if len(p) == 0 {
		return p
	}
	return p[:len(p)-1]
}

// Contains reports whether q is p or below p.
func (p Path) Contains(q Path) bool {
	if len(q) < len(p) {
		return false
	}
	for i := range p {
		if p[i] != q[i] {
			return false
		}
	}
	return true
}

// Related reports whether one of p and q contains the other.
func (p Path) Related(q Path) bool { return p.Contains(q) || q.Contains(p) }

// Equal reports whether p and q are the same location.
func (p Path) Equal(q Path) bool { return len(p) == len(q) && p.Contains(q) }

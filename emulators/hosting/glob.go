package hosting

import (
	"fmt"
	"path"
	"strings"
)

// glob is a Hosting source pattern matched segment by segment: "**"
// matches any number of segments (including none), other segments use
// path.Match syntax (*, ?, [...]) plus the extglob alternation @(a|b)
// that Hosting's examples use ("**/*.@(js|css)"). Each segment holds its
// alternatives (one unless @(...) expanded it).
type glob [][]string

func compileGlob(src string) (glob, error) {
	if strings.Trim(src, "/") == "" {
		return glob{}, nil
	}
	var g glob
	for i, seg := range strings.Split(strings.Trim(src, "/"), "/") {
		if seg == "**" {
			g = append(g, []string{seg})
			continue
		}
		alts, err := expandExtglob(seg)
		if err != nil {
			return nil, fmt.Errorf("%w: %q: segment %d %q: %v", ErrBadGlob, src, i+1, seg, err)
		}
		for _, a := range alts {
			if _, err := path.Match(a, ""); err != nil {
				return nil, fmt.Errorf("%w: %q: segment %d %q: %v", ErrBadGlob, src, i+1, seg, err)
			}
		}
		g = append(g, alts)
	}
	return g, nil
}

// expandExtglob turns a segment's @(a|b) groups into the plain patterns
// they stand for (the product of every group's choices). The other
// extglob forms (?( *( +( !( ) are refused rather than matched as
// literal text, which would silently never match.
func expandExtglob(seg string) ([]string, error) {
	for _, op := range []string{"?(", "*(", "+(", "!("} {
		if strings.Contains(seg, op) {
			return nil, fmt.Errorf("extglob %s...) is not supported, only @(a|b)", op)
		}
	}
	open := strings.Index(seg, "@(")
	if open < 0 {
		return []string{seg}, nil
	}
	end := strings.IndexByte(seg[open:], ')')
	if end < 0 {
		return nil, fmt.Errorf("@( at byte %d is not closed", open)
	}
	end += open
	group := seg[open+2 : end]
	if strings.Contains(group, "(") {
		return nil, fmt.Errorf("nested group in @(...) at byte %d", open)
	}
	rest, err := expandExtglob(seg[end+1:])
	if err != nil {
		return nil, err
	}
	var out []string
	for _, choice := range strings.Split(group, "|") {
		for _, r := range rest {
			out = append(out, seg[:open]+choice+r)
		}
	}
	return out, nil
}

func (g glob) match(urlPath string) bool {
	p := strings.Split(strings.Trim(urlPath, "/"), "/")
	if len(p) == 1 && p[0] == "" {
		p = nil
	}
	return matchSegs(g, p)
}

func matchSegs(g glob, p []string) bool {
	for len(g) > 0 {
		if g[0][0] == "**" {
			for i := 0; i <= len(p); i++ {
				if matchSegs(g[1:], p[i:]) {
					return true
				}
			}
			return false
		}
		if len(p) == 0 || !matchAny(g[0], p[0]) {
			return false
		}
		g, p = g[1:], p[1:]
	}
	return len(p) == 0
}

func matchAny(alts []string, seg string) bool {
	for _, a := range alts {
		if ok, _ := path.Match(a, seg); ok {
			return true
		}
	}
	return false
}

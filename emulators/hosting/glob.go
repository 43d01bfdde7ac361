package hosting

import (
	"fmt"
	"path"
	"strings"
)

// glob is a Hosting source pattern matched segment by segment: "**"
// matches any number of segments (including none), other segments use
// path.Match syntax (*, ?, [...]).
type glob []string

func compileGlob(src string) (glob, error) {
	if strings.Trim(src, "/") == "" {
		return glob{}, nil
	}
	g := glob(strings.Split(strings.Trim(src, "/"), "/"))
	for _, seg := range g {
		if seg == "**" {
			continue
		}
		if _, err := path.Match(seg, ""); err != nil {
			return nil, fmt.Errorf("%w: %q: %v", ErrBadGlob, src, err)
		}
	}
	return g, nil
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
		if g[0] == "**" {
			for i := 0; i <= len(p); i++ {
				if matchSegs(g[1:], p[i:]) {
					return true
				}
			}
			return false
		}
		if len(p) == 0 {
			return false
		}
		if ok, _ := path.Match(g[0], p[0]); !ok {
			return false
		}
		g, p = g[1:], p[1:]
	}
	return len(p) == 0
}

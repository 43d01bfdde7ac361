package suite

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
)

// hostPort is one firebase.json emulators entry.
type hostPort struct {
	Host    string `json:"host"`
	Port    int    `json:"port"`
	Enabled *bool  `json:"enabled,omitempty"`
}

func (h hostPort) addr() string {
	return net.JoinHostPort(h.host(), strconv.Itoa(h.Port))
}

// host is the configured host, 127.0.0.1 when firebase.json names none.
func (h hostPort) host() string {
	if h.Host == "" {
		return "127.0.0.1"
	}
	return h.Host
}

// firebaseConfig is the subset of firebase.json the suite reads.
type firebaseConfig struct {
	Emulators struct {
		UI        hostPort `json:"ui"`
		Hosting   hostPort `json:"hosting"`
		Functions hostPort `json:"functions"`
		Database  hostPort `json:"database"`
		Auth      hostPort `json:"auth"`
		// Hub is nil when firebase.json has no emulators.hub.
		Hub *hostPort `json:"hub"`
	} `json:"emulators"`
	Database struct {
		Rules string `json:"rules"`
	} `json:"database"`
	RemoteConfig struct {
		Template string `json:"template"`
	} `json:"remoteconfig"`
	Hosting struct {
		Public   string       `json:"public"`
		Rewrites []rewrite    `json:"rewrites"`
		Headers  []headerRule `json:"headers"`
	} `json:"hosting"`

	dir string // directory of firebase.json; relative paths resolve from here
}

// rewrite is one hosting rewrite: to a function or to a static destination.
type rewrite struct {
	Source      string `json:"source"`
	Destination string `json:"destination,omitempty"`
	Function    *struct {
		FunctionID string `json:"functionId"`
		Region     string `json:"region"`
	} `json:"function,omitempty"`
}

// headerRule is one hosting.headers entry: custom response headers for
// the request paths that source (a glob) or regex matches.
type headerRule struct {
	Source  string `json:"source,omitempty"`
	Regex   string `json:"regex,omitempty"`
	Headers []struct {
		Key   string `json:"key"`
		Value string `json:"value"`
	} `json:"headers"`
}

func loadConfig(path string) (*firebaseConfig, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read config: %w", err)
	}
	var c firebaseConfig
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("cannot parse %s: %w", path, err)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	c.dir = filepath.Dir(abs)
	return &c, nil
}

// resolve makes a firebase.json-relative path absolute.
func (c *firebaseConfig) resolve(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.dir, p)
}

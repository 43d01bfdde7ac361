package rulesgen

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"
)

// Node is one location of the rules tree. Empty strings mean "no rule".
// The expressions "true" and "false" are written as JSON booleans.
type Node struct {
	Read     string
	Write    string
	Validate string
	IndexOn  []string
	Children map[string]*Node
}

// child adds (or returns) the named child.
func (n *Node) child(name string, c *Node) *Node {
	if n.Children == nil {
		n.Children = map[string]*Node{}
	}
	n.Children[name] = c
	return c
}

// marshal writes the document {"rules": root} with rule keys first, then
// named children in lexical order, then the wildcard child, indented by two
// spaces. The output is stable, so the committed file can be diffed.
func marshal(header string, root *Node) []byte {
	var b bytes.Buffer
	for _, line := range strings.Split(header, "\n") {
		b.WriteString("// " + line + "\n")
	}
	b.WriteString("{\n  \"rules\": ")
	writeNode(&b, root, 1)
	b.WriteString("\n}\n")
	return b.Bytes()
}

func writeNode(b *bytes.Buffer, n *Node, depth int) {
	type kv struct {
		key  string
		node *Node
		val  string // already-encoded JSON value when node is nil
	}
	var items []kv
	for _, r := range []struct{ key, expr string }{{".read", n.Read}, {".write", n.Write}, {".validate", n.Validate}} {
		if r.expr != "" {
			items = append(items, kv{key: r.key, val: exprJSON(r.expr)})
		}
	}
	switch len(n.IndexOn) {
	case 0:
	case 1:
		items = append(items, kv{key: ".indexOn", val: jsonString(n.IndexOn[0])})
	default:
		parts := make([]string, len(n.IndexOn))
		for i, k := range n.IndexOn {
			parts[i] = jsonString(k)
		}
		items = append(items, kv{key: ".indexOn", val: "[" + strings.Join(parts, ", ") + "]"})
	}
	names := make([]string, 0, len(n.Children))
	for k := range n.Children {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		wi, wj := strings.HasPrefix(names[i], "$"), strings.HasPrefix(names[j], "$")
		if wi != wj {
			return wj
		}
		return names[i] < names[j]
	})
	for _, k := range names {
		items = append(items, kv{key: k, node: n.Children[k]})
	}
	indent := strings.Repeat("  ", depth+1)
	b.WriteString("{")
	for i, it := range items {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n" + indent + jsonString(it.key) + ": ")
		if it.node != nil {
			writeNode(b, it.node, depth+1)
		} else {
			b.WriteString(it.val)
		}
	}
	b.WriteString("\n" + strings.Repeat("  ", depth) + "}")
}

func exprJSON(e string) string {
	if e == "true" || e == "false" {
		return e
	}
	return jsonString(e)
}

// jsonString encodes s without HTML escaping, so && and < stay readable.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

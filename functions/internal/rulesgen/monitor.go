package rulesgen

// monitorNode is monitor/, the masked projection the functions keep for the
// no-login monitor pages (internal/monitor): anyone reads it, no client
// writes it. It holds no personal data unmasked, unlike requests/, which
// stays closed to the unauthenticated.
func monitorNode() *Node {
	n := &Node{Read: "true", Write: "false"}
	n.child("requests", &Node{IndexOn: []string{"status"}})
	return n
}

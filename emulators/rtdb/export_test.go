package rtdb

// Indexes reports the ordered indexes namespace ns keeps, as "path index"
// strings, and how many children each holds.
func Indexes(s *Server, ns string) map[string]int { return s.db(ns).Indexes() }

package trigger

// ApplyChange rebuilds the value after a write from the CloudEvent's
// before value and delta, as firebase-functions does: when either side is
// not an object the delta is the new value; otherwise the delta is merged
// in deeply and keys whose delta is null are removed.
func ApplyChange(before, delta any) any {
	bm, ok1 := before.(map[string]any)
	dm, ok2 := delta.(map[string]any)
	if !ok1 || !ok2 {
		return delta
	}
	out := make(map[string]any, len(bm))
	for k, v := range bm {
		out[k] = v
	}
	for k, d := range dm {
		if d == nil {
			delete(out, k)
			continue
		}
		out[k] = ApplyChange(out[k], d)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

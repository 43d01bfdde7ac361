package trigger

import (
	"strings"
	"sync"

	"oppnp/functions/internal/correction"
	"oppnp/functions/internal/store"
)

// VoidReason is the reason of the trail entry that records a void.
const VoidReason = "Corrección de términos firmados: la firma y la carta libranza quedan anuladas"

var corrections = sync.OnceValues(correction.Load)

// correct adds to fields what a write under an open correction makes the
// functions write (docs/contract.md, "Correcting a folio after capture"):
// the requested items and annexes it changed are marked corrected; a
// change of a signed term voids the signature and the letter, and the
// voided values go to the trail in their own entry (histPath + "_void"),
// masked like every other entry. Everything here is idempotent: a
// redelivered event writes the same values.
func correct(fields map[string]any, reqPath, histPath string, entry trailEntry, ev Event) error {
	rules, err := corrections()
	if err != nil {
		return err
	}
	out := rules.Of(ev.Before, ev.After, entry.Paths)
	for _, k := range out.Corrected {
		fields[reqPath+"/correction/"+k] = correction.Corrected
	}
	if !out.Void {
		return nil
	}
	voided := map[string]any{} // the voided values, as a tree for Diff
	for _, p := range correction.VoidedPaths {
		if v := lookup(ev.AfterTree, p); v != nil {
			setPath(voided, p, v)
			fields[reqPath+"/"+p] = nil
		}
	}
	if l := ev.After.LetterLibranza; l != nil && l.Status != "" && l.Status != correction.LetterVoided {
		setPath(voided, "letterLibranza/status", l.Status)
		fields[reqPath+"/letterLibranza/status"] = correction.LetterVoided
	}
	fields[reqPath+"/correction/voidedAt"] = store.ServerTime
	paths, changes := Diff(voided, nil)
	to := statusRef(ev.After)
	fields[histPath+"_void"] = trailEntry{
		At: entry.At, By: FunctionsUID, Role: "Sistema", From: to, To: to,
		Paths: paths, Changes: changes, Reason: VoidReason,
	}
	return nil
}

// lookup returns the value at a '/'-separated path of a stored tree, or nil.
func lookup(tree map[string]any, path string) any {
	var cur any = tree
	for _, k := range strings.Split(path, "/") {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[k]
	}
	return cur
}

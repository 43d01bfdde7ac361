// Package listkey derives a folio's list keys: the composite strings the
// lists page through, newest first, within a status, a branch, a promoter
// or a client (docs/adr/0035-paged-lists-on-composite-keys.md). The
// functions write them on every change; no client may.
package listkey

import (
	"fmt"
	"strconv"
	"strings"

	"oppnp/functions/internal/folio"
)

// Discarded is the segment of a discarded folio in place of its status or
// group: discarded folios are listed apart (rechazadas por promotor).
const Discarded = "discarded"

// msDigits pads the time so that string order is time order (epoch
// milliseconds have 13 digits until the year 2286).
const msDigits = 15

// Keys are requests/{id}/lists. An empty key is absent: the folio is in no
// list of that kind.
type Keys struct {
	// Status is "<status|discarded>|<ms>": the staff lists by status.
	Status string
	// Branch is "<branch>|<status|discarded>|<ms>": the staff lists of one
	// branch; absent while the folio has no agreement branch.
	Branch string
	// Promoter is "<bpId>|<branch>|<group|discarded>|<ms>": the promoter's
	// lists (branch empty while there is none). Absent for a folio past
	// capture whose biometric process has not started (docs/requirements.md §5).
	Promoter string
	// Client is "<bpId>|<curp>": the promoter's folios of one client.
	Client string
}

// Map is the keys as the database stores them (absent keys as nil, so an
// update removes them).
func (k Keys) Map() map[string]any {
	m := map[string]any{}
	for name, v := range map[string]string{"status": k.Status, "branch": k.Branch, "promoter": k.Promoter, "client": k.Client} {
		if v == "" {
			m[name] = nil
		} else {
			m[name] = v
		}
	}
	return m
}

// Stored is k as requests/{id}/lists holds it: the present keys only (an
// empty map when the folio is in no list, which removes lists).
func (k Keys) Stored() map[string]any {
	m := k.Map()
	for name, v := range m {
		if v == nil {
			delete(m, name)
		}
	}
	return m
}

// FromFolio reads the keys a folio holds now.
func FromFolio(f *folio.Folio) Keys {
	if f == nil || f.Lists == nil {
		return Keys{}
	}
	return Keys{Status: f.Lists.Status, Branch: f.Lists.Branch, Promoter: f.Lists.Promoter, Client: f.Lists.Client}
}

// Pad is ms as the keys spell it.
func Pad(ms int64) string { return fmt.Sprintf("%0*d", msDigits, max(ms, 0)) }

// MsOf is the time a key ends with (0 when it has none).
func MsOf(key string) int64 {
	i := strings.LastIndexByte(key, '|')
	if i < 0 {
		return 0
	}
	n, err := strconv.ParseInt(key[i+1:], 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// Of derives the keys of f as it is now. prev are the keys it holds: the
// time never goes back from theirs, so a late or repeated event, or a
// clock that stepped back, cannot move a folio down a list.
func Of(f *folio.Folio, prev Keys) Keys {
	if f == nil || f.Status == "" {
		return Keys{}
	}
	ms := max(f.LastUpdateAt, f.CreatedAt, MsOf(prev.Status))
	if f.Discarded != nil {
		ms = max(ms, f.Discarded.At)
	}
	t := Pad(ms)
	status, group := string(f.Status), string(f.Status.Group())
	if f.Discarded != nil {
		status, group = Discarded, Discarded
	}
	branch := f.BranchID()
	k := Keys{Status: status + "|" + t}
	if branch != "" {
		k.Branch = branch + "|" + status + "|" + t
	}
	if bp := f.CurrentPromoterBpID; bp != "" {
		if Listed(f) {
			k.Promoter = bp + "|" + branch + "|" + group + "|" + t
		}
		if f.Curp != "" {
			k.Client = bp + "|" + f.Curp
		}
	}
	return k
}

// Next is the keys f must hold (Of from the ones it holds) and whether
// they differ from those: the one test of the trigger and of the backfill.
func Next(f *folio.Folio) (Keys, bool) {
	prev := FromFolio(f)
	next := Of(f, prev)
	return next, next != prev
}

// Listed is the promoter listing rule of docs/requirements.md §5 as the
// lists apply it: a folio that has left capture (and is not a CNCA folio
// nor discarded) is listed for its promoter once its biometric process has
// started (bioprocess true, or the status bioprocess while the functions
// submit it), or while it waits for the customer to start it. The branch
// half is in the key: a promoter pages only its branches.
func Listed(f *folio.Folio) bool {
	if f.Discarded != nil {
		return true
	}
	switch f.Status.Group() {
	case folio.GroupCapture, folio.GroupCnca:
		return true
	}
	return f.Bioprocess || f.Status == folio.StatusWaitingProcessCustomer || f.Status == folio.StatusBioprocess
}

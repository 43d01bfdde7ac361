package cnca

import (
	"context"
	"errors"
	"fmt"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// LinkedStatus is the capture status a request linked to a discharged CNCA
// folio starts at: the client and the offer come from the CNCA folio, so
// the promoter continues with the contact data (docs/adr/0012-cnca-process-and-sipre-discharge.md).
const LinkedStatus = folio.StatusContactInformation

// LinkResult is what Link answers: the CNCA folio's code and the request it
// leads to.
type LinkResult struct {
	Folio   string `json:"folio"`
	Code    Code   `json:"code"`
	Label   string `json:"label"`
	Request string `json:"request"`
}

// LinkedID is the id of the request a CNCA folio leads to: one per folio,
// so a repeated call finds the request the first one created.
func LinkedID(folio string) string { return folio + "-S" }

// Cancel ends a CNCA folio at E0009. A discharge in flight, a linked
// request and a final code cannot be cancelled.
func (s *Service) Cancel(ctx context.Context, c Caller, id string) (*Validation, error) {
	path, _, err := s.load(ctx, c, id)
	if err != nil {
		return nil, err
	}
	var refused error
	err = s.Store.Transaction(ctx, path+"/cnca", func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m == nil {
			refused = ErrNotCancellable
			return nil, store.ErrAbort
		}
		code := Code(store.String(m["code"]))
		if code == folio.CncaCancelled { // a repeated click: already done
			refused = nil
			return nil, store.ErrAbort
		}
		if _, busy := m["inFlight"]; busy || !code.Cancellable() {
			refused = fmt.Errorf("%w: code %s", ErrNotCancellable, code)
			return nil, store.ErrAbort
		}
		refused = nil
		m["code"], m["cancelledBy"], m["cancelledAt"], m["updatedAt"] = string(folio.CncaCancelled), c.BpID, store.ServerTime, store.ServerTime
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	if refused != nil {
		return nil, refused
	}
	return result(id, folio.CncaCancelled, "", "", nil), nil
}

// Link creates the loan request a discharged CNCA folio (E0004, E0005)
// leads to, with the folio's client and offer, and moves the folio to
// E0006 (solicitud en proceso) with linkedRequest naming it. A folio
// already linked answers its request. The request reaching complete moves
// the folio to E0007 (MarkLinked).
func (s *Service) Link(ctx context.Context, c Caller, id string) (*LinkResult, error) {
	if err := c.Authorize(); err != nil {
		return nil, err
	}
	// The new request copies the CNCA folio's stored subtrees as they are
	// (every value, '' included); the decision reads the same tree.
	if c.Folio == nil {
		p, err := store.Join("requests", id)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrNotFound, err)
		}
		if err := s.Store.Get(ctx, p, &c.Folio); err != nil && !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	path, f, err := s.load(ctx, c, id)
	if err != nil {
		return nil, err
	}
	code := f.CNCACode()
	if f.Cnca != nil && f.Cnca.LinkedRequest != "" {
		return linkedResult(id, code, f.Cnca.LinkedRequest), nil
	}
	if !code.Linkable() {
		return nil, fmt.Errorf("%w: code %s", ErrNotLinkable, code)
	}
	req := LinkedID(id)
	reqPath, err := store.Join("requests", req)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNotLinkable, err)
	}
	if err := s.Store.Transaction(ctx, reqPath, func(cur any) (any, error) {
		if cur != nil { // created by an earlier call that did not finish
			return nil, store.ErrAbort
		}
		return linkedRequest(req, id, c.Folio), nil
	}); err != nil {
		return nil, err
	}
	var after Code
	err = s.Store.Transaction(ctx, path+"/cnca", func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m == nil {
			return nil, store.ErrAbort
		}
		after = Code(store.String(m["code"]))
		if Move(after, folio.CncaInProcess) != nil {
			return nil, store.ErrAbort
		}
		m["code"], m["linkedRequest"], m["updatedAt"] = string(folio.CncaInProcess), req, store.ServerTime
		after = folio.CncaInProcess
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	if after != folio.CncaInProcess {
		return nil, fmt.Errorf("%w: code %s", ErrNotLinkable, after)
	}
	return linkedResult(id, folio.CncaInProcess, req), nil
}

func linkedResult(id string, code Code, request string) *LinkResult {
	label, _ := Label(code)
	return &LinkResult{Folio: id, Code: code, Label: label, Request: request}
}

// linkedRequest is the new request's record: the CNCA folio's client,
// offer and simulator, the same promoter, no CNCA code.
func linkedRequest(id, cncaFolio string, doc map[string]any) map[string]any {
	r := map[string]any{
		"id": id, "uuid": "", "status": string(LinkedStatus), "cncaFolio": cncaFolio,
		"currentPromoterBpId": doc["currentPromoterBpId"], "taskIdCnca": "", "taskId": "", "folioIt": "",
		"bioprocess": false, "rfc": doc["rfc"], "curp": doc["curp"],
		"createdAt": store.ServerTime, "createdBy": functionsUID,
		"lastUpdateAt": store.ServerTime, "lastUpdateBy": functionsUID,
	}
	for _, k := range []string{"client", "offer", "capacitySimulator", "typeSaleAndOrigin"} {
		if v, ok := doc[k]; ok {
			r[k] = v
		}
	}
	return r
}

// functionsUID stamps what the functions write (as trigger.FunctionsUID).
const functionsUID = "functions"

// MarkLinked moves the CNCA folio a completed request came from to E0007
// (vinculada a solicitud). Repeating it, or a folio no longer at E0006 or
// linked to another request, changes nothing.
func MarkLinked(ctx context.Context, st store.Store, id, request string) error {
	return follow(ctx, st, id, request, folio.CncaLinked, "linkedAt")
}

// MarkRejected moves the CNCA folio whose linked request was rejected or
// discarded to E0008 (rechazada): the discharge led to no credit. Repeating
// it, or a folio no longer at E0006 or linked to another request, changes
// nothing.
func MarkRejected(ctx context.Context, st store.Store, id, request string) error {
	return follow(ctx, st, id, request, folio.CncaRejected, "rejectedAt")
}

// follow moves a folio at E0006 linked to request to the code its request's
// end decides, stamping when.
func follow(ctx context.Context, st store.Store, id, request string, to Code, when string) error {
	path, err := store.Join("requests", id, "cnca")
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	return st.Transaction(ctx, path, func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m == nil || Code(store.String(m["code"])) != folio.CncaInProcess || store.String(m["linkedRequest"]) != request {
			return nil, store.ErrAbort
		}
		m["code"], m[when], m["updatedAt"] = string(to), store.ServerTime, store.ServerTime
		return m, nil
	})
}

package gateway

import (
	"net/http"
	"sort"
	"strings"
)

type branchJSON struct {
	BranchID   string `json:"branchID"`
	Name       string `json:"name"`
	BranchType string `json:"branchType"`
	City       string `json:"city"`
	Active     bool   `json:"active"`
}

type branchRequest struct {
	appRequest
	BranchID string `json:"branchId" need:""`
}

// branchOf binds a {applicationId, branchId} payload and finds the branch.
func (s *Server) branchOf(r *request) (*branch, error) {
	var req branchRequest
	if err := bind(r, &req); err != nil {
		return nil, err
	}
	return s.branch(req.BranchID)
}

// branch finds a fixture branch by its id.
func (s *Server) branch(id string) (*branch, error) {
	return find(s.fx.branchByID, id, CodeBranchNotFound, MsgBranchNotFound)
}

// findBranch requires a branch id and finds the branch (the quoter's
// payloads, decoded with their own checks).
func (s *Server) findBranch(id string) (*branch, error) {
	if err := need("branchId", id); err != nil {
		return nil, err
	}
	return s.branch(id)
}

func (s *Server) branchesByPromotor(r *request) (int, any, error) {
	var req struct {
		appRequest
		PromotorBP string `json:"promotorBP" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	u, err := find(s.fx.userByBP, req.PromotorBP, CodeSellerNotFound, MsgSellerNotFound)
	if err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	p := s.persona(u)
	s.mu.Unlock()
	sucursales := []branchJSON{}
	for _, id := range p.Branches {
		b := s.fx.branchByID[id]
		sucursales = append(sucursales, branchJSON{b.BranchID, b.Name, b.BranchType, b.City, b.Active})
	}
	return reply(http.StatusOK, map[string]any{"promotorData": map[string]any{
		"promotorBP": u.BpID, "name": u.Name, "promoterBlocked": p.PromoterBlocked, "sucursales": sucursales,
	}})
}

func (s *Server) groupList(r *request) (int, any, error) {
	b, err := s.branchOf(r)
	if err != nil {
		return 0, nil, err
	}
	groups := []group{}
	for id := range b.Groups {
		groups = append(groups, *s.fx.groupByID[id])
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].GroupID < groups[j].GroupID })
	return reply(http.StatusOK, map[string]any{"groups": groups})
}

type agreementSummary struct {
	AgreementID string `json:"agreementId"`
	Name        string `json:"name"`
	Institution string `json:"institution"`
	Pensioner   bool   `json:"pensioner"`
}

func (s *Server) conveniosByGroup(r *request) (int, any, error) {
	var req struct {
		branchRequest
		GroupID string `json:"groupId" need:""`
		Filter  string `json:"filter"`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	b, err := s.branch(req.BranchID)
	if err != nil {
		return 0, nil, err
	}
	if _, err := find(s.fx.groupByID, req.GroupID, CodeGroupNotFound, MsgGroupNotFound); err != nil {
		return 0, nil, err
	}
	out := []agreementSummary{}
	filter := strings.ToLower(strings.TrimSpace(req.Filter))
	for _, id := range b.Groups[req.GroupID] {
		a := s.fx.agreementByID[id]
		if filter != "" && !strings.Contains(strings.ToLower(a.Name), filter) {
			continue
		}
		out = append(out, agreementSummary{a.AgreementID, a.Name, a.Institution, a.Pensioner})
	}
	return reply(http.StatusOK, map[string]any{"convenios": out})
}

// configured reports whether a branch has at least one group with agreements.
func configured(b *branch) bool {
	for _, as := range b.Groups {
		if len(as) > 0 {
			return true
		}
	}
	return false
}

func (s *Server) verifyBranchGroup(r *request) (int, any, error) {
	b, err := s.branchOf(r)
	if err != nil {
		return 0, nil, err
	}
	data := map[string]any{"branchId": b.BranchID, "valid": configured(b)}
	if !configured(b) {
		data["message"] = MsgBranchMisconfig
	}
	return reply(http.StatusOK, data)
}

func (s *Server) branchActive(r *request) (int, any, error) {
	b, err := s.branchOf(r)
	if err != nil {
		return 0, nil, err
	}
	data := map[string]any{"branchId": b.BranchID, "active": b.Active}
	if !b.Active {
		data["message"] = MsgBranchInactive
	}
	return reply(http.StatusOK, data)
}

func (s *Server) agreementDetail(r *request) (int, any, error) {
	var req struct {
		appRequest
		AgreementID string `json:"agreementId" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	a, err := s.agreement(req.AgreementID)
	if err != nil {
		return 0, nil, err
	}
	products := []product{}
	for _, id := range a.Products {
		products = append(products, *s.fx.productByID[id])
	}
	return reply(http.StatusOK, map[string]any{"agreement": map[string]any{
		"agreementId": a.AgreementID, "name": a.Name, "groupId": a.GroupID, "institution": a.Institution,
		"pensioner": a.Pensioner, "products": products,
	}})
}

func (s *Server) agreement(id string) (*agreement, error) {
	return find(s.fx.agreementByID, id, CodeAgreementNotFound, MsgAgreementNotFound)
}

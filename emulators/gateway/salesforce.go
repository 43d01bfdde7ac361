package gateway

import "net/http"

type offerJSON struct {
	OfferID     string  `json:"offerId"`
	ProductName string  `json:"productName"`
	Amount      float64 `json:"amount"`
	Term        int     `json:"term"`
	Payment     float64 `json:"payment"`
	Tasa        float64 `json:"tasa"`
	Cat         float64 `json:"cat"`
}

// sfRequestJSON is a Salesforce request as /salesforce/requests sends it.
type sfRequestJSON struct {
	FolioIt      string  `json:"folioIt"`
	PromotorBP   string  `json:"promotorBP"`
	Curp         string  `json:"curp"`
	CustomerName string  `json:"customerName"`
	Amount       float64 `json:"amount"`
	Status       string  `json:"status"`
	CreatedAt    string  `json:"createdAt"`
}

func (s *Server) salesforceRequests(r *request) (int, any, error) {
	var req struct {
		appRequest
		PromotorBP string `json:"promotorBP" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	out := []sfRequestJSON{}
	for _, q := range s.fx.Salesforce {
		if q.PromotorBP == req.PromotorBP {
			out = append(out, q.sfRequestJSON)
		}
	}
	return reply(http.StatusOK, map[string]any{"requests": out})
}

func (s *Server) salesforceOffers(r *request) (int, any, error) {
	var req struct {
		appRequest
		FolioIt string `json:"folioIt" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	q, err := find(s.fx.sfByFolio, req.FolioIt, CodeSalesforceNotFound, MsgSalesforceNotFound)
	if err != nil {
		return 0, nil, err
	}
	offers := []offerJSON{}
	for _, o := range q.Offers {
		p := s.fx.productByID[o.ProductID]
		offers = append(offers, offerJSON{o.OfferID, p.Name, o.Amount, o.Term, payment(o.Amount, p.Tasa, o.Term), p.Tasa, p.Cat})
	}
	return reply(http.StatusOK, map[string]any{"folioIt": q.FolioIt, "offers": offers})
}

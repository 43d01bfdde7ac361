package gateway

import (
	"math"
	"net/http"
	"slices"
)

// terms are the quoted terms in months; the IMSS cap is 60.
var terms = []int{12, 24, 36, 48, 60}

type quotation struct {
	ProductID   string  `json:"productId"`
	ProductName string  `json:"productName"`
	Amount      float64 `json:"amount"`
	Term        int     `json:"term"`
	Payment     float64 `json:"payment"`
	Tasa        float64 `json:"tasa"`
	Cat         float64 `json:"cat"`
}

// payment is the fixed monthly installment of amount over n months at the
// annual rate tasa (percent), rounded to cents.
func payment(amount, tasa float64, n int) float64 {
	r := tasa / 100 / 12
	if r == 0 {
		return round2(amount / float64(n))
	}
	return round2(amount * r / (1 - math.Pow(1+r, -float64(n))))
}

// principal is the largest amount, in whole hundreds of pesos, whose
// installment over n months does not exceed capacity.
func principal(capacity, tasa float64, n int) float64 {
	r := tasa / 100 / 12
	p := capacity * float64(n)
	if r > 0 {
		p = capacity * (1 - math.Pow(1+r, -float64(n))) / r
	}
	return math.Floor(p/100) * 100
}

type quoteRequest struct {
	branchRequest
	AgreementID  string `json:"agreementId"`
	InternalCnca bool   `json:"internalCnca"`
}

// quoteProducts resolves the branch and agreement and returns the products
// to quote: the internal-CNCA ones only when asked and configured at the
// branch, otherwise the regular ones.
func (s *Server) quoteProducts(q quoteRequest) ([]*product, error) {
	b, err := s.findBranch(q.BranchID)
	if err != nil {
		return nil, err
	}
	if err := need("agreementId", q.AgreementID); err != nil {
		return nil, err
	}
	a := s.fx.agreementByID[q.AgreementID]
	offered := false
	for _, as := range b.Groups {
		offered = offered || slices.Contains(as, q.AgreementID)
	}
	if a == nil || !offered {
		return nil, fail(http.StatusNotFound, CodeAgreementNotFound, "Convenio no encontrado en la sucursal")
	}
	var out []*product
	if q.InternalCnca && !b.InternalCnca {
		return nil, nil
	}
	for _, id := range a.Products {
		if p := s.fx.productByID[id]; p.InternalCnca == q.InternalCnca {
			out = append(out, p)
		}
	}
	return out, nil
}

func quotations(qs []quotation) envelope {
	data := map[string]any{"quotations": qs}
	if len(qs) == 0 {
		data["message"] = MsgNoResults
	}
	return envelope{data}
}

func (s *Server) obtainQuotation(r *request) (int, any, error) {
	var req struct {
		quoteRequest
		PaymentCapacity float64 `json:"paymentCapacity"`
	}
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	if req.PaymentCapacity <= 0 {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo paymentCapacity")
	}
	products, err := s.quoteProducts(req.quoteRequest)
	if err != nil {
		return 0, nil, err
	}
	qs := []quotation{}
	for _, p := range products {
		for _, n := range terms {
			if n < p.MinTerm || n > p.MaxTerm {
				continue
			}
			amount := math.Min(principal(req.PaymentCapacity, p.Tasa, n), p.MaxAmount)
			if amount < p.MinAmount {
				continue
			}
			qs = append(qs, quotation{p.ProductID, p.Name, amount, n, payment(amount, p.Tasa, n), p.Tasa, p.Cat})
		}
	}
	return http.StatusOK, quotations(qs), nil
}

func (s *Server) obtainQuotationByAmount(r *request) (int, any, error) {
	var req struct {
		quoteRequest
		Amount float64 `json:"amount"`
		Term   int     `json:"term"`
	}
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	if req.Amount <= 0 {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo amount")
	}
	products, err := s.quoteProducts(req.quoteRequest)
	if err != nil {
		return 0, nil, err
	}
	qs := []quotation{}
	for _, p := range products {
		if req.Amount < p.MinAmount || req.Amount > p.MaxAmount {
			continue
		}
		for _, n := range terms {
			if n < p.MinTerm || n > p.MaxTerm || (req.Term != 0 && n != req.Term) {
				continue
			}
			qs = append(qs, quotation{p.ProductID, p.Name, req.Amount, n, payment(req.Amount, p.Tasa, n), p.Tasa, p.Cat})
		}
	}
	return http.StatusOK, quotations(qs), nil
}

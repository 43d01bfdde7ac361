package gateway

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

//go:embed fixtures.json
var fixturesJSON []byte

//go:embed openapi.json
var openapiJSON []byte

// OpenAPI returns the embedded contract (openapi.json).
func OpenAPI() []byte { return append([]byte(nil), openapiJSON...) }

// Fixtures returns the embedded personas (fixtures.json).
func Fixtures() []byte { return append([]byte(nil), fixturesJSON...) }

type user struct {
	Username        string   `json:"username"`
	BpID            string   `json:"bpId"`
	Name            string   `json:"name"`
	Email           string   `json:"email"`
	Profile         string   `json:"profile"`
	Branches        []string `json:"branches"`
	PromoterBlocked any      `json:"promoterBlocked"` // true, false or the string "true"
	NoDataSeller    bool     `json:"noDataSeller"`
}

type branch struct {
	BranchID     string              `json:"branchID"`
	Name         string              `json:"name"`
	BranchType   string              `json:"branchType"`
	City         string              `json:"city"`
	Active       bool                `json:"active"`
	InternalCnca bool                `json:"internalCnca"`
	Groups       map[string][]string `json:"groups"` // groupId → agreementIds
}

type group struct {
	GroupID string `json:"groupId"`
	Name    string `json:"name"`
}

type product struct {
	ProductID    string  `json:"productId"`
	Name         string  `json:"name"`
	Tasa         float64 `json:"tasa"`
	Cat          float64 `json:"cat"`
	MinTerm      int     `json:"minTerm"`
	MaxTerm      int     `json:"maxTerm"`
	MinAmount    float64 `json:"minAmount"`
	MaxAmount    float64 `json:"maxAmount"`
	InternalCnca bool    `json:"internalCnca"`
}

type agreement struct {
	AgreementID string   `json:"agreementId"`
	Name        string   `json:"name"`
	GroupID     string   `json:"groupId"`
	Institution string   `json:"institution"`
	Pensioner   bool     `json:"pensioner"`
	Products    []string `json:"products"`
}

type credit struct {
	CreditID       string  `json:"creditId"`
	Lender         string  `json:"lender"`
	Product        string  `json:"product"`
	Balance        float64 `json:"balance"`
	Payment        float64 `json:"payment"`
	RemainingTerms int     `json:"remainingTerms"`
	Internal       bool    `json:"internal"`
	Settleable     bool    `json:"settleable"`
	SipreRejects   bool    `json:"sipreRejects,omitempty"`
}

// creditWire is credit as the gateway sends it: the fixture-only SIPRE hint
// stays inside the simulator.
type creditWire struct {
	CreditID       string  `json:"creditId"`
	Lender         string  `json:"lender"`
	Product        string  `json:"product"`
	Balance        float64 `json:"balance"`
	Payment        float64 `json:"payment"`
	RemainingTerms int     `json:"remainingTerms"`
	Internal       bool    `json:"internal"`
	Settleable     bool    `json:"settleable"`
	SipreRejects   bool    `json:"-"`
}

func (c credit) MarshalJSON() ([]byte, error) { return json.Marshal(creditWire(c)) }

// customerJSON is the customer as /customers/search sends it.
type customerJSON struct {
	BpID           string `json:"bpId"`
	Curp           string `json:"curp"`
	Rfc            string `json:"rfc"`
	Nss            string `json:"nss"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	SecondLastName string `json:"secondLastName"`
	BirthDate      string `json:"birthDate"`
	Gender         string `json:"gender"`
	Phone          string `json:"phone"`
	Email          string `json:"email"`
	Clabe          string `json:"clabe"`
	Pensioner      bool   `json:"pensioner"`
}

// customer is a persona: what the gateway sends plus what decides its
// answers (lists, biometric, video and COX outcomes, credits).
type customer struct {
	customerJSON
	Persona      string   `json:"persona"`
	UIF          bool     `json:"uif"`
	Bulletined   bool     `json:"bulletined"`
	Biometric    string   `json:"biometric"`
	VideoOutcome string   `json:"videoOutcome"`
	CoxFailure   bool     `json:"coxFailure"`
	Credits      []credit `json:"credits"`
}

type sfOffer struct {
	OfferID   string  `json:"offerId"`
	ProductID string  `json:"productId"`
	Amount    float64 `json:"amount"`
	Term      int     `json:"term"`
}

// sfRequest is a Salesforce request: what /salesforce/requests sends plus
// its offers.
type sfRequest struct {
	sfRequestJSON
	Offers []sfOffer `json:"offers"`
}

// fixtures are the personas, indexed for lookups. They are read-only after
// load; mutable state lives in state.
type fixtures struct {
	Password   string      `json:"password"`
	Users      []user      `json:"users"`
	Branches   []branch    `json:"branches"`
	Groups     []group     `json:"groups"`
	Products   []product   `json:"products"`
	Agreements []agreement `json:"agreements"`
	Customers  []customer  `json:"customers"`
	Salesforce []sfRequest `json:"salesforce"`

	userByName    map[string]*user
	userByBP      map[string]*user
	branchByID    map[string]*branch
	groupByID     map[string]*group
	productByID   map[string]*product
	agreementByID map[string]*agreement
	customerByID  map[string]*customer // by curp, rfc and nss
	sfByFolio     map[string]*sfRequest
}

func loadFixtures(b []byte) (*fixtures, error) {
	var f fixtures
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrFixtures, err)
	}
	f.userByName = map[string]*user{}
	f.userByBP = map[string]*user{}
	for i := range f.Users {
		u := &f.Users[i]
		f.userByName[u.Username] = u
		f.userByBP[u.BpID] = u
	}
	f.branchByID = map[string]*branch{}
	for i := range f.Branches {
		f.branchByID[f.Branches[i].BranchID] = &f.Branches[i]
	}
	f.groupByID = map[string]*group{}
	for i := range f.Groups {
		f.groupByID[f.Groups[i].GroupID] = &f.Groups[i]
	}
	f.productByID = map[string]*product{}
	for i := range f.Products {
		f.productByID[f.Products[i].ProductID] = &f.Products[i]
	}
	f.agreementByID = map[string]*agreement{}
	for i := range f.Agreements {
		a := &f.Agreements[i]
		f.agreementByID[a.AgreementID] = a
		for _, p := range a.Products {
			if f.productByID[p] == nil {
				return nil, fmt.Errorf("%w: agreement %s names unknown product %s", ErrFixtures, a.AgreementID, p)
			}
		}
	}
	for _, b := range f.Branches {
		for g, as := range b.Groups {
			if f.groupByID[g] == nil {
				return nil, fmt.Errorf("%w: branch %s names unknown group %s", ErrFixtures, b.BranchID, g)
			}
			for _, a := range as {
				if f.agreementByID[a] == nil {
					return nil, fmt.Errorf("%w: branch %s names unknown agreement %s", ErrFixtures, b.BranchID, a)
				}
			}
		}
	}
	for _, u := range f.Users {
		for _, b := range u.Branches {
			if f.branchByID[b] == nil {
				return nil, fmt.Errorf("%w: user %s names unknown branch %s", ErrFixtures, u.Username, b)
			}
		}
	}
	f.customerByID = map[string]*customer{}
	for i := range f.Customers {
		c := &f.Customers[i]
		for _, k := range []string{c.Curp, c.Rfc, c.Nss, c.BpID} {
			if k != "" {
				f.customerByID[k] = c
			}
		}
	}
	f.sfByFolio = map[string]*sfRequest{}
	for i := range f.Salesforce {
		s := &f.Salesforce[i]
		f.sfByFolio[s.FolioIt] = s
		for _, o := range s.Offers {
			if f.productByID[o.ProductID] == nil {
				return nil, fmt.Errorf("%w: offer %s names unknown product %s", ErrFixtures, o.OfferID, o.ProductID)
			}
		}
	}
	return &f, nil
}

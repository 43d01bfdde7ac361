package scaleseed

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
)

// Promoter is a simulator persona who owns folios, with the branches it
// may sell in.
type Promoter struct {
	BpID     string   `json:"bpId"`
	Branches []string `json:"branches"`
}

// Generator makes folio i of a dataset; the same Seed gives the same folios.
type Generator struct {
	Seed      uint64
	Promoters []Promoter
	// Now is the newest creation time; folios spread over the 180 days before.
	Now time.Time
}

// completeShare is the part of the folios that finished: a portfolio is
// mostly history, and the rest spreads over every other status.
const completeShare = 0.35

// Status picks folio i's status.
func (g Generator) status(r *rand.Rand) folio.Status {
	if r.Float64() < completeShare {
		return folio.StatusComplete
	}
	return folio.Statuses[r.IntN(len(folio.Statuses))]
}

// Folio returns the key and the value of folio i, as requests/{key} holds it.
func (g Generator) Folio(i int) (string, map[string]any) {
	r := rand.New(rand.NewPCG(g.Seed, uint64(i)))
	p := g.Promoters[r.IntN(len(g.Promoters))]
	branch := p.Branches[r.IntN(len(p.Branches))]
	created := g.Now.Add(-time.Duration(r.Int64N(int64(180 * 24 * time.Hour))))
	updated := created.Add(time.Duration(r.Int64N(int64(72 * time.Hour))))
	if updated.After(g.Now) {
		updated = g.Now
	}
	sex, name := "M", womenNames[r.IntN(len(womenNames))]
	if r.IntN(2) == 0 {
		sex, name = "H", menNames[r.IntN(len(menNames))]
	}
	first, second := surnames[r.IntN(len(surnames))], surnames[r.IntN(len(surnames))]
	birth := time.Date(1945+r.IntN(35), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC)
	gender := map[string]string{"M": "F", "H": "M"}[sex]
	amount := float64(5000 + 1000*r.IntN(296))
	term := []int{12, 18, 24, 36, 48, 60}[r.IntN(6)]
	tasa := 32.5 + float64(r.IntN(75))/10
	monthly := tasa / 1200
	payment := math.Round(amount*monthly/(1-math.Pow(1+monthly, -float64(term)))*100) / 100
	perceptions := float64(8000 + 500*r.IntN(60))
	deductions := math.Round(perceptions * float64(5+r.IntN(25)) / 100)
	group, item := "IMSS", "Pensionados"
	if r.IntN(4) == 0 {
		group, item = "Gobierno", "SEP Ciudad de México"
	}
	st := g.status(r)
	by := "bp:" + p.BpID
	id := pushID(created, r)
	v := map[string]any{
		"id": id, "uuid": "", "status": string(st), "currentPromoterBpId": p.BpID,
		"createdAt": created.UnixMilli(), "createdBy": by, "lastUpdateAt": updated.UnixMilli(), "lastUpdateBy": by,
		"taskIdCnca": "", "taskId": "", "folioIt": fmt.Sprintf("IT-%07d", i+1), "bioprocess": pastBiometric(st),
		"curp": curp(name, first, second, birth, sex, r), "rfc": rfc(name, first, second, birth, r),
		"typeSaleAndOrigin": origins[r.IntN(len(origins))],
		"client": map[string]any{
			"names": name, "firstLastName": first, "secondLastName": second,
			"fullName":  strings.ToUpper(name + " " + first + " " + second),
			"birthDate": birth.Format("2006-01-02"), "gender": gender,
			"email": "", "phone": fmt.Sprintf("55%08d", r.IntN(100_000_000)),
		},
		"capacitySimulator": map[string]any{
			"perceptions": perceptions, "deductions": deductions,
			"paymentCapacity": fmt.Sprintf("%.2f", (perceptions-deductions)*0.3),
		},
		"offer": map[string]any{"quoter": map[string]any{
			"agreement": map[string]any{"branch": map[string]any{"branchID": branch}, "agreementGroup": group, "agreementItem": item},
			"amount":    amount, "term": term, "payment": payment, "tasa": tasa, "cat": math.Round((tasa*1.33)*10) / 10,
			"product": "Pensionados IMSS",
		}},
	}
	if st == folio.StatusErrorSentCOX || st == folio.StatusSentCOX || st == folio.StatusComplete {
		v["probankNumber"] = fmt.Sprintf("PB-%08d", i+1)
	}
	v["lists"] = lists(v)
	return id, v
}

// pastBiometric reports whether a folio in st has had its biometric process
// started, so that the functions set bioprocess (trigger effect
// bioprocessSubmit): every status of the inProcess group but the wait for
// the customer, and the finished and rejected ones.
func pastBiometric(st folio.Status) bool {
	switch st.Group() {
	case folio.GroupInProcess:
		return st != folio.StatusWaitingProcessCustomer
	case folio.GroupComplete, folio.GroupRejected:
		return true
	}
	return false
}

// lists are the list keys the functions would write on the folio
// (package listkey, docs/adr/0035-paged-lists-on-composite-keys.md): the
// dataset is imported without triggers, and a folio without them is in no
// list. Through the triggers (`make seed-scale`) they are already right,
// so the functions write nothing more.
func lists(v map[string]any) map[string]any {
	f, err := folio.FromTree(v)
	if err != nil {
		panic(fmt.Sprintf("scaleseed: a generated folio does not decode: %v", err))
	}
	out := map[string]any{}
	for k, key := range listkey.Of(f, listkey.Keys{}).Map() {
		if key != nil {
			out[k] = key
		}
	}
	return out
}

// Batch returns folios [from, to) keyed as a multi-path update of requests/.
func (g Generator) Batch(from, to int) map[string]any {
	out := make(map[string]any, to-from)
	for i := from; i < to; i++ {
		k, v := g.Folio(i)
		out[k] = v
	}
	return out
}

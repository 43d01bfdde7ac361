package desk

import (
	"context"
	"slices"

	"oppnp/functions/internal/folio"
)

// Kind names one of a folio's images.
type Kind string

// The images of a folio, in the order the desk shows them.
const (
	IneFront  Kind = "ineFront"  // documents/ineFront/gatewayId
	IneBack   Kind = "ineBack"   // documents/ineBack/gatewayId
	Selfie    Kind = "selfie"    // the biometric photo: in the gateway only, filed under the folio
	LifeTest  Kind = "lifeTest"  // customerSteps/lifeTest/gatewayId
	Signature Kind = "signature" // customerSteps/signature/gatewayId
)

// Kinds lists every image kind.
var Kinds = []Kind{IneFront, IneBack, Selfie, LifeTest, Signature}

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool { return slices.Contains(Kinds, k) }

// selfieType is the documentType the customer's biometric screen uploads
// its photo with (web/src/features/customer-link/screens/biometric-screen.tsx).
const selfieType = "selfie"

// images maps each kind the folio has to its gateway document id. The
// selfie is not recorded in the folio (the rules keep documents/* for the
// INE): it is the folio's latest upload of type selfie at the gateway,
// filed under folioIt or, without one, the request id.
func (s *Service) images(ctx context.Context, requestID string, f *folio.Folio) (map[Kind]string, error) {
	out := map[Kind]string{}
	if d := f.Documents; d != nil {
		if d.IneFront != nil {
			out[IneFront] = d.IneFront.GatewayID
		}
		if d.IneBack != nil {
			out[IneBack] = d.IneBack.GatewayID
		}
	}
	if cs := f.CustomerSteps; cs != nil {
		if cs.LifeTest != nil {
			out[LifeTest] = cs.LifeTest.GatewayID
		}
		if cs.Signature != nil {
			out[Signature] = cs.Signature.GatewayID
		}
	}
	gf := f.FolioIt
	if gf == "" {
		gf = requestID
	}
	docs, err := s.Gateway.DocumentsByFolio(ctx, gf)
	if err != nil {
		return nil, err
	}
	for _, d := range docs {
		if d.DocumentType == selfieType {
			out[Selfie] = d.DocumentID // oldest first: the last one wins
		}
	}
	return out, nil
}

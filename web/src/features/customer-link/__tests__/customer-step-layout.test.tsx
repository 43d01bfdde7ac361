import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { es } from '@/copy/es';

import { CustomerStepLayout } from '../components/customer-step-layout';
import { BIOMETRIC_FLOW, DOCUMENTS_FLOW, SIGNATURE_FLOW } from '../model/steps';
import type { CustomerRoute } from '../model/steps';

describe('CustomerStepLayout: "Paso X de Y" in the title and the heading', () => {
  const tests: { route: CustomerRoute; flow: readonly CustomerRoute[]; want: string }[] = [
    { route: 'welcome', flow: BIOMETRIC_FLOW, want: `Paso 1 de 8: ${es.screens.welcome}` },
    {
      route: 'verificationOtp',
      flow: BIOMETRIC_FLOW,
      want: `Paso 3 de 8: ${es.screens.verificationOtp}`,
    },
    {
      route: 'biometricValidation',
      flow: BIOMETRIC_FLOW,
      want: `Paso 7 de 8: ${es.screens.biometricValidation}`,
    },
    {
      route: 'customerSignature',
      flow: SIGNATURE_FLOW,
      want: `Paso 5 de 6: ${es.screens.customerSignature}`,
    },
    { route: 'uniqueUrl', flow: SIGNATURE_FLOW, want: `Paso 1 de 6: ${es.screens.uniqueUrl}` },
    {
      route: 'customerDocuments',
      flow: DOCUMENTS_FLOW,
      want: `Paso 1 de 2: ${es.screens.customerDocuments}`,
    },
  ];
  for (const tt of tests) {
    it(`${tt.route} → ${tt.want}`, () => {
      render(<CustomerStepLayout route={tt.route} flow={tt.flow} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tt.want);
      expect(document.title).toBe(tt.want);
    });
  }

  it('has no step count outside a flow (an error page)', () => {
    render(<CustomerStepLayout route="summary" flow={DOCUMENTS_FLOW} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es.screens.summary);
    expect(document.title).toBe(es.screens.summary);
  });
});

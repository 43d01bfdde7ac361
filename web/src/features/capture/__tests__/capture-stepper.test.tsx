import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { staff } from '@/copy/es';
import { statusLabel } from '@/entities/folio/request-model';

import { CaptureStepper, STEPPER } from '../components/capture-stepper';

describe('CaptureStepper', () => {
  it('links back to the steps before the current one, never ahead', () => {
    render(
      <MemoryRouter>
        <CaptureStepper step="depositIndividuals" reached="depositIndividuals" id="F-9" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: staff.common.steps });
    expect(within(nav).getByText(staff.common.stepOf(5, STEPPER.length))).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: statusLabel('quoter') })).toHaveAttribute(
      'href',
      '/folio/F-9/quoter',
    );
    expect(
      within(nav).getByRole('link', { name: statusLabel('contactInformation') }),
    ).toHaveAttribute('href', '/datos-de-contacto?folio=F-9');
    expect(within(nav).queryByRole('link', { name: statusLabel('depositIndividuals') })).toBeNull();
    expect(within(nav).queryByRole('link', { name: statusLabel('generalData') })).toBeNull();
    expect(within(nav).getByText(statusLabel('depositIndividuals')).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('has no links without the folio', () => {
    render(
      <MemoryRouter>
        <CaptureStepper step="generalData" reached="generalData" />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

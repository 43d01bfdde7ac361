import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { cnca } from '@/copy/cnca';
import { es } from '@/copy/es';
import { quoterGateway } from '@/testing/quoter';

import { CncaQuoterForm } from '../components/cnca-quoter-form';
import { CncaSearchForm } from '../components/cnca-search-form';

/** Renders the search form, types the CURP (when given) and submits; answers its onSearch. */
async function searchFor(curp: string) {
  const onSearch = vi.fn();
  render(<CncaSearchForm onSearch={onSearch} />);
  if (curp) await userEvent.type(screen.getByLabelText(cnca.search.curp), curp);
  await userEvent.click(screen.getByRole('button', { name: cnca.search.submit }));
  return onSearch;
}

describe('CncaSearchForm', () => {
  it('submitted empty shows the required message and does not search', async () => {
    const onSearch = await searchFor('');
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('applies the CURP rule of docs/requirements.md §5', async () => {
    const onSearch = await searchFor('SABC560626');
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.curpLength);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with a valid CURP', async () => {
    const onSearch = await searchFor('SABC560626MDFLRN01');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ curp: 'SABC560626MDFLRN01' });
  });
});

describe('CncaQuoterForm', () => {
  const loadGroups = vi.fn(async () => [{ id: 'G-IMSS', name: 'IMSS' }]);
  const loadAgreements = vi.fn(async () => [{ id: 'CONV-IMSS-PEN', name: 'Pensionados IMSS' }]);
  beforeEach(() => {
    loadGroups.mockClear();
    loadAgreements.mockClear();
  });
  /** Renders the form over the gateway lists for the branches; answers its onSubmit. */
  function renderForm(branches: string[]) {
    const onSubmit = vi.fn();
    render(
      <CncaQuoterForm
        branches={branches}
        loadGroups={loadGroups}
        loadAgreements={loadAgreements}
        checkBranch={quoterGateway().checkBranch}
        loadDetail={quoterGateway().loadDetail}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  }

  it('submitted empty shows every Spanish message', async () => {
    const onSubmit = renderForm(['SUC-0101', 'SUC-0203']);
    await userEvent.click(screen.getByRole('button', { name: cnca.quoter.submit }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.required,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads the lists from the gateway and submits the choice', async () => {
    const onSubmit = renderForm(['SUC-0101']);
    await screen.findByRole('option', { name: 'IMSS' });
    await userEvent.selectOptions(screen.getByLabelText(cnca.quoter.group), 'G-IMSS');
    await screen.findByRole('option', { name: 'Pensionados IMSS' });
    await userEvent.selectOptions(screen.getByLabelText(cnca.quoter.agreement), 'CONV-IMSS-PEN');
    await userEvent.type(screen.getByLabelText(cnca.quoter.paymentCapacity), '2500');
    await userEvent.click(screen.getByRole('button', { name: cnca.quoter.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      branchId: 'SUC-0101',
      agreementGroup: 'G-IMSS',
      agreementItem: 'CONV-IMSS-PEN',
      paymentCapacity: '2500',
    });
    expect(loadAgreements).toHaveBeenCalledWith('SUC-0101', 'G-IMSS');
  });
});

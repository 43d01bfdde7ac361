import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { libranza as t } from '@/copy/libranza';

import { EligibilityDialog } from '../components/eligibility-dialog';
import { LetterSummary } from '../components/letter-summary';
import { LettersTable } from '../components/letters-table';
import { OffersTable } from '../components/offers-table';
import { letterView } from '../model';

const quotations = [
  {
    productId: 'PROD-PEN',
    productName: 'Crédito Pensionados IMSS',
    amount: 50000,
    term: 24,
    payment: 2950.12,
    tasa: 36.5,
    cat: 48.7,
  },
  {
    productId: 'PROD-PEN',
    productName: 'Crédito Pensionados IMSS',
    amount: 70000,
    term: 36,
    payment: 3200,
    tasa: 36.5,
    cat: 48.7,
  },
];

describe('OffersTable', () => {
  it('shows each offer in pesos and chooses the one clicked', async () => {
    const onChoose = vi.fn();
    render(<OffersTable quotations={quotations} busy={false} onChoose={onChoose} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('$2,950.12')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('36 meses')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: t.results.chooseOffer('$70,000.00', 36) }),
    );
    expect(onChoose).toHaveBeenCalledWith(quotations[1]);
  });

  it('disables the choice while a folio is being created', () => {
    render(<OffersTable quotations={quotations} busy onChoose={vi.fn()} />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });
});

describe('LetterSummary', () => {
  it('lists amount, monthly discount, term, CAT and status', () => {
    const view = letterView({
      id: 'F1',
      offer: { quoter: { amount: 50000, payment: 2950.12, term: 24, cat: 48.7 } },
      letterLibranza: {
        letterFolio: '2026-00000001',
        libranzaFolio: 'LIB202600000001',
        status: 'GENERADA',
      },
    });
    render(<LetterSummary view={view} />);
    const pairs = screen
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        `${t.letter.amount}: $50,000.00`,
        `${t.letter.discount}: $2,950.12`,
        `${t.letter.term}: 24 meses`,
        `${t.letter.cat}: 48.7 %`,
        `${t.letter.status}: Generada`,
        `${t.letter.libranzaFolio}: LIB202600000001`,
      ]),
    );
  });
});

describe('LettersTable', () => {
  it('says when there are no letters', () => {
    render(<LettersTable letters={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(t.myLetters.empty);
  });

  it('links each letter to its view', () => {
    render(
      <MemoryRouter>
        <LettersTable
          letters={[{ id: '-Nabc', status: 'letterLibranza', offer: { quoter: { amount: 1000 } } }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '-Nabc' })).toHaveAttribute(
      'href',
      '/folio/-Nabc/carta-libranza',
    );
    expect(screen.getByRole('cell', { name: '$1,000.00' })).toBeInTheDocument();
  });
});

describe('EligibilityDialog', () => {
  it('is the no-credits modal, closed with its button', async () => {
    const onClose = vi.fn();
    render(<EligibilityDialog kind="noCredits" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: t.noCredits.title })).toHaveTextContent(
      t.noCredits.body,
    );
    await userEvent.click(screen.getByRole('button', { name: t.noCredits.close }));
    expect(onClose).toHaveBeenCalled();
  });
});

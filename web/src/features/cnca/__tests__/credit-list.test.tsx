import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FolioCnca } from '@/lib/folio-contract.gen';

import { CreditList } from '../components/credit-list';

const shown = (credits: FolioCnca['creditIds']) => {
  const { unmount } = render(<CreditList title="Créditos" credits={credits} />);
  const section = screen.getByRole('region', { name: 'Créditos' });
  const items = within(section)
    .queryAllByRole('listitem')
    .map((i) => i.textContent);
  const text = section.textContent;
  unmount();
  return { items, text };
};

describe('CreditList (the credits of a folio, as the database answers them)', () => {
  it('renders the same credits from an index-keyed object and from an array', () => {
    const fromObject = shown({ '0': 'C1', '2': 'C3' });
    const fromArray = shown(['C1', null, 'C3']);
    expect(fromObject.items).toEqual(['C1', 'C3']);
    expect(fromArray.items).toEqual(fromObject.items);
  });

  it('orders an object by index, not by key text', () => {
    expect(shown({ '10': 'C11', '2': 'C3', '0': 'C1' }).items).toEqual(['C1', 'C3', 'C11']);
  });

  it.each([[undefined], [[]], [{}]])('says there are none for %o', (credits) => {
    const { items, text } = shown(credits);
    expect(items).toEqual([]);
    expect(text).toContain('Sin créditos');
  });
});

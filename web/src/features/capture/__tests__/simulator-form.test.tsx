import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { formatMXN } from '@/components/ui/money';
import { es, staff } from '@/copy/es';
import { simulatorStore } from '@/stores/simulator';

import { SimulatorForm } from '../components/simulator-form';

describe('SimulatorForm', () => {
  beforeEach(() => simulatorStore.reset());

  it('submitted empty asks for the perceptions', async () => {
    const onSubmit = vi.fn();
    render(<SimulatorForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.simulator.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['10000', '2500', '2250.00'],
    ['12345.67', '0.01', '3703.70'],
    ['1000', '', '300.00'],
    ['1000', '2000', '-300.00'],
  ])('perceptions %s and deductions %s give %s as the user types', async (p, d, want) => {
    const onSubmit = vi.fn();
    render(<SimulatorForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(staff.simulator.perceptions), p);
    if (d) await userEvent.type(screen.getByLabelText(new RegExp(staff.simulator.deductions)), d);
    const output = screen.getByRole('status', { name: staff.simulator.result });
    expect(output).toHaveAttribute('data-value', want);
    expect(output).toHaveTextContent(formatMXN(want));
    expect(simulatorStore.get().paymentCapacity).toBe(want);
    await userEvent.click(screen.getByRole('button', { name: staff.simulator.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].paymentCapacity).toBe(want);
  });
});

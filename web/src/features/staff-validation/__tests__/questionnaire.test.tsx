import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { validation } from '@/copy/es';

import { saveQuestionnaire } from '../api';
import { Questionnaire } from '../components/questionnaire';

vi.mock('reactfire', () => ({
  useDatabase: () => ({ db: true }),
  useAuth: () => ({ currentUser: { uid: 'bp:1000000001' } }),
}));
vi.mock('../api', () => ({ saveQuestionnaire: vi.fn(() => Promise.resolve()) }));
vi.mock('@/entities/folio/live-data', () => ({
  useLiveFolio: () => ({ state: 'ready', value: { id: 'F9', status: 'medicalQuestion' } }),
}));

const saved = vi.mocked(saveQuestionnaire);

async function answerAll() {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Bueno'));
  await user.click(screen.getByLabelText('Ninguna'));
  await user.type(screen.getByLabelText(validation.medical[2]!.text), 'No');
  await user.click(screen.getByLabelText('IMSS'));
  await user.click(screen.getByRole('button', { name: validation.questionnaire.save }));
}

describe('Questionnaire', () => {
  beforeEach(() => saved.mockClear());

  it('empty: every question says it is required and nothing is written', async () => {
    render(<Questionnaire id="F9" kind="medical" />);
    await userEvent.click(screen.getByRole('button', { name: validation.questionnaire.save }));
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThanOrEqual(4);
    expect(saved).not.toHaveBeenCalled();
  });

  it('in capture, the answers and the next status go in one write, then the capture moves on', async () => {
    const onSaved = vi.fn();
    render(
      <Questionnaire
        id="F9"
        kind="medical"
        extra={(r) => ({ status: r.status === 'medicalQuestion' ? 'generalData' : r.status })}
        onSaved={onSaved}
      />,
    );
    await answerAll();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [, id, uid, kind, answers, extra] = saved.mock.calls[0]!;
    expect([id, uid, kind]).toEqual(['F9', 'bp:1000000001', 'medical']);
    expect(answers).toMatchObject({ health: 'Bueno', conditions: ['Ninguna'], hospital: 'IMSS' });
    expect(extra).toEqual({ status: 'generalData' });
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ id: 'F9', status: 'medicalQuestion' }),
    );
  });

  it('read-only: the answers are shown without a way to save them', () => {
    render(<Questionnaire id="F9" kind="medical" readOnly={() => true} />);
    expect(screen.queryByRole('button', { name: validation.questionnaire.save })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(validation.questionnaire.frozen);
    expect(screen.getByLabelText('Bueno')).toBeDisabled();
  });
});

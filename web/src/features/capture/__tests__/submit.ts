import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks the form's submit button, named `button`, and answers the texts of the alerts it raised. */
export async function submitForAlerts(button: string): Promise<(string | null)[]> {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return (await screen.findAllByRole('alert')).map((a) => a.textContent);
}

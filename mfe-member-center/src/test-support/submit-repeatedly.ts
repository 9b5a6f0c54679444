import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Clicks submit twice at once, waits for the one request, then submits again with Enter (implicit submission)
 * and a click while it is open: a form that sends one request per submit still shows `sent() === 1` after.
 */
export async function submitRepeatedly(button: HTMLElement, sent: () => number): Promise<void> {
  fireEvent.click(button);
  fireEvent.click(button);
  // A busy machine renders the whole member-center app slowly.
  await waitFor(() => expect(sent()).toBe(1), { timeout: 20_000 });
  const form = button.closest('form');
  if (!form) throw new Error('the submit button is outside its form');
  fireEvent.submit(form);
  fireEvent.click(button);
  // Room for the form's async validation of the extra submits to reach onFinish.
  await new Promise((r) => setTimeout(r, 300));
}

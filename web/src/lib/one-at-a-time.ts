/**
 * A gate for a form's send: a call while a send is on its way (or waits for a link's session) joins
 * it instead of sending again, so a double tap sends once and both taps end when the send does (a
 * react-hook-form's submitting state stays on until then). One gate per form, made once
 * (useState(oneAtATime)).
 */
export function oneAtATime() {
  let running: Promise<void> | null = null;
  return <A extends unknown[]>(send: (...args: A) => Promise<void>) =>
    (...args: A): Promise<void> =>
      (running ??= send(...args).finally(() => {
        running = null;
      }));
}

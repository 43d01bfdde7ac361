/**
 * The repairs an operator may apply from a status: the allow-list of functions/internal/monitor
 * (repair.go, Repairs), which the function enforces. Never a customer step, a provider's verdict or
 * four-eyes (docs/adr/0051-named-operators-and-repairs.md); a test checks each is still a transition
 * of the folio contract.
 */
export const REPAIRS: readonly (readonly [from: string, to: string])[] = [
  ['errorSentCOX', 'sentCOX'],
  ['bioprocess', 'biometricValidation'],
  ['videocall', 'videoRecording'],
];

export function operatorTargets(from: string): string[] {
  return REPAIRS.filter(([f]) => f === from).map(([, to]) => to);
}

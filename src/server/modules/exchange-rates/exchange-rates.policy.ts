import type { Role } from '../../../shared/enums.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may read and change the exchange rates (docs/product/languages.md#prices): every signed-in
 * viewer reads the rates in force, which the pages convert prices with, and chooses the currency
 * they read approximate prices in (their own setting: the route only ever changes the viewer's);
 * the operator alone keeps the table. src/server/modules/exchange-rates/exchange-rates.policy.test.ts
 * walks every cell.
 */
export type ExchangeRateAction = 'read' | 'choose_currency' | 'change';

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface ExchangeRatePolicyViewer {
  organisation: { role: Role };
}

export function decide(viewer: ExchangeRatePolicyViewer, action: ExchangeRateAction): Decision {
  if (action === 'read' || action === 'choose_currency') return allow();
  return viewer.organisation.role === 'kokopelli' ? allow() : refuse('forbidden');
}

export const can = (viewer: ExchangeRatePolicyViewer, action: ExchangeRateAction): boolean => decide(viewer, action).allowed;

/** What the browser may offer the viewer on the rates page. */
export const exchangeRateAbilities = (viewer: ExchangeRatePolicyViewer) => ({ change: can(viewer, 'change') });

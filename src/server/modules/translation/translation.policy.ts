import type { Role, UserType } from '../../../shared/enums.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may ask for machine translation and where texts may go (docs/product/languages.md#machine-translation,
 * decision 049). The texts a page shows translated are read under their own module's policy (an
 * offer's, a negotiation's); this one decides only:
 * - `suggest`: translate a text the viewer is writing (the offer form's "suggest" button) — the
 *   companies that write offers and the banks that correct them;
 * - `set_cloud`: whether a bank's customers' texts may go to a cloud provider — the operator for
 *   every bank and for the platform's default, a bank's administrator for their own bank.
 * src/server/modules/translation/translation.policy.test.ts walks every cell.
 */
export type TranslationAction = 'suggest' | 'set_cloud';

export interface TranslationPolicyViewer {
  organisation: { id: string; role: Role };
  user: { userType: UserType };
}

/** The organisation whose setting is changed: a bank, or the operator's own (the platform's default). */
export interface CloudSettingSubject {
  id: string;
  role: Role;
}

export function decide(viewer: TranslationPolicyViewer, action: TranslationAction, subject?: CloudSettingSubject): Decision {
  const { role, id } = viewer.organisation;
  if (action === 'suggest') return role === 'enterprise' || role === 'bank' ? allow() : refuse('forbidden');
  if (role !== 'kokopelli' && !(role === 'bank' && viewer.user.userType === 'administrator')) return refuse('forbidden');
  if (!subject || (subject.role !== 'bank' && subject.role !== 'kokopelli')) return refuse('hidden');
  if (role === 'bank' && subject.id !== id) return refuse('hidden');
  return allow();
}

export const can = (viewer: TranslationPolicyViewer, action: TranslationAction, subject?: CloudSettingSubject): boolean =>
  decide(viewer, action, subject).allowed;

/** The bank whose setting governs the viewer's own texts: a company's bank, or the bank itself (null: none). */
export function governingBank(viewer: TranslationPolicyViewer & { organisation: { bankId: string | null } }): string | null {
  return viewer.organisation.role === 'bank' ? viewer.organisation.id : viewer.organisation.bankId;
}

/** The banks whose settings the viewer may see and set: every bank (the operator), their own (a bank's administrator), none. SQL-free: a list of one or all. */
export function cloudSettingsScope(viewer: TranslationPolicyViewer): 'all' | 'own' | 'none' {
  if (viewer.organisation.role === 'kokopelli') return 'all';
  return can(viewer, 'set_cloud', { id: viewer.organisation.id, role: viewer.organisation.role }) ? 'own' : 'none';
}

/**
 * May a text written by a customer of a bank go to a cloud provider? The bank's own setting, else
 * the platform's default, else yes. A self-hosted provider keeps the text on the operator's or the
 * bank's servers and is always allowed.
 */
export function cloudAllowed(settings: { bank: boolean | null; platform: boolean | null }): boolean {
  return settings.bank ?? settings.platform ?? true;
}

import type { Role } from '../../../shared/enums.ts';

/**
 * Who may see an organisation's profile: itself, the operator and the bank it is a customer of;
 * counterparts in a negotiation come with negotiations. Anyone else must not even learn that the
 * organisation exists (the service answers 404).
 */
export function mayViewOrganisation(
  viewer: { organisation: { id: string; role: Role } },
  organisation: { id: string; bankId: string | null },
): boolean {
  const { id, role } = viewer.organisation;
  if (organisation.id === id) return true;
  if (role === 'kokopelli') return true;
  return role === 'bank' && organisation.bankId === id;
}

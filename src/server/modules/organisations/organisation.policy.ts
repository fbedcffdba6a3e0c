import type { Role, UserType } from '../../../shared/enums.ts';

/**
 * Who may see and do what with an organisation, in one place (as offer.policy.ts for offers).
 * Services ask `decide`/`can`; nothing else decides.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface OrganisationPolicyViewer {
  organisation: { id: string; role: Role };
  user: { userType: UserType };
}

/** What the policy reads of an organisation; `bankId` (the bank it is a customer of) only for `view`. */
export interface OrganisationSubject {
  id: string;
  bankId?: string | null;
}

/**
 * `view`: its profile. `view_offer_managers`: which of its users manage its offers.
 * `change_offer_managers`: name them.
 */
export type OrganisationPolicyAction = 'view' | 'view_offer_managers' | 'change_offer_managers';

/**
 * A decision, with the answer the API gives for each refusal: `hidden` (404 — the viewer may not
 * learn the organisation exists), `forbidden` (403 — the viewer's role or user type does not allow it).
 */
export type OrganisationDecision = { allowed: true } | { allowed: false; reason: 'hidden' | 'forbidden' };

const allow: OrganisationDecision = { allowed: true };
const refuse = (reason: 'hidden' | 'forbidden'): OrganisationDecision => ({ allowed: false, reason });

/**
 * Who may see an organisation's profile: itself, the operator and the bank it is a customer of;
 * counterparts in a negotiation come with negotiations. Anyone else must not even learn that the
 * organisation exists.
 */
function seenBy(viewer: OrganisationPolicyViewer, organisation: OrganisationSubject): boolean {
  const { id, role } = viewer.organisation;
  if (organisation.id === id) return true;
  if (role === 'kokopelli') return true;
  return role === 'bank' && organisation.bankId === id;
}

export function decide(viewer: OrganisationPolicyViewer, action: OrganisationPolicyAction, organisation: OrganisationSubject): OrganisationDecision {
  switch (action) {
    case 'view':
      return seenBy(viewer, organisation) ? allow : refuse('hidden');
    // A company's offer managers are its own business: its users see them, its administrators name them.
    case 'view_offer_managers':
    case 'change_offer_managers':
      if (viewer.organisation.role !== 'enterprise') return refuse('forbidden');
      if (organisation.id !== viewer.organisation.id) return refuse('hidden');
      if (action === 'change_offer_managers' && viewer.user.userType !== 'administrator') return refuse('forbidden');
      return allow;
  }
}

export function can(viewer: OrganisationPolicyViewer, action: OrganisationPolicyAction, organisation: OrganisationSubject): boolean {
  return decide(viewer, action, organisation).allowed;
}

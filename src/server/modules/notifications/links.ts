import type { Role } from '../../../shared/enums.ts';

/**
 * The browser pages a notice links to, per reader role (the server's copy of the few paths of
 * src/web/app/paths.ts it needs; server code does not import web code). Null: no page for that role.
 */
const id = (value: string) => encodeURIComponent(value);

/** An offer: the company's own offer page, the bank's and the operator's offer pages. */
export function offerLink(role: Role, offerId: string): string | null {
  switch (role) {
    case 'enterprise':
      return `/company/offer-detail/in-house/${id(offerId)}`;
    case 'bank':
      return `/financial-institution/offer-detail/${id(offerId)}`;
    case 'kokopelli':
      return `/kokopelli/offer-detail/${id(offerId)}`;
    case 'coordinator':
      return null;
  }
}

/** A negotiation: each role's negotiation page (the coordinator's is addressed by the contract id). */
export function negotiationLink(role: Role, n: { id: string; contractId: string | null }): string | null {
  switch (role) {
    case 'enterprise':
      return `/company/trading-detail/${id(n.id)}`;
    case 'bank':
      return `/financial-institution/negotiation-detail/${id(n.id)}`;
    case 'kokopelli':
      return `/kokopelli/negotiation-detail/${id(n.id)}`;
    case 'coordinator':
      return n.contractId ? `/coordinator/trading-detail/${id(n.contractId)}` : null;
  }
}

import type { Role } from '../../../shared/enums.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * The browser pages a notice links to, per reader role, built by the page paths the browser routes
 * (src/shared/paths.ts, ids encoded; decision 040). Null: no page for that role.
 */

/** An offer: the company's own offer page, the bank's and the operator's offer pages. */
export function offerLink(role: Role, offerId: string): string | null {
  switch (role) {
    case 'enterprise':
      return paths.company.offerInHouseDetail.getHref(offerId);
    case 'bank':
      return paths.bank.offerDetail.getHref(offerId);
    case 'kokopelli':
      return paths.kokopelli.offerDetail.getHref(offerId);
    case 'coordinator':
      return null;
  }
}

/** A negotiation: each role's negotiation page (the coordinator's is addressed by the contract id). */
export function negotiationLink(role: Role, n: { id: string; contractId: string | null }): string | null {
  switch (role) {
    case 'enterprise':
      return paths.company.tradingDetail.getHref(n.id);
    case 'bank':
      return paths.bank.negotiationDetail.getHref(n.id);
    case 'kokopelli':
      return paths.kokopelli.negotiationDetail.getHref(n.id);
    case 'coordinator':
      return n.contractId ? paths.coordinator.tradingDetail.getHref(n.contractId) : null;
  }
}

import type { Database } from '../../db/client.ts';
import { drainQueue } from '../../lib/drain-queue.ts';
import type { EventLog, EventSubscriber } from '../events/events.service.ts';
import { platformDayStart, platformToday } from '../../../shared/offer-lifecycle.ts';
import { ExchangeRateRepository } from '../exchange-rates/exchange-rates.repository.ts';
import { priceRangesOverlap } from './search-alerts.ts';
import { SearchAlertRepository, type AlertCandidate } from './search-alerts.repository.ts';

/**
 * How long a queued offer waits for the server that approved it before another takes it: that
 * server matches it once its machine translations are in (so a search in another language finds
 * it), which takes seconds; a server that stopped on the way leaves it to the job.
 */
export const QUEUE_GRACE_MS = 2 * 60 * 1000;

/**
 * The queue's side of an approval (docs/decisions/064-saved-search-alerts.md), in its transaction:
 * the offer is due to be matched when it opens to partners, at once or on the first day of its
 * period. A private offer is never announced.
 */
export const queueApprovedOffers: EventSubscriber = async (tx, event) => {
  if (event.action !== 'offer.approve') return;
  const repo = new SearchAlertRepository(tx);
  const offer = await repo.openingOf(event.subjectId);
  if (!offer?.isPublic) return;
  const opens = offer.periodStart && offer.periodStart > platformToday(event.occurredAt) ? platformDayStart(offer.periodStart) : event.occurredAt;
  await repo.enqueue(event.subjectId, opens);
};

/**
 * Saved searches' alerts (docs/decisions/064-saved-search-alerts.md): a newly open offer is matched
 * against the saved searches once, when it opens, by the searches' indexed probes, never by reading
 * every search; each user it matches is told of it once, ever — at once, or in the search's daily
 * notice. Notices go through the event log like every other (the rules: search-alert-notifications.ts).
 */
export class SearchAlertService {
  private readonly db: Database;
  private readonly events: EventLog;
  private readonly now: () => Date;

  constructor(db: Database, events: EventLog, now: () => Date = () => new Date()) {
    this.db = db;
    this.events = events;
    this.now = now;
  }

  /** Matches the offer if it is due and no other run took it; answers how many users it announced it to. */
  async announce(offerId: string): Promise<number> {
    return this.db.transaction(async (tx) => ((await new SearchAlertRepository(tx).claim(offerId, this.now())) ? this.match(tx, offerId) : 0));
  }

  /** Matches every queued offer due (and past the approving server's grace), one transaction each; answers how many offers. */
  async announceDue(): Promise<number> {
    return drainQueue(
      this.db,
      (tx) => new SearchAlertRepository(tx).claimNext(new Date(this.now().getTime() - QUEUE_GRACE_MS)),
      (tx, offerId) => this.match(tx, offerId),
    );
  }

  /** The matching itself, in the claiming transaction. */
  private async match(tx: Database, offerId: string): Promise<number> {
    const repo = new SearchAlertRepository(tx);
    const offer = await repo.offer(offerId);
    if (!offer) return 0;
    const now = this.now();
    const today = platformToday(now);
    const candidates = await repo.candidates(offer, today);
    const priced = candidates.some((c) => c.priceCurrency !== null);
    const rates = priced ? await new ExchangeRateRepository(tx).ratesInForce(today) : {};
    const fits = (c: AlertCandidate) =>
      c.priceCurrency === null || priceRangesOverlap(offer, { min: c.priceMin, max: c.priceMax, currency: c.priceCurrency }, rates);
    // One search a user: the first by name that fits.
    const chosen = new Map<string, AlertCandidate>();
    for (const c of candidates) if (!chosen.has(c.userId) && fits(c)) chosen.set(c.userId, c);
    const written = await repo.record(
      offerId,
      [...chosen.values()].map((c) => ({ userId: c.userId, savedFilterId: c.id, alert: c.alert as 'immediate' | 'daily' })),
      now,
    );
    if (written.some((row) => row.alert === 'immediate')) {
      await this.events.record(tx, null, { type: 'offer', id: offerId }, 'alert', { payload: { users: written.length } });
    }
    return written.length;
  }

  /**
   * The daily notices due at `cutoff` (the day's digest time): one per daily search with offers
   * announced before it and not told, each in its own transaction with its event; claimed by the
   * search's `digest_at`, so several servers tell each once.
   */
  async sendDigests(cutoff: Date): Promise<number> {
    const due = await new SearchAlertRepository(this.db).digestsDue(cutoff);
    let sent = 0;
    for (const { id } of due) {
      sent += await this.db.transaction(async (tx) => {
        const count = await new SearchAlertRepository(tx).claimDigest(id, cutoff, this.now());
        if (count === 0) return 0;
        await this.events.record(tx, null, { type: 'saved_filter', id }, 'digest', { payload: { count } });
        return 1;
      });
    }
    return sent;
  }
}

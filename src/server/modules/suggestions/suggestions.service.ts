import type { Database } from '../../db/client.ts';
import type { Viewer } from '../session/session.service.ts';
import type { EventLog, EventSubscriber } from '../events/events.service.ts';
import { drainQueue } from '../../lib/drain-queue.ts';
import { enforce, refusalError } from '../../lib/policy.ts';
import { platformDayStart, platformToday } from '../../../shared/offer-lifecycle.ts';
import type { Suggestion, Suggestions } from '../../../shared/schemas/suggestions.ts';
import { ExchangeRateRepository } from '../exchange-rates/exchange-rates.repository.ts';
import { OfferRepository } from '../offers/offers.repository.ts';
import { OfferSearchRepository } from '../offers/offer-search.repository.ts';
import { presentListItem } from '../offers/offers.presenter.ts';
import { SUGGESTIONS_SHOWN } from './suggestion-score.ts';
import { SuggestionRepository, type SuggestionRow } from './suggestions.repository.ts';
import { decide, mayIntroduce } from './suggestions.policy.ts';

/**
 * How long a queued offer waits for the server that approved it before the job takes it: that
 * server computes its suggestions once its machine translations are in (their glossary words count).
 */
export const SUGGESTION_GRACE_MS = 2 * 60 * 1000;

/** The offer events after which an offer's suggestions are written again: it opened, or its texts in another language changed. */
const CHANGES = new Set(['offer.approve', 'offer.correct_translation']);

/**
 * The queue's side of a change (docs/decisions/066-match-suggestions.md), in the change's
 * transaction: the offer's suggestions are to be written again. An offer that closes (sent back for
 * review, deleted, its period over) needs nothing: every list reads the partner rule of the day.
 */
export const queueChangedOffers: EventSubscriber = async (tx, event) => {
  if (!CHANGES.has(event.action)) return;
  const repo = new SuggestionRepository(tx);
  const offer = await new OfferRepository(tx).findState(event.subjectId);
  if (!offer) return;
  // An offer approved ahead of its period is due when the period begins (its suggestions are written then).
  const opens = offer.periodStart && offer.periodStart > platformToday(event.occurredAt) ? platformDayStart(offer.periodStart) : event.occurredAt;
  await repo.enqueue(event.subjectId, opens);
};

const ALREADY = { detail: { invalid_transition: 'This pair was introduced already.' } };

/** How many the overview lists: the company's home and the bank's page. */
const OVERVIEW_LIMIT = 20;

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md): each offer's best counter-offers,
 * written when it opens or changes, for it alone (both ways), never by recomputing the table; read
 * through the partner rule of the day; introduced by the offer's bank, once a pair.
 */
export class SuggestionService {
  private readonly db: Database;
  private readonly events: EventLog;
  private readonly now: () => Date;

  constructor(db: Database, events: EventLog, now: () => Date = () => new Date()) {
    this.db = db;
    this.events = events;
    this.now = now;
  }

  /** Writes the offer's suggestions if it is queued, due, and no other run took it; answers how many it has. */
  async refreshQueued(offerId: string): Promise<number> {
    return this.db.transaction(async (tx) => ((await new SuggestionRepository(tx).claim(offerId, this.now())) ? this.compute(tx, offerId) : 0));
  }

  /**
   * Takes queued offers that are due and that the approving server left (after the grace period;
   * 0: all that are due), each claimed with SKIP LOCKED; answers how many. An offer whose period
   * began today is due at midnight and taken a grace period later.
   */
  async refreshDue(graceMs: number = SUGGESTION_GRACE_MS): Promise<number> {
    return drainQueue(
      this.db,
      (tx) => new SuggestionRepository(tx).claimNext(new Date(this.now().getTime() - graceMs)),
      (tx, offerId) => this.compute(tx, offerId),
    );
  }

  /** Computes and writes one offer's suggestions now (in a transaction of its own); answers how many. */
  async refresh(offerId: string): Promise<number> {
    return this.db.transaction((tx) => this.compute(tx, offerId));
  }

  /**
   * Writes the offer's best counter-offers both ways. The pairs other offers' computing had written
   * with it (it was in their best, they may not be in its own) are scored again with the offer as
   * it is now and kept if they still fit, so an offer's list never loses a counter-offer because
   * that one changed. An offer no longer open keeps its rows: every list reads the partner rule.
   */
  private async compute(tx: Database, offerId: string): Promise<number> {
    const repo = new SuggestionRepository(tx);
    const now = this.now();
    const today = platformToday(now);
    const source = await repo.source(offerId, today);
    if (!source) return 0;
    const rates = await new ExchangeRateRepository(tx).ratesInForce(today);
    const rows = await repo.computeQuery(source, today, rates);
    const own = new Set(rows.map((row) => row.id));
    const others = (await repo.listedBy(offerId)).filter((id) => !own.has(id));
    await repo.replace(offerId, rows, now);
    // The pair's score and fit are the same from either offer (industry, price, groups in common,
    // target countries both ways), and every list reads the partner rule both ways: one statement
    // from this offer's side scores them all again.
    if (others.length > 0) await repo.write(offerId, await repo.computeQuery(source, today, rates, others), now);
    return rows.length;
  }

  /** One offer's suggestions, best first, for whoever manages it (404 for anyone else). */
  async forOffer(viewer: Viewer, offerId: string): Promise<Suggestions> {
    const today = platformToday(this.now());
    const offer = await new OfferRepository(this.db).findState(offerId);
    enforce(decide(viewer, 'view', offer, today));
    const rows = await new SuggestionRepository(this.db).list(viewer, today, { offerId, limit: SUGGESTIONS_SHOWN, order: 'score' });
    const introduce = mayIntroduce(viewer, offer!);
    return { items: await this.present(rows, today, introduce ? new Set([offerId]) : new Set()), abilities: { introduce } };
  }

  /** Across the viewer's scope: a company's best, a bank's newest not yet introduced, the operator's newest. */
  async overview(viewer: Viewer): Promise<Suggestions> {
    const today = platformToday(this.now());
    const role = viewer.organisation.role;
    if (role !== 'enterprise' && role !== 'bank' && role !== 'kokopelli') return { items: [], abilities: { introduce: false } };
    const bank = role === 'bank';
    const rows = await new SuggestionRepository(this.db).list(viewer, today, {
      limit: role === 'enterprise' ? SUGGESTIONS_SHOWN : OVERVIEW_LIMIT,
      order: role === 'enterprise' ? 'score' : 'recent',
      notIntroduced: bank,
    });
    // A bank's scope is its customers' offers: each row's is one it may introduce.
    return { items: await this.present(rows, today, bank ? new Set(rows.map((r) => r.offerId)) : new Set()), abilities: { introduce: bank } };
  }

  /** A bank introduces a suggested pair of its customer's offer: both companies are told, names hidden (event `offer.introduce`). */
  async introduce(viewer: Viewer, offerId: string, suggestedId: string): Promise<Suggestion> {
    const today = platformToday(this.now());
    const offer = await new OfferRepository(this.db).findState(offerId);
    const pair = await new SuggestionRepository(this.db).pair(offerId, suggestedId, today);
    enforce(decide(viewer, 'introduce', offer, today, pair), ALREADY);
    const introduced = await this.db.transaction(async (tx) => {
      const written = await new SuggestionRepository(tx).introduce(offerId, suggestedId, viewer.organisation.id, viewer.user.id, this.now());
      if (written) await this.events.record(tx, viewer, { type: 'offer', id: offerId }, 'introduce', { payload: { suggested_id: suggestedId } });
      return written;
    });
    // The double click: the second finds the first's introduction.
    if (!introduced) throw refusalError('invalid_transition', ALREADY);
    const [row] = await this.present([{ ...pair!, introduced: true }], today, new Set([offerId]));
    return row!;
  }

  /** Rows as the API answers them: the counter-offer as a partner sees it, the reasons, and whether the viewer may introduce. */
  private async present(rows: SuggestionRow[], today: string, introducible: ReadonlySet<string>): Promise<Suggestion[]> {
    if (rows.length === 0) return [];
    const repo = new SuggestionRepository(this.db);
    const [counter, heads, terms] = await Promise.all([
      new OfferSearchRepository(this.db).partnerRows([...new Set(rows.map((r) => r.suggestedId))]),
      repo.offerHeads([...new Set(rows.map((r) => r.offerId))]),
      repo.groupTerms([...new Set(rows.flatMap((r) => r.groups))]),
    ]);
    const counterById = new Map(counter.map((row) => [row.id, row]));
    const headById = new Map(heads.map((row) => [row.id, row]));
    const termsByGroup = new Map<string, Record<string, string>>();
    for (const t of terms) termsByGroup.set(t.groupId, { ...termsByGroup.get(t.groupId), [t.language]: t.term });
    return rows.flatMap((row) => {
      const item = counterById.get(row.suggestedId);
      const head = headById.get(row.offerId);
      if (!item || !head) return [];
      return [
        {
          for_offer: { offer_id: head.id, public_ref: head.publicRef, title: head.title },
          offer: presentListItem(item, today, {}),
          score: row.score,
          reasons: {
            industry: row.industry === 2 ? 'same' : row.industry === 1 ? 'related' : null,
            price_overlap: row.priceOverlap,
            terms: row.groups.flatMap((group) => (termsByGroup.has(group) ? [termsByGroup.get(group)!] : [])),
          },
          introduced: row.introduced,
          abilities: { introduce: introducible.has(row.offerId) && !row.introduced },
        },
      ];
    });
  }
}

import type { Database } from '../../db/client.ts';
import { offerSearch } from '../../db/schema/index.ts';
import { conflict, forbidden, AppError } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import { EventRepository } from '../events/events.repository.ts';
import type { EventLog } from '../events/events.service.ts';
import { DEFAULT_DEADLINE_CONFIG, offerDeadlineValues, type DeadlineConfig } from '../deadlines/deadlines.ts';
import { DEFAULT_HIDDEN_COMPANY_K } from '../../env.ts';
import type { HiddenCardConfig } from '../organisations/organisations.policy.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';
import type { Viewer } from '../session/session.service.ts';
import { platformToday, type OfferReviewAction, type StoredOfferStatus } from '../../../shared/offer-lifecycle.ts';
import type { OfferDraftInput, OfferRegisterInput, OfferWriteBody, TranslationCorrectionBody } from '../../../shared/schemas/offer.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/enum-values.ts';
import { detectLanguage, otherLanguages } from '../../../shared/text-versions.ts';
import { contentHash } from '../../lib/content-hash.ts';
import { bankAllowsCloud, type TranslationService } from '../translation/translation.service.ts';
import type {
  ManagedOffer,
  OfferList,
  OfferManageQuery,
  OfferSearchQuery,
  PartnerOffer,
} from '../../../shared/schemas/offer-views.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import { offerPolicyContext } from './offer-policy-context.ts';
import {
  decide,
  offerAbilities,
  mayList,
  offerSearchVisibleTo,
  offerVisibleTo,
  partnerOfferAbilities,
  type OfferListName,
  type OfferPolicyAction,
  type OfferPolicyContext,
  type OfferSubject,
} from './offers.policy.ts';
import { offerFilters, OfferSearchRepository, type PriceFilter } from './offer-search.repository.ts';
import { OfferRepository, type OfferValues } from './offers.repository.ts';
import {
  offerTexts,
  presentListItem,
  presentManagedOffer,
  presentOfferList,
  presentPartnerOffer,
  type OfferTexts,
} from './offers.presenter.ts';
import { companyTerms, refuseIdentifyingText } from '../organisations/identifying-text.ts';
import { offerSearchColumns } from './search-grams.ts';
import { FAVORITES_CACHE_MAX_IDS, searchPageKey, type SearchCaches, type SharedSearchPage } from './search-cache.ts';
import type { RatesInForce } from '../../../shared/currency.ts';
import { ExchangeRateRepository } from '../exchange-rates/exchange-rates.repository.ts';

/**
 * Offer use cases (docs/product/offers.md#offer-lifecycle and docs/product/visibility.md). Who may see and do what is the offer policy's
 * (offers.policy.ts): every read and write asks it. Every write runs in a transaction that asks the
 * policy (which reads the transition table), checks the version the editor saw, then writes an
 * event. Objects a viewer may not know exist answer 404.
 */
export class OfferService {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly deadlines: DeadlineConfig;
  private readonly hiddenCompanyK: number;
  private readonly searchCache: SearchCaches | null;
  private readonly events: EventLog;
  private readonly translation: TranslationService | null;
  /** What follows an approval once its machine translations are in: the saved searches' matching (wired by `buildApp`). */
  private readonly afterApproval: ((offerId: string) => Promise<unknown>) | null;

  /**
   * `translation`: machine translation (decision 049); null, the pages say it is off.
   * `searchCache`: the partner search pages and searchers' favourites of recent requests (search-cache.ts, docs/decisions/025). */
  constructor(
    db: Database,
    events: EventLog,
    now: () => Date = () => new Date(),
    config: DeadlineConfig & HiddenCardConfig = { ...DEFAULT_DEADLINE_CONFIG, HIDDEN_COMPANY_K: DEFAULT_HIDDEN_COMPANY_K },
    searchCache: SearchCaches | null = null,
    translation: TranslationService | null = null,
    afterApproval: ((offerId: string) => Promise<unknown>) | null = null,
  ) {
    this.translation = translation;
    this.afterApproval = afterApproval;
    this.db = db;
    this.now = now;
    this.deadlines = config;
    this.hiddenCompanyK = config.HIDDEN_COMPANY_K;
    this.searchCache = searchCache;
    this.events = events;
  }

  private today() {
    return platformToday(this.now());
  }

  /**
   * After a write to offers commits: every server forgets its search pages when the database's
   * notice arrives (migration 0009); this one at once, so that a search here right after the
   * answer — on PostgreSQL the notice may come a moment later — never shows the offer as before.
   */
  private searchChanged() {
    this.searchCache?.pages.clear();
  }

  /** What the policy needs besides the viewer and the offer: today, and the offer-manager rule's answer. */
  private async context(viewer: Viewer): Promise<OfferPolicyContext> {
    return offerPolicyContext(this.db, viewer, this.now(), { writes: true });
  }

  /**
   * Asks the policy about an action on an offer (null: a new one; undefined: no offer has the id).
   * A refusal becomes the API's answer (404 hidden, 403 forbidden, 409 invalid transition); an
   * allowed action answers the offer and the status the transition table leads to.
   */
  private authorize<T extends OfferSubject | null>(
    viewer: Viewer,
    action: OfferPolicyAction,
    offer: T | undefined,
    // Asked for before a transaction opens: PGlite has one connection, a query outside the transaction would wait forever.
    context: OfferPolicyContext,
  ): { offer: T; to: StoredOfferStatus } {
    const to = enforce(decide(viewer, action, offer, context), {
      detail: { invalid_transition: `An offer in status ${offer?.status ?? 'new'} cannot be ${action}.` },
    });
    // A view has no transition: its offer keeps its status.
    return { offer: offer as T, to: to ?? offer?.status ?? 'draft' };
  }

  // ---- writes by the offer company -------------------------------------------------------

  async create(viewer: Viewer, body: OfferWriteBody): Promise<ManagedOffer> {
    const action = body.intent;
    const { to } = this.authorize(viewer, action, null, await this.context(viewer));
    await this.refuseNamingText(viewer, body);
    const id = await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      const org = await repo.organisationForOffer(viewer.organisation.id);
      if (!org?.bankId) throw new AppError(400, 'no_bank', 'Your company is not attached to a bank.');
      const values = await fieldValues(repo, body.offer);
      // One clock for every time of the row: the database's transaction start could fall later in the
      // same millisecond than the app's `now` (microseconds against milliseconds), and an offer would
      // then read as created after it was submitted.
      const now = this.now();
      const offerId = await repo.insert({
        ...values,
        type: body.offer.type,
        organisationId: viewer.organisation.id,
        bankId: org.bankId,
        branchId: org.branchId,
        status: to,
        createdBy: viewer.user.id,
        updatedBy: viewer.user.id,
        createdAt: now,
        updatedAt: now,
        submittedAt: to === 'waiting_for_approval' ? now : null,
        ...(await offerDeadlineValues(tx, this.deadlines, to, { offerOrganisationId: viewer.organisation.id, offerBankId: org.bankId }, now)),
      });
      await attachImages(repo, offerId, viewer.organisation.id, body.offer.image_ids);
      await writeAuthorVersions(repo, offerId, values, body.offer.translations, viewer.user.id, now);
      await refreshSearch(repo, offerId);
      await this.events.record(tx, viewer, { type: 'offer', id: offerId }, action, { from: null, to });
      return offerId;
    });
    this.searchChanged();
    return this.managedDetail(viewer, id);
  }

  async update(viewer: Viewer, offerId: string, body: OfferWriteBody): Promise<ManagedOffer> {
    // The viewer's own rights first (403 before 400): may they write an offer at all, as for a new one?
    const context = await this.context(viewer);
    this.authorize(viewer, body.intent, null, context);
    if (body.version === undefined) throw new AppError(400, 'validation_failed', undefined, { version: ['validation.required'] });
    await this.refuseNamingText(viewer, body);
    await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      const { offer: state, to } = this.authorize(viewer, body.intent, await repo.findState(offerId), context);
      if (state.version !== body.version) throw conflict();
      const values = await fieldValues(repo, body.offer);
      const ok = await repo.updateVersioned(offerId, body.version, {
        ...values,
        type: body.offer.type,
        status: to,
        updatedBy: viewer.user.id,
        ...(to === 'waiting_for_approval' ? { submittedAt: this.now() } : {}),
        ...(await offerDeadlineValues(tx, this.deadlines, to, { offerOrganisationId: state.organisationId, offerBankId: state.bankId }, this.now())),
      });
      if (!ok) throw conflict();
      await attachImages(repo, offerId, viewer.organisation.id, body.offer.image_ids);
      await writeAuthorVersions(repo, offerId, values, body.offer.translations, viewer.user.id, this.now());
      await refreshSearch(repo, offerId);
      await this.events.record(tx, viewer, { type: 'offer', id: offerId }, body.intent, { from: state.status, to });
    });
    this.searchChanged();
    return this.managedDetail(viewer, offerId);
  }

  /**
   * An offer registered for review must not name its company: partners read it before any NDA.
   * A draft is the company's alone and may still be saved; its form warns (docs/decisions/031).
   */
  private async refuseNamingText(viewer: Viewer, body: OfferWriteBody): Promise<void> {
    if (body.intent !== 'register') return;
    // Keyed as the request's fields are (offer.title, offer.translations.0.title), so the form shows
    // each message under its field: every language version is read by partners alike.
    const texts: Record<string, string | null | undefined> = Object.fromEntries([
      ...Object.entries(offerTexts(body.offer)).map(([field, text]): [string, string | null | undefined] => [`offer.${field}`, text]),
      ...(body.offer.translations ?? []).flatMap((version, i) =>
        Object.entries(offerTexts(version)).map(([field, text]): [string, string | null | undefined] => [`offer.translations.${i}.${field}`, text]),
      ),
    ]);
    await refuseIdentifyingText(this.db, viewer.organisation.id, texts);
  }

  /**
   * The bank corrects or adds one language version of its customer's offer in its review, or once
   * published (decision 050): the version becomes the bank's, written for the original as it stands,
   * and the correction goes into the event log with what it changed. The original itself is the
   * company's: the bank remands an offer whose original needs changing.
   */
  async correctTranslation(viewer: Viewer, offerId: string, body: TranslationCorrectionBody): Promise<ManagedOffer> {
    const { language } = body;
    const context = await this.context(viewer);
    await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      const { offer: state, to } = this.authorize(viewer, 'correct_translation', await repo.findState(offerId), context);
      if (state.version !== body.version) throw conflict();
      const row = (await repo.findDetail(offerId))!;
      if (row.language === language) throw new AppError(400, 'validation_failed', undefined, { language: ['validation.translations'] });
      // What partners will read must not name the company, whoever wrote it.
      await refuseIdentifyingText(tx, state.organisationId, offerTexts(body));
      const before = (await repo.translations(offerId)).find((v) => v.language === language);
      const now = this.now();
      if (!(await repo.updateVersioned(offerId, body.version, { updatedBy: viewer.user.id }))) throw conflict();
      const fields = offerTexts(body);
      if (Object.values(fields).every((text) => !text)) await repo.deleteTranslations(offerId, [language]);
      else await repo.putTranslation({ offerId, language, ...versionTexts(body), origin: 'bank', sourceHash: originalHash(row), updatedBy: viewer.user.id, updatedAt: now });
      await refreshSearch(repo, offerId);
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((field) => (before?.[field] ?? '') !== (body[field] ?? ''));
      await this.events.record(tx, viewer, { type: 'offer', id: offerId }, 'correct_translation', {
        from: state.status,
        to,
        payload: {
          organisation_id: state.organisationId,
          language,
          fields: changed,
          before: Object.fromEntries(changed.map((field) => [field, before?.[field] ?? ''])),
        },
      });
    });
    this.searchChanged();
    return this.managedDetail(viewer, offerId);
  }

  /**
   * The offer's versions in other languages and, for a reader of another language with no person's
   * version in theirs, the machine's (decision 050). A provider that fails answers `failed` and the
   * page shows the original: a read never fails for translation.
   */
  private async texts(row: { id: string; bankId: string; language: Language; title: string; description: string; features: string; requests: string }, reader: Language): Promise<OfferTexts> {
    const repo = new OfferRepository(this.db);
    const hash = originalHash(row);
    const translations: OfferTexts['translations'] = (await repo.translations(row.id)).map((v) => ({
      language: v.language,
      origin: v.origin,
      provider: null,
      made_at: v.updatedAt.toISOString(),
      out_of_date: v.sourceHash !== hash,
      ...versionTexts(v),
    }));
    if (reader === row.language || translations.some((v) => v.language === reader)) return { translations, machine: 'not_needed', reader };
    if (!this.translation) return { translations, machine: 'off', reader };
    const original = [row.title, row.description, row.features, row.requests];
    const result = await this.translation.translate(original, row.language, reader, {
      cloudAllowed: bankAllowsCloud(this.db, row.bankId),
    });
    if (result.state !== 'done') return { translations, machine: result.state, reader };
    const [title, description, features, requests] = result.texts as [string, string, string, string];
    translations.push({ language: reader, origin: 'machine', provider: result.provider, made_at: result.madeAt.toISOString(), out_of_date: false, title, description, features, requests });
    return { translations, machine: 'done', reader };
  }

  /**
   * After an offer is approved: its texts machine-translated into every language it has no person's
   * version in, kept, and its title's versions put into the search (decision 050), so that a reader
   * never waits and a search in another language finds it. Runs after the approval's answer; a
   * provider that fails leaves the offer as it is (a reader's visit tries again).
   */
  async pretranslate(offerId: string): Promise<void> {
    if (!this.translation?.enabled) return;
    const repo = new OfferRepository(this.db);
    const row = await repo.findDetail(offerId);
    if (!row) return;
    const people = new Set((await repo.translations(offerId)).map((v) => v.language));
    let translated = false;
    for (const language of otherLanguages(row.language)) {
      if (people.has(language)) continue;
      const result = await this.translation.translate([row.title, row.description, row.features, row.requests], row.language, language, {
        cloudAllowed: bankAllowsCloud(this.db, row.bankId),
      });
      translated ||= result.state === 'done';
    }
    if (!translated) return;
    await this.db.transaction(async (tx) => refreshSearch(new OfferRepository(tx), offerId));
    this.searchChanged();
  }

  async remove(viewer: Viewer, offerId: string, version: number): Promise<void> {
    const context = await this.context(viewer);
    await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      const { offer: state } = this.authorize(viewer, 'delete', await repo.findState(offerId), context);
      const ok = await repo.updateVersioned(offerId, version, { deletedAt: this.now(), updatedBy: viewer.user.id });
      if (!ok) throw conflict();
      await this.events.record(tx, viewer, { type: 'offer', id: offerId }, 'delete', { from: state.status, to: state.status });
    });
    this.searchChanged();
  }

  // ---- review by the offer company's bank -----------------------------------------------

  async review(
    viewer: Viewer,
    offerId: string,
    action: OfferReviewAction,
    input: { version: number; remarks?: string | undefined; reason?: string | undefined },
  ): Promise<ManagedOffer> {
    const context = await this.context(viewer);
    await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      // Another bank's offer, or a customer's unregistered draft, does not exist as far as this bank knows.
      const { offer: state, to } = this.authorize(viewer, action, await repo.findState(offerId), context);
      if (state.version !== input.version) throw conflict();
      const values: OfferValues =
        action === 'approve'
          ? { status: to, bankRemarks: input.remarks || null, remandReason: null, publishedAt: this.now() }
          : action === 'remand'
            ? { status: to, remandReason: input.reason ?? null }
            : { status: to, denialReason: input.reason ?? null };
      // The review is done: nothing is due any more.
      const ok = await repo.updateVersioned(offerId, input.version, { ...values, reviewDueAt: null });
      if (!ok) throw conflict();
      await this.events.record(tx, viewer, { type: 'offer', id: offerId }, action, {
        from: state.status,
        to,
        payload: {
          organisation_id: state.organisationId,
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.remarks ? { remarks: input.remarks } : {}),
        },
      });
    });
    this.searchChanged();
    // Once its translations are in, the offer is matched against the saved searches (decision 064).
    if (action === 'approve') this.afterCommit(this.pretranslate(offerId).finally(() => this.afterApproval?.(offerId)));
    return this.managedDetail(viewer, offerId);
  }

  /** Work that follows an answer (machine translation): its failure is logged, never the caller's. */
  private pending = new Set<Promise<void>>();
  private afterCommit(work: Promise<void>) {
    const tracked = work.catch(() => undefined).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for the work that follows answers (tests, and a server that closes). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  // ---- reads ----------------------------------------------------------------------------

  /** The full offer for its own company, and once registered for its bank and the operator; 404 for anyone else. */
  async managedDetail(viewer: Viewer, offerId: string, translateTo?: Language): Promise<ManagedOffer> {
    const repo = new OfferRepository(this.db);
    const context = await this.context(viewer);
    const { offer: row } = this.authorize(viewer, 'view_managed', await repo.findDetail(offerId), context);
    const [images, history, terms, texts] = await Promise.all([
      repo.images(offerId),
      new EventRepository(this.db).history({ type: 'offer', id: offerId }),
      companyTerms(this.db, row.organisationId),
      this.texts(row, readerLanguage(viewer, translateTo)),
    ]);
    return presentManagedOffer(row, images, history, context.today, offerAbilities(viewer, row, context), terms, texts);
  }

  /**
   * An offer open for applications as another company sees it: nothing that identifies the
   * company. Whatever search would not list (scheduled, ended, private, unpublished) is 404 here.
   */
  async partnerDetail(viewer: Viewer, offerId: string, translateTo?: Language): Promise<PartnerOffer> {
    const repo = new OfferRepository(this.db);
    // A private, ended or unpublished offer: only companies that applied to it still see it.
    const context = await offerPolicyContext(this.db, viewer, this.now(), { negotiatingOn: offerId });
    const { today } = context;
    // Allowed only to a company (403 for any other role), so the viewer's company is an applicant.
    const { offer: row } = this.authorize(viewer, 'view_as_partner', await repo.findDetail(offerId), context);
    await repo.recordView(offerId, viewer.organisation.id, today);
    const [images, favorites, application, cards, texts] = await Promise.all([
      repo.images(offerId),
      repo.favoriteIds(viewer.user.id, [offerId]),
      repo.latestApplication(offerId, viewer.organisation.id),
      new OrganisationRepository(this.db).hiddenCards([row.organisationId], this.hiddenCompanyK),
      this.texts(row, readerLanguage(viewer, translateTo)),
    ]);
    const hasOpenApplication = application !== undefined && !(FINAL_NEGOTIATION_STAGES as readonly string[]).includes(application.stage);
    const abilities = partnerOfferAbilities(viewer, row, { ...context, hasOpenApplication });
    return presentPartnerOffer(row, images, favorites.has(offerId), today, abilities, application ?? null, cards.get(row.organisationId), texts);
  }

  async search(viewer: Viewer, query: OfferSearchQuery): Promise<OfferList> {
    requireList(viewer, 'search');
    // A price range without a currency is in the reader's, which is each user's own: named before
    // the page's key is made, so colleagues reading in different currencies never share a page.
    if ((query.price_min !== undefined || query.price_max !== undefined) && !query.price_currency) {
      query = { ...query, price_currency: (await new ExchangeRateRepository(this.db).readerCurrency(viewer.user.id)).currency };
    }
    if ((query.page - 1) * query.per_page >= LIMITS.searchMaxDepth) {
      throw new AppError(400, 'validation_failed', undefined, { page: ['validation.page_depth'] });
    }
    const today = this.today();
    // A page is the same for every user of the viewer's company on this day (the partner rule reads
    // nothing else), but for which of its rows are the user's own favourites (docs/decisions/025).
    const key = searchPageKey(viewer.organisation.id, today, query);
    const kept = this.searchCache?.pages.get(key);
    if (kept) return withFavorites(kept, await this.favoritesAmong(viewer.user.id, kept.items.map((item) => item.offer_id)));
    const generation = this.searchCache?.pages.mark() ?? 0;
    // Counted up to the cap only: an exact count of a broad search costs more than the page.
    const page = await new OfferSearchRepository(this.db).list(
      // From the narrow side table of searchable offers (docs/decisions/023), by the same partner rule.
      { where: offerSearchVisibleTo(viewer, today), searchCompanyNames: false, rows: offerSearch },
      query,
      { totalCap: LIMITS.searchTotalCap, favoritesOf: viewer.user.id, price: await this.priceFilter(viewer, query, today) },
    );
    // Presented once, as every user of the company would read it; the user's favourites go on a copy.
    const shared = presentOfferList(page, query, (r) => Object.freeze(presentListItem(r, today, { keyword: query.keyword, glossary: page.glossary })));
    this.searchCache?.pages.set(key, Object.freeze({ ...shared, items: Object.freeze(shared.items) }), generation);
    return withFavorites(shared, new Set(page.rows.filter((r) => r.favorite).map((r) => r.id)));
  }

  /**
   * Which of `offerIds` are the user's favourites: from the user's kept favourites (all of them, up
   * to FAVORITES_CACHE_MAX_IDS, forgotten on every server when they change), else read for these ids.
   */
  private async favoritesAmong(userId: string, offerIds: string[]): Promise<ReadonlySet<string>> {
    const cache = this.searchCache!.favorites;
    const kept = cache.get(userId);
    if (kept) return kept;
    const generation = cache.mark();
    const repo = new OfferRepository(this.db);
    const all = await repo.favoriteIdsOf(userId, FAVORITES_CACHE_MAX_IDS + 1);
    if (all.size <= FAVORITES_CACHE_MAX_IDS) {
      cache.set(userId, all, generation);
      return all;
    }
    return repo.favoriteIds(userId, offerIds);
  }

  async favorites(viewer: Viewer, query: OfferSearchQuery): Promise<OfferList> {
    requireList(viewer, 'favorites');
    const today = this.today();
    // A user's favourites are few: counted exactly.
    const page = await new OfferSearchRepository(this.db).list(
      {
        where: [
          // Listed only while the offer is open to the viewer (docs/decisions/014): the favourite is
          // kept, and the offer is listed again if it is published again (e.g. with a new period).
          ...offerVisibleTo(viewer, 'partner', today),
          offerFilters.favoriteOf(viewer.user.id),
        ],
        searchCompanyNames: false,
      },
      query,
      { price: await this.priceFilter(viewer, query, today) },
    );
    return presentOfferList(page, query, (r) => presentListItem(r, today, { favorite: true, keyword: query.keyword, glossary: page.glossary }));
  }

  async setFavorite(viewer: Viewer, offerId: string, on: boolean): Promise<void> {
    // Taking a favourite off needs no look at the offer: it may have closed since.
    requireList(viewer, 'favorites');
    const context = await offerPolicyContext(this.db, viewer, this.now());
    await this.db.transaction(async (tx) => {
      const repo = new OfferRepository(tx);
      if (on) {
        const row = await repo.findState(offerId);
        this.authorize(viewer, 'favorite', row, context);
        await repo.addFavorite(offerId, viewer.user.id, viewer.organisation.id);
      } else {
        await repo.removeFavorite(offerId, viewer.user.id);
      }
    });
    // Every server forgets the user's favourites when the database's notice arrives; this one at
    // once, so the user's next search here shows the change even if it comes before the notice.
    this.searchCache?.favorites.delete(viewer.user.id);
  }

  /** The company's own offers, every status. */
  async inHouse(viewer: Viewer, query: OfferManageQuery): Promise<OfferList> {
    requireList(viewer, 'in_house');
    return this.manageList(viewer, 'in_house', query);
  }

  /** The registered offers of the bank's customers (their drafts are theirs alone). */
  async forBank(viewer: Viewer, query: OfferManageQuery): Promise<OfferList> {
    requireList(viewer, 'bank');
    return this.manageList(viewer, 'bank', query);
  }

  /** Every registered offer of every bank. */
  async forOperator(viewer: Viewer, query: OfferManageQuery): Promise<OfferList> {
    requireList(viewer, 'operator');
    return this.manageList(viewer, 'operator', query);
  }

  private async manageList(viewer: Viewer, list: 'in_house' | 'bank' | 'operator', query: OfferManageQuery): Promise<OfferList> {
    const today = this.today();
    const { status, ...conditions } = query;
    const scoped = offerVisibleTo(viewer, 'manage', today);
    // The bank's review sections (the review labels of docs/product/offers.md#offer-statuses): an approved offer is published whatever its period.
    if (query.section !== 'all') scoped.push(offerFilters.reviewLabel(query.section));
    if (status) scoped.push(...offerFilters.displayStatus(status, today));
    // Only the operator's list spans banks; the others are one bank's already.
    if (query.bank_code && list === 'operator') scoped.push(offerFilters.bankCode(query.bank_code));
    const page = await new OfferSearchRepository(this.db).list({ where: scoped, searchCompanyNames: true }, conditions, {
      price: await this.priceFilter(viewer, query, today),
    });
    return presentOfferList(page, query, (r) => presentListItem(r, today, { manager: true, keyword: query.keyword, glossary: page.glossary }));
  }

  /**
   * A query's price range with the rates in force today, or undefined without one. The range is in
   * `price_currency`, else the reader's (their own choice, else their organisation's country's;
   * docs/product/languages.md#prices).
   */
  private async priceFilter(viewer: Viewer, query: OfferSearchQuery, today: string): Promise<{ filter: PriceFilter; rates: RatesInForce } | undefined> {
    const { price_min: min, price_max: max } = query;
    if (min === undefined && max === undefined) return undefined;
    if (min !== undefined && max !== undefined && min > max) throw new AppError(400, 'validation_failed', undefined, { price_min: ['validation.price_range'] });
    const repository = new ExchangeRateRepository(this.db);
    const [rates, currency] = await Promise.all([repository.ratesInForce(today), query.price_currency ?? repository.readerCurrency(viewer.user.id).then((r) => r.currency)]);
    return { filter: { min: min ?? null, max: max ?? null, currency }, rates };
  }
}

/** A search page as the company reads it (kept or just presented), with which of its offers are this user's favourites. */
const withFavorites = (page: SharedSearchPage, favorites: ReadonlySet<string>): OfferList => ({
  ...page,
  items: page.items.map((item) => ({ ...item, is_favorite: favorites.has(item.offer_id) })),
});

function requireList(viewer: Viewer, list: OfferListName) {
  if (!mayList(viewer, list)) throw forbidden();
}

async function fieldValues(repo: OfferRepository, input: OfferRegisterInput | OfferDraftInput): Promise<OfferValues> {
  let industry: { majorId: string; middleId: string } | undefined;
  if (input.industry_major && input.industry_middle) {
    industry = await repo.industryIds(input.industry_major, input.industry_middle);
    if (!industry) throw new AppError(400, 'validation_failed', undefined, { 'offer.industry_middle': ['validation.industry'] });
  }
  return {
    title: input.title ?? '',
    language: input.language ?? detectLanguage(input.title, input.description, input.features),
    description: input.description ?? '',
    features: input.features ?? '',
    requests: input.requests ?? '',
    priceMin: input.price_min ?? null,
    priceMax: input.price_max ?? null,
    currency: input.currency ?? 'JPY',
    periodStart: input.period_start ?? null,
    periodEnd: input.period_end ?? null,
    isPublic: input.is_public ?? true,
    targetCountry: input.target_country ?? null,
    industryMajorId: industry?.majorId ?? null,
    industryMiddleId: industry?.middleId ?? null,
  };
}

async function attachImages(repo: OfferRepository, offerId: string, organisationId: string, imageIds: string[] | undefined) {
  if (imageIds === undefined) return;
  if (!(await repo.setImages(offerId, organisationId, imageIds))) {
    throw new AppError(400, 'validation_failed', undefined, { 'offer.image_ids': ['validation.image_missing'] });
  }
}

/** The language a reader reads the offer in: the one the page asks for, else the user's own. */
function readerLanguage(viewer: Viewer, translateTo: Language | undefined): Language {
  return translateTo ?? viewer.user.language ?? DEFAULT_LANGUAGE;
}

const versionTexts = (v: { title?: string | null; description?: string | null; features?: string | null; requests?: string | null }) => ({
  title: v.title ?? '',
  description: v.description ?? '',
  features: v.features ?? '',
  requests: v.requests ?? '',
});

/** What a version remembers of the original it was written for (decision 050). */
function originalHash(row: { title?: string | null; description?: string | null; features?: string | null; requests?: string | null }): string {
  const t = versionTexts(row);
  return contentHash(t.title, t.description, t.features, t.requests);
}

/**
 * The author's versions as the form sent them (decision 050). A version in the original's own
 * language is dropped (the original is in it now); left out, the stored versions stay. A version
 * the author rewrote, or confirmed, is written for the original as it stands now; one sent back
 * unchanged keeps what it was written for, so it stays out of date after the original changed.
 * A language the form no longer sends, or sends blank, has no version any more.
 */
async function writeAuthorVersions(
  repo: OfferRepository,
  offerId: string,
  original: OfferValues,
  sent: OfferRegisterInput['translations'] | undefined,
  userId: string,
  now: Date,
) {
  const language = original.language!;
  const stored = await repo.translations(offerId);
  const keep = sent ? new Set(sent.filter((v) => Object.values(offerTexts(v)).some(Boolean)).map((v) => v.language)) : null;
  await repo.deleteTranslations(
    offerId,
    stored.filter((v) => v.language === language || (keep !== null && !keep.has(v.language))).map((v) => v.language),
  );
  for (const version of sent ?? []) {
    if (version.language === language || !keep!.has(version.language)) continue;
    const before = stored.find((v) => v.language === version.language);
    const unchanged = before !== undefined && JSON.stringify(versionTexts(before)) === JSON.stringify(versionTexts(version));
    if (unchanged && !version.confirm) continue;
    await repo.putTranslation({
      offerId,
      language: version.language,
      ...versionTexts(version),
      // A version confirmed unchanged stays whoever's it was; a rewritten one is the author's.
      origin: unchanged ? before.origin : 'author',
      sourceHash: originalHash(original),
      updatedBy: userId,
      updatedAt: now,
    });
  }
}

/**
 * Recomputes the keyword-search columns from the offer's public reference and title, with a tag
 * gram for each glossary group it contains a term of (docs/decisions/051-glossary.md).
 */
async function refreshSearch(repo: OfferRepository, offerId: string) {
  const source = await repo.searchSource(offerId);
  if (!source) return;
  const columns = offerSearchColumns(source);
  const tags = await repo.glossaryGrams(columns.searchText);
  await repo.setSearch(offerId, { ...columns, searchGrams: [...columns.searchGrams, ...tags] });
}

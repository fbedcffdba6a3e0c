import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { ROLE_PATH, type Role } from '../../src/shared/enums.ts';
import { approveApplication, negotiationDetail, TEXTS, type UiLanguage, type UserPage, userPage } from './helpers/negotiation.ts';
import { csrfHeaders, expectAccessible } from './helpers/page-checks.ts';

/**
 * Notifications, to-do and news in the browser: every role's news, to-do and notification pages render real content
 * from the demo world (axe on each, at desktop and phone width), the header's bell carries the
 * unread count in its name, and when cp.banker approves somchai's application, somchai's bell,
 * open in another browser, counts up without a reload (the inbox socket). Reading a notification
 * and "mark all read" bring the count down. Screenshots of every page at 1280 and 375 px.
 */

const SALE_TITLE = '精密減速機の製造ライン（タイ工場向け）を譲渡します';

const bell = (page: Page) => page.getByTestId('notification-bell');

async function bellCount(page: Page): Promise<number> {
  return Number(await bell(page).getAttribute('data-unread'));
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Pictures for a person to look at; CI, where nobody does, only checks the phone width with axe.
    if (!process.env.CI) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  // The phone width gets its own axe run.
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Visits the role's news, to-do and notifications: each has its heading and a list or its empty text, never the failure. */
async function visitInbox(user: UserPage, role: Role, language: UiLanguage, name: string): Promise<void> {
  const t = TEXTS[language].inbox;
  const page = user.page;
  const area = ROLE_PATH[role];
  const pages = [
    { path: 'news', title: t.news.title, item: 'news-item', empty: 'news-empty', failed: 'news-failed' },
    { path: 'todo', title: t.todo.title, item: 'todo-item', empty: 'todo-empty', failed: 'todo-failed' },
    { path: 'notifications', title: t.notifications.title, item: 'notification-item', empty: 'notifications-empty', failed: 'notifications-failed' },
  ];
  for (const p of pages) {
    // Through the navigation, as a user would.
    await page.getByRole('navigation', { name: TEXTS[language].nav.main }).getByRole('link', { name: TEXTS[language].inbox.nav[p.path as 'news'] }).click();
    await expect(page).toHaveURL(new RegExp(`/${area}/${p.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByTestId(p.item).first().or(page.getByTestId(p.empty))).toBeVisible();
    await expect(page.getByTestId(p.failed)).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, `${name}-${p.path}-${language}`);
  }
}

test('every role reads its news, to-do and notifications; the pages pass axe in en, ja and th', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const visits: { username: string; role: Role; language: UiLanguage }[] = [
    { username: 'tanaka', role: 'enterprise', language: 'ja' },
    { username: 'somchai', role: 'enterprise', language: 'th' },
    { username: 'cp.banker', role: 'bank', language: 'en' },
    { username: 'office', role: 'kokopelli', language: 'en' },
    { username: 'coordinator', role: 'coordinator', language: 'ja' },
  ];
  for (const visit of visits) {
    const user = await userPage(browser, visit.username, visit.language);
    const t = TEXTS[visit.language].inbox;
    // The home shows the inbox summary.
    await expect(user.page.getByRole('heading', { name: t.home.todo_title, level: 2 })).toBeVisible();
    await expect(user.page.getByRole('heading', { name: t.home.notifications_title, level: 2 })).toBeVisible();
    await expect(user.page.getByRole('heading', { name: t.home.news_title, level: 2 })).toBeVisible();
    await expectAccessible(user.page);
    await screenshots(user.page, `${visit.username}-home-${visit.language}`);
    await visitInbox(user, visit.role, visit.language, visit.username);
    expect(user.errors).toEqual([]);
    await user.close();
  }
});

test('the demo world gives each role something to do: the bank its applications, the office its assignments', async ({ browser }) => {
  const banker = await userPage(browser, 'cp.banker', 'en');
  await banker.page.goto('/financial-institution/todo');
  const approve = banker.page.locator('[data-testid="todo-item"][data-kind="approve_application"]');
  await expect(approve.first()).toBeVisible();
  await expect(approve.first()).toContainText(TEXTS.en.inbox.todo.kinds.approve_application);
  // The whole row links to where it is done: a tap on its age, away from the title, opens it too.
  await expect(approve.first()).toContainText(/Negotiation reference [0-9A-Z]+/);
  const row = approve.first();
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: box.width - 16, y: box.height - 12 } });
  await expect(negotiationDetail(banker.page)).toBeVisible();
  expect(banker.errors).toEqual([]);
  await banker.close();
});

test('cp.banker approves somchai’s application: somchai’s bell counts up without a reload; reading brings it down', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const somchai = await userPage(browser, 'somchai', 'th');
  const th = TEXTS.th.inbox;

  // somchai applies to Tanaka Precision's sale offer through the API (the form is another suite's).
  const search = await somchai.page.request.get(`/api/offers/search?keyword=${encodeURIComponent(SALE_TITLE.slice(0, 12))}`);
  const offer = ((await search.json()) as { items: { offer_id: string; title: string }[] }).items.find((item) => item.title === SALE_TITLE);
  expect(offer, SALE_TITLE).toBeDefined();
  const me = (await (await somchai.page.request.get('/api/user')).json()) as { user_id: string };
  const applied = await somchai.page.request.post('/api/negotiations', {
    headers: await csrfHeaders(somchai.page.request),
    data: {
      offer_id: offer!.offer_id,
      application_details: 'เราสนใจรับโอนสายการผลิตเกียร์ทดรอบความแม่นยำสูงเพื่อติดตั้งที่โรงงานในชลบุรี',
      representative_user_ids: [me.user_id],
      signatory_user_id: me.user_id,
      confirm_authority: true,
      accept_terms: true,
      pre_nda_consent: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const tradingId = ((await applied.json()) as { trading_id: string }).trading_id;

  // somchai keeps his notification list open; the bell's name carries the count.
  await somchai.page.goto('/company/notifications');
  await expect(somchai.page.getByRole('heading', { level: 1, name: th.notifications.title })).toBeVisible();
  await expect(bell(somchai.page)).toHaveAttribute('data-unread', /\d+/);
  const before = await bellCount(somchai.page);
  await expect(bell(somchai.page)).toHaveAccessibleName(before > 0 ? th.bell.label_unread.replace('{{count}}', String(before)) : th.bell.label);
  // The list has drawn its rows (or says it has none) before they are counted.
  await expect(somchai.page.getByTestId('notification-item').first().or(somchai.page.getByTestId('notifications-empty'))).toBeVisible();
  const listBefore = await somchai.page.getByTestId('notification-item').count();
  let reloaded = false;
  somchai.page.on('framenavigated', (frame) => {
    if (frame === somchai.page.mainFrame()) reloaded = true;
  });

  // cp.banker, in a browser of his own, approves it on the negotiation page.
  const banker = await userPage(browser, 'cp.banker', 'th');
  await banker.page.goto(`/financial-institution/negotiation-detail/${tradingId}`);
  await expect(negotiationDetail(banker.page)).toBeVisible();
  await approveApplication(banker.page, 'th', 'ตรวจสอบผู้สมัครและผู้แทนเรียบร้อยแล้ว');

  // somchai's bell rises, and his open list shows the new notice first, unread, without a reload.
  await expect.poll(() => bellCount(somchai.page)).toBeGreaterThan(before);
  const after = await bellCount(somchai.page);
  await expect(bell(somchai.page)).toHaveAccessibleName(th.bell.label_unread.replace('{{count}}', String(after)));
  await expect(somchai.page.getByTestId('notification-item')).toHaveCount(Math.min(listBefore + (after - before), 20));
  const newest = somchai.page.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await expect(newest).toHaveAttribute('data-group', 'negotiation');
  expect(reloaded).toBe(false);
  await expectAccessible(somchai.page);
  await screenshots(somchai.page, 'somchai-notifications-after-approval-th');

  // Opening the notice goes to its page and marks it read: one less.
  await newest.getByTestId('notification-text').click();
  await expect(somchai.page).toHaveURL(new RegExp(`/company/trading-detail/${tradingId}$`));
  await expect.poll(() => bellCount(somchai.page)).toBe(after - 1);

  // Unread only, then "mark all read": the list empties and the bell says none.
  await somchai.page.goto('/company/notifications?unread=true');
  await somchai.page.getByTestId('mark-all-read').click();
  await expect(somchai.page.getByTestId('notifications-empty')).toHaveText(th.notifications.empty_unread);
  await expect.poll(() => bellCount(somchai.page)).toBe(0);
  await expect(bell(somchai.page)).toHaveAccessibleName(th.bell.label);
  await expectAccessible(somchai.page);

  // The e-mail settings on the settings page: a choice is saved and read back after a reload.
  await somchai.page.goto('/company/settings');
  const negotiationMail = somchai.page.getByRole('combobox', { name: th.email.groups.negotiation });
  await negotiationMail.selectOption('daily');
  await somchai.page.getByRole('button', { name: th.email.save }).click();
  await expect(somchai.page.getByTestId('email-settings').getByRole('status')).toHaveText(th.email.saved);
  await somchai.page.reload();
  await expect(somchai.page.getByRole('combobox', { name: th.email.groups.negotiation })).toHaveValue('daily');
  await expectAccessible(somchai.page);
  await screenshots(somchai.page, 'somchai-settings-th');

  expect(somchai.errors).toEqual([]);
  expect(banker.errors).toEqual([]);
  await somchai.close();
  await banker.close();
});

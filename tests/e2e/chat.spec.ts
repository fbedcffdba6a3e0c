import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { DEMO_OFFER_TITLES } from '../../src/server/seed/seed-data/demo-negotiations.ts';
import { errorMessage } from '../../src/shared/i18n/error-messages.ts';
import { translateValidation, validationKey } from '../../src/shared/i18n/validation.ts';
import { LIMITS } from '../../src/shared/limits.ts';
import { renderNotification } from '../../src/shared/notification-text.ts';
import { userName, userOwnName } from './helpers/names.ts';
import { chat, chatConnection, chatMessage, chatMessages, chatRoomState, negotiationAction, negotiationOnOffer, postChatMessage, sendChatMessage } from './helpers/chat.ts';
import { negotiationDetail, TEXTS, type UiLanguage, type UserPage, userPage } from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';

/**
 * The negotiation chat in the browser, on the demo negotiation where tanaka (Tanaka Precision, Japanese)
 * applied to Siam Components' cutting machines: names disclosed, the deal offered to Bridge
 * Coordination. tanaka writes in Japanese and somchai in Thai, each in a browser of their own; a
 * message reaches the other side without a reload, a message written offline waits in the queue
 * and is delivered when the network is back, the banks and the operator read with no input, the
 * coordinator writes once assigned, and when the office approves completion the open pages close
 * the chat live: the input goes and the closed banner shows. axe on every page; no console errors.
 */

const detailPath = (tradingId: string) => `/company/trading-detail/${tradingId}`;

/** The smallest PDF a content check accepts (its header and trailer). */
const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

async function openChat(user: UserPage, path: string, language: UiLanguage): Promise<void> {
  await user.page.goto(path);
  await expect(negotiationDetail(user.page)).toBeVisible();
  await expect(user.page.getByRole('region', { name: TEXTS[language].chat.messages_label })).toBeVisible();
}

async function expectLive(page: Page, language: UiLanguage): Promise<void> {
  await expect(chatConnection(page)).toHaveAttribute('data-state', 'live');
  await expect(chatConnection(page)).toContainText(TEXTS[language].chat.state.live);
}

/** Screenshots of the chat for a reviewer's eye, at the desktop width and at a phone's. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await chat(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  // The desktop width had its axe run where the page was checked; the phone's gets its own.
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('on a phone the chat keeps its place while its messages load: nothing below it moves', async ({ browser }) => {
  const somchai = await userPage(browser, 'somchai', 'th', [], { viewport: { width: 375, height: 800 } });
  const deal = await negotiationOnOffer(somchai.page, DEMO_OFFER_TITLES.siamCuttingMachines);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await somchai.page.route(/\/chat\/messages(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await somchai.page.goto(detailPath(deal.trading_id));
  const loading = somchai.page.getByTestId('chat-loading');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  const companies = somchai.page.locator('section[aria-labelledby="negotiation-companies-title"]');
  const before = await companies.boundingBox();
  release();
  await expectLive(somchai.page, 'th');
  await expect(loading).toHaveCount(0);
  expect(await companies.boundingBox()).toEqual(before);
  expect(somchai.errors).toEqual([]);
  await somchai.close();
});

test('on a phone Enter starts a new line and Send sends; one notification per room, with the sender, an excerpt and a count, read with the room', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const ja = TEXTS.ja.chat;
  const th = TEXTS.th.chat;
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  // somchai on a phone: a touch screen, no hover, a phone's width.
  const somchai = await userPage(browser, 'somchai', 'th', [], { hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });
  const deal = await negotiationOnOffer(tanaka.page, DEMO_OFFER_TITLES.siamCuttingMachines);
  const detail = detailPath(deal.trading_id);
  const roomNotices = async (page: Page, unread: boolean) => {
    const res = await page.request.get(`/api/notifications?group=negotiation&per_page=100${unread ? '&unread=true' : ''}`);
    const { items } = (await res.json()) as { items: { kind: string; link: string; params: { count?: number; sender?: string; excerpt?: string } }[] };
    return items.filter((n) => n.kind === 'chat.message' && n.link === detail);
  };

  // tanaka reads the room (its notice, if any, is read with it), then leaves it.
  await openChat(tanaka, detail, 'ja');
  await expectLive(tanaka.page, 'ja');
  await expect.poll(async () => (await roomNotices(tanaka.page, true)).length).toBe(0);
  // With a keyboard, the hint says Enter sends.
  await expect(tanaka.page.getByTestId('chat-input')).toHaveAttribute('data-enter', 'send');
  await expect(chat(tanaka.page)).toContainText(ja.composer.hint);
  await tanaka.page.goto('/company/notifications');

  await openChat(somchai, detail, 'th');
  await expectLive(somchai.page, 'th');
  const input = somchai.page.getByTestId('chat-input');
  await expect(input).toHaveAttribute('data-enter', 'newline');
  await expect(chat(somchai.page)).toContainText(th.composer.hint_touch);
  await expect(chat(somchai.page)).not.toContainText(th.composer.hint);
  const before = await chatMessages(somchai.page).count();
  // Enter makes a new line: nothing is sent until Send is tapped.
  await input.tap();
  await input.pressSequentially('ส่งใบเสนอราคาให้แล้วครับ');
  await input.press('Enter');
  await input.pressSequentially('กรุณาตรวจสอบด้วยครับ');
  await expect(input).toHaveValue('ส่งใบเสนอราคาให้แล้วครับ\nกรุณาตรวจสอบด้วยครับ');
  await expect(chatMessages(somchai.page)).toHaveCount(before);
  await somchai.page.getByTestId('chat-send').tap();
  await expect(input).toHaveValue('');
  await expect(chatMessage(somchai.page, 'ส่งใบเสนอราคา').getByTestId('chat-message-body')).toHaveText('ส่งใบเสนอราคาให้แล้วครับ\nกรุณาตรวจสอบด้วยครับ');
  const second = 'ราคารวมค่าขนส่งถึงท่าเรือแหลมฉบังแล้วครับ';
  await input.fill(second);
  await somchai.page.getByTestId('chat-send').tap();
  await expect(chatMessage(somchai.page, second)).toHaveAttribute('data-own', 'true');
  await expectAccessible(somchai.page);
  await chat(somchai.page).scrollIntoViewIfNeeded();
  await somchai.page.screenshot({ path: test.info().outputPath('phone-composer-th-375.png') });

  // tanaka has one notice of the room: somchai's latest message, and the count of two.
  const notices = await roomNotices(tanaka.page, true);
  expect(notices).toHaveLength(1);
  expect(notices[0]!.params).toMatchObject({ count: 2, sender: userOwnName('somchai'), sender_en: 'Somchai Srisuk', excerpt: second });
  const expected = renderNotification(TEXTS.ja.notify, 'chat.message', notices[0]!.params, undefined, 'ja');
  // The Thai sender in English for a Japanese reader, the Thai name beside it.
  expect(expected).toContain('Somchai Srisuk（สมชาย ศรีสุข）さん');
  const item = tanaka.page.getByTestId('notification-item').filter({ hasText: second });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('notification-text')).toHaveText(expected);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(tanaka.page.getByTestId('notification-item').filter({ hasText: 'กรุณาตรวจสอบ' })).toHaveCount(0);
  await expectAccessible(tanaka.page);
  for (const width of [1280, 375]) {
    await tanaka.page.setViewportSize({ width, height: 900 });
    await tanaka.page.screenshot({ path: test.info().outputPath(`notifications-ja-${width}.png`), fullPage: true });
  }
  await tanaka.page.setViewportSize({ width: 1280, height: 800 });
  // Opening the room from the notice reads both: the notice is read, the bell counts one less.
  await item.getByTestId('notification-text').click();
  await expect(negotiationDetail(tanaka.page)).toBeVisible();
  await expect(chatMessage(tanaka.page, second)).toBeVisible();
  await expect.poll(async () => (await roomNotices(tanaka.page, true)).length).toBe(0);
  expect(tanaka.errors).toEqual([]);
  expect(somchai.errors).toEqual([]);
  await tanaka.close();
  await somchai.close();
});

test('tanaka and somchai chat in Japanese and Thai; offline queue; banks read; completion closes the chat', async ({ browser }) => {
  // Six sign-ins, two browsers talking, and axe on each page at two widths.
  test.setTimeout(8 * 60_000);
  // The file the server refuses by its content answers 415 (the page says why).
  const tanaka = await userPage(browser, 'tanaka', 'ja', [415]);
  const somchai = await userPage(browser, 'somchai', 'th');
  const deal = await negotiationOnOffer(tanaka.page, DEMO_OFFER_TITLES.siamCuttingMachines);
  expect(deal.stage).toBe('coordinator_offered');
  // What the demo seed already wrote in this room: the counts below are on top of it.
  const before = await chatRoomState(tanaka.page, deal.trading_id);
  expect(before.closed_at).toBeNull();
  const base = before.last_seq;
  const ja = TEXTS.ja.chat;
  const th = TEXTS.th.chat;

  await openChat(tanaka, detailPath(deal.trading_id), 'ja');
  await openChat(somchai, detailPath(deal.trading_id), 'th');
  await expectLive(tanaka.page, 'ja');
  await expectLive(somchai.page, 'th');
  await expect(chat(tanaka.page)).toHaveAttribute('data-may-write', 'true');
  await expect(tanaka.page.getByRole('textbox', { name: ja.composer.label })).toBeVisible();
  await expect(somchai.page.getByRole('textbox', { name: th.composer.label })).toBeVisible();
  await expectAccessible(tanaka.page);
  await expectAccessible(somchai.page);

  // tanaka writes in Japanese: it is his own on his side, and reaches somchai live, with his name and company.
  const hello = 'はじめまして。切断機2台の稼働状況と保守記録を拝見できますか？';
  await sendChatMessage(tanaka.page, hello);
  await expect(chatMessage(tanaka.page, hello)).toHaveAttribute('data-own', 'true');
  await expect(chatMessage(tanaka.page, hello).getByTestId('chat-message-sender')).toHaveText(ja.you);
  const atSomchai = chatMessage(somchai.page, hello);
  await expect(atSomchai).toHaveAttribute('data-own', 'false');
  await expect(atSomchai.getByTestId('chat-message-sender')).toContainText(userName('tanaka', 'th'));
  await expect(somchai.page.getByTestId('chat-announcement')).toContainText(hello);

  // somchai answers in Thai over two lines (Shift+Enter); tanaka sees both lines, and that somchai read his message.
  const answer = 'ยินดีครับ เครื่องทั้งสองใช้งานมา 3 ปี\nจะส่งบันทึกการบำรุงรักษาให้ในแชทนี้ครับ';
  await sendChatMessage(somchai.page, answer);
  const atTanaka = chatMessage(tanaka.page, 'ยินดีครับ');
  await expect(atTanaka.getByTestId('chat-message-body')).toHaveText(answer);
  await expect(atTanaka).toHaveAttribute('data-own', 'false');
  await expect(chatMessage(tanaka.page, hello).getByTestId('chat-read-by')).toHaveText(ja.read_by.replace('{{names}}', userName('somchai', 'ja')));
  await expectAccessible(tanaka.page);

  // The input's rules: 5,000 characters at most, with the shared schema's message; nothing empty is sent.
  const input = somchai.page.getByRole('textbox', { name: th.composer.label });
  await input.fill('ก'.repeat(5001));
  await expect(somchai.page.getByTestId('chat-composer')).toContainText(translateValidation(validationKey('max', { max: 5000 }), 'th'));
  await expectAccessible(somchai.page);
  await input.fill('');
  await somchai.page.getByTestId('chat-send').click();
  await expect(somchai.page.getByTestId('chat-composer')).toContainText(translateValidation(validationKey('required'), 'th'));
  await expect(chatMessages(somchai.page)).toHaveCount(base + 2);

  // somchai goes offline: the message waits, counted; it is delivered once the network is back.
  await somchai.page.context().setOffline(true);
  await expect(chatConnection(somchai.page)).toHaveAttribute('data-state', 'offline');
  const offline = 'ส่งตอนออฟไลน์: ราคาสองเครื่องรวมค่าติดตั้งครับ';
  await sendChatMessage(somchai.page, offline);
  const waiting = somchai.page.getByTestId('chat-outgoing');
  await expect(waiting).toHaveAttribute('data-status', 'waiting');
  await expect(waiting).toContainText(th.pending.waiting);
  await expect(somchai.page.getByTestId('chat-waiting')).toHaveText(th.waiting.replace('{{count}}', '1'));
  await expectAccessible(somchai.page);
  await somchai.page.context().setOffline(false);
  await expectLive(somchai.page, 'th');
  await expect(chatMessage(somchai.page, offline)).toHaveAttribute('data-own', 'true');
  await expect(somchai.page.getByTestId('chat-outgoing')).toHaveCount(0);
  await expect(somchai.page.getByTestId('chat-waiting')).toHaveCount(0);
  await expect(chatMessage(tanaka.page, offline)).toBeVisible();

  // A file: one the server finds is no PDF by its content is refused with the code's own message; a real PDF goes with the text.
  const fileInput = tanaka.page.getByTestId('chat-composer').locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') });
  await expect(tanaka.page.getByTestId('chat-file-error')).toContainText(errorMessage('unsupported_attachment', 'ja'));
  await fileInput.setInputFiles({ name: '保守記録.pdf', mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) });
  await expect(tanaka.page.getByTestId('chat-attached')).toContainText('保守記録.pdf');
  await expectAccessible(tanaka.page);
  const withFile = '見積書のひな形を添付します。';
  await sendChatMessage(tanaka.page, withFile);
  await expect(tanaka.page.getByTestId('chat-attached')).toHaveCount(0);
  const link = chatMessage(somchai.page, withFile).getByTestId('chat-attachment');
  await expect(link).toContainText('保守記録.pdf');
  const download = await somchai.page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).toString('latin1')).toBe(MINIMAL_PDF);

  // Each once, in order, on both sides.
  for (const page of [tanaka.page, somchai.page]) {
    await expect(chatMessages(page)).toHaveCount(base + 4);
    const seqs = await chatMessages(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-seq'))));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  }
  await screenshots(tanaka.page, 'chat-ja-tanaka');
  await screenshots(somchai.page, 'chat-th-somchai');

  // Tanaka's bank reads it all, with no input, and sees where it has not read yet.
  const banker = await userPage(browser, 'minato.banker', 'en');
  await openChat(banker, `/financial-institution/negotiation-detail/${deal.trading_id}`, 'en');
  await expect(chat(banker.page)).toHaveAttribute('data-may-write', 'false');
  await expect(chatMessages(banker.page)).toHaveCount(base + 4);
  await expect(chatMessage(banker.page, hello).getByTestId('chat-message-sender')).toContainText(userName('tanaka', 'en'));
  await expect(banker.page.getByTestId('chat-unread')).toHaveText(TEXTS.en.chat.new_messages);
  await expect(banker.page.getByTestId('chat-read-only')).toHaveText(TEXTS.en.chat.read_only);
  await expect(banker.page.getByTestId('chat-composer')).toHaveCount(0);
  await expect(banker.page.getByRole('textbox')).toHaveCount(0);
  await screenshots(banker.page, 'chat-en-banker');
  // Somchai's bank too, and live: it sees a message sent after it opened the page.
  const cpBanker = await userPage(browser, 'cp.banker', 'th');
  await openChat(cpBanker, `/financial-institution/negotiation-detail/${deal.trading_id}`, 'th');
  await expectLive(cpBanker.page, 'th');
  await expect(cpBanker.page.getByTestId('chat-composer')).toHaveCount(0);
  const later = '保守記録を受け取りました。ありがとうございます。';
  await sendChatMessage(tanaka.page, later);
  await expect(chatMessage(cpBanker.page, later)).toBeVisible();
  await expectAccessible(cpBanker.page);

  // The coordinator, once it accepts the deal, writes in English from its own page.
  const coordinator = await userPage(browser, 'coordinator', 'en');
  const accepted = await negotiationAction(coordinator.page, deal.trading_id, 'coordinator_accept');
  await openChat(coordinator, `/coordinator/trading-detail/${accepted.contract_id}`, 'en');
  await expectLive(coordinator.page, 'en');
  const fromCoordinator = 'Hello both, I will prepare the contract for the two machines.';
  await sendChatMessage(coordinator.page, fromCoordinator);
  await expect(chatMessage(coordinator.page, fromCoordinator)).toHaveAttribute('data-own', 'true');
  await expect(chatMessage(tanaka.page, fromCoordinator).getByTestId('chat-message-sender')).toContainText(userName('coordinator', 'ja'));
  await expect(chatMessage(somchai.page, fromCoordinator)).toBeVisible();
  await expectAccessible(coordinator.page);

  // The contract, its signing and completion move on through the API; the office's approval closes the
  // room while tanaka's and somchai's pages are open: their input goes and the banner shows, live.
  await negotiationAction(coordinator.page, deal.trading_id, 'create_contract', { docusign_url: 'https://docusign.example.com/envelope/cutting-machines' });
  await negotiationAction(coordinator.page, deal.trading_id, 'record_signing', { signed_on: dateInCountry(new Date(), 'TH') });
  await negotiationAction(somchai.page, deal.trading_id, 'request_completion', { note: 'ส่งมอบเครื่องทั้งสองเรียบร้อยแล้ว' });
  // A long conversation: the page opens with the newest page of history, and scrolling up loads the older ones.
  for (let n = 1; n <= LIMITS.chatPage; n += 1) await postChatMessage(somchai.page, deal.trading_id, `ข้อความที่ ${n}`);
  await expect(chatMessage(tanaka.page, `ข้อความที่ ${LIMITS.chatPage}`)).toBeVisible();
  const office = await userPage(browser, 'office', 'en');
  await openChat(office, `/kokopelli/negotiation-detail/${deal.trading_id}`, 'en');
  await expect(office.page.getByTestId('chat-composer')).toHaveCount(0);
  await expect(chatMessages(office.page)).toHaveCount(LIMITS.chatPage);
  await expect(office.page.getByTestId('chat-load-earlier')).toBeVisible();
  await expectAccessible(office.page);
  // Each scroll to the top loads the page before, until the start of the conversation.
  await expect(async () => {
    await office.page.getByTestId('chat-messages').evaluate((box) => box.scrollTo({ top: 0 }));
    await expect(chatMessages(office.page)).toHaveCount(base + LIMITS.chatPage + 6, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(chatMessage(office.page, hello)).toBeVisible();
  await expect(office.page.getByTestId('chat-load-earlier')).toHaveCount(0);
  await expect(office.page.getByTestId('chat-messages')).toContainText(TEXTS.en.chat.history_start);
  await negotiationAction(office.page, deal.trading_id, 'approve_completion');

  for (const [user, language] of [
    [tanaka, 'ja'],
    [somchai, 'th'],
    [coordinator, 'en'],
  ] as const) {
    await expect(user.page.getByTestId('chat-closed-banner')).toBeVisible();
    await expect(user.page.getByTestId('chat-closed-banner')).toContainText(TEXTS[language].chat.closed_banner.split('{{date}}')[0]!.trim());
    await expect(user.page.getByTestId('chat-composer')).toHaveCount(0);
    await expect(chat(user.page)).toHaveAttribute('data-closed', 'true');
    // The page reloads the negotiation: it is completed now.
    await expect(negotiationDetail(user.page)).toHaveAttribute('data-stage', 'completed');
    await expectAccessible(user.page);
  }
  // Opened afresh, a closed room shows its messages and the banner, and no input.
  await tanaka.page.reload();
  await expect(chatMessages(tanaka.page)).toHaveCount(LIMITS.chatPage);
  await expect(tanaka.page.getByTestId('chat-closed-banner')).toBeVisible();
  await expect(tanaka.page.getByTestId('chat-composer')).toHaveCount(0);
  await expect(tanaka.page.getByTestId('chat-connection')).toHaveCount(0);
  await screenshots(tanaka.page, 'chat-ja-closed');

  for (const user of [tanaka, somchai, banker, cpBanker, coordinator, office]) {
    expect(user.errors).toEqual([]);
    await user.close();
  }
});

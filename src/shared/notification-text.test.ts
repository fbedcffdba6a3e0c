import { describe, expect, it } from 'vitest';
import { DEADLINE_STEPS } from './deadlines.ts';
import { NEGOTIATION_ACTIONS } from './negotiation-lifecycle.ts';
import { translations } from './i18n/index.ts';
import { LANGUAGES } from './enums.ts';
import { interpolate, notificationText, notificationTextKey, notificationTextKeyFor, renderNotification } from './notification-text.ts';

const params = { offer_title: 'Precision bearings', offer_ref: 'OF-123', trading_ref: 'TR-456' };

describe('renderNotification', () => {
  it('picks the kind\'s text and fills in the params, in each language', () => {
    expect(renderNotification(translations.en.notify, 'offer.approve', params)).toBe('Your offer "Precision bearings" (OF-123) was approved and published.');
    expect(renderNotification(translations.ja.notify, 'offer.approve', params)).toBe('オファー「Precision bearings」（OF-123）が承認され、公開されました。');
    expect(renderNotification(translations.th.notify, 'negotiation.bank_approve', params)).toContain('TR-456');
  });

  it('formats due_at with the given date format', () => {
    const text = renderNotification(translations.en.notify, 'reminder.bank_approval', { ...params, step: 'bank_approval', due_at: '2026-11-20T09:00:00.000Z' }, (iso) => `<${iso.slice(0, 4)}>`);
    expect(text).toBe('Reminder: the bank decision on TR-456 ("Precision bearings") was due <2026>.');
    expect(renderNotification(translations.en.notify, 'reminder.bank_approval', { due_at: '2026-11-20T09:00:00.000Z' })).toContain('2026-11-20');
  });

  it('reads an unknown kind as the generic update, and never prints a placeholder', () => {
    expect(renderNotification(translations.en.notify, 'offer.something_new', params)).toBe('There is an update.');
    expect(renderNotification(translations.en.notify, 'offer.approve', {})).not.toContain('{{');
  });

  it('takes a notice object as the API sends it', () => {
    expect(notificationText(translations.en.notify, { kind: 'notification_group.publish', params: { title: 'Maintenance' } })).toBe('Announcement: Maintenance');
  });

  it("names a chat room's sender as each reader can read them: the English name beside a name in another script", () => {
    const said = { ...params, sender: 'สมชาย ศรีสุข', sender_en: 'Somchai Srisuk', excerpt: 'สวัสดี', count: 1 };
    expect(renderNotification(translations.ja.notify, 'chat.message', said, undefined, 'ja')).toContain('Somchai Srisuk（สมชาย ศรีสุข）');
    expect(renderNotification(translations.en.notify, 'chat.message', said, undefined, 'en')).toContain('Somchai Srisuk (สมชาย ศรีสุข) wrote');
    expect(renderNotification(translations.th.notify, 'chat.message', said, undefined, 'th')).toContain('สมชาย ศรีสุข');
    expect(renderNotification(translations.th.notify, 'chat.message', said, undefined, 'th')).not.toContain('Somchai');
    // The English name is never a text of its own.
    expect(renderNotification(translations.en.notify, 'chat.message', said, undefined, 'en')).not.toContain('sender_en');
  });

  it("words a chat room's notice by its sender, excerpt and count, and without a sender names nobody", () => {
    const en = translations.en.notify;
    expect(renderNotification(en, 'chat.message', { ...params, sender: 'Somchai', excerpt: 'Hello', count: 1 })).toBe(
      'Somchai wrote in the chat of TR-456 ("Precision bearings"): "Hello"',
    );
    expect(renderNotification(en, 'chat.message', { ...params, sender: 'Somchai', excerpt: 'Hello', count: 3 })).toBe(
      '3 new chat messages in TR-456 ("Precision bearings"), the latest from Somchai: "Hello"',
    );
    expect(renderNotification(en, 'chat.message', { ...params, count: 2 })).toBe('2 new chat messages in TR-456 ("Precision bearings").');
    // A notice written before room notices (no count, no sender) keeps its first text.
    expect(renderNotification(en, 'chat.message', params)).toBe('New chat message in TR-456 ("Precision bearings").');
    for (const language of LANGUAGES) {
      for (const extra of [{}, { count: 2 }, { sender: 'S', excerpt: 'E' }, { sender: 'S', excerpt: 'E', count: 2 }]) {
        const key = notificationTextKeyFor('chat.message', { ...params, ...extra });
        expect(Object.hasOwn(translations[language].notify.kinds, key), `${language} ${key}`).toBe(true);
        const text = renderNotification(translations[language].notify, 'chat.message', { ...params, ...extra });
        expect(text).not.toMatch(/\{\{|\}\}/);
        if ('count' in extra) expect(text).toContain('2');
        if ('sender' in extra) expect(text).toContain('E');
      }
    }
  });

  it('has a text for every kind the server sends, in every language', () => {
    const kinds = [
      ...['register', 'approve', 'remand', 'deny'].map((v) => `offer.${v}`),
      ...NEGOTIATION_ACTIONS.map((a) => `negotiation.${a}`),
      'chat.message',
      ...DEADLINE_STEPS.map((s) => `reminder.${s}`),
      'notification_group.publish',
    ];
    for (const language of LANGUAGES) {
      const section: Readonly<Record<string, string>> = translations[language].notify.kinds;
      for (const kind of kinds) {
        expect(Object.hasOwn(section, notificationTextKey(kind)), `${language} ${kind}`).toBe(true);
        expect(renderNotification(translations[language].notify, kind, { ...params, due_at: '2026-11-20T09:00:00.000Z', title: 'T' })).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});

describe('interpolate', () => {
  it('leaves out unknown and inherited names', () => {
    expect(interpolate('a{{x}}b{{ constructor }}c', { x: '1' })).toBe('a1bc');
  });
});

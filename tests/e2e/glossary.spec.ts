import { expect, test } from './helpers/test.ts';
import { glossaryEn } from '../../src/shared/i18n/sections/glossary.en.ts';
import { TEXTS, userPage } from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';

/**
 * The operator's business glossary (docs/decisions/051-glossary.md): the office opens it from the
 * main navigation (the demo world seeds the starter glossary), adds a group, finds it with the
 * search box, edits it and removes it.
 */

const en = glossaryEn;
/** Terms no starter group has, so the test's group is found alone. */
const TERMS = { ja: 'テスト用語グロッサリ', en: 'e2e glossary term', th: 'คำทดสอบอภิธาน' };

test('the office adds, finds, edits and removes a glossary group', async ({ browser }) => {
  // The refused edit answers 400.
  const office = await userPage(browser, 'office', 'en', [400]);
  await office.page.goto('/kokopelli/home');
  await office.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: TEXTS.en.announce.nav.glossary }).click();
  await expect(office.page).toHaveURL('/kokopelli/glossary');
  await expect(office.page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(office.page.getByTestId('glossary-row').first()).toBeVisible();
  await expect(office.page.getByRole('columnheader', { name: en.ja })).toBeVisible();
  await expect(office.page.getByTestId('glossary-export')).toHaveAttribute('href', /\/api\/glossary\/export\.csv$/);
  await expectAccessible(office.page);

  // Add a group: one term per line in each language.
  await office.page.getByTestId('glossary-add').click();
  const editor = office.page.getByTestId('glossary-editor');
  await editor.getByLabel(en.ja).fill(TERMS.ja);
  await editor.getByLabel(en.en).fill(`${TERMS.en}\n  E2E Glossary Synonym  `);
  await editor.getByLabel(en.th).fill(TERMS.th);
  await editor.getByTestId('glossary-save').click();
  await expect(office.page.getByTestId('glossary-notice')).toHaveText(en.saved);
  await expect(editor).toHaveCount(0);

  // Found by the search box, by part of a term, normalised.
  await office.page.getByLabel(en.search_label).fill('GLOSSARY SYN');
  const row = office.page.getByTestId('glossary-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(TERMS.ja);
  // Each language's terms as typed (trimmed), in the alphabetical order of their normalised form.
  await expect(row).toContainText(`E2E Glossary Synonym, ${TERMS.en}`);
  await expect(office.page.getByTestId('glossary-total')).toHaveText(en.total.replace('{{count}}', '1'));

  // Edit it: a term taken by a starter group is refused at its field; then a new term is saved.
  await row.getByTestId('glossary-edit').click();
  await expect(editor.getByLabel(en.ja)).toHaveValue(TERMS.ja);
  await editor.getByLabel(en.en).fill(`${TERMS.en}\nreducer`);
  await editor.getByTestId('glossary-save').click();
  await expect(editor).toContainText('reducer');
  await editor.getByLabel(en.en).fill(`${TERMS.en}\ne2e glossary edited`);
  await editor.getByTestId('glossary-save').click();
  await expect(office.page.getByTestId('glossary-notice')).toHaveText(en.saved);
  await office.page.getByLabel(en.search_label).fill('glossary edited');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('e2e glossary edited');
  await expectAccessible(office.page);

  // Remove it, after a confirmation.
  await row.getByTestId('glossary-remove').click();
  await expect(office.page.getByTestId('glossary-remove-dialog')).toBeVisible();
  await office.page.getByTestId('glossary-remove-confirm').click();
  await expect(office.page.getByTestId('glossary-notice')).toHaveText(en.removed);
  await expect(office.page.getByTestId('glossary-none')).toHaveText(en.none);
  expect(office.errors).toEqual([]);
  await office.close();
});

test('the glossary page fits a 375 px screen', async ({ browser }) => {
  const office = await userPage(browser, 'office', 'en');
  await office.page.setViewportSize({ width: 375, height: 800 });
  await office.page.goto('/kokopelli/glossary');
  await expect(office.page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(office.page.getByLabel(en.search_label)).toBeVisible();
  const overflow = await office.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(office.errors).toEqual([]);
  await office.close();
});

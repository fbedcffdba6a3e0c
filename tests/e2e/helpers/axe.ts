import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations on the page as it is now (WCAG 2.1 A/AA and best practice). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Legacy mode runs axe once in the page (its frames included) instead of a partial run per frame
  // finished in a new blank page: the same results for bizmatch's pages, which embed no other
  // site's frames, in about a third of the time (a run was 2 to 3.5 s, most of the browser suites' time).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

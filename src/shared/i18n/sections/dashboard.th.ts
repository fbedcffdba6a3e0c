import type { Translation } from '../en.ts';

/** The dashboards' words every page of the operator's and a bank's area needs: their menu entry (docs/product/dashboards.md). The page's own text is a page section (dashboard-page.*.ts). */
export const dashboardTh: Translation['dashboard'] = {
  nav: 'แดชบอร์ด',
};

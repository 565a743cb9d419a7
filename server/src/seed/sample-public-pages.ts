import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { PAGE_LINK_ID } from './sample-content.ts';
import { DEMO_CODES } from './sample-invites.ts';
import { WORKFORCE_ORG_ID } from './sample-people.ts';

export const EMPTY_PAGE_ID = 'demo-page-empty';
export const NO_DASHBOARD_PAGE_ID = 'demo-page-no-dashboard';
export const ID_ONLY_LINK_ID = 'demo-link-id-only';

const wf = { orgId: WORKFORCE_ORG_ID };

/** Every module type with nothing selected: each shows its empty text (docs/rules.md#public-pages). */
const emptyDashboard: typeof s.dashboards.$inferInsert = {
  id: 'demo-dashboard-empty',
  ...wf,
  activeLayout: 'layout2',
  zone1: [{ moduleType: 'LINK_WIDGETS_LIST', selectedIds: [], styling: 'box' }],
  zone2: [
    { moduleType: 'MATERIALS_LIST', selectedIds: [] },
    { moduleType: 'MATERIAL', selectedIds: [] },
  ],
  zone3: [
    { moduleType: 'ASSISTANT', selectedIds: [], display: 'chatBox' },
    { moduleType: 'EMBED_WIDGETS_LIST', selectedIds: [] },
  ],
};

const extraPages: (typeof s.pages.$inferInsert)[] = [
  {
    id: EMPTY_PAGE_ID,
    ...wf,
    title: 'Spring Open House (coming soon)',
    dashboardId: emptyDashboard.id,
    showOrgLogo: false,
    showTitle: true,
  },
  {
    id: NO_DASHBOARD_PAGE_ID,
    ...wf,
    title: 'Employer Partners',
    dashboardId: null,
    showOrgLogo: true,
    showTitle: true,
  },
];

/** A link to neither a page nor a url: its screen shows 'ID: {id}'. */
const extraLinks: (typeof s.pageLinks.$inferInsert)[] = [{ id: ID_ONLY_LINK_ID, ...wf, enablePageContent: false }];

/** What `npm start` prints for the page link with a code. */
export const PAGE_LINK_ACCESS_CODES = [
  { what: 'Page link with an access code', url: `/link/${PAGE_LINK_ID}`, code: DEMO_CODES.pageLink },
];

/**
 * The public-page states the main content does not cover: a page whose modules
 * are all empty (layout2), a page without a dashboard, a link with neither page
 * nor url; and the workforce organization lets search engines index its pages.
 */
export async function seedPublicPages(
  tx: Pick<Db, 'insert' | 'update'>,
  timed: <T extends object>(rows: T[]) => T[],
): Promise<void> {
  await tx.insert(s.dashboards).values(timed([emptyDashboard]));
  await tx.insert(s.pages).values(timed(extraPages));
  await tx.insert(s.pageLinks).values(timed(extraLinks));
  await tx.update(s.organizations).set({ searchEnginesEnabled: true }).where(eq(s.organizations.id, WORKFORCE_ORG_ID));
}

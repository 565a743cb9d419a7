import type {
  dashboards,
  documents,
  integrations,
  materials,
  pageLinks,
  pages,
  projects,
  resourceGroups,
  resources,
  widgets,
} from '../db/schema/index.ts';
import { ARTICLE_AID, ARTICLE_APPLY, ARTICLE_LAB, ARTICLE_OSHA, type SampleArticle } from './sample-articles.ts';
import { ASSISTANT_ID } from './sample-courses.ts';
import { COMMUNITY_ORG_ID, LOC_OAKLAND, LOC_STRIP, WORKFORCE_ORG_ID } from './sample-people.ts';

export const PAGE_ID = 'demo-page';
export const COMMUNITY_PAGE_ID = 'demo-page-community';
export const PAGE_LINK_ID = 'demo-link';

const wf = { orgId: WORKFORCE_ORG_ID };
const cm = { orgId: COMMUNITY_ORG_ID };

export const sampleResourceGroups: (typeof resourceGroups.$inferInsert)[] = [
  {
    id: 'demo-rg-apprenticeship',
    ...wf,
    title: 'Maintenance Apprenticeship Guide',
    description: 'How the Industrial Maintenance Mechanic apprenticeship works and how to apply.',
  },
  {
    id: 'demo-rg-training',
    ...wf,
    title: 'Safety and Paying for Training',
    description: 'OSHA basics and the ways learners fund their training.',
  },
  {
    id: 'demo-rg-commons',
    ...cm,
    title: 'Learning Commons Help',
    description: 'Lab hours, printing and getting help from a digital navigator.',
  },
];

/** `url`: where the article lives on the organization's own site (a path is on the platform; the assistant links its sources there). */
const resource = (article: SampleArticle, orgId: string, parentId: string, url: string | null = null) => ({
  id: `demo-resource-${article.key}`,
  orgId,
  name: article.title,
  body: article.html,
  parentId,
  parentType: 'resourceGroup',
  type: 'article',
  url,
});

/** The example customer site's help center (examples/public/assistant.html) holds the workforce articles. */
const helpCenter = (article: SampleArticle) => `/examples/assistant.html#${article.key}`;

export const sampleResources: (typeof resources.$inferInsert)[] = [
  resource(ARTICLE_APPLY, WORKFORCE_ORG_ID, 'demo-rg-apprenticeship', helpCenter(ARTICLE_APPLY)),
  resource(ARTICLE_OSHA, WORKFORCE_ORG_ID, 'demo-rg-training', helpCenter(ARTICLE_OSHA)),
  resource(ARTICLE_AID, WORKFORCE_ORG_ID, 'demo-rg-training', helpCenter(ARTICLE_AID)),
  resource(ARTICLE_LAB, COMMUNITY_ORG_ID, 'demo-rg-commons'),
];

const material = (article: SampleArticle, orgId: string, userId: string) => ({
  id: `demo-material-${article.key}`,
  orgId,
  title: article.title,
  body: article.html,
  userId,
  resourceId: `demo-resource-${article.key}`,
});

export const sampleMaterials: (typeof materials.$inferInsert)[] = [
  material(ARTICLE_APPLY, WORKFORCE_ORG_ID, 'demo-wf-admin'),
  material(ARTICLE_OSHA, WORKFORCE_ORG_ID, 'demo-wf-teacher'),
  material(ARTICLE_AID, WORKFORCE_ORG_ID, 'demo-wf-admin'),
  material(ARTICLE_LAB, COMMUNITY_ORG_ID, 'demo-cm-admin'),
  {
    id: 'demo-material-first-week',
    ...wf,
    title: 'First-week checklist for new apprentices',
    body: `<p>Your first week sets the tone for the whole program. Before your first shift, make sure you have steel-toed boots, safety glasses with side shields and a padlock for lockout/tagout.</p>
<p>On day one you will meet your journeyworker mentor, receive your training plan and sign the plant's safety orientation. Keep a notebook: write down every machine you work on and what you did, because your mentor signs off competencies from these notes.</p>`,
    userId: 'demo-wf-sponsor',
    isDraft: true,
  },
];

/** Plain text of an article, one paragraph per line, as the document parser stores it. */
export function articleText(article: SampleArticle): string {
  return article.html
    .replace(/<\/(p|h2)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n+/g, '\n')
    .trim();
}

const halves = (text: string): [string, string] => {
  const lines = text.split('\n');
  const mid = Math.ceil(lines.length / 2);
  return [lines.slice(0, mid).join('\n'), lines.slice(mid).join('\n')];
};

const [oshaPage1, oshaPage2] = halves(articleText(ARTICLE_OSHA));

export const sampleDocuments: (typeof documents.$inferInsert)[] = [
  {
    id: 'demo-doc-osha-1',
    ...wf,
    refId: 'demo-resource-osha',
    title: 'OSHA 10 safety basics (handout)',
    rawText: oshaPage1,
    pageNumber: 1,
    metadata: { fileName: 'osha-10-safety-basics.pdf', pages: 2 },
  },
  {
    id: 'demo-doc-osha-2',
    ...wf,
    refId: 'demo-resource-osha',
    title: 'OSHA 10 safety basics (handout)',
    rawText: oshaPage2,
    pageNumber: 2,
    metadata: { fileName: 'osha-10-safety-basics.pdf', pages: 2 },
  },
  {
    id: 'demo-doc-standards-1',
    ...wf,
    refId: 'demo-resource-apply',
    title: 'Apprenticeship standards summary: Industrial Maintenance Mechanic',
    rawText:
      'Term of apprenticeship: 2,000 hours of on-the-job learning and 144 hours of related technical instruction, about twelve months.\nRatio: one apprentice for one to four journeyworkers, two for five to nine, three for ten to fourteen, and one more for every five additional journeyworkers.\nProbationary period: the first 500 hours, during which either party may end the agreement without cause.',
    pageNumber: 1,
    metadata: { fileName: 'imm-standards-summary.pdf', pages: 2 },
  },
  {
    id: 'demo-doc-standards-2',
    ...wf,
    refId: 'demo-resource-apply',
    title: 'Apprenticeship standards summary: Industrial Maintenance Mechanic',
    rawText:
      'Wages: apprentices are paid a progressively increasing share of the journeyworker wage of $28.50 an hour, starting at 47 percent.\nEqual opportunity: the sponsor will not discriminate against apprenticeship applicants or apprentices and will take affirmative steps to provide equal opportunity.\nCompletion: apprentices who finish receive a nationally recognized Certificate of Completion.',
    pageNumber: 2,
    metadata: { fileName: 'imm-standards-summary.pdf', pages: 2 },
  },
  {
    id: 'demo-doc-lab-1',
    ...cm,
    refId: 'demo-resource-lab',
    title: 'Computer lab guide',
    rawText: articleText(ARTICLE_LAB),
    pageNumber: 1,
    metadata: { fileName: 'computer-lab-guide.pdf', pages: 1 },
  },
];

/** An OpenStreetMap embed centred on a point (no API key needed). */
const mapEmbed = (title: string, lat: number, lon: number) => {
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(4)).join('%2C');
  return `<iframe title="${title}" width="100%" height="320" style="border:0" loading="lazy" src="https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&amp;layer=mapnik&amp;marker=${lat}%2C${lon}"></iframe>`;
};

export const sampleWidgets: (typeof widgets.$inferInsert)[] = [
  {
    id: 'demo-widget-apply',
    ...wf,
    type: 'link',
    title: 'Start your apprenticeship application',
    body: 'Tell us about yourself and book a mechanical aptitude assessment.',
    url: '/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals',
    linkTarget: '_self',
    isFeatured: true,
    includeEmail: true,
    includeExternalUserId: true,
    position: 0,
  },
  {
    id: 'demo-widget-careerlink',
    ...wf,
    type: 'link',
    title: 'PA CareerLink',
    body: 'Job search help, WIOA training funds and hiring events across Allegheny County.',
    url: 'https://www.pacareerlink.pa.gov',
    linkTarget: '_blank',
    position: 1,
  },
  {
    id: 'demo-widget-apprenticeship-gov',
    ...wf,
    type: 'link',
    title: 'Apprenticeship.gov',
    body: 'Explore registered apprenticeships across the country.',
    url: 'https://www.apprenticeship.gov',
    linkTarget: '_blank',
    position: 2,
  },
  {
    id: 'demo-widget-osha',
    ...wf,
    type: 'link',
    title: 'OSHA training resources',
    body: 'Fact sheets and training materials from the Occupational Safety and Health Administration.',
    url: 'https://www.osha.gov/training',
    linkTarget: '_blank',
    position: 3,
  },
  {
    id: 'demo-widget-map-strip',
    ...wf,
    type: 'embed',
    title: 'Find the Strip District Training Center',
    body: '2100 Smallman Street, Pittsburgh',
    embedCode: mapEmbed('Strip District Training Center', 40.452, -79.984),
    position: 0,
  },
  {
    id: 'demo-widget-map-mckeesport',
    ...wf,
    type: 'embed',
    title: 'Find the McKeesport plant',
    body: '1400 Lysle Boulevard, McKeesport',
    embedCode: mapEmbed('Mon Valley Manufacturing', 40.3479, -79.8642),
    position: 1,
  },
  {
    id: 'demo-widget-cm-library',
    ...cm,
    type: 'link',
    title: 'Carnegie Library of Pittsburgh',
    body: 'Free e-books, databases and job-search workshops with your library card.',
    url: 'https://www.carnegielibrary.org',
    linkTarget: '_blank',
    isFeatured: true,
    position: 0,
  },
  {
    id: 'demo-widget-cm-211',
    ...cm,
    type: 'link',
    title: 'PA 211',
    body: 'Help with food, housing, utilities and more, any time of day.',
    url: 'https://www.pa211.org',
    linkTarget: '_blank',
    position: 1,
  },
  {
    id: 'demo-widget-cm-map',
    ...cm,
    type: 'embed',
    title: 'Find the Oakland Learning Commons',
    body: '315 Atwood Street, Pittsburgh',
    embedCode: mapEmbed('Oakland Learning Commons', 40.4398, -79.9566),
    position: 0,
  },
];

export const sampleDashboards: (typeof dashboards.$inferInsert)[] = [
  {
    id: 'demo-dashboard',
    ...wf,
    activeLayout: 'layout1',
    zone1: [
      {
        moduleType: 'LINK_WIDGETS_LIST',
        selectedIds: [
          'demo-widget-apply',
          'demo-widget-careerlink',
          'demo-widget-apprenticeship-gov',
          'demo-widget-osha',
        ],
        styling: 'box',
      },
    ],
    zone2: [
      { moduleType: 'MATERIALS_LIST', selectedIds: ['demo-material-apply', 'demo-material-osha', 'demo-material-aid'] },
    ],
    zone3: [
      { moduleType: 'ASSISTANT', selectedIds: [ASSISTANT_ID], display: 'chatBox' },
      { moduleType: 'EMBED_WIDGETS_LIST', selectedIds: ['demo-widget-map-strip', 'demo-widget-map-mckeesport'] },
    ],
  },
  {
    id: 'demo-dashboard-community',
    ...cm,
    activeLayout: 'layout2',
    zone1: [{ moduleType: 'MATERIAL', selectedIds: ['demo-material-lab'] }],
    zone2: [
      {
        moduleType: 'LINK_WIDGETS_LIST',
        selectedIds: ['demo-widget-cm-library', 'demo-widget-cm-211'],
        styling: 'basic',
      },
    ],
    zone3: [{ moduleType: 'EMBED_WIDGETS_LIST', selectedIds: ['demo-widget-cm-map'] }],
  },
];

export const samplePages: (typeof pages.$inferInsert)[] = [
  {
    id: PAGE_ID,
    ...wf,
    title: 'Maintenance Apprenticeship Resources',
    dashboardId: 'demo-dashboard',
    showOrgLogo: true,
    showTitle: true,
  },
  {
    id: COMMUNITY_PAGE_ID,
    ...cm,
    title: 'Welcome to the Learning Commons',
    dashboardId: 'demo-dashboard-community',
    showOrgLogo: true,
    showTitle: true,
  },
];

/** Page links; the seed adds the access-code hash to the one with hasAccessCode. */
export const samplePageLinks: (typeof pageLinks.$inferInsert)[] = [
  { id: PAGE_LINK_ID, ...wf, locationId: LOC_STRIP, pageId: PAGE_ID, hasAccessCode: true, enablePageContent: true },
  { id: 'demo-link-community', ...cm, locationId: LOC_OAKLAND, pageId: COMMUNITY_PAGE_ID, enablePageContent: true },
  { id: 'demo-link-careerlink', ...wf, url: 'https://www.pacareerlink.pa.gov', enablePageContent: false },
  { id: 'demo-link-inactive', ...wf, url: 'https://www.apprenticeship.gov', inactive: true, enablePageContent: false },
];

export const sampleIntegration: typeof integrations.$inferInsert = {
  id: ASSISTANT_ID,
  ...wf,
  name: 'Ava',
  orgNickname: 'Three Rivers',
  resourceGroupIds: ['demo-rg-apprenticeship', 'demo-rg-training'],
  systemPrompt:
    "You are Ava, the assistant of Three Rivers Workforce Partnership in Pittsburgh. Answer questions about our courses, the Industrial Maintenance Mechanic apprenticeship, safety training and paying for training, using only the organization's content. If the content does not answer the question, say so and offer to forward it to our staff. Keep answers short, friendly and free of jargon.",
  serviceEmail: 'help.workforce@demo.pathcraft.test',
  serviceDelayCount: 2,
  colorBtnBkg: '#1d4ed8',
  defaultPrompts: [
    'How do I apply for the maintenance apprenticeship?',
    'What does OSHA 10 cover?',
    'How can I pay for training?',
  ],
  allowedDomains: ['http://localhost:3000'],
};

export const sampleProjects: (typeof projects.$inferInsert)[] = [
  {
    id: 'demo-project-conveyor',
    ...wf,
    title: 'Conveyor line 3 preventive maintenance plan',
    body: '<p>Weekly belt tension and tracking checks, monthly gearbox oil analysis and quarterly bearing vibration readings for the finishing-line conveyor, with a lockout procedure for each task.</p>',
    userId: 'demo-wf-student',
    status: 'inProgress',
  },
];

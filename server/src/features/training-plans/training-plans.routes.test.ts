import type { OccupationDetailResponse, SponsorList } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, integrations, jobProfiles, mailOutbox, organizations } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { loadOccupationDataIn } from '../occupations/load-occupation-data.ts';
import { first } from '../../db/first.ts';

const CLOCK = new Date('2026-03-05T14:07:00Z');
const contact = {
  name: 'Dana Whitfield',
  email: 'dana@keystone.example',
  phone: '412-555-0148',
  companyName: 'Keystone Precision Machining',
};

let t: TestApp;
let plan: Record<string, unknown>;
let ipCount = 0;
/** Each test its own caller address, so the per-IP limits only meet the tests about them. */
const nextIp = () => `198.51.100.${++ipCount}`;

beforeAll(async () => {
  t = await createTestApp(
    { MAIL_BCC: 'plans@pathcraft.test', MAIL_INTERNAL_TO: 'team@pathcraft.test' },
    { now: () => CLOCK },
  );
  await loadOccupationDataIn(t.db);
  // What the widget saves: the occupation at a ZIP and the items the visitor chose.
  const d = (await t.call('GET', '/v1/external/cos/occupation?keyword=51-9161.00&location=15238', null))
    .body as OccupationDetailResponse;
  plan = {
    OnetCode: d.OccupationDetail[0]!.OnetCode,
    OnetTitle: d.OccupationDetail[0]!.OnetTitle,
    OccupationDescription: d.OccupationDetail[0]!.OccupationDescription,
    location: '15238',
    occupationLocation: d.Location,
    selectedSkills: d.SkillsDataList.slice(0, 3),
    selectedKnowledge: d.KnowledgeDataList.slice(0, 2),
    selectedCerts: d.CertList!.slice(0, 2),
    selectedSchoolPrograms: d.SchoolPrograms!.slice(0, 1),
  };
}, 60_000);
afterAll(() => t.close());

/** The platform's own pages (the hosted pathway page, the example pages) are on PUBLIC_URL. */
const PLATFORM = { origin: 'http://localhost:3000' };
const create = (body: unknown, as: string | null = null, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.call('POST', '/v1/jobProfiles', as, body, headers, ip);
const share = (id: string, body: unknown, ip = nextIp()) =>
  t.call('POST', `/v1/jobProfiles/${id}/share`, null, body, {}, ip);
const mailTo = async (to: string) => await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /v1/jobProfiles', () => {
  it('saves a visitor’s plan with their contact details and answers the new docId', async () => {
    const res = await create({ ...plan, ...contact });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ docId: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
    const row = (await first(t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, res.body.docId))))!;
    expect(row).toMatchObject({ orgId: null, OnetCode: '51-9161.00', isExternal: true, ...contact });
    expect(row.selectedSkills).toHaveLength(3);
    const audit = await first(
      t.deps.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'jobProfiles.create'), eq(auditEvents.entityId, res.body.docId))),
    );
    expect(audit).toMatchObject({ actorType: 'anonymous', ip: expect.stringMatching(/^198\.51\.100\./) });
  });

  it('names the contact fields missing without an organization', async () => {
    const res = await create({ ...plan, name: 'Dana Whitfield', email: 'dana@keystone.example' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Without an organization, these contact fields are required: phone, companyName.',
    );
    expect(res.body.error.details).toEqual({ fields: ['phone', 'companyName'] });
  });

  it("takes an organization's lead from an anonymous visitor on the platform's page, without contact details", async () => {
    const res = await create({ ...plan, orgId: 'demo-community-org' }, null, nextIp(), PLATFORM);
    expect(res.status).toBe(201);
    expect(await first(t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, res.body.docId)))).toMatchObject({
      orgId: 'demo-community-org',
      isExternal: true,
    });
  });

  it('saves a member’s plan for their own organization as internal', async () => {
    const admin = emailOf(t, 'demo-workforce', 'admin');
    const res = await create({ ...plan, orgId: 'demo-workforce-org', locationId: 'demo-wf-loc-strip' }, admin);
    expect(res.status).toBe(201);
    expect(await first(t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, res.body.docId)))).toMatchObject({
      orgId: 'demo-workforce-org',
      locationId: 'demo-wf-loc-strip',
      isExternal: false,
    });
  });

  it('keeps the title of the occupation data, and accepts the retired code 51-4011.00', async () => {
    const res = await create({
      ...plan,
      ...contact,
      OnetCode: '51-4011.00',
      OnetTitle: 'Cheap watches at evil.example',
    });
    const row = (await first(t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, res.body.docId))))!;
    expect(row).toMatchObject({ OnetCode: '51-9161.00', OnetTitle: 'Computer Numerically Controlled Tool Operators' });
  });

  it.each([
    [{ orgId: 'no-such-org' }, "No organization with id 'no-such-org'."],
    [
      { orgId: 'demo-community-org', locationId: 'demo-wf-loc-strip' },
      "No location with id 'demo-wf-loc-strip' in this organization.",
    ],
    [{ ...contact, OnetCode: '99-9999.00' }, "Unknown occupation code '99-9999.00'."],
    [{ ...contact, OnetCode: 'CNC' }, 'Enter an O*NET code like 51-4011.00.'],
    [{ ...contact, OnetTitle: '' }, 'Occupation title is required.'],
  ])('refuses %j: %s', async (change, message) => {
    const res = await create({ ...plan, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('limits anonymous saves to 20 an hour per IP address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++)
      expect((await create({ ...plan, orgId: 'demo-community-org' }, null, ip, PLATFORM)).status).toBe(201);
    const refused = await create({ ...plan, orgId: 'demo-community-org' }, null, ip, PLATFORM);
    expect(refused.status).toBe(429);
    const admin = emailOf(t, 'demo-workforce', 'admin');
    expect((await create({ ...plan, orgId: 'demo-workforce-org' }, admin, ip)).status).toBe(201);
  });
});

describe('POST /v1/jobProfiles into an organization: only its members or its own sites', () => {
  const CUSTOMER = 'https://www.threerivers.example';
  beforeAll(async () => {
    await t.deps.db
      .update(organizations)
      .set({ allowedOrigins: [CUSTOMER] })
      .where(eq(organizations.id, 'demo-workforce-org'));
    // The community organization lists its site on its assistant, as a bare host.
    await t.deps.db.insert(integrations).values({
      id: 'test-mvcc-assistant',
      orgId: 'demo-community-org',
      name: 'Max',
      allowedDomains: ['www.mvcc.example'],
    });
  });
  const rows = async (orgId: string) =>
    (await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.orgId, orgId))).length;

  it.each([
    ['a page of the platform', 'demo-workforce-org', { origin: 'http://localhost:3000' }],
    ["an origin in the organization's allowedOrigins", 'demo-workforce-org', { origin: CUSTOMER }],
    ["a host its assistant's allowedDomains lists", 'demo-community-org', { origin: 'https://www.mvcc.example' }],
  ])('saves an anonymous visitor’s plan from %s', async (_, orgId, headers) => {
    const res = await create({ ...plan, orgId }, null, nextIp(), headers);
    expect(res.status).toBe(201);
    expect(await first(t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, res.body.docId)))).toMatchObject({
      orgId,
      isExternal: true,
    });
  });

  it.each([
    [
      'another site',
      null,
      { origin: 'https://evil.example' },
      "Plans can't be saved for this organization from https://evil.example. Sign in as a member, or ask the organization to allow this site.",
    ],
    [
      'a lookalike of its site',
      null,
      { origin: 'https://www.threerivers.example.evil.example' },
      "Plans can't be saved for this organization from https://www.threerivers.example.evil.example. Sign in as a member, or ask the organization to allow this site.",
    ],
    ['a script without an Origin', null, {}, 'Sign in as a member of this organization to save a plan for it.'],
    [
      'a member of another organization on another site',
      'community-admin',
      { origin: 'https://evil.example' },
      "Plans can't be saved for this organization from https://evil.example. Sign in as a member, or ask the organization to allow this site.",
    ],
  ])('refuses an anonymous save from %s with 403, and saves nothing', async (_, who, headers, message) => {
    const before = await rows('demo-workforce-org');
    const as = who ? emailOf(t, 'demo-community', 'admin') : null;
    const res = await create({ ...plan, orgId: 'demo-workforce-org' }, as, nextIp(), headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message });
    expect(await rows('demo-workforce-org')).toBe(before);
  });

  it('saves a member’s plan from anywhere, and a plan without an organization from any site', async () => {
    const admin = emailOf(t, 'demo-workforce', 'admin');
    expect(
      (await create({ ...plan, orgId: 'demo-workforce-org' }, admin, nextIp(), { origin: 'https://evil.example' }))
        .status,
    ).toBe(201);
    expect((await create({ ...plan, ...contact }, null, nextIp(), { origin: 'https://evil.example' })).status).toBe(
      201,
    );
  });
});

describe('GET /v1/jobProfiles/:id', () => {
  let leadId: string;
  beforeAll(async () => {
    leadId = (await create({ ...plan, ...contact, orgId: 'demo-workforce-org' }, null, nextIp(), PLATFORM)).body.docId;
  });

  it('shows the plan read-only to anyone with the link, without contact details', async () => {
    const res = await t.call('GET', `/v1/jobProfiles/${leadId}`, null);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id: leadId,
      OnetCode: '51-9161.00',
      orgId: 'demo-workforce-org',
      location: '15238',
    });
    expect(res.body.item.selectedKnowledge).toHaveLength(2);
    for (const field of ['name', 'email', 'phone', 'companyName']) expect(res.body.item).not.toHaveProperty(field);
    const outsider = await t.call('GET', `/v1/jobProfiles/${leadId}`, emailOf(t, 'demo-community', 'admin'));
    expect(outsider.body.item).not.toHaveProperty('email');
  });

  it("shows the contact details to members of the plan's organization", async () => {
    const res = await t.call('GET', `/v1/jobProfiles/${leadId}`, emailOf(t, 'demo-workforce', 'teacher'));
    expect(res.body.item).toMatchObject(contact);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.call('GET', '/v1/jobProfiles/nope', null);
    expect(res.status).toBe(404);
  });
});

describe('POST /v1/jobProfiles/:id/share', () => {
  it('saves then sends (the widget’s flow): the plan to the visitor, the notice to the team', async () => {
    const visitor = {
      name: 'Jordan Reyes',
      companyName: 'Reyes Fabrication',
      phone: '724-555-0199',
      email: 'jordan@reyesfab.example',
    };
    const { docId } = (await create({ ...plan, ...visitor })).body;
    const res = await share(docId, visitor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });

    const [mail] = await mailTo(visitor.email);
    expect(mail).toMatchObject({
      subject: 'Training plan: Computer Numerically Controlled Tool Operators',
      bcc: 'plans@pathcraft.test',
      status: 'stored',
    });
    const skills = plan.selectedSkills as { ElementName: string; ElementId: string; Importance: number }[];
    const certs = plan.selectedCerts as { Name: string; Type: string }[];
    for (const html of [mail!.html!, mail!.text!]) {
      expect(html).toContain('51-9161.00');
      expect(html).toContain('Pittsburgh, PA 15238');
      expect(html).toContain(skills[0]!.ElementId);
      expect(html).toContain(`Importance ${skills[0]!.Importance}`);
      expect(html).toContain(certs[0]!.Type);
      expect(html).toContain(`Plan ID: ${docId}`);
      expect(html).toContain(`http://localhost:3000/external/job-profiles/${docId}`);
    }
    expect(mail!.html).toMatch(
      /<div[^>]*>3<\/div><div[^>]*>Skills<\/div>.*<div[^>]*>2<\/div><div[^>]*>Knowledge<\/div>.*<div[^>]*>2<\/div><div[^>]*>Certifications<\/div>.*<div[^>]*>1<\/div><div[^>]*>Training Program<\/div>/s,
    );
    expect(mail!.html).toContain('>Get Started</a>');
    expect(mail!.text).toContain('3 Skills · 2 Knowledge · 2 Certifications · 1 Training Program');

    const notice = (await mailTo('team@pathcraft.test')).find((m) => m.text?.includes(docId));
    expect(notice).toMatchObject({ subject: 'Training Plan Created', replyTo: visitor.email });
    for (const line of [
      'Name: Jordan Reyes',
      'E-mail: jordan@reyesfab.example',
      'Phone: 724-555-0199',
      'Company: Reyes Fabrication',
      'Date: 03/05/2026 2:07 PM',
      'Occupation: Computer Numerically Controlled Tool Operators (51-9161.00)',
      'Location: Pittsburgh, PA 15238',
      `Plan ID: ${docId}`,
    ]) {
      expect(notice!.text).toContain(line);
    }
  });

  it('lists the three sponsors nearest the plan’s ZIP, with their profiles; for California, says it is not in the data', async () => {
    const nearest = (
      await t.call('GET', '/v1/external/cos/apprenticeship-sponsors?keyword=51-9161.00&location=15238&limit=3', null)
    ).body as SponsorList;
    expect(nearest.Sponsors).toHaveLength(3);
    const { docId } = (await create({ ...plan, ...contact })).body;
    await share(docId, { ...contact, email: 'sponsors@keystone.example' });
    const mail = (await mailTo('sponsors@keystone.example'))[0]!;
    for (const body of [mail.html!, mail.text!]) {
      expect(body).toContain('Registered apprenticeship sponsors');
      expect(body).toContain('Nearest to Pittsburgh, PA 15238');
      expect(body).toContain('Source: U.S. Department of Labor, apprenticeship.gov Partner Finder, 2026-08-10.');
    }
    // Handlebars writes the '=' of an attribute as &#x3D;, which the reader's mail program reads back.
    for (const s of nearest.Sponsors) {
      expect(mail.text).toContain(s.ProfileUrl);
      expect(mail.html).toContain(`<a href="${s.ProfileUrl.replaceAll('=', '&#x3D;')}"`);
    }
    const first = nearest.Sponsors[0]!;
    expect(mail.text).toContain(
      `- ${first.Name} — ${first.City}, ${first.StateAbbr} · ${Math.round(first.Distance)} mi: ${first.ProfileUrl}`,
    );
    expect(mail.html).not.toContain('are not in our data');

    const la = (await create({ ...plan, ...contact, location: '90012', occupationLocation: null })).body.docId;
    await share(la, { ...contact, email: 'la@keystone.example' });
    const laMail = (await mailTo('la@keystone.example'))[0]!;
    expect(laMail.text).toContain('Nearest to Los Angeles, CA 90012');
    expect(laMail.text).toContain(
      'Registered apprenticeship sponsors in California are not in our data; these are the nearest in other states.',
    );
  });

  it("sends an organization's saved plan with its branding", async () => {
    await t.deps.db
      .update(organizations)
      .set({ orgLogo: 'https://cdn.example.org/three-rivers.png' })
      .where(eq(organizations.id, 'demo-workforce-org'));
    const admin = emailOf(t, 'demo-workforce', 'admin');
    const { docId } = (await create({ ...plan, orgId: 'demo-workforce-org' }, admin)).body;
    const res = await share(docId, { ...contact, email: 'branded@keystone.example' });
    expect(res.status).toBe(200);
    expect((await mailTo('branded@keystone.example'))[0]!.html).toContain(
      '<img src="https://cdn.example.org/three-rivers.png" alt="Three Rivers Workforce Partnership"',
    );
  });

  it('escapes what visitors typed', async () => {
    const custom = {
      ElementId: 'custom-1',
      ElementName: '<script>alert(1)</script> & "Welding"',
      ElementDescription: 'x',
      DataValue: 3,
      Importance: 50,
    };
    const { docId } = (await create({ ...plan, ...contact, selectedSkills: [custom] })).body;
    await share(docId, { ...contact, email: 'escape@keystone.example' });
    const html = (await mailTo('escape@keystone.example'))[0]!.html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Welding&quot;');
  });

  it.each([
    [{ name: 'Al' }, 'Name must be at least 3 characters.'],
    [{ companyName: 'AC' }, 'Organization name must be at least 3 characters.'],
    [{ phone: '412555' }, 'Phone must be at least 7 characters.'],
    [{ email: 'not-an-email' }, 'Enter a valid e-mail address.'],
  ])('refuses the share form %j with the sdk message', async (change, message) => {
    const res = await share('demo-job-cnc', { ...contact, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await share('nope', contact)).status).toBe(404);
  });

  it('limits shares to 10 an hour per IP address', async () => {
    const ip = nextIp();
    const { docId } = (await create({ ...plan, ...contact })).body;
    for (let i = 0; i < 10; i++)
      expect((await share(docId, { ...contact, email: 'limit@keystone.example' }, ip)).status).toBe(200);
    const refused = await share(docId, { ...contact, email: 'limit@keystone.example' }, ip);
    expect(refused.status).toBe(429);
    expect(await mailTo('limit@keystone.example')).toHaveLength(10);
  });
});

describe('sharing when the mail server refuses', () => {
  it('answers 502 with a message', async () => {
    // Nothing listens on port 1: the SMTP connection is refused, as by a real outage.
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await loadOccupationDataIn(down.db);
      const { docId } = (await down.call('POST', '/v1/jobProfiles', null, { ...plan, ...contact })).body;
      const res = await down.call('POST', `/v1/jobProfiles/${docId}/share`, null, contact);
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('The training plan e-mail could not be sent. Please try again.');
    } finally {
      await down.close();
    }
  }, 30_000);
});

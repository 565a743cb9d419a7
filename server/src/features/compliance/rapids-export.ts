import {
  csvText,
  isAdminLike,
  isSuperAdmin,
  PRIVATE_INFO_FIELDS,
  RAPIDS_COMPLETENESS_PAGE,
  type PrivateInfoField,
  RAPIDS_HEADERS,
  type RapidsCompleteness,
  type RapidsRecord,
  rapidsMissingFields,
  rapidsRowOf,
  apprenticeEmployerOf,
  apprenticeStandingOf,
  asksStudentStatus,
  wageScheduleOf,
  requiredHoursOf,
  agreementThatCounts,
} from '@pathcraft/sdk';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  apprenticeAgreements,
  apprenticeCompletions,
  apprenticeships,
  apprenticeshipTemplates,
  apprenticeshipUsers,
  employerProfiles,
  instructionProviders,
  locations,
  occRapidsOccupations,
  userProfiles,
  users,
  wageSchedules,
} from '../../db/schema/index.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { type RequestContext, requireUser } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { type FieldCipher, openField } from '../../platform/crypto.ts';
import { fail } from '../../platform/errors.ts';
import { yieldToRequests } from '../../platform/yield-to-requests.ts';
import { progressOfPrograms } from '../progress/read-progress.ts';
import { apprenticeKey } from '../progress/progress-totals.ts';

export const RAPIDS_REFUSAL = "Only the sponsor's owners and admins can read the RAPIDS registration data.";

type Ctx = Pick<RequestContext, 'db' | 'actor' | 'now'> & { cipher: FieldCipher };

/** The sponsor the caller reads for: its owners and admins, or the super admin naming it. API keys never. */
function sponsorOf(ctx: Ctx, requestedOrgId: string | undefined): string {
  if (ctx.actor.kind === 'apiKey') throw fail('forbidden', RAPIDS_REFUSAL);
  const user = requireUser(ctx.actor);
  if (!isSuperAdmin(user.roles) && !isAdminLike(user.roles)) throw fail('forbidden', RAPIDS_REFUSAL);
  return actingOrg(user, requestedOrgId, { required: true });
}

type Personal = Omit<
  RapidsRecord,
  | 'id'
  | 'status'
  | 'programId'
  | 'programTitle'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  | 'email'
  | 'phone'
>;
/** The private fields the agency asks for (not referral, citizenship or background; the SSN apart). */
const PERSONAL_FIELDS = PRIVATE_INFO_FIELDS.filter(
  (f): f is Exclude<PrivateInfoField, 'ssn' | 'orgReferral' | 'citizenStatus' | 'criminalBkg' | 'addressCountry'> =>
    !['ssn', 'orgReferral', 'citizenStatus', 'criminalBkg', 'addressCountry'].includes(f),
);

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

/** The first non-empty value: the agreement's answer, else the profile's. A function is called only when reached. */
function either<T>(...values: (T | null | undefined | (() => T | null | undefined))[]): T | null {
  for (const value of values) {
    const v = typeof value === 'function' ? (value as () => T | null | undefined)() : value;
    if (!isEmpty(v)) return v as T;
  }
  return null;
}

const openList = (cipher: FieldCipher, stored: string[] | null | undefined) =>
  stored?.map((v) => openField(cipher, v)!) ?? null;

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

/** The agreement's columns the export reads (never the signatures' images). */
const AGREEMENT_COLUMNS = pick(getTableColumns(apprenticeAgreements), [
  ...PERSONAL_FIELDS,
  'ssn',
  'id',
  'userId',
  'apprenticeshipId',
  'employerProfileId',
  'signedAt',
  'createdAt',
  'updatedAt',
  'signerFirstName',
  'signerMiddleName',
  'signerLastName',
  'signerPhone',
  'signerEmail',
  'startDate',
  'expectedEndDate',
  'occupationName',
  'ojtHours',
  'instructionHours',
  'hoursProbationary',
  'creditPrevJob',
  'creditPrevRTIHrs',
  'priorHourlyWage',
]);

/** Apprentices built between two yields to waiting requests. */
const YIELD_EVERY = 250;

/**
 * Every apprentice of the sponsor's apprenticeships (active or not) with the registration data its
 * records hold: the apprentice agreement's answers (the signed one, else the latest), the
 * apprentice's private profile where the agreement is silent, the user's name and contact, the
 * apprenticeship, its program template, employer and instruction provider. Private fields are
 * opened in memory only; the SSN only when `includeSsn`.
 */
async function rapidsRecordsOf(
  ctx: Ctx,
  orgId: string,
  includeSsn: boolean,
): Promise<(RapidsRecord & { userId: string })[]> {
  const { db, cipher } = ctx;
  const [members, agreements, profiles, employers, providers, templates, crosswalk, schedules, places, certified] =
    await Promise.all([
      db
        .select({
          id: apprenticeshipUsers.id,
          userId: apprenticeshipUsers.userId,
          active: apprenticeshipUsers.active,
          registration: {
            studentStatus: apprenticeshipUsers.studentStatus,
            careerConnection: apprenticeshipUsers.careerConnection,
            wioaParticipant: apprenticeshipUsers.wioaParticipant,
            wioaType: apprenticeshipUsers.wioaType,
            careerLinkage: apprenticeshipUsers.careerLinkage,
            taaParticipant: apprenticeshipUsers.taaParticipant,
            ojtFundingSources: apprenticeshipUsers.ojtFundingSources,
          },
          program: apprenticeships,
          user: {
            firstName: users.firstName,
            middleName: users.middleName,
            lastName: users.lastName,
            suffix: users.suffix,
            name: users.name,
            email: users.email,
            phone: users.phone,
            mobilePhone: users.mobilePhone,
          },
        })
        .from(apprenticeshipUsers)
        .innerJoin(apprenticeships, eq(apprenticeships.id, apprenticeshipUsers.apprenticeshipId))
        .innerJoin(users, eq(users.id, apprenticeshipUsers.userId))
        .where(
          and(
            eq(apprenticeshipUsers.orgId, orgId),
            eq(apprenticeships.orgId, orgId),
            eq(apprenticeshipUsers.role, 'apprentice'),
          ),
        )
        .orderBy(apprenticeships.title, users.lastName, users.firstName, apprenticeshipUsers.id),
      db.select(AGREEMENT_COLUMNS).from(apprenticeAgreements).where(eq(apprenticeAgreements.orgId, orgId)),
      db.select().from(userProfiles).where(eq(userProfiles.orgId, orgId)),
      db
        .select({ id: employerProfiles.id, name: employerProfiles.name, rapidsId: employerProfiles.rapidsId })
        .from(employerProfiles)
        .where(eq(employerProfiles.orgId, orgId)),
      db
        .select({
          id: instructionProviders.id,
          name: instructionProviders.name,
          rapidsId: instructionProviders.rapidsId,
        })
        .from(instructionProviders)
        .where(eq(instructionProviders.orgId, orgId)),
      db
        .select({
          id: apprenticeshipTemplates.id,
          rapidsCode: apprenticeshipTemplates.rapidsCode,
          onetCode: apprenticeshipTemplates.occupationONetCode,
          occupationName: apprenticeshipTemplates.occupationName,
        })
        .from(apprenticeshipTemplates)
        .where(eq(apprenticeshipTemplates.orgId, orgId)),
      db
        .select({ rapidsCode: occRapidsOccupations.rapidsCode, code: occRapidsOccupations.code })
        .from(occRapidsOccupations),
      db
        .select({
          apprenticeshipId: wageSchedules.apprenticeshipId,
          employerProfileId: wageSchedules.employerProfileId,
          title: wageSchedules.title,
          wageRates: wageSchedules.wageRates,
          rapidsId: wageSchedules.rapidsId,
        })
        .from(wageSchedules)
        .where(eq(wageSchedules.orgId, orgId))
        .orderBy(wageSchedules.createdAt, wageSchedules.id),
      db
        .select({ id: locations.id, state: locations.addressState, isDefault: locations.defaultLocation })
        .from(locations)
        .where(eq(locations.orgId, orgId)),
      // Those whose certificate of completion is issued (and not withdrawn): completed, for the agency.
      db
        .select({ apprenticeshipId: apprenticeCompletions.apprenticeshipId, userId: apprenticeCompletions.userId })
        .from(apprenticeCompletions)
        .where(eq(apprenticeCompletions.orgId, orgId)),
    ]);

  // One agreement per apprentice and apprenticeship: the one that counts (sdk agreementThatCounts), as progress reads it.
  const agreementsOf = new Map<string, (typeof agreements)[number][]>();
  for (const a of agreements) {
    if (!a.userId || !a.apprenticeshipId) continue;
    const key = `${a.apprenticeshipId}\u0000${a.userId}`;
    const own = agreementsOf.get(key);
    if (own) own.push(a);
    else agreementsOf.set(key, [a]);
  }
  const agreementOf = new Map([...agreementsOf].map(([key, own]) => [key, agreementThatCounts(own)!]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const employerName = new Map(employers.map((e) => [e.id, e.name]));
  const providerName = new Map(providers.map((p) => [p.id, p.name]));
  // The agency's own identifiers, written in place of the names when held.
  const employerRapidsId = new Map(employers.map((e) => [e.id, e.rapidsId]));
  const providerRapidsId = new Map(providers.map((p) => [p.id, p.rapidsId]));
  const templateOf = new Map(templates.map((t) => [t.id, t]));
  const completedOf = new Set(certified.map((c) => apprenticeKey(c.apprenticeshipId, c.userId)));
  // The state that registers a program: its location's, else the sponsor's default location's.
  const stateOf = new Map(places.map((p) => [p.id, p.state]));
  const sponsorState = places.find((p) => p.isDefault)?.state ?? null;
  const schedulesOf = new Map<string, (typeof schedules)[number][]>();
  for (const s of schedules) {
    if (!s.apprenticeshipId) continue;
    const own = schedulesOf.get(s.apprenticeshipId);
    if (own) own.push(s);
    else schedulesOf.set(s.apprenticeshipId, [s]);
  }
  // The crosswalk matches a RAPIDS code on its four digits (a suffix such as 'CB' names the term type).
  const onetOfRapids = new Map<string, string>();
  for (const row of crosswalk) if (!onetOfRapids.has(row.rapidsCode)) onetOfRapids.set(row.rapidsCode, row.code);

  const records: (RapidsRecord & { userId: string })[] = [];
  for (const [index, m] of members.entries()) {
    // Opening private fields costs CPU (AES-GCM each): long exports run in slices, so the server keeps answering.
    if (index > 0 && index % YIELD_EVERY === 0) await yieldToRequests();
    const program = m.program;
    const template = program.apprenticeshipTemplateId ? templateOf.get(program.apprenticeshipTemplateId) : undefined;
    const agreement = agreementOf.get(`${program.id}\u0000${m.userId}`);
    const profile = profileOf.get(m.userId);
    // Each private value is opened only where it is used: the agreement's, else the profile's; the
    // SSN only when it is asked for, never opened only to be dropped.
    const personal = {} as Record<(typeof PERSONAL_FIELDS)[number], unknown>;
    for (const field of PERSONAL_FIELDS)
      personal[field] =
        field === 'races'
          ? either(openList(cipher, agreement?.races), () => openList(cipher, profile?.races))
          : either(openField(cipher, agreement?.[field]), () => openField(cipher, profile?.[field]));
    const ssn = includeSsn ? either(openField(cipher, agreement?.ssn), () => openField(cipher, profile?.ssn)) : null;
    const rapidsCode = either(program.rapidsCode, template?.rapidsCode);
    const employerId = apprenticeEmployerOf(agreement?.employerProfileId, program.employerProfileId);
    // The schedule that pays the apprentice (as their wage steps come due); its first period is the entry wage.
    const schedule = wageScheduleOf(schedulesOf.get(program.id) ?? [], employerId);
    const required = requiredHoursOf(agreement, program);
    records.push({
      ...(personal as Personal),
      ...m.registration,
      asksStudentStatus: asksStudentStatus(
        (program.locationId ? stateOf.get(program.locationId) : null) ?? sponsorState,
      ),
      id: m.id,
      userId: m.userId,
      firstName: either(agreement?.signerFirstName, m.user.firstName),
      middleName: either(agreement?.signerMiddleName, m.user.middleName),
      lastName: either(agreement?.signerLastName, m.user.lastName),
      suffix: m.user.suffix,
      ssn,
      phone: either(agreement?.signerPhone, m.user.phone, m.user.mobilePhone),
      email: either(agreement?.signerEmail, m.user.email),
      status: !m.active ? 'cancelled' : completedOf.has(apprenticeKey(program.id, m.userId)) ? 'completed' : 'active',
      startDate: either(agreement?.startDate, program.startDate),
      expectedEndDate: either(agreement?.expectedEndDate, program.expectedEndDate),
      signedAt: agreement?.signedAt ?? null,
      programId: program.id,
      programTitle: program.title,
      rapidsCode,
      onetCode: either(
        program.occupationONetCode,
        template?.onetCode,
        rapidsCode ? onetOfRapids.get(rapidsCode.slice(0, 4)) : null,
      ),
      occupationTitle: either(program.occupationName, agreement?.occupationName, template?.occupationName),
      // The hours the apprentice must reach, as their progress counts them.
      ojtHours: required.ojt,
      instructionHours: required.rti,
      hoursProbationary: agreement?.hoursProbationary ?? null,
      employerName: employerId ? (employerName.get(employerId) ?? null) : null,
      instructionProvider: program.instructionProviderId
        ? (providerName.get(program.instructionProviderId) ?? null)
        : null,
      creditPrevJob: agreement?.creditPrevJob ?? null,
      creditPrevRTIHrs: agreement?.creditPrevRTIHrs ?? null,
      priorHourlyWage: agreement?.priorHourlyWage ?? null,
      entryHourlyWage: schedule?.wageRates[0]?.wageAmount ?? null,
      wageScheduleTitle: schedule?.title ?? null,
      employerRapidsId: employerId ? (employerRapidsId.get(employerId) ?? null) : null,
      instructionProviderRapidsId: program.instructionProviderId
        ? (providerRapidsId.get(program.instructionProviderId) ?? null)
        : null,
      wageScheduleRapidsId: schedule?.rapidsId ?? null,
    });
  }
  return records;
}

const nameOf = (r: RapidsRecord) => [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || r.id;

/**
 * Per apprentice, the fields the agency needs that the records lack, by name; no private value
 * leaves. Those who lack a field come first (the sponsor's work), a page at a time: the counts are of
 * every apprentice, and the standing (from progress, the costly part: 5 s for 10,000 apprentices at
 * once) is read for the page's only.
 */
export async function readRapidsCompleteness(
  ctx: Ctx,
  query: { orgId?: string | undefined; limit?: number | undefined; page?: number | undefined },
): Promise<RapidsCompleteness> {
  const orgId = sponsorOf(ctx, query.orgId);
  const limit = query.limit ?? RAPIDS_COMPLETENESS_PAGE;
  const page = query.page ?? 1;
  const checked = (await rapidsRecordsOf(ctx, orgId, false)).map((record) => ({
    record,
    missing: rapidsMissingFields(record),
  }));
  const incomplete = checked.filter((c) => c.missing.length);
  const shown = [...incomplete, ...checked.filter((c) => !c.missing.length)].slice((page - 1) * limit, page * limit);
  // An active apprentice's standing reads as on the apprentices list (probation, complete): from the same progress.
  const active = shown.map((c) => c.record).filter((r) => r.status === 'active');
  const programIds = [...new Set(active.map((r) => r.programId))];
  const programs = programIds.length
    ? await ctx.db
        .select()
        .from(apprenticeships)
        .where(and(eq(apprenticeships.orgId, orgId), inArray(apprenticeships.id, programIds)))
    : [];
  const progress = await progressOfPrograms(ctx.db, programs, ctx.now, [...new Set(active.map((r) => r.userId))]);
  const items = shown.map(({ record: r, missing }) => {
    const own = r.status === 'active' ? progress.get(apprenticeKey(r.programId, r.userId)) : undefined;
    return {
      id: r.id,
      name: nameOf(r),
      programTitle: r.programTitle,
      employerName: r.employerName ?? null,
      status: r.status,
      standing: apprenticeStandingOf({
        status: r.status,
        agreementSigned: Boolean(r.signedAt),
        certified: Boolean(own?.completion),
        probation: own?.probation ?? null,
      }),
      agreementSigned: Boolean(r.signedAt),
      missing,
      asksStudentStatus: r.asksStudentStatus ?? false,
    };
  });
  return { total: checked.length, complete: checked.length - incomplete.length, limit, page, items };
}

export interface RapidsExport {
  csv: string;
  fileName: string;
}

/**
 * The sponsor's apprentices as a RAPIDS-ready CSV (the sdk's layout and code sets). The SSN column
 * is filled only when owners or admins (or the super admin) ask for it; every export is written to
 * the audit history with who, when, how many rows and whether the SSNs were in it, never an SSN.
 */
export async function exportRapids(
  ctx: Ctx & Pick<RequestContext, 'meta' | 'now'>,
  requestedOrgId: string | undefined,
  includeSsn: boolean,
): Promise<RapidsExport> {
  const orgId = sponsorOf(ctx, requestedOrgId);
  const records = await rapidsRecordsOf(ctx, orgId, includeSsn);
  const csv = csvText(
    RAPIDS_HEADERS,
    records.map((r) => rapidsRowOf(r, { includeSsn })),
  );
  await recordAuditEvent(
    ctx.db,
    ctx.actor,
    ctx.meta,
    {
      action: 'compliance.rapidsExport',
      entity: 'organizations',
      entityId: orgId,
      orgId,
      details: {
        rows: records.length,
        includeSsn,
        incomplete: records.filter((r) => rapidsMissingFields(r).length).length,
      },
    },
    ctx.now,
  );
  const day = ctx.now.toISOString().slice(0, 10);
  return { csv, fileName: `rapids-apprentices-${day}${includeSsn ? '-with-ssn' : ''}.csv` };
}

import { ZAnyRecord } from '@pathcraft/sdk';
import { type ErrorHandler, Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './features/auth/auth.routes.ts';
import { accessCodeRoutes } from './features/access-codes/access-codes.routes.ts';
import { agreementRoutes } from './features/agreements/agreements.routes.ts';
import { registrationPacketRoutes } from './features/agreements/registration-packet.routes.ts';
import { inviteRoutes } from './features/invites/invites.routes.ts';
import { importRoutes } from './features/imports/imports.routes.ts';
import { publicSiteRoutes } from './features/public-site/public-site.routes.ts';
import { inviteSignUpRoutes } from './features/invites/invite-sign-up.routes.ts';
import { inviteeRecordRoutes } from './features/invites/invitee-records.routes.ts';
import { complianceRoutes } from './features/compliance/compliance.routes.ts';
import { workforceRoutes } from './features/workforce/workforce.routes.ts';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.ts';
import { assistantRoutes } from './features/assistant/assistant.routes.ts';
import { dataAccessRoutes } from './features/data-access/data-access.routes.ts';
import { fileRoutes } from './features/files/files.routes.ts';
import { jobProfileRoutes } from './features/training-plans/training-plans.routes.ts';
import { locationRoutes } from './features/locations/locations.routes.ts';
import { lookupRoutes } from './features/lookups/lookups.routes.ts';
import { roleRoutes } from './features/roles/roles.routes.ts';
import { userAccountRoutes } from './features/user-accounts/user-accounts.routes.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { mapRoutes } from './features/maps/maps.routes.ts';
import { occupationRoutes } from './features/occupations/occupations.routes.ts';
import { enrollmentRoutes } from './features/enrollments/enrollments.routes.ts';
import { courseRoutes } from './features/courses/courses.routes.ts';
import { signatureRoutes } from './features/signatures/signatures.routes.ts';
import { userProfileRoutes } from './features/user-profiles/user-profiles.routes.ts';
import { progressRoutes } from './features/progress/progress.routes.ts';
import { wageScheduleRoutes } from './features/wage-schedules/wage-schedules.routes.ts';
import { publicPageRoutes } from './features/public-pages/public-pages.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { isMaterialUploadPath, materialRoutes } from './features/materials/materials.routes.ts';
import { isProgramParsePath, programImportRoutes } from './features/program-import/program-import.routes.ts';
import { materialDraftRoutes } from './features/material-drafts/material-drafts.routes.ts';
import type { AppEnv } from './platform/actor.ts';
import type { Deps } from './platform/deps.ts';
import { cors } from './http/cors.ts';
import { BATCH_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES, limitBodies, safeJsonBodies, type BodyLimit } from './http/body.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { requestIdOf } from './http/request-log.ts';
import { identify } from './http/identify.ts';
import { declare, preserialized, routes } from './http/contract.ts';
import { type GeneratedDocument, generatedDocument } from './http/generated-document.ts';
import { openApiDocument, registerApiComponents } from './http/openapi.ts';

/**
 * Calls the embedded widgets make from customers' own sites. Any site may
 * make them: they are public or rate-limited, and authentication is a header,
 * never a cookie, so allowing the origin opens no cross-site request forgery.
 */
// The assistant's routes answer only the origins its integration allows (they check, and refuse with 403).
const WIDGET_API =
  /^\/v1\/(external\/(cos|ipapi)|maps|locations|jobProfiles|organizations\/lookup|assistant|api\/content\/(vectorSearch|chatEngine)|public\/(pages|page-links)|analytics\/track|materials|embed\/material)(\/|$)/;
export const isWidgetApi = (path: string) => WIDGET_API.test(path);

/** The upload route reads its body itself (within UPLOAD_MAX_BYTES) once it knows the caller may upload. */
export const UPLOAD_PATH = '/v1/external/aws/upload';

/** Every request body's limit, by route: batches are larger, everything else is one JSON record or form. */
function bodyLimitOf(path: string): BodyLimit | null {
  if (path === UPLOAD_PATH || isMaterialUploadPath(path) || isProgramParsePath(path)) return null;
  const maxBytes = path.startsWith('/v1/api/content/create-many/') ? BATCH_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  return { maxBytes, message: `The body is too large: send at most ${maxBytes / 1048576} MB.` };
}

/**
 * The API under /v1 and the stored files under /files: every route declaration, its schemas and the
 * features behind them. `createApp` builds it on the first request that needs it (see lazyRoutes there).
 */
export function createApi(deps: Deps, onError: ErrorHandler<AppEnv> = errorHandler(deps.log)) {
  const api = routes();
  api.use(
    '*',
    cors({
      origin: (origin, c) =>
        isWidgetApi(c.req.path) || deps.config.corsOrigins.includes('*') || deps.config.corsOrigins.includes(origin)
          ? origin
          : null,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'x-api-key', 'x-chat-token'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  api.use('*', secureHeaders({ crossOriginResourcePolicy: false }));
  api.use('*', limitBodies(bodyLimitOf));
  api.use('*', safeJsonBodies);
  api.use('*', identify(deps));
  registerApiComponents(api);

  const data = dataAccessRoutes(deps);
  const files = fileRoutes(deps);
  api.route('/auth', authRoutes(deps));
  api.route('/api-keys', apiKeyRoutes(deps));
  api.route('/', lookupRoutes(deps));
  api.route('/', roleRoutes(deps));
  api.route('/', userAccountRoutes(deps));
  api.route('/', locationRoutes(deps));
  api.route('/external/cos', occupationRoutes(deps));
  api.route('/maps', mapRoutes(deps));
  api.route('/jobProfiles', jobProfileRoutes(deps));
  api.route('/wageSchedules', wageScheduleRoutes(deps));
  api.route('/progress', progressRoutes(deps));
  api.route('/', userProfileRoutes(deps));
  api.route('/', signatureRoutes(deps));
  api.route('/enrollments', enrollmentRoutes(deps));
  api.route('/courses', courseRoutes(deps));
  api.route('/access', accessCodeRoutes(deps));
  api.route('/public', publicPageRoutes(deps));
  api.route('/analytics', analyticsRoutes(deps));
  api.route('/invites', inviteRoutes(deps));
  api.route('/imports', importRoutes(deps));
  api.route('/program-import', programImportRoutes(deps));
  api.route('/invites', inviteSignUpRoutes(deps));
  api.route('/invites', inviteeRecordRoutes(deps));
  api.route('/public', publicSiteRoutes(deps));
  api.route('/', agreementRoutes(deps));
  api.route('/', registrationPacketRoutes(deps));
  api.route('/', workforceRoutes(deps));
  api.route('/compliance', complianceRoutes(deps));
  const assistant = assistantRoutes(deps);
  api.route('/assistant', assistant.sessions);
  api.route('/api/content', assistant.content);
  const materials = materialRoutes(deps);
  api.route('/materials', materials.materials);
  api.route('/materials', materialDraftRoutes(deps));
  api.route('/embed', materials.embed);
  api.route('/external/gmail', mailRoutes(deps));
  api.route('/external/aws', files.api);
  api.route('/actions', files.actions);
  api.route('/api/actions', files.actions);
  // The generic families come last so feature routes under the same prefixes win.
  api.route('/external/supabase', data.tables);
  api.route('/api/content', data.content);
  api.route('/external/firebase/store', data.store);

  // Built on first request, after every route above has joined the registry; then served with an ETag and
  // compressed once (the /api explorer revalidates it instead of downloading it on every visit).
  let document: GeneratedDocument | null = null;
  declare(
    api,
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      tags: ['meta'],
      auth: 'public',
      response: ZAnyRecord,
    },
    (c) =>
      preserialized(
        ZAnyRecord,
        (document ??= generatedDocument(
          JSON.stringify(openApiDocument(api, deps.config.publicUrl)),
          'application/json; charset=utf-8',
        )).answer(c),
      ),
  );

  const served = new Hono<AppEnv>();
  // The request's id comes from the app's request log, which saw the request first.
  served.use('*', async (c, next) => {
    c.set('requestId', requestIdOf(c.req.raw));
    await next();
  });
  served.onError(onError);
  served.notFound(notFound);
  served.route('/v1', api);
  served.route('/files', files.serve);
  return served;
}

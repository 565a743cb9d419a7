/**
 * Every visitor widget in Spanish (issue 28), for the hosted pages: `import('@pathcraft/widgets/spanish')`
 * before a page in Spanish renders. Elements on customer pages load only their own feature's module.
 */
import '../assistant/assistant.es.ts';
import '../enrollment/enrollment.es.ts';
import '../material/material.es.ts';
import '../public-page/public-page.es.ts';
import '../signature/signature.es.ts';
import '../training-plan/training-plan.es.ts';
import '../user-profile/user-profile.es.ts';
import '../wage-schedules/wage-schedules.es.ts';

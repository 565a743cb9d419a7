/**
 * Every visitor widget in Spanish (issue 28), for the hosted pages: `import('@pathcraft/widgets/spanish')`
 * before a page in Spanish renders. Elements on customer pages load only their own feature's module.
 */
import '../assistant/assistant.es.ts';
import '../enrollments/enrollments.es.ts';
import '../materials/materials.es.ts';
import '../materials/editor/editor.es.ts';
import '../public-pages/public-pages.es.ts';
import '../signatures/signatures.es.ts';
import '../training-plans/training-plans.es.ts';
import '../user-profiles/user-profiles.es.ts';
import '../wage-schedules/wage-schedules.es.ts';

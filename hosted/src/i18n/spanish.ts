/**
 * The hosted pages in Spanish (issue 28): loaded by main.tsx before a page in Spanish first
 * renders, never for English. The console, the organization area and program import speak it too
 * (one language on a screen: the refused-area notice and the compliance room were Spanish inside
 * an English frame); the API explorer stays English.
 */
import { translate } from '@pathcraft/sdk';
import '@pathcraft/widgets/spanish';
import { es as componentsEs } from '../components/components.messages.es.ts';
import { text as components } from '../components/components.messages.ts';
import { es as agreementsEs } from '../pages/agreements/agreements.messages.es.ts';
import { text as agreements } from '../pages/agreements/agreements.messages.ts';
import { es as assistantEs } from '../pages/assistant/assistant.messages.es.ts';
import { text as assistant } from '../pages/assistant/assistant.messages.ts';
import { es as complianceEs } from '../pages/console/compliance/compliance.messages.es.ts';
import { text as compliance } from '../pages/console/compliance/compliance.messages.ts';
import { es as consoleFormsEs } from '../pages/console/parts/console-forms.messages.es.ts';
import { formText as consoleForms } from '../pages/console/parts/console-forms.messages.ts';
import { es as consoleEs } from '../pages/console/parts/console.messages.es.ts';
import { text as consoleText } from '../pages/console/parts/console.messages.ts';
import { es as enrollmentsEs } from '../pages/enrollments/enrollments.messages.es.ts';
import { text as enrollments } from '../pages/enrollments/enrollments.messages.ts';
import { es as invitesEs } from '../pages/invites/invites.messages.es.ts';
import { text as invites } from '../pages/invites/invites.messages.ts';
import { es as jobProfilesEs } from '../pages/training-plans/external-training-plan.messages.es.ts';
import { text as jobProfiles } from '../pages/training-plans/external-training-plan.messages.ts';
import { es as loginEs } from '../pages/login/login.messages.es.ts';
import { text as login } from '../pages/login/login.messages.ts';
import { es as notFoundEs } from '../pages/not-found/not-found.messages.es.ts';
import { text as notFound } from '../pages/not-found/not-found.messages.ts';
import { es as programImportEs } from '../pages/program-import/program-import.messages.es.ts';
import { text as programImport } from '../pages/program-import/program-import.messages.ts';
import { es as orgEs } from '../pages/org/org.messages.es.ts';
import { orgText } from '../pages/org/org.messages.ts';
import { es as pageLinksEs } from '../pages/page-links/page-links.messages.es.ts';
import { text as pageLinks } from '../pages/page-links/page-links.messages.ts';
import { es as progressEs } from '../pages/progress/progress.messages.es.ts';
import { text as progress } from '../pages/progress/progress.messages.ts';
import { es as publicPagesEs } from '../pages/public-pages/public-pages.messages.es.ts';
import { text as publicPages } from '../pages/public-pages/public-pages.messages.ts';
import { es as publicSiteEs } from '../pages/public-site/public-site.messages.es.ts';
import { text as publicSite } from '../pages/public-site/public-site.messages.ts';
import { es as ssoEs } from '../pages/sso/sso.messages.es.ts';
import { text as sso } from '../pages/sso/sso.messages.ts';
import { es as trainingPlanEs } from '../pages/training-plans/training-plans.messages.es.ts';
import { text as trainingPlan } from '../pages/training-plans/training-plans.messages.ts';
import { es as userProfilesEs } from '../pages/user-profiles/user-profiles.messages.es.ts';
import { text as userProfiles } from '../pages/user-profiles/user-profiles.messages.ts';
import { es as wageSchedulesEs } from '../pages/wage-schedules/wage-schedules.messages.es.ts';
import { text as wageSchedules } from '../pages/wage-schedules/wage-schedules.messages.ts';

translate(components, componentsEs);
translate(compliance, complianceEs);
translate(consoleText, consoleEs);
translate(consoleForms, consoleFormsEs);
translate(orgText, orgEs);
translate(programImport, programImportEs);
translate(agreements, agreementsEs);
translate(assistant, assistantEs);
translate(enrollments, enrollmentsEs);
translate(progress, progressEs);
translate(invites, invitesEs);
translate(jobProfiles, jobProfilesEs);
translate(login, loginEs);
translate(notFound, notFoundEs);
translate(pageLinks, pageLinksEs);
translate(publicPages, publicPagesEs);
translate(publicSite, publicSiteEs);
translate(sso, ssoEs);
translate(trainingPlan, trainingPlanEs);
translate(userProfiles, userProfilesEs);
translate(wageSchedules, wageSchedulesEs);

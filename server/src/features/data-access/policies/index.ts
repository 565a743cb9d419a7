import type { TablePolicy } from '../policy.ts';
import * as apprenticeships from './apprenticeships.ts';
import * as assistant from './assistant.ts';
import * as content from './content.ts';
import * as courses from './courses.ts';
import * as identity from './identity.ts';
import * as organizations from './organizations.ts';
import * as pages from './pages.ts';
import * as platform from './platform.ts';
import * as progress from './progress.ts';

const POLICIES: TablePolicy[] = [
  identity,
  organizations,
  courses,
  apprenticeships,
  pages,
  content,
  assistant,
  platform,
  progress,
].flatMap((m) => Object.values(m) as TablePolicy[]);

/** Other names the older clients use for the same tables (docs/rules.md#data-access-api). */
const ALIASES: Record<string, string> = {
  organization: 'organizations',
  location: 'locations',
  cohort: 'cohorts',
  'chat-messages': 'chatMessages',
  chatMessageContent: 'chatMessageContents',
  resourceGroup: 'resourceGroups',
  fileRecords: 'files',
  assistantIntegrations: 'integrations',
  sections: 'courseTopics',
};

const byName = new Map(POLICIES.map((p) => [p.name, p]));

export function findPolicy(name: string): TablePolicy | undefined {
  return byName.get(ALIASES[name] ?? name);
}

export function allPolicies(): readonly TablePolicy[] {
  return POLICIES;
}

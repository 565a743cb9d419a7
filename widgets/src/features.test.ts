import { describe, expect, it } from 'vitest';
import { PATHCRAFT_ELEMENTS, type PathcraftElementTag } from '@pathcraft/sdk/embed';
import { attributes as assistant } from './assistant/AssistantElement.tsx';
import { attributes as enroll } from './enrollments/EnrollElement.tsx';
import { features } from './features.ts';
import { attributes as page } from './public-pages/PageElement.tsx';
import { attributes as progress } from './progress/ProgressElement.tsx';
import { attributes as signature } from './signatures/SignatureElement.tsx';
import { attributes as trainingPlan } from './training-plans/TrainingPlanElement.tsx';
import { attributes as userProfile } from './user-profiles/UserProfileElement.tsx';
import { attributes as wageSchedules } from './wage-schedules/WageSchedulesElement.tsx';

/** What each element observes and parses, as its feature defines it. */
const defined: Record<PathcraftElementTag, Readonly<Record<string, string>>> = {
  'pathcraft-training-plan': trainingPlan,
  'pathcraft-assistant': assistant,
  'pathcraft-wage-schedules': wageSchedules,
  'pathcraft-user-profile': userProfile,
  'pathcraft-signature': signature,
  'pathcraft-enroll': enroll,
  'pathcraft-page': page,
  'pathcraft-progress': progress,
};

// The sdk's element table is what customers' types and the React components are made from.
describe('the elements embed.js defines', () => {
  it('are the elements the sdk declares', () => {
    expect(Object.keys(features).sort()).toEqual(Object.keys(PATHCRAFT_ELEMENTS).sort());
  });

  it.each(Object.keys(PATHCRAFT_ELEMENTS) as PathcraftElementTag[])(
    '%s takes the attributes the sdk declares, with their types',
    (tag) => {
      expect(defined[tag]).toEqual(PATHCRAFT_ELEMENTS[tag].attributes);
    },
  );
});

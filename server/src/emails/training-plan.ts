import { planEmailSubject, trainingProgramsTitle } from '@pathcraft/sdk';
import { type Branding, DEFAULT_BRANDING, renderEmail } from './render.ts';

/** One listed item: a skill or knowledge item (importance), a certification (type) or a program (school). */
export interface PlanItem {
  name: string;
  id: string;
  detail: string | null;
}

/** The nearest registered apprenticeship sponsors of the plan's occupation (issue 28): a short list with their profiles. */
export interface PlanSponsors {
  /** 'Nearest to Pittsburgh, PA 15238' */
  heading: string;
  /** Said when the place's state is not in the data (California). */
  note: string | null;
  items: { name: string; detail: string; url: string }[];
  source: string;
}

/** The 'Training Plan' e-mail (docs/rules.md#e-mails). */
export interface TrainingPlanEmailProps {
  planId: string;
  occupation: { title: string; code: string; description: string };
  location: string | null;
  skills: PlanItem[];
  knowledge: PlanItem[];
  certifications: PlanItem[];
  programs: PlanItem[];
  /** Absent without a place, or when no sponsor trains the occupation. */
  sponsors?: PlanSponsors | null;
  getStartedUrl: string;
}

export const trainingPlanEmailSample: TrainingPlanEmailProps = {
  planId: 'Jq3LkP8sVw2XnR7tYc4e',
  occupation: {
    title: 'Computer Numerically Controlled Tool Operators',
    code: '51-9161.00',
    description:
      'Operate computer-controlled tools, machines, or robots to machine or process parts, tools, or other work pieces made of metal, plastic, wood, stone, or other materials. May also set up and maintain equipment.',
  },
  location: 'Pittsburgh, PA 15238',
  skills: [
    { name: 'Operation and Control', id: '2.B.3.h', detail: 'Importance 78' },
    { name: 'Operations Monitoring', id: '2.B.3.g', detail: 'Importance 78' },
    { name: 'Quality Control Analysis', id: '2.B.3.m', detail: 'Importance 72' },
  ],
  knowledge: [
    { name: 'Mechanical', id: '2.C.3.e', detail: 'Importance 80' },
    { name: 'Mathematics', id: '2.C.4.a', detail: 'Importance 66' },
  ],
  certifications: [
    { name: 'Machining Level I - CNC Turning: Operations', id: '1793', detail: 'Core' },
    { name: 'CNC Lathe Operations', id: '5361', detail: 'Core' },
  ],
  programs: [
    { name: 'Machine Shop Technology/Assistant', id: '211343480503', detail: 'Butler County Community College' },
  ],
  getStartedUrl: 'http://localhost:3000/external/job-profiles/Jq3LkP8sVw2XnR7tYc4e',
};

export const SPONSORS_TITLE = 'Registered apprenticeship sponsors';

function sectionsOf(p: TrainingPlanEmailProps) {
  return [
    { title: 'Skills', items: p.skills },
    { title: 'Knowledge', items: p.knowledge },
    { title: 'Certifications', items: p.certifications },
    { title: trainingProgramsTitle(p.programs.length), items: p.programs },
  ];
}

export function trainingPlanEmail(props: TrainingPlanEmailProps, branding: Branding = {}) {
  const sections = sectionsOf(props);
  const counts = sections.map((s) => ({ count: s.items.length, label: s.title }));
  const sponsors = props.sponsors?.items.length ? { ...props.sponsors, title: SPONSORS_TITLE } : null;
  const html = renderEmail('training-plan', 'Training Plan', { ...props, counts, sections, sponsors }, branding);
  return { subject: planEmailSubject(props.occupation.title), html, text: trainingPlanText(props, branding) };
}

/** The plain-text twin, written out rather than stripped from the HTML so the lists stay readable. */
function trainingPlanText(p: TrainingPlanEmailProps, branding: Branding): string {
  const sections = sectionsOf(p);
  const lines = [
    'Training Plan',
    '',
    `${p.occupation.title} (${p.occupation.code})`,
    ...(p.location ? [p.location] : []),
    '',
    p.occupation.description,
    '',
    sections.map((s) => `${s.items.length} ${s.title}`).join(' · '),
  ];
  for (const s of sections) {
    if (!s.items.length) continue;
    lines.push('', s.title, ...s.items.map((i) => `- ${i.name} (ID: ${i.id})${i.detail ? ` — ${i.detail}` : ''}`));
  }
  if (p.sponsors?.items.length) {
    const { heading, note, items, source } = p.sponsors;
    lines.push(
      '',
      SPONSORS_TITLE,
      heading,
      ...(note ? [note] : []),
      ...items.map((i) => `- ${i.name} — ${i.detail}: ${i.url}`),
      source,
    );
  }
  lines.push(
    '',
    'Ready to turn this plan into a training pathway?',
    `Get Started: ${p.getStartedUrl}`,
    '',
    `Plan ID: ${p.planId}`,
    '',
    `Powered by ${branding.poweredByName ?? DEFAULT_BRANDING.poweredByName}`,
  );
  return lines.join('\n');
}

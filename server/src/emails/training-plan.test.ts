import { describe, expect, it } from 'vitest';
import { trainingPlanCreatedEmail, trainingPlanCreatedSample } from './training-plan-created.ts';
import { trainingPlanEmail, trainingPlanEmailSample as sample } from './training-plan.ts';

describe('the Training Plan e-mail', () => {
  const mail = trainingPlanEmail(sample, {
    logoUrl: 'https://cdn.example.org/logo.png',
    brandName: 'Three Rivers Workforce Partnership',
  });

  it("is titled 'Training plan: {title}', 500 px wide, with the logo and 'Powered by'", () => {
    expect(mail.subject).toBe('Training plan: Computer Numerically Controlled Tool Operators');
    expect(mail.html).toContain('width="500"');
    expect(mail.html).toContain('<img src="https://cdn.example.org/logo.png" alt="Three Rivers Workforce Partnership"');
    expect(mail.html).toContain('Powered by');
  });

  it('shows the occupation, its code, description and location, then the four counts', () => {
    expect(mail.html).toContain('>Computer Numerically Controlled Tool Operators</h2>');
    expect(mail.html).toContain('Occupation code 51-9161.00 &middot; Pittsburgh, PA 15238');
    expect(mail.html).toContain('May also set up and maintain equipment.');
    const counts = [
      ...mail.html.matchAll(/<div style="font-size:20px;font-weight:bold;">(\d+)<\/div><div[^>]*>([^<]+)<\/div>/g),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(counts).toEqual(['3 Skills', '2 Knowledge', '2 Certifications', '1 Training Program']);
  });

  it('lists each item with its name, id and importance, type or school', () => {
    expect(mail.html).toMatch(
      /Operation and Control<br><span[^>]*>ID: 2\.B\.3\.h<\/span><\/td><td[^>]*>Importance 78</,
    );
    expect(mail.html).toMatch(/CNC Lathe Operations<br><span[^>]*>ID: 5361<\/span><\/td><td[^>]*>Core</);
    expect(mail.html).toMatch(
      /Machine Shop Technology\/Assistant<br><span[^>]*>ID: 211343480503<\/span><\/td><td[^>]*>Butler County Community College</,
    );
  });

  it('ends with the Get Started call to action and the Plan ID', () => {
    expect(mail.html).toContain(`<a href="${sample.getStartedUrl}"`);
    expect(mail.html).toMatch(/>Get Started<\/a>/);
    expect(mail.html).toContain('Plan ID: Jq3LkP8sVw2XnR7tYc4e');
  });

  it('has a readable plain-text twin', () => {
    expect(mail.text).toBe(
      [
        'Training Plan',
        '',
        'Computer Numerically Controlled Tool Operators (51-9161.00)',
        'Pittsburgh, PA 15238',
        '',
        sample.occupation.description,
        '',
        '3 Skills · 2 Knowledge · 2 Certifications · 1 Training Program',
        '',
        'Skills',
        '- Operation and Control (ID: 2.B.3.h) — Importance 78',
        '- Operations Monitoring (ID: 2.B.3.g) — Importance 78',
        '- Quality Control Analysis (ID: 2.B.3.m) — Importance 72',
        '',
        'Knowledge',
        '- Mechanical (ID: 2.C.3.e) — Importance 80',
        '- Mathematics (ID: 2.C.4.a) — Importance 66',
        '',
        'Certifications',
        '- Machining Level I - CNC Turning: Operations (ID: 1793) — Core',
        '- CNC Lathe Operations (ID: 5361) — Core',
        '',
        'Training Program',
        '- Machine Shop Technology/Assistant (ID: 211343480503) — Butler County Community College',
        '',
        'Ready to turn this plan into a training pathway?',
        `Get Started: ${sample.getStartedUrl}`,
        '',
        'Plan ID: Jq3LkP8sVw2XnR7tYc4e',
        '',
        'Powered by Pathcraft',
      ].join('\n'),
    );
  });

  it('escapes every text it is given', () => {
    const html = trainingPlanEmail({
      ...sample,
      occupation: { ...sample.occupation, title: '<img src=x onerror=alert(1)>' },
      location: 'A & B',
    }).html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toContain('A &amp; B');
  });

  it("says 'Training Programs' for none and leaves empty lists out", () => {
    const html = trainingPlanEmail({ ...sample, programs: [], certifications: [] }).html;
    expect(html).toMatch(/>0<\/div><div[^>]*>Training Programs</);
    expect(html).not.toContain('<h3 style="margin:20px 0 6px;font-size:15px;">Certifications</h3>');
  });
});

describe("the 'Training Plan Created' notice", () => {
  it('lists who shared which plan and when', () => {
    const mail = trainingPlanCreatedEmail(trainingPlanCreatedSample);
    expect(mail.subject).toBe('Training Plan Created');
    expect(mail.text.split('\n').slice(2, 10)).toEqual([
      'Name: Dana Whitfield',
      'E-mail: dana.whitfield@keystoneprecision.example',
      'Phone: 412-555-0148',
      'Company: Keystone Precision Machining',
      'Date: 03/05/2026 2:07 PM',
      'Occupation: Computer Numerically Controlled Tool Operators (51-9161.00)',
      'Location: Pittsburgh, PA 15238',
      'Plan ID: Jq3LkP8sVw2XnR7tYc4e',
    ]);
    expect(mail.html).toContain('width="500"');
    expect(mail.html).toMatch(/Company<\/td><td[^>]*>Keystone Precision Machining</);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCertificateModal } from './CreateCertificateModal.tsx';
import { CreateSkillModal } from './CreateSkillModal.tsx';
import { EditOccupationModal } from './EditOccupationModal.tsx';
import { cncDetail } from './fixtures.ts';
import { SharePlanModal } from './SharePlanModal.tsx';
import { cleanup, mount, type Rendered } from './test-render.tsx';

afterEach(cleanup);

/** The message under each field, by field name. */
const errorsOf = (r: Rendered) =>
  Object.fromEntries(
    Array.from(r.container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).map((f) => [
      f.getAttribute('name'),
      r.container.querySelector(`[id="${f.getAttribute('aria-describedby')}"]`)?.textContent,
    ]),
  );
const dialogTitle = (r: Rendered) => r.container.querySelector('[role="dialog"] h2')!.textContent;

describe('SharePlanModal', () => {
  const fill = async (r: Rendered, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await r.type(label, value);
  };

  it('shows every field’s error under it and sends nothing', async () => {
    const onShare = vi.fn();
    const r = await mount(<SharePlanModal onShare={onShare} onClose={() => {}} />);
    expect(dialogTitle(r)).toBe('Share Training Plan');
    await r.click(r.button('Send'));
    expect(errorsOf(r)).toEqual({
      name: 'Name must be at least 3 characters.',
      companyName: 'Organization name must be at least 3 characters.',
      phone: 'Phone must be at least 7 characters.',
      email: 'Enter a valid e-mail address.',
    });
    expect(onShare).not.toHaveBeenCalled();
  });

  it.each([
    ['Name', 'Al', 'name', 'Name must be at least 3 characters.'],
    ['Organization name', 'AC', 'companyName', 'Organization name must be at least 3 characters.'],
    ['Phone', '412555', 'phone', 'Phone must be at least 7 characters.'],
    ['E-mail', 'ann@', 'email', 'Enter a valid e-mail address.'],
  ])('says what is wrong when %s is %j', async (label, value, name, message) => {
    const onShare = vi.fn();
    const r = await mount(<SharePlanModal onShare={onShare} onClose={() => {}} />);
    await fill(r, {
      Name: 'Ann Lee',
      'Organization name': 'ACME Tooling',
      Phone: '412-555-0100',
      'E-mail': 'ann@example.com',
      [label]: value,
    });
    await r.click(r.button('Send'));
    expect(errorsOf(r)).toEqual({ [name]: message });
    expect(onShare).not.toHaveBeenCalled();
  });

  it('sends a complete form, and after a failure lets the visitor send again', async () => {
    const onShare = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const r = await mount(<SharePlanModal onShare={onShare} onClose={() => {}} />);
    await fill(r, {
      Name: ' Ann Lee ',
      'Organization name': 'ACME Tooling',
      Phone: '412-555-0100',
      'E-mail': 'ann@example.com',
    });
    await r.click(r.button('Send'));
    expect(onShare).toHaveBeenCalledWith({
      name: 'Ann Lee',
      companyName: 'ACME Tooling',
      phone: '412-555-0100',
      email: 'ann@example.com',
    });
    expect(errorsOf(r)).toEqual({});
    expect(r.button('Send').disabled).toBe(false);
    await r.click(r.button('Send'));
    expect(onShare).toHaveBeenCalledTimes(2);
    expect(r.button('Sending...').disabled).toBe(true);
  });
});

describe('EditOccupationModal', () => {
  const skills = cncDetail.SkillsDataList;

  it('needs at least one skill', async () => {
    const onSave = vi.fn();
    const r = await mount(
      <EditOccupationModal
        category="skills"
        available={skills}
        selected={[skills[0]!]}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    expect(dialogTitle(r)).toBe('Choose Skills');
    const boxes = r.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(Array.from(boxes).map((b) => b.checked)).toEqual(skills.map((_, i) => i === 0));
    await r.click(boxes[0]!);
    await r.click(r.button('Save'));
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe('Select at least one.');
    expect(onSave).not.toHaveBeenCalled();

    await r.click(boxes[3]!);
    expect(r.container.querySelector('[role="alert"]')).toBeNull();
    await r.click(boxes[1]!);
    await r.click(r.button('Save'));
    expect(onSave).toHaveBeenCalledWith([skills[1], skills[3]]);
  });

  it("shows 'Select at least one.' in the footer beside Save, not under the list", async () => {
    const r = await mount(
      <EditOccupationModal
        category="knowledge"
        available={cncDetail.KnowledgeDataList}
        selected={[]}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    await r.click(r.button('Save'));
    const alert = r.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Select at least one.');
    expect(alert.closest('.pc-modal__footer')).toBe(r.button('Save').closest('.pc-modal__footer'));
    expect(alert.closest('.pc-modal__body')).toBeNull();
    expect(r.container.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('lets a plan have no certifications', async () => {
    const onSave = vi.fn();
    const certs = cncDetail.CertList!;
    const r = await mount(
      <EditOccupationModal category="certs" available={certs} selected={certs} onSave={onSave} onClose={() => {}} />,
    );
    expect(dialogTitle(r)).toBe('Choose Certifications');
    for (const box of Array.from(r.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')))
      await r.click(box);
    await r.click(r.button('Save'));
    expect(onSave).toHaveBeenCalledWith([]);
  });
});

describe('CreateSkillModal', () => {
  it('checks the skill with the sdk’s rules and creates it', async () => {
    const onCreate = vi.fn();
    const r = await mount(<CreateSkillModal onCreate={onCreate} onClose={() => {}} />);
    expect(dialogTitle(r)).toBe('Create Skill');
    await r.type('Importance (1-100)', '101');
    await r.click(r.button('Save'));
    expect(errorsOf(r)).toEqual({
      ElementName: 'Name is required.',
      ElementDescription: 'Description is required.',
      DataValue: 'Difficulty is required.',
      Importance: 'Importance is 1 to 100.',
    });
    await r.type('Name', 'Blueprint Reading');
    await r.type('Description', 'Reading shop drawings and GD&T callouts.');
    await r.type('Difficulty (1-5)', '3');
    await r.type('Importance (1-100)', '70');
    await r.click(r.button('Save'));
    expect(onCreate).toHaveBeenCalledWith({
      ElementName: 'Blueprint Reading',
      ElementDescription: 'Reading shop drawings and GD&T callouts.',
      DataValue: 3,
      Importance: 70,
    });
  });
});

/** Every field of the certificate form, with these two web addresses as typed. */
async function fillCertificate(r: Rendered, url: string, organizationUrl: string) {
  await r.type('Name', 'Forklift Operator');
  await r.type('Acronym', 'PIT');
  await r.type('Type', 'Core');
  await r.type('Web address', url);
  await r.type('Description', 'Powered industrial truck operation.');
  await r.type('Organization', 'OSHA');
  await r.type('Organization web address', organizationUrl);
  await r.type('Organization address', '200 Constitution Ave NW, Washington, DC');
}

describe('CreateCertificateModal', () => {
  it('needs every field, including the type, and real web addresses', async () => {
    const onCreate = vi.fn();
    const r = await mount(<CreateCertificateModal onCreate={onCreate} onClose={() => {}} />);
    expect(dialogTitle(r)).toBe('Create Certificate');
    await r.click(r.button('Save'));
    expect(Object.keys(errorsOf(r)).sort()).toEqual([
      'Acronym',
      'Description',
      'Name',
      'Organization',
      'OrganizationAddress',
      'OrganizationUrl',
      'Type',
      'Url',
    ]);
    expect(errorsOf(r).Type).toBe('Type is required.');

    await fillCertificate(r, 'javascript:alert(1)', 'https://www.osha.gov');
    await r.click(r.button('Save'));
    expect(errorsOf(r)).toEqual({ Url: 'Enter a web address.' });
    await r.type('Web address', 'https://www.osha.gov/powered-industrial-trucks');
    await r.click(r.button('Save'));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        Name: 'Forklift Operator',
        Type: 'Core',
        Url: 'https://www.osha.gov/powered-industrial-trucks',
      }),
    );
  });
  it('takes a web address as a person types it, without https:// (on a phone most do)', async () => {
    // 'www.osha.gov' was refused with 'Enter a web address.': the visitor had entered one.
    const onCreate = vi.fn();
    const r = await mount(<CreateCertificateModal onCreate={onCreate} onClose={() => {}} />);
    await fillCertificate(r, 'www.osha.gov/powered-industrial-trucks', ' osha.gov ');
    await r.click(r.button('Save'));
    expect(errorsOf(r)).toEqual({});
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        Url: 'https://www.osha.gov/powered-industrial-trucks',
        OrganizationUrl: 'https://osha.gov',
      }),
    );
  });
});

import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Deps } from '../../platform/deps.ts';
import { orgOf } from './program-context.ts';

export interface SignedCopy {
  orgId: string;
  /** 'Employer Agreement', 'Apprentice Agreement'. */
  title: string;
  /** The file name the PDF is attached under (without .pdf). */
  fileTitle: string;
  pdf: Uint8Array;
  /** The people allowed to read the document: the signer(s) and the sponsor. */
  recipients: { name: string | null; email: string | null | undefined }[];
  /** A line for what the copy holds (the apprentice's private information). */
  note?: string;
}

/**
 * After signing, every party allowed to read the agreement receives the
 * signed PDF (the stored file, whose hash the record keeps) by e-mail, as
 * DocuSeal and Documenso do: one message each, through the outbox and the
 * mailer. The signing is already committed, so a failure is logged, not
 * answered to the signer.
 */
export async function sendSignedCopies(deps: Pick<Deps, 'db' | 'mailer' | 'log'>, copy: SignedCopy): Promise<void> {
  const org = await orgOf(deps.db, copy.orgId);
  const brand = org?.name ?? 'Pathcraft';
  const seen = new Set<string>();
  for (const person of copy.recipients) {
    const email = person.email?.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    const greeting = person.name ? `Hello ${person.name},` : 'Hello,';
    const body = [
      greeting,
      `The ${copy.title} of ${brand} is signed. The signed copy is attached to this message: keep it for your records.`,
      copy.note,
    ]
      .filter(Boolean)
      .join('\n\n');
    const mail = genericEmail(
      { title: `Signed: ${copy.title}`, bodyHtml: textToHtml(body) },
      { brandName: brand, logoUrl: org?.orgLogo ?? null },
    );
    try {
      await deps.mailer.send({
        to: email,
        ...mail,
        orgId: copy.orgId,
        attachments: [
          {
            filename: `${copy.fileTitle.replace(/[^A-Za-z0-9 ._-]/g, '')}.pdf`,
            content: copy.pdf,
            contentType: 'application/pdf',
          },
        ],
      });
    } catch (err) {
      deps.log.error('signed copy not sent', {
        orgId: copy.orgId,
        title: copy.title,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}

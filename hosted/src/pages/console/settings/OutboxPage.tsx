import { formatDateTime } from '@pathcraft/sdk';
import { useState } from 'react';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { useList } from '../parts/use-list.ts';
import { EmailAddress } from '../../../components/EmailAddress.tsx';

interface MailRow {
  id: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  html: string | null;
  text: string | null;
}

/** Every e-mail the platform sent or stored, readable without an SMTP server (the embedded default). */
export default function OutboxPage() {
  return <ConsoleShell>{() => <Outbox />}</ConsoleShell>;
}

function Outbox() {
  const mail = useList<MailRow>('mailOutbox', { limit: 100 });
  const [open, setOpen] = useState<MailRow | null>(null);
  return (
    <>
      <DataTable
        caption={text.outbox.caption}
        rows={mail.data?.items}
        list={mail}
        loading={mail.loading}
        error={mail.error}
        empty={text.outbox.empty}
        columns={[
          { header: text.outbox.sent, cell: (m) => formatDateTime(m.createdAt) },
          { header: text.outbox.to, cell: (m) => <EmailAddress address={m.to} />, csv: (m) => m.to },
          {
            header: text.outbox.subject,
            cell: (m) => (
              <button type="button" className="pc-button pc-button--link" onClick={() => setOpen(m)}>
                {m.subject}
              </button>
            ),
          },
          { header: text.common.status, cell: (m) => m.status },
        ]}
      />
      {open && (
        <section className="mail-preview" aria-label={text.outbox.previewLabel(open.subject)}>
          <header>
            <strong>{open.subject}</strong>
            {text.outbox.toAddress(open.to)}
            <button type="button" className="pc-button pc-button--secondary" onClick={() => setOpen(null)}>
              {text.common.close}
            </button>
          </header>
          {/* Sandboxed: stored HTML can't run scripts or reach this page. */}
          {open.html ? <iframe title={text.outbox.content} sandbox="" srcDoc={open.html} /> : <pre>{open.text}</pre>}
        </section>
      )}
    </>
  );
}

import { useState } from 'react';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
import { useList } from './use-list.ts';

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
        caption="Outbox"
        rows={mail.data?.items}
        list={mail}
        loading={mail.loading}
        error={mail.error}
        empty="No e-mails yet."
        columns={[
          { header: 'Sent', cell: (m) => new Date(m.createdAt).toLocaleString() },
          { header: 'To', cell: (m) => m.to },
          {
            header: 'Subject',
            cell: (m) => (
              <button type="button" className="pc-button pc-button--link" onClick={() => setOpen(m)}>
                {m.subject}
              </button>
            ),
          },
          { header: 'Status', cell: (m) => m.status },
        ]}
      />
      {open && (
        <section className="mail-preview" aria-label={`E-mail: ${open.subject}`}>
          <header>
            <strong>{open.subject}</strong> to {open.to}
            <button type="button" className="pc-button pc-button--secondary" onClick={() => setOpen(null)}>
              Close
            </button>
          </header>
          {/* Sandboxed: stored HTML can't run scripts or reach this page. */}
          {open.html ? <iframe title="E-mail content" sandbox="" srcDoc={open.html} /> : <pre>{open.text}</pre>}
        </section>
      )}
    </>
  );
}

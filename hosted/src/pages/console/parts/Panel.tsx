import type { ReactNode } from 'react';

/**
 * A titled part of a console page (a class's sections, cohorts, roster): its header holds the
 * heading the section is named by and the list's tools (filters, Add) on the right.
 */
export function Panel({
  id,
  title,
  tools,
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="panel">
      <div className="panel__head">
        <h2 id={id}>{title}</h2>
        {tools ? <div className="panel__tools">{tools}</div> : null}
      </div>
      {children}
    </section>
  );
}

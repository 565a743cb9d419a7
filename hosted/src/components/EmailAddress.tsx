import { Fragment, type ReactNode } from 'react';

/** A part of an address with a <wbr> before each of its dots. */
const breakingBeforeDots = (part: string): ReactNode[] =>
  part.split(/(?=\.)/).map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a piece is its place in the part
    <Fragment key={i}>
      {i ? <wbr /> : null}
      {piece}
    </Fragment>
  ));

/**
 * An e-mail address that wraps, where a narrow screen needs it to, after its @ ('karen.novak@' /
 * 'demo.pathcraft.test'), and inside a name or domain only before a dot when that is still too long
 * for the line: never in the middle of a word. The breaks are <wbr>, so the address reads, copies and
 * finds as written (.email-address in app.css).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const halves = at < 0 ? [address] : [address.slice(0, at + 1), address.slice(at + 1)];
  return (
    <span className="email-address">
      {halves.map((half, i) => (
        <Fragment key={half}>
          {i ? <wbr /> : null}
          <span className="email-address__part">{breakingBeforeDots(half)}</span>
        </Fragment>
      ))}
    </span>
  );
}

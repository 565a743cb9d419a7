/**
 * An e-mail address that wraps on a phone only after its @ ('karen.novak@' / 'demo.pathcraft.test'),
 * never inside its name or domain; a name or domain longer than a whole line still breaks rather than
 * scroll sideways. The break is a zero-width space drawn before the domain on a phone (.email-address
 * in app.css): not a character of the text, so the address copies, finds and reads as written (a <wbr>
 * or an inline-block would make a screen reader's cell name 'karen.novak@ demo.pathcraft.test').
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <span className="email-address">{address}</span>;
  return (
    <span className="email-address">
      {address.slice(0, at + 1)}
      <span className="email-address__domain">{address.slice(at + 1)}</span>
    </span>
  );
}

/** An e-mail address that may wrap after the "@" on a narrow screen rather than in the middle of a word. */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}

/**
 * An email address that wraps only where a reader expects it: before the "@" and after each dot
 * of the domain, never in the middle of a name ("marko@lo / vcen-tech").
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </span>
      ))}
    </>
  );
}

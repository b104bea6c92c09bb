import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to: after the '@' and before each '.', never inside a part
 * (a narrow column otherwise breaks 'admin@acme-heating.test' letter by letter, or at its hyphen, which reads as
 * two addresses). Each part keeps to one line; the parts of real addresses fit a phone's column.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

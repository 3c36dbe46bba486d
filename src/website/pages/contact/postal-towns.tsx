import { addressLine } from '@/shared/postal-code';
import { CONTACT } from '../../strings';
import { Field } from './field';
import type { PostalFill } from './use-postal-fill';

/** What the postal code's lookup did, read out as it changes. */
export function postalHint(postal: PostalFill) {
  const text = {
    idle: CONTACT.postalHint,
    searching: CONTACT.postalSearching,
    found: postal.filled
      ? CONTACT.postalFilled
      : postal.line
        ? CONTACT.postalFound(postal.line)
        : CONTACT.postalSeveral,
    none: CONTACT.postalNotFound,
    failed: CONTACT.postalFailed,
  }[postal.status];
  return <span aria-live="polite">{text}</span>;
}

/** The towns of a code several towns share: picking one fills it in. */
export function PostalTowns({ postal }: { postal: PostalFill }) {
  if (postal.towns.length < 2) return null;
  return (
    <Field
      id="contact-postalTown"
      label={CONTACT.townLabel}
      hint={CONTACT.townHint}
    >
      <select
        id="contact-postalTown"
        value={postal.picked < 0 ? '' : String(postal.picked)}
        onChange={(e) => e.target.value && postal.pick(Number(e.target.value))}
      >
        <option value="">{CONTACT.townPlaceholder}</option>
        {postal.towns.map((t, i) => (
          <option key={i} value={i}>
            {addressLine(t).slice(postal.line.length) || addressLine(t)}
          </option>
        ))}
      </select>
    </Field>
  );
}

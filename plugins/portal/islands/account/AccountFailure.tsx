import { FailureNote } from '../load-state.tsx';

/**
 * A failure of the account screen (role="alert", customer-area §8): `text` (the screen's load failure,
 * or 'Something went wrong. Please verify your input is correct and try again later.' for a change),
 * then the account API's own message such as 'Timeout'.
 */
export function AccountFailure({ text, error }: { text: string; error: unknown }) {
  return (
    <FailureNote
      text={text}
      error={error}
      className="sf-account__failure"
      detailClassName="sf-account__detail"
    />
  );
}

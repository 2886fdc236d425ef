import { buildMailtoHref, type MailtoFields } from '../../../core/text/mailto.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import { EmailLink } from '../../../runtime/ui/EmailLink.tsx';
import { Input } from '../../../runtime/ui/Input.tsx';
import { styleGuideHref } from '../pages.ts';
import { Section } from '../StyleGuideLayout.tsx';

/** Example links, from a bare address to several recipients with subject and a multi-line body. */
export const EMAIL_LINK_EXAMPLES: MailtoFields[] = [
  { to: 'info@machinery-group.test' },
  { to: 'service@machinery-group.test', subject: 'Service request: CrimpCenter 36 S' },
  {
    to: ['sales@machinery-group.test', 'support@machinery-group.test'],
    subject: 'Quote & delivery time',
    body: 'Hello,\nplease send me a quote for 2 machines.\n\nThank you',
  },
  { to: 'press@machinery-group.test', cc: 'media@machinery-group.test', subject: 'Interview request' },
];

/** Props of {@link EmailLinksPage}. */
export interface EmailLinksPageProps {
  /** The page's query: `to`, `subject`, `body` fill the builder (a plain GET form, no script). */
  query: URLSearchParams;
}

/** A builder for `mailto:` links and a table of examples (tools/email-links, public-site §2). */
export function EmailLinksPage({ query }: EmailLinksPageProps) {
  const fields = {
    to: query.get('to') ?? '',
    subject: query.get('subject') ?? '',
    body: query.get('body') ?? '',
  };
  const built = fields.to === '' ? null : tryBuild(fields);
  return (
    <>
      <Section title="Builder" note="Subject and body are percent-encoded; line breaks become CRLF.">
        <form className="sf-style-guide__form" method="get" action={styleGuideHref('/tools/email-links')}>
          <Input
            id="email-to"
            name="to"
            type="email"
            label="To"
            defaultValue={fields.to}
            required
            error={built?.error ?? false}
          />
          <Input id="email-subject" name="subject" label="Subject" defaultValue={fields.subject} />
          <div className="sf-field">
            <label className="sf-field__label" htmlFor="email-body">
              Body
            </label>
            <textarea
              className="sf-field__input"
              id="email-body"
              name="body"
              rows={4}
              defaultValue={fields.body}
            />
          </div>
          <Button type="submit" icon="Subscribe">
            Build link
          </Button>
        </form>
        {built?.href && (
          <div className="sf-style-guide__result" aria-live="polite">
            <p className="sf-style-guide__caption">Result</p>
            <p>
              <EmailLink {...fields}>Send e-mail to {fields.to}</EmailLink>
            </p>
            <pre className="sf-style-guide__code">
              <code>{built.href}</code>
            </pre>
          </div>
        )}
      </Section>
      <Section title="Examples">
        <table className="sf-style-guide__table">
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col">href</th>
            </tr>
          </thead>
          <tbody>
            {EMAIL_LINK_EXAMPLES.map((example) => {
              const href = buildMailtoHref(example);
              return (
                <tr key={href}>
                  <td>
                    <EmailLink {...example} />
                  </td>
                  <td>
                    <code>{href}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
    </>
  );
}

function tryBuild(fields: MailtoFields): { href: string; error: null } | { href: null; error: true } {
  try {
    return { href: buildMailtoHref(fields), error: null };
  } catch {
    // The builder's own form shows the field's default message: 'Please enter a valid value.'
    return { href: null, error: true };
  }
}

import type { FormIslandProps } from '../../../runtime/ui/modules/view.ts';
import { FormShell } from './FormShell.tsx';
import { type FieldGroup, field } from './fields.ts';

/**
 * Feedback on a story (public-site §3 story feedback: first and last name, company, country, message),
 * sent with the path of the story page it is on. A contact form: it promises an answer within 24 hours.
 */
export function StoryFeedbackForm(props: FormIslandProps) {
  return (
    <FormShell
      {...props}
      contact
      submitLabel="submit"
      groups={storyFeedbackGroups}
      extraFields={() => ({ story: window.location.pathname })}
    />
  );
}

/** The story feedback's fields, in one group. */
export function storyFeedbackGroups(): FieldGroup[] {
  return [
    {
      fields: [
        field.text('firstName', 'given-name'),
        field.text('lastName', 'family-name'),
        field.text('company', 'organization'),
        field.country('country'),
        field.textarea('message'),
      ],
    },
  ];
}

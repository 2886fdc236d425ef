import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatMessage } from '../../../../core/text/format-message.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { Checkbox } from '../../../../runtime/ui/Checkbox.tsx';
import { Input } from '../../../../runtime/ui/Input.tsx';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { applicationLabel } from './access-rows.ts';
import { checkInvite, type InviteFeedback, inviteFailure, readInviteForm } from './invite-form.ts';
import type { UserAdminLabels } from './labels.ts';
import {
  type AdminApplication,
  type AdminOrganization,
  type AdminUser,
  INVITE_USER_MUTATION,
} from './queries.ts';
import { userPath } from './users.ts';

/** Props of {@link InviteForm}. */
export interface InviteFormProps {
  session: PortalSession;
  labels: UserAdminLabels;
  /** The admin's organizations (the only ones they may invite into). */
  organizations: readonly AdminOrganization[];
  /** The applications that can be granted with the invite. */
  applications: readonly AdminApplication[];
  /** Called with the invited user as the SIS answers it (status invited for each chosen application). */
  onInvited(user: AdminUser): void;
}

/**
 * The invite-user form (customer-area §3 invite: e-mail, organization, applications; §5 messages; §8
 * 'The user already exists' with a link to the profile). The organization is preselected when the admin
 * has only one. After an invite the form is cleared and a note links to the new user.
 */
export function InviteForm({ session, labels, organizations, applications, onInvited }: InviteFormProps) {
  const [feedback, setFeedback] = useState<InviteFeedback>({ kind: 'none' });
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A refused submit moves the focus to the first field with a message.
  useEffect(() => {
    if (feedback.kind !== 'invalid') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [feedback]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readInviteForm(new FormData(form));
    const invalid = checkInvite(values);
    if (invalid) {
      setFeedback(invalid);
      return;
    }
    setSending(true);
    setFeedback({ kind: 'none' });
    try {
      const { inviteUser } = await session.sis.request(INVITE_USER_MUTATION, {
        email: values.email,
        organizationId: values.organization,
        applications: values.applications,
      });
      form.reset();
      onInvited(inviteUser);
      setFeedback({
        kind: 'invited',
        email: inviteUser.email,
        userPath: userPath(session.home, inviteUser.id),
      });
    } catch (error) {
      setFeedback(inviteFailure(error, session.home));
    } finally {
      setSending(false);
    }
  };

  const errors = feedback.kind === 'invalid' ? feedback.errors : {};
  const only = organizations.length === 1 ? organizations[0] : undefined;
  return (
    <section className="sf-user-admin__invite" aria-labelledby="user-admin-invite-heading">
      <h2 id="user-admin-invite-heading">{labels['invite.heading']}</h2>
      <form ref={formRef} className="sf-portal__form" noValidate onSubmit={onSubmit}>
        <Input
          id="user-admin-invite-email"
          name="email"
          type="email"
          label={labels['invite.email']}
          autoComplete="off"
          required
          error={errors.email}
        />
        <Select
          id="user-admin-invite-organization"
          name="organization"
          label={labels['invite.organization']}
          placeholder={labels['invite.organizationPlaceholder']}
          options={organizations.map((organization) => ({
            value: organization.id,
            label: organization.name,
          }))}
          {...(only ? { defaultValue: only.id } : {})}
          required
          error={errors.organization}
        />
        <fieldset className="sf-user-admin__applications">
          <legend>{labels['invite.applications']}</legend>
          {applications.map((application) => (
            <Checkbox
              key={application.id}
              id={`user-admin-invite-application-${application.id}`}
              name="applications"
              value={application.id}
              label={applicationLabel(application, labels)}
            />
          ))}
        </fieldset>
        <div className="sf-portal__actions">
          <Button type="submit" loading={sending}>
            {labels['invite.submit']}
          </Button>
        </div>
        <InviteNotice session={session} labels={labels} feedback={feedback} />
      </form>
    </section>
  );
}

/**
 * The invite form's outcome below its button: a success note (`role="status"`) linking to the new user,
 * 'The user already exists' (`role="alert"`) linking to that user's profile, or the generic form message;
 * nothing otherwise (field messages stand at their fields).
 */
export function InviteNotice({
  session,
  labels,
  feedback,
}: {
  session: PortalSession;
  labels: UserAdminLabels;
  feedback: InviteFeedback;
}) {
  switch (feedback.kind) {
    case 'invited':
      return (
        <p className="sf-user-admin__notice sf-user-admin__notice--success" role="status">
          {formatMessage(labels['invite.success'], { email: feedback.email })}{' '}
          <PortalLink session={session} to={feedback.userPath}>
            {labels['invite.openNewUser']}
          </PortalLink>
        </p>
      );
    case 'alreadyExists':
      return (
        <p className="sf-user-admin__notice sf-user-admin__notice--error" role="alert">
          {feedback.message}
          {feedback.profilePath && (
            <>
              {' '}
              <PortalLink session={session} to={feedback.profilePath}>
                {labels['invite.openProfile']}
              </PortalLink>
            </>
          )}
        </p>
      );
    case 'failed':
      return (
        <p className="sf-user-admin__notice sf-user-admin__notice--error" role="alert">
          {feedback.message}
        </p>
      );
    default:
      return null;
  }
}

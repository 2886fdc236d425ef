import { type FocusEvent, type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { isEmailAddress } from '../../../core/forms/email.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import { Checkbox } from '../../../runtime/ui/Checkbox.tsx';
import { FieldError, fieldAria } from '../../../runtime/ui/FieldError.tsx';
import { Input } from '../../../runtime/ui/Input.tsx';
import type { FormIslandProps } from '../../../runtime/ui/modules/view.ts';
import { Select } from '../../../runtime/ui/Select.tsx';
import { Textarea } from '../../../runtime/ui/Textarea.tsx';
import { type FormLabelKey, type FormLabels, fillLabel, formLabels } from '../labels.ts';
import { type FormMessageKey, type FormMessages, formMessages } from '../messages.ts';
import {
  ATTACHMENTS_FIELD,
  type FormErrors,
  HONEYPOT_FIELD,
  REQUESTED_SERVICES,
  validateForm,
} from '../schemas.ts';
import { countryOptions } from './countries.ts';
import { type FieldGroup, type FieldSpec, fieldsOf, visibleErrors } from './fields.ts';
import {
  checkUploads,
  encodeFormData,
  FAILED,
  fetchCsrfToken,
  type SubmitOutcome,
  sendForm,
  submitOutcome,
} from './submission.ts';

/** Props of {@link FormShell}: the form module's props and what the form component adds. */
export interface FormShellProps extends FormIslandProps {
  /** The form's groups of fields, given the checkboxes' current states (conditional fields). */
  groups: (checked: Readonly<Record<string, boolean>>) => FieldGroup[];
  /** A contact form: it promises an answer within 24 hours (public-site §9). */
  contact: boolean;
  /** The submit button's label. */
  submitLabel: FormLabelKey;
  /** Fields the visitor does not type, read when the form is sent (the story's path …). */
  extraFields?: () => Record<string, string>;
}

type Sent = Extract<SubmitOutcome, { kind: 'sent' }>;
type Failed = Extract<SubmitOutcome, { kind: 'failed' }>;

/**
 * The frame every public form island shares (public-site §3 public forms, §4 buttons, §5 validation
 * rules and uploads, §8 form failures, §9 upload maximum and 24-hour promise): renders the form's
 * groups in the page's language; validates with the form's zod schema (schemas.ts) on blur and on
 * submit, each message under its field (`aria-invalid`, `aria-describedby`), an error summary linking
 * the fields, the first invalid field focused; checks attachments before sending; sends the fields as
 * `multipart/form-data` with a CSRF token, the upload's progress shown; the submit button in its
 * loading state meanwhile. Any failure shows the §8 message (or the fields' messages the server names)
 * and keeps what the visitor typed; success replaces the form with a confirmation (`role="status"`).
 */
export function FormShell(props: FormShellProps) {
  const { form, locale, groups: groupsOf, contact, submitLabel, extraFields, whitepaper } = props;
  const labels = formLabels(locale);
  const messages = formMessages(locale);
  const prefix = `sf-form-${form}`;
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      fieldsOf(groupsOf({}))
        .filter((spec) => spec.kind === 'checkbox')
        .map((spec) => [spec.name, spec.defaultChecked ?? false]),
    ),
  );
  const groups = groupsOf(checked);
  const fields = fieldsOf(groups);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const token = useRef<string | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const shown = visibleErrors(errors, fields);
  const read = (element: HTMLFormElement) => ({ ...readFields(element), ...pageSite(), ...extraFields?.() });
  const filesOf = (element: HTMLFormElement): File[] => {
    const input = element.elements.namedItem(ATTACHMENTS_FIELD);
    return input instanceof HTMLInputElement && input.files ? [...input.files] : [];
  };
  const check = (element: HTMLFormElement): FormErrors => {
    const result = validateForm({ form, fields: read(element) });
    const found: FormErrors = result.ok ? {} : { ...result.errors };
    const upload = checkUploads(filesOf(element));
    if (upload) found[ATTACHMENTS_FIELD] = upload;
    return found;
  };
  // One field's message after the visitor left or changed it; the others stay as they are.
  const recheck = (element: HTMLFormElement, name: string) => {
    const key = check(element)[name];
    setErrors((current) => {
      if (current[name] === key) return current;
      const next = { ...current };
      if (key) next[name] = key;
      else delete next[name];
      return next;
    });
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && fields.some((spec) => spec.name === name))
      recheck(event.currentTarget, name);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (
      !(
        target instanceof HTMLInputElement ||
        target instanceof HTMLSelectElement ||
        target instanceof HTMLTextAreaElement
      )
    )
      return;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') {
      setChecked((current) => ({ ...current, [target.name]: target.checked }));
    }
    if (errors[target.name] || target.type === 'file') recheck(event.currentTarget, target.name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const found = check(element);
    setAttempted(true);
    setFailed(null);
    if (visibleErrors(found, fields).length > 0) {
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const files = filesOf(element);
    const data = encodeFormData({ fields: read(element), files });
    setBusy(true);
    setProgress(files.length > 0 ? 0 : null);
    const outcome = await deliver(data, files.length > 0 ? setProgress : undefined);
    setBusy(false);
    setProgress(null);
    if (outcome.kind === 'sent') {
      setSent(outcome);
    } else if (outcome.kind === 'invalid' && visibleErrors(outcome.errors, fields).length > 0) {
      setErrors(outcome.errors);
      setFocusRequest((count) => count + 1);
    } else {
      setFailed(outcome.kind === 'failed' ? outcome : FAILED);
    }
  };

  const deliver = async (data: FormData, onProgress?: (share: number) => void): Promise<SubmitOutcome> => {
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        token.current ??= await fetchCsrfToken();
        const answer = await sendForm({ form, data, token: token.current, onProgress });
        const outcome = submitOutcome(answer.status, answer.body);
        if (outcome.kind !== 'forbidden') return outcome;
        // The token or its cookie went stale: one more try with a fresh one.
        token.current = null;
      }
    } catch {
      // No token: as any failure.
    }
    return FAILED;
  };

  if (sent) {
    const downloadUrl = sent.downloadUrl ?? whitepaper?.href ?? null;
    return (
      <div className="sf-form-confirmation" role="status" tabIndex={-1} ref={confirmationRef}>
        <p className="sf-form-confirmation__title">
          {form === 'whitepaper-download' ? labels.whitepaperReady : labels.sent}
        </p>
        {contact && <p className="sf-form-confirmation__text">{messages.answerWithin24Hours}</p>}
        {form === 'whitepaper-download' && downloadUrl && (
          <a className="sf-form-confirmation__download" href={downloadUrl}>
            {fillLabel(labels.download, { title: whitepaper?.title ?? '' }).trim()}
          </a>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="sf-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onBlur={onBlur}
      onChange={onChange}
    >
      {contact && <p className="sf-form__promise">{messages.answerWithin24Hours}</p>}
      {attempted && shown.length > 0 && (
        <div className="sf-form__summary" role="alert">
          <p className="sf-form__summary-title">{labels.errorSummary}</p>
          <ul className="sf-form__summary-list">
            {shown.map(([name, key]) => (
              <li key={name}>
                <a
                  href={`#${prefix}-${name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(`${prefix}-${name}`)?.focus();
                  }}
                >
                  {labels[name as FormLabelKey]}: {messages[key]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="locale" value={locale} />
      <div className="sf-form__honeypot" aria-hidden="true">
        <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
        <input
          id={`${prefix}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {groups.map((group, index) => (
        <Group key={group.legend ?? index} legend={group.legend ? labels[group.legend] : null}>
          {group.fields.map((spec) => (
            <Field
              key={spec.name}
              spec={spec}
              id={`${prefix}-${spec.name}`}
              locale={locale}
              labels={labels}
              messages={messages}
              error={errors[spec.name] ?? null}
            />
          ))}
        </Group>
      ))}
      {progress !== null && (
        <div className="sf-form__progress">
          <label htmlFor={`${prefix}-progress`}>{labels.uploadProgress}</label>
          <progress id={`${prefix}-progress`} max={100} value={Math.round(progress * 100)}>
            {new Intl.NumberFormat(locale, { style: 'percent' }).format(progress)}
          </progress>
          <span className="sf-form__progress-value" aria-hidden="true">
            {new Intl.NumberFormat(locale, { style: 'percent' }).format(progress)}
          </span>
        </div>
      )}
      {failed && <Problem failure={failed} messages={messages} />}
      <Button type="submit" loading={busy}>
        {labels[submitLabel]}
      </Button>
    </form>
  );
}

/**
 * The §8 failure message: the short one, or the longer apology with the support contact in place of
 * `{contact}`, an e-mail address as a `mailto:` link.
 */
function Problem({ failure, messages }: { failure: Failed; messages: FormMessages }) {
  const [before = '', after = ''] = messages[failure.messageKey].split('{contact}');
  const { contact } = failure;
  return (
    <p className="sf-form__problem" role="alert">
      {contact === null ? (
        messages.failed
      ) : (
        <>
          {before}
          {isEmailAddress(contact) ? <a href={`mailto:${contact}`}>{contact}</a> : contact}
          {after}
        </>
      )}
    </p>
  );
}

function Group({ legend, children }: { legend: string | null; children: ReactNode }) {
  if (legend === null) return <div className="sf-form__group">{children}</div>;
  return (
    <fieldset className="sf-form__group">
      <legend className="sf-form__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Field(props: {
  spec: FieldSpec;
  id: string;
  locale: string;
  labels: FormLabels;
  messages: FormMessages;
  error: FormMessageKey | null;
}) {
  const { spec, id, locale, labels, messages } = props;
  const label = spec.optional ? `${labels[spec.name]} (${labels.optional})` : labels[spec.name];
  const error = props.error ? messages[props.error] : undefined;
  const required = !spec.optional;
  const countries = useMemo(
    () => (spec.kind === 'country' ? countryOptions(locale) : []),
    [spec.kind, locale],
  );
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <Input
          id={id}
          name={spec.name}
          label={label}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          required={required}
          error={error}
        />
      );
    case 'textarea':
      return <Textarea id={id} name={spec.name} label={label} required={required} error={error} />;
    case 'country':
      return (
        <Select
          id={id}
          name={spec.name}
          label={label}
          options={countries}
          placeholder={labels.chooseCountry}
          required={required}
          error={error}
        />
      );
    case 'service':
      return (
        <Select
          id={id}
          name={spec.name}
          label={label}
          options={REQUESTED_SERVICES.map((service) => ({
            value: service,
            label: messages[`service.${service}`],
          }))}
          placeholder={labels.chooseService}
          required={required}
          error={error}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          name={spec.name}
          label={label}
          value="true"
          defaultChecked={spec.defaultChecked}
          required={spec.name === 'consent'}
          error={error}
        />
      );
    case 'files': {
      const message = error ?? null;
      return (
        <div className={message ? 'sf-field sf-field--files sf-field--invalid' : 'sf-field sf-field--files'}>
          <label className="sf-field__label" htmlFor={id}>
            {label}
          </label>
          <input
            className="sf-field__input sf-field__files"
            id={id}
            name={spec.name}
            type="file"
            multiple
            accept="image/*,video/*"
            {...fieldAria(id, message)}
          />
          <FieldError fieldId={id} message={message} />
        </div>
      );
    }
  }
}

/**
 * The fields of a form as typed: each named control but files and buttons, checkboxes as booleans
 * (ticked or not), the others as their value.
 */
function readFields(form: HTMLFormElement): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'file' || element.type === 'submit') continue;
      fields[element.name] = element.type === 'checkbox' ? element.checked : element.value;
    } else if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      if (element.name) fields[element.name] = element.value;
    }
  }
  return fields;
}

/**
 * The page's site key (its `sf-site` meta tag, runtime/ui/Document.tsx) as the field `site`: the
 * submission names the site the visitor was on and goes to that site's destinations.
 */
function pageSite(): Record<string, string> {
  const key = document.querySelector<HTMLMetaElement>('meta[name="sf-site"]')?.content;
  return key ? { site: key } : {};
}

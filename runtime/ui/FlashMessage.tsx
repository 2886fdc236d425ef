import { useEffect, useState } from 'react';
import { classifyLinkTarget } from '../../core/routing/link-target.ts';
import { Link } from './Link.tsx';

/** Kind of a flash message (public-site §3 flash message). */
export type FlashMessageType = 'info' | 'success' | 'error';

/** How long a floating flash message stays, in ms, when no timeout is given (public-site §9). */
export const FLASH_MESSAGE_DEFAULT_TIMEOUT_MS = 7000;

/** Fields of a flash message (public-site §3 flash message). */
export interface FlashMessageFields {
  title: string;
  /** Body as HTML that is ALREADY sanitized (e.g. by `renderRichText`); never raw input. */
  text?: string;
  type: FlashMessageType;
  /** Text of the link shown when `to` is given. */
  linkText?: string | null;
  /** Link target, already localized: a route, `http…`, `hard:…` or `action:…` (public-site §2 link targets). */
  to?: string | null;
  /** A static message shows neither hide button nor link. Default false. */
  static?: boolean;
  /** For floating messages: ms until it hides; default {@link FLASH_MESSAGE_DEFAULT_TIMEOUT_MS}. */
  timeout?: number;
  /** Fixed at the bottom right of the window and hidden after `timeout`. Default false. */
  floating?: boolean;
}

/** What a flash message offers to act on: nothing, a hide button, or a link. */
export type FlashMessageControl = 'none' | 'hide' | 'link';

/**
 * The control rule of public-site §4 (flash message): static messages show none; non-static ones show a
 * link when a target is given, else a hide button.
 */
export function flashMessageControl(fields: Pick<FlashMessageFields, 'static' | 'to'>): FlashMessageControl {
  if (fields.static) return 'none';
  return classifyLinkTarget(fields.to).kind === 'button' ? 'hide' : 'link';
}

/**
 * Ms after which a message hides by itself (public-site §4, §9): its `timeout` (default 7000 ms) when
 * floating, else null (visible until dismissed).
 */
export function flashMessageTimeout(fields: Pick<FlashMessageFields, 'floating' | 'timeout'>): number | null {
  return fields.floating ? (fields.timeout ?? FLASH_MESSAGE_DEFAULT_TIMEOUT_MS) : null;
}

/** Props of {@link FlashMessage}. */
export interface FlashMessageProps extends FlashMessageFields {
  /** Translated text of the hide button (e.g. 'Hide'). */
  hideLabel: string;
}

/**
 * A flash message (public-site §3, §4): `<section class="sf-flash sf-flash--{type}">` with title, text
 * and, by {@link flashMessageControl}, a hide button or a link. `role="alert"` for errors, `status`
 * otherwise. Floating ones (`sf-flash--floating`, fixed bottom right by components.css) hide after
 * {@link flashMessageTimeout}; the server renders every message visible, hiding needs hydration.
 */
export function FlashMessage(props: FlashMessageProps) {
  const { title, text, type, linkText, to, floating, hideLabel } = props;
  const [visible, setVisible] = useState(true);
  const timeout = flashMessageTimeout(props);
  const control = flashMessageControl(props);

  useEffect(() => {
    if (timeout === null) return;
    const timer = setTimeout(() => setVisible(false), timeout);
    return () => clearTimeout(timer);
  }, [timeout]);

  if (!visible) return null;
  const target = classifyLinkTarget(to);
  const classes = [
    'sf-flash',
    `sf-flash--${type}`,
    floating && 'sf-flash--floating',
    props.static && 'sf-flash--static',
  ];
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
      data-sf-timeout={timeout ?? undefined}
    >
      <div className="sf-flash__body">
        <p className="sf-flash__title">{title}</p>
        {text && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitized HTML.
          <div className="sf-flash__text" dangerouslySetInnerHTML={{ __html: text }} />
        )}
      </div>
      {control === 'hide' && (
        <button type="button" className="sf-flash__hide" onClick={() => setVisible(false)}>
          {hideLabel}
        </button>
      )}
      {control === 'link' && (
        <Link className="sf-flash__link" link={{ ...target, text: linkText || title, openInNewTab: false }} />
      )}
    </section>
  );
}

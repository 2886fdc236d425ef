import { useEffect } from 'react';
import { FLASH_MESSAGE_DEFAULT_TIMEOUT_MS } from '../../../runtime/ui/FlashMessage.tsx';

/** Props of {@link Notification}. */
export interface NotificationProps {
  title: string;
  /** Text and localized route of the link (`/de-ch/products/compare`). */
  linkText: string;
  href: string;
  hideLabel: string;
  /** Called when the visitor hides it or after {@link FLASH_MESSAGE_DEFAULT_TIMEOUT_MS} ms. */
  onHide: () => void;
}

/**
 * The basket's last-added notification: a floating success flash message (public-site §3, §9: gone
 * after 7000 ms) with a link to the comparison page, taken over by the client navigator. It repeats
 * FlashMessage's markup because FlashMessage's link needs the page translator, which islands lack.
 */
export function Notification({ title, linkText, href, hideLabel, onHide }: NotificationProps) {
  useEffect(() => {
    const timer = setTimeout(onHide, FLASH_MESSAGE_DEFAULT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onHide]);
  return (
    <section
      className="sf-flash sf-flash--success sf-flash--floating sf-basket-notification"
      role="status"
      data-sf-timeout={FLASH_MESSAGE_DEFAULT_TIMEOUT_MS}
    >
      <div className="sf-flash__body">
        <p className="sf-flash__title">{title}</p>
      </div>
      <a className="sf-flash__link" href={href} data-sf-link="route">
        {linkText}
      </a>
      <button type="button" className="sf-flash__hide" onClick={onHide}>
        {hideLabel}
      </button>
    </section>
  );
}

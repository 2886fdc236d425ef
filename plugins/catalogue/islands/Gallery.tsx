import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { Picture } from '../../../runtime/ui/Picture.tsx';

/** Keys of the lightbox texts in `locales/{lng}/catalogue.json` (`lightbox.*`); see {@link GalleryProps}. */
export const GALLERY_LABEL_KEYS = [
  'gallery',
  'lightbox.open',
  'lightbox.title',
  'lightbox.close',
  'lightbox.previous',
  'lightbox.next',
  'lightbox.position',
  'lightbox.show',
] as const;

/** Props of {@link Gallery}; serialized into the page, so plain data only. */
export interface GalleryProps {
  /** The product's name: the default image's text alternative and the dialog's name. */
  name: string;
  /**
   * The product's images, default first; `src` null shows the placeholder (customer-area §5). `href`:
   * the image's 480 px version, where a page thumbnail leads while no script runs (the island opens the
   * lightbox instead).
   */
  images: { name: string; src: string | null; href?: string | null }[];
  /** Translated texts by {@link GALLERY_LABEL_KEYS} key; `{name}`, `{index}`, `{count}` filled here. */
  labels: Record<(typeof GALLERY_LABEL_KEYS)[number], string>;
  /** The image asset host (config `images.assetHost`): the browser knows no configuration. */
  assetHost: string;
}

/** The lightbox's large image: the break-out width (public-site §9 BreakOut 980), 480 px on small screens. */
const LARGE = {
  width: IMAGE_WIDTHS.breakOut,
  widths: [IMAGE_WIDTHS.gallery, IMAGE_WIDTHS.breakOut],
} as const;

/**
 * The product's image gallery (customer-area §9 gallery 480, thumbnails 56; public-site §9 lightbox
 * thumbnail 80), an island: the default image large, then every image as a 56 px thumbnail button that
 * opens the lightbox at that image. The lightbox is a modal `<dialog>` named after the product: the image
 * 980 px wide, "Image 2 of 3" in a status region, previous/next and close buttons, and a strip of 80 px
 * thumbnails (`aria-current` on the one shown). Left/right arrows move (wrapping), Home/End jump, Esc
 * or the close button closes it and gives the focus back to the button that opened it; Tab stays inside.
 */
export function Gallery({ name, images, labels, assetHost }: GalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [first] = images;
  const count = images.length;
  const text = (key: (typeof GALLERY_LABEL_KEYS)[number], index?: number) =>
    labelText({
      labels,
      key,
      values: {
        name,
        count,
        index: index == null ? '' : index + 1,
        image: index == null ? '' : images[index]!.name,
      },
    });
  const open = (index: number, button: HTMLElement) => {
    opener.current = button;
    setShown(index);
  };
  const close = () => {
    setShown(null);
    opener.current?.focus();
  };
  return (
    <figure className="sf-gallery">
      <Picture
        className="sf-catalogue-image sf-gallery__image"
        src={first?.src ?? null}
        alt={first?.name ?? name}
        width={IMAGE_WIDTHS.gallery}
        lazy={false}
        assetHost={assetHost}
      />
      {count > 1 && (
        <Thumbnails
          images={images}
          block="sf-gallery"
          width={IMAGE_WIDTHS.galleryThumbnail}
          list={labels.gallery}
          label={(index) => text('lightbox.open', index)}
          onPick={open}
          assetHost={assetHost}
        />
      )}
      {shown != null && (
        <Lightbox
          images={images}
          shown={shown}
          onShow={setShown}
          onClose={close}
          text={text}
          gallery={labels.gallery}
          assetHost={assetHost}
        />
      )}
    </figure>
  );
}

/** The modal lightbox of {@link Gallery}; mounted while open. */
function Lightbox(props: {
  images: GalleryProps['images'];
  shown: number;
  onShow: (index: number) => void;
  onClose: () => void;
  text: (key: (typeof GALLERY_LABEL_KEYS)[number], index?: number) => string;
  gallery: string;
  assetHost: string;
}) {
  const { images, shown, onShow, onClose, text, assetHost } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const image = images[shown]!;

  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal: the rest of the page is inert and hidden from assistive technology while it is open.
    element.showModal();
    // Esc closes a modal dialog natively; its `close` event tells the gallery.
    const onClosed = () => closed.current();
    element.addEventListener('close', onClosed);
    return () => element.removeEventListener('close', onClosed);
  }, []);

  const move = (by: number) => onShow((shown + by + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => move(1),
      ArrowLeft: () => move(-1),
      Home: () => onShow(0),
      End: () => onShow(count - 1),
    };
    const action = moves[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  return (
    <dialog ref={dialog} className="sf-lightbox" aria-label={text('lightbox.title')} onKeyDown={onKeyDown}>
      <div className="sf-lightbox__bar">
        <p className="sf-lightbox__position" role="status">
          {text('lightbox.position', shown)}
        </p>
        <button type="button" className="sf-lightbox__close" onClick={() => dialog.current?.close()}>
          {text('lightbox.close')}
        </button>
      </div>
      <div className="sf-lightbox__stage">
        <button
          type="button"
          className="sf-lightbox__step"
          aria-label={text('lightbox.previous')}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="sf-lightbox__frame">
          <Picture
            key={`${shown}`}
            className="sf-catalogue-image sf-lightbox__image"
            src={image.src}
            alt={image.name}
            width={LARGE.width}
            widths={LARGE.widths}
            sizes={`(min-width: ${LARGE.width + 160}px) ${LARGE.width}px, calc(100vw - 160px)`}
            lazy={false}
            assetHost={assetHost}
          />
        </div>
        <button
          type="button"
          className="sf-lightbox__step"
          aria-label={text('lightbox.next')}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <Thumbnails
        images={images}
        block="sf-lightbox"
        width={IMAGE_WIDTHS.lightboxThumbnail}
        list={props.gallery}
        label={(index) => text('lightbox.show', index)}
        current={shown}
        onPick={(index) => onShow(index)}
        assetHost={assetHost}
      />
    </dialog>
  );
}

/**
 * A list of thumbnail buttons named `list`, each `width` px wide (56 on the page, 80 in the lightbox),
 * named by `label`; `current` marks the shown one with `aria-current`. Classes `{block}__thumbnails`
 * and `{block}__thumbnail`. The page's buttons open the dialog (`aria-haspopup`), the lightbox's do not;
 * a page thumbnail with an `href` is a link to the image (so it works without scripts) whose click opens
 * the dialog instead.
 */
function Thumbnails(props: {
  images: GalleryProps['images'];
  block: 'sf-gallery' | 'sf-lightbox';
  width: number;
  list: string;
  label: (index: number) => string;
  current?: number;
  onPick: (index: number, button: HTMLElement) => void;
  assetHost: string;
}) {
  const { block, current } = props;
  const thumbnail = (image: GalleryProps['images'][number]) => (
    <Picture
      className="sf-catalogue-image"
      src={image.src}
      alt=""
      width={props.width}
      assetHost={props.assetHost}
    />
  );
  return (
    <ul className={`${block}__thumbnails`} aria-label={props.list}>
      {props.images.map((image, index) => (
        <li key={`${image.name}\u0000${image.src ?? ''}`}>
          {current == null && image.href ? (
            <a
              href={image.href}
              className={`${block}__thumbnail`}
              aria-haspopup="dialog"
              aria-label={props.label(index)}
              onClick={(event) => {
                event.preventDefault();
                props.onPick(index, event.currentTarget);
              }}
            >
              {thumbnail(image)}
            </a>
          ) : (
            <button
              type="button"
              className={`${block}__thumbnail`}
              aria-haspopup={current == null ? 'dialog' : undefined}
              aria-label={props.label(index)}
              aria-current={current == null ? undefined : index === current}
              onClick={(event) => props.onPick(index, event.currentTarget)}
            >
              {thumbnail(image)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: a modal
 * dialog makes the page inert, but the browser's own controls would otherwise take the focus.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]'),
  ].filter((control) => control.tabIndex >= 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const target = event.shiftKey ? last : first;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge || !event.currentTarget.contains(document.activeElement)) {
    event.preventDefault();
    target.focus();
  }
}

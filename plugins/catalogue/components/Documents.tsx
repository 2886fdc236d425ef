import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { DocumentView } from '../views.ts';

/**
 * The product's documents as download cards (customer-area §3 documents; §9 download card thumbnail
 * 128 × 180 px): thumbnail, name, language, type, size and a download link.
 */
export function Documents({ documents }: { documents: DocumentView[] }) {
  const t = useT();
  const { width, height } = IMAGE_WIDTHS.downloadCardThumbnail;
  return (
    <section className="sf-product__documents" aria-labelledby="sf-product-documents">
      <h2 id="sf-product-documents">{t('catalogue:documents')}</h2>
      <ul className="sf-documents">
        {documents.map((document) => (
          <li key={document.href} className="sf-document">
            <Picture
              className="sf-catalogue-image"
              src={document.thumbnail}
              alt={document.name}
              width={width}
              height={height}
            />
            <div className="sf-document__body">
              <h3 className="sf-document__name">{document.name}</h3>
              <dl className="sf-document__facts">
                <dt>{t('catalogue:document.language')}</dt>
                <dd data-field="language">{document.language}</dd>
                <dt>{t('catalogue:document.type')}</dt>
                <dd data-field="type">{document.type}</dd>
                <dt>{t('catalogue:document.size')}</dt>
                <dd data-field="size">{document.size}</dd>
              </dl>
              <a className="sf-button sf-document__download" href={document.href} download>
                {t('catalogue:document.download')}
                <span className="sf-sr-only"> {document.name}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

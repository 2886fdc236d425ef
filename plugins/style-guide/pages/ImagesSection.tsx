import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { BRAND_LOGO_BOX, BrandLogo } from '../../../runtime/ui/BrandLogo.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import { sampleImages } from '../fixtures.ts';
import { Section } from '../StyleGuideLayout.tsx';

/**
 * The image components (runtime/ui/Picture.tsx, BrandLogo.tsx) at the spec's sizes (public-site §5, §9;
 * customer-area §9), the placeholder for a missing image and for the string 'null', and a brand logo with
 * and without its image.
 */
export function ImagesSection() {
  const images = sampleImages();
  const { storyContact, downloadCardThumbnail } = IMAGE_WIDTHS;
  return (
    <>
      <Section
        title="Images"
        note="WebP with the png default, 1× and 2× candidates, width and height so nothing shifts; lazily loaded below the fold."
      >
        <div className="sf-style-guide__samples" data-sample="pictures">
          <figure className="sf-style-guide__figure">
            <Picture src={images.machine} alt="Alpha 550 crimping machine" width={IMAGE_WIDTHS.gallery} />
            <figcaption className="sf-style-guide__caption">
              Gallery, {IMAGE_WIDTHS.gallery} px (4:3)
            </figcaption>
          </figure>
          <figure className="sf-style-guide__figure">
            <Picture src={images.person} alt="Jordan Example" {...storyContact} />
            <figcaption className="sf-style-guide__caption">
              Story contact, {storyContact.width} × {storyContact.height} px
            </figcaption>
          </figure>
          <figure className="sf-style-guide__figure">
            <Picture src={images.document} alt="Alpha 550 brochure" {...downloadCardThumbnail} />
            <figcaption className="sf-style-guide__caption">
              Download card, {downloadCardThumbnail.width} × {downloadCardThumbnail.height} px
            </figcaption>
          </figure>
          <figure className="sf-style-guide__figure">
            <Picture
              src={images.poster}
              alt="Alpha 550 in action (video)"
              width={IMAGE_WIDTHS.asideVideo.width / 2}
              height={IMAGE_WIDTHS.asideVideo.height / 2}
            />
            <figcaption className="sf-style-guide__caption">Video poster, 16:9</figcaption>
          </figure>
        </div>
      </Section>
      <Section
        title="Image placeholder"
        note="Shown when an image is missing or its URL is the string 'null' (customer-area §5), in the same box."
      >
        <div className="sf-style-guide__samples" data-sample="placeholders">
          <Picture
            src={null}
            alt="No image"
            width={IMAGE_WIDTHS.capabilityProduct}
            height={IMAGE_WIDTHS.capabilityProduct}
          />
          <Picture src="null" alt="Image 'null'" {...storyContact} />
        </div>
      </Section>
      <Section
        title="Brand logos"
        note={`Fetched 96 px high at quality 100, shown in a ${BRAND_LOGO_BOX.width} × ${BRAND_LOGO_BOX.height} px box; the placeholder when a brand has no image.`}
      >
        <div className="sf-style-guide__samples" data-sample="brand-logos">
          <BrandLogo src={images.logo} alt="Aurum Wire Systems" lazy />
          <BrandLogo src={null} alt="Brand without logo" lazy />
        </div>
      </Section>
    </>
  );
}

import type { ModuleImage } from '../../../core/model/modules.ts';
import { Picture } from '../Picture.tsx';

/**
 * A video shown by its poster: a link to the video (opened in a new tab) around the poster image, a
 * play mark drawn by CSS over it. The link's name is the poster's text alternative, else `label`.
 */
export function VideoLink(props: {
  videoUrl: string;
  poster: ModuleImage;
  label: string | null;
  box: { width: number; height: number; widths: readonly number[]; sizes: string };
  lazy: boolean;
}) {
  const { poster, box } = props;
  const alt = poster.alternativeText || props.label || '';
  return (
    <a className="sf-module-video" href={props.videoUrl} target="_blank" rel="noopener noreferrer">
      <Picture
        src={poster.url}
        alt={alt}
        width={box.width}
        height={box.height}
        widths={box.widths}
        sizes={box.sizes}
        lazy={props.lazy}
        className="sf-module__image"
      />
      <span className="sf-module-video__play" aria-hidden="true" />
    </a>
  );
}

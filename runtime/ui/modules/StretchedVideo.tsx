import { MODULE_IMAGES } from './sizes.ts';
import { VideoLink } from './VideoLink.tsx';
import type { ModuleView } from './view.ts';

/** Props of {@link StretchedVideoModule}. */
export interface StretchedVideoModuleProps {
  module: Extract<ModuleView, { __typename: 'StretchedVideoModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/** A full-width video (public-site §9 StretchedVideo 1200×675): its heading (`<h2>`), then its poster linking the video. */
export function StretchedVideoModule({ module, lazy = true }: StretchedVideoModuleProps) {
  return (
    <section className="sf-module sf-module--stretched-video">
      {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
      <VideoLink
        videoUrl={module.videoUrl}
        poster={module.poster}
        label={module.heading}
        box={MODULE_IMAGES.stretchedVideo}
        lazy={lazy}
      />
    </section>
  );
}

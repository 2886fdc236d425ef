import { AsideSquareModule, AsideVideoModule } from './Aside.tsx';
import { DownloadCardsModule } from './DownloadCards.tsx';
import { BreakOutImageModule, InlineImageModule } from './FigureImage.tsx';
import { FormModule } from './FormModule.tsx';
import { MarketingLogosModule } from './MarketingLogos.tsx';
import { QuoteModule } from './Quote.tsx';
import { StretchedImageModule } from './StretchedImage.tsx';
import { StretchedVideoModule } from './StretchedVideo.tsx';
import { TeaserCardsModule } from './TeaserCards.tsx';
import type { ModuleView } from './view.ts';

/** Props of {@link PageModules}. */
export interface PageModulesProps {
  modules: readonly ModuleView[];
  /** The first module is in view when the page opens: its images load at once (default false: all lazy). */
  eagerFirst?: boolean;
}

/** Modules that open a page above its title's body: the stretched ones (a hero). */
export function isHeroModule(module: ModuleView): boolean {
  return module.__typename === 'StretchedImageModule' || module.__typename === 'StretchedVideoModule';
}

/** One content module by its type (docs/features.md "Content modules today"). */
export function PageModule({ module, lazy = true }: { module: ModuleView; lazy?: boolean }) {
  switch (module.__typename) {
    case 'StretchedImageModule':
      return <StretchedImageModule module={module} lazy={lazy} />;
    case 'StretchedVideoModule':
      return <StretchedVideoModule module={module} lazy={lazy} />;
    case 'BreakOutImageModule':
      return <BreakOutImageModule module={module} lazy={lazy} />;
    case 'InlineImageModule':
      return <InlineImageModule module={module} lazy={lazy} />;
    case 'AsideSquareModule':
      return <AsideSquareModule module={module} lazy={lazy} />;
    case 'AsideVideoModule':
      return <AsideVideoModule module={module} lazy={lazy} />;
    case 'TeaserCardsModule':
      return <TeaserCardsModule module={module} lazy={lazy} />;
    case 'QuoteModule':
      return <QuoteModule module={module} lazy={lazy} />;
    case 'DownloadCardsModule':
      return <DownloadCardsModule module={module} lazy={lazy} />;
    case 'MarketingLogosModule':
      return <MarketingLogosModule module={module} lazy={lazy} />;
    case 'FormModule':
      return <FormModule module={module} />;
  }
}

/** A page's modules in order, each in its own component (runtime/ui/modules/*.tsx). */
export function PageModules({ modules, eagerFirst = false }: PageModulesProps) {
  if (modules.length === 0) return null;
  return (
    <div className="sf-modules">
      {modules.map((module, index) => (
        <PageModule key={module.id} module={module} lazy={!(eagerFirst && index === 0)} />
      ))}
    </div>
  );
}

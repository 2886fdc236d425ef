import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import { boxHeight, type ModuleView } from './view.ts';

type FigureModule = Extract<ModuleView, { __typename: 'BreakOutImageModule' | 'InlineImageModule' }>;

/** Props of {@link BreakOutImageModule} and {@link InlineImageModule}. */
export interface FigureImageModuleProps<Module extends FigureModule> {
  module: Module;
  /** Below the fold (default true). */
  lazy?: boolean;
}

function FigureImage(props: {
  module: FigureModule;
  box: typeof MODULE_IMAGES.breakOut | typeof MODULE_IMAGES.inline;
  variant: string;
  lazy: boolean;
}) {
  const { module, box } = props;
  return (
    <figure className={`sf-module sf-module--${props.variant}`}>
      <Picture
        src={module.image.url}
        alt={module.image.alternativeText}
        width={box.width}
        height={boxHeight(box.width, module.image)}
        widths={box.widths}
        sizes={box.sizes}
        lazy={props.lazy}
        className="sf-module__image"
      />
      {module.caption && <figcaption className="sf-module__figcaption">{module.caption}</figcaption>}
    </figure>
  );
}

/** An image wider than the text column (public-site §9 BreakOut 980; height from its aspect ratio), with its caption. */
export function BreakOutImageModule({
  module,
  lazy = true,
}: FigureImageModuleProps<Extract<FigureModule, { __typename: 'BreakOutImageModule' }>>) {
  return <FigureImage module={module} box={MODULE_IMAGES.breakOut} variant="break-out" lazy={lazy} />;
}

/** An image as wide as the text column (public-site §9 Inline 780; height from its aspect ratio), with its caption. */
export function InlineImageModule({
  module,
  lazy = true,
}: FigureImageModuleProps<Extract<FigureModule, { __typename: 'InlineImageModule' }>>) {
  return <FigureImage module={module} box={MODULE_IMAGES.inline} variant="inline" lazy={lazy} />;
}

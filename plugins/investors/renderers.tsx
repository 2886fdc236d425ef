import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { type FrameProps, frameProps } from '../../runtime/ui/page-frame.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import { InvestorsPage } from './components/FinancialTables.tsx';
import type { FinancialTableView } from './views.ts';

/** Props of `investors:page`. */
export interface InvestorsViewProps extends FrameProps {
  title: string;
  intro: string;
  tables: FinancialTableView[];
}

/**
 * The plugin's view `investors:page` (core/pipeline/plugin.ts `Plugin.renderers`) in the default layout
 * (runtime/ui/render.tsx `renderPage`): the financial tables.
 */
export const investorsRenderers = {
  'investors:page': (props: InvestorsViewProps) =>
    renderPage(
      frameProps(props),
      <InvestorsPage title={props.title} intro={props.intro} tables={props.tables} />,
    ),
} satisfies Record<string, PageRenderer>;

import { ClientIsland } from '../Island.tsx';
import type { FormModuleView } from './view.ts';

/** Props of {@link FormModuleView}. */
export interface FormModuleProps {
  module: FormModuleView;
}

/**
 * A public form an editor placed on a page (public-site §3 public forms): the module's heading, then the
 * island the module names (`form:{form}`), which the browser renders (runtime/ui/Island.tsx
 * `ClientIsland`): the page knows the form only by name, whichever plugin registers its island. Until
 * then (and without scripts) the module keeps the form's space, empty. See docs/architecture.md "Form
 * islands and the form module".
 */
export function FormModule({ module }: FormModuleProps) {
  return (
    <section className="sf-module sf-module--form" aria-label={module.heading ?? undefined}>
      {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
      <ClientIsland name={module.island} props={module.props}>
        <div className="sf-module__form-placeholder" />
      </ClientIsland>
    </section>
  );
}

import { Button, type ButtonVariant } from '../../../runtime/ui/Button.tsx';
import { Icon } from '../../../runtime/ui/Icon.tsx';
import { ICON_NAMES, ICON_SIZES } from '../../../runtime/ui/icons.ts';
import { SPINNER_ROTATION_MS, Spinner } from '../../../runtime/ui/Spinner.tsx';
import { Samples, Section } from '../StyleGuideLayout.tsx';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary'];

/** Buttons in both variants, sizes and states, then the icon set (public-site §3 icon set, §4, §9). */
export function ButtonsPage() {
  return (
    <>
      <Section title="16 px icons" note="Buttons with 16 px icons are 40 px high.">
        <Samples>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} icon="Download" iconSize={16}>
              Download ({variant})
            </Button>
          ))}
        </Samples>
      </Section>
      <Section title="24 px icons" note="Buttons with 24 px icons are 48 px high.">
        <Samples>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} icon="Search" iconSize={24}>
              Search ({variant})
            </Button>
          ))}
        </Samples>
      </Section>
      <Section title="Shadowed" note="Shadowed buttons are 48 px high, 56 px on large screens.">
        <Samples>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} icon="Subscribe" iconSize={24} shadowed>
              Subscribe ({variant})
            </Button>
          ))}
        </Samples>
      </Section>
      <Section
        title="Loading"
        note={`The content is hidden, a spinner turns once per ${SPINNER_ROTATION_MS} ms and the button is disabled.`}
      >
        <Samples>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} icon="Login" loading>
              Sign in ({variant})
            </Button>
          ))}
        </Samples>
      </Section>
      <Section title="Disabled" note="Disabled buttons are not clickable.">
        <Samples>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} icon="Share" disabled>
              Share ({variant})
            </Button>
          ))}
        </Samples>
      </Section>
      <Section title="Spinner">
        <Samples>
          <Spinner size={16} label="Loading" />
          <Spinner size={24} label="Loading" />
        </Samples>
      </Section>
      <Section title="Icons" note="Every icon in 16 px and 24 px.">
        <table className="sf-style-guide__table sf-style-guide__icons">
          <thead>
            <tr>
              <th scope="col">Name</th>
              {ICON_SIZES.map((size) => (
                <th key={size} scope="col">
                  {size} px
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ICON_NAMES.map((name) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                {ICON_SIZES.map((size) => (
                  <td key={size}>
                    <Icon name={name} size={size} label={`${name}, ${size} px`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}

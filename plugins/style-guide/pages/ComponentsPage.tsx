import { Breadcrumbs } from '../../../runtime/ui/Breadcrumbs.tsx';
import {
  FLASH_MESSAGE_DEFAULT_TIMEOUT_MS,
  FlashMessage,
  type FlashMessageType,
} from '../../../runtime/ui/FlashMessage.tsx';
import { Link } from '../../../runtime/ui/Link.tsx';
import { ToggleGroup } from '../../../runtime/ui/ToggleGroup.tsx';
import { SAMPLE_LINKS, SAMPLE_TRAILS } from '../fixtures.ts';
import { Section } from '../StyleGuideLayout.tsx';
import { ImagesSection } from './ImagesSection.tsx';

const TYPES: FlashMessageType[] = ['info', 'success', 'error'];
/** Sample bodies per type: fixed, trusted HTML. */
const TEXT: Record<FlashMessageType, string> = {
  info: '<p>The service portal is offline on Sunday from 2 to 4 am.</p>',
  success: '<p>Your request was sent. We answer within 24 hours.</p>',
  error: '<p>Your request could not be sent. Please try again later.</p>',
};

/** Breadcrumbs, links of every kind, flash messages, the toggle group and images (public-site §2, §3, §4, §5, §9). */
export function ComponentsPage() {
  return (
    <>
      <Section title="Breadcrumbs" note="The back link shows on small screens only.">
        {SAMPLE_TRAILS.map((trail) => (
          <div key={trail.title} className="sf-style-guide__sample">
            <p className="sf-style-guide__caption">{trail.title}</p>
            <Breadcrumbs items={trail.items} />
          </div>
        ))}
      </Section>
      <Section title="Links" note="How each kind of target is rendered.">
        <table className="sf-style-guide__table">
          <thead>
            <tr>
              <th scope="col">Target</th>
              <th scope="col">Kind</th>
              <th scope="col">Rendered</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_LINKS.map(({ target, link }) => (
              <tr key={target ?? 'none'} data-kind={link.kind}>
                <td>
                  <code>{target ?? '(none)'}</code>
                </td>
                <td>{link.kind}</td>
                <td>
                  <Link link={link} className="sf-style-guide__link" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section
        title="Flash messages"
        note="Non-static messages show a hide button, or a link when a target is given."
      >
        {TYPES.map((type) => (
          <div key={type} className="sf-style-guide__stack" data-flash-type={type}>
            <FlashMessage
              type={type}
              title={`Non-static ${type} message`}
              text={TEXT[type]}
              hideLabel="Hide"
            />
            <FlashMessage
              type={type}
              title={`Non-static ${type} message with a link`}
              linkText="Read more"
              to="/en/company"
              hideLabel="Hide"
            />
            <FlashMessage
              type={type}
              title={`Static ${type} message`}
              text={TEXT[type]}
              static
              hideLabel="Hide"
            />
          </div>
        ))}
      </Section>
      <Section
        title="Floating"
        note={`Floating messages sit fixed at the bottom right and hide after ${FLASH_MESSAGE_DEFAULT_TIMEOUT_MS} ms by default; this server-rendered sample is not hydrated, so it stays.`}
      >
        <FlashMessage
          type="success"
          title="Floating success message"
          text={TEXT.success}
          floating
          hideLabel="Hide"
        />
      </Section>
      <Section
        title="Toggle group"
        note="Filters such as the story categories and the search result types: one choice pressed. This server-rendered sample is not hydrated."
      >
        <ToggleGroup
          label="Filter by category"
          options={[
            { key: null, label: 'All' },
            { key: 'technology', label: 'Technology' },
            { key: 'customers', label: 'Customers' },
          ]}
          selected="technology"
          onSelect={() => {}}
        />
      </Section>
      <ImagesSection />
    </>
  );
}

import { Island } from '../../../runtime/ui/Island.tsx';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { PageModules } from '../../../runtime/ui/modules/PageModules.tsx';
import { MODULE_IMAGES } from '../../../runtime/ui/modules/sizes.ts';
import type { ModuleView } from '../../../runtime/ui/modules/view.ts';
import { RichText } from '../../../runtime/ui/RichText.tsx';
import { StoryList, type StoryListProps } from '../islands/StoryList.tsx';
import { STORY_IMAGE_BOXES, type StoryCardView, type StoryContactView, type StoryView } from '../views.ts';
import { StoryCards } from './StoryCard.tsx';
import { StoryImage } from './StoryImage.tsx';

/**
 * The story pages' bodies (public-site §2 `/{locale}/stories`, `/stories/{slug}`, `/stories/contacts`,
 * `/stories/contacts/{author}`), rendered inside the default layout by the plugin's renderers.
 */

/** The overview: its title and the filterable list (an island), newest first. */
export function StoryOverview({ title, list }: { title: string; list: StoryListProps }) {
  return (
    <section className="sf-stories">
      <h1 className="sf-stories__title">{title}</h1>
      <Island name="story-list" component={StoryList} props={list} />
    </section>
  );
}

/** Story contacts as a list: 80 × 80 portrait and name, linking to the contact's page. */
function ContactList({ contacts, counts }: { contacts: StoryContactView[]; counts?: string[] }) {
  return (
    <ul className="sf-story-contacts">
      {contacts.map((contact, index) => (
        <li key={contact.href} className="sf-story-contact">
          {/* The name is written beside the portrait: an alt text repeating it would be read twice. */}
          <StoryImage
            image={{ ...contact.image, alt: '' }}
            box={STORY_IMAGE_BOXES.contact}
            className="sf-story-contact__image"
          />
          <span className="sf-story-contact__text">
            <a className="sf-story-contact__name" href={contact.href} data-sf-link="route">
              {contact.name}
            </a>
            {counts?.[index] && <span className="sf-story-contact__count">{counts[index]}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A story: category and date, title, lead text, its image, the body (sanitized rich text with localized
 * links), its contacts and its related products.
 */
export function StoryDetail({
  view,
  bodyHtml,
  modules = [],
}: {
  view: StoryView;
  bodyHtml: string;
  /** Content modules after the body (the story feedback form); default none. */
  modules?: readonly ModuleView[];
}) {
  const t = useT();
  return (
    <article className="sf-story">
      <header className="sf-story__header">
        <p className="sf-story__meta">
          {view.category && <span className="sf-story__category">{view.category}</span>}
          <time dateTime={view.date.iso}>{view.date.text}</time>
        </p>
        <h1 className="sf-story__title">{view.title}</h1>
        <p className="sf-story__lead">{view.leadText}</p>
      </header>
      <StoryImage
        image={view.image}
        box={STORY_IMAGE_BOXES.hero}
        responsive={MODULE_IMAGES.stretched}
        className="sf-story__image"
        eager
      />
      <RichText html={bodyHtml} className="sf-story__body" />
      <PageModules modules={modules} />
      {view.contacts.length > 0 && (
        <section className="sf-story__contacts" aria-labelledby="sf-story-contacts">
          <h2 id="sf-story-contacts">{t('stories:contacts')}</h2>
          <ContactList contacts={view.contacts} />
        </section>
      )}
      {view.relatedProducts.length > 0 && (
        <section className="sf-story__products" aria-labelledby="sf-story-products">
          <h2 id="sf-story-products">{t('stories:relatedProducts')}</h2>
          <ul className="sf-story-products">
            {view.relatedProducts.map((product) => (
              <li key={product.href} className="sf-story-product">
                <a className="sf-story-product__link" href={product.href} data-sf-link="route">
                  <StoryImage image={product.image} box={STORY_IMAGE_BOXES.product} />
                  <span className="sf-story-product__name">{product.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The story contacts' overview: every contact of the locale's stories, with their number of stories. */
export function StoryContactsOverview(props: {
  title: string;
  contacts: (StoryContactView & { storyCount: string })[];
}) {
  return (
    <section className="sf-stories">
      <h1 className="sf-stories__title">{props.title}</h1>
      <ContactList contacts={props.contacts} counts={props.contacts.map((contact) => contact.storyCount)} />
    </section>
  );
}

/** A story contact's page: portrait, name and their stories, newest first. */
export function StoryContactDetail(props: {
  contact: StoryContactView;
  storiesTitle: string;
  stories: StoryCardView[];
}) {
  const { contact } = props;
  return (
    <section className="sf-stories sf-story-author">
      <header className="sf-story-author__header">
        <StoryImage image={contact.image} box={STORY_IMAGE_BOXES.contact} eager />
        <h1 className="sf-stories__title">{contact.name}</h1>
      </header>
      <section aria-labelledby="sf-story-author-stories">
        <h2 id="sf-story-author-stories">{props.storiesTitle}</h2>
        <StoryCards stories={props.stories} headingLevel={3} />
      </section>
    </section>
  );
}

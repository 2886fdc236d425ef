import { createElement as h } from 'react';
import { type CataloguePage, cataloguePages, catalogueText } from './catalogue.ts';
import { type BaselinePage, documentPage, hrefOf, type LocaleContext, localized } from './context.ts';
import { ListView, ProductView, Table } from './views.tsx';

/** A page with a title and one line of text, both UI strings (search, editor area, customer portal). */
export function textPage(input: { path: string; title: string; text: string }) {
  return function* (context: LocaleContext): Generator<BaselinePage> {
    yield documentPage(context, {
      path: input.path,
      title: context.label(input.title),
      main: h('p', null, context.label(input.text)),
    });
  };
}

/**
 * The locations page of a locale (locations): the group's published locations (company, address) and
 * the contacts serving the locale's country (those of the international desk where none does; all in
 * an international locale).
 */
export function* locationsPage(context: LocaleContext): Generator<BaselinePage> {
  const { dataset, locale, label } = context;
  const contacts = dataset.contacts.filter((contact) => contact.isPublished);
  const serving =
    locale.country === 'ALL'
      ? contacts
      : contacts.filter((contact) => contact.countries.includes(locale.country));
  const shown = serving.length > 0 ? serving : contacts.filter((contact) => contact.countries.length === 0);
  const main = [
    h('p', { key: 'intro' }, label('locations:intro')),
    h(Table, {
      key: 'contacts',
      caption: label('locations:contactsByCountry'),
      head: ['', label('locations:phone'), label('locations:email')],
      rows: shown.map((contact) => [
        `${contact.name}, ${localized(contact.role, locale.language)}`,
        contact.phone,
        contact.email,
      ]),
    }),
    h(Table, {
      key: 'locations',
      caption: label('locations:locationsTitle'),
      head: ['', '', label('locations:phone')],
      rows: dataset.locations
        .filter((location) => location.isPublished)
        .map((location) => [
          location.company,
          `${location.street}, ${location.postalCode} ${location.city}, ${location.countryCode}`,
          location.phone,
        ]),
    }),
  ];
  yield documentPage(context, { path: 'locations', title: label('locations:title'), main });
}

/** The investors page of a locale (investors): each published financial table, figures by fiscal year. */
export function* investorsPage(context: LocaleContext): Generator<BaselinePage> {
  const { dataset, locale, label } = context;
  const tables = dataset.financialTables
    .filter((table) => table.isPublished)
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((table) =>
      h(Table, {
        key: table.id,
        caption: `${localized(table.caption, locale.language)} (${table.currency})`,
        head: [label('investors:figure'), ...table.fiscalYears.map(String)],
        rows: table.figures.map((figure) => [
          localized(figure.label, locale.language),
          ...figure.values.map((value) =>
            value === null ? label('investors:notReported') : value.toLocaleString(locale.code),
          ),
        ]),
      }),
    );
  yield documentPage(context, {
    path: 'investors',
    title: label('investors:title'),
    main: [h('p', { key: 'intro' }, label('investors:intro')), ...tables],
  });
}

/**
 * The catalogue pages of a locale (catalogue, see catalogue.ts): a classification with its
 * description and the linked list of its children and products; a product with its descriptions and
 * the table of its specifications in the country's measurement system; a capability with the linked
 * list of its products; the comparison page's title and empty-basket text.
 */
export function* cataloguePagesOf(context: LocaleContext): Generator<BaselinePage> {
  const { locale, label, products } = context;
  const { language } = locale;
  const link = ({ name, path }: { name: string; path: string }) => ({
    title: name,
    href: hrefOf(locale, path),
  });
  for (const entry of cataloguePages({ products, language, country: locale.country })) {
    yield catalogueDocument(entry);
  }

  function catalogueDocument(entry: CataloguePage): BaselinePage {
    switch (entry.kind) {
      case 'classification':
      case 'capability':
        return documentPage(context, {
          path: entry.path,
          title: entry.name,
          main: h(ListView, {
            intro: entry.kind === 'classification' ? entry.description : null,
            links: entry.links.map(link),
          }),
        });
      case 'product': {
        const { product } = entry;
        const text = product.languages.includes(language as never) ? language : 'en';
        // The country's measurement system; a specification listed twice is shown once.
        const names = new Set<string>();
        const specifications = product.specifications.filter(
          (specification) =>
            specification.measurementSystem === locale.measurementSystem &&
            !names.has(specification.name.en) &&
            names.add(specification.name.en),
        );
        return documentPage(context, {
          path: entry.path,
          title: entry.name,
          main: h(ProductView, {
            description: catalogueText(product.shortDescription, text),
            details: product.longDescription && catalogueText(product.longDescription, text),
            specifications: {
              head: [label('catalogue:specifications'), ''],
              rows: specifications.map((specification) => [
                catalogueText(specification.name, text),
                specification.unit ? `${specification.value} ${specification.unit}` : specification.value,
              ]),
            },
          }),
        });
      }
      case 'comparison':
        return documentPage(context, {
          path: entry.path,
          title: label('basket:title'),
          main: h('p', null, label('basket:empty')),
        });
    }
  }
}

import { useT } from '../../../runtime/ui/i18n-context.tsx';
import type { FinancialTableView } from '../views.ts';

/**
 * The investor page's body (public-site §1 "investor and financial tables"), rendered inside the default
 * layout by the plugin's renderer. Each table is a real `<table>`: its caption says what it shows, the
 * fiscal years are column headers and the figures row headers (`scope`), the unit stands in the row
 * header, a value not reported is a dash read out as 'not reported'. A wide table scrolls inside a
 * focusable region, so keyboard users can scroll it too.
 */

function FinancialTable({ table }: { table: FinancialTableView }) {
  const t = useT();
  const titleId = `financial-table-${table.slug}`;
  return (
    <div className="sf-financial-table" lang={table.language ?? undefined} data-table={table.slug}>
      <h2 id={titleId}>{table.title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="sf-financial-table__scroll" aria-labelledby={titleId} tabIndex={0}>
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('investors:figure')}</th>
              {table.years.map((year) => (
                <th key={year} scope="col">
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} data-figure={row.key}>
                <th scope="row">
                  {row.label}
                  {row.unit && <span className="sf-financial-table__unit"> ({row.unit})</span>}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.years[index]} data-value={cell.value ?? undefined}>
                    {cell.text ?? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sf-sr-only">{t('investors:notReported')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** The page: title, intro and each financial table ('No financial figures available' without any). */
export function InvestorsPage(props: { title: string; intro: string; tables: FinancialTableView[] }) {
  const t = useT();
  return (
    <article className="sf-investors">
      <h1>{props.title}</h1>
      <p className="sf-investors__intro">{props.intro}</p>
      {props.tables.length > 0 ? (
        props.tables.map((table) => <FinancialTable key={table.id} table={table} />)
      ) : (
        <p className="sf-investors__empty">{t('investors:noTables')}</p>
      )}
    </article>
  );
}

import { localizedRow } from './localized-row.ts';
import type { Random } from './prng.ts';
import type { FinancialTableRecord } from './types.ts';

const FISCAL_YEARS = [2020, 2021, 2022, 2023, 2024];

const TEXTS = {
  keyFigures: localizedRow(
    'Key figures|Klíčové ukazatele|Kennzahlen|Cifras clave|Chiffres clés|Főbb mutatók|主要財務指標|Números-chave|Indicatori cheie|Kľúčové ukazovatele|关键数据',
  ),
  keyFiguresCaption: localizedRow(
    'Key figures of the group, fiscal years 2020 to 2024|Klíčové ukazatele skupiny, účetní roky 2020 až 2024|Kennzahlen der Gruppe, Geschäftsjahre 2020 bis 2024|Cifras clave del grupo, ejercicios 2020 a 2024|Chiffres clés du groupe, exercices 2020 à 2024|A csoport főbb mutatói, 2020–2024-es üzleti évek|グループの主要財務指標（2020～2024年度）|Números-chave do grupo, exercícios de 2020 a 2024|Indicatorii cheie ai grupului, exercițiile financiare 2020–2024|Kľúčové ukazovatele skupiny, účtovné roky 2020 až 2024|集团关键数据，2020至2024财年',
  ),
  revenueByRegion: localizedRow(
    'Revenue by region|Tržby podle regionů|Umsatz nach Regionen|Ingresos por región|Chiffre d’affaires par région|Árbevétel régiónként|地域別売上高|Receitas por região|Venituri pe regiuni|Tržby podľa regiónov|按地区划分的收入',
  ),
  revenueByRegionCaption: localizedRow(
    'Revenue of the group by region, fiscal years 2020 to 2024|Tržby skupiny podle regionů, účetní roky 2020 až 2024|Umsatz der Gruppe nach Regionen, Geschäftsjahre 2020 bis 2024|Ingresos del grupo por región, ejercicios 2020 a 2024|Chiffre d’affaires du groupe par région, exercices 2020 à 2024|A csoport árbevétele régiónként, 2020–2024-es üzleti évek|グループの地域別売上高（2020～2024年度）|Receitas do grupo por região, exercícios de 2020 a 2024|Veniturile grupului pe regiuni, exercițiile financiare 2020–2024|Tržby skupiny podľa regiónov, účtovné roky 2020 až 2024|集团按地区划分的收入，2020至2024财年',
  ),
  revenue: localizedRow(
    'Revenue|Tržby|Umsatz|Ingresos|Chiffre d’affaires|Árbevétel|売上高|Receitas|Venituri|Tržby|收入',
  ),
  ordersReceived: localizedRow(
    'Orders received|Přijaté objednávky|Auftragseingang|Pedidos recibidos|Prises de commandes|Beérkezett megrendelések|受注高|Encomendas recebidas|Comenzi primite|Prijaté objednávky|订单收入',
  ),
  ebit: localizedRow('EBIT|EBIT|EBIT|EBIT|EBIT|EBIT|EBIT（営業利益）|EBIT|EBIT|EBIT|息税前利润'),
  ebitMargin: localizedRow(
    'EBIT margin|Marže EBIT|EBIT-Marge|Margen EBIT|Marge EBIT|EBIT-marzs|EBITマージン|Margem EBIT|Marja EBIT|Marža EBIT|息税前利润率',
  ),
  employees: localizedRow(
    'Employees|Zaměstnanci|Mitarbeitende|Empleados|Collaborateurs|Munkavállalók|従業員数|Colaboradores|Angajați|Zamestnanci|员工人数',
  ),
  europe: localizedRow('Europe|Evropa|Europa|Europa|Europe|Európa|ヨーロッパ|Europa|Europa|Európa|欧洲'),
  americas: localizedRow(
    'Americas|Amerika|Amerika|América|Amériques|Amerika|南北アメリカ|Américas|Americi|Amerika|美洲',
  ),
  asia: localizedRow('Asia|Asie|Asien|Asia|Asie|Ázsia|アジア|Ásia|Asia|Ázia|亚洲'),
};

/** Rounded to one decimal: how amounts in millions are reported. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * The demo group's financial tables (public-site §1 "investor and financial tables"), amounts in CHF
 * million over the fiscal years 2020–2024: the key figures (revenue, orders received, EBIT, EBIT margin,
 * employees; revenue above 1,000 so that grouping shows) and the revenue by region (summing to the
 * revenue). Ids, slugs and labels do not depend on the seed; the figures do. Labels in all eleven UI
 * languages.
 */
export function createFinancialTables(random: Random): FinancialTableRecord[] {
  let revenue = 980 + random.int(0, 80);
  let employees = 3300 + random.int(0, 200);
  const revenues: number[] = [];
  const orders: number[] = [];
  const ebit: number[] = [];
  const staff: number[] = [];
  const shares = { europe: [] as number[], americas: [] as number[], asia: [] as number[] };
  for (const [index] of FISCAL_YEARS.entries()) {
    // 2020 dipped, then the group grew.
    revenue = tenths(revenue * (index === 0 ? 1 : 1.04 + random.next() * 0.1) + random.next());
    revenues.push(revenue);
    orders.push(tenths(revenue * (0.97 + random.next() * 0.12)));
    ebit.push(tenths(revenue * (0.06 + random.next() * 0.05)));
    employees += random.int(40, 260);
    staff.push(employees);
    const europe = tenths(revenue * (0.46 + random.next() * 0.06));
    const americas = tenths(revenue * (0.22 + random.next() * 0.05));
    shares.europe.push(europe);
    shares.americas.push(americas);
    shares.asia.push(tenths(revenue - europe - americas));
  }
  return [
    {
      id: 'financial-table-key-figures',
      slug: 'key-figures',
      title: TEXTS.keyFigures,
      caption: TEXTS.keyFiguresCaption,
      currency: 'CHF',
      fiscalYears: FISCAL_YEARS,
      figures: [
        { key: 'revenue', label: TEXTS.revenue, unit: 'CURRENCY_MILLIONS', values: revenues },
        { key: 'orders-received', label: TEXTS.ordersReceived, unit: 'CURRENCY_MILLIONS', values: orders },
        { key: 'ebit', label: TEXTS.ebit, unit: 'CURRENCY_MILLIONS', values: ebit },
        {
          key: 'ebit-margin',
          label: TEXTS.ebitMargin,
          unit: 'PERCENT',
          values: ebit.map((value, index) => tenths((value / revenues[index]!) * 100)),
        },
        // Headcount was first reported for 2021.
        { key: 'employees', label: TEXTS.employees, unit: 'COUNT', values: [null, ...staff.slice(1)] },
      ],
      sortIndex: 1,
      isPublished: true,
    },
    {
      id: 'financial-table-revenue-by-region',
      slug: 'revenue-by-region',
      title: TEXTS.revenueByRegion,
      caption: TEXTS.revenueByRegionCaption,
      currency: 'CHF',
      fiscalYears: FISCAL_YEARS,
      figures: [
        { key: 'europe', label: TEXTS.europe, unit: 'CURRENCY_MILLIONS', values: shares.europe },
        { key: 'americas', label: TEXTS.americas, unit: 'CURRENCY_MILLIONS', values: shares.americas },
        { key: 'asia', label: TEXTS.asia, unit: 'CURRENCY_MILLIONS', values: shares.asia },
      ],
      sortIndex: 2,
      isPublished: true,
    },
  ];
}

/**
 * The search quality set: queries over the demo dataset in en, de, ja, zh and fr,
 * each with the page it must find among the first three results. `kind` says what each exercises:
 * the exact words, the start of a word (German compounds), a typo (words of five characters and more),
 * a substring of a Japanese or Chinese word, a query typed without accents.
 */
export interface QualityQuery {
  locale: string;
  query: string;
  /** URL of the page expected in the top 3. */
  expected: string;
  kind: 'exact' | 'prefix' | 'typo' | 'cjk-substring' | 'accent-free';
}

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // English
  {
    locale: 'en',
    query: 'Omega 740',
    expected: '/en/products/harness-manufacturing/omega-740',
    kind: 'exact',
  },
  { locale: 'en', query: 'History', expected: '/en/company/history', kind: 'exact' },
  { locale: 'en', query: 'legal notice', expected: '/en/legal-notice', kind: 'exact' },
  {
    locale: 'en',
    query: 'share buyback',
    expected: '/en/media-releases/ad-hoc-announcement-4',
    kind: 'exact',
  },
  { locale: 'en', query: 'Suzhou plant', expected: '/en/media-releases/media-release-10', kind: 'exact' },
  {
    locale: 'en',
    query: 'quality inspection',
    expected: '/en/capabilities/quality-inspection',
    kind: 'exact',
  },
  { locale: 'en', query: 'manag', expected: '/en/company/management', kind: 'prefix' },
  { locale: 'en', query: 'harness manuf', expected: '/en/products/harness-manufacturing', kind: 'prefix' },
  { locale: 'en', query: 'topw', expected: '/en/smart-factory/software/topwin-editor', kind: 'prefix' },
  {
    locale: 'en',
    query: 'calibraton',
    expected: '/en/services/maintenance/calibration-service',
    kind: 'typo',
  },
  {
    locale: 'en',
    query: 'dashbord',
    expected: '/en/smart-factory/data-analytics/insight-dashboard',
    kind: 'typo',
  },
  { locale: 'en', query: 'sakura testng', expected: '/en/stories/sakura-wiring-testing', kind: 'typo' },
  {
    locale: 'en',
    query: 'securite process',
    expected: '/en/capabilities/securite-process',
    kind: 'accent-free',
  },
  // German
  { locale: 'de-ch', query: 'Geschichte', expected: '/de-ch/company/history', kind: 'exact' },
  { locale: 'de-ch', query: 'Impressum', expected: '/de-ch/legal-notice', kind: 'exact' },
  {
    locale: 'de-ch',
    query: 'Bedienerschulung',
    expected: '/de-ch/services/training/operator-training',
    kind: 'exact',
  },
  { locale: 'de-ch', query: 'Kabelbaum', expected: '/de-ch/products/harness-manufacturing', kind: 'prefix' },
  {
    locale: 'de-ch',
    query: 'Servicevertr',
    expected: '/de-ch/services/maintenance/service-contract-premium',
    kind: 'prefix',
  },
  { locale: 'de-ch', query: 'Datenan', expected: '/de-ch/smart-factory/data-analytics', kind: 'prefix' },
  {
    locale: 'de-ch',
    query: 'Kalibriersevice',
    expected: '/de-ch/services/maintenance/calibration-service',
    kind: 'typo',
  },
  { locale: 'de-ch', query: 'Geschaftsleitung', expected: '/de-ch/company/management', kind: 'accent-free' },
  {
    locale: 'de-ch',
    query: 'Qualitatsprufung',
    expected: '/de-ch/capabilities/qualitatsprufung',
    kind: 'accent-free',
  },
  {
    locale: 'de-ch',
    query: 'Aktienruckkauf',
    expected: '/de-ch/media-releases/ad-hoc-announcement-4',
    kind: 'accent-free',
  },
  // Japanese
  { locale: 'ja-jp', query: '沿革', expected: '/ja-jp/company/history', kind: 'exact' },
  { locale: 'ja-jp', query: '圧着', expected: '/ja-jp/products/wire-processing/crimping', kind: 'exact' },
  {
    locale: 'ja-jp',
    query: 'ハーネス',
    expected: '/ja-jp/products/harness-manufacturing',
    kind: 'cjk-substring',
  },
  {
    locale: 'ja-jp',
    query: '保守契約',
    expected: '/ja-jp/services/maintenance/service-contract-premium',
    kind: 'cjk-substring',
  },
  {
    locale: 'ja-jp',
    query: '校正',
    expected: '/ja-jp/services/maintenance/calibration-service',
    kind: 'cjk-substring',
  },
  { locale: 'ja-jp', query: 'ポリシー', expected: '/ja-jp/privacy', kind: 'cjk-substring' },
  { locale: 'ja-jp', query: 'ファクトリー', expected: '/ja-jp/smart-factory', kind: 'cjk-substring' },
  {
    locale: 'ja-jp',
    query: 'Omega',
    expected: '/ja-jp/products/harness-manufacturing/omega-740',
    kind: 'exact',
  },
  // Chinese
  { locale: 'zh-cn', query: '压接', expected: '/zh-cn/products/wire-processing/crimping', kind: 'exact' },
  { locale: 'zh-cn', query: '智能工厂', expected: '/zh-cn/smart-factory', kind: 'exact' },
  {
    locale: 'zh-cn',
    query: '束制',
    expected: '/zh-cn/products/harness-manufacturing',
    kind: 'cjk-substring',
  },
  { locale: 'zh-cn', query: '隐私', expected: '/zh-cn/privacy', kind: 'cjk-substring' },
  {
    locale: 'zh-cn',
    query: '服务合同',
    expected: '/zh-cn/services/maintenance/service-contract-premium',
    kind: 'cjk-substring',
  },
  { locale: 'zh-cn', query: '法律', expected: '/zh-cn/legal-notice', kind: 'cjk-substring' },
  {
    locale: 'zh-cn',
    query: '校准',
    expected: '/zh-cn/services/maintenance/calibration-service',
    kind: 'cjk-substring',
  },
  // French
  { locale: 'fr-fr', query: 'Mentions légales', expected: '/fr-fr/legal-notice', kind: 'exact' },
  { locale: 'fr-fr', query: 'faisceaux', expected: '/fr-fr/products/harness-manufacturing', kind: 'exact' },
  { locale: 'fr-fr', query: 'confidential', expected: '/fr-fr/privacy', kind: 'prefix' },
  { locale: 'fr-fr', query: 'sertisage', expected: '/fr-fr/products/wire-processing/crimping', kind: 'typo' },
  {
    locale: 'fr-fr',
    query: 'denudage',
    expected: '/fr-fr/products/wire-processing/stripping',
    kind: 'accent-free',
  },
  {
    locale: 'fr-fr',
    query: 'controle qualite',
    expected: '/fr-fr/capabilities/controle-qualite',
    kind: 'accent-free',
  },
  {
    locale: 'fr-fr',
    query: 'service d etalonnage',
    expected: '/fr-fr/services/maintenance/calibration-service',
    kind: 'accent-free',
  },
  { locale: 'fr-fr', query: 'Carrieres', expected: '/fr-fr/careers', kind: 'accent-free' },
];

import { translations } from './text.ts';

/** Classification names per slug, in the eleven UI languages (customer-area §3 product classification). */
export const CLASSIFICATION_NAMES = {
  products: translations(
    'Products | Produkty | Produkte | Productos | Produits | Termékek | 製品 | Produtos | Produse | Produkty | 产品',
  ),
  services: translations(
    'Services | Služby | Services | Servicios | Services | Szolgáltatások | サービス | Serviços | Servicii | Služby | 服务',
  ),
  'smart-factory': translations(
    'Smart factory | Chytrá továrna | Smart Factory | Fábrica inteligente | Usine intelligente | Okosgyár | スマートファクトリー | Fábrica inteligente | Fabrică inteligentă | Inteligentná továreň | 智能工厂',
  ),
  'wire-processing': translations(
    'Wire processing | Zpracování vodičů | Kabelverarbeitung | Procesamiento de cables | Traitement des fils | Vezetékfeldolgozás | 電線加工 | Processamento de fios | Prelucrarea firelor | Spracovanie vodičov | 线材加工',
  ),
  crimping: translations(
    'Crimping | Krimpování | Crimpen | Engastado | Sertissage | Krimpelés | 圧着 | Crimpagem | Sertizare | Krimpovanie | 压接',
  ),
  stripping: translations(
    'Stripping | Odizolování | Abisolieren | Pelado | Dénudage | Csupaszítás | 被覆剥き | Decapagem | Dezizolare | Odizolovanie | 剥线',
  ),
  'harness-manufacturing': translations(
    'Harness manufacturing | Výroba kabelových svazků | Kabelbaumfertigung | Fabricación de mazos de cables | Fabrication de faisceaux | Kábelköteg-gyártás | ワイヤーハーネス製造 | Fabricação de chicotes | Fabricarea cablajelor | Výroba káblových zväzkov | 线束制造',
  ),
  'test-systems': translations(
    'Test systems | Testovací systémy | Prüfsysteme | Sistemas de prueba | Systèmes de test | Tesztrendszerek | 試験システム | Sistemas de teste | Sisteme de testare | Testovacie systémy | 测试系统',
  ),
  maintenance: translations(
    'Maintenance | Údržba | Wartung | Mantenimiento | Maintenance | Karbantartás | メンテナンス | Manutenção | Întreținere | Údržba | 维护',
  ),
  training: translations(
    'Training | Školení | Schulung | Formación | Formation | Képzés | トレーニング | Treinamento | Instruire | Školenie | 培训',
  ),
  software: translations(
    'Software | Software | Software | Software | Logiciels | Szoftver | ソフトウェア | Software | Software | Softvér | 软件',
  ),
  'data-analytics': translations(
    'Data analytics | Analýza dat | Datenanalyse | Análisis de datos | Analyse de données | Adatelemzés | データ分析 | Análise de dados | Analiza datelor | Analýza dát | 数据分析',
  ),
} as const;

/** A classification slug of the demo tree. */
export type ClassificationSlug = keyof typeof CLASSIFICATION_NAMES;

/** The sentence after a classification's name in its description ('Crimping: solutions for …'). */
export const CLASSIFICATION_TAGLINE = translations([
  'solutions for efficient wire processing from a single source.',
  'řešení pro efektivní zpracování vodičů z jednoho zdroje.',
  'Lösungen für die effiziente Kabelverarbeitung aus einer Hand.',
  'soluciones para un procesamiento de cables eficiente de un solo proveedor.',
  'des solutions pour un traitement efficace des fils, d’un seul fournisseur.',
  'megoldások a hatékony vezetékfeldolgozáshoz egy kézből.',
  '効率的な電線加工のためのソリューションをワンストップで。',
  'soluções para um processamento de fios eficiente de um único fornecedor.',
  'soluții pentru prelucrarea eficientă a firelor dintr-o singură sursă.',
  'riešenia pre efektívne spracovanie vodičov z jedného zdroja.',
  '一站式高效线材加工解决方案。',
]);

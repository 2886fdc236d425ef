import { translations } from './text.ts';

/** Kinds of product in the demo catalogue; each has its own description, specifications and variants. */
export type ProductFamily =
  | 'crimping'
  | 'stripping'
  | 'cutting'
  | 'harness'
  | 'testing'
  | 'maintenance'
  | 'training'
  | 'software'
  | 'analytics';

/** Short description of each family, in the eleven UI languages. */
export const FAMILY_DESCRIPTIONS: Readonly<Record<ProductFamily, ReturnType<typeof translations>>> = {
  crimping: translations([
    'Fully automatic crimping machine for reliable crimp connections.',
    'Plně automatický krimpovací stroj pro spolehlivé krimpované spoje.',
    'Vollautomatische Crimpmaschine für zuverlässige Crimpverbindungen.',
    'Máquina de engastado totalmente automática para conexiones fiables.',
    'Machine de sertissage entièrement automatique pour des connexions fiables.',
    'Teljesen automatikus krimpelőgép megbízható krimpkötésekhez.',
    '信頼性の高い圧着接続のための全自動圧着機。',
    'Máquina de crimpagem totalmente automática para conexões confiáveis.',
    'Mașină de sertizare complet automată pentru conexiuni fiabile.',
    'Plne automatický krimpovací stroj pre spoľahlivé krimpované spoje.',
    '用于可靠压接连接的全自动压接机。',
  ]),
  stripping: translations([
    'Precise stripping machine for single wires and multi-core cables.',
    'Přesný odizolovací stroj pro jednotlivé vodiče a vícežilové kabely.',
    'Präzise Abisoliermaschine für Einzelleiter und mehradrige Kabel.',
    'Peladora precisa para hilos individuales y cables multiconductores.',
    'Machine de dénudage précise pour fils simples et câbles multiconducteurs.',
    'Precíz csupaszítógép egyeres vezetékekhez és többeres kábelekhez.',
    '単線および多芯ケーブル用の高精度被覆剥き機。',
    'Decapadora precisa para fios simples e cabos multicondutores.',
    'Mașină de dezizolare precisă pentru fire simple și cabluri multifilare.',
    'Presný odizolovací stroj pre jednotlivé vodiče a viacžilové káble.',
    '适用于单线和多芯电缆的精密剥线机。',
  ]),
  cutting: translations([
    'Compact cut-and-strip machine for small batches.',
    'Kompaktní stroj pro dělení a odizolování malých sérií.',
    'Kompakter Schneid- und Abisolierautomat für kleine Losgrößen.',
    'Máquina compacta de corte y pelado para lotes pequeños.',
    'Machine compacte de coupe et dénudage pour petites séries.',
    'Kompakt daraboló és csupaszító gép kis sorozatokhoz.',
    '小ロット向けのコンパクトな切断・被覆剥き機。',
    'Máquina compacta de corte e decapagem para pequenos lotes.',
    'Mașină compactă de tăiere și dezizolare pentru loturi mici.',
    'Kompaktný stroj na delenie a odizolovanie malých sérií.',
    '适用于小批量的紧凑型切剥机。',
  ]),
  harness: translations([
    'Modular system for automated wire harness production.',
    'Modulární systém pro automatizovanou výrobu kabelových svazků.',
    'Modulares System für die automatisierte Kabelbaumfertigung.',
    'Sistema modular para la producción automatizada de mazos de cables.',
    'Système modulaire pour la production automatisée de faisceaux.',
    'Moduláris rendszer automatizált kábelköteg-gyártáshoz.',
    '自動ワイヤーハーネス生産のためのモジュラーシステム。',
    'Sistema modular para a produção automatizada de chicotes.',
    'Sistem modular pentru producția automată de cablaje.',
    'Modulárny systém pre automatizovanú výrobu káblových zväzkov.',
    '用于自动化线束生产的模块化系统。',
  ]),
  testing: translations([
    'Electrical test system for finished harnesses.',
    'Elektrický testovací systém pro hotové kabelové svazky.',
    'Elektrisches Prüfsystem für fertige Kabelbäume.',
    'Sistema de prueba eléctrica para mazos terminados.',
    'Système de test électrique pour faisceaux finis.',
    'Elektromos tesztrendszer kész kábelkötegekhez.',
    '完成したハーネスのための電気試験システム。',
    'Sistema de teste elétrico para chicotes acabados.',
    'Sistem de testare electrică pentru cablaje finite.',
    'Elektrický testovací systém pre hotové káblové zväzky.',
    '用于成品线束的电气测试系统。',
  ]),
  maintenance: translations([
    'Planned maintenance that keeps your machines productive.',
    'Plánovaná údržba, která udržuje vaše stroje produktivní.',
    'Geplante Wartung, die Ihre Maschinen produktiv hält.',
    'Mantenimiento planificado que mantiene sus máquinas productivas.',
    'Une maintenance planifiée qui garde vos machines productives.',
    'Tervezett karbantartás, amely termelékenyen tartja gépeit.',
    '機械の生産性を保つ計画保全。',
    'Manutenção planejada que mantém suas máquinas produtivas.',
    'Întreținere planificată care vă menține mașinile productive.',
    'Plánovaná údržba, ktorá udržiava vaše stroje produktívne.',
    '让您的设备保持高效的计划性维护。',
  ]),
  training: translations([
    'Hands-on courses for operators and maintenance staff.',
    'Praktické kurzy pro obsluhu a pracovníky údržby.',
    'Praxisnahe Kurse für Bedien- und Wartungspersonal.',
    'Cursos prácticos para operadores y personal de mantenimiento.',
    'Cours pratiques pour opérateurs et personnel de maintenance.',
    'Gyakorlati tanfolyamok kezelőknek és karbantartóknak.',
    'オペレーターと保守担当者のための実践コース。',
    'Cursos práticos para operadores e equipes de manutenção.',
    'Cursuri practice pentru operatori și personalul de întreținere.',
    'Praktické kurzy pre obsluhu a pracovníkov údržby.',
    '面向操作人员和维护人员的实践课程。',
  ]),
  software: translations([
    'Software that plans and controls production across every line.',
    'Software, který plánuje a řídí výrobu na všech linkách.',
    'Software, die die Produktion über alle Linien plant und steuert.',
    'Software que planifica y controla la producción en todas las líneas.',
    'Un logiciel qui planifie et pilote la production sur toutes les lignes.',
    'Szoftver, amely minden soron tervezi és vezérli a gyártást.',
    '全ラインの生産を計画・制御するソフトウェア。',
    'Software que planeja e controla a produção em todas as linhas.',
    'Software care planifică și controlează producția pe toate liniile.',
    'Softvér, ktorý plánuje a riadi výrobu na všetkých linkách.',
    '规划和控制所有产线生产的软件。',
  ]),
  analytics: translations([
    'Dashboards that turn machine data into decisions.',
    'Přehledy, které mění data ze strojů v rozhodnutí.',
    'Dashboards, die Maschinendaten in Entscheidungen verwandeln.',
    'Paneles que convierten los datos de las máquinas en decisiones.',
    'Des tableaux de bord qui transforment les données machines en décisions.',
    'Irányítópultok, amelyek a gépadatokból döntéseket formálnak.',
    '機械データを意思決定に変えるダッシュボード。',
    'Painéis que transformam dados de máquinas em decisões.',
    'Tablouri de bord care transformă datele mașinilor în decizii.',
    'Prehľady, ktoré menia údaje zo strojov na rozhodnutia.',
    '将设备数据转化为决策的仪表板。',
  ]),
};

/** Names of the products that are services, in the eleven UI languages (machines keep technical names). */
export const SERVICE_NAMES = {
  'service-contract-premium': translations(
    'Premium service contract | Servisní smlouva Premium | Servicevertrag Premium | Contrato de servicio Premium | Contrat de service Premium | Prémium szervizszerződés | プレミアム保守契約 | Contrato de serviço Premium | Contract de service Premium | Servisná zmluva Premium | 高级服务合同',
  ),
  'calibration-service': translations(
    'Calibration service | Kalibrační servis | Kalibrierservice | Servicio de calibración | Service d’étalonnage | Kalibrálási szolgáltatás | 校正サービス | Serviço de calibração | Serviciu de calibrare | Kalibračný servis | 校准服务',
  ),
  'operator-training': translations(
    'Operator training | Školení obsluhy | Bedienerschulung | Formación de operadores | Formation des opérateurs | Kezelői képzés | オペレーター研修 | Treinamento de operadores | Instruirea operatorilor | Školenie obsluhy | 操作员培训',
  ),
} as const;

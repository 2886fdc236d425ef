import { translations } from './text.ts';
import type { CatalogueText } from './types.ts';

/** Specification names in the eleven UI languages (customer-area §3 specification name). */
export const SPECIFICATION_NAMES = {
  crossSection: translations(
    'Cross-section | Průřez | Querschnitt | Sección | Section | Keresztmetszet | 断面積 | Seção transversal | Secțiune | Prierez | 截面积',
  ),
  strippingLength: translations(
    'Stripping length | Délka odizolování | Abisolierlänge | Longitud de pelado | Longueur de dénudage | Csupaszítási hossz | 剥き長さ | Comprimento de decapagem | Lungime de dezizolare | Dĺžka odizolovania | 剥线长度',
  ),
  crimpForce: translations(
    'Crimp force | Krimpovací síla | Crimpkraft | Fuerza de engastado | Force de sertissage | Krimpelési erő | 圧着力 | Força de crimpagem | Forța de sertizare | Krimpovacia sila | 压接力',
  ),
  cycleTime: translations(
    'Cycle time | Doba cyklu | Taktzeit | Tiempo de ciclo | Temps de cycle | Ciklusidő | サイクルタイム | Tempo de ciclo | Timp de ciclu | Čas cyklu | 循环时间',
  ),
  weight: translations(
    'Weight | Hmotnost | Gewicht | Peso | Poids | Tömeg | 重量 | Peso | Greutate | Hmotnosť | 重量',
  ),
  airPressure: translations(
    'Air pressure | Tlak vzduchu | Luftdruck | Presión de aire | Pression d’air | Légnyomás | 空気圧 | Pressão de ar | Presiunea aerului | Tlak vzduchu | 气压',
  ),
  wireLength: translations(
    'Wire length | Délka vodiče | Leitungslänge | Longitud de cable | Longueur de fil | Vezetékhossz | 電線長 | Comprimento do fio | Lungimea firului | Dĺžka vodiča | 线长',
  ),
  testPoints: translations(
    'Test points | Testovací body | Prüfpunkte | Puntos de prueba | Points de test | Tesztpontok | テストポイント | Pontos de teste | Puncte de testare | Testovacie body | 测试点',
  ),
  responseTime: translations(
    'Response time | Doba odezvy | Reaktionszeit | Tiempo de respuesta | Délai d’intervention | Reakcióidő | 応答時間 | Tempo de resposta | Timp de răspuns | Čas odozvy | 响应时间',
  ),
  duration: translations(
    'Duration | Délka trvání | Dauer | Duración | Durée | Időtartam | 期間 | Duração | Durată | Trvanie | 时长',
  ),
  stations: translations(
    'Stations | Stanice | Stationen | Estaciones | Postes | Állomások | ステーション | Estações | Stații | Stanice | 工位',
  ),
} as const;

/** A specification of the demo catalogue. */
export type SpecificationKey = keyof typeof SPECIFICATION_NAMES;

/** Highlight titles and their one-line texts, in the eleven UI languages. */
export const HIGHLIGHT_PHRASES: readonly { name: CatalogueText; text: CatalogueText }[] = [
  {
    name: translations(
      'Fast changeover | Rychlé přestavení | Schneller Umbau | Cambio rápido | Changement rapide | Gyors átállás | 迅速な段取り替え | Troca rápida | Schimbare rapidă | Rýchle prestavenie | 快速换型',
    ),
    text: translations([
      'Switch to a new job in under a minute.',
      'Přechod na novou zakázku za méně než minutu.',
      'In weniger als einer Minute zum nächsten Auftrag.',
      'Pase a un nuevo trabajo en menos de un minuto.',
      'Passez à une nouvelle tâche en moins d’une minute.',
      'Új feladatra váltás kevesebb mint egy perc alatt.',
      '1分以内に次の作業へ切り替え。',
      'Mude para um novo trabalho em menos de um minuto.',
      'Treceți la o nouă comandă în mai puțin de un minut.',
      'Prechod na novú zákazku za menej ako minútu.',
      '一分钟内切换到新任务。',
    ]),
  },
  {
    name: translations(
      'Consistent quality | Stálá kvalita | Gleichbleibende Qualität | Calidad constante | Qualité constante | Állandó minőség | 安定した品質 | Qualidade constante | Calitate constantă | Stála kvalita | 稳定的质量',
    ),
    text: translations([
      'Every crimp is monitored and documented.',
      'Každý krimp je sledován a dokumentován.',
      'Jeder Crimp wird überwacht und dokumentiert.',
      'Cada engaste se supervisa y documenta.',
      'Chaque sertissage est surveillé et documenté.',
      'Minden krimpelést felügyelünk és dokumentálunk.',
      'すべての圧着を監視・記録します。',
      'Cada crimpagem é monitorada e documentada.',
      'Fiecare sertizare este monitorizată și documentată.',
      'Každý krimp je sledovaný a zdokumentovaný.',
      '每次压接均受监控并记录。',
    ]),
  },
  {
    name: translations(
      'Intuitive operation | Intuitivní ovládání | Intuitive Bedienung | Manejo intuitivo | Utilisation intuitive | Intuitív kezelés | 直感的な操作 | Operação intuitiva | Operare intuitivă | Intuitívne ovládanie | 直观操作',
    ),
    text: translations([
      'A touch interface that new operators learn in a day.',
      'Dotykové rozhraní, které noví operátoři zvládnou za den.',
      'Eine Touch-Oberfläche, die neue Bediener an einem Tag lernen.',
      'Una interfaz táctil que los nuevos operadores aprenden en un día.',
      'Une interface tactile que les nouveaux opérateurs maîtrisent en un jour.',
      'Érintőképernyős felület, amelyet az új kezelők egy nap alatt elsajátítanak.',
      '新しいオペレーターも1日で習得できるタッチ操作。',
      'Uma interface de toque que novos operadores aprendem em um dia.',
      'O interfață tactilă pe care noii operatori o învață într-o zi.',
      'Dotykové rozhranie, ktoré noví operátori zvládnu za deň.',
      '新操作员一天即可掌握的触控界面。',
    ]),
  },
  {
    name: translations(
      'Low maintenance | Nízká údržba | Wartungsarm | Bajo mantenimiento | Maintenance réduite | Alacsony karbantartási igény | 低メンテナンス | Baixa manutenção | Întreținere redusă | Nízka údržba | 低维护',
    ),
    text: translations([
      'Long service intervals and quick access to wear parts.',
      'Dlouhé servisní intervaly a rychlý přístup k opotřebitelným dílům.',
      'Lange Serviceintervalle und schneller Zugang zu Verschleißteilen.',
      'Intervalos de servicio largos y acceso rápido a las piezas de desgaste.',
      'Des intervalles d’entretien longs et un accès rapide aux pièces d’usure.',
      'Hosszú szervizintervallumok és gyors hozzáférés a kopóalkatrészekhez.',
      '長いサービス間隔と消耗部品への素早いアクセス。',
      'Longos intervalos de serviço e acesso rápido às peças de desgaste.',
      'Intervale lungi de service și acces rapid la piesele de uzură.',
      'Dlhé servisné intervaly a rýchly prístup k opotrebiteľným dielom.',
      '维护周期长，易损件快速更换。',
    ]),
  },
  {
    name: translations(
      'Connected production | Propojená výroba | Vernetzte Produktion | Producción conectada | Production connectée | Összekapcsolt gyártás | つながる生産 | Produção conectada | Producție conectată | Prepojená výroba | 互联生产',
    ),
    text: translations([
      'Machine data flows straight into your line software.',
      'Data ze strojů proudí přímo do softwaru vaší linky.',
      'Maschinendaten fließen direkt in Ihre Liniensoftware.',
      'Los datos de la máquina fluyen directamente al software de su línea.',
      'Les données machines alimentent directement le logiciel de votre ligne.',
      'A gépadatok közvetlenül a gyártósori szoftverbe kerülnek.',
      '機械データがライン用ソフトウェアへ直接流れます。',
      'Os dados da máquina fluem diretamente para o software da sua linha.',
      'Datele mașinii ajung direct în software-ul liniei dvs.',
      'Údaje zo strojov prúdia priamo do softvéru vašej linky.',
      '设备数据直接传入产线软件。',
    ]),
  },
];

/** Document types (the `type` value stays English) and their labels in document names. */
export const DOCUMENT_TYPES = {
  Brochure: translations(
    'Brochure | Brožura | Broschüre | Folleto | Brochure | Prospektus | パンフレット | Folheto | Broșură | Brožúra | 宣传册',
  ),
  Datasheet: translations(
    'Datasheet | Katalogový list | Datenblatt | Hoja de datos | Fiche technique | Adatlap | データシート | Ficha técnica | Fișă tehnică | Katalógový list | 数据表',
  ),
  'Operating manual': translations(
    'Operating manual | Návod k obsluze | Betriebsanleitung | Manual de instrucciones | Manuel d’utilisation | Kezelési útmutató | 取扱説明書 | Manual de operação | Manual de utilizare | Návod na obsluhu | 操作手册',
  ),
  'CAD model': translations(
    'CAD model | CAD model | CAD-Modell | Modelo CAD | Modèle CAO | CAD-modell | CADモデル | Modelo CAD | Model CAD | CAD model | CAD 模型',
  ),
} as const;

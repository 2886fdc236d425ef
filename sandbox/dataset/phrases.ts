import type { UiLanguage } from '../../core/model/system-data.ts';

/** Building blocks of a generated Markdown body in one language. */
export interface BodyPhrases {
  /** Opening paragraphs, each with a little bold and italic text; one is picked per page. */
  intros: readonly string[];
  /** Closing paragraphs; one is picked per page. */
  closings: readonly string[];
  /** List items; three are used per page. */
  list: readonly string[];
  /** Text of the link to another page. */
  readMore: string;
}

/** Body phrases for every UI language (public-site §9 UI languages). */
export const BODY_PHRASES: Readonly<Record<UiLanguage, BodyPhrases>> = {
  en: {
    intros: [
      'Our machines process wire and cable with **high precision** and *minimal waste*.',
      'For more than fifty years we have supported manufacturers with **reliable systems** and *personal service*.',
      'From single machines to **fully automated lines**, we plan every project *together with you*.',
    ],
    closings: [
      'Our service teams are close to you in more than seventy countries.',
      'Talk to our specialists to find the right solution for your production.',
    ],
    list: [
      'Cutting and stripping',
      'Crimping and sealing',
      'Testing and quality control',
      'Service and spare parts',
    ],
    readMore: 'Read more',
  },
  cs: {
    intros: [
      'Naše stroje zpracovávají dráty a kabely s **vysokou přesností** a *minimálním odpadem*.',
      'Již více než padesát let podporujeme výrobce **spolehlivými systémy** a *osobním servisem*.',
      'Od jednotlivých strojů po **plně automatizované linky** plánujeme každý projekt *společně s vámi*.',
    ],
    closings: [
      'Naše servisní týmy jsou vám nablízku ve více než sedmdesáti zemích.',
      'Poraďte se s našimi odborníky o správném řešení pro vaši výrobu.',
    ],
    list: [
      'Dělení a odizolování',
      'Krimpování a těsnění',
      'Testování a kontrola kvality',
      'Servis a náhradní díly',
    ],
    readMore: 'Více informací',
  },
  de: {
    intros: [
      'Unsere Maschinen verarbeiten Draht und Kabel mit **hoher Präzision** und *minimalem Ausschuss*.',
      'Seit über fünfzig Jahren unterstützen wir Hersteller mit **zuverlässigen Systemen** und *persönlichem Service*.',
      'Von der Einzelmaschine bis zur **vollautomatischen Linie** planen wir jedes Projekt *gemeinsam mit Ihnen*.',
    ],
    closings: [
      'Unsere Serviceteams sind in über siebzig Ländern für Sie da.',
      'Sprechen Sie mit unseren Fachleuten über die passende Lösung für Ihre Produktion.',
    ],
    list: [
      'Schneiden und Abisolieren',
      'Crimpen und Abdichten',
      'Prüfung und Qualitätskontrolle',
      'Service und Ersatzteile',
    ],
    readMore: 'Mehr erfahren',
  },
  es: {
    intros: [
      'Nuestras máquinas procesan hilos y cables con **alta precisión** y *mínimo desperdicio*.',
      'Desde hace más de cincuenta años apoyamos a los fabricantes con **sistemas fiables** y *servicio personalizado*.',
      'Desde máquinas individuales hasta **líneas totalmente automatizadas**, planificamos cada proyecto *junto con usted*.',
    ],
    closings: [
      'Nuestros equipos de servicio están cerca de usted en más de setenta países.',
      'Hable con nuestros especialistas para encontrar la solución adecuada para su producción.',
    ],
    list: ['Corte y pelado', 'Engarzado y sellado', 'Ensayos y control de calidad', 'Servicio y repuestos'],
    readMore: 'Más información',
  },
  fr: {
    intros: [
      'Nos machines traitent fils et câbles avec une **grande précision** et *un minimum de déchets*.',
      'Depuis plus de cinquante ans, nous accompagnons les fabricants avec des **systèmes fiables** et *un service personnalisé*.',
      'De la machine individuelle à la **ligne entièrement automatisée**, nous planifions chaque projet *avec vous*.',
    ],
    closings: [
      'Nos équipes de service sont proches de vous dans plus de soixante-dix pays.',
      'Parlez à nos spécialistes pour trouver la solution adaptée à votre production.',
    ],
    list: [
      'Coupe et dénudage',
      'Sertissage et étanchéité',
      'Contrôle et assurance qualité',
      'Service et pièces de rechange',
    ],
    readMore: 'En savoir plus',
  },
  hu: {
    intros: [
      'Gépeink **nagy pontossággal** és *minimális hulladékkal* dolgozzák fel a vezetékeket és kábeleket.',
      'Több mint ötven éve támogatjuk a gyártókat **megbízható rendszerekkel** és *személyes szervizzel*.',
      'Az egyedi gépektől a **teljesen automatizált sorokig** minden projektet *Önnel együtt* tervezünk meg.',
    ],
    closings: [
      'Szervizcsapataink több mint hetven országban állnak rendelkezésére.',
      'Beszéljen szakértőinkkel, hogy megtalálja a gyártásához illő megoldást.',
    ],
    list: [
      'Vágás és csupaszolás',
      'Krimpelés és tömítés',
      'Vizsgálat és minőségellenőrzés',
      'Szerviz és alkatrészek',
    ],
    readMore: 'Tovább',
  },
  ja: {
    intros: [
      '当社の機械は、ワイヤーとケーブルを**高精度**かつ*最小限のロス*で加工します。',
      '50年以上にわたり、**信頼性の高いシステム**と*きめ細かなサービス*でメーカーを支えてきました。',
      '単体機から**全自動ライン**まで、すべてのプロジェクトを*お客様と一緒に*計画します。',
    ],
    closings: [
      '70か国以上で当社のサービスチームがお客様をサポートします。',
      '最適なソリューションについては、当社の専門スタッフにご相談ください。',
    ],
    list: ['切断と被覆剥き', '圧着とシーリング', '検査と品質管理', 'サービスとスペアパーツ'],
    readMore: '詳しく見る',
  },
  pt: {
    intros: [
      'As nossas máquinas processam fios e cabos com **alta precisão** e *desperdício mínimo*.',
      'Há mais de cinquenta anos apoiamos fabricantes com **sistemas confiáveis** e *atendimento personalizado*.',
      'De máquinas individuais a **linhas totalmente automatizadas**, planejamos cada projeto *junto com você*.',
    ],
    closings: [
      'Nossas equipes de serviço estão perto de você em mais de setenta países.',
      'Fale com nossos especialistas para encontrar a solução certa para a sua produção.',
    ],
    list: [
      'Corte e decapagem',
      'Crimpagem e vedação',
      'Testes e controle de qualidade',
      'Serviço e peças de reposição',
    ],
    readMore: 'Saiba mais',
  },
  ro: {
    intros: [
      'Mașinile noastre prelucrează fire și cabluri cu **precizie ridicată** și *pierderi minime*.',
      'De peste cincizeci de ani sprijinim producătorii cu **sisteme fiabile** și *service personalizat*.',
      'De la mașini individuale la **linii complet automatizate**, planificăm fiecare proiect *împreună cu dumneavoastră*.',
    ],
    closings: [
      'Echipele noastre de service sunt aproape de dumneavoastră în peste șaptezeci de țări.',
      'Discutați cu specialiștii noștri pentru a găsi soluția potrivită pentru producția dumneavoastră.',
    ],
    list: [
      'Tăiere și dezizolare',
      'Sertizare și etanșare',
      'Testare și controlul calității',
      'Service și piese de schimb',
    ],
    readMore: 'Aflați mai multe',
  },
  sk: {
    intros: [
      'Naše stroje spracúvajú drôty a káble s **vysokou presnosťou** a *minimálnym odpadom*.',
      'Už viac ako päťdesiat rokov podporujeme výrobcov **spoľahlivými systémami** a *osobným servisom*.',
      'Od jednotlivých strojov po **plne automatizované linky** plánujeme každý projekt *spolu s vami*.',
    ],
    closings: [
      'Naše servisné tímy sú vám nablízku vo viac ako sedemdesiatich krajinách.',
      'Poraďte sa s našimi odborníkmi o správnom riešení pre vašu výrobu.',
    ],
    list: [
      'Delenie a odizolovanie',
      'Krimpovanie a tesnenie',
      'Testovanie a kontrola kvality',
      'Servis a náhradné diely',
    ],
    readMore: 'Viac informácií',
  },
  zh: {
    intros: [
      '我们的设备以**高精度**和*极低损耗*加工电线和电缆。',
      '五十多年来，我们以**可靠的系统**和*贴心的服务*支持制造商。',
      '从单机到**全自动生产线**，我们*与您一起*规划每一个项目。',
    ],
    closings: [
      '我们的服务团队遍布七十多个国家，随时为您提供支持。',
      '请咨询我们的专家，为您的生产找到合适的解决方案。',
    ],
    list: ['切割和剥线', '压接和密封', '测试和质量控制', '服务和备件'],
    readMore: '了解更多',
  },
};

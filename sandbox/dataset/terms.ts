import { UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import type { Localized } from './types.ts';

// One line per term keeps the table scannable; columns follow UI_LANGUAGES: en cs de es fr hu ja pt ro sk zh.
const ROWS = {
  home: 'Home|Úvod|Startseite|Inicio|Accueil|Kezdőlap|ホーム|Início|Acasă|Domov|首页',
  company:
    'Company|Společnost|Unternehmen|Empresa|Entreprise|Vállalat|会社情報|Empresa|Companie|Spoločnosť|公司',
  aboutUs:
    'About us|O nás|Über uns|Sobre nosotros|À propos de nous|Rólunk|私たちについて|Sobre nós|Despre noi|O nás|关于我们',
  history: 'History|Historie|Geschichte|Historia|Histoire|Történet|沿革|História|Istorie|História|历史',
  management:
    'Management|Vedení|Geschäftsleitung|Dirección|Direction|Vezetőség|経営陣|Direção|Conducere|Vedenie|管理层',
  investors:
    'Investors|Investoři|Investoren|Inversores|Investisseurs|Befektetők|投資家情報|Investidores|Investitori|Investori|投资者',
  solutions:
    'Solutions|Řešení|Lösungen|Soluciones|Solutions|Megoldások|ソリューション|Soluções|Soluții|Riešenia|解决方案',
  wireHarness:
    'Wire harness processing|Zpracování kabelových svazků|Kabelsatzfertigung|Procesamiento de mazos de cables|Traitement des faisceaux de câbles|Kábelköteg-gyártás|ワイヤーハーネス加工|Processamento de chicotes elétricos|Prelucrarea cablajelor|Spracovanie káblových zväzkov|线束加工',
  careers: 'Careers|Kariéra|Karriere|Empleo|Carrières|Karrier|採用情報|Carreiras|Cariere|Kariéra|招聘',
  apprenticeships:
    'Apprenticeships|Učňovské obory|Ausbildung|Formación profesional|Apprentissage|Szakmunkásképzés|職業訓練|Aprendizagem|Ucenicie|Učňovské odbory|学徒培训',
  jobPortal:
    'Job portal|Pracovní portál|Stellenportal|Portal de empleo|Portail emploi|Állásportál|求人ポータル|Portal de vagas|Portal de joburi|Pracovný portál|职位门户',
  news: 'News|Novinky|Neuigkeiten|Noticias|Actualités|Hírek|ニュース|Notícias|Noutăți|Novinky|新闻',
  mediaReleases:
    'Media releases|Tiskové zprávy|Medienmitteilungen|Comunicados de prensa|Communiqués de presse|Sajtóközlemények|プレスリリース|Comunicados de imprensa|Comunicate de presă|Tlačové správy|新闻稿',
  contact:
    'Contact|Kontakt|Kontakt|Contacto|Contact|Kapcsolat|お問い合わせ|Contacto|Contact|Kontakt|联系方式',
  contactUs:
    'Contact us|Kontaktujte nás|Kontaktieren Sie uns|Contáctenos|Contactez-nous|Lépjen kapcsolatba velünk|お問い合わせはこちら|Fale conosco|Contactați-ne|Kontaktujte nás|联系我们',
  preview:
    'Preview|Náhled|Vorschau|Vista previa|Aperçu|Előnézet|プレビュー|Pré-visualização|Previzualizare|Náhľad|预览',
  legalNotice:
    'Legal notice|Tiráž|Impressum|Aviso legal|Mentions légales|Impresszum|法的通知|Aviso legal|Mențiuni legale|Tiráž|法律声明',
  privacy:
    'Privacy policy|Ochrana osobních údajů|Datenschutz|Política de privacidad|Politique de confidentialité|Adatvédelem|プライバシーポリシー|Política de privacidade|Politica de confidențialitate|Ochrana osobných údajov|隐私政策',
  legal:
    'Legal|Právní informace|Rechtliches|Legal|Informations légales|Jogi információk|法務情報|Jurídico|Informații legale|Právne informácie|法律信息',
  followUs:
    'Follow us|Sledujte nás|Folgen Sie uns|Síganos|Suivez-nous|Kövessen minket|フォローする|Siga-nos|Urmăriți-ne|Sledujte nás|关注我们',
  error: 'Error|Chyba|Fehler|Error|Erreur|Hiba|エラー|Erro|Eroare|Chyba|错误',
  nextGeneration:
    'Next generation|Nová generace|Nächste Generation|Próxima generación|Nouvelle génération|Következő generáció|次世代|Próxima geração|Noua generație|Nová generácia|下一代',
  serviceRequest:
    'Service request|Servisní požadavek|Serviceanfrage|Solicitud de servicio|Demande de service|Szervizigény|サービスのご依頼|Solicitação de serviço|Cerere de service|Servisná požiadavka|服务申请',
  openSourceRequest:
    'Open-source software request|Žádost o open-source software|Anfrage zu Open-Source-Software|Solicitud de software de código abierto|Demande de logiciel open source|Nyílt forráskódú szoftver igénylése|オープンソースソフトウェアのご請求|Pedido de software de código aberto|Cerere de software open source|Žiadosť o open-source softvér|开源软件申请',
  whitepaper:
    'Whitepaper|Whitepaper|Whitepaper|Libro blanco|Livre blanc|Tanulmány|ホワイトペーパー|White paper|Carte albă|Whitepaper|白皮书',
  storyFeedback:
    'Your feedback on this story|Váš názor na tento příběh|Ihr Feedback zu dieser Geschichte|Su opinión sobre esta historia|Votre avis sur cette histoire|Visszajelzése a történetről|このストーリーへのご意見|Sua opinião sobre esta história|Părerea dvs. despre această poveste|Váš názor na tento príbeh|您对本故事的反馈',
  internal: 'Internal|Interní|Intern|Interno|Interne|Belső|社内|Interno|Intern|Interné|内部',
  downloads:
    'Downloads|Ke stažení|Downloads|Descargas|Téléchargements|Letöltések|ダウンロード|Downloads|Descărcări|Na stiahnutie|下载',
  brandPortal:
    'Brand portal|Portál značky|Markenportal|Portal de marca|Portail de la marque|Márkaportál|ブランドポータル|Portal da marca|Portalul mărcii|Portál značky|品牌门户',
  groupBrandPortal:
    'Group brand portal|Portál značky skupiny|Konzernmarkenportal|Portal de la marca del grupo|Portail de la marque du groupe|A csoport márkaportálja|グループブランドポータル|Portal da marca do grupo|Portalul mărcii grupului|Portál značky skupiny|集团品牌门户',
  sisterBrandPortal:
    'Sister brand portal|Portál sesterské značky|Schwestermarkenportal|Portal de la marca hermana|Portail de la marque sœur|Testvérmárka-portál|姉妹ブランドポータル|Portal da marca irmã|Portalul mărcii surori|Portál sesterskej značky|姊妹品牌门户',
  crimping:
    'Crimping|Krimpování|Crimpen|Engarzado|Sertissage|Krimpelés|圧着|Crimpagem|Sertizare|Krimpovanie|压接',
  stripping:
    'Stripping|Odizolování|Abisolieren|Pelado|Dénudage|Csupaszolás|被覆剥き|Decapagem|Dezizolare|Odizolovanie|剥线',
  cutting: 'Cutting|Dělení|Schneiden|Corte|Coupe|Vágás|切断|Corte|Tăiere|Delenie|切割',
  twisting: 'Twisting|Kroucení|Verdrillen|Trenzado|Torsadage|Sodrás|撚り合わせ|Torção|Răsucire|Krútenie|绞线',
  sealing: 'Sealing|Těsnění|Abdichten|Sellado|Étanchéité|Tömítés|シーリング|Vedação|Etanșare|Tesnenie|密封',
  marking: 'Marking|Značení|Markieren|Marcado|Marquage|Jelölés|マーキング|Marcação|Marcare|Značenie|标记',
  testing: 'Testing|Testování|Prüfen|Ensayos|Contrôle|Vizsgálat|検査|Testes|Testare|Testovanie|测试',
  automation:
    'Automation|Automatizace|Automatisierung|Automatización|Automatisation|Automatizálás|自動化|Automação|Automatizare|Automatizácia|自动化',
  quality:
    'Quality assurance|Zajištění kvality|Qualitätssicherung|Garantía de calidad|Assurance qualité|Minőségbiztosítás|品質保証|Garantia de qualidade|Asigurarea calității|Zabezpečenie kvality|质量保证',
  // Section headings of the home pages: they say what the section offers, never the site's name.
  homeTeasers:
    'From single machines to complete harness lines|Od jednotlivých strojů po kompletní linky|Von der Einzelmaschine bis zur kompletten Kabelsatzlinie|De la máquina individual a la línea de mazos completa|De la machine seule à la ligne de faisceaux complète|Az egyedi géptől a teljes kábelköteg-gyártósorig|単体機からハーネス生産ライン全体まで|Da máquina individual à linha de chicotes completa|De la mașina individuală la linia completă de cablaje|Od jednotlivých strojov po kompletné linky|从单机到完整线束生产线',
  homeAside:
    'Every crimp measured, every cable traceable|Každý krimp změřený, každý kabel dohledatelný|Jeder Crimp gemessen, jedes Kabel rückverfolgbar|Cada engarce medido, cada cable trazable|Chaque sertissage mesuré, chaque câble traçable|Minden krimpelés mérve, minden kábel nyomon követhető|すべての圧着を測定し、すべての電線を追跡可能に|Cada crimpagem medida, cada cabo rastreável|Fiecare sertizare măsurată, fiecare cablu trasabil|Každý krimp zmeraný, každý kábel vysledovateľný|每次压接均经测量，每根线缆均可追溯',
  homeLogos:
    'Our brands, one standard of quality|Naše značky, jeden standard kvality|Unsere Marken, ein Qualitätsanspruch|Nuestras marcas, un mismo estándar de calidad|Nos marques, une même exigence de qualité|Márkáink, egyetlen minőségi mérce|私たちのブランド、ひとつの品質基準|As nossas marcas, um só padrão de qualidade|Mărcile noastre, un singur standard de calitate|Naše značky, jeden štandard kvality|我们的品牌，同一质量标准',
  homeIntro:
    'One partner for the whole wire harness|Jeden partner pro celý kabelový svazek|Ein Partner für den ganzen Kabelsatz|Un solo socio para todo el mazo de cables|Un seul partenaire pour tout le faisceau|Egy partner a teljes kábelkötegért|ワイヤーハーネスのすべてを一社で|Um só parceiro para todo o chicote elétrico|Un singur partener pentru întregul cablaj|Jeden partner pre celý káblový zväzok|整个线束，一个合作伙伴',
  homeContact:
    'Talk to our application specialists|Poraďte se s našimi aplikačními specialisty|Sprechen Sie mit unseren Anwendungsspezialisten|Hable con nuestros especialistas de aplicación|Parlez à nos spécialistes applications|Beszéljen alkalmazási szakértőinkkel|アプリケーション専門家に相談する|Fale com os nossos especialistas de aplicação|Discutați cu specialiștii noștri în aplicații|Porozprávajte sa s našimi aplikačnými špecialistami|联系我们的应用专家',
  // What each teaser card's target page offers, by its key path (sandbox/dataset/modules.ts).
  teaserCompany:
    'Who we are, where we build and how we work with our customers.|Kdo jsme, kde vyrábíme a jak spolupracujeme se zákazníky.|Wer wir sind, wo wir fertigen und wie wir mit unseren Kunden arbeiten.|Quiénes somos, dónde fabricamos y cómo trabajamos con nuestros clientes.|Qui nous sommes, où nous produisons et comment nous travaillons avec nos clients.|Kik vagyunk, hol gyártunk, és hogyan dolgozunk ügyfeleinkkel.|私たちの会社、生産拠点、お客様との取り組み。|Quem somos, onde produzimos e como trabalhamos com os nossos clientes.|Cine suntem, unde producem și cum lucrăm cu clienții noștri.|Kto sme, kde vyrábame a ako spolupracujeme so zákazníkmi.|我们是谁、在哪里生产以及如何与客户合作。',
  teaserSolutions:
    'Machines and software for every step from wire to finished harness.|Stroje a software pro každý krok od vodiče po hotový svazek.|Maschinen und Software für jeden Schritt vom Draht zum fertigen Kabelsatz.|Máquinas y software para cada paso, del cable al mazo terminado.|Machines et logiciels pour chaque étape, du fil au faisceau fini.|Gépek és szoftverek minden lépéshez, a vezetéktől a kész kábelkötegig.|電線から完成ハーネスまで、すべての工程の装置とソフトウェア。|Máquinas e software para cada etapa, do fio ao chicote acabado.|Utilaje și software pentru fiecare pas, de la fir la cablajul finit.|Stroje a softvér pre každý krok od vodiča po hotový zväzok.|从导线到成品线束，每一步都有相应的设备与软件。',
  teaserWireHarness:
    'Cut, strip, crimp and test in one automated line.|Dělení, odizolování, krimpování a testování v jedné automatické lince.|Schneiden, Abisolieren, Crimpen und Prüfen in einer automatischen Linie.|Cortar, pelar, engarzar y probar en una sola línea automática.|Couper, dénuder, sertir et contrôler sur une seule ligne automatique.|Vágás, csupaszolás, krimpelés és vizsgálat egyetlen automatikus soron.|切断、被覆剥き、圧着、検査を1本の自動ラインで。|Cortar, decapar, crimpar e testar numa única linha automática.|Tăiere, dezizolare, sertizare și testare pe o singură linie automată.|Delenie, odizolovanie, krimpovanie a testovanie v jednej automatickej linke.|在一条自动化产线上完成切割、剥线、压接和测试。',
  teaserContact:
    'Tell us about your production: our specialists answer within one working day.|Popište nám svou výrobu: naši specialisté odpoví do jednoho pracovního dne.|Erzählen Sie uns von Ihrer Fertigung: Unsere Spezialisten antworten innerhalb eines Arbeitstages.|Cuéntenos sobre su producción: nuestros especialistas responden en un día laborable.|Parlez-nous de votre production : nos spécialistes répondent sous un jour ouvré.|Meséljen a gyártásáról: szakértőink egy munkanapon belül válaszolnak.|生産についてお聞かせください。専門スタッフが1営業日以内にご回答します。|Fale-nos da sua produção: os nossos especialistas respondem num dia útil.|Spuneți-ne despre producția dvs.: specialiștii noștri răspund într-o zi lucrătoare.|Povedzte nám o svojej výrobe: naši špecialisti odpovedia do jedného pracovného dňa.|告诉我们您的生产情况：我们的专家将在一个工作日内答复。',
  teaserCareers:
    'Apprenticeships and jobs in engineering, service and sales.|Učňovské obory a pracovní místa ve vývoji, servisu a prodeji.|Ausbildung und Stellen in Entwicklung, Service und Vertrieb.|Formación y empleo en ingeniería, servicio y ventas.|Apprentissage et emplois en ingénierie, service et vente.|Szakmunkásképzés és állások a fejlesztésben, a szervizben és az értékesítésben.|エンジニアリング、サービス、営業の職業訓練と求人。|Aprendizagem e vagas em engenharia, assistência e vendas.|Ucenicie și joburi în inginerie, service și vânzări.|Učňovské odbory a pracovné miesta vo vývoji, servise a predaji.|工程、服务和销售领域的学徒培训与职位。',
  // A story's body heading and link (sandbox/dataset/stories.ts): the page's title is already its h1.
  storyBodyHeading:
    'What changed on the shop floor|Co se změnilo ve výrobě|Was sich in der Fertigung geändert hat|Qué cambió en la planta|Ce qui a changé dans l’atelier|Mi változott a gyártásban|製造現場で変わったこと|O que mudou na produção|Ce s-a schimbat în producție|Čo sa zmenilo vo výrobe|车间里发生了哪些变化',
  storyBodyLink:
    'More stories from our customers|Další příběhy našich zákazníků|Weitere Geschichten unserer Kunden|Más historias de nuestros clientes|D’autres histoires de nos clients|További történetek ügyfeleinktől|その他のお客様事例|Mais histórias dos nossos clientes|Mai multe povești ale clienților noștri|Ďalšie príbehy našich zákazníkov|更多客户故事',
  homeVideo:
    'See a fully automatic line at work|Podívejte se na plně automatickou linku v provozu|Eine vollautomatische Linie im Einsatz|Vea una línea totalmente automática en acción|Une ligne entièrement automatique en action|Egy teljesen automatikus gyártósor működés közben|全自動ラインの稼働をご覧ください|Veja uma linha totalmente automática em ação|Priviți o linie complet automată în funcțiune|Pozrite sa na plne automatickú linku v prevádzke|观看全自动生产线的运行',
} as const;

/** A key of the vocabulary: a navigation, page or section title. */
export type TermKey = keyof typeof ROWS;

/** Topics of the generated ordinary content pages; their keys double as slugs. */
export const TOPIC_TERMS = [
  'crimping',
  'stripping',
  'cutting',
  'twisting',
  'sealing',
  'marking',
  'testing',
  'automation',
  'quality',
] as const satisfies readonly TermKey[];

/**
 * A term in every UI language, optionally restricted to some languages.
 *
 * @param key the vocabulary entry
 * @param languages the languages to keep (default: all eleven)
 */
export function term(key: TermKey, languages: readonly UiLanguage[] = UI_LANGUAGES): Localized {
  const cells = ROWS[key].split('|');
  const localized: Localized = {};
  UI_LANGUAGES.forEach((language, index) => {
    if (languages.includes(language)) localized[language] = cells[index]!;
  });
  return localized;
}

/**
 * Maps each language of a localized text through `format`, e.g. to add a suffix or join two terms.
 */
export function mapLocalized(
  text: Localized,
  format: (value: string, language: UiLanguage) => string,
): Localized {
  const result: Localized = {};
  for (const language of UI_LANGUAGES) {
    const value = text[language];
    if (value !== undefined) result[language] = format(value, language);
  }
  return result;
}

/** Same text in every given language (proper names such as 'Productronica'). */
export function sameInAll(text: string, languages: readonly UiLanguage[] = UI_LANGUAGES): Localized {
  return Object.fromEntries(languages.map((language) => [language, text]));
}

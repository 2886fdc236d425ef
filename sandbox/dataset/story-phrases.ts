import type { UiLanguage } from '../../core/model/system-data.ts';

/**
 * Sentence templates of the demo stories and media releases in every UI language. `{customer}`,
 * `{company}`, `{topic}`, `{year}` and `{city}` are filled by sandbox/dataset/stories.ts and
 * media-releases.ts; a topic is the vocabulary term (sandbox/dataset/terms.ts), lower-cased where the
 * language writes common nouns in lower case inside a sentence.
 */
export interface StoryPhrases {
  /** Story titles; `{topic}` inside the sentence. */
  storyTitles: readonly [string, string, string];
  /** Story lead texts, one or two sentences. */
  storyLeads: readonly [string, string, string];
  /** Titles of ordinary media releases. */
  releaseTitles: readonly [string, string, string];
  /** Titles of ad hoc releases (price-sensitive announcements). */
  adhocTitles: readonly [string, string];
  /** Media release lead texts. */
  releaseLeads: readonly [string, string];
}

/** Story and media release phrases per UI language (public-site §9 UI languages). */
export const STORY_PHRASES: Readonly<Record<UiLanguage, StoryPhrases>> = {
  en: {
    storyTitles: [
      '{customer} automates {topic}',
      'How {customer} rethinks {topic}',
      'Better {topic} at {customer}',
    ],
    storyLeads: [
      'A look behind the scenes at {customer}, where {topic} now runs around the clock.',
      '{customer} doubled its output in {topic} within one year. Here is how.',
      'Fewer rejects, shorter set-up times: {customer} shares its experience with {topic}.',
    ],
    releaseTitles: [
      'Machinery Group opens a new plant in {city}',
      'Machinery Group presents its innovations for {year}',
      'Machinery Group strengthens its service network in {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group adjusts its guidance for {year}',
      'Ad hoc: Machinery Group announces a share buyback in {year}',
    ],
    releaseLeads: [
      'The group continues to invest in its customers and in wire processing of the future.',
      'The decision supports the long-term growth strategy of the group.',
    ],
  },
  cs: {
    storyTitles: [
      'Automatizace ve společnosti {customer}: {topic}',
      'Nový přístup ve společnosti {customer}: {topic}',
      'Vyšší kvalita ve společnosti {customer}: {topic}',
    ],
    storyLeads: [
      'Pohled do zákulisí společnosti {customer}, kde nyní výroba běží nepřetržitě. Téma: {topic}.',
      '{customer} během jednoho roku zdvojnásobila výkon. Takto se to podařilo. Téma: {topic}.',
      'Méně zmetků, kratší doby seřízení: {customer} sdílí své zkušenosti. Téma: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group otevírá nový závod v {city}',
      'Machinery Group představuje své novinky pro rok {year}',
      'Machinery Group posiluje svou servisní síť v {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group upravuje výhled na rok {year}',
      'Ad hoc: Machinery Group oznamuje zpětný odkup akcií v roce {year}',
    ],
    releaseLeads: [
      'Skupina nadále investuje do svých zákazníků a do zpracování kabelů budoucnosti.',
      'Rozhodnutí podporuje dlouhodobou růstovou strategii skupiny.',
    ],
  },
  de: {
    storyTitles: [
      'Automatisierung bei {customer}: {topic}',
      'Wie {customer} {topic} neu denkt',
      'Mehr Qualität bei {customer}: {topic}',
    ],
    storyLeads: [
      'Ein Blick hinter die Kulissen bei {customer}, wo die Fertigung jetzt rund um die Uhr läuft. Im Fokus: {topic}.',
      '{customer} hat die Leistung innerhalb eines Jahres verdoppelt. So gelang es. Im Fokus: {topic}.',
      'Weniger Ausschuss, kürzere Rüstzeiten: {customer} berichtet über seine Erfahrungen. Im Fokus: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group eröffnet ein neues Werk in {city}',
      'Machinery Group zeigt ihre Neuheiten für {year}',
      'Machinery Group stärkt ihr Servicenetz in {city}',
    ],
    adhocTitles: [
      'Ad-hoc: Machinery Group passt die Prognose für {year} an',
      'Ad-hoc: Machinery Group kündigt einen Aktienrückkauf für {year} an',
    ],
    releaseLeads: [
      'Die Gruppe investiert weiter in ihre Kunden und in die Kabelverarbeitung der Zukunft.',
      'Der Entscheid unterstützt die langfristige Wachstumsstrategie der Gruppe.',
    ],
  },
  es: {
    storyTitles: [
      'Automatización en {customer}: {topic}',
      'Un nuevo enfoque en {customer}: {topic}',
      'Más calidad en {customer}: {topic}',
    ],
    storyLeads: [
      'Una mirada entre bastidores en {customer}, donde la producción funciona ahora las 24 horas. Tema: {topic}.',
      '{customer} duplicó su producción en un año. Así lo logró. Tema: {topic}.',
      'Menos rechazos, tiempos de preparación más cortos: {customer} comparte su experiencia. Tema: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group abre una nueva planta en {city}',
      'Machinery Group presenta sus novedades para {year}',
      'Machinery Group refuerza su red de servicio en {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group ajusta sus previsiones para {year}',
      'Ad hoc: Machinery Group anuncia una recompra de acciones en {year}',
    ],
    releaseLeads: [
      'El grupo sigue invirtiendo en sus clientes y en el procesamiento de cables del futuro.',
      'La decisión respalda la estrategia de crecimiento a largo plazo del grupo.',
    ],
  },
  fr: {
    storyTitles: [
      'Automatisation chez {customer} : {topic}',
      'Nouvelle approche chez {customer} : {topic}',
      'Plus de qualité chez {customer} : {topic}',
    ],
    storyLeads: [
      'Dans les coulisses de {customer}, où la production fonctionne désormais jour et nuit. Thème : {topic}.',
      '{customer} a doublé sa production en un an. Voici comment. Thème : {topic}.',
      'Moins de rebuts, des réglages plus courts : {customer} partage son expérience. Thème : {topic}.',
    ],
    releaseTitles: [
      'Machinery Group ouvre une nouvelle usine à {city}',
      'Machinery Group présente ses nouveautés pour {year}',
      'Machinery Group renforce son réseau de service à {city}',
    ],
    adhocTitles: [
      'Ad hoc : Machinery Group ajuste ses prévisions pour {year}',
      "Ad hoc : Machinery Group annonce un rachat d'actions en {year}",
    ],
    releaseLeads: [
      'Le groupe continue d’investir pour ses clients et pour le traitement des câbles de demain.',
      'Cette décision soutient la stratégie de croissance à long terme du groupe.',
    ],
  },
  hu: {
    storyTitles: [
      'Automatizálás a(z) {customer} cégnél: {topic}',
      'Új megközelítés a(z) {customer} cégnél: {topic}',
      'Jobb minőség a(z) {customer} cégnél: {topic}',
    ],
    storyLeads: [
      'Bepillantás a(z) {customer} kulisszái mögé, ahol a gyártás most éjjel-nappal működik. Téma: {topic}.',
      'A(z) {customer} egy év alatt megduplázta teljesítményét. Így sikerült. Téma: {topic}.',
      'Kevesebb selejt, rövidebb átállási idő: a(z) {customer} megosztja tapasztalatait. Téma: {topic}.',
    ],
    releaseTitles: [
      'A Machinery Group új üzemet nyit itt: {city}',
      'A Machinery Group bemutatja {year}. évi újdonságait',
      'A Machinery Group erősíti szervizhálózatát itt: {city}',
    ],
    adhocTitles: [
      'Ad hoc: a Machinery Group módosítja {year}. évi előrejelzését',
      'Ad hoc: a Machinery Group részvény-visszavásárlást jelent be {year}-ra',
    ],
    releaseLeads: [
      'A csoport továbbra is befektet ügyfeleibe és a jövő kábelfeldolgozásába.',
      'A döntés a csoport hosszú távú növekedési stratégiáját támogatja.',
    ],
  },
  ja: {
    storyTitles: [
      '{customer}が{topic}を自動化',
      '{customer}が{topic}を再考する方法',
      '{customer}におけるより良い{topic}',
    ],
    storyLeads: [
      '{topic}が24時間稼働するようになった{customer}の舞台裏をご紹介します。',
      '{customer}は1年で{topic}の生産量を2倍にしました。その方法とは。',
      '不良の削減、段取り時間の短縮：{customer}が{topic}の経験を語ります。',
    ],
    releaseTitles: [
      'Machinery Group、{city}に新工場を開設',
      'Machinery Group、{year}年の新製品を発表',
      'Machinery Group、{city}のサービス網を強化',
    ],
    adhocTitles: [
      '適時開示：Machinery Group、{year}年の業績予想を修正',
      '適時開示：Machinery Group、{year}年の自社株買いを発表',
    ],
    releaseLeads: [
      'グループはお客様と未来のワイヤー加工への投資を続けます。',
      'この決定はグループの長期的な成長戦略を支えるものです。',
    ],
  },
  pt: {
    storyTitles: [
      'Automação na {customer}: {topic}',
      'Uma nova abordagem na {customer}: {topic}',
      'Mais qualidade na {customer}: {topic}',
    ],
    storyLeads: [
      'Um olhar nos bastidores da {customer}, onde a produção agora funciona 24 horas por dia. Tema: {topic}.',
      'A {customer} duplicou a sua produção em um ano. Veja como. Tema: {topic}.',
      'Menos refugo, tempos de preparação mais curtos: a {customer} partilha a sua experiência. Tema: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group abre uma nova fábrica em {city}',
      'Machinery Group apresenta as suas novidades para {year}',
      'Machinery Group reforça a sua rede de assistência em {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group ajusta as previsões para {year}',
      'Ad hoc: Machinery Group anuncia recompra de ações em {year}',
    ],
    releaseLeads: [
      'O grupo continua a investir nos seus clientes e no processamento de cabos do futuro.',
      'A decisão apoia a estratégia de crescimento a longo prazo do grupo.',
    ],
  },
  ro: {
    storyTitles: [
      'Automatizare la {customer}: {topic}',
      'O nouă abordare la {customer}: {topic}',
      'Mai multă calitate la {customer}: {topic}',
    ],
    storyLeads: [
      'O privire în culisele {customer}, unde producția funcționează acum non-stop. Tema: {topic}.',
      '{customer} și-a dublat producția într-un an. Iată cum. Tema: {topic}.',
      'Mai puține rebuturi, timpi de reglare mai scurți: {customer} își împărtășește experiența. Tema: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group deschide o nouă fabrică în {city}',
      'Machinery Group își prezintă noutățile pentru {year}',
      'Machinery Group își consolidează rețeaua de service în {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group își ajustează estimările pentru {year}',
      'Ad hoc: Machinery Group anunță o răscumpărare de acțiuni în {year}',
    ],
    releaseLeads: [
      'Grupul continuă să investească în clienții săi și în prelucrarea cablurilor viitorului.',
      'Decizia sprijină strategia de creștere pe termen lung a grupului.',
    ],
  },
  sk: {
    storyTitles: [
      'Automatizácia v spoločnosti {customer}: {topic}',
      'Nový prístup v spoločnosti {customer}: {topic}',
      'Vyššia kvalita v spoločnosti {customer}: {topic}',
    ],
    storyLeads: [
      'Pohľad do zákulisia spoločnosti {customer}, kde teraz výroba beží nepretržite. Téma: {topic}.',
      '{customer} za jeden rok zdvojnásobila výkon. Takto sa to podarilo. Téma: {topic}.',
      'Menej nepodarkov, kratšie časy nastavenia: {customer} sa delí o skúsenosti. Téma: {topic}.',
    ],
    releaseTitles: [
      'Machinery Group otvára nový závod v {city}',
      'Machinery Group predstavuje svoje novinky na rok {year}',
      'Machinery Group posilňuje svoju servisnú sieť v {city}',
    ],
    adhocTitles: [
      'Ad hoc: Machinery Group upravuje výhľad na rok {year}',
      'Ad hoc: Machinery Group oznamuje spätný odkup akcií v roku {year}',
    ],
    releaseLeads: [
      'Skupina naďalej investuje do svojich zákazníkov a do spracovania káblov budúcnosti.',
      'Rozhodnutie podporuje dlhodobú rastovú stratégiu skupiny.',
    ],
  },
  zh: {
    storyTitles: ['{customer}实现{topic}自动化', '{customer}如何重新思考{topic}', '{customer}的更佳{topic}'],
    storyLeads: [
      '走进{customer}的幕后，{topic}如今全天候运行。',
      '{customer}在一年内将{topic}产量翻了一番。看看他们是如何做到的。',
      '更少废品，更短换型时间：{customer}分享其{topic}经验。',
    ],
    releaseTitles: [
      'Machinery Group在{city}开设新工厂',
      'Machinery Group发布{year}年新品',
      'Machinery Group加强{city}的服务网络',
    ],
    adhocTitles: [
      '临时公告：Machinery Group调整{year}年业绩指引',
      '临时公告：Machinery Group宣布{year}年股票回购',
    ],
    releaseLeads: ['集团继续为客户和未来的线缆加工进行投资。', '该决定支持集团的长期增长战略。'],
  },
};

/** Languages that write a common noun inside a sentence in lower case. */
const LOWER_CASE_NOUNS: ReadonlySet<UiLanguage> = new Set(['en', 'cs', 'es', 'fr', 'hu', 'pt', 'ro', 'sk']);

/**
 * Fills a template's `{name}` placeholders; `{topic}` is lower-cased where the language writes common
 * nouns in lower case and the topic does not open the sentence.
 */
export function fillPhrase(input: {
  template: string;
  language: UiLanguage;
  values: Readonly<Record<string, string>>;
}): string {
  const { template, language, values } = input;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string, offset: number) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return name === 'topic' && offset > 0 && LOWER_CASE_NOUNS.has(language)
      ? value.toLocaleLowerCase(language)
      : value;
  });
}

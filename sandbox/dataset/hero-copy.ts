import { UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import type { Localized } from './types.ts';

/**
 * The message of the demo home pages' hero (public-site §3 page modules): headline, lead and call to
 * action per UI language. It says what the group offers rather than repeating the site's name, which
 * the header already shows.
 */
const HERO_COPY: Record<UiLanguage, { headline: string; lead: string; action: string }> = {
  en: {
    headline: 'Wire processing that keeps your lines running',
    lead: 'Cutting, stripping, crimping and testing from one partner: machines built for precision and serviced in more than 40 countries.',
    action: 'Explore our solutions',
  },
  cs: {
    headline: 'Zpracování vodičů, díky kterému vaše linky nezastaví',
    lead: 'Dělení, odizolování, krimpování a testování od jednoho partnera: stroje stavěné pro přesnost, se servisem ve více než 40 zemích.',
    action: 'Prohlédněte si naše řešení',
  },
  de: {
    headline: 'Kabelverarbeitung, die Ihre Linien am Laufen hält',
    lead: 'Schneiden, Abisolieren, Crimpen und Prüfen aus einer Hand: Maschinen für höchste Präzision, mit Service in über 40 Ländern.',
    action: 'Unsere Lösungen entdecken',
  },
  es: {
    headline: 'Procesamiento de cables que mantiene sus líneas en marcha',
    lead: 'Corte, pelado, engarzado y ensayos de un solo proveedor: máquinas construidas para la precisión, con servicio en más de 40 países.',
    action: 'Descubra nuestras soluciones',
  },
  fr: {
    headline: 'Le traitement des câbles qui fait tourner vos lignes',
    lead: 'Coupe, dénudage, sertissage et contrôle d’un seul partenaire : des machines conçues pour la précision, avec un service dans plus de 40 pays.',
    action: 'Découvrir nos solutions',
  },
  hu: {
    headline: 'Vezetékfeldolgozás, amely üzemben tartja a gyártósorait',
    lead: 'Vágás, csupaszolás, krimpelés és vizsgálat egy partnertől: precizitásra épített gépek, szervizzel több mint 40 országban.',
    action: 'Fedezze fel megoldásainkat',
  },
  ja: {
    headline: 'ラインを止めない電線加工',
    lead: '切断、被覆剥き、圧着、検査をワンストップで。精度を追求した装置と、40か国以上で展開するサービス。',
    action: 'ソリューションを見る',
  },
  pt: {
    headline: 'Processamento de cabos que mantém as suas linhas a funcionar',
    lead: 'Corte, decapagem, crimpagem e testes de um só parceiro: máquinas construídas para a precisão, com assistência em mais de 40 países.',
    action: 'Conheça as nossas soluções',
  },
  ro: {
    headline: 'Prelucrarea cablurilor care vă menține liniile în funcțiune',
    lead: 'Tăiere, dezizolare, sertizare și testare de la un singur partener: utilaje construite pentru precizie, cu service în peste 40 de țări.',
    action: 'Descoperiți soluțiile noastre',
  },
  sk: {
    headline: 'Spracovanie vodičov, vďaka ktorému vaše linky nezastanú',
    lead: 'Delenie, odizolovanie, krimpovanie a testovanie od jedného partnera: stroje stavané na presnosť, so servisom vo viac ako 40 krajinách.',
    action: 'Pozrite si naše riešenia',
  },
  zh: {
    headline: '让您的生产线持续运转的线缆加工',
    lead: '切割、剥线、压接和测试，一站式供应：为精度而打造的设备，服务遍及 40 多个国家。',
    action: '了解我们的解决方案',
  },
};

/**
 * One field of the hero message in `languages` (default all eleven).
 *
 * @param field `headline`, `lead` or `action` (the call to action's link text).
 */
export function heroCopy(
  field: 'headline' | 'lead' | 'action',
  languages: readonly UiLanguage[] = UI_LANGUAGES,
): Localized {
  return Object.fromEntries(languages.map((language) => [language, HERO_COPY[language][field]]));
}

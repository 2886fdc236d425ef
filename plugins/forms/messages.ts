import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../../core/model/constants.ts';

/**
 * The public forms' messages (public-site §5 validation rules, §8 forms, §9 upload maximum and the
 * 24-hour promise) in the eleven UI languages. English is verbatim from the specification; the
 * validation rules of `schemas.ts` and the forms API answer with these KEYS, the island shows the text.
 * Pure data: no node module, so the browser bundle may import it.
 */

/** Every message key, in groups: validation (public-site §5), failures (§8), promise and uploads (§9). */
export const FORM_MESSAGE_KEYS = [
  // public-site §5: default messages
  'invalid',
  'checkboxRequired',
  // public-site §5: open-source-software request
  'provideValidEmail',
  'enterFirstName',
  'enterLastName',
  'enterCompany',
  'enterCountry',
  'specifyProduct',
  'enterSerialNumber',
  'addMoreDetails',
  // public-site §5: service request
  'enterEmail',
  'selectCountry',
  'selectRequestedService',
  'enterCaseId',
  // public-site §8: forms
  'failed',
  'failedApology',
  // public-site §9: the contact forms' promise; uploads (§5)
  'answerWithin24Hours',
  'uploadType',
  'uploadTooLarge',
  'uploadTooMany',
  // the service request's requested services (schemas.ts REQUESTED_SERVICES)
  'service.repair',
  'service.maintenance',
  'service.spareParts',
  'service.installation',
  'service.training',
  'service.other',
] as const;

/** One of {@link FORM_MESSAGE_KEYS}. */
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

/** Every form message in one language. `failedApology` holds the placeholder `{contact}`. */
export type FormMessages = Record<FormMessageKey, string>;

const en: FormMessages = {
  invalid: 'Please enter a valid value.',
  checkboxRequired: 'Please select the checkbox to continue.',
  provideValidEmail: 'Please provide a valid email address',
  enterFirstName: 'Please enter your first name',
  enterLastName: 'Please enter your last name',
  enterCompany: 'Please enter the company you work for',
  enterCountry: "Please enter the country you're in",
  specifyProduct: 'Please specify the product your request regards',
  enterSerialNumber: 'Please enter the serial number of your product',
  addMoreDetails: 'Please add some more details',
  enterEmail: 'Please enter your email',
  selectCountry: 'Please select your country',
  selectRequestedService: 'Please select a requested service',
  enterCaseId: 'Please enter a case ID',
  failed: 'Something went wrong. Please verify your input is correct and try again later.',
  failedApology:
    "We're sorry: your request could not be sent because of a technical problem. Your input has been kept. Please try again later, or contact our support team at {contact}.",
  answerWithin24Hours: 'We will answer your request within 24 hours.',
  uploadType: 'Please attach images or videos only.',
  uploadTooLarge: 'This file is too large: the maximum is 100 MB.',
  uploadTooMany: 'Please attach at most 10 files.',
  'service.repair': 'Repair',
  'service.maintenance': 'Maintenance',
  'service.spareParts': 'Spare parts',
  'service.installation': 'Installation and commissioning',
  'service.training': 'Training',
  'service.other': 'Other',
};

const cs: FormMessages = {
  invalid: 'Zadejte prosím platnou hodnotu.',
  checkboxRequired: 'Chcete-li pokračovat, zaškrtněte prosím políčko.',
  provideValidEmail: 'Uveďte prosím platnou e-mailovou adresu',
  enterFirstName: 'Zadejte prosím své jméno',
  enterLastName: 'Zadejte prosím své příjmení',
  enterCompany: 'Zadejte prosím společnost, pro kterou pracujete',
  enterCountry: 'Zadejte prosím zemi, ve které se nacházíte',
  specifyProduct: 'Uveďte prosím produkt, kterého se váš požadavek týká',
  enterSerialNumber: 'Zadejte prosím sériové číslo svého produktu',
  addMoreDetails: 'Doplňte prosím další podrobnosti',
  enterEmail: 'Zadejte prosím svůj e-mail',
  selectCountry: 'Vyberte prosím svou zemi',
  selectRequestedService: 'Vyberte prosím požadovanou službu',
  enterCaseId: 'Zadejte prosím ID případu',
  failed: 'Něco se pokazilo. Ověřte prosím, že jsou vaše údaje správné, a zkuste to později znovu.',
  failedApology:
    'Omlouváme se: váš požadavek se kvůli technickému problému nepodařilo odeslat. Vaše údaje zůstaly zachovány. Zkuste to prosím později znovu nebo kontaktujte náš tým podpory na adrese {contact}.',
  answerWithin24Hours: 'Na váš požadavek odpovíme do 24 hodin.',
  uploadType: 'Přiložte prosím pouze obrázky nebo videa.',
  uploadTooLarge: 'Tento soubor je příliš velký: maximum je 100 MB.',
  uploadTooMany: 'Přiložte prosím nejvýše 10 souborů.',
  'service.repair': 'Oprava',
  'service.maintenance': 'Údržba',
  'service.spareParts': 'Náhradní díly',
  'service.installation': 'Instalace a uvedení do provozu',
  'service.training': 'Školení',
  'service.other': 'Jiné',
};

const de: FormMessages = {
  invalid: 'Bitte geben Sie einen gültigen Wert ein.',
  checkboxRequired: 'Bitte aktivieren Sie das Kontrollkästchen, um fortzufahren.',
  provideValidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
  enterFirstName: 'Bitte geben Sie Ihren Vornamen ein',
  enterLastName: 'Bitte geben Sie Ihren Nachnamen ein',
  enterCompany: 'Bitte geben Sie das Unternehmen an, für das Sie arbeiten',
  enterCountry: 'Bitte geben Sie das Land an, in dem Sie sich befinden',
  specifyProduct: 'Bitte geben Sie das Produkt an, auf das sich Ihre Anfrage bezieht',
  enterSerialNumber: 'Bitte geben Sie die Seriennummer Ihres Produkts ein',
  addMoreDetails: 'Bitte ergänzen Sie weitere Details',
  enterEmail: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  selectCountry: 'Bitte wählen Sie Ihr Land aus',
  selectRequestedService: 'Bitte wählen Sie die gewünschte Dienstleistung aus',
  enterCaseId: 'Bitte geben Sie eine Fallnummer ein',
  failed:
    'Etwas ist schiefgelaufen. Bitte überprüfen Sie, ob Ihre Eingaben korrekt sind, und versuchen Sie es später erneut.',
  failedApology:
    'Es tut uns leid: Ihre Anfrage konnte wegen eines technischen Problems nicht gesendet werden. Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es später erneut oder wenden Sie sich an unser Support-Team unter {contact}.',
  answerWithin24Hours: 'Wir beantworten Ihre Anfrage innerhalb von 24 Stunden.',
  uploadType: 'Bitte hängen Sie nur Bilder oder Videos an.',
  uploadTooLarge: 'Diese Datei überschreitet das Maximum von 100 MB.',
  uploadTooMany: 'Bitte hängen Sie höchstens 10 Dateien an.',
  'service.repair': 'Reparatur',
  'service.maintenance': 'Wartung',
  'service.spareParts': 'Ersatzteile',
  'service.installation': 'Installation und Inbetriebnahme',
  'service.training': 'Schulung',
  'service.other': 'Sonstiges',
};

const es: FormMessages = {
  invalid: 'Introduzca un valor válido.',
  checkboxRequired: 'Marque la casilla para continuar.',
  provideValidEmail: 'Indique una dirección de correo electrónico válida',
  enterFirstName: 'Introduzca su nombre',
  enterLastName: 'Introduzca sus apellidos',
  enterCompany: 'Introduzca la empresa para la que trabaja',
  enterCountry: 'Introduzca el país en el que se encuentra',
  specifyProduct: 'Indique el producto al que se refiere su solicitud',
  enterSerialNumber: 'Introduzca el número de serie de su producto',
  addMoreDetails: 'Añada algunos detalles más',
  enterEmail: 'Introduzca su correo electrónico',
  selectCountry: 'Seleccione su país',
  selectRequestedService: 'Seleccione el servicio solicitado',
  enterCaseId: 'Introduzca un ID de caso',
  failed:
    'Se ha producido un error. Compruebe que los datos introducidos son correctos y vuelva a intentarlo más tarde.',
  failedApology:
    'Lo sentimos: su solicitud no se ha podido enviar debido a un problema técnico. Sus datos se han conservado. Vuelva a intentarlo más tarde o póngase en contacto con nuestro equipo de asistencia en {contact}.',
  answerWithin24Hours: 'Responderemos a su solicitud en un plazo de 24 horas.',
  uploadType: 'Adjunte solo imágenes o vídeos.',
  uploadTooLarge: 'Este archivo es demasiado grande: el máximo es de 100 MB.',
  uploadTooMany: 'Adjunte como máximo 10 archivos.',
  'service.repair': 'Reparación',
  'service.maintenance': 'Mantenimiento',
  'service.spareParts': 'Piezas de repuesto',
  'service.installation': 'Instalación y puesta en marcha',
  'service.training': 'Formación',
  'service.other': 'Otro',
};

const fr: FormMessages = {
  invalid: 'Veuillez saisir une valeur valide.',
  checkboxRequired: 'Veuillez cocher la case pour continuer.',
  provideValidEmail: 'Veuillez indiquer une adresse e-mail valide',
  enterFirstName: 'Veuillez saisir votre prénom',
  enterLastName: 'Veuillez saisir votre nom',
  enterCompany: "Veuillez indiquer l'entreprise pour laquelle vous travaillez",
  enterCountry: 'Veuillez indiquer le pays où vous vous trouvez',
  specifyProduct: 'Veuillez préciser le produit concerné par votre demande',
  enterSerialNumber: 'Veuillez saisir le numéro de série de votre produit',
  addMoreDetails: 'Veuillez ajouter quelques détails',
  enterEmail: 'Veuillez saisir votre adresse e-mail',
  selectCountry: 'Veuillez sélectionner votre pays',
  selectRequestedService: 'Veuillez sélectionner le service souhaité',
  enterCaseId: 'Veuillez saisir un numéro de dossier',
  failed:
    "Une erreur s'est produite. Veuillez vérifier que vos saisies sont correctes et réessayer plus tard.",
  failedApology:
    "Nous sommes désolés : votre demande n'a pas pu être envoyée en raison d'un problème technique. Vos saisies ont été conservées. Veuillez réessayer plus tard ou contacter notre équipe d'assistance à l'adresse {contact}.",
  answerWithin24Hours: 'Nous répondrons à votre demande dans les 24 heures.',
  uploadType: 'Veuillez joindre uniquement des images ou des vidéos.',
  uploadTooLarge: 'Ce fichier est trop volumineux : la taille maximale est de 100 Mo.',
  uploadTooMany: 'Veuillez joindre 10 fichiers au maximum.',
  'service.repair': 'Réparation',
  'service.maintenance': 'Maintenance',
  'service.spareParts': 'Pièces de rechange',
  'service.installation': 'Installation et mise en service',
  'service.training': 'Formation',
  'service.other': 'Autre',
};

const hu: FormMessages = {
  invalid: 'Kérjük, adjon meg érvényes értéket.',
  checkboxRequired: 'A folytatáshoz kérjük, jelölje be a jelölőnégyzetet.',
  provideValidEmail: 'Kérjük, adjon meg érvényes e-mail-címet',
  enterFirstName: 'Kérjük, adja meg a keresztnevét',
  enterLastName: 'Kérjük, adja meg a vezetéknevét',
  enterCompany: 'Kérjük, adja meg a cég nevét, ahol dolgozik',
  enterCountry: 'Kérjük, adja meg, melyik országban tartózkodik',
  specifyProduct: 'Kérjük, adja meg, melyik termékre vonatkozik a kérése',
  enterSerialNumber: 'Kérjük, adja meg a termék sorozatszámát',
  addMoreDetails: 'Kérjük, adjon meg további részleteket',
  enterEmail: 'Kérjük, adja meg az e-mail-címét',
  selectCountry: 'Kérjük, válassza ki az országát',
  selectRequestedService: 'Kérjük, válassza ki a kért szolgáltatást',
  enterCaseId: 'Kérjük, adja meg az ügyazonosítót',
  failed: 'Hiba történt. Kérjük, ellenőrizze, hogy helyesek-e a megadott adatok, és próbálja újra később.',
  failedApology:
    'Sajnáljuk: kérését technikai hiba miatt nem sikerült elküldeni. A megadott adatok megmaradtak. Kérjük, próbálja újra később, vagy forduljon ügyfélszolgálatunkhoz: {contact}.',
  answerWithin24Hours: 'Kérésére 24 órán belül válaszolunk.',
  uploadType: 'Kérjük, csak képeket vagy videókat csatoljon.',
  uploadTooLarge: 'Ez a fájl túl nagy: a legnagyobb megengedett méret 100 MB.',
  uploadTooMany: 'Kérjük, legfeljebb 10 fájlt csatoljon.',
  'service.repair': 'Javítás',
  'service.maintenance': 'Karbantartás',
  'service.spareParts': 'Pótalkatrészek',
  'service.installation': 'Telepítés és üzembe helyezés',
  'service.training': 'Képzés',
  'service.other': 'Egyéb',
};

const ja: FormMessages = {
  invalid: '有効な値を入力してください。',
  checkboxRequired: '続行するにはチェックボックスを選択してください。',
  provideValidEmail: '有効なメールアドレスを入力してください',
  enterFirstName: '名を入力してください',
  enterLastName: '姓を入力してください',
  enterCompany: '勤務先の会社名を入力してください',
  enterCountry: '所在国を入力してください',
  specifyProduct: 'お問い合わせの対象製品を入力してください',
  enterSerialNumber: '製品のシリアル番号を入力してください',
  addMoreDetails: '詳細をもう少しご記入ください',
  enterEmail: 'メールアドレスを入力してください',
  selectCountry: '国を選択してください',
  selectRequestedService: 'ご希望のサービスを選択してください',
  enterCaseId: 'ケースIDを入力してください',
  failed: '問題が発生しました。入力内容が正しいことをご確認のうえ、しばらくしてから再度お試しください。',
  failedApology:
    '申し訳ございません。技術的な問題により、お問い合わせを送信できませんでした。入力内容は保持されています。しばらくしてから再度お試しいただくか、サポートチーム（{contact}）までご連絡ください。',
  answerWithin24Hours: '24時間以内にご回答いたします。',
  uploadType: '画像または動画のみ添付してください。',
  uploadTooLarge: 'このファイルは大きすぎます。最大サイズは100 MBです。',
  uploadTooMany: '添付できるファイルは10個までです。',
  'service.repair': '修理',
  'service.maintenance': 'メンテナンス',
  'service.spareParts': 'スペアパーツ',
  'service.installation': '据付・立ち上げ',
  'service.training': 'トレーニング',
  'service.other': 'その他',
};

const pt: FormMessages = {
  invalid: 'Insira um valor válido.',
  checkboxRequired: 'Marque a caixa de seleção para continuar.',
  provideValidEmail: 'Informe um endereço de e-mail válido',
  enterFirstName: 'Insira seu nome',
  enterLastName: 'Insira seu sobrenome',
  enterCompany: 'Insira a empresa em que você trabalha',
  enterCountry: 'Insira o país em que você está',
  specifyProduct: 'Especifique o produto a que sua solicitação se refere',
  enterSerialNumber: 'Insira o número de série do seu produto',
  addMoreDetails: 'Adicione mais alguns detalhes',
  enterEmail: 'Insira seu e-mail',
  selectCountry: 'Selecione seu país',
  selectRequestedService: 'Selecione o serviço solicitado',
  enterCaseId: 'Insira um ID de caso',
  failed: 'Algo deu errado. Verifique se os dados informados estão corretos e tente novamente mais tarde.',
  failedApology:
    'Lamentamos: sua solicitação não pôde ser enviada devido a um problema técnico. Seus dados foram mantidos. Tente novamente mais tarde ou entre em contato com nossa equipe de suporte em {contact}.',
  answerWithin24Hours: 'Responderemos à sua solicitação em até 24 horas.',
  uploadType: 'Anexe apenas imagens ou vídeos.',
  uploadTooLarge: 'Este arquivo é grande demais: o máximo é 100 MB.',
  uploadTooMany: 'Anexe no máximo 10 arquivos.',
  'service.repair': 'Reparo',
  'service.maintenance': 'Manutenção',
  'service.spareParts': 'Peças de reposição',
  'service.installation': 'Instalação e comissionamento',
  'service.training': 'Treinamento',
  'service.other': 'Outro',
};

const ro: FormMessages = {
  invalid: 'Vă rugăm să introduceți o valoare validă.',
  checkboxRequired: 'Vă rugăm să bifați caseta pentru a continua.',
  provideValidEmail: 'Vă rugăm să furnizați o adresă de e-mail validă',
  enterFirstName: 'Vă rugăm să introduceți prenumele',
  enterLastName: 'Vă rugăm să introduceți numele de familie',
  enterCompany: 'Vă rugăm să introduceți compania pentru care lucrați',
  enterCountry: 'Vă rugăm să introduceți țara în care vă aflați',
  specifyProduct: 'Vă rugăm să specificați produsul la care se referă solicitarea dvs.',
  enterSerialNumber: 'Vă rugăm să introduceți numărul de serie al produsului',
  addMoreDetails: 'Vă rugăm să adăugați mai multe detalii',
  enterEmail: 'Vă rugăm să introduceți adresa de e-mail',
  selectCountry: 'Vă rugăm să selectați țara',
  selectRequestedService: 'Vă rugăm să selectați serviciul solicitat',
  enterCaseId: 'Vă rugăm să introduceți un ID de caz',
  failed:
    'A apărut o eroare. Vă rugăm să verificați dacă datele introduse sunt corecte și să încercați din nou mai târziu.',
  failedApology:
    'Ne pare rău: solicitarea dvs. nu a putut fi trimisă din cauza unei probleme tehnice. Datele introduse au fost păstrate. Vă rugăm să încercați din nou mai târziu sau să contactați echipa noastră de asistență la {contact}.',
  answerWithin24Hours: 'Vă vom răspunde la solicitare în termen de 24 de ore.',
  uploadType: 'Vă rugăm să atașați doar imagini sau videoclipuri.',
  uploadTooLarge: 'Acest fișier este prea mare: dimensiunea maximă este de 100 MB.',
  uploadTooMany: 'Vă rugăm să atașați cel mult 10 fișiere.',
  'service.repair': 'Reparație',
  'service.maintenance': 'Întreținere',
  'service.spareParts': 'Piese de schimb',
  'service.installation': 'Instalare și punere în funcțiune',
  'service.training': 'Instruire',
  'service.other': 'Altele',
};

const sk: FormMessages = {
  invalid: 'Zadajte platnú hodnotu.',
  checkboxRequired: 'Ak chcete pokračovať, začiarknite políčko.',
  provideValidEmail: 'Uveďte platnú e-mailovú adresu',
  enterFirstName: 'Zadajte svoje meno',
  enterLastName: 'Zadajte svoje priezvisko',
  enterCompany: 'Zadajte spoločnosť, pre ktorú pracujete',
  enterCountry: 'Zadajte krajinu, v ktorej sa nachádzate',
  specifyProduct: 'Uveďte produkt, ktorého sa vaša požiadavka týka',
  enterSerialNumber: 'Zadajte sériové číslo svojho produktu',
  addMoreDetails: 'Doplňte ďalšie podrobnosti',
  enterEmail: 'Zadajte svoj e-mail',
  selectCountry: 'Vyberte svoju krajinu',
  selectRequestedService: 'Vyberte požadovanú službu',
  enterCaseId: 'Zadajte ID prípadu',
  failed: 'Niečo sa pokazilo. Overte, či sú vaše údaje správne, a skúste to neskôr znova.',
  failedApology:
    'Ospravedlňujeme sa: vašu požiadavku sa pre technický problém nepodarilo odoslať. Vaše údaje zostali zachované. Skúste to neskôr znova alebo kontaktujte náš tím podpory na adrese {contact}.',
  answerWithin24Hours: 'Na vašu požiadavku odpovieme do 24 hodín.',
  uploadType: 'Priložte iba obrázky alebo videá.',
  uploadTooLarge: 'Tento súbor je príliš veľký: maximum je 100 MB.',
  uploadTooMany: 'Priložte najviac 10 súborov.',
  'service.repair': 'Oprava',
  'service.maintenance': 'Údržba',
  'service.spareParts': 'Náhradné diely',
  'service.installation': 'Inštalácia a uvedenie do prevádzky',
  'service.training': 'Školenie',
  'service.other': 'Iné',
};

const zh: FormMessages = {
  invalid: '请输入有效的值。',
  checkboxRequired: '请勾选复选框以继续。',
  provideValidEmail: '请提供有效的电子邮件地址',
  enterFirstName: '请输入您的名字',
  enterLastName: '请输入您的姓氏',
  enterCompany: '请输入您就职的公司',
  enterCountry: '请输入您所在的国家/地区',
  specifyProduct: '请指明您的请求所涉及的产品',
  enterSerialNumber: '请输入您产品的序列号',
  addMoreDetails: '请补充更多详细信息',
  enterEmail: '请输入您的电子邮件',
  selectCountry: '请选择您的国家/地区',
  selectRequestedService: '请选择所需的服务',
  enterCaseId: '请输入案例编号',
  failed: '出现错误。请检查您的输入是否正确，并稍后重试。',
  failedApology:
    '非常抱歉：由于技术问题，您的请求未能发送。您的输入已保留。请稍后重试，或通过 {contact} 联系我们的支持团队。',
  answerWithin24Hours: '我们将在 24 小时内回复您的请求。',
  uploadType: '请仅附加图片或视频。',
  uploadTooLarge: '此文件过大：最大为 100 MB。',
  uploadTooMany: '最多可附加 10 个文件。',
  'service.repair': '维修',
  'service.maintenance': '保养',
  'service.spareParts': '备件',
  'service.installation': '安装与调试',
  'service.training': '培训',
  'service.other': '其他',
};

/** The form messages of each UI language (public-site §9 UI languages). */
export const FORM_MESSAGES: Readonly<Record<UiLanguage, FormMessages>> = {
  en,
  cs,
  de,
  es,
  fr,
  hu,
  ja,
  pt,
  ro,
  sk,
  zh,
};

/** Tells whether `key` is one of {@link FORM_MESSAGE_KEYS}. */
export function isFormMessageKey(key: string): key is FormMessageKey {
  return (FORM_MESSAGE_KEYS as readonly string[]).includes(key);
}

/**
 * Every form message in a language (e.g. for an island's `messages` prop). A language that is not one
 * of the UI languages, or a locale code (`de-CH`), is read by its language part; unknown gives en.
 */
export function formMessages(language: string): FormMessages {
  const code = language.toLowerCase().split('-')[0] as UiLanguage;
  return (UI_LANGUAGES as readonly string[]).includes(code)
    ? FORM_MESSAGES[code]
    : FORM_MESSAGES[DEFAULT_LANGUAGE];
}

/**
 * One form message in a language, `{contact}` replaced by `values.contact` (the support contact of the
 * §8 apology; kept as it is when not given).
 *
 * @example formMessage({ language: 'en', key: 'enterCaseId' }) // 'Please enter a case ID'
 */
export function formMessage(input: {
  language: string;
  key: FormMessageKey;
  values?: { contact?: string };
}): string {
  const text = formMessages(input.language)[input.key];
  const contact = input.values?.contact;
  return contact === undefined ? text : text.replaceAll('{contact}', contact);
}

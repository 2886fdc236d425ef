import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../../core/model/constants.ts';

/**
 * The public forms' field labels and texts (public-site §3 public forms) in the eleven UI languages. The
 * form islands are rendered by the browser from a CMS module that names them (docs/architecture.md "Form
 * islands and the form module"), so their texts travel with their chunk, not through the page's
 * translations. Validation, failure, upload messages and the 24-hour promise are in `messages.ts`.
 * Placeholders are written `{name}`. Pure data: the browser bundle imports it.
 */

// One line per label keeps the table scannable; columns follow UI_LANGUAGES: en cs de es fr hu ja pt ro sk zh.
const ROWS = {
  // Fields, by their names in schemas.ts.
  firstName: 'First name|Jméno|Vorname|Nombre|Prénom|Keresztnév|名|Nome|Prenume|Meno|名',
  lastName: 'Last name|Příjmení|Nachname|Apellidos|Nom|Vezetéknév|姓|Sobrenome|Nume|Priezvisko|姓',
  email: 'E-mail|E-mail|E-Mail|Correo electrónico|E-mail|E-mail|メールアドレス|E-mail|E-mail|E-mail|电子邮箱',
  telephone: 'Telephone|Telefon|Telefon|Teléfono|Téléphone|Telefon|電話番号|Telefone|Telefon|Telefón|电话',
  company:
    'Company|Společnost|Unternehmen|Empresa|Entreprise|Vállalat|会社名|Empresa|Companie|Spoločnosť|公司',
  address: 'Address|Adresa|Adresse|Dirección|Adresse|Cím|住所|Endereço|Adresă|Adresa|地址',
  city: 'City|Město|Ort|Ciudad|Ville|Város|市区町村|Cidade|Oraș|Mesto|城市',
  state:
    'State or region|Kraj|Bundesland oder Kanton|Provincia o región|État ou région|Megye vagy régió|都道府県・州|Estado ou região|Județ sau regiune|Kraj|省/州',
  zipCode:
    'ZIP code|PSČ|Postleitzahl|Código postal|Code postal|Irányítószám|郵便番号|Código postal|Cod poștal|PSČ|邮政编码',
  country: 'Country|Země|Land|País|Pays|Ország|国|País|Țară|Krajina|国家/地区',
  sameAddress:
    'The return address is the same as the contact address|Zpáteční adresa je stejná jako kontaktní adresa|Die Rücksendeadresse entspricht der Kontaktadresse|La dirección de devolución es la misma que la de contacto|L’adresse de retour est identique à l’adresse de contact|A visszaküldési cím megegyezik a kapcsolattartási címmel|返送先は連絡先住所と同じです|O endereço de devolução é igual ao endereço de contato|Adresa de retur este aceeași cu adresa de contact|Spiatočná adresa je rovnaká ako kontaktná adresa|退回地址与联系地址相同',
  returnAddress: 'Address|Adresa|Adresse|Dirección|Adresse|Cím|住所|Endereço|Adresă|Adresa|地址',
  returnCity: 'City|Město|Ort|Ciudad|Ville|Város|市区町村|Cidade|Oraș|Mesto|城市',
  returnState:
    'State or region|Kraj|Bundesland oder Kanton|Provincia o región|État ou région|Megye vagy régió|都道府県・州|Estado ou região|Județ sau regiune|Kraj|省/州',
  returnZipCode:
    'ZIP code|PSČ|Postleitzahl|Código postal|Code postal|Irányítószám|郵便番号|Código postal|Cod poștal|PSČ|邮政编码',
  returnCountry: 'Country|Země|Land|País|Pays|Ország|国|País|Țară|Krajina|国家/地区',
  requestedService:
    'Requested service|Požadovaná služba|Gewünschte Leistung|Servicio solicitado|Service demandé|Kért szolgáltatás|ご希望のサービス|Serviço solicitado|Serviciu solicitat|Požadovaná služba|所需服务',
  reason: 'Reason|Důvod|Grund|Motivo|Motif|Ok|理由|Motivo|Motiv|Dôvod|原因',
  subject: 'Subject|Předmět|Betreff|Asunto|Objet|Tárgy|件名|Assunto|Subiect|Predmet|主题',
  description:
    'Description|Popis|Beschreibung|Descripción|Description|Leírás|内容|Descrição|Descriere|Popis|描述',
  existingCase:
    'My request refers to an existing case|Můj požadavek se týká existujícího případu|Meine Anfrage bezieht sich auf einen bestehenden Fall|Mi solicitud se refiere a un caso existente|Ma demande concerne un dossier existant|Kérésem egy meglévő ügyre vonatkozik|既存の案件に関するご依頼です|Minha solicitação refere-se a um caso existente|Solicitarea mea se referă la un caz existent|Moja požiadavka sa týka existujúceho prípadu|我的请求涉及现有案例',
  caseId:
    'Case ID|ID případu|Fall-ID|ID del caso|Numéro de dossier|Ügyazonosító|案件ID|ID do caso|ID caz|ID prípadu|案例编号',
  machineName:
    'Machine name|Název stroje|Maschinenname|Nombre de la máquina|Nom de la machine|Gép neve|機械名|Nome da máquina|Denumirea mașinii|Názov stroja|设备名称',
  serialNumber:
    'Serial number|Sériové číslo|Seriennummer|Número de serie|Numéro de série|Sorozatszám|シリアル番号|Número de série|Număr de serie|Sériové číslo|序列号',
  warranty:
    'The machine is under warranty|Stroj je v záruce|Die Maschine ist in der Garantie|La máquina está en garantía|La machine est sous garantie|A gép garanciális|機械は保証期間中です|A máquina está na garantia|Mașina este în garanție|Stroj je v záruke|设备在保修期内',
  serviceContract:
    'I have a service contract|Mám servisní smlouvu|Ich habe einen Servicevertrag|Tengo un contrato de servicio|J’ai un contrat de service|Szervizszerződéssel rendelkezem|保守契約があります|Tenho um contrato de serviço|Am un contract de service|Mám servisnú zmluvu|我有服务合同',
  attachments:
    'Attachments: images or videos, at most 100 MB each|Přílohy: obrázky nebo videa, každý nejvýše 100 MB|Anhänge: Bilder oder Videos, je höchstens 100 MB|Archivos adjuntos: imágenes o vídeos, de 100 MB como máximo cada uno|Pièces jointes : images ou vidéos, 100 Mo maximum chacune|Mellékletek: képek vagy videók, egyenként legfeljebb 100 MB|添付ファイル：画像または動画、各100 MBまで|Anexos: imagens ou vídeos, até 100 MB cada|Atașamente: imagini sau videoclipuri, maximum 100 MB fiecare|Prílohy: obrázky alebo videá, každá najviac 100 MB|附件：图片或视频，每个不超过 100 MB',
  product: 'Product|Produkt|Produkt|Producto|Produit|Termék|製品|Produto|Produs|Produkt|产品',
  message: 'Message|Zpráva|Nachricht|Mensaje|Message|Üzenet|メッセージ|Mensagem|Mesaj|Správa|留言',
  consent:
    'I agree that my details are stored and used to contact me about this whitepaper.|Souhlasím s tím, že mé údaje budou uloženy a použity ke kontaktu ohledně tohoto whitepaperu.|Ich bin einverstanden, dass meine Angaben gespeichert und für Rückfragen zu diesem Whitepaper verwendet werden.|Acepto que mis datos se almacenen y se utilicen para contactarme sobre este libro blanco.|J’accepte que mes données soient enregistrées et utilisées pour me contacter au sujet de ce livre blanc.|Hozzájárulok, hogy adataimat tárolják, és e tanulmánnyal kapcsolatban felvegyék velem a kapcsolatot.|このホワイトペーパーに関する連絡のために、私の情報が保存・利用されることに同意します。|Concordo que meus dados sejam armazenados e usados para entrar em contato comigo sobre este white paper.|Sunt de acord ca datele mele să fie stocate și folosite pentru a fi contactat în legătură cu această carte albă.|Súhlasím s tým, že moje údaje budú uložené a použité na kontaktovanie ohľadom tohto whitepaperu.|我同意存储我的信息，并用于就本白皮书与我联系。',
  // Groups of fields.
  yourDetails:
    'Your details|Vaše údaje|Ihre Angaben|Sus datos|Vos coordonnées|Az Ön adatai|お客様情報|Seus dados|Datele dvs.|Vaše údaje|您的信息',
  contactAddress:
    'Contact address|Kontaktní adresa|Kontaktadresse|Dirección de contacto|Adresse de contact|Kapcsolattartási cím|連絡先住所|Endereço de contato|Adresă de contact|Kontaktná adresa|联系地址',
  returnAddressGroup:
    'Return address|Zpáteční adresa|Rücksendeadresse|Dirección de devolución|Adresse de retour|Visszaküldési cím|返送先住所|Endereço de devolução|Adresă de retur|Spiatočná adresa|退回地址',
  yourRequest:
    'Your request|Váš požadavek|Ihre Anfrage|Su solicitud|Votre demande|Az Ön kérése|ご依頼内容|Sua solicitação|Solicitarea dvs.|Vaša požiadavka|您的请求',
  machine: 'Machine|Stroj|Maschine|Máquina|Machine|Gép|機械|Máquina|Mașină|Stroj|设备',
  // Texts around the fields.
  optional:
    'optional|nepovinné|optional|opcional|facultatif|nem kötelező|任意|opcional|opțional|nepovinné|选填',
  chooseCountry:
    'Choose a country|Vyberte zemi|Land auswählen|Elija un país|Choisissez un pays|Válasszon országot|国を選択してください|Escolha um país|Alegeți o țară|Vyberte krajinu|请选择国家/地区',
  chooseService:
    'Choose a service|Vyberte službu|Leistung auswählen|Elija un servicio|Choisissez un service|Válasszon szolgáltatást|サービスを選択してください|Escolha um serviço|Alegeți un serviciu|Vyberte službu|请选择服务',
  submit: 'Send|Odeslat|Senden|Enviar|Envoyer|Küldés|送信|Enviar|Trimite|Odoslať|提交',
  submitWhitepaper:
    'Get the whitepaper|Získat whitepaper|Whitepaper anfordern|Obtener el libro blanco|Obtenir le livre blanc|Tanulmány letöltése|ホワイトペーパーを入手|Obter o white paper|Obțineți cartea albă|Získať whitepaper|获取白皮书',
  uploadProgress:
    'Upload progress|Průběh nahrávání|Upload-Fortschritt|Progreso de la carga|Progression du téléversement|Feltöltés állapota|アップロードの進行状況|Progresso do envio|Progresul încărcării|Priebeh nahrávania|上传进度',
  errorSummary:
    'Please correct the following:|Opravte prosím následující:|Bitte korrigieren Sie Folgendes:|Corrija lo siguiente:|Veuillez corriger les points suivants :|Kérjük, javítsa a következőket:|以下の項目を修正してください：|Corrija o seguinte:|Vă rugăm să corectați următoarele:|Opravte, prosím, nasledujúce:|请更正以下内容：',
  sent: 'Thank you! Your request has been sent.|Děkujeme! Váš požadavek byl odeslán.|Vielen Dank! Ihre Anfrage wurde gesendet.|¡Gracias! Su solicitud ha sido enviada.|Merci ! Votre demande a été envoyée.|Köszönjük! Kérését elküldtük.|ありがとうございます。ご依頼を送信しました。|Obrigado! Sua solicitação foi enviada.|Vă mulțumim! Solicitarea dvs. a fost trimisă.|Ďakujeme! Vaša požiadavka bola odoslaná.|谢谢！您的请求已提交。',
  whitepaperReady:
    'Thank you! Your whitepaper is ready.|Děkujeme! Váš whitepaper je připraven.|Vielen Dank! Ihr Whitepaper steht bereit.|¡Gracias! Su libro blanco está listo.|Merci ! Votre livre blanc est prêt.|Köszönjük! A tanulmány elkészült.|ありがとうございます。ホワイトペーパーをご用意しました。|Obrigado! Seu white paper está pronto.|Vă mulțumim! Cartea albă este gata.|Ďakujeme! Váš whitepaper je pripravený.|谢谢！您的白皮书已准备就绪。',
  download:
    'Download {title}|Stáhnout {title}|{title} herunterladen|Descargar {title}|Télécharger {title}|{title} letöltése|{title}をダウンロード|Baixar {title}|Descărcați {title}|Stiahnuť {title}|下载 {title}',
  honeypot:
    'Leave this field empty|Toto pole nevyplňujte|Dieses Feld leer lassen|Deje este campo vacío|Laissez ce champ vide|Hagyja üresen ezt a mezőt|この欄は空欄のままにしてください|Deixe este campo vazio|Lăsați acest câmp gol|Toto pole nevypĺňajte|请勿填写此栏',
} as const;

/** A label key: a field's name (`firstName`) or a text of the forms (`submit`, `errorSummary` …). */
export type FormLabelKey = keyof typeof ROWS;

/** Every form label in one language. */
export type FormLabels = Record<FormLabelKey, string>;

const TABLE: Readonly<Record<UiLanguage, FormLabels>> = Object.fromEntries(
  UI_LANGUAGES.map((language, column) => [
    language,
    Object.fromEntries(
      Object.entries(ROWS).map(([key, row]) => [key, row.split('|')[column] ?? row.split('|')[0]!]),
    ) as FormLabels,
  ]),
) as Record<UiLanguage, FormLabels>;

/**
 * The form labels of a language. A locale code (`de-CH`) is read by its language part; a language that
 * is not a UI language gives English (public-site §9 default language).
 */
export function formLabels(language: string): FormLabels {
  const code = language.toLowerCase().split('-')[0] as UiLanguage;
  return (UI_LANGUAGES as readonly string[]).includes(code) ? TABLE[code] : TABLE[DEFAULT_LANGUAGE];
}

/** `text` with each `{name}` replaced by `values[name]` (unknown names kept as written). */
export function fillLabel(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

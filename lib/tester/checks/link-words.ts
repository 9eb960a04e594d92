/**
 * Link texts that say nothing about where a link leads, by language: Lighthouse 12.8.2's lists
 * (core/audits/seo/link-text.js, Apache-2.0: English, Japanese, Spanish, Portuguese, Korean, Swedish, German, Tamil,
 * Persian), so the tester flags what Lighthouse flags, and an Estonian list of our own (Lighthouse has none: an
 * Estonian page never fails its audit). Compared with the link's text trimmed and in lower case. Pure data.
 */
export const GENERIC_LINK_TEXTS: Readonly<Record<string, ReadonlySet<string>>> = {
  et: new Set([
    'siin', 'siia', 'siit', 'kliki siia', 'kliki siin', 'klõpsa siia', 'klõpsa siin', 'vajuta siia', 'vajuta siin',
    'loe edasi', 'loe lähemalt', 'loe rohkem', 'loe veel', 'vaata lähemalt', 'vaata rohkem', 'vaata veel', 'lähemalt',
    'rohkem', 'veel', 'edasi', 'lisainfo', 'lisateave', 'rohkem infot', 'rohkem teavet', 'link', 'see', 'see link',
    'see leht', 'mine',
  ]),
  en: new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']),
  ja: new Set(['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示']),
  es: new Set([
    'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui', 'más', 'mas',
    'más información', 'más informacion', 'mas información', 'mas informacion', 'este', 'enlace', 'este enlace', 'empezar',
  ]),
  pt: new Set(['clique aqui', 'ir', 'mais informação', 'mais informações', 'mais', 'veja mais']),
  ko: new Set(['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기']),
  sv: new Set(['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information']),
  de: new Set(['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen']),
  ta: new Set([
    'அடுத்த பக்கம்', 'மறுபக்கம்', 'முந்தைய பக்கம்', 'முன்பக்கம்', 'மேலும் அறிக', 'மேலும் தகவலுக்கு', 'மேலும் தரவுகளுக்கு',
    'தயவுசெய்து இங்கே அழுத்தவும்', 'இங்கே கிளிக் செய்யவும்',
  ]),
  fa: new Set(['اطلاعات بیشتر', 'اطلاعات', 'این', 'اینجا بزنید', 'اینجا کلیک کنید', 'اینجا', 'برو', 'بیشتر بخوانید', 'بیشتر بدانید', 'بیشتر', 'شروع']),
};

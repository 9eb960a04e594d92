/**
 * The connection's security findings in words, in the site's language: the redirect to https, the certificate,
 * the TLS version and HSTS. Merged into FINDING_WORDS (finding-words.ts).
 */
import { NA_HTTP_TEST, num, str, type FindingWords } from '@/lib/tester/report/finding-facts';

/** "1 päev", "12 päeva" ("1 day", "12 days"). */
const daysText = (days: number) =>
  process.env.SITE_LOCALE === 'en' ? `${days} ${days === 1 ? 'day' : 'days'}` : `${days} ${days === 1 ? 'päev' : 'päeva'}`;

/** Why a certificate is not trusted, by OpenSSL's reason. */
const UNTRUSTED_REASONS: Record<string, string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
        SELF_SIGNED_CERT_IN_CHAIN: 'the chain contains a self-signed certificate',
        UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate’s issuer cannot be verified',
        UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate’s issuer cannot be verified',
        UNABLE_TO_GET_ISSUER_CERT: 'the certificate’s issuer cannot be verified',
        CERT_NOT_YET_VALID: 'the certificate is not valid yet',
        CERT_REVOKED: 'the certificate has been revoked',
      }
    : {
        DEPTH_ZERO_SELF_SIGNED_CERT: 'sertifikaat on isesigneeritud',
        SELF_SIGNED_CERT_IN_CHAIN: 'ahelas on isesigneeritud sertifikaat',
        UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'sertifikaadi väljaandjat ei saa kontrollida',
        UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'sertifikaadi väljaandjat ei saa kontrollida',
        UNABLE_TO_GET_ISSUER_CERT: 'sertifikaadi väljaandjat ei saa kontrollida',
        CERT_NOT_YET_VALID: 'sertifikaat ei kehti veel',
        CERT_REVOKED: 'sertifikaat on tühistatud',
      };


export const CONNECTION_WORDS: FindingWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        'https-redirect': {
          label: 'Redirect from http to https',
          say: {
            redirects: () => 'The http address sends visitors on to the secure https address.',
            'no-counterpart': () => 'The test address has an unusual port, so there is no matching http address to check.',
            'http-test': () => NA_HTTP_TEST,
            'no-http': () =>
              'The http address does not answer at all: nobody sees the page unencrypted, but anyone who types the address with http:// may see an error message.',
            'first-hop-http': (f) =>
              `The http address first redirects to another http address and only then to https (${str(f, 'from')} → … → ${str(f, 'to')}): the first step is unencrypted.`,
            'off-host': (f) => `The http address redirects straight to an https address with a different name (${str(f, 'to')}), so HSTS cannot protect the original address.`,
            'stays-http': () => 'The http address does not redirect to the https address: some visitors see the page over an unencrypted connection.',
          },
          fix: {
            'first-hop-http': () => 'Redirect the http address to the https address of the same name first, and only from there onwards (e.g. to the address with www).',
            'no-http': () => 'Ask your hosting provider to make the http address answer and redirect permanently (301) to the https address.',
            'off-host': () => 'Redirect the http address to the https address of the same name first, and only from there to the other name.',
            'stays-http': () => 'Add a permanent (301) redirect from http to https in your server or hosting settings.',
          },
        },
        certificate: {
          label: 'SSL certificate',
          say: {
            'http-test': () => NA_HTTP_TEST,
            none: () => 'The site has no working https connection: data travels unencrypted.',
            expired: (f) => `The certificate expired ${daysText(Math.max(1, -num(f, 'daysLeft')))} ago: browsers warn visitors.`,
            untrusted: (f) => `The certificate is not trusted (${UNTRUSTED_REASONS[str(f, 'error')] ?? `reason: ${str(f, 'error')}`}): browsers warn visitors.`,
            'wrong-host': () => 'The certificate was issued for a different address: browsers warn visitors.',
            expiring: (f) => `The certificate is valid for only ${daysText(num(f, 'daysLeft'))} more. Renew it now, or browsers will start warning visitors.`,
            valid: (f) => `The certificate is trusted and valid for another ${daysText(num(f, 'daysLeft'))}.`,
          },
          fix: {
            none: () => 'Ask your hosting provider to install a free Let’s Encrypt certificate on the site and set it to renew automatically.',
            expired: () => 'Renew the certificate now and turn on automatic renewal (e.g. Let’s Encrypt).',
            untrusted: () => 'Replace the certificate with one from a trusted issuer (e.g. the free Let’s Encrypt) and install the whole chain.',
            'wrong-host': () => 'Get a certificate that also covers this address (both with and without www).',
            expiring: () => 'Renew the certificate and check that automatic renewal works.',
          },
        },
        tls: {
          label: 'TLS protocol version',
          say: {
            'http-test': () => NA_HTTP_TEST,
            none: () => 'A secure connection could not be made.',
            modern: (f) => `The connection uses the modern protocol ${str(f, 'protocol').replace('TLSv', 'TLS ')}.`,
            outdated: (f) => `The connection uses the outdated protocol ${str(f, 'protocol')}. At least TLS 1.2 is needed.`,
          },
          fix: {
            none: () => 'Ask your hosting provider to fix the https connection.',
            outdated: () => 'Ask your hosting provider to turn off TLS 1.0 and 1.1 and allow TLS 1.2 and 1.3.',
          },
        },
        hsts: {
          label: 'HSTS (always a secure connection)',
          say: {
            'http-test': () => 'HSTS only works over https, and the test address was opened over http.',
            'plain-http': () => 'There is no HSTS, because the page opens over an unencrypted http connection.',
            missing: () => 'There is no HSTS: the browser may also open the page over an unencrypted connection, where data can be intercepted.',
            short: (f) =>
              `HSTS lasts only ${daysText(Math.floor(num(f, 'maxAge') / 86400))}. We recommend at least 6 months (max-age=${num(f, 'minMaxAge')}).`,
            on: (f) => `HSTS is on (${daysText(Math.floor(num(f, 'maxAge') / 86400))}): the browser always opens the page over a secure connection.`,
            invalid: () => 'The HSTS header is faulty (max-age is missing or the header is sent more than once), so the browser ignores it.',
            'invalid-cert': () => 'HSTS does not take effect, because the page’s certificate cannot be trusted.',
          },
          fix: {
            'plain-http': () => 'Switch to https, then add the header Strict-Transport-Security: max-age=31536000.',
            missing: () => 'Add the header Strict-Transport-Security: max-age=31536000 (1 year) to the server’s responses.',
            short: () => 'Raise the HSTS duration to at least 6 months, ideally a year (max-age=31536000).',
            invalid: () => 'Send the header once, as Strict-Transport-Security: max-age=31536000.',
            'invalid-cert': () => 'Fix the certificate first; HSTS starts working straight after that.',
          },
        },
      }
    : {
        'https-redirect': {
          label: 'Suunamine http-lt https-ile',
          say: {
            redirects: () => 'Http-aadress suunab külastaja turvalisele https-aadressile.',
            'no-counterpart': () => 'Testaadressil on erandlik port, sellele vastavat http-aadressi ei saa kontrollida.',
            'http-test': () => NA_HTTP_TEST,
            'no-http': () => 'Http-aadress ei vasta üldse: krüpteerimata ühendusega lehte ei näe keegi, aga kes kirjutab aadressi http://-ga, võib näha veateadet.',
            'first-hop-http': (f) => `Http-aadress suunab kõigepealt teisele http-aadressile ja alles siis https-ile (${str(f, 'from')} → … → ${str(f, 'to')}): esimene samm käib krüpteerimata.`,
            'off-host': (f) => `Http-aadress suunab kohe teise nimega https-aadressile (${str(f, 'to')}), nii et HSTS ei saa algset aadressi kaitsta.`,
            'stays-http': () => 'Http-aadress ei suuna https-aadressile: osa külastajaid näeb lehte krüpteerimata ühendusega.',
          },
          fix: {
            'first-hop-http': () => 'Suuna http-aadress esmalt sama nimega https-aadressile ja alles sealt edasi (nt www-ga aadressile).',
            'no-http': () => 'Palu majutajal panna http-aadress vastama ja suunama püsivalt (301) https-aadressile.',
            'off-host': () => 'Suuna http-aadress esmalt sama nimega https-aadressile ja alles sealt edasi teisele nimele.',
            'stays-http': () => 'Lisa serveri või majutuse seadetesse püsiv suunamine (301) http-lt https-ile.',
          },
        },
        certificate: {
          label: 'SSL-sertifikaat',
          say: {
            'http-test': () => NA_HTTP_TEST,
            none: () => 'Lehel ei ole töötavat https-ühendust: andmed liiguvad krüpteerimata.',
            expired: (f) => `Sertifikaat aegus ${daysText(Math.max(1, -num(f, 'daysLeft')))} tagasi: brauserid hoiatavad külastajaid.`,
            untrusted: (f) =>
              `Sertifikaat ei ole usaldusväärne (${UNTRUSTED_REASONS[str(f, 'error')] ?? `põhjus: ${str(f, 'error')}`}): brauserid hoiatavad külastajaid.`,
            'wrong-host': () => 'Sertifikaat on välja antud teisele aadressile: brauserid hoiatavad külastajaid.',
            expiring: (f) => `Sertifikaat kehtib veel ${daysText(num(f, 'daysLeft'))}. Uuenda see kohe, muidu hoiatavad brauserid külastajaid.`,
            valid: (f) => `Sertifikaat on usaldusväärne ja kehtib veel ${daysText(num(f, 'daysLeft'))}.`,
          },
          fix: {
            none: () => 'Palu majutajal lehele tasuta Let’s Encrypti sertifikaat paigaldada ja see automaatselt uuenema panna.',
            expired: () => 'Uuenda sertifikaat kohe ja lülita sisse automaatne uuendamine (nt Let’s Encrypt).',
            untrusted: () => 'Asenda sertifikaat usaldusväärse väljaandja omaga (nt tasuta Let’s Encrypt) ja paigalda kogu ahel.',
            'wrong-host': () => 'Telli sertifikaat, mis katab ka selle aadressi (nii www-ga kui ilma).',
            expiring: () => 'Uuenda sertifikaat ja kontrolli, et automaatne uuendamine töötab.',
          },
        },
        tls: {
          label: 'TLS-protokolli versioon',
          say: {
            'http-test': () => NA_HTTP_TEST,
            none: () => 'Turvalist ühendust ei saanud luua.',
            modern: (f) => `Ühendus kasutab nüüdisaegset protokolli ${str(f, 'protocol').replace('TLSv', 'TLS ')}.`,
            outdated: (f) => `Ühendus kasutab aegunud protokolli ${str(f, 'protocol')}. Vaja on vähemalt TLS 1.2.`,
          },
          fix: {
            none: () => 'Palu majutajal https-ühendus korda teha.',
            outdated: () => 'Palu majutajal lülitada välja TLS 1.0 ja 1.1 ning lubada TLS 1.2 ja 1.3.',
          },
        },
        hsts: {
          label: 'HSTS (alati turvaline ühendus)',
          say: {
            'http-test': () => 'HSTS töötab ainult https-ühendusega, testaadress avati http kaudu.',
            'plain-http': () => 'HSTS puudub, sest leht avaneb krüpteerimata http-ühendusega.',
            missing: () => 'HSTS puudub: brauser võib lehte avada ka krüpteerimata ühendusega, kus andmeid saab pealt kuulata.',
            short: (f) =>
              `HSTS kehtib ainult ${daysText(Math.floor(num(f, 'maxAge') / 86400))}. Soovitame vähemalt 6 kuud (max-age=${num(f, 'minMaxAge')}).`,
            on: (f) => `HSTS on kasutusel (${daysText(Math.floor(num(f, 'maxAge') / 86400))}): brauser avab lehte alati turvalise ühendusega.`,
            invalid: () => 'HSTS-päis on vigane (max-age puudub või päis on saadetud mitu korda), seega brauser eirab seda.',
            'invalid-cert': () => 'HSTS ei kehti, sest lehe sertifikaati ei saa usaldada.',
          },
          fix: {
            'plain-http': () => 'Võta kasutusele https ja lisa siis päis Strict-Transport-Security: max-age=31536000.',
            missing: () => 'Lisa serveri vastustele päis Strict-Transport-Security: max-age=31536000 (1 aasta).',
            short: () => 'Tõsta HSTS-i kestus vähemalt 6 kuule, soovitatavalt aastale (max-age=31536000).',
            invalid: () => 'Saada päis üks kord kujul Strict-Transport-Security: max-age=31536000.',
            'invalid-cert': () => 'Paranda kõigepealt sertifikaat; HSTS hakkab tööle kohe pärast seda.',
          },
        },
      };

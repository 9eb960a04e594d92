/**
 * The domain and e-mail findings in words, in the site's language (GET /api/dns, api/domain-trust.mjs decides each
 * case): each item's name, for each case what was found and what it means for the owner (say), and for each case
 * that needs attention or is a problem what to do (fix, shown after "Mida teha:"), with the example record built
 * from the domain. Merged into FINDING_WORDS (finding-words.ts), so findingText() and findingFix() say these too.
 */
import { countLabel } from '@/lib/plural';
import { num, str, type Facts, type FindingWords } from '@/lib/tester/report/finding-facts';

const domainOf = (facts: Facts) => str(facts, 'domain') || (process.env.SITE_LOCALE === 'en' ? 'your domain' : 'sinu domeen');

const NO_ANSWER =
  process.env.SITE_LOCALE === 'en'
    ? 'The name server did not answer, so this could not be checked.'
    : 'Nimeserver ei vastanud, seda ei õnnestunud kontrollida.';

/** What the rua address needs: a mailbox that exists (or a report service), and that the reports are XML files. */
const RUA_NOTE = (domain: string) =>
  process.env.SITE_LOCALE === 'en'
    ? `(first create the mailbox dmarc@${domain} or use a DMARC report service; the reports are XML files)`
    : `(loo enne postkast dmarc@${domain} või kasuta DMARC-aruannete teenust; aruanded on XML-failid)`;

/** The DMARC record to start with: reports to the domain's own address, policy none until the reports are clean. */
export const dmarcExample = (domain: string) => `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`;


export const DOMAIN_WORDS: FindingWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        mx: {
          label: 'Receiving e-mail (MX)',
          say: {
            found: (f) => `E-mails to @${domainOf(f)} addresses are delivered to ${num(f, 'count') === 1 ? 'the server' : 'the servers'} ${str(f, 'hosts')}.`,
            'null-mx': (f) =>
              `The domain announces that it does not accept e-mail (null MX). If you use @${domainOf(f)} addresses, remove this record and add your e-mail service’s MX records.`,
            missing: (f) => `There is no MX record: e-mails to @${domainOf(f)} addresses may not arrive.`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () => 'If you use e-mail on this domain, add your e-mail service’s MX records to your DNS.',
          },
        },
        spf: {
          label: 'SPF (who may send e-mail in the domain’s name)',
          say: {
            found: (f) => `There is an SPF record: ${str(f, 'record')}`,
            missing: (f) => `There is no SPF record: anyone can send e-mails in the name of @${domainOf(f)}, and your own e-mails may end up in spam.`,
            multiple: (f) =>
              `The domain has ${num(f, 'count')} SPF records, and only one is allowed: receiving servers treat such an SPF as an error and ignore it.`,
            syntax: (f) => `The SPF record contains an error (‘${str(f, 'term')}’), so receiving servers treat the whole record as invalid.`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () =>
              'Add a TXT record ‘v=spf1 include:… ~all’ to your DNS, following your e-mail service’s instructions; if no e-mail is sent from the domain, use ‘v=spf1 -all’.',
            multiple: () => 'Merge the records into one.',
            syntax: (f) => `Correct that part of the record ‘${str(f, 'record')}’.`,
          },
        },
        'spf-lookups': {
          label: 'SPF’s DNS lookups (up to 10 allowed)',
          say: {
            within: (f) =>
              `Checking SPF takes ${countLabel(num(f, 'lookups'), { one: 'DNS lookup', other: 'DNS lookups' })}; up to ${num(f, 'limit')} are allowed.`,
            'too-many': (f) =>
              `Checking SPF takes at least ${num(f, 'lookups')} DNS lookups, but only ${num(f, 'limit')} are allowed: receiving servers treat the SPF as invalid, and e-mails may go to spam.`,
            loop: (f) => `SPF loops back to itself (${str(f, 'name')}): receiving servers treat this as an error.`,
            'missing-include': (f) =>
              `SPF refers to the name ${str(f, 'name')}, which does not have (exactly one) SPF record: receiving servers treat the whole SPF as invalid.`,
            unresolved: (f) =>
              `Checking SPF takes at least ${num(f, 'lookups')} DNS lookups (${num(f, 'limit')} allowed); ${num(f, 'unresolved')} ${num(f, 'unresolved') === 1 ? 'reference' : 'references'} could not be checked all the way.`,
            'no-spf': () => 'There is no valid SPF record, so this does not apply.',
          },
          fix: {
            'too-many': () => 'Remove references to services you no longer use; for the rest, have a developer or your e-mail provider tidy up the record (never replace includes with fixed addresses by hand: they break silently when a provider changes its servers).',
            loop: () => 'Remove the loop.',
            'missing-include': () => 'Fix or remove that reference.',
            unresolved: (f) =>
              `Go through SPF’s references: remove the ones you no longer use, and check that every name referred to exists and that together they take no more than ${num(f, 'limit') || 10} DNS lookups.`,
          },
        },
        'spf-all': {
          label: 'SPF’s final rule (all)',
          say: {
            'pass-all': () => '‘+all’ lets every server in the world send e-mail in your domain’s name: SPF gives no protection at all.',
            'neutral-all': () => '‘?all’ tells receiving servers nothing, so fake e-mails are not told apart.',
            'no-all': () => 'The SPF record has no all rule at the end, so e-mails from unknown servers are not flagged.',
            'softfail-all': () => '‘~all’: e-mails from unknown servers are marked as suspicious.',
            'fail-all': () => '‘-all’: e-mails from unknown servers are rejected.',
            'no-spf': () => 'There is no valid SPF record, so this does not apply.',
          },
          fix: {
            'pass-all': () => 'Replace it with ‘~all’ or ‘-all’ straight away.',
            'neutral-all': () => 'Replace it with ‘~all’ or ‘-all’.',
            'no-all': () => 'Add ‘~all’ or ‘-all’ to the end of the record.',
          },
        },
        dmarc: {
          label: 'DMARC (what to do with fake e-mails)',
          say: {
            missing: (f) =>
              `There is no DMARC record: mailboxes do not know what to do with e-mails that pretend to come from an @${domainOf(f)} address.`,
            multiple: (f) =>
              `The name _dmarc.${domainOf(f)} has ${num(f, 'count')} DMARC records, and only one is allowed: receiving servers then ignore them all.`,
            invalid: () => 'The DMARC record has no valid policy (p=none, quarantine or reject), so it is ignored.',
            none: () => 'There is a DMARC record, but its policy is ‘p=none’: fake e-mails can still reach the inbox.',
            partial: (f) => `The DMARC policy ‘p=${str(f, 'policy')}’ applies to only ${num(f, 'pct')}% of e-mails.`,
            quarantine: (f) =>
              `DMARC is on (p=quarantine): fake e-mails go to spam.${str(f, 'subdomainPolicy') === 'none' ? ' Subdomains, however, have ‘sp=none’: tighten that too.' : ''}`,
            reject: (f) =>
              `DMARC is on (p=reject): fake e-mails are rejected.${str(f, 'subdomainPolicy') === 'none' ? ' Subdomains, however, have ‘sp=none’: tighten that too.' : ''}`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: (f) =>
              `Add a TXT record named _dmarc.${domainOf(f)} to your DNS: ‘${dmarcExample(domainOf(f))}’ ${RUA_NOTE(domainOf(f))}. Once the reports show that your genuine e-mails pass the check, tighten it to ‘p=quarantine’ and then to ‘p=reject’.`,
            multiple: () => 'Keep only one.',
            invalid: (f) => `Correct the record, for example: ‘${dmarcExample(domainOf(f))}’.`,
            none: () => 'Once the reports show that your genuine e-mails pass the check, change it to ‘p=quarantine’ or ‘p=reject’.',
            partial: () => 'Raise it to ‘pct=100’, or remove pct.',
          },
        },
        'dmarc-reports': {
          label: 'DMARC reports',
          say: {
            rua: (f) =>
              `Aggregate reports go to ${str(f, 'rua')}: you can see who sends e-mail in your domain’s name.${f.ruf ? ' Failure reports are requested too.' : ''}`,
            'no-rua': () => 'No DMARC reports are requested (rua is missing), so you cannot see who sends e-mail in your domain’s name.',
            'no-dmarc': () => 'There is no DMARC record, so this does not apply.',
          },
          fix: {
            'no-rua': (f) => `Add ‘rua=mailto:dmarc@${domainOf(f)}’ to the record ${RUA_NOTE(domainOf(f))}.`,
          },
        },
        dnssec: {
          label: 'DNSSEC (signed DNS answers)',
          say: {
            signed: (f) =>
              `The domain ${domainOf(f)} is signed with DNSSEC and its key is in the registry: forged DNS answers are detected.${f.validated ? ' Our name server checked the signature too.' : ''}`,
            unsigned: (f) =>
              `The domain ${domainOf(f)} does not use DNSSEC, so nothing proves that DNS answers about it are genuine. A forged answer could send visitors or e-mail elsewhere, although such attacks are rare.`,
            'no-ds': () => 'The zone is signed, but the registry has no DS record, so nobody checks the signature.',
            'no-keys': () =>
              'The registry has a DS record for the domain, but the zone has no keys: name servers that check signatures cannot find your domain.',
            bogus: () =>
              'The DNSSEC signatures do not match: name servers that check signatures do not open your domain at all, so some people cannot see the website or send you e-mail.',
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            unsigned: () => 'Ask your DNS provider (often the company you bought the domain from) to turn on DNSSEC: it signs the zone; then your registrar publishes the DS record it gives you.',
            'no-ds': () => 'Ask your registrar to add the DS record (your DNS provider gives it to you).',
            'no-keys': () => 'Ask your registrar to remove the DS record straight away, or your DNS provider to restore the signing.',
            bogus: () => 'Contact your DNS provider or your registrar straight away.',
          },
        },
        caa: {
          label: 'CAA (who may issue certificates)',
          say: {
            found: (f) =>
              f.noIssuer
                ? `The CAA record forbids every certificate authority to issue certificates for ${str(f, 'at')}. If the site uses https, check this record before the next certificate renewal.`
                : str(f, 'issuers')
                  ? `Only these may issue certificates for ${str(f, 'at')}: ${str(f, 'issuers')}.`
                  : `There is a CAA record (${str(f, 'at')}).`,
            missing: () => 'There is no CAA record, so any certificate authority may issue a certificate for your domain.',
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () => 'Add a CAA record that allows only the certificate authority you use, for example ‘0 issue "letsencrypt.org"’.',
          },
        },
      }
    : {
        mx: {
          label: 'E-posti vastuvõtt (MX)',
          say: {
            found: (f) => `E-kirjad aadressidele @${domainOf(f)} jõuavad ${num(f, 'count') === 1 ? 'serverisse' : 'serveritesse'} ${str(f, 'hosts')}.`,
            'null-mx': (f) => `Domeen teatab, et ei võta e-kirju vastu (null-MX). Kui kasutad @${domainOf(f)} aadresse, eemalda see kirje ja lisa oma e-posti teenuse MX-kirjed.`,
            missing: (f) => `MX-kirje puudub: kirjad aadressidele @${domainOf(f)} ei pruugi kohale jõuda.`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () => 'Kui kasutad selle domeeni e-posti, lisa DNS-i oma e-posti teenuse MX-kirjed.',
          },
        },
        spf: {
          label: 'SPF (kes tohib domeeni nimel kirju saata)',
          say: {
            found: (f) => `SPF-kirje on olemas: ${str(f, 'record')}`,
            missing: (f) => `SPF-kirje puudub: igaüks saab saata kirju @${domainOf(f)} nimel ja sinu enda kirjad võivad sattuda rämpsposti.`,
            multiple: (f) => `Domeenil on ${num(f, 'count')} SPF-kirjet, lubatud on üks: vastuvõtvad e-postiserverid loevad sellise SPF-i veaks ja jätavad selle arvestamata.`,
            syntax: (f) => `SPF-kirjes on viga („${str(f, 'term')}“), mistõttu vastuvõtvad e-postiserverid loevad kogu kirje vigaseks.`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () => 'Lisa DNS-i TXT-kirje „v=spf1 include:… ~all“ oma e-posti teenuse juhendi järgi; kui domeenilt kirju ei saadeta, siis „v=spf1 -all“.',
            multiple: () => 'Ühenda kirjed üheks.',
            syntax: (f) => `Paranda see osa kirjes „${str(f, 'record')}“.`,
          },
        },
        'spf-lookups': {
          label: 'SPF-i DNS-päringud (lubatud kuni 10)',
          say: {
            within: (f) => `SPF-i kontrollimiseks kulub ${countLabel(num(f, 'lookups'), { one: 'DNS-päring', other: 'DNS-päringut' })}, lubatud on kuni ${num(f, 'limit')}.`,
            'too-many': (f) =>
              `SPF-i kontrollimiseks kulub vähemalt ${num(f, 'lookups')} DNS-päringut, lubatud on kuni ${num(f, 'limit')}: vastuvõtvad e-postiserverid loevad SPF-i vigaseks ja kirjad võivad rämpsposti minna.`,
            loop: (f) => `SPF viitab ringiga tagasi iseendale (${str(f, 'name')}): vastuvõtvad e-postiserverid loevad selle veaks.`,
            'missing-include': (f) => `SPF viitab nimele ${str(f, 'name')}, millel ei ole (ühte) SPF-kirjet: vastuvõtvad e-postiserverid loevad kogu SPF-i vigaseks.`,
            unresolved: (f) =>
              `SPF-i kontrollimiseks kulub vähemalt ${num(f, 'lookups')} DNS-päringut (lubatud ${num(f, 'limit')}); ${countLabel(num(f, 'unresolved'), { one: 'viidet', other: 'viidet' })} ei õnnestunud lõpuni kontrollida.`,
            'no-spf': () => 'Kehtiv SPF-kirje puudub, seega see ei rakendu.',
          },
          fix: {
            'too-many': () => 'Eemalda viited teenustele, mida enam ei kasuta; muu osas lase kirje korrastada arendajal või e-posti pakkujal (ära asenda include-viiteid käsitsi IP-aadressidega: need lähevad vaikselt katki, kui pakkuja oma servereid vahetab).',
            loop: () => 'Eemalda ringviide.',
            'missing-include': () => 'Paranda või eemalda see viide.',
            unresolved: (f) =>
              `Vaata SPF-i viited üle: eemalda need, mida enam ei kasuta, ja kontrolli, et iga viidatud nimi on olemas ja kokku ei kulu üle ${num(f, 'limit') || 10} DNS-päringu.`,
          },
        },
        'spf-all': {
          label: 'SPF-i lõpureegel (all)',
          say: {
            'pass-all': () => '„+all“ lubab kõigil maailma serveritel saata kirju sinu domeeni nimel: SPF ei kaitse üldse.',
            'neutral-all': () => '„?all“ ei ütle vastuvõtvale e-postiserverile midagi, nii et võltsitud kirju ei eristata.',
            'no-all': () => 'SPF-kirje lõpus puudub all-reegel, nii et võõrastelt serveritelt tulnud kirju ei märgita.',
            'softfail-all': () => '„~all“: võõrastelt serveritelt tulnud kirjad märgitakse kahtlaseks.',
            'fail-all': () => '„-all“: võõrastelt serveritelt tulnud kirjad lükatakse tagasi.',
            'no-spf': () => 'Kehtiv SPF-kirje puudub, seega see ei rakendu.',
          },
          fix: {
            'pass-all': () => 'Asenda see kohe „~all“ või „-all“-ga.',
            'neutral-all': () => 'Asenda see „~all“ või „-all“-ga.',
            'no-all': () => 'Lisa kirje lõppu „~all“ või „-all“.',
          },
        },
        dmarc: {
          label: 'DMARC (mida teha võltsitud kirjadega)',
          say: {
            missing: (f) => `DMARC-kirje puudub: postkastid ei tea, mida teha kirjadega, mis teesklevad, et tulevad @${domainOf(f)} aadressilt.`,
            multiple: (f) => `Nimel _dmarc.${domainOf(f)} on ${num(f, 'count')} DMARC-kirjet, lubatud on üks: vastuvõtvad e-postiserverid jätavad siis kõik arvestamata.`,
            invalid: () => 'DMARC-kirjes puudub kehtiv poliitika (p=none, quarantine või reject), seega seda ei arvestata.',
            none: () => 'DMARC on olemas, aga poliitika on „p=none“: võltsitud kirjad võivad ikka postkasti jõuda.',
            partial: (f) => `DMARC-i poliitika „p=${str(f, 'policy')}“ kehtib ainult ${num(f, 'pct')}% kirjadele.`,
            quarantine: (f) =>
              `DMARC on kasutusel (p=quarantine): võltsitud kirjad lähevad rämpsposti.${str(f, 'subdomainPolicy') === 'none' ? ' Alamdomeenidele kehtib aga „sp=none“: karmista ka see.' : ''}`,
            reject: (f) =>
              `DMARC on kasutusel (p=reject): võltsitud kirjad lükatakse tagasi.${str(f, 'subdomainPolicy') === 'none' ? ' Alamdomeenidele kehtib aga „sp=none“: karmista ka see.' : ''}`,
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: (f) =>
              `Lisa DNS-i TXT-kirje nimega _dmarc.${domainOf(f)}: „${dmarcExample(domainOf(f))}“ ${RUA_NOTE(domainOf(f))}. Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, karmista see „p=quarantine“ ja siis „p=reject“ peale.`,
            multiple: () => 'Jäta alles üks.',
            invalid: (f) => `Paranda kirje, näiteks: „${dmarcExample(domainOf(f))}“.`,
            none: () => 'Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, muuda see „p=quarantine“ või „p=reject“ peale.',
            partial: () => 'Tõsta see „pct=100“ peale või eemalda pct.',
          },
        },
        'dmarc-reports': {
          label: 'DMARC-aruanded',
          say: {
            rua: (f) =>
              `Koondaruanded lähevad aadressile ${str(f, 'rua')}: näed, kes sinu domeeni nimel kirju saadab.${f.ruf ? ' Ka tõrkearuanded on tellitud.' : ''}`,
            'no-rua': () => 'DMARC-aruandeid ei tellita (rua puudub), nii et sa ei näe, kes sinu domeeni nimel kirju saadab.',
            'no-dmarc': () => 'DMARC-kirje puudub, seega see ei rakendu.',
          },
          fix: {
            'no-rua': (f) => `Lisa kirjesse „rua=mailto:dmarc@${domainOf(f)}“ ${RUA_NOTE(domainOf(f))}.`,
          },
        },
        dnssec: {
          label: 'DNSSEC (DNS-vastuste allkirjastamine)',
          say: {
            signed: (f) =>
              `Domeen ${domainOf(f)} on DNSSEC-iga allkirjastatud ja võti on registris: võltsitud DNS-vastused tuvastatakse.${f.validated ? ' Meie nimeserver kontrollis allkirja üle.' : ''}`,
            unsigned: (f) =>
              `Domeen ${domainOf(f)} ei kasuta DNSSEC-i, nii et DNS-vastuste ehtsust ei saa kontrollida. Võltsitud vastus võiks suunata külastajad või e-kirjad valesse kohta, kuigi selliseid rünnakuid tuleb ette harva.`,
            'no-ds': () => 'Tsoon on allkirjastatud, aga registris puudub DS-kirje, nii et keegi allkirja ei kontrolli.',
            'no-keys': () => 'Registris on domeeni DS-kirje, aga tsoonil pole võtmeid: allkirju kontrollivad nimeserverid ei leia su domeeni üles.',
            bogus: () =>
              'DNSSEC-i allkirjad ei klapi: allkirju kontrollivad nimeserverid ei ava sinu domeeni üldse, nii et osa inimesi ei näe veebilehte ega saa e-kirju saata.',
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            unsigned: () => 'Palu DNSSEC sisse lülitada oma DNS-teenuse pakkujal (sageli sama firma, kust domeeni ostsid): tema allkirjastab tsooni; seejärel lisab registripidaja sealt saadud DS-kirje.',
            'no-ds': () => 'Palu registripidajal lisada DS-kirje (selle annab sinu DNS-teenuse pakkuja).',
            'no-keys': () => 'Palu kohe registripidajal DS-kirje eemaldada või DNS-teenuse pakkujal allkirjastamine taastada.',
            bogus: () => 'Võta kohe ühendust DNS-teenuse pakkuja või registripidajaga.',
          },
        },
        caa: {
          label: 'CAA (kes tohib sertifikaate väljastada)',
          say: {
            found: (f) =>
              f.noIssuer
                ? `CAA-kirje keelab kõigil sertifikaadikeskustel ${str(f, 'at')} jaoks sertifikaate väljastada. Kui leht kasutab https-i, kontrolli seda kirjet enne järgmist sertifikaadi uuendust.`
                : str(f, 'issuers')
                  ? `Sertifikaate tohivad ${str(f, 'at')} jaoks väljastada ainult: ${str(f, 'issuers')}.`
                  : `CAA-kirje on olemas (${str(f, 'at')}).`,
            missing: () => 'CAA-kirje puudub, nii et sertifikaadi võib sinu domeenile väljastada ükskõik milline sertifikaadikeskus.',
            'no-answer': () => NO_ANSWER,
          },
          fix: {
            missing: () => 'Lisa CAA-kirje, mis lubab ainult sinu kasutatavat sertifikaadikeskust, näiteks „0 issue "letsencrypt.org"“.',
          },
        },
      };

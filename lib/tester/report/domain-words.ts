/**
 * The domain and e-mail findings in words (GET /api/dns, api/domain-trust.mjs decides each case): each item's
 * name, for each case what was found and what it means for the owner (say), and for each case that needs
 * attention or is a problem what to do (fix, shown after "Mida teha:"), with the example record built from the
 * domain. Merged into FINDING_WORDS (finding-words.ts), so findingText() and findingFix() say these too.
 */
import type { SecurityFinding } from '@/lib/tester/state/schema';

type Facts = SecurityFinding['facts'];
type Say = (facts: Facts) => string;

const str = (facts: Facts, key: string) => String(facts[key] ?? '');
const num = (facts: Facts, key: string) => Number(facts[key] ?? 0);
const domainOf = (facts: Facts) => str(facts, 'domain') || 'sinu domeen';

const NO_ANSWER = 'Nimeserver ei vastanud, seda ei õnnestunud kontrollida.';

/** The DMARC record to start with: reports to the domain's own address, policy none until the reports are clean. */
export const dmarcExample = (domain: string) => `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`;

/** "(iga .ee registripidaja pakub seda)" for .ee domains, where it is true. */
const eeRegistrars = (facts: Facts) => (domainOf(facts).endsWith('.ee') ? ' Iga .ee registripidaja pakub seda.' : '');

export const DOMAIN_WORDS: Record<string, { label: string; say: Record<string, Say>; fix?: Record<string, Say> }> = {
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
      multiple: (f) => `Domeenil on ${num(f, 'count')} SPF-kirjet, lubatud on üks: vastuvõtjad loevad sellise SPF-i veaks ega arvesta seda.`,
      syntax: (f) => `SPF-kirjes on viga („${str(f, 'term')}“), mistõttu vastuvõtjad loevad kogu kirje vigaseks.`,
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
      within: (f) => `SPF-i kontrollimiseks kulub ${num(f, 'lookups')} DNS-päringut, lubatud on kuni ${num(f, 'limit')}.`,
      'too-many': (f) =>
        `SPF-i kontrollimiseks kulub vähemalt ${num(f, 'lookups')} DNS-päringut, lubatud on kuni ${num(f, 'limit')}: vastuvõtjad loevad SPF-i vigaseks ja kirjad võivad rämpsposti minna.`,
      loop: (f) => `SPF viitab ringiga tagasi iseendale (${str(f, 'name')}): vastuvõtjad loevad selle veaks.`,
      'missing-include': (f) => `SPF viitab nimele ${str(f, 'name')}, millel ei ole (ühte) SPF-kirjet: vastuvõtjad loevad kogu SPF-i vigaseks.`,
      unresolved: (f) =>
        `SPF-i kontrollimiseks kulub vähemalt ${num(f, 'lookups')} DNS-päringut (lubatud ${num(f, 'limit')}); ${num(f, 'unresolved')} viidet ei õnnestunud lõpuni kontrollida.`,
      'no-spf': () => 'Ei kehti: kehtiv SPF-kirje puudub.',
    },
    fix: {
      'too-many': () => 'Eemalda kasutamata include-viited või asenda need ip4/ip6-aadressidega.',
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
      'neutral-all': () => '„?all“ ei ütle vastuvõtjale midagi, nii et võltsitud kirju ei eristata.',
      'no-all': () => 'SPF-kirje lõpus puudub all-reegel, nii et võõrastelt serveritelt tulnud kirju ei märgita.',
      'softfail-all': () => '„~all“: võõrastelt serveritelt tulnud kirjad märgitakse kahtlaseks.',
      'fail-all': () => '„-all“: võõrastelt serveritelt tulnud kirjad lükatakse tagasi.',
      'no-spf': () => 'Ei kehti: kehtiv SPF-kirje puudub.',
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
      multiple: (f) => `Nimel _dmarc.${domainOf(f)} on ${num(f, 'count')} DMARC-kirjet, lubatud on üks: vastuvõtjad ei arvesta siis ühtegi.`,
      invalid: () => 'DMARC-kirjes puudub kehtiv poliitika (p=none, quarantine või reject), seega seda ei arvestata.',
      none: () => 'DMARC on olemas, aga poliitika on „p=none“: võltsitud kirjad jõuavad ikka postkasti.',
      partial: (f) => `DMARC-i poliitika „p=${str(f, 'policy')}“ kehtib ainult ${num(f, 'pct')}% kirjadele.`,
      quarantine: (f) =>
        `DMARC on sees (p=quarantine): võltsitud kirjad lähevad rämpsposti.${str(f, 'subdomainPolicy') === 'none' ? ' Alamdomeenidele kehtib aga „sp=none“: karmista ka see.' : ''}`,
      reject: (f) =>
        `DMARC on sees (p=reject): võltsitud kirjad lükatakse tagasi.${str(f, 'subdomainPolicy') === 'none' ? ' Alamdomeenidele kehtib aga „sp=none“: karmista ka see.' : ''}`,
      'no-answer': () => NO_ANSWER,
    },
    fix: {
      missing: (f) =>
        `Lisa DNS-i TXT-kirje nimega _dmarc.${domainOf(f)}: „${dmarcExample(domainOf(f))}“. Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, karmista see „p=quarantine“ ja siis „p=reject“ peale.`,
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
      'no-dmarc': () => 'Ei kehti: DMARC-kirje puudub.',
    },
    fix: {
      'no-rua': (f) => `Lisa kirjesse „rua=mailto:dmarc@${domainOf(f)}“.`,
    },
  },
  dnssec: {
    label: 'DNSSEC (domeeni digiallkiri)',
    say: {
      signed: (f) =>
        `Domeen ${domainOf(f)} on DNSSEC-iga allkirjastatud ja võti on registris: võltsitud DNS-vastused tuvastatakse.${f.validated ? ' Meie nimeserver kontrollis allkirja üle.' : ''}`,
      unsigned: (f) =>
        `Domeen ${domainOf(f)} ei kasuta DNSSEC-i, nii et DNS-vastuseid saab võltsida ja külastajad või e-kirjad valesse kohta suunata.`,
      'no-ds': () => 'Tsoon on allkirjastatud, aga registris puudub DS-kirje, nii et keegi allkirja ei kontrolli.',
      'no-keys': () => 'Registris on domeeni DS-kirje, aga tsoonil pole võtmeid: allkirju kontrollivad nimeserverid ei leia su domeeni üles.',
      bogus: () =>
        'DNSSEC-i allkirjad ei klapi: allkirju kontrollivad nimeserverid ei ava sinu domeeni üldse, nii et osa inimesi ei näe veebilehte ega saa e-kirju saata.',
      'no-answer': () => NO_ANSWER,
    },
    fix: {
      unsigned: (f) => `Palu oma domeeni registripidajal DNSSEC sisse lülitada.${eeRegistrars(f)}`,
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

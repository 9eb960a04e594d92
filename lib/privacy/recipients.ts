/**
 * The recipients the privacy notice (/privaatsus) lists. The ones the browser contacts are derived from the same
 * build configuration as the Content-Security-Policy's connect-src and frame-src (outsideOrigins in
 * lib/site-headers/policy), so a service added to one cannot be missing from the other (tests/unit/privacy.test.tsx).
 */
import { HOSTING, hostOf } from '@/lib/privacy/notes';
import { currentPolicyInputs, outsideOrigins, type OutsideOrigin, type OutsideService, type PolicyInputs } from '@/lib/site-headers/policy';
import { site } from '@/lib/site';

/**
 * What the notice says of each recipient, in this build's language. The same facts in both: change one, change
 * the other. `apiOn`: the tester API is configured (our server asks first); `browserGoogle`: the browser has a
 * PageSpeed key of its own.
 */
const RECIPIENT_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        hosting: (safeguard: string) =>
          `hosts the website and the tester’s server and is our processor. Each time a page is opened, it sees your IP address, the time, ` +
          `the address opened and your browser details, and it counts requests per IP address to fend off attacks. Data may be transferred to the USA ` +
          `${safeguard}.`,
        emailOperator: 'EmailJS Pte. Ltd., Singapore',
        email: (agencyEmail: string) =>
          `forwards what you send with the audit and contact forms, and the tester’s notification, to our mailbox; while sending, it also sees ` +
          `your IP address. Your browser sends the message straight to EmailJS. EmailJS is our processor: it uses the data only to deliver the ` +
          `message, and the history of sent messages is switched off in our account. Singapore is outside the European Economic Area, so the ` +
          `data is transferred under the European Commission’s standard contractual clauses; you can get a copy of them by writing to ${agencyEmail}.`,
        mailbox:
          'is our email provider: that is where we keep correspondence and the tester’s notifications for the periods given below. It is our processor.',
        testerApiName: 'Our tester server',
        testerApiOperator: (legalName: string, host: string) => `${legalName}, hosted by ${host}`,
        testerApi: 'receives the address of the page being tested and your IP address, just as this website does; this server is with our hosting provider too.',
        google: (apiOn: boolean, browserGoogle: boolean, safeguard: string) =>
          (apiOn
            ? 'receives the address of the page being tested when you use the tester, to measure speed, SEO, accessibility and best practices. ' +
              'Usually our server sends that request, so Google does not see your IP address.'
            : 'receives the address of the page being tested when you use the tester, to measure speed, SEO, accessibility and best practices.') +
          (browserGoogle
            ? ` ${apiOn ? 'If our server does not answer, your browser asks' : 'Your browser asks'} Google directly, and then Google also sees your IP address. ` +
              `Data is transferred to the USA ${safeguard}.`
            : ` Data is transferred to the USA ${safeguard}.`),
        w3cName: 'W3C HTML validator',
        w3c: (apiOn: boolean, proxyOn: boolean) =>
          `receives the address of the page being tested, to find HTML errors. The request comes from ${
            apiOn ? (proxyOn ? 'our server or, if that does not answer, from the proxy server named below' : 'our server') : 'the proxy server named below'
          }, not from your browser, so the W3C does not see your IP address.`,
        proxyName: (host: string) => `Public proxy server ${host}`,
        proxyOperator: 'a third party with which we have no contract',
        proxy: (apiOn: boolean, host: string) =>
          `loads the page being tested, its robots.txt, its sitemap and the W3C result ${apiOn ? 'only when our tester server does not answer' : 'during every test'}. ` +
          `Your browser contacts it directly, so ${host} sees your IP address and the address tested. It is not our processor, and we do not know ` +
          'where it keeps data, which may be outside the European Economic Area. Legal basis: our legitimate interest in completing the test you ' +
          'asked for (Article 6(1)(f)); for a transfer outside the European Economic Area, your explicit consent (Article 49(1)(a)), which you give by ' +
          'starting a test after the line under the tester’s address field has told you this. If you do not agree, do not start a test.',
        mapOperator: 'OpenStreetMap Foundation, United Kingdom',
        map:
          'only if you open the interactive map on the contact page: it then sees your IP address and browser details. The European ' +
          'Commission has decided that the United Kingdom ensures an adequate level of protection for personal data.',
      }
    : {
        hosting: (safeguard: string) =>
          `majutab veebilehte ja testija serverit ning on meie volitatud töötleja. Iga lehe avamisel näeb ta sinu IP-aadressi, aega, ` +
          `avatud aadressi ja brauseri andmeid ning loendab päringuid IP-aadressi järgi, et tõrjuda rünnakuid. Andmed võivad liikuda USA-sse ` +
          `${safeguard}.`,
        emailOperator: 'EmailJS Pte. Ltd., Singapur',
        email: (agencyEmail: string) =>
          `edastab auditi- ja kontaktivormi sisu ning testija teate meie e-postkasti; saatmisel näeb ta ka sinu IP-aadressi. Sinu brauser ` +
          `saadab kirja otse EmailJS-ile. EmailJS on meie volitatud töötleja: ta kasutab andmeid ainult kirja edastamiseks ja saadetud kirjade ` +
          `ajalugu on meie kontol välja lülitatud. Singapur asub väljaspool Euroopa Majanduspiirkonda, seega edastatakse andmed Euroopa ` +
          `Komisjoni standardlepingutingimuste alusel; nende koopia saad, kui kirjutad ${agencyEmail}.`,
        mailbox: `on meie e-postkasti pakkuja: seal hoiame kirjavahetust ja testija teateid allpool nimetatud aja jooksul. Ta on meie volitatud töötleja.`,
        testerApiName: 'Meie testija server',
        testerApiOperator: (legalName: string, host: string) => `${legalName}, majutaja ${host}`,
        testerApi: `saab testitava lehe aadressi ja sinu IP-aadressi, nagu see leht ise; ka see server on meie majutaja juures.`,
        google: (apiOn: boolean, browserGoogle: boolean, safeguard: string) =>
          (apiOn
            ? `saab testija kasutamisel testitava lehe aadressi, et mõõta kiirust, SEO-d, ligipääsetavust ja häid tavasid. Tavaliselt küsib ` +
              `seda meie server, nii et Google ei näe sinu IP-aadressi.`
            : `saab testija kasutamisel testitava lehe aadressi, et mõõta kiirust, SEO-d, ligipääsetavust ja häid tavasid.`) +
          (browserGoogle
            ? ` ${apiOn ? 'Kui meie server ei vasta, küsib' : 'Seda küsib'} sinu brauser Google’ilt ise ja siis näeb Google ka sinu IP-aadressi. ` +
              `Andmed liiguvad USA-sse ${safeguard}.`
            : ` Andmed liiguvad USA-sse ${safeguard}.`),
        w3cName: 'W3C HTML-validaator',
        w3c: (apiOn: boolean, proxyOn: boolean) =>
          `saab testitava lehe aadressi, et leida HTML-vead. Seda küsib ${
            apiOn ? (proxyOn ? 'meie server või, kui see ei vasta, allpool nimetatud vahendusserver' : 'meie server') : 'allpool nimetatud vahendusserver'
          }, mitte sinu brauser, nii et W3C ei näe sinu IP-aadressi.`,
        proxyName: (host: string) => `Avalik vahendusserver ${host}`,
        proxyOperator: 'kolmas osapool, kellega meil lepingut ei ole',
        proxy: (apiOn: boolean, host: string) =>
          `laadib testitava lehe, robots.txt, lehekaardi ja W3C tulemuse ${apiOn ? 'ainult siis, kui meie testija server ei vasta' : 'iga testi ajal'}. ` +
          `Seda küsib sinu brauser otse, nii et ${host} näeb sinu IP-aadressi ja testitud aadressi. See ei ole meie volitatud töötleja ja me ei tea, ` +
          'kus ta andmeid hoiab; see võib olla väljaspool Euroopa Majanduspiirkonda. Õiguslik alus: meie õigustatud huvi teha test, mida küsisid ' +
          '(artikli 6 lõike 1 punkt f); andmete edastamisel väljapoole Euroopa Majanduspiirkonda sinu selgesõnaline nõusolek (artikli 49 lõike 1 ' +
          'punkt a), mille annad testi alustades, kui testija aadressivälja all olev rida on sulle seda öelnud. Kui sa sellega ei nõustu, ära alusta testi.',
        mapOperator: 'OpenStreetMap Foundation, Ühendkuningriik',
        map:
          'ainult siis, kui avad kontaktilehel interaktiivse kaardi: siis näeb ta sinu IP-aadressi ja brauseri andmeid. Ühendkuningriigi kohta ' +
          'kehtib Euroopa Komisjoni otsus, et seal on isikuandmed piisavalt kaitstud.',
      };

/** The safeguard of a transfer to the USA: the EU–US Data Privacy Framework, with standard clauses as a fallback. */
const USA_SAFEGUARD =
  process.env.SITE_LOCALE === 'en'
    ? 'under the EU–US Data Privacy Framework and the European Commission’s standard contractual clauses'
    : 'EL–USA andmekaitseraamistiku (Data Privacy Framework) ja Euroopa Komisjoni standardlepingutingimuste alusel';

/** One recipient as the notice lists it. */
export interface Recipient {
  id: OutsideService | 'hosting' | 'google' | 'w3c';
  /** Who, in bold: the service. */
  name: string;
  /** The company and its country, e.g. "EmailJS Pte. Ltd., Singapur". */
  operator: string;
  /** What it receives, when, who calls it (our server or the visitor's browser), and on what safeguard. */
  text: string;
  /** The origins of the Content-Security-Policy this entry covers (the browser contacts them); named by host. */
  origins: string[];
}

/** "EmailJS Pte. Ltd., Singapur; api.emailjs.com": who, where, and the hosts the browser contacts. */
export function recipientDetails(recipient: Recipient): string {
  const hosts = recipient.origins.map((o) => hostOf(o)).filter((host) => !recipient.name.includes(host));
  return [recipient.operator, hosts.join(', ')].filter(Boolean).join('; ');
}

function originsOf(found: readonly OutsideOrigin[], service: OutsideService): string[] {
  return found.filter((o) => o.service === service).map((o) => o.origin);
}

/**
 * Every recipient of the running site in this build configuration, in the notice's order. The browser's outside
 * services come from outsideOrigins(inputs), the same list the page policy is written from.
 */
export function recipients(inputs: PolicyInputs = currentPolicyInputs()): Recipient[] {
  const found = outsideOrigins(inputs);
  const list: Recipient[] = [];
  const proxyOn = inputs.corsProxy.trim() !== '';
  const proxyHost = hostOf(inputs.corsProxy);
  const apiOn = inputs.testerApi.trim() !== '';

  list.push({
    id: 'hosting',
    name: HOSTING.name,
    operator: `${HOSTING.operator}, ${HOSTING.country}`,
    text: RECIPIENT_TEXTS.hosting(USA_SAFEGUARD),
    origins: [],
  });

  if (found.some((o) => o.service === 'email')) {
    list.push({
      id: 'email',
      name: 'EmailJS',
      operator: RECIPIENT_TEXTS.emailOperator,
      text: RECIPIENT_TEXTS.email(site.email),
      origins: originsOf(found, 'email'),
    });
    list.push({
      id: 'email',
      name: site.mailbox.service,
      operator: `${site.mailbox.operator}, ${site.mailbox.country}`,
      text: RECIPIENT_TEXTS.mailbox,
      origins: [],
    });
  }

  if (apiOn && found.some((o) => o.service === 'testerApi')) {
    list.push({
      id: 'testerApi',
      name: RECIPIENT_TEXTS.testerApiName,
      operator: RECIPIENT_TEXTS.testerApiOperator(site.legalName, HOSTING.name),
      text: RECIPIENT_TEXTS.testerApi,
      origins: originsOf(found, 'testerApi'),
    });
  }

  const browserGoogle = originsOf(found, 'pageSpeed');
  list.push({
    id: 'google',
    name: 'Google PageSpeed Insights',
    operator: 'Google LLC, USA',
    text: RECIPIENT_TEXTS.google(apiOn, browserGoogle.length > 0, USA_SAFEGUARD),
    origins: browserGoogle,
  });

  // Without the API and without a proxy the tester cannot run a test (lib/tester/engine/run.ts): the W3C gets nothing.
  if (apiOn || proxyOn) {
    list.push({
      id: 'w3c',
      name: RECIPIENT_TEXTS.w3cName,
      operator: 'World Wide Web Consortium, USA',
      text: RECIPIENT_TEXTS.w3c(apiOn, proxyOn),
      origins: [],
    });
  }

  // The public CORS proxy is off unless the build sets NEXT_PUBLIC_CORS_PROXY (lib/config.ts).
  if (proxyOn) {
    list.push({
      id: 'corsProxy',
      name: RECIPIENT_TEXTS.proxyName(proxyHost),
      operator: RECIPIENT_TEXTS.proxyOperator,
      text: RECIPIENT_TEXTS.proxy(apiOn, proxyHost),
      origins: originsOf(found, 'corsProxy'),
    });
  }

  const map = originsOf(found, 'map');
  if (map.length) {
    list.push({
      id: 'map',
      name: 'OpenStreetMap',
      operator: RECIPIENT_TEXTS.mapOperator,
      text: RECIPIENT_TEXTS.map,
      origins: map,
    });
  }
  return list;
}


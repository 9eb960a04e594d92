/**
 * The recipients the privacy notice (/privaatsus) lists. The ones the browser contacts are derived from the same
 * build configuration as the Content-Security-Policy's connect-src and frame-src (outsideOrigins in
 * lib/site-headers/policy), so a service added to one cannot be missing from the other (tests/unit/privacy.test.tsx).
 */
import { HOSTING, hostOf } from '@/lib/privacy/notes';
import { currentPolicyInputs, outsideOrigins, type OutsideOrigin, type OutsideService, type PolicyInputs } from '@/lib/site-headers/policy';
import { site } from '@/lib/site';

/** The safeguard of a transfer to the USA: the EU–US Data Privacy Framework, with standard clauses as a fallback. */
const USA_SAFEGUARD = 'EL–USA andmekaitseraamistiku (Data Privacy Framework) ja Euroopa Komisjoni standardlepingutingimuste alusel';

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
  const proxyHost = hostOf(inputs.corsProxy);
  const apiOn = inputs.testerApi.trim() !== '';

  list.push({
    id: 'hosting',
    name: HOSTING.name,
    operator: `${HOSTING.operator}, ${HOSTING.country}`,
    text:
      `majutab veebilehte ja testija serverit ning on meie volitatud töötleja. Iga lehe avamisel näeb ta sinu IP-aadressi, aega, ` +
      `avatud aadressi ja brauseri andmeid ning loendab päringuid IP-aadressi järgi, et tõrjuda rünnakuid. Andmed võivad liikuda USA-sse ` +
      `${USA_SAFEGUARD}.`,
    origins: [],
  });

  if (found.some((o) => o.service === 'email')) {
    list.push({
      id: 'email',
      name: 'EmailJS',
      operator: 'EmailJS Pte. Ltd., Singapur',
      text:
        `edastab auditi- ja kontaktivormi sisu ning testija teate meie e-postkasti; saatmisel näeb ta ka sinu IP-aadressi. Sinu brauser ` +
        `saadab kirja otse EmailJS-ile. EmailJS on meie volitatud töötleja: ta kasutab andmeid ainult kirja edastamiseks ja saadetud kirjade ` +
        `ajalugu on meie kontol välja lülitatud. Singapur asub väljaspool Euroopa Majanduspiirkonda, seega edastatakse andmed Euroopa ` +
        `Komisjoni standardlepingutingimuste alusel; nende koopia saad, kui kirjutad ${site.email}.`,
      origins: originsOf(found, 'email'),
    });
    list.push({
      id: 'email',
      name: site.mailbox.service,
      operator: `${site.mailbox.operator}, ${site.mailbox.country}`,
      text: `on meie e-postkasti pakkuja: seal hoiame kirjavahetust ja testija teateid allpool nimetatud aja jooksul. Ta on meie volitatud töötleja.`,
      origins: [],
    });
  }

  if (apiOn && found.some((o) => o.service === 'testerApi')) {
    list.push({
      id: 'testerApi',
      name: 'Meie testija server',
      operator: `${site.legalName}, majutaja ${HOSTING.name}`,
      text: `saab testitava lehe aadressi ja sinu IP-aadressi, nagu see leht ise; ka see server on meie majutaja juures.`,
      origins: originsOf(found, 'testerApi'),
    });
  }

  const browserGoogle = originsOf(found, 'pageSpeed');
  list.push({
    id: 'google',
    name: 'Google PageSpeed Insights',
    operator: 'Google LLC, USA',
    text:
      (apiOn
        ? `saab testija kasutamisel testitava lehe aadressi, et mõõta kiirust, SEO-d, ligipääsetavust ja häid tavasid. Tavaliselt küsib ` +
          `seda meie server, nii et Google ei näe sinu IP-aadressi.`
        : `saab testija kasutamisel testitava lehe aadressi, et mõõta kiirust, SEO-d, ligipääsetavust ja häid tavasid.`) +
      (browserGoogle.length
        ? ` ${apiOn ? 'Kui meie server ei vasta, küsib' : 'Seda küsib'} sinu brauser Google’ilt ise ja siis näeb Google ka sinu IP-aadressi. ` +
          `Andmed liiguvad USA-sse ${USA_SAFEGUARD}.`
        : ` Andmed liiguvad USA-sse ${USA_SAFEGUARD}.`),
    origins: browserGoogle,
  });

  list.push({
    id: 'w3c',
    name: 'W3C HTML-validaator',
    operator: 'World Wide Web Consortium, USA',
    text:
      `saab testitava lehe aadressi, et leida HTML-vead. Seda küsib ${apiOn ? 'meie server või, kui see ei vasta, allpool nimetatud vahendusserver' : 'allpool nimetatud vahendusserver'}, ` +
      `mitte sinu brauser, nii et W3C ei näe sinu IP-aadressi.`,
    origins: [],
  });

  list.push({
    id: 'corsProxy',
    name: `Avalik vahendusserver ${proxyHost}`,
    operator: 'haldaja ja asukoht teadmata',
    text:
      `laadib testitava lehe, robots.txt, lehekaardi ja W3C tulemuse ${apiOn ? 'siis, kui meie testija server ei vasta' : 'iga testi ajal'}. Seda küsib sinu ` +
      `brauser otse, nii et ${proxyHost} näeb sinu IP-aadressi ja testitud aadressi. See on avalik teenus, millega meil lepingut ei ole ja ` +
      `mille asukohta me ei tea, nii et andmed võivad liikuda ka väljapoole Euroopa Majanduspiirkonda ilma kaitsemeetmeteta.`,
    origins: originsOf(found, 'corsProxy'),
  });

  const map = originsOf(found, 'map');
  if (map.length) {
    list.push({
      id: 'map',
      name: 'OpenStreetMap',
      operator: 'OpenStreetMap Foundation, Ühendkuningriik',
      text:
        'ainult siis, kui avad kontaktilehel interaktiivse kaardi: siis näeb ta sinu IP-aadressi ja brauseri andmeid. Ühendkuningriigi kohta ' +
        'kehtib Euroopa Komisjoni otsus, et seal on isikuandmed piisavalt kaitstud.',
      origins: map,
    });
  }
  return list;
}


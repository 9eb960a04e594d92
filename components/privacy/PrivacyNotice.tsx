import type { ReactNode } from 'react';
import Link from 'next/link';
import { formatEstonianDate } from '@/lib/blog/dates';
import { HOSTING, RETENTION } from '@/lib/privacy/notes';
import { recipientDetails, recipients } from '@/lib/privacy/recipients';
import { ROUTES } from '@/lib/routes';
import { fullAddress, site } from '@/lib/site';

/** When the notice last changed in substance (ISO date). Change it with every such change. */
export const PRIVACY_UPDATED = '2026-11-25';

/** The Estonian supervisory authority for personal data. */
export const SUPERVISORY_AUTHORITY = {
  name: 'Andmekaitse Inspektsioon',
  address: 'Tatari 39, 10134 Tallinn',
  email: 'info@aki.ee',
  url: 'https://www.aki.ee',
  label: 'www.aki.ee',
} as const;

const link = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const H3 = ({ children }: { children: ReactNode }) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>;
const P = ({ children }: { children: ReactNode }) => <p className="mt-4 leading-relaxed">{children}</p>;
const List = ({ children }: { children: ReactNode }) => (
  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-500">{children}</ul>
);
const Basis = ({ children }: { children: ReactNode }) => (
  <p className="mt-3 text-base leading-relaxed text-slate-600">
    <strong className="font-semibold text-slate-800">Õiguslik alus:</strong> {children}
  </p>
);

function Mail({ to = site.email }: { to?: string }) {
  return (
    <a href={`mailto:${to}`} className={link}>
      {to}
    </a>
  );
}

/** "Viimati uuendatud: 23. november 2026" (shown under the page title). */
export function PrivacyUpdated() {
  return (
    <p className="mt-4 text-base text-slate-600">
      Viimati uuendatud: <time dateTime={PRIVACY_UPDATED}>{formatEstonianDate(PRIVACY_UPDATED)}</time>
    </p>
  );
}

/**
 * The privacy notice of /privaatsus (GDPR articles 13 and 14): who the controller is, what each form and the
 * website tester collect, why and on what legal basis, who else receives it, how long it is kept, what the
 * browser stores, the visitor's rights and the supervisory authority. Every fact about the company comes
 * from lib/site.ts; the recipients and retention periods from lib/privacy (the outside services of this build's
 * configuration, the same list its Content-Security-Policy is written from).
 */
export function PrivacyNotice() {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="max-w-3xl text-lg text-slate-700">
        <Section id="vastutav-tootleja" title="Kes sinu andmeid töötleb">
          <P>
            Sinu isikuandmete vastutav töötleja on {site.legalName} (registrikood {site.registryCode}), aadress {fullAddress}.
            Kõigis andmekaitse küsimustes kirjuta meile <Mail /> või helista{' '}
            <a href={`tel:${site.phoneHref}`} className={link}>
              {site.phone}
            </a>
            .
          </P>
          <P>
            Järgime isikuandmete kaitse üldmäärust (EL) 2016/679 ja isikuandmete kaitse seadust. Kasutame andmeid ainult
            allpool nimetatud eesmärkidel.
          </P>
        </Section>

        <Section id="mida-kogume" title="Mida kogume ja miks">
          <H3>Tasuta auditi päring</H3>
          <P>
            Küsime sinu veebilehe aadressi, nime ja e-posti aadressi. Kasutame neid, et sinu leht üle vaadata ja saata sulle
            auditi tulemused ning soovi korral hinnapakkumine. Ilma nime ja e-posti aadressita ei saa me auditit sulle saata.
          </P>
          <Basis>sinu soovil lepingu sõlmimisele eelnevad toimingud (isikuandmete kaitse üldmääruse artikli 6 lõike 1 punkt b).</Basis>

          <H3>Kontaktivorm</H3>
          <P>
            Küsime nime, e-posti aadressi ja sõnumit. Kasutame neid, et sinu sõnumile vastata ja, kui soovid, teha sulle
            hinnapakkumine. Ilma nime ja e-posti aadressita ei saa me sulle vastata. Kirjuta sõnumisse ainult seda, mida
            vastamiseks vaja: palun ära saada isikukoodi, terviseandmeid ega paroole.
          </P>
          <Basis>
            lepingu sõlmimisele eelnevad toimingud (artikli 6 lõike 1 punkt b); kui sõnum ei puuduta meie teenuseid, meie
            õigustatud huvi sulle vastata (artikli 6 lõike 1 punkt f).
          </Basis>

          <H3>SEO veebilehe testija</H3>
          <P>
            Testija töötab ainult aadressiga: sinu nime ega e-posti ta ei küsi. Testi tegemiseks saadetakse aadress
            teenustele, mis lehte mõõdavad (vaata allpool „Kellele andmeid edastame“). Iga testi järel saame e-postiga teate
            testitud aadressi ja tulemuste kokkuvõttega, et näha, milliseid lehti testitakse, ja teha tööriista paremaks.
            Testitud aadresse ei kasuta me selle lehe omanikule pakkumiste tegemiseks. Et keegi ei saaks testijat üle
            koormata, kasutame sinu IP-aadressi ainult päringute loendamiseks: seda teevad meie server ja majutaja{' '}
            {HOSTING.name}, loendur kustub {RETENTION.rateLimit} pärast ja logidesse IP-aadressi ei kirjutata.
          </P>
          <Basis>meie õigustatud huvi pakkuda toimivat tasuta tööriista (artikli 6 lõike 1 punkt f).</Basis>

          <H3>Kontori kaart</H3>
          <P>
            Kontaktilehe kaart on alguses pilt meie enda serverist. Interaktiivne kaart laaditakse OpenStreetMapist alles
            siis, kui vajutad nupule „Näita interaktiivset kaarti“. Seejärel näeb OpenStreetMap sinu IP-aadressi ja brauseri
            andmeid, nagu iga veebileht, mida avad.
          </P>
          <Basis>
            sinu nõusolek, mille annad nupule „Näita interaktiivset kaarti“ vajutades (artikli 6 lõike 1 punkt a). Nõusoleku
            võtad tagasi, kui laadid lehe uuesti: kaart ei avane siis enne, kui vajutad nuppu jälle.
          </Basis>

          <H3>Veebilehe külastamine</H3>
          <P>
            Nagu iga veebiserver, salvestab meie majutaja {HOSTING.name} tehnilised logid: IP-aadress, aeg, avatud aadress ja
            brauseri andmed. Neid on vaja, et hoida leht töökorras ja kaitsta seda rünnakute eest. Me ei kasuta analüütika-
            ega reklaamikoode, ei koosta sinu kohta profiili ega tee sinu kohta automaatseid otsuseid.
          </P>
          <Basis>meie õigustatud huvi hoida veebileht turvaline ja töökorras (artikli 6 lõike 1 punkt f).</Basis>
        </Section>

        <Section id="kellele-edastame" title="Kellele andmeid edastame">
          <P>Sinu andmed jõuavad nende teenusteni, igaüks ainult oma töö jaoks:</P>
          <List>
            {recipients().map((recipient) => (
              <li key={recipient.name} data-recipient={recipient.id}>
                <strong className="font-semibold text-slate-900">{recipient.name}</strong> ({recipientDetails(recipient)}) {recipient.text}
              </li>
            ))}
          </List>
          <P>Me ei müü ega anna sinu andmeid kellelegi teisele, välja arvatud juhul, kui seadus seda nõuab.</P>
        </Section>

        <Section id="kui-kaua" title="Kui kaua andmeid hoiame">
          <List>
            <li>
              Auditi päringud, kontaktivormi kirjad ja nendega seotud kirjavahetus: {RETENTION.requests}. Kui päringust saab
              leping, hoiame lepingu ja arvetega seotud andmeid {RETENTION.contracts}, nagu nõuab raamatupidamise seadus.
            </li>
            <li>Testija teated testitud aadressi ja tulemustega: {RETENTION.testerNotices}.</li>
            <li>Päringute loendur IP-aadressi järgi: {RETENTION.rateLimit}.</li>
            <li>
              Majutaja {HOSTING.name} tehnilised logid, mida meie näeme: {RETENTION.hostingLogs}. {HOSTING.name} ise hoiab
              turvalogisid oma andmetöötluslepingu järgi.
            </li>
            <li>Sinu brauserisse salvestatud testitulemus: seni, kuni selle ise kustutad (vaata järgmist jaotist).</li>
          </List>
          <P>Tähtaja lõppedes kustutame andmed.</P>
        </Section>

        <Section id="brauser" title="Mida sinu brauser salvestab">
          <P>
            Me ei kasuta küpsiseid. <Link href={ROUTES.tester} className={link}>SEO veebilehe testija</Link> salvestab sinu
            brauseri kohalikku mällu (localStorage) viimati testitud aadressi ja tulemuse, et näeksid tulemust ka järgmisel
            külastusel. Salvestame ainult selle, mida ise testisid, ja ainult selleks, et saaksid tulemust uuesti näha: see
            on teenus, mida ise kasutad, nii et selleks nõusolekut ei küsita (elektroonilise side seaduse § 102²).
            Brauserisse salvestatud koopiat me ei näe; testi kokkuvõtte saame e-postiga, nagu eespool kirjas. Kustutamiseks
            vajuta tulemuste all nupule „Analüüsi teist lehte“ või kustuta brauseri seadetes selle veebilehe andmed.
          </P>
        </Section>

        <Section id="oigused" title="Sinu õigused">
          <P>Sul on õigus:</P>
          <List>
            <li>saada teada, milliseid andmeid sinu kohta hoiame, ja saada neist koopia;</li>
            <li>lasta ebaõiged andmed parandada;</li>
            <li>lasta oma andmed kustutada;</li>
            <li>lasta andmete töötlemist piirata, näiteks seniks, kuni selgitame mõnda vaidlusalust küsimust;</li>
            <li>esitada vastuväide töötlemisele, mis põhineb meie õigustatud huvil;</li>
            <li>saada andmed, mille oled meile ise andnud, masinloetaval kujul või lasta need edastada teisele teenusepakkujale.</li>
          </List>
          <P>
            Kirjuta selleks <Mail />. Vastame tasuta ja hiljemalt ühe kuu jooksul. Enne andmete väljastamist võime paluda sul
            kinnitada, et küsid iseenda andmeid.
          </P>
        </Section>

        <Section id="jarelevalve" title="Kui sa pole rahul">
          <P>
            Kui leiad, et oleme sinu andmeid valesti kasutanud, kirjuta palun kõigepealt meile: lahendame asja meelsasti. Sul
            on ka õigus pöörduda järelevalveasutuse poole: {SUPERVISORY_AUTHORITY.name}, {SUPERVISORY_AUTHORITY.address},{' '}
            <Mail to={SUPERVISORY_AUTHORITY.email} />,{' '}
            <a href={SUPERVISORY_AUTHORITY.url} className={link} rel="noopener">
              {SUPERVISORY_AUTHORITY.label}
            </a>
            .
          </P>
        </Section>

        <Section id="muudatused" title="Muudatused">
          <P>Kui muudame andmete töötlemist, uuendame seda lehte ja lehe alguses olevat kuupäeva.</P>
        </Section>
      </div>
    </div>
  );
}

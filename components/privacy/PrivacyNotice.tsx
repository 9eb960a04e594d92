import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/blog/dates';
import { HOSTING, RETENTION } from '@/lib/privacy/notes';
import { recipientDetails, recipients } from '@/lib/privacy/recipients';
import { ROUTES } from '@/lib/routes';
import { fullAddress, site } from '@/lib/site';
import { StaticHtml } from '@/components/ui/StaticHtml';

/** When the notice last changed in substance (ISO date). Change it with every such change. */
export const PRIVACY_UPDATED = '2026-11-25';

/** The Estonian supervisory authority for personal data (its English name on the English site). */
export const SUPERVISORY_AUTHORITY = {
  name: process.env.SITE_LOCALE === 'en' ? 'Estonian Data Protection Inspectorate' : 'Andmekaitse Inspektsioon',
  address: process.env.SITE_LOCALE === 'en' ? 'Tatari 39, 10134 Tallinn, Estonia' : 'Tatari 39, 10134 Tallinn',
  email: 'info@aki.ee',
  url: 'https://www.aki.ee',
  label: 'www.aki.ee',
};

/**
 * The labels of two buttons the notice names, as the visitor sees them: the contact page map's
 * (components/contact/OfficeMap, OFFICE_MAP_TEXTS.show) and the tester's 'start again' button
 * (components/tester/ResultsView, RESULT_TEXTS.reset). Those are client modules, so their constants cannot be read
 * here; tests/unit/pages/privacy.en.test.tsx checks the map's. The Estonian notice writes both in its sentences.
 */
const BUTTONS_EN = { showMap: 'Show interactive map', testAnother: 'Analyse another site' } as const;

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
    <strong className="font-semibold text-slate-800">{process.env.SITE_LOCALE === 'en' ? 'Legal basis:' : 'Õiguslik alus:'}</strong> {children}
  </p>
);

/** The supervisory authority's name, address, e-mail and website, as both notices give them. */
function Authority() {
  return (
    <>
      {SUPERVISORY_AUTHORITY.name}, {SUPERVISORY_AUTHORITY.address},{' '}
      <Mail to={SUPERVISORY_AUTHORITY.email} />,{' '}
      <a href={SUPERVISORY_AUTHORITY.url} className={link} rel="noopener">
        {SUPERVISORY_AUTHORITY.label}
      </a>
    </>
  );
}

function Mail({ to = site.email }: { to?: string }) {
  return (
    <a href={`mailto:${to}`} className={link}>
      {to}
    </a>
  );
}

/** "Viimati uuendatud: 23. november 2026" (shown under the page title). */
export function PrivacyUpdated() {
  if (process.env.SITE_LOCALE === 'en') {
    return (
      <p className="mt-4 text-base text-slate-600">
        Last updated: <time dateTime={PRIVACY_UPDATED}>{formatLongDate(PRIVACY_UPDATED)}</time>
      </p>
    );
  }
  return (
    <p className="mt-4 text-base text-slate-600">
      Viimati uuendatud: <time dateTime={PRIVACY_UPDATED}>{formatLongDate(PRIVACY_UPDATED)}</time>
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
      {/* Text and plain links only: written as HTML React does not walk in the browser. */}
      <StaticHtml className="max-w-3xl text-lg text-slate-700">{process.env.SITE_LOCALE === 'en' ? <EnglishNotice /> : <EstonianNotice />}</StaticHtml>
    </div>
  );
}

/** The recipients, as both notices list them: the service in bold, its company, country and hosts, then what it gets. */
function RecipientList() {
  return (
    <List>
      {recipients().map((recipient) => (
        <li key={recipient.name} data-recipient={recipient.id}>
          <strong className="font-semibold text-slate-900">{recipient.name}</strong> ({recipientDetails(recipient)}) {recipient.text}
        </li>
      ))}
    </List>
  );
}

function EstonianNotice() {
  return (
    <>
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
        <RecipientList />
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
          Me ei kasuta küpsiseid. <a href={ROUTES.tester} className={link}>SEO veebilehe testija</a> salvestab sinu
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
          on ka õigus pöörduda järelevalveasutuse poole: <Authority />.
        </P>
      </Section>

      <Section id="muudatused" title="Muudatused">
        <P>Kui muudame andmete töötlemist, uuendame seda lehte ja lehe alguses olevat kuupäeva.</P>
      </Section>
    </>
  );
}

/** The same notice for English readers: the same facts, the usual English GDPR terms, the Estonian laws by their English names. */
function EnglishNotice() {
  return (
    <>
      <Section id="vastutav-tootleja" title="Who processes your data">
        <P>
          The controller of your personal data is {site.legalName} (registry code {site.registryCode}), {fullAddress}. For
          any data protection question, email us at <Mail /> or call{' '}
          <a href={`tel:${site.phoneHref}`} className={link}>
            {site.phone}
          </a>
          .
        </P>
        <P>
          We comply with the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Estonian Personal Data
          Protection Act. We use your data only for the purposes set out below.
        </P>
      </Section>

      <Section id="mida-kogume" title="What we collect and why">
        <H3>Free audit request</H3>
        <P>
          We ask for your website address, your name and your email address. We use them to review your website and to send
          you the audit results and, if you would like one, a quote. Without your name and email address we cannot send you
          the audit.
        </P>
        <Basis>steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).</Basis>

        <H3>Contact form</H3>
        <P>
          We ask for your name, your email address and your message. We use them to reply to your message and, if you would
          like, to prepare a quote for you. Without your name and email address we cannot reply to you. Please write only
          what we need in order to reply: do not send us personal identification codes, health data or passwords.
        </P>
        <Basis>
          steps taken before entering into a contract (Article 6(1)(b)); if your message is not about our services, our
          legitimate interest in replying to you (Article 6(1)(f)).
        </Basis>

        <H3>SEO Website Tester</H3>
        <P>
          The tester works with an address only: it does not ask for your name or email. To run a test, the address is sent to
          the services that measure the page (see ‘Who receives your data’ below). After every test we receive an email with
          the tested address and a summary of the results, so that we can see which pages are being tested and improve the
          tool. We do not use tested addresses to make offers to the owners of those pages. So that nobody can overload the
          tester, we use your IP address only to count requests: our server and our hosting provider {HOSTING.name} do this,
          the counter is cleared after {RETENTION.rateLimit} and your IP address is not written to any log.
        </P>
        <Basis>our legitimate interest in offering a free tool that works (Article 6(1)(f)).</Basis>

        <H3>Office map</H3>
        <P>
          {`The map on the contact page is at first a picture from our own server. The interactive map is loaded from OpenStreetMap only when you press the ‘${BUTTONS_EN.showMap}’ button. OpenStreetMap then sees your IP address and browser details, like any website you open.`}
        </P>
        <Basis>
          {`your consent, which you give by pressing the ‘${BUTTONS_EN.showMap}’ button (Article 6(1)(a)). You withdraw your consent by reloading the page: the map then stays closed until you press the button again.`}
        </Basis>

        <H3>Visiting the website</H3>
        <P>
          Like every web server, our hosting provider {HOSTING.name} keeps technical logs: your IP address, the time, the
          address opened and browser details. They are needed to keep the website working and to protect it from attacks. We
          use no analytics or advertising code, we do not build a profile of you and we make no automated decisions about you.
        </P>
        <Basis>our legitimate interest in keeping the website secure and working (Article 6(1)(f)).</Basis>
      </Section>

      <Section id="kellele-edastame" title="Who receives your data">
        <P>Your data reaches these services, each only for its own task:</P>
        <RecipientList />
        <P>We do not sell your data or pass it on to anyone else, unless the law requires us to.</P>
      </Section>

      <Section id="kui-kaua" title="How long we keep your data">
        <List>
          <li>
            Audit requests, contact form messages and the correspondence about them: {RETENTION.requests}. If a request leads
            to a contract, we keep the data on the contract and its invoices for {RETENTION.contracts}, as the Estonian
            Accounting Act requires.
          </li>
          <li>The tester’s notifications with the tested address and results: {RETENTION.testerNotices}.</li>
          <li>The request counter per IP address: {RETENTION.rateLimit}.</li>
          <li>
            The technical logs of our hosting provider {HOSTING.name} that we can see: {RETENTION.hostingLogs}. {HOSTING.name}{' '}
            itself keeps security logs under its data processing agreement.
          </li>
          <li>The test result saved in your browser: until you delete it yourself (see the next section).</li>
        </List>
        <P>When the period ends, we delete the data.</P>
      </Section>

      <Section id="brauser" title="What your browser stores">
        <P>
          We do not use cookies. The{' '}
          <a href={ROUTES.tester} className={link}>
            SEO Website Tester
          </a>{' '}
          saves the address you last tested and its result in your browser’s local storage (localStorage), so that you can
          see the result on your next visit too. We save only what you tested yourself, and only so that you can see the
          result again: it is a service you use yourself, so no consent is asked for it (Estonian Electronic Communications
          Act, § 102²). We cannot see the copy saved in your browser; we receive the test summary by email, as described
          above.{' '}
          {`To delete it, press the ‘${BUTTONS_EN.testAnother}’ button below the results, or clear this website’s data in your browser settings.`}
        </P>
      </Section>

      <Section id="oigused" title="Your rights">
        <P>You have the right to:</P>
        <List>
          <li>find out what data we hold about you and get a copy of it;</li>
          <li>have incorrect data corrected;</li>
          <li>have your data erased;</li>
          <li>have the processing of your data restricted, for example while we look into a disputed question;</li>
          <li>object to processing that is based on our legitimate interest;</li>
          <li>receive the data you have given us in a machine-readable format, or have it transferred to another provider.</li>
        </List>
        <P>
          To do so, email <Mail />. We reply free of charge and within one month at the latest. Before we release any data, we
          may ask you to confirm that you are asking for your own.
        </P>
      </Section>

      <Section id="jarelevalve" title="If you are not satisfied">
        <P>
          If you believe we have misused your data, please write to us first: we will be glad to put it right. You also have the
          right to lodge a complaint with the supervisory authority: <Authority />.
        </P>
      </Section>

      <Section id="muudatused" title="Changes">
        <P>If we change how we process data, we will update this page and the date at the top of it.</P>
      </Section>
    </>
  );
}

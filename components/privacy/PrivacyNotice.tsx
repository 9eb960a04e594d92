import type { ReactNode } from 'react';
import Link from 'next/link';
import { formatEstonianDate } from '@/lib/blog/dates';
import { ROUTES } from '@/lib/routes';
import { fullAddress, site } from '@/lib/site';

/** When the notice last changed in substance (ISO date). Change it with every such change. */
export const PRIVACY_UPDATED = '2026-11-23';

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
 * from lib/site.ts.
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
            Järgime isikuandmete kaitse üldmäärust (EL) 2016/679 ja isikuandmete kaitse seadust. Küsime ainult neid andmeid,
            mida on vaja sinu päringule vastamiseks, ega kasuta neid muul eesmärgil.
          </P>
        </Section>

        <Section id="mida-kogume" title="Mida kogume ja miks">
          <H3>Tasuta auditi päring</H3>
          <P>
            Küsime sinu veebilehe aadressi, nime ja e-posti aadressi. Kasutame neid, et sinu leht üle vaadata ja saata sulle
            auditi tulemused ning soovi korral hinnapakkumine.
          </P>
          <Basis>sinu soovil lepingu sõlmimisele eelnevad toimingud (isikuandmete kaitse üldmääruse artikli 6 lõike 1 punkt b).</Basis>

          <H3>Kontaktivorm</H3>
          <P>
            Küsime nime, e-posti aadressi ja sõnumit. Kasutame neid, et sinu sõnumile vastata ja, kui soovid, teha sulle
            hinnapakkumine. Kirjuta sõnumisse ainult seda, mida vastamiseks vaja: palun ära saada isikukoodi, terviseandmeid
            ega paroole.
          </P>
          <Basis>
            lepingu sõlmimisele eelnevad toimingud (artikli 6 lõike 1 punkt b); kui sõnum ei puuduta meie teenuseid, meie
            õigustatud huvi sulle vastata (artikli 6 lõike 1 punkt f).
          </Basis>

          <H3>SEO veebilehe testija</H3>
          <P>
            Testija küsib ainult testitava lehe aadressi, mitte sinu nime ega e-posti. Testi tegemiseks saadetakse see
            aadress teenustele, mis testi teevad (vaata allpool „Kellele andmeid edastame“). Pärast testi saame e-postiga
            teate testitud aadressi ja tulemuste kokkuvõttega, et näha, milliseid lehti testitakse, ja teha tööriista
            paremaks. Et keegi ei saaks testijat üle koormata, loeb meie server, mitu päringut ühelt IP-aadressilt minutis
            tuleb; seda hoitakse ainult serveri mälus ega salvestata kuhugi.
          </P>
          <Basis>meie õigustatud huvi pakkuda toimivat tasuta tööriista (artikli 6 lõike 1 punkt f).</Basis>

          <H3>Kontori kaart</H3>
          <P>
            Kontaktilehe kaart on alguses pilt meie enda serverist. Interaktiivne kaart laaditakse OpenStreetMapist alles
            siis, kui vajutad nupule „Näita interaktiivset kaarti“. Seejärel näeb OpenStreetMap sinu IP-aadressi ja brauseri
            andmeid, nagu iga veebileht, mida avad.
          </P>

          <H3>Veebilehe külastamine</H3>
          <P>
            Nagu iga veebiserver, salvestab meie majutusteenuse pakkuja tehnilised logid: IP-aadress, aeg, avatud aadress ja
            brauseri andmed. Neid on vaja, et hoida leht töökorras ja kaitsta seda rünnakute eest. Me ei kasuta analüütika-
            ega reklaamikoode, ei koosta sinu kohta profiili ega tee sinu kohta automaatseid otsuseid.
          </P>
          <Basis>meie õigustatud huvi hoida veebileht turvaline ja töökorras (artikli 6 lõike 1 punkt f).</Basis>
        </Section>

        <Section id="kellele-edastame" title="Kellele andmeid edastame">
          <List>
            <li>
              <strong className="font-semibold text-slate-900">EmailJS</strong> (EmailJS Pte. Ltd., Singapur) edastab auditi- ja
              kontaktivormi sisu ning testija teate meie e-postkasti; saatmisel näeb ta ka sinu IP-aadressi. EmailJS on meie
              volitatud töötleja ja kasutab andmeid ainult kirja edastamiseks. Kuna Singapur asub väljaspool Euroopa Majanduspiirkonda, edastatakse andmed Euroopa
              Komisjoni standardlepingutingimuste alusel.
            </li>
            <li>
              <strong className="font-semibold text-slate-900">Google PageSpeed Insights</strong> ja{' '}
              <strong className="font-semibold text-slate-900">W3C HTML-validaator</strong> saavad testija kasutamisel testitava
              lehe aadressi, et mõõta lehe kiirust, SEO-d ja ligipääsetavust ning kontrollida HTML-vigu. Testitava lehe
              laadib vahendusserver: meie oma server või, kui see ei vasta, avalik CORS-proksi. Need teenused ei saa sinu
              nime ega e-posti ning töötlevad aadressi oma privaatsustingimuste järgi.
            </li>
            <li>
              <strong className="font-semibold text-slate-900">OpenStreetMap</strong> (OpenStreetMap Foundation,
              Ühendkuningriik) ainult siis, kui avad kontaktilehel interaktiivse kaardi. Ühendkuningriigi kohta kehtib
              Euroopa Komisjoni otsus, et seal on isikuandmed piisavalt kaitstud.
            </li>
            <li>
              <strong className="font-semibold text-slate-900">Veebimajutuse teenusepakkuja</strong>, kelle serverites leht
              asub, töötleb tehnilisi logisid meie volitatud töötlejana.
            </li>
          </List>
          <P>Me ei müü ega anna sinu andmeid kellelegi teisele, välja arvatud juhul, kui seadus seda nõuab.</P>
        </Section>

        <Section id="kui-kaua" title="Kui kaua andmeid hoiame">
          <List>
            <li>
              Auditi päringud, kontaktivormi kirjad ja nendega seotud kirjavahetus: 2 aastat viimasest kirjast. Kui päringust
              saab leping, hoiame lepingu ja arvetega seotud andmeid 7 aastat, nagu nõuab raamatupidamise seadus.
            </li>
            <li>Testija teated testitud aadressi ja tulemustega: 12 kuud.</li>
            <li>Majutusteenuse tehnilised logid: kuni 30 päeva.</li>
            <li>Sinu brauserisse salvestatud testitulemus: seni, kuni selle ise kustutad (vaata järgmist jaotist).</li>
          </List>
          <P>Tähtaja lõppedes kustutame andmed.</P>
        </Section>

        <Section id="brauser" title="Mida sinu brauser salvestab">
          <P>
            Me ei kasuta küpsiseid. <Link href={ROUTES.tester} className={link}>SEO veebilehe testija</Link> salvestab sinu
            brauseri kohalikku mällu (localStorage) viimati testitud aadressi ja tulemuse, et näeksid tulemust ka järgmisel
            külastusel. Need andmed jäävad sinu seadmesse ja meile neid ei saadeta. Kustutamiseks vajuta tulemuste all nupule
            „Analüüsi teist lehte“ või kustuta brauseri seadetes selle veebilehe andmed.
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

/**
 * The privacy notice in Estonian (/privaatsus; GDPR articles 13 and 14), in two parts around the "Kustuta testide
 * ajalugu" control (components/privacy/PrivacyNotice.tsx): who the controller is, what each form and the website
 * tester collect, why and on what legal basis, who else receives it, how long it is kept and what the browser stores;
 * then the visitor's rights, the supervisory authority and changes. Every fact about the company comes from
 * lib/site.ts; the recipients and retention periods from lib/privacy; the storage limits from lib/tester/state.
 */
import { CONTACT_MAP } from '@messages/contact-map';
import { CLEAR_HISTORY_TEXTS } from '@/components/privacy/clear-history-texts';
import { Basis, H3, link, List, Mail, Authority, P, RecipientList, Section, SECTION_IDS } from '@/components/privacy/parts';
import { HOSTING, RETENTION } from '@/lib/privacy/notes';
import { ROUTES } from '@/lib/routes';
import { fullAddress, site } from '@/lib/site';
import { HISTORY_PER_SITE, HISTORY_SITES } from '@/lib/tester/state/history';


export function EstonianNoticeStart() {
  return (
    <>

      <Section id={SECTION_IDS.controller} title="Kes sinu andmeid töötleb">
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

      <Section id={SECTION_IDS.collect} title="Mida kogume ja miks">
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
          siis, kui vajutad nupule „{CONTACT_MAP.show}“. Seejärel näeb OpenStreetMap sinu IP-aadressi ja brauseri
          andmeid, nagu iga veebileht, mida avad.
        </P>
        <Basis>
          sinu nõusolek, mille annad nupule „{CONTACT_MAP.show}“ vajutades (artikli 6 lõike 1 punkt a). Nõusoleku
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

      <Section id={SECTION_IDS.recipients} title="Kellele andmeid edastame">
        <P>Sinu andmed jõuavad nende teenusteni, igaüks ainult oma töö jaoks:</P>
        <RecipientList />
        <P>Me ei müü ega anna sinu andmeid kellelegi teisele, välja arvatud juhul, kui seadus seda nõuab.</P>
      </Section>

      <Section id={SECTION_IDS.retention} title="Kui kaua andmeid hoiame">
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
          <li>Sinu brauserisse salvestatud viimane testitulemus ja testide ajalugu: seni, kuni need ise kustutad (vaata järgmist jaotist).</li>
        </List>
        <P>Tähtaja lõppedes kustutame andmed.</P>
      </Section>

      <Section id={SECTION_IDS.browser} title="Mida sinu brauser salvestab">
        <P>
          Me ei kasuta küpsiseid. <a href={ROUTES.tester} className={link}>SEO veebilehe testija</a> salvestab sinu
          brauseri kohalikku mällu (localStorage) kaks asja: viimati testitud aadressi koos tulemusega, et näeksid seda ka
          järgmisel külastusel, ning testide ajaloo, et raport saaks öelda, mis on eelmisest testist saadik muutunud.
          Ajalugu hoiab iga saidi viimase {HISTORY_PER_SITE} testi kuupäeva ja hinded, kokku kuni {HISTORY_SITES} saidi
          kohta; vanemad testid ja saidid kustuvad ise. Salvestame ainult seda, mida ise testisid, ja ainult selleks, et
          saaksid tulemusi uuesti näha: see on teenus, mida ise kasutad, nii et selleks nõusolekut ei küsita (elektroonilise
          side seaduse § 102²). Brauserisse salvestatud andmeid me ei näe; testi kokkuvõtte saame e-postiga, nagu eespool
          kirjas.
        </P>
        <P>
          Kõige kustutamiseks vajuta allolevale nupule „{CLEAR_HISTORY_TEXTS.label}“ või kustuta brauseri seadetes selle veebilehe
          andmed.
        </P>
      </Section>
    </>
  );
}

export function EstonianNoticeEnd() {
  return (
    <>
      <Section id={SECTION_IDS.rights} title="Sinu õigused">
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

      <Section id={SECTION_IDS.complaints} title="Kui sa pole rahul">
        <P>
          Kui leiad, et oleme sinu andmeid valesti kasutanud, kirjuta palun kõigepealt meile: lahendame asja meelsasti. Sul
          on ka õigus pöörduda järelevalveasutuse poole: <Authority />.
        </P>
      </Section>

      <Section id={SECTION_IDS.changes} title="Muudatused">
        <P>Kui muudame andmete töötlemist, uuendame seda lehte ja lehe alguses olevat kuupäeva.</P>
      </Section>
    </>
  );
}

/**
 * The privacy notice for English readers (/privacy): the same facts as the Estonian one (EstonianNotice.tsx), the
 * usual English GDPR terms, the Estonian laws by their English names, in the same two parts around the
 * "Clear test history" control.
 */
import { CONTACT_MAP } from '@messages/contact-map';
import { CLEAR_HISTORY_TEXTS } from '@/components/privacy/clear-history-texts';
import { Basis, H3, link, List, Mail, Authority, P, RecipientList, Section, SECTION_IDS } from '@/components/privacy/parts';
import { HOSTING, RETENTION } from '@/lib/privacy/notes';
import { ROUTES } from '@/lib/routes';
import { fullAddress, site } from '@/lib/site';
import { HISTORY_PER_SITE, HISTORY_SITES } from '@/lib/tester/state/history';


export function EnglishNoticeStart() {
  return (
    <>

      <Section id={SECTION_IDS.controller} title="Who processes your data">
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

      <Section id={SECTION_IDS.collect} title="What we collect and why">
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
          what we need in order to reply: do not send us national ID numbers, health data or passwords.
        </P>
        <Basis>
          steps taken before entering into a contract (Article 6(1)(b)); if your message is not about our services, our
          legitimate interest in replying to you (Article 6(1)(f)).
        </Basis>

        <H3>SEO Website Tester</H3>
        <P>
          The tester works with an address only: it does not ask for your name or email. To run a test, the address is sent to
          the services that measure the page (see “Who receives your data” below). After every test we receive an email with
          the tested address and a summary of the results, so that we can see which pages are being tested and improve the
          tool. We do not use tested addresses to make offers to the owners of those pages. So that nobody can overload the
          tester, we use your IP address only to count requests: our server and our hosting provider {HOSTING.name} do this,
          the counter is cleared after {RETENTION.rateLimit} and your IP address is not written to any log.
        </P>
        <Basis>our legitimate interest in offering a free tool that works (Article 6(1)(f)).</Basis>

        <H3>Office map</H3>
        <P>
          {`Until you load it, the map on the contact page is a static image from our own server. The interactive map is loaded from OpenStreetMap only when you press the “${CONTACT_MAP.show}” button. OpenStreetMap then sees your IP address and browser details, like any website you visit.`}
        </P>
        <Basis>
          {`your consent, which you give by pressing the “${CONTACT_MAP.show}” button (Article 6(1)(a)). You withdraw your consent by reloading the page: the map then stays closed until you press the button again.`}
        </Basis>

        <H3>Visiting the website</H3>
        <P>
          Like every web server, our hosting provider {HOSTING.name} keeps technical logs: your IP address, the time, the
          address opened and browser details. They are needed to keep the website working and to protect it from attacks. We
          use no analytics or advertising code, we do not build a profile of you and we make no automated decisions about you.
        </P>
        <Basis>our legitimate interest in keeping the website secure and working (Article 6(1)(f)).</Basis>
      </Section>

      <Section id={SECTION_IDS.recipients} title="Who receives your data">
        <P>Your data reaches these services, each only for its own task:</P>
        <RecipientList />
        <P>We do not sell your data or pass it on to anyone else, unless the law requires us to.</P>
      </Section>

      <Section id={SECTION_IDS.retention} title="How long we keep your data">
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
          <li>The last test result and the test history saved in your browser: until you delete them yourself (see the next section).</li>
        </List>
        <P>When the period ends, we delete the data.</P>
      </Section>

      <Section id={SECTION_IDS.browser} title="What your browser stores">
        <P>
          We do not use cookies. The{' '}
          <a href={ROUTES.tester} className={link}>
            SEO Website Tester
          </a>{' '}
          saves two things in your browser’s local storage (localStorage): the address you last tested with its result, so
          that you can see it on your next visit, and a test history, so that the report can tell you what has changed since
          the previous test. The history keeps the date and grades of the last {HISTORY_PER_SITE} tests of each site, for up
          to {HISTORY_SITES} sites; older tests and sites are removed automatically. We save only what you tested yourself,
          and only so that you can see your results again: it is a service you use yourself, so no consent is asked for it
          (Estonian Electronic Communications Act, § 102²). We cannot see what is saved in your browser; we receive the test
          summary by email, as described above.
        </P>
        <P>
          {`To delete all of it, press the “${CLEAR_HISTORY_TEXTS.label}” button below, or clear this website’s data in your browser settings.`}
        </P>
      </Section>
    </>
  );
}

export function EnglishNoticeEnd() {
  return (
    <>
      <Section id={SECTION_IDS.rights} title="Your rights">
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

      <Section id={SECTION_IDS.complaints} title="If you are not satisfied">
        <P>
          If you believe we have misused your data, please write to us first: we will be glad to put it right. You also have the
          right to lodge a complaint with the supervisory authority: <Authority />.
        </P>
      </Section>

      <Section id={SECTION_IDS.changes} title="Changes">
        <P>If we change how we process data, we will update this page and the date at the top of it.</P>
      </Section>
    </>
  );
}

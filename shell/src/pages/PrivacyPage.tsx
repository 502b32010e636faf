import { Link } from '@hl/shared/router';
import { legal, site } from '@hl/shared/site';
import styles from './Page.module.css';

/** The date this notice last changed; change it with the text. */
const UPDATED = '23 November 2026';

const REGULATOR = {
  website: 'https://inforegulator.org.za',
  complaints: 'POPIAComplaints@inforegulator.org.za',
};

/** What each lead form asks for, and what it is used for. */
const FORMS = [
  {
    form: 'Newsletter sign-up',
    fields: 'your name and e-mail address',
    use: 'to send you our newsletter (rate updates, buying tips and new guides). You chose to receive it, and you can unsubscribe at any time.',
  },
  {
    form: 'Callback request',
    fields: 'your name, mobile number and e-mail address',
    use: 'so that a bond consultant can call you back about your home loan.',
  },
  {
    form: 'Contact form',
    fields:
      'your name, e-mail address, phone number (optional), the subject, where you are in your home-buying journey and your message',
    use: 'to answer your message.',
  },
  {
    form: 'Estate agent registration',
    fields:
      'your name, e-mail address, contact number, estate agency, and optionally your number of listings and average sale value',
    use: 'to contact you about partnering with us on your clients’ bonds.',
  },
];

/**
 * /privacy: the notice the Protection of Personal Information Act (POPIA) requires when personal
 * information is collected: who is responsible, what is collected and why, how long it is kept,
 * who sees it, the visitor's rights and how to reach the information officer. Names, numbers and
 * periods come from the site configuration (`legal` in @hl/shared/site).
 */
export function PrivacyPage() {
  const officer = legal.informationOfficer;
  return (
    <article className={styles.page} aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">Privacy notice</h1>
      <p className={styles.lead}>
        How {site.brandName} collects and uses your personal information, and your rights under the Protection of
        Personal Information Act, 2013 (POPIA).
      </p>
      <p>Last updated {UPDATED}.</p>

      <h2>Who we are</h2>
      <p>
        {legal.companyName} (company registration {legal.companyNumber}), trading as {site.brandName}, is the
        responsible party for the personal information collected on this website. Our address is {site.address}.
      </p>

      <h2>What we collect, and why</h2>
      <p>We collect personal information only when you send it to us through one of our forms:</p>
      <ul>
        {FORMS.map((f) => (
          <li key={f.form}>
            <strong>{f.form}:</strong> {f.fields}, {f.use}
          </li>
        ))}
      </ul>
      <p>
        Giving us your details is voluntary, but without them we cannot respond to you. We use them only for the purpose
        you gave them for. Applying for a home loan happens on our application site, which explains there what it needs
        from you and why. We share your details with a bank only when you apply and ask us to, and we do not sell them.
      </p>

      <h2>How we measure this website</h2>
      <p>
        To learn which pages and tools help visitors, we record how the site is used: the pages you view, the page you
        came from and any campaign tags in a page’s address, the buttons and links you use, the figures you type into
        our calculators and your other answers in forms (such as a subject or an estate agency’s name). With these we
        record your device type, browser, operating system, language, screen size and time zone. What you type into a
        name, e-mail, phone, address or message field is never recorded this way: it is replaced with “[redacted]”
        before it leaves your browser, and again on our server.
      </p>
      <p>
        Two cookies tie these records together without saying who you are: <code>hl_session_id</code>, a random number
        that expires after 30 minutes without activity, and <code>visitor_id</code>, a random number kept for two years
        so that we can tell a returning visitor from a new one, and so that you keep seeing the same version of a part
        of the site while we try a new one on some visitors first. When you send us one of our forms, we keep these two
        numbers with what you sent, so that our staff can see which pages, articles and calculators led you to us; from
        then on the records of your visits are linked to your details, and they are deleted with them when you ask. Your
        browser also keeps a few notes for this site alone: that the newsletter invitation or the callback prompt was
        already shown in this visit, and when you last closed the chat bubble, so that they do not keep coming back.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Enquiries, callback requests and estate agent registrations: {legal.retention.leads}.</li>
        <li>
          Newsletter sign-ups: until you unsubscribe. After that we keep only a one-way code made from your e-mail
          address, not the address itself, so that we do not send you the newsletter again unless you sign up again.
        </li>
        <li>Records of how the site is used: {legal.retention.analytics}.</li>
      </ul>

      <h2>Who can see it</h2>
      <p>
        Only our staff who need it to help you, and the service providers who host this website and its database for us,
        under agreements that bind them to keep it confidential and secure. We protect it with reasonable technical and
        organisational measures against loss, misuse and unauthorised access.
      </p>

      <h2>Your rights</h2>
      <p>Under POPIA you may:</p>
      <ul>
        <li>ask whether we hold personal information about you, and for a copy of it;</li>
        <li>ask us to correct it, or to delete it when we are no longer entitled to keep it;</li>
        <li>object to our use of it, and to direct marketing at any time (unsubscribe);</li>
        <li>
          complain to the Information Regulator: <a href={REGULATOR.website}>inforegulator.org.za</a>, e-mail{' '}
          <a href={`mailto:${REGULATOR.complaints}`}>{REGULATOR.complaints}</a>.
        </li>
      </ul>

      <h2>Our information officer</h2>
      <p>For any of these requests, or a question about this notice, contact our information officer:</p>
      <address className={styles.address}>
        {officer.name}
        <br />
        E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
        <br />
        Phone: <a href={`tel:${officer.phone.tel}`}>{officer.phone.display}</a>
        <br />
        Post: {officer.postalAddress}
      </address>

      <p>
        Questions about a home loan rather than your information? <Link to="/contact">Contact us</Link>.
      </p>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { requestCookieSettings } from '../cookie-consent/consent-store';
import { ContactLine, LegalDocument, LegalSection } from './legal-document';

const ESSENTIAL = [
  { name: 'village_at', purpose: 'Keeps you signed in (expires after 15 minutes and is renewed automatically).' },
  { name: 'village_rt', purpose: 'Renews your sign-in securely (expires after 30 days, or when you sign out).' },
  { name: 'village_csrf', purpose: 'Protects your account from forged requests by other websites.' },
  { name: 'village.cookie-consent', purpose: 'Remembers your cookie choices (stored in your browser).' },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      summary={
        <p>
          We use a few essential cookies to keep you signed in and safe. Anything else stays off unless you say yes, and
          we use no third-party cookies at all.
        </p>
      }
    >
      <LegalSection id="what-are-cookies" title="What cookies are">
        <p>
          Cookies are small files a website stores in your browser. Similar technologies, such as your browser&apos;s
          local storage, work in the same way. The Privacy and Electronic Communications Regulations (PECR) say we must
          ask for your consent before using any that are not strictly necessary.
        </p>
      </LegalSection>

      <LegalSection id="essential" title="Essential cookies (always on)">
        <p>These are needed for Village to work and to keep your account secure, so they cannot be switched off.</p>
        <ul>
          {ESSENTIAL.map((cookie) => (
            <li key={cookie.name}>
              <strong>{cookie.name}:</strong> {cookie.purpose}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="optional" title="Optional cookies (off until you agree)">
        <ul>
          <li>
            <strong>Analytics:</strong> counts which pages are used so we can make Village better. Our analytics are our
            own: nothing is sent to another company.
          </li>
          <li>
            <strong>Marketing:</strong> tells us whether our own campaigns bring new parents to Village.
          </li>
          <li>
            <strong>Personalisation:</strong> remembers preferences such as the filters you last used.
          </li>
        </ul>
        <p>
          None of this code is even loaded in your browser until you switch the category on, and it stops at your next
          visit if you switch it off.
        </p>
      </LegalSection>

      <LegalSection id="change-choices" title="Changing your choices">
        <p>
          You can change your mind at any time. Open the cookie settings, or use &lsquo;Cookie settings&rsquo; at the
          bottom of every page.
        </p>
        <p>
          <button
            type="button"
            onClick={requestCookieSettings}
            className="min-h-11 rounded-full border border-clay-600 bg-white px-5 font-semibold text-clay-700 hover:bg-clay-50"
          >
            Open cookie settings
          </button>
        </p>
        <p>
          You can also delete or block cookies in your browser settings, but Village cannot keep you signed in without
          its essential cookies.
        </p>
      </LegalSection>

      <LegalSection id="more" title="More information">
        <p>
          Read our <Link to="/privacy-policy">Privacy Policy</Link> to see how we look after your personal data.
        </p>
        <ContactLine />
      </LegalSection>
    </LegalDocument>
  );
}

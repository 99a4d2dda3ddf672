import { Link } from 'react-router-dom';
import { requestCookieSettings } from '../cookie-consent/consent-store';
import { ContactLine, LegalDocument, LegalSection } from './legal-document';

export default function UnsubscribeOptionsPage() {
  return (
    <LegalDocument
      title="Unsubscribe Options"
      summary={
        <p>
          You decide what we send you. Marketing is always optional, and one click or one email is enough to stop it.
        </p>
      }
    >
      <LegalSection id="emails-we-send" title="The emails we send">
        <ul>
          <li>
            <strong>Service emails:</strong> messages you need to use Village safely, such as sign-in security alerts,
            booking confirmations and replies to your reports. We send these while you have an account.
          </li>
          <li>
            <strong>Community updates and marketing:</strong> news, events near you and tips from Village. We only send
            these if you have agreed, as the Privacy and Electronic Communications Regulations (PECR) require.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="how-to-unsubscribe" title="How to unsubscribe">
        <ul>
          <li>
            Use the unsubscribe link at the bottom of any marketing email. It works straight away, without signing in.
          </li>
          <li>Change your email preferences in your profile settings at any time.</li>
          <li>Or email us and we will do it for you. We act on your request promptly and confirm once it is done.</li>
        </ul>
      </LegalSection>

      <LegalSection id="other-choices" title="Other choices you can change">
        <ul>
          <li>
            <strong>Cookies:</strong>{' '}
            <button type="button" onClick={requestCookieSettings} className="font-semibold text-clay-700 underline">
              open the cookie settings
            </button>{' '}
            to switch optional cookies on or off.
          </li>
          <li>
            <strong>Connected accounts:</strong> disconnect Google Calendar or your social media accounts from your
            profile, and we stop using them immediately.
          </li>
          <li>
            <strong>Your account:</strong> deleting it stops every email except a final confirmation. See{' '}
            <Link to="/gdpr-rights">your GDPR rights</Link>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="contact-us" title="Contact us">
        <ContactLine />
      </LegalSection>
    </LegalDocument>
  );
}

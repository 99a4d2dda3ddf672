import { Link } from 'react-router-dom';
import { ContactLine, IcoComplaint, LegalDocument, LegalSection } from './legal-document';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          We collect only what we need to run Village safely, we never sell your data, and you can see, correct,
          download or delete it at any time.
        </p>
      }
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Village is a community platform for single parents in the United Kingdom. Village is the data controller for
          the personal data described in this policy, which means we decide how and why it is used and we are
          responsible for protecting it under the UK General Data Protection Regulation (UK GDPR) and the Data
          Protection Act 2018.
        </p>
        <ContactLine />
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as a secure hash).
          </li>
          <li>
            <strong>Location:</strong> your city or town, postcode and country, so we can show you services and parents
            nearby.
          </li>
          <li>
            <strong>Profile:</strong> anything you choose to add, such as a profile photo, a short bio, your
            children&apos;s age range, your interests and the languages you speak.
          </li>
          <li>
            <strong>Identity documents:</strong> a photo of your passport or government ID if you ask to be verified.
          </li>
          <li>
            <strong>Services and bookings:</strong> the services you offer or book, their dates, prices and notes. Other
            members see only the postcode district of a service you offer and a rounded distance (&ldquo;about 2 miles
            away&rdquo;), never its address or full postcode, until you confirm their booking of it: then that guest
            sees its address.
          </li>
          <li>
            <strong>Payments:</strong> amounts, commission and payment status. Card payments are handled by our payment
            provider; we never see or store your full card number.
          </li>
          <li>
            <strong>Community activity:</strong> forum posts, event replies, matches you accept and messages in video
            meeting chats. We do not record video calls.
          </li>
          <li>
            <strong>Technical data:</strong> the cookies described in our <Link to="/cookie-policy">Cookie Policy</Link>
            , and security logs such as the time of sign-in and your IP address.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="why-we-use-it" title="Why we use it, and our lawful bases">
        <ul>
          <li>
            <strong>To provide Village (contract):</strong> running your account, showing your profile to other members,
            taking bookings and payments.
          </li>
          <li>
            <strong>To keep members safe (legitimate interests):</strong> verifying identities, moderating the forum,
            handling reports, preventing fraud and securing accounts.
          </li>
          <li>
            <strong>With your consent:</strong> optional cookies, marketing emails, connecting your Google Calendar and
            posting to your social media accounts. You can withdraw consent at any time.
          </li>
          <li>
            <strong>To meet the law (legal obligation):</strong> keeping financial records and answering lawful requests
            from the authorities.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="identity-documents" title="Identity documents">
        <p>
          Your passport or ID photo is kept in a private store that is never publicly reachable. It is only ever seen by
          Village admins, through links that expire within 5 minutes, to decide whether to verify you. We delete the
          document 30 days after that decision (whether we approve or reject it), which gives you time to ask us to
          review it; if you send a newer document before a decision, the older one is deleted straight away. We keep
          only the result: whether you are verified and when.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children's information and photos">
        <p>
          Village accounts are for adults aged 18 or over. Some parents share photos that include their children. Every
          photo uploaded to Village is re-encoded and stripped of its location (GPS) and camera data before anyone else
          can see it, so a photo never reveals where your family lives. Please think carefully before sharing pictures
          in which a child could be identified, such as a school uniform.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who we share it with">
        <ul>
          <li>
            Other members see the profile details you choose to show, never your email, postcode or documents. Once a
            booking is confirmed, its guest and host see each other&rsquo;s first name and confirmed email address.
          </li>
          <li>
            Carefully chosen suppliers who help us run Village (hosting, email delivery, card payments and video), under
            contracts that let them use your data only on our instructions.
          </li>
          <li>The police or other authorities when the law requires it, or to protect someone from serious harm.</li>
        </ul>
        <p>We never sell your personal data or share it for advertising.</p>
      </LegalSection>

      <LegalSection id="transfers" title="Where your data is kept">
        <p>
          We keep your data in the UK or the European Economic Area. If a supplier ever needs to process it elsewhere,
          we use the safeguards UK law requires, such as the International Data Transfer Agreement.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <ul>
          <li>Your account and profile: until you delete your account.</li>
          <li>Identity documents: until 30 days after the verification decision, as described above.</li>
          <li>Payment and booking records: six years, because UK tax law requires it.</li>
          <li>Security logs: only as long as needed to investigate misuse.</li>
        </ul>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <p>
          Connections to Village are encrypted, passwords are stored as strong one-way hashes, and you can turn on
          two-factor authentication. Only the small team who need access to personal data have it, and that access is
          logged.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>
          You can ask to see, correct, download or delete your data, and object to how we use it. Read{' '}
          <Link to="/gdpr-rights">your GDPR rights</Link> to find out how, and{' '}
          <Link to="/unsubscribe-options">your unsubscribe options</Link> to control the emails we send.
        </p>
      </LegalSection>

      <LegalSection id="complaints" title="Questions and complaints">
        <ContactLine />
        <IcoComplaint />
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          If we change this policy in a way that affects you, we will tell you by email or in Village before the change
          takes effect.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

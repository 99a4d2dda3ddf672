import { Link } from 'react-router-dom';
import { ContactLine, LegalDocument, LegalSection } from './legal-document';

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary={
        <p>
          Be kind, be honest, and keep children safe. Village connects members; the services you arrange are between you
          and the other member, and we are here to help if something goes wrong.
        </p>
      }
    >
      <LegalSection id="about-these-terms" title="About these terms">
        <p>
          These terms are an agreement between you and Village. By creating an account you accept them. If you do not
          agree, please do not use Village.
        </p>
      </LegalSection>

      <LegalSection id="joining" title="Who can join">
        <ul>
          <li>You must be 18 or over and live in the United Kingdom.</li>
          <li>You must give true information about yourself and keep your password private.</li>
          <li>One person, one account. Accounts cannot be shared or sold.</li>
        </ul>
      </LegalSection>

      <LegalSection id="verification" title="Verification">
        <p>
          To become a verified member you upload a photo of your passport or government ID. Only our admins see it, and
          it is deleted after our decision and a short retention period (see the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>). Verification confirms identity only; it is not a background
          check, so always use your own judgement.
        </p>
      </LegalSection>

      <LegalSection id="community-rules" title="Community rules">
        <ul>
          <li>Treat every member with respect. No harassment, hate, threats or bullying.</li>
          <li>Never share another person&apos;s private details, or photos of other people&apos;s children.</li>
          <li>No spam, scams, or selling things that are not services offered through Village.</li>
          <li>Report anything that worries you. A person on our team reads every report.</li>
        </ul>
        <p>
          Forum posts are checked by a moderator before they appear. We may remove content or suspend an account that
          breaks these rules, and we will tell you why unless that would put someone at risk.
        </p>
      </LegalSection>

      <LegalSection id="services-between-members" title="Services between members">
        <p>
          Members offer childcare sharing, playdates, holidays, home swapping, pet sitting, wellbeing activities and
          more. The agreement for a service is between the member who offers it and the member who books it. Meet in a
          public place first, and never leave a child with someone you have not met and checked.
        </p>
      </LegalSection>

      <LegalSection id="payments" title="Fees and payments">
        <ul>
          <li>Basic membership is free.</li>
          <li>
            Some services carry a fee set by the member who offers them, always shown in pounds (GBP) before you book.
          </li>
          <li>
            Village takes a small commission on paid services, shown before you pay; the average is 13%. Payments are
            made by card through our payment provider.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="your-content" title="Your content">
        <p>
          You own what you post. You give Village permission to show it to other members so the community can work, and
          that permission ends when you delete it or your account.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Our responsibility to you">
        <p>
          We work hard to keep Village safe and available, but we cannot promise it will never be interrupted. Nothing
          in these terms limits your rights under the Consumer Rights Act 2015 or our liability for death or personal
          injury caused by our negligence.
        </p>
      </LegalSection>

      <LegalSection id="ending" title="Leaving Village">
        <p>
          You can delete your account at any time. We may close an account that seriously or repeatedly breaks these
          terms.
        </p>
      </LegalSection>

      <LegalSection id="law" title="The law that applies">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can
          also bring a claim in your local courts.
        </p>
      </LegalSection>

      <LegalSection id="contact-us" title="Contact us">
        <ContactLine />
      </LegalSection>
    </LegalDocument>
  );
}

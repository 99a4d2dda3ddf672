import { ContactLine, IcoComplaint, LegalDocument, LegalSection } from './legal-document';

const RIGHTS = [
  {
    id: 'right-to-be-informed',
    title: 'To be told how we use your data',
    text: 'Our Privacy Policy explains what we collect, why, and for how long.',
  },
  {
    id: 'right-of-access',
    title: 'To get a copy of your data',
    text: 'Ask for a copy of the personal data we hold about you. It is free, and we reply within one month.',
  },
  {
    id: 'right-to-rectification',
    title: 'To correct it',
    text: 'Fix most details yourself in your profile, or ask us to correct anything that is wrong or incomplete.',
  },
  {
    id: 'right-to-erasure',
    title: 'To have it deleted',
    text: 'Delete your account and we erase or anonymise your data across Village, except records the law makes us keep.',
  },
  {
    id: 'right-to-restrict',
    title: 'To restrict how we use it',
    text: 'Ask us to pause using your data, for example while we check a correction you asked for.',
  },
  {
    id: 'right-to-portability',
    title: 'To take it with you',
    text: 'Download your data in a common, machine-readable format to use elsewhere.',
  },
  {
    id: 'right-to-object',
    title: 'To object',
    text: 'Object to uses based on our legitimate interests, and to direct marketing at any time.',
  },
  {
    id: 'automated-decisions',
    title: 'About automated decisions',
    text: 'Parent matching suggests members automatically, but it never makes decisions with legal or similarly significant effects; you always choose.',
  },
  {
    id: 'withdraw-consent',
    title: 'To withdraw consent',
    text: 'Where we rely on your consent, such as optional cookies or marketing emails, you can withdraw it as easily as you gave it.',
  },
];

export default function GdprRightsPage() {
  return (
    <LegalDocument
      title="GDPR Rights"
      summary={
        <p>
          Under the UK GDPR and the Data Protection Act 2018 your personal data belongs to you. Here is what you can ask
          us to do, and how.
        </p>
      }
    >
      <LegalSection id="your-rights" title="Your rights">
        <ul>
          {RIGHTS.map((right) => (
            <li key={right.id}>
              <strong>{right.title}.</strong> {right.text}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="how-to-ask" title="How to ask">
        <p>
          Email us from the address on your account and tell us which right you want to use. If we need to confirm it is
          really you, we will ask for the minimum needed, and never for more identity documents than necessary.
        </p>
        <ContactLine />
      </LegalSection>

      <LegalSection id="timescales" title="How long it takes">
        <p>
          We answer within one month. If a request is complex, the law lets us take up to two more months; we will tell
          you within the first month if we need to. There is no fee unless a request is clearly unfounded or excessive.
        </p>
      </LegalSection>

      <LegalSection id="complaints" title="If you are not happy">
        <IcoComplaint />
      </LegalSection>
    </LegalDocument>
  );
}

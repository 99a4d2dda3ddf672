import { PageTitle } from '../../components/page-title';
import { ContactSection } from '../contact/contact-section';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { CallToActionBand } from './call-to-action-band';
import { HeroSection } from './hero-section';
import { SafetySection } from './safety-section';
import { ServicesSection } from './services-section';

export default function LandingPage() {
  useHashScroll();
  return (
    <>
      <PageTitle title="A community for single parents" />
      <HeroSection />
      <ServicesSection />
      <SafetySection />
      <CallToActionBand />
      <ContactSection />
    </>
  );
}

import { PageTitle } from '../../components/page-title';
import { ButtonShowcase } from './button-showcase';
import { ColourSwatches } from './colour-swatches';
import { DisplayShowcase } from './display-showcase';
import { FormShowcase } from './form-showcase';
import { OverlayShowcase } from './overlay-showcase';
import { ShowcaseSection } from './showcase-section';

export default function DesignSystemPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageTitle title="Design system" />
      <h1 className="text-4xl font-extrabold">Design system</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Village&apos;s components and their states: warm, calm and readable at night on a phone. Every colour pair meets
        WCAG 2.2 AA, every target is at least 24 px, and motion stops when the device asks for reduced motion.
      </p>
      <ShowcaseSection
        id="colours"
        title="Colours"
        description="Cream and sand surfaces, clay for actions, sage for calm."
      >
        <ColourSwatches />
      </ShowcaseSection>
      <ShowcaseSection
        id="buttons"
        title="Buttons"
        description="One primary action per view. Pending buttons are disabled and say what is happening."
      >
        <ButtonShowcase />
      </ShowcaseSection>
      <ShowcaseSection
        id="forms"
        title="Form controls"
        description="Labels are always visible. Errors are announced, marked aria-invalid and linked with aria-describedby."
      >
        <FormShowcase />
      </ShowcaseSection>
      <ShowcaseSection
        id="overlays"
        title="Dialogs, toasts and tooltips"
        description="Dialogs trap focus, close on Escape and return focus to where it was. Toasts pause while hovered or focused."
      >
        <OverlayShowcase />
      </ShowcaseSection>
      <ShowcaseSection
        id="display"
        title="Tabs, badges, cards and loading"
        description="Status badges always carry a word, never colour alone."
      >
        <DisplayShowcase />
      </ShowcaseSection>
    </div>
  );
}

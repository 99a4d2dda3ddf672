import { Button } from '../../components/ui/button';
import type { ButtonVariant } from '../../components/ui/button-styles';
import { Specimen } from './showcase-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'quiet', 'danger'];

export function ButtonShowcase() {
  return (
    <>
      <Specimen title="Variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant[0].toUpperCase() + variant.slice(1)}
          </Button>
        ))}
      </Specimen>
      <Specimen title="Sizes">
        <Button size="sm">Small</Button>
        <Button>Medium</Button>
        <Button size="lg">Large</Button>
      </Specimen>
      <Specimen title="States">
        <Button disabled>Disabled</Button>
        <Button pending>Saving...</Button>
        <div className="flex gap-3 rounded-2xl bg-clay-700 p-3">
          <Button variant="inverse">Inverse</Button>
          <Button variant="outline-inverse">Outline inverse</Button>
        </div>
      </Specimen>
    </>
  );
}

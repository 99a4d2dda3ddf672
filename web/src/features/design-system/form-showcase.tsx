import { useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { RadioGroup } from '../../components/ui/radio-group';
import { Select } from '../../components/ui/select';
import { SelectField } from '../../components/ui/select-field';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { Specimen } from './showcase-section';

const EVENT_TYPES = [
  { value: 'social', label: 'Social' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'support_group', label: 'Support group' },
];

export function FormShowcase() {
  const [bio, setBio] = useState('');
  const [checked, setChecked] = useState(true);
  const [mode, setMode] = useState('in_person');
  const [notify, setNotify] = useState(false);
  const [distance, setDistance] = useState(10);
  const [eventType, setEventType] = useState('');

  return (
    <>
      <Specimen title="Text inputs">
        <div className="grid w-full gap-4 md:grid-cols-3">
          <TextField id="ds-name" label="Full name" hint="As it appears on your ID." />
          <TextField id="ds-email" label="Email" error="Please enter a valid email address" defaultValue="amara@" />
          <TextField id="ds-city" label="City" disabled defaultValue="Bristol" />
        </div>
        <TextareaField
          id="ds-bio"
          label="Bio"
          hint={`${bio.length}/500`}
          maxLength={500}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          className="w-full"
        />
      </Specimen>
      <Specimen title="Selects">
        <div className="grid w-full gap-4 md:grid-cols-2">
          <SelectField
            id="ds-country"
            label="Country (native, for forms)"
            placeholder="Select your country"
            options={['United Kingdom', 'Ireland']}
          />
          <Select
            label="Event type (Radix)"
            placeholder="Choose a type"
            options={EVENT_TYPES}
            value={eventType}
            onValueChange={setEventType}
          />
        </div>
      </Specimen>
      <Specimen title="Choices">
        <div className="flex flex-col gap-3">
          <Checkbox id="ds-check" label="I am a single parent" checked={checked} onCheckedChange={setChecked} />
          <Checkbox id="ds-check-off" label="I offer services" checked={false} onCheckedChange={() => undefined} />
          <Checkbox
            id="ds-check-disabled"
            label="Verified (set by our team)"
            checked
            disabled
            onCheckedChange={() => undefined}
          />
        </div>
        <RadioGroup
          legend="Service mode"
          value={mode}
          onValueChange={setMode}
          options={[
            { value: 'in_person', label: 'In person' },
            { value: 'online', label: 'Online', hint: 'A video link is shared after booking.' },
          ]}
        />
        <div className="flex w-full max-w-sm flex-col gap-3">
          <Switch id="ds-switch" label="Email me about events" checked={notify} onCheckedChange={setNotify} />
          <Switch id="ds-switch-disabled" label="Essential cookies" hint="Always on." checked disabled />
        </div>
      </Specimen>
      <Specimen title="Slider">
        <div className="w-full max-w-sm">
          <Slider
            label="Maximum distance"
            value={distance}
            onValueChange={setDistance}
            min={1}
            max={50}
            formatValue={(miles) => `${miles} miles`}
          />
        </div>
      </Specimen>
    </>
  );
}

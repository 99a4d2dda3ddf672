import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { SelectField } from './select-field';
import { Slider } from './slider';
import { Switch } from './switch';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

function Controlled() {
  const [checked, setChecked] = useState(false);
  const [on, setOn] = useState(false);
  const [mode, setMode] = useState('in_person');
  const [miles, setMiles] = useState(10);
  const [type, setType] = useState('');
  return (
    <>
      <Checkbox id="single" label="I am a single parent" checked={checked} onCheckedChange={setChecked} />
      <Switch
        id="events"
        label="Email me about events"
        hint="At most once a week."
        checked={on}
        onCheckedChange={setOn}
      />
      <RadioGroup
        legend="Service mode"
        value={mode}
        onValueChange={setMode}
        options={[
          { value: 'in_person', label: 'In person' },
          { value: 'online', label: 'Online' },
        ]}
      />
      <Slider
        label="Maximum distance"
        value={miles}
        onValueChange={setMiles}
        min={1}
        max={50}
        formatValue={(m) => `${m} miles`}
      />
      <Select
        label="Event type"
        placeholder="Choose a type"
        value={type}
        onValueChange={setType}
        options={[
          { value: 'social', label: 'Social' },
          { value: 'workshop', label: 'Workshop' },
        ]}
      />
      <output data-testid="type">{type}</output>
    </>
  );
}

describe('form controls', () => {
  it('text fields announce errors and hints through aria-invalid and aria-describedby', () => {
    render(
      <>
        <TextField id="email" label="Email" error="Please enter a valid email address" hint="We never share it." />
        <TextareaField id="bio" label="Bio" hint="0/500" />
        <SelectField
          id="country"
          label="Country"
          placeholder="Select your country"
          options={['Ireland']}
          error="Please select your country"
        />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address We never share it.');
    expect(screen.getByText('Please enter a valid email address')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('0/500');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Please select your country');
  });

  it('checkbox, switch and radio group are labelled and work by keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);

    const checkbox = screen.getByRole('checkbox', { name: 'I am a single parent' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();

    const toggle = screen.getByRole('switch', { name: 'Email me about events' });
    expect(toggle).toHaveAccessibleDescription('At most once a week.');
    act(() => toggle.focus());
    await user.keyboard(' ');
    expect(toggle).toBeChecked();

    const group = screen.getByRole('radiogroup', { name: 'Service mode' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    await user.click(screen.getByText('Online'));
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'In person' })).not.toBeChecked();
  });

  it('slider is labelled, states its value in words and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const slider = screen.getByRole('slider', { name: 'Maximum distance' });
    expect(slider).toHaveAttribute('aria-valuetext', '10 miles');
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('12 miles')).toBeInTheDocument();
  });

  it('select is labelled and chooses an option by keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Event type' });
    expect(trigger).toHaveTextContent('Choose a type');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Workshop' }));
    expect(screen.getByTestId('type')).toHaveTextContent('workshop');
    expect(trigger).toHaveTextContent('Workshop');
  });
});

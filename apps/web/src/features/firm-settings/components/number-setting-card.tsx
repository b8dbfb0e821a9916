import { TextField } from '../../../ui/text-field.tsx';
import { numberInput, type Registered, SettingCard } from './setting-card.tsx';

type Props = {
  title: string;
  label: string;
  // The range it takes and what it does.
  hint: string;
  min: number;
  max: number;
  field: Registered;
};

// A card of one whole-number setting (how often a risk profile is reviewed, a signer reminded, a message answered):
// the range it takes and what it does.
export function NumberSettingCard({ title, label, hint, min, max, field }: Props) {
  return (
    <SettingCard title={title}>
      <TextField label={label} hint={hint} min={min} max={max} {...numberInput} {...field} />
    </SettingCard>
  );
}
